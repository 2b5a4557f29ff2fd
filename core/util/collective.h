#pragma once
// The one collective a model's own code calls during forward and backward (synchronised batch
// norm): a sum over the ranks of a data-parallel job. The trainer installs it while its ranks train
// together; without it (one process, or while the ranks do not move in step) the sum is the tensor
// itself. A process-wide hook because a TorchScript op cannot be handed an object; there is one
// training session per process while a job runs.

#include <ATen/core/Tensor.h>

#include <functional>

namespace lathe::core {

using CollectiveSum = std::function<void(at::Tensor&)>; // in place, on the tensor's device

// Installs `sum` (empty: removes it). Returns the one it replaces.
CollectiveSum setCollectiveSum(CollectiveSum sum);
// Sums `t` over the ranks in place, or leaves it when no collective is installed.
void collectiveSum(at::Tensor& t);

// Installs a collective for the lifetime of the object.
class CollectiveScope {
public:
    explicit CollectiveScope(CollectiveSum sum)
        : m_previous(setCollectiveSum(std::move(sum)))
    {
    }
    ~CollectiveScope() { setCollectiveSum(std::move(m_previous)); }
    CollectiveScope(const CollectiveScope&) = delete;
    CollectiveScope& operator=(const CollectiveScope&) = delete;

private:
    CollectiveSum m_previous;
};

} // namespace lathe::core
