// The report's Data section, shared with the GUI's Data tab: what a run's data held (data.json).

#include "format.h"

#include <algorithm>

namespace lathe::core {

namespace reportformat {

namespace {

// A fill value of data.json: a number or a category.
std::string fillText(const Json& value)
{
    return value.is_string() ? value.get<std::string>() : value.is_number() ? number(value.get<double>()) : value.dump();
}

std::string count(const std::vector<std::int64_t>& counts, std::size_t i)
{
    return i < counts.size() ? std::to_string(counts[i]) : std::string("-");
}

// Classes beyond this many are counted, not listed.
constexpr std::size_t kMaxClassRows = 30;

std::string classTable(const DataRecord& d, const Words& W)
{
    std::int64_t total = 0, largest = 0;
    for (const std::int64_t n : d.trainClassCounts) {
        total += std::max<std::int64_t>(0, n);
        largest = std::max(largest, n);
    }
    std::string h = "<table class=\"grid\">" + W.headRow({msg("class"), msg("train"), Message::plain("%"), msg("validation"), msg("test")});
    const std::size_t shown = std::min(d.classes.size(), kMaxClassRows);
    for (std::size_t i = 0; i < shown; ++i) {
        const std::int64_t train = i < d.trainClassCounts.size() ? d.trainClassCounts[i] : 0;
        h += "<tr><td>" + htmlEscape(d.classes[i]) + "</td><td>" + count(d.trainClassCounts, i) + "</td><td>"
             + fixed(total > 0 ? 100.0 * static_cast<double>(train) / static_cast<double>(total) : 0.0, 1) + "</td><td>"
             + count(d.valClassCounts, i) + "</td><td>" + count(d.testClassCounts, i) + "</td></tr>\n";
    }
    h += "</table>\n";
    if (d.classes.size() > shown)
        h += "<p class=\"muted\">" + W.html(msg("%1 more classes in data.json", d.classes.size() - shown)) + "</p>\n";
    if (total > 0 && static_cast<double>(largest) >= 0.8 * static_cast<double>(total))
        h += "<p class=\"warn\">"
             + W.html(msg("One class holds most of the training split: balanced accuracy and macro F1 say more than accuracy.")) + "</p>\n";
    return h;
}

std::string missingSection(const DataRecord::Missing& m, const Words& W)
{
    std::vector<Message> facts{msg("data.missing: %1", m.policy), msg("missing cells: %1", m.cells), msg("filled: %1", m.filled)};
    if (m.stepsFilled > 0)
        facts.push_back(msg("missing time steps filled: %1", m.stepsFilled));
    if (m.rowsDropped)
        facts.push_back(msg("rows dropped: %1", *m.rowsDropped));
    if (m.windowsDropped)
        facts.push_back(msg("windows dropped: %1", *m.windowsDropped));
    std::string h = "<h3>" + W.html(msg("Missing values")) + "</h3>\n<p>" + W.line(facts) + "</p>\n";
    h += "<table class=\"grid\">" + W.headRow({msg("column"), msg("missing cells"), msg("filled with")});
    for (const auto& [column, cells] : m.columns) {
        const auto fill = std::find_if(m.fillValues.begin(), m.fillValues.end(), [&](const auto& f) { return f.first == column; });
        const std::string with = fill != m.fillValues.end() ? htmlEscape(fillText(fill->second))
                                 : m.policy == "interpolate" ? W.html(msg("a straight line between its neighbours"))
                                 : m.policy == "ffill"       ? W.html(msg("the last value before"))
                                                             : std::string("-");
        h += "<tr><td class=\"name\">" + htmlEscape(column) + "</td><td>" + std::to_string(cells) + "</td><td>" + with + "</td></tr>\n";
    }
    return h + "</table>\n";
}

std::string unseenSection(const std::vector<DataRecord::UnseenCategory>& unseen, const Words& W)
{
    std::string h = "<h3>" + W.html(msg("Categories not seen in training")) + "</h3>\n<p class=\"warn\">"
                    + W.html(msg("The training split holds none of these values: the model took each as an unknown category.")) + "</p>\n";
    h += "<table class=\"grid\">" + W.headRow({msg("column"), msg("split"), msg("cells"), msg("first value"), msg("where")});
    for (const DataRecord::UnseenCategory& u : unseen) {
        const std::string split = u.split == "val" ? W.html(msg("validation")) : u.split == "test" ? W.html(msg("test")) : htmlEscape(u.split);
        h += "<tr><td class=\"name\">" + htmlEscape(u.column) + "</td><td>" + split + "</td><td>" + std::to_string(u.cells) + "</td><td>" + htmlEscape(u.first)
             + "</td><td>" + htmlEscape(u.at) + "</td></tr>\n";
    }
    return h + "</table>\n";
}

std::string timeSection(const DataRecord::Time& t, const Words& W)
{
    return "<h3>" + W.html(msg("Time")) + "</h3>\n<p>"
           + W.line({msg("%1 to %2", t.from, t.to),
                     t.stepSeconds > 0 ? msg("time step: %1 s", t.stepSeconds) : msg("time step: irregular"),
                     msg("gaps: %1 (%2 missing steps)", t.gaps, t.missingSteps), msg("duplicate times: %1", t.duplicates)})
           + "</p>\n";
}

// data.forecast: what the model forecasts, and persistence's error, the figure a forecaster must beat.
std::string forecastSection(const DataRecord& data, const Words& W)
{
    const DataRecord::Forecast& f = *data.forecast;
    std::string h = "<h3>" + W.html(msg("Forecast")) + "</h3>\n<p>"
                    + W.html(f.mode == "change" ? msg("The model forecasts the change from each window's last value of the target, which it adds "
                                                      "back: untrained, it forecasts persistence (the next value is the last one).")
                                                : msg("The model forecasts the target's level."))
                    + "</p>\n";
    const auto maes = [&](const std::vector<double>& values) {
        std::string s;
        for (std::size_t i = 0; i < values.size(); ++i)
            s += (s.empty() ? "" : ", ") + (i < data.targets.size() && values.size() > 1 ? data.targets[i] + " " : std::string()) + number(values[i]);
        return s;
    };
    const std::string val = maes(f.persistenceValMae), test = maes(f.persistenceTestMae);
    if (val.empty() && test.empty())
        return h;
    const Message says = val.empty()    ? msg("Persistence scores test MAE %1: the figure the model must beat.", test)
                         : test.empty() ? msg("Persistence scores validation MAE %1: the figure the model must beat.", val)
                                        : msg("Persistence scores validation MAE %1 and test MAE %2: the figures the model must beat.", val, test);
    return h + "<p>" + W.html(says) + "</p>\n";
}

} // namespace

// What the data held (data.json): the samples and classes of every split, the missing cells and what
// was done with them, the time covered and its gaps.
std::string dataSection(const DataRecord& data, const Words& W)
{
    if (data.empty())
        return {};
    std::string h = "<h2>" + W.html(msg("Data")) + "</h2>\n<p>"
                    + W.html(msg("Samples: train %1, validation %2, test %3", data.trainSamples, data.valSamples, data.testSamples)) + "</p>\n";
    if (data.streamedFromDisk)
        h += "<p class=\"muted\">" + W.html(msg("Streamed from disk (loader.stream): each batch was read as training went, not held in memory."))
             + "</p>\n";
    if (data.classification && !data.classes.empty() && !data.trainClassCounts.empty())
        h += classTable(data, W);
    if (data.missing && (data.missing->cells > 0 || data.missing->rowsDropped.value_or(0) > 0 || data.missing->windowsDropped.value_or(0) > 0))
        h += missingSection(*data.missing, W);
    if (!data.unseenCategories.empty())
        h += unseenSection(data.unseenCategories, W);
    if (data.time)
        h += timeSection(*data.time, W);
    if (data.forecast)
        h += forecastSection(data, W);
    return h;
}

} // namespace reportformat

std::string dataSummaryHtml(const DataRecord& data, const std::string& language)
{
    return reportformat::dataSection(data, reportformat::Words(language));
}

} // namespace lathe::core
