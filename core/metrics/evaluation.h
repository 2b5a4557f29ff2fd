#pragma once
// The detailed scores of a model on a split (evaluation.json): for classification the confusion
// matrix and what follows from it (per-class precision, recall, F1 and support; macro and weighted
// averages; balanced accuracy) and ROC-AUC for two classes; for regression MAE, RMSE and R² per
// target with residual statistics. Computed from counts and values, with no LibTorch and no Qt, so
// every figure can be checked against a hand computation (tests/tst_metrics.cpp).
//
// Conventions (those of scikit-learn's classification_report with zero_division=0):
// - precision of a class that was never predicted, recall of a class that never occurs: 0;
// - macro averages and balanced accuracy take the classes that occur in the targets or in the
//   predictions (balanced accuracy: in the targets); a class absent from both has no say;
// - weighted averages weigh each class by its support.

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace lathe::core {

struct ClassScores {
    std::string name;
    double precision = 0.0, recall = 0.0, f1 = 0.0;
    std::int64_t support = 0;   // samples of this class in the targets
    std::int64_t predicted = 0; // samples predicted as this class
};

struct AveragedScores {
    double precision = 0.0, recall = 0.0, f1 = 0.0;
};

struct ClassificationScores {
    std::int64_t samples = 0;
    double accuracy = 0.0;
    double balancedAccuracy = 0.0;
    std::optional<double> top5;   // more than five classes
    std::optional<double> rocAuc; // two classes, both present in the targets
    std::string rocAucNote;       // why there is no ROC-AUC for two classes
    AveragedScores macro, weighted;
    std::vector<ClassScores> classes;
    // confusion[t][p]: samples of true class t predicted as p.
    std::vector<std::vector<std::int64_t>> confusion;

    // The most confused pairs (true != predicted), largest first, at most `n`.
    struct Confusion {
        std::size_t trueClass = 0, predictedClass = 0;
        std::int64_t count = 0;
    };
    std::vector<Confusion> mostConfused(std::size_t n) const;
};

// From the confusion matrix (square, classes x classes) and the class names (padded with indices
// when fewer). Throws std::invalid_argument for a matrix that is not square.
ClassificationScores classificationScores(const std::vector<std::vector<std::int64_t>>& confusion,
                                          const std::vector<std::string>& classNames);

// The area under the ROC curve of `scores` (higher: more likely positive) for binary `positive`
// labels, with tied scores counted half (the Mann-Whitney U statistic). nullopt when one of the
// two classes is absent or a score is NaN. Sizes must match (std::invalid_argument otherwise).
std::optional<double> rocAuc(const std::vector<double>& scores, const std::vector<bool>& positive);

struct ResidualStatistics {
    double mean = 0.0, std = 0.0, min = 0.0, max = 0.0; // of prediction - target
    double absMedian = 0.0, absP90 = 0.0, absP99 = 0.0; // of |prediction - target|
};

struct TargetScores {
    std::string name;
    double mae = 0.0, rmse = 0.0;
    double r2 = 0.0; // 0 when the target is constant (R² undefined)
    ResidualStatistics residuals;
    // A forecast: persistence's MAE on the same windows ("the next value is the last one"), the
    // figure a forecaster must beat; unset when the target is not among the features.
    std::optional<double> persistenceMae;
};

struct RegressionScores {
    std::int64_t samples = 0;
    double mae = 0.0, rmse = 0.0, r2 = 0.0; // all targets together, as the run's metrics
    std::vector<TargetScores> targets;
};

// `predictions` and `targets` are row-major [samples, columns]; `names` names the columns (padded
// with "target <i>"). Throws std::invalid_argument when the sizes do not agree.
RegressionScores regressionScores(const std::vector<double>& predictions, const std::vector<double>& targets, std::size_t columns,
                                  const std::vector<std::string>& names);

// evaluation.json's "classification" / "regression" objects; and back, for the report and the GUI
// (nullopt for JSON that is not one).
nlohmann::ordered_json toJson(const ClassificationScores& s);
nlohmann::ordered_json toJson(const RegressionScores& s);
std::optional<ClassificationScores> classificationScoresFromJson(const nlohmann::ordered_json& j);
std::optional<RegressionScores> regressionScoresFromJson(const nlohmann::ordered_json& j);

} // namespace lathe::core
