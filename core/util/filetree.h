#pragma once
// Removing and copying folder trees with POSIX calls. LibTorch's libtorch.so exports its own copy of
// parts of std::filesystem (remove_all, copy, …), which shadows libstdc++'s at run time and crashes in
// remove_all (seen with the torch 2.11.0 wheel): code that links LibTorch uses these instead.

#include <filesystem>

namespace lathe::core {

// Removes `folder` and everything under it (symbolic links are removed, not followed); a missing
// folder is not an error. Returns false when something could not be removed.
bool removeTree(const std::filesystem::path& folder);

// Copies the tree under `from` to `to` (created; regular files and folders only). Throws
// std::runtime_error naming the file that could not be read or written.
void copyTree(const std::filesystem::path& from, const std::filesystem::path& to);

} // namespace lathe::core
