#include "layers.h"

#include "latheops.h"

#include <ATen/ATen.h>
#include <torch/csrc/jit/api/compilation_unit.h>

#include <cmath>
#include <sstream>

namespace lathe::core::layers {

torch::jit::Module makeModule(const CU& cu, const std::string& className)
{
    torch::jit::Module m(c10::QualifiedName("__torch__.lathe." + className), cu, /*shouldMangle=*/true);
    m.register_attribute("training", c10::BoolType::get(), true);
    return m;
}

void addParameter(torch::jit::Module& m, const std::string& name, const at::Tensor& value)
{
    at::Tensor t = value.detach().clone();
    t.set_requires_grad(true);
    m.register_parameter(name, t, /*is_buffer=*/false);
}

torch::jit::Module linear(const CU& cu, std::int64_t in, std::int64_t out, at::Generator& gen)
{
    // nn.Linear's default initialisation: U(-1/sqrt(in), 1/sqrt(in)) for weight and bias.
    const double bound = 1.0 / std::sqrt(static_cast<double>(in));
    auto m = makeModule(cu, "Linear");
    addParameter(m, "weight", at::empty({out, in}).uniform_(-bound, bound, gen));
    addParameter(m, "bias", at::empty({out}).uniform_(-bound, bound, gen));
    m.define(R"(
def forward(self, x):
    return torch.linear(x, self.weight, self.bias)
)");
    return m;
}

torch::jit::Module batchNormState(const CU& cu, const std::string& className, std::int64_t features)
{
    auto m = makeModule(cu, className);
    addParameter(m, "weight", at::ones({features}));
    addParameter(m, "bias", at::zeros({features}));
    m.register_buffer("running_mean", at::zeros({features}));
    m.register_buffer("running_var", at::ones({features}));
    return m;
}

torch::jit::Module batchNorm(const CU& cu, std::int64_t features, bool sync)
{
    if (sync)
        return syncBatchNorm(cu, features);
    auto m = batchNormState(cu, "BatchNorm", features);
    m.define(R"(
def forward(self, x):
    return torch.batch_norm(x, self.weight, self.bias, self.running_mean, self.running_var,
                            self.training, 0.1, 1e-5, True)
)");
    return m;
}

torch::jit::Module layerNorm(const CU& cu, std::int64_t features)
{
    auto m = makeModule(cu, "LayerNorm");
    addParameter(m, "weight", at::ones({features}));
    addParameter(m, "bias", at::zeros({features}));
    m.define("def forward(self, x):\n    return torch.layer_norm(x, [" + std::to_string(features)
             + "], self.weight, self.bias, 1e-5, True)\n");
    return m;
}

std::string dropoutLines(const std::string& indent, const std::string& var, double p)
{
    if (p <= 0.0)
        return {};
    return indent + "if self.training:\n" + indent + "    " + var + " = lathe.dropout(" + var + ", " + scriptNumber(p) + ")\n";
}

torch::jit::Module encoderLayer(const CU& cu, std::int64_t dModel, std::int64_t heads, std::int64_t ffDim, double dropout,
                                at::Generator& gen)
{
    auto m = makeModule(cu, "EncoderLayer");
    m.register_module("ln1", layerNorm(cu, dModel));
    m.register_module("qkv", linear(cu, dModel, 3 * dModel, gen));
    m.register_module("proj", linear(cu, dModel, dModel, gen));
    m.register_module("ln2", layerNorm(cu, dModel));
    m.register_module("ff1", linear(cu, dModel, ffDim, gen));
    m.register_module("ff2", linear(cu, ffDim, dModel, gen));
    const std::string h = std::to_string(heads), dh = std::to_string(dModel / heads), d = std::to_string(dModel);
    std::string fwd = "def forward(self, x):\n"
                      "    b = x.size(0)\n"
                      "    t = x.size(1)\n"
                      "    qkv = self.qkv.forward(self.ln1.forward(x)).view(b, t, 3, " + h + ", " + dh + ").permute(2, 0, 3, 1, 4)\n";
    if (dropout > 0.0) {
        // Dropout on the attention weights sends scaled_dot_product_attention down its math path on the
        // CPU, where its mask (bernoulli_) and its safe softmax took a quarter of a step: there the same
        // arithmetic is written out with Lathe's dropout. GPUs keep the fused kernels, dropout inside.
        fwd += "    if self.training and not x.is_cuda:\n"
               "        w = torch.softmax(torch.matmul(qkv[0], qkv[1].transpose(-2, -1)) * " + scriptNumber(1.0 / std::sqrt(double(dModel / heads))) + ", -1)\n"
               "        a = torch.matmul(lathe.dropout(w, " + scriptNumber(dropout) + "), qkv[2])\n"
               "    else:\n"
               "        p = " + scriptNumber(dropout) + " if self.training else 0.0\n"
               "        a = torch.scaled_dot_product_attention(qkv[0], qkv[1], qkv[2], None, p, False)\n";
    } else {
        fwd += "    a = torch.scaled_dot_product_attention(qkv[0], qkv[1], qkv[2], None, 0.0, False)\n";
    }
    fwd += "    y = self.proj.forward(a.transpose(1, 2).reshape(b, t, " + d + "))\n" + dropoutLines("    ", "y", dropout)
           + "    x = x + y\n"
             "    f = self.ff2.forward(torch.gelu(self.ff1.forward(self.ln2.forward(x))))\n"
           + dropoutLines("    ", "f", dropout) + "    return x + f\n";
    m.define(fwd, latheResolver());
    return m;
}

torch::jit::Module conv(const CU& cu, int dims, std::int64_t in, std::int64_t out, std::int64_t kernel, std::int64_t stride,
                        at::Generator& gen, bool bias)
{
    std::vector<std::int64_t> shape{out, in};
    std::int64_t fanIn = in;
    for (int d = 0; d < dims; ++d) {
        shape.push_back(kernel);
        fanIn *= kernel;
    }
    const double bound = 1.0 / std::sqrt(static_cast<double>(fanIn));
    const auto list = [dims](std::int64_t v) { // [v] or [v, v]
        std::string s = "[";
        for (int d = 0; d < dims; ++d)
            s += (d ? ", " : "") + std::to_string(v);
        return s + "]";
    };
    const std::string n = std::to_string(dims);
    auto m = makeModule(cu, "Conv" + n + "d");
    addParameter(m, "weight", at::empty(shape).uniform_(-bound, bound, gen));
    if (bias)
        addParameter(m, "bias", at::empty({out}).uniform_(-bound, bound, gen));
    if (dims == 1) // [batch, channels, 1, time]: a 2-D convolution with a window one row high
        m.define("def forward(self, x):\n    return torch.conv2d(x, self.weight.unsqueeze(2), " + std::string(bias ? "self.bias" : "None")
                 + ", [1, " + std::to_string(stride) + "], [0, " + std::to_string(kernel / 2) + "], [1, 1], 1)\n");
    else
        m.define("def forward(self, x):\n    return torch.conv" + n + "d(x, self.weight, " + (bias ? "self.bias" : "None") + ", "
                 + list(stride) + ", " + list(kernel / 2) + ", " + list(1) + ", 1)\n");
    return m;
}

torch::jit::Module conv2d(const CU& cu, std::int64_t in, std::int64_t out, std::int64_t kernel, std::int64_t stride,
                          at::Generator& gen, bool bias)
{
    return conv(cu, 2, in, out, kernel, stride, gen, bias);
}

std::string scriptNumber(double v)
{
    std::ostringstream s;
    s.precision(17);
    s << v;
    std::string out = s.str();
    if (out.find_first_of(".e") == std::string::npos)
        out += ".0";
    return out;
}

} // namespace lathe::core::layers
