#include "batchfinder.h"

#include "util/timingnoise.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <optional>
#include <stdexcept>

namespace lathe::core {

namespace {

std::string mib(std::int64_t bytes)
{
    return std::to_string((bytes + (1 << 19)) >> 20) + " MiB";
}

class Search {
public:
    Search(const FinderSettings& s, const TrialFn& trial, const TrialObserver& observe, const NoiseFn& noise)
        : m_s(s)
        , m_trial(trial)
        , m_observe(observe)
        , m_noiseFn(noise)
        , m_target(static_cast<std::int64_t>(static_cast<double>(s.budgetBytes) * (1.0 - s.margin)))
        , m_hi(std::max<std::int64_t>(1, s.maxBatch) + 1)
    {
    }

    FinderResult run()
    {
        if (m_s.exhaustive)
            bisectToExact();
        else
            searchByModel();
        if (m_s.prefer == "fastest" && m_lo >= 1)
            retimeFastest();
        if (m_s.prefer == "time_to_accuracy" && m_lo >= 1)
            timeToAccuracy();
        return result();
    }

private:
    bool tried(std::int64_t b) const
    {
        return std::any_of(m_trials.begin(), m_trials.end(), [b](const FinderTrial& t) { return t.batch == b; });
    }

    bool test(std::int64_t b, const std::string& phase, std::int64_t predicted = 0)
    {
        FinderTrial t;
        t.batch = b;
        t.phase = phase;
        t.predicted = predicted;
        t.outcome = m_trial(b, phase == "time" || phase == "retime" ? std::max(1, m_s.timedSteps) : 1);
        t.fits = !t.outcome.outOfMemory && t.outcome.peakBytes >= 0 && t.outcome.peakBytes <= m_target;
        if (t.fits)
            m_lo = std::max(m_lo, b);
        else
            m_hi = std::min(m_hi, b);
        m_trials.push_back(t);
        if (m_observe)
            m_observe(t);
        return t.fits;
    }

    bool done() const { return m_hi - m_lo <= std::max<std::int64_t>(1, m_lo / 50) || static_cast<int>(m_trials.size()) >= m_s.maxTrials; }

    const FinderTrial* trialAt(std::int64_t b) const
    {
        for (const auto& t : m_trials) {
            if (t.batch == b)
                return &t;
        }
        return nullptr;
    }

    static bool measured(const FinderTrial* t) { return t && !t->outcome.outOfMemory && t->outcome.peakBytes >= 0; }

    // Where memory reaches the target on the line through two measured trials.
    std::optional<std::int64_t> along(const FinderTrial& p, const FinderTrial& q) const
    {
        if (p.batch == q.batch)
            return std::nullopt;
        const double k = static_cast<double>(q.outcome.peakBytes - p.outcome.peakBytes) / static_cast<double>(q.batch - p.batch);
        if (k <= 0.0)
            return m_s.maxBatch; // memory does not grow with the batch (within measurement): the cap decides
        const double b = static_cast<double>(p.batch) + static_cast<double>(m_target - p.outcome.peakBytes) / k;
        return static_cast<std::int64_t>(std::floor(std::clamp(b, 1.0, 1e12)));
    }

    // The model's prediction of the limit: interpolated between the bracket's ends when both were
    // measured, else extrapolated from the two largest batches that fit.
    std::optional<std::int64_t> predict() const
    {
        const FinderTrial* low = trialAt(m_lo);
        const FinderTrial* high = trialAt(m_hi);
        if (measured(low) && measured(high))
            return along(*low, *high);
        if (high) // the upper end ran out of memory: no measurement to interpolate with
            return std::nullopt;
        const FinderTrial* below = nullptr;
        for (const auto& t : m_trials) {
            if (t.fits && t.batch < m_lo && (!below || t.batch > below->batch))
                below = &t;
        }
        if (measured(low) && below)
            return along(*below, *low);
        return std::nullopt;
    }

