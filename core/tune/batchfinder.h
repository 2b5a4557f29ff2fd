#pragma once
// The batch-size finder's search, independent of how a trial is run (the trainer runs real training
// steps; tests use a memory model). Search by model, not by doubling: two small trials give the
// memory per sample, a linear fit predicts the largest batch inside the budget, and trials around
// the prediction confirm it by bisection until the bracket is within 2% (or the trial limit).

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
    std::string prefer = "largest"; // "largest" or "fastest"
    std::int64_t maxBatch = 4096;  // also capped by the training split
    int maxTrials = 12;
    bool exhaustive = false;       // plain bisection to the exact limit (the benchmark's reference)
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
    std::string phase;   // "probe", "predict", "bisect"; "retime": prefer "fastest" timing the fastest against the largest again
    std::int64_t predicted = 0; // the fit's prediction when this trial was chosen (0: none yet)
};

struct FinderResult {
    std::int64_t largest = 0; // largest batch that fit, before rounding
    std::int64_t fastest = 0; // batch with the highest samples/s among those that fit
    std::int64_t chosen = 0;  // after `prefer` and rounding
    std::int64_t budgetBytes = 0, targetBytes = 0;
    std::vector<FinderTrial> trials;
    Message summary;     // one line for the log
    FinderRecord record() const; // batch_finder.json's record
    Json toJson() const { return record().toJson(); }
};

using TrialFn = std::function<TrialOutcome(std::int64_t batch)>;
using TrialObserver = std::function<void(const FinderTrial&)>;

// Runs the search. Throws std::runtime_error when even batch 1 does not fit.
FinderResult findBatchSize(const FinderSettings& settings, const TrialFn& trial, const TrialObserver& observe = {});

// Rounds down to a multiple of 8 or a power of two (never below 1).
std::int64_t roundBatch(std::int64_t batch, const std::string& rounding);

} // namespace lathe::core
