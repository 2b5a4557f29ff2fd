#include "version.h"

#include <ATen/detail/CUDAHooksInterface.h>
#include <torch/version.h>

namespace lathe::core {

std::string torchVersion()
{
    return TORCH_VERSION;
}

std::string cudaRuntimeVersion()
{
    try {
        const long v = at::detail::getCUDAHooks().versionCUDART();
        if (v <= 0)
            return "none";
        return std::to_string(v / 1000) + "." + std::to_string((v % 1000) / 10);
    } catch (...) {
        return "none";
    }
}

std::string versionText()
{
    std::string text = "lathe ";
    text += LATHE_VERSION;
    text += " (LibTorch ";
    text += torchVersion();
    text += ", CUDA ";
    text += cudaRuntimeVersion();
    text += ")";
    return text;
}

} // namespace lathe::core
