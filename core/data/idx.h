#pragma once
// IDX files (MNIST, Fashion-MNIST), gzipped or raw: unsigned-byte tensors of any rank.

#include <ATen/core/Tensor.h>

#include <filesystem>

namespace lathe::core {

// Reads an IDX file of unsigned bytes into a uint8 tensor with the file's dimensions.
// Throws DataError naming the file for a bad magic number, a truncated body or trailing data.
at::Tensor readIdx(const std::filesystem::path& file);

} // namespace lathe::core