    void searchByModel()
    {
        // Probes: two small batches for the slope (the second 8x the first).
        const std::int64_t first = std::min<std::int64_t>(m_s.maxBatch, 4);
        if (!test(first, "probe")) {
            if (first > 1 && test(1, "probe"))
                bisect();
            return;
        }
        if (first < m_s.maxBatch)
            test(std::min<std::int64_t>(m_s.maxBatch, first * 8), "probe");
        while (!done()) {
            const std::int64_t tolerance = std::max<std::int64_t>(1, m_lo / 50);
            std::int64_t next = (m_lo + m_hi) / 2;
            std::string phase = "bisect";
            const auto predicted = predict();
            // Two trials in a row on the same side of the limit: the model is off (memory is not
            // linear there); halve the bracket instead.
            const std::size_t n = m_trials.size();
            const bool stuck = n >= 4 && m_trials[n - 1].phase == "predict" && m_trials[n - 2].phase == "predict"
                               && m_trials[n - 1].fits == m_trials[n - 2].fits;
            if (predicted && !stuck) {
                // A prediction at or beyond a bracket end is tested one tolerance inside it, so that
                // the trial closes the bracket from that side.
                std::int64_t guess = std::clamp(*predicted, m_lo + tolerance, m_hi - tolerance);
                if (guess > m_lo && guess < m_hi && !tried(guess)) {
                    next = guess;
                    phase = "predict";
                }
            }
            if (next <= m_lo || next >= m_hi || tried(next))
                break;
            test(next, phase, predicted.value_or(0));
        }
    }

    void bisect()
    {
        while (!done() && m_hi - m_lo > 1) {
            const std::int64_t mid = (m_lo + m_hi) / 2;
            if (tried(mid))
                break;
            test(mid, "bisect");
        }
    }

    void bisectToExact()
    {
        if (!test(1, "bisect"))
            return;
        while (m_hi - m_lo > 1)
            test((m_lo + m_hi) / 2, "bisect");
    }

    // The fastest batch of single trials against the largest, the default: timed again in alternating
    // pairs, and preferred only when it is faster per sample by more than the noise (timingnoise.h).
    void retimeFastest()
    {
        const std::int64_t fastest = fastestMeasured();
        if (fastest <= 0 || fastest == m_lo)
            return;
        // Only the new timings: the search's own trial of the fastest was picked for being fast, and
        // would bias the comparison toward it (the winner's curse).
        std::vector<double> seconds[2]; // per sample: [0] the largest, [1] the fastest
        const std::int64_t batches[2] = {m_lo, fastest};
        for (int round = 0; round < kRetimeRounds; ++round) {
            for (int k = 0; k < 2; ++k) {
                const int i = round % 2 == 0 ? k : 1 - k; // mirrored: A B, B A, ...
                if (!test(batches[i], "retime"))
                    return; // no longer fits (another program took memory): the largest that still does decides
                seconds[i].push_back(1.0 / std::max(m_trials.back().outcome.samplesPerSecond, 1e-12));
            }
        }
        const TimingSummary largest = summariseTimes(seconds[0]);
        m_largestSecondsPerSample = largest.mean;
        m_retimed = compareTimes(summariseTimes(seconds[1]), largest);
        m_retimedFastest = fastest;
    }

