#include "jsonprogress.h"

#include "config/json.h"
#include "config/messagejson.h"
#include "run/finderrecord.h"
#include "run/lrfinderrecord.h"
#include "util/errors.h"
#include "util/version.h"

#include <chrono>

namespace lathe::cli {

using core::Json;

namespace {

double now()
{
    return std::chrono::duration<double>(std::chrono::system_clock::now().time_since_epoch()).count();
}

Json object(const char* event)
{
    return Json{{"event", event}, {"time", now()}};
}

Json metricsObject(const std::map<std::string, double>& metrics)
{
    Json out = Json::object();
    for (const auto& [key, value] : metrics)
        out[key] = value;
    return out;
}

const char* statusName(core::RunFinishedEvent::Status status)
{
    switch (status) {
    case core::RunFinishedEvent::Status::Completed: return "completed";
    case core::RunFinishedEvent::Status::Stopped: return "stopped";
    case core::RunFinishedEvent::Status::Failed: break;
    }
    return "failed";
}

} // namespace

JsonProgress::JsonProgress(std::FILE* out)
    : m_out(out)
{
}

template <typename Object>
void JsonProgress::write(Object&& object)
{
    const std::string line = core::recordText(object) + "\n";
    const std::lock_guard lock(m_mutex);
    std::fwrite(line.data(), 1, line.size(), m_out);
    std::fflush(m_out);
}

void JsonProgress::onRunStarted(const core::RunStartedEvent& e)
{
    Json j = object("started");
    j["run_dir"] = e.runDir;
    j["name"] = e.runName;
    j["device"] = e.device;
    j["precision"] = {{"name", e.precision}, {"reason", core::messageToJson(e.precisionReason)}};
    j["model"] = e.model;
    j["parameters"] = e.parameters;
    j["batch_size"] = e.batchSize;
    j["ranks"] = e.ranks;
    j["epochs"] = e.epochs;
    j["start_epoch"] = e.startEpoch;
    j["steps_per_epoch"] = e.stepsPerEpoch;
    j["samples"] = {{"train", e.trainSamples}, {"val", e.valSamples}, {"test", e.testSamples}};
    write(j);
}

void JsonProgress::onBatch(const core::BatchEvent& e)
{
    Json j = object("batch");
    j["epoch"] = e.epoch;
    j["step"] = e.step;
    j["global_step"] = e.globalStep;
    j["steps_per_epoch"] = e.stepsPerEpoch;
    j["loss"] = e.loss;
    j["lr"] = e.lr;
    j["samples_per_second"] = e.samplesPerSecond;
    j["step_seconds"] = e.stepSeconds;
    j["eta_seconds"] = e.etaSeconds >= 0 ? Json(e.etaSeconds) : Json(nullptr);
    write(j);
}

void JsonProgress::onEpoch(const core::EpochEvent& e)
{
    Json j = object("epoch");
    j["epoch"] = e.epoch;
    j["epochs"] = e.epochs;
    j["metrics"] = metricsObject(e.metrics);
    j["lr"] = e.lr;
    j["seconds"] = e.seconds;
    j["samples_per_second"] = e.samplesPerSecond;
    j["data_wait_percent"] = e.dataWaitPercent;
    j["best"] = e.improved;
    if (!e.ranks.empty()) {
        Json ranks = Json::array();
        for (const auto& r : e.ranks)
            ranks.push_back({{"rank", r.rank}, {"samples_per_second", r.samplesPerSecond}, {"data_wait_percent", r.dataWaitPercent}});
        j["ranks"] = ranks;
    }
    write(j);
}

void JsonProgress::onLog(const core::LogEvent& e)
{
    Json j = object(e.level == core::LogLevel::Advice ? "advice" : "log");
    j["level"] = core::logLevelName(e.level);
    j["message"] = core::messageToJson(e.message);
    j["text"] = e.text.empty() ? e.message.text() : e.text;
    j["decision"] = e.decision;
    write(j);
}

void JsonProgress::onDeviceSample(const core::DeviceSampleEvent& e)
{
    Json j = object("device");
    j["seconds"] = e.seconds;
    if (!e.host.empty())
        j["host"] = e.host;
    const auto put = [&j](Json& into, const char* key, double value) {
        into[key] = value >= 0 ? Json(value) : Json(nullptr);
    };
    Json gpus = Json::array();
    for (const auto& g : e.gpus) {
        Json gpu{{"index", g.index}};
        put(gpu, "utilisation_percent", g.utilisation);
        put(gpu, "memory_used_bytes", g.memoryUsed);
        put(gpu, "memory_total_bytes", g.memoryTotal);
        put(gpu, "power_w", g.powerWatts);
        put(gpu, "temperature_c", g.temperatureC);
        gpus.push_back(gpu);
    }
    j["gpus"] = gpus;
    put(j, "process_cpu_percent", e.processCpuPercent);
    put(j, "process_rss_bytes", e.processRssBytes);
    put(j, "host_cpu_percent", e.hostCpuPercent);
    if (e.cpuThreads > 0)
        j["cpu_threads"] = e.cpuThreads;
    if (e.cpuBatchParts > 1)
        j["cpu_batch_parts"] = e.cpuBatchParts;
    put(j, "others_busy", e.othersBusy);
    write(j);
}

void JsonProgress::onFinderTrial(const core::FinderTrialEvent& e)
{
    Json j = object("finder_trial");
    j["trial"] = e.trial;
    j["batch"] = e.batch;
    j["phase"] = e.phase;
    j["peak_bytes"] = e.peakBytes >= 0 ? Json(e.peakBytes) : Json(nullptr); // null: out of memory
    j["target_bytes"] = e.targetBytes;
    j["samples_per_second"] = e.samplesPerSecond;
    j["result"] = e.result;
    write(j);
}

// The finder's whole record (lr_finder.json's keys) in one object.
void JsonProgress::onLrFinder(const core::LrFinderResult& e)
{
    Json j = object("lr_finder");
    const Json record = core::lrFinderJson(e);
    for (auto it = record.begin(); it != record.end(); ++it)
        j[it.key()] = it.value();
    write(j);
}

// The batch-size finder's whole record (batch_finder.json's keys) in one object.
void JsonProgress::onBatchFinder(const core::FinderRecord& e)
{
    Json j = object("batch_finder");
    const Json record = e.toJson();
    for (auto it = record.begin(); it != record.end(); ++it)
        j[it.key()] = it.value();
    write(j);
}

void JsonProgress::onRunState(const core::RunStateEvent& e)
{
    Json j = object(e.state == core::RunStateEvent::State::Paused ? "paused" : "resumed");
    j["epoch"] = e.epoch;
    j["step"] = e.step;
    j["global_step"] = e.globalStep;
    write(j);
}

void JsonProgress::onProfile(const core::ProfileEvent& e)
{
    Json j = object("profile");
    j["steps"] = e.steps.size();
    j["trace"] = e.trace;
    write(j);
}

void JsonProgress::onFinished(const core::RunFinishedEvent& e)
{
    {
        const std::lock_guard lock(m_mutex);
        m_finishedRunDir = e.runDir;
    }
    Json j = object("finished");
    j["status"] = statusName(e.status);
    j["exit_code"] = e.exitCode;
    j["message"] = core::messageToJson(e.message);
    j["text"] = e.message.text();
    j["run_dir"] = e.runDir;
    j["checkpoint_saved"] = e.checkpointSaved;
    j["batch_size"] = e.batchSize;
    j["final_metrics"] = metricsObject(e.finalMetrics);
    j["best_metrics"] = metricsObject(e.bestMetrics);
    write(j);
}

void JsonProgress::begin(const std::string& command, const std::string& config)
{
    Json j = object("begin");
    j["schema"] = kSchema;
    j["command"] = command;
    j["config"] = config;
    j["version"] = core::versionText();
    write(j);
}

void JsonProgress::note(const std::string& event, const std::string& key, const std::string& value)
{
    Json j = object(event.c_str());
    j[key] = value;
    write(j);
}

void JsonProgress::writer(const std::string& state, double quietSeconds)
{
    Json j = object("writer");
    j["state"] = state;
    j["quiet_seconds"] = quietSeconds;
    write(j);
}

int JsonProgress::runCommand(const std::string& command, const std::string& subject,
                             const std::function<Json(const core::DataLog& log)>& run)
{
    begin(command, subject);
    Json fields = Json::object();
    int code = core::ExitSuccess;
    core::Message failure;
    try {
        fields = run(core::DataLog([this](core::LogLevel level, const core::Message& m) { onLog(core::LogEvent::of(level, m)); }));
    } catch (const core::ConfigError& e) {
        code = core::ExitConfigError, failure = e.message();
    } catch (const core::DataError& e) {
        code = core::ExitDataError, failure = e.message();
    } catch (const std::exception& e) {
        code = core::ExitRuntimeError, failure = core::exceptionMessage(e);
    }
    Json end = object("finished"); // stamped now, when the command has ended
    for (const auto& [key, value] : fields.items())
        end[key] = value;
    end["status"] = code == core::ExitSuccess ? "completed" : "failed";
    end["exit_code"] = code;
    end["message"] = core::messageToJson(failure);
    end["text"] = failure.text();
    write(end);
    return code;
}

std::string JsonProgress::finishedRunDir()
{
    const std::lock_guard lock(m_mutex);
    return m_finishedRunDir;
}

} // namespace lathe::cli
