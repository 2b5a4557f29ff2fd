#pragma once
// Host memory figures from /proc (Linux), for the loader's streaming decision and the batch-size
// finder's CPU budget. Each returns -1 where the figure cannot be read.

#include <cstdint>

namespace lathe::core {

std::int64_t availableHostMemory(); // MemAvailable, bytes
std::int64_t processResidentMemory(); // VmRSS of this process, bytes
std::int64_t processPeakResidentMemory(); // VmHWM: the peak since start or the last reset, bytes
// Resets VmHWM to the current resident size (writes 5 to /proc/self/clear_refs); false when refused.
bool resetProcessPeakResidentMemory();

} // namespace lathe::core
