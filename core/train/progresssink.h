#pragma once
// The trainer's events on their way to the session's sink, written into the run folder's
// progress.jsonl as they pass (run/progressrecord.h), for whoever follows the run from elsewhere
// (lathe-cli watch, the window's Open run…): each session's start, the run held or going on, and a
// batch report every kRecordSeconds and at each epoch's end, so that the file grows by a few hundred
// bytes a minute however fast the steps are.

#include "events/forwardingsink.h"

#include <chrono>
#include <mutex>

namespace lathe::core {

class RunFolder;

class ProgressSink : public ForwardingSink {
public:
    static constexpr double kRecordSeconds = 2.0;

    explicit ProgressSink(EventSink& next);

    // From here on the events are written into `folder` (rank 0's run folder), which outlives this;
    // the session's opening is written at once.
    void attach(RunFolder* folder);

    void onRunStarted(const RunStartedEvent& e) override;
    void onBatch(const BatchEvent& e) override;
    void onRunState(const RunStateEvent& e) override;

private:
    RunFolder* m_folder = nullptr;
    std::chrono::steady_clock::time_point m_lastBatch{};
    bool m_wroteBatch = false;
};

} // namespace lathe::core
