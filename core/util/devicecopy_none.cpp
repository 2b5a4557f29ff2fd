#include "devicecopy.h"

#include <ATen/ATen.h>

namespace lathe::core {

void CopyFence::wait()
{
    m_event.reset();
}

DeviceCopier::DeviceCopier(c10::Device device)
    : m_device(device)
{
}

DeviceCopier::~DeviceCopier() = default;

at::Tensor DeviceCopier::copy(const at::Tensor& host, CopyFence&)
{
    return host.to(m_device);
}

} // namespace lathe::core
