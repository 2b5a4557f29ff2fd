#include "runfolder.h"

#include "config/messagejson.h"
#include "util/atomicfile.h"
#include "util/message.h"
#include "util/utf8.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <chrono>
#include <cmath>
#include <ctime>
#include <iomanip>
#include <sstream>
#include <stdexcept>
#include <string_view>

namespace lathe::core {

namespace fs = std::filesystem;

namespace {

// metrics.jsonl keys besides the metrics themselves.
namespace key {
constexpr const char* Epoch = "epoch";
constexpr const char* Lr = "lr";
constexpr const char* EpochSeconds = "epoch_seconds";
constexpr const char* SamplesPerSecond = "samples_per_second";
constexpr const char* DataWaitPercent = "data_wait_percent";
constexpr const char* Time = "time";
constexpr const char* GpuUtilisation = "gpu_utilisation_percent";
constexpr const char* GpuMemoryPeak = "gpu_memory_peak_percent";
constexpr const char* GlobalStep = "global_step";
constexpr const char* Ranks = "ranks";
constexpr const char* Improved = "improved";
} // namespace key

std::string timeString(const char* format)
{
    const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm tm{};
    localtime_r(&now, &tm);
    std::ostringstream s;
    s << std::put_time(&tm, format);
    return s.str();
}

double number(const Json& j, const char* key, double fallback = -1.0)
{
    return j.is_object() && j.contains(key) && j.at(key).is_number() ? j.at(key).get<double>() : fallback;
}

std::string string(const Json& j, const char* key)
{
    return j.is_object() && j.contains(key) && j.at(key).is_string() ? j.at(key).get<std::string>() : std::string();
}

std::map<std::string, double> numbers(const Json& j)
{
    std::map<std::string, double> out;
    if (j.is_object()) {
        for (const auto& [k, v] : j.items()) {
            if (v.is_number())
                out[k] = v.get<double>();
            else if (v.is_null()) // JSON has no NaN: a NaN metric was written as null
                out[k] = std::nan("");
        }
    }
    return out;
}

} // namespace

std::string localTimestamp()
{
    return timeString("%Y-%m-%d %H:%M:%S");
}

std::optional<double> EpochRecord::value(const std::string& k) const
{
    if (k == key::Epoch)
        return epoch;
    if (k == key::Lr)
        return lr;
    if (k == key::EpochSeconds)
        return epochSeconds;
    if (k == key::SamplesPerSecond)
        return samplesPerSecond;
    if (k == key::DataWaitPercent)
        return dataWaitPercent;
    if (k == key::GpuUtilisation)
        return gpuUtilisationPercent;
    if (k == key::GpuMemoryPeak)
        return gpuMemoryPeakPercent;
    const auto it = metrics.find(k);
    return it == metrics.end() ? std::nullopt : std::optional<double>(it->second);
}

Json EpochRecord::toJson() const
{
    Json j{{key::Epoch, epoch}, {key::Lr, lr}, {key::EpochSeconds, epochSeconds}, {key::SamplesPerSecond, samplesPerSecond},
           {key::DataWaitPercent, dataWaitPercent}, {key::Time, time}};
    for (const auto& [k, v] : metrics)
        j[k] = v;
    if (gpuUtilisationPercent)
        j[key::GpuUtilisation] = *gpuUtilisationPercent;
    if (gpuMemoryPeakPercent)
        j[key::GpuMemoryPeak] = *gpuMemoryPeakPercent;
    if (globalStep >= 0)
        j[key::GlobalStep] = globalStep;
    if (improved)
        j[key::Improved] = true;
    if (!ranks.empty()) {
        Json list = Json::array();
        for (const auto& r : ranks)
            list.push_back({{"rank", r.rank}, {"host", r.host}, {key::SamplesPerSecond, r.samplesPerSecond},
                            {key::DataWaitPercent, r.dataWaitPercent}});
        j[key::Ranks] = list;
    }
    return j;
}

EpochEvent EpochRecord::toEvent(int epochs) const
{
    EpochEvent event{epoch, epochs, metrics, lr, epochSeconds, samplesPerSecond, dataWaitPercent, improved, {}};
    for (const auto& r : ranks)
        event.ranks.push_back({r.rank, r.samplesPerSecond, r.dataWaitPercent});
    return event;
}

std::optional<EpochRecord> EpochRecord::fromJson(const Json& j)
{
    if (!j.is_object() || !j.contains(key::Epoch) || !j.at(key::Epoch).is_number())
        return std::nullopt;
    EpochRecord r;
    r.epoch = j.at(key::Epoch).get<int>();
    r.lr = number(j, key::Lr, 0.0);
    r.epochSeconds = number(j, key::EpochSeconds, 0.0);
    r.samplesPerSecond = number(j, key::SamplesPerSecond, 0.0);
    r.dataWaitPercent = number(j, key::DataWaitPercent, 0.0);
    r.time = string(j, key::Time);
    if (j.contains(key::GpuUtilisation) && j.at(key::GpuUtilisation).is_number())
        r.gpuUtilisationPercent = j.at(key::GpuUtilisation).get<double>();
    if (j.contains(key::GpuMemoryPeak) && j.at(key::GpuMemoryPeak).is_number())
        r.gpuMemoryPeakPercent = j.at(key::GpuMemoryPeak).get<double>();
    if (j.contains(key::GlobalStep) && j.at(key::GlobalStep).is_number_integer())
        r.globalStep = j.at(key::GlobalStep).get<std::int64_t>();
    r.improved = j.contains(key::Improved) && j.at(key::Improved).is_boolean() && j.at(key::Improved).get<bool>();
    if (j.contains(key::Ranks) && j.at(key::Ranks).is_array()) {
        for (const Json& item : j.at(key::Ranks)) {
            if (item.is_object())
                r.ranks.push_back({item.value("rank", 0), string(item, "host"), number(item, key::SamplesPerSecond, 0.0),
                                   number(item, key::DataWaitPercent, 0.0)});
        }
    }
    static const char* notMetrics[] = {key::Epoch, key::Lr, key::EpochSeconds, key::SamplesPerSecond, key::DataWaitPercent,
                                       key::Time, key::GpuUtilisation, key::GpuMemoryPeak, key::GlobalStep};
    for (const auto& [k, v] : j.items()) {
        if (v.is_number() && std::find(std::begin(notMetrics), std::end(notMetrics), k) == std::end(notMetrics))
            r.metrics[k] = v.get<double>();
    }
    return r;
}

double DeviceRecord::gpuValue(const std::string& k, int gpu) const
{
    if (sample.gpus.empty())
        return -1.0;
    const DeviceSampleEvent::Gpu* g = &sample.gpus.front();
    for (const auto& candidate : sample.gpus) {
        if (candidate.index == gpu)
            g = &candidate;
    }
    if (k == "utilisation")
        return g->utilisation;
    if (k == "memory_used")
        return g->memoryUsed;
    if (k == "memory_total")
        return g->memoryTotal;
    if (k == "power_w")
        return g->powerWatts;
    if (k == "temperature_c")
        return g->temperatureC;
    if (k == "sm_clock_mhz")
        return g->smClockMHz;
    return -1.0;
}

Json DeviceRecord::toJson() const
{
    const DeviceSampleEvent& s = sample;
    Json gpus = Json::array();
    for (const auto& g : s.gpus)
        gpus.push_back({{"index", g.index}, {"utilisation", g.utilisation}, {"memory_used", g.memoryUsed},
                        {"memory_total", g.memoryTotal}, {"power_w", g.powerWatts}, {"temperature_c", g.temperatureC},
                        {"sm_clock_mhz", g.smClockMHz}});
    Json j = {{"t", s.seconds}, {"time", time}, {"gpus", gpus},
              {"allocator", {{"allocated", s.allocatorAllocated}, {"reserved", s.allocatorReserved}, {"peak", s.allocatorPeak}}},
              {"process_cpu_percent", s.processCpuPercent}, {"process_rss", s.processRssBytes}, {"host_cpu_percent", s.hostCpuPercent}};
    if (s.cpuThreads > 0)
        j["cpu_threads"] = s.cpuThreads;
    if (s.cpuBatchParts > 1)
        j["cpu_batch_parts"] = s.cpuBatchParts;
    if (s.othersBusy >= 0)
        j["others_busy"] = s.othersBusy;
    if (!s.host.empty())
        j["host"] = s.host;
    return j;
}

std::optional<DeviceRecord> DeviceRecord::fromJson(const Json& j)
{
    if (!j.is_object() || !j.contains("t") || !j.at("t").is_number())
        return std::nullopt;
    DeviceRecord r;
    DeviceSampleEvent& s = r.sample;
    s.seconds = j.at("t").get<double>();
    r.time = string(j, "time");
    s.host = string(j, "host");
    if (j.contains("gpus") && j.at("gpus").is_array()) {
        for (const auto& g : j.at("gpus")) {
            DeviceSampleEvent::Gpu gpu;
            gpu.index = static_cast<int>(number(g, "index", -2));
            gpu.utilisation = number(g, "utilisation");
            gpu.memoryUsed = number(g, "memory_used");
            gpu.memoryTotal = number(g, "memory_total");
            gpu.powerWatts = number(g, "power_w");
            gpu.temperatureC = number(g, "temperature_c");
            gpu.smClockMHz = number(g, "sm_clock_mhz");
            s.gpus.push_back(gpu);
        }
    }
    if (j.contains("allocator")) {
        const Json& a = j.at("allocator");
        s.allocatorAllocated = number(a, "allocated");
        s.allocatorReserved = number(a, "reserved");
        s.allocatorPeak = number(a, "peak");
    }
    s.processCpuPercent = number(j, "process_cpu_percent");
    s.processRssBytes = number(j, "process_rss");
    s.hostCpuPercent = number(j, "host_cpu_percent");
    s.cpuThreads = static_cast<int>(number(j, "cpu_threads"));
    s.cpuBatchParts = std::max(1, static_cast<int>(number(j, "cpu_batch_parts", 1)));
    s.othersBusy = number(j, "others_busy");
    return r;
}

const char* runStatusName(RunStatus status)
{
    switch (status) {
    case RunStatus::Completed: return "completed";
    case RunStatus::Stopped: return "stopped";
    case RunStatus::Failed: return "failed";
    case RunStatus::Unfinished: break;
    }
    return "unfinished";
}

Json RunSummary::toJson() const
{
    Json j = {{"format", kRunFolderFormat}, {"status", runStatusName(status)}, {"epochs_completed", epochsCompleted},
              {"final", finalMetrics}, {"best", bestMetrics}, {"best_epoch", bestEpoch}};
    if (!testCheckpoint.empty())
        j["test_checkpoint"] = {{"checkpoint", testCheckpoint}, {"epoch", testCheckpointEpoch}, {"reason", messageToJson(testCheckpointReason)}};
    Json adviceJson = Json::array();
    for (const auto& a : advice)
        adviceJson.push_back(messageToJson(a));
    j.update(Json{{"device", device}, {"precision", precision}, {"precision_reason", messageToJson(precisionReason)}, {"batch_size", batchSize},
                  {"advice", std::move(adviceJson)}, {"finished_at", finishedAt}, {"executor", executor.toJson()}});
    if (status == RunStatus::Failed)
        j.update(Json{{"failure", messageToJson(failure)}, {"failure_text", failure.text()}, {"exit_code", exitCode}});
    return j;
}

RunSummary RunSummary::fromJson(const Json& j)
{
    RunSummary s;
    s.format = static_cast<int>(number(j, "format", 1));
    const std::string status = string(j, "status");
    s.status = status == "completed" ? RunStatus::Completed
               : status == "stopped" ? RunStatus::Stopped
               : status == "failed"  ? RunStatus::Failed
                                     : RunStatus::Unfinished;
    s.epochsCompleted = static_cast<int>(number(j, "epochs_completed", 0));
    if (j.is_object() && j.contains("final"))
        s.finalMetrics = numbers(j.at("final"));
    if (j.is_object() && j.contains("best"))
        s.bestMetrics = numbers(j.at("best"));
    s.bestEpoch = static_cast<int>(number(j, "best_epoch", 0));
    if (j.is_object() && j.contains("test_checkpoint")) {
        const Json& t = j.at("test_checkpoint");
        s.testCheckpoint = string(t, "checkpoint");
        s.testCheckpointEpoch = static_cast<int>(number(t, "epoch", 0));
        s.testCheckpointReason = messageField(t, "reason");
    }
    s.device = string(j, "device");
    s.precision = string(j, "precision");
    s.precisionReason = messageField(j, "precision_reason");
    s.batchSize = static_cast<int>(number(j, "batch_size", 0));
    if (j.is_object() && j.contains("advice") && j.at("advice").is_array()) {
        for (std::size_t i = 0; i < j.at("advice").size(); ++i) {
            if (Message a = messageValue(j.at("advice")[i]); !a.empty())
                s.advice.push_back(std::move(a));
        }
    }
    s.finishedAt = string(j, "finished_at");
    if (j.is_object() && j.contains("executor"))
        s.executor = ExecutorRecord::fromJson(j.at("executor"));
    s.failure = messageField(j, "failure");
    s.exitCode = static_cast<int>(number(j, "exit_code", 0));
    return s;
}

Json Environment::toJson() const
{
    Json e = {{"lathe", lathe}, {"host", host}, {"cpu", cpu}, {"cores", cores}, {"memory_gib", memoryGib},
              {"memory_available_at_start_gib", memoryAvailableGib},
              {"device", {{"description", deviceDescription}, {"index", deviceIndex}}}, {"started_at", startedAt}};
    if (utcOffsetSeconds)
        e["utc_offset_seconds"] = *utcOffsetSeconds;
    if (gpu)
        e["gpu"] = {{"name", gpu->name}, {"capability", gpu->capability}, {"memory_gib", gpu->memoryGib}};
    if (job) {
        e["job"] = {{"launcher", job->launcher}, {"ranks", job->ranks}, {"ranks_per_machine", job->ranksPerMachine},
                    {"machines", job->machines}};
        if (!job->schedulerJobId.empty())
            e["job"]["slurm_job_id"] = job->schedulerJobId;
        if (!job->nodeList.empty())
            e["job"]["node_list"] = job->nodeList;
    }
    return e;
}

Environment Environment::fromJson(const Json& j)
{
    Environment e;
    e.lathe = string(j, "lathe");
    e.host = string(j, "host");
    e.cpu = string(j, "cpu");
    e.cores = static_cast<unsigned>(number(j, "cores", 0));
    e.memoryGib = number(j, "memory_gib", 0.0);
    e.memoryAvailableGib = number(j, "memory_available_at_start_gib", 0.0);
    e.startedAt = string(j, "started_at");
    if (j.is_object() && j.contains("utc_offset_seconds") && j.at("utc_offset_seconds").is_number_integer())
        e.utcOffsetSeconds = j.at("utc_offset_seconds").get<std::int64_t>();
    if (j.is_object() && j.contains("device")) {
        e.deviceDescription = string(j.at("device"), "description");
        e.deviceIndex = static_cast<int>(number(j.at("device"), "index", -1));
    }
    if (j.is_object() && j.contains("gpu"))
        e.gpu = Gpu{string(j.at("gpu"), "name"), string(j.at("gpu"), "capability"), number(j.at("gpu"), "memory_gib", 0.0)};
    if (j.is_object() && j.contains("job") && j.at("job").is_object()) {
        const Json& k = j.at("job");
        e.job = Job{string(k, "launcher"), static_cast<int>(number(k, "ranks", 1)), static_cast<int>(number(k, "ranks_per_machine", 1)),
                    static_cast<int>(number(k, "machines", 1)), string(k, "slurm_job_id"), string(k, "node_list")};
    }
    return e;
}

std::vector<std::filesystem::path> runRecordFiles(const std::filesystem::path& runDir)
{
    std::vector<std::filesystem::path> files;
    for (const char* name : {runfile::Config, runfile::Environment, runfile::Data, runfile::ModelSummary, runfile::Finder, runfile::LrFinder,
                             runfile::Metrics, runfile::Device, runfile::Log, runfile::LogRecords, runfile::Progress, runfile::Summary,
                             runfile::Model, runfile::ReportHtml, runfile::ReportPdf, runfile::Profile})
        files.push_back(runDir / name);
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator(runDir / runfile::Checkpoints, ec))
        files.push_back(entry.path());
    return files;
}

