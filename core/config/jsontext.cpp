#include "jsontext.h"

#include <algorithm>
#include <cctype>

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
        std::string what = e.what();
        if (const auto cut = what.find("parse error"); cut != std::string::npos)
            what = what.substr(cut);
        if (const auto cut = what.find(": syntax error "); cut != std::string::npos)
            what = "syntax error " + what.substr(cut + 15);
        if (const auto cut = what.find("while parsing value - "); cut != std::string::npos)
            what = what.substr(cut + 22);
        return failed(msg("invalid JSON: %1", what), text, tokenStart(text, e.byte > 0 ? e.byte - 1 : 0));
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
