#include "atomicfile.h"

#include <fstream>
#include <stdexcept>

namespace lathe::core {

namespace fs = std::filesystem;

void writeFileAtomically(const fs::path& target, const std::string& bytes)
{
    const fs::path tmp = target.string() + ".tmp";
    std::error_code ec;
    {
        std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
        if (!out)
            throw std::runtime_error("cannot write " + tmp.string());
        out << bytes;
        out.flush();
        if (!out) {
            out.close();
            fs::remove(tmp, ec);
            throw std::runtime_error("cannot write " + tmp.string() + " (disk full?)");
        }
    }
    fs::rename(tmp, target, ec);
    if (ec) {
        const std::string why = ec.message();
        fs::remove(tmp, ec);
        throw std::runtime_error("cannot replace " + target.string() + ": " + why);
    }
}

} // namespace lathe::core
