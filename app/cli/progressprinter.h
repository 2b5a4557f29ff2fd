#pragma once
// lathe-cli's event sink: a progress line per step on a terminal, a line per epoch always, log lines
// on stderr.

#include "events/events.h"

#include <cstdio>
#include <mutex>
#include <string>

namespace lathe::cli {

class ProgressPrinter : public core::EventSink {
public:
    // `rank` > 0: a rank other than 0 of a data-parallel job, which prints only warnings, errors and
    // failure, each line prefixed with "[rank N] " (rank 0 reports the run). With `records`, those
    // lines are log.jsonl's records instead (run/runfolder.h LogRecord), for a supervisor that reads
    // them as data (the window sets LATHE_LOG_RECORDS=1 for the ranks it starts).
    explicit ProgressPrinter(bool quiet = false, int rank = 0, bool records = false);

    void onRunStarted(const core::RunStartedEvent& e) override;
    void onBatch(const core::BatchEvent& e) override;
    void onEpoch(const core::EpochEvent& e) override;
    void onLog(const core::LogEvent& e) override;
    void onFinished(const core::RunFinishedEvent& e) override;
    void onFinderTrial(const core::FinderTrialEvent& e) override;
    void onLrFinder(const core::LrFinderResult& e) override;

    // The run folder of the run that finished (empty before, or when it wrote none).
    std::string finishedRunDir();

private:
    void clearLine();
    std::mutex m_mutex;
    bool m_tty;
    bool m_quiet;
    std::string m_rankPrefix; // set: a rank other than 0
    int m_rank = 0;
    bool m_records = false;
    void printRecord(core::LogLevel level, const core::Message& message);
    bool m_lineOpen = false;
    int m_epochs = 0;
    std::string m_finishedRunDir;
    std::string m_lastError; // the last error logged: a rank's failure with it is not printed again
};

} // namespace lathe::cli
