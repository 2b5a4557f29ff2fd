#pragma once
// A run's folder, written by the trainer and read by the report, the GUI's history and lathe-cli:
// the files it holds, their records as types (one place knows each JSON key), and the writer. The
// reader is runrecord.h. Every file is flushed as it is written, so a killed run leaves readable files.
// What the engine says is stored as a Message (template id and arguments, config/messagejson.h), never
// as English to be parsed back; folders of format 1 (before 2026-11-26) hold English strings there,
// which read back as plain messages and show as they were written.
//
//   config.json        the config as it ran, paths made absolute
//   environment.json   machine, versions and the training device   (Environment)
//   data.json          samples, classes, missing cells, time span   (DataRecord, datarecord.h)
//   model.json         the layers, their parameter shapes, totals   (ModelRecord, modelrecord.h)
//   batch_finder.json  the batch-size finder's trials               (FinderRecord, finderrecord.h)
//   lr_finder.json     the learning-rate finder's curve and trials   (LrFinderResult, lrfinderrecord.h)
//   metrics.jsonl      one line per epoch                           (EpochRecord)
//   device.jsonl       one line per device sample                   (DeviceRecord)
//   log.jsonl          the log as data: time, level, rank, message  (LogRecord)
//   log.txt            the same in English, "YYYY-mm-dd HH:MM:SS level: text", for people and grep
//   progress.jsonl     session starts, a batch report every few seconds, pauses  (ProgressRecord, progressrecord.h)
//   summary.json       how the run ended                            (RunSummary)
//   checkpoints/       last.pt, best.pt and their .optim.pt         (train/checkpoint.h)
//   evaluation.json    the test split scored in detail               (EvaluationRecord, evaluationrecord.h)
//   profile.json       the step profiles taken                      (ProfileEvent, profilerecord.h)
//   model.pt           the exported model; report.html, report.pdf

#include "config/json.h"
#include "events/events.h"
#include "executorrecord.h"
#include "progressrecord.h"

#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace lathe::core {

// 2: messages as data (log.jsonl; reasons and advice as messages in summary, evaluation, finder and
// executor records). 1 (no "format" key): the same files with English strings.
inline constexpr int kRunFolderFormat = 2;

namespace runfile {
inline constexpr const char* Config = "config.json";
inline constexpr const char* Environment = "environment.json";
inline constexpr const char* Data = "data.json";
inline constexpr const char* ModelSummary = "model.json";
inline constexpr const char* Finder = "batch_finder.json";
inline constexpr const char* LrFinder = "lr_finder.json";
inline constexpr const char* Metrics = "metrics.jsonl";
inline constexpr const char* Device = "device.jsonl";
inline constexpr const char* Log = "log.txt";
inline constexpr const char* LogRecords = "log.jsonl";
inline constexpr const char* Progress = "progress.jsonl";
inline constexpr const char* Summary = "summary.json";
inline constexpr const char* Checkpoints = "checkpoints";
inline constexpr const char* Model = "model.pt";
inline constexpr const char* Evaluation = "evaluation.json";
inline constexpr const char* ReportHtml = "report.html";
inline constexpr const char* ReportPdf = "report.pdf";
inline constexpr const char* Profile = "profile.json";  // step profiles (profilerecord.h)
inline constexpr const char* ProfileTraces = "profile"; // their Kineto traces
} // namespace runfile
// The files of run folder `runDir` that record the run (its config, log, metrics, summary, model,
// checkpoints, report, …): what no command's output may replace (refuseToOverwrite).
std::vector<std::filesystem::path> runRecordFiles(const std::filesystem::path& runDir);

// One line of metrics.jsonl: an epoch's metrics (train_loss, val_accuracy..., see metrics/metric.h)
// and how it ran.
struct EpochRecord {
    int epoch = 0;
    double lr = 0.0;
    double epochSeconds = 0.0;
    double samplesPerSecond = 0.0;
    double dataWaitPercent = 0.0;
    std::string time; // local time when it was recorded
    std::map<std::string, double> metrics;
    // What nvidia-smi would have shown over the epoch, when NVML answered.
    std::optional<double> gpuUtilisationPercent, gpuMemoryPeakPercent;
    // Data parallel: each rank's own throughput and data wait over the epoch ("ranks" in the line).
    struct Rank {
        int rank = 0;
        std::string host;
        double samplesPerSecond = 0.0;
        double dataWaitPercent = 0.0;
    };
    std::vector<Rank> ranks;
    // Training steps taken by the end of the epoch (TensorBoard's step axis); -1 in a record of a
    // Lathe from before it was kept.
    std::int64_t globalStep = -1;
    // The epoch's weights were the best so far (best.pt written); "improved" in the line.
    bool improved = false;

    // The epoch as the training announced it, in a run of `epochs` epochs.
    EpochEvent toEvent(int epochs) const;

    // Any value of the record by its key: a metric, or "lr", "epoch_seconds", "samples_per_second",
    // "data_wait_percent", "gpu_utilisation_percent", "gpu_memory_peak_percent".
    std::optional<double> value(const std::string& key) const;

    Json toJson() const;
    static std::optional<EpochRecord> fromJson(const Json& j); // nullopt for a line that is not one
};

// One line of device.jsonl: a device sample and the local time it was taken.
struct DeviceRecord {
    DeviceSampleEvent sample;
    std::string time;

    // A reading of the GPU with CUDA index `gpu` ("utilisation", "memory_used", "memory_total",
    // "power_w", "temperature_c"), or of the first GPU when the sample has no such index; -1 when
    // not available.
    double gpuValue(const std::string& key, int gpu) const;

