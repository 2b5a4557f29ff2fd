#pragma once
// How a sweep chooses and treats its variants (lathe-cli sweep --search): the full grid (every
// combination, each trained to its end), a random search (--trials settings drawn from --range
// distributions, each trained to its end), or ASHA (the same draws, trained rung by rung and pruned by
// the run's chosen metric, tune/asha.h). Stored in sweep.json with the plan, so a resumed search draws
// nothing again and prunes as it would have.

#include "config/json.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace lathe::core {

struct SweepVariant;

struct SweepSearch {
    enum class Kind { Grid, Random, Asha };
    Kind kind = Kind::Grid;
    int trials = 0;          // Random, Asha: how many settings are drawn
    std::uint64_t seed = 0;  // the draws' seed
    int eta = 3;             // Asha: a third of a rung's trials go on
    int minEpochs = 1;       // Asha: the first rung
    std::vector<std::string> ranges; // as given: "training.lr=1e-4:1e-1:log", "model.hidden=64,128,256"

    Json toJson() const;
    // Throws ConfigError naming the field.
    static SweepSearch fromJson(const Json& j);
};

const char* sweepSearchName(SweepSearch::Kind kind); // "grid", "random", "asha"
// Throws ConfigError listing the three.
SweepSearch::Kind parseSweepSearchKind(const std::string& name);

// One --range: a key and where its values come from.
struct SweepRange {
    enum class Kind { Uniform, LogUniform, Integer, LogInteger, Choice };
    std::string key;
    Kind kind = Kind::Choice;
    double low = 0, high = 0;          // Uniform … LogInteger: both ends included
    std::vector<std::string> choices;  // Choice: as written
};

// "key=low:high[:log|:int|:logint]" or "key=v1,v2,…". Throws ConfigError saying what is wrong
// (the form, a bound that is not a number, low ≥ high, a log range that is not above zero).
SweepRange parseSweepRange(const std::string& item);

// `trials` variants, each with a value from every range, drawn with a generator seeded by `seed`
// (the same on every machine: no std::*_distribution). Labels "t3 lr=0.00123, hidden=128"; numbers
// written with 3 significant digits. Throws ConfigError for no ranges, a key given twice, or
// trials < 1.
std::vector<SweepVariant> sampleSweepVariants(const std::vector<std::string>& ranges, int trials, std::uint64_t seed);

// ASHA compares its trials at the same epochs by one metric: drawn settings that give trials other
// training.epochs or output.checkpoint.metric are refused (ConfigError), as the sweep refuses them
// once each trial's config is built (checkAshaTrials), for the sweep dialog to say before Start.
void checkAshaSettings(const std::vector<SweepVariant>& variants);

} // namespace lathe::core
