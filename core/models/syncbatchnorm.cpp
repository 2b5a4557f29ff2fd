// model.sync_batch_norm: batch normalisation whose statistics are those of the whole data-parallel
// batch. The layer's TorchScript sums its per-channel sums over the ranks with one custom op,
// lathe::all_reduce_sum, whose backward sums the gradients the same way (as PyTorch's SyncBatchNorm
// does with its own kernels); everything else is ordinary autograd. In eval mode the layer is plain
// batch norm on the running statistics, so a frozen model.pt holds no call to the op.

#include "latheops.h"
#include "layers.h"

#include "util/collective.h"

#include <ATen/ATen.h>
#include <torch/autograd.h>

namespace lathe::core::layers {

namespace {

// Forward: the sum over the ranks. Backward: each rank's statistics feed every rank's loss, so the
// gradient a rank gets is the sum of all ranks' gradients, each weighted by its samples (`weight`)
// over this rank's: the trainer then averages the ranks' gradients with the same weights
// (GradientAllReduce), and the result is the gradient of one process over the whole batch, also for
// a last batch shared out unevenly.
class AllReduceSum : public torch::autograd::Function<AllReduceSum> {
public:
    static at::Tensor forward(torch::autograd::AutogradContext* ctx, const at::Tensor& x, std::int64_t weight)
    {
        ctx->saved_data["weight"] = weight;
        at::Tensor sum = x.clone();
        collectiveSum(sum);
        return sum;
    }

    static torch::autograd::tensor_list backward(torch::autograd::AutogradContext* ctx, torch::autograd::tensor_list grads)
    {
        const auto weight = static_cast<double>(std::max<std::int64_t>(1, ctx->saved_data["weight"].toInt()));
        at::Tensor g = grads.at(0) * weight;
        collectiveSum(g);
        return {g / weight, at::Tensor()};
    }
};

} // namespace

at::Tensor allReduceSum(const at::Tensor& x, std::int64_t weight)
{
    return AllReduceSum::apply(x, weight);
}

torch::jit::Module syncBatchNorm(const CU& cu, std::int64_t features)
{
    auto m = batchNormState(cu, "SyncBatchNorm", features);
    // Sums and sums of squares in fp32 over every dimension but the channels', with the count, summed
    // over the ranks; the running statistics move by 0.1 with the unbiased variance, as torch.batch_norm's.
    m.define(R"(
def forward(self, x):
    if not self.training:
        return torch.batch_norm(x, self.weight, self.bias, self.running_mean, self.running_var, False, 0.1, 1e-5, True)
    channels = x.size(1)
    dims: List[int] = [0]
    shape: List[int] = [1, channels]
    for d in range(2, x.dim()):
        dims.append(d)
        shape.append(1)
    xf = x.float()
    count = xf.new_full([1], float(xf.numel() // channels))
    total = lathe.all_reduce_sum(torch.cat([xf.sum(dims), (xf * xf).sum(dims), count]), x.size(0))
    n = total[2 * channels]
    mean = total[0:channels] / n
    var = torch.clamp_min(total[channels:2 * channels] / n - mean * mean, 0.0)
    unbiased = var.detach() * (n / torch.clamp_min(n - 1.0, 1.0)).detach()
    self.running_mean.copy_(self.running_mean * 0.9 + mean.detach() * 0.1)
    self.running_var.copy_(self.running_var * 0.9 + unbiased * 0.1)
    y = (xf - mean.view(shape)) * torch.rsqrt(var.view(shape) + 1e-5) * self.weight.view(shape) + self.bias.view(shape)
    return y.to(x.dtype)
)",
             latheResolver());
    return m;
}

} // namespace lathe::core::layers
