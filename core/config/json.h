#pragma once
// Lathe's JSON type: insertion-ordered, so saved configs keep the schema's field order.

#include <nlohmann/json.hpp>

namespace lathe::core {
using Json = nlohmann::ordered_json;
}
