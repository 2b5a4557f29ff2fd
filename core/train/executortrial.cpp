#include "executortrial.h"

#include "util/timingnoise.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <stdexcept>

namespace lathe::core {

namespace {


} // namespace

std::string StepCandidate::name() const
{
    return label().text();
}

Message StepCandidate::label() const
{
    const Message executor = optimise ? msg("graph executor") : msg("interpreter");
    return cudaGraph ? msg("%1 + CUDA graph", executor) : executor;
}

ExecutorTrial::ExecutorTrial(std::vector<StepCandidate> executors, bool tryCudaGraph, Settings settings, Combine combine)
    : m_executors(std::move(executors))
    , m_tryCudaGraph(tryCudaGraph)
    , m_settings(settings)
    , m_combine(std::move(combine))
{
    if (m_executors.empty())
        throw std::invalid_argument("an executor trial needs a candidate");
    if (!m_combine)
        m_combine = [](const std::vector<double>& v) { return v; };
    restart();
}

void ExecutorTrial::restart()
{
    m_candidates = m_executors;
    m_times.assign(m_candidates.size(), {});
    m_warmUpTimes.assign(m_candidates.size(), {});
    m_seconds.clear();
    m_timings.clear();
    m_stage = 1;
    m_done = false;
    m_withinNoise.reset();
    m_chosen = m_executors.front();
    std::vector<int> all;
    for (int i = 0; i < static_cast<int>(m_candidates.size()); ++i)
        all.push_back(i);
    planStage(all, std::vector<int>(all.size(), m_settings.warmUpSteps));
}

int ExecutorTrial::stepsNeeded() const
{
    const int executors = static_cast<int>(m_executors.size());
    int steps = executors * (m_settings.warmUpSteps + m_settings.minTimedSteps);
    if (m_tryCudaGraph)
        steps += m_settings.graphWarmUpSteps + m_settings.minTimedSteps;
    return steps;
}

void ExecutorTrial::planStage(const std::vector<int>& candidates, const std::vector<int>& warmUps)
{
    m_schedule.clear();
    m_next = 0;
    for (std::size_t i = 0; i < candidates.size(); ++i) {
        for (int s = 0; s < warmUps[i]; ++s)
            m_schedule.push_back({candidates[i], false});
    }
}

int ExecutorTrial::timedStepsFor(const std::vector<int>& candidates) const
{
    // One round steps every candidate once; its time is estimated from each one's last warm-up step
    // (the first ones carry the profiling and optimisation).
    std::vector<double> estimate{0.0};
    for (int c : candidates)
        estimate[0] += m_warmUpTimes[c].empty() ? 0.0 : m_warmUpTimes[c].back();
    estimate.push_back(1.0);
    const std::vector<double> job = m_combine(estimate); // every rank plans the same number of steps
    const double round = job[1] > 0 ? job[0] / job[1] : job[0];
    int steps = m_settings.maxTimedSteps;
    if (round > 0)
        steps = static_cast<int>(std::floor(m_settings.budgetSeconds / round));
    return std::clamp(steps, m_settings.minTimedSteps, m_settings.maxTimedSteps);
}

const StepCandidate& ExecutorTrial::current() const
{
    if (m_done)
        return m_chosen;
    return m_candidates[m_schedule[m_next].candidate];
}

void ExecutorTrial::record(double seconds)
{
    if (m_done)
        return;
    const Slot slot = m_schedule[m_next];
    m_seconds.emplace_back(slot.candidate, seconds);
    (slot.timed ? m_times : m_warmUpTimes)[slot.candidate].push_back(seconds);
    if (++m_next < m_schedule.size())
        return;
    if (!slot.timed) { // warm-ups done: the timed rounds, alternating step by step
        std::vector<int> stageCandidates;
        for (const Slot& s : m_schedule) {
            if (std::find(stageCandidates.begin(), stageCandidates.end(), s.candidate) == stageCandidates.end())
                stageCandidates.push_back(s.candidate);
        }
        const int rounds = timedStepsFor(stageCandidates);
        m_schedule.clear();
        m_next = 0;
        for (int r = 0; r < rounds; ++r) {
            for (int c : stageCandidates)
                m_schedule.push_back({c, true});
        }
        return;
    }
    finishStage();
}

void ExecutorTrial::finishStage()
{
    // The step times of this stage's candidates, summed over the ranks, with the rank count last.
    std::vector<int> stageCandidates;
    for (const Slot& s : m_schedule) {
        if (std::find(stageCandidates.begin(), stageCandidates.end(), s.candidate) == stageCandidates.end())
            stageCandidates.push_back(s.candidate);
    }
    // Each candidate's mean, then its squared spread, then the rank count: summed over the ranks,
    // the job's mean is the ranks' average and its spread that of the average.
    std::vector<double> times;
    for (int c : stageCandidates)
        times.push_back(trimmedMean(m_times[c]));
    for (int c : stageCandidates)
        times.push_back(trimmedMeanSpreadSquared(m_times[c]));
    times.push_back(1.0);
    const std::vector<double> job = m_combine(times);
    const double ranks = job.back() > 0 ? job.back() : 1.0;
    const std::size_t n = stageCandidates.size();
    for (std::size_t i = 0; i < n; ++i) {
        const int c = stageCandidates[i];
        m_timings.push_back({m_candidates[c], job[i] / ranks, static_cast<int>(m_times[c].size()), std::sqrt(std::max(0.0, job[n + i])) / ranks});
    }
    // `other` replaces `standing` only when it is faster by more than the difference's spread allows
    // (Student's t at 0.1 %, noiseSpreads): noise on a busy machine cannot flip a decision (the standing one is the measured
    // default: the interpreter, then the CUDA graph, 1.4-4.3x on the GPU).
    const auto clearlyFaster = [this](const CandidateTiming& other, const CandidateTiming& standing) {
        const auto summary = [](const CandidateTiming& t) {
            return TimingSummary{t.secondsPerStep, t.spreadSeconds, t.timedSteps, t.timedSteps >= 4 ? t.timedSteps - 2 : t.timedSteps};
        };
        const Comparison c = compareTimes(summary(other), summary(standing));
        if (c.lead > 0 && !c.clearlyFaster)
            m_withinNoise = {c.lead, c.noise};
        return c.clearlyFaster;
    };
    if (m_stage == 1) {
        const CandidateTiming* best = &m_timings.front(); // the interpreter: the first candidate
        for (const CandidateTiming& t : m_timings) {
            if (&t != best && clearlyFaster(t, *best))
                best = &t;
        }
        m_chosen = best->candidate;
        if (m_tryCudaGraph) {
            StepCandidate graph = m_chosen;
            graph.cudaGraph = true;
            m_candidates.push_back(graph);
            m_times.emplace_back();
            m_warmUpTimes.emplace_back();
            m_stage = 2;
            planStage({static_cast<int>(m_candidates.size()) - 1}, {m_settings.graphWarmUpSteps});
            return;
        }
    } else {
        m_withinNoise.reset(); // what the message says is about the last choice
        const CandidateTiming& graph = m_timings.back();
        const CandidateTiming* without = &graph;
        for (const auto& t : m_timings) {
            if (t.candidate == m_chosen)
                without = &t;
        }
        if (!clearlyFaster(*without, graph)) // the graph stays unless it is clearly slower
            m_chosen = graph.candidate;
    }
    m_done = true;
}

double ExecutorTrial::costSeconds() const
{
    double chosen = 0.0;
    for (const auto& t : m_timings) {
        if (t.candidate == m_chosen)
            chosen = t.secondsPerStep;
    }
    double cost = 0.0;
    for (const auto& [c, seconds] : m_seconds) {
        if (!(m_candidates[c] == m_chosen))
            cost += std::max(0.0, seconds - chosen);
    }
    return cost;
}

Message ExecutorTrial::describe() const
{
    Message out;
    for (const auto& t : m_timings) {
        const Message timing = msg("%1 %2/step", t.candidate.label(), millisecondsText(t.secondsPerStep));
        out = out.empty() ? timing : msg("%1, %2", out, timing);
    }
    if (!m_timings.empty())
        out = msg("%1 (mean of %2 alternating steps each without the fastest and slowest, after %3 warm-up steps)", out,
                  m_timings.front().timedSteps, m_settings.warmUpSteps);
    if (m_done && m_withinNoise)
        out = msg("%1 → %2: the difference, %3, is within the steps' spread (%4), so the default stays", out, m_chosen.label(),
                  millisecondsText(m_withinNoise->first), millisecondsText(m_withinNoise->second));
    else if (m_done)
        out = msg("%1 → %2", out, m_chosen.label());
    return out;
}

} // namespace lathe::core
