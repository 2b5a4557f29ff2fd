#include "sessioncontroller.h"

#include "config/config.h"
#include "dist/launcher.h"
#include "dist/rankgroup.h"
#include "run/runfolder.h"
#include "enginetext.h"
#include "latheclipath.h"
#include "util/cudainfo.h"

#include <QCoreApplication>
#include <QFileInfo>
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
    qRegisterMetaType<core::ProfileEvent>();
    qRegisterMetaType<core::LrFinderResult>();
}

SessionController::~SessionController()
{
    stopAndWait();
}

bool SessionController::start(const core::Config& config, const QString& runsDir, int profileSteps, int stopAfterEpoch)
{
    core::SessionOptions options;
    options.runsDir = runsDir.toStdString();
    options.profileSteps = profileSteps;
    options.stopAfterEpoch = stopAfterEpoch;
    return launch(config, options);
}

bool SessionController::resume(const QString& runDir, QString* error, int stopAfterEpoch)
{
    const auto loaded = core::loadConfigFile((std::filesystem::path(runDir.toStdString()) / "config.json"));
    if (!loaded.config) {
        if (error)
            *error = loaded.diagnostics.empty() ? tr("%1 is not a Lathe run folder").arg(runDir)
                                                : tr("%1: %2").arg(runDir + QStringLiteral("/config.json"), engineText(loaded.diagnostics.front().message));
        return false;
    }
    core::SessionOptions options;
    options.resumeDir = runDir.toStdString();
    options.stopAfterEpoch = stopAfterEpoch;
    if (launch(*loaded.config, options))
        return true;
    if (error)
        *error = m_lastError;
    return false;
}

bool SessionController::findBatch(const core::Config& config)
{
    core::SessionOptions options;
    options.findBatchOnly = true;
    return launch(config, options);
}

bool SessionController::findLr(const core::Config& config)
{
    core::SessionOptions options;
    options.findLrOnly = true;
    return launch(config, options);
}

int SessionController::localRanks(const core::Config& config)
{
    if (config.device.gpus == 1)
        return config.distributed.procs;
    const int visible = core::cudaDeviceCount();
    return config.device.gpus < 0 ? std::max(1, visible - config.device.id) : config.device.gpus;
}

bool SessionController::startOtherRanks(const core::Config& config, int ranks, core::SessionOptions& options, QString* error)
{
    const QString cli = latheCliPath();
    if (!QFileInfo(cli).isExecutable()) {
        *error = tr("A run on %1 ranks needs lathe-cli, which is not at %2.").arg(ranks).arg(cli);
        return false;
    }
    int port = 0;
    try {
        port = core::freeLocalPort();
    } catch (const std::exception& e) {
        *error = engineText(e);
        return false;
    }
    QStringList args{QStringLiteral("train")};
    if (options.resumeDir.empty()) {
        // The other ranks train the config as it is in the window, saved or not.
        m_rankDir = std::make_unique<QTemporaryDir>();
        const QString file = m_rankDir->filePath(QStringLiteral("config.json"));
        try {
            core::saveConfigFile(core::withAbsolutePaths(config), file.toStdString());
        } catch (const std::exception& e) {
            *error = engineText(e);
            return false;
        }
        args << file;
    } else {
        args << QStringLiteral("--resume") << QString::fromStdString(options.resumeDir.string());
    }
    args << QStringLiteral("-q");
    options.rank = core::localJobRank(0, ranks, port);
    // Ranks 1 … N-1 run lathe-cli under core's rank supervisor (dist/rankgroup.h), as lathe-cli's own
    // launcher does. Their warnings, errors and failure join the run's log: they write them as log
    // records (run/runfolder.h LogRecord), read as data on the group's thread and queued to this one.
    // Anything else on their stderr comes from outside Lathe (the C++ runtime, a library) and is
    // shown as a warning, as it is.
    std::vector<std::string> argv{cli.toStdString()};
    for (const QString& a : std::as_const(args))
        argv.push_back(a.toStdString());
    core::RankGroup::Options group{cli.toStdString(), argv, ranks, 1, port, [this](int rank, const std::string& line) {
                                       const auto record = core::LogRecord::fromJson(core::Json::parse(line, nullptr, /*allow_exceptions=*/false));
                                       core::LogEvent e = record ? core::LogEvent::of(record->level, record->attributed())
                                                                 : core::LogEvent::of(core::LogLevel::Warning, core::msg("rank %1: %2", rank, line));
                                       e.rank = record ? record->rank : rank;
                                       QMetaObject::invokeMethod(this, [this, e] { Q_EMIT log(e); }, Qt::QueuedConnection);
                                   }};
    m_ranks = std::make_unique<core::RankGroup>(std::move(group));
    try {
        m_ranks->start();
    } catch (const std::exception& e) {
        *error = engineText(e);
        return false;
    }
    return true;
}

void SessionController::endOtherRanks()
{
    // They end with rank 0 (their next collective fails, or they stop with it); one that does not
    // within 10 s gets SIGTERM, then SIGKILL. Waited for on the group's thread, never on this one:
    // the group is kept (with the config the ranks read) until they have ended.
    if (m_ranks) {
        m_ranks->finish(std::chrono::seconds(10));
        m_endingRanks.push_back({std::move(m_ranks), std::move(m_rankDir)});
    }
    std::erase_if(m_endingRanks, [](EndingRanks& e) { return e.ranks->reap() == 0; });
}

bool SessionController::launch(const core::Config& config, const core::SessionOptions& given)
{
    if (m_session)
        return false;
    m_lastError.clear();
    core::SessionOptions options = given;
    // Two batch events a second are plenty for a progress bar, a status line and a dashboard; each
    // one costs the window a repaint, and on a CPU the window shares the cores with the training.
    options.batchEventSeconds = std::max(options.batchEventSeconds, 0.5);
    const int ranks = options.findBatchOnly || options.findLrOnly ? 1 : localRanks(config);
    if (ranks > 1 && !startOtherRanks(config, ranks, options, &m_lastError)) {
        endOtherRanks();
        return false;
    }
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
    endOtherRanks();
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

void SessionController::onLrFinder(const core::LrFinderResult& e)
{
    Q_EMIT lrFinder(e);
}

void SessionController::onRunState(const core::RunStateEvent& e)
{
    Q_EMIT runState(e);
}

void SessionController::onProfile(const core::ProfileEvent& e)
{
    Q_EMIT profiled(e);
}

bool SessionController::profile(int steps)
{
    if (!m_session)
        return false;
    m_session->requestProfile(steps); // from this (the main) thread, where the profiler sets itself up
    return true;
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
    endOtherRanks();
    m_paused = false;
    Q_EMIT finished(e);
    Q_EMIT runningChanged(false);
}

} // namespace lathe::ui
