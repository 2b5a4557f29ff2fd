#include "trialtraining.h"

#include "devicestep.h"
#include "lossscaler.h"
#include "util/cudarng.h"

#include <ATen/ATen.h>
#include <ATen/CPUGeneratorImpl.h>
#include <torch/nn/utils/clip_grad.h>

namespace lathe::core {

ModelSnapshot::ModelSnapshot(torch::jit::Module& model)
{
    for (const auto& p : model.parameters())
        m_live.push_back(p);
    for (const auto& b : model.buffers())
        m_live.push_back(b);
    for (const auto& t : m_live)
        m_saved.push_back(t.is_cpu() ? t.detach().clone() : t.detach().to(at::kCPU));
    m_cpuRng = at::detail::getDefaultCPUGenerator().get_state();
    m_cudaRng = cudaRngStates();
}

void ModelSnapshot::restore() const
{
    {
        const at::NoGradGuard noGrad;
        for (std::size_t i = 0; i < m_live.size(); ++i)
            m_live[i].copy_(m_saved[i]);
    }
    at::Generator cpu = at::detail::getDefaultCPUGenerator();
    cpu.set_state(m_cpuRng);
    setCudaRngStates(m_cudaRng);
}

double trialStep(const ModelLoss& model, const std::vector<at::Tensor>& parameters, torch::optim::Optimizer& optimizer, LossScaler* scaler,
                 const Batch& batch, double gradClip)
{
    const at::Tensor loss = model.loss(model.forward(model.inputs(batch.inputs)), batch.targets);
    (scaler ? scaler->scale(loss) : loss).backward();
    if (!scaler || scaler->unscale(parameters)) {
        if (gradClip > 0.0)
            torch::nn::utils::clip_grad_norm_(parameters, gradClip);
        optimizerStep(optimizer, parameters); // as the run steps (devicestep.h)
    }
    if (scaler)
        scaler->update();
    optimizer.zero_grad(true);
    return loss.item<double>();
}

} // namespace lathe::core
