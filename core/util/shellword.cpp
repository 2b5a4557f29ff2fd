#include "shellword.h"

#include <algorithm>
#include <cctype>
#include <string_view>

namespace lathe::core {

std::string shellQuote(const std::string& text)
{
    std::string out = "'";
    for (char c : text) {
        if (c == '\'')
            out += "'\\''";
        else
            out += c;
    }
    return out + "'";
}

std::string shellWord(const std::string& text)
{
    const bool plain = !text.empty() && std::all_of(text.begin(), text.end(), [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) || std::string_view("_-./:=@+,%").find(c) != std::string_view::npos;
    });
    return plain ? text : shellQuote(text);
}

} // namespace lathe::core
