#include "schema.h"

#include <charconv>
#include <algorithm>
#include <cmath>
#include <sstream>

namespace lathe::core {

using json = Json;

namespace {

std::string joinPath(const std::string& parent, const std::string& name)
{
    return parent.empty() ? name : parent + '.' + name;
}

std::string formatNumber(double v)
{
    if (v == std::floor(v) && std::abs(v) < 1e15)
        return std::to_string(static_cast<long long>(v));
    // The shortest text that reads back as `v`: a value just over a bound is not shown as the bound
    // ("between 0 and 0.95, found 0.9500001", not "found 0.95").
    char text[32];
    const auto end = std::to_chars(text, text + sizeof text, v).ptr;
    return std::string(text, end);
}

std::string joinChoices(const std::vector<std::string>& choices)
{
    std::string out;
    for (std::size_t i = 0; i < choices.size(); ++i) {
        if (i > 0)
            out += i + 1 == choices.size() ? " or " : ", ";
        out += choices[i];
    }
    return out;
}

// "a, b or c" as a message (the "or" is translated).
Message choicesText(const std::vector<std::string>& choices)
{
    if (choices.size() < 2)
        return Message::plain(choices.empty() ? std::string() : choices.front());
    std::string head;
    for (std::size_t i = 0; i + 1 < choices.size(); ++i)
        head += (i > 0 ? ", " : "") + choices[i];
    return msg("%1 or %2", head, choices.back());
}

// "integer%1": " between 1 and 10", " of at least 0" or nothing.
Message rangeText(const FieldSpec& spec)
{
    if (spec.min && spec.max)
        return msg(" between %1 and %2", formatNumber(*spec.min), formatNumber(*spec.max));
    if (spec.min)
        return msg(" of at least %1", formatNumber(*spec.min));
    return {};
}

std::size_t editDistance(const std::string& a, const std::string& b)
{
    std::vector<std::size_t> row(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j)
        row[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        std::size_t diag = row[0];
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t up = row[j];
            const bool same = std::tolower(static_cast<unsigned char>(a[i - 1]))
                              == std::tolower(static_cast<unsigned char>(b[j - 1]));
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diag + (same ? 0 : 1)});
            diag = up;
        }
    }
    return row[b.size()];
}

class Validator {
public:
    explicit Validator(Diagnostics& out) : m_out(out) {}

    json value(const json& in, const FieldSpec& spec, const std::string& path)
    {
        switch (spec.type) {
        case FieldType::Object:
            return object(in, spec, path);
        case FieldType::ObjectList:
            return objectList(in, spec, path);
        case FieldType::Bool:
            if (in.is_boolean())
                return in;
            return mismatch(spec, in, path);
        case FieldType::Int:
            return integer(in, spec, path);
        case FieldType::Float:
            if (in.is_number())
                return inRange(in.get<double>(), spec, path) ? in : spec.defaultValue;
            return mismatch(spec, in, path);
        case FieldType::String:
            if (in.is_string())
                return in;
            return mismatch(spec, in, path);
        case FieldType::Enum:
            return enumeration(in, spec, path);
        case FieldType::StringList:
            return stringList(in, spec, path);
        case FieldType::IntList:
            return intList(in, spec, path);
        case FieldType::IntOrAuto:
            if (in.is_string() && in.get<std::string>() == spec.choices.front())
                return in;
            if (in.is_string()) {
                error(path, msg("expected %1, found %2", describeExpected(spec), describeFound(in)));
                return spec.defaultValue;
            }
            return integer(in, spec, path);
        case FieldType::FloatOrAuto:
            if (in.is_string() && in.get<std::string>() == spec.choices.front())
                return in;
            if (in.is_number())
                return inRange(in.get<double>(), spec, path) ? in : spec.defaultValue;
            return mismatch(spec, in, path);
        case FieldType::BoolOrAuto:
            if (in.is_boolean() || (in.is_string() && in.get<std::string>() == "auto"))
                return in;
            return mismatch(spec, in, path);
        case FieldType::WordOrWeights:
            return wordOrWeights(in, spec, path);
        }
        return spec.defaultValue;
    }

private:
    Diagnostics& m_out;

