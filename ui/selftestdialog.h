#pragma once
// Run > GPU self-test: the doctor's report of this machine (versions, GPUs, measured throughput), and
// on request the full self-test (lathe-cli doctor --full, core/selftest): every GPU path of Lathe run
// on every visible GPU, each check a row — passed, failed or skipped, with its figures and its reason —
// added as the check ends. The work runs on the window's BackgroundTasks, never on the GUI thread.

#include "selftest/checkresult.h"

#include <QDialog>

#include <atomic>
#include <memory>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTableWidget;

namespace lathe::ui {

class BackgroundTasks;

class SelfTestDialog : public QDialog {
    Q_OBJECT
public:
    // The checks run on `tasks`, which outlives the dialog; closing the dialog drops their results.
    explicit SelfTestDialog(BackgroundTasks& tasks, QWidget* parent = nullptr);
    ~SelfTestDialog() override; // a self-test still running stops at its next check or step

    QString reportText() const;                       // the doctor's report
    bool isFinished() const { return m_doctorDone; }  // the doctor's report is in
    // Starts the full self-test (the button does); its rows appear as each check ends. The dialog is
    // application-modal from then on: the checks set process-wide LibTorch state (TF32, cuDNN, the
    // allocator's cap, random generators) that a run started meanwhile would share.
    void runFullTest();
    bool isFullTestFinished() const { return m_fullDone; }
    const core::SelfTestReport& fullReport() const { return m_report; }
    QTableWidget* checks() const { return m_checks; }

private:
    void addCheck(const core::CheckResult& check);
    void showSummary();

    BackgroundTasks& m_tasks;
    QLabel* m_status;
    QPlainTextEdit* m_text;
    QTableWidget* m_checks;
    QPushButton* m_full;
    core::SelfTestReport m_report;
    std::shared_ptr<std::atomic<bool>> m_cancel = std::make_shared<std::atomic<bool>>(false); // the dialog is gone
    bool m_doctorDone = false, m_fullRunning = false, m_fullDone = false;
};

} // namespace lathe::ui
