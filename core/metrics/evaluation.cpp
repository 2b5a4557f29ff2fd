#include "evaluation.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <stdexcept>

namespace lathe::core {

namespace {

double ratio(double a, double b)
{
    return b > 0 ? a / b : 0.0;
}

double f1Of(double precision, double recall)
{
    return precision + recall > 0 ? 2.0 * precision * recall / (precision + recall) : 0.0;
}

// The q-quantile (0..1) of sorted values, linearly interpolated as numpy's default.
double quantile(const std::vector<double>& sorted, double q)
{
    if (sorted.empty())
        return 0.0;
    const double at = q * static_cast<double>(sorted.size() - 1);
    const auto lo = static_cast<std::size_t>(std::floor(at));
    const std::size_t hi = std::min(lo + 1, sorted.size() - 1);
    return sorted[lo] + (sorted[hi] - sorted[lo]) * (at - static_cast<double>(lo));
}

} // namespace

ClassificationScores classificationScores(const std::vector<std::vector<std::int64_t>>& confusion,
                                          const std::vector<std::string>& classNames)
{
    const std::size_t k = confusion.size();
    for (const auto& row : confusion) {
        if (row.size() != k)
            throw std::invalid_argument("the confusion matrix is not square");
    }
    ClassificationScores s;
    s.confusion = confusion;
    std::vector<std::int64_t> predicted(k, 0);
    std::int64_t correct = 0;
    for (std::size_t t = 0; t < k; ++t) {
        for (std::size_t p = 0; p < k; ++p) {
            predicted[p] += confusion[t][p];
            s.samples += confusion[t][p];
        }
        correct += confusion[t][t];
    }
    s.accuracy = ratio(static_cast<double>(correct), static_cast<double>(s.samples));
    int counted = 0, present = 0;
    for (std::size_t c = 0; c < k; ++c) {
        ClassScores cs;
        cs.name = c < classNames.size() ? classNames[c] : std::to_string(c);
        cs.support = std::accumulate(confusion[c].begin(), confusion[c].end(), std::int64_t{0});
        cs.predicted = predicted[c];
        const auto hits = static_cast<double>(confusion[c][c]);
        cs.precision = ratio(hits, static_cast<double>(cs.predicted));
        cs.recall = ratio(hits, static_cast<double>(cs.support));
        cs.f1 = f1Of(cs.precision, cs.recall);
        if (cs.support > 0 || cs.predicted > 0) {
            ++counted;
            s.macro.precision += cs.precision;
            s.macro.recall += cs.recall;
            s.macro.f1 += cs.f1;
        }
        if (cs.support > 0) {
            ++present;
            s.balancedAccuracy += cs.recall;
        }
        const double w = ratio(static_cast<double>(cs.support), static_cast<double>(s.samples));
        s.weighted.precision += w * cs.precision;
        s.weighted.recall += w * cs.recall;
        s.weighted.f1 += w * cs.f1;
        s.classes.push_back(std::move(cs));
    }
    if (counted > 0) {
        s.macro.precision /= counted;
        s.macro.recall /= counted;
        s.macro.f1 /= counted;
    }
    s.balancedAccuracy = ratio(s.balancedAccuracy, present);
    return s;
}

std::vector<ClassificationScores::Confusion> ClassificationScores::mostConfused(std::size_t n) const
{
    std::vector<Confusion> all;
    for (std::size_t t = 0; t < confusion.size(); ++t) {
        for (std::size_t p = 0; p < confusion.size(); ++p) {
            if (t != p && confusion[t][p] > 0)
                all.push_back({t, p, confusion[t][p]});
        }
    }
    std::stable_sort(all.begin(), all.end(), [](const Confusion& a, const Confusion& b) { return a.count > b.count; });
    if (all.size() > n)
        all.resize(n);
    return all;
}

std::optional<double> rocAuc(const std::vector<double>& scores, const std::vector<bool>& positive)
{
    if (scores.size() != positive.size())
        throw std::invalid_argument("rocAuc: " + std::to_string(scores.size()) + " scores for " + std::to_string(positive.size())
                                    + " labels");
    // A NaN score (a model whose outputs are not numbers) has no rank: sorting it breaks the order's
    // rules, and the ties below would never end.
    if (std::any_of(scores.begin(), scores.end(), [](double v) { return std::isnan(v); }))
        return std::nullopt;
    std::vector<std::size_t> order(scores.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return scores[a] < scores[b]; });
    // Rank sum of the positives, ties given their average rank.
    double rankSum = 0.0;
    std::size_t positives = 0;
    for (std::size_t i = 0; i < order.size();) {
        std::size_t j = i;
        while (j < order.size() && scores[order[j]] == scores[order[i]])
            ++j;
        const double averageRank = (static_cast<double>(i + 1) + static_cast<double>(j)) / 2.0;
        for (std::size_t m = i; m < j; ++m) {
            if (positive[order[m]]) {
                rankSum += averageRank;
                ++positives;
            }
        }
        i = j;
    }
    const std::size_t negatives = scores.size() - positives;
    if (positives == 0 || negatives == 0)
        return std::nullopt;
    const auto p = static_cast<double>(positives), n = static_cast<double>(negatives);
    return (rankSum - p * (p + 1.0) / 2.0) / (p * n);
}

