#include "sweepprocess.h"

#include "util/folderlock.h"

#include "language.h"
#include "latheclipath.h"
#include "run/runfolder.h"
#include "run/runrecord.h"
#include "train/sweep.h"
#include "util/cudainfo.h"
#include "util/errors.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTimer>

#include <optional>

namespace lathe::ui {

namespace fs = std::filesystem;

namespace {
constexpr int kPollMs = 1000;
constexpr int kKeptLines = 12;
} // namespace

SweepProcess::SweepProcess(QObject* parent)
    : QObject(parent)
    , m_timer(new QTimer(this))
{
    m_timer->setInterval(kPollMs);
    connect(m_timer, &QTimer::timeout, this, &SweepProcess::poll);
}

SweepProcess::~SweepProcess()
{
    if (!m_process)
        return;
    disconnect(m_process, nullptr, this, nullptr); // nobody is told any more
    stopAndWait();
}

bool SweepProcess::start(const fs::path& folder, const core::SweepPlan& plan, int trialsAtOnce, QString* error)
{
    if (m_process) {
        *error = tr("A sweep is already training.");
        return false;
    }
    const QString cli = latheCliPath();
    if (!QFileInfo(cli).isExecutable()) {
        *error = tr("Training several trials at once needs lathe-cli, which is not at %1.").arg(cli);
        return false;
    }
    m_folder = folder;
    m_plan = plan;
    m_trialsAtOnce = trialsAtOnce;
    m_seen.clear();
    m_done.clear();
    m_completed = -1;
    m_stopRequested = false;
    m_lastLines.clear();
    m_process = new QProcess(this);
    m_process->setProcessChannelMode(QProcess::MergedChannels);
    connect(m_process, &QProcess::readyRead, this, &SweepProcess::readOutput);
    connect(m_process, &QProcess::finished, this,
            [this](int code, QProcess::ExitStatus status) { onFinished(code, status == QProcess::CrashExit); });
    m_process->start(cli, arguments(folder, plan, trialsAtOnce, core::cudaDeviceCount()));
    if (!m_process->waitForStarted(10000)) {
        *error = tr("lathe-cli could not be started: %1").arg(m_process->errorString());
        m_process->deleteLater();
        m_process = nullptr;
        return false;
    }
    m_timer->start();
    poll();
    return true;
}

QStringList SweepProcess::arguments(const fs::path& folder, const core::SweepPlan& plan, int trialsAtOnce, int visibleGpus)
{
    QStringList args{QStringLiteral("sweep"),      QStringLiteral("--resume"), QString::fromStdString(folder.string()),
                     QStringLiteral("--parallel"), QString::number(trialsAtOnce), QStringLiteral("--lang"), currentLanguage(),
                     QStringLiteral("--quiet")};
    const core::Json& device = plan.base.contains("device") ? plan.base.at("device") : core::Json::object();
    const bool cpu = device.value("type", std::string("auto")) == "cpu";
    if (!cpu && visibleGpus > 1 && trialsAtOnce > 1)
        args << QStringLiteral("--gpus") << QStringLiteral("all"); // one trial per GPU, not all on GPU 0
    return args;
}

void SweepProcess::stop()
{
    if (!m_process || m_stopRequested)
        return;
    m_stopRequested = true;
    m_process->terminate(); // SIGTERM: lathe-cli passes it on to every trial, which stops with a checkpoint
}

void SweepProcess::stopAndWait(int milliseconds)
{
    if (!m_process)
        return;
    stop();
    if (m_process && !m_process->waitForFinished(milliseconds) && m_process) {
        m_process->kill();
        m_process->waitForFinished(5000);
    }
}

void SweepProcess::readOutput()
{
    if (!m_process)
        return;
    const QByteArray output = m_process->readAll();
    QFile log(QString::fromStdString((m_folder / "logs" / "sweep.log").string()));
    QDir().mkpath(QFileInfo(log).absolutePath());
    if (log.open(QIODevice::Append))
        log.write(output);
    for (const QString& line : QString::fromUtf8(output).split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        m_lastLines << line.trimmed();
    while (m_lastLines.size() > kKeptLines)
        m_lastLines.removeFirst();
}

void SweepProcess::poll()
{
    const int count = static_cast<int>(m_plan.variants.size());
    int completed = 0;
    for (std::size_t i = 0; i < m_plan.variants.size(); ++i) {
        if (m_done.count(i)) { // completed stays completed: not read again every second
            ++completed;
            continue;
        }
        try {
            const core::SweepVariantState state = core::sweepVariantState(m_folder, m_plan, i);
            if (state.kind == core::SweepVariantState::Kind::Completed) {
                m_done.insert(i);
                ++completed;
                continue;
            }
            // Before its first checkpoint a trial's folder counts as not started: found by name then.
            const auto run = state.kind == core::SweepVariantState::Kind::Resume ? std::optional(state.run) : core::sweepVariantRun(m_folder, m_plan, i);
            if (run && core::isRunFolder(*run) && m_seen.insert(*run).second)
                Q_EMIT trialStarted(static_cast<int>(i), count, QString::fromStdString(m_plan.variants[i].label),
                                    QString::fromStdString(run->string()));
        } catch (const std::exception&) {
            // A run folder being written at this moment: read again at the next tick.
        }
    }
    if (completed != m_completed) {
        m_completed = completed;
        Q_EMIT progress(completed, count);
    }
}

void SweepProcess::onFinished(int exitCode, bool crashed)
{
    readOutput();
    m_timer->stop();
    poll();
    int failed = 0;
    for (std::size_t i = 0; i < m_plan.variants.size(); ++i) {
        try {
            // Failed, or killed (the out-of-memory killer): no summary, and the process that held the
            // run's folder is gone. Either is the trial's failure, not the sweep's.
            const auto run = core::sweepVariantRun(m_folder, m_plan, i);
            const core::RunStatus status = run ? core::readRunFolder(*run, core::DeviceSamples::Skip).status() : core::RunStatus::Unfinished;
            failed += run && (status == core::RunStatus::Failed || (status == core::RunStatus::Unfinished && core::FolderLock::endedHolder(*run)));
        } catch (const std::exception&) {
        }
    }
    const bool interrupted = exitCode == core::ExitInterrupted || exitCode == core::ExitStoppedWithoutCheckpoint;
    // A non-zero code with failed trials is theirs (the sweep went on past them); without any, the
    // sweep itself could not go on (a plan it refused, a folder it cannot write).
    QString error;
    if (crashed)
        error = tr("lathe-cli sweep ended unexpectedly. Its output is in %1.").arg(QString::fromStdString((m_folder / "logs" / "sweep.log").string()));
    else if (exitCode != core::ExitSuccess && !interrupted && failed == 0)
        error = tr("lathe-cli sweep ended with exit code %1: %2").arg(exitCode).arg(m_lastLines.join(QLatin1Char('\n')));
    const bool stopped = crashed || interrupted || !error.isEmpty();
    m_process->deleteLater();
    m_process = nullptr;
    Q_EMIT ended(stopped, failed, error);
}

} // namespace lathe::ui
