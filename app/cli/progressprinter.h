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
    // failure, each line prefixed with "[rank N] " (rank 0 reports the run).
    explicit ProgressPrinter(bool quiet = false, int rank = 0);

    void onRunStarted(const core::RunStartedEvent& e) override;
    void onBatch(const core::BatchEvent& e) override;
    void onEpoch(const core::EpochEvent& e) override;
    void onLog(const core::LogEvent& e) override;
    void onFinished(const core::RunFinishedEvent& e) override;
    void onFinderTrial(const core::FinderTrialEvent& e) override;

private:
    void clearLine();
    std::mutex m_mutex;
    bool m_tty;
    bool m_quiet;
    std::string m_rankPrefix; // set: a rank other than 0
    bool m_lineOpen = false;
    int m_epochs = 0;
};

} // namespace lathe::cli
