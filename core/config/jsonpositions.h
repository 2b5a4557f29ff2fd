#pragma once
// Finds where each value of a JSON document sits (line, column), keyed by the same paths that
// diagnostics use, so that semantic errors can point into the file like syntax errors do.

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace lathe::core {

struct TextPosition {
    int line = 0;
    int column = 0;
};

struct JsonPositions {
    std::map<std::string, TextPosition> values; // path -> where its value starts
    std::map<std::string, TextPosition> keys;   // path -> where its key starts (object members only)
    // A key given twice in one object (JSON keeps the last): its path, and where each one starts.
    struct Repeated {
        std::string path;
        TextPosition first, again;
    };
    std::vector<Repeated> repeated;

    // The key position for unknown keys, the value position otherwise; falls back to the parent.
    TextPosition find(const std::string& path, bool preferKey = false) const;
};

// Objects and arrays nested deeper than this are no config (a Lathe config is a few levels deep): the
// scan stops there, and parseConfig refuses the text with its place (jsonTooDeepAt).
constexpr int kMaxJsonDepth = 256;

// Scans a syntactically valid JSON text; on malformed input it returns what it found so far.
JsonPositions locateJsonValues(std::string_view text);
// The offset of the first '{' or '[' nested deeper than kMaxJsonDepth (strings skipped), or npos.
std::size_t jsonTooDeepAt(std::string_view text);

// 1-based line and column of a byte offset.
TextPosition positionOfOffset(std::string_view text, std::size_t offset);

} // namespace lathe::core
