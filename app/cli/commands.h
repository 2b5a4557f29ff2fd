#pragma once
// lathe-cli's sub-commands. Each returns a process exit code (lathe::core::ExitCode).

#include "dist/slurmscript.h"

#include <cstdint>
#include <utility>
#include <string>
#include <vector>

namespace lathe::cli {

int validateCommand(const std::vector<std::string>& files, bool quiet);

struct TrainOptions {
    std::string config;
    std::vector<std::string> overrides; // key.path=value
    // Assignments another command's options make ("--labels", "data.test_labels_path=…"): applied
    // before the --set ones, and a problem with one is said as that option's.
    std::vector<std::pair<std::string, std::string>> optionSets;
    int gpuId = -1;
    bool noGpu = false;
    std::string amp;
    std::string batchSize;
    int epochs = 0;
    bool quick = false;
    bool noCache = false;    // data.cache false: read CSV tables, not the table cache
    std::string runsDir;
    std::string resume; // run folder to continue
    bool quiet = false;
    bool exhaustive = false; // find-batch: exact bisection (benchmark reference)
    bool json = false;       // find-batch: print the result table as JSON
    int procs = 0;           // train: CPU ranks (distributed.procs)
    std::string gpus;        // train: GPUs, a number or "all" (device.gpus)
    int profileSteps = 0;    // train: profile this many steps (train/stepprofiler.h)
    std::string progress = "text"; // "jsonl": one JSON object per event on stdout (jsonprogress.h)
    std::vector<std::string> argv; // the command line, to start the ranks of a data-parallel job with
};

int trainCommand(const TrainOptions& options);
// Runs the batch-size finder on the config's model, precision and data; trains nothing.
int findBatchCommand(const TrainOptions& options);
// find-lr CONFIG: the learning-rate finder's range test and trials on the config's model and data (after
// the batch-size finder when batch_size is "auto"); trains nothing.
int findLrCommand(const TrainOptions& options);

struct EvaluateOptions {
    std::string runDir;
    std::vector<std::string> data; // other data of the run's kind (its data.test_path); empty: the test split
    std::string labels;            // IDX: the labels of `data`
    std::string checkpoint; // empty: the run's output.test_checkpoint
    std::string output; // default: RUN_DIR/evaluation.json, or RUN_DIR/evaluation-<first data file's stem>.json
    int gpuId = -1;
    bool noGpu = false;
    bool json = false; // print evaluation.json to stdout instead of the summary
    bool quiet = false;
    std::string progress = "text"; // "jsonl": JSON objects on stdout (jsonprogress.h)
};
// Scores a run's checkpoint on its test split or on other data, in detail (train/runevaluation.h).
int evaluateCommand(const EvaluateOptions& options);

struct PredictOptions {
    std::string run;                 // a run folder, or a model.pt
    std::vector<std::string> inputs; // image files or folders, CSV files
    std::string output;              // default: predictions.csv (predictions.jsonl with --jsonl)
    bool jsonLines = false;
    int batch = 256;
    bool quiet = false;
    std::string progress = "text"; // "jsonl": JSON objects on stdout (jsonprogress.h)
};
// Runs a run's model.pt on new data (train/predictor.h).
int predictCommand(const PredictOptions& options);

struct SweepOptions {
    TrainOptions train;              // the base config, --set and the device/precision/epoch options
    std::vector<std::string> models; // model.kind values
    std::vector<std::string> grid;   // key.path=v1,v2
    std::string search = "grid";     // grid, random, asha
    std::vector<std::string> ranges; // key.path=low:high[:log|:int|:logint] or key.path=v1,v2 (random, asha)
    int trials = 16;                 // random, asha: settings drawn from the ranges
    int eta = 3;                     // asha: a third of each rung goes on
    int minEpochs = 1;               // asha: the first rung
    std::uint64_t seed = 0;          // the draws'
    std::string resume;              // a sweep folder to continue
    std::string language;            // of comparison.html/pdf; default from LANG
    int parallel = 0;                // variants trained at once, each a process of its own (0: not given)
    std::string gpus;                // --gpus N|all: the trials spread over these GPUs, one each at a time
    // A process of a --parallel sweep: train only this variant (from 1) of the sweep in `resume` (until
    // this epoch, 0: to its end) and write no comparison. 0: a whole sweep.
    int trial = 0;
    int untilEpoch = 0;
    // The options of those above that the command line gave (what a resumed sweep or a grid would not
    // use is refused, not ignored).
    std::vector<std::string> given;
};
// Trains every variant of a config and compares them (train/sweep.h, report/comparison.h).
int sweepCommand(const SweepOptions& options);

// lathe-cli tensorboard RUN…: each run's TensorBoard log written from its recorded files (a log the run
// wrote as it trained is left, unless `force`).
int tensorboardCommand(const std::vector<std::string>& runDirs, bool force);
// Writes RUN_DIR/report.html (and report.pdf through lathe-pdf when it is installed, unless `html only`),
// or into `outputDir`.
int reportCommand(const std::string& runDir, const std::string& outputDir, bool htmlOnly,
                  std::string language);

struct SlurmOptions {
    std::string config;
    std::string output; // the script; default: <config stem>.sbatch beside the config
    std::string runsDir;
    int nodes = 1;
    int gpusPerNode = 1;
    int tasksPerNode = 1;
    int cpusPerTask = 0;
    std::string time, partition, account;
    int signalLead = core::SlurmJob::kDefaultSignalLead;
};
// Writes an sbatch script that trains the config data-parallel under srun (core/dist/slurmscript.h).
int slurmCommand(const SlurmOptions& options);

struct WatchOptions {
    std::string runDir;
    double intervalSeconds = 2.0; // at most this long between reads where the file system does not notify
    bool once = false;            // print what is there now and return
    bool quiet = false;
    std::string progress = "text"; // "jsonl": JSON objects on stdout (jsonprogress.h)
};
// Follows a run folder another process writes and prints its progress as `train` does, until the
// run ends; returns the run's exit code (0 completed, 130 stopped with a checkpoint, a failure's).
int watchCommand(const WatchOptions& options);

int schemaCommand(bool markdown);
struct DoctorCommandOptions {
    bool json = false, quick = false;
    bool full = false;   // the GPU self-test after the report (selftest.h)
    bool dryRun = false; // the self-test with the CPU standing in for the GPU
};
int doctorCommand(const DoctorCommandOptions& options);
int defaultsCommand();

} // namespace lathe::cli
