#pragma once
// Running a sweep (run/sweepfolder.h): every variant as an ordinary run, one after another on the
// config's device, in the sweep's folder. What is done is read from the run folders, so the same
// call starts a sweep and resumes one that was stopped or killed: a completed variant is skipped, a
// stopped one continues from its last checkpoint, the rest start. The front end trains each run its
// own way (lathe-cli with its progress printer and Ctrl-C handling, the GUI through its session).

#include "config/config.h"
#include "run/sweepfolder.h"

#include <functional>
#include <string>
#include <vector>

namespace lathe::core {

// Variant `i`'s config: the plan's base with the variant's settings and its run name, checked as a
// whole (data files included).
ConfigLoadResult sweepVariantConfig(const SweepPlan& plan, std::size_t i);

// Every variant's config, or ConfigError listing each problem of every variant: a sweep whose third
// variant is impossible (a transformer whose d_model the heads do not divide) is refused before the
// first trains.
std::vector<Config> sweepConfigs(const SweepPlan& plan);

// Where variant `i` of the sweep in `folder` stands: its run completed (skip it), stopped or killed
// with a checkpoint (continue `run`), or not started or killed before its first checkpoint (start it).
struct SweepVariantState {
    enum class Kind { Completed, Resume, Start };
    Kind kind = Kind::Start;
    std::filesystem::path run; // Completed, Resume: the run folder
};
SweepVariantState sweepVariantState(const std::filesystem::path& folder, const SweepPlan& plan, std::size_t i);

struct SweepCallbacks {
    // Trains `config` to its end in `runsDir`, continuing `resumeDir` when it is set; returns the
    // exit code (util/errors.h ExitCode).
    std::function<int(const Config& config, const std::filesystem::path& runsDir, const std::filesystem::path& resumeDir)> train;
    std::function<void(const std::string& line)> log;   // what the sweep does, for the user
    std::function<void(std::size_t variant)> variantEnded; // after each variant (the comparison is rewritten)
};

struct SweepOutcome {
    int exitCode = 0;    // ExitSuccess; ExitInterrupted when a run was stopped; else the first failure's
    int completed = 0;   // variants completed, now or before
    int failed = 0;      // variants whose run ended with an error (the sweep went on)
    bool stopped = false; // a run was stopped: the sweep stopped with it, to be resumed
};

// Runs (or resumes) the sweep in `folder`. Throws ConfigError (sweepConfigs) before training anything.
SweepOutcome runSweep(const std::filesystem::path& folder, const SweepPlan& plan, const SweepCallbacks& callbacks);

} // namespace lathe::core
