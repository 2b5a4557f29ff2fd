#include "cudainfo.h"
#include "cudarng.h"

#include <ATen/Context.h>
#include <ATen/cuda/CUDAContext.h>
#include <ATen/cuda/CUDAGeneratorImpl.h>
#include <c10/cuda/CUDACachingAllocator.h>
#include <c10/cuda/CUDAGuard.h>
#include <torch/cuda.h>

#include <cuda_runtime_api.h>

namespace lathe::core {

namespace {

// The caching allocator's per-device tables exist only once CUDA is initialised; setting the memory
// fraction or reading statistics before the first tensor would fail with "did you call init?".
bool cudaReady()
{
    if (!torch::cuda::is_available())
        return false;
    at::globalContext().lazyInitDevice(c10::DeviceType::CUDA);
    return true;
}

} // namespace

std::optional<CudaDeviceInfo> cudaDeviceInfo(int index)
{
    if (!torch::cuda::is_available() || index < 0 || index >= static_cast<int>(torch::cuda::device_count()))
        return std::nullopt;
    const cudaDeviceProp* p = at::cuda::getDeviceProperties(static_cast<c10::DeviceIndex>(index));
    return CudaDeviceInfo{p->name, p->major, p->minor, static_cast<std::int64_t>(p->totalGlobalMem)};
}

bool setCudaMemoryFraction(int index, double fraction)
{
    if (!cudaReady())
        return false;
    c10::cuda::CUDACachingAllocator::setMemoryFraction(fraction, static_cast<c10::DeviceIndex>(index));
    return true;
}

void resetCudaPeakMemory(int index)
{
    if (cudaReady())
        c10::cuda::CUDACachingAllocator::resetPeakStats(static_cast<c10::DeviceIndex>(index));
}

std::vector<at::Tensor> cudaRngStates()
{
    std::vector<at::Tensor> states;
    if (!torch::cuda::is_available())
        return states;
    for (c10::DeviceIndex i = 0; i < static_cast<c10::DeviceIndex>(torch::cuda::device_count()); ++i) {
        at::Generator gen = at::cuda::detail::getDefaultCUDAGenerator(i);
        std::lock_guard lock(gen.mutex());
        states.push_back(gen.get_state());
    }
    return states;
}

void setCudaRngStates(const std::vector<at::Tensor>& states)
{
    if (!torch::cuda::is_available())
        return;
    const auto n = std::min<std::size_t>(states.size(), torch::cuda::device_count());
    for (std::size_t i = 0; i < n; ++i) {
        at::Generator gen = at::cuda::detail::getDefaultCUDAGenerator(static_cast<c10::DeviceIndex>(i));
        std::lock_guard lock(gen.mutex());
        gen.set_state(states[i]);
    }
}

int cudaDeviceCount()
{
    return torch::cuda::is_available() ? static_cast<int>(torch::cuda::device_count()) : 0;
}

std::string cudaPciBusId(int index)
{
    char busId[32] = {};
    if (index < 0 || index >= cudaDeviceCount() || cudaDeviceGetPCIBusId(busId, sizeof busId, index) != cudaSuccess)
        return {};
    return busId;
}

void emptyCudaCache()
{
    if (torch::cuda::is_available())
        c10::cuda::CUDACachingAllocator::emptyCache();
}

std::optional<AllocatorStats> cudaAllocatorStats(int index)
{
    if (!cudaReady())
        return std::nullopt;
    using c10::CachingAllocator::StatType;
    const auto stats = c10::cuda::CUDACachingAllocator::getDeviceStats(static_cast<c10::DeviceIndex>(index));
    const auto all = static_cast<std::size_t>(StatType::AGGREGATE);
    return AllocatorStats{stats.allocated_bytes[all].current, stats.reserved_bytes[all].current,
                          stats.allocated_bytes[all].peak, stats.reserved_bytes[all].peak};
}

std::pair<std::int64_t, std::int64_t> cudaFreeMemory(int index)
{
    if (!torch::cuda::is_available())
        return {-1, -1};
    const c10::cuda::CUDAGuard guard(static_cast<c10::DeviceIndex>(index));
    std::size_t freeBytes = 0, totalBytes = 0;
    if (cudaMemGetInfo(&freeBytes, &totalBytes) != cudaSuccess)
        return {-1, -1};
    return {static_cast<std::int64_t>(freeBytes), static_cast<std::int64_t>(totalBytes)};
}

} // namespace lathe::core
