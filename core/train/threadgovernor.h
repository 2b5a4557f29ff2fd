#pragma once
// How many CPU threads LibTorch's intra-op pool uses while a run trains on the CPU, decided from the
// machine as it is and re-decided while it trains (issue 34).
//
// The start: every CPU the process can keep busy (the affinity mask, rounded down to the cgroup's
// CPU quota; shared by the data-parallel ranks on the machine). When other programs use CPUs as
// training starts (the first load reading), the CPUs they leave instead, from the first block on:
// no more busy threads than the CPUs it can have. A tiny step on more threads loses nearly
// everything there: each parallel region waits for its slowest thread, and a thread the scheduler
// has parked behind another program stalls it for a time slice (a 3.8k-parameter MLP took 205 ms a
// step instead of 1 ms). Yet more threads, or the batch in parts, can still win for a large step
// (the demo CNN beside two busy loops: parts 165 ms a step, one thread 230). Which is better is
// measured, not guessed: when other processes want the CPU, or when the steps become much slower or
// faster (the machine changed), the governor alternates blocks of real training steps between the
// standing count (the CPUs the others leave) and the other candidates and keeps another only when
// it is faster by more than the steps' noise (util/timingnoise.h). Candidates far or clearly slower
// are measured no further. Training never stops for it; every decision is reported with its figures.
//
// Pure logic: the trainer applies a thread count (at::set_num_threads), gives each training step's
// time and samples the other processes' load (util/cpubudget.h). Tests drive it with made-up times.

#include "util/message.h"
#include "util/timingnoise.h"

#include <cstdint>
#include <functional>
#include <vector>

namespace lathe::core {

// How a CPU training step uses its threads: `threads` intra-op threads on the whole batch, or, with
// `splitBatch`, the batch cut into `threads` parts trained at once, each on a thread of its own with
// one intra-op thread (batchparts.h), so that the threads meet once a step instead of at every operator.
struct ThreadPlan {
    int threads = 1;
    bool splitBatch = false;
    int intraOpThreads() const { return splitBatch ? 1 : threads; }
    int batchParts() const { return splitBatch ? threads : 1; }
    bool operator==(const ThreadPlan&) const = default;
};

struct ThreadChoice {
    enum class Why {
        Start,        // the budget: every usable CPU
        OthersBusy,   // other programs use CPUs as training starts: the CPUs they leave, while the trial measures
        OthersStopped, // they stopped before the trial began: every usable CPU again
        Faster,       // measured: another count was faster by more than the noise
        WithinNoise,  // measured: no count beat the default by more than the noise
        DefaultFaster // measured: the default was the fastest
    };
    Why why = Why::Start;
    int threads = 1;
    bool splitBatch = false; // the threads train parts of the batch at once (ThreadPlan)
    int defaultThreads = 1;
    double othersBusy = -1.0; // the other programs' CPUs while it was measured
    Message trigger;          // what started the measurement ("steps became 3.1x slower"); empty at the start
    struct Timing {
        int threads = 0;
        bool splitBatch = false;
        TimingSummary seconds; // per step
        bool measuredNoFurther = false; // slower than the standing count (the first) at a look: dropped
    };
    std::vector<Timing> timings; // measured choices: every candidate
    Comparison comparison;       // the winner (or the closest challenger) against the default
    RankComparison ranks;        // the same, block against block
    bool byRank = false;         // Faster by the ranks of the blocks where the means' spread hid the lead
    bool measuredAgain = false;  // WithinNoise with a lead that matters: more blocks follow after the cooldown
    int cooldownSeconds = 0;     // of training before they do
    int blockSteps = 0, rounds = 0; // the trial's mean steps per block, blocks per count
    ThreadPlan plan() const { return {threads, splitBatch}; }
    Message describe() const; // the log's sentence
};

class ThreadGovernor {
public:
    struct Settings {
        int defaultThreads = 1;     // every usable CPU (this rank's share)
        bool adaptive = true;       // false: fixed (training.deterministic, data parallel, a GPU run)
        bool allowOneThread = true; // false with CPU channels-last 1x1 convolutions (modelloss.h)
        // The most parts a batch may be cut into (batchparts.h); below 2, never.
        int maxBatchParts = 0;
        // Parts are measured as training starts even on a quiet machine (against the default only):
        // for models where they beat intra-op threads there too (the Transformer 1.1x on the 2-core
        // VM; models with batch norm, whose parts meet at every layer, were not faster quiet).
        bool partsWhenQuiet = false;
        double busyThreshold = 0.3; // the other programs' CPUs (util/cpubudget.h) that make the machine busy
        double blockSeconds = 0.25; // a block of the trial lasts about this long (two counts: 1.5 s to the first look, 3 s to six blocks)
        int minBlockSteps = 3, maxBlockSteps = 256;
        int rounds = 6;               // blocks per candidate, alternating
        // The first look, after this many blocks per candidate: a count faster by more than the noise
        // is taken there, and one clearly slower than the default is measured no further (its blocks
        // are the trial's cost: a short run spent most of its time in a trial of three candidates).
        // Otherwise the trial goes on to `rounds`. Each look keeps the noise rule.
        int firstLook = 3;
        // A lead that would matter (minimumGain) but is within the noise is measured on, `rounds`
        // more blocks per candidate at a time, up to this many: a machine whose other programs park
        // threads for whole time slices makes blocks that vary severalfold, and six of them cannot
        // tell 2x from noise. Each look keeps the noise rule (a flip one time in a thousand).
        int maxRounds = 18;
        // A lead that still matters but is within the noise after maxRounds is measured again after
        // the cooldown, while the machine stays as it was: the new blocks join the earlier ones (the
        // noise rule at each look), up to this many per candidate. Under four busy loops the
        // Transformer's one thread led by 15-19 % for 18 blocks a count, within a spread that 36 would halve.
        int maxPooledRounds = 54;
        double minimumGain = 0.1;     // another count must also save this share of the default's step
        // After a trial's first round (one block each), a candidate whose block took this many times
        // the standing count's is measured no further: two threads beside one busy loop took 4.7x one
        // thread's step on the MLP, and each of their blocks costs the run most of its 0.25 s.
        double farSlower = 2.0;
        double shift = 1.5;           // a block this much slower or faster than the reference is a change
        double cooldownSeconds = 20.0; // of training between two trials
        double loadSampleSeconds = 0.05;
    };
    using Apply = std::function<void(const ThreadPlan& plan)>;
    // The other programs' CPUs since the last reading; -1: unknown, or not yet (a window too short to tell).
    using SampleLoad = std::function<double()>;
    using Decided = std::function<void(const ThreadChoice&)>;

