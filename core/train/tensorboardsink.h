#pragma once
// The trainer's events on their way to the session's sink (the window, lathe-cli), written into the
// run's TensorBoard log as they pass (run/tensorboardlog.h) once the run folder has one: each batch
// report, each device sample and the run's decisions; its end comes from the trainer (runEnded). The epochs go in from their records
// (epochRecorded), which hold what metrics.jsonl holds. Decisions made before the log is attached
// (the device, the data) are kept and written when it is.

#include "events/events.h"
#include "run/tensorboardlog.h"

#include <filesystem>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace lathe::core {

class TensorBoardSink : public EventSink {
public:
    explicit TensorBoardSink(EventSink& next);
    // A run that ends without runEnded (an error): its HParams session ends as failed.
    ~TensorBoardSink() override;

    // From here on the events are written into `log` too; a resumed run's steps and device
    // samples continue from `step` and `deviceSamples`.
    void attach(std::unique_ptr<TensorBoardLog> log, const std::filesystem::path& runFolder, std::int64_t step = 0,
                std::int64_t deviceSamples = 0);
    void epochRecorded(const EpochRecord& record);
    // The trainer's end (the session says "finished" after the trainer is gone): the test split's
    // scores and the HParams session's status.
    void runEnded(const RunFinishedEvent& e);

    void onRunStarted(const RunStartedEvent& e) override;
    void onBatch(const BatchEvent& e) override;
    void onEpoch(const EpochEvent& e) override;
    void onLog(const LogEvent& e) override;
    void onDeviceSample(const DeviceSampleEvent& e) override;
    void onFinderTrial(const FinderTrialEvent& e) override;
    void onLrFinder(const LrFinderResult& e) override { m_next.onLrFinder(e); }
    void onBatchFinder(const FinderRecord& e) override { m_next.onBatchFinder(e); }
    void onRunState(const RunStateEvent& e) override;
    void onProfile(const ProfileEvent& e) override;
    void onFinished(const RunFinishedEvent& e) override;

private:
    EventSink& m_next;
    std::mutex m_mutex; // the log is also written from the monitor's thread (device samples)
    std::unique_ptr<TensorBoardLog> m_log;
    std::filesystem::path m_runFolder;
    std::int64_t m_deviceSamples = 0;
    std::int64_t m_step = 0; // the last batch report's global step
    std::vector<std::string> m_earlyDecisions; // until attach(), not after a failure
    bool m_attached = false;
    std::string m_failure; // why the log stopped (a full disk), until it is said on the session's thread
    bool m_marked = false;  // and whether tb/ is marked incomplete (lathe-cli tensorboard then rewrites it)

    // Runs `write` on the log when there is one; a failure closes the log (training goes on) and
    // is said once, by the next event on the session's thread.
    template <typename Write>
    void write(Write&& write);
    void sayFailure();
};

} // namespace lathe::core