RegressionScores regressionScores(const std::vector<double>& predictions, const std::vector<double>& targets, std::size_t columns,
                                  const std::vector<std::string>& names)
{
    if (columns == 0 || predictions.size() != targets.size() || targets.size() % columns != 0)
        throw std::invalid_argument("regressionScores: " + std::to_string(predictions.size()) + " predictions for "
                                    + std::to_string(targets.size()) + " targets in " + std::to_string(columns) + " column(s)");
    RegressionScores s;
    const std::size_t rows = targets.size() / columns;
    s.samples = static_cast<std::int64_t>(rows);
    if (rows == 0)
        return s;
    double absSum = 0.0, sqSum = 0.0, totalSq = 0.0;
    for (std::size_t c = 0; c < columns; ++c) {
        TargetScores t;
        t.name = c < names.size() ? names[c] : "target " + std::to_string(c);
        double mean = 0.0;
        for (std::size_t r = 0; r < rows; ++r)
            mean += targets[r * columns + c];
        mean /= static_cast<double>(rows);
        std::vector<double> residuals(rows), absolute(rows);
        double tAbs = 0.0, tSq = 0.0, tTotal = 0.0;
        for (std::size_t r = 0; r < rows; ++r) {
            const double y = targets[r * columns + c], e = predictions[r * columns + c] - y;
            residuals[r] = e;
            absolute[r] = std::abs(e);
            tAbs += std::abs(e);
            tSq += e * e;
            tTotal += (y - mean) * (y - mean);
        }
        const auto n = static_cast<double>(rows);
        t.mae = tAbs / n;
        t.rmse = std::sqrt(tSq / n);
        t.r2 = tTotal > 0 ? 1.0 - tSq / tTotal : 0.0;
        ResidualStatistics& st = t.residuals;
        st.mean = std::accumulate(residuals.begin(), residuals.end(), 0.0) / n;
        double var = 0.0;
        for (double e : residuals)
            var += (e - st.mean) * (e - st.mean);
        st.std = std::sqrt(var / n);
        const auto [lo, hi] = std::minmax_element(residuals.begin(), residuals.end());
        st.min = *lo;
        st.max = *hi;
        std::sort(absolute.begin(), absolute.end());
        st.absMedian = quantile(absolute, 0.5);
        st.absP90 = quantile(absolute, 0.9);
        st.absP99 = quantile(absolute, 0.99);
        absSum += tAbs;
        sqSum += tSq;
        totalSq += tTotal;
        s.targets.push_back(std::move(t));
    }
    const auto values = static_cast<double>(targets.size());
    s.mae = absSum / values;
    s.rmse = std::sqrt(sqSum / values);
    s.r2 = totalSq > 0 ? 1.0 - sqSum / totalSq : 0.0;
    return s;
}

