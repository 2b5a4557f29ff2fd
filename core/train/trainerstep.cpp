// The sync-free training step of full batches (devicestep.h) and, on a GPU, its CUDA graph
// (compile.cuda_graph): Trainer methods kept apart from the epoch loop in trainer.cpp.

#include "trainer.h"

#include "util/cudainfo.h"

#include <ATen/ATen.h>

namespace lathe::core {

void Trainer::syncOptimizerToHost()
{
    if (m_deviceOptimizer && !m_hostStepsCurrent) {
        m_deviceOptimizer->storeSteps();
        m_hostStepsCurrent = true;
    }
}

bool Trainer::useDeviceStep(std::int64_t rows) const
{
    // Only full batches: a graph is recorded for one shape, and the last, smaller batch of an epoch
    // takes the ordinary step.
    return (m_graph || m_options.deviceStepWithoutGraph) && m_config.training.gradAccumulation == 1 && rows == m_batchSize;
}

void Trainer::deviceStepBody()
{
    // Nothing here may wait for the device: it is recorded into a CUDA graph and replayed.
    m_optimizer->zero_grad(true);
    const at::Tensor out = forward(m_stepInputs);
    const at::Tensor loss = lossOf(out, m_stepTargets);
    (m_scaler ? m_scaler->scale(loss) : loss).backward();
    at::Tensor foundInf;
    if (m_scaler)
        foundInf = m_scaler->unscaleOnDevice(m_parameters);
    if (m_config.training.gradClip > 0.0) {
        std::vector<at::Tensor> grads;
        for (const auto& p : m_parameters) {
            if (p.grad().defined())
                grads.push_back(p.grad());
        }
        clipGradNormOnDevice(grads, m_config.training.gradClip);
    }
    m_deviceOptimizer->step(foundInf);
    if (m_scaler) {
        m_scaler->countSkippedOnDevice();
        m_scaler->update();
    }
    m_stepLoss.copy_(loss.detach());
    if (m_data.classification)
        m_stepCorrect.copy_(out.detach().argmax(1).eq(m_stepTargets).sum());
}

at::Tensor Trainer::deviceStep(const at::Tensor& inputs, const at::Tensor& targets)
{
    if (!m_deviceOptimizer) {
        m_deviceOptimizer = std::make_unique<DeviceOptimizer>(*m_optimizer, m_parameters, m_device.device);
        m_deviceStepsCurrent = true;
    }
    if (!m_deviceStepsCurrent) {
        m_deviceOptimizer->loadSteps();
        m_deviceStepsCurrent = true;
    }
    if (!m_stepInputs.defined() || m_stepInputs.sizes() != inputs.sizes() || m_stepInputs.scalar_type() != inputs.scalar_type()) {
        m_stepInputs = at::empty_like(inputs, at::MemoryFormat::Contiguous);
        m_stepTargets = at::empty_like(targets, at::MemoryFormat::Contiguous);
        m_stepLoss = at::zeros({}, inputs.options().dtype(at::kFloat));
        m_stepCorrect = at::zeros({}, inputs.options().dtype(at::kLong));
    }
    m_stepInputs.copy_(inputs);
    m_stepTargets.copy_(targets);
    m_deviceOptimizer->setLearningRate(m_schedule->at(m_progress.optimizerSteps));
    const auto body = [this] { deviceStepBody(); };
    if (!m_graph) {
        body();
    } else if (m_graphWarmUps < 3) {
        // The last warm-up rejects waits for the device: a step that waits cannot be recorded, and
        // finding out now, eagerly, leaves the process clean (a failed capture would not).
        const bool last = m_graphWarmUps == 2;
        try {
            m_graph->warmUp(body, last);
        } catch (const std::exception& e) {
            if (!last || isOutOfMemoryError(e))
                throw;
            const std::string why = e.what();
            log(LogLevel::Warning, "compile.cuda_graph: the training step waits for the GPU (" + why.substr(0, why.find('\n'))
                                       + "), so it cannot be captured; training goes on without a CUDA graph");
            m_graph.reset();
            m_optimizer->zero_grad(true);
            body(); // this step again, outside the side stream and the sync check
        }
        ++m_graphWarmUps;
    } else if (!m_graph->captured()) {
        try {
            m_graph->captureAndReplay(body);
        } catch (const std::exception& e) {
            throw std::runtime_error(std::string(e.what()) + ". LibTorch may be left in capture state, so the run stops here; "
                                     "set compile.cuda_graph to false to train this model without CUDA graphs");
        }
        log(LogLevel::Info, "compile.cuda_graph: training step captured after " + std::to_string(m_graphWarmUps)
                                + " warm-up steps (batch " + std::to_string(m_batchSize) + "); replayed from here on");
    } else {
        m_graph->replay();
    }
    // The next ordinary step (the epoch's last, smaller batch) must not add to this step's gradients.
    // Dropping the references costs nothing on the device; a replayed graph still writes its own.
    m_optimizer->zero_grad(true);
    m_hostStepsCurrent = false;
    ++m_progress.optimizerSteps;
    setLearningRate(m_schedule->at(m_progress.optimizerSteps));
    return m_stepLoss;
}

} // namespace lathe::core
