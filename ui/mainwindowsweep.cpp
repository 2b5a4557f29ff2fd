// The main window's sweeps: Run › Sweep… starts one through the SweepController, its variants fill
// the charts as ordinary runs, and the Comparison tab shows how they compare.

#include "chartspanel.h"
#include "historypanel.h"
#include "language.h"
#include "mainwindow.h"

#include "enginetext.h"
#include "reportpdf.h"
#include "runpanel.h"
#include "sessioncontroller.h"
#include "sweepcontroller.h"
#include "sweepdialog.h"
#include "train/sweep.h"

#include <QDir>
#include <QFileDialog>
#include <QInputDialog>
#include <QMenu>
#include <QMessageBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QTextBrowser>
#include <QTextCursor>
#include <QThread>

#include <algorithm>

namespace lathe::ui {

void MainWindow::connectSweeps()
{
    m_sweeps = new SweepController(m_controller, this);
    connect(m_sweeps, &SweepController::variantStarting, this, [this](int index, int count, const QString& label, const QString& resumedRun) {
        // A trial that goes on (past an ASHA rung, or after a stop): its epochs so far stay shown.
        if (resumedRun.isEmpty() || !m_runViews->showPastRun(resumedRun, true))
            m_runViews->clear();
        m_tabs->setCurrentWidget(m_runViews->trainingPage());
        statusBar()->showMessage(tr("Sweep: variant %1 of %2 (%3)").arg(index + 1).arg(count).arg(label));
    });
    // Several trials at once: they train in lathe-cli processes, and the charts follow the latest to start.
    connect(m_sweeps, &SweepController::trialStarted, this, [this](int index, int count, const QString& label, const QString& runDir) {
        if (m_controller->isRunning())
            return;
        m_runViews->followRun(runDir);
        m_tabs->setCurrentWidget(m_runViews->trainingPage());
        statusBar()->showMessage(tr("Sweep: trial %1 of %2 (%3) started; the charts follow it.").arg(index + 1).arg(count).arg(label));
    });
    connect(m_sweeps, &SweepController::progress, this, [this](int completed, int count) {
        statusBar()->showMessage(tr("Sweep: %1 of %2 trials completed, up to %3 training at once.").arg(completed).arg(count).arg(m_sweepTrialsAtOnce));
    });
    connect(m_sweeps, &SweepController::trainsOutsideChanged, this, &MainWindow::updateRunActions);
    connect(m_sweeps, &SweepController::failed, this, [this](const QString& error) { QMessageBox::warning(this, tr("Sweep"), error); });
    connect(m_sweeps, &SweepController::finished, this, [this](const QString& folder, bool stopped, int failed) {
        m_history->refresh();
        QString pdfNote;
        try {
            writeComparisonPdf(core::loadSweepComparison(folder.toStdString()), QDir(folder).filePath(QStringLiteral("comparison.pdf")),
                               currentLanguage().toStdString());
        } catch (const std::exception& e) {
            pdfNote = QStringLiteral(" (%1)").arg(engineText(e));
        }
        const QString where = QDir(folder).filePath(QStringLiteral("comparison.html"));
        if (stopped)
            statusBar()->showMessage(tr("Sweep stopped; Run › Resume sweep… continues it. Comparison so far: %1").arg(where) + pdfNote);
        else if (failed > 0)
            statusBar()->showMessage(tr("Sweep finished, %n variant(s) failed (see their logs). Comparison: %1", nullptr, failed).arg(where) + pdfNote);
        else
            statusBar()->showMessage(tr("Sweep finished. Comparison: %1").arg(where) + pdfNote);
        showComparison(folder);
        if (stopped && !m_controller->lastError().isEmpty())
            QMessageBox::warning(this, tr("Sweep"), m_controller->lastError());
    });
}

void MainWindow::addSweepActions(QMenu* run)
{
    run->addSeparator();
    run->addAction(tr("S&weep…"), this, [this] {
        if (m_controller->isRunning() || m_sweeps->isRunning()) {
            statusBar()->showMessage(tr("A run is already in progress: stop it first."), 6000);
            return;
        }
        const std::optional<core::Config> config = m_config->checkedConfig(tr("Fix the problems listed below first."));
        if (!config)
            return;
        SweepDialog dialog(QString::fromStdString(config->data.source), this);
        dialog.setBaseConfig(core::withAbsolutePaths(*config));
        // A sweep refused (its folder cannot be made, a trial the check could not foresee) shows the
        // dialog again with what was typed, rather than losing it.
        while (dialog.exec() == QDialog::Accepted)
            if (startSweep(dialog.variants(), dialog.search(), dialog.trialsAtOnce()))
                break;
    });
    run->addAction(tr("Resu&me sweep…"), this, [this] {
        if (m_controller->isRunning() || m_sweeps->isRunning()) {
            statusBar()->showMessage(tr("A run is already in progress: stop it first."), 6000);
            return;
        }
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Sweep folder to continue"), m_history->runsDir());
        if (dir.isEmpty())
            return;
        int atOnce = 1;
        if (const int cores = std::max(1, QThread::idealThreadCount()); cores > 1) {
            bool ok = false;
            atOnce = QInputDialog::getInt(this, tr("Resume sweep"), tr("Trials at once:"), std::min(SweepDialog::lastTrialsAtOnce(), cores), 1,
                                          cores, 1, &ok);
            if (!ok)
                return;
            SweepDialog::rememberTrialsAtOnce(atOnce);
        }
        m_sweepTrialsAtOnce = atOnce;
        QString error;
        if (!m_sweeps->resume(dir, &error, atOnce))
            QMessageBox::warning(this, tr("Resume sweep"), error);
    });
}

bool MainWindow::startSweep(const std::vector<core::SweepVariant>& variants, const core::SweepSearch& search, int trialsAtOnce)
{
    const std::optional<core::Config> config = m_config->checkedConfig(tr("Fix the problems listed below first."));
    if (!config)
        return false;
    core::SweepPlan plan;
    plan.name = config->name;
    plan.source = m_config->file().isEmpty() ? std::string("(untitled config)") : m_config->file().toStdString();
    plan.createdAt = core::localTimestamp();
    plan.base = core::withAbsolutePaths(*config);
    plan.variants = variants;
    core::anchorSweepPaths(plan, config->baseDir); // data.path=b.csv: beside the config, as in its form
    plan.search = search;
    QString error;
    m_sweepTrialsAtOnce = trialsAtOnce;
    if (m_sweeps->start(plan, m_history->runsDir(), &error, trialsAtOnce))
        return true;
    QMessageBox::warning(this, tr("Sweep"), error);
    return false;
}

bool MainWindow::showComparison(const QString& sweepDir)
{
    try {
        layoutComparison(*m_comparison->document(), core::loadSweepComparison(sweepDir.toStdString()),
                         currentLanguage().toStdString(), m_comparison->devicePixelRatioF());
    } catch (const std::exception& e) {
        statusBar()->showMessage(tr("The comparison cannot be shown: %1").arg(engineText(e)), 8000);
        return false;
    }
    m_comparison->moveCursor(QTextCursor::Start); // from the top: the table first
    m_tabs->setCurrentWidget(m_comparison);
    return true;
}

} // namespace lathe::ui
