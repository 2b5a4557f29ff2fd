#pragma once
// Edits a JSON text the way a person would: the value of one field replaced where it stands, or a
// member added in the style of its object (on one line, or one member per line with the object's
// indentation), and nothing else touched: the file keeps its formatting, key order and the rest of
// its text. The config form writes its edits into the JSON tab this way.

#include "json.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace lathe::core {

// Replace `length` bytes at `offset` with `text`.
struct TextEdit {
    std::size_t offset = 0, length = 0;
    std::string text;
};

// The edit that sets `path` ("training.lr", keys joined by dots) to `value` in `text`, a JSON object:
// the value replaced where it is, else a member added to the deepest object on the path that exists
// (the missing objects written inline). nullopt when `text` is not a JSON object, or a value on the
// way is not an object.
std::optional<TextEdit> jsonSetEdit(std::string_view text, const std::string& path, const Json& value);

std::string applyEdit(std::string_view text, const TextEdit& edit);

// `value` as a config file writes it on one line: `[32, 64]`, `{"enabled": true, "patience": 3}`.
std::string inlineJson(const Json& value);

} // namespace lathe::core
