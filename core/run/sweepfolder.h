#pragma once
// A sweep (lathe-cli sweep): one config trained in several variants, each an ordinary run in the
// sweep's folder, then compared. The folder:
//
//   sweep.json         the plan (the base config, each variant's settings) and, once variants end,
//                      each one's results                               (SweepPlan, report/comparison.h)
//   comparison.html    the comparison: settings that differ, best and test metrics, time, curves
//   comparison.pdf
//   <run folders>      one per variant, as lathe-cli train writes them; a variant that was stopped
//                      keeps its folder when the sweep resumes
//
// What has been done is read from the run folders, not from sweep.json: a kill at any moment leaves
// a sweep that resumes where it stopped (train/sweep.h).

#include "config/json.h"
#include "run/sweepsearch.h"

#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace lathe::core {

namespace sweepfile {
inline constexpr const char* Plan = "sweep.json";
inline constexpr const char* ComparisonHtml = "comparison.html";
inline constexpr const char* ComparisonPdf = "comparison.pdf";
} // namespace sweepfile

struct SweepVariant {
    std::string label; // "cnn1d"; "lr=0.001, kind=mlp"
    // Config key paths and their values as the user wrote them ("training.lr", "1e-3"), in the order
    // given; applied like lathe-cli train --set.
    std::vector<std::pair<std::string, std::string>> settings;
};

struct SweepPlan {
    std::string name;      // the base config's name
    std::string source;    // the config file the sweep was made from, as given
    std::string createdAt; // local time
    Json base = Json::object(); // the config every variant starts from: options applied, paths absolute
    std::vector<SweepVariant> variants;
    SweepSearch search; // grid (the default, and every sweep.json from before searches), random or asha

    // The config name of variant `i`'s run: "<name>-<label>".
    std::string runName(std::size_t i) const;
    // The keys any variant sets, in first-seen order (the comparison's setting columns).
    std::vector<std::string> keys() const;

    Json toJson() const;
    // Throws ConfigError naming what is missing or wrong.
    static SweepPlan fromJson(const Json& j);
};

// The variants of `--models a b` (model.kind) and `--grid key=v1,v2` (each repeatable): every
// combination, the first key outermost. A value list splits at commas outside brackets and quotes
// ("model.hidden=[64,32],[128]" is two values). Throws ConfigError for a grid item that is not
// key=values, an empty value, a key given twice, or no variants.
std::vector<SweepVariant> sweepVariants(const std::vector<std::string>& models, const std::vector<std::string>& grid);

// Throws ConfigError for a key a sweep cannot vary: name, description, version, output.runs_dir.
void checkSweptKey(const std::string& key);

// "v1,v2" split at its top-level commas, each value trimmed.
std::vector<std::string> splitSweepValues(const std::string& values);

// A key or value as written, without the spaces and tabs around it.
std::string trimSweepText(const std::string& s);

// How variant labels name each of `keys`: by its last part ("lr") unless two keys share it, then
// whole ("training.dropout", "model.dropout").
std::map<std::string, std::string> sweepLabelNames(const std::vector<std::string>& keys);

// Creates `<runsDir>/<name>-sweep-<YYYYmmdd-HHMMSS>` and writes the plan into it. Throws
// std::runtime_error naming the folder when it cannot be made.
std::filesystem::path createSweepFolder(const std::filesystem::path& runsDir, const SweepPlan& plan);

bool isSweepFolder(const std::filesystem::path& folder);

// Reads `folder`/sweep.json. Throws ConfigError naming the file when it is missing or not a plan.
SweepPlan readSweepPlan(const std::filesystem::path& folder);

// The run folder that stands for variant `i`: its completed run if it has one, else its newest.
// nullopt when the variant has not started.
std::optional<std::filesystem::path> sweepVariantRun(const std::filesystem::path& folder, const SweepPlan& plan, std::size_t i);
// The same for every variant at once, from one look at the folder (a comparison of many trials).
std::vector<std::optional<std::filesystem::path>> sweepVariantRuns(const std::filesystem::path& folder, const SweepPlan& plan);

} // namespace lathe::core
