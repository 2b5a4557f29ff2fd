#include "threadgovernor.h"

#include "util/cpubudget.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace lathe::core {

namespace {

double median(std::vector<double> v)
{
    if (v.empty())
        return 0.0;
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}


// The mean of the block means and its standard error (Student's t: the blocks are few).
TimingSummary blockSummary(const std::vector<double>& blocks)
{
    const int n = static_cast<int>(blocks.size());
    double mean = 0.0;
    for (double x : blocks)
        mean += x;
    mean /= std::max(1, n);
    double squares = 0.0;
    for (double x : blocks)
        squares += (x - mean) * (x - mean);
    const double spread = n > 1 ? std::sqrt(squares / (n - 1) / n) : 0.0;
    return {mean, spread, n, n};
}

} // namespace

Message ThreadChoice::describe() const
{
    if (why == Why::Start)
        return msg("CPU threads: %1", threads);
    if (why == Why::OthersBusy)
        return msg("CPU threads: %1 of %2: other programs use %3 CPUs; the other counts are measured against it", threads, defaultThreads,
                   decimalText(othersBusy, 1));
    if (why == Why::OthersStopped)
        return msg("CPU threads: %1 again: the other programs stopped using the CPU before the measurement began", threads);
    Message figures;
    const int standing = timings.empty() ? defaultThreads : timings.front().threads;
    for (const Timing& t : timings) {
        const std::string step = millisecondsText(t.seconds.mean);
        const bool dropped = t.measuredNoFurther;
        const Message one = t.splitBatch && dropped
                                ? msg("%1 threads on parts of the batch %2/step (%3 block(s): slower than %4 thread(s), measured no further)", t.threads, step,
                                      t.seconds.samples, standing)
                            : t.splitBatch ? msg("%1 threads on parts of the batch %2/step", t.threads, step)
                            : dropped ? msg("%1 thread(s) %2/step (%3 block(s): slower than %4 thread(s), measured no further)", t.threads, step,
                                            t.seconds.samples, standing)
                                      : msg("%1 thread(s) %2/step", t.threads, step);
        figures = figures.empty() ? one : msg("%1, %2", figures, one);
    }
    const Message measured = msg("CPU threads measured because %1 (means of %2 alternating blocks of about %3 steps each): %4", trigger, rounds, blockSteps, figures);
    switch (why) {
    case Why::Faster:
        if (byRank && splitBatch)
            return msg("%1 → %2 threads, each on its own part of the batch, faster by %3 and in %4 of %5 pairs of blocks, more than chance "
                       "allows (a rank test: blocks stalled behind other programs widen the means' spread to %6)",
                       measured, threads, millisecondsText(comparison.lead), static_cast<int>(std::lround(ranks.pairsWon)), ranks.pairs,
                       millisecondsText(comparison.noise));
        if (splitBatch)
            return msg("%1 → %2 threads, each on its own part of the batch, faster by %3, more than the steps' spread (%4)", measured, threads,
                       millisecondsText(comparison.lead), millisecondsText(comparison.noise));
        if (byRank)
            return msg("%1 → %2 thread(s), faster by %3 and in %4 of %5 pairs of blocks, more than chance allows (a rank test: blocks "
                       "stalled behind other programs widen the means' spread to %6)",
                       measured, threads, millisecondsText(comparison.lead), static_cast<int>(std::lround(ranks.pairsWon)), ranks.pairs,
                       millisecondsText(comparison.noise));
        return msg("%1 → %2 thread(s), faster by %3, more than the steps' spread (%4)", measured, threads, millisecondsText(comparison.lead),
                   millisecondsText(comparison.noise));
    case Why::WithinNoise:
        if (measuredAgain)
            return msg("%1 → %2 thread(s) for now: the difference, %3, is within the steps' spread (%4); more blocks will be measured "
                       "after %5 s of training while the machine stays as it is",
                       measured, threads, millisecondsText(comparison.lead), millisecondsText(comparison.noise), cooldownSeconds);
        return msg("%1 → %2 thread(s): the difference, %3, is within the steps' spread (%4), so the count in use stays", measured, threads,
                   millisecondsText(comparison.lead), millisecondsText(comparison.noise));
    default:
        return msg("%1 → %2 thread(s), the count in use and the fastest", measured, threads);
    }
}

