#include "runviews.h"

#include "chartspanel.h"
#include "dashboard.h"
#include "enginetext.h"
#include "language.h"
#include "profileview.h"
#include "report/report.h"
#include "run/runrecord.h"
#include "runpanel.h"
#include "runwatcher.h"
#include "sessioncontroller.h"

#include <QTextBrowser>
#include <QVBoxLayout>

namespace lathe::ui {

RunViews::RunViews(SessionController* controller, QWidget* window)
    : QObject(window)
    , m_controller(controller)
    , m_watcher(new RunWatcher(this))
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
                                         "the time covered and its gaps. For an earlier run, select it under Runs."));

    connectRunEvents(controller);
    connectRunEvents(m_watcher);
    connect(controller, &SessionController::runStarted, this, [this] { // a run here replaces the one followed
        m_watcher->stop();
        m_dashboard->clearFollowStatus();
        m_profile->clear();
    });
    connect(m_watcher, &RunWatcher::statusChanged, m_dashboard, &Dashboard::setFollowStatus);
    connect(m_watcher, &RunWatcher::statusChanged, m_charts, &ChartsPanel::setFollowStatus);
    // Epochs rewritten by a resume from an older checkpoint: shown again from the files as they are.
    connect(
        m_watcher, &RunWatcher::rewound, this,
        [this](const QString& runDir) {
            if (m_controller->isRunning() || m_watcher->runDir() != runDir)
                return; // no longer followed
            clear();
            if (m_watcher->follow(runDir))
                m_dashboard->setFollowStatus(m_watcher->status());
        },
        Qt::QueuedConnection);
    connect(m_watcher, &RunWatcher::statusChanged, this, [this](const core::FollowStatus& s) {
        if (s.state == core::FollowState::Silent)
            Q_EMIT message(tr("%1 has written nothing for %2").arg(m_watcher->runDir(), QString::fromStdString(core::clockText(s.quietSeconds))), 8000);
    });
    connect(controller, &SessionController::profiled, this, [this](const core::ProfileEvent& e) {
        m_profile->showProfile(e);
        Q_EMIT tabWanted(m_profile); // the user asked for it
        Q_EMIT message(tr("Step profile ready: %n step(s)", nullptr, static_cast<int>(e.steps.size())), 6000);
    });
    connect(m_profile, &ProfileView::profileRequested, this, [this] { profileSteps(10); });
}

template <typename Source>
void RunViews::connectRunEvents(Source* c)
{
    connect(c, &Source::runStarted, m_runPanel, &RunPanel::showStarted);
    connect(c, &Source::batch, m_runPanel, &RunPanel::showBatch);
    connect(c, &Source::epoch, m_runPanel, &RunPanel::showEpoch);
    connect(c, &Source::log, m_runPanel, &RunPanel::showLog);
    connect(c, &Source::finished, m_runPanel, &RunPanel::showFinished);
    connect(c, &Source::runStarted, m_charts, &ChartsPanel::addStarted);
    connect(c, &Source::batch, m_charts, &ChartsPanel::addBatch);
    connect(c, &Source::epoch, m_charts, &ChartsPanel::addEpoch);
    connect(c, &Source::deviceSample, m_charts, &ChartsPanel::addDeviceSample);
    connect(c, &Source::finished, m_charts, &ChartsPanel::addFinished);
    connect(c, &Source::runStarted, m_dashboard, &Dashboard::addStarted);
    connect(c, &Source::batch, m_dashboard, &Dashboard::addBatch);
    connect(c, &Source::epoch, m_dashboard, &Dashboard::addEpoch);
    connect(c, &Source::deviceSample, m_dashboard, &Dashboard::addDeviceSample);
    connect(c, &Source::runState, m_dashboard, &Dashboard::addRunState);
    connect(c, &Source::finished, m_dashboard, &Dashboard::addFinished);
    connect(c, &Source::runStarted, this, [this](const core::RunStartedEvent& e) { showDataSummary(QString::fromStdString(e.runDir)); });
}

void RunViews::clear()
{
    m_watcher->stop();
    m_runPanel->clear();
    m_charts->clear();
    m_dashboard->clear();
    m_profile->clear(); // the run shown before's profile is not this one's
}

bool RunViews::showPastRun(const QString& runDir, bool resuming)
{
    if (m_controller->isRunning()) {
        Q_EMIT message(tr("A run is training: its charts are in the Training tab. Show the earlier run when it ends."), 8000);
        return false;
    }
    try {
        const core::RunRecord run = core::readRunFolder(runDir.toStdString());
        clear(); // and no longer following a run
        m_charts->showRun(run);
        m_dashboard->showRun(run);
        if (!run.profiles.empty()) // profile.json: the last profile taken
            m_profile->showProfile(run.profiles.back());
        m_runPanel->showRecordedRun(run);
        std::vector<core::LogRecord> log = core::readLog(run.folder);
        for (const core::Message& damaged : run.damaged) { // said last, where the log ends
            core::LogRecord record;
            record.level = core::LogLevel::Warning;
            record.message = damaged;
            log.push_back(std::move(record));
        }
        m_runPanel->showRecordedLog(log);
        showDataSummary(runDir);
        Q_EMIT tabWanted(m_trainingPage);
        if (!run.damaged.empty()) // what the charts and the log leave out, and why
            Q_EMIT message(engineText(run.damaged.front()), 15000);
        else if (!resuming)
            Q_EMIT message(tr("Showing %1 as it ended").arg(runDir), 6000);
        return true;
    } catch (const std::exception& e) {
        Q_EMIT message(tr("Cannot show %1: %2").arg(runDir, engineText(e)), 8000);
        return false;
    }
}

bool RunViews::showRun(const QString& runDir)
{
    return RunWatcher::hasEnded(runDir) ? showPastRun(runDir) : followRun(runDir);
}

bool RunViews::followRun(const QString& runDir)
{
    if (m_controller->isRunning()) {
        Q_EMIT message(tr("A run is training: its charts are in the Training tab. Show the earlier run when it ends."), 8000);
        return false;
    }
    clear();
    QString error;
    if (!m_watcher->follow(runDir, &error)) {
        Q_EMIT message(tr("Cannot show %1: %2").arg(runDir, error), 8000);
        return false;
    }
    m_dashboard->setFollowStatus(m_watcher->status());
    showDataSummary(runDir);
    Q_EMIT tabWanted(m_trainingPage);
    Q_EMIT message(tr("Following %1 as it is written").arg(runDir), 6000);
    return true;
}

void RunViews::stopFollowing()
{
    m_watcher->stop();
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
