#include "runlrfinder.h"

#include "data/loader.h"
#include "lossscaler.h"
#include "runfinder.h"
#include "schedule.h"
#include "trialtraining.h"
#include "tune/lrfinder.h"

#include <ATen/ATen.h>
#include <ATen/CPUGeneratorImpl.h>

#include <cmath>
#include <memory>
#include <optional>

namespace lathe::core {

namespace {

// Batches in a fixed order, over and over (a new shuffle each pass), from the run's training split. A
// batch is valid until the next (the loader may reuse its buffer).
class TrialBatches {
public:
    TrialBatches(const LrFinderContext& c, std::uint64_t seed)
        : m_c(c)
        , m_gen(at::make_generator<at::CPUGeneratorImpl>(seed))
    {
    }

    Batch next()
    {
        for (int attempt = 0; attempt < 2; ++attempt) {
            if (m_started) {
                if (std::optional<Batch> b = m_c.trainLoader.next())
                    return std::move(*b);
            }
            const at::Tensor order = m_c.consecutiveSamples ? at::arange(m_c.trainSamples, at::kLong) : at::randperm(m_c.trainSamples, m_gen, at::kLong);
            m_c.trainLoader.start(order, m_c.batch);
            m_started = true;
        }
        throw MessageError(msg("learning-rate finder: the training split gave no batch"));
    }

