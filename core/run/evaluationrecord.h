#pragma once
// evaluation.json, a run's split scored in detail, as a type: its one writer (the trainer, lathe-cli
// evaluate) and its one reader (the report, the window's Evaluation tab, lathe-cli) go through it.
//
//   {"split": "test" | "data", "checkpoint": {"name", "epoch", "reason" (a message)}, ["data": files],
//    "evaluated_at", "metrics": {...}, "classification" | "regression": scores (metrics/evaluation.h),
//    "misclassified" | "points"}

#include "config/json.h"
#include "metrics/evaluation.h"
#include "util/message.h"

#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace lathe::core {

struct EvaluationRecord {
    std::string split = "test";    // "test", or "data" for other files (lathe-cli evaluate --data)
    std::string checkpoint;        // the weights scored: "best" or "last"
    int epoch = 0;                 // the epoch they are from
    Message reason;                // why those weights
    std::vector<std::string> data; // the other files, for "data"
    std::string evaluatedAt;       // local time
    std::map<std::string, double> metrics;
    std::optional<ClassificationScores> classification;
    std::optional<RegressionScores> regression;
    // Classification: the samples most confidently misclassified, most confident first: {"index" (in
    // the split), "true", "predicted" (class indices), "confidence", and for images "image": {"width",
    // "height", "channels", "base64" (uint8, HWC)} or, streamed from a folder, "file"; for a table's
    // row read from CSV, "source": {"file", "line"} (1-based, the header line 1)}.
    Json misclassified = Json::array();
    // Regression: predicted against true values, every `every`-th sample: {"every", "true": [[per
    // target]], "predicted": [[per target]]}.
    Json points = Json::object();

    bool scored() const { return classification.has_value() || regression.has_value(); }

    Json toJson() const;
    // Nullopt when `j` is not an evaluation (not an object); a record without readable scores has
    // scored() false.
    static std::optional<EvaluationRecord> fromJson(const Json& j);
};

// `file` read, or nullopt when it is missing or not JSON.
std::optional<EvaluationRecord> readEvaluation(const std::filesystem::path& file);

} // namespace lathe::core
