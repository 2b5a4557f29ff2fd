#include "evaluator.h"

#include "metrics/meters.h"
#include "metrics/metric.h"
#include "util/cudainfo.h"
#include "util/outofmemory.h"

#include <ATen/ATen.h>
#include <c10/util/Exception.h>

#include <algorithm>

namespace lathe::core {

Evaluator::Evaluator(ModelLoss& model, SplitLoaders& loaders, std::int64_t numClasses, LogFn log, Communicator* communicator)
    : m_model(model)
    , m_loaders(loaders)
    , m_numClasses(numClasses)
    , m_log(std::move(log))
    , m_communicator(communicator)
{
}

Metrics Evaluator::evaluate(const TensorSplit& split, const std::string& prefix, int trainingBatch)
{
    if (split.size() == 0)
        return {};
    std::int64_t batch = std::max(trainingBatch, 256);
    for (;;) {
        try {
            return evaluateWith(split, prefix, batch);
        } catch (const c10::Error& e) {
            if (!isOutOfMemoryError(e) || batch <= trainingBatch || m_communicator) // ranks cannot retry alone
                throw;
            emptyCudaCache();
            m_log("out of memory evaluating " + prefix + " with batch " + std::to_string(batch) + "; evaluating with the training batch "
                  + std::to_string(trainingBatch));
            batch = trainingBatch;
        }
    }
}

Metrics Evaluator::evaluateWith(const TensorSplit& split, const std::string& prefix, std::int64_t batch)
{
    at::NoGradGuard noGrad;
    m_model.model().train(false);
    const bool classification = m_model.classification();
    const bool top5 = classification && m_numClasses > 5;
    AverageValueMeter loss;
    HitRateMeter accuracy, top5Rate;
    RegressionMeter errors;
    loss.reset(m_model.device());
    accuracy.reset(m_model.device());
    top5Rate.reset(m_model.device());
    BatchLoader& loader = m_loaders.of(split);
    const std::int64_t n = split.size();
    const int rank = m_communicator ? m_communicator->rank() : 0, ranks = m_communicator ? m_communicator->size() : 1;
    const std::int64_t begin = n * rank / ranks, end = n * (rank + 1) / ranks; // this rank's share, in order
    loader.start(at::arange(begin, end, at::kLong), batch);
    while (std::optional<Batch> b = loader.next()) {
        const at::Tensor out = m_model.forward(m_model.inputs(b->inputs)).to(at::kFloat);
        const at::Tensor& y = b->targets;
        loss.add(m_model.loss(out, y), b->size());
        if (classification) {
            accuracy.add(correctPredictions(out, y), b->size());
            if (top5)
                top5Rate.add(topKHits(out, y, 5), b->size());
        } else {
            errors.add(out, y);
        }
    }
    Metrics m;
    if (m_communicator) {
        const std::int64_t columns = split.targets.dim() > 1 ? split.targets.size(1) : 1;
        std::vector<double> sums{loss.sum(), static_cast<double>(loss.count()), static_cast<double>(accuracy.hits()),
                                 static_cast<double>(top5 ? top5Rate.hits() : 0)};
        if (!classification) {
            const auto r = errors.sums(columns);
            sums.insert(sums.end(), r.begin(), r.end());
        }
        sums = m_communicator->sum(sums);
        const double count = std::max(1.0, sums[1]);
        m[metric::key(prefix, metric::Loss)] = sums[0] / count;
        if (classification) {
            m[metric::key(prefix, metric::Accuracy)] = sums[2] / count;
            if (top5)
                m[metric::key(prefix, metric::Top5)] = sums[3] / count;
        } else {
            const RegressionMeter::Errors e = RegressionMeter::fromSums({sums.begin() + 4, sums.end()});
            m[metric::key(prefix, metric::Mae)] = e.mae;
            m[metric::key(prefix, metric::Rmse)] = e.rmse;
            m[metric::key(prefix, metric::R2)] = e.r2;
        }
        return m;
    }
    m[metric::key(prefix, metric::Loss)] = loss.value();
    if (classification) {
        m[metric::key(prefix, metric::Accuracy)] = accuracy.value();
        if (top5)
            m[metric::key(prefix, metric::Top5)] = top5Rate.value();
    } else {
        const RegressionMeter::Errors e = errors.value();
        m[metric::key(prefix, metric::Mae)] = e.mae;
        m[metric::key(prefix, metric::Rmse)] = e.rmse;
        m[metric::key(prefix, metric::R2)] = e.r2;
    }
    return m;
}

} // namespace lathe::core
