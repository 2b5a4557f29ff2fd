#include "modelfactory.h"

#include "layers.h"
#include "util/errors.h"

#include <ATen/ATen.h>
#include <ATen/CPUGeneratorImpl.h>
#include <torch/csrc/jit/api/compilation_unit.h>

#include <sstream>

namespace lathe::core {

namespace {

std::string number(double v)
{
    std::ostringstream s;
    s.precision(17);
    s << v;
    std::string out = s.str();
    if (out.find_first_of(".e") == std::string::npos)
        out += ".0";
    return out;
}

std::int64_t product(const std::vector<std::int64_t>& shape)
{
    std::int64_t n = 1;
    for (auto d : shape)
        n *= d;
    return n;
}

// Flatten → [Linear → BatchNorm → ReLU → Dropout] × hidden → Linear.
torch::jit::Module buildMlp(const ModelConfig& c, const ModelShape& shape, at::Generator& gen)
{
    auto cu = std::make_shared<torch::jit::CompilationUnit>();
    auto m = layers::makeModule(cu, "MLP");
    std::ostringstream fwd;
    fwd << "def forward(self, x):\n    x = torch.flatten(x, 1)\n";
    std::int64_t width = product(shape.inputShape);
    for (std::size_t i = 0; i < c.hidden.size(); ++i) {
        const std::string fc = "fc" + std::to_string(i), bn = "bn" + std::to_string(i);
        m.register_module(fc, layers::linear(cu, width, c.hidden[i], gen));
        fwd << "    x = self." << fc << ".forward(x)\n";
        if (c.batchNorm) {
            m.register_module(bn, layers::batchNorm(cu, c.hidden[i]));
            fwd << "    x = self." << bn << ".forward(x)\n";
        }
        fwd << "    x = torch.relu(x)\n";
        if (c.dropout > 0.0)
            fwd << "    x = torch.dropout(x, " << number(c.dropout) << ", self.training)\n";
        width = c.hidden[i];
    }
    m.register_module("head", layers::linear(cu, width, shape.outputSize, gen));
    fwd << "    return self.head.forward(x)\n";
    m.define(fwd.str());
    return m;
}

// [Conv → BatchNorm → ReLU → Conv → BatchNorm → ReLU → MaxPool] per stage → global average → Linear.
torch::jit::Module buildCnn2d(const ModelConfig& c, const ModelShape& shape, at::Generator& gen)
{
    if (shape.inputShape.size() != 3)
        throw ConfigError("model.kind \"cnn2d\" needs images [channels, height, width]");
    auto cu = std::make_shared<torch::jit::CompilationUnit>();
    auto m = layers::makeModule(cu, "CNN2d");
    std::ostringstream fwd;
    fwd << "def forward(self, x):\n";
    std::int64_t in = shape.inputShape[0];
    std::int64_t h = shape.inputShape[1], w = shape.inputShape[2];
    for (std::size_t s = 0; s < c.channels.size(); ++s) {
        for (int k = 0; k < 2; ++k) {
            const std::string conv = "conv" + std::to_string(s) + "_" + std::to_string(k);
            const std::string bn = "bn" + std::to_string(s) + "_" + std::to_string(k);
            m.register_module(conv, layers::conv2d(cu, in, c.channels[s], c.kernelSize, 1, gen, !c.batchNorm));
            fwd << "    x = self." << conv << ".forward(x)\n";
            if (c.batchNorm) {
                m.register_module(bn, layers::batchNorm(cu, c.channels[s]));
                fwd << "    x = self." << bn << ".forward(x)\n";
            }
            fwd << "    x = torch.relu(x)\n";
            in = c.channels[s];
        }
        if (h >= 2 && w >= 2) {
            fwd << "    x = torch.max_pool2d(x, [2, 2], [2, 2], [0, 0], [1, 1], False)\n";
            h /= 2;
            w /= 2;
        }
    }
    fwd << "    x = torch.flatten(torch.adaptive_avg_pool2d(x, [1, 1]), 1)\n";
    if (c.dropout > 0.0)
        fwd << "    x = torch.dropout(x, " << number(c.dropout) << ", self.training)\n";
    m.register_module("head", layers::linear(cu, in, shape.outputSize, gen));
    fwd << "    return self.head.forward(x)\n";
    m.define(fwd.str());
    return m;
}

} // namespace

torch::jit::Module buildModel(const ModelConfig& c, const ModelShape& shape, std::uint64_t seed)
{
    at::Generator gen = at::make_generator<at::CPUGeneratorImpl>(seed);
    if (c.kind == "mlp")
        return buildMlp(c, shape, gen);
    if (c.kind == "cnn2d")
        return buildCnn2d(c, shape, gen);
    throw ConfigError("model.kind: \"" + c.kind
                      + "\" is part of config schema 1 but this build of Lathe cannot build it yet; use \"mlp\" or \"cnn2d\"");
}

std::int64_t countParameters(const torch::jit::Module& module)
{
    std::int64_t n = 0;
    for (const auto& p : module.parameters())
        n += p.numel();
    return n;
}

} // namespace lathe::core
