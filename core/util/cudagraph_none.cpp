#include "cudagraph.h"

#include <stdexcept>

namespace lathe::core {

bool cudaGraphsBuilt()
{
    return false;
}

CudaGraphStep::CudaGraphStep(c10::Device device)
    : m_device(device)
{
}

CudaGraphStep::~CudaGraphStep() = default;

void CudaGraphStep::warmUp(const std::function<void()>& step, bool)
{
    step();
}

void CudaGraphStep::captureAndReplay(const std::function<void()>&)
{
    throw std::runtime_error("this LibTorch has no CUDA: no CUDA graphs");
}

void CudaGraphStep::replay()
{
    throw std::runtime_error("this LibTorch has no CUDA: no CUDA graphs");
}

} // namespace lathe::core
