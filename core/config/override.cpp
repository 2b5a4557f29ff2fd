// lathe-cli's --set key.path=value (config.h): the key checked against the schema (the closest
// one suggested when it is unknown), the value parsed as the field's type (parseOverrideValue, also
// the window's overview), written into the document.

#include "config.h"
#include "schema.h"

#include <algorithm>
#include <functional>
#include <optional>

namespace lathe::core {

using json = Json;

std::optional<Json> parseOverrideValue(const FieldSpec& spec, const std::string& text, Message& error)
{
    auto asJson = [&]() -> std::optional<Json> {
        Json j = json::parse(text, nullptr, false);
        if (j.is_discarded())
            return std::nullopt;
        return j;
    };
    switch (spec.type) {
    case FieldType::String:
    case FieldType::Enum: {
        // A value written as a JSON string, quotes and all (a --grid value that holds a comma), is that string.
        if (text.size() >= 2 && text.front() == '"')
            if (const Json j = json::parse(text, nullptr, false); j.is_string())
                return j;
        return json(text);
    }
    case FieldType::StringList: {
        if (!text.empty() && text.front() == '[') {
            if (auto j = asJson())
                return j;
        }
        if (!text.empty() && text.front() == '"') { // "NA,N/A","?" : strings as JSON writes them
            const Json j = json::parse('[' + text + ']', nullptr, false);
            if (j.is_array() && std::all_of(j.begin(), j.end(), [](const json& item) { return item.is_string(); }))
                return j;
        }
        json arr = json::array();
        std::size_t start = 0;
        while (start <= text.size() && !text.empty()) {
            const auto comma = text.find(',', start);
            arr.push_back(text.substr(start, comma == std::string::npos ? std::string::npos : comma - start));
            if (comma == std::string::npos)
                break;
            start = comma + 1;
        }
        return arr;
    }
    case FieldType::WordOrWeights:
        if (std::find(spec.choices.begin(), spec.choices.end(), text) != spec.choices.end())
            return json(text);
        [[fallthrough]];
    case FieldType::IntOrAuto:
    case FieldType::FloatOrAuto:
    case FieldType::BoolOrAuto:
        if (text == spec.choices.front())
            return json(text);
        [[fallthrough]];
    default:
        if (auto j = asJson())
            return j;
        if (spec.type == FieldType::IntList) {
            if (auto j = [&]() -> std::optional<Json> {
                    json parsed = json::parse('[' + text + ']', nullptr, false);
                    if (parsed.is_discarded())
                        return std::nullopt;
                    return parsed;
                }())
                return j;
        }
        error = msg("cannot read \"%1\" as %2", text, describeExpected(spec));
        return std::nullopt;
    }
}

bool sameOverrideValue(const std::string& key, const std::string& a, const std::string& b)
{
    const FieldSpec* spec = findField(key);
    if (a == b || !spec)
        return a == b;
    Message ignored;
    const std::optional<Json> x = parseOverrideValue(*spec, a, ignored), y = parseOverrideValue(*spec, b, ignored);
    return x && y ? *x == *y : a == b;
}

Message applyOverride(Json& document, const std::string& assignment)
{
    const auto eq = assignment.find('=');
    if (eq == std::string::npos || eq == 0)
        return msg("override \"%1\" is not of the form key.path=value", assignment);
    const std::string key = assignment.substr(0, eq);
    const std::string value = assignment.substr(eq + 1);
    const FieldSpec* spec = findField(key);
    if (!spec) {
        // Suggest the closest full path.
        std::vector<std::string> all;
        std::function<void(const FieldSpec&, const std::string&)> collect = [&](const FieldSpec& s, const std::string& p) {
            for (const auto& ch : s.children) {
                const std::string cp = p.empty() ? ch.name : p + '.' + ch.name;
                if (ch.type == FieldType::Object)
                    collect(ch, cp);
                else
                    all.push_back(cp);
            }
        };
        collect(configSchema(), {});
        if (const auto hint = closestName(key, all); !hint.empty())
            return msg("unknown config key \"%1\" (did you mean \"%2\"?)", key, hint);
        return msg("unknown config key \"%1\"", key);
    }
    // Inside a list of objects (augmentation.schedule.preset) there is no one field to set: the list
    // is set whole.
    for (std::size_t dot = key.find('.'); dot != std::string::npos; dot = key.find('.', dot + 1)) {
        const std::string list = key.substr(0, dot);
        if (const FieldSpec* outer = findField(list); outer && outer->type == FieldType::ObjectList)
            return msg("\"%1\" is a list of objects: set it whole as JSON, e.g. %1='[{...}]'", list);
    }
    if (spec->type == FieldType::Object)
        return msg("\"%1\" is a group; set one of its fields instead", key);
    Message error;
    std::optional<Json> parsed;
    if (spec->type == FieldType::ObjectList) {
        parsed = Json::parse(value, nullptr, false);
        if (parsed->is_discarded() || !parsed->is_array())
            return msg("%1: a list of objects, written as a JSON array: %1='[{...}]'", key);
    } else {
        parsed = parseOverrideValue(*spec, value, error);
    }
    if (!parsed)
        return msg("%1: %2", key, error);
    Json* node = &document;
    std::size_t start = 0;
    while (true) {
        const auto dot = key.find('.', start);
        const std::string part = key.substr(start, dot == std::string::npos ? std::string::npos : dot - start);
        if (dot == std::string::npos) {
            (*node)[part] = *parsed;
            break;
        }
        if (!node->contains(part) || !(*node)[part].is_object())
            (*node)[part] = Json::object();
        node = &(*node)[part];
        start = dot + 1;
    }
    return {};
}

} // namespace lathe::core
