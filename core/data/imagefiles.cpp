#include "imagefiles.h"

#include "imagedecode.h"
#include "util/errors.h"

#include <png.h>

#include <algorithm>
#include <array>
#include <fstream>
#include <set>
#include <system_error>

namespace lathe::core {

namespace fs = std::filesystem;

bool hiddenImageEntry(const fs::path& entry)
{
    const std::string name = entry.filename().string();
    return (!name.empty() && name.front() == '.') || name == "__MACOSX";
}

std::vector<fs::path> imageFilesUnder(const fs::path& folder)
{
    std::vector<fs::path> found;
    std::set<fs::path> seen; // folders by their real path: a link to a folder is followed once
    std::vector<fs::path> pending{folder};
    while (!pending.empty()) {
        const fs::path dir = pending.back();
        pending.pop_back();
        std::error_code ec;
        const fs::path real = fs::canonical(dir, ec);
        if (!seen.insert(ec ? dir : real).second)
            continue;
        fs::directory_iterator it(dir, ec);
        if (ec)
            throw DataError::at(dir.string(), 0, msg("cannot list the folder: %1", ec.message()));
        for (const fs::directory_entry& e : it) {
            if (hiddenImageEntry(e.path()))
                continue;
            std::error_code kind;
            if (e.is_directory(kind))
                pending.push_back(e.path());
            else if (e.is_regular_file(kind) && isImageFileName(e.path()))
                found.push_back(e.path());
        }
    }
    std::sort(found.begin(), found.end());
    return found;
}

void checkImageSignature(const fs::path& file)
{
    std::ifstream in(file, std::ios::binary);
    if (!in)
        throw DataError::at(file.string(), 0, msg("cannot open image"));
    std::array<unsigned char, 8> head{};
    in.read(reinterpret_cast<char*>(head.data()), head.size());
    const auto n = static_cast<std::size_t>(in.gcount());
    if (n >= 3 && head[0] == 0xFF && head[1] == 0xD8 && head[2] == 0xFF)
        return;
    if (n == 8 && png_sig_cmp(head.data(), 0, 8) == 0)
        return;
    throw DataError::at(file.string(), 0, n == 0 ? msg("empty image file") : msg("not a JPEG or PNG image"));
}

} // namespace lathe::core
