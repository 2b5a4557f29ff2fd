#include "cgroups.h"

#include <fstream>

namespace lathe::core {

bool CgroupEntry::has(std::string_view controller) const
{
    return ("," + controllers + ",").find("," + std::string(controller) + ",") != std::string::npos;
}

std::vector<CgroupEntry> readCgroups(const std::string& procCgroup)
{
    std::vector<CgroupEntry> entries;
    std::ifstream in(procCgroup);
    std::string line;
    while (std::getline(in, line)) {
        const auto a = line.find(':');
        const auto b = a == std::string::npos ? std::string::npos : line.find(':', a + 1);
        if (b == std::string::npos)
            continue;
        entries.push_back({line.substr(a + 1, b - a - 1), line.substr(b + 1)});
    }
    return entries;
}

} // namespace lathe::core
