#pragma once
// Scores the model on a split without training it: the loss and, for classification, accuracy
// (and top-5 with more than five classes), for regression MAE, RMSE and R², through the meters.

#include "data/loader.h"
#include "dist/communicator.h"
#include "modelloss.h"

#include <functional>
#include <map>
#include <string>

namespace lathe::core {

using Metrics = std::map<std::string, double>;

class Evaluator {
public:
    using LogFn = std::function<void(const std::string& warning)>;

    // With a `communicator` (data parallel), each rank scores its share of the split and the sums are
    // added over the ranks: every rank gets the metrics of the whole split.
    Evaluator(ModelLoss& model, SplitLoaders& loaders, std::int64_t numClasses, LogFn log, Communicator* communicator = nullptr);

    // Metrics of `split` named "<prefix>_loss", "<prefix>_accuracy"...; empty for an empty split.
    // Batches of at least 256 for speed; when that runs out of GPU memory (a training batch found at
    // the limit), the training batch `trainingBatch`, which fits: evaluation keeps no activations.
    Metrics evaluate(const TensorSplit& split, const std::string& prefix, int trainingBatch);

private:
    Metrics evaluateWith(const TensorSplit& split, const std::string& prefix, std::int64_t batch);

    ModelLoss& m_model;
    SplitLoaders& m_loaders;
    std::int64_t m_numClasses;
    LogFn m_log;
    Communicator* m_communicator;
};

} // namespace lathe::core
