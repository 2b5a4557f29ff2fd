#pragma once
// The training loop behind a Session: data, model, optimizer, precision, metrics, checkpoints.
// Internal to core (it includes LibTorch); front ends use Session.

#include "checkpoint.h"
#include "devicestep.h"
#include "monitor/devicemonitor.h"
#include "data/augment.h"
#include "data/dataset.h"
#include "data/loader.h"
#include "events.h"
#include "precision.h"
#include "rundir.h"
#include "schedule.h"
#include "session.h"
#include "tune/advice.h"
#include "tune/batchfinder.h"
#include "util/cudagraph.h"

#include <torch/csrc/jit/api/module.h>
#include <torch/optim/optimizer.h>

#include <memory>
#include <mutex>
#include <optional>

namespace lathe::core {

// Thrown when a stop is requested before training starts (during the batch-size search).
struct StoppedBeforeTraining {};

class Trainer {
public:
    Trainer(const Config& config, EventSink& sink, SessionControl& control, const SessionOptions& options);
    ~Trainer();

    // Runs to the end, a stop request or an exception (ConfigError, DataError, std::exception).
    RunFinishedEvent run();

    // Logs to the sink and, once it exists, the run folder's log.txt.
    void log(LogLevel level, const std::string& text);
    std::string runDirPath() const;
    // Writes the last checkpoint if training had started; used after a failure.
    bool saveLastIfPossible();

private:
    using Metrics = std::map<std::string, double>;

    void prepare();
    void logSettingsNotInEffect();
    void prepareRunDir();
    void prepareModelAndOptimizer();
    bool trainEpoch(int epoch); // false when stopped
    Metrics evaluate(const TensorSplit& split, const std::string& prefix);
    Metrics evaluateWith(const TensorSplit& split, const std::string& prefix, std::int64_t batch);
    // A batch's inputs as the model takes them: uint8 images are scaled to [0, 1], augmented when
    // `augment` is given, normalised (on the device, after the copy).
    at::Tensor modelInputs(const at::Tensor& raw, const AugmentParams* augment = nullptr, std::int64_t augmentSeed = 0);
    // The loader of one of m_data's splits, made on first use.
    BatchLoader& loaderFor(const TensorSplit& split);
    void prepareLoaders();
    at::Tensor forward(const at::Tensor& inputs);
    at::Tensor lossOf(const at::Tensor& outputs, const at::Tensor& targets) const;
    void optimizerStep();
    // The training step of one full batch through the sync-free path (devicestep.h), captured in a
    // CUDA graph after 3 warm-up steps when compile.cuda_graph applies; returns the batch's loss.
    bool useDeviceStep(std::int64_t rows) const;
    at::Tensor deviceStep(const at::Tensor& inputs, const at::Tensor& targets);
    void deviceStepBody();
    void syncOptimizerToHost(); // the device step counts back into m_optimizer (ordinary steps, checkpoints)
    void prepareCudaGraph();
    void setLearningRate(double lr);
    bool handleControls(); // false when a stop was requested
    void saveCheckpoint(const std::string& name, int epoch);
    void exportModel();
    bool isImprovement(const Metrics& metrics, const std::string& metric, double minDelta, double& best) const;
    // After an epoch: metrics, events, checkpoints; returns false when early stopping ends the run.
    bool finishEpoch(int epoch, Metrics& last);
    void recoverFromOutOfMemory(int epoch, const std::string& what);
    void startMonitor();
    void setBatchSize(int batch);
    std::unique_ptr<torch::optim::Optimizer> makeOptimizer(const std::vector<at::Tensor>& parameters, double lr) const;
    // The batch-size finder (tune/batchfinder.h) with real training steps on a copy of the model.
    FinderResult runBatchFinder();
    TrialOutcome finderTrial(std::int64_t batch);

    const Config& m_config;
    EventSink& m_sink;
    SessionControl& m_control;
    SessionOptions m_options;

    std::optional<RunDir> m_runDir;
    std::unique_ptr<DeviceMonitor> m_monitor; // declared after m_runDir: stops before the folder closes
    DeviceChoice m_device;
    PrecisionChoice m_precision;
    DataSplits m_data;
    LoaderPlan m_loaderPlan;
    std::unique_ptr<BatchLoader> m_loaders[3]; // train, val, test
    torch::jit::Module m_model;
    std::vector<at::Tensor> m_parameters;
    std::unique_ptr<torch::optim::Optimizer> m_optimizer;
    std::unique_ptr<LossScaler> m_scaler;
    std::unique_ptr<LrSchedule> m_schedule;
    at::Tensor m_imageMean, m_imageStd;
    // compile.cuda_graph: the graph, the fused optimizer over m_optimizer's state, and the tensors
    // the captured step reads and writes (they must keep their addresses).
    std::unique_ptr<CudaGraphStep> m_graph;
    std::unique_ptr<DeviceOptimizer> m_deviceOptimizer;
    at::Tensor m_stepInputs, m_stepTargets, m_stepLoss, m_stepCorrect;
    int m_graphWarmUps = 0;
    bool m_hostStepsCurrent = true, m_deviceStepsCurrent = false;

    int m_batchSize = 0;
    std::int64_t m_stepsPerEpoch = 0;
    TrainingProgress m_progress;
    bool m_resuming = false;
    std::string m_augmentPreset; // preset of the previous epoch, to log changes
    // Device samples of the current epoch, for the efficiency advice (written by the monitor thread).
    std::mutex m_epochDeviceMutex;
    double m_epochGpuUtilSum = 0.0, m_epochGpuMemoryPeak = -1.0;
    int m_epochGpuSamples = 0;
    std::vector<std::string> m_adviceGiven, m_adviceIds;
    EpochEfficiency takeEpochEfficiency(double dataWaitPercent); // and starts the next epoch's sums
    void giveAdvice(const EpochEfficiency& e);
    double m_lr = 0.0;
    std::string m_finderSummary;
    bool m_started = false;
    // Running sums of the epoch in progress (on the device, read at epoch end or checkpoint).
    at::Tensor m_lossSum, m_correct;
};

} // namespace lathe::core