nlohmann::ordered_json toJson(const ClassificationScores& s)
{
    using J = nlohmann::ordered_json;
    J j = {{"samples", s.samples}, {"accuracy", s.accuracy}, {"balanced_accuracy", s.balancedAccuracy}};
    if (s.top5)
        j["top5"] = *s.top5;
    if (s.rocAuc)
        j["roc_auc"] = *s.rocAuc;
    else if (!s.rocAucNote.empty())
        j["roc_auc_note"] = s.rocAucNote;
    j["macro"] = {{"precision", s.macro.precision}, {"recall", s.macro.recall}, {"f1", s.macro.f1}};
    j["weighted"] = {{"precision", s.weighted.precision}, {"recall", s.weighted.recall}, {"f1", s.weighted.f1}};
    J classes = J::array();
    for (const ClassScores& c : s.classes)
        classes.push_back({{"name", c.name}, {"precision", c.precision}, {"recall", c.recall}, {"f1", c.f1}, {"support", c.support},
                           {"predicted", c.predicted}});
    j["classes"] = std::move(classes);
    j["confusion_matrix"] = s.confusion; // rows: true class, columns: predicted class
    return j;
}

nlohmann::ordered_json toJson(const RegressionScores& s)
{
    using J = nlohmann::ordered_json;
    J j = {{"samples", s.samples}, {"mae", s.mae}, {"rmse", s.rmse}, {"r2", s.r2}};
    J targets = J::array();
    for (const TargetScores& t : s.targets) {
        const ResidualStatistics& r = t.residuals;
        targets.push_back({{"name", t.name},
                           {"mae", t.mae},
                           {"rmse", t.rmse},
                           {"r2", t.r2},
                           {"residuals",
                            {{"mean", r.mean}, {"std", r.std}, {"min", r.min}, {"max", r.max}, {"abs_median", r.absMedian},
                             {"abs_p90", r.absP90}, {"abs_p99", r.absP99}}}});
        if (t.persistenceMae)
            targets.back()["persistence_mae"] = *t.persistenceMae;
    }
    j["targets"] = std::move(targets);
    return j;
}

std::optional<ClassificationScores> classificationScoresFromJson(const nlohmann::ordered_json& j)
{
    try {
        std::vector<std::string> names;
        for (const auto& c : j.at("classes"))
            names.push_back(c.at("name").get<std::string>());
        ClassificationScores s = classificationScores(j.at("confusion_matrix").get<std::vector<std::vector<std::int64_t>>>(), names);
        if (j.contains("top5"))
            s.top5 = j.at("top5").get<double>();
        if (j.contains("roc_auc"))
            s.rocAuc = j.at("roc_auc").get<double>();
        s.rocAucNote = j.value("roc_auc_note", std::string());
        return s;
    } catch (const std::exception&) {
        return std::nullopt;
    }
}

std::optional<RegressionScores> regressionScoresFromJson(const nlohmann::ordered_json& j)
{
    try {
        RegressionScores s;
        s.samples = j.at("samples").get<std::int64_t>();
        s.mae = j.at("mae").get<double>();
        s.rmse = j.at("rmse").get<double>();
        s.r2 = j.at("r2").get<double>();
        for (const auto& t : j.at("targets")) {
            TargetScores ts;
            ts.name = t.at("name").get<std::string>();
            ts.mae = t.at("mae").get<double>();
            ts.rmse = t.at("rmse").get<double>();
            ts.r2 = t.at("r2").get<double>();
            const auto& r = t.at("residuals");
            ts.residuals = {r.at("mean").get<double>(),       r.at("std").get<double>(),     r.at("min").get<double>(),
                            r.at("max").get<double>(),        r.at("abs_median").get<double>(), r.at("abs_p90").get<double>(),
                            r.at("abs_p99").get<double>()};
            if (const auto p = t.find("persistence_mae"); p != t.end() && p->is_number())
                ts.persistenceMae = p->get<double>();
            s.targets.push_back(std::move(ts));
        }
        return s;
    } catch (const std::exception&) {
        return std::nullopt;
    }
}

} // namespace lathe::core
