#pragma once
// A training run on its own thread. Front ends start it, control it through thread-safe calls and
// listen to its events; nothing here knows which front end is listening.

#include "config/config.h"
#include "dist/rankenv.h"
#include "events/events.h"
#include "monitor/nvml.h"

#include <atomic>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <thread>

namespace lathe::core {

struct SessionControl;
class GradientSync;

struct SessionOptions {
    std::filesystem::path runsDir;    // overrides config.output.runs_dir when set
    std::int64_t maxStepsPerEpoch = 0; // >0: shorten epochs (quick mode)
    std::filesystem::path resumeDir;   // continue this run folder from its last checkpoint
    double batchEventSeconds = 0.25;   // least time between batch events (0: every step)
    // Test hook: behave as if the device ran out of memory for batches larger than this (0: off),
    // so the out-of-memory recovery can be tested on a CPU.
    std::int64_t simulateOutOfMemoryAbove = 0;
    // Tests: train full batches through the sync-free step that CUDA graphs capture, eagerly, on any
    // device (the CPU has the same fused kernels).
    bool deviceStepWithoutGraph = false;
    std::string nvmlLibrary = defaultNvmlLibrary(); // the device monitor's NVML (tests use a fake)
    // `lathe-cli find-batch`: prepare device, data and model, run the batch-size finder, train nothing
    // and write no run folder. `exhaustiveFinder`: plain bisection to the exact limit (benchmarks).
    bool findBatchOnly = false;
    // `lathe-cli find-lr`: the same up to the learning-rate finder (after the batch-size finder when
    // training.batch_size is "auto"), whatever training.lr says; trains nothing, writes no run folder.
    bool findLrOnly = false;
    bool exhaustiveFinder = false;
    // A search's rung (train/sweep.h, ASHA): after this epoch (>0) the run stops as if stopped by the
    // user, its checkpoint saved, to be resumed if the trial is promoted. 0: train to the end.
    int stopAfterEpoch = 0;
    // How many trials of that search train at once on this machine (lathe-cli sweep --parallel, each
    // a process): the CPUs are shared by them, as by the ranks of a data-parallel job.
    int trialsAtOnce = 1;
    // Called between backward and every optimizer step with the gradients (train/gradientsync.h):
    // where data parallelism makes them agree across ranks. None: one process.
    std::shared_ptr<GradientSync> gradientSync;
    // This process's rank in a data-parallel job (dist/rankenv.h: from the launcher's environment);
    // none: one process. Rank 0 writes the run folder; every rank trains its shard.
    std::optional<RankInfo> rank;
    // lathe-cli train --profile-steps N: profile N steps once the run trains at its pace (after the
    // executor trial), as requestProfile does (train/stepprofiler.h).
    int profileSteps = 0;
};

class Session {
public:
    Session(Config config, EventSink& sink, SessionOptions options = {});
    ~Session(); // requests a stop and joins

    Session(const Session&) = delete;
    Session& operator=(const Session&) = delete;

    void start();
    // Blocks until the run has finished; returns its exit code (lathe::core::ExitCode).
    int wait();
    bool isRunning() const;

    // Thread-safe controls; they take effect at the next step boundary.
    void requestStop();
    void pause();
    void resume();
    void requestCheckpoint();
    // Profiles the next `steps` steps that may be (train/stepprofiler.h): the time of each phase of
    // each step, and a Kineto trace in the run folder; a ProfileEvent when done. Rank 0 of a
    // data-parallel job profiles its own steps. Call it (and start(), with profileSteps) from the
    // process's main thread: the profiler's library sets itself up there.
    void requestProfile(int steps);

private:
    Config m_config;
    EventSink& m_sink;
    SessionOptions m_options;
    std::shared_ptr<SessionControl> m_control;
    std::thread m_thread;
    std::atomic<int> m_exitCode{0};
    std::atomic<bool> m_running{false};
};

// Shared between the session thread and its controllers.
struct SessionControl {
    std::atomic<bool> stopRequested{false};
    std::atomic<bool> checkpointRequested{false};
    std::mutex mutex;
    std::condition_variable wake;
    std::atomic<bool> paused{false};
    std::atomic<int> profileSteps{0}; // steps to profile next (requestProfile)

    // Blocks while paused; returns false when a stop was requested.
    bool waitWhilePaused();
};

} // namespace lathe::core
