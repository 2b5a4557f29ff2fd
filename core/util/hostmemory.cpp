#include "hostmemory.h"

#include <fstream>
#include <sstream>
#include <string>

namespace lathe::core {

namespace {

// The "Key:   123 kB" line of a /proc file, in bytes.
std::int64_t procKilobytes(const char* file, const std::string& key)
{
    std::ifstream in(file);
    std::string line;
    while (std::getline(in, line)) {
        if (line.rfind(key + ":", 0) == 0) {
            std::istringstream fields(line.substr(key.size() + 1));
            std::int64_t kb = -1;
            fields >> kb;
            return kb < 0 ? -1 : kb * 1024;
        }
    }
    return -1;
}

} // namespace

std::int64_t availableHostMemory()
{
    return procKilobytes("/proc/meminfo", "MemAvailable");
}

std::int64_t processResidentMemory()
{
    return procKilobytes("/proc/self/status", "VmRSS");
}

std::int64_t processPeakResidentMemory()
{
    return procKilobytes("/proc/self/status", "VmHWM");
}

bool resetProcessPeakResidentMemory()
{
    std::ofstream out("/proc/self/clear_refs");
    out << "5";
    out.flush();
    return static_cast<bool>(out);
}

} // namespace lathe::core
