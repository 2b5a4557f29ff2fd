#include "jsonedit.h"

#include <map>
#include <vector>

namespace lathe::core {

namespace {

struct ObjectSpan {
    std::size_t open = 0, close = 0; // the braces
    std::size_t firstKey = std::string::npos;
    std::size_t lastValueEnd = std::string::npos; // after the last member's value
};

// Finds where every value of a JSON text starts and ends, by path, and where each object's members
// are. A recursive descent over the text (not a full validator: the text was parsed already).
class Scanner {
public:
    explicit Scanner(std::string_view t)
        : m_t(t)
    {
    }
    bool scan()
    {
        skipSpace();
        if (m_pos >= m_t.size() || m_t[m_pos] != '{')
            return false;
        if (!value(""))
            return false;
        skipSpace();
        return m_pos == m_t.size();
    }
    std::map<std::string, std::pair<std::size_t, std::size_t>> values; // path -> [begin, end)
    std::map<std::string, ObjectSpan> objects;

private:
    void skipSpace()
    {
        while (m_pos < m_t.size() && (m_t[m_pos] == ' ' || m_t[m_pos] == '\t' || m_t[m_pos] == '\n' || m_t[m_pos] == '\r'))
            ++m_pos;
    }
    bool string(std::string* out)
    {
        if (m_pos >= m_t.size() || m_t[m_pos] != '"')
            return false;
        const std::size_t begin = m_pos++;
        while (m_pos < m_t.size() && m_t[m_pos] != '"')
            m_pos += m_t[m_pos] == '\\' ? 2 : 1;
        if (m_pos >= m_t.size())
            return false;
        ++m_pos;
        if (out) { // keys: decoded, so that escapes compare as the parser saw them
            const Json decoded = Json::parse(m_t.substr(begin, m_pos - begin), nullptr, false);
            if (!decoded.is_string())
                return false;
            *out = decoded.get<std::string>();
        }
        return true;
    }
    bool value(const std::string& path)
    {
        skipSpace();
        if (m_pos >= m_t.size())
            return false;
        const std::size_t begin = m_pos;
        const char c = m_t[m_pos];
        if (c == '{') {
            ObjectSpan o;
            o.open = m_pos++;
            skipSpace();
            if (m_pos < m_t.size() && m_t[m_pos] == '}') {
                o.close = m_pos++;
            } else {
                while (true) {
                    skipSpace();
                    const std::size_t keyAt = m_pos;
                    std::string key;
                    if (!string(&key))
                        return false;
                    if (o.firstKey == std::string::npos)
                        o.firstKey = keyAt;
                    skipSpace();
                    if (m_pos >= m_t.size() || m_t[m_pos] != ':')
                        return false;
                    ++m_pos;
                    if (!value(path.empty() ? key : path + "." + key))
                        return false;
                    o.lastValueEnd = m_pos;
                    skipSpace();
                    if (m_pos < m_t.size() && m_t[m_pos] == ',') {
                        ++m_pos;
                        continue;
                    }
                    if (m_pos < m_t.size() && m_t[m_pos] == '}') {
                        o.close = m_pos++;
                        break;
                    }
                    return false;
                }
            }
            objects[path] = o;
        } else if (c == '[') {
            ++m_pos;
            skipSpace();
            if (m_pos < m_t.size() && m_t[m_pos] == ']') {
                ++m_pos;
            } else {
                for (int i = 0;; ++i) {
                    if (!value(path + "[" + std::to_string(i) + "]"))
                        return false;
                    skipSpace();
                    if (m_pos < m_t.size() && m_t[m_pos] == ',') {
                        ++m_pos;
                        continue;
                    }
                    if (m_pos < m_t.size() && m_t[m_pos] == ']') {
                        ++m_pos;
                        break;
                    }
                    return false;
                }
            }
        } else if (c == '"') {
            if (!string(nullptr))
                return false;
        } else { // a number, true, false or null
            while (m_pos < m_t.size() && m_t[m_pos] != ',' && m_t[m_pos] != '}' && m_t[m_pos] != ']' && m_t[m_pos] != ' '
                   && m_t[m_pos] != '\n' && m_t[m_pos] != '\r' && m_t[m_pos] != '\t')
                ++m_pos;
            if (m_pos == begin)
                return false;
        }
        if (!path.empty())
            values[path] = {begin, m_pos};
        return true;
    }

