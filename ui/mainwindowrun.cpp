// The main window's run views: the dashboard, the charts, the run dock and the step profile fed
// from the session's events, and the user guide.

#include "chartspanel.h"
#include "compareview.h"
#include "historypanel.h"
#include "dashboard.h"
#include "language.h"
#include "mainwindow.h"

#include "enginetext.h"
#include "profileview.h"
#include "runpanel.h"
#include "sessioncontroller.h"

#include <QCoreApplication>
#include <QDesktopServices>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QPushButton>
#include <QStatusBar>
#include <QTabWidget>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace lathe::ui {

void MainWindow::connectRunViews()
{
    SessionController* c = m_controller;
    connect(c, &SessionController::runStarted, m_runPanel, &RunPanel::showStarted);
    connect(c, &SessionController::batch, m_runPanel, &RunPanel::showBatch);
    connect(c, &SessionController::epoch, m_runPanel, &RunPanel::showEpoch);
    connect(c, &SessionController::log, m_runPanel, &RunPanel::showLog);
    connect(c, &SessionController::finished, m_runPanel, &RunPanel::showFinished);
    connect(c, &SessionController::runStarted, m_charts, &ChartsPanel::addStarted);
    connect(c, &SessionController::batch, m_charts, &ChartsPanel::addBatch);
    connect(c, &SessionController::epoch, m_charts, &ChartsPanel::addEpoch);
    connect(c, &SessionController::deviceSample, m_charts, &ChartsPanel::addDeviceSample);
    connect(c, &SessionController::finished, m_charts, &ChartsPanel::flush);
    connect(c, &SessionController::runStarted, m_dashboard, &Dashboard::addStarted);
    connect(c, &SessionController::batch, m_dashboard, &Dashboard::addBatch);
    connect(c, &SessionController::epoch, m_dashboard, &Dashboard::addEpoch);
    connect(c, &SessionController::deviceSample, m_dashboard, &Dashboard::addDeviceSample);
    connect(c, &SessionController::runState, m_dashboard, &Dashboard::addRunState);
    connect(c, &SessionController::finished, m_dashboard, &Dashboard::addFinished);
    connect(c, &SessionController::profiled, this, [this](const core::ProfileEvent& e) {
        m_profile->showProfile(e);
        m_tabs->setCurrentWidget(m_profile); // the user asked for it
        statusBar()->showMessage(tr("Step profile ready: %n step(s)", nullptr, static_cast<int>(e.steps.size())), 6000);
    });
    connect(m_profile, &ProfileView::profileRequested, this, [this] { profileSteps(10); });
    connect(m_history, &HistoryPanel::compareRequested, this, [this](const QStringList& runs) {
        m_compare->runsChanged();
        m_compare->setChecked(runs);
        m_tabs->setCurrentWidget(m_compare);
    });
    connect(m_history, &HistoryPanel::showRunRequested, this, &MainWindow::showPastRun);
    connect(m_history, &HistoryPanel::runsDirChanged, m_compare, &CompareView::setRunsDir);
    connect(m_compare, &CompareView::showRunRequested, this, &MainWindow::showPastRun);
    connect(c, &SessionController::finished, m_compare, &CompareView::runsChanged); // the new run is listed
}

bool MainWindow::showPastRun(const QString& runDir)
{
    if (m_controller->isRunning()) {
        statusBar()->showMessage(tr("A run is training: its charts are in the Training tab. Show the earlier run when it ends."), 8000);
        return false;
    }
    try {
        const core::RunRecord run = core::readRunFolder(runDir.toStdString());
        clearRunViews();
        m_charts->showRun(run);
        m_dashboard->showRun(run);
        m_runPanel->showRecordedLog(core::readLog(run.folder));
        m_tabs->setCurrentWidget(m_chartsPage);
        statusBar()->showMessage(tr("Showing %1 as it ended").arg(runDir), 6000);
        return true;
    } catch (const std::exception& e) {
        statusBar()->showMessage(tr("Cannot show %1: %2").arg(runDir, engineText(e)), 8000);
        return false;
    }
}

void MainWindow::clearRunViews()
{
    m_runPanel->clear();
    m_charts->clear();
    m_dashboard->clear();
}

bool MainWindow::profileSteps(int steps)
{
    if (!m_controller->profile(steps)) {
        statusBar()->showMessage(tr("Profiling needs a run in progress: start one (F5) first."), 6000);
        return false;
    }
    m_profile->showRequested(steps);
    statusBar()->showMessage(tr("Profiling the next %n step(s)…", nullptr, steps), 6000);
    return true;
}

QString MainWindow::userGuidePath()
{
    const QString name = currentLanguage().startsWith(QLatin1String("zh")) ? QStringLiteral("user-guide.zh_CN.md") : QStringLiteral("user-guide.md");
    // Installed: <prefix>/lib/lathe/lathe beside <prefix>/share/doc/lathe; else the source tree's docs/.
    for (const char* relative : {"/../../share/doc/lathe/", "/../share/doc/lathe/"}) {
        const QString installed = QCoreApplication::applicationDirPath() + QLatin1String(relative) + name;
        if (QFileInfo::exists(installed))
            return QFileInfo(installed).absoluteFilePath();
    }
    return QStringLiteral(LATHE_SOURCE_DIR "/docs/") + name;
}

void MainWindow::showUserGuide()
{
    const QString path = userGuidePath();
    if (!QFileInfo::exists(path)) {
        statusBar()->showMessage(tr("The user guide is not installed (looked for %1).").arg(path), 8000);
        return;
    }
    auto* dialog = new QDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setObjectName(QStringLiteral("UserGuide"));
    dialog->setWindowTitle(tr("Lathe user guide"));
    auto* browser = new QTextBrowser(dialog);
    browser->setOpenExternalLinks(true);
    browser->setSearchPaths({QFileInfo(path).absolutePath()}); // the screenshots beside it
    browser->setSource(QUrl::fromLocalFile(path), QTextDocument::MarkdownResource);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    QPushButton* external = buttons->addButton(tr("Open in another program"), QDialogButtonBox::ActionRole);
    connect(external, &QPushButton::clicked, dialog, [path] { QDesktopServices::openUrl(QUrl::fromLocalFile(path)); });
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    auto* layout = new QVBoxLayout(dialog);
    layout->addWidget(browser);
    layout->addWidget(buttons);
    dialog->resize(std::min(900, width()), std::min(800, height()));
    dialog->show();
}

} // namespace lathe::ui
