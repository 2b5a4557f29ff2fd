#pragma once
// Thinning a long series for drawing without losing what matters in it: the lowest and the highest
// point of each of `buckets` equal stretches of x, in x order, and the last point. A spike or a dip
// stays visible however long the series, and at most 2 × buckets + 1 points remain. Used by the
// GUI's live charts and by the report, so that a week of device samples at 500 ms (1.2 M) costs
// what an hour does. Header-only and free of LibTorch and Qt.

#include <algorithm>
#include <cstddef>
#include <limits>

namespace lathe::core {

// `points` in x order; `x(p)` and `y(p)` read a point. Points with fewer than 2 × buckets + 1
// points come back unchanged.
template <typename Points, typename X, typename Y>
Points envelope(const Points& points, int buckets, X x, Y y)
{
    const std::size_t n = static_cast<std::size_t>(points.size());
    if (buckets < 1 || n <= 2 * static_cast<std::size_t>(buckets) + 1)
        return points;
    const double x0 = x(points[0]), x1 = x(points[n - 1]);
    const double width = (x1 - x0) / buckets;
    Points out;
    out.reserve(2 * buckets + 1);
    std::size_t i = 0;
    while (i < n) {
        // One stretch: [x0 + k·width, x0 + (k+1)·width); the last one takes everything after it.
        const int k = width > 0 ? std::clamp(static_cast<int>((x(points[i]) - x0) / width), 0, buckets - 1) : 0;
        const double end = k == buckets - 1 ? std::numeric_limits<double>::infinity() : x0 + (k + 1) * width;
        std::size_t low = i, high = i, j = i;
        for (; j < n && x(points[j]) < end; ++j) {
            if (y(points[j]) < y(points[low]))
                low = j;
            if (y(points[j]) > y(points[high]))
                high = j;
        }
        if (j == i) // x not increasing here: the point alone
            ++j;
        out.push_back(points[std::min(low, high)]);
        if (low != high)
            out.push_back(points[std::max(low, high)]);
        i = j;
    }
    const auto& tail = out[out.size() - 1];
    if (x(tail) != x1 || y(tail) != y(points[n - 1]))
        out.push_back(points[n - 1]);
    return out;
}

} // namespace lathe::core
