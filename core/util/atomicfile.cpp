#include "atomicfile.h"

#include "errors.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <fstream>
#include <stdexcept>
#include <unistd.h>

namespace lathe::core {

namespace fs = std::filesystem;

namespace {

void syncPath(const fs::path& path, int flags, const char* what)
{
    const int fd = ::open(path.c_str(), flags | O_CLOEXEC);
    if (fd < 0)
        throw std::runtime_error(std::string("cannot open ") + what + " " + path.string() + " to flush it: " + std::strerror(errno));
    const bool ok = ::fsync(fd) == 0 || errno == EINVAL || errno == EROFS; // EINVAL: a file system without fsync
    const int error = errno;
    ::close(fd);
    if (!ok)
        throw std::runtime_error(std::string("cannot flush ") + what + " " + path.string() + " to the disk: " + std::strerror(error));
}

} // namespace

void syncFile(const fs::path& file)
{
    syncPath(file, O_RDONLY, "file");
}

void syncDirectory(const fs::path& dir)
{
    syncPath(dir.empty() ? fs::path(".") : dir, O_RDONLY | O_DIRECTORY, "folder");
}

void commitFile(const fs::path& tmp, const fs::path& target)
{
    std::error_code ec;
    try {
        syncFile(tmp);
    } catch (...) {
        fs::remove(tmp, ec);
        throw;
    }
    fs::rename(tmp, target, ec);
    if (ec) {
        const std::string why = ec.message();
        fs::remove(tmp, ec);
        throw std::runtime_error("cannot replace " + target.string() + ": " + why);
    }
    syncDirectory(target.parent_path());
}

void writeFileAtomically(const fs::path& target, const std::string& bytes)
{
    const fs::path tmp = target.string() + ".tmp";
    std::error_code ec;
    {
        std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
        if (!out)
            throw std::runtime_error("cannot write " + tmp.string() + ": " + std::strerror(errno));
        out << bytes;
        out.flush();
        if (!out) {
            const int error = errno;
            out.close();
            fs::remove(tmp, ec);
            throw std::runtime_error("cannot write " + tmp.string() + ": " + (error ? std::strerror(error) : "disk full?"));
        }
    }
    commitFile(tmp, target);
}

void refuseToOverwrite(const fs::path& output, const std::vector<fs::path>& inputs)
{
    std::error_code ec;
    if (fs::is_directory(output, ec))
        throw ConfigError(msg("the output %1 is a folder: name a file to write", output.string()));
    const fs::path folder = fs::absolute(output, ec).parent_path();
    if (!folder.empty() && !fs::is_directory(folder, ec))
        throw ConfigError(msg("the output %1 cannot be written: the folder %2 does not exist", output.string(), folder.string()));
    for (const auto& input : inputs) {
        std::error_code ec;
        if (fs::equivalent(output, input, ec) && !ec)
            throw ConfigError(msg("the output %1 is %2, which this command reads: name another output file", output.string(), input.string()));
    }
}

} // namespace lathe::core
