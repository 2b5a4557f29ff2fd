#pragma once
// Run › Sweep in the GUI: the variants of a sweep (core/run/sweepfolder.h) trained one after another
// through the window's SessionController, so each one fills the same charts as an ordinary run. What
// is done is read from the run folders (core/train/sweep.h sweepVariantState), as lathe-cli sweep
// does: a sweep stopped here (Stop) continues in the GUI or with lathe-cli sweep --resume, and the
// other way round. After each variant the comparison (sweep.json, comparison.html) is rewritten. An
// ASHA search trains the trial and rung core::nextAshaJob names, each paused at its rung.

#include "run/sweepfolder.h"

#include <QObject>
#include <QString>

namespace lathe::core {
struct RunFinishedEvent;
struct Config;
}

namespace lathe::ui {

class SessionController;

class SweepController : public QObject {
    Q_OBJECT
public:
    explicit SweepController(SessionController* sessions, QObject* parent = nullptr);

    bool isRunning() const { return m_running; }
    QString folder() const { return QString::fromStdString(m_folder.string()); }

    // Makes a sweep folder for `plan` under `runsDir` and starts its first variant. Returns false,
    // with the reason in `error`, when a variant cannot train or the folder cannot be made (nothing
    // is written then).
    bool start(const core::SweepPlan& plan, const QString& runsDir, QString* error);
    // Continues the sweep in `folder` where it stopped.
    bool resume(const QString& folder, QString* error);

Q_SIGNALS:
    // Variant `index` (from 0) of `count` is about to train; `label` names it.
    void variantStarting(int index, int count, const QString& label);
    // Every variant is done, or the sweep stopped (a run stopped, or a variant could not start).
    void finished(const QString& folder, bool stopped, int failed);

private:
    void begin();
    void next();
    void nextAshaJob();
    bool startVariant(std::size_t index, int stopAfterEpoch);
    void end(bool stopped);
    void onRunFinished(const core::RunFinishedEvent& e);
    void writeComparison();

    SessionController* m_sessions;
    core::SweepPlan m_plan;
    std::filesystem::path m_folder;
    std::size_t m_index = 0;
    int m_failed = 0;
    int m_untilEpoch = 0;                  // ASHA: the rung the trial in training stops at (0: its end)
    std::vector<std::size_t> m_failedNow; // ASHA: trials that failed in this search (not tried again)
    bool m_running = false;
};

} // namespace lathe::ui
