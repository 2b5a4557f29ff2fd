#pragma once
// Value-type events a training Session publishes, and the sink interface front ends implement.
// Events are small copyable structs: they cross threads (the GUI queues them) without sharing state.
// No LibTorch, no Qt: the device monitor, the trainer and every front end include this.

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "util/message.h"

namespace lathe::core {

struct FinderRecord; // run/finderrecord.h: the batch-size finder's record (batch_finder.json)

enum class LogLevel { Debug, Info, Warning, Error, Advice };

struct RunStartedEvent {
    std::string runDir;
    std::string runName;
    std::string device;          // "cpu", "cuda:0 (NVIDIA H100 80GB HBM3)"
    std::string precision;       // "fp32", "bf16", "fp16 + loss scaling"
    Message precisionReason;     // why that precision was chosen
    std::string model;           // "mlp"
    std::int64_t parameters = 0;
    int batchSize = 0;
    int epochs = 0;
    int startEpoch = 1;
    std::int64_t stepsPerEpoch = 0;
    std::int64_t trainSamples = 0, valSamples = 0, testSamples = 0;
    int ranks = 1; // data parallel: batchSize is per rank, each step trains ranks × batchSize samples
    bool images = true; // the samples are images (the data advice may name their size and decoding)
};

struct BatchEvent {
    int epoch = 0;
    std::int64_t step = 0;       // step within the epoch, 1-based
    std::int64_t globalStep = 0; // across epochs
    std::int64_t stepsPerEpoch = 0;
    double loss = 0.0;
    double lr = 0.0;
    double samplesPerSecond = 0.0; // the job's, over the epoch so far (paused time left out): at its end, the epoch's
    double stepSeconds = 0.0;      // the epoch's mean training step so far (paused time left out)
    // Until the run's last epoch ends: its training steps at the epoch's pace and its validations at
    // the last one's; paused time never counts. -1 before it can be told (the first epoch's validation).
    double etaSeconds = -1.0;
};

// Data parallel: one rank's own throughput and data wait over an epoch.
struct RankPace {
    int rank = 0;
    double samplesPerSecond = 0.0;
    double dataWaitPercent = 0.0;
};

struct EpochEvent {
    int epoch = 0;
    int epochs = 0;
    std::map<std::string, double> metrics; // train_loss, train_accuracy, val_loss, val_accuracy, val_mae...
    double lr = 0.0;
    double seconds = 0.0;
    double samplesPerSecond = 0.0;
    double dataWaitPercent = 0.0;
    bool improved = false; // best checkpoint updated
    std::vector<RankPace> ranks; // data parallel: every rank's pace (samplesPerSecond above is the job's)
};

struct LogEvent {
    LogLevel level = LogLevel::Info;
    std::string text; // in English, as log.txt and the CLI have it
    Message message;  // the same, translatable (a plain value when it came from elsewhere, a rank's stderr)
    bool decision = false; // a choice the run made and why (recorded as such for the report)
    int rank = 0;          // the rank that said it (data parallel)

