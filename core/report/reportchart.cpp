// The report's charts as standalone SVG (no scripts): axes with nice ticks, a legend, the series.

#include "format.h"
#include "report.h"
#include "util/axisticks.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace lathe::core {

using reportformat::fixed;
using reportformat::number;

namespace {

// Ten distinct colours (matplotlib's tab10, reordered so the first few differ most); past ten
// series the lines are dashed as well.
const char* kColours[] = {"#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f", "#bcbd22", "#17becf"};
constexpr std::size_t kColourCount = sizeof kColours / sizeof kColours[0];

// The width of `text` in pixels at `size`, near enough for layout: Latin letters about 0.6 of the
// font size, CJK characters the whole of it (UTF-8 lead bytes counted, continuation bytes skipped).
double textWidth(const std::string& text, double size)
{
    double w = 0;
    for (const unsigned char c : text) {
        if ((c & 0xC0) == 0x80)
            continue;
        w += c < 0x80 ? 0.6 * size : 1.0 * size;
    }
    return w;
}

} // namespace

std::string htmlEscape(const std::string& s)
{
    std::string out;
    out.reserve(s.size());
    for (const char c : s) {
        switch (c) {
        case '&': out += "&amp;"; break;
        case '<': out += "&lt;"; break;
        case '>': out += "&gt;"; break;
        case '"': out += "&quot;"; break;
        case '\'': out += "&#39;"; break;
        default: out += c;
        }
    }
    return out;
}

