#include "run/tensorboardlog.h"

#include "config/configflat.h"
#include "run/evaluationimages.h"
#include "util/pngencode.h"
#include "run/runfollower.h"
#include "run/runrecord.h"
#include "util/filetree.h"
#include "tensorboard/eventwriter.h"

#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <ctime>
#include <fstream>
#include <iomanip>
#include <sstream>

namespace lathe::core {

namespace {

// This machine's offset from UTC at a local time ("2026-12-07 12:00:00"); nothing when it does not read.
// A run folder's local time ("2026-12-07 12:00:00") as its fields; nothing when it does not read.
std::optional<std::tm> localFields(const std::string& localTime)
{
    std::tm tm{};
    std::istringstream in(localTime);
    in >> std::get_time(&tm, "%Y-%m-%d %H:%M:%S");
    if (in.fail())
        return std::nullopt;
    tm.tm_isdst = -1;
    return tm;
}

// This machine's offset from UTC at a local time; nothing when it does not read.
std::optional<std::int64_t> offsetHereAt(const std::string& localTime)
{
    std::optional<std::tm> tm = localFields(localTime);
    if (!tm || std::mktime(&*tm) == static_cast<std::time_t>(-1))
        return std::nullopt;
    return tm->tm_gmtoff;
}

double orNow(double wallTime)
{
    return wallTime >= 0 ? wallTime : tensorboard::EventWriter::now();
}

// A setting as the HParams table shows it: numbers and booleans as such, the rest as its JSON text.
tensorboard::HParamValue hparamOf(const Json& value)
{
    if (value.is_boolean())
        return value.get<bool>();
    if (value.is_number())
        return value.get<double>();
    if (value.is_string())
        return value.get<std::string>();
    return value.dump();
}

} // namespace

double wallTimeOf(const std::string& localTime, std::optional<std::int64_t> utcOffsetSeconds)
{
    std::optional<std::tm> tm = localFields(localTime);
    if (!tm)
        return -1;
    if (utcOffsetSeconds) // the writer's zone, recorded: the same instant wherever it is read
        return static_cast<double>(::timegm(&*tm) - *utcOffsetSeconds);
    const std::time_t t = std::mktime(&*tm);
    return t == static_cast<std::time_t>(-1) ? -1 : static_cast<double>(t);
}

TensorBoardLog::TensorBoardLog(const std::filesystem::path& runFolder, std::int64_t resumedAfterStep, std::int64_t resumedAfterSample)
    : m_training(std::make_unique<tensorboard::EventWriter>(runFolder / kFolder))
    , m_device(std::make_unique<tensorboard::EventWriter>(runFolder / kFolder / kDeviceFolder))
    , m_lastDeviceOrdinal(resumedAfterSample)
{
    // Every session starts with a session start: TensorBoard reads the first of a log as the start,
    // and each later one as a restart, dropping what earlier sessions wrote at its step and after.
    const double t = tensorboard::EventWriter::now();
    m_training->sessionStart(resumedAfterStep >= 0 ? resumedAfterStep + 1 : 0, t);
    m_device->sessionStart(resumedAfterSample >= 0 ? resumedAfterSample + 1 : 0, t);
    flush();
}

TensorBoardLog::~TensorBoardLog() = default;

void TensorBoardLog::started(const Json& config, const std::string& group, double wallTime)
{
    std::map<std::string, tensorboard::HParamValue> hparams;
    for (const auto& [key, value] : flattenConfig(config)) {
        if (isComparedSetting(key))
            hparams[key] = hparamOf(value);
    }
    const std::lock_guard lock(m_mutex);
    const double t = orNow(wallTime);
    m_training->hparamsStart(hparams, group, t);
    m_training->text("config", 0, "```json\n" + config.dump(2) + "\n```", t);
    m_training->flush();
}

void TensorBoardLog::batch(std::int64_t step, double loss, double lr, double samplesPerSecond, double wallTime)
{
    const std::lock_guard lock(m_mutex);
    const double t = orNow(wallTime);
    m_training->scalar("batch/loss", step, loss, t);
    m_training->scalar("batch/lr", step, lr, t);
    m_training->scalar("batch/samples_per_second", step, samplesPerSecond, t);
    // Live within a long epoch too: TensorBoard shows what is flushed.
    if (t - m_lastFlush >= kFlushSeconds) {
        m_training->flush();
        m_lastFlush = t;
    }
}

void TensorBoardLog::epoch(const EpochRecord& record, std::int64_t fallbackStep, double wallTime)
{
    const std::int64_t step = record.globalStep >= 0 ? record.globalStep : fallbackStep;
    const std::lock_guard lock(m_mutex);
    const double t = orNow(wallTime >= 0 ? wallTime : wallTimeOf(record.time)); // the record's time; now if it has none
    for (const auto& [key, value] : record.metrics)
        m_training->scalar(key, step, value, t);
    m_training->scalar("epoch", step, record.epoch, t);
    for (const char* key : {"lr", "samples_per_second", "data_wait_percent", "epoch_seconds", "gpu_utilisation_percent", "gpu_memory_peak_percent"}) {
        if (const std::optional<double> v = record.value(key))
            m_training->scalar(key, step, *v, t);
    }
    for (const auto& r : record.ranks) {
        const std::string rank = "rank" + std::to_string(r.rank) + "/";
        m_training->scalar(rank + "samples_per_second", step, r.samplesPerSecond, t);
        m_training->scalar(rank + "data_wait_percent", step, r.dataWaitPercent, t);
    }
    m_training->flush();
    m_device->flush();
}

void TensorBoardLog::device(const DeviceRecord& record, std::int64_t ordinal, double wallTime)
{
    const std::lock_guard lock(m_mutex);
    if (ordinal <= m_lastDeviceOrdinal)
        return; // recorded before the checkpoint this run resumed from
    m_lastDeviceOrdinal = ordinal;
    const double t = orNow(wallTime >= 0 ? wallTime : wallTimeOf(record.time)); // the record's time; now if it has none
    const DeviceSampleEvent& s = record.sample;
    // Several machines (a data-parallel job): each under its name.
    const std::string machine = s.host.empty() ? std::string() : s.host + "/";
    const auto put = [&](const std::string& tag, double value) {
        if (value >= 0)
            m_device->scalar(machine + tag, ordinal, value, t);
    };
    constexpr double MiB = 1024.0 * 1024.0;
    for (const auto& g : s.gpus) {
        const std::string gpu = "gpu" + std::to_string(g.index) + "/";
        put(gpu + "utilisation_percent", g.utilisation);
        put(gpu + "memory_used_mib", g.memoryUsed >= 0 ? g.memoryUsed / MiB : -1);
        put(gpu + "power_w", g.powerWatts);
        put(gpu + "temperature_c", g.temperatureC);
    }
    put("process/cpu_percent", s.processCpuPercent);
    put("process/rss_mib", s.processRssBytes >= 0 ? s.processRssBytes / MiB : -1);
    put("host/cpu_percent", s.hostCpuPercent);
    put("allocator/allocated_mib", s.allocatorAllocated >= 0 ? s.allocatorAllocated / MiB : -1);
    put("allocator/reserved_mib", s.allocatorReserved >= 0 ? s.allocatorReserved / MiB : -1);
}

void TensorBoardLog::decision(const std::string& text, std::int64_t step, double wallTime)
{
    const std::lock_guard lock(m_mutex);
    m_training->text("decisions", step, text, orNow(wallTime));
}

void TensorBoardLog::evaluation(const EvaluationRecord& record, std::int64_t step, double wallTime)
{
    const std::lock_guard lock(m_mutex);
    const double t = orNow(wallTime);
    const auto image = [&](const std::string& tag, const RgbImage& picture) {
        m_training->image(tag, step, encodePng(picture.pixels, picture.width, picture.height, 3), picture.width, picture.height, 3, t);
    };
    if (record.classification) {
        image("evaluation/confusion_matrix", confusionImage(*record.classification));
        m_training->text("evaluation/confusion_matrix_table", step, confusionMarkdown(*record.classification), t);
        if (const std::optional<RgbImage> wrong = misclassifiedImage(record.misclassified))
            image("evaluation/misclassified", *wrong);
    }
    if (const std::optional<RgbImage> scatter = predictedAgainstTrueImage(record.points))
        image("evaluation/predicted_vs_true", *scatter);
    m_training->flush();
}

void TensorBoardLog::finished(RunFinishedEvent::Status status, const std::map<std::string, double>& finalMetrics, std::int64_t step,
                              double wallTime)
{
    const std::lock_guard lock(m_mutex);
    const double t = orNow(wallTime);
    for (const auto& [key, value] : finalMetrics) {
        if (key.rfind("test_", 0) == 0) // the test split is scored once, at the end
            m_training->scalar(key, step, value, t);
    }
    if (status != RunFinishedEvent::Status::Stopped)
        m_training->hparamsEnd(status == RunFinishedEvent::Status::Completed ? tensorboard::SessionStatus::Success
                                                                             : tensorboard::SessionStatus::Failure,
                               t);
    m_training->flush();
    m_device->flush();
}

void TensorBoardLog::flush()
{
    const std::lock_guard lock(m_mutex);
    m_training->flush();
    m_device->flush();
}

std::filesystem::path foldersOfRuns(const std::filesystem::path& runFolder)
{
    std::filesystem::path folder = runFolder;
    if (!folder.has_filename()) // "runs/x/"
        folder = folder.parent_path();
    const std::filesystem::path parent = folder.parent_path();
    return parent.empty() ? std::filesystem::path(".") : parent;
}

bool markTensorBoardLogIncomplete(const std::filesystem::path& runFolder, const std::string& why)
{
    std::error_code ec;
    std::filesystem::create_directories(runFolder / TensorBoardLog::kFolder, ec);
    std::ofstream marker(runFolder / TensorBoardLog::kFolder / kTensorBoardIncomplete, std::ios::binary | std::ios::app);
    marker << why << '\n';
    marker.close(); // an empty file still marks it, where the reason did not fit
    return std::filesystem::exists(runFolder / TensorBoardLog::kFolder / kTensorBoardIncomplete, ec);
}

namespace {

// Whether the run's config.json has it write its TensorBoard log as it trains (output.tensorboard).
bool writesItsOwnLog(const std::filesystem::path& runFolder)
{
    std::ifstream in(runFolder / runfile::Config, std::ios::binary);
    const Json config = Json::parse(in, nullptr, false);
    if (!config.is_object() || !config.contains("output") || !config.at("output").is_object())
        return false;
    const Json& output = config.at("output");
    return output.contains("tensorboard") && output.at("tensorboard").is_boolean() && output.at("tensorboard").get<bool>();
}

} // namespace

bool hasItsOwnTensorBoardLog(const std::filesystem::path& runFolder)
{
    std::error_code ec;
    if (!std::filesystem::is_directory(runFolder / TensorBoardLog::kFolder, ec))
        return false;
    if (std::filesystem::exists(runFolder / TensorBoardLog::kFolder / kTensorBoardIncomplete, ec))
        return false; // what it lacks is worth more than its per-step series
    return writesItsOwnLog(runFolder);
}

std::filesystem::path writeTensorBoardLog(const std::filesystem::path& runFolder, std::vector<Message>* damaged)
{
    const RunRecord run = readRunFolder(runFolder, DeviceSamples::Skip); // the samples are read one at a time below
    if (damaged)
        *damaged = run.damaged;
    // A run still training writes its own log there (output.tensorboard): replacing it would lose
    // all it writes after (a killed run is quiet: written once that is clear, RunFollower's Silent).
    RunFollower follower(runFolder);
    EventSink ignored;
    follower.poll(ignored);
    // (A pause is a held run's only when recent: one without device samples, killed while held, stays
    // "paused" to the follower.)
    constexpr double kPauseHeldSeconds = 24 * 3600;
    if (const FollowStatus status = follower.status(); status.state == FollowState::Live || status.state == FollowState::Waiting
                                                       || (status.state == FollowState::Paused && status.quietSeconds < kPauseHeldSeconds))
        throw MessageError(writesItsOwnLog(runFolder)
                               ? msg("%1 is still being written (%2 s ago): its TensorBoard log is written from the folder once the run has "
                                     "ended, so as not to replace the one the run writes",
                                     runFolder.string(), static_cast<int>(status.quietSeconds))
                               : msg("%1 is still being written (%2 s ago): its TensorBoard log is written from the folder once the run has ended",
                                     runFolder.string(), static_cast<int>(status.quietSeconds)));
    const std::filesystem::path folder = runFolder / TensorBoardLog::kFolder;
    if (::access(runFolder.c_str(), W_OK) != 0)
        throw MessageError(msg("cannot write in %1: %2", runFolder.string(), std::string(std::strerror(errno))));
    if (!removeTree(folder))
        throw MessageError(msg("cannot replace %1: %2", folder.string(), std::string(std::strerror(errno))));
    TensorBoardLog log(runFolder);
    // The run's local times as the instants they were where it ran (not in this machine's zone). In
    // the zone it ran in (the same offset when it started), this machine's clock rules read them,
    // daylight saving changes within the run included.
    std::optional<std::int64_t> zone = run.environment ? run.environment->utcOffsetSeconds : std::nullopt;
    if (zone && offsetHereAt(run.environment->startedAt) == zone)
        zone.reset();
    const auto when = [&](const std::string& time) { return wallTimeOf(time, zone); };
    const double start = run.epochs.empty() ? -1 : when(run.epochs.front().time);
    log.started(run.config, std::string(), start);
    for (const LogRecord& r : readLog(runFolder)) {
        if (r.decision)
            log.decision(r.message.text(), 0, when(r.time));
    }
    std::int64_t step = 0;
    for (const EpochRecord& e : run.epochs) {
        step = e.globalStep >= 0 ? e.globalStep : e.epoch; // a run from before the step was kept: by epoch
        log.epoch(e, step, when(e.time));
    }
    std::int64_t ordinal = 0;
    forEachDeviceRecord(runFolder, [&](const DeviceRecord& d) { log.device(d, ++ordinal, when(d.time)); });
    if (run.evaluation && run.evaluation->scored())
        log.evaluation(*run.evaluation, step, when(run.evaluation->evaluatedAt));
    if (run.summary) {
        const RunFinishedEvent::Status status =
            run.summary->status == RunStatus::Completed ? RunFinishedEvent::Status::Completed
            : run.summary->status == RunStatus::Failed  ? RunFinishedEvent::Status::Failed
                                                        : RunFinishedEvent::Status::Stopped;
        log.finished(status, run.summary->finalMetrics, step, run.epochs.empty() ? -1 : when(run.epochs.back().time));
    }
    log.flush();
    return folder;
}

} // namespace lathe::core