    const LrFinderContext& m_c;
    at::Generator m_gen;
    bool m_started = false;
};

std::unique_ptr<LossScaler> scalerFor(const LrFinderContext& c)
{
    if (!c.precision.usesScaler())
        return nullptr;
    return std::make_unique<LossScaler>(c.config.precision.initialScale, c.config.precision.growthInterval, c.device);
}

void setRate(torch::optim::Optimizer& optimizer, double lr)
{
    for (auto& group : optimizer.param_groups())
        group.options().set_lr(lr);
}

// The seed of the verification's batches: every trial trains on the same ones.
std::uint64_t verificationSeed(const LrFinderContext& c)
{
    return c.config.training.seed + 3;
}

void checkStop(const LrFinderContext& c)
{
    if (c.control.stopRequested)
        throw StoppedBeforeTraining{};
}

// The mean loss of the probe batches, in evaluation mode.
double probeLoss(const LrFinderContext& c, const std::vector<Batch>& probe)
{
    c.model.model().eval();
    double sum = 0.0;
    std::int64_t samples = 0;
    {
        const at::NoGradGuard noGrad;
        for (const Batch& b : probe) {
            const double loss = c.model.loss(c.model.forward(c.model.inputs(b.inputs)), b.targets).item<double>();
            sum += loss * static_cast<double>(b.size());
            samples += b.size();
        }
    }
    c.model.model().train(true);
    return samples > 0 ? sum / static_cast<double>(samples) : std::nan("");
}

} // namespace

LrFinderResult findRunLearningRate(const LrFinderContext& c, double fallbackLr)
{
    const auto& f = c.config.lrFinder;
    const auto& t = c.config.training;
    LrRangeSettings range;
    range.startLr = f.startLr;
    range.endLr = f.endLr;
    range.steps = f.steps;
    LrFinderResult result;
    result.batch = c.batch;
    result.startLr = range.startLr;
    result.endLr = range.endLr;
    c.log(msg("learning-rate finder: a range test of %1 steps from rate %2 to %3 at batch %4, then trials of %5 steps", range.steps,
              rateText(range.startLr), rateText(range.endLr), c.batch, f.verifySteps));

    const ModelSnapshot snapshot(c.model.model());
    c.model.model().train(true);
    // 1. The range test.
    std::vector<double> lrs, losses;
    {
        TrialBatches batches(c, t.seed + 1);
        auto optimizer = makeOptimizer(t, c.parameters, range.startLr);
        const auto scaler = scalerFor(c);
        RangeTestStop stop(range.divergeFactor);
        for (int step = 0; step < range.steps; ++step) {
            checkStop(c);
            const double lr = rangeTestRate(range, step);
            setRate(*optimizer, lr);
            const Batch b = batches.next();
            const double loss = trialStep(c.model, c.parameters, *optimizer, scaler.get(), b, t.gradClip);
            lrs.push_back(lr);
            losses.push_back(loss);
            if (stop.add(loss))
                break;
        }
    }
    snapshot.restore();
    const LrSuggestion suggestion = suggestLearningRate(lrs, losses);
    for (std::size_t i = 0; i < lrs.size(); ++i)
        result.points.push_back({lrs[i], losses[i], i < suggestion.smoothed.size() ? suggestion.smoothed[i] : std::nan("")});
    result.suggestion = suggestion.why;
    if (!suggestion.found) {
        result.chosen = fallbackLr;
        result.summary = msg("learning-rate finder: no rate found: %1; training.lr falls back to %2", suggestion.why, rateText(fallbackLr));
        return result;
    }
    result.suggested = suggestion.lr;

    // 2. The verification: the same start, the same batches, three rates.
    std::vector<Batch> probe;
    {
        TrialBatches probeBatches(c, t.seed + 2);
        const int probeCount = static_cast<int>(std::clamp<std::int64_t>(2048 / std::max(1, c.batch), 1, 4));
        for (int i = 0; i < probeCount; ++i) {
            const Batch b = probeBatches.next();
            probe.push_back({b.inputs.clone(), b.targets.clone()});
        }
    }
    const double before = probeLoss(c, probe);
    // Each trial is the run's schedule (warm-up, decay) squeezed into its steps: a trial at a constant
    // peak rate ends where a high rate's noise is largest, and so favours too low a rate for a run
    // whose rate is annealed at its end.
    const auto trial = [&](double peak) {
        checkStop(c);
        LrTrial out{peak, before, std::nan("")};
        {
            TrialBatches batches(c, verificationSeed(c));
            auto optimizer = makeOptimizer(t, c.parameters, peak);
            const auto scaler = scalerFor(c);
            bool finite = true;
            for (const double lr : squeezedSchedule(t, peak, c.stepsPerEpoch, f.verifySteps)) {
                setRate(*optimizer, lr);
                finite = std::isfinite(trialStep(c.model, c.parameters, *optimizer, scaler.get(), batches.next(), t.gradClip));
                if (!finite)
                    break;
            }
            if (finite)
                out.lossAfter = probeLoss(c, probe);
        }
        snapshot.restore();
        return out;
    };
    std::vector<LrTrial> trials;
    for (const double factor : {1.0 / 3.0, 1.0, 3.0})
        trials.push_back(trial(suggestion.lr * factor));
    std::size_t suggested = 1;
    for (int extra = 0; extra < 2; ++extra) { // the best at an end: it may lie beyond
        const int direction = verificationDirection(trials);
        if (direction < 0) {
            trials.insert(trials.begin(), trial(trials.front().lr / 3.0));
            ++suggested;
        } else if (direction > 0) {
            trials.push_back(trial(trials.back().lr * 3.0));
        } else {
            break;
        }
    }
    for (const LrTrial& t : trials)
        result.trials.push_back({t.lr, t.lossBefore, t.lossAfter});
    const LrVerdict verdict = chooseVerifiedRate(trials, suggested);
    result.found = verdict.found;
    if (!verdict.found) {
        result.chosen = fallbackLr;
        result.summary = msg("learning-rate finder: no rate found: %1 in %2 steps; training.lr falls back to %3", verdict.why, f.verifySteps,
                             rateText(fallbackLr));
        return result;
    }
    result.chosen = trials[verdict.chosen].lr;
    result.summary = msg("learning-rate finder: lr %1 (%2; the range test: %3)", rateText(result.chosen), verdict.why, suggestion.why);
    return result;
}

} // namespace lathe::core