    std::string_view m_t;
    std::size_t m_pos = 0;
};

// The spaces and tabs that start the line holding `offset`.
std::string indentOf(std::string_view t, std::size_t offset)
{
    std::size_t start = t.rfind('\n', offset == 0 ? 0 : offset - 1);
    start = start == std::string_view::npos ? 0 : start + 1;
    std::size_t end = start;
    while (end < t.size() && (t[end] == ' ' || t[end] == '\t'))
        ++end;
    return std::string(t.substr(start, end - start));
}

bool sameLine(std::string_view t, std::size_t a, std::size_t b)
{
    return t.substr(a, b - a).find('\n') == std::string_view::npos;
}

std::vector<std::string> split(const std::string& path)
{
    std::vector<std::string> parts;
    std::size_t start = 0;
    while (true) {
        const std::size_t dot = path.find('.', start);
        parts.push_back(path.substr(start, dot - start));
        if (dot == std::string::npos)
            return parts;
        start = dot + 1;
    }
}

} // namespace

std::string inlineJson(const Json& value)
{
    if (value.is_array()) {
        std::string s = "[";
        for (std::size_t i = 0; i < value.size(); ++i)
            s += (i ? ", " : "") + inlineJson(value[i]);
        return s + "]";
    }
    if (value.is_object()) {
        std::string s = "{";
        bool first = true;
        for (const auto& [k, v] : value.items()) {
            s += (first ? "" : ", ") + Json(k).dump() + ": " + inlineJson(v);
            first = false;
        }
        return s + "}";
    }
    return value.dump();
}

std::optional<TextEdit> jsonSetEdit(std::string_view text, const std::string& path, const Json& value)
{
    Scanner scan(text);
    if (!scan.scan())
        return std::nullopt;
    if (const auto it = scan.values.find(path); it != scan.values.end()) {
        if (scan.objects.count(path) && value.is_object())
            return std::nullopt; // replacing a whole object would lose its layout: edit its fields
        return TextEdit{it->second.first, it->second.second - it->second.first, inlineJson(value)};
    }
    // The deepest object on the path that exists; the rest becomes the new member's value.
    const std::vector<std::string> parts = split(path);
    std::size_t have = 0;
    std::string parent;
    for (std::size_t i = 0; i + 1 <= parts.size(); ++i) {
        const std::string candidate = parent.empty() ? parts[i] : parent + "." + parts[i];
        if (i + 1 == parts.size() || !scan.values.count(candidate))
            break;
        if (!scan.objects.count(candidate))
            return std::nullopt; // a value on the way is not an object
        parent = candidate;
        have = i + 1;
    }
    Json member = value;
    for (std::size_t i = parts.size() - 1; i > have; --i)
        member = Json{{parts[i], member}};
    const std::string entry = Json(parts[have]).dump() + ": " + inlineJson(member);
    const ObjectSpan& o = scan.objects.at(parent);
    if (o.firstKey == std::string::npos) { // an empty object: one member inside it
        const std::string outer = indentOf(text, o.open);
        if (sameLine(text, o.open, o.close) && o.open != 0)
            return TextEdit{o.open + 1, o.close - o.open - 1, entry};
        return TextEdit{o.open + 1, o.close - o.open - 1, "\n" + outer + "  " + entry + "\n" + outer};
    }
    if (sameLine(text, o.open, o.close)) // written on one line: stays on one line
        return TextEdit{o.lastValueEnd, 0, ", " + entry};
    return TextEdit{o.lastValueEnd, 0, ",\n" + indentOf(text, o.firstKey) + entry};
}

std::string applyEdit(std::string_view text, const TextEdit& edit)
{
    std::string out(text.substr(0, edit.offset));
    out += edit.text;
    out += text.substr(edit.offset + edit.length);
    return out;
}

} // namespace lathe::core
