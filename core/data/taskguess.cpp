// data.task "auto": whether a CSV's target holds classes or quantities, from what the training file's
// target column holds (declared in dataset.h).

#include "dataset.h"
#include "util/classlabel.h"

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

Message resolveTask(Config& c)
{
    DataConfig& d = c.data;
    if (d.task != "auto")
        return {};
    const auto decide = [&](const std::string& task, const Message& why) {
        d.task = task;
        return msg("data.task \"auto\": %1 → %2 (set data.task to choose)", why, task);
    };
    if (d.source != "csv" && d.source != "timeseries_csv")
        return decide("classification", msg("images are labelled by class"));
    if (d.target.size() > 1)
        return decide("regression", msg("%1 target columns", d.target.size()));
    const auto files = expandPaths(c, d.path);
    if (files.empty() || d.target.empty())
        return decide("classification", msg("no training file to look at yet"));
    try {
        CsvChunkReader reader(files.front());
        const auto& header = reader.header();
        const auto at = std::find(header.begin(), header.end(), d.target.front());
        if (at == header.end())
            return decide("classification", msg("the target column \"%1\" is not in %2", d.target.front(), files.front().string()));
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
                if (!parseNumber(cell, v, decimalMarkOf(reader.separator())) || !std::isfinite(v))
                    numbers = false;
                else if (v != std::floor(v))
                    whole = false;
                if (distinct.size() <= kMaxGuessedClasses)
                    distinct.insert(std::string(classLabel(cell))); // "1" and "1.0" are one class
            }
            seen += chunk.rows.size();
        }
        const std::string& target = d.target.front();
        const Message count = distinct.size() > kMaxGuessedClasses ? msg("more than %1", kMaxGuessedClasses) : Message::plain(std::to_string(distinct.size()));
        if (distinct.empty()) // no rows, or none with a target: reading the file names the problem
            return decide("classification", msg("the target \"%1\" holds no values yet", target));
        if (!numbers)
            return decide("classification", msg("the target \"%1\" holds text (%2 distinct values)", target, count));
        if (!whole)
            return decide("regression", msg("the target \"%1\" holds numbers with fractions", target));
        if (distinct.size() > kMaxGuessedClasses)
            return decide("regression", msg("the target \"%1\" holds whole numbers of %2 distinct values", target, count));
        return decide("classification", msg("the target \"%1\" holds whole numbers of %2 distinct values", target, count));
    } catch (const DataError&) {
        return decide("classification", msg("the training file cannot be read yet")); // reading it names the problem
    }
}

} // namespace lathe::core
