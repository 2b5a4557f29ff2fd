#pragma once
// What CPU this process may actually use, and how busy the rest of the machine is: the input of the
// CPU thread policy (train/threadgovernor.h), doctor and the advice (issue 34). Linux /proc and
// cgroup files; every reader takes its paths so tests can pass their own. No LibTorch.

#include <chrono>
#include <string>

namespace lathe::core {

struct CpuBudget {
    int online = 1;      // CPUs of the machine
    int affinity = 1;    // CPUs in this process's affinity mask (taskset, srun --cpus-per-task, a container)
    double quota = -1.0; // the cgroup's CPU quota in CPUs (cpu.max 150000 100000 is 1.5); -1: none
    // The CPUs it can keep busy: the affinity mask, rounded down to the quota (at least 1).
    int usable() const;
};

CpuBudget readCpuBudget();
// The tightest CPU quota of this process's cgroups in CPUs, from `procCgroup` (/proc/self/cgroup) and
// the hierarchy under `sysRoot` (/sys/fs/cgroup): v2's cpu.max, v1's cpu.cfs_quota_us over
// cpu.cfs_period_us, on the process's cgroup and every parent. -1 when none limits it.
double cgroupCpuQuota(const std::string& procCgroup, const std::string& sysRoot);

// The CPU the other processes use, in CPUs: the machine's busy time (/proc/stat: user, nice, system,
// irq, softirq) less this process's (/proc/self/stat: utime, stime) between two samples, over the
// wall time between them. Counted from time actually used, it cannot race with this process's own
// threads going to sleep; a program that wants the CPU but gets little of it counts for what it
// gets. Clock ticks are 10 ms, and the machine's counters are sampled at the tick while this
// process's are its exact run time: over a few milliseconds one tick's difference reads as several
// CPUs (a quiet VM's first reading, 2 ms after the last, said "other programs use 2.3 CPUs" in one
// run of five). So a reading covers kMinWindowSeconds at least: a call sooner answers -1 and the
// window goes on to the next.
class CpuLoadSampler {
public:
    static constexpr double kMinWindowSeconds = 0.25;
    // Paths for tests: the machine's and this process's stat files.
    explicit CpuLoadSampler(std::string procStat = "/proc/stat", std::string ownStat = "/proc/self/stat");
    // Since the last reading: the others' CPUs; -1 on the first call, within kMinWindowSeconds of
    // the last reading (which stays the start of the window) or when the files cannot be read.
    double othersCpus();
    // The same, with the wall time since the last reading given (tests).
    double othersCpus(double wallSeconds);

private:
    std::string m_procStat, m_ownStat;
    double m_lastMachine = -1.0, m_lastOwn = -1.0; // busy seconds
    std::chrono::steady_clock::time_point m_last{};
};

} // namespace lathe::core
