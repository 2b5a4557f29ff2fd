#pragma once
// A sweep whose trials train several at once, for the window: a `lathe-cli sweep --resume FOLDER
// --parallel N` process that the window starts, watches and stops. lathe-cli runs each trial as a
// process of its own (app/cli/sweeptrials.h), so a trial that crashes or runs out of memory ends
// itself, not the window; the window learns what happens from the sweep folder (which trial's run
// folder appeared, which completed) as it would from a sweep started at a terminal. What the
// process writes goes to logs/sweep.log in the sweep folder; its last lines explain a failure.

#include "run/sweepfolder.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <filesystem>
#include <set>

class QProcess;
class QTimer;

namespace lathe::ui {

class SweepProcess : public QObject {
    Q_OBJECT
public:
    explicit SweepProcess(QObject* parent = nullptr);
    ~SweepProcess() override; // stops a sweep still going and waits for it (stopAndWait)

    // Starts training the sweep in `folder` (its sweep.json, `plan`), `trialsAtOnce` trials at a
    // time. False, with the reason in `error`, when lathe-cli is missing or does not start.
    bool start(const std::filesystem::path& folder, const core::SweepPlan& plan, int trialsAtOnce, QString* error);
    bool isRunning() const { return m_process != nullptr; }
    int trialsAtOnce() const { return m_trialsAtOnce; }
    // Asks the sweep to stop: every trial training stops after its step with a checkpoint, and no
    // other starts (the sweep resumes where it stopped).
    void stop();
    // stop(), then waits until the process has ended (up to `milliseconds`; then it is killed).
    void stopAndWait(int milliseconds = 60000);
    // Reads the sweep folder now (the timer calls it every second).
    void poll();
    // lathe-cli's arguments for the sweep in `folder`: `trialsAtOnce` at a time, spread over the GPUs
    // (`--gpus all`) when the plan's device is not the CPU and more than one GPU is visible.
    static QStringList arguments(const std::filesystem::path& folder, const core::SweepPlan& plan, int trialsAtOnce, int visibleGpus);

Q_SIGNALS:
    // Trial `index` (from 0) of `count` began training in `runDir` (first seen now).
    void trialStarted(int index, int count, const QString& label, const QString& runDir);
    // `completed` of `count` trials have completed (pruned ASHA trials count once the search ends).
    void progress(int completed, int count);
    // The process ended: `stopped` when Stop (or a signal) ended it early, `failed` trials whose run
    // failed, `error` what went wrong when the sweep itself could not go on ("" otherwise).
    void ended(bool stopped, int failed, const QString& error);

private:
    void onFinished(int exitCode, bool crashed);
    void readOutput();

    QProcess* m_process = nullptr;
    QTimer* m_timer;
    std::filesystem::path m_folder;
    core::SweepPlan m_plan;
    int m_trialsAtOnce = 1;
    std::set<std::filesystem::path> m_seen; // run folders already announced
    std::set<std::size_t> m_done;           // variants whose run completed
    int m_completed = -1;
    bool m_stopRequested = false;
    QStringList m_lastLines; // the process's last lines of output, for a failure's message
};

} // namespace lathe::ui
