#include "evaluator.h"

#include "runevaluation.h"
#include "batchparts.h"

#include "data/rowsources.h"
#include "util/base64.h"

#include "config/messagejson.h"

#include "metrics/meters.h"
#include "run/runfolder.h"
#include "metrics/metric.h"
#include "util/cudainfo.h"
#include "util/outofmemory.h"

#include <ATen/ATen.h>
#include <c10/util/Exception.h>

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <tuple>

namespace lathe::core {

Evaluator::Evaluator(ModelLoss& model, SplitLoaders& loaders, std::int64_t numClasses, LogFn log, Communicator* communicator)
    : m_model(model)
    , m_loaders(loaders)
    , m_numClasses(numClasses)
    , m_log(std::move(log))
    , m_communicator(communicator)
{
}

// What evaluateDetailed gathers besides the meters.
struct Evaluator::Details {
    std::int64_t classes = 0;
    at::Tensor confusion;                // [classes * classes] int64 on the device: true * classes + predicted
    std::vector<at::Tensor> scores;      // two classes: the probability of class 1, on the CPU
    std::vector<at::Tensor> confidence, predicted; // the predicted class's probability and index, on the CPU
    at::Tensor predictions, targets;     // regression, from the meter: [N, T] double on the CPU

    void reset(std::int64_t k, const c10::Device& device)
    {
        classes = k;
        confusion = at::zeros({k * k}, at::TensorOptions().dtype(at::kLong).device(device));
        scores.clear();
        confidence.clear();
        predicted.clear();
    }
};

void Evaluation::addPersistence(const std::vector<double>& persistenceMae)
{
    if (!regression || persistenceMae.size() != regression->targets.size())
        return;
    for (std::size_t i = 0; i < persistenceMae.size(); ++i)
        regression->targets[i].persistenceMae = persistenceMae[i];
}

EvaluationRecord Evaluation::record(EvaluationRecord r) const
{
    r.evaluatedAt = localTimestamp();
    r.metrics = metrics;
    r.classification = classification;
    r.regression = regression;
    r.misclassified = misclassified;
    r.points = points;
    return r;
}

Metrics Evaluator::evaluate(const TensorSplit& split, const std::string& prefix, int trainingBatch)
{
    return evaluateRetrying(split, prefix, trainingBatch, nullptr).metrics;
}

namespace {

// The samples predicted wrongly with the highest confidence, with a thumbnail of each image (or its
// file, for a streamed folder).
Json misclassifiedExamples(const TensorSplit& split, const at::Tensor& confidence, const at::Tensor& predicted)
{
    const at::Tensor truth = split.targets.to(at::kCPU);
    const at::Tensor wrong = predicted.ne(truth).nonzero().flatten();
    Json out = Json::array();
    if (wrong.numel() == 0)
        return out;
    const std::int64_t keep = std::min<std::int64_t>(Evaluation::kMisclassifiedKept, wrong.numel());
    const at::Tensor order = std::get<1>(confidence.index_select(0, wrong).topk(keep));
    for (std::int64_t k = 0; k < keep; ++k) {
        const std::int64_t i = wrong[order[k].item<std::int64_t>()].item<std::int64_t>();
        Json x = {{"index", i}, {"true", truth[i].item<std::int64_t>()}, {"predicted", predicted[i].item<std::int64_t>()},
                  {"confidence", confidence[i].item<double>()}};
        if (const auto source = split.source(i)) // a table's row: where to find it
            x["source"] = {{"file", source->first}, {"line", source->second}};
        if (split.files) {
            x["file"] = (*split.files)[static_cast<std::size_t>(i)].string();
        } else if (split.images()) {
            at::Tensor image = split.inputs[i].to(at::kCPU); // uint8 [C, H, W]
            const std::int64_t side = std::max(image.size(1), image.size(2));
            if (side > Evaluation::kThumbnailSide) {
                const double scale = static_cast<double>(Evaluation::kThumbnailSide) / static_cast<double>(side);
                const std::vector<std::int64_t> size{std::max<std::int64_t>(1, static_cast<std::int64_t>(image.size(1) * scale)),
                                                     std::max<std::int64_t>(1, static_cast<std::int64_t>(image.size(2) * scale))};
                image = at::adaptive_avg_pool2d(image.unsqueeze(0).to(at::kFloat), size).squeeze(0).round().clamp(0, 255).to(at::kByte);
            }
            const at::Tensor hwc = image.permute({1, 2, 0}).contiguous();
            x["image"] = {{"width", hwc.size(1)}, {"height", hwc.size(0)}, {"channels", hwc.size(2)},
                          {"base64", base64Encode(hwc.data_ptr<std::uint8_t>(), static_cast<std::size_t>(hwc.numel()))}};
        }
        out.push_back(std::move(x));
    }
    return out;
}

} // namespace

EvaluationStopped::EvaluationStopped()
    : MessageError(msg("scoring stopped: nothing written"))
{
}

Evaluation Evaluator::evaluateDetailed(const TensorSplit& split, const std::string& prefix, int trainingBatch,
                                       const std::vector<std::string>& names)
{
    if (m_communicator)
        throw std::logic_error("Evaluator::evaluateDetailed: not in a data-parallel job");
    Details details;
    Evaluation e = evaluateRetrying(split, prefix, trainingBatch, &details);
    if (split.size() == 0)
        return e;
    if (m_model.classification()) {
        const at::Tensor counts = details.confusion.cpu().contiguous();
        const std::int64_t k = details.classes;
        std::vector<std::vector<std::int64_t>> confusion(static_cast<std::size_t>(k), std::vector<std::int64_t>(static_cast<std::size_t>(k)));
        for (std::int64_t t = 0; t < k; ++t)
            for (std::int64_t p = 0; p < k; ++p)
                confusion[t][p] = counts.data_ptr<std::int64_t>()[t * k + p];
        ClassificationScores c = classificationScores(confusion, names);
        if (const auto it = e.metrics.find(metric::key(prefix, metric::Top5)); it != e.metrics.end())
            c.top5 = it->second;
        if (k == 2) {
            const at::Tensor scores = at::cat(details.scores).contiguous();
            const at::Tensor targets = split.targets.to(at::kCPU).contiguous();
            std::vector<double> s(scores.data_ptr<double>(), scores.data_ptr<double>() + scores.numel());
            std::vector<bool> positive(static_cast<std::size_t>(targets.numel()));
            for (std::int64_t i = 0; i < targets.numel(); ++i)
                positive[static_cast<std::size_t>(i)] = targets.data_ptr<std::int64_t>()[i] == 1;
            c.rocAuc = rocAuc(s, positive);
            if (!c.rocAuc)
                c.rocAucNote = std::any_of(s.begin(), s.end(), [](double v) { return std::isnan(v); })
                                   ? "the model's scores on the " + prefix + " split are not numbers (NaN)"
                                   : "only one of the two classes occurs in the " + prefix + " split";
        }
        e.classification = std::move(c);
        e.misclassified = misclassifiedExamples(split, at::cat(details.confidence), at::cat(details.predicted));
    } else {
        const at::Tensor p = details.predictions.contiguous(), t = details.targets.contiguous();
        e.regression = regressionScores(std::vector<double>(p.data_ptr<double>(), p.data_ptr<double>() + p.numel()),
                                        std::vector<double>(t.data_ptr<double>(), t.data_ptr<double>() + t.numel()),
                                        static_cast<std::size_t>(t.size(1)), names);
        const std::int64_t every = std::max<std::int64_t>(1, (p.size(0) + Evaluation::kPointsKept - 1) / Evaluation::kPointsKept);
        Json truth = Json::array(), predicted = Json::array();
        for (std::int64_t target = 0; target < p.size(1); ++target) {
            const at::Tensor pt = p.select(1, target).slice(0, 0, std::nullopt, every).contiguous();
            const at::Tensor tt = t.select(1, target).slice(0, 0, std::nullopt, every).contiguous();
            predicted.push_back(std::vector<double>(pt.data_ptr<double>(), pt.data_ptr<double>() + pt.numel()));
            truth.push_back(std::vector<double>(tt.data_ptr<double>(), tt.data_ptr<double>() + tt.numel()));
        }
        e.points = {{"every", every}, {"true", truth}, {"predicted", predicted}};
    }
    return e;
}

Evaluation Evaluator::evaluateRetrying(const TensorSplit& split, const std::string& prefix, int trainingBatch, Details* details)
{
    if (split.size() == 0)
        return {};
    std::int64_t batch = std::max(trainingBatch, 256);
    for (;;) {
        try {
            return evaluateWith(split, prefix, batch, details);
        } catch (const std::exception& e) {
            if (!isOutOfMemoryError(e) || batch <= 1 || m_communicator) // ranks cannot retry alone
                throw;
            emptyCudaCache();
            // The training batch first; below it, halves: a CUDA graph's memory pool stays reserved
            // beside the evaluation, which may then not fit at the training batch either.
            const std::int64_t smaller = batch > trainingBatch ? trainingBatch : batch / 2;
            m_log(smaller == trainingBatch
                      ? msg("out of memory evaluating %1 with batch %2; evaluating with the training batch %3", prefix, batch, trainingBatch)
                      : msg("out of memory evaluating %1 with batch %2; evaluating with batch %3", prefix, batch, smaller));
            batch = smaller;
        }
    }
}

Evaluation Evaluator::evaluateWith(const TensorSplit& split, const std::string& prefix, std::int64_t batch, Details* details)
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
    if (details)
        details->reset(classification ? m_numClasses : 0, m_model.device());
    BatchLoader& loader = m_loaders.of(split);
    const std::int64_t n = split.size();
    const int rank = m_communicator ? m_communicator->rank() : 0, ranks = m_communicator ? m_communicator->size() : 1;
    const std::int64_t begin = n * rank / ranks, end = n * (rank + 1) / ranks; // this rank's share, in order
    loader.start(at::arange(begin, end, at::kLong), batch);
    while (std::optional<Batch> b = loader.next()) {
        if (m_stopRequested && m_stopRequested())
            throw EvaluationStopped();
        const at::Tensor out = forwardInParts(m_model, m_model.inputs(b->inputs), m_parts).to(at::kFloat);
        const at::Tensor& y = b->targets;
        loss.add(m_model.loss(out, y), b->size());
        if (classification) {
            accuracy.add(correctPredictions(out, y), b->size());
            if (top5)
                top5Rate.add(topKHits(out, y, 5), b->size());
            if (details) {
                const std::int64_t k = m_numClasses;
                details->confusion.add_(at::bincount(y.to(at::kLong) * k + out.argmax(1), {}, k * k));
                const at::Tensor probabilities = at::softmax(out, 1);
                if (k == 2)
                    details->scores.push_back(probabilities.select(1, 1).to(at::kCPU, at::kDouble));
                const auto [confidence, predicted] = probabilities.max(1);
                details->confidence.push_back(confidence.to(at::kCPU));
                details->predicted.push_back(predicted.to(at::kCPU));
            }
        } else {
            errors.add(out, y);
        }
    }
    Evaluation e;
    Metrics& m = e.metrics;
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
            const RegressionMeter::Errors r = RegressionMeter::fromSums({sums.begin() + 4, sums.end()});
            m[metric::key(prefix, metric::Mae)] = r.mae;
            m[metric::key(prefix, metric::Rmse)] = r.rmse;
            m[metric::key(prefix, metric::R2)] = r.r2;
        }
        return e;
    }
    m[metric::key(prefix, metric::Loss)] = loss.value();
    if (classification) {
        m[metric::key(prefix, metric::Accuracy)] = accuracy.value();
        if (top5)
            m[metric::key(prefix, metric::Top5)] = top5Rate.value();
    } else {
        const RegressionMeter::Errors r = errors.value();
        m[metric::key(prefix, metric::Mae)] = r.mae;
        m[metric::key(prefix, metric::Rmse)] = r.rmse;
        m[metric::key(prefix, metric::R2)] = r.r2;
        if (details)
            std::tie(details->predictions, details->targets) = errors.all();
    }
    return e;
}

} // namespace lathe::core
