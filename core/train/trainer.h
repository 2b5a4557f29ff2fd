#pragma once
// The training run behind a Session: it puts the pieces together and runs the epochs. Each piece
// has one job and its own file:
//
//   batchplan.h    the batch size and what follows from it (steps, learning rate, schedule)
//   modelloss.h    a batch through the model: inputs prepared, forward under autocast, the loss
//   trainstep.h    one step: backward, gradient sync (gradientsync.h), the optimizer; CUDA graphs
//   epochloop.h    one epoch: order, augmentation, batches, controls, meters, batch events
//   evaluator.h    validation and test metrics
//   checkpoint.h   checkpoints: writing, reading, the progress they carry
//   runfinder.h    the batch-size finder on the run's model
//   dataparallel.h data parallelism: the ranks, their communicator, the gradient all-reduce, the
//                  model broadcast and the epoch's sums over the ranks
//   executorchoice.h how the step runs (compile.graph_optimize), timed on the run's first steps
//   jobmonitor.h   the devices of every machine of the job, sampled while it trains
//   threadgovernor.h the CPU threads, from the machine as it is, re-decided while it trains
//
// The Trainer prepares them (trainersetup.cpp: run folder, device, precision, data, model, batch,
// step) and then, per epoch (trainer.cpp): trains, evaluates, keeps the best and last checkpoints,
// records the epoch, gives advice, and stops early when asked. Internal to core (it includes
// LibTorch); front ends use Session.

#include "batchplan.h"
#include "checkpoint.h"
#include "data/dataset.h"
#include "data/loader.h"
#include "device/device.h"
#include "device/precision.h"
#include "dataparallel.h"
#include "epochloop.h"
#include "evaluator.h"
#include "executorchoice.h"
#include "events/events.h"
#include "metrics/meters.h"
#include "modelloss.h"
#include "jobmonitor.h"
#include "run/runfolder.h"
#include "session.h"
#include "stepprofiler.h"
#include "progresssink.h"
#include "tensorboardsink.h"
#include "batchparts.h"
#include "threadgovernor.h"
#include "trainstep.h"
#include "tune/advice.h"
#include "util/folderlock.h"

#include <torch/csrc/jit/api/module.h>

#include <atomic>
#include <memory>
#include <optional>
#include <string>

namespace lathe::core {

class Trainer {
public:
    Trainer(const Config& config, EventSink& sink, SessionControl& control, const SessionOptions& options);
    ~Trainer();

    // Runs to the end, a stop request or an exception (ConfigError, DataError, std::exception).
    RunFinishedEvent run();

    // Logs to the sink and, once it exists, the run folder's log (log.jsonl and log.txt).
    void log(LogLevel level, const Message& message);
    // The same for a choice the run made and why (device, precision, batch, loader, executor, ...):
    // recorded as a decision, which the report lists.
    void decide(LogLevel level, const Message& message);
    std::string runDirPath() const;
    // Writes the last checkpoint if training had started; used after a failure.
    bool saveLastIfPossible();
    // A collective that failed, with the ranks that stopped answering named first (their hosts too),
    // when a heartbeat tells them apart; it waits a few seconds to see.
    Message explainDistributedFailure(const Message& failure) const;
    // summary.json of a run that failed: status "failed", the message and exit code, how far it got.
    void recordFailure(int exitCode, const Message& failure);

private:
    // Before the first step (trainersetup.cpp).
    void prepare();
    void prepareRunFolder();
    void prepareDevice();
    void recordEnvironment(); // environment.json, and the rank count of a job srun or torchrun started
    RunSummary summarySoFar(RunStatus status) const; // summary.json's fields every ending shares
    void prepareThreads(); // after the ranks joined: the CPU threads from what this process may use
    void startThreadGovernor(); // CPU training: the thread count re-decided from the steps (after the memory order)
    void threadsChosen(const ThreadChoice& choice);
    void prepareData();
    void prepareModel();
    void keepTheCheckpointsForecast();
    void prepareMemoryFormat();
    void prepareBatch();
    void prepareLearningRate(const std::vector<at::Tensor>& parameters);
    bool findOnly() const { return m_options.findBatchOnly || m_options.findLrOnly; }
    void prepareStep();
    void startMonitor();
    void startTensorBoard(); // output.tensorboard: the run folder's tb/, fed through m_sink
    bool leader() const { return m_parallel.leader(); }
    int ranks() const { return m_parallel.ranks(); }
    std::filesystem::path checkpointsDir() const;
    // The batch plan for `batch` (batchplan.h); the one way the batch changes.
    void replan(int batch);
    void logCudaGraphPlan();
    // compile.graph_optimize: decided by m_executorChoice (executorchoice.h) for this run's step.
    void prepareExecutor();
    void applyStepCandidate(const StepCandidate& candidate, bool final = false);
    // Full batches may train through a CUDA graph: compile.cuda_graph on a GPU, one batch per step, one process.
    bool cudaGraphAllowed() const;
    void executorChosen(); // the trial's choice: kept in checkpoints
    void profiled(const ProfileEvent& profile); // a step profile: profile.json, the log, the sink

