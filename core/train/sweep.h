#pragma once
// Running a sweep (run/sweepfolder.h): every variant as an ordinary run, one after another on the
// config's device, in the sweep's folder. What is done is read from the run folders, so the same
// call starts a sweep and resumes one that was stopped or killed: a completed variant is skipped, a
// stopped one continues from its last checkpoint, the rest start. The front end trains each run its
// own way (lathe-cli with its progress printer and Ctrl-C handling, the GUI through its session).

#include "config/config.h"
#include "run/sweepfolder.h"
#include "tune/asha.h"

#include <functional>
#include <string>
#include <vector>

namespace lathe::core {

// Variant `i`'s config: the plan's base with the variant's settings and its run name, checked as a
// whole (data files included).
ConfigLoadResult sweepVariantConfig(const SweepPlan& plan, std::size_t i);

// The variants' file paths (data.path=data/b.csv in --grid or --range) made absolute against
// `configDir`, the base config's folder, as --set reads them: they were read against the folder the
// sweep was started or resumed in.
void anchorSweepPaths(SweepPlan& plan, const std::filesystem::path& configDir);

// Every variant's config, or ConfigError listing each problem of every variant: a sweep whose third
// variant is impossible (a transformer whose d_model the heads do not divide) is refused before the
// first trains.
// For an ASHA search also checkAshaTrials'.
std::vector<Config> sweepConfigs(const SweepPlan& plan);
// An ASHA search's trials, or ConfigError: they all train the same epochs and are ranked by the same
// metric (no variant sets training.epochs or output.checkpoint.metric), and each has a validation
// split to rank them by.
void checkAshaTrials(const SweepPlan& plan, const std::vector<Config>& configs);

// Where variant `i` of the sweep in `folder` stands: its run completed (skip it), stopped or killed
// with a checkpoint (continue `run`), or not started or killed before its first checkpoint (start it).
struct SweepVariantState {
    enum class Kind { Completed, Resume, Start };
    Kind kind = Kind::Start;
    std::filesystem::path run; // Completed, Resume: the run folder
};
SweepVariantState sweepVariantState(const std::filesystem::path& folder, const SweepPlan& plan, std::size_t i);

struct SweepCallbacks {
    // Trains `config` (variant `variant`) in `runsDir`, continuing `resumeDir` when it is set, to its
    // end or, when `stopAfterEpoch` > 0 (an ASHA rung), until that epoch
    // (SessionOptions::stopAfterEpoch); returns the exit code (util/errors.h ExitCode: ExitInterrupted
    // when paused at the rung too). With `parallel` > 1 it is called from several threads at once,
    // one per trial being trained, and must be safe so (lathe-cli runs each trial as a process).
    std::function<int(std::size_t variant, const Config& config, const std::filesystem::path& runsDir, const std::filesystem::path& resumeDir,
                      int stopAfterEpoch)>
        train;
    std::function<void(const std::string& line)> log;   // what the sweep does, for the user
    std::function<void(std::size_t variant)> variantEnded; // after each variant (the comparison is rewritten)
    // How many variants train at once (1: one after another). A variant that is stopped stops the
    // sweep: no other starts, the ones training are waited for. log and variantEnded are called from
    // the sweep's own thread only.
    int parallel = 1;
};

struct SweepOutcome {
    int exitCode = 0;    // ExitSuccess; ExitInterrupted when a run was stopped; else the first failure's
    int completed = 0;   // variants completed, now or before
    int failed = 0;      // variants whose run ended with an error (the sweep went on)
    bool stopped = false; // a run was stopped: the sweep stopped with it, to be resumed
};

// An ASHA search's settings: its rungs from the plan and the base config's training.epochs.
AshaSettings sweepAshaSettings(const SweepPlan& plan);

// What the run folders say of every trial of the search in `folder`: its state, epochs and the
// metric (the base config's output.checkpoint.metric) after each epoch. `failedNow`: trials that
// failed in this process (not retried); a failed run from before counts as stopped, and is retried.
std::vector<AshaTrial> readAshaTrials(const std::filesystem::path& folder, const SweepPlan& plan,
                                      const std::vector<std::size_t>& failedNow = {});

// The metric a sweep's trials are ranked by: its base config's output.checkpoint.metric, or the one
// every trial sets (an ASHA search's trials share it: checkAshaTrials).
std::string sweepMetric(const SweepPlan& plan);

// Runs (or resumes) the sweep in `folder`: the grid or random variants each to its end; an ASHA search
// trial by trial and rung by rung, as nextAshaJob says (tune/asha.h); callbacks.parallel at a time. Throws
// ConfigError (sweepConfigs, checkAshaTrials) before training anything.
SweepOutcome runSweep(const std::filesystem::path& folder, const SweepPlan& plan, const SweepCallbacks& callbacks);

} // namespace lathe::core
