#include "executorchoice.h"

#include "events/events.h"

#include <cstdio>

namespace lathe::core {

ExecutorChoice::ExecutorChoice(Apply apply, Decide decide)
    : m_apply(std::move(apply))
    , m_decide(std::move(decide))
{
}

void ExecutorChoice::settle(const StepCandidate& candidate, const Message& reason)
{
    m_chosen = candidate;
    m_apply(candidate, /*final=*/true);
    m_record.choice = candidate.name();
    m_record.graphExecutor = candidate.optimise;
    m_record.cudaGraph = candidate.cudaGraph;
    m_record.reason = reason;
}

void ExecutorChoice::prepare(const Situation& s)
{
    // The graph executor's autodiff builds backward graphs from fp32 formulas and does not follow the
    // dispatcher's autocast casts: under AMP its backward mixes bf16/fp16 and fp32 operands and fails
    // (seen with LibTorch 2.11 on linear layers). Mixed precision therefore trains through the
    // interpreter with eager autograd.
    const Message autocastNote =
        msg("under %1 the TorchScript autodiff cannot follow autocast, so training runs through the interpreter", s.precision);
    m_record = ExecutorRecord{};
    m_record.setting = s.forced ? (*s.forced ? "true" : "false") : "auto";
    if (s.forced) {
        if (*s.forced && !s.fp32)
            m_decide(LogLevel::Info, msg("compile.graph_optimize applies to fp32 training only: %1", autocastNote));
        settle({*s.forced && s.fp32, s.cudaGraphAllowed},
               *s.forced && !s.fp32 ? autocastNote : msg("compile.graph_optimize is %1", *s.forced ? "true" : "false"));
        return;
    }
    if (!s.kept.empty() && s.kept.device == s.device && s.kept.precision == s.precision) {
        m_record = s.kept; // with the first run's timings
        m_record.setting = "auto";
        settle({s.kept.graphExecutor && s.fp32, s.kept.cudaGraph && s.cudaGraphAllowed},
               s.kept.reason.empty() ? msg("measured on the run's first steps") : s.kept.reason);
        m_decide(LogLevel::Info, msg("compile.graph_optimize auto: %1, as measured when the run started (%2)", m_chosen.label(), s.kept.summary));
        return;
    }
    std::vector<StepCandidate> executors{{false, false}};
    if (s.fp32)
        executors.push_back({true, false});
    if (executors.size() == 1 && !s.cudaGraphAllowed) {
        settle({false, false}, autocastNote);
        m_decide(LogLevel::Info, msg("compile.graph_optimize auto: interpreter: %1", autocastNote));
        return;
    }
    auto trial = std::make_unique<ExecutorTrial>(executors, s.cudaGraphAllowed, ExecutorTrial::Settings{}, s.combine);
    if (s.timeableSteps < 2 * trial->stepsNeeded()) {
        const Message why = msg("this run has %1 timeable steps, too few to time the executors", s.timeableSteps);
        settle({false, s.cudaGraphAllowed}, why);
        m_decide(LogLevel::Info, msg("compile.graph_optimize auto: interpreter: %1", why));
        return;
    }
    m_trial = std::move(trial);
    m_record.device = s.device;
    m_record.precision = s.precision;
    Message names = executors.front().label();
    for (std::size_t i = 1; i < executors.size(); ++i)
        names = msg("%1 and %2", names, executors[i].label());
    m_decide(LogLevel::Info,
             s.cudaGraphAllowed ? msg("compile.graph_optimize auto: timing the %1, then the CUDA graph, on this run's first steps (every step trains)", names)
                                : msg("compile.graph_optimize auto: timing the %1 on this run's first steps (every step trains)", names));
    m_apply(m_trial->current(), /*final=*/false);
}

void ExecutorChoice::trialDone()
{
    const ExecutorTrial& trial = *m_trial;
    settle(trial.chosen(), msg("measured on the run's first steps")); // the interpreter won: the copy and its plans go
    m_record.timingsMs.clear();
    for (const auto& t : trial.timings())
        m_record.timingsMs[t.candidate.name()] = t.secondsPerStep * 1e3;
    m_record.timedSteps = trial.timings().empty() ? 0 : trial.timings().front().timedSteps;
    m_record.trialSteps = trial.stepsTaken();
    m_record.costSeconds = trial.costSeconds();
    m_record.summary = trial.describe();
    char cost[32];
    std::snprintf(cost, sizeof cost, "%.2f", trial.costSeconds());
    m_decide(LogLevel::Info, msg("compile.graph_optimize auto: %1; the trial cost %2 s", trial.describe(), cost));
}

void ExecutorChoice::restartTrial()
{
    if (m_trial && !m_trial->done())
        m_trial->restart();
}

ExecutorRecord ExecutorChoice::record() const
{
    ExecutorRecord r = m_record;
    if (m_trial && !m_trial->done()) {
        r.choice = m_trial->current().name();
        r.graphExecutor = m_trial->current().optimise;
        r.cudaGraph = m_trial->current().cudaGraph;
        // On the CPU the trial waits for the thread governor (epochloop.h): a short run on a busy
        // machine can end before it takes a step.
        r.reason = m_trial->stepsTaken() == 0
                       ? msg("the run ended before the trial began: it waits until the CPU threads are settled")
                       : msg("the run ended before the trial had chosen (%1 of its %2 steps taken)", m_trial->stepsTaken(), m_trial->stepsNeeded());
    }
    return r;
}

void ExecutorChoice::runCompleted()
{
    if (!m_trial || m_trial->done())
        return;
    // Before its first step the run trained with the first executor only; after, with each in turn.
    m_decide(LogLevel::Info, m_trial->stepsTaken() == 0
                                 ? msg("compile.graph_optimize auto: the run used the %1: %2", m_trial->current().label(), record().reason)
                                 : msg("compile.graph_optimize auto: %1; the run trained with the executors in turn, the %2 last",
                                       record().reason, m_trial->current().label()));
}

} // namespace lathe::core
