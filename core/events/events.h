#pragma once
// Value-type events a training Session publishes, and the sink interface front ends implement.
// Events are small copyable structs: they cross threads (the GUI queues them) without sharing state.
// No LibTorch, no Qt: the device monitor, the trainer and every front end include this.

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace lathe::core {

enum class LogLevel { Debug, Info, Warning, Error, Advice };

struct RunStartedEvent {
    std::string runDir;
    std::string runName;
    std::string device;          // "cpu", "cuda:0 (NVIDIA H100 80GB HBM3)"
    std::string precision;       // "fp32", "bf16", "fp16 + loss scaling"
    std::string precisionReason; // why that precision was chosen
    std::string model;           // "mlp"
    std::int64_t parameters = 0;
    int batchSize = 0;
    int epochs = 0;
    int startEpoch = 1;
    std::int64_t stepsPerEpoch = 0;
    std::int64_t trainSamples = 0, valSamples = 0, testSamples = 0;
    int ranks = 1; // data parallel: batchSize is per rank, each step trains ranks × batchSize samples
};

struct BatchEvent {
    int epoch = 0;
    std::int64_t step = 0;       // step within the epoch, 1-based
    std::int64_t globalStep = 0; // across epochs
    std::int64_t stepsPerEpoch = 0;
    double loss = 0.0;
    double lr = 0.0;
    double samplesPerSecond = 0.0;
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
    std::string text;
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

// The run held at a step boundary (paused) or went on again.
struct RunStateEvent {
    enum class State { Paused, Running };
    State state = State::Running;
    int epoch = 0;
    std::int64_t globalStep = 0; // steps taken so far: the next batch event after a pause has globalStep + 1
};

struct RunFinishedEvent {
    enum class Status { Completed, Stopped, Failed };
    Status status = Status::Completed;
    std::string message;                        // why it failed or stopped
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
    virtual void onRunState(const RunStateEvent&) {}
    virtual void onFinished(const RunFinishedEvent&) {}
};

const char* logLevelName(LogLevel level);

} // namespace lathe::core
