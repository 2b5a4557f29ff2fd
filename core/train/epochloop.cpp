#include "epochloop.h"

#include "data/tablestream.h"
#include "util/errors.h"

#include <ATen/ATen.h>
#include <ATen/CPUGeneratorImpl.h>
#include <c10/util/Exception.h>
#include <torch/cuda.h>

#include <chrono>
#include <cmath>
#include <stdexcept>

namespace lathe::core {

using Clock = std::chrono::steady_clock;

namespace {

double secondsSince(Clock::time_point t)
{
    return std::chrono::duration<double>(Clock::now() - t).count();
}

} // namespace

EpochLoop::EpochLoop(const Config& config, const TensorSplit& train, BatchLoader& loader, ModelLoss& model, TrainStep& step,
                     SessionControl& control, EventSink& sink, Settings settings, LogFn log)
    : m_config(config)
    , m_train(train)
    , m_loader(loader)
    , m_model(model)
    , m_step(step)
    , m_control(control)
    , m_sink(sink)
    , m_settings(settings)
    , m_log(std::move(log))
{
    if (config.loader.sampler == "balanced")
        m_sampleWeights = balancedSampleWeights(train);
}

at::Tensor balancedSampleWeights(const TensorSplit& train)
{
    if (!train.targets.defined() || train.targets.scalar_type() != at::kLong)
        return {};
    const at::Tensor y = train.targets.to(at::kCPU);
    return at::bincount(y).to(at::kDouble).reciprocal().index_select(0, y);
}

at::Tensor epochOrder(const Config& config, const at::Tensor& sampleWeights, std::int64_t n, int epoch, const TensorSplit* streamed)
{
    // A generator per epoch, seeded from the run seed: the order is the same whether or not the run
    // was interrupted and resumed, and on every rank (each then takes its shard of it).
    at::Generator gen = at::make_generator<at::CPUGeneratorImpl>(config.training.seed * 1000003ULL + static_cast<std::uint64_t>(epoch));
    if (sampleWeights.defined()) // loader.sampler "balanced": n draws with replacement, every class equally likely
        return at::multinomial(sampleWeights, n, true, gen);
    if (!config.loader.shuffle)
        return at::arange(n, at::kLong);
    if (streamed && streamed->table)
        return streamedOrder(*streamed, config.loader.shuffleBufferMb, gen);
    return at::randperm(n, gen, at::kLong);
}

void EpochLoop::storePartial(TrainingProgress& p) const
{
    p.partialLossSum = m_loss.sum();
    p.partialCorrect = static_cast<double>(m_accuracy.hits());
    p.partialSamples = m_loss.count();
}

EpochLoop::Pace EpochLoop::ownPace(const TrainingProgress& p) const
{
    return {static_cast<double>(p.partialSamples) - m_resumed.samples, p.partialSeconds - m_resumed.seconds,
            p.partialDataSeconds - m_resumed.dataSeconds};
}

void EpochLoop::logAugmentation(int epoch, const std::string& preset, const AugmentParams& augment)
{
    const auto& a = m_config.augmentation;
    const bool configured = a.preset != "none" || !a.schedule.empty() || augment.any();
    if (!m_train.images() || !configured || preset == m_augmentPreset)
        return;
    m_log(LogLevel::Info, msg("augmentation from epoch %1 (training split only): %2 — %3", epoch, preset, augment.describe()));
    m_augmentPreset = preset;
}

double EpochLoop::estimatedValidationSeconds(double stepSeconds, const BatchPlan& plan) const
{
    // A validation sample costs its forward pass, about a third of a training sample's forward,
    // backward and step (kValidationShare, measured in docs/benchmarks.md); each rank scores its share.
    const double perSample = stepSeconds / static_cast<double>(std::max<std::int64_t>(1, plan.batchSize));
    return perSample * kValidationShare * static_cast<double>(m_settings.validationSamples) / std::max(1, plan.ranks);
}

bool EpochLoop::handleControls(RunStateEvent at, const std::function<void()>& checkpointNow)
{
    if (m_control.checkpointRequested.exchange(false))
        checkpointNow();
    if (!m_control.paused)
        return m_control.waitWhilePaused();
    // Held here, at a step boundary, until resumed or stopped; front ends hear it when it holds.
    at.state = RunStateEvent::State::Paused;
    m_sink.onRunState(at);
    const bool go = m_control.waitWhilePaused();
    if (go) {
        at.state = RunStateEvent::State::Running;
        m_sink.onRunState(at);
    }
    return go;
}

bool EpochLoop::agreeOnControls(RunStateEvent at, const std::function<void()>& checkpointNow)
{
    // One small all-reduce per step: a request on any rank (Stop in rank 0's window, SIGTERM from
    // Slurm on every rank) takes effect on all of them at the same step. While paused, the ranks
    // vote again every 200 ms, so a long pause never runs into the collective timeout.
    bool announced = false;
    for (;;) {
        const bool checkpoint = m_control.checkpointRequested.exchange(false);
        const std::vector<double> votes = m_settings.communicator->sum(
            {m_control.stopRequested ? 1.0 : 0.0, checkpoint ? 1.0 : 0.0, m_control.paused ? 1.0 : 0.0});
        if (votes[0] > 0) {
            m_control.stopRequested = true;
            return false;
        }
        if (votes[1] > 0)
            checkpointNow();
        if (votes[2] == 0) {
            if (announced) {
                at.state = RunStateEvent::State::Running;
                m_sink.onRunState(at);
            }
            return true;
        }
        if (!announced) {
            at.state = RunStateEvent::State::Paused;
            m_sink.onRunState(at);
            announced = true;
        }
        std::unique_lock lock(m_control.mutex);
        m_control.wake.wait_for(lock, std::chrono::milliseconds(200), [this] { return !m_control.paused || m_control.stopRequested; });
    }
}

StepOutput EpochLoop::timedStep(const at::Tensor& x, const Batch& batch, bool fullBatch, bool update, double lr)
{
    ExecutorTrial& trial = *m_settings.trial;
    m_settings.applyCandidate(trial.current());
    const c10::Device device = m_model.device();
    if (device.is_cuda()) // the batch's preparation is not the step's
        torch::cuda::synchronize(device.index());
    const auto start = Clock::now();
    StepOutput out = m_step.train(x, batch.targets, fullBatch, update, lr);
    if (device.is_cuda())
        torch::cuda::synchronize(device.index());
    trial.record(secondsSince(start));
    if (trial.done()) {
        m_settings.applyCandidate(trial.chosen());
        if (m_settings.trialDone)
            m_settings.trialDone();
    }
    return out;
}

bool EpochLoop::run(int epoch, const BatchPlan& plan, TrainingProgress& p, const std::function<void()>& checkpointNow)
{
    m_model.model().train(true);
    const std::int64_t n = m_train.size();
    const TrainingConfig& t = m_config.training;
    const at::Tensor order = epochOrder(m_config, m_sampleWeights, n, epoch, &m_train);
    const bool images = m_train.images();
    const std::string preset = presetForEpoch(m_config.augmentation, epoch);
    const AugmentParams augment = resolveAugmentation(m_config.augmentation, preset);
    logAugmentation(epoch, preset, augment);
    if (p.epochInProgress != epoch) { // a fresh epoch, not one a checkpoint interrupted
        p.epochInProgress = epoch;
        p.stepInEpoch = 0;
        p.partialLossSum = p.partialCorrect = p.partialDataSeconds = p.partialSeconds = 0.0;
        p.partialSamples = 0;
    }
    const c10::Device device = m_model.device();
    m_loss.reset(device, p.partialLossSum, p.partialSamples);
    m_accuracy.reset(device, static_cast<std::int64_t>(p.partialCorrect), p.partialSamples);
    m_started = true;
    auto segmentStart = Clock::now();
    auto lastEvent = segmentStart;
    auto closeSegment = [&] {
        p.partialSeconds += secondsSince(segmentStart);
        segmentStart = Clock::now();
    };

    // partialSeconds holds the time of the steps before stepInEpoch when a checkpoint interrupted the
    // epoch: its steps count from there too.
    const std::int64_t epochFirstStep = p.partialSeconds > 0 ? 0 : p.stepInEpoch;
    // The batch events' rate is the epoch's so far, the figure the epoch's record ends with (the
    // dashboard's tile, the epoch table and metrics.jsonl agree): the job's samples from the
    // checkpoint (summed over its ranks already), and this rank's since, times the ranks.
    m_resumed = {static_cast<double>(p.partialSamples), p.partialSeconds, p.partialDataSeconds};
    std::int64_t epochSamples = 0;
    Communicator* ranks = m_settings.communicator;
    m_loader.start(epochShard(order, plan, ranks ? ranks->rank() : 0, plan.ranks), plan.batchSize, p.stepInEpoch);
    for (std::int64_t step = p.stepInEpoch; step < plan.stepsPerEpoch; ++step) {
        if (ranks || m_control.checkpointRequested || m_control.stopRequested || m_control.paused) {
            closeSegment(); // checkpoints written here carry the epoch's time so far
            const RunStateEvent at{RunStateEvent::State::Running, epoch, p.globalStep, p.stepInEpoch, plan.stepsPerEpoch};
            const bool go = ranks ? agreeOnControls(at, checkpointNow) : handleControls(at, checkpointNow);
            // A pause (or a checkpoint) is no training time: not the epoch's, not the batch rate's.
            lastEvent += Clock::now() - segmentStart;
            segmentStart = Clock::now();
            if (!go)
                return false;
        }
        // Every rank agrees on which steps the executor trial times: the same step numbers (ranks
        // have no thread governor). On the CPU it waits until the governor has settled the threads.
        const bool trial = m_settings.trial && !m_settings.trial->done() && step + 1 < plan.stepsPerEpoch
                           && !(m_settings.threads && m_settings.threads->settling());
        // (In the session's last epoch a profile takes what is left: there is no next one to wait for.)
        const bool lastEpoch = m_settings.lastEpoch <= 0 ? epoch >= t.epochs : epoch >= m_settings.lastEpoch;
        PhaseTimer* timer = m_settings.profiler ? m_settings.profiler->beginStep(!trial && step > 0, plan.stepsPerEpoch - step, step == 1 || lastEpoch)
                                                : nullptr;
        const auto fetchStart = Clock::now();
        std::optional<Batch> batch = m_loader.next();
        // Data wait: the time the step waited for its batch. Scaling, augmentation and normalisation
        // after it are device work of the step, like the forward pass.
        p.partialDataSeconds += secondsSince(fetchStart);
        if (timer)
            timer->enter(StepPhase::Copy, /*waitForDevice=*/false);
        if (!batch)
            throw std::logic_error("the loader ended before step " + std::to_string(step + 1) + " of " + std::to_string(plan.stepsPerEpoch));
        const std::int64_t augmentSeed =
            static_cast<std::int64_t>(t.seed % 100000) * 1000003 + static_cast<std::int64_t>(epoch) * 100003 + step;
        if (timer)
            timer->enter(StepPhase::Inputs);
        const at::Tensor x = m_model.inputs(batch->inputs, images ? &augment : nullptr, augmentSeed);
        const std::int64_t b = batch->size();
        if (m_settings.simulateOutOfMemoryAbove > 0 && b > m_settings.simulateOutOfMemoryAbove)
            TORCH_CHECK_WITH(OutOfMemoryError, false, "simulated out of memory for batch ", b);

        const bool full = b == plan.batchSize, update = plan.updatesAfter(step, t.gradAccumulation);
        const double lr = plan.lrAt(p.optimizerSteps);
        struct TimerScope { // the step's timer is this step's only, even when it throws
            TrainStep& step;
            ~TimerScope() { step.setPhaseTimer(nullptr); }
        } timerScope{m_step};
        m_step.setPhaseTimer(timer);
        const StepOutput out = trial ? timedStep(x, *batch, full, update, lr) : m_step.train(x, batch->targets, full, update, lr);
        if (timer)
            timer->enter(StepPhase::Other);
        if (m_settings.threads && full && !trial && !timer)
            m_settings.threads->stepDone(secondsSince(fetchStart));
        if (out.updated)
            ++p.optimizerSteps;
        if (out.correct.defined())
            m_accuracy.add(out.correct, b);
        m_loss.add(out.loss, b);
        p.stepInEpoch = step + 1;
        epochSamples += b;
        ++p.globalStep;

        const bool last = step + 1 == plan.stepsPerEpoch;
        // Also when the run is about to hold or stop: the front ends then show the step it holds at,
        // not one up to half a second older.
        if (last || m_control.paused || m_control.stopRequested || secondsSince(lastEvent) >= m_settings.batchEventSeconds) {
            const double lossValue = out.loss.item<double>();
            if (!std::isfinite(lossValue) && !m_step.scaler())
                throw NonFiniteLossError(msg("the training loss became %1 at epoch %2, step %3; lower training.lr or enable gradient clipping",
                                             std::to_string(lossValue), epoch, step + 1));
            // The epoch's training time so far (no pauses) over its steps so far: the ETA's pace.
            const double trained = p.partialSeconds + secondsSince(segmentStart);
            const double stepSeconds = trained / static_cast<double>(std::max<std::int64_t>(1, step + 1 - epochFirstStep));
            // The job's samples (the ranks' batches differ by at most one sample) over the same time.
            const double samplesPerSecond = trained > 0 ? (m_resumed.samples + static_cast<double>(epochSamples * plan.ranks)) / trained : 0.0;
            const std::int64_t stepsLeft = (t.epochs - epoch) * plan.stepsPerEpoch + (plan.stepsPerEpoch - step - 1);
            const double validationSeconds = m_validationSeconds >= 0 ? m_validationSeconds : estimatedValidationSeconds(stepSeconds, plan);
            const double eta = static_cast<double>(stepsLeft) * stepSeconds + (t.epochs - epoch + 1) * validationSeconds;
            m_sink.onBatch({epoch, step + 1, p.globalStep, plan.stepsPerEpoch, lossValue, plan.lrAt(p.optimizerSteps),
                            samplesPerSecond, stepSeconds, eta});
            lastEvent = Clock::now();
        }
        if (timer)
            m_settings.profiler->endStep(epoch, p.globalStep);
    }
    if (m_settings.profiler)
        m_settings.profiler->finishEarly();
    closeSegment();
    storePartial(p);
    return true;
}

} // namespace lathe::core
