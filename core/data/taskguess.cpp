// data.task "auto": whether a CSV's target holds classes or quantities, from what the training file's
// target column holds (declared in dataset.h).

#include "dataset.h"

#include "config/config.h"
#include "csvtable.h"
#include "util/errors.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace lathe::core {

namespace {

constexpr std::size_t kMaxGuessedClasses = 20;
constexpr std::size_t kRowsLooked = 20000;

} // namespace

std::string resolveTask(Config& c)
{
    DataConfig& d = c.data;
    if (d.task != "auto")
        return {};
    const auto decide = [&](const std::string& task, const std::string& why) {
        d.task = task;
        return "data.task \"auto\": " + why + " → " + task + " (set data.task to choose)";
    };
    if (d.source != "csv" && d.source != "timeseries_csv")
        return decide("classification", "images are labelled by class");
    if (d.target.size() > 1)
        return decide("regression", std::to_string(d.target.size()) + " target columns");
    const auto files = expandPaths(c, d.path);
    if (files.empty() || d.target.empty())
        return decide("classification", "no training file to look at yet");
    try {
        CsvChunkReader reader(files.front());
        const auto& header = reader.header();
        const auto at = std::find(header.begin(), header.end(), d.target.front());
        if (at == header.end())
            return decide("classification", "the target column \"" + d.target.front() + "\" is not in " + files.front().string());
        const auto column = static_cast<std::size_t>(at - header.begin());
        std::set<std::string> distinct;
        bool numbers = true, whole = true;
        std::size_t seen = 0;
        CsvTable chunk;
        while (seen < kRowsLooked && reader.next(chunk, kRowsLooked - seen)) {
            for (const auto& row : chunk.rows) {
                const std::string& cell = row.at(column);
                if (cell.empty() || std::find(d.missingMarkers.begin(), d.missingMarkers.end(), cell) != d.missingMarkers.end())
                    continue;
                double v = 0;
                if (!parseNumber(cell, v) || !std::isfinite(v))
                    numbers = false;
                else if (v != std::floor(v))
                    whole = false;
                if (distinct.size() <= kMaxGuessedClasses)
                    distinct.insert(cell);
            }
            seen += chunk.rows.size();
        }
        const std::string what = "the target \"" + d.target.front() + "\" holds ";
        const std::string count = distinct.size() > kMaxGuessedClasses ? "more than " + std::to_string(kMaxGuessedClasses)
                                                                          : std::to_string(distinct.size());
        if (!numbers)
            return decide("classification", what + "text (" + count + " distinct values)");
        if (!whole)
            return decide("regression", what + "numbers with fractions");
        if (distinct.size() > kMaxGuessedClasses)
            return decide("regression", what + "whole numbers of " + count + " distinct values");
        return decide("classification", what + "whole numbers of " + count + " distinct values");
    } catch (const DataError&) {
        return decide("classification", "the training file cannot be read yet"); // reading it names the problem
    }
}

} // namespace lathe::core
