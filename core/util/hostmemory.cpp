#include "hostmemory.h"

#include "cgroups.h"

#include <algorithm>
#include <cstdlib>
#include <malloc.h>
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

// The first number in `file`, -1 when it cannot be read ("max" is no number).
std::int64_t fileNumber(const std::string& file)
{
    std::ifstream in(file);
    long long v = -1;
    if (!(in >> v))
        return -1;
    return v;
}

// The "key value" line of a memory.stat file.
std::int64_t statValue(const std::string& file, const std::string& key)
{
    std::ifstream in(file);
    std::string k;
    long long v = 0;
    while (in >> k >> v)
        if (k == key)
            return v;
    return 0;
}

} // namespace

std::int64_t cgroupMemoryLeft(const std::string& procCgroup, const std::string& sysRoot)
{
    std::int64_t left = -1;
    constexpr std::int64_t kNoLimit = std::int64_t(1) << 60; // v1 writes "no limit" as about 2^63
    const auto consider = [&](std::int64_t limit, std::int64_t usage, std::int64_t inactiveFile) {
        if (limit <= 0 || limit >= kNoLimit || usage < 0)
            return;
        const std::int64_t free = std::max<std::int64_t>(0, limit - usage + inactiveFile);
        left = left < 0 ? free : std::min(left, free);
    };
    for (const CgroupEntry& group : readCgroups(procCgroup)) {
        if (group.unified()) {
            for (const std::string& mount : {sysRoot, sysRoot + "/unified"}) {
                const std::string dir = mount + group.path;
                consider(fileNumber(dir + "/memory.max"), fileNumber(dir + "/memory.current"), statValue(dir + "/memory.stat", "inactive_file"));
            }
        } else if (group.has("memory")) {
            const std::string dir = sysRoot + "/memory" + group.path;
            consider(fileNumber(dir + "/memory.limit_in_bytes"), fileNumber(dir + "/memory.usage_in_bytes"),
                     statValue(dir + "/memory.stat", "total_inactive_file"));
        }
    }
    return left;
}

std::int64_t availableHostMemory()
{
    const std::int64_t host = procKilobytes("/proc/meminfo", "MemAvailable");
    const std::int64_t group = cgroupMemoryLeft("/proc/self/cgroup", "/sys/fs/cgroup");
    if (group < 0)
        return host;
    return host < 0 ? group : std::min(host, group);
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

void preferHugePages()
{
    setenv("THP_MEM_ALLOC_ENABLE", "1", /*overwrite=*/0);
}

Message hugePagesState(const std::string& kernelSetting)
{
    const char* env = std::getenv("THP_MEM_ALLOC_ENABLE");
    if (!env || std::string(env) != "1")
        return msg("off (THP_MEM_ALLOC_ENABLE=%1)", env ? env : "");
    // The kernel's choice is the bracketed word: "always [madvise] never".
    const auto open = kernelSetting.find('['), close = kernelSetting.find(']');
    const std::string mode = open != std::string::npos && close > open ? kernelSetting.substr(open + 1, close - open - 1) : "";
    if (mode == "never")
        return msg("on, but the kernel gives no huge pages (transparent_hugepage: never)");
    return mode.empty() ? msg("on") : msg("on (transparent_hugepage: %1)", mode);
}

Message hugePagesState()
{
    std::ifstream in("/sys/kernel/mm/transparent_hugepage/enabled");
    std::string setting;
    std::getline(in, setting);
    return hugePagesState(setting);
}

HostMemoryCache::HostMemoryCache(bool on)
    : m_on(on)
{
    if (m_on) {
        mallopt(M_MMAP_THRESHOLD, 32 << 20);
        mallopt(M_TRIM_THRESHOLD, 1 << 30);
    }
}

HostMemoryCache::~HostMemoryCache()
{
    if (m_on) {
        mallopt(M_TRIM_THRESHOLD, 128 << 10);
        malloc_trim(0);
    }
}

} // namespace lathe::core
