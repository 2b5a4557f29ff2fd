#pragma once
// The batch-size finder's search, independent of how a trial is run (the trainer runs real training
// steps; tests use a memory model). Search by model, not by doubling: two small trials give the
// memory per sample, a linear fit predicts the largest batch inside the budget, and trials around
// the prediction confirm it by bisection until the bracket is within 2% (or the trial limit).
//
// Where memory is not what limits (a CPU), the largest batch is rarely the quickest way to an
// accuracy: "time_to_accuracy" then times batches up to the largest and weighs each step's time by
// the steps it needs, from the gradient noise scale (McCandlish, Kaplan, Amodei 2018, "An Empirical
// Model of Large-Batch Training": training to a given loss takes S_min (1 + B_noise / B) steps).

#include "config/json.h"
#include "run/finderrecord.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>
#include "util/message.h"

namespace lathe::core {

struct FinderSettings {
    std::int64_t budgetBytes = 0;  // memory the run may use (GPU memory, or host memory on a CPU)
    double margin = 0.1;           // kept free: the search targets budget * (1 - margin)
    std::string rounding = "none"; // "none", "multiple_of_8", "power_of_two"
    std::string prefer = "largest"; // "largest", "fastest" or "time_to_accuracy" (resolved: no "auto" here)
    std::int64_t maxBatch = 4096;  // also capped by the training split
    bool maxIsSplit = false;       // the training split, smaller than batch_finder.max_batch, is the cap
    int maxTrials = 12;
    bool exhaustive = false;       // plain bisection to the exact limit (the benchmark's reference)
    int ranks = 1;                 // data parallel: a step's batch is `ranks` times the batch searched
    // time_to_accuracy: the smallest batch timed, each batch's timings, and how far beyond the least
    // predicted time two batches in a row must be to end the walk upward.
    std::int64_t smallestTimed = 16;
    int timings = 5;
    int timedSteps = 3; // steps timed in each timing trial ("time", "retime"): a single step's time varies by ±15 % on a VM
    double timeTolerance = 0.1;
    // time_to_accuracy: the samples one rank trains over the whole run (epochs × its share of the
    // split); 0 when not known. A recheck then stops once its trials have cost what a wrong choice
    // between its two batches could: the run's predicted time at the larger batch times their
    // difference on the walk (the tolerance at least). A short run does not spend seconds deciding
    // between batches that differ by less than that.
    std::int64_t runSamples = 0;
};

// The gradient noise scale B_noise = tr(Σ) / |G|² (McCandlish et al. 2018, appendix A): Σ the
// per-sample gradients' covariance, G the true gradient. From E|G_B|² = |G|² + tr(Σ)/B measured at
// a small batch and at a big one (the mean of several small batches' gradients):
//   |G|² ≈ (B_big |G_big|² − B_small |G_small|²) / (B_big − B_small)
//   tr(Σ) ≈ (|G_small|² − |G_big|²) / (1/B_small − 1/B_big)
struct GradientNoise {
    std::int64_t smallBatch = 0, bigBatch = 0;
    double smallNormSquared = 0.0; // mean over the small batches of their gradient's squared norm
    double bigNormSquared = 0.0;   // mean over the groups of the squared norm of their mean gradient
    int groups = 0;                // 0: not measured
    double trueNormSquared() const;
    double trace() const;
    // B_noise; +infinity when |G|² is within the noise (larger batches keep helping), 0 when tr(Σ) is;
    // NaN when not measured.
    double scale() const;
};

// Steps to an accuracy grow as 1 + B_noise / B: the time of a step at `batch` (per rank, `ranks`
// ranks) weighed by that factor. Proportional to the time to an accuracy.
double timeToAccuracyCost(double stepSeconds, std::int64_t batch, double noiseScale, int ranks = 1);
using NoiseFn = std::function<GradientNoise()>;

// time_to_accuracy's table: one row per batch timed.
struct TimedBatch {
    std::int64_t batch = 0;
    double stepSeconds = 0.0; // the trimmed mean of its timings
    double cost = 0.0;        // timeToAccuracyCost of that step time
};

struct TrialOutcome {
    bool outOfMemory = false;
    std::int64_t peakBytes = -1; // peak memory of the step (-1 when out of memory)
    double samplesPerSecond = 0.0;
};

struct FinderTrial {
    std::int64_t batch = 0;
    TrialOutcome outcome;
    bool fits = false;   // completed within budget * (1 - margin)
    std::string phase;   // "probe", "predict", "bisect"; "retime": prefer "fastest" timing the fastest against the largest again;
                         // "time": prefer "time_to_accuracy" timing a batch
    std::int64_t predicted = 0; // the fit's prediction when this trial was chosen (0: none yet)
};

struct FinderResult {
    std::int64_t largest = 0; // largest batch that fit, before rounding
    std::int64_t fastest = 0; // batch with the highest samples/s among those that fit
    std::int64_t chosen = 0;  // after `prefer` and rounding
    std::int64_t budgetBytes = 0, targetBytes = 0;
    std::vector<FinderTrial> trials;
    std::string prefer;            // the rule that chose
    GradientNoise noise;           // time_to_accuracy only
    std::vector<TimedBatch> timed; // time_to_accuracy only
    std::vector<FinderRecord::Recheck> rechecks; // time_to_accuracy: the least costly batch timed again against its neighbours
    std::int64_t tiedWith = 0; // time_to_accuracy: the batch the chosen one could not be told from (0: none)
    Message summary;     // one line for the log
    FinderRecord record() const; // batch_finder.json's record
    Json toJson() const { return record().toJson(); }
};

// One trial: real steps at `batch`, the last `timedSteps` of them timed (1 for the memory search;
// FinderSettings::timedSteps when timing batches against each other).
using TrialFn = std::function<TrialOutcome(std::int64_t batch, int timedSteps)>;
using TrialObserver = std::function<void(const FinderTrial&)>;

// Runs the search. Throws std::runtime_error when even batch 1 does not fit. `noise` measures the
// gradient noise scale for time_to_accuracy (without it, or when it fails, the largest batch holds).
FinderResult findBatchSize(const FinderSettings& settings, const TrialFn& trial, const TrialObserver& observe = {}, const NoiseFn& noise = {});

// Rounds down to a multiple of 8 or a power of two (never below 1).
std::int64_t roundBatch(std::int64_t batch, const std::string& rounding);

} // namespace lathe::core
