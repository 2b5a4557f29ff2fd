#pragma once
// How a run's training step ran (compile.graph_optimize, compile.cuda_graph, compile.channels_last),
// as a type: the record summary.json holds under "executor" and checkpoints carry, so a resumed run
// keeps the choice its first run measured.
//
//   {"setting": "auto" | "true" | "false", "choice", "graph_executor", "cuda_graph", "channels_last",
//    "reason" (a message); for "auto" once timed: "device", "precision", "timings_ms": {candidate: ms},
//    "timed_steps", "trial_steps", "cost_seconds", "summary" (a message)}

#include "config/json.h"
#include "util/message.h"

#include <map>
#include <optional>
#include <string>

namespace lathe::core {

struct ExecutorRecord {
    std::string setting;           // compile.graph_optimize as configured: "auto", "true", "false"; empty: none recorded
    std::string choice;            // the candidate the step runs as ("interpreter", "graph executor + CUDA graph", ...)
    bool graphExecutor = false;
    bool cudaGraph = false;
    std::optional<bool> channelsLast; // compile.channels_last as applied (summary.json only)
    Message reason;                // why that choice
    // The trial of "auto": where it measured (a resumed run on another device or precision times
    // again), what, and what it cost.
    std::string device, precision; // "cuda" | "cpu"; "fp32", ...
    std::map<std::string, double> timingsMs; // per candidate, ms per step
    std::optional<int> timedSteps, trialSteps;
    std::optional<double> costSeconds;
    Message summary;               // the trial's own account, "interpreter 0.8 ms/step, ... → interpreter"

    bool empty() const { return setting.empty(); }
    // `choice` translatable, from what it records (the same words as the step's label).
    Message choiceLabel() const;
    // Measured by a trial (not forced, not kept too short to time).
    bool measured() const { return !timingsMs.empty(); }

    Json toJson() const;
    static ExecutorRecord fromJson(const Json& j); // fields missing or malformed keep their defaults
};

} // namespace lathe::core
