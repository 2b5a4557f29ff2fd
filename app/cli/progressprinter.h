#pragma once
// lathe-cli's event sink: a progress line per step on a terminal, a line per epoch always, log lines
// on stderr.

#include "events/events.h"

#include <cstdio>
#include <mutex>

namespace lathe::cli {

class ProgressPrinter : public core::EventSink {
public:
    explicit ProgressPrinter(bool quiet = false);

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
    bool m_lineOpen = false;
    int m_epochs = 0;
};

} // namespace lathe::cli
