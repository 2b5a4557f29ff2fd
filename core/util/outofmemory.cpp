#include "outofmemory.h"

#include <c10/util/Exception.h>

#include <string_view>

namespace lathe::core {

bool isOutOfMemoryError(const std::exception& e)
{
    if (dynamic_cast<const c10::OutOfMemoryError*>(&e))
        return true;
    if (!dynamic_cast<const c10::Error*>(&e))
        return false;
    const std::string_view what = e.what();
    for (const char* sign : {"CUDA out of memory", "CUDA error: out of memory", "CUBLAS_STATUS_ALLOC_FAILED",
                             "CUDNN_STATUS_ALLOC_FAILED", "cudaErrorMemoryAllocation"}) {
        if (what.find(sign) != std::string_view::npos)
            return true;
    }
    return false;
}

} // namespace lathe::core
