#pragma once
// data.json, what a run's data held, as a type: written by the data layer (DataSplits::record), read
// by the report's Data section, the window's Data tab and lathe-cli.
//
//   {"samples": {"train", "val", "test"}, "input_shape", "task", "classes" | "targets", "features",
//    "train_class_counts", "val_class_counts", "test_class_counts", "streamed_from_disk",
//    "missing": {"policy", "markers", "cells", "filled", "steps_filled", "rows_dropped",
//                "windows_dropped", "max_gap", "columns": {name: cells}, "fill_values": {name: value}},
//    "time": {"from", "to", "rows", "step_seconds", "gaps", "missing_steps", "duplicates",
//             "reordered_series", "first_gap", "first_duplicate"},
//    "unseen_categories": [{"column", "split", "cells", "first", "at"}],
//    "image_normalisation" | "feature_normalisation" (for people: model.pt carries what predictions use),
//    "target_statistics": {"mean", "std"}}

#include "config/json.h"
#include "util/message.h"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace lathe::core {

struct DataRecord {
    std::int64_t trainSamples = 0, valSamples = 0, testSamples = 0;
    std::vector<std::int64_t> inputShape;
    bool classification = true;
    std::vector<std::string> classes;  // classification
    std::vector<std::string> targets;  // regression
    std::vector<std::string> features; // tables and series
    // Per class, in the order of `classes`; empty for a split without samples.
    std::vector<std::int64_t> trainClassCounts, valClassCounts, testClassCounts;
    bool streamedFromDisk = false; // loader.stream
    // Image folders: a digest of the training folder's images (their paths below it, and classes), which
    // with the seed decide the splits: a file renamed since moves images between them unseen by the counts.
    std::string imagesDigest;

    // data.missing: what was missing and what was done about it.
    struct Missing {
        std::string policy; // "error", "drop_rows", "mean", ..., "ffill", "interpolate", "drop_windows"
        std::vector<std::string> markers;
        std::int64_t cells = 0, filled = 0, stepsFilled = 0;
        std::optional<std::int64_t> rowsDropped, windowsDropped, maxGap;
        std::vector<std::pair<std::string, std::int64_t>> columns; // column, missing cells
        std::vector<std::pair<std::string, Json>> fillValues;       // column, the number or category it was filled with
        bool operator==(const Missing&) const = default;
    };
    std::optional<Missing> missing;

    // Time series: the time the data covers and its gaps.
    struct Time {
        std::string from, to;
        std::int64_t rows = 0;
        std::int64_t stepSeconds = 0; // 0: irregular
        std::int64_t gaps = 0, missingSteps = 0, duplicates = 0;
        std::int64_t reorderedSeries = 0; // series whose rows were sorted by time
        std::int64_t gapsLongerThanMaxGap = 0; // with ffill or interpolate: gaps left unfilled, longer than data.max_gap
        std::string firstGap, firstDuplicate; // "file:line" of the first of each
        bool operator==(const Time&) const = default;
    };
    std::optional<Time> time;

    // Categories that the training data does not hold, met in validation or test files of their own
    // (or another series): the model took each as an unknown category.
    struct UnseenCategory {
        std::string column;
        std::string split; // "val" or "test"; empty where no run's split was read (predict)
        std::int64_t cells = 0;
        std::string first, at; // the first such value, and where it was ("file:line")
        bool operator==(const UnseenCategory&) const = default;
    };
    std::vector<UnseenCategory> unseenCategories;
    static Json unseenToJson(const std::vector<UnseenCategory>& u);
    static std::vector<UnseenCategory> unseenFromJson(const Json& j); // malformed entries left out

    Json inputScaling = Json::object(); // image_normalisation / feature_normalisation, as the model applies them
    std::vector<double> targetMean, targetStd; // regression targets' standardisation

    // Time-series regression (data.forecast): what the model forecasts and the figure it must beat.
    struct Forecast {
        std::string mode;                      // "level" or "change"
        std::vector<double> changeMean, changeStd; // "change": the targets' change from the window's last value, over training
        // Per target: persistence's validation and test MAE (empty when the target is no feature, or the split is empty).
        std::vector<double> persistenceValMae, persistenceTestMae;
        bool operator==(const Forecast&) const = default;
    };
    std::optional<Forecast> forecast;

    bool empty() const { return trainSamples == 0 && valSamples == 0 && testSamples == 0; }
    bool operator==(const DataRecord&) const = default;
    Json toJson() const;
    static DataRecord fromJson(const Json& j); // what is missing or malformed keeps its default

    // Where data must be what the run was trained on (a resume, scoring the run): why the classes read
    // now are not the recorded ones, in the same order — a label would be taken for another class —
    // or an empty message when they are (or none were recorded).
    Message classesDiffer(const std::vector<std::string>& now) const;
    // The same for the model's inputs: why the data read now (`now`) does not give the shape and
    // features (names, in order: a category's one-hot columns among them) the run's model takes, or an
    // empty message (also when none were recorded).
    Message inputsDiffer(const DataRecord& now) const;
    // Why the data read now is not prepared as when the run was trained: the scaling of its features
    // (recomputed from the training files) or its splits' sample counts (the test split's only with
    // `testSplit`: scoring other data gives a test split of its own). Empty when they agree.
    Message preparationDiffers(const DataRecord& now, bool testSplit) const;
};

} // namespace lathe::core
