#include "timeindex.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace lathe::core {

namespace {

std::string shortNumber(double v)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.6g", v);
    return text;
}

} // namespace

std::optional<TimeIndexFinding> timeIndexFeature(const std::string& name, const std::vector<std::vector<double>>& series,
                                                 const std::vector<std::size_t>& trainEnd)
{
    TimeIndexFinding f;
    f.trainLow = f.laterLow = INFINITY;
    f.trainHigh = f.laterHigh = -INFINITY;
    bool nonDecreasing = true, risesSomewhere = false;
    for (std::size_t s = 0; s < series.size(); ++s) {
        double previous = NAN;
        for (std::size_t r = 0; r < series[s].size(); ++r) {
            const double v = series[s][r];
            if (!std::isfinite(v))
                continue;
            if (std::isfinite(previous)) {
                nonDecreasing &= v >= previous;
                risesSomewhere |= v > previous;
            }
            previous = v;
            const bool train = r < trainEnd.at(s);
            (train ? f.trainLow : f.laterLow) = std::min(train ? f.trainLow : f.laterLow, v);
            (train ? f.trainHigh : f.laterHigh) = std::max(train ? f.trainHigh : f.laterHigh, v);
        }
    }
    if (!std::isfinite(f.trainLow) || !std::isfinite(f.laterLow) || f.trainLow == f.trainHigh)
        return std::nullopt; // no later rows, or a constant (warned about on its own)
    std::size_t later = 0, outside = 0;
    for (std::size_t s = 0; s < series.size(); ++s) {
        for (std::size_t r = trainEnd.at(s); r < series[s].size(); ++r) {
            const double v = series[s][r];
            if (!std::isfinite(v))
                continue;
            ++later;
            outside += v < f.trainLow || v > f.trainHigh;
        }
    }
    f.outsideShare = later > 0 ? static_cast<double>(outside) / static_cast<double>(later) : 0.0;
    f.rises = nonDecreasing && risesSomewhere;
    if (f.outsideShare < 0.5)
        return std::nullopt;
    const std::string percent = std::to_string(static_cast<int>(std::lround(100.0 * f.outsideShare)));
    const std::string train = shortNumber(f.trainLow) + " – " + shortNumber(f.trainHigh);
    const std::string rest = shortNumber(f.laterLow) + " – " + shortNumber(f.laterHigh);
    f.warning = f.rises ? msg("feature \"%1\" only counts time: it rises through every series, so %2 % of its validation and test "
                              "values (%3) lie beyond its training range (%4) and the model must extrapolate it. Leave it out of "
                              "data.features: the order of the rows already says what it counts",
                              name, percent, rest, train)
                        : msg("feature \"%1\": %2 % of its validation and test values (%3) lie outside its training range "
                              "(%4), so the model must extrapolate it; a trend like this forecasts worse than persistence. Leave it out "
                              "of data.features, or give its change from step to step instead",
                              name, percent, rest, train);
    return f;
}

} // namespace lathe::core