    // The run (trainer.cpp).
    bool finishEpoch(int epoch, Metrics& last); // false when early stopping ends the run
    bool improves(const Metrics& metrics, const std::string& metric, double minDelta, double& best) const;
    EfficiencyReadings takeEpochEfficiency(double dataWaitPercent);
    void recoverFromOutOfMemory(int epoch, const std::string& what);
    void saveCheckpoint(const std::string& name, int epoch);
    // Under a Slurm job's lead (train/stoplead.h): once, whether a stop of this run fits it.
    void checkStopFitsLead(double stepSeconds, double checkpointSeconds);
    void exportModel();
    void useTestCheckpoint();
    void scoreTestSplit(RunFinishedEvent& finished);
    void finishRun(RunFinishedEvent& finished, const Metrics& last);

    // The run folder is this process's alone (rank 0): first, so that it outlives every writer of it.
    std::unique_ptr<FolderLock> m_folderLock;
    Config m_config; // the session's, copied: training.lr "auto" becomes the rate found (prepareLearningRate)
    ProgressSink m_progressSink; // the session's sink, through the run folder's progress.jsonl
    TensorBoardSink m_sink;      // m_progressSink, through the run's TensorBoard log
    SessionControl& m_control;
    SessionOptions m_options;
    bool m_resuming = false;
    bool m_pausedAtRung = false; // SessionOptions::stopAfterEpoch ended the run: a search's pause, not a user's stop
    int m_signalLead = 0;      // seconds a job is warned before its time limit (LATHE_SIGNAL_LEAD); 0: none
    bool m_leadChecked = false;
    std::unique_ptr<LoadedCheckpoint> m_checkpoint; // resuming: read in prepareModel, its optimizer state loaded with the step

    DataParallel m_parallel; // the job's ranks: inactive in one process
    DeviceChoice m_device;
    PrecisionChoice m_precision;
    DeviceUsageMeter m_deviceUsage; // the training GPU over the epoch, fed by the monitor's thread
    std::optional<RunFolder> m_runFolder;
    std::unique_ptr<JobMonitor> m_monitor; // after what its thread uses: it stops first

    DataSplits m_data;
    std::unique_ptr<SplitLoaders> m_loaders;
    torch::jit::Module m_model;
    std::unique_ptr<ModelLoss> m_modelLoss;
    BatchPlan m_plan;
    BatchParts m_batchParts; // CPU threads on parts of a batch (the thread governor's choice); outlives the step
    std::unique_ptr<TrainStep> m_step;
    std::unique_ptr<Checkpointer> m_checkpointer;
    std::unique_ptr<StepProfiler> m_profiler; // rank 0: steps profiled on request (stepprofiler.h)
    std::unique_ptr<EpochLoop> m_epochs;
    std::unique_ptr<Evaluator> m_evaluator;
    ExecutorChoice m_executorChoice; // how the step runs (compile.graph_optimize)
    int m_defaultThreads = 1;        // every CPU this rank may use (prepareThreads)
    bool m_threadsFromEnvironment = false; // OMP_NUM_THREADS fixes the count
    std::unique_ptr<ThreadGovernor> m_threadGovernor;
    // The governor's state for the monitor's thread (device samples carry it).
    std::atomic<int> m_cpuThreads{-1};
    std::atomic<int> m_cpuBatchParts{1};
    std::atomic<double> m_othersBusy{-1.0};

    TrainingProgress m_progress;
    // What metrics.jsonl holds (the summary's epochs and best): behind m_progress from the end of an
    // epoch until it is recorded, its checkpoints written first (a full disk stops the run between).
    struct Recorded {
        int epochs = 0, bestEpoch = 0;
        Json bestMetrics = Json::object();
    } m_recorded;
    bool m_checkpointLoaded = false; // resuming: the run's progress is the checkpoint's (a refused resume records nothing)
    bool m_batchAskedOnResume = false; // resuming with another training.batch_size than config.json's (--set): said, not taken
    bool m_epochEndUnsaved = false;  // an epoch's checkpoint failed: last.pt stays the recorded epoch's
    struct TestCheckpoint {
        std::string name; // "best" or "last"
        int epoch = 0;
        Message reason;
    } m_testCheckpoint; // output.test_checkpoint, as applied by useTestCheckpoint
    AdviceTracker m_advice;
    Message m_finderSummary;
    Message m_lrFinderSummary;
    bool m_searchingLr = false; // the learning-rate finder runs (what a stop interrupts)
    bool m_started = false;
};

} // namespace lathe::core
