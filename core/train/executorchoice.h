#pragma once
// How the training step runs (compile.graph_optimize, with compile.cuda_graph): the interpreter or the
// optimising graph executor, with or without a CUDA graph. Decided once per run, by one of: the config
// (true / false), the checkpoint of a resumed run (what its first run measured on the same device and
// precision), or an ExecutorTrial timing the candidates on the run's first steps (every step trains).
// Owns the trial and the record (run/executorrecord.h) that summary.json and the checkpoints keep;
// the Trainer applies the candidates to its TrainStep through `apply`.

#include "executortrial.h"
#include "run/executorrecord.h"
#include "util/message.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>

namespace lathe::core {

enum class LogLevel;

class ExecutorChoice {
public:
    struct Situation {
        std::optional<bool> forced;        // compile.graph_optimize: true / false; nullopt for "auto"
        bool fp32 = true;                  // mixed precision trains through the interpreter
        bool cudaGraphAllowed = false;     // the step may replay as a CUDA graph
        std::string device;                // "cuda" | "cpu"
        std::string precision;             // "fp32", "bf16", ...
        std::int64_t timeableSteps = 0;    // steps the run has left that a trial could time
        ExecutorRecord kept;               // from the checkpoint of a resumed run (empty: none)
        ExecutorTrial::Combine combine;    // sums over the data-parallel ranks (empty: one process)
    };
    // `apply` sets a candidate on the step; `final` when it is the choice (the other executor's state may go).
    using Apply = std::function<void(const StepCandidate& candidate, bool final)>;
    using Decide = std::function<void(LogLevel level, const Message& message)>;

    ExecutorChoice(Apply apply, Decide decide);

    // Decides, or starts the trial; the step runs with current() from now on.
    void prepare(const Situation& situation);
    // The trial while it times (nullptr once decided): the epoch loop feeds it the step times.
    ExecutorTrial* trial() { return m_trial && !m_trial->done() ? m_trial.get() : nullptr; }
    // The trial has decided: applied, logged, recorded.
    void trialDone();
    // The batch size changed (out of memory): a trial still timing starts again.
    void restartTrial();

    // The record so far: summary.json's and the checkpoints' "executor". A run that ends while the
    // trial still times records the candidate it ran and why nothing was chosen.
    ExecutorRecord record() const;
    // The run completed: while the trial still timed, says which executor it ran and why nothing was
    // chosen (the log said only that the trial would time them).
    void runCompleted();

private:
    void settle(const StepCandidate& candidate, const Message& reason);

    Apply m_apply;
    Decide m_decide;
    std::unique_ptr<ExecutorTrial> m_trial;
    StepCandidate m_chosen;
    ExecutorRecord m_record;
};

} // namespace lathe::core
