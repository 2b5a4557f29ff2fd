#pragma once
// Runs a core::Session for the GUI: adapts its events (delivered on the session thread) to queued Qt
// signals carrying the same value types, and exposes the thread-safe controls as slots. A
// data-parallel run is N ranks behind the same signals: the session here is rank 0 (the charts,
// the run folder, the controls, which the ranks agree on every step), ranks 1 … N-1 are lathe-cli
// processes whose warnings and errors arrive as log lines.

#include "dist/rankgroup.h"
#include "eventtypes.h"
#include "train/session.h"

#include <QObject>
#include <QString>
#include <QTemporaryDir>

#include <memory>
#include <vector>

namespace lathe::ui {

class SessionController : public QObject, private core::EventSink {
    Q_OBJECT
public:
    explicit SessionController(QObject* parent = nullptr);
    ~SessionController() override;

    bool isRunning() const { return m_session != nullptr; }
    bool isPaused() const { return m_paused; }

    // Starts training; returns false (and changes nothing) while a run is active. `profileSteps` > 0:
    // profile that many steps once the run trains at its pace (lathe --profile-steps).
    // `stopAfterEpoch` > 0: an ASHA rung, the run pauses after that epoch (SessionOptions).
    bool start(const core::Config& config, const QString& runsDir = {}, int profileSteps = 0, int stopAfterEpoch = 0);
    // Continues the run in `runDir` from its last checkpoint, with the config it ran with.
    bool resume(const QString& runDir, QString* error = nullptr, int stopAfterEpoch = 0);
    // The last reason start() or resume() returned false for a data-parallel run ("" otherwise).
    QString lastError() const { return m_lastError; }
    // Runs the batch-size finder on `config` (trains nothing, writes no run folder).
    bool findBatch(const core::Config& config);
    // Runs the learning-rate finder on `config` (after the batch-size finder when batch_size is "auto").
    bool findLr(const core::Config& config);
    // Ranks a run of `config` has on this machine (device.gpus, distributed.procs); 1: one process.
    static int localRanks(const core::Config& config);

public Q_SLOTS:
    void stop();
    void pause();
    void resume();
    void saveCheckpoint();
    // Profiles the next `steps` steps of the run (the step profiler); profile() carries the result.
    // False when no run is going.
    bool profile(int steps = 10);
    // Stops and blocks until the run has ended (its checkpoint written). For closing the window.
    void stopAndWait();

Q_SIGNALS:
    void runStarted(const lathe::core::RunStartedEvent& event);
    void batch(const lathe::core::BatchEvent& event);
    void epoch(const lathe::core::EpochEvent& event);
    void log(const lathe::core::LogEvent& event);
    void deviceSample(const lathe::core::DeviceSampleEvent& event);
    void finished(const lathe::core::RunFinishedEvent& event);
    void finderTrial(const lathe::core::FinderTrialEvent& event);
    void lrFinder(const lathe::core::LrFinderResult& result);
    // The run is held at a step boundary (paused), or goes on again.
    void runState(const lathe::core::RunStateEvent& event);
    void profiled(const lathe::core::ProfileEvent& event);
    void runningChanged(bool running);

private:
    // core::EventSink, called on the session thread.
    void onRunStarted(const core::RunStartedEvent& e) override;
    void onBatch(const core::BatchEvent& e) override;
    void onEpoch(const core::EpochEvent& e) override;
    void onLog(const core::LogEvent& e) override;
    void onDeviceSample(const core::DeviceSampleEvent& e) override;
    void onFinished(const core::RunFinishedEvent& e) override;
    void onFinderTrial(const core::FinderTrialEvent& e) override;
    void onLrFinder(const core::LrFinderResult& e) override;
    void onRunState(const core::RunStateEvent& e) override;
    void onProfile(const core::ProfileEvent& e) override;
    bool launch(const core::Config& config, const core::SessionOptions& options);

    void handleFinished(const core::RunFinishedEvent& e);
    // Data parallel (device.gpus, distributed.procs): this process is rank 0 and starts ranks
    // 1 … N-1 as lathe-cli processes on the same config (resumeDir: the run they continue).
    // Returns false, with `error`, when they cannot be started.
    bool startOtherRanks(const core::Config& config, int ranks, core::SessionOptions& options, QString* error);
    void endOtherRanks();

    std::unique_ptr<core::Session> m_session;
    std::unique_ptr<core::RankGroup> m_ranks;  // ranks 1 … N-1 of a data-parallel run
    std::unique_ptr<QTemporaryDir> m_rankDir;  // the config they read
    struct EndingRanks {                       // ranks of earlier runs, being stopped off this thread
        std::unique_ptr<core::RankGroup> ranks;
        std::unique_ptr<QTemporaryDir> config;
    };
    std::vector<EndingRanks> m_endingRanks;
    bool m_paused = false;
    QString m_lastError;
};

} // namespace lathe::ui
