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

} // namespace lathe::core
