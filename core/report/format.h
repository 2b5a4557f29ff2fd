#pragma once
// Helpers shared by the report's files (internal to report/): number formatting for the HTML and
// the SVG charts, the HTML head, chart series from metrics.jsonl.

#include "report.h"
#include "util/catalogue.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace lathe::core::reportformat {

// The report's words: messages of the catalogue (util/catalogue.h) in the report's language, each a
// whole sentence or label with its values, so no language is joined in another's word order.
class Words {
public:
    explicit Words(std::string language) : m_language(std::move(language)) {}
    const std::string& language() const { return m_language; }
    std::string operator()(const Message& m) const { return translate(m, m_language); } // plain text
    std::string html(const Message& m) const { return htmlEscape(translate(m, m_language)); }
    // Messages joined by " · " (labels with their values on one line), as HTML.
    std::string line(const std::vector<Message>& parts) const;
    // "<th>" cells of a table's head row, from <tr> to </tr>.
    std::string headRow(const std::vector<Message>& heads) const;

private:
    std::string m_language;
};

// `v` with `digits` decimals.
std::string fixed(double v, int digits);
// A readable number: 4 significant digits, thousands not in exponent form, "-" when not finite.
std::string number(double v);

// A row of a two-column table: the key as a header cell, the value; both escaped.
std::string row(const std::string& key, const std::string& value);

// The report's Data section (data.json).
std::string dataSection(const DataRecord& data, const Words& W);

// An HTML document's start, up to and including <body>: the reports' shared style sheet, `title`
// escaped, the language ("en", "zh_CN") in <html lang>.
std::string htmlHead(const std::string& title, const std::string& language);

// `key` (an EpochRecord::value key) by epoch, times `scale`; epochs without it are left out.
ChartSeries epochSeries(const std::vector<EpochRecord>& epochs, const std::string& key, Message name, double scale = 1.0);

// Appends `chart` without its empty series, or not at all when every series is empty.
void addChart(std::vector<ReportChart>& charts, ReportChart chart);

// The last step profile (profile.json) as stacked bars of its phases per step, in ms; nullopt
// when the run has none (reportprofile.cpp).
std::optional<ReportChart> profileChart(const std::vector<ProfileEvent>& profiles);
// The report's Step profile section: each phase's mean time and share, where the trace is.
std::string profileSection(const std::vector<ProfileEvent>& profiles, const Words& W);

// A run's status (completed, stopped, unfinished) in the reports' words.
Message runStatusMessage(RunStatus status);

// A duration in the report's words: "1 h 02 min", "3 min 05 s", "12.3 s".
Message duration(double seconds);

} // namespace lathe::core::reportformat