std::string runFolderName(const std::string& name)
{
    // Letters of every script stay (a run named 数字识别 gets a folder that says so); what a file
    // name cannot hold on Linux, Windows or macOS becomes '_': / \ : * ? " < > |, control
    // characters, and bytes that are not UTF-8. Spaces stay; leading and trailing spaces and dots go.
    std::string out;
    forEachCodePoint(name, [&](long codePoint, std::size_t offset, std::size_t length) {
        if (codePoint < 0 || codePoint < 0x20 || codePoint == 0x7f
            || (codePoint < 0x80 && std::string_view("/\\:*?\"<>|").find(static_cast<char>(codePoint)) != std::string_view::npos))
            out += '_';
        else
            out.append(name, offset, length);
    });
    const auto first = out.find_first_not_of(" .");
    out = first == std::string::npos ? std::string() : out.substr(first, out.find_last_not_of(" .") - first + 1);
    // File names hold 255 bytes; the date and a counter follow. Cut at a character boundary.
    truncateUtf8(out, 200);
    return out.empty() ? "run" : out;
}

fs::path createDatedFolder(const fs::path& parent, const std::string& name)
{
    std::error_code ec;
    fs::create_directories(parent, ec);
    if (ec)
        throw MessageError(msg("cannot create runs folder %1: %2", parent.string(), ec.message()));
    const std::string base = runFolderName(name) + "-" + timeString("%Y%m%d-%H%M%S");
    for (int i = 0; i < 1000; ++i) {
        const fs::path p = parent / (i == 0 ? base : base + "-" + std::to_string(i + 1));
        if (fs::create_directory(p, ec))
            return p;
        if (ec)
            throw MessageError(msg("cannot create folder %1: %2", p.string(), ec.message()));
    }
    throw MessageError(msg("cannot create a folder in %1", parent.string()));
}