    // Batches from smallestTimed doubling up to the largest, each timed `timings` times; a batch's step
    // time is the trimmed mean of its timings (a step the scheduler parks does not decide), weighed by
    // the steps an accuracy needs at that batch. Upward until two batches in a row cost more than the
    // best so far by the tolerance (the cost has one minimum: steps fall with the batch, step time
    // rises). Measured per batch, not fitted as a line: on a CPU the time per sample grows with the
    // batch (caches), which a straight line through all batches reads as a fixed part of zero.
    void timeToAccuracy()
    {
        // The gradient noise scale after the memory search's trial steps (the caller restores the
        // weights afterwards): the scale grows as training goes on and is least at the first weights,
        // where it would lean the choice smaller than what the run needs (the demo CNN: 41 at the
        // first weights, 100 after the trials; batch 16 then misses the accuracy batch 32 reaches).
        if (m_noiseFn)
            m_noise = m_noiseFn();
        const double noise = m_noise.scale();
        if (!(noise < std::numeric_limits<double>::infinity()))
            return; // not measured, or larger batches keep helping: the largest holds
        std::vector<std::int64_t> candidates;
        for (std::int64_t b = std::min(std::max<std::int64_t>(1, m_s.smallestTimed), m_lo); b < m_lo; b *= 2)
            candidates.push_back(b);
        candidates.push_back(m_lo);
        int beyond = 0;
        const auto walkStart = std::chrono::steady_clock::now();
        for (const std::int64_t b : candidates) {
            std::vector<double> seconds;
            for (int i = 0; i < std::max(1, m_s.timings); ++i) {
                if (!test(b, "time"))
                    break; // no longer fits (another program took memory)
                seconds.push_back(stepSeconds(b));
            }
            if (static_cast<int>(seconds.size()) < std::max(1, m_s.timings))
                break;
            const double step = summariseTimes(seconds, kTrimShare).mean;
            m_timed.push_back({b, step, timeToAccuracyCost(step, b, noise, m_s.ranks)});
            double best = std::numeric_limits<double>::infinity();
            for (const TimedBatch& t : m_timed)
                best = std::min(best, t.cost);
            beyond = m_timed.back().cost > best * (1.0 + m_s.timeTolerance) ? beyond + 1 : 0;
            if (beyond >= 2)
                break;
        }
        m_walkSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - walkStart).count();
        if (m_timed.empty())
            return;
        // The walk's least against its neighbours, so that its noise does not decide: down while the
        // next smaller batch is clearly cheaper; else up while the next larger one is, and once more
        // when the two are within the noise (the larger is preferred, and the climb ends there).
        m_walkLeast = static_cast<std::size_t>(
            std::min_element(m_timed.begin(), m_timed.end(), [](const TimedBatch& a, const TimedBatch& b) { return a.cost < b.cost; }) - m_timed.begin());
        // m_tiedWith: the neighbour whose recheck against the choice ended within the spread.
        std::size_t i = m_walkLeast;
        bool down = false;
        while (i > 0) {
            const Verdict v = recheck(m_timed[i - 1], m_timed[i], noise);
            if (v != Verdict::Smaller) {
                m_tiedWith = v == Verdict::Within ? m_timed[i - 1].batch : 0;
                break;
            }
            --i;
            down = true;
        }
        while (!down && i + 1 < m_timed.size()) {
            const Verdict v = recheck(m_timed[i], m_timed[i + 1], noise);
            if (v == Verdict::Smaller || v == Verdict::Unfinished)
                break;
            ++i;
            m_tiedWith = v == Verdict::Within ? m_timed[i - 1].batch : 0;
            if (v == Verdict::Within)
                break;
        }
        m_timeChoice = m_timed[i].batch;
    }

    enum class Verdict { Smaller, Larger, Within, Unfinished }; // which is clearly cheaper; Unfinished: one no longer fits

    // Two batches timed again, alternating, from fresh timings only (the walk's own picked the least
    // for being least: the winner's curse). The smaller batch is used only when its time to an
    // accuracy is less by more than the noise (timingnoise.h); otherwise the larger, whose steps are
    // fewer, is. It stops at a look once its trials' steps have taken what a wrong choice could cost
    // the run (stakeSeconds).
    Verdict recheck(const TimedBatch& smallerRow, const TimedBatch& largerRow, double noise)
    {
        const std::int64_t smaller = smallerRow.batch, larger = largerRow.batch;
        const double stake = stakeSeconds(smallerRow, largerRow);
        double spent = 0.0; // the trials' steps, as their own timings measured them
        bool atStake = false;
        const auto start = std::chrono::steady_clock::now();
        std::vector<double> cost[2]; // [0] the larger, the standing choice; [1] the smaller
        const std::int64_t batches[2] = {larger, smaller};
        Comparison verdict, reverse;
        double base = 0.0; // the larger batch's time to an accuracy: what the shares are of
        int rounds = 0;
        for (; rounds < kRecheckMaxRounds; ++rounds) {
            for (int k = 0; k < 2; ++k) {
                const int i = rounds % 2 == 0 ? k : 1 - k; // mirrored: A B, B A, ...
                if (!test(batches[i], "retime"))
                    return Verdict::Unfinished; // no longer fits: the choice so far stands
                cost[i].push_back(timeToAccuracyCost(stepSeconds(batches[i]), batches[i], noise, m_s.ranks));
                spent += static_cast<double>(std::max(1, m_s.timedSteps) + 1) * stepSeconds(batches[i]); // the untimed first step too
            }
            if ((rounds + 1) % kRecheckLookEvery != 0)
                continue; // a look every 8 rounds: each look is a chance for noise to pass the test
            const TimingSummary standing = summariseTimes(cost[0], kTrimShare), challenger = summariseTimes(cost[1], kTrimShare);
            verdict = compareTimes(challenger, standing);
            reverse = compareTimes(standing, challenger);
            base = standing.mean;
            if (verdict.clearlyFaster || reverse.clearlyFaster || rounds + 1 >= kRecheckMaxRounds)
                break;
            if (spent > stake) {
                atStake = true;
                break;
            }
            if (std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() > std::max(m_walkSeconds, 5.0))
                break;
        }
        base = base > 0.0 ? base : 1.0;
        m_rechecks.push_back({smaller, larger, std::min(rounds + 1, kRecheckMaxRounds), verdict.lead / base, verdict.noise / base,
                              verdict.clearlyFaster, reverse.clearlyFaster, std::isfinite(stake) ? stake : 0.0, atStake});
        return verdict.clearlyFaster ? Verdict::Smaller : reverse.clearlyFaster ? Verdict::Larger : Verdict::Within;
    }