ThreadGovernor::ThreadGovernor(Settings settings, Apply apply, SampleLoad sampleLoad, Decided decided)
    : m_s(settings)
    , m_apply(std::move(apply))
    , m_sampleLoad(std::move(sampleLoad))
    , m_decided(std::move(decided))
{
    m_s.defaultThreads = std::max(1, m_s.defaultThreads);
    m_plan.threads = m_s.defaultThreads;
}

std::vector<ThreadPlan> ThreadGovernor::candidates(double othersBusy) const
{
    const int d = m_s.defaultThreads;
    const int left = d - static_cast<int>(std::lround(std::max(0.0, othersBusy)));
    std::vector<ThreadPlan> out;
    const auto add = [&](int n) {
        n = std::clamp(n, 1, d);
        if ((n > 1 || m_s.allowOneThread) && std::find(out.begin(), out.end(), ThreadPlan{n, false}) == out.end() && out.size() < 3)
            out.push_back({n, false});
    };
    // The standing count first: the CPUs the others leave (no more busy threads than the CPUs it can
    // have), every usable CPU when they leave all. What the noise cannot tell apart from it keeps it.
    add(left);
    add(d);
    if (d > 1) {
        // Then one thread (no parallel region to wait for), then half.
        add(1);
        add(d / 2);
        // And the batch in parts, one per CPU the others leave (two at least: beside programs that
        // take every CPU, two parts still meet only once a step).
        // Each part runs on one intra-op thread: never where one thread is refused.
        const int parts = std::min({d, m_s.maxBatchParts, std::max(2, left)});
        if (parts >= 2 && m_s.allowOneThread)
            out.push_back({parts, true});
    }
    return out;
}

void ThreadGovernor::use(const ThreadPlan& plan)
{
    if (plan == m_plan)
        return;
    m_plan = plan;
    m_apply(plan);
    m_warmUp = 1; // the first step after a change wakes or parks the pool's workers
}

void ThreadGovernor::start()
{
    if (m_sampleLoad)
        m_sampleLoad(); // the first reading's start: the first step's sample covers the time until it
    m_apply(m_plan);
    ThreadChoice c;
    c.threads = c.defaultThreads = m_plan.threads;
    m_decided(c);
}

void ThreadGovernor::stepDone(double seconds)
{
    m_elapsed += seconds;
    m_sinceLoadSample += seconds;
    if (m_sinceLoadSample >= m_s.loadSampleSeconds) {
        m_sinceLoadSample = 0.0;
        const double load = m_sampleLoad ? m_sampleLoad() : -1.0;
        if (load >= 0) {
            m_loadSum += load;
            ++m_loadSamples;
            // Quiet as training starts, where no measurement follows the first block: settled now, so
            // that the executor trial need not wait for the block (a tiny step's is hundreds of steps).
            if (m_reference < 0 && m_state == State::Watch && !m_s.partsWhenQuiet && load < m_s.busyThreshold)
                m_settled = true;
            if (m_reference < 0 && m_state == State::Watch && m_s.adaptive && !m_startedOnLeft && load >= m_s.busyThreshold)
                trainOnWhatTheOthersLeave(load);
        }
    }
    if (!m_s.adaptive)
        return;
    if (m_warmUp > 0) {
        --m_warmUp;
        return;
    }
    // Blocks of blockSeconds (and minBlockSteps at least): the same length in time whatever the
    // thread count does to the step.
    m_block.push_back(seconds);
    m_blockSeconds += seconds;
    const int steps = static_cast<int>(m_block.size());
    if ((steps >= m_s.minBlockSteps && m_blockSeconds >= m_s.blockSeconds) || steps >= m_s.maxBlockSteps)
        blockDone();
}

