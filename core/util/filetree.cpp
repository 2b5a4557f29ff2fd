#include "filetree.h"

#include <cerrno>
#include <cstring>
#include <stdexcept>
#include <string>

#include <dirent.h>
#include <fcntl.h>
#include <ftw.h>
#include <sys/stat.h>
#include <unistd.h>

namespace lathe::core {

namespace fs = std::filesystem;

namespace {

thread_local bool g_removeFailed = false; // nftw's callback has no context argument

int removeOne(const char* path, const struct stat*, int type, struct FTW*)
{
    const int rc = type == FTW_DP ? ::rmdir(path) : ::unlink(path);
    if (rc != 0 && errno != ENOENT)
        g_removeFailed = true;
    return 0;
}

[[noreturn]] void fail(const std::string& what, const fs::path& file, int error = errno)
{
    throw std::runtime_error("cannot " + what + " " + file.string() + ": " + std::strerror(error));
}

// Closes the descriptors, then fails with the errno of the call that went wrong (close may change it).
[[noreturn]] void failClosing(const std::string& what, const fs::path& file, int in, int out)
{
    const int error = errno;
    if (in >= 0)
        ::close(in);
    if (out >= 0)
        ::close(out);
    fail(what, file, error);
}

void copyFile(const fs::path& from, const fs::path& to, mode_t mode)
{
    const int in = ::open(from.c_str(), O_RDONLY | O_CLOEXEC);
    if (in < 0)
        fail("read", from);
    const int out = ::open(to.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode & 0777);
    if (out < 0)
        failClosing("write", to, in, -1);
    char buffer[1 << 16];
    for (;;) {
        const ssize_t n = ::read(in, buffer, sizeof buffer);
        if (n == 0)
            break;
        if (n < 0)
            failClosing("read", from, in, out);
        for (ssize_t done = 0; done < n;) {
            const ssize_t w = ::write(out, buffer + done, static_cast<std::size_t>(n - done));
            if (w < 0)
                failClosing("write", to, in, out);
            done += w;
        }
    }
    ::close(in);
    if (::close(out) != 0)
        fail("write", to);
}

} // namespace

bool removeTree(const fs::path& folder)
{
    struct stat st;
    if (::lstat(folder.c_str(), &st) != 0)
        return errno == ENOENT;
    g_removeFailed = false;
    const int walked = ::nftw(folder.c_str(), removeOne, 16, FTW_DEPTH | FTW_PHYS);
    return walked == 0 && !g_removeFailed;
}

void copyTree(const fs::path& from, const fs::path& to)
{
    struct stat st;
    if (::stat(from.c_str(), &st) != 0)
        fail("read", from);
    if (::mkdir(to.c_str(), st.st_mode & 0777) != 0 && errno != EEXIST)
        fail("create", to);
    DIR* dir = ::opendir(from.c_str());
    if (!dir)
        fail("read", from);
    try {
        while (const dirent* e = ::readdir(dir)) {
            const std::string name = e->d_name;
            if (name == "." || name == "..")
                continue;
            const fs::path source = from / name, target = to / name;
            struct stat entry;
            if (::lstat(source.c_str(), &entry) != 0)
                fail("read", source);
            if (S_ISDIR(entry.st_mode))
                copyTree(source, target);
            else if (S_ISREG(entry.st_mode))
                copyFile(source, target, entry.st_mode);
        }
    } catch (...) {
        ::closedir(dir);
        throw;
    }
    ::closedir(dir);
}

} // namespace lathe::core
