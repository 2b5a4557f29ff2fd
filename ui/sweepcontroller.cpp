#include "sweepcontroller.h"

#include "enginetext.h"
#include "metrics/metric.h"
#include "report/comparison.h"
#include "run/configview.h"
#include "latheclipath.h"
#include "sessioncontroller.h"
#include "sweepprocess.h"
#include "train/sweep.h"
#include "util/errors.h"

#include <QFileInfo>
#include <QTimer>

namespace lathe::ui {

SweepController::SweepController(SessionController* sessions, QObject* parent)
    : QObject(parent)
    , m_sessions(sessions)
    , m_process(new SweepProcess(this))
{
    connect(m_sessions, &SessionController::finished, this, &SweepController::onRunFinished);
    connect(m_process, &SweepProcess::trialStarted, this, &SweepController::trialStarted);
    connect(m_process, &SweepProcess::progress, this, &SweepController::progress);
    connect(m_process, &SweepProcess::ended, this, [this](bool stopped, int failedRuns, const QString& error) {
        m_failed = failedRuns;
        Q_EMIT trainsOutsideChanged(false);
        if (!error.isEmpty())
            Q_EMIT failed(error);
        end(stopped);
    });
}

bool SweepController::trainsOutside() const
{
    return m_process->isRunning();
}

bool SweepController::start(const core::SweepPlan& plan, const QString& runsDir, QString* error, int trialsAtOnce)
{
    if (m_running || m_sessions->isRunning()) {
        *error = tr("A run is already in progress: stop it first.");
        return false;
    }
    if (trialsAtOnce > 1 && !QFileInfo(latheCliPath()).isExecutable()) {
        *error = tr("Training several trials at once needs lathe-cli, which is not at %1.").arg(latheCliPath());
        return false;
    }
    try {
        core::sweepConfigs(plan); // every variant checked before anything is written
        m_folder = core::createSweepFolder(runsDir.toStdString(), plan);
    } catch (const std::exception& e) {
        *error = engineText(e);
        return false;
    }
    m_plan = plan;
    return begin(trialsAtOnce, error);
}

bool SweepController::resume(const QString& folder, QString* error, int trialsAtOnce)
{
    if (m_running || m_sessions->isRunning()) {
        *error = tr("A run is already in progress: stop it first.");
        return false;
    }
    try {
        m_plan = core::readSweepPlan(folder.toStdString());
        core::sweepConfigs(m_plan);
    } catch (const std::exception& e) {
        *error = engineText(e);
        return false;
    }
    m_folder = folder.toStdString();
    return begin(trialsAtOnce, error);
}

bool SweepController::begin(int trialsAtOnce, QString* error)
{
    m_index = 0;
    m_failed = 0;
    m_untilEpoch = 0;
    m_failedNow.clear();
    if (trialsAtOnce > 1) {
        // lathe-cli decides what trains, as it does at a terminal; the window watches the folder.
        if (!m_process->start(m_folder, m_plan, trialsAtOnce, error))
            return false;
        m_running = true;
        Q_EMIT trainsOutsideChanged(true);
        return true;
    }
    try {
        m_lock = std::make_unique<core::FolderLock>(m_folder);
    } catch (const std::exception& e) {
        *error = engineText(e);
        return false;
    }
    m_running = true;
    next();
    return true;
}

void SweepController::stop()
{
    if (m_process->isRunning())
        m_process->stop();
    else if (m_running)
        m_sessions->stop();
}

void SweepController::stopAndWait()
{
    m_process->stopAndWait();
}

bool SweepController::startVariant(std::size_t index, int stopAfterEpoch)
{
    const core::SweepVariantState state = core::sweepVariantState(m_folder, m_plan, index);
    const bool resuming = state.kind == core::SweepVariantState::Kind::Resume;
    Q_EMIT variantStarting(static_cast<int>(index), static_cast<int>(m_plan.variants.size()),
                           QString::fromStdString(m_plan.variants[index].label), resuming ? QString::fromStdString(state.run.string()) : QString());
    if (state.kind == core::SweepVariantState::Kind::Resume)
        return m_sessions->resume(QString::fromStdString(state.run.string()), nullptr, stopAfterEpoch);
    const core::ConfigLoadResult config = core::sweepVariantConfig(m_plan, index);
    return config.config && m_sessions->start(*config.config, QString::fromStdString(m_folder.string()), 0, stopAfterEpoch);
}

void SweepController::end(bool stopped)
{
    m_running = false;
    writeComparison();
    m_lock.reset();
    Q_EMIT finished(folder(), stopped, m_failed);
}

void SweepController::next()
{
    if (m_plan.search.kind == core::SweepSearch::Kind::Asha) {
        nextAshaJob();
        return;
    }
    for (; m_index < m_plan.variants.size(); ++m_index) {
        if (core::sweepVariantState(m_folder, m_plan, m_index).kind == core::SweepVariantState::Kind::Completed)
            continue;
        if (startVariant(m_index, 0))
            return;
        ++m_failed; // it could not start (a data-parallel variant without lathe-cli, say): stop here
        end(true);
        return;
    }
    end(false);
}

void SweepController::nextAshaJob()
{
    std::optional<core::AshaJob> job;
    try {
        const core::AshaSettings settings = core::sweepAshaSettings(m_plan);
        const std::string metric = core::sweepMetric(m_plan);
        job = core::nextAshaJob(settings, core::readAshaTrials(m_folder, m_plan, m_failedNow), core::metric::higherIsBetter(metric));
        if (job)
            m_untilEpoch = job->untilEpoch >= settings.maxEpochs ? 0 : job->untilEpoch;
    } catch (const std::exception&) {
        ++m_failed;
        end(true);
        return;
    }
    if (!job) {
        end(false);
        return;
    }
    m_index = job->trial;
    if (startVariant(m_index, m_untilEpoch))
        return;
    ++m_failed;
    end(true);
}

void SweepController::onRunFinished(const core::RunFinishedEvent& e)
{
    if (!m_running)
        return;
    writeComparison();
    bool pausedAtRung = false;
    if (m_plan.search.kind == core::SweepSearch::Kind::Asha && e.status == core::RunFinishedEvent::Status::Stopped && m_untilEpoch > 0) {
        const auto trials = core::readAshaTrials(m_folder, m_plan, m_failedNow);
        pausedAtRung = trials[m_index].epochsDone >= m_untilEpoch;
    }
    if (e.status == core::RunFinishedEvent::Status::Stopped && !pausedAtRung) {
        end(true); // Stop: the search resumes here, in the GUI or with lathe-cli sweep --resume
        return;
    }
    if (e.status == core::RunFinishedEvent::Status::Failed) {
        ++m_failed; // reported in the run's log; the sweep goes on
        m_failedNow.push_back(m_index);
    }
    if (m_plan.search.kind != core::SweepSearch::Kind::Asha)
        ++m_index;
    // After the controller has said the run ended (runningChanged follows this signal).
    QTimer::singleShot(0, this, [this] {
        if (m_running)
            next();
    });
}

void SweepController::writeComparison()
{
    try {
        core::writeSweepComparison(core::loadSweepComparison(m_folder));
    } catch (const std::exception&) {
        // The comparison is remade from the run folders at the next variant, or by lathe-cli sweep --resume.
    }
}

} // namespace lathe::ui
