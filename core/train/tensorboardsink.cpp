#include "train/tensorboardsink.h"

#include "run/runfolder.h"
#include "util/shellword.h"

namespace lathe::core {

TensorBoardSink::TensorBoardSink(EventSink& next)
    : m_next(next)
{
}

template <typename Write>
void TensorBoardSink::write(Write&& write)
{
    const std::lock_guard lock(m_mutex);
    if (!m_log)
        return;
    try {
        write(*m_log);
    } catch (const std::exception& e) {
        m_log.reset();
        m_failure = e.what();
        m_marked = markTensorBoardLogIncomplete(m_runFolder, m_failure);
    }
}

void TensorBoardSink::sayFailure()
{
    std::string failure;
    bool marked = false;
    {
        const std::lock_guard lock(m_mutex);
        failure.swap(m_failure);
        marked = m_marked;
    }
    if (failure.empty())
        return;
    const std::string run = shellWord(m_runFolder.string());
    m_next.onLog(LogEvent::of(LogLevel::Warning,
                              marked ? msg("the TensorBoard log stopped: %1; training goes on without it (once the run has ended, "
                                           "lathe-cli tensorboard %2 writes the log again from the run's records)",
                                           failure, run)
                                     : msg("the TensorBoard log stopped: %1; training goes on without it (once the run has ended, "
                                           "lathe-cli tensorboard %2 --force writes the log again from the run's records)",
                                           failure, run)));
}

void TensorBoardSink::attach(std::unique_ptr<TensorBoardLog> log, const std::filesystem::path& runFolder, std::int64_t step,
                             std::int64_t deviceSamples)
{
    {
        const std::lock_guard lock(m_mutex);
        m_log = std::move(log);
        m_runFolder = runFolder;
        m_attached = true;
        m_step = step;
        m_deviceSamples = deviceSamples;
    }
    const std::vector<std::string> early = std::exchange(m_earlyDecisions, {});
    write([&](TensorBoardLog& log) {
        for (const std::string& text : early)
            log.decision(text, step);
        log.flush();
    });
    sayFailure();
}

void TensorBoardSink::epochRecorded(const EpochRecord& record)
{
    write([&](TensorBoardLog& log) { log.epoch(record, m_step); });
    sayFailure();
}

void TensorBoardSink::onRunStarted(const RunStartedEvent& e)
{
    m_next.onRunStarted(e);
}

void TensorBoardSink::onBatch(const BatchEvent& e)
{
    m_step = e.globalStep;
    write([&](TensorBoardLog& log) { log.batch(e.globalStep, e.loss, e.lr, e.samplesPerSecond); });
    sayFailure();
    m_next.onBatch(e);
}

void TensorBoardSink::onEpoch(const EpochEvent& e)
{
    m_next.onEpoch(e);
}

void TensorBoardSink::onLog(const LogEvent& e)
{
    if (e.decision) {
        bool attached = false;
        write([&](TensorBoardLog& log) {
            attached = true;
            log.decision(e.text, m_step);
        });
        if (!attached && !m_attached)
            m_earlyDecisions.push_back(e.text);
    }
    m_next.onLog(e);
    sayFailure();
}

void TensorBoardSink::onDeviceSample(const DeviceSampleEvent& e)
{
    write([&](TensorBoardLog& log) { log.device({e, localTimestamp()}, ++m_deviceSamples); });
    m_next.onDeviceSample(e);
}

void TensorBoardSink::onFinderTrial(const FinderTrialEvent& e)
{
    m_next.onFinderTrial(e);
}

void TensorBoardSink::onRunState(const RunStateEvent& e)
{
    m_next.onRunState(e);
}

void TensorBoardSink::onProfile(const ProfileEvent& e)
{
    m_next.onProfile(e);
}

void TensorBoardSink::runEnded(const RunFinishedEvent& e)
{
    write([&](TensorBoardLog& log) {
        if (e.runDir.empty())
            return;
        const std::optional<EvaluationRecord> evaluation = readEvaluation(std::filesystem::path(e.runDir) / runfile::Evaluation);
        if (evaluation && evaluation->scored())
            log.evaluation(*evaluation, m_step);
    });
    write([&](TensorBoardLog& log) { log.finished(e.status, e.finalMetrics, m_step); });
    sayFailure();
    const std::lock_guard lock(m_mutex);
    m_log.reset();
}

TensorBoardSink::~TensorBoardSink()
{
    write([&](TensorBoardLog& log) { log.finished(RunFinishedEvent::Status::Failed, {}, m_step); });
}

void TensorBoardSink::onFinished(const RunFinishedEvent& e)
{
    m_next.onFinished(e);
}

} // namespace lathe::core
