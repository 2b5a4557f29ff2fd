#pragma once
// Axis ticks people can read: 1, 2, 2.5 or 5 times a power of ten, labels with SI prefixes (12.5k,
// 1.2M) or, for small quantities such as a learning rate, scientific notation (2e-4), and on a
// logarithmic axis the decades. Shared by the window's charts and the report's SVG charts; no Qt.

#include <string>
#include <vector>

namespace lathe::core {

// How tick labels and readings are written.
enum class NumberStyle {
    Plain,      // 0.25, 1.5, 120
    Si,         // 950, 1.2k, 54.4k, 3M: throughputs, counts
    Scientific, // 1e-3, 2.5e-4: learning rates
};

struct AxisTicks {
    double lo = 0.0, hi = 1.0; // the axis range: the data range widened to the ticks around it
    double step = 1.0;         // between ticks (on a log axis: 1 decade, in log10 units)
    std::vector<double> values; // ascending, within [lo, hi]; on a log axis the values, not their logs
    bool log = false;
};

// At most about `target` ticks covering [min, max] (min > max swaps; min == max widens around it).
AxisTicks niceTicks(double min, double max, int target = 5);
// Ticks of a logarithmic axis over [min, max] (both > 0): the decades, thinned to about `target`
// ticks; with less than two decades, 2 and 5 times each decade too; lo and hi are the data range.
AxisTicks logTicks(double min, double max, int target = 5);
// The step between about `target` nice ticks over `range`: 1, 2, 2.5 or 5 times a power of ten.
double niceStep(double range, int target);

// A tick's label: enough decimals to tell ticks `step` apart and no more ("0.25", "1.5k", "2e-4").
std::string tickLabel(double value, double step, NumberStyle style);
// A reading to show on its own (a dashboard value, a hover read-out): `significant` digits, in the
// given style ("54.4k", "0.2314", "2.0e-4").
std::string formatReading(double value, NumberStyle style, int significant = 3);

} // namespace lathe::core
