#pragma once
// Runs side by side, whatever made them (the window, lathe-cli, a sweep): the config settings whose
// values differ between them, the metrics they recorded, and each run's record (status, epochs,
// final and best metrics). The window's Compare tab shows it as W&B's run table and TensorBoard's
// hparams view do: a row per run, a column per differing setting and per metric.

#include "config/configflat.h"
#include "run/runrecord.h"

#include <filesystem>
#include <map>
#include <string>
#include <vector>

namespace lathe::core {

struct RunsComparison {
    struct Run {
        std::filesystem::path folder;
        RunRecord record; // read without its device samples
        // The differing settings' values as compact JSON ("0.001", "\"cnn2d\"", "[32, 64]"); a setting
        // the run's config does not have is absent.
        std::map<std::string, std::string> settings;
    };
    std::vector<Run> runs;
    std::vector<std::string> settings; // flattened config keys ("training.lr") whose values differ, sorted
    std::vector<std::string> metrics;  // the metrics.jsonl keys any run recorded (metrics first, then lr and the rest)
};

// The runs in `folders` compared, in that order; a folder that cannot be read is left out and named,
// with why, in `problems`. Settings that name a run rather than train it (name, description,
// output.runs_dir) are not compared.
RunsComparison compareRuns(const std::vector<std::filesystem::path>& folders, std::vector<std::string>* problems = nullptr);


} // namespace lathe::core
