#pragma once
// Host memory figures from /proc (Linux), for the loader's streaming decision and the batch-size
// finder's CPU budget. Each returns -1 where the figure cannot be read.

#include <cstdint>
#include <string>

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
