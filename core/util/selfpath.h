#pragma once
// This program's own file, to start it again (the OpenMP restart, data-parallel ranks, a search's
// trials): the path /proc/self/exe points to, so that the new process keeps the program's name for
// ps, top and pkill (exec'd as /proc/self/exe it is called "exe"); that link itself where the path
// cannot be read or is gone (the binary was replaced while it ran).

#include <filesystem>
#include <string>
#include <system_error>

namespace lathe::core {

inline std::string selfExecutable()
{
    std::error_code ec;
    const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", ec);
    if (ec || self.empty() || !std::filesystem::exists(self, ec))
        return "/proc/self/exe";
    return self.string();
}

} // namespace lathe::core