RunFolder RunFolder::create(const fs::path& runsDir, const std::string& name)
{
    return RunFolder(createDatedFolder(runsDir, name));
}

RunFolder RunFolder::open(const fs::path& existing)
{
    if (!fs::is_directory(existing) || !fs::exists(existing / runfile::Config))
        throw MessageError(msg("%1 is not a Lathe run folder (no config.json)", existing.string()));
    return RunFolder(existing);
}

namespace {
// Opens a line file to append to. A process killed while writing may have left its last line cut
// off: it is ended first, so that the next record starts a line of its own (readers skip the
// fragment, run/runfollower.h) rather than joining it and being lost with it.
void openLines(std::ofstream& out, const fs::path& file)
{
    std::error_code ec;
    const auto size = fs::file_size(file, ec);
    bool cut = false;
    if (!ec && size > 0) {
        std::ifstream in(file, std::ios::binary);
        in.seekg(-1, std::ios::end);
        char last = '\n';
        cut = in.get(last) && last != '\n';
    }
    out.open(file, std::ios::app | std::ios::binary);
    if (cut)
        out << '\n';
}
} // namespace

RunFolder::RunFolder(fs::path path)
    : m_path(std::move(path))
{
    fs::create_directories(m_path / runfile::Checkpoints);
    openLines(m_metrics, m_path / runfile::Metrics);
    openLines(m_log, m_path / runfile::Log);
    openLines(m_logRecords, m_path / runfile::LogRecords);
    openLines(m_device, m_path / runfile::Device);
    openLines(m_progress, m_path / runfile::Progress);
    if (!m_metrics || !m_log || !m_logRecords)
        throw MessageError(msg("cannot write into run folder %1", m_path.string()));
}