std::string ReportChart::svg(const std::string& language) const
{
    const auto T = [&](const Message& m) { return translate(m, language); };
    const double w = 640, h = 280, left = 64, right = 16, bottom = 40;
    // The legend: beside the title when it fits there, else in rows under it (the plot gives way).
    struct LegendItem {
        std::string label;
        double x = 0, y = 0;
    };
    std::vector<LegendItem> legend;
    double top = 34;
    {
        double total = 0;
        for (const auto& s : series) {
            legend.push_back({T(s.name)});
            total += 14 + textWidth(legend.back().label, 11) + 12;
        }
        if (total <= w - right - (left + textWidth(T(title), 13) + 16)) {
            double x = w - right - total;
            for (auto& item : legend) {
                item.x = x;
                item.y = 8;
                x += 14 + textWidth(item.label, 11) + 12;
            }
        } else {
            double x = left, y = 24;
            for (auto& item : legend) {
                const double width = 14 + textWidth(item.label, 11) + 12;
                if (x > left && x + width > w - right) {
                    x = left;
                    y += 14;
                }
                item.x = x;
                item.y = y;
                x += width;
            }
            top = y + 14 + 10;
        }
    }
    double x0 = 1e300, x1 = -1e300, y0 = 1e300, y1 = -1e300;
    const bool bars = kind == Kind::StackedBars;
    const std::size_t categories = bars && !series.empty() ? series.front().x.size() : 0;
    if (bars) { // categories 0 … n-1 on x, stacks from 0 on y
        x0 = -0.5;
        x1 = static_cast<double>(categories) - 0.5;
        y0 = 0.0;
        y1 = 0.0;
        for (std::size_t i = 0; i < categories; ++i) {
            double stack = 0.0;
            for (const auto& s : series)
                stack += i < s.y.size() ? std::max(0.0, s.y[i]) : 0.0;
            y1 = std::max(y1, stack);
        }
    }
    for (const auto& s : series) {
        for (std::size_t i = 0; i < s.x.size() && !bars; ++i) {
            x0 = std::min(x0, s.x[i]);
            x1 = std::max(x1, s.x[i]);
            y0 = std::min(y0, s.y[i]);
            y1 = std::max(y1, s.y[i]);
        }
    }
    if (x1 <= x0)
        x1 = x0 + 1;
    if (y1 <= y0) {
        y1 += std::max(1e-9, std::abs(y1) * 0.1);
        y0 -= std::max(1e-9, std::abs(y0) * 0.1);
    }
    const AxisTicks yTicks = niceTicks(y0, y1, 5);
    y0 = yTicks.lo;
    y1 = yTicks.hi;
    const auto px = [&](double x) { return left + (x - x0) / (x1 - x0) * (w - left - right); };
    const auto py = [&](double y) { return top + (y1 - y) / (y1 - y0) * (h - top - bottom); };

    std::ostringstream o;
    o << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << w << "\" height=\"" << h << "\" viewBox=\"0 0 " << w << ' ' << h
      << "\" font-family=\"sans-serif\" font-size=\"11\">\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
      << "<text x=\"" << left << "\" y=\"16\" font-size=\"13\" font-weight=\"bold\">" << htmlEscape(T(title)) << "</text>\n";
    for (const double y : yTicks.values) {
        o << "<line x1=\"" << left << "\" x2=\"" << w - right << "\" y1=\"" << py(y) << "\" y2=\"" << py(y)
          << "\" stroke=\"#ddd\"/><text x=\"" << left - 6 << "\" y=\"" << py(y) + 4 << "\" text-anchor=\"end\">"
          << tickLabel(y, yTicks.step, yStyle) << "</text>\n";
    }
    if (bars) { // every category labelled, or every k-th when they crowd
        const std::size_t every = std::max<std::size_t>(1, (categories + 11) / 12);
        for (std::size_t i = 0; i < categories; i += every)
            o << "<text x=\"" << px(static_cast<double>(i)) << "\" y=\"" << h - bottom + 16 << "\" text-anchor=\"middle\">"
              << number(series.front().x[i]) << "</text>\n";
    } else {
        double xstep = niceStep(x1 - x0, 6);
        if (xLabel.id == "epoch") // epochs are whole
            xstep = std::max(1.0, std::round(xstep));
        for (double x = std::ceil(x0 / xstep) * xstep; x <= x1 + 1e-9; x += xstep)
            o << "<text x=\"" << px(x) << "\" y=\"" << h - bottom + 16 << "\" text-anchor=\"middle\">" << tickLabel(x, xstep, NumberStyle::Plain)
              << "</text>\n";
    }
    o << "<line x1=\"" << left << "\" x2=\"" << w - right << "\" y1=\"" << h - bottom << "\" y2=\"" << h - bottom << "\" stroke=\"#888\"/>\n"
      << "<text x=\"" << (left + w - right) / 2 << "\" y=\"" << h - 6 << "\" text-anchor=\"middle\" fill=\"#555\">" << htmlEscape(T(xLabel))
      << "</text>\n<text x=\"14\" y=\"" << (top + h - bottom) / 2 << "\" text-anchor=\"middle\" fill=\"#555\" transform=\"rotate(-90 14 "
      << (top + h - bottom) / 2 << ")\">" << htmlEscape(T(yLabel)) << "</text>\n";
    for (std::size_t k = 0; k < series.size(); ++k) {
        const auto& s = series[k];
        const char* colour = kColours[k % kColourCount];
        const LegendItem& item = legend[k];
        o << "<rect x=\"" << item.x << "\" y=\"" << item.y << "\" width=\"10\" height=\"10\" fill=\"" << colour << "\"/><text x=\""
          << item.x + 14 << "\" y=\"" << item.y + 9 << "\">" << htmlEscape(item.label) << "</text>\n";
        if (bars)
            continue; // drawn below, stacked
        o << "<polyline fill=\"none\" stroke=\"" << colour << "\" stroke-width=\"1.8\""
          << (k >= kColourCount ? " stroke-dasharray=\"5 3\"" : "") << " points=\"";
        for (std::size_t i = 0; i < s.x.size(); ++i)
            o << fixed(px(s.x[i]), 1) << ',' << fixed(py(s.y[i]), 1) << ' ';
        o << "\"/>\n";
        if (s.x.size() <= 40) {
            for (std::size_t i = 0; i < s.x.size(); ++i)
                o << "<circle cx=\"" << fixed(px(s.x[i]), 1) << "\" cy=\"" << fixed(py(s.y[i]), 1) << "\" r=\"2.5\" fill=\"" << colour << "\"/>";
            o << '\n';
        }
    }
    if (bars) {
        const double width = 0.8 * (px(1.0) - px(0.0));
        for (std::size_t i = 0; i < categories; ++i) {
            double stack = 0.0;
            for (std::size_t k = 0; k < series.size(); ++k) {
                const double v = i < series[k].y.size() ? std::max(0.0, series[k].y[i]) : 0.0;
                if (v <= 0.0)
                    continue;
                o << "<rect x=\"" << fixed(px(static_cast<double>(i)) - width / 2, 1) << "\" y=\"" << fixed(py(stack + v), 1)
                  << "\" width=\"" << fixed(width, 1) << "\" height=\"" << fixed(py(stack) - py(stack + v), 1) << "\" fill=\""
                  << kColours[k % kColourCount] << "\"/>";
                stack += v;
            }
            o << '\n';
        }
    }
    o << "</svg>";
    return o.str();
}

} // namespace lathe::core
