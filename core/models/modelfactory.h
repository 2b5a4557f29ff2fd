#pragma once
// Builds the config's model as a TorchScript module (one representation for training,
// evaluation, freezing and export).

#include "config/config.h"
#include "run/modelrecord.h"

#include <torch/csrc/jit/api/module.h>

#include <cstdint>
#include <utility>
#include <vector>

namespace lathe::core {

struct ModelShape {
    ModelShape() = default;
    ModelShape(std::vector<std::int64_t> input, std::int64_t outputs)
        : inputShape(std::move(input))
        , outputSize(outputs)
    {
    }
    std::vector<std::int64_t> inputShape; // per sample
    std::int64_t outputSize = 0;
    // Regression (data.scale_target): the built-in model's head learns (y - shift) / scale and its
    // forward returns head * scale + shift, from the buffers "output_scale" and "output_shift".
    std::vector<double> outputShift, outputScale;
    // Time-series regression forecasting the change (data.forecast): per target, its feature's index in
    // the inputs' last dimension and that feature's scaling; the forward adds the window's last value,
    // x[:, -1, index] * scale + shift, to the head's output (buffers "last_index", "last_scale",
    // "last_shift"), so the head learns the change and an untrained model forecasts persistence.
    std::vector<std::int64_t> lastValueFeature;
    std::vector<double> lastValueShift, lastValueScale;
};

// Builds a built-in model, or loads `config.file` (an absolute path) for kind "torchscript".
// Throws ConfigError when the kind does not fit the data or the file cannot be loaded.
torch::jit::Module buildModel(const ModelConfig& config, const ModelShape& shape, std::uint64_t seed);

// Checks that a model has trainable parameters and maps a batch of the data's inputs to
// [batch, outputSize]; throws ConfigError naming `what` and the shapes otherwise.
void checkModelFits(torch::jit::Module& module, const ModelShape& shape, const std::string& what);

std::int64_t countParameters(const torch::jit::Module& module);

// The layer summary a run keeps (model.json) and the report shows: every submodule that holds
// parameters, in order, with its type ("Conv2d", "Linear"), each parameter's shape and its count;
// the totals; the input shape per sample and the output size (run/modelrecord.h).
ModelRecord modelSummary(const torch::jit::Module& module, const ModelShape& shape);
// The module's parameters, in order (what the optimizer trains).
std::vector<at::Tensor> parametersOf(const torch::jit::Module& module);

} // namespace lathe::core
