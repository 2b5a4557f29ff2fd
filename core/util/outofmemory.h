#pragma once
// Recognising a GPU that ran out of memory, the same in builds with and without CUDA.

#include <exception>
#include <string>

namespace lathe::core {

// Whether `e` means the GPU ran out of memory: c10::OutOfMemoryError, the c10::Error that cuBLAS,
// cuDNN or the CUDA runtime raise when an allocation of their own fails near the limit, or either of
// them raised inside a TorchScript model, whose interpreter rethrows it as a std::runtime_error
// carrying the model's traceback (seen on an H200: most out-of-memory errors happen in forward).
bool isOutOfMemoryError(const std::exception& e);

// The error's own line, without a backtrace or the TorchScript traceback: for log lines.
std::string outOfMemoryText(const std::exception& e);

} // namespace lathe::core
