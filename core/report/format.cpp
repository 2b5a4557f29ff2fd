#include "format.h"

#include <algorithm>

#include <cmath>
#include <sstream>

namespace lathe::core::reportformat {

std::string fixed(double v, int digits)
{
    std::ostringstream s;
    s.setf(std::ios::fixed);
    s.precision(digits);
    s << v;
    return s.str();
}

std::string number(double v)
{
    if (!std::isfinite(v))
        return "-";
    const double a = std::abs(v);
    if (a < 1e15 && v == std::round(v))
        return std::to_string(static_cast<long long>(v));
    if (a != 0.0 && (a < 1e-3 || a >= 1e7)) {
        std::ostringstream s;
        s.precision(3);
        s << std::scientific << v;
        return s.str();
    }
    const int digits = a >= 1000 ? 0 : a >= 100 ? 1 : a >= 10 ? 2 : a >= 1 ? 3 : 4;
    return fixed(v, digits);
}

std::string Words::line(const std::vector<Message>& parts) const
{
    std::string h;
    for (const Message& part : parts)
        h += (h.empty() ? "" : " &middot; ") + html(part);
    return h;
}

std::string Words::headRow(const std::vector<Message>& heads) const
{
    std::string h = "<tr>";
    for (const Message& head : heads)
        h += "<th>" + html(head) + "</th>";
    return h + "</tr>\n";
}

Message runStatusMessage(RunStatus status)
{
    switch (status) {
    case RunStatus::Completed: return msg("completed");
    case RunStatus::Stopped: return msg("stopped");
    case RunStatus::Failed: return msg("failed");
    case RunStatus::Unfinished: break;
    }
    return msg("unfinished");
}

Message duration(double seconds)
{
    const auto whole = static_cast<long long>(seconds + 0.5);
    const auto two = [](long long v) { return (v < 10 ? "0" : "") + std::to_string(v); };
    if (whole >= 3600)
        return msg("%1 h %2 min", whole / 3600, two(whole % 3600 / 60));
    if (whole >= 60)
        return msg("%1 min %2 s", whole / 60, two(whole % 60));
    return msg("%1 s", fixed(seconds, seconds < 10.0 ? 2 : 1));
}

ChartSeries epochSeries(const std::vector<EpochRecord>& epochs, const std::string& key, Message name, double scale)
{
    ChartSeries s{std::move(name), {}, {}};
    for (const auto& e : epochs) {
        if (const auto v = e.value(key)) {
            s.x.push_back(e.epoch);
            s.y.push_back(*v * scale);
        }
    }
    return s;
}

void addChart(std::vector<ReportChart>& charts, ReportChart chart)
{
    chart.series.erase(std::remove_if(chart.series.begin(), chart.series.end(), [](const ChartSeries& s) { return s.x.empty(); }),
                       chart.series.end());
    if (!chart.series.empty())
        charts.push_back(std::move(chart));
}

std::string htmlHead(const std::string& title, const std::string& language)
{
    return "<!DOCTYPE html>\n<html lang=\"" + std::string(language == "zh_CN" ? "zh-CN" : "en") + "\"><head><meta charset=\"utf-8\"><title>"
           + htmlEscape(title) + "</title>\n"
           "<style>body{font-family:sans-serif;max-width:960px;margin:24px auto;color:#222}h1{margin-bottom:4px}"
           "h2{border-bottom:1px solid #ccc;padding-bottom:2px;margin-top:28px}table{border-collapse:collapse;margin:6px 0}"
           "th,td{padding:3px 10px;text-align:left;vertical-align:top}table.grid td,table.grid th{border:1px solid #ccc}"
           ".advice{background:#fff4d6;border-left:4px solid #e0a000;padding:4px 8px;margin:4px 0}"
           ".best{background:#e6f4e6}table.compare td,table.compare th{white-space:nowrap;font-size:8pt;padding:2px 5px}td.name{white-space:nowrap}.muted{color:#666}.warn{color:#a05a00}pre{background:#f6f6f6;padding:8px;overflow-x:auto;font-size:9pt}</style></head><body>\n";
}

// A field of a JSON object as text: strings as they are, numbers readable, "-" when absent.
std::string row(const std::string& key, const std::string& value)
{
    return "<tr><th>" + htmlEscape(key) + "</th><td>" + htmlEscape(value) + "</td></tr>\n";
}

} // namespace lathe::core::reportformat
