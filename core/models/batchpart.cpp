#include "batchpart.h"

#include "latheops.h"

#include <ATen/ATen.h>
#include <torch/autograd.h>
#include <torch/csrc/jit/ir/ir.h>

#include <algorithm>

namespace lathe::core::layers {

namespace {

thread_local BatchPart* t_part = nullptr;

} // namespace

std::uint64_t PartsOfABatch::dropoutSeed(std::size_t call)
{
    std::lock_guard lock(m_mutex);
    while (m_seeds.size() <= call)
        m_seeds.push_back(drawCpuSeed());
    return m_seeds[call];
}

at::Tensor PartsOfABatch::sum(int part, std::size_t meeting, const at::Tensor& x)
{
    std::unique_lock lock(m_mutex);
    if (m_abandoned)
        throw PartsAbandoned();
    while (m_meetings.size() <= meeting)
        m_meetings.emplace_back();
    Meeting& m = m_meetings[meeting];
    if (m.tensors.empty())
        m.tensors.resize(static_cast<std::size_t>(m_parts));
    for (const at::Tensor& other : m.tensors) {
        if (other.defined() && other.sizes() != x.sizes()) {
            m_abandoned = true;
            m_met.notify_all();
            throw std::logic_error("the parts of a batch met with tensors of different shapes");
        }
    }
    m.tensors[static_cast<std::size_t>(part)] = x;
    if (++m.arrived == m_parts) {
        at::Tensor total = m.tensors[0].clone();
        for (int i = 1; i < m_parts; ++i)
            total.add_(m.tensors[static_cast<std::size_t>(i)]);
        m.total = total;
        m.tensors.clear(); // the parts' tensors are theirs again
        m_met.notify_all();
    } else {
        m_met.wait(lock, [&] { return m.total.defined() || m_abandoned; });
        if (!m.total.defined())
            throw PartsAbandoned();
    }
    return m.total.clone(); // each part's autograd graph gets a tensor of its own
}

void PartsOfABatch::abandon()
{
    std::lock_guard lock(m_mutex);
    m_abandoned = true;
    m_met.notify_all();
}

BatchPart::BatchPart(PartsOfABatch& batch, int index, std::int64_t firstRow, std::int64_t rows)
    : m_batch(batch)
    , m_index(index)
    , m_firstRow(firstRow)
    , m_rows(rows)
    , m_previous(t_part)
{
    t_part = this;
}

BatchPart::~BatchPart()
{
    t_part = m_previous;
}

BatchPart* BatchPart::current()
{
    return t_part;
}

std::pair<std::uint64_t, std::int64_t> BatchPart::nextDropout(const at::Tensor& x)
{
    const std::uint64_t seed = m_batch.dropoutSeed(m_dropoutCalls++);
    const std::int64_t rows = x.dim() > 0 ? x.size(0) : 0;
    const bool batchFirst = rows == m_rows && rows > 0 && (rows == 1 || x.stride(0) == x.numel() / rows);
    if (batchFirst)
        return {seed, m_firstRow * (x.numel() / rows)};
    return {mixBits(seed ^ (static_cast<std::uint64_t>(m_firstRow) + 1) * 0xD1B54A32D192ED03ull), 0};
}

at::Tensor BatchPart::sumOverParts(const at::Tensor& x)
{
    return m_batch.sum(m_index, m_meetings++, x);
}

namespace {

// Batch norm over the parts of a batch, forward and backward by hand: one meeting each way, fused
// kernels where LibTorch has them (batch_norm_update_stats for a part's statistics, the eval-mode
// batch_norm kernel to normalise with the whole batch's, its backward for the part's sums), and one
// autograd node instead of a dozen.
class PartsBatchNorm : public torch::autograd::Function<PartsBatchNorm> {
public:
    static at::Tensor forward(torch::autograd::AutogradContext* ctx, const at::Tensor& input, const at::Tensor& weight,
                              const at::Tensor& bias, const at::Tensor& runningMean, const at::Tensor& runningVar, double momentum,
                              double eps)
    {
        BatchPart& part = *BatchPart::current();
        const std::int64_t channels = input.size(1);
        const at::Tensor x = input.scalar_type() == at::kDouble ? input : input.to(at::kFloat);
        // The part's mean and (biased) variance per channel: LibTorch's batch-norm statistics kernel
        // (two vectorised passes; var_mean's Welford update was a sixth of a CNN's step).
        const auto [partMean, partVar] = at::batch_norm_update_stats(x, std::nullopt, std::nullopt, 0.0);
        const double count = static_cast<double>(x.numel() / channels);
        // Sums, sums of squares and counts add over the parts; the whole batch's mean and variance follow.
        const at::Tensor total = part.sumOverParts(
            at::cat({partMean * count, (partVar + partMean * partMean) * count, at::full({1}, count, x.options())}));
        const double n = total[2 * channels].item<double>();
        const at::Tensor mean = total.slice(0, 0, channels) / n;
        const at::Tensor var = (total.slice(0, channels, 2 * channels) / n - mean * mean).clamp_min(0.0);
        if (part.index() == 0) { // once for the batch, as the whole batch's would
            const double unbiased = n / std::max(n - 1.0, 1.0);
            if (runningMean.defined())
                runningMean.mul_(1.0 - momentum).add_(mean.to(runningMean.scalar_type()), momentum);
            if (runningVar.defined())
                runningVar.mul_(1.0 - momentum).add_((var * unbiased).to(runningVar.scalar_type()), momentum);
        }
        const at::Tensor w = weight.to(x.scalar_type()), b = bias.to(x.scalar_type());
        const at::Tensor y = at::batch_norm(x, w, b, mean, var, /*training=*/false, 0.0, eps, /*cudnn_enabled=*/false);
        ctx->save_for_backward({x, w, mean, var});
        ctx->saved_data["n"] = n;
        ctx->saved_data["eps"] = eps;
        ctx->saved_data["dtype"] = static_cast<std::int64_t>(input.scalar_type());
        return y.to(input.scalar_type());
    }

