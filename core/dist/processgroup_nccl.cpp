// The NCCL process group (GPUs), in its own translation unit: ProcessGroupNCCL.hpp needs nccl.h,
// which comes from the nvidia-nccl wheel that torch installs (CMake finds it next to torch).

#include "communicator.h"

#include <torch/csrc/distributed/c10d/ProcessGroupNCCL.hpp>

namespace lathe::core {

c10::intrusive_ptr<c10d::Backend> makeNcclBackend(const c10::intrusive_ptr<c10d::Store>& store, int rank, int size,
                                                  std::chrono::milliseconds timeout)
{
    auto options = c10d::ProcessGroupNCCL::Options::create();
    options->timeout = timeout;
    return c10::make_intrusive<c10d::ProcessGroupNCCL>(store, rank, size, options);
}

bool ncclBuilt()
{
    return true;
}

} // namespace lathe::core
