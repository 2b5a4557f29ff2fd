#include "devicestep.h"

#include <ATen/ATen.h>
#include <torch/optim/adamw.h>
#include <torch/optim/sgd.h>

#include <stdexcept>

namespace lathe::core {

namespace {

// What the fused kernels need from the optimizer's one parameter group, or why it has none.
struct FusedSettings {
    bool adamw = true;
    double beta1 = 0.9, beta2 = 0.999, eps = 1e-8, weightDecay = 0.0;
    double momentum = 0.0, dampening = 0.0;
    bool nesterov = false;
    const char* unsupported = nullptr; // set: the kernels do not take this optimizer (the reason)
};

FusedSettings fusedSettings(const torch::optim::Optimizer& optimizer)
{
    FusedSettings f;
    if (optimizer.param_groups().size() != 1) {
        f.unsupported = "the fused optimizer step supports one parameter group";
        return f;
    }
    const auto& options = optimizer.param_groups()[0].options();
    if (const auto* adamw = dynamic_cast<const torch::optim::AdamWOptions*>(&options)) {
        if (adamw->amsgrad())
            f.unsupported = "the fused optimizer step does not support amsgrad";
        f.beta1 = std::get<0>(adamw->betas());
        f.beta2 = std::get<1>(adamw->betas());
        f.eps = adamw->eps();
        f.weightDecay = adamw->weight_decay();
    } else if (const auto* sgd = dynamic_cast<const torch::optim::SGDOptions*>(&options)) {
        f.adamw = false;
        f.momentum = sgd->momentum();
        f.dampening = sgd->dampening();
        f.nesterov = sgd->nesterov();
        f.weightDecay = sgd->weight_decay();
    } else {
        f.unsupported = "the fused optimizer step supports AdamW and SGD";
    }
    return f;
}

// Whether `t` lies in memory as `p` does, element for element: both dense without overlap, with the
// same strides wherever a dimension has more than one element. The fused kernels walk a parameter,
// its gradient and its state as flat arrays, so anything else steps the wrong elements, silently (a
// transposed gradient, a contiguous one of a channels-last weight).
bool laidOutAs(const at::Tensor& t, const at::Tensor& p)
{
    if (t.sizes() != p.sizes() || !t.is_non_overlapping_and_dense())
        return false;
    for (std::int64_t d = 0; d < p.dim(); ++d)
        if (p.size(d) > 1 && t.stride(d) != p.stride(d))
            return false;
    return true;
}

// `t` as `p` lies (a copy where it does not); `p` must be dense without overlap.
at::Tensor inLayoutOf(const at::Tensor& p, const at::Tensor& t)
{
    return laidOutAs(t, p) ? t : at::empty_like(p, at::MemoryFormat::Preserve).copy_(t);
}

// The parameter's AdamW state, created as torch::optim::AdamW::step creates it (step 0, zero moments),
// its moments laid out as the parameter (state loaded from a checkpoint in another layout is copied).
torch::optim::AdamWParamState& adamwState(torch::optim::Optimizer& optimizer, const at::Tensor& p)
{
    auto& state = optimizer.state();
    auto it = state.find(p.unsafeGetTensorImpl());
    if (it == state.end()) {
        auto s = std::make_unique<torch::optim::AdamWParamState>();
        s->step(0);
        s->exp_avg(at::zeros_like(p, at::MemoryFormat::Preserve));
        s->exp_avg_sq(at::zeros_like(p, at::MemoryFormat::Preserve));
        it = state.emplace(p.unsafeGetTensorImpl(), std::move(s)).first;
    }
    auto& s = static_cast<torch::optim::AdamWParamState&>(*it->second);
    if (!laidOutAs(s.exp_avg(), p))
        s.exp_avg(inLayoutOf(p, s.exp_avg()));
    if (!laidOutAs(s.exp_avg_sq(), p))
        s.exp_avg_sq(inLayoutOf(p, s.exp_avg_sq()));
    return s;
}

// The parameter's SGD momentum buffer, laid out as the parameter; `created` says it was made here
// (zeros: the fused kernel's first step then copies the gradient in, as torch::optim::SGD's first
// step does).
at::Tensor momentumBuffer(torch::optim::Optimizer& optimizer, const at::Tensor& p, bool& created)
{
    auto& state = optimizer.state();
    auto it = state.find(p.unsafeGetTensorImpl());
    created = it == state.end();
    if (created) {
        auto s = std::make_unique<torch::optim::SGDParamState>();
        s->momentum_buffer(at::zeros_like(p, at::MemoryFormat::Preserve));
        it = state.emplace(p.unsafeGetTensorImpl(), std::move(s)).first;
    }
    auto& s = static_cast<torch::optim::SGDParamState&>(*it->second);
    if (!laidOutAs(s.momentum_buffer(), p))
        s.momentum_buffer(inLayoutOf(p, s.momentum_buffer()));
    return s.momentum_buffer();
}

} // namespace

DeviceOptimizer::DeviceOptimizer(torch::optim::Optimizer& optimizer, std::vector<at::Tensor> parameters, const c10::Device& device)
    : m_optimizer(optimizer)
    , m_parameters(std::move(parameters))
    , m_lr(at::zeros({}, at::TensorOptions().dtype(at::kFloat).device(device)))
{
    const FusedSettings f = fusedSettings(optimizer);
    if (f.unsupported)
        throw std::invalid_argument(f.unsupported);
    m_adamw = f.adamw;
    m_beta1 = f.beta1, m_beta2 = f.beta2, m_eps = f.eps, m_weightDecay = f.weightDecay;
    m_momentum = f.momentum, m_dampening = f.dampening, m_nesterov = f.nesterov;
    for (std::size_t i = 0; m_adamw && i < m_parameters.size(); ++i)
        m_steps.push_back(at::zeros({}, at::TensorOptions().dtype(at::kFloat).device(device)));
    setLearningRate(optimizer.param_groups()[0].options().get_lr());
    loadSteps();
}

void DeviceOptimizer::setLearningRate(double lr)
{
    m_lr.fill_(lr);
}

void DeviceOptimizer::loadSteps()
{
    for (std::size_t i = 0; i < m_parameters.size(); ++i) {
        const at::Tensor& p = m_parameters[i];
        if (m_adamw) {
            // In place: a captured graph holds these very tensors.
            m_steps[i].fill_(static_cast<double>(adamwState(m_optimizer, p).step()));
        } else if (m_momentum != 0.0) {
            bool created = false;
            (void)momentumBuffer(m_optimizer, p, created);
            m_firstStep = m_firstStep || created;
        }
    }
}

void DeviceOptimizer::storeSteps()
{
    if (!m_adamw || m_steps.empty())
        return;
    const at::Tensor counts = at::stack(m_steps).to(at::kCPU, at::kDouble);
    const auto* c = counts.data_ptr<double>();
    auto& state = m_optimizer.state();
    for (std::size_t i = 0; i < m_parameters.size(); ++i) {
        auto it = state.find(m_parameters[i].unsafeGetTensorImpl());
        if (it != state.end())
            static_cast<torch::optim::AdamWParamState&>(*it->second).step(static_cast<std::int64_t>(c[i]));
    }
}

void DeviceOptimizer::step(const at::Tensor& foundInf)
{
    std::vector<at::Tensor> params, grads, first, second, steps;
    auto& state = m_optimizer.state();
    for (std::size_t i = 0; i < m_parameters.size(); ++i) {
        const at::Tensor& p = m_parameters[i];
        if (!p.grad().defined())
            continue;
        params.push_back(p);
        grads.push_back(inLayoutOf(p, p.grad())); // as the CPU step does (laidOutAs): a copy only where the layouts differ
        // Plain SGD (no momentum) keeps no state: torch::optim::SGD creates none either.
        if (m_adamw) {
            auto& a = static_cast<torch::optim::AdamWParamState&>(*state.at(p.unsafeGetTensorImpl()));
            first.push_back(a.exp_avg());
            second.push_back(a.exp_avg_sq());
            steps.push_back(m_steps[i]);
        } else if (m_momentum != 0.0) {
            first.push_back(static_cast<torch::optim::SGDParamState&>(*state.at(p.unsafeGetTensorImpl())).momentum_buffer());
        }
    }
    if (params.empty())
        return;
    // 0-dim, like GradScaler's found_inf: the step counts are 0-dim and are corrected in place.
    const std::optional<at::Tensor> inf = foundInf.defined() ? std::optional<at::Tensor>(foundInf.reshape({})) : std::nullopt;
    if (m_adamw) {
        // The kernels read the incremented count; a skipped step takes the increment back (what
        // PyTorch's own fused AdamW does).
        at::_foreach_add_(steps, 1.0);
        at::_fused_adamw_(params, grads, first, second, {}, steps, m_lr, m_beta1, m_beta2, m_weightDecay, m_eps,
                          /*amsgrad=*/false, /*maximize=*/false, std::nullopt, inf);
        if (inf)
            at::_foreach_sub_(steps, std::vector<at::Tensor>(steps.size(), *inf));
    } else {
        at::_fused_sgd_(params, grads, first, m_weightDecay, m_momentum, m_lr, m_dampening, m_nesterov,
                        /*maximize=*/false, m_firstStep, std::nullopt, inf);
        m_firstStep = false;
    }
}

bool fusedStepSupported(const torch::optim::Optimizer& optimizer)
{
    return fusedSettings(optimizer).unsupported == nullptr;
}

void optimizerStep(torch::optim::Optimizer& optimizer, const std::vector<at::Tensor>& parameters)
{
    std::vector<at::Tensor> params, grads;
    bool dense = true;
    for (const auto& p : parameters) {
        if (p.grad().defined()) {
            params.push_back(p);
            grads.push_back(p.grad());
            dense = dense && p.is_non_overlapping_and_dense();
        }
    }
    const FusedSettings f = fusedSettings(optimizer);
    if (params.empty() || !params.front().is_cpu() || f.unsupported || !dense) {
        optimizer.step();
        return;
    }
    for (std::size_t i = 0; i < params.size(); ++i)
        grads[i] = inLayoutOf(params[i], grads[i]); // the kernels walk all four as flat arrays
    const double lr = optimizer.param_groups()[0].options().get_lr();
    if (f.adamw) {
        // The count the kernel reads is the incremented one, as in torch::optim::AdamW::step; on the
        // host, so nothing is read back.
        std::vector<at::Tensor> first, second, steps;
        for (const auto& p : params) {
            auto& s = adamwState(optimizer, p);
            s.step(s.step() + 1);
            first.push_back(s.exp_avg());
            second.push_back(s.exp_avg_sq());
            steps.push_back(at::scalar_tensor(static_cast<double>(s.step()), at::TensorOptions().dtype(at::kFloat)));
        }
        at::_fused_adamw_(params, grads, first, second, {}, steps, lr, f.beta1, f.beta2, f.weightDecay, f.eps, /*amsgrad=*/false,
                          /*maximize=*/false);
        return;
    }
    if (f.momentum == 0.0) { // plain SGD keeps no state, as torch::optim::SGD
        at::_fused_sgd_(params, grads, {}, f.weightDecay, 0.0, lr, f.dampening, f.nesterov, /*maximize=*/false, /*is_first_step=*/false);
        return;
    }
    // A buffer made now takes the gradient as it is (the first step): those parameters in a call of their own.
    std::vector<at::Tensor> groupParams[2], groupGrads[2], buffers[2];
    for (std::size_t i = 0; i < params.size(); ++i) {
        bool created = false;
        at::Tensor buffer = momentumBuffer(optimizer, params[i], created);
        groupParams[created].push_back(params[i]);
        groupGrads[created].push_back(grads[i]);
        buffers[created].push_back(std::move(buffer));
    }
    for (int firstStep = 0; firstStep < 2; ++firstStep) {
        if (!groupParams[firstStep].empty())
            at::_fused_sgd_(groupParams[firstStep], groupGrads[firstStep], buffers[firstStep], f.weightDecay, f.momentum, lr, f.dampening,
                            f.nesterov, /*maximize=*/false, /*is_first_step=*/firstStep == 1);
    }
}

void clipGradNormOnDevice(const std::vector<at::Tensor>& grads, double maxNorm)
{
    if (grads.empty())
        return;
    const std::vector<at::Tensor> norms = at::_foreach_norm(grads, 2);
    const at::Tensor total = at::stack(norms).to(at::kFloat).norm(2);
    // clip_grad_norm_: coefficient max_norm / (total + 1e-6), applied only when below 1.
    const at::Tensor coefficient = total.add(1e-6).reciprocal().mul(maxNorm).clamp_max(1.0);
    at::_foreach_mul_(grads, coefficient);
}

} // namespace lathe::core
