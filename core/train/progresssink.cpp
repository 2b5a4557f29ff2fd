#include "train/progresssink.h"

#include "run/runfolder.h"

namespace lathe::core {

ProgressSink::ProgressSink(EventSink& next)
    : ForwardingSink(next)
{
}

void ProgressSink::attach(RunFolder* folder)
{
    m_folder = folder;
    if (m_folder)
        m_folder->appendProgress(ProgressRecord::session(localTimestamp()));
}

void ProgressSink::onRunStarted(const RunStartedEvent& e)
{
    if (m_folder)
        m_folder->appendProgress(ProgressRecord::of(e, localTimestamp()));
    m_wroteBatch = false;
    next().onRunStarted(e);
}

void ProgressSink::onBatch(const BatchEvent& e)
{
    const auto now = std::chrono::steady_clock::now();
    const bool epochEnd = e.step == e.stepsPerEpoch;
    if (m_folder && (!m_wroteBatch || epochEnd || std::chrono::duration<double>(now - m_lastBatch).count() >= kRecordSeconds)) {
        m_folder->appendProgress(ProgressRecord::of(e, localTimestamp()));
        m_lastBatch = now;
        m_wroteBatch = true;
    }
    next().onBatch(e);
}

void ProgressSink::onRunState(const RunStateEvent& e)
{
    if (m_folder)
        m_folder->appendProgress(ProgressRecord::of(e, localTimestamp()));
    next().onRunState(e);
}

} // namespace lathe::core
