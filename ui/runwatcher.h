#pragma once
// Follows a run folder that another process writes (File › Open run… on a run still going: a Slurm
// job's folder on a shared file system, sshfs or a synced folder; a lathe-cli run on this machine)
// and gives its events the signals SessionController gives a run trained here, so that the charts,
// the dashboard and the run dock show it the same way (core/run/runfollower.h reads the files).
// File-system notifications read new lines at once where they work (a local disk), at most four
// times a second however fast the writer writes; a timer reads every two seconds where they do not
// (NFS, sshfs) and tells when the writer has gone quiet.

#include "eventtypes.h"
#include "run/runfollower.h"

#include <QObject>
#include <QString>

#include <memory>

class QFileSystemWatcher;
class QTimer;

Q_DECLARE_METATYPE(lathe::core::FollowStatus)

namespace lathe::ui {

class RunWatcher : public QObject, private core::EventSink {
    Q_OBJECT
public:
    static constexpr int kTimerMs = 2000;
    static constexpr int kSettleMs = 250; // after a notification, for the writer's burst to end

    explicit RunWatcher(QObject* parent = nullptr);
    ~RunWatcher() override;

    // Starts following `runDir` (what it holds so far is passed on at once); false with `error`
    // when it is not a run folder.
    bool follow(const QString& runDir, QString* error = nullptr);
    void stop();
    bool isFollowing() const { return m_follower != nullptr; }
    QString runDir() const { return m_runDir; }
    core::FollowStatus status() const;
    // Reads what was written since the last read now (the timer and the notifications call it).
    void poll();

    // Whether the run in `runDir` has ended (summary.json is of its last session), or was trained
    // by a Lathe that wrote no progress.jsonl: shown as it was left rather than followed.
    static bool hasEnded(const QString& runDir);

Q_SIGNALS:
    void runStarted(const lathe::core::RunStartedEvent& event);
    void batch(const lathe::core::BatchEvent& event);
    void epoch(const lathe::core::EpochEvent& event);
    void log(const lathe::core::LogEvent& event);
    void deviceSample(const lathe::core::DeviceSampleEvent& event);
    void finished(const lathe::core::RunFinishedEvent& event);
    void runState(const lathe::core::RunStateEvent& event);
    // The writer's state changed, or it has been silent a while longer.
    void statusChanged(const lathe::core::FollowStatus& status);
    // The writer resumed from an older checkpoint and rewrote the epochs after it: what was shown
    // of the run should be shown again from its files (RunViews follows it anew).
    void rewound(const QString& runDir);

private:
    // The follower's events as signals, while it is the one followed: a receiver that stops the
    // following (or follows another run) in the middle of a read hears no more of this one.
    bool current() const { return m_follower.get() == m_polling; }
    void onRunStarted(const core::RunStartedEvent& e) override { if (current()) Q_EMIT runStarted(e); }
    void onBatch(const core::BatchEvent& e) override { if (current()) Q_EMIT batch(e); }
    void onEpoch(const core::EpochEvent& e) override { if (current()) Q_EMIT epoch(e); }
    void onLog(const core::LogEvent& e) override { if (current()) Q_EMIT log(e); }
    void onDeviceSample(const core::DeviceSampleEvent& e) override { if (current()) Q_EMIT deviceSample(e); }
    void onFinished(const core::RunFinishedEvent& e) override { if (current()) Q_EMIT finished(e); }
    void onRunState(const core::RunStateEvent& e) override { if (current()) Q_EMIT runState(e); }
    void watchFiles();
    void notified();

    // Shared with a read in progress, which keeps it alive when a receiver stops following.
    std::shared_ptr<core::RunFollower> m_follower;
    const core::RunFollower* m_polling = nullptr; // the follower being read, during a read
    QString m_runDir;
    QFileSystemWatcher* m_watcher;
    QTimer* m_timer;
    QTimer* m_settle;
    core::FollowState m_lastState = core::FollowState::Waiting;
    int m_lastQuietSeconds = 0;
};

} // namespace lathe::ui
