#include "devicecopy.h"

#include <ATen/ATen.h>
#include <ATen/cuda/CUDAEvent.h>
#include <c10/cuda/CUDACachingAllocator.h>
#include <c10/cuda/CUDAGuard.h>
#include <c10/cuda/CUDAStream.h>
#include <torch/cuda.h>

#include <cuda_runtime_api.h>

namespace lathe::core {

void CopyFence::wait()
{
    if (m_event)
        static_cast<at::cuda::CUDAEvent*>(m_event.get())->synchronize();
    m_event.reset();
}

DeviceCopier::DeviceCopier(c10::Device device)
    : m_device(device)
{
    if (device.is_cuda())
        m_stream = std::make_shared<c10::cuda::CUDAStream>(c10::cuda::getStreamFromPool(false, device.index()));
}

DeviceCopier::~DeviceCopier() = default;

at::Tensor DeviceCopier::copy(const at::Tensor& host, CopyFence& fence)
{
    if (!m_device.is_cuda())
        return host.to(m_device);
    const auto& side = *static_cast<c10::cuda::CUDAStream*>(m_stream.get());
    const c10::cuda::CUDAStream training = c10::cuda::getCurrentCUDAStream(m_device.index());
    at::Tensor out;
    {
        const c10::cuda::CUDAStreamGuard guard(side);
        out = host.to(m_device, /*non_blocking=*/host.is_pinned());
    }
    auto event = std::make_shared<at::cuda::CUDAEvent>();
    event->record(side);
    event->block(training);
    // Allocated on the side stream, used on the training stream: the allocator must not hand the
    // memory out again before the training stream is done with it.
    c10::cuda::CUDACachingAllocator::recordStream(out.storage().data_ptr(), training);
    fence.m_event = std::move(event);
    return out;
}

} // namespace lathe::core
