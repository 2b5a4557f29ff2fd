#pragma once
// Run › Sweep in the GUI: the variants of a sweep (core/run/sweepfolder.h) trained one after another
// through the window's SessionController, so each one fills the same charts as an ordinary run; or,
// with more than one trial at once, by a lathe-cli process (SweepProcess) whose trials the charts
// follow from their run folders. What
// is done is read from the run folders (core/train/sweep.h sweepVariantState), as lathe-cli sweep
// does: a sweep stopped here (Stop) continues in the GUI or with lathe-cli sweep --resume, and the
// other way round. After each variant the comparison (sweep.json, comparison.html) is rewritten. An
// ASHA search trains the trial and rung core::nextAshaJob names, each paused at its rung.

#include "run/sweepfolder.h"
#include "util/folderlock.h"

#include <memory>

#include <QObject>
#include <QString>

namespace lathe::core {
struct RunFinishedEvent;
struct Config;
}

namespace lathe::ui {

class SessionController;
class SweepProcess;

class SweepController : public QObject {
    Q_OBJECT
public:
    explicit SweepController(SessionController* sessions, QObject* parent = nullptr);

    bool isRunning() const { return m_running; }
    // The sweep trains several trials at once in lathe-cli processes, not through the window's session.
    bool trainsOutside() const;
    QString folder() const { return QString::fromStdString(m_folder.string()); }

    // Makes a sweep folder for `plan` under `runsDir` and starts it: one variant at a time through
    // the window's session, or `trialsAtOnce` > 1 at a time in lathe-cli processes. Returns false,
    // with the reason in `error`, when a variant cannot train or the folder cannot be made (nothing
    // is written then), or lathe-cli cannot be started.
    bool start(const core::SweepPlan& plan, const QString& runsDir, QString* error, int trialsAtOnce = 1);
    // Continues the sweep in `folder` where it stopped.
    bool resume(const QString& folder, QString* error, int trialsAtOnce = 1);
    // Stops the sweep: the run training (every trial training, when several are) stops with a
    // checkpoint, and no other starts.
    void stop();
    // Stops a sweep training outside the window and waits for its trials' checkpoints (closing the window).
    void stopAndWait();

Q_SIGNALS:
    // Variant `index` (from 0) of `count` is about to train in the window's session; `label` names it.
    // `resumedRun`: the run folder the variant continues (a stopped or paused trial), else empty.
    void variantStarting(int index, int count, const QString& label, const QString& resumedRun);
    // Several at once: trial `index` (from 0) of `count` began training in `runDir`, in lathe-cli.
    void trialStarted(int index, int count, const QString& label, const QString& runDir);
    // Several at once: `completed` of `count` trials have completed.
    void progress(int completed, int count);
    // A sweep began or ended training outside the window (the Run actions follow it).
    void trainsOutsideChanged(bool outside);
    // Every variant is done, or the sweep stopped (a run stopped, or a variant could not start).
    void finished(const QString& folder, bool stopped, int failed);
    // Several at once: why the sweep could not go on (lathe-cli's exit code and last lines).
    void failed(const QString& error);

private:
    bool begin(int trialsAtOnce, QString* error);
    void next();
    void nextAshaJob();
    bool startVariant(std::size_t index, int stopAfterEpoch);
    void end(bool stopped);
    void onRunFinished(const core::RunFinishedEvent& e);
    void writeComparison();

    SessionController* m_sessions;
    SweepProcess* m_process;
    core::SweepPlan m_plan;
    std::filesystem::path m_folder;
    std::size_t m_index = 0;
    int m_failed = 0;
    int m_untilEpoch = 0;                  // ASHA: the rung the trial in training stops at (0: its end)
    std::vector<std::size_t> m_failedNow; // ASHA: trials that failed in this search (not tried again)
    bool m_running = false;
    // The sweep folder while the window trains its trials itself (several at once: lathe-cli holds
    // it): a terminal's lathe-cli sweep --resume of the same folder is refused, and the other way round.
    std::unique_ptr<core::FolderLock> m_lock;
};

} // namespace lathe::ui
