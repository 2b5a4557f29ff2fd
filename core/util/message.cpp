#include "message.h"

#include <cstdio>

namespace lathe::core {

std::string fillTemplate(std::string_view templ, const std::vector<std::string>& args)
{
    std::string out;
    out.reserve(templ.size() + 32);
    for (std::size_t i = 0; i < templ.size(); ++i) {
        const char c = templ[i];
        if (c == '%' && i + 1 < templ.size()) {
            const char n = templ[i + 1];
            if (n == '%') {
                out += '%';
                ++i;
                continue;
            }
            if (n >= '1' && n <= '9') {
                const auto k = static_cast<std::size_t>(n - '1');
                if (k < args.size())
                    out += args[k];
                ++i;
                continue;
            }
        }
        out += c;
    }
    return out;
}

std::string Message::text() const
{
    if (id.empty()) {
        std::string out = value;
        for (const auto& a : args)
            out += a.text();
        return out;
    }
    std::vector<std::string> texts;
    texts.reserve(args.size());
    for (const auto& a : args)
        texts.push_back(a.text());
    return fillTemplate(id, texts);
}

Message exceptionMessage(const std::exception& e)
{
    if (const auto* m = dynamic_cast<const MessageError*>(&e))
        return m->message();
    return Message::plain(e.what());
}

std::string decimalText(double value, int digits)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", digits, value);
    return buffer;
}

} // namespace lathe::core
