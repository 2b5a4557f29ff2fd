#include "executortrial.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iterator>
#include <stdexcept>

namespace lathe::core {

namespace {

// The mean without the fastest and the slowest step (from 4 steps on): what the steps cost on
// average, including a slow step that recurs, without one stray page fault or a busy moment of the
// machine deciding.
double typicalSeconds(std::vector<double> v)
{
    if (v.empty())
        return 0.0;
    std::sort(v.begin(), v.end());
    const std::size_t trim = v.size() >= 4 ? 1 : 0;
    double sum = 0.0;
    for (std::size_t i = trim; i < v.size() - trim; ++i)
        sum += v[i];
    return sum / static_cast<double>(v.size() - 2 * trim);
}

// The spread of that mean, squared: the standard error of a trimmed mean (Tukey and McLaughlin),
// from the steps winsorised alike (the fastest set to the next fastest, the slowest to the next
// slowest). A burst of the machine that the trimming cannot remove widens it, as it should.
// Alternating steps share the machine's slow and fast moments, but not each step's own noise: two
// candidates differ only by more than their spreads allow.
double spreadSquared(std::vector<double> v)
{
    if (v.size() < 2)
        return 0.0;
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    const std::size_t trim = n >= 4 ? 1 : 0;
    for (std::size_t i = 0; i < trim; ++i) {
        v[i] = v[trim];
        v[n - 1 - i] = v[n - 1 - trim];
    }
    double mean = 0.0;
    for (double x : v)
        mean += x;
    mean /= static_cast<double>(n);
    double sum = 0.0;
    for (double x : v)
        sum += (x - mean) * (x - mean);
    const double winsorisedVariance = sum / static_cast<double>(n - 1);
    const double kept = static_cast<double>(n - 2 * trim) / static_cast<double>(n); // 1 - 2 x the trimmed share
    return winsorisedVariance / (kept * kept * static_cast<double>(n));
}

// How many standard errors a difference must exceed with `df` degrees of freedom: Student's t at a
// one-sided 0.1 % (a flip one time in a thousand, even from a few steps), down to 3.09 for many.
double noiseSpreads(int df)
{
    static constexpr std::pair<int, double> table[] = {{1, 318.3}, {2, 22.33}, {3, 10.21}, {4, 7.17}, {5, 5.89}, {6, 5.21}, {8, 4.50},
                                                       {10, 4.14}, {12, 3.93}, {16, 3.69}, {20, 3.55}, {30, 3.39}, {60, 3.23}, {120, 3.16}};
    if (df <= 0)
        return table[0].second;
    for (std::size_t i = 0; i < std::size(table); ++i) {
        if (df <= table[i].first) {
            if (i == 0 || df == table[i].first)
                return table[i].second;
            const auto [d0, t0] = table[i - 1];
            const auto [d1, t1] = table[i];
            return t0 + (t1 - t0) * (df - d0) / static_cast<double>(d1 - d0);
        }
    }
    return 3.09;
}

// The steps a trimmed mean keeps, less one: its degrees of freedom.
int freedom(int timedSteps)
{
    return std::max(0, (timedSteps >= 4 ? timedSteps - 2 : timedSteps) - 1);
}

std::string milliseconds(double seconds)
{
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.1f ms", seconds * 1e3);
    return buffer;
}

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
        times.push_back(typicalSeconds(m_times[c]));
    for (int c : stageCandidates)
        times.push_back(spreadSquared(m_times[c]));
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
        const double noise = noiseSpreads(freedom(other.timedSteps) + freedom(standing.timedSteps)) *
                             std::hypot(other.spreadSeconds, standing.spreadSeconds);
        if (other.secondsPerStep < standing.secondsPerStep && standing.secondsPerStep - other.secondsPerStep <= noise)
            m_withinNoise = {standing.secondsPerStep - other.secondsPerStep, noise};
        return standing.secondsPerStep - other.secondsPerStep > noise;
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
        const Message timing = msg("%1 %2/step", t.candidate.label(), milliseconds(t.secondsPerStep));
        out = out.empty() ? timing : msg("%1, %2", out, timing);
    }
    if (!m_timings.empty())
        out = msg("%1 (mean of %2 alternating steps each without the fastest and slowest, after %3 warm-up steps)", out,
                  m_timings.front().timedSteps, m_settings.warmUpSteps);
    if (m_done && m_withinNoise)
        out = msg("%1 → %2: the difference, %3, is within the steps' spread (%4), so the default stays", out, m_chosen.label(),
                  milliseconds(m_withinNoise->first), milliseconds(m_withinNoise->second));
    else if (m_done)
        out = msg("%1 → %2", out, m_chosen.label());
    return out;
}

} // namespace lathe::core
