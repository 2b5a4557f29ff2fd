// The report's Data section, shared with the GUI's Data tab: what a run's data held (data.json).

#include "format.h"

#include <algorithm>
#include <cstdio>

namespace lathe::core {

namespace reportformat {

// A fill value of data.json: a number or a category.
namespace {

std::string fillText(const Json& value)
{
    return value.is_string() ? value.get<std::string>() : value.is_number() ? number(value.get<double>()) : value.dump();
}

} // namespace

// What the data held (data.json): the samples and classes of every split, the missing cells and what
// was done with them, the time covered and its gaps.
std::string dataSection(const Json& data, const std::function<std::string(const std::string&)>& T)
{
    if (!data.contains("samples"))
        return {};
    const Json& n = data.at("samples");
    std::string h = "<h2>" + T("Data") + "</h2>\n<p>" + T("Samples") + ": " + T("train") + " " + text(n, "train") + ", " + T("validation")
                    + " " + text(n, "val") + ", " + T("test") + " " + text(n, "test") + "</p>\n";
    if (data.value("streamed_from_disk", false))
        h += "<p class=\"muted\">" + T("Streamed from disk (loader.stream): each batch was read as training went, not held in memory.") + "</p>\n";
    if (data.contains("classes") && data.contains("train_class_counts")) {
        const auto& classes = data.at("classes");
        const auto counts = [&](const char* key, std::size_t i) -> std::int64_t {
            return data.contains(key) && i < data.at(key).size() ? data.at(key).at(i).get<std::int64_t>() : -1;
        };
        std::int64_t total = 0, largest = 0;
        for (std::size_t i = 0; i < classes.size(); ++i) {
            total += std::max<std::int64_t>(0, counts("train_class_counts", i));
            largest = std::max(largest, counts("train_class_counts", i));
        }
        h += "<table class=\"grid\"><tr><th>" + T("class") + "</th><th>" + T("train") + "</th><th>%</th><th>" + T("validation") + "</th><th>"
             + T("test") + "</th></tr>\n";
        const std::size_t shown = std::min<std::size_t>(classes.size(), 30);
        for (std::size_t i = 0; i < shown; ++i) {
            const std::int64_t tr = counts("train_class_counts", i), va = counts("val_class_counts", i), te = counts("test_class_counts", i);
            char share[16];
            std::snprintf(share, sizeof share, "%.1f", total > 0 ? 100.0 * static_cast<double>(tr) / static_cast<double>(total) : 0.0);
            h += "<tr><td>" + htmlEscape(classes[i].get<std::string>()) + "</td><td>" + std::to_string(tr) + "</td><td>" + share + "</td><td>"
                 + (va >= 0 ? std::to_string(va) : "-") + "</td><td>" + (te >= 0 ? std::to_string(te) : "-") + "</td></tr>\n";
        }
        h += "</table>\n";
        if (classes.size() > shown)
            h += "<p class=\"muted\">" + std::to_string(classes.size() - shown) + " " + T("more classes in data.json") + "</p>\n";
        if (total > 0 && static_cast<double>(largest) >= 0.8 * static_cast<double>(total))
            h += "<p class=\"warn\">" + T("One class holds most of the training split: balanced accuracy and macro F1 say more than accuracy.")
                 + "</p>\n";
    }
    if (data.contains("missing") && (data.at("missing").value("cells", 0) > 0 || data.at("missing").value("rows_dropped", 0) > 0
                                     || data.at("missing").value("windows_dropped", 0) > 0)) {
        const Json& m = data.at("missing");
        h += "<h3>" + T("Missing values") + "</h3>\n<p>data.missing: " + htmlEscape(text(m, "policy")) + " &middot; " + T("missing cells") + " "
             + text(m, "cells") + " &middot; " + T("filled") + " " + text(m, "filled", "0");
        if (m.value("steps_filled", 0) > 0)
            h += " &middot; " + T("missing time steps filled") + " " + text(m, "steps_filled");
        if (m.contains("rows_dropped"))
            h += " &middot; " + T("rows dropped") + " " + text(m, "rows_dropped");
        if (m.contains("windows_dropped"))
            h += " &middot; " + T("windows dropped") + " " + text(m, "windows_dropped");
        h += "</p>\n<table class=\"grid\"><tr><th>" + T("column") + "</th><th>" + T("missing cells") + "</th><th>" + T("filled with") + "</th></tr>\n";
        const Json fills = m.value("fill_values", Json::object());
        const Json columns = m.value("columns", Json::object());
        for (const auto& [column, count] : columns.items()) {
            const std::string policy = text(m, "policy");
            std::string with = fills.contains(column) ? fillText(fills.at(column))
                               : policy == "interpolate" ? T("a straight line between its neighbours")
                               : policy == "ffill"       ? T("the last value before")
                                                         : "-";
            h += "<tr><td>" + htmlEscape(column) + "</td><td>" + count.dump() + "</td><td>" + htmlEscape(with) + "</td></tr>\n";
        }
        h += "</table>\n";
    }
    if (data.contains("time")) {
        const Json& t = data.at("time");
        h += "<h3>" + T("Time") + "</h3>\n<p>" + htmlEscape(text(t, "from")) + " &ndash; " + htmlEscape(text(t, "to")) + " &middot; " + T("step")
             + " " + (t.value("step_seconds", 0) > 0 ? text(t, "step_seconds") + " s" : T("irregular")) + " &middot; " + T("gaps") + " "
             + text(t, "gaps") + " (" + text(t, "missing_steps") + " " + T("missing steps") + ") &middot; " + T("duplicate times") + " "
             + text(t, "duplicates") + "</p>\n";
    }
    return h;
}

} // namespace reportformat

std::string dataSummaryHtml(const Json& data, const std::string& language)
{
    return reportformat::dataSection(data, [&](const std::string& english) { return reportText(english, language); });
}

} // namespace lathe::core
