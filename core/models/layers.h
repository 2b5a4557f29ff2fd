#pragma once
// TorchScript building blocks assembled from C++: each is a module whose forward is TorchScript
// source. Every module gets a `training` attribute so that train()/eval() and freezing work.

#include <ATen/core/Generator.h>
#include <torch/csrc/jit/api/module.h>

#include <memory>
#include <string>

namespace lathe::core::layers {

using CU = std::shared_ptr<torch::jit::CompilationUnit>;

// An empty module of a fresh class (mangled when the name repeats) with `training` registered.
torch::jit::Module makeModule(const CU& cu, const std::string& className);

// Registers a trainable parameter (requires_grad set before registration, as LibTorch needs).
void addParameter(torch::jit::Module& m, const std::string& name, const at::Tensor& value);

torch::jit::Module linear(const CU& cu, std::int64_t in, std::int64_t out, at::Generator& gen);
// Batch norm over dimension 1 of its input ([N, C], [N, C, T] or [N, C, H, W]); `sync`: with the
// statistics of the whole data-parallel batch (model.sync_batch_norm, syncbatchnorm.cpp).
torch::jit::Module batchNorm(const CU& cu, std::int64_t features, bool sync = false);
torch::jit::Module syncBatchNorm(const CU& cu, std::int64_t features);
// A batch-norm module's parameters (weight 1, bias 0) and running statistics (mean 0, variance 1),
// without its forward.
torch::jit::Module batchNormState(const CU& cu, const std::string& className, std::int64_t features);
// Makes sure Lathe's ops (latheops.h: lathe::all_reduce_sum, lathe::dropout) are registered (their
// library is linked in): call before loading a module that may call them (a checkpoint).
void registerLatheOps();
// TorchScript lines for dropout of `var` with probability `p` in training (lathe::dropout, none in
// eval mode, so a frozen model holds no call to it), indented by `indent`; "" when p is 0.
std::string dropoutLines(const std::string& indent, const std::string& var, double p);
torch::jit::Module layerNorm(const CU& cu, std::int64_t features);
// Pre-norm Transformer encoder layer on [batch, time, d_model]: x + attention(LN(x)), x + FFN(LN(x)).
torch::jit::Module encoderLayer(const CU& cu, std::int64_t dModel, std::int64_t heads, std::int64_t ffDim, double dropout,
                                at::Generator& gen);
// A `dims`-dimensional convolution (1: over time, 2: over images) with a `kernel`-wide window in every
// dimension and "same" padding (kernel / 2), initialised as nn.ConvNd: U(-1/sqrt(fan_in), 1/sqrt(fan_in))
// for weight and bias. Without `bias` none is created (a batch norm that follows has its own).
// The 1-D convolution keeps nn.Conv1d's weight [out, in, kernel] but takes sequences as a row of an
// image, [batch, channels, 1, time], and runs conv2d: oneDNN's 2-D kernels in channels-last order
// trained the sequence CNN 1.4x faster than conv1d on the CPU (docs/benchmarks.md).
torch::jit::Module conv(const CU& cu, int dims, std::int64_t in, std::int64_t out, std::int64_t kernel, std::int64_t stride,
                        at::Generator& gen, bool bias = true);
torch::jit::Module conv2d(const CU& cu, std::int64_t in, std::int64_t out, std::int64_t kernel, std::int64_t stride,
                          at::Generator& gen, bool bias = true);

// A double as TorchScript source reads it back exactly ("0.1", "2.0").
std::string scriptNumber(double v);

} // namespace lathe::core::layers
