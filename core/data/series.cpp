#include "series.h"
#include "util/classlabel.h"

#include "csvscan.h"
#include "seriesid.h"
#include "timenames.h"

#include "config/config.h"
#include "util/errors.h"

#include <ATen/ATen.h>

#include <algorithm>
#include <cctype>
#include <cfloat>
#include <cmath>
#include <numeric>
#include <set>

namespace lathe::core {

namespace {

std::optional<std::int64_t> zoneOf(const TimePoint& t) { return t.zoned ? std::optional<std::int64_t>(t.offset) : std::nullopt; }

// The data.missing values that go on past a missing cell of a series.
Message seriesPolicies() { return msg("ffill, interpolate or drop_windows"); }

std::string joined(const std::vector<std::string>& v, const std::string& sep = ", ")
{
    std::string s;
    for (const auto& x : v)
        s += (s.empty() ? "" : sep) + x;
    return s;
}

// missingCellMessage as a message (kept translatable when thrown here).
Message missingCell(const CsvTable& t, std::size_t row, int col, std::string_view role, const Message& policies)
{
    const std::string& cell = t.rows.at(row).at(static_cast<std::size_t>(col));
    const std::string& name = t.header.at(static_cast<std::size_t>(col));
    const Message what = role.empty() ? msg("%1: column \"%2\"", t.where(row), name)
                                      : msg("%1: %2 column \"%3\"", t.where(row), role, name);
    return cell.empty() ? msg("%1 is empty; set data.missing to %2 to go on", what, policies)
                        : msg("%1 is missing (\"%2\"); set data.missing to %3 to go on", what, cell, policies);
}

// A cell's number, NaN when missing; an error naming the line for text or a value float32 cannot hold.
// A number as a spreadsheet formats it ("1,234.5", "12.5%") is counted in `formatted`, for the log.
float cellValue(const CsvTable& t, std::size_t row, int col, const SeriesColumns& spec, std::string_view role, bool& missing,
                FormattedNumbers& formatted)
{
    const std::string& cell = t.rows[row][static_cast<std::size_t>(col)];
    missing = isMissingCell(cell, spec.markers);
    if (missing) {
        if (spec.missing == "error")
            throw DataError(missingCell(t, row, col, role, seriesPolicies()));
        return std::numeric_limits<float>::quiet_NaN();
    }
    double v = 0;
    const CellNumber read = parseCellNumber(cell, t.mark(row), v);
    if (read == CellNumber::None)
        (void)t.number(row, col, role, "list the column in data.categorical if it holds categories"); // throws the usual message
    if (read == CellNumber::Formatted && formatted.cells++ == 0) {
        formatted.example = cell;
        formatted.value = v;
    }
    if (!std::isfinite(v))
        (void)t.number(row, col, role, "list the column in data.categorical if it holds categories");
    if (std::fabs(v) > FLT_MAX)
        throw DataError(msg("%1: %2 column \"%3\": %4 does not fit in float32 (which holds up to about 3.4e38)", t.where(row), role,
                            t.header[static_cast<std::size_t>(col)], cell));
    return static_cast<float>(v);
}

// Fills the NaN holes of one column in place: `linear` draws the line between the values around a
// hole (a hole at the end stays), otherwise the last value repeats. A hole longer than `maxGap` (when
// positive) or with nothing before it stays. Returns the cells filled in rows of the file (`source`
// >= 0), not counting the steps the file lacks.
std::int64_t fillColumn(float* x, std::int64_t rows, std::int64_t stride, bool linear, std::int64_t maxGap, const std::vector<std::int64_t>& source)
{
    std::int64_t filled = 0;
    std::int64_t r = 0;
    while (r < rows) {
        if (!std::isnan(x[r * stride])) {
            ++r;
            continue;
        }
        const std::int64_t begin = r;
        while (r < rows && std::isnan(x[r * stride]))
            ++r;
        const std::int64_t length = r - begin;
        if (begin == 0 || (maxGap > 0 && length > maxGap) || (linear && r == rows))
            continue;
        const float before = x[(begin - 1) * stride];
        const float after = linear ? x[r * stride] : before;
        for (std::int64_t k = begin; k < r; ++k) {
            const float t = static_cast<float>(k - begin + 1) / static_cast<float>(length + 1);
            x[k * stride] = linear ? before + (after - before) * t : before;
            filled += source[static_cast<std::size_t>(k)] >= 0 ? 1 : 0; // a cell of the file (not a step it lacks)
        }
    }
    return filled;
}

} // namespace

std::string missingCellMessage(const CsvTable& t, std::size_t row, int col, std::string_view role, std::string_view policies)
{
    return missingCell(t, row, col, role, Message::plain(std::string(policies))).text();
}

std::vector<std::string> SeriesColumns::featureNames() const
{
    std::vector<std::string> names;
    for (std::size_t i = 0; i < inputs.size(); ++i) {
        if (oneHot(i)) {
            names.push_back(inputs[i] + "=?");
            for (const auto& c : categories[i])
                names.push_back(inputs[i] + "=" + c);
        } else {
            names.push_back(inputs[i]);
        }
    }
    for (const auto& f : timeFeatures) {
        names.push_back(f + "_sin");
        names.push_back(f + "_cos");
    }
    return names;
}

Json SeriesColumns::toJson() const
{
    Json columns = Json::array();
    for (std::size_t i = 0; i < inputs.size(); ++i) {
        Json c = {{"name", inputs[i]}};
        if (!categories[i].empty())
            c["categories"] = categories[i];
        columns.push_back(std::move(c));
    }
    return {{"columns", std::move(columns)},
            {"time", time},
            {"slash_dates", slash == SlashDates::DayFirst ? "day_first" : monthFirstShown ? "month_first_shown" : "month_first"},
            {"time_features", timeFeatures},
            {"missing", missing},
            {"missing_markers", markers},
            {"max_gap", maxGap}};
}

SeriesColumns SeriesColumns::fromJson(const Json& j)
{
    SeriesColumns s;
    try {
        for (const auto& c : j.at("columns")) {
            s.inputs.push_back(c.at("name").get<std::string>());
            s.categories.push_back(c.value("categories", std::vector<std::string>()));
        }
        s.time = j.at("time").get<std::vector<std::string>>();
        s.slash = j.at("slash_dates").get<std::string>() == "day_first" ? SlashDates::DayFirst : SlashDates::MonthFirst;
        s.monthFirstShown = j.at("slash_dates").get<std::string>() == "month_first_shown";
        s.timeFeatures = j.at("time_features").get<std::vector<std::string>>();
        s.missing = j.at("missing").get<std::string>();
        s.markers = j.at("missing_markers").get<std::vector<std::string>>();
        s.maxGap = j.at("max_gap").get<std::int64_t>();
    } catch (const Json::exception& e) {
        throw MessageError(msg("the model's series description is damaged: %1", std::string(e.what())));
    }
    return s;
}

SeriesColumns learnSeriesColumns(const std::vector<const CsvTable*>& train, const DataConfig& d,
                                 const DataLog& log)
{
    const CsvTable& first = *train.at(0);
    SeriesColumns s;
    s.markers = d.missingMarkers;
    s.missing = d.missing;
    s.maxGap = d.maxGap;
    s.timeFeatures = d.timeFeatures;
    if (!d.timeColumn.empty()) {
        s.time = {d.timeColumn};
    } else if (!d.timeColumns.empty()) {
        s.time = d.timeColumns;
    } else {
        s.time = timeColumnsByName(first);
        if (!s.time.empty())
            log(msg("time from column(s) %1 (found by name; data.time_column or data.time_columns names others): they order the rows and are not features",
                    joined(s.time)));
        else if (const int col = timeNamedColumn(first); col >= 0 && !first.rows.empty())
            log.warn(msg("column \"%1\" has a time's name, but \"%2\" (%3) is not a date Lathe reads: it is not taken for the time, and "
                         "the rows stay in file order; write the times as 2024-03-01 13:00, 01.03.2024 or 03/01/2024, or name the "
                         "time column with data.time_column",
                         first.header[static_cast<std::size_t>(col)], first.rows.front()[static_cast<std::size_t>(col)], first.where(0)));
    }
    for (const auto& t : s.time)
        first.requireColumn(t, "time");
    if (!s.timeFeatures.empty() && s.time.empty())
        throw DataError::at(first.files.at(0), 1,
                            msg("data.time_features needs the time: name it with data.time_column or data.time_columns"));
    if (s.time.size() == 1 || s.time.size() == 2) { // year-last slash dates: day first if any day says so
        const int col = first.column(s.time[0]);
        std::vector<std::string_view> cells;
        for (const CsvTable* t : train)
            for (const auto& row : t->rows)
                cells.push_back(row[static_cast<std::size_t>(col)]);
        s.slash = detectSlashDates(cells);
        s.monthFirstShown = monthFirstShown(cells);
    }

    const bool classification = d.isClassification();
    const auto isTime = [&](const std::string& h) { return std::find(s.time.begin(), s.time.end(), h) != s.time.end(); };
    const auto isTarget = [&](const std::string& h) { return std::find(d.target.begin(), d.target.end(), h) != d.target.end(); };
    if (!d.features.empty()) {
        s.inputs = d.features;
    } else {
        int nameless = 0;
        for (const auto& h : first.header) { // forecasting uses the target's own past; a class label is not an input
            if (h.empty()) // a spreadsheet's empty columns (UCI's air quality ends its lines with two), a saved index
                ++nameless;
            else if (!isTime(h) && (!isTarget(h) || !classification))
                s.inputs.push_back(h);
        }
        if (nameless > 0)
            log(msg("%1 column(s) without a name in the header left out of the features (give them a name in the header to use them)", nameless));
    }
    if (s.inputs.empty())
        throw DataError::at(first.files.at(0), 1, msg("no feature columns left besides the time and the target"));
    for (const auto& c : d.categorical) {
        first.requireColumn(c, "categorical");
        if (std::find(s.inputs.begin(), s.inputs.end(), c) == s.inputs.end())
            throw DataError::at(first.files.at(0), 1, msg("categorical column \"%1\" is not a feature", c));
    }
    std::vector<std::string> guessed;
    for (const auto& name : s.inputs) {
        const int col = first.requireColumn(name, "feature");
        const bool listed = std::find(d.categorical.begin(), d.categorical.end(), name) != d.categorical.end();
        std::set<std::string> values;
        std::int64_t numbers = 0, words = 0;
        const CsvTable* wordIn = nullptr; // the first word's table and row
        std::size_t wordRow = 0;
        for (const CsvTable* t : train) {
            for (std::size_t r = 0; r < t->rows.size(); ++r) {
                const std::string& cell = t->rows[r][static_cast<std::size_t>(col)];
                if (isMissingCell(cell, s.markers))
                    continue;
                double v = 0;
                if (parseNumber(cell, v, t->mark(r)))
                    ++numbers;
                else if (words++ == 0) {
                    wordIn = t;
                    wordRow = r;
                }
                if (listed || words > 0)
                    values.insert(cell);
            }
        }
        const bool text = words > 0;
        // A few words in a column of numbers ("?" for a missing reading, "err") are not categories:
        // taken as such, the column's numbers would stop being numbers. Nor is a forecast's target,
        // whatever it holds. Said with the first such cell.
        if (text && !listed && ((isTarget(name) && !classification) || numbers >= words)) {
            const std::string& cell = wordIn->rows[wordRow][static_cast<std::size_t>(col)];
            if (isTarget(name) && !classification)
                throw DataError(msg("%1: target column \"%2\": \"%3\" is not a number (list \"%3\" in data.missing_markers if it marks a "
                                    "missing value)",
                                    wordIn->where(wordRow), name, cell));
            throw DataError(msg("%1: feature column \"%2\": \"%3\" is not a number, though %4 of its %5 cells are (list \"%3\" in "
                                "data.missing_markers if it marks a missing value, or the column in data.categorical if it holds categories)",
                                wordIn->where(wordRow), name, cell, numbers, numbers + words));
        }
        if (text && !listed) { // words are categories; numbers stay numbers unless listed
            for (const CsvTable* t : train)
                for (const auto& row : t->rows)
                    if (!isMissingCell(row[static_cast<std::size_t>(col)], s.markers))
                        values.insert(row[static_cast<std::size_t>(col)]);
            guessed.push_back(name + " (" + std::to_string(values.size()) + " values)");
        }
        s.categories.emplace_back(values.begin(), values.end());
        if ((listed || text) && s.categories.back().empty())
            throw DataError::at(first.files.at(0), 1, msg("categorical column \"%1\" holds no value, only missing cells", name));
    }
    if (!guessed.empty())
        log(msg("column(s) holding words are categories (list them in data.categorical to say so): %1", joined(guessed)));
    return s;
}

Message guessedDateWarning(const SeriesFindings& f)
{
    return msg("%1: dates such as \"%2\" may be day first or month first (no field above 12 shows which): they are read month first "
               "(03/01/2024 is 1 March); write them year first (2024-03-01) if they are day first",
               f.guessedDateFile, f.guessedDate);
}

Message duplicatesWarning(const SeriesFindings& f)
{
    return f.repeatsApartBy.empty()
               ? msg("%1 row(s) repeat a time already seen (first at %2): the later row is dropped", f.duplicates, f.firstDuplicate)
               : msg("%1 row(s) repeat a time already seen (first at %2), and column \"%3\" tells them apart: the later row is dropped; if "
                     "the file holds several series, write each to a file of its own",
                     f.duplicates, f.firstDuplicate, f.repeatsApartBy);
}

void SeriesFindings::add(const SeriesFindings& o)
{
    if (columns.empty()) {
        *this = o;
        return;
    }
    for (std::size_t i = 0; i < missingCells.size() && i < o.missingCells.size(); ++i)
        missingCells[i] += o.missingCells[i];
    for (std::size_t i = 0; i < formatted.size() && i < o.formatted.size(); ++i) {
        if (formatted[i].cells == 0) {
            formatted[i].example = o.formatted[i].example;
            formatted[i].value = o.formatted[i].value;
        }
        formatted[i].cells += o.formatted[i].cells;
    }
    if (o.timed) {
        // Earliest and latest as instants (a zone's offset taken off), each kept with its zone.
        const auto utc = [](std::int64_t seconds, std::optional<std::int64_t> zone) { return seconds - zone.value_or(0); };
        if (!timed || utc(o.first, o.firstZone) < utc(first, firstZone)) {
            first = o.first;
            firstZone = o.firstZone;
        }
        if (!timed || utc(o.last, o.lastZone) > utc(last, lastZone)) {
            last = o.last;
            lastZone = o.lastZone;
        }
        step = timed && step != o.step ? 0 : o.step;
        timed = true;
    }
    rows += o.rows;
    filled += o.filled;
    stepsFilled += o.stepsFilled;
    longGaps += o.longGaps;
    gaps += o.gaps;
    gapRows += o.gapRows;
    duplicates += o.duplicates;
    reordered += o.reordered; // unseen: added by the caller, which knows the split
    if (firstGap.empty())
        firstGap = o.firstGap;
    if (firstDuplicate.empty())
        firstDuplicate = o.firstDuplicate;
    if (guessedDate.empty()) {
        guessedDate = o.guessedDate;
        guessedDateFile = o.guessedDateFile;
    }
    if (repeatsApartBy.empty())
        repeatsApartBy = o.repeatsApartBy;
}

SeriesRows encodeSeries(const CsvTable& t, const SeriesColumns& spec, const std::vector<std::string>& targets,
                        const std::map<std::string, std::int64_t>* classes)
{
    const auto n = static_cast<std::int64_t>(t.rows.size());
    std::vector<int> inputCols, timeCols, targetCols;
    for (std::size_t i = 0; i < spec.inputs.size(); ++i)
        inputCols.push_back(t.requireColumn(spec.inputs[i], spec.categories[i].empty() ? "feature" : "categorical"));
    for (const auto& c : spec.time)
        timeCols.push_back(t.requireColumn(c, "time"));
    for (const auto& c : targets)
        targetCols.push_back(t.requireColumn(c, "target"));

    SeriesRows out;
    SeriesFindings& f = out.findings;
    f.columns = spec.inputs;
    f.columns.insert(f.columns.end(), targets.begin(), targets.end());
    f.missingCells.assign(f.columns.size(), 0);
    for (const std::string& column : f.columns)
        f.formatted.push_back({column, 0, {}});
    f.rows = n;

    // The time of every row, then the rows in time order without duplicates, and the steps missing.
    std::vector<std::int64_t> order(static_cast<std::size_t>(n));
    std::iota(order.begin(), order.end(), 0);
    std::vector<TimePoint> times;
    if (!timeCols.empty()) {
        f.timed = true;
        times.resize(static_cast<std::size_t>(n));
        std::vector<double> parts(timeCols.size());
        // Year-last slash dates: day first where the training series showed it, else as this file
        // shows by itself (a new file with 13/01/2024 for training data written 2024-01-13).
        SlashDates slash = spec.slash;
        if (slash == SlashDates::MonthFirst && timeCols.size() <= 2) {
            std::vector<std::string_view> cells;
            for (const auto& row : t.rows)
                cells.push_back(row[static_cast<std::size_t>(timeCols[0])]);
            slash = detectSlashDates(cells);
            if (slash == SlashDates::MonthFirst && !spec.monthFirstShown) { // (no training file showed it either)
                f.guessedDate = ambiguousSlashDate(cells).value_or(std::string());
                f.guessedDateFile = t.files.empty() ? std::string() : t.files.front();
            }
        }
        for (std::int64_t r = 0; r < n; ++r) {
            const auto& row = t.rows[static_cast<std::size_t>(r)];
            std::optional<TimePoint> p;
            if (timeCols.size() == 1) {
                p = parseTime(row[static_cast<std::size_t>(timeCols[0])], slash);
                if (!p)
                    throw DataError(msg("%1: time column \"%2\": \"%3\" is not a date (expected dates such as 2024-03-01, "
                                        "2024-03-01T13:00:00Z, 2024-03-01 13:00, 2024/03/01, 01.03.2024 or 03/01/2024)",
                                        t.where(static_cast<std::size_t>(r)), spec.time[0], row[static_cast<std::size_t>(timeCols[0])]));
            } else if (timeCols.size() == 2) { // a date and a time of day
                const std::string& date = row[static_cast<std::size_t>(timeCols[0])];
                const std::string& clock = row[static_cast<std::size_t>(timeCols[1])];
                p = dateAndClock(date, clock, slash);
                if (!p)
                    throw DataError(msg("%1: time columns %2: \"%3\" and \"%4\" are not a date and a time of day (such as 2024-03-01 "
                                        "and 13:00, or 01/03/2024 and 13.00.00)",
                                        t.where(static_cast<std::size_t>(r)), joined(spec.time), date, clock));
            } else {
                for (std::size_t k = 0; k < timeCols.size(); ++k) {
                    if (!parseNumber(row[static_cast<std::size_t>(timeCols[k])], parts[k], t.mark(static_cast<std::size_t>(r))))
                        throw DataError(msg("%1: time column \"%2\": \"%3\" is not a number", t.where(static_cast<std::size_t>(r)),
                                            spec.time[k], row[static_cast<std::size_t>(timeCols[k])]));
                }
                p = timeFromParts(parts);
                if (!p) {
                    std::string text;
                    for (std::size_t k = 0; k < timeCols.size(); ++k)
                        text += (k ? " " : "") + row[static_cast<std::size_t>(timeCols[k])];
                    throw DataError(msg("%1: time columns %2: %3 is not a date and time", t.where(static_cast<std::size_t>(r)),
                                        joined(spec.time), text));
                }
            }
            times[static_cast<std::size_t>(r)] = *p;
        }
        const auto utc = [&](std::int64_t r) { return times[static_cast<std::size_t>(r)].utc(); };
        if (!std::is_sorted(order.begin(), order.end(), [&](std::int64_t a, std::int64_t b) { return utc(a) < utc(b); })) {
            std::stable_sort(order.begin(), order.end(), [&](std::int64_t a, std::int64_t b) { return utc(a) < utc(b); });
            f.reordered = 1;
        }
        std::vector<std::int64_t> unique;
        std::int64_t withinASecond = 0; // rows that share their second with another row at another fraction of it
        std::int64_t firstWithin = -1, firstWithinOf = -1;
        for (const std::int64_t r : order) {
            if (!unique.empty() && utc(unique.back()) == utc(r)) {
                if (times[static_cast<std::size_t>(unique.back())].nanos != times[static_cast<std::size_t>(r)].nanos && withinASecond++ == 0) {
                    firstWithin = r;
                    firstWithinOf = unique.back();
                }
                if (f.duplicates++ == 0)
                    f.firstDuplicate = t.where(static_cast<std::size_t>(r));
                continue;
            }
            unique.push_back(r);
        }
        // Many rows within one second of another (a logger's 100 ms rows): the series' one-second clock
        // would keep one row of each second. A few (a 1 Hz logger's jitter) are repeats, as ever.
        if (withinASecond > 0 && withinASecond * 10 >= static_cast<std::int64_t>(order.size())) {
            const auto cells = [&](std::int64_t row) {
                std::string text;
                for (const int col : timeCols)
                    text += (text.empty() ? "" : " ") + t.rows[static_cast<std::size_t>(row)][static_cast<std::size_t>(col)];
                return text;
            };
            throw DataError(msg("%1: %2 row(s) fall within a second of another, such as \"%3\" and \"%4\": a series' times are read to the "
                                "second, so all but one row of each second would be dropped as repeats; resample the series to a step of "
                                "a second or more",
                                t.where(static_cast<std::size_t>(firstWithin)), withinASecond, cells(firstWithin), cells(firstWithinOf)));
        }
        // Repeated times that one column tells apart (a station, a sensor's id; not a target): when they
        // are most rows the file holds several series side by side, and keeping the first row of each
        // time would drop all but one of them; fewer, the column is named with the repeats (below).
        std::optional<SeriesIdColumn> id;
        if (f.duplicates > 0 && f.duplicates * 10 >= n) {
            std::vector<int> skip = timeCols;
            skip.insert(skip.end(), targetCols.begin(), targetCols.end());
            id = seriesIdColumn(t, order, utc, skip);
        }
        if (id && f.duplicates * 2 >= n)
            throw DataError(msg("%1: %2 of %3 rows repeat a time already seen, and column \"%4\" tells them apart (%5 values, such as "
                                "\"%6\" and \"%7\"): the file holds several series side by side, and Lathe reads one series a file; "
                                "write the rows of each %4 to a file of its own and list the files in data.path (or, if %4 is part of "
                                "the time, name it in data.time_columns)",
                                f.firstDuplicate, f.duplicates, n, t.header[static_cast<std::size_t>(id->column)], id->values, id->first,
                                id->second));
        if (id)
            f.repeatsApartBy = t.header[static_cast<std::size_t>(id->column)];
        order = std::move(unique);
        f.first = times[static_cast<std::size_t>(order.front())].seconds;
        f.last = times[static_cast<std::size_t>(order.back())].seconds;
        f.firstZone = zoneOf(times[static_cast<std::size_t>(order.front())]);
        f.lastZone = zoneOf(times[static_cast<std::size_t>(order.back())]);
        // The regular step: the most common difference, when at least half of them are it.
        std::map<std::int64_t, std::int64_t> diffs;
        for (std::size_t k = 1; k < order.size(); ++k)
            ++diffs[utc(order[k]) - utc(order[k - 1])];
        std::int64_t best = 0, count = 0;
        for (const auto& [d, c] : diffs)
            if (c > count)
                best = d, count = c;
        if (order.size() > 2 && count * 2 >= static_cast<std::int64_t>(order.size() - 1))
            f.step = best;
    }

    // Rows out: the table's rows in order, with the missing steps of a regular series inserted as
    // NaN rows. A step count past what can be filled needs one NaN row only, to break the windows.
    const bool fills = spec.missing == "ffill" || spec.missing == "interpolate";
    std::vector<std::int64_t>& source = out.source;
    std::vector<std::int64_t> seconds; // the time of each row out (its local time, for the cyclic features)
    std::vector<std::optional<std::int64_t>> zones;
    for (std::size_t k = 0; k < order.size(); ++k) {
        if (k > 0 && f.step > 0) {
            const std::int64_t gap = (times[static_cast<std::size_t>(order[k])].utc() - times[static_cast<std::size_t>(order[k - 1])].utc()) / f.step - 1;
            if (gap > 0) {
                if (f.gaps++ == 0)
                    f.firstGap = t.where(static_cast<std::size_t>(order[k]));
                f.gapRows += gap;
                if (fills && spec.maxGap > 0 && gap > spec.maxGap)
                    ++f.longGaps;
                const std::int64_t insert = !fills ? 1 : spec.maxGap > 0 ? std::min(gap, spec.maxGap + 1) : gap;
                if (static_cast<std::int64_t>(source.size()) + insert > 10 * n + 100000)
                    throw DataError(msg("%1: the time jumps by %2 steps of %3 s; filling the series' gaps would add more than ten times "
                                        "its rows (set data.max_gap to the longest hole worth filling)",
                                        t.where(static_cast<std::size_t>(order[k])), gap + 1, f.step));
                const TimePoint& from = times[static_cast<std::size_t>(order[k - 1])];
                for (std::int64_t g = 1; g <= insert; ++g) {
                    source.push_back(-1);
                    seconds.push_back(from.seconds + g * f.step);
                    zones.push_back(zoneOf(from));
                }
            }
        }
        source.push_back(order[k]);
        seconds.push_back(f.timed ? times[static_cast<std::size_t>(order[k])].seconds : 0);
        zones.push_back(f.timed ? zoneOf(times[static_cast<std::size_t>(order[k])]) : std::nullopt);
    }

    const std::vector<std::string> names = spec.featureNames();
    const auto rows = static_cast<std::int64_t>(source.size());
    const auto width = static_cast<std::int64_t>(names.size());
    const auto tw = static_cast<std::int64_t>(targetCols.size());
    constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();
    out.values = at::zeros({rows, width}, at::kFloat);
    if (tw > 0)
        out.targets = at::full({rows, tw}, kNaN, at::kFloat);
    float* x = out.values.data_ptr<float>();
    float* y = tw > 0 ? out.targets.data_ptr<float>() : nullptr;
    constexpr double kTwoPi = 6.283185307179586;
    for (std::int64_t o = 0; o < rows; ++o) {
        float* row = x + o * width;
        const std::int64_t r = source[static_cast<std::size_t>(o)];
        std::int64_t k = 0;
        for (std::size_t i = 0; i < spec.inputs.size(); ++i) {
            const std::int64_t slots = spec.oneHot(i) ? static_cast<std::int64_t>(spec.categories[i].size()) + 1 : 1;
            const std::string* cell = r >= 0 ? &t.rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(inputCols[i])] : nullptr;
            if (cell && !spec.categories[i].empty() && !isMissingCell(*cell, spec.markers)) {
                const auto& cats = spec.categories[i];
                const auto it = std::lower_bound(cats.begin(), cats.end(), *cell);
                const std::int64_t code = it != cats.end() && *it == *cell ? (it - cats.begin()) + 1 : 0; // 0: not seen in training
                if (code == 0)
                    f.unseen.note(spec.inputs[i], *cell, [&] { return t.where(static_cast<std::size_t>(r)); });
                if (spec.oneHot(i))
                    row[k + code] = 1.0f;
                else
                    row[k] = static_cast<float>(code);
            } else if (cell && spec.categories[i].empty()) {
                bool missing = false;
                row[k] = cellValue(t, static_cast<std::size_t>(r), inputCols[i], spec, "feature", missing, f.formatted[i]);
                f.missingCells[i] += missing ? 1 : 0;
            } else { // a missing category, or a step missing from the time column
                if (cell) {
                    if (spec.missing == "error")
                        throw DataError(missingCell(t, static_cast<std::size_t>(r), inputCols[i], "categorical", seriesPolicies()));
                    ++f.missingCells[i];
                }
                std::fill(row + k, row + k + slots, kNaN);
            }
            k += slots;
        }
        for (const auto& feature : spec.timeFeatures) { // known for inserted steps too
            const double angle = kTwoPi * cyclePosition(feature, seconds[static_cast<std::size_t>(o)]);
            row[k++] = static_cast<float>(std::sin(angle));
            row[k++] = static_cast<float>(std::cos(angle));
        }
        if (r < 0)
            continue;
        for (std::int64_t c = 0; c < tw; ++c) {
            const std::size_t column = spec.inputs.size() + static_cast<std::size_t>(c);
            bool missing = false;
            if (classes) {
                const std::string& label = t.rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(targetCols[0])];
                missing = isMissingCell(label, spec.markers);
                if (missing && spec.missing == "error")
                    throw DataError(missingCell(t, static_cast<std::size_t>(r), targetCols[0], "target", seriesPolicies()));
                if (!missing) {
                    const auto it = classes->find(std::string(classLabel(label))); // "1.0" is the class "1"
                    if (it == classes->end())
                        throw DataError(msg("%1: class \"%2\" of target column \"%3\" does not occur in the training series",
                                            t.where(static_cast<std::size_t>(r)), label, targets[0]));
                    y[o * tw] = static_cast<float>(it->second);
                }
            } else {
                y[o * tw + c] = cellValue(t, static_cast<std::size_t>(r), targetCols[static_cast<std::size_t>(c)], spec, "target", missing,
                                          f.formatted[column]);
            }
            f.missingCells[column] += missing ? 1 : 0;
        }
    }

    if (fills) {
        const bool interpolate = spec.missing == "interpolate";
        std::int64_t k = 0;
        for (std::size_t i = 0; i < spec.inputs.size(); ++i) { // categories repeat their last value
            const std::int64_t slots = spec.oneHot(i) ? static_cast<std::int64_t>(spec.categories[i].size()) + 1 : 1;
            for (std::int64_t s = 0; s < slots; ++s) {
                const std::int64_t filled = fillColumn(x + k + s, rows, width, interpolate && spec.categories[i].empty(), spec.maxGap, source);
                f.filled += s == 0 ? filled : 0;
            }
            k += slots;
        }
        for (std::int64_t c = 0; c < tw; ++c) { // a target that is an input too was counted there
            const std::int64_t filled = fillColumn(y + c, rows, tw, interpolate && !classes, spec.maxGap, source);
            if (std::find(spec.inputs.begin(), spec.inputs.end(), targets[static_cast<std::size_t>(c)]) == spec.inputs.end())
                f.filled += filled;
        }
        const std::vector<char> open = rowsWithMissing(out.values);
        for (std::size_t r = 0; r < source.size(); ++r)
            f.stepsFilled += source[r] < 0 && !open[r] ? 1 : 0;
    }
    if (f.timed) {
        out.seconds = std::move(seconds);
        out.zones = std::move(zones);
    }
    return out;
}

std::vector<char> rowsWithMissing(const at::Tensor& values)
{
    std::vector<char> out;
    if (!values.defined())
        return out;
    const at::Tensor any = at::isnan(values).any(1).to(at::kByte).contiguous();
    out.assign(any.data_ptr<std::uint8_t>(), any.data_ptr<std::uint8_t>() + any.numel());
    return out;
}

} // namespace lathe::core
