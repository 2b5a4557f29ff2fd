#pragma once
// lathe-cli's machine-readable progress (--progress jsonl): one JSON object per event on stdout,
// flushed at once, for a script or notebook that follows a run without parsing text. Every object
// has "event" and "time" (seconds since 1970); messages are data, {"id": template, "args": [...]}
// (config/messagejson.h), with "text", the English sentence. The schema is in the user guide
// ("Machine-readable progress").

#include "events/events.h"

#include "config/json.h"
#include "data/datalog.h"

#include <cstdio>
#include <functional>
#include <mutex>
#include <string>

namespace lathe::cli {

class JsonProgress : public core::EventSink {
public:
    explicit JsonProgress(std::FILE* out = stdout);

    void onRunStarted(const core::RunStartedEvent& e) override;
    void onBatch(const core::BatchEvent& e) override;
    void onEpoch(const core::EpochEvent& e) override;
    void onLog(const core::LogEvent& e) override;
    void onDeviceSample(const core::DeviceSampleEvent& e) override;
    void onFinderTrial(const core::FinderTrialEvent& e) override;
    void onLrFinder(const core::LrFinderResult& e) override;
    void onBatchFinder(const core::FinderRecord& e) override;
    void onRunState(const core::RunStateEvent& e) override;
    void onProfile(const core::ProfileEvent& e) override;
    void onFinished(const core::RunFinishedEvent& e) override;

    // The first object: {"event": "begin", "schema", "command", "config", "version"}, before the
    // run's setup says anything ("started", with the plan, follows once the run is set up).
    void begin(const std::string& command, const std::string& config);
    // Something the command did after the run (its report written): {"event": "<event>", …fields}.
    void note(const std::string& event, const std::string& key, const std::string& value);
    // watch: how the followed run's writer is now: {"event": "writer", "state": "live"|"paused"|
    // "silent", "quiet_seconds"}.
    void writer(const std::string& state, double quietSeconds);
    // A command without a session (evaluate, predict) as JSON objects: "begin", a "log" object for
    // each of its messages (`log`, with its level), then "finished" with its exit code and, when it succeeded, the
    // fields `run` returns (a failure: its message as data). Returns the exit code.
    int runCommand(const std::string& command, const std::string& subject,
                   const std::function<core::Json(const core::DataLog& log)>& run);
    // The run folder of the run that finished (empty before, or when it wrote none).
    std::string finishedRunDir();

    // The version of the objects' layout: "schema" in the "begin" object.
    static constexpr int kSchema = 1;

private:
    std::mutex m_mutex; // device samples come from the monitor's thread
    std::FILE* m_out;
    std::string m_finishedRunDir;
    template <typename Object>
    void write(Object&& object);
};

} // namespace lathe::cli
