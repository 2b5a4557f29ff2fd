#include "diagnostic.h"

#include <algorithm>

namespace lathe::core {

std::string Diagnostic::format(const std::string& file) const
{
    std::string out;
    if (!file.empty()) {
        out += file;
        if (line > 0) {
            out += ':' + std::to_string(line);
            if (column > 0)
                out += ':' + std::to_string(column);
        }
        out += ": ";
    }
    out += isError() ? "error: " : "warning: ";
    if (!path.empty())
        out += path + ": ";
    out += message.text();
    return out;
}

bool hasErrors(const Diagnostics& diagnostics)
{
    return std::any_of(diagnostics.begin(), diagnostics.end(), [](const Diagnostic& d) { return d.isError(); });
}

} // namespace lathe::core
