#include "cudainfo.h"
#include "cudarng.h"

namespace lathe::core {

std::optional<CudaDeviceInfo> cudaDeviceInfo(int)
{
    return std::nullopt;
}

bool setCudaMemoryFraction(int, double)
{
    return false;
}

void resetCudaPeakMemory(int) {}

std::vector<at::Tensor> cudaRngStates()
{
    return {};
}

void setCudaRngStates(const std::vector<at::Tensor>&) {}

int cudaDeviceCount()
{
    return 0;
}

std::string cudaPciBusId(int)
{
    return {};
}

void emptyCudaCache() {}

std::pair<std::int64_t, std::int64_t> cudaFreeMemory(int)
{
    return {-1, -1};
}

std::optional<AllocatorStats> cudaAllocatorStats(int)
{
    return std::nullopt;
}

} // namespace lathe::core