    // What choosing wrongly between two batches of the walk could cost the run: its predicted training
    // time at the larger (its steps over the run, each as long as the walk timed it) times their
    // difference in time to an accuracy on the walk, the walk's tolerance at least (that difference
    // is itself measured with noise). Infinite when the run's length is not known.
    double stakeSeconds(const TimedBatch& smaller, const TimedBatch& larger) const
    {
        if (m_s.runSamples <= 0 || larger.batch <= 0 || !(larger.cost > 0.0))
            return std::numeric_limits<double>::infinity();
        const double steps = std::ceil(static_cast<double>(m_s.runSamples) / static_cast<double>(larger.batch));
        const double difference = std::max(std::abs(smaller.cost - larger.cost) / larger.cost, m_s.timeTolerance);
        return steps * larger.stepSeconds * difference;
    }

    // The last trial's step time at `batch`.
    double stepSeconds(std::int64_t batch) const
    {
        return static_cast<double>(batch) / std::max(m_trials.back().outcome.samplesPerSecond, 1e-12);
    }

    std::int64_t fastestMeasured() const
    {
        double best = -1.0;
        std::int64_t fastest = 0;
        for (const auto& t : m_trials) {
            if (t.fits && t.phase != "retime" && t.outcome.samplesPerSecond > best) {
                best = t.outcome.samplesPerSecond;
                fastest = t.batch;
            }
        }
        return fastest;
    }

    FinderResult result() const
    {
        FinderResult r;
        r.trials = m_trials;
        r.budgetBytes = m_s.budgetBytes;
        r.targetBytes = m_target;
        if (m_lo < 1)
            throw MessageError(msg("batch-size finder: even batch 1 needs more than the memory budget (%1 after the %2% margin)", mib(m_target),
                                   static_cast<int>(m_s.margin * 100 + 0.5)));
        r.largest = m_lo;
        r.fastest = fastestMeasured();
        // "fastest": the fastest single trial, unless timing it again against the largest batch put
        // the difference within the noise; then the largest batch, the default, stays.
        const bool fastestHolds = m_s.prefer == "fastest" && (!m_retimed || m_retimed->clearlyFaster);
        r.chosen = roundBatch(fastestHolds ? r.fastest : m_timeChoice > 0 ? m_timeChoice : r.largest, m_s.rounding);
        r.prefer = m_s.prefer;
        r.noise = m_noise;
        r.timed = m_timed;
        r.rechecks = m_rechecks;
        r.summary = msg("batch-size finder: largest batch within %1 is %2%3 after %4 trials; fastest measured %5; using %6%7", mib(m_target),
                        r.largest, m_lo != m_s.maxBatch ? Message()
                        : !m_s.maxIsSplit  ? msg(" (the max_batch cap)")
                        : m_s.ranks > 1    ? msg(" (a rank's share of the training split)")
                                           : msg(" (the whole training split)"), m_trials.size(), r.fastest, r.chosen,
                        m_s.rounding != "none" ? msg(" (rounded: %1)", m_s.rounding) : Message());
        if (m_retimed)
            r.summary = m_retimed->clearlyFaster
                            ? msg("%1; timed again %2 times each, batch %3 is faster per sample by %4%, more than the spread (%5%)", r.summary,
                                  kRetimeRounds, m_retimedFastest, percentOf(m_retimed->lead), percentOf(m_retimed->noise))
                            : msg("%1; timed again %2 times each, batch %3's lead, %4%, is within the spread (%5%), so the largest batch stays",
                                  r.summary, kRetimeRounds, m_retimedFastest, percentOf(m_retimed->lead), percentOf(m_retimed->noise));
        if (m_s.prefer == "time_to_accuracy")
            r.summary = msg("%1; %2", r.summary, timeSummary());
        // Said, so that a run that chooses the other is not a surprise, with how to keep this one.
        if (m_tiedWith > 0 && m_timeChoice > 0 && r.chosen == m_timeChoice) {
            r.tiedWith = m_tiedWith;
            r.summary = msg("%1. Batches %2 and %3 could not be told apart, so another run may choose %2; set training.batch_size to %3 "
                            "to keep this choice",
                            r.summary, m_tiedWith, r.chosen);
        }
        return r;
    }

