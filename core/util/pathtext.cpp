#include "pathtext.h"

#include "textencoding.h"

#include <cctype>
#include <cstdlib>
#include <string_view>
#include <system_error>
#include <vector>

namespace lathe::core {

namespace fs = std::filesystem;

namespace {

bool there(const fs::path& p)
{
    std::error_code ec;
    return fs::symlink_status(p, ec).type() != fs::file_type::not_found && !ec;
}

// `text` with every \xHH of a byte 0x80–0xFF written back as that byte; false when it holds none.
bool unescaped(std::string_view text, std::string& out)
{
    out.clear();
    bool any = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const long byte = text[i] == '\\' && i + 3 < text.size() && text[i + 1] == 'x' && std::isxdigit(static_cast<unsigned char>(text[i + 2]))
                                  && std::isxdigit(static_cast<unsigned char>(text[i + 3]))
                              ? std::strtol(std::string(text.substr(i + 2, 2)).c_str(), nullptr, 16)
                              : 0;
        if (byte >= 0x80) { // escaped() writes only bytes that are not UTF-8, none of them ASCII
            out.push_back(static_cast<char>(byte));
            i += 3;
            any = true;
        } else {
            out.push_back(text[i]);
        }
    }
    return any;
}

} // namespace

std::string pathText(const fs::path& path)
{
    const std::string& bytes = path.native();
    if (invalidUtf8At(bytes) == std::string_view::npos)
        return bytes;
    std::string out;
    for (const fs::path& part : path) {
        const std::string& name = part.native();
        if (!out.empty() && out.back() != '/')
            out += '/';
        out += name == "/" ? name : displayNames({name}).front();
    }
    return out;
}

fs::path onDisk(const std::string& text)
{
    const fs::path written(text);
    if (there(written))
        return written;
    fs::path found;
    bool lost = false; // a component found in no form: the rest as written
    std::string bytes;
    for (const fs::path& part : written) {
        const std::string& name = part.native();
        if (lost || name == "/" || there(found / part)) {
            found /= part;
            continue;
        }
        std::size_t bad = 0;
        if (utf8ToGb18030(name, bytes, bad) && bytes != name && there(found / bytes))
            found /= bytes;
        else if (unescaped(name, bytes) && there(found / bytes))
            found /= bytes;
        else {
            found /= part;
            lost = name.find_first_of("*?[") == std::string::npos; // a pattern (a glob's) is no name to find
        }
    }
    return found;
}

} // namespace lathe::core
