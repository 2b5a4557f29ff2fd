#pragma once
// Reading a record's fields tolerantly (the run/*record.h types): a key that is missing or of the
// wrong type gives the fallback, so a record written by an older Lathe, or cut short, still reads.

#include "config/json.h"

#include <optional>
#include <string>
#include <vector>

namespace lathe::core::recordfields {

// `key` of object `j` as a T (a number, a string, a bool, or a vector of them); `fallback` when it is
// missing or not convertible.
template <typename T>
T get(const Json& j, const char* key, T fallback = T{})
{
    if (!j.is_object())
        return fallback;
    const auto it = j.find(key);
    if (it == j.end())
        return fallback;
    try {
        return it->template get<T>();
    } catch (const Json::exception&) {
        return fallback;
    }
}

// The same, absent (nullopt) when the key is missing or not convertible.
template <typename T>
std::optional<T> optional(const Json& j, const char* key)
{
    if (!j.is_object() || !j.contains(key))
        return std::nullopt;
    try {
        return j.at(key).template get<T>();
    } catch (const Json::exception&) {
        return std::nullopt;
    }
}

// The object under `key`, or an empty object.
inline Json object(const Json& j, const char* key)
{
    if (!j.is_object())
        return Json::object();
    const auto it = j.find(key);
    return it != j.end() && it->is_object() ? *it : Json::object();
}

} // namespace lathe::core::recordfields