    ThreadGovernor(Settings settings, Apply apply, SampleLoad sampleLoad, Decided decided);

    // Announces and applies the start: the default count. Call once, before the first step.
    void start();
    // A full training step took `seconds` (data wait included). Not for steps another trial times.
    void stepDone(double seconds);

    int threads() const { return m_plan.threads; }
    const ThreadPlan& plan() const { return m_plan; }
    bool measuring() const { return m_state == State::Trial; }
    // True while the governor's first look at the machine is still to come: its first block (are
    // other programs busy?) and the measurement that may start (not its later rounds, once pooled);
    // on a machine whose first load reading is quiet, from that reading on no longer (unless parts
    // are measured quietly: partsWhenQuiet).
    // The executor trial waits for it: timed at a thread count about to change (under one busy loop
    // the MLP's two threads took 35 ms a step, its one 5 ms), it would describe another run and cost
    // the slow steps. At most kSettleSeconds of steps.
    bool settling() const { return m_s.adaptive && !m_settled && m_elapsed < kSettleSeconds; }
    static constexpr double kSettleSeconds = 30.0;
    // How long the first block waits for the first load reading (a sampler that never answers: /proc unreadable).
    static constexpr double kFirstReadingSeconds = 2.0;
    double othersBusy() const { return m_lastLoad; } // the last block's mean, -1 before one
    // The candidates a trial compares, the default first.
    std::vector<ThreadPlan> candidates(double othersBusy) const;

private:
    enum class State { Watch, Trial };
    void blockDone();
    // `partsOnly`: the default against the batch in parts only (a quiet machine, where fewer threads
    // are not in question).
    void startTrial(Message trigger, bool continuePooled = false, bool partsOnly = false);
    void planRounds(int rounds);
    // Candidates the standing count (the first) is clearly faster than, or faster than by more than
    // minimumGain, are measured no further (never the standing count itself).
    void dropClearlySlower();
    // After a fresh trial's first round: those whose block took farSlower times the standing's.
    void dropFarSlowerAfterTheFirstRound();
    // Busy as training starts: its first block already on the count the others leave.
    void trainOnWhatTheOthersLeave(double load);
    bool onlyDefaultLeft() const;
    void nextTrialBlock();
    void finishTrial();
    void use(const ThreadPlan& plan);

    Settings m_s;
    Apply m_apply;
    SampleLoad m_sampleLoad;
    Decided m_decided;
    State m_state = State::Watch;
    ThreadPlan m_plan;
    int m_warmUp = 2; // steps ignored at the start and after each change of threads
    // The current block.
    std::vector<double> m_block;
    double m_loadSum = 0.0, m_sinceLoadSample = 1e9;
    int m_loadSamples = 0;
    double m_lastLoad = -1.0;
    // Watching.
    double m_reference = -1.0; // the pace watched: a block's median step
    bool m_busy = false;       // other programs used the CPU (with hysteresis) when it was set
    int m_shiftedBlocks = 0;
    double m_elapsed = 0.0, m_lastTrialEnd = -1e9;
    bool m_startedOnLeft = false; // the first busy reading was acted on
    bool m_settled = false; // the first block was judged and, if it started one, the first trial decided
    // The trial.
    Message m_trigger;
    std::vector<ThreadPlan> m_candidates;
    std::vector<std::vector<double>> m_times;
    std::vector<bool> m_active; // per candidate: still measured (false: clearly slower than the default)
    std::vector<int> m_schedule; // candidate index per block
    std::size_t m_nextBlock = 0;
    int m_plannedRounds = 0; // blocks per candidate planned so far (rounds, then more while a lead is unclear)
    int m_segmentStart = 0;  // of them, those an earlier measurement took (pooled)
    // An unclear measurement kept to be continued: its candidates, blocks and lead; empty when none.
    std::vector<ThreadPlan> m_pooledCandidates;
    std::vector<std::vector<double>> m_pooledTimes;
    std::vector<bool> m_pooledActive;
    double m_pooledLead = 0.0;
    double m_trialLoadSum = 0.0;
    int m_trialLoadBlocks = 0;
    double m_blockSeconds = 0.0; // of the current block
    int m_trialSteps = 0;        // timed in the trial's blocks
};

} // namespace lathe::core
