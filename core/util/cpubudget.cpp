#include "cpubudget.h"

#include "cgroups.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <sched.h>
#include <sstream>
#include <thread>
#include <unistd.h>

namespace lathe::core {

namespace {

// The quota of one cgroup v2 folder's cpu.max ("max 100000" or "150000 100000"), -1 when none.
double cpuMaxQuota(const std::string& file)
{
    std::ifstream in(file);
    std::string quota;
    double period = 0;
    if (!(in >> quota >> period) || quota == "max" || period <= 0)
        return -1.0;
    try {
        const double q = std::stod(quota);
        return q > 0 ? q / period : -1.0;
    } catch (const std::exception&) {
        return -1.0;
    }
}

double cfsQuota(const std::string& dir)
{
    std::ifstream q(dir + "/cpu.cfs_quota_us"), p(dir + "/cpu.cfs_period_us");
    double quota = -1, period = 0;
    if (!(q >> quota) || !(p >> period) || quota <= 0 || period <= 0)
        return -1.0;
    return quota / period;
}

// The tightest quota of `dir` and its parents up to `root`.
template <typename Read>
double tightestUpTo(const std::string& root, std::string path, const Read& read)
{
    double tightest = -1.0;
    for (;;) {
        const double q = read(root + path);
        if (q > 0)
            tightest = tightest < 0 ? q : std::min(tightest, q);
        if (path.empty() || path == "/")
            break;
        const auto slash = path.find_last_of('/');
        path = slash == 0 || slash == std::string::npos ? std::string() : path.substr(0, slash);
    }
    return tightest;
}

// Busy seconds of the whole machine: the first line of /proc/stat, user + nice + system + irq +
// softirq (not idle, iowait or the hypervisor's steal), in clock ticks.
double machineBusySeconds(const std::string& procStat)
{
    std::ifstream in(procStat);
    std::string cpu;
    double user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0;
    if (!(in >> cpu >> user >> nice >> system >> idle >> iowait >> irq >> softirq) || cpu != "cpu")
        return -1.0;
    return (user + nice + system + irq + softirq) / static_cast<double>(sysconf(_SC_CLK_TCK));
}

// utime + stime of a process's stat file (fields 14 and 15), in seconds.
double processBusySeconds(const std::string& stat)
{
    std::ifstream in(stat);
    std::string line;
    if (!std::getline(in, line))
        return -1.0;
    const auto close = line.rfind(')'); // the name may hold spaces and parentheses
    if (close == std::string::npos)
        return -1.0;
    std::istringstream fields(line.substr(close + 2));
    std::string field;
    double utime = -1, stime = -1;
    for (int i = 3; i <= 15 && fields >> field; ++i) {
        if (i == 14)
            utime = std::atof(field.c_str());
        if (i == 15)
            stime = std::atof(field.c_str());
    }
    if (utime < 0 || stime < 0)
        return -1.0;
    return (utime + stime) / static_cast<double>(sysconf(_SC_CLK_TCK));
}

} // namespace

int CpuBudget::usable() const
{
    int cpus = std::max(1, affinity);
    if (quota > 0)
        cpus = std::min(cpus, std::max(1, static_cast<int>(std::floor(quota + 1e-9))));
    return cpus;
}

double cgroupCpuQuota(const std::string& procCgroup, const std::string& sysRoot)
{
    double tightest = -1.0;
    const auto consider = [&tightest](double q) {
        if (q > 0)
            tightest = tightest < 0 ? q : std::min(tightest, q);
    };
    for (const CgroupEntry& group : readCgroups(procCgroup)) {
        if (group.unified()) {
            for (const std::string& mount : {sysRoot, sysRoot + "/unified"})
                consider(tightestUpTo(mount, group.path, [](const std::string& dir) { return cpuMaxQuota(dir + "/cpu.max"); }));
        } else if (group.has("cpu")) {
            for (const std::string& mount : {sysRoot + "/cpu", sysRoot + "/cpu,cpuacct", sysRoot + "/cpuacct,cpu"})
                consider(tightestUpTo(mount, group.path, cfsQuota));
        }
    }
    return tightest;
}

CpuBudget readCpuBudget()
{
    CpuBudget b;
    b.online = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    cpu_set_t set;
    CPU_ZERO(&set);
    b.affinity = sched_getaffinity(0, sizeof set, &set) == 0 ? std::max(1, CPU_COUNT(&set)) : b.online;
    b.quota = cgroupCpuQuota("/proc/self/cgroup", "/sys/fs/cgroup");
    return b;
}

CpuLoadSampler::CpuLoadSampler(std::string procStat, std::string ownStat)
    : m_procStat(std::move(procStat))
    , m_ownStat(std::move(ownStat))
{
}

double CpuLoadSampler::othersCpus()
{
    const auto now = std::chrono::steady_clock::now();
    const bool first = m_last == std::chrono::steady_clock::time_point{};
    const double wall = first ? 0.0 : std::chrono::duration<double>(now - m_last).count();
    if (!first && wall < kMinWindowSeconds)
        return -1.0; // too short for the tick counters: the window goes on
    m_last = now;
    return othersCpus(wall);
}

double CpuLoadSampler::othersCpus(double wallSeconds)
{
    const bool first = m_lastMachine < 0 || m_lastOwn < 0;
    if (!first && wallSeconds < kMinWindowSeconds)
        return -1.0; // the window goes on: the last reading stays its start
    const double machine = machineBusySeconds(m_procStat), own = processBusySeconds(m_ownStat);
    const double others = machine - m_lastMachine - (own - m_lastOwn);
    m_lastMachine = machine;
    m_lastOwn = own;
    if (first || machine < 0 || own < 0 || wallSeconds <= 0)
        return -1.0;
    return std::max(0.0, others / wallSeconds);
}

} // namespace lathe::core