    Message timeSummary() const
    {
        const double noise = m_noise.scale();
        if (m_noise.groups <= 0 || std::isnan(noise))
            return msg("the gradient noise scale could not be measured, so the largest batch stays");
        const Message measured = msg("the gradient noise scale is %1 (gradients of %2 batches of %3 against their mean, %4 times)",
                                     std::isinf(noise) ? std::string("∞") : decimalText(noise, 0),
                                     m_noise.bigBatch / std::max<std::int64_t>(1, m_noise.smallBatch), m_noise.smallBatch, m_noise.groups);
        if (m_timeChoice <= 0)
            return msg("%1: the true gradient is within the noise, so larger batches keep helping and the largest stays", measured);
        const TimedBatch& least = m_timed[m_walkLeast];
        Message said = msg("%1; batches %2 to %3 timed %4 times each, and batch %5 should reach an accuracy soonest (%6 a step, %7× the fewest steps)",
                           measured, m_timed.front().batch, m_timed.back().batch, std::max(1, m_s.timings), least.batch,
                           millisecondsText(least.stepSeconds), stepsFactorText(least.batch));
        for (const FinderRecord::Recheck& c : m_rechecks) {
            const std::string lead = decimalText(100.0 * c.lead, 1), spread = decimalText(100.0 * c.spread, 1);
            if (c.lead < 0.0 && !c.smallerKept) {
                said = msg("%1; batch %2 timed again against batch %3, %4 times each: it takes %5% longer to reach an accuracy, so the larger "
                           "batch %3 is preferred",
                           said, c.smaller, c.larger, c.rounds, decimalText(-100.0 * c.lead, 1));
                continue;
            }
            if (!c.smallerKept && c.stoppedAtStake) {
                said = msg("%1; batch %2 timed again against batch %3, %4 times each: its lead of %5% is within the spread (%6%), and timing "
                           "them longer would cost more than a wrong choice could in this run (%7 s of training), so the larger batch %3 is "
                           "preferred",
                           said, c.smaller, c.larger, c.rounds, lead, spread, decimalText(c.stakeSeconds, 1));
                continue;
            }
            said = c.smallerKept ? msg("%1; batch %2 timed again against batch %3, %4 times each: its time to an accuracy is %5% less, more than "
                                       "the spread (%6%), so batch %2 is used",
                                       said, c.smaller, c.larger, c.rounds, lead, spread)
                                 : msg("%1; batch %2 timed again against batch %3, %4 times each: its lead of %5% is within the spread (%6%), "
                                       "so the larger batch %3 is preferred",
                                       said, c.smaller, c.larger, c.rounds, lead, spread);
        }
        return said;
    }

    std::string stepsFactorText(std::int64_t batch) const
    {
        return decimalText(1.0 + m_noise.scale() / static_cast<double>(batch * std::max(1, m_s.ranks)), 2);
    }

