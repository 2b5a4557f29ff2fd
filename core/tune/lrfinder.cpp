#include "lrfinder.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

namespace lathe::core {

namespace {

double medianOf(std::vector<double> v)
{
    if (v.empty())
        return 0.0;
    const std::size_t mid = v.size() / 2;
    std::nth_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(mid), v.end());
    const double upper = v[mid];
    if (v.size() % 2 == 1)
        return upper;
    return (upper + *std::max_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(mid))) / 2.0;
}

// A loss the way messages show it.
std::string lossText(double loss)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.4g", loss);
    return text;
}

// The least-squares slope of values[j] against log10(lrs[j]) over j in [from, to].
double slopeOver(const std::vector<double>& lrs, const std::vector<double>& values, int from, int to)
{
    double sx = 0, sy = 0, sxx = 0, sxy = 0;
    const int n = to - from + 1;
    for (int j = from; j <= to; ++j) {
        const double x = std::log10(lrs[static_cast<std::size_t>(j)]);
        const double y = values[static_cast<std::size_t>(j)];
        sx += x, sy += y, sxx += x * x, sxy += x * y;
    }
    const double denominator = n * sxx - sx * sx;
    return denominator > 0 ? (n * sxy - sx * sy) / denominator : 0.0;
}

} // namespace

double rangeTestRate(const LrRangeSettings& s, int step)
{
    if (s.steps <= 1)
        return s.startLr;
    const double t = static_cast<double>(step) / static_cast<double>(s.steps - 1);
    return s.startLr * std::pow(s.endLr / s.startLr, t);
}

bool RangeTestStop::add(double loss)
{
    if (!std::isfinite(loss))
        return true;
    ++m_count;
    constexpr double beta = 0.9;
    m_average = beta * m_average + (1.0 - beta) * loss;
    const double corrected = m_average / (1.0 - std::pow(beta, m_count));
    if (m_count == 1 || corrected < m_best)
        m_best = corrected;
    return m_count > 5 && corrected > m_factor * m_best;
}

std::vector<double> smoothCurve(const std::vector<double>& values, int halfWidth)
{
    const int n = static_cast<int>(values.size());
    std::vector<double> median(values.size()), mean(values.size());
    for (int i = 0; i < n; ++i) {
        const int from = std::max(0, i - halfWidth), to = std::min(n - 1, i + halfWidth);
        median[static_cast<std::size_t>(i)] = medianOf({values.begin() + from, values.begin() + to + 1});
    }
    for (int i = 0; i < n; ++i) {
        const int from = std::max(0, i - halfWidth), to = std::min(n - 1, i + halfWidth);
        double sum = 0.0;
        for (int j = from; j <= to; ++j)
            sum += median[static_cast<std::size_t>(j)];
        mean[static_cast<std::size_t>(i)] = sum / (to - from + 1);
    }
    return mean;
}