    void error(const std::string& path, Message message)
    {
        m_out.push_back({Diagnostic::Severity::Error, path, std::move(message), 0, 0});
    }

    json mismatch(const FieldSpec& spec, const json& in, const std::string& path)
    {
        error(path, msg("expected %1, found %2", describeExpected(spec), describeFound(in)));
        return spec.defaultValue;
    }

    bool inRange(double v, const FieldSpec& spec, const std::string& path)
    {
        if (std::isnan(v) || (spec.min && v < *spec.min) || (spec.max && v > *spec.max)) {
            error(path, msg("expected a value%1, found %2", rangeText(spec), formatNumber(v)));
            return false;
        }
        return true;
    }

    json wordOrWeights(const json& in, const FieldSpec& spec, const std::string& path)
    {
        if (in.is_string() && std::find(spec.choices.begin(), spec.choices.end(), in.get<std::string>()) != spec.choices.end())
            return in;
        if (!in.is_object() || in.empty())
            return mismatch(spec, in, path);
        bool ok = true;
        for (const auto& [name, weight] : in.items()) {
            if (!weight.is_number()) {
                error(path + "." + name, msg("expected a number, found %1", describeFound(weight)));
                ok = false;
            } else {
                ok = inRange(weight.get<double>(), spec, path + "." + name) && ok;
            }
        }
        return ok ? in : spec.defaultValue;
    }

    // A whole number written with a decimal point (2.0, 1E2) is that integer, as the JSON Schema
    // (2020-12) has it: stored as the integer.
    static bool wholeNumber(const json& in)
    {
        if (in.is_number_integer())
            return true;
        if (!in.is_number_float())
            return false;
        const double v = in.get<double>();
        return std::isfinite(v) && v == std::floor(v) && std::fabs(v) < 9007199254740992.0;
    }

    static json asInteger(const json& in)
    {
        return in.is_number_integer() ? in : json(static_cast<std::int64_t>(in.get<double>()));
    }

    json integer(const json& in, const FieldSpec& spec, const std::string& path)
    {
        if (!wholeNumber(in))
            return mismatch(spec, in, path);
        return inRange(in.get<double>(), spec, path) ? asInteger(in) : spec.defaultValue;
    }

    json enumeration(const json& in, const FieldSpec& spec, const std::string& path)
    {
        if (!in.is_string())
            return mismatch(spec, in, path);
        const auto s = in.get<std::string>();
        if (std::find(spec.choices.begin(), spec.choices.end(), s) != spec.choices.end())
            return in;
        if (const auto hint = closestName(s, spec.choices); !hint.empty())
            error(path, msg("expected %1, found \"%2\" (did you mean \"%3\"?)", describeExpected(spec), s, hint));
        else
            error(path, msg("expected %1, found \"%2\"", describeExpected(spec), s));
        return spec.defaultValue;
    }

    json stringList(const json& in, const FieldSpec& spec, const std::string& path)
    {
        if (in.is_string())
            return in.get<std::string>().empty() ? json::array() : json::array({in});
        if (!in.is_array())
            return mismatch(spec, in, path);
        for (std::size_t i = 0; i < in.size(); ++i) {
            if (!in[i].is_string()) {
                error(path + '[' + std::to_string(i) + ']', msg("expected a string, found %1", describeFound(in[i])));
                return spec.defaultValue;
            }
        }
        return in;
    }

