#pragma once
// A time-series feature that is only a time index: a column that rises through every series (a lone
// year column, a row counter) or whose validation and test values lie beyond its training range in the
// chronological split. A model has never seen such values and extrapolates them, and then forecasts
// worse than persistence; the data log warns with the fix (issue 38, item 3).

#include "util/message.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace lathe::core {

struct TimeIndexFinding {
    bool rises = false;        // non-decreasing in every series, and rising in one at least
    double trainLow = 0, trainHigh = 0;
    double laterLow = 0, laterHigh = 0; // the validation and test rows'
    double outsideShare = 0;   // of the validation and test values, the share outside [trainLow, trainHigh]
    Message warning;
};

// `series`: the column's values in each series, in time order (NaN: missing); `trainEnd`: where each
// series' training rows end (the rest are validation and test). A finding when at least half the later
// values lie outside the training range (with a rising column: a time index), else nullopt.
std::optional<TimeIndexFinding> timeIndexFeature(const std::string& name, const std::vector<std::vector<double>>& series,
                                                 const std::vector<std::size_t>& trainEnd);

} // namespace lathe::core
