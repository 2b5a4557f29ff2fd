#pragma once
// A config file saved into another folder (the window's Save As): its relative paths are relative to
// the file, so they are rewritten to find the same files from the new folder.

#include "json.h"

#include <filesystem>
#include <string>
#include <utility>
#include <vector>

namespace lathe::core {

// Each relative path field of `document` ("data.path", …), saved from folder `from` into folder `to`,
// with the value that finds the same files from `to`: relative where one folder is reached from the
// other by name, else absolute. Only the fields whose value changes, as dotted keys.
std::vector<std::pair<std::string, Json>> pathsMovedTo(const Json& document, const std::filesystem::path& from, const std::filesystem::path& to);

} // namespace lathe::core
