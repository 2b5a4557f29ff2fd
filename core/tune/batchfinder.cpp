#include "batchfinder.h"

#include "util/timingnoise.h"

#include <algorithm>
#include <cmath>
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
    Search(const FinderSettings& s, const TrialFn& trial, const TrialObserver& observe)
        : m_s(s)
        , m_trial(trial)
        , m_observe(observe)
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
        t.outcome = m_trial(b);
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
        r.chosen = roundBatch(fastestHolds ? r.fastest : r.largest, m_s.rounding);
        r.summary = msg("batch-size finder: largest batch within %1 is %2%3 after %4 trials; fastest measured %5; using %6%7", mib(m_target),
                        r.largest, m_lo == m_s.maxBatch ? msg(" (the max_batch cap)") : Message(), m_trials.size(), r.fastest, r.chosen,
                        m_s.rounding != "none" ? msg(" (rounded: %1)", m_s.rounding) : Message());
        if (m_retimed)
            r.summary = m_retimed->clearlyFaster
                            ? msg("%1; timed again %2 times each, batch %3 is faster per sample by %4%, more than the spread (%5%)", r.summary,
                                  kRetimeRounds, m_retimedFastest, percentOf(m_retimed->lead), percentOf(m_retimed->noise))
                            : msg("%1; timed again %2 times each, batch %3's lead, %4%, is within the spread (%5%), so the largest batch stays",
                                  r.summary, kRetimeRounds, m_retimedFastest, percentOf(m_retimed->lead), percentOf(m_retimed->noise));
        return r;
    }

    const FinderSettings& m_s;
    const TrialFn& m_trial;
    const TrialObserver& m_observe;
    const std::int64_t m_target;
    std::int64_t m_lo = 0; // largest batch that fits
    std::int64_t m_hi;     // smallest batch that does not (or max + 1)
    std::vector<FinderTrial> m_trials;
    static constexpr int kRetimeRounds = 6;
    std::optional<Comparison> m_retimed; // retimeFastest's verdict, per-sample seconds
    std::int64_t m_retimedFastest = 0;
    double m_largestSecondsPerSample = 0.0;

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

FinderResult findBatchSize(const FinderSettings& settings, const TrialFn& trial, const TrialObserver& observe)
{
    return Search(settings, trial, observe).run();
}

FinderRecord FinderResult::record() const
{
    FinderRecord r{budgetBytes, targetBytes, largest, fastest, chosen, {}, summary};
    for (const auto& t : trials)
        r.trials.push_back({t.batch, t.phase, t.predicted, t.outcome.peakBytes, t.outcome.samplesPerSecond,
                            t.outcome.outOfMemory ? "out of memory" : t.fits ? "ok" : "over budget"});
    return r;
}

} // namespace lathe::core