void ThreadGovernor::blockDone()
{
    if (m_loadSamples > 0)
        m_lastLoad = m_loadSum / m_loadSamples;
    m_loadSum = 0.0;
    m_loadSamples = 0;
    std::vector<double> block;
    block.swap(m_block);
    m_blockSeconds = 0.0;
    if (m_state == State::Trial) {
        // A block's mean step: what the steps cost, stalls included (a step parked behind another
        // program is the very cost of a thread count), its noise that of the machine from block to block.
        double sum = 0.0;
        for (double x : block)
            sum += x;
        m_times[static_cast<std::size_t>(m_schedule[m_nextBlock])].push_back(sum / static_cast<double>(block.size()));
        m_trialSteps += static_cast<int>(block.size());
        // A fresh trial's first round: one block of every candidate.
        if (m_segmentStart == 0 && m_nextBlock + 1 == m_candidates.size())
            dropFarSlowerAfterTheFirstRound();
        if (++m_nextBlock < m_schedule.size())
            nextTrialBlock();
        else
            finishTrial();
        return;
    }
    const double step = median(block);
    const bool canMeasure = candidates(m_lastLoad).size() > 1 && m_elapsed - m_lastTrialEnd >= m_s.cooldownSeconds;
    // Busy with hysteresis: from the threshold up, quiet again below half of it.
    const auto busy = [this](double load, bool was) { return load < 0 ? was : was ? load >= 0.5 * m_s.busyThreshold : load >= m_s.busyThreshold; };
    if (m_reference < 0) {
        // The first block is judged with a load reading (the sampler answers over a quarter of a
        // second at least: util/cpubudget.h); without one yet, the next block is the first.
        if (m_lastLoad < 0 && m_sampleLoad && m_elapsed < kFirstReadingSeconds)
            return;
        m_busy = busy(m_lastLoad, false);
        const ThreadPlan all{m_s.defaultThreads, false};
        if (!m_busy && !(m_plan == all)) { // the others stopped before the first block ended: the default, then its block
            use(all);
            ThreadChoice c;
            c.why = ThreadChoice::Why::OthersStopped;
            c.threads = c.defaultThreads = all.threads;
            c.othersBusy = m_lastLoad;
            m_decided(c);
            return;
        }
        m_reference = step;
        if (m_busy && canMeasure)
            startTrial(msg("other programs use %1 CPUs", decimalText(m_lastLoad, 1)));
        else if (m_s.partsWhenQuiet && candidates(m_lastLoad).back().splitBatch && canMeasure) // parts may win quietly too
            startTrial(msg("the batch can train in parts, each on a thread of its own"), false, /*partsOnly=*/true);
        else
            m_settled = true;
        return;
    }
    const double ratio = step / m_reference;
    m_shiftedBlocks = ratio > m_s.shift || ratio < 1.0 / m_s.shift ? m_shiftedBlocks + 1 : 0;
    const bool wasBusy = m_busy;
    const bool busyNow = busy(m_lastLoad, wasBusy);
    if (m_shiftedBlocks >= 2 && canMeasure) {
        startTrial(ratio > 1 ? msg("the steps became %1x slower", decimalText(ratio, 1)) : msg("the steps became %1x faster", decimalText(1.0 / ratio, 1)));
    } else if (busyNow != wasBusy && canMeasure) {
        startTrial(busyNow ? msg("other programs use %1 CPUs", decimalText(m_lastLoad, 1))
                           : msg("the other programs stopped using the CPU"));
    } else if (m_shiftedBlocks >= 2) { // a new pace that cannot be measured now: the new reference
        m_reference = step;
        m_busy = busyNow;
        m_shiftedBlocks = 0;
        m_pooledCandidates.clear(); // the machine changed: the earlier blocks no longer describe it
    } else if (!m_pooledCandidates.empty() && m_shiftedBlocks == 0 && canMeasure) {
        if (busyNow == wasBusy && candidates(m_lastLoad) == m_pooledCandidates)
            startTrial(msg("the last measurement's lead of %1 was within the steps' spread", millisecondsText(m_pooledLead)), true);
        else
            m_pooledCandidates.clear();
    }
}

