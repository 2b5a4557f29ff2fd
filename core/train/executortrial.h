#pragma once
// compile.graph_optimize "auto": which way of running the training step is fastest is measured on the
// run's own first steps — its model, batch, precision and device — instead of fixed in a default.
//
// Stage 1 times the executors that can train the step (the TorchScript interpreter and, for fp32,
// the optimising graph executor): each warms up (the graph executor profiles, then optimises), then
// they alternate step by step, so that a slow minute of the machine falls on both, and the mean step
// time of each (without its fastest and slowest step) decides — but only by more than the noise:
// another candidate replaces the default (the interpreter; in stage 2, the CUDA graph) only when it
// is faster by more than the difference's standard error times Student's t at a one-sided 0.1 %, so
// a busy machine's noise cannot flip the choice (issue 34). Stage 2, on a GPU where compile.cuda_graph allows it, records the
// winner's step as a CUDA graph and times its replays against the winner's time without it.
//
// Every step of the trial is an ordinary training step (the executors compute the same values on
// the CPU; the choice only changes speed), so the trial's cost is what its slower steps lost against
// the chosen way, a fraction of a few seconds. This class only keeps the schedule and the
// arithmetic; the trainer applies a candidate (the executor flag, the CUDA graph) and times steps.

#include <functional>
#include <optional>
#include <string>
#include <vector>
#include "util/message.h"

namespace lathe::core {

struct StepCandidate {
    bool optimise = false;  // the optimising graph executor, else the interpreter
    bool cudaGraph = false; // full batches replay a CUDA graph of the step
    std::string name() const; // "interpreter", "graph executor", "graph executor + CUDA graph" (records, JSON)
    Message label() const;    // the same, translatable (the log)
    bool operator==(const StepCandidate&) const = default;
};

struct CandidateTiming {
    StepCandidate candidate;
    double secondsPerStep = 0.0; // trimmed mean of the timed steps (data parallel: averaged over the ranks)
    int timedSteps = 0;
    double spreadSeconds = 0.0; // the standard error of that mean
};

class ExecutorTrial {
public:
    struct Settings {
        int warmUpSteps = 3;       // before an executor is timed (profiling and optimisation happen here)
        int graphWarmUpSteps = 5;  // before a CUDA graph is timed (3 warm-ups and the capture, and one replay)
        int maxTimedSteps = 12;    // per candidate
        int minTimedSteps = 4;
        double budgetSeconds = 6.0; // the timed steps of all candidates together, at most (down to minTimedSteps)
    };
    // Sums a vector over the data-parallel ranks (identity for one process), so that every rank
    // decides on the same numbers.
    using Combine = std::function<std::vector<double>(const std::vector<double>&)>;

    // `executors`: stage 1's candidates (one or two, without CUDA graph); `tryCudaGraph`: stage 2.
    ExecutorTrial(std::vector<StepCandidate> executors, bool tryCudaGraph, Settings settings, Combine combine = {});

    // Steps the trial needs at least (to decide whether a run is long enough for it).
    int stepsNeeded() const;
    bool done() const { return m_done; }
    // The candidate the next step trains with; the chosen one once done().
    const StepCandidate& current() const;
    // The step just trained with current() took `seconds` (its device work included).
    void record(double seconds);
    // From the start again (after the batch size changed).
    void restart();

    const StepCandidate& chosen() const { return m_chosen; }
    const std::vector<CandidateTiming>& timings() const { return m_timings; }
    // What the trial's slower steps cost against the chosen candidate, in seconds.
    double costSeconds() const;
    int stepsTaken() const { return static_cast<int>(m_seconds.size()); }
    // "interpreter 171.2 ms/step, graph executor 186.0 ms/step (mean of 12 alternating steps each …) → interpreter"
    Message describe() const;

private:
    struct Slot {
        int candidate = 0;
        bool timed = false;
    };
    void planStage(const std::vector<int>& candidates, const std::vector<int>& warmUps);
    void finishStage();
    int timedStepsFor(const std::vector<int>& candidates) const;

    std::vector<StepCandidate> m_executors;
    bool m_tryCudaGraph;
    Settings m_settings;
    Combine m_combine;

    std::vector<StepCandidate> m_candidates; // every candidate so far (stage 2 adds the graph)
    std::vector<Slot> m_schedule;            // of the current stage
    std::size_t m_next = 0;                  // the next slot of m_schedule
    int m_stage = 1;
    std::vector<std::vector<double>> m_times;       // timed seconds, per candidate
    std::vector<std::vector<double>> m_warmUpTimes; // untimed seconds, per candidate (for the budget)
    std::vector<std::pair<int, double>> m_seconds;  // every step of the trial: candidate, seconds
    std::vector<CandidateTiming> m_timings;
    StepCandidate m_chosen;
    bool m_done = false;
    // A faster candidate that was not taken: its lead and the noise it did not clear, in seconds.
    std::optional<std::pair<double, double>> m_withinNoise;
};

} // namespace lathe::core
