#include "sweepcontroller.h"

#include "enginetext.h"
#include "report/comparison.h"
#include "sessioncontroller.h"
#include "train/sweep.h"
#include "util/errors.h"

#include <QTimer>

namespace lathe::ui {

SweepController::SweepController(SessionController* sessions, QObject* parent)
    : QObject(parent)
    , m_sessions(sessions)
{
    connect(m_sessions, &SessionController::finished, this, &SweepController::onRunFinished);
}

bool SweepController::start(const core::SweepPlan& plan, const QString& runsDir, QString* error)
{
    if (m_running || m_sessions->isRunning()) {
        *error = tr("A run is already in progress: stop it first.");
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
    begin();
    return true;
}

bool SweepController::resume(const QString& folder, QString* error)
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
    begin();
    return true;
}

void SweepController::begin()
{
    m_index = 0;
    m_failed = 0;
    m_running = true;
    next();
}

void SweepController::next()
{
    for (; m_index < m_plan.variants.size(); ++m_index) {
        const core::SweepVariantState state = core::sweepVariantState(m_folder, m_plan, m_index);
        if (state.kind == core::SweepVariantState::Kind::Completed)
            continue;
        Q_EMIT variantStarting(static_cast<int>(m_index), static_cast<int>(m_plan.variants.size()),
                               QString::fromStdString(m_plan.variants[m_index].label));
        bool started = false;
        if (state.kind == core::SweepVariantState::Kind::Resume) {
            started = m_sessions->resume(QString::fromStdString(state.run.string()));
        } else {
            const core::ConfigLoadResult config = core::sweepVariantConfig(m_plan, m_index);
            started = config.config && m_sessions->start(*config.config, QString::fromStdString(m_folder.string()));
        }
        if (started)
            return;
        ++m_failed; // it could not start (a data-parallel variant without lathe-cli, say): stop here
        m_running = false;
        writeComparison();
        Q_EMIT finished(folder(), true, m_failed);
        return;
    }
    m_running = false;
    writeComparison();
    Q_EMIT finished(folder(), false, m_failed);
}

void SweepController::onRunFinished(const core::RunFinishedEvent& e)
{
    if (!m_running)
        return;
    writeComparison();
    if (e.status == core::RunFinishedEvent::Status::Stopped) {
        m_running = false;
        Q_EMIT finished(folder(), true, m_failed);
        return;
    }
    if (e.status == core::RunFinishedEvent::Status::Failed)
        ++m_failed; // reported in the run's log; the sweep goes on
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
