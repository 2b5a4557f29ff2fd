#pragma once
// Which files of a folder are images Lathe reads: a folder's images for `predict` (nested folders
// and linked folders too, each once), and the names left out everywhere (hidden ones: a dot first,
// as macOS's `._x.png` and `.DS_Store`, Jupyter's `.ipynb_checkpoints`, and macOS zips' `__MACOSX`).
// No LibTorch here.

#include <filesystem>
#include <vector>

namespace lathe::core {

// A name left out of image folders: it begins with a dot, or is __MACOSX.
bool hiddenImageEntry(const std::filesystem::path& entry);

// Every image file (isImageFileName) under `folder` and its sub-folders, sorted, hidden entries left
// out; a linked folder is followed once (a link loop ends). Throws DataError naming a folder that
// cannot be listed.
std::vector<std::filesystem::path> imageFilesUnder(const std::filesystem::path& folder);

// Throws DataError naming `file` when it cannot be opened, is empty, or does not begin as a JPEG or
// PNG does: a listed (streamed) folder's files are checked so before training, not when first read.
void checkImageSignature(const std::filesystem::path& file);

} // namespace lathe::core
