#pragma once
// The default CUDA generators' states, one per visible device (dropout on the GPU draws from them):
// saved in checkpoints and around the batch-size finder's trials. Empty without CUDA; setting
// restores as many devices as given. Implemented with cudainfo_cuda.cpp / cudainfo_none.cpp.

#include <ATen/core/Tensor.h>

#include <vector>

namespace lathe::core {

std::vector<at::Tensor> cudaRngStates();
void setCudaRngStates(const std::vector<at::Tensor>& states);

} // namespace lathe::core
