#pragma once
// Image folders `root/<class>/*.png|jpg`: class names from the sub-folder names (sorted), images
// decoded on worker threads, converted to the configured channels and resized to the configured
// size, stored as uint8 [N, C, H, W].

#include "dataset.h"

#include <filesystem>
#include <string>

namespace lathe::core {

// Reads a folder. With `classNames` empty the classes are taken from the folder (training data);
// otherwise each sub-folder must be one of them (validation/test data). Throws DataError naming the
// folder or file: an empty class folder, no class folders at all, an unreadable or corrupt image.
// `digest`, when given: the folder's images (their paths below `root`, and classes) as a digest, which
// data.json keeps (DataRecord::imagesDigest).
TensorSplit loadImageFolder(const Config& config, const std::filesystem::path& root, std::vector<std::string>& classNames,
                            const DataLog& log, std::string* digest = nullptr);

// The same folder listed but not decoded: the loader's workers decode each batch from disk
// (`TensorSplit::files`), for folders larger than memory. Same checks on the folder structure;
// checkListedImages then opens each file (a file damaged further in is found when first read).
TensorSplit listImageFolder(const Config& config, const std::filesystem::path& root, std::vector<std::string>& classNames,
                            const DataLog& log, std::string* digest = nullptr);

// Opens every file of a listed folder for its first bytes (checkImageSignature, on a few threads):
// a file that is no image at all stops a streamed run before training, not at the test split after
// the last epoch. Throws DataError naming the file, ReadingStopped when the log's stop says so.
void checkListedImages(const TensorSplit& split, const DataLog& log);

// Decodes `file` into `out`, a uint8 [C, H, W] tensor, converting the channels and resizing.
// Returns true when the image had to be resized. Throws DataError naming the file.
bool decodeImageInto(const std::filesystem::path& file, const at::Tensor& out);

} // namespace lathe::core
