#pragma once
// How the columns of a time-series CSV become rows of float features: numbers, categories (one-hot,
// or a code past kMaxOneHot values), the time (ordering the rows, finding duplicates and gaps, and
// cyclic features), and missing cells (NaN, then filled by data.missing where it fills). Learned from
// the training series and saved in model.pt, so that `lathe-cli predict` reads new files exactly so.

#include "config/json.h"
#include "csvtable.h"
#include "datalog.h"
#include "timecolumn.h"
#include "unseencategories.h"

#include <ATen/core/Tensor.h>

#include <functional>
#include <map>
#include <string>
#include <optional>
#include <vector>
#include "util/message.h"

namespace lathe::core {

struct DataConfig;

// A cell that means "missing": empty, or one of the markers.
inline bool isMissingCell(const std::string& cell, const std::vector<std::string>& markers)
{
    if (cell.empty())
        return true;
    for (const auto& m : markers)
        if (cell == m)
            return true;
    return false;
}

// "file:line: target column "y" is empty" or "… is missing ("NA")", and what to set to go on.
std::string missingCellMessage(const CsvTable& table, std::size_t row, int col, std::string_view role, std::string_view policies);

struct SeriesColumns {
    static constexpr std::size_t kMaxOneHot = 64;

    std::vector<std::string> inputs;                  // the CSV columns read, in order
    std::vector<std::vector<std::string>> categories; // per input: empty for a number, else its categories in code order
    std::vector<std::string> time;                    // one column of dates, or 3-6 of year…second; empty: file order
    SlashDates slash = SlashDates::MonthFirst;        // one column of year-last slash dates
    bool monthFirstShown = false;                     // the training series showed month first (a second field above 12)
    std::vector<std::string> timeFeatures;            // hour, weekday, yearday: a sine and a cosine each
    std::vector<std::string> markers;
    std::string missing = "error";
    std::int64_t maxGap = 0;

    bool oneHot(std::size_t input) const
    {
        return !categories[input].empty() && categories[input].size() <= kMaxOneHot;
    }
    // The features a row holds: numbers by name, one-hot categories as name=? (unseen) and name=value,
    // coded categories by name, then the time features (hour_sin, hour_cos, …).
    std::vector<std::string> featureNames() const;
    Json toJson() const;
    static SeriesColumns fromJson(const Json& j); // throws std::runtime_error naming the field
};

// Decides the columns from the training series (the first gives the header; categories and the
// reading of slash dates come from all of them). Logs what it found by itself (the time columns, text
// columns taken as categories). Throws DataError naming the file and column.
SeriesColumns learnSeriesColumns(const std::vector<const CsvTable*>& train, const DataConfig& config, const DataLog& log);

// What reading a series found, summed over series by `add`.
struct SeriesFindings {
    std::vector<std::string> columns;          // inputs, then targets
    std::vector<std::int64_t> missingCells;    // per column
    std::vector<FormattedNumbers> formatted;   // per column: cells holding numbers as a spreadsheet formats them ("1,234.5", "3.5万")
    std::int64_t rows = 0, gaps = 0, gapRows = 0, duplicates = 0, reordered = 0;
    std::int64_t filled = 0;      // missing cells of the file that data.missing filled (a target that is an input counted once)
    std::int64_t stepsFilled = 0; // steps the time column lacks that were filled whole
    std::int64_t longGaps = 0;    // gaps longer than data.max_gap, left unfilled (with ffill or interpolate)
    std::int64_t first = 0, last = 0, step = 0; // time range and regular step in seconds (0: untimed or irregular)
    std::optional<std::int64_t> firstZone, lastZone; // the offsets written with the first and last times, if any
    bool timed = false;
    std::string firstGap, firstDuplicate;       // "file:line" of the first of each
    std::string guessedDate;                    // a slash date read month first that could be day first (ambiguousSlashDate)
    std::string guessedDateFile;                // the file it is in
    std::string repeatsApartBy;                 // a column telling repeated times' rows apart (seriesid.h), when they are fewer than half
    UnseenCategories unseen;                    // categories that the training series do not hold (not summed by add)

    void add(const SeriesFindings& other);
};

// The warning for SeriesFindings::guessedDate: the dates were read month first, which may be wrong.
Message guessedDateWarning(const SeriesFindings& f);
// The warning for repeated times (SeriesFindings::duplicates), with the column that tells them apart.
Message duplicatesWarning(const SeriesFindings& f);

struct SeriesRows {
    at::Tensor values;                // [rows, features] float: NaN where a value is missing and was not filled
    at::Tensor targets;               // [rows, targets] float (classification: the class index), NaN where missing; undefined without
    std::vector<std::int64_t> source; // per row, the table row it came from (-1: a step missing from the time column)
    std::vector<std::int64_t> seconds; // per row, its time as local seconds (formatTime); empty: an untimed series, in file order
    std::vector<std::optional<std::int64_t>> zones; // per row beside seconds, the offset its time was written with
                                                    // (a step filled in: the row's before), nullopt: written without
    SeriesFindings findings;
};

// Reads `table` by column name. `targets` (may be empty: predicting) are regression columns, or one
// classification column whose labels `classes` maps (a label it lacks is an error naming the line).
// data.missing "error" throws at the first missing cell; the others leave NaN that ffill and
// interpolate then fill where they may.
SeriesRows encodeSeries(const CsvTable& table, const SeriesColumns& spec, const std::vector<std::string>& targets,
                        const std::map<std::string, std::int64_t>* classes);

// Per row: whether any feature (any target) is NaN. A window must have neither in its rows, nor a
// missing target at the row it predicts.
std::vector<char> rowsWithMissing(const at::Tensor& values);

} // namespace lathe::core