void ThreadGovernor::trainOnWhatTheOthersLeave(double load)
{
    m_startedOnLeft = true;
    const ThreadPlan standing = candidates(load).front();
    if (standing == m_plan)
        return;
    // Its first block, the reference, on the count the trial will stand on: blocks of every usable
    // CPU beside busy programs are the slowest (the MLP's two threads took 22 ms a step beside one
    // loop, one thread 4.7), and the trial measures them anyway.
    use(standing);
    m_block.clear();
    m_blockSeconds = 0.0;
    ThreadChoice c;
    c.why = ThreadChoice::Why::OthersBusy;
    c.threads = standing.threads;
    c.defaultThreads = m_s.defaultThreads;
    c.othersBusy = load;
    m_decided(c);
}

void ThreadGovernor::startTrial(Message trigger, bool continuePooled, bool partsOnly)
{
    m_state = State::Trial;
    m_trigger = std::move(trigger);
    if (continuePooled) { // the same candidates on the same machine: the earlier blocks count
        m_candidates = std::move(m_pooledCandidates);
        m_times = std::move(m_pooledTimes);
        m_active = std::move(m_pooledActive);
        m_plannedRounds = static_cast<int>(m_times[0].size());
    } else {
        m_candidates = candidates(m_lastLoad);
        if (partsOnly)
            m_candidates = {m_candidates.front(), m_candidates.back()};
        m_times.assign(m_candidates.size(), {});
        m_active.assign(m_candidates.size(), true);
        m_plannedRounds = 0;
    }
    m_pooledCandidates.clear();
    m_pooledTimes.clear();
    m_pooledActive.clear();
    m_segmentStart = m_plannedRounds;
    m_schedule.clear();
    planRounds(continuePooled ? m_s.rounds : std::clamp(m_s.firstLook, 1, m_s.rounds));
    m_nextBlock = 0;
    m_trialSteps = 0;
    m_trialLoadSum = 0.0;
    m_trialLoadBlocks = 0;
    nextTrialBlock();
}

void ThreadGovernor::planRounds(int rounds)
{
    // Alternating, mirrored every other round (A B, B A, ...): a slow moment of the machine falls on all.
    std::vector<int> active;
    for (std::size_t i = 0; i < m_candidates.size(); ++i) {
        if (m_active[i])
            active.push_back(static_cast<int>(i));
    }
    for (int r = m_plannedRounds; r < m_plannedRounds + rounds; ++r) {
        if (r % 2 == 0)
            m_schedule.insert(m_schedule.end(), active.begin(), active.end());
        else
            m_schedule.insert(m_schedule.end(), active.rbegin(), active.rend());
    }
    m_plannedRounds += rounds;
}

void ThreadGovernor::dropClearlySlower()
{
    const TimingSummary standing = blockSummary(m_times[0]);
    for (std::size_t i = 1; i < m_candidates.size(); ++i) {
        const TimingSummary challenger = blockSummary(m_times[i]);
        // Slower beyond the noise, or by more than a lead that would matter: measuring on could only
        // find it faster by less than minimumGain, or by a turn of the noise the rule would not take.
        if (m_active[i] && (compareTimes(standing, challenger).clearlyFaster || challenger.mean > (1.0 + m_s.minimumGain) * standing.mean))
            m_active[i] = false;
    }
}

void ThreadGovernor::dropFarSlowerAfterTheFirstRound()
{
    bool dropped = false;
    for (std::size_t i = 1; i < m_candidates.size(); ++i) {
        if (m_active[i] && m_times[i].front() > m_s.farSlower * m_times[0].front()) {
            m_active[i] = false;
            dropped = true;
        }
    }
    if (!dropped)
        return;
    std::vector<int> kept(m_schedule.begin(), m_schedule.begin() + static_cast<std::ptrdiff_t>(m_nextBlock) + 1);
    for (std::size_t b = m_nextBlock + 1; b < m_schedule.size(); ++b) {
        if (m_active[static_cast<std::size_t>(m_schedule[b])])
            kept.push_back(m_schedule[b]);
    }
    m_schedule = std::move(kept);
}

bool ThreadGovernor::onlyDefaultLeft() const
{
    return std::find(m_active.begin() + 1, m_active.end(), true) == m_active.end();
}

void ThreadGovernor::nextTrialBlock()
{
    if (m_lastLoad >= 0) {
        m_trialLoadSum += m_lastLoad;
        ++m_trialLoadBlocks;
    }
    use(m_candidates[static_cast<std::size_t>(m_schedule[m_nextBlock])]);
}

