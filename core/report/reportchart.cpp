// The report's charts as standalone SVG (no scripts): axes with nice ticks, a legend, the series.

#include "format.h"
#include "report.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace lathe::core {

using reportformat::fixed;
using reportformat::number;

namespace {

// A tick label with as many decimals as the tick step needs.
std::string tick(double v, double step)
{
    const int digits = std::clamp(static_cast<int>(-std::floor(std::log10(step) + 1e-9)), 0, 8);
    return std::abs(v) >= 1e7 || (std::abs(v) < 1e-3 && v != 0.0) ? number(v) : fixed(std::abs(v) < step * 1e-6 ? 0.0 : v, digits);
}

double niceStep(double range, int ticks)
{
    const double raw = range / std::max(1, ticks);
    const double mag = std::pow(10.0, std::floor(std::log10(raw)));
    for (const double m : {1.0, 2.0, 2.5, 5.0, 10.0}) {
        if (raw <= m * mag)
            return m * mag;
    }
    return 10.0 * mag;
}

const char* kColours[] = {"#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b"};

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
    const auto T = [&](const std::string& english) { return reportText(english, language); };
    const double w = 640, h = 280, left = 64, right = 16, top = 34, bottom = 40;
    double x0 = 1e300, x1 = -1e300, y0 = 1e300, y1 = -1e300;
    for (const auto& s : series) {
        for (std::size_t i = 0; i < s.x.size(); ++i) {
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
    const double step = niceStep(y1 - y0, 5);
    y0 = std::floor(y0 / step) * step;
    y1 = std::ceil(y1 / step) * step;
    const auto px = [&](double x) { return left + (x - x0) / (x1 - x0) * (w - left - right); };
    const auto py = [&](double y) { return top + (y1 - y) / (y1 - y0) * (h - top - bottom); };

    std::ostringstream o;
    o << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << w << "\" height=\"" << h << "\" viewBox=\"0 0 " << w << ' ' << h
      << "\" font-family=\"sans-serif\" font-size=\"11\">\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
      << "<text x=\"" << left << "\" y=\"16\" font-size=\"13\" font-weight=\"bold\">" << htmlEscape(T(title)) << "</text>\n";
    for (double y = y0; y <= y1 + step * 0.5; y += step) {
        o << "<line x1=\"" << left << "\" x2=\"" << w - right << "\" y1=\"" << py(y) << "\" y2=\"" << py(y)
          << "\" stroke=\"#ddd\"/><text x=\"" << left - 6 << "\" y=\"" << py(y) + 4 << "\" text-anchor=\"end\">" << tick(y, step) << "</text>\n";
    }
    double xstep = niceStep(x1 - x0, 6);
    if (xLabel == "epoch")
        xstep = std::max(1.0, std::round(xstep));
    for (double x = std::ceil(x0 / xstep) * xstep; x <= x1 + 1e-9; x += xstep)
        o << "<text x=\"" << px(x) << "\" y=\"" << h - bottom + 16 << "\" text-anchor=\"middle\">" << tick(x, xstep) << "</text>\n";
    o << "<line x1=\"" << left << "\" x2=\"" << w - right << "\" y1=\"" << h - bottom << "\" y2=\"" << h - bottom << "\" stroke=\"#888\"/>\n"
      << "<text x=\"" << (left + w - right) / 2 << "\" y=\"" << h - 6 << "\" text-anchor=\"middle\" fill=\"#555\">" << htmlEscape(T(xLabel))
      << "</text>\n<text x=\"14\" y=\"" << (top + h - bottom) / 2 << "\" text-anchor=\"middle\" fill=\"#555\" transform=\"rotate(-90 14 "
      << (top + h - bottom) / 2 << ")\">" << htmlEscape(T(yLabel)) << "</text>\n";
    double legendX = w - right;
    for (std::size_t k = series.size(); k-- > 0;) {
        const auto& s = series[k];
        const char* colour = kColours[k % 6];
        const std::string label = T(s.name);
        legendX -= 14 + 6.5 * static_cast<double>(label.size()) + 12; // UTF-8 bytes: wide enough for CJK too
        o << "<rect x=\"" << legendX << "\" y=\"8\" width=\"10\" height=\"10\" fill=\"" << colour << "\"/><text x=\"" << legendX + 14
          << "\" y=\"17\">" << htmlEscape(label) << "</text>\n";
        o << "<polyline fill=\"none\" stroke=\"" << colour << "\" stroke-width=\"1.8\" points=\"";
        for (std::size_t i = 0; i < s.x.size(); ++i)
            o << fixed(px(s.x[i]), 1) << ',' << fixed(py(s.y[i]), 1) << ' ';
        o << "\"/>\n";
        if (s.x.size() <= 40) {
            for (std::size_t i = 0; i < s.x.size(); ++i)
                o << "<circle cx=\"" << fixed(px(s.x[i]), 1) << "\" cy=\"" << fixed(py(s.y[i]), 1) << "\" r=\"2.5\" fill=\"" << colour << "\"/>";
            o << '\n';
        }
    }
    o << "</svg>";
    return o.str();
}

} // namespace lathe::core
