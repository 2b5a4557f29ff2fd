#pragma once
// One training epoch: the epoch's seeded order and augmentation, batches from the loader, the step,
// the meters of the epoch's loss and accuracy, the controls (stop, pause, a checkpoint on request)
// and the batch events. An epoch that a checkpoint interrupted continues where it stopped: its
// order, augmentation draws and running sums are those of the unbroken epoch.

#include "batchplan.h"
#include "checkpoint.h"
#include "data/augment.h"
#include "data/loader.h"
#include "dist/communicator.h"
#include "events/events.h"
#include "executortrial.h"
#include "metrics/meters.h"
#include "modelloss.h"
#include "session.h"
#include "stepprofiler.h"
#include "threadgovernor.h"
#include "trainstep.h"

#include <functional>
#include <string>

namespace lathe::core {

// loader.sampler "balanced": each training sample's weight, 1 / the count of its class (undefined
// for regression).
at::Tensor balancedSampleWeights(const TensorSplit& train);
// The order of an epoch's samples: seeded by training.seed and the epoch; `sampleWeights` defined:
// `n` draws with replacement in proportion to them; otherwise a permutation (loader.shuffle) or 0..n-1.
// `streamed`, a table streamed from disk (of `n` samples): the permutation shuffles within windows of
// loader.shuffle_buffer_mb (windowedShuffle).
at::Tensor epochOrder(const Config& config, const at::Tensor& sampleWeights, std::int64_t n, int epoch, const TensorSplit* streamed = nullptr);

class EpochLoop {
public:
    struct Settings {
        double batchEventSeconds = 0.25;           // least time between batch events (0: every step)
        std::int64_t simulateOutOfMemoryAbove = 0; // tests: batches larger than this "run out of memory"
        // Data parallel: this rank trains its shard of the epoch's order (epochShard), and the ranks
        // agree before every step on stop, pause and checkpoint requests (any rank's counts).
        Communicator* communicator = nullptr;
        // compile.graph_optimize "auto": while `trial` is not done, each step but an epoch's last (which
        // may be short) trains with its current candidate, applied by `applyCandidate`, and is timed
        // with the device synchronised; `trialDone` hears when it has chosen (and applied the choice).
        // On the CPU the trial starts once the thread governor has settled (ThreadGovernor::settling).
        ExecutorTrial* trial = nullptr;
        std::function<void(const StepCandidate&)> applyCandidate;
        std::function<void()> trialDone;
        // The step profiler (stepprofiler.h): profiles the steps it was asked for, never a timed step
        // of the trial nor an epoch's first step; a profile the epoch's end interrupts is written.
        StepProfiler* profiler = nullptr;
        // The last epoch this session trains (a search's rung; 0: training.epochs): a profile asked for
        // too late in it to get its steps takes what is left rather than wait for no next epoch.
        int lastEpoch = 0;
        // The validation split's samples (of the whole job): before the first validation is timed,
        // the ETA estimates it from the training pace.
        std::int64_t validationSamples = 0;
        // CPU training: hears the time of every full step that no trial or profile times, and may
        // change the CPU threads between steps (threadgovernor.h).
        ThreadGovernor* threads = nullptr;
    };
    using LogFn = std::function<void(LogLevel, const Message&)>;

    EpochLoop(const Config& config, const TensorSplit& train, BatchLoader& loader, ModelLoss& model, TrainStep& step,
              SessionControl& control, EventSink& sink, Settings settings, LogFn log);

    // Trains `epoch` (1-based) from progress.stepInEpoch on, counting steps and time in `progress`.
    // Returns false when a stop was requested (between two steps). `checkpointNow` writes the
    // checkpoint a user asked for (storePartial gives it the sums so far). At the end, the epoch's
    // sums are in progress.partial*.
    bool run(int epoch, const BatchPlan& plan, TrainingProgress& progress, const std::function<void()>& checkpointNow);

    // The running sums of the epoch in progress, into `progress` (a checkpoint's, mid-epoch).
    void storePartial(TrainingProgress& progress) const;
    bool hasPartial() const { return m_started; }
    // This rank's own samples, training and data-wait seconds of the epoch in this process: a resumed
    // epoch's sums start with the job's (rank 0) or nothing (the others) from the checkpoint, which
    // are not this rank's pace.
    struct Pace {
        double samples = 0.0, seconds = 0.0, dataSeconds = 0.0;
    };
    Pace ownPace(const TrainingProgress& progress) const;
    // Forgets the epoch in progress (after running out of memory, the epoch starts again).
    void clear() { m_started = false; }
    // How long the last validation took, for the ETA of batch events (its first one: none yet).
    void setValidationSeconds(double seconds) { m_validationSeconds = seconds; }

private:
    // `at`: where the run holds (its state set by each), for the front ends.
    bool handleControls(RunStateEvent at, const std::function<void()>& checkpointNow);
    bool agreeOnControls(RunStateEvent at, const std::function<void()>& checkpointNow);
    void logAugmentation(int epoch, const std::string& preset, const AugmentParams& augment);
    StepOutput timedStep(const at::Tensor& x, const Batch& batch, bool fullBatch, bool update, double lr);

    const Config& m_config;
    const TensorSplit& m_train;
    at::Tensor m_sampleWeights; // loader.sampler "balanced": 1 / count of each sample's class; undefined otherwise
    BatchLoader& m_loader;
    ModelLoss& m_model;
    TrainStep& m_step;
    SessionControl& m_control;
    EventSink& m_sink;
    Settings m_settings;
    LogFn m_log;

    AverageValueMeter m_loss;
    HitRateMeter m_accuracy;
    bool m_started = false;
    Pace m_resumed; // the sums the epoch started with (a checkpoint's), left out of ownPace
    std::string m_augmentPreset; // of the previous epoch, to log changes
    double m_validationSeconds = -1.0; // the last validation's, once one ran
    // Before the first validation: its time from the training pace.
    double estimatedValidationSeconds(double stepSeconds, const BatchPlan& plan) const;
    static constexpr double kValidationShare = 1.0 / 3.0; // a validation sample's time over a training sample's
};

} // namespace lathe::core
