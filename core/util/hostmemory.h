#pragma once
// Host memory figures from /proc (Linux), for the loader's streaming decision and the batch-size
// finder's CPU budget. Each returns -1 where the figure cannot be read.

#include <cstdint>
#include <string>
#include "util/message.h"

namespace lathe::core {

// MemAvailable, bytes, or less where this process's memory cgroup (a Slurm job's, a container's)
// allows less: its limit minus what it holds, reclaimable file pages counted as free.
std::int64_t availableHostMemory();
// The memory cgroup part of that, read from `procCgroup` (/proc/self/cgroup) and the hierarchy
// under `sysRoot` (/sys/fs/cgroup): -1 when no limit applies (tests pass their own files).
std::int64_t cgroupMemoryLeft(const std::string& procCgroup, const std::string& sysRoot);
std::int64_t processResidentMemory(); // VmRSS of this process, bytes
std::int64_t processPeakResidentMemory(); // VmHWM: the peak since start or the last reset, bytes
// Resets VmHWM to the current resident size (writes 5 to /proc/self/clear_refs); false when refused.
bool resetProcessPeakResidentMemory();

// LibTorch's CPU allocator puts buffers of 2 MiB and more on transparent huge pages when the
// environment has THP_MEM_ALLOC_ENABLE=1, which it reads once, at the process's first CPU allocation.
// Each TLB entry then covers 2 MiB instead of 4 KiB: the demo CNN trained 1.24x faster on the CPU
// (docs/benchmarks.md), and no longer 30% slower or faster from one process to the next. lathe and
// lathe-cli call this first thing in main(); it sets the variable unless the environment already
// does (THP_MEM_ALLOC_ENABLE=0 keeps 4 KiB pages).
void preferHugePages();
// What this process gets, for the log: "on", "off (THP_MEM_ALLOC_ENABLE=0)", or "on, but the kernel
// gives no huge pages (transparent_hugepage: never)". `kernelSetting` is the content of
// /sys/kernel/mm/transparent_hugepage/enabled ("always [madvise] never"); tests pass their own.
Message hugePagesState(const std::string& kernelSetting);
Message hugePagesState();

// While it lives (the epochs of a run, compile.host_memory_cache), glibc keeps the memory a training
// step frees for the next step. By default it gives free memory at the top of its heap back to the
// kernel past a trim threshold that follows its mmap threshold (128 KiB up to 32 MiB), so each step's
// activations, megabytes each, are faulted in again as zeroed pages; a step of the demo CNN on the
// CPU spent about a tenth of its time there. Setting any of glibc's thresholds stops it adjusting the
// others, so both are set: mmap threshold 32 MiB (larger buffers keep mremap for realloc), trim
// threshold 1 GiB. At the end the trim threshold goes back to 128 KiB and the free memory is returned.
class HostMemoryCache {
public:
    explicit HostMemoryCache(bool on);
    ~HostMemoryCache();
    HostMemoryCache(const HostMemoryCache&) = delete;
    HostMemoryCache& operator=(const HostMemoryCache&) = delete;

private:
    bool m_on;
};

} // namespace lathe::core
