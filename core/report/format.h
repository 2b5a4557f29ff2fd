#pragma once
// Helpers shared by the report's files (internal to report/): number formatting for the HTML and
// the SVG charts, the HTML head, chart series from metrics.jsonl.

#include "report.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace lathe::core::reportformat {

// `v` with `digits` decimals.
std::string fixed(double v, int digits);
// A readable number: 4 significant digits, thousands not in exponent form, "-" when not finite.
std::string number(double v);

// A field of a JSON object as text: strings as they are, numbers readable, `fallback` when absent.
std::string text(const Json& j, const char* key, const std::string& fallback = "-");
// A row of a two-column table: the key as a header cell, the value; both escaped.
std::string row(const std::string& key, const std::string& value);
// The object under `key`, or an empty object.
Json sub(const Json& j, const char* key);

// The report's Data section (data.json), its words through `T`.
std::string dataSection(const Json& data, const std::function<std::string(const std::string&)>& T);

// An HTML document's start, up to and including <body>: the reports' shared style sheet, `title`
// escaped, the language ("en", "zh_CN") in <html lang>.
std::string htmlHead(const std::string& title, const std::string& language);

// `key` (an EpochRecord::value key) by epoch, times `scale`; epochs without it are left out.
ChartSeries epochSeries(const std::vector<EpochRecord>& epochs, const std::string& key, const std::string& name, double scale = 1.0);

// Appends `chart` without its empty series, or not at all when every series is empty.
void addChart(std::vector<ReportChart>& charts, ReportChart chart);

// The last step profile (profile.json) as stacked bars of its phases per step, in ms; nullopt
// when the run has none (reportprofile.cpp).
std::optional<ReportChart> profileChart(const std::vector<ProfileEvent>& profiles);
// The report's Step profile section: each phase's mean time and share, where the trace is.
std::string profileSection(const std::vector<ProfileEvent>& profiles, const std::function<std::string(const std::string&)>& T);

} // namespace lathe::core::reportformat
