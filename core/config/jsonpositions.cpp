#include "jsonpositions.h"

#include <cctype>

namespace lathe::core {
namespace {

class Scanner {
public:
    Scanner(std::string_view text, JsonPositions& out) : m_text(text), m_out(out) {}

    void document()
    {
        skipSpace();
        value({});
    }

private:
    std::string_view m_text;
    JsonPositions& m_out;
    std::size_t m_pos = 0;
    int m_line = 1;
    int m_col = 1;
    int m_depth = 0; // of objects and arrays: the scan stops below kMaxJsonDepth (its recursion would overflow the stack)

    bool atEnd() const { return m_pos >= m_text.size(); }
    char peek() const { return atEnd() ? '\0' : m_text[m_pos]; }

    void advance()
    {
        if (atEnd())
            return;
        // Columns count characters, not bytes: skip UTF-8 continuation bytes.
        const auto c = static_cast<unsigned char>(m_text[m_pos++]);
        if (c == '\n') {
            ++m_line;
            m_col = 1;
        } else if ((c & 0xC0) != 0x80) {
            ++m_col;
        }
    }

    void skipSpace()
    {
        while (!atEnd() && std::isspace(static_cast<unsigned char>(peek())))
            advance();
    }

    TextPosition here() const { return {m_line, m_col}; }

    std::string string()
    {
        std::string s;
        advance(); // opening quote
        while (!atEnd() && peek() != '"') {
            if (peek() == '\\') {
                advance();
                if (atEnd())
                    break;
                s += peek() == 'u' ? '?' : peek();
                advance();
                continue;
            }
            s += peek();
            advance();
        }
        advance(); // closing quote
        return s;
    }

    void value(const std::string& path)
    {
        skipSpace();
        m_out.values[path] = here();
        const char c = peek();
        if ((c == '{' || c == '[') && m_depth >= kMaxJsonDepth) {
            m_pos = m_text.size();
        } else if (c == '{') {
            ++m_depth;
            object(path);
            --m_depth;
        } else if (c == '[') {
            ++m_depth;
            array(path);
            --m_depth;
        } else if (c == '"') {
            string();
        } else {
            while (!atEnd() && peek() != ',' && peek() != '}' && peek() != ']'
                   && !std::isspace(static_cast<unsigned char>(peek())))
                advance();
        }
    }

    void object(const std::string& path)
    {
        advance(); // {
        skipSpace();
        while (!atEnd() && peek() != '}') {
            if (peek() != '"')
                return;
            const TextPosition keyPos = here();
            const std::string key = string();
            const std::string child = path.empty() ? key : path + '.' + key;
            if (const auto seen = m_out.keys.find(child); seen != m_out.keys.end())
                m_out.repeated.push_back({child, seen->second, keyPos});
            m_out.keys[child] = keyPos;
            skipSpace();
            if (peek() != ':')
                return;
            advance();
            value(child);
            skipSpace();
            if (peek() == ',') {
                advance();
                skipSpace();
            }
        }
        advance(); // }
    }

    void array(const std::string& path)
    {
        advance(); // [
        skipSpace();
        int index = 0;
        while (!atEnd() && peek() != ']') {
            value(path + '[' + std::to_string(index++) + ']');
            skipSpace();
            if (peek() == ',') {
                advance();
                skipSpace();
            } else if (peek() != ']') {
                return;
            }
        }
        advance(); // ]
    }
};

} // namespace

std::size_t jsonTooDeepAt(std::string_view text)
{
    int depth = 0;
    bool inString = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '{' || c == '[') {
            if (++depth > kMaxJsonDepth)
                return i;
        } else if (c == '}' || c == ']') {
            --depth;
        }
    }
    return std::string_view::npos;
}

TextPosition JsonPositions::find(const std::string& path, bool preferKey) const
{
    std::string p = path;
    bool first = true;
    while (true) {
        if (first && preferKey) {
            if (auto it = keys.find(p); it != keys.end())
                return it->second;
        }
        if (auto it = values.find(p); it != values.end())
            return it->second;
        if (p.empty())
            return {};
        first = false;
        const auto cut = p.find_last_of(".[");
        p = cut == std::string::npos ? std::string() : p.substr(0, cut);
    }
}

JsonPositions locateJsonValues(std::string_view text)
{
    JsonPositions out;
    Scanner(text, out).document();
    return out;
}

TextPosition positionOfOffset(std::string_view text, std::size_t offset)
{
    TextPosition p{1, 1};
    for (std::size_t i = 0; i < offset && i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c == '\n') {
            ++p.line;
            p.column = 1;
        } else if ((c & 0xC0) != 0x80) {
            ++p.column;
        }
    }
    return p;
}

} // namespace lathe::core
