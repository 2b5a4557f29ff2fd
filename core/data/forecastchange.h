#pragma once
// data.forecast: whether a time-series regression forecasts the target's level or its change from
// the window's last value (persistence, "the next value is the last one", plus a learned correction).
// A model that averages over time (cnn1d's pooling, the transformer's mean) cannot tell the last step
// from the others; forecasting the change gives it persistence for free, and a forecaster that does
// not beat persistence is of no use. Decided once the features are known and scaled.

#include "dataset.h"

namespace lathe::core {

// Decides data.forecast ("auto": change when every target is among the features and the model is a
// built-in one), fills
// `out.forecast` and `out.forecastChange` (the targets' feature indices, that feature's scaling, the
// change's statistics over the training windows, persistence's validation MAE) and logs the decision.
// Call after the inputs are scaled. Throws DataError when "change" is asked for a target that is not
// a feature.
void decideForecast(const Config& config, DataSplits& out, const DataLog& log);

} // namespace lathe::core
