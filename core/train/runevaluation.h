#pragma once
// lathe-cli evaluate: a finished (or stopped) run's checkpoint scored on its test split, or on other
// data of the same kind, in detail (evaluation.json). The data are read with the run's own config,
// so the training split supplies the same normalisation and category codes the model was trained
// with, and other data replace only the test files.

#include "config/config.h"
#include "config/json.h"
#include "data/datalog.h"

#include <filesystem>
#include <functional>
#include <string>
#include <vector>
#include "util/errors.h"
#include "util/message.h"

namespace lathe::core {

// Thrown when an evaluation's stopRequested turned true (the Evaluator asks between batches): nothing
// was written.
class EvaluationStopped : public MessageError {
public:
    EvaluationStopped();
};

struct RunEvaluationRequest {
    std::filesystem::path runDir;
    // "best" or "last" ("best" falls back to "last" when the run kept none); empty: the run's own
    // output.test_checkpoint, the weights its test split was scored with and its model.pt holds.
    std::string checkpoint;
    std::vector<std::string> data;   // other data (already set as the config's data.test_path), for the record
    std::filesystem::path output;    // the JSON file to write
    std::function<bool()> stopRequested; // asked while reading the data and between batches: true stops, writing nothing
};

// Scores the checkpoint on `config`'s test split, writes `request.output` and returns what it wrote.
// Throws ConfigError (no test split, an unknown checkpoint), DataError (data that do not match the run)
// or std::runtime_error (a missing or damaged checkpoint), each naming the file or the setting, or
// EvaluationStopped (evaluator.h) when `stopRequested` said so, also while the data are read.
Json evaluateRun(const Config& config, const RunEvaluationRequest& request, const DataLog& log);

// Where an evaluation is written in `runDir`: evaluation.json for the run's test split (no `data`),
// else evaluation-<each input's name, joined by +>.json (up to three, then "+N-more").
std::filesystem::path evaluationFile(const std::filesystem::path& runDir, const std::vector<std::string>& data);

// The run's own config (runDir/config.json) with `data` (absolute paths) as its test files and
// `labels` as their labels file (IDX; empty otherwise): what `lathe-cli evaluate --data` scores.
// Throws ConfigError naming the file and field when the run folder has no readable config or the
// data do not suit it.
Config configForOtherData(const std::filesystem::path& runDir, const std::vector<std::string>& data, const std::string& labels);

} // namespace lathe::core