void ThreadGovernor::finishTrial()
{
    ThreadChoice c;
    c.defaultThreads = m_s.defaultThreads;
    c.trigger = m_trigger;
    c.blockSteps = static_cast<int>(std::lround(static_cast<double>(m_trialSteps) / std::max<std::size_t>(1, m_schedule.size())));
    c.rounds = static_cast<int>(m_times[0].size()); // with an earlier measurement's, when pooled
    c.othersBusy = m_trialLoadBlocks > 0 ? m_trialLoadSum / m_trialLoadBlocks : m_lastLoad;
    for (std::size_t i = 0; i < m_candidates.size(); ++i)
        c.timings.push_back({m_candidates[i].threads, m_candidates[i].splitBatch, blockSummary(m_times[i]), !m_active[i]});
    // The default (every usable CPU) stays unless another count is faster by more than the noise.
    std::size_t best = 0;
    bool anyLead = false;
    for (std::size_t i = 1; i < c.timings.size(); ++i) {
        Comparison cmp = compareTimes(c.timings[i].seconds, c.timings[0].seconds);
        // Faster by the means beyond their spread, or block against block beyond chance (heavy tails).
        const RankComparison ranks = compareRanks(m_times[i], m_times[0]);
        const bool byRank = !cmp.clearlyFaster && ranks.z >= kRankNoiseZ;
        // And by enough to matter: a change of threads for a few percent is not worth a wrong call.
        cmp.clearlyFaster = (cmp.clearlyFaster || byRank) && cmp.lead >= m_s.minimumGain * c.timings[0].seconds.mean;
        if (cmp.clearlyFaster && c.timings[i].seconds.mean < c.timings[best].seconds.mean) {
            best = i;
            c.comparison = cmp;
            c.ranks = ranks;
            c.byRank = byRank;
        } else if (best == 0 && cmp.lead > 0 && (!anyLead || cmp.lead > c.comparison.lead)) {
            anyLead = true;
            c.ranks = ranks;
            c.comparison = cmp;
        }
    }
    // The first look: no count clearly faster yet. Those clearly slower than the default are measured
    // no further; the others go on to the full measurement.
    if (best == 0 && m_plannedRounds < m_segmentStart + m_s.rounds) {
        dropClearlySlower();
        if (!onlyDefaultLeft()) {
            planRounds(m_segmentStart + m_s.rounds - m_plannedRounds);
            nextTrialBlock();
            return;
        }
    }
    // A lead large enough to matter but within the noise: measure on rather than give up on it, and
    // after this measurement's blocks run out, again later (pooled) while the machine stays the same.
    const bool unclear = best == 0 && anyLead && c.comparison.lead >= m_s.minimumGain * c.timings[0].seconds.mean;
    const bool poolMore = m_plannedRounds + m_s.rounds <= m_s.maxPooledRounds;
    if (unclear && poolMore && m_plannedRounds + m_s.rounds <= m_segmentStart + m_s.maxRounds) {
        dropClearlySlower();
        planRounds(m_s.rounds);
        nextTrialBlock();
        return;
    }
    if (unclear && poolMore) {
        m_pooledCandidates = m_candidates;
        m_pooledTimes = m_times;
        m_pooledActive = m_active;
        m_pooledLead = c.comparison.lead;
        c.measuredAgain = true;
        c.cooldownSeconds = static_cast<int>(std::lround(m_s.cooldownSeconds));
    }
    c.why = best > 0 ? ThreadChoice::Why::Faster : anyLead ? ThreadChoice::Why::WithinNoise : ThreadChoice::Why::DefaultFaster;
    c.threads = m_candidates[best].threads;
    c.splitBatch = m_candidates[best].splitBatch;
    use(m_candidates[best]);
    m_state = State::Watch;
    m_settled = true;
    m_reference = c.timings[best].seconds.mean;
    m_busy = c.othersBusy >= m_s.busyThreshold * 0.5;
    m_shiftedBlocks = 0;
    m_lastTrialEnd = m_elapsed;
    m_decided(c);
}

} // namespace lathe::core
