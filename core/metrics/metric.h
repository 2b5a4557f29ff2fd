#pragma once
// The metrics a run reports, named once: their keys ("val_accuracy" is split "val" + measure
// "accuracy"), which task produces them and which way each improves. The trainer (best checkpoint,
// early stopping), the config checks, the run folder, the report and the GUI all ask here.
// No LibTorch, no Qt: every layer may include it.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace lathe::core::metric {

// Splits a metric is computed on.
inline constexpr std::string_view Train = "train";
inline constexpr std::string_view Val = "val";
inline constexpr std::string_view Test = "test";

// Measures.
inline constexpr std::string_view Loss = "loss";
inline constexpr std::string_view Accuracy = "accuracy"; // classification
inline constexpr std::string_view Top5 = "top5";         // classification with more than 5 classes
inline constexpr std::string_view Mae = "mae";           // regression
inline constexpr std::string_view Rmse = "rmse";         // regression
inline constexpr std::string_view R2 = "r2";             // regression

enum class Direction { LowerIsBetter, HigherIsBetter };
enum class Task { Any, Classification, Regression };

struct Measure {
    std::string_view name; // "accuracy"
    Direction direction;
    Task task;
};

// "val" + "accuracy" -> "val_accuracy".
std::string key(std::string_view split, std::string_view measure);

// The measure of a key ("val_r2" -> r2), or nullopt for a key that is not a metric ("lr").
std::optional<Measure> measureOf(std::string_view key);

// Whether larger values of `key` are better (accuracy, top-5, R²); loss and errors improve downwards.
bool higherIsBetter(std::string_view key);

// The task that produces `key`; Task::Any for the loss and for keys that are not metrics.
Task taskOf(std::string_view key);

// Whether `value` beats `best` by more than `minDelta` in `key`'s direction; a NaN `best` (nothing
// recorded yet) is always beaten.
bool improves(std::string_view key, double value, double best, double minDelta = 0.0);

// The validation metrics a run can watch (output.checkpoint.metric, training.early_stopping.metric),
// in the order the config reference lists them.
const std::vector<std::string>& watchableKeys();

} // namespace lathe::core::metric
