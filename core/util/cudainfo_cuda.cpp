#include "cudainfo.h"

#include <ATen/cuda/CUDAContext.h>
#include <c10/cuda/CUDACachingAllocator.h>
#include <torch/cuda.h>

namespace lathe::core {

std::optional<CudaDeviceInfo> cudaDeviceInfo(int index)
{
    if (!torch::cuda::is_available() || index < 0 || index >= static_cast<int>(torch::cuda::device_count()))
        return std::nullopt;
    const cudaDeviceProp* p = at::cuda::getDeviceProperties(static_cast<c10::DeviceIndex>(index));
    return CudaDeviceInfo{p->name, p->major, p->minor, static_cast<std::int64_t>(p->totalGlobalMem)};
}

bool setCudaMemoryFraction(int index, double fraction)
{
    if (!torch::cuda::is_available())
        return false;
    c10::cuda::CUDACachingAllocator::setMemoryFraction(fraction, static_cast<c10::DeviceIndex>(index));
    return true;
}

void resetCudaPeakMemory(int index)
{
    if (torch::cuda::is_available())
        c10::cuda::CUDACachingAllocator::resetPeakStats(static_cast<c10::DeviceIndex>(index));
}

void emptyCudaCache()
{
    if (torch::cuda::is_available())
        c10::cuda::CUDACachingAllocator::emptyCache();
}

std::optional<AllocatorStats> cudaAllocatorStats(int index)
{
    if (!torch::cuda::is_available())
        return std::nullopt;
    using c10::CachingAllocator::StatType;
    const auto stats = c10::cuda::CUDACachingAllocator::getDeviceStats(static_cast<c10::DeviceIndex>(index));
    const auto all = static_cast<std::size_t>(StatType::AGGREGATE);
    return AllocatorStats{stats.allocated_bytes[all].current, stats.reserved_bytes[all].current,
                          stats.allocated_bytes[all].peak};
}

} // namespace lathe::core
