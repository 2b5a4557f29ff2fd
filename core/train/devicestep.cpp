#include "devicestep.h"

#include <ATen/ATen.h>
#include <torch/optim/adamw.h>
#include <torch/optim/sgd.h>

#include <stdexcept>

namespace lathe::core {

DeviceOptimizer::DeviceOptimizer(torch::optim::Optimizer& optimizer, std::vector<at::Tensor> parameters, const c10::Device& device)
    : m_optimizer(optimizer)
    , m_parameters(std::move(parameters))
    , m_lr(at::zeros({}, at::TensorOptions().dtype(at::kFloat).device(device)))
{
    if (optimizer.param_groups().size() != 1)
        throw std::invalid_argument("the fused optimizer step supports one parameter group");
    auto& options = optimizer.param_groups()[0].options();
    if (auto* adamw = dynamic_cast<torch::optim::AdamWOptions*>(&options)) {
        if (adamw->amsgrad())
            throw std::invalid_argument("the fused optimizer step does not support amsgrad");
        m_beta1 = std::get<0>(adamw->betas());
        m_beta2 = std::get<1>(adamw->betas());
        m_eps = adamw->eps();
        m_weightDecay = adamw->weight_decay();
    } else if (auto* sgd = dynamic_cast<torch::optim::SGDOptions*>(&options)) {
        m_adamw = false;
        m_momentum = sgd->momentum();
        m_dampening = sgd->dampening();
        m_nesterov = sgd->nesterov();
        m_weightDecay = sgd->weight_decay();
    } else {
        throw std::invalid_argument("the fused optimizer step supports AdamW and SGD");
    }
    for (std::size_t i = 0; m_adamw && i < m_parameters.size(); ++i)
        m_steps.push_back(at::zeros({}, at::TensorOptions().dtype(at::kFloat).device(device)));
    setLearningRate(options.get_lr());
    loadSteps();
}

void DeviceOptimizer::setLearningRate(double lr)
{
    m_lr.fill_(lr);
}

void DeviceOptimizer::loadSteps()
{
    auto& state = m_optimizer.state();
    for (std::size_t i = 0; i < m_parameters.size(); ++i) {
        const at::Tensor& p = m_parameters[i];
        auto it = state.find(p.unsafeGetTensorImpl());
        if (m_adamw) {
            if (it == state.end()) { // as torch::optim::AdamW::step creates it
                auto s = std::make_unique<torch::optim::AdamWParamState>();
                s->step(0);
                s->exp_avg(at::zeros_like(p, at::MemoryFormat::Preserve));
                s->exp_avg_sq(at::zeros_like(p, at::MemoryFormat::Preserve));
                it = state.emplace(p.unsafeGetTensorImpl(), std::move(s)).first;
            }
            // In place: a captured graph holds these very tensors.
            m_steps[i].fill_(static_cast<double>(static_cast<torch::optim::AdamWParamState&>(*it->second).step()));
        } else if (m_momentum != 0.0 && it == state.end()) {
            auto s = std::make_unique<torch::optim::SGDParamState>();
            s->momentum_buffer(at::zeros_like(p, at::MemoryFormat::Preserve));
            state.emplace(p.unsafeGetTensorImpl(), std::move(s));
            m_firstStep = true; // the fused kernel then copies the gradient in, as SGD's first step does
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
        grads.push_back(p.grad());
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