    json intList(const json& in, const FieldSpec& spec, const std::string& path)
    {
        if (in.is_number_integer()) { // one layer's width, say: the list of one is what was meant
            const std::string one = "[" + in.dump() + "]";
            error(path, msg("expected %1, found %2 (write %3 for a list of one)", describeExpected(spec), describeFound(in), one));
            return spec.defaultValue;
        }
        if (!in.is_array())
            return mismatch(spec, in, path);
        if (in.empty()) {
            error(path, msg("expected a non-empty array of integers"));
            return spec.defaultValue;
        }
        bool ok = true;
        for (std::size_t i = 0; i < in.size(); ++i) {
            const std::string itemPath = path + '[' + std::to_string(i) + ']';
            if (!wholeNumber(in[i])) {
                error(itemPath, msg("expected an integer%1, found %2", rangeText(spec), describeFound(in[i])));
                ok = false;
            } else {
                ok = inRange(in[i].get<double>(), spec, itemPath) && ok;
            }
        }
        if (!ok)
            return spec.defaultValue;
        json out = json::array();
        for (const json& item : in)
            out.push_back(asInteger(item));
        return out;
    }

    json object(const json& in, const FieldSpec& spec, const std::string& path)
    {
        json out = json::object();
        const bool isObject = in.is_object();
        if (!isObject) // null too: the JSON Schema refuses "training": null, and so does validate
            error(path, msg("expected an object, found %1", describeFound(in)));
        if (isObject) {
            std::vector<std::string> known;
            for (const auto& c : spec.children)
                known.push_back(c.name);
            for (const auto& [key, val] : in.items()) {
                if (spec.child(key))
                    continue;
                if (isAnnotationKey(path, key)) {
                    if (key == "$schema" && !val.is_string())
                        error(joinPath(path, key), msg("expected a string (the address of a JSON Schema), found %1", describeFound(val)));
                    continue;
                }
                if (const auto hint = closestName(key, known); !hint.empty())
                    error(joinPath(path, key), msg("unknown key \"%1\" (did you mean \"%2\"?)", key, hint));
                else
                    error(joinPath(path, key), msg("unknown key \"%1\" (known keys: %2)", key, choicesText(known)));
            }
        }
        for (const auto& c : spec.children) {
            const std::string childPath = joinPath(path, c.name);
            if (isObject && in.contains(c.name))
                out[c.name] = value(in.at(c.name), c, childPath);
            else
                out[c.name] = c.type == FieldType::Object ? object(json::object(), c, childPath) : c.defaultValue;
        }
        return out;
    }

    json objectList(const json& in, const FieldSpec& spec, const std::string& path)
    {
        if (!in.is_array())
            return mismatch(spec, in, path);
        json out = json::array();
        FieldSpec item = spec;
        item.type = FieldType::Object;
        for (std::size_t i = 0; i < in.size(); ++i) {
            const std::string itemPath = path + '[' + std::to_string(i) + ']';
            if (!in[i].is_object()) {
                error(itemPath, msg("expected an object, found %1", describeFound(in[i])));
                continue;
            }
            out.push_back(object(in[i], item, itemPath));
        }
        return out;
    }
};

json defaultsOf(const FieldSpec& spec)
{
    if (spec.type != FieldType::Object)
        return spec.defaultValue;
    json out = json::object();
    for (const auto& c : spec.children)
        out[c.name] = defaultsOf(c);
    return out;
}

