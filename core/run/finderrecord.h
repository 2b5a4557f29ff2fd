#pragma once
// batch_finder.json, the batch-size finder's trials and result (training.batch_size "auto", lathe-cli
// find-batch), as a type: written by the finder (tune/batchfinder.h FinderResult::record), read by the
// report.
//
//   {"budget_bytes", "target_bytes", "largest", "fastest", "chosen", "trials": [{"batch", "phase",
//    "predicted", "peak_bytes", "samples_per_second", "result"}], "summary" (a message),
//    "prefer", and with prefer "time_to_accuracy": "gradient_noise": {"small_batch", "big_batch",
//    "groups", "small_norm_squared", "big_norm_squared", "scale" (null: not finite)},
//    "timed": [{"batch", "step_seconds" (trimmed mean measured), "cost" (step × steps factor)}],
//    "rechecks": [{"smaller", "larger", "rounds", "lead", "spread" (shares of the larger batch's
//    cost), "smaller_kept", "larger_clearly"}], the least costly batch timed again against its
//    neighbours}

#include "config/json.h"
#include "util/message.h"

#include <cstdint>
#include <string>
#include <vector>

namespace lathe::core {

struct FinderRecord {
    std::int64_t budgetBytes = 0, targetBytes = 0;
    std::int64_t largest = 0, fastest = 0, chosen = 0;
    struct Trial {
        std::int64_t batch = 0;
        std::string phase;          // "probe", "predict", "bisect"
        std::int64_t predicted = 0; // the fit's prediction when the trial was chosen (0: none yet)
        std::int64_t peakBytes = -1; // -1: out of memory
        double samplesPerSecond = 0.0;
        std::string result;         // "ok", "over budget", "out of memory"
    };
    std::vector<Trial> trials;
    Message summary; // the finder's one line
    std::string prefer; // "largest", "fastest", "time_to_accuracy" (empty: written before it was recorded)
    struct Noise {
        std::int64_t smallBatch = 0, bigBatch = 0;
        int groups = 0; // 0: not measured
        double smallNormSquared = 0.0, bigNormSquared = 0.0;
        double scale = 0.0;   // B_noise
        bool finite = false;  // false: not measured, or the true gradient was within the noise
    } noise;
    struct Timed {
        std::int64_t batch = 0;
        double stepSeconds = 0.0, cost = 0.0;
    };
    std::vector<Timed> timed;
    // time_to_accuracy: the least costly batch timed again against its neighbours, alternating: down
    // while the smaller is clearly cheaper, else up while the larger is (and once when within the
    // spread); the smaller is used only when its lead exceeds the spread.
    struct Recheck {
        std::int64_t smaller = 0, larger = 0;
        int rounds = 0;
        double lead = 0.0, spread = 0.0; // the smaller's lead in time to an accuracy, and what it had to exceed, as shares of the larger's
        bool smallerKept = false;
        bool largerClearly = false; // the larger was cheaper by more than the spread (the climb goes on from it)
        // What a wrong choice between the two could cost the run (seconds of its training; 0: not
        // known), and whether the recheck stopped there, its trials having cost that much.
        double stakeSeconds = 0.0;
        bool stoppedAtStake = false;
    };
    std::vector<Recheck> rechecks;
    // time_to_accuracy: the batch the chosen one could not be told from (their last recheck ended
    // within the spread), so that another run may choose it; 0 when every step was clear.
    std::int64_t tiedWith = 0;

    bool empty() const { return trials.empty(); }
    Json toJson() const;
    static FinderRecord fromJson(const Json& j); // what is missing or malformed keeps its default
};

} // namespace lathe::core
