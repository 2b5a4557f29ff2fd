#include "modelfactory.h"

#include "latheops.h"
#include "layers.h"
#include "util/errors.h"

#include <ATen/ATen.h>
#include <ATen/CPUGeneratorImpl.h>
#include <torch/csrc/jit/api/compilation_unit.h>
#include <torch/csrc/jit/serialization/import.h>

#include <algorithm>
#include <sstream>

namespace lathe::core {

namespace {

std::int64_t product(const std::vector<std::int64_t>& shape)
{
    std::int64_t n = 1;
    for (auto d : shape)
        n *= d;
    return n;
}

// A built-in model under construction: its compilation unit, the module, and the TorchScript
// source of its forward, which the builder appends to line by line.
struct Draft {
    Draft(const std::string& className, const ModelShape& shape)
        : m(layers::makeModule(cu, className))
    {
        fwd << "def forward(self, x):\n";
        if (!shape.lastValueFeature.empty()) { // the window's last value of each target, in its units (finishWithHead adds it)
            m.register_buffer("last_index", at::tensor(shape.lastValueFeature, at::kLong));
            m.register_buffer("last_scale", at::tensor(shape.lastValueScale, at::kDouble).to(at::kFloat));
            m.register_buffer("last_shift", at::tensor(shape.lastValueShift, at::kDouble).to(at::kFloat));
            fwd << "    last = torch.index_select(x[:, -1], 1, self.last_index) * self.last_scale + self.last_shift\n";
        }
    }
    layers::CU cu = std::make_shared<torch::jit::CompilationUnit>();
    torch::jit::Module m;
    std::ostringstream fwd;
};

// The common ending of the built-in models: dropout (when configured), a Linear head (scaled to the
// targets' units, plus the window's last value when forecasting the change), and the forward method
// assembled in `fwd`.
torch::jit::Module finishWithHead(torch::jit::Module& m, const layers::CU& cu, std::ostringstream& fwd, std::int64_t width,
                                  double dropout, const ModelShape& shape, at::Generator& gen)
{
    fwd << layers::dropoutLines("    ", "x", dropout);
    m.register_module("head", layers::linear(cu, width, shape.outputSize, gen));
    const char* persistence = shape.lastValueFeature.empty() ? "" : " + last";
    if (shape.outputScale.empty()) {
        fwd << "    return self.head.forward(x)" << persistence << "\n";
    } else { // the targets' scale: fixed buffers (saved, frozen into model.pt), not trained
        m.register_buffer("output_scale", at::tensor(shape.outputScale, at::kDouble).to(at::kFloat));
        m.register_buffer("output_shift", at::tensor(shape.outputShift, at::kDouble).to(at::kFloat));
        fwd << "    return self.head.forward(x) * self.output_scale + self.output_shift" << persistence << "\n";
    }
    m.define(fwd.str(), layers::latheResolver());
    return m;
}

void requireImages(const ModelShape& shape, const std::string& kind)
{
    if (shape.inputShape.size() != 3)
        throw ConfigError(msg("model.kind \"%1\" needs images [channels, height, width]", kind));
}

// The convolutional stages of cnn2d, cnn1d and cnn_transformer's front end.
struct ConvStageLayout {
    int dims;                          // 2: images [B, C, H, W]; 1: sequences as rows [B, C, 1, T]
    std::int64_t in;                   // input channels
    std::vector<std::int64_t> spatial; // the input's spatial size: {H, W} or {T}
    bool bias;                         // convolutions with a bias (before batch norm it is redundant)
    bool pool;                         // a 2x max pool after each stage while every dimension has 2 or more
};

// [Conv → BatchNorm → ReLU] × 2 per stage of model.channels, each stage followed by a max pool when
// the layout asks for one; returns the channels at the end. The spatial size is tracked exactly
// (a "same" convolution with an even kernel grows it by one), so a stage pools only what has 2 or more.
std::int64_t convStages(torch::jit::Module& m, const layers::CU& cu, const ModelConfig& c, std::ostringstream& fwd,
                        at::Generator& gen, ConvStageLayout layout)
{
    std::int64_t in = layout.in;
    for (std::size_t s = 0; s < c.channels.size(); ++s) {
        for (int k = 0; k < 2; ++k) {
            const std::string id = std::to_string(s) + "_" + std::to_string(k);
            m.register_module("conv" + id, layers::conv(cu, layout.dims, in, c.channels[s], c.kernelSize, 1, gen, layout.bias));
            fwd << "    x = self.conv" << id << ".forward(x)\n";
            if (c.batchNorm) {
                m.register_module("bn" + id, layers::batchNorm(cu, c.channels[s], c.syncBatchNorm));
                fwd << "    x = self.bn" << id << ".forward(x)\n";
            }
            fwd << "    x = torch.relu(x)\n";
            in = c.channels[s];
            for (auto& size : layout.spatial)
                size += 2 * (c.kernelSize / 2) - c.kernelSize + 1;
        }
        const bool room = std::all_of(layout.spatial.begin(), layout.spatial.end(), [](std::int64_t n) { return n >= 2; });
        if (layout.pool && room) {
            fwd << (layout.dims == 2 ? "    x = torch.max_pool2d(x, [2, 2], [2, 2], [0, 0], [1, 1], False)\n"
                                     : "    x = torch.max_pool2d(x, [1, 2], [1, 2], [0, 0], [1, 1], False)\n");
            for (auto& size : layout.spatial)
                size /= 2;
        }
    }
    return in;
}

// Flatten → [Linear → BatchNorm → ReLU → Dropout] × hidden → Linear.
torch::jit::Module buildMlp(const ModelConfig& c, const ModelShape& shape, at::Generator& gen)
{
    Draft d("MLP", shape);
    auto& [cu, m, fwd] = d;
    fwd << "    x = torch.flatten(x, 1)\n";
    std::int64_t width = product(shape.inputShape);
    for (std::size_t i = 0; i < c.hidden.size(); ++i) {
        const std::string fc = "fc" + std::to_string(i), bn = "bn" + std::to_string(i);
        m.register_module(fc, layers::linear(cu, width, c.hidden[i], gen));
        fwd << "    x = self." << fc << ".forward(x)\n";
        if (c.batchNorm) {
            m.register_module(bn, layers::batchNorm(cu, c.hidden[i], c.syncBatchNorm));
            fwd << "    x = self." << bn << ".forward(x)\n";
        }
        fwd << "    x = torch.relu(x)\n";
        fwd << layers::dropoutLines("    ", "x", c.dropout);
        width = c.hidden[i];
    }
    return finishWithHead(m, cu, fwd, width, 0.0, shape, gen);
}

// [Conv → BatchNorm → ReLU → Conv → BatchNorm → ReLU → MaxPool] per stage → global average → Linear.
torch::jit::Module buildCnn2d(const ModelConfig& c, const ModelShape& shape, at::Generator& gen)
{
    requireImages(shape, "cnn2d");
    Draft d("CNN2d", shape);
    auto& [cu, m, fwd] = d;
    // No bias before batch norm: the norm's own shift replaces it.
    const std::int64_t width = convStages(m, cu, c, fwd, gen, {2, shape.inputShape[0], {shape.inputShape[1], shape.inputShape[2]},
                                                              !c.batchNorm, true});
    fwd << "    x = torch.flatten(torch.adaptive_avg_pool2d(x, [1, 1]), 1)\n";
    return finishWithHead(m, cu, fwd, width, c.dropout, shape, gen);
}

torch::jit::Module basicBlock(const layers::CU& cu, std::int64_t in, std::int64_t out, std::int64_t stride, bool sync, at::Generator& gen)
{
    auto m = layers::makeModule(cu, "BasicBlock");
    m.register_module("conv1", layers::conv2d(cu, in, out, 3, stride, gen, false));
    m.register_module("bn1", layers::batchNorm(cu, out, sync));
    m.register_module("conv2", layers::conv2d(cu, out, out, 3, 1, gen, false));
    m.register_module("bn2", layers::batchNorm(cu, out, sync));
    std::string shortcut = "x";
    if (stride != 1 || in != out) {
        m.register_module("down", layers::conv2d(cu, in, out, 1, stride, gen, false));
        m.register_module("down_bn", layers::batchNorm(cu, out, sync));
        shortcut = "self.down_bn.forward(self.down.forward(x))";
    }
    m.define("def forward(self, x):\n"
             "    out = torch.relu(self.bn1.forward(self.conv1.forward(x)))\n"
             "    out = self.bn2.forward(self.conv2.forward(out))\n"
             "    return torch.relu(out + " + shortcut + ")\n");
    return m;
}

// Stem → stages of residual basic blocks (stride 2 between stages) → global average → Linear.
torch::jit::Module buildResNet(const ModelConfig& c, const ModelShape& shape, at::Generator& gen)
{
    requireImages(shape, "resnet");
    Draft d("ResNet", shape);
    auto& [cu, m, fwd] = d;
    std::int64_t in = c.channels.front();
    m.register_module("stem", layers::conv2d(cu, shape.inputShape[0], in, 3, 1, gen, false));
    m.register_module("stem_bn", layers::batchNorm(cu, in, c.syncBatchNorm));
    fwd << "    x = torch.relu(self.stem_bn.forward(self.stem.forward(x)))\n";
    for (std::size_t s = 0; s < c.channels.size(); ++s) {
        for (int b = 0; b < c.blocksPerStage; ++b) {
            const std::string name = "layer" + std::to_string(s) + "_" + std::to_string(b);
            const std::int64_t stride = (s > 0 && b == 0) ? 2 : 1;
            m.register_module(name, basicBlock(cu, in, c.channels[s], stride, c.syncBatchNorm, gen));
            fwd << "    x = self." << name << ".forward(x)\n";
            in = c.channels[s];
        }
    }
    fwd << "    x = torch.flatten(torch.adaptive_avg_pool2d(x, [1, 1]), 1)\n";
    return finishWithHead(m, cu, fwd, in, c.dropout, shape, gen);
}

void requireSequence(const ModelShape& shape, const std::string& kind)
{
    if (shape.inputShape.size() != 2)
        throw ConfigError(msg("model.kind \"%1\" needs sequences [time, features] (data.source timeseries_csv)", kind));
}

// [batch, time, features] as a row of an image, [batch, features, 1, time]: from the data's order
// that view is already channels-last (features innermost), which oneDNN's 2-D convolutions run
// fastest on the CPU; with compile.channels_last off (one thread, deterministic runs, a GPU until
// measured there) the row is made contiguous instead. The `channels_last` attribute says which;
// Trainer::prepareMemoryFormat sets it.
void sequenceAsRow(torch::jit::Module& m, std::ostringstream& fwd)
{
    m.register_attribute("channels_last", c10::BoolType::get(), false);
    fwd << "    x = x.transpose(1, 2).unsqueeze(2)\n"
           "    if not self.channels_last:\n"
           "        x = x.contiguous()\n";
}

// [batch, time, features] → convolution stages over time → global average → Linear.
torch::jit::Module buildCnn1d(const ModelConfig& c, const ModelShape& shape, at::Generator& gen)
{
    requireSequence(shape, "cnn1d");
    Draft d("CNN1d", shape);
    auto& [cu, m, fwd] = d;
    sequenceAsRow(m, fwd);
    // The bias before batch norm stays (unlike cnn2d): trained cnn1d models and their results have it.
    const std::int64_t width = convStages(m, cu, c, fwd, gen, {1, shape.inputShape[1], {shape.inputShape[0]}, true, true});
    fwd << "    x = torch.mean(x, [2, 3])\n";
    return finishWithHead(m, cu, fwd, width, c.dropout, shape, gen);
}

// Sequence classifier/regressor: an optional convolutional front end (the fusion model), a linear
// embedding to d_model, learned positions, pre-norm encoder layers, mean over time, LayerNorm, Linear.
torch::jit::Module buildTransformer(const ModelConfig& c, const ModelShape& shape, at::Generator& gen, bool convFrontEnd)
{
    requireSequence(shape, convFrontEnd ? "cnn_transformer" : "transformer");
    Draft d(convFrontEnd ? "CNNTransformer" : "Transformer", shape);
    auto& [cu, m, fwd] = d;
    std::int64_t width = shape.inputShape[1];
    if (convFrontEnd) {
        // Local patterns first (convolutions over time, no pooling so every step keeps a token).
        sequenceAsRow(m, fwd);
        width = convStages(m, cu, c, fwd, gen, {1, width, {shape.inputShape[0]}, true, false});
        fwd << "    x = x.squeeze(2).transpose(1, 2)\n";
    }
    m.register_module("embed", layers::linear(cu, width, c.dModel, gen));
    layers::addParameter(m, "position", at::empty({shape.inputShape[0], c.dModel}).normal_(0.0, 0.02, gen));
    fwd << "    x = self.embed.forward(x) + self.position\n";
    for (int l = 0; l < c.layers; ++l) {
        const std::string name = "layer" + std::to_string(l);
        m.register_module(name, layers::encoderLayer(cu, c.dModel, c.heads, c.ffDim, c.dropout, gen));
        fwd << "    x = self." << name << ".forward(x)\n";
    }
    m.register_module("norm", layers::layerNorm(cu, c.dModel));
    fwd << "    x = self.norm.forward(torch.mean(x, [1]))\n";
    return finishWithHead(m, cu, fwd, c.dModel, 0.0, shape, gen);
}

torch::jit::Module loadScripted(const ModelConfig& c)
{
    try {
        return torch::jit::load(c.file);
    } catch (const c10::Error& e) {
        throw ConfigError(msg("model.file: cannot load %1 as a TorchScript model (save it from Python with "
                              "torch.jit.script(model).save(path)): %2",
                              c.file, e.what_without_backtrace()));
    }
}

std::string shapeText(c10::IntArrayRef shape)
{
    std::string s = "[";
    for (std::size_t i = 0; i < shape.size(); ++i)
        s += (i ? ", " : "") + std::to_string(shape[i]);
    return s + "]";
}

} // namespace

void checkModelFits(torch::jit::Module& module, const ModelShape& shape, const std::string& what)
{
    bool trainable = false;
    for (const auto& p : module.parameters())
        trainable = trainable || p.requires_grad();
    if (!trainable)
        throw ConfigError(msg("%1 has no trainable parameters", what));
    std::vector<std::int64_t> dims{2};
    dims.insert(dims.end(), shape.inputShape.begin(), shape.inputShape.end());
    const at::Tensor probe = at::zeros(dims);
    at::Tensor out;
    const bool wasTraining = module.is_training();
    module.eval(); // no batch-norm statistics are touched by the probe
    try {
        at::NoGradGuard noGrad;
        out = module.forward({probe}).toTensor();
    } catch (const std::exception& e) {
        // The interpreter wraps the failing op's message in a TorchScript traceback: keep the message.
        std::string why = e.what();
        if (const auto at = why.rfind("RuntimeError: "); at != std::string::npos)
            why = why.substr(at + 14);
        why = why.substr(0, why.find('\n'));
        module.train(wasTraining);
        throw ConfigError(msg("%1 does not accept the data's inputs of shape %2: %3", what, shapeText(dims), why));
    }
    module.train(wasTraining);
    if (out.dim() != 2 || out.size(0) != 2 || out.size(1) != shape.outputSize)
        throw ConfigError(msg("%1 returns shape %2 for inputs %3, but the data needs %4 (batch, outputs)", what, shapeText(out.sizes()),
                              shapeText(dims), shapeText({2, shape.outputSize})));
}

torch::jit::Module buildModel(const ModelConfig& c, const ModelShape& shape, std::uint64_t seed)
{
    at::Generator gen = at::make_generator<at::CPUGeneratorImpl>(seed);
    if (c.kind == "mlp")
        return buildMlp(c, shape, gen);
    if (c.kind == "cnn2d")
        return buildCnn2d(c, shape, gen);
    if (c.kind == "resnet")
        return buildResNet(c, shape, gen);
    if (c.kind == "cnn1d")
        return buildCnn1d(c, shape, gen);
    if (c.kind == "transformer")
        return buildTransformer(c, shape, gen, false);
    if (c.kind == "cnn_transformer")
        return buildTransformer(c, shape, gen, true);
    if (c.kind == "torchscript")
        return loadScripted(c);
    throw ConfigError(msg("model.kind: unknown kind \"%1\"", c.kind));
}

std::int64_t countParameters(const torch::jit::Module& module)
{
    std::int64_t n = 0;
    for (const auto& p : module.parameters())
        n += p.numel();
    return n;
}

ModelRecord modelSummary(const torch::jit::Module& module, const ModelShape& shape)
{
    ModelRecord r;
    for (const auto& named : module.named_modules()) {
        ModelRecord::Layer layer;
        for (const auto& p : named.value.named_parameters(/*recurse=*/false)) {
            layer.shapes.emplace_back(p.name, p.value.sizes().vec());
            layer.parameters += p.value.numel();
            r.trainable += p.value.requires_grad() ? p.value.numel() : 0;
        }
        if (layer.parameters == 0)
            continue;
        const auto type = named.value.type()->name();
        layer.name = named.name.empty() ? std::string("(model)") : named.name;
        layer.type = type ? type->name() : std::string("?");
        r.layers.push_back(std::move(layer));
    }
    r.parameters = countParameters(module);
    r.inputShape = shape.inputShape;
    r.outputSize = shape.outputSize;
    return r;
}

std::vector<at::Tensor> parametersOf(const torch::jit::Module& module)
{
    std::vector<at::Tensor> out;
    for (const auto& p : module.parameters())
        out.push_back(p);
    return out;
}

} // namespace lathe::core
