#pragma once
// Reading a run folder back (runfolder.h describes its files): for the report, the GUI's history and
// lathe-cli. Tolerant of what a killed run leaves: a missing summary means "unfinished", a line cut
// short is skipped. A record file that is there but does not parse (the writer replaces them whole,
// so only a hand, a disk or a copy damages one) is read as absent, and said (RunRecord::damaged).

#include "config/config.h"
#include "configview.h"
#include "datarecord.h"
#include "evaluationrecord.h"
#include "finderrecord.h"
#include "lrfinderrecord.h"
#include "modelrecord.h"
#include "progressrecord.h"
#include "profilerecord.h"
#include "runfolder.h"

#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace lathe::core {

struct RunRecord {
    std::filesystem::path folder;
    Json config = Json::object();      // config.json, as the run ran (the Compare tab flattens it)
    ConfigView settings;               // what the reports show of it
    DataRecord data;                   // data.json (a run killed before its data was read: empty)
    ModelRecord model;                 // model.json: the layer summary (runs from before it: empty)
    FinderRecord finder;               // batch_finder.json (runs with batch_size "auto"; else empty)
    LrFinderResult lrFinder;           // lr_finder.json (runs with lr "auto"; else empty)
    std::optional<EvaluationRecord> evaluation; // evaluation.json (completed runs with a test split)
    std::optional<Environment> environment;
    std::optional<RunSummary> summary; // absent until the run ends
    // Until then, the latest session's start (progress.jsonl): the device, precision and batch it
    // trains with, for a report of a run still going or killed. Absent once summary.json is there.
    std::optional<RunStartedEvent> started;
    std::vector<EpochRecord> epochs;
    std::vector<DeviceRecord> device;  // only when read with device samples
    std::vector<ProfileEvent> profiles; // profile.json: the step profiles taken, in order
    // The record files read as absent because they do not parse: each named, with the line and why
    // (damagedRecordMessage). Front ends say them: the report shows them, lathe-cli warns.
    std::vector<Message> damaged;

    // The config's name, else the folder's.
    std::string name() const;
    RunStatus status() const { return summary ? summary->status : RunStatus::Unfinished; }
    // The CUDA device that trained (environment.json), -1 for the CPU or when not recorded.
    int trainingGpu() const;
    // The best value of `key` (a metrics.jsonl key) over the epochs, in the metric's direction
    // (metrics/metric.h); nullopt when no epoch recorded it.
    std::optional<double> best(const std::string& key) const;
};

enum class DeviceSamples { Skip, Read };

// Reads `folder`. Throws std::runtime_error naming it when it is not a run folder (no config.json).
RunRecord readRunFolder(const std::filesystem::path& folder, DeviceSamples device = DeviceSamples::Read);

// Calls `visit` with each record of `folder`'s device.jsonl in turn, holding one at a time (a week
// of samples is over a million lines). Lines cut short by a kill are skipped.
void forEachDeviceRecord(const std::filesystem::path& folder, const std::function<void(const DeviceRecord&)>& visit);

// `folder`'s data.json alone (the window's Data tab, before the run ends); empty when it is not
// there yet or does not parse.
DataRecord readDataRecord(const std::filesystem::path& folder);

bool isRunFolder(const std::filesystem::path& folder);

// Why record file `file`, holding `text`, is read as absent, or an empty message when `text` parses.
Message damagedRecordMessage(const std::filesystem::path& file, const std::string& text);
// A finished run whose metrics.jsonl stops before the epochs its summary counts (cut short, or a line
// damaged): what the run shows lacks those epochs. Empty when nothing is missing.
Message missingEpochsMessage(const std::filesystem::path& folder, int lastRecorded, int summaryEpochs);

enum class SweepRuns { Skip, Include };

// The run folders directly inside `runsDir`, most recently modified first; with SweepRuns::Include
// also those of the sweep folders directly inside it (run/sweepfolder.h).
std::vector<std::filesystem::path> listRunFolders(const std::filesystem::path& runsDir, SweepRuns sweeps = SweepRuns::Skip);

// Where a config's run folders go: `override` (lathe-cli --runs-dir) when set, else
// output.runs_dir (relative to the config's folder), else ./runs.
std::filesystem::path runsDirectory(const Config& config, const std::filesystem::path& override = {});

// The run `lathe-cli train --resume auto CONFIG` continues (a re-submitted Slurm job, say): of the
// runs in `runsDir` of config `name` that did not complete and have a last checkpoint, the one
// whose checkpoint is newest; nullopt when there is none (a new run starts).
std::optional<std::filesystem::path> latestResumableRun(const std::filesystem::path& runsDir, const std::string& name);

// `folder`'s log: log.jsonl's records; for a folder of format 1 (only log.txt), its lines as plain
// messages in English (their level read, no decisions marked).
std::vector<LogRecord> readLog(const std::filesystem::path& folder);

} // namespace lathe::core
