#include "runviews.h"

#include "chartspanel.h"
#include "dashboard.h"
#include "enginetext.h"
#include "language.h"
#include "profileview.h"
#include "report/report.h"
#include "run/runrecord.h"
#include "runpanel.h"
#include "sessioncontroller.h"

#include <QTextBrowser>
#include <QVBoxLayout>

namespace lathe::ui {

RunViews::RunViews(SessionController* controller, QWidget* window)
    : QObject(window)
    , m_controller(controller)
    , m_runPanel(new RunPanel(window))
    , m_charts(new ChartsPanel(window))
    , m_dashboard(new Dashboard(window))
    , m_trainingPage(new QWidget(window))
    , m_profile(new ProfileView(window))
    , m_dataSummary(new QTextBrowser(window))
{
    auto* layout = new QVBoxLayout(m_trainingPage);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_dashboard);
    layout->addWidget(m_charts, 1);
    m_dataSummary->setObjectName(QStringLiteral("DataSummaryView"));
    m_dataSummary->setPlaceholderText(tr("No data read yet. When a run starts, what its data holds appears here before the first epoch: "
                                         "the samples and classes of every split, the missing values and what was done with them, "
                                         "the time covered and its gaps. For an earlier run, select it under Runs and choose Evaluation."));

    SessionController* c = controller;
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
    connect(c, &SessionController::runStarted, this, [this](const core::RunStartedEvent& e) { showDataSummary(QString::fromStdString(e.runDir)); });
    connect(c, &SessionController::profiled, this, [this](const core::ProfileEvent& e) {
        m_profile->showProfile(e);
        Q_EMIT tabWanted(m_profile); // the user asked for it
        Q_EMIT message(tr("Step profile ready: %n step(s)", nullptr, static_cast<int>(e.steps.size())), 6000);
    });
    connect(m_profile, &ProfileView::profileRequested, this, [this] { profileSteps(10); });
}

void RunViews::clear()
{
    m_runPanel->clear();
    m_charts->clear();
    m_dashboard->clear();
}

bool RunViews::showPastRun(const QString& runDir)
{
    if (m_controller->isRunning()) {
        Q_EMIT message(tr("A run is training: its charts are in the Training tab. Show the earlier run when it ends."), 8000);
        return false;
    }
    try {
        const core::RunRecord run = core::readRunFolder(runDir.toStdString());
        clear();
        m_charts->showRun(run);
        m_dashboard->showRun(run);
        m_runPanel->showRecordedRun(run);
        m_runPanel->showRecordedLog(core::readLog(run.folder));
        showDataSummary(runDir);
        Q_EMIT tabWanted(m_trainingPage);
        Q_EMIT message(tr("Showing %1 as it ended").arg(runDir), 6000);
        return true;
    } catch (const std::exception& e) {
        Q_EMIT message(tr("Cannot show %1: %2").arg(runDir, engineText(e)), 8000);
        return false;
    }
}

void RunViews::showDataSummary(const QString& runDir)
{
    const core::DataRecord data = core::readDataRecord(runDir.toStdString());
    if (data.empty()) {
        m_dataSummary->clear();
        return;
    }
    const std::string html = core::dataSummaryHtml(data, currentLanguage().toStdString());
    m_dataSummary->setHtml(QStringLiteral("<style>table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:2px 6px}"
                                          ".warn{color:#a05a00}.muted{color:#666}</style>")
                           + QString::fromStdString(html));
}

bool RunViews::profileSteps(int steps)
{
    if (!m_controller->profile(steps)) {
        Q_EMIT message(tr("Profiling needs a run in progress: start one (F5) first."), 6000);
        return false;
    }
    m_profile->showRequested(steps);
    Q_EMIT message(tr("Profiling the next %n step(s)…", nullptr, steps), 6000);
    return true;
}

} // namespace lathe::ui