void RunFolder::writeJson(const std::string& name, const Json& value) const
{
    writeFileAtomically(file(name), recordText(value, 2) + "\n");
}

void RunFolder::writeSummary(const RunSummary& summary) const
{
    writeJson(runfile::Summary, summary.toJson());
}

void RunFolder::writeEnvironment(const Environment& environment) const
{
    writeJson(runfile::Environment, environment.toJson());
}

void RunFolder::appendEpoch(const EpochRecord& record)
{
    std::lock_guard lock(*m_mutex);
    m_metrics << recordText(record.toJson()) << '\n';
    m_metrics.flush();
    if (!m_metrics) {
        m_metrics.clear(); // a later line may fit again
        throw MessageError(msg("cannot write %1: %2 (is the disk full?)", file(runfile::Metrics).string(),
                               std::string(std::strerror(errno))));
    }
}

int RunFolder::truncateMetricsAfter(int epoch)
{
    std::lock_guard lock(*m_mutex);
    const fs::path metrics = file(runfile::Metrics);
    std::ifstream in(metrics);
    std::string kept;
    int dropped = 0;
    for (std::string line; std::getline(in, line);) {
        const Json record = Json::parse(line, nullptr, false);
        // (a line that is no epoch record, say an edited one, is kept as readers skip it: not thrown on)
        if (record.is_object() && record.contains(key::Epoch) && record[key::Epoch].is_number() && record[key::Epoch].get<double>() > epoch) {
            ++dropped;
            continue;
        }
        if (!record.is_discarded()) // a line cut off by a crash is dropped as well
            kept += line + '\n';
    }
    in.close();
    m_metrics.close();
    writeFileAtomically(metrics, kept);
    m_metrics.open(metrics, std::ios::app);
    return dropped;
}