LrSuggestion suggestLearningRate(const std::vector<double>& lrs, const std::vector<double>& losses)
{
    LrSuggestion s;
    std::size_t count = std::min(lrs.size(), losses.size());
    for (std::size_t i = 0; i < count; ++i) {
        if (!std::isfinite(losses[i])) {
            count = i;
            break;
        }
    }
    const int n = static_cast<int>(count);
    if (n < 12) {
        s.why = msg("the range test stopped after %1 steps: too few to read a curve from", n);
        return s;
    }
    const std::vector<double> rates(lrs.begin(), lrs.begin() + n), raw(losses.begin(), losses.begin() + n);
    const int h = std::max(2, n / 30);
    s.smoothed = smoothCurve(raw, h);
    const double start = medianOf({raw.begin(), raw.begin() + 2 * h + 1});
    s.minIndex = static_cast<int>(std::min_element(s.smoothed.begin(), s.smoothed.end()) - s.smoothed.begin());
    const double lowest = s.smoothed[static_cast<std::size_t>(s.minIndex)];
    std::vector<double> residuals;
    for (int i = 0; i <= std::max(s.minIndex, 2 * h); ++i)
        residuals.push_back(std::abs(raw[static_cast<std::size_t>(i)] - s.smoothed[static_cast<std::size_t>(i)]));
    s.noise = 1.4826 * medianOf(residuals);
    const double fall = start - lowest;
    if (fall <= std::max(0.05 * std::abs(start), 3.0 * s.noise)) {
        s.why = msg("the loss did not fall over the rates %1 to %2 (from %3 to at best %4, noise %5): no minimum to read a rate from",
                    rateText(rates.front()), rateText(rates.back()), lossText(start), lossText(lowest), lossText(s.noise));
        return s;
    }
    if (s.minIndex >= n - 1 - h) {
        s.why = msg("the loss still fell at the largest rate tried, %1 (from %2 to %3): no minimum in the range (raise lr_finder.end_lr)",
                    rateText(rates.back()), lossText(start), lossText(lowest));
        return s;
    }
    s.valleyStart = 0;
    while (s.valleyStart < s.minIndex && s.smoothed[static_cast<std::size_t>(s.valleyStart)] >= start - 0.1 * fall)
        ++s.valleyStart;
    double steepest = std::numeric_limits<double>::infinity();
    for (int i = std::max(0, s.valleyStart - h); i <= s.minIndex; ++i) {
        const double slope = slopeOver(rates, s.smoothed, std::max(0, i - h), std::min(n - 1, i + h));
        if (slope < steepest) {
            steepest = slope;
            s.steepIndex = i;
        }
    }
    const double atMinimum = rates[static_cast<std::size_t>(s.minIndex)];
    s.lr = rates[static_cast<std::size_t>(s.steepIndex)];
    s.found = true;
    if (s.lr > atMinimum / 3.0) {
        s.lr = atMinimum / 3.0;
        s.why = msg("a third of the rate at the smoothed loss's minimum (%1 at rate %2; from %3), where the loss falls steepest too close to it",
                    lossText(lowest), rateText(atMinimum), lossText(start));
    } else {
        s.why = msg("the smoothed loss falls steepest at rate %1 (from %2 to its minimum %3 at rate %4)", rateText(s.lr), lossText(start),
                    lossText(lowest), rateText(atMinimum));
    }
    return s;
}

LrVerdict chooseVerifiedRate(const std::vector<LrTrial>& trials, std::size_t suggested, double tolerance)
{
    LrVerdict v;
    const auto fallOf = [](const LrTrial& t) {
        return std::isfinite(t.lossAfter) && std::isfinite(t.lossBefore) ? t.lossBefore - t.lossAfter : -std::numeric_limits<double>::infinity();
    };
    std::size_t best = trials.size();
    for (std::size_t i = 0; i < trials.size(); ++i) {
        if (fallOf(trials[i]) > 0 && (best == trials.size() || fallOf(trials[i]) > fallOf(trials[best])))
            best = i;
    }
    if (best == trials.size()) {
        v.why = msg("no trial rate lowered the loss");
        return v;
    }
    v.found = true;
    const double bestFall = fallOf(trials[best]);
    if (suggested < trials.size() && best != suggested && fallOf(trials[suggested]) > 0
        && bestFall - fallOf(trials[suggested]) <= tolerance * bestFall) {
        v.chosen = suggested;
        v.why = msg("rate %1 kept: its trial lowered the loss by %2, rate %3 by %4, within %5% of it", rateText(trials[suggested].lr),
                    lossText(fallOf(trials[suggested])), rateText(trials[best].lr), lossText(bestFall),
                    static_cast<int>(std::lround(tolerance * 100)));
        return v;
    }
    v.chosen = best;
    if (best == suggested || suggested >= trials.size())
        v.why = msg("rate %1: its trial lowered the loss most, by %2", rateText(trials[best].lr), lossText(bestFall));
    else if (fallOf(trials[suggested]) > 0)
        v.why = msg("rate %1: its trial lowered the loss most, by %2 (the suggestion %3 by %4)", rateText(trials[best].lr), lossText(bestFall),
                    rateText(trials[suggested].lr), lossText(fallOf(trials[suggested])));
    else
        v.why = msg("rate %1: its trial lowered the loss most, by %2 (the suggestion %3 did not lower it)", rateText(trials[best].lr),
                    lossText(bestFall), rateText(trials[suggested].lr));
    return v;
}

int verificationDirection(const std::vector<LrTrial>& trials)
{
    const LrVerdict best = chooseVerifiedRate(trials, trials.size(), 0.0);
    if (!best.found || trials.size() < 2)
        return 0;
    if (best.chosen == 0)
        return -1;
    return best.chosen + 1 == trials.size() ? 1 : 0;
}

std::string rateText(double lr)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.3g", lr);
    return text;
}

} // namespace lathe::core
