#pragma once
// Scores the model on a split without training it: the loss and, for classification, accuracy
// (and top-5 with more than five classes), for regression MAE, RMSE and R², through the meters; and,
// for evaluation.json, the detailed scores of metrics/evaluation.h.

#include "config/json.h"
#include "data/loader.h"
#include "dist/communicator.h"
#include "metrics/evaluation.h"
#include "modelloss.h"
#include "run/evaluationrecord.h"

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace lathe::core {

using Metrics = std::map<std::string, double>;
class BatchParts;

// A split scored in detail: the metrics the run records, and the classification or regression scores.
struct Evaluation {
    Metrics metrics;
    std::optional<ClassificationScores> classification;
    std::optional<RegressionScores> regression;
    // Classification: the samples most confidently misclassified, most confident first (at most
    // kMisclassifiedKept): {"index" (in the split), "true", "predicted" (class indices), "confidence"
    // (the predicted class's probability), and for images "image": {"width", "height", "channels",
    // "base64" (uint8, HWC, at most kThumbnailSide on a side)} or, streamed from a folder, "file"}.
    Json misclassified = Json::array();
    // Regression: predicted against true values, every `every`-th sample (at most kPointsKept):
    // {"every", "true": [[per target]], "predicted": [[per target]]}.
    Json points = Json::object();

    static constexpr std::int64_t kMisclassifiedKept = 24;
    static constexpr std::int64_t kThumbnailSide = 64;
    static constexpr std::int64_t kPointsKept = 2000;

    // evaluation.json's record (run/evaluationrecord.h): `source` says what was scored (split,
    // checkpoint, epoch, reason, data); the scores and the time are filled in here.
    EvaluationRecord record(EvaluationRecord source) const;
    // A forecast's regression scores gain persistence's MAE per target on the same windows
    // (DataSplits::persistenceTestMae); nothing changes when the sizes do not match (no forecast).
    void addPersistence(const std::vector<double>& persistenceMae);
};

class Evaluator {
public:
    using LogFn = std::function<void(const Message& warning)>;

    // With a `communicator` (data parallel), each rank scores its share of the split and the sums are
    // added over the ranks: every rank gets the metrics of the whole split.
    Evaluator(ModelLoss& model, SplitLoaders& loaders, std::int64_t numClasses, LogFn log, Communicator* communicator = nullptr);

    // Metrics of `split` named "<prefix>_loss", "<prefix>_accuracy"...; empty for an empty split.
    // Batches of at least 256 for speed; when that runs out of GPU memory (a training batch found at
    // the limit), the training batch `trainingBatch`, which fits: evaluation keeps no activations.
    Metrics evaluate(const TensorSplit& split, const std::string& prefix, int trainingBatch);

    // As evaluate(), with the confusion matrix, per-class and ROC-AUC (classification; classes named
    // by `names`) or the per-target errors and residuals (regression; targets named by `names`).
    // One process only: with a communicator it throws std::logic_error (the ranks' shares would have
    // to be gathered; lathe-cli evaluate scores the whole split in one process instead).
    Evaluation evaluateDetailed(const TensorSplit& split, const std::string& prefix, int trainingBatch,
                                const std::vector<std::string>& names);
    // The training's CPU threads as parts of a batch (batchparts.h): evaluation batches are cut the
    // same way, so that scoring runs on the threads training chose.
    void setBatchParts(BatchParts* parts) { m_parts = parts; }
    // Asked between batches (the window's stop of a scoring): true ends the evaluation with
    // EvaluationStopped (runevaluation.h).
    void setStopRequested(std::function<bool()> stop) { m_stopRequested = std::move(stop); }

private:
    struct Details;
    Evaluation evaluateWith(const TensorSplit& split, const std::string& prefix, std::int64_t batch, Details* details);
    Evaluation evaluateRetrying(const TensorSplit& split, const std::string& prefix, int trainingBatch, Details* details);

    std::function<bool()> m_stopRequested;
    ModelLoss& m_model;
    SplitLoaders& m_loaders;
    std::int64_t m_numClasses;
    LogFn m_log;
    Communicator* m_communicator;
    BatchParts* m_parts = nullptr;
};

} // namespace lathe::core
