#pragma once
// A file path as text for a record, and the path on disk that such text names. On Linux a path is
// bytes, and a folder unpacked from a zip made on a Chinese Windows keeps GBK names; a record (the run
// folder's config.json) holds UTF-8 text only, so such a path written as it is came back with U+FFFD
// and named nothing: resuming or scoring the run could not find its data. No LibTorch, no Qt.

#include <filesystem>
#include <string>

namespace lathe::core {

// `path` as UTF-8 text: as it is when it is UTF-8; else each component that is not is written as its
// GB18030 reading when that reads as Chinese (displayNames' rule), else with each byte that is not
// UTF-8 as \xHH. onDisk() finds the bytes again.
std::string pathText(const std::filesystem::path& path);

// The path on disk that `text` (pathText's, or a path as typed) names: `text` itself when it exists;
// else, component by component from the root, each as written when that exists, else its GB18030
// bytes, else its \xHH escapes undone, whichever exists. A component found in no form is kept as
// written (a glob's pattern, a folder not made yet), and so is the rest after it unless it was a
// pattern (holding * ? or [).
std::filesystem::path onDisk(const std::string& text);

} // namespace lathe::core
