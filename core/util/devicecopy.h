#pragma once
// Host-to-device copies for the loader. With CUDA: on a side stream, `non_blocking` from pinned
// memory, ordered before the training stream's next kernels by a CUDA event; the host buffer may be
// refilled once its fence has passed. Without CUDA (or for a CPU device) the tensor is returned as is.

#include <ATen/core/Tensor.h>

#include <memory>

namespace lathe::core {

// Passed when the copy out of a host buffer has finished; until then the buffer must not be rewritten.
class CopyFence {
public:
    void wait();
    bool pending() const { return m_event != nullptr; }

private:
    friend class DeviceCopier;
    std::shared_ptr<void> m_event;
};

class DeviceCopier {
public:
    explicit DeviceCopier(c10::Device device);
    ~DeviceCopier();
    DeviceCopier(const DeviceCopier&) = delete;
    DeviceCopier& operator=(const DeviceCopier&) = delete;

    // The copy of `host` on the device; the training thread's current stream waits for it. `fence`
    // covers every copy made since it was last waited on.
    at::Tensor copy(const at::Tensor& host, CopyFence& fence);

private:
    c10::Device m_device;
    std::shared_ptr<void> m_stream; // CUDA builds: the side stream
};

} // namespace lathe::core
