#include "datachecks.h"

#include <algorithm>
#include <filesystem>
#include <map>
#include <string_view>

namespace lathe::core {

namespace {

void addError(Diagnostics& out, std::string path, Message message)
{
    out.push_back({Diagnostic::Severity::Error, std::move(path), std::move(message), 0, 0});
}

void addWarning(Diagnostics& out, std::string path, Message message)
{
    out.push_back({Diagnostic::Severity::Warning, std::move(path), std::move(message), 0, 0});
}

} // namespace

void checkColumnLists(const DataConfig& d, Diagnostics& out)
{
    if (d.source != "csv" && d.source != "timeseries_csv")
        return;
    for (const auto& [field, list] : {std::pair<const char*, const std::vector<std::string>*>{"data.features", &d.features},
                                      {"data.categorical", &d.categorical}, {"data.target", &d.target},
                                      {"data.time_columns", &d.timeColumns}}) {
        for (auto at = list->begin(); at != list->end(); ++at)
            if (std::find(list->begin(), at, *at) != at)
                addError(out, field, msg("\"%1\" is listed twice", *at));
    }
    for (const auto& column : d.categorical) {
        const bool feature = std::find(d.features.begin(), d.features.end(), column) != d.features.end();
        if (std::find(d.target.begin(), d.target.end(), column) != d.target.end()) {
            if (!feature) // a forecast's target among its features is read as the features are
                addWarning(out, "data.categorical",
                           msg("ignored for the target column \"%1\": its values are the classes or the numbers to predict", column));
        } else if (!d.features.empty() && !feature) {
            addWarning(out, "data.categorical", msg("ignored for \"%1\": data.features leaves that column out", column));
        }
    }
}

void checkMissingAndTime(const DataConfig& d, Diagnostics& out)
{
    const bool table = d.source == "csv", series = d.source == "timeseries_csv";
    const std::vector<std::string> tablePolicies{"error", "drop_rows", "mean", "median", "most_frequent"};
    const std::vector<std::string> seriesPolicies{"error", "ffill", "interpolate", "drop_windows"};
    const auto among = [](const std::vector<std::string>& v, const std::string& s) { return std::find(v.begin(), v.end(), s) != v.end(); };
    const auto list = [](const std::vector<std::string>& v) {
        std::string s;
        for (const auto& x : v)
            s += (s.empty() ? "" : ", ") + x;
        return s;
    };
    if (!table && !series && d.missing != "error")
        addError(out, "data.missing", msg("applies to CSV and time-series data; source \"%1\" has no missing cells", d.source));
    else if (table && !among(tablePolicies, d.missing))
        addError(out, "data.missing", msg("\"%1\" is for time series; CSV tables take %2", d.missing, list(tablePolicies)));
    else if (series && !among(seriesPolicies, d.missing))
        addError(out, "data.missing", msg("\"%1\" is for CSV tables; time series take %2", d.missing, list(seriesPolicies)));
    if (d.missingIndicator && !(table && (d.missing == "mean" || d.missing == "median" || d.missing == "most_frequent")))
        addError(out, "data.missing_indicator", msg("applies to CSV data with data.missing mean, median or most_frequent"));
    if (d.maxGap > 0 && !(series && (d.missing == "ffill" || d.missing == "interpolate")))
        addError(out, "data.max_gap", msg("applies to time series with data.missing ffill or interpolate"));
    for (const auto& m : d.missingMarkers) {
        if (m.empty())
            addError(out, "data.missing_markers", msg("an empty marker: empty cells are missing anyway"));
    }
    if (!series) {
        if (!d.timeColumn.empty())
            addError(out, "data.time_column", msg("applies to time series (source timeseries_csv)"));
        if (!d.timeColumns.empty())
            addError(out, "data.time_columns", msg("applies to time series (source timeseries_csv)"));
        if (!d.timeFeatures.empty())
            addError(out, "data.time_features", msg("applies to time series (source timeseries_csv)"));
        return;
    }
    if (!d.timeColumn.empty() && !d.timeColumns.empty())
        addError(out, "data.time_columns", msg("give the time either as one column (data.time_column) or as several, not both"));
    if (d.timeColumns.size() == 1 || d.timeColumns.size() > 6)
        addError(out, "data.time_columns", msg("expects a date and a time of day (2 columns), or 3 to 6 columns (year, month, day, then hour, "
                                               "minute, second), found %1",
                                               d.timeColumns.size()));
    for (const auto& f : d.timeFeatures) {
        if (f != "hour" && f != "weekday" && f != "yearday")
            addError(out, "data.time_features", msg("unknown time feature \"%1\" (hour, weekday or yearday)", f));
    }
    for (const auto& t : d.target) {
        if (t == d.timeColumn || among(d.timeColumns, t))
            addError(out, "data.target", msg("\"%1\" is the time column", t));
    }
}

void checkImbalanceSettings(const Config& c, Diagnostics& out)
{
    if (c.data.task == "regression" && c.training.classWeights != "none")
        addError(out, "training.class_weights", msg("applies to classification: regression has no classes to weigh"));
    if (c.data.task == "regression" && c.loader.sampler != "uniform")
        addError(out, "loader.sampler", msg("\"balanced\" draws classes equally: regression has none"));
}

void checkRepeatedFiles(const Config& c, Diagnostics& out)
{
    const DataConfig& d = c.data;
    struct Seen {
        const char* field;
        std::string pattern;
    };
    std::map<std::filesystem::path, Seen> seen;
    for (const auto& [field, patterns] : {std::pair<const char*, const std::vector<std::string>*>{"data.path", &d.path},
                                          {"data.val_path", &d.valPath}, {"data.test_path", &d.testPath}}) {
        for (const std::string& pattern : *patterns) {
            for (const auto& file : expandPaths(c, {pattern})) {
                std::error_code ec;
                std::filesystem::path key = std::filesystem::weakly_canonical(file, ec);
                if (ec)
                    key = file.lexically_normal();
                const auto [at, first] = seen.emplace(key, Seen{field, pattern});
                if (first)
                    continue;
                const Seen& before = at->second;
                if (std::string_view(before.field) == field)
                    addError(out, field, msg("%1 is matched twice (by \"%2\" and \"%3\"): its rows would be read twice", file.string(),
                                             before.pattern, pattern));
                else if (std::string_view(before.field) == "data.path") // a warning: evaluate --data may score the training file on purpose
                    addWarning(out, field, msg("%1 is also in data.path: this split scores rows the model trained on", file.string()));
                else
                    addWarning(out, field, msg("%1 is also data.val_path's: validation and test score the same rows", file.string()));
            }
        }
    }
}

} // namespace lathe::core
