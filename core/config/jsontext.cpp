#include "jsontext.h"

#include <algorithm>
#include <cctype>
#include <string_view>

namespace lathe::core {

namespace {

// nlohmann reports the last byte it read, the end of the offending token: the token's start.
std::size_t tokenStart(const std::string& text, std::size_t last)
{
    if (text.empty())
        return 0;
    if (last >= text.size())
        return text.size() - 1;
    const auto isWordChar = [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '-' || c == '+';
    };
    if (text[last] == '"') {
        for (std::size_t i = last; i > 0; --i) {
            if (text[i - 1] == '"' && (i < 2 || text[i - 2] != '\\'))
                return i - 1;
        }
        return last;
    }
    std::size_t i = last;
    while (i > 0 && isWordChar(text[i]) && isWordChar(text[i - 1]))
        --i;
    return i;
}

bool contains(std::string_view text, std::string_view part) { return text.find(part) != std::string_view::npos; }

// The token at `at` as the file has it, cut at the first space or line end (for the message).
std::string tokenAt(const std::string& text, std::size_t at)
{
    std::size_t end = at;
    while (end < text.size() && end - at < 24 && !std::isspace(static_cast<unsigned char>(text[end])) &&
           (end == at || (text[end] != ',' && text[end] != '}' && text[end] != ']' && text[end] != ':')))
        ++end;
    return text.substr(at, end - at);
}

// The last character before `at` that is not white space (0 when none).
char previousSignificant(const std::string& text, std::size_t at)
{
    for (std::size_t i = std::min(at, text.size()); i > 0; --i) {
        if (!std::isspace(static_cast<unsigned char>(text[i - 1])))
            return text[i - 1];
    }
    return 0;
}

// What is wrong, in a translatable sentence: nlohmann's English (its lexer's and parser's fixed
// wording, nlohmann/json 3.11) is read for the kind of error only, never shown.
Message syntaxProblem(std::string_view what, const std::string& text, std::size_t at)
{
    const std::string token = tokenAt(text, at);
    const char first = token.empty() ? 0 : token.front();
    const bool key = contains(what, "while parsing object key");
    if (contains(what, "unexpected end of input") || contains(what, "missing closing quote"))
        return contains(what, "missing closing quote") ? msg("a string has no closing quote")
                                                       : msg("the text ends before the JSON is complete");
    if (contains(what, "invalid string: control character")) {
        if (contains(what, "control character U+000A") || contains(what, "control character U+000D") || contains(what, "control character U+0009"))
            return msg("a line break or tab inside a string: write it as \\n or \\t");
        const std::size_t code = what.find("control character U+");
        const std::string codePoint = code == std::string_view::npos ? std::string() : std::string(what.substr(code + 18, 6));
        return msg("an invisible control character (%1) inside a string: delete it", codePoint);
    }
    if (contains(what, "invalid string: surrogate"))
        return msg("a \\u escape in a string is half of a character (a lone UTF-16 surrogate, \\uD800 to \\uDFFF): give both halves, or the character itself");
    if (contains(what, "forbidden character after backslash"))
        return msg("a backslash in a string starts an escape: write a Windows path with / or with \\\\");
    if (contains(what, "must be followed by 4 hex digits"))
        return msg("\\u in a string must be followed by 4 hex digits");
    if (contains(what, "ill-formed UTF-8"))
        return msg("the text is not UTF-8: save the file as UTF-8");
    if (contains(what, "invalid string"))
        return msg("a string that JSON cannot read");
    const std::size_t digits = first == '-' ? 1 : 0;
    const bool leadingZero = token.size() > digits + 1 && token[digits] == '0' &&
                             std::isdigit(static_cast<unsigned char>(token[digits + 1]));
    const bool notANumber = token == "NaN" || token == "Infinity" || token == "-Infinity" || token == "nan" ||
                            token == "inf" || token == "-inf";
    if (contains(what, "invalid number") || leadingZero || notANumber || first == '.' || first == '+')
        return msg("%1 is not a JSON number", token);
    if (first == '/' || first == '#')
        return msg("comments are not allowed in JSON");
    if (first == '\'')
        return msg("strings need double quotes (\"), not single quotes");
    if (contains(what, "; expected end of input"))
        return msg("more text after the end of the JSON document: %1", token);
    if (contains(what, "invalid literal")) {
        if (key)
            return msg("a key needs double quotes: %1", token);
        if (token == "True" || token == "False" || token == "None" || token == "TRUE" || token == "FALSE" ||
            token == "Null" || token == "NULL")
            return msg("%1 is not JSON: write true, false or null in lower case", token);
        return msg("%1 is not a JSON value: text needs double quotes", token);
    }
    if ((first == '}' || first == ']') && previousSignificant(text, at) == ',')
        return msg("a comma before %1: JSON allows no comma after the last item", std::string(1, first));
    if (first == ',')
        return msg("a comma with no item before it");
    if (contains(what, "; expected ':'"))
        return msg("a colon (:) is missing after the key");
    if (contains(what, "; expected '}'") || contains(what, "; expected ']'"))
        return msg("a comma is missing before %1", token);
    if (first == '}' || first == ']')
        return msg("a value is missing before %1", std::string(1, first));
    return msg("unexpected %1", token);
}

JsonText failed(Message error, const std::string& text, std::size_t offset)
{
    JsonText out;
    out.value = Json(Json::value_t::discarded);
    out.error = std::move(error);
    out.at = positionOfOffset(text, offset);
    return out;
}

} // namespace

JsonText parseJsonText(const std::string& text)
{
    if (const std::size_t deep = jsonTooDeepAt(text); deep != std::string::npos)
        return failed(msg("invalid JSON: nested more than %1 levels deep", kMaxJsonDepth), text, deep);
    try {
        JsonText out;
        out.value = Json::parse(text);
        return out;
    } catch (const Json::parse_error& e) {
        const std::size_t at = tokenStart(text, e.byte > 0 ? e.byte - 1 : 0);
        return failed(msg("invalid JSON: %1", syntaxProblem(e.what(), text, at)), text, at);
    } catch (const Json::exception& e) {
        // A number JSON can write but a double cannot hold ("1e999"): nlohmann names the token, not
        // its place, so find it (found by fuzzing; it escaped as an exception before).
        const std::string what = e.what();
        if (const auto open = what.find('\''), close = what.rfind('\''); open != std::string::npos && close > open + 1) {
            const std::string token = what.substr(open + 1, close - open - 1);
            return failed(msg("invalid JSON: %1", msg("the number %1 is out of range", token)), text,
                          std::min(text.find(token), text.size()));
        }
        return failed(msg("invalid JSON: %1", what), text, 0);
    }
}

} // namespace lathe::core
