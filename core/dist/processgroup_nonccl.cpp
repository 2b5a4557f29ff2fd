// This build has no NCCL (a CPU LibTorch, or nccl.h not found at configure time): GPU ranks cannot
// talk to each other; CPU ranks use Gloo (processgroup.cpp).

#include "communicator.h"

#include "util/errors.h"

#include <torch/csrc/distributed/c10d/Backend.hpp>
#include <torch/csrc/distributed/c10d/Store.hpp>

namespace lathe::core {

c10::intrusive_ptr<c10d::Backend> makeNcclBackend(const c10::intrusive_ptr<c10d::Store>&, int, int, std::chrono::milliseconds)
{
    throw ConfigError(msg("this Lathe was built without NCCL, so GPU ranks cannot talk to each other: rebuild with the CUDA "
                          "LibTorch and its nvidia-nccl wheel, or set distributed.backend to \"gloo\" (slow on GPUs)"));
}

bool ncclBuilt()
{
    return false;
}

} // namespace lathe::core
