#pragma once
// Builds the config's model as a TorchScript module (DESIGN.md: one representation for training,
// evaluation, freezing and export).

#include "config/config.h"

#include <torch/csrc/jit/api/module.h>

#include <cstdint>
#include <vector>

namespace lathe::core {

struct ModelShape {
    std::vector<std::int64_t> inputShape; // per sample
    std::int64_t outputSize = 0;
};

// Throws ConfigError when the kind does not fit the data.
torch::jit::Module buildModel(const ModelConfig& config, const ModelShape& shape, std::uint64_t seed);

std::int64_t countParameters(const torch::jit::Module& module);

} // namespace lathe::core
