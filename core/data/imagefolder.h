#pragma once
// Image folders `root/<class>/*.png|jpg`: class names from the sub-folder names (sorted), images
// decoded on worker threads, converted to the configured channels and resized to the configured
// size, stored as uint8 [N, C, H, W].

#include "dataset.h"

#include <filesystem>

namespace lathe::core {

// Reads a folder. With `classNames` empty the classes are taken from the folder (training data);
// otherwise each sub-folder must be one of them (validation/test data). Throws DataError naming the
// folder or file: an empty class folder, no class folders at all, an unreadable or corrupt image.
TensorSplit loadImageFolder(const Config& config, const std::filesystem::path& root, std::vector<std::string>& classNames,
                            const DataLogFn& log);

} // namespace lathe::core
