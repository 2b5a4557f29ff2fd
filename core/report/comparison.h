#pragma once
// A sweep's comparison (run/sweepfolder.h), from its folder alone: for each variant the settings that
// differ, how far it got, its best validation metric and epoch, its test metrics, its training time
// and throughput, and the curves of every variant overlaid. Written as sweep.json's "results",
// comparison.html (self-contained) and, in Qt builds, comparison.pdf (ui/reportpdf.h).

#include "report.h"
#include "run/sweepfolder.h"
#include "tune/asha.h"

#include <map>
#include <optional>

namespace lathe::core {

struct SweepResult {
    SweepVariant variant;
    std::string runName;
    std::optional<RunRecord> run; // absent: not started
    std::string status;           // "completed", "stopped", "unfinished", "not started"
    int epochs = 0;               // epochs recorded
    std::optional<std::int64_t> parameters; // the model's (model.json)
    std::optional<double> best;   // the best value of the comparison's metric
    int bestEpoch = 0;
    std::map<std::string, double> test; // test_* of a completed run
    double trainSeconds = 0.0;          // the epochs' time together
    double samplesPerSecond = 0.0;      // all the epochs' samples over all their time (their harmonic mean)
    std::optional<AshaStanding> standing; // an ASHA search's trial: its rung and why it stopped
};

struct SweepComparison {
    std::filesystem::path folder;
    SweepPlan plan;
    std::string metric; // the base config's output.checkpoint.metric: what "best" means
    std::vector<SweepResult> results;
    std::optional<std::size_t> best; // the variant with the best metric, of those that recorded it (ASHA: that trained to the end)
    std::vector<ReportChart> charts; // the metric, the training loss and samples/s, a series per variant
};

// Reads the sweep folder (its plan and run folders). Throws ConfigError naming sweep.json.
SweepComparison loadSweepComparison(const std::filesystem::path& folder);

// sweep.json: the plan, plus "metric", "best" and "results" (one object per variant).
Json sweepComparisonJson(const SweepComparison& comparison);

std::string sweepComparisonHtml(const SweepComparison& comparison, const ReportHtmlOptions& options = {});

// Writes sweep.json and comparison.html into the sweep folder, each atomically. Throws
// std::runtime_error naming the file.
void writeSweepComparison(const SweepComparison& comparison, const std::string& language = "en");

} // namespace lathe::core
