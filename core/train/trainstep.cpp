#include "trainstep.h"

#include "batchparts.h"
#include "metrics/meters.h"
#include "models/batchpart.h"
#include "stepprofiler.h"
#include "util/cudagraph.h"
#include "util/cudainfo.h"
#include "util/outofmemory.h"

#include <ATen/ATen.h>
#include <torch/csrc/autograd/autograd.h>
#include <torch/csrc/jit/runtime/graph_executor.h>
#include <torch/nn/utils/clip_grad.h>

#include <stdexcept>

namespace lathe::core {

namespace {
constexpr int kGraphWarmUps = 3;
}

TrainStep::TrainStep(ModelLoss& model, std::vector<at::Tensor> parameters, std::unique_ptr<torch::optim::Optimizer> optimizer,
                     std::unique_ptr<LossScaler> scaler, StepOptions options, GradientSync* sync, LogFn log)
    : m_model(model)
    , m_parameters(std::move(parameters))
    , m_optimizer(std::move(optimizer))
    , m_scaler(std::move(scaler))
    , m_options(options)
    , m_sync(sync)
    , m_log(std::move(log))
{
    useCudaGraph(m_options.cudaGraph);
}

void TrainStep::useGraphExecutor(bool on, bool final)
{
    m_graphExecutor = on;
    if (!on) {
        if (final)
            m_graphModule.reset();
    } else if (!m_graphModule) {
        m_graphModule = m_model.model().clone(/*inplace=*/true); // the same tensors, methods of its own
        m_graphModule->train(true);                              // it only ever trains
    }
}

void TrainStep::useCudaGraph(bool on)
{
    on = on && m_options.cudaGraph && !m_graphImpossible;
    if (on == m_useGraph)
        return;
    m_useGraph = on;
    m_graph.reset();
    m_graphWarmUps = 0;
    if (on)
        m_graph = std::make_unique<CudaGraphStep>(m_model.device());
}

TrainStep::~TrainStep() = default;

bool TrainStep::cudaGraphCaptured() const
{
    return m_graph && m_graph->captured();
}

StepOutput TrainStep::train(const at::Tensor& inputs, const at::Tensor& targets, bool fullBatch, bool update, double lr)
{
    // This thread's executor flag, and the module that runs, for this step (useGraphExecutor).
    const bool graph = m_graphExecutor && fullBatch;
    const torch::jit::GraphOptimizerEnabledGuard executor(graph);
    struct Runner {
        ModelLoss& model;
        ~Runner() { model.setRunner(nullptr); }
    } runner{m_model};
    m_model.setRunner(graph ? &*m_graphModule : nullptr);
    // Only full batches: a graph is recorded for one shape, and the last, smaller batch of an epoch
    // takes the ordinary step.
    if ((m_graph || m_options.deviceStep) && m_options.accumulation == 1 && fullBatch)
        return deviceStep(inputs, targets, lr);
    return ordinaryStep(inputs, targets, update, lr);
}

std::vector<at::Tensor> TrainStep::gradients() const
{
    std::vector<at::Tensor> grads;
    for (const auto& p : m_parameters) {
        if (p.grad().defined())
            grads.push_back(p.grad());
    }
    return grads;
}

void TrainStep::synchronise()
{
    if (m_sync)
        m_sync->synchronise(gradients(), m_samplesSinceUpdate);
}

void TrainStep::phase(StepPhase p)
{
    if (m_timer)
        m_timer->enter(p);
}

at::Tensor TrainStep::forBackward(const at::Tensor& loss) const
{
    const at::Tensor mean = m_options.accumulation > 1 ? loss / m_options.accumulation : loss;
    return m_scaler ? m_scaler->scale(mean) : mean;
}

StepOutput TrainStep::backwardWhole(const at::Tensor& inputs, const at::Tensor& targets)
{
    phase(StepPhase::Forward);
    const at::Tensor out = m_model.forward(inputs);
    StepOutput o;
    o.loss = m_model.loss(out, targets);
    phase(StepPhase::Backward);
    forBackward(o.loss).backward();
    phase(StepPhase::Other);
    if (m_model.classification())
        o.correct = correctPredictions(out, targets);
    return o;
}

StepOutput TrainStep::backwardInParts(const at::Tensor& inputs, const at::Tensor& targets)
{
    // Seen from this thread, which trains part 0 and then waits for the others: its forward, then
    // its backward and the wait.
    phase(StepPhase::Forward);
    const std::int64_t n = inputs.size(0);
    const std::vector<std::int64_t> bounds = m_parts->bounds(n);
    const std::size_t parts = bounds.size() - 1;
    // Each part's loss is its mean; weighted by its share of the batch's (its samples', or its class
    // weights' share), the parts' losses and gradients add up to the whole batch's.
    const std::vector<at::Tensor> shares = m_model.lossShares(targets, bounds);
    struct Part {
        std::vector<at::Tensor> gradients;
        at::Tensor loss, correct;
    };
    std::vector<Part> results(parts);
    // Each part drops what the whole batch would drop, and runs a copy of the model whose batch norm
    // meets over the parts (models/batchpart.h): the parts train as the whole batch does, to rounding.
    if (!m_partsModule) {
        m_partsModule = layers::partsRunner(m_model.model());
        m_partsModule->train(true); // it only ever trains
    }
    m_model.setRunner(&*m_partsModule); // TrainStep::train's Runner puts the model back
    m_parts->run(n, [&](int i, std::int64_t begin, std::int64_t end) {
        const auto k = static_cast<std::size_t>(i);
        const at::Tensor y = targets.slice(0, begin, end);
        const at::Tensor out = m_model.forward(inputs.slice(0, begin, end));
        const at::Tensor loss = m_model.loss(out, y) * shares[k];
        if (i == 0)
            phase(StepPhase::Backward);
        results[k].gradients = torch::autograd::grad({forBackward(loss)}, m_parameters, {}, /*retain_graph=*/false,
                                                     /*create_graph=*/false, /*allow_unused=*/true);
        results[k].loss = loss.detach();
        if (m_model.classification())
            results[k].correct = correctPredictions(out, y);
    });
    phase(StepPhase::Other);
    // Added in part order, so the sum does not depend on which thread finished first.
    for (std::size_t p = 0; p < m_parameters.size(); ++p) {
        at::Tensor sum;
        bool own = false; // a tensor of its own: autograd's gradients may be views (of a transpose)
        for (Part& part : results) {
            const at::Tensor& g = part.gradients[p];
            if (!g.defined())
                continue;
            if (!sum.defined()) {
                sum = g;
            } else {
                sum = own ? sum.add_(g) : sum.add(g);
                own = true;
            }
        }
        if (!sum.defined())
            continue;
        if (!own && sum.is_view()) // a gradient must not be a view (zero_grad detaches it in place)
            sum = sum.clone();
        at::Tensor& grad = m_parameters[p].mutable_grad();
        if (grad.defined())
            grad.add_(sum);
        else
            grad = sum;
    }
    StepOutput o{results[0].loss, results[0].correct, false};
    for (std::size_t k = 1; k < parts; ++k) {
        o.loss = o.loss + results[k].loss;
        if (o.correct.defined())
            o.correct = o.correct + results[k].correct;
    }
    return o;
}

StepOutput TrainStep::ordinaryStep(const at::Tensor& inputs, const at::Tensor& targets, bool update, double lr)
{
    StepOutput o = m_parts && m_parts->partsOf(inputs.size(0)) > 1 ? backwardInParts(inputs, targets) : backwardWhole(inputs, targets);
    m_samplesSinceUpdate += inputs.size(0);
    if (update) {
        storeToOptimizer();
        m_deviceCountsCurrent = false;
        if (m_sync)
            phase(StepPhase::Sync);
        synchronise();
        phase(StepPhase::Optimizer);
        for (auto& group : m_optimizer->param_groups())
            group.options().set_lr(lr);
        const bool finite = !m_scaler || m_scaler->unscale(m_parameters);
        if (finite && m_options.gradClip > 0.0)
            torch::nn::utils::clip_grad_norm_(m_parameters, m_options.gradClip);
        if (finite)
            optimizerStep(*m_optimizer, m_parameters);
        if (m_scaler)
            m_scaler->update();
        m_optimizer->zero_grad(true);
        m_samplesSinceUpdate = 0;
        o.updated = true;
        phase(StepPhase::Other);
    }
    return o;
}

void TrainStep::deviceStepBody()
{
    // Nothing here may wait for the device: it is recorded into a CUDA graph and replayed.
    m_optimizer->zero_grad(true);
    const at::Tensor out = m_model.forward(m_stepInputs);
    const at::Tensor loss = m_model.loss(out, m_stepTargets);
    (m_scaler ? m_scaler->scale(loss) : loss).backward();
    synchronise();
    at::Tensor foundInf;
    if (m_scaler)
        foundInf = m_scaler->unscaleOnDevice(m_parameters);
    if (m_options.gradClip > 0.0)
        clipGradNormOnDevice(gradients(), m_options.gradClip);
    m_deviceOptimizer->step(foundInf);
    if (m_scaler) {
        m_scaler->countSkippedOnDevice();
        m_scaler->update();
    }
    m_stepLoss.copy_(loss.detach());
    if (m_model.classification())
        m_stepCorrect.copy_(correctPredictions(out, m_stepTargets));
}

StepOutput TrainStep::deviceStep(const at::Tensor& inputs, const at::Tensor& targets, double lr)
{
    if (!m_deviceOptimizer) {
        m_deviceOptimizer = std::make_unique<DeviceOptimizer>(*m_optimizer, m_parameters, m_model.device());
        m_deviceCountsCurrent = true;
    }
    if (!m_deviceCountsCurrent) {
        m_deviceOptimizer->loadSteps();
        m_deviceCountsCurrent = true;
    }
    if (!m_stepInputs.defined() || m_stepInputs.sizes() != inputs.sizes() || m_stepInputs.scalar_type() != inputs.scalar_type()) {
        m_stepInputs = at::empty_like(inputs, at::MemoryFormat::Contiguous);
        m_stepTargets = at::empty_like(targets, at::MemoryFormat::Contiguous);
        m_stepLoss = at::zeros({}, inputs.options().dtype(at::kFloat));
        m_stepCorrect = at::zeros({}, inputs.options().dtype(at::kLong));
    }
    m_stepInputs.copy_(inputs);
    m_stepTargets.copy_(targets);
    m_samplesSinceUpdate = inputs.size(0); // a device step is one whole optimizer step
    m_deviceOptimizer->setLearningRate(lr);
    if (m_timer) // nothing inside may wait for the device (it may be recorded): one phase
        m_timer->enter(StepPhase::FusedStep);
    runDeviceStep();
    // The next ordinary step (the epoch's last, smaller batch) must not add to this step's gradients.
    // Dropping the references costs nothing on the device; a replayed graph still writes its own.
    m_optimizer->zero_grad(true);
    m_optimizerCountsCurrent = false;
    return {m_stepLoss, m_model.classification() ? m_stepCorrect : at::Tensor(), true};
}

void TrainStep::runDeviceStep()
{
    const auto body = [this] { deviceStepBody(); };
    if (!m_graph) {
        body();
    } else if (m_graphWarmUps < kGraphWarmUps) {
        // The last warm-up rejects waits for the device: a step that waits cannot be recorded, and
        // finding out now, eagerly, leaves the process clean (a failed capture would not).
        const bool last = m_graphWarmUps == kGraphWarmUps - 1;
        try {
            m_graph->warmUp(body, last);
        } catch (const std::exception& e) {
            if (!last || isOutOfMemoryError(e))
                throw;
            const std::string why = e.what();
            m_log(true, msg("compile.cuda_graph: the training step waits for the GPU (%1), so it cannot be captured; training goes on "
                            "without a CUDA graph",
                            why.substr(0, why.find('\n'))));
            m_graph.reset();
            m_useGraph = false;
            m_graphImpossible = true;
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
        m_log(false, msg("compile.cuda_graph: training step captured after %1 warm-up steps (batch %2); replayed from here on", m_graphWarmUps,
                         m_stepInputs.size(0)));
    } else {
        m_graph->replay();
    }
}

void TrainStep::storeToOptimizer()
{
    if (m_deviceOptimizer && !m_optimizerCountsCurrent) {
        m_deviceOptimizer->storeSteps();
        m_optimizerCountsCurrent = true;
    }
}

void TrainStep::reset()
{
    m_optimizer->zero_grad(true);
    m_samplesSinceUpdate = 0;
    // The graph's private pool (and the buffers it reads) go first, so that the cache can give them back.
    m_graph.reset();
    m_graphWarmUps = 0;
    m_stepInputs = m_stepTargets = m_stepLoss = m_stepCorrect = at::Tensor();
    emptyCudaCache();
    if (m_useGraph) // recorded again for the new batch
        m_graph = std::make_unique<CudaGraphStep>(m_model.device());
}

} // namespace lathe::core
