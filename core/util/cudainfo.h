#pragma once
// What LibTorch's CUDA runtime says about a device. Compiled against CUDA when LibTorch has it;
// returns nothing otherwise, so callers need no #ifdefs. No LibTorch header here: the GUI asks it for
// the device list (tensor-valued calls are in cudarng.h).

#include <cstdint>
#include <optional>
#include <string>
#include <utility>

namespace lathe::core {

struct CudaDeviceInfo {
    std::string name;
    int major = 0, minor = 0; // compute capability
    std::int64_t totalMemory = 0;
    bool bf16Native() const { return major >= 8; }
};

// Device `index` as seen after CUDA_VISIBLE_DEVICES; nullopt without CUDA.
std::optional<CudaDeviceInfo> cudaDeviceInfo(int index);

// Free and total memory of CUDA device `index` in bytes; {-1, -1} without CUDA.
std::pair<std::int64_t, std::int64_t> cudaFreeMemory(int index);

// Caps the caching allocator of device `index` at `fraction` of its memory; false without CUDA.
bool setCudaMemoryFraction(int index, double fraction);

struct AllocatorStats {
    std::int64_t allocated = 0, reserved = 0, peak = 0; // bytes; peak: of allocated
    std::int64_t reservedPeak = 0;                      // what the allocator held at most (segments)
};
// Number of CUDA devices this process sees (0 without CUDA), and the PCI bus id of one of them
// ("0000:3b:00.0"; empty without CUDA), for matching NVML's devices to CUDA's.
int cudaDeviceCount();
std::string cudaPciBusId(int index);

// LibTorch's CUDA caching allocator on device `index`; nullopt without CUDA.
std::optional<AllocatorStats> cudaAllocatorStats(int index);

// Starts the allocator's peak counters of device `index` afresh; no-op without CUDA.
void resetCudaPeakMemory(int index);

// Releases cached, unused GPU memory (after an out-of-memory error); no-op without CUDA.
void emptyCudaCache();

} // namespace lathe::core
