#include "timingnoise.h"

#include "util/message.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <utility>

namespace lathe::core {

namespace {
std::size_t trimCount(std::size_t n, double share)
{
    const std::size_t least = n >= 4 ? 1 : 0;
    const auto byShare = static_cast<std::size_t>(std::floor(share * static_cast<double>(n)));
    return std::min(std::max(least, byShare), n > 0 ? (n - 1) / 2 : 0);
}
} // namespace

int TimingSummary::freedom() const
{
    return std::max(0, kept - 1);
}

double trimmedMean(std::vector<double> v, double trimShare)
{
    // The mean without the fastest and the slowest (from 4 on): what a step costs on average,
    // including a slow step that recurs, without one stray page fault or busy moment deciding.
    if (v.empty())
        return 0.0;
    std::sort(v.begin(), v.end());
    const std::size_t trim = trimCount(v.size(), trimShare);
    double sum = 0.0;
    for (std::size_t i = trim; i < v.size() - trim; ++i)
        sum += v[i];
    return sum / static_cast<double>(v.size() - 2 * trim);
}

double trimmedMeanSpreadSquared(std::vector<double> v, double trimShare)
{
    // The standard error of a trimmed mean (Tukey and McLaughlin), from the values winsorised alike
    // (the fastest set to the next fastest, the slowest to the next slowest). A burst of the machine
    // that the trimming cannot remove widens it, as it should.
    if (v.size() < 2)
        return 0.0;
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    const std::size_t trim = trimCount(n, trimShare);
    for (std::size_t i = 0; i < trim; ++i) {
        v[i] = v[trim];
        v[n - 1 - i] = v[n - 1 - trim];
    }
    double mean = 0.0;
    for (double x : v)
        mean += x;
    mean /= static_cast<double>(n);
    double sum = 0.0;
    for (double x : v)
        sum += (x - mean) * (x - mean);
    const double winsorisedVariance = sum / static_cast<double>(n - 1);
    const double kept = static_cast<double>(n - 2 * trim) / static_cast<double>(n); // 1 - 2 x the trimmed share
    return winsorisedVariance / (kept * kept * static_cast<double>(n));
}

TimingSummary summariseTimes(const std::vector<double>& seconds, double trimShare)
{
    const int n = static_cast<int>(seconds.size());
    return {trimmedMean(seconds, trimShare), std::sqrt(trimmedMeanSpreadSquared(seconds, trimShare)), n,
            n - 2 * static_cast<int>(trimCount(seconds.size(), trimShare))};
}

double noiseSpreads(int df)
{
    // A flip one time in a thousand, even from a few measurements.
    static constexpr std::pair<int, double> table[] = {{1, 318.3}, {2, 22.33}, {3, 10.21}, {4, 7.17}, {5, 5.89}, {6, 5.21}, {8, 4.50},
                                                       {10, 4.14}, {12, 3.93}, {16, 3.69}, {20, 3.55}, {30, 3.39}, {60, 3.23}, {120, 3.16}};
    if (df <= 0)
        return table[0].second;
    for (std::size_t i = 0; i < std::size(table); ++i) {
        if (df <= table[i].first) {
            if (i == 0 || df == table[i].first)
                return table[i].second;
            const auto [d0, t0] = table[i - 1];
            const auto [d1, t1] = table[i];
            return t0 + (t1 - t0) * (df - d0) / static_cast<double>(d1 - d0);
        }
    }
    return 3.09;
}

Comparison compareTimes(const TimingSummary& challenger, const TimingSummary& standing)
{
    Comparison c;
    c.lead = standing.mean - challenger.mean;
    c.noise = noiseSpreads(challenger.freedom() + standing.freedom()) * std::hypot(challenger.spread, standing.spread);
    c.clearlyFaster = c.lead > c.noise;
    return c;
}

RankComparison compareRanks(const std::vector<double>& challenger, const std::vector<double>& standing)
{
    RankComparison r;
    for (double c : challenger)
        for (double s : standing)
            r.pairsWon += c < s ? 1.0 : c == s ? 0.5 : 0.0;
    const double n1 = static_cast<double>(challenger.size()), n2 = static_cast<double>(standing.size());
    r.pairs = static_cast<int>(n1 * n2);
    if (r.pairs == 0)
        return r;
    const double mean = n1 * n2 / 2.0, deviation = std::sqrt(n1 * n2 * (n1 + n2 + 1.0) / 12.0);
    r.z = std::max(0.0, r.pairsWon - mean - 0.5) / deviation;
    return r;
}

std::string millisecondsText(double seconds)
{
    return decimalText(seconds * 1e3, 1) + " ms";
}

} // namespace lathe::core