    const FinderSettings& m_s;
    const TrialFn& m_trial;
    const TrialObserver& m_observe;
    const NoiseFn& m_noiseFn;
    const std::int64_t m_target;
    std::int64_t m_lo = 0; // largest batch that fits
    std::int64_t m_hi;     // smallest batch that does not (or max + 1)
    std::vector<FinderTrial> m_trials;
    static constexpr int kRetimeRounds = 6;
    std::optional<Comparison> m_retimed; // retimeFastest's verdict, per-sample seconds
    std::int64_t m_retimedFastest = 0;
    double m_largestSecondsPerSample = 0.0;
    GradientNoise m_noise;             // time_to_accuracy
    std::vector<TimedBatch> m_timed;
    std::int64_t m_timeChoice = 0;     // 0: the rule did not choose (the largest holds)
    std::int64_t m_tiedWith = 0;       // the batch the choice was within the spread of (0: none)
    std::size_t m_walkLeast = 0; // the walk's least costly batch, an index into m_timed
    // time_to_accuracy's rechecks of that batch against its neighbours.
    static constexpr double kTrimShare = 0.2; // steps parked by a busy machine's scheduler: heavy tails
    // Looks after every 8 rounds, until one side clearly leads, its trials have cost what the choice
    // can gain (stakeSeconds), 40 rounds, or as long as the walk took (5 s at least): a slow model
    // does not double its finder time here, nor a short run.
    static constexpr int kRecheckLookEvery = 8, kRecheckMaxRounds = 40;
    double m_walkSeconds = 0.0;
    std::vector<FinderRecord::Recheck> m_rechecks;

    // A per-sample time difference as a share of the largest batch's time per sample.
    std::string percentOf(double seconds) const
    {
        return decimalText(m_largestSecondsPerSample > 0 ? 100.0 * seconds / m_largestSecondsPerSample : 0.0, 1);
    }
};

} // namespace

std::int64_t roundBatch(std::int64_t batch, const std::string& rounding)
{
    if (rounding == "multiple_of_8" && batch >= 8)
        return batch / 8 * 8;
    if (rounding == "power_of_two" && batch >= 1) {
        std::int64_t p = 1;
        while (p * 2 <= batch)
            p *= 2;
        return p;
    }
    return std::max<std::int64_t>(1, batch);
}

FinderResult findBatchSize(const FinderSettings& settings, const TrialFn& trial, const TrialObserver& observe, const NoiseFn& noise)
{
    return Search(settings, trial, observe, noise).run();
}

double GradientNoise::trueNormSquared() const
{
    if (groups <= 0 || bigBatch <= smallBatch)
        return std::numeric_limits<double>::quiet_NaN();
    const auto small = static_cast<double>(smallBatch), big = static_cast<double>(bigBatch);
    return (big * bigNormSquared - small * smallNormSquared) / (big - small);
}

double GradientNoise::trace() const
{
    if (groups <= 0 || bigBatch <= smallBatch || smallBatch <= 0)
        return std::numeric_limits<double>::quiet_NaN();
    return (smallNormSquared - bigNormSquared) / (1.0 / static_cast<double>(smallBatch) - 1.0 / static_cast<double>(bigBatch));
}

double GradientNoise::scale() const
{
    const double g = trueNormSquared(), s = trace();
    if (std::isnan(g) || std::isnan(s) || !std::isfinite(smallNormSquared) || !std::isfinite(bigNormSquared))
        return std::numeric_limits<double>::quiet_NaN();
    if (s <= 0.0)
        return 0.0;
    if (g <= 0.0)
        return std::numeric_limits<double>::infinity();
    return s / g;
}

double timeToAccuracyCost(double stepSeconds, std::int64_t batch, double noiseScale, int ranks)
{
    return stepSeconds * (1.0 + noiseScale / static_cast<double>(std::max<std::int64_t>(1, batch) * std::max(1, ranks)));
}

FinderRecord FinderResult::record() const
{
    FinderRecord r;
    r.budgetBytes = budgetBytes;
    r.targetBytes = targetBytes;
    r.largest = largest;
    r.fastest = fastest;
    r.chosen = chosen;
    r.summary = summary;
    for (const auto& t : trials)
        r.trials.push_back({t.batch, t.phase, t.predicted, t.outcome.peakBytes, t.outcome.samplesPerSecond,
                            t.outcome.outOfMemory ? "out of memory" : t.fits ? "ok" : "over budget"});
    r.prefer = prefer;
    if (noise.groups > 0) {
        const double scale = noise.scale();
        r.noise = {noise.smallBatch, noise.bigBatch, noise.groups, noise.smallNormSquared, noise.bigNormSquared, std::isfinite(scale) ? scale : 0.0,
                   std::isfinite(scale)};
    }
    for (const TimedBatch& t : timed)
        r.timed.push_back({t.batch, t.stepSeconds, t.cost});
    r.rechecks = rechecks;
    r.tiedWith = tiedWith;
    return r;
}

} // namespace lathe::core
