#include "cudainfo.h"

namespace lathe::core {

std::optional<CudaDeviceInfo> cudaDeviceInfo(int)
{
    return std::nullopt;
}

} // namespace lathe::core
