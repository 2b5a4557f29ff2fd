#include "axisticks.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace lathe::core {

namespace {

// The fewest decimals that write `x` (> 0) to within a millionth of itself, at most 12.
int decimalsFor(double x)
{
    for (int d = 0; d < 12; ++d) {
        const double scaled = x * std::pow(10.0, d);
        if (std::abs(scaled - std::round(scaled)) <= 1e-6 * scaled)
            return d;
    }
    return 12;
}

std::string fixedText(double v, int decimals)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", std::clamp(decimals, 0, 12), v);
    std::string s = buffer;
    if (s == "-0" || s.rfind("-0.", 0) == 0) { // -0.00: no sign on a zero
        if (s.find_first_not_of("-0.") == std::string::npos)
            s.erase(0, 1);
    }
    return s;
}

std::string stripZeros(std::string s)
{
    if (s.find('.') == std::string::npos)
        return s;
    while (!s.empty() && s.back() == '0')
        s.pop_back();
    if (!s.empty() && s.back() == '.')
        s.pop_back();
    return s;
}

// `mantissa`e`exponent` with `decimals` in the mantissa: "2.5e-4".
std::string scientificText(double v, int decimals, bool keepZeros)
{
    const int exponent = static_cast<int>(std::floor(std::log10(std::abs(v)) + 1e-9));
    double mantissa = v / std::pow(10.0, exponent);
    std::string m = fixedText(mantissa, decimals);
    if (!keepZeros)
        m = stripZeros(m);
    return m + "e" + std::to_string(exponent);
}

struct Prefix {
    double scale;
    const char* symbol;
};
constexpr Prefix kPrefixes[] = {{1e12, "T"}, {1e9, "G"}, {1e6, "M"}, {1e3, "k"}};

const Prefix* prefixFor(double magnitude)
{
    for (const Prefix& p : kPrefixes) {
        if (magnitude >= p.scale)
            return &p;
    }
    return nullptr;
}

std::string nonFinite(double v)
{
    return std::isnan(v) ? "NaN" : v > 0 ? "inf" : "-inf";
}

} // namespace

double niceStep(double range, int target)
{
    const double raw = std::abs(range) / std::max(1, target);
    if (!(raw > 0) || !std::isfinite(raw))
        return 1.0;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    for (const double m : {1.0, 2.0, 2.5, 5.0}) {
        if (raw <= m * magnitude * (1 + 1e-9))
            return m * magnitude;
    }
    return 10.0 * magnitude;
}

AxisTicks niceTicks(double min, double max, int target)
{
    AxisTicks t;
    if (!std::isfinite(min) || !std::isfinite(max))
        min = 0.0, max = 1.0;
    if (min > max)
        std::swap(min, max);
    if (min == max) { // one value: a range around it
        const double pad = min == 0.0 ? 1.0 : std::abs(min) * 0.1;
        min -= min == 0.0 ? 0.0 : pad;
        max += pad;
    }
    t.step = niceStep(max - min, target);
    // A value a rounding error past a tick is on it.
    const double slack = t.step * 1e-9;
    t.lo = std::floor((min + slack) / t.step) * t.step;
    t.hi = std::ceil((max - slack) / t.step) * t.step;
    const auto n = static_cast<long long>(std::llround((t.hi - t.lo) / t.step));
    for (long long i = 0; i <= n; ++i) {
        const double v = t.lo + static_cast<double>(i) * t.step;
        t.values.push_back(std::abs(v) < t.step * 1e-9 ? 0.0 : v);
    }
    return t;
}

AxisTicks logTicks(double min, double max, int target)
{
    AxisTicks t;
    t.log = true;
    if (!(min > 0) || !(max > 0) || !std::isfinite(min) || !std::isfinite(max))
        min = 0.1, max = 1.0;
    if (min > max)
        std::swap(min, max);
    if (min == max)
        min /= 2, max *= 2;
    t.lo = min;
    t.hi = max;
    const int first = static_cast<int>(std::floor(std::log10(min) + 1e-9));
    const int last = static_cast<int>(std::ceil(std::log10(max) - 1e-9));
    const int decades = last - first;
    const int perDecadeTicks = std::max(3, target); // a log axis needs a few decades labelled to read
    const int every = std::max(1, (decades + perDecadeTicks - 1) / perDecadeTicks);
    t.step = every;
    const bool fine = decades <= 2;
    for (int e = first; e <= last; ++e) {
        const double decade = std::pow(10.0, e);
        for (const double m : {1.0, 2.0, 5.0}) {
            if (m != 1.0 && !fine)
                break;
            if (m == 1.0 && (e - first) % every != 0)
                continue;
            const double v = m * decade;
            if (v >= min * (1 - 1e-9) && v <= max * (1 + 1e-9))
                t.values.push_back(v);
        }
    }
    if (t.values.size() < 2) { // a narrow range inside one decade: linear nice values there
        const AxisTicks linear = niceTicks(min, max, target);
        t.values.clear();
        for (const double v : linear.values) {
            if (v >= min * (1 - 1e-9) && v <= max * (1 + 1e-9) && v > 0)
                t.values.push_back(v);
        }
    }
    return t;
}

std::string tickLabel(double value, double step, NumberStyle style)
{
    if (!std::isfinite(value))
        return nonFinite(value);
    step = std::abs(step);
    if (!(step > 0) || !std::isfinite(step))
        step = std::abs(value) > 0 ? std::abs(value) : 1.0;
    if (std::abs(value) < step * 1e-6)
        return "0";
    const double magnitude = std::abs(value);
    if (style == NumberStyle::Scientific && (step < 1e-2 || step >= 1e5)) {
        const int exponent = static_cast<int>(std::floor(std::log10(magnitude) + 1e-9));
        return scientificText(value, decimalsFor(step / std::pow(10.0, exponent)), false);
    }
    if (style == NumberStyle::Si) {
        if (const Prefix* p = prefixFor(magnitude))
            return stripZeros(fixedText(value / p->scale, decimalsFor(step / p->scale))) + p->symbol;
    }
    if (step < 1e-4 || magnitude >= 1e9) // plain digits would run long
        return scientificText(value, decimalsFor(step / std::pow(10.0, std::floor(std::log10(magnitude) + 1e-9))), false);
    return fixedText(value, decimalsFor(step));
}

std::string formatReading(double value, NumberStyle style, int significant)
{
    if (!std::isfinite(value))
        return nonFinite(value);
    significant = std::max(1, significant);
    if (value == 0.0)
        return "0";
    const double magnitude = std::abs(value);
    const int exponent = static_cast<int>(std::floor(std::log10(magnitude) + 1e-12));
    if (style == NumberStyle::Scientific || magnitude < 1e-3 || (style == NumberStyle::Plain && magnitude >= 1e9))
        return scientificText(value, significant - 1, true);
    if (style == NumberStyle::Si) {
        if (const Prefix* p = prefixFor(magnitude)) {
            const double scaled = value / p->scale;
            const int scaledExponent = static_cast<int>(std::floor(std::log10(std::abs(scaled)) + 1e-12));
            return fixedText(scaled, std::max(0, significant - 1 - scaledExponent)) + p->symbol;
        }
    }
    return fixedText(value, std::max(0, significant - 1 - exponent));
}

} // namespace lathe::core