void RunFolder::appendProgress(const ProgressRecord& record)
{
    const std::string line = recordText(record.toJson());
    std::lock_guard lock(*m_mutex);
    m_progress << line << '\n';
    m_progress.flush();
    if (!m_progress)
        m_progress.clear(); // a progress line is for watchers: a full disk is said by the files that matter
}

void RunFolder::appendDeviceSample(const DeviceRecord& record)
{
    const std::string line = recordText(record.toJson());
    std::lock_guard lock(*m_mutex);
    m_device << line << '\n';
    m_device.flush();
}

Json LogRecord::toJson() const
{
    Json j = {{"time", time}, {"level", logLevelName(level)}, {"rank", rank}, {"message", messageToJson(message)}};
    if (decision)
        j["decision"] = true;
    return j;
}

std::optional<LogRecord> LogRecord::fromJson(const Json& j)
{
    if (!j.is_object() || !j.contains("message") || !j.contains("level") || !j.at("level").is_string())
        return std::nullopt;
    LogRecord r;
    r.time = string(j, "time");
    r.level = logLevelFromName(j.at("level").get<std::string>());
    r.rank = static_cast<int>(number(j, "rank", 0));
    r.decision = j.value("decision", false);
    r.message = messageField(j, "message");
    return r;
}

Message LogRecord::attributed() const
{
    return rank > 0 ? msg("rank %1: %2", rank, message) : message;
}

void RunFolder::appendLog(const LogRecord& record)
{
    const std::string line = recordText(record.toJson());
    std::lock_guard lock(*m_mutex);
    m_log << record.time << ' ' << logLevelName(record.level) << ": " << record.message.text() << '\n';
    m_log.flush();
    m_logRecords << line << '\n';
    m_logRecords.flush();
}

} // namespace lathe::core