    static LogEvent of(LogLevel level, Message m)
    {
        std::string english = m.text();
        return {level, std::move(english), std::move(m), false, 0};
    }
};

// One sample of the device monitor (every monitor.interval_ms). -1 marks a value not available.
struct DeviceSampleEvent {
    double seconds = 0.0; // since the run started
    // The machine sampled, in a data-parallel job on several machines (rank 0's machine too);
    // empty when the job has one machine.
    std::string host;
    struct Gpu {
        int index = 0;
        double utilisation = -1, memoryUsed = -1, memoryTotal = -1, powerWatts = -1, temperatureC = -1, smClockMHz = -1;
    };
    std::vector<Gpu> gpus;
    double allocatorAllocated = -1, allocatorReserved = -1, allocatorPeak = -1; // bytes, training device
    double processCpuPercent = -1; // of one core: 200 = two cores busy
    double processRssBytes = -1;
    double hostCpuPercent = -1; // of the whole machine
    // CPU training: LibTorch's threads now (threadgovernor.h), and the CPUs other programs use
    // (a running mean over about a second, util/cpubudget.h); -1 unknown.
    int cpuThreads = -1;
    int cpuBatchParts = 1; // of them, the threads that each train a part of the batch (1: the whole batch on all)
    double othersBusy = -1;
};

// One trial of the batch-size finder: a forward + backward + optimizer step at `batch`.
struct FinderTrialEvent {
    int trial = 0; // 1-based
    std::int64_t batch = 0;
    std::string phase;          // probe, predict, bisect
    std::int64_t peakBytes = -1; // -1: out of memory
    std::int64_t targetBytes = 0; // the budget after the margin
    double samplesPerSecond = 0.0;
    std::string result; // "ok", "over budget", "out of memory"
};

// The learning-rate finder's result (training.lr "auto", lathe-cli find-lr): the range test's curve,
// the verification trials and the choice. lr_finder.json holds the same (run/lrfinderrecord.h).
struct LrFinderResult {
    std::int64_t batch = 0; // per rank
    double startLr = 0.0, endLr = 0.0;
    struct Point {
        double lr = 0.0, loss = 0.0, smoothed = 0.0; // smoothed: NaN past where the curve ended
    };
    std::vector<Point> points;
    double suggested = 0.0; // the range test's suggestion; 0: none (no minimum)
    Message suggestion;     // how it was read, or why there is none
    struct Trial {
        double lr = 0.0, lossBefore = 0.0, lossAfter = 0.0; // lossAfter NaN: the trial diverged
    };
    std::vector<Trial> trials;
    bool found = false; // a rate was chosen; else the run keeps the fallback and the summary says so
    double chosen = 0.0;
    Message summary;
    bool empty() const { return points.empty(); }
};

// The phases of a training step that the step profiler times (train/stepprofiler.h), in order.
enum class StepPhase {
    DataWait,   // waiting for the loader's batch
    Copy,       // the batch's copy to the GPU finishing
    Inputs,     // input preparation: conversion, normalisation, augmentation
    Forward,    // the forward pass and the loss
    Backward,   // the backward pass
    Sync,       // data parallel: the gradient all-reduce
    Optimizer,  // unscaling, clipping, the optimizer step
    FusedStep,  // forward, backward and optimizer as one device step (a CUDA graph's replay)
    Other,      // the step's bookkeeping: metrics, events
    Count
};
constexpr int kStepPhases = static_cast<int>(StepPhase::Count);
// "data_wait", "copy", "inputs", "forward", "backward", "sync", "optimizer", "fused_step", "other"
const char* stepPhaseName(StepPhase phase);
// The phase as people read it ("data wait"), translatable: the log's profile line, the report.
Message stepPhaseMessage(StepPhase phase);

struct ProfiledStep {
    int epoch = 0;
    std::int64_t globalStep = 0; // 1-based, across epochs
    double seconds = 0.0;        // the whole step: the sum of its phases
    double phases[kStepPhases] = {}; // seconds, by StepPhase
};

// Profiled steps (lathe-cli train --profile-steps N, or the window's Profile button): the time of
// each phase of each step, and the Kineto trace of them in the run folder.
struct ProfileEvent {
    std::vector<ProfiledStep> steps;
    std::string trace;      // the Chrome / Perfetto trace file ("" when none was written)
    std::string activities; // "CPU", or "CPU + CUDA"
};

// The run held at a step boundary (paused) or went on again.
struct RunStateEvent {
    enum class State { Paused, Running };
    State state = State::Running;
    int epoch = 0;
    std::int64_t globalStep = 0; // steps taken so far: the next batch event after a pause has globalStep + 1
    std::int64_t step = 0;       // steps of this epoch taken so far, as BatchEvent::step counts them
    std::int64_t stepsPerEpoch = 0;
};

struct RunFinishedEvent {
    enum class Status { Completed, Stopped, Failed };
    Status status = Status::Completed;
    Message message;                            // why it failed or stopped
    int exitCode = 0;                           // lathe::core::ExitCode
    std::map<std::string, double> finalMetrics; // last epoch, plus test_* when a test split exists
    std::map<std::string, double> bestMetrics;
    std::string runDir;
    bool checkpointSaved = false;
    int batchSize = 0; // the batch the run ended with; for find-batch, the batch found
};

// Implemented by the CLI (progress output) and the GUI (queued signals). Every call comes from the
// session's thread except onDeviceSample, which comes from the device monitor's own thread, so
// implementations must be quick and thread-safe.
class EventSink {
public:
    virtual ~EventSink() = default;
    virtual void onRunStarted(const RunStartedEvent&) {}
    virtual void onBatch(const BatchEvent&) {}
    virtual void onEpoch(const EpochEvent&) {}
    virtual void onLog(const LogEvent&) {}
    virtual void onDeviceSample(const DeviceSampleEvent&) {}
    virtual void onFinderTrial(const FinderTrialEvent&) {}
    virtual void onLrFinder(const LrFinderResult&) {}
    // The batch-size finder's whole record once it has chosen (what batch_finder.json holds: the
    // rule, the gradient noise, the timed batches, the rechecks), for front ends that print it.
    virtual void onBatchFinder(const FinderRecord&) {}
    virtual void onRunState(const RunStateEvent&) {}
    virtual void onProfile(const ProfileEvent&) {}
    virtual void onFinished(const RunFinishedEvent&) {}
};

const char* logLevelName(LogLevel level);
LogLevel logLevelFromName(std::string_view name); // the inverse; Info for a name it does not know
// A duration as a clock reads it: "4:05", "1:02:09" (an ETA, a time taken).
std::string clockText(double seconds);

} // namespace lathe::core