    static torch::autograd::tensor_list backward(torch::autograd::AutogradContext* ctx, torch::autograd::tensor_list grads)
    {
        const auto saved = ctx->get_saved_variables();
        const at::Tensor &x = saved[0], &w = saved[1], &mean = saved[2], &var = saved[3];
        const double n = ctx->saved_data["n"].toDouble(), eps = ctx->saved_data["eps"].toDouble();
        const auto dtype = static_cast<at::ScalarType>(ctx->saved_data["dtype"].toInt());
        const std::int64_t channels = x.size(1);
        std::vector<std::int64_t> shape(static_cast<std::size_t>(x.dim()), 1);
        shape[1] = channels;
        const at::Tensor dy = grads.at(0).to(x.scalar_type());
        // LibTorch's eval-mode backward with the whole batch's statistics, one fused kernel: the part's
        // dy * w * invstd, and its sums of dy·x̂ (its weight's gradient) and of dy (its bias's).
        auto [dx, dw, db] = at::native_batch_norm_backward(dy, x, w, mean, var, std::nullopt, std::nullopt, /*train=*/false, eps,
                                                           {true, true, true});
        // Added over the parts, those sums give the whole batch's terms of the input's gradient:
        // dx = w·invstd·(dy − Σdy/n − x̂·Σdy·x̂/n) = dx₀ + x·k1 + k0 per channel.
        const at::Tensor total = BatchPart::current()->sumOverParts(at::cat({db, dw}));
        const at::Tensor invstd = (var + eps).rsqrt();
        const at::Tensor k1 = -(w * invstd * invstd * total.slice(0, channels, 2 * channels)) / n;
        const at::Tensor k0 = -(w * invstd * total.slice(0, 0, channels)) / n - mean * k1;
        dx.addcmul_(x, k1.view(shape)).add_(k0.view(shape));
        return {dx.to(dtype), dw, db, at::Tensor(), at::Tensor(), at::Tensor(), at::Tensor()};
    }

};

} // namespace

at::Tensor partsBatchNorm(const at::Tensor& input, const std::optional<at::Tensor>& weight, const std::optional<at::Tensor>& bias,
                          const std::optional<at::Tensor>& runningMean, const std::optional<at::Tensor>& runningVar, bool training,
                          double momentum, double eps, bool cudnnEnabled)
{
    BatchPart* part = BatchPart::current();
    if (!training || !part || part->parts() < 2 || input.dim() < 2)
        return at::batch_norm(input, weight, bias, runningMean, runningVar, training, momentum, eps, cudnnEnabled);
    const std::int64_t channels = input.size(1);
    const auto options = input.options().dtype(at::kFloat);
    return PartsBatchNorm::apply(input, weight && weight->defined() ? *weight : at::ones({channels}, options),
                                 bias && bias->defined() ? *bias : at::zeros({channels}, options),
                                 runningMean ? *runningMean : at::Tensor(), runningVar ? *runningVar : at::Tensor(), momentum, eps);
}

namespace {

void usePartsBatchNorm(torch::jit::Block* block)
{
    static const c10::Symbol batchNorm = c10::Symbol::fromQualString("aten::batch_norm");
    static const c10::Symbol parts = c10::Symbol::fromQualString("lathe::parts_batch_norm");
    for (auto it = block->nodes().begin(); it != block->nodes().end();) {
        torch::jit::Node* node = *it;
        ++it;
        for (torch::jit::Block* inner : node->blocks())
            usePartsBatchNorm(inner);
        if (node->kind() != batchNorm)
            continue;
        torch::jit::Node* replacement = block->owningGraph()->create(parts, node->inputs(), 1);
        replacement->output()->setType(node->output()->type());
        replacement->insertBefore(node);
        node->output()->replaceAllUsesWith(replacement->output());
        node->destroy();
    }
}

} // namespace

torch::jit::Module partsRunner(const torch::jit::Module& model)
{
    torch::jit::Module copy = model.clone(/*inplace=*/true); // the same tensors, methods of its own
    for (const torch::jit::Module& m : copy.modules())
        for (const torch::jit::Method& method : m.get_methods())
            usePartsBatchNorm(method.graph()->block());
    return copy;
}

} // namespace lathe::core::layers
