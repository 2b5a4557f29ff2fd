#include "sessioncontroller.h"

#include <QCoreApplication>
#include <QMetaObject>

namespace lathe::ui {

SessionController::SessionController(QObject* parent)
    : QObject(parent)
{
    qRegisterMetaType<core::RunStartedEvent>();
    qRegisterMetaType<core::BatchEvent>();
    qRegisterMetaType<core::EpochEvent>();
    qRegisterMetaType<core::LogEvent>();
    qRegisterMetaType<core::DeviceSampleEvent>();
    qRegisterMetaType<core::RunFinishedEvent>();
    qRegisterMetaType<core::FinderTrialEvent>();
    qRegisterMetaType<core::RunStateEvent>();
}

SessionController::~SessionController()
{
    stopAndWait();
}

bool SessionController::start(const core::Config& config, const QString& runsDir)
{
    core::SessionOptions options;
    options.runsDir = runsDir.toStdString();
    return launch(config, options);
}

bool SessionController::resume(const QString& runDir, QString* error)
{
    const auto loaded = core::loadConfigFile((std::filesystem::path(runDir.toStdString()) / "config.json"));
    if (!loaded.config) {
        if (error)
            *error = loaded.diagnostics.empty() ? tr("%1 is not a Lathe run folder").arg(runDir)
                                                : QString::fromStdString(loaded.diagnostics.front().format(runDir.toStdString() + "/config.json"));
        return false;
    }
    core::SessionOptions options;
    options.resumeDir = runDir.toStdString();
    return launch(*loaded.config, options);
}

bool SessionController::findBatch(const core::Config& config)
{
    core::SessionOptions options;
    options.findBatchOnly = true;
    return launch(config, options);
}

bool SessionController::launch(const core::Config& config, const core::SessionOptions& options)
{
    if (m_session)
        return false;
    m_session = std::make_unique<core::Session>(config, static_cast<core::EventSink&>(*this), options);
    m_paused = false;
    m_session->start();
    Q_EMIT runningChanged(true);
    return true;
}

void SessionController::stop()
{
    if (m_session)
        m_session->requestStop();
}

void SessionController::pause()
{
    if (m_session && !m_paused) {
        m_session->pause();
        m_paused = true;
    }
}

void SessionController::resume()
{
    if (m_session && m_paused) {
        m_session->resume();
        m_paused = false;
    }
}

void SessionController::saveCheckpoint()
{
    if (m_session)
        m_session->requestCheckpoint();
}

void SessionController::stopAndWait()
{
    if (!m_session)
        return;
    m_session->requestStop();
    m_session->wait();
    // The finished event may still be queued: deliver it now so nothing is lost.
    QCoreApplication::sendPostedEvents(this);
    m_session.reset();
}

void SessionController::onRunStarted(const core::RunStartedEvent& e)
{
    Q_EMIT runStarted(e);
}

void SessionController::onBatch(const core::BatchEvent& e)
{
    Q_EMIT batch(e);
}

void SessionController::onEpoch(const core::EpochEvent& e)
{
    Q_EMIT epoch(e);
}

void SessionController::onLog(const core::LogEvent& e)
{
    Q_EMIT log(e);
}

void SessionController::onDeviceSample(const core::DeviceSampleEvent& e)
{
    Q_EMIT deviceSample(e);
}

void SessionController::onFinderTrial(const core::FinderTrialEvent& e)
{
    Q_EMIT finderTrial(e);
}

void SessionController::onRunState(const core::RunStateEvent& e)
{
    Q_EMIT runState(e);
}

void SessionController::onFinished(const core::RunFinishedEvent& e)
{
    // Queue to the controller's thread, where the session can be joined and released.
    QMetaObject::invokeMethod(this, [this, e] { handleFinished(e); }, Qt::QueuedConnection);
}

void SessionController::handleFinished(const core::RunFinishedEvent& e)
{
    if (m_session) {
        m_session->wait();
        m_session.reset();
    }
    m_paused = false;
    Q_EMIT finished(e);
    Q_EMIT runningChanged(false);
}

} // namespace lathe::ui
