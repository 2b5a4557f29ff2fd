// environment.json's contents, read off this machine when a run starts.

#include "runfolder.h"

#include "util/cudainfo.h"
#include "util/hostmemory.h"
#include "util/version.h"

#include <cmath>
#include <ctime>
#include <fstream>
#include <thread>

#include <unistd.h>

namespace lathe::core {

namespace {

std::string cpuModel()
{
    std::ifstream in("/proc/cpuinfo");
    for (std::string line; std::getline(in, line);) {
        if (line.rfind("model name", 0) == 0 && line.find(':') != std::string::npos)
            return line.substr(line.find(':') + 2);
    }
    return "unknown CPU";
}

double roundedGib(double bytes)
{
    return std::round(bytes / 1073741824.0 * 10) / 10;
}

} // namespace

Environment currentEnvironment(const std::string& deviceDescription, int cudaIndex)
{
    char host[256] = {};
    gethostname(host, sizeof host - 1);
    std::ifstream meminfo("/proc/meminfo");
    std::string key;
    double totalKb = 0;
    meminfo >> key >> totalKb; // "MemTotal: N kB"
    Environment e;
    e.lathe = versionText();
    e.host = host;
    e.cpu = cpuModel();
    e.cores = std::thread::hardware_concurrency();
    e.memoryGib = roundedGib(totalKb * 1024.0);
    e.memoryAvailableGib = static_cast<double>(availableHostMemory()) / 1073741824.0;
    e.deviceDescription = deviceDescription;
    e.deviceIndex = cudaIndex;
    e.startedAt = localTimestamp();
    const std::time_t now = std::time(nullptr);
    if (std::tm local{}; ::localtime_r(&now, &local))
        e.utcOffsetSeconds = local.tm_gmtoff;
    if (cudaIndex >= 0) {
        if (const auto info = cudaDeviceInfo(cudaIndex))
            e.gpu = Environment::Gpu{info->name, std::to_string(info->major) + "." + std::to_string(info->minor),
                                     roundedGib(static_cast<double>(info->totalMemory))};
    }
    return e;
}

} // namespace lathe::core
