#pragma once
// Time series from CSV: each file is one series (windows never cross files), cut into sliding
// windows of `window` rows. Regression forecasts the target column(s) `horizon` rows after the
// window; classification labels a window with its last row's class (behaviour recognition).
// Splits are chronological within each series (train, then validation, then test), so overlapping
// windows never leak between splits; normalisation statistics come from training rows only.

#include "dataset.h"

namespace lathe::core {

// Fills `out` (features, classes, shapes) and returns train/val/test windows. Throws DataError.
void loadTimeSeries(const Config& config, DataSplits& out, const DataLog& log);

} // namespace lathe::core
