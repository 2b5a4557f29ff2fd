#pragma once
// Lathe's JSON type: insertion-ordered, so saved configs keep the schema's field order.

#include <nlohmann/json.hpp>

#include <string>

namespace lathe::core {
using Json = nlohmann::ordered_json;

// `value` as JSON text for a record or a log line. A string holding bytes that are not UTF-8 (a file
// name from another system, quoted in a message) is written with U+FFFD in their place rather than
// throwing: a record is never lost, nor the process ended, for one odd name.
inline std::string recordText(const Json& value, int indent = -1)
{
    return value.dump(indent, ' ', false, Json::error_handler_t::replace);
}
} // namespace lathe::core
