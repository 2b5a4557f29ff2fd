#pragma once
// Runs a core::Session for the GUI: adapts its events (delivered on the session thread) to queued Qt
// signals carrying the same value types, and exposes the thread-safe controls as slots.

#include "events/events.h"
#include "train/session.h"

#include <QObject>
#include <QString>

#include <memory>

Q_DECLARE_METATYPE(lathe::core::RunStartedEvent)
Q_DECLARE_METATYPE(lathe::core::BatchEvent)
Q_DECLARE_METATYPE(lathe::core::EpochEvent)
Q_DECLARE_METATYPE(lathe::core::LogEvent)
Q_DECLARE_METATYPE(lathe::core::DeviceSampleEvent)
Q_DECLARE_METATYPE(lathe::core::RunFinishedEvent)
Q_DECLARE_METATYPE(lathe::core::FinderTrialEvent)
Q_DECLARE_METATYPE(lathe::core::RunStateEvent)

namespace lathe::ui {

class SessionController : public QObject, private core::EventSink {
    Q_OBJECT
public:
    explicit SessionController(QObject* parent = nullptr);
    ~SessionController() override;

    bool isRunning() const { return m_session != nullptr; }
    bool isPaused() const { return m_paused; }

    // Starts training; returns false (and changes nothing) while a run is active.
    bool start(const core::Config& config, const QString& runsDir = {});
    // Continues the run in `runDir` from its last checkpoint, with the config it ran with.
    bool resume(const QString& runDir, QString* error = nullptr);
    // Runs the batch-size finder on `config` (trains nothing, writes no run folder).
    bool findBatch(const core::Config& config);

public Q_SLOTS:
    void stop();
    void pause();
    void resume();
    void saveCheckpoint();
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
    // The run is held at a step boundary (paused), or goes on again.
    void runState(const lathe::core::RunStateEvent& event);
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
    void onRunState(const core::RunStateEvent& e) override;
    bool launch(const core::Config& config, const core::SessionOptions& options);

    void handleFinished(const core::RunFinishedEvent& e);

    std::unique_ptr<core::Session> m_session;
    bool m_paused = false;
};

} // namespace lathe::ui
