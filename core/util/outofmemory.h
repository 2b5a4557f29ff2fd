#pragma once
// Recognising a GPU that ran out of memory, the same in builds with and without CUDA.

#include <exception>

namespace lathe::core {

// Whether `e` means the GPU ran out of memory: c10::OutOfMemoryError, or the c10::Error that cuBLAS,
// cuDNN or the CUDA runtime raise when an allocation of their own fails near the limit.
bool isOutOfMemoryError(const std::exception& e);

} // namespace lathe::core
