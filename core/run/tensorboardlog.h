#pragma once
// What a run shows in TensorBoard, written into its folder as the run goes (and by `lathe-cli
// tensorboard` for runs recorded before): tb/ holds the training curves on one step axis, the
// training steps taken (each batch report's loss, learning rate and samples/s; each epoch's metrics,
// learning rate, samples/s, data wait and GPU use, under the keys metrics.jsonl has), the run's
// settings for the HParams table, the config and the run's decisions as text, the evaluation's
// pictures at the end (run/evaluationimages.h); tb/device/ holds the
// device monitor's samples, numbered as device.jsonl's lines (GPU utilisation, memory, power and
// temperature per GPU and machine, the process's CPU and memory, the machine's CPU).
//
// A resumed run appends a new events file that starts with a session start at its step, so
// TensorBoard drops what the earlier session wrote after the checkpoint: no step shows twice.

#include "config/json.h"
#include "events/events.h"
#include "run/evaluationrecord.h"
#include "run/runfolder.h"

#include <cstdint>
#include <filesystem>
#include <optional>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace lathe::core {

namespace tensorboard {
class EventWriter;
}

class TensorBoardLog {
public:
    // tb/ in `runFolder`. `resumedAfterStep` >= 0: the run continues from a checkpoint taken after
    // that many training steps (and the device log after that many device samples).
    // Throws std::runtime_error naming the file when the log cannot be written.
    TensorBoardLog(const std::filesystem::path& runFolder, std::int64_t resumedAfterStep = -1, std::int64_t resumedAfterSample = -1);
    ~TensorBoardLog();

    // The run's settings (the config flattened as the Compare tab flattens it) for the HParams
    // table, grouped under `group` (a sweep's name: its runs compare as one experiment), and the
    // config as text. `wallTime`: seconds since 1970 (< 0: now).
    void started(const Json& config, const std::string& group, double wallTime = -1);
    void batch(std::int64_t step, double loss, double lr, double samplesPerSecond, double wallTime = -1);
    // An epoch as metrics.jsonl holds it, at its globalStep (else at `fallbackStep`).
    void epoch(const EpochRecord& record, std::int64_t fallbackStep, double wallTime = -1);
    // A device sample, the `ordinal`-th of the run (device.jsonl's line).
    void device(const DeviceRecord& record, std::int64_t ordinal, double wallTime = -1);
    // A choice the run made and why, in English (the Text tab's "decisions").
    void decision(const std::string& text, std::int64_t step, double wallTime = -1);
    // The split scored in detail at the end (evaluation.json), as pictures: the confusion matrix
    // (and as a table), the most confidently misclassified images, or predicted against true.
    void evaluation(const EvaluationRecord& record, std::int64_t step, double wallTime = -1);
    // The end: the test split's scores among the final metrics, and the HParams session's status
    // (a stopped run, which may resume, leaves its session open).
    void finished(RunFinishedEvent::Status status, const std::map<std::string, double>& finalMetrics, std::int64_t step, double wallTime = -1);

    // Written to the disk: at every epoch and at the end (TensorBoard reads what is flushed).
    void flush();

    static constexpr const char* kFolder = "tb";
    static constexpr const char* kDeviceFolder = "device";

private:
    std::mutex m_mutex; // device samples come from the monitor's thread
    std::unique_ptr<tensorboard::EventWriter> m_training;
    std::unique_ptr<tensorboard::EventWriter> m_device;
    std::int64_t m_lastDeviceOrdinal = -1;
    double m_lastFlush = 0;
    static constexpr double kFlushSeconds = 2.0; // batch reports reach the disk at least this often
};

// Writes `runFolder`'s TensorBoard log from what the folder recorded (config.json, metrics.jsonl,
// device.jsonl, the log's decisions, summary.json): for runs from before output.tensorboard, or
// whose tb/ was deleted. An existing tb/ is replaced. Returns the tb/ folder; throws
// std::runtime_error naming the folder when it is not a run folder or the log cannot be written.
// The folder's record files read as absent because they are damaged go to `damaged` (RunRecord).
std::filesystem::path writeTensorBoardLog(const std::filesystem::path& runFolder, std::vector<Message>* damaged = nullptr);

// Whether `runFolder`'s tb/ is the whole log the run wrote as it trained (output.tensorboard): it
// holds the per-step series (batch/loss, batch/lr) that writeTensorBoardLog cannot rebuild, so
// lathe-cli tensorboard leaves it unless told to replace it. Not one marked incomplete.
bool hasItsOwnTensorBoardLog(const std::filesystem::path& runFolder);

// Marks `runFolder`'s tb/ as missing what came after `why` (a full disk stopped it, or it could not
// be started), so that lathe-cli tensorboard writes it again from the run's records. False when the
// marker could not be written (a full disk may refuse it too): the warning then names --force.
bool markTensorBoardLogIncomplete(const std::filesystem::path& runFolder, const std::string& why);
// The marker's file in tb/ (TensorBoard reads only events files).
inline constexpr const char* kTensorBoardIncomplete = "incomplete.txt";

// The folder that holds run folder `runFolder` ("runs/x/" and "runs/x" give "runs", "x" gives "."):
// what `tensorboard --logdir` is shown, so that it lists every run beside this one.
std::filesystem::path foldersOfRuns(const std::filesystem::path& runFolder);

// Seconds since 1970 of a local time as run folders record it ("2026-11-22 14:05:09"); -1 when it
// does not read as one.
double wallTimeOf(const std::string& localTime, std::optional<std::int64_t> utcOffsetSeconds = std::nullopt);

} // namespace lathe::core