json schemaOf(const FieldSpec& spec)
{
    json s;
    if (!spec.doc.empty())
        s["description"] = spec.doc;
    switch (spec.type) {
    case FieldType::Object:
    case FieldType::ObjectList: {
        json obj{{"type", "object"}, {"additionalProperties", false}, {"patternProperties", {{"^//", json::object()}}}};
        json props = json::object();
        for (const auto& c : spec.children)
            props[c.name] = schemaOf(c);
        obj["properties"] = props;
        if (spec.type == FieldType::Object) {
            for (auto& [k, v] : obj.items())
                s[k] = v;
        } else {
            s["type"] = "array";
            s["items"] = obj;
        }
        break;
    }
    case FieldType::Bool:
        s["type"] = "boolean";
        break;
    case FieldType::Int:
        s["type"] = "integer";
        break;
    case FieldType::Float:
        s["type"] = "number";
        break;
    case FieldType::String:
        s["type"] = "string";
        break;
    case FieldType::Enum:
        s["enum"] = spec.choices;
        break;
    case FieldType::StringList:
        s["anyOf"] = json::array({json{{"type", "string"}}, json{{"type", "array"}, {"items", {{"type", "string"}}}}});
        break;
    case FieldType::IntList: {
        json item{{"type", "integer"}};
        if (spec.min)
            item["minimum"] = *spec.min;
        if (spec.max)
            item["maximum"] = *spec.max;
        s["type"] = "array";
        s["minItems"] = 1;
        s["items"] = item;
        break;
    }
    case FieldType::IntOrAuto:
    case FieldType::FloatOrAuto: {
        json num{{"type", spec.type == FieldType::IntOrAuto ? "integer" : "number"}};
        if (spec.min)
            num["minimum"] = *spec.min;
        if (spec.max)
            num["maximum"] = *spec.max;
        s["anyOf"] = json::array({num, json{{"const", spec.choices.front()}}});
        break;
    }
    case FieldType::BoolOrAuto:
        s["anyOf"] = json::array({json{{"type", "boolean"}}, json{{"const", "auto"}}});
        break;
    case FieldType::WordOrWeights: {
        json num{{"type", "number"}};
        if (spec.min)
            num["minimum"] = *spec.min;
        if (spec.max)
            num["maximum"] = *spec.max;
        s["anyOf"] = json::array({json{{"enum", spec.choices}}, json{{"type", "object"}, {"minProperties", 1}, {"additionalProperties", num}}});
        break;
    }
    }
    if ((spec.type == FieldType::Int || spec.type == FieldType::Float)) {
        if (spec.min)
            s["minimum"] = *spec.min;
        if (spec.max)
            s["maximum"] = *spec.max;
    }
    if (spec.type != FieldType::Object && spec.type != FieldType::ObjectList)
        s["default"] = spec.defaultValue;
    return s;
}

std::string typeLabel(const FieldSpec& spec)
{
    switch (spec.type) {
    case FieldType::Object: return "object";
    case FieldType::ObjectList: return "array of objects";
    case FieldType::Bool: return "boolean";
    case FieldType::Int: return "integer";
    case FieldType::Float: return "number";
    case FieldType::String: return spec.isPath ? "path" : "string";
    case FieldType::Enum: return "one of " + joinChoices(spec.choices);
    case FieldType::StringList: return spec.isPath ? "path(s) or glob(s)" : "string(s)";
    case FieldType::IntList: return "array of integers";
    case FieldType::IntOrAuto: return "integer or \"" + spec.choices.front() + "\"";
    case FieldType::FloatOrAuto: return "number or \"" + spec.choices.front() + "\"";
    case FieldType::BoolOrAuto: return "boolean or \"auto\"";
    case FieldType::WordOrWeights: return joinChoices(spec.choices) + ", or an object of names to numbers";
    }
    return {};
}

void markdownRows(const FieldSpec& spec, const std::string& path, std::string& out)
{
    for (const auto& c : spec.children) {
        const std::string p = joinPath(path, c.name);
        if (c.type == FieldType::Object) {
            out += "\n### `" + p + "`\n\n" + c.doc + "\n\n| Field | Type | Default | Range | Meaning |\n|---|---|---|---|---|\n";
            markdownRows(c, p, out);
            continue;
        }
        std::string range;
        if (c.min && c.max)
            range = formatNumber(*c.min) + " … " + formatNumber(*c.max);
        std::string def = c.type == FieldType::ObjectList ? "[]" : c.defaultValue.dump();
        out += "| `" + p + "` | " + typeLabel(c) + " | `" + def + "` | " + range + " | " + c.doc + " |\n";
        if (c.type == FieldType::ObjectList) {
            for (const auto& item : c.children) {
                std::string r;
                if (item.min && item.max)
                    r = formatNumber(*item.min) + " … " + formatNumber(*item.max);
                out += "| `" + p + "[]." + item.name + "` | " + typeLabel(item) + " | `" + item.defaultValue.dump()
                       + "` | " + r + " | " + item.doc + " |\n";
            }
        }
    }
}

} // namespace