    Json toJson() const;
    static std::optional<DeviceRecord> fromJson(const Json& j);
};

// One line of log.jsonl: what the run said, as data. log.txt has the same line in English.
struct LogRecord {
    std::string time; // local, "2026-11-22 14:05:09"
    LogLevel level = LogLevel::Info;
    int rank = 0;
    bool decision = false; // a choice the run made and why (the report's "Decisions")
    Message message;

    // The message with the rank that said it, for a log that gathers every rank's ("rank 1: …").
    Message attributed() const;

    Json toJson() const;
    static std::optional<LogRecord> fromJson(const Json& j); // nullopt for a line that is not one
};

enum class RunStatus { Unfinished, Completed, Stopped, Failed };
const char* runStatusName(RunStatus status); // "unfinished", "completed", "stopped", "failed"

// summary.json: written once, when the run ends (completed, stopped with a checkpoint, or failed: a
// failed run resumes from its last checkpoint like an unfinished one).
struct RunSummary {
    int format = kRunFolderFormat; // of the folder that wrote it: 1 when summary.json has no "format"
    RunStatus status = RunStatus::Unfinished;
    int epochsCompleted = 0;
    std::map<std::string, double> finalMetrics; // the last epoch's, plus test_* for completed runs
    std::map<std::string, double> bestMetrics;  // the epoch that was best in output.checkpoint.metric
    int bestEpoch = 0;                          // that epoch (0: none, or a run older than the field)
    // The weights that scored the test split and were exported (output.test_checkpoint): "best" or
    // "last", the epoch they are from and why; empty for a stopped run.
    std::string testCheckpoint;
    Message testCheckpointReason;
    int testCheckpointEpoch = 0;
    std::string device, precision;
    Message precisionReason;
    int batchSize = 0;
    std::vector<Message> advice;
    std::string finishedAt;
    // How the training step ran (compile.graph_optimize, run/executorrecord.h).
    ExecutorRecord executor;
    // A failed run: what went wrong and lathe-cli's exit code.
    Message failure;
    int exitCode = 0;

    Json toJson() const;
    static RunSummary fromJson(const Json& j); // missing fields keep their defaults
};

// environment.json: what the run ran on, for a report made later or elsewhere.
struct Environment {
    std::string lathe, host, cpu, startedAt;
    // The writer's offset from UTC when it started ("utc_offset_seconds"): the run's times are local
    // and written without a zone, so a reader elsewhere (another time zone) takes them as instants by
    // it. Absent in runs recorded before 2026-12-07.
    std::optional<std::int64_t> utcOffsetSeconds;
    unsigned cores = 0;
    double memoryGib = 0.0, memoryAvailableGib = 0.0;
    std::string deviceDescription;
    int deviceIndex = -1; // the CUDA device that trained, -1 for the CPU
    struct Gpu {
        std::string name, capability;
        double memoryGib = 0.0;
    };
    std::optional<Gpu> gpu;
    // A data-parallel job: who started its ranks and how many there are ("job" in the file).
    struct Job {
        std::string launcher;   // "lathe", "torchrun", "slurm"
        int ranks = 1, ranksPerMachine = 1, machines = 1;
        std::string schedulerJobId, nodeList; // Slurm's job id and node list, when Slurm started it
    };
    std::optional<Job> job;

    Json toJson() const;
    static Environment fromJson(const Json& j);
};

// This machine now, training on `deviceDescription` (CUDA device `cudaIndex`, -1 for the CPU).
Environment currentEnvironment(const std::string& deviceDescription, int cudaIndex);

// The writer. Thread-safe: the monitor thread appends device samples while the trainer writes.
class RunFolder {
public:
    // Creates `<runsDir>/<name>-<YYYYmmdd-HHMMSS>` (with a numeric suffix if it exists).
    static RunFolder create(const std::filesystem::path& runsDir, const std::string& name);
    // Opens an existing run folder to continue it (files are appended to).
    static RunFolder open(const std::filesystem::path& existing);

    const std::filesystem::path& path() const { return m_path; }
    std::filesystem::path file(const std::string& name) const { return m_path / name; }
    std::filesystem::path checkpoints() const { return m_path / runfile::Checkpoints; }

    void writeJson(const std::string& name, const Json& value) const; // atomic
    void writeSummary(const RunSummary& summary) const;
    void writeEnvironment(const Environment& environment) const;
    void appendEpoch(const EpochRecord& record);
    void appendDeviceSample(const DeviceRecord& record);
    // Removes the records of epochs after `epoch` (resuming from an older checkpoint); returns how many.
    int truncateMetricsAfter(int epoch);
    void appendLog(const LogRecord& record); // to log.jsonl, and in English to log.txt
    void appendProgress(const ProgressRecord& record);

private:
    explicit RunFolder(std::filesystem::path path);
    std::filesystem::path m_path;
    std::ofstream m_metrics;
    std::ofstream m_device;
    std::ofstream m_log;
    std::ofstream m_logRecords;
    std::ofstream m_progress;
    std::unique_ptr<std::mutex> m_mutex = std::make_unique<std::mutex>();
};

// The folder name a run called `name` gets (before its date): Unicode letters kept, characters that
// are unsafe in file names replaced by '_', at most 200 bytes.
std::string runFolderName(const std::string& name);

// Creates `<parent>/<runFolderName(name)>-<YYYYmmdd-HHMMSS>`, with a numeric suffix when that exists.
// Throws std::runtime_error naming the folder.
std::filesystem::path createDatedFolder(const std::filesystem::path& parent, const std::string& name);

// Current local time as "2026-11-22 14:05:09".
std::string localTimestamp();

} // namespace lathe::core