const FieldSpec* FieldSpec::child(const std::string& childName) const
{
    for (const auto& c : children) {
        if (c.name == childName)
            return &c;
    }
    return nullptr;
}

Message allowedRangeText(const FieldSpec& spec)
{
    return rangeText(spec);
}

const FieldSpec* findField(const std::string& path)
{
    const FieldSpec* spec = &configSchema();
    std::size_t start = 0;
    while (spec && start <= path.size()) {
        const auto dot = path.find('.', start);
        const std::string part = path.substr(start, dot == std::string::npos ? std::string::npos : dot - start);
        spec = spec->child(part);
        if (dot == std::string::npos)
            break;
        start = dot + 1;
    }
    return spec;
}

json validateAndFill(const json& input, Diagnostics& out)
{
    return Validator(out).value(input, configSchema(), {});
}

json defaultConfigJson()
{
    return defaultsOf(configSchema());
}

json jsonSchema()
{
    json s = schemaOf(configSchema());
    s["$schema"] = "https://json-schema.org/draft/2020-12/schema";
    s["$id"] = "https://lathe.invalid/schema/config-v1.json";
    s["title"] = "Lathe training config, version 1";
    s["properties"]["$schema"] = json{{"type", "string"}}; // isAnnotationKey
    return s;
}

bool isAnnotationKey(const std::string& parentPath, const std::string& key)
{
    return key.rfind("//", 0) == 0 || (parentPath.empty() && key == "$schema");
}

std::string markdownReference()
{
    std::string out;
    out += "| Field | Type | Default | Range | Meaning |\n|---|---|---|---|---|\n";
    markdownRows(configSchema(), {}, out);
    return out;
}

Message describeExpected(const FieldSpec& spec)
{
    switch (spec.type) {
    case FieldType::Object: return msg("an object");
    case FieldType::ObjectList: return msg("an array of objects");
    case FieldType::Bool: return msg("true or false");
    case FieldType::Int: return msg("an integer%1", rangeText(spec));
    case FieldType::Float: return msg("a number%1", rangeText(spec));
    case FieldType::String: return msg("a string");
    case FieldType::Enum: return msg("one of %1", choicesText(spec.choices));
    case FieldType::StringList: return msg("a string or an array of strings");
    case FieldType::IntList: return msg("an array of integers%1", rangeText(spec));
    case FieldType::IntOrAuto: return msg("an integer%1 or \"%2\"", rangeText(spec), spec.choices.front());
    case FieldType::FloatOrAuto: return msg("a number%1 or \"%2\"", rangeText(spec), spec.choices.front());
    case FieldType::BoolOrAuto: return msg("true, false or \"auto\"");
    case FieldType::WordOrWeights: return msg("%1, or an object of names to numbers%2", choicesText(spec.choices), rangeText(spec));
    }
    return {};
}

Message describeFound(const json& value)
{
    switch (value.type()) {
    case json::value_t::null: return Message::plain("null");
    case json::value_t::boolean: return msg("boolean %1", value.get<bool>() ? "true" : "false");
    case json::value_t::string: return msg("string %1", value.dump());
    case json::value_t::number_integer:
    case json::value_t::number_unsigned:
    case json::value_t::number_float: return msg("number %1", value.dump());
    case json::value_t::object: return msg("an object");
    case json::value_t::array: return msg("an array");
    default: return msg("an unsupported value");
    }
}

std::string closestName(const std::string& name, const std::vector<std::string>& candidates)
{
    std::string best;
    std::size_t bestDistance = std::max<std::size_t>(2, name.size() / 3) + 1;
    for (const auto& c : candidates) {
        const std::size_t d = editDistance(name, c);
        if (d < bestDistance) {
            bestDistance = d;
            best = c;
        }
    }
    return best;
}

} // namespace lathe::core
