#include "timeseries.h"
#include "util/classlabel.h"

#include "csvtable.h"
#include "forecastchange.h"
#include "series.h"
#include "timeindex.h"
#include "util/errors.h"

#include <ATen/ATen.h>

#include <algorithm>
#include <cstdio>
#include <cmath>
#include <map>
#include <set>

namespace lathe::core {

namespace {

// Window start indices of one split of a series: [first, last) rows may be used.
std::vector<std::int64_t> starts(std::int64_t firstRow, std::int64_t endRow, std::int64_t window, std::int64_t reach,
                                 std::int64_t stride)
{
    std::vector<std::int64_t> out;
    for (std::int64_t s = firstRow; s + window - 1 + reach < endRow; s += stride)
        out.push_back(s);
    return out;
}

std::string percent(std::int64_t part, std::int64_t whole)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.1f%%", whole > 0 ? 100.0 * static_cast<double>(part) / static_cast<double>(whole) : 0.0);
    return text;
}

// data.json's "missing" and "time": what the series held and what was done about it; logged too.
void reportFindings(const SeriesFindings& f, const Config& c, std::int64_t windowsDropped, DataSplits& out, const DataLog& log)
{
    const auto& d = c.data;
    Json columns = Json::object();
    std::int64_t cells = 0;
    std::string text;
    for (std::size_t i = 0; i < f.columns.size(); ++i) {
        if (f.missingCells[i] == 0 || columns.contains(f.columns[i]))
            continue;
        columns[f.columns[i]] = f.missingCells[i];
        cells += f.missingCells[i];
        text += (text.empty() ? "" : ", ") + f.columns[i] + " " + std::to_string(f.missingCells[i]) + " (" + percent(f.missingCells[i], f.rows) + ")";
    }
    out.quality["missing"] = {{"policy", d.missing}, {"markers", d.missingMarkers}, {"cells", cells}, {"columns", columns},
                              {"filled", f.filled}, {"steps_filled", f.stepsFilled}, {"windows_dropped", windowsDropped}};
    if (d.maxGap > 0)
        out.quality["missing"]["max_gap"] = d.maxGap;
    std::vector<FormattedNumbers> formatted; // a target that is also an input: once
    for (const FormattedNumbers& column : f.formatted)
        if (column.cells > 0 && std::none_of(formatted.begin(), formatted.end(), [&](const FormattedNumbers& seen) { return seen.column == column.column; }))
            formatted.push_back(column);
    for (const Message& notice : formattedNumbersNotices(formatted))
        log(notice);
    if (cells > 0 || windowsDropped > 0)
        log(msg("missing cells: %1; data.missing \"%2\": %3 cell(s) filled%4, %5 window(s) dropped", text.empty() ? msg("none") : Message::plain(text),
                d.missing, f.filled, f.stepsFilled > 0 ? msg(", %1 missing step(s) filled", f.stepsFilled) : Message(), windowsDropped));
    if (!f.timed)
        return;
    const std::string from = formatTime(f.first, f.firstZone), to = formatTime(f.last, f.lastZone); // "+08:00" kept
    Json time = {{"from", from}, {"to", to}, {"rows", f.rows}, {"step_seconds", f.step},
                 {"gaps", f.gaps}, {"missing_steps", f.gapRows}, {"duplicates", f.duplicates}, {"reordered_series", f.reordered}};
    if (f.longGaps > 0)
        time["gaps_longer_than_max_gap"] = f.longGaps;
    if (!f.firstGap.empty())
        time["first_gap"] = f.firstGap;
    if (!f.firstDuplicate.empty())
        time["first_duplicate"] = f.firstDuplicate;
    out.quality["time"] = time;
    log(f.step > 0 ? msg("time %1 to %2, step %3 s", from, to, std::to_string(f.step))
                   : msg("time %1 to %2, irregular steps (no gaps looked for)", from, to));
    if (f.reordered > 0)
        log.warn(msg("%1 series were not in time order: their rows were sorted by time", f.reordered));
    if (f.duplicates > 0)
        log.warn(duplicatesWarning(f));
    if (!f.guessedDate.empty())
        log.warn(guessedDateWarning(f));
    const bool filling = d.missing == "ffill" || d.missing == "interpolate";
    if (f.gaps > 0 && filling && f.longGaps > 0)
        log.warn(msg("%1 gap(s) in the time, %2 missing step(s) (first before %3): data.missing \"%4\" fills those of up to data.max_gap "
                     "(%5) steps; %6 longer gap(s) stay, and windows do not cross them",
                     f.gaps, f.gapRows, f.firstGap, d.missing, d.maxGap, f.longGaps));
    else if (f.gaps > 0 && filling)
        log(d.maxGap > 0 ? msg("%1 gap(s) in the time, %2 missing step(s) (first before %3): filled by data.missing \"%4\" up to data.max_gap", f.gaps,
                               f.gapRows, f.firstGap, d.missing)
                         : msg("%1 gap(s) in the time, %2 missing step(s) (first before %3): filled by data.missing \"%4\"", f.gaps, f.gapRows,
                               f.firstGap, d.missing));
    else if (f.gaps > 0)
        log.warn(msg("%1 gap(s) in the time, %2 missing step(s) (first before %3): windows do not cross them (data.missing ffill or "
                "interpolate fills them)",
                f.gaps, f.gapRows, f.firstGap));
}

// A numeric feature that only counts time (tune/timeindex.h), read from the training series' cells in
// file order with the chronological split's boundary. Left out of the features, with a line that says
// so, when they were chosen by Lathe (data.features empty) and it rises like a time index; otherwise
// a warning with the fix.
void leaveOutTimeIndexes(SeriesColumns& spec, const std::vector<const CsvTable*>& train, const DataConfig& d, double testFraction,
                         const DataLog& log)
{
    std::vector<std::size_t> trainEnd;
    for (const CsvTable* t : train) {
        const auto rows = static_cast<double>(t->rows.size());
        trainEnd.push_back(t->rows.size() - static_cast<std::size_t>(std::llround(rows * testFraction))
                           - static_cast<std::size_t>(std::llround(rows * d.valFraction)));
    }
    for (std::size_t i = spec.inputs.size(); i-- > 0;) {
        const std::string& name = spec.inputs[i];
        if (!spec.categories[i].empty() || std::find(d.target.begin(), d.target.end(), name) != d.target.end())
            continue; // a category, or the target's own history (a trend in it is the forecast's business)
        const auto col = static_cast<std::size_t>(train.front()->column(name));
        std::vector<std::vector<double>> series;
        for (const CsvTable* t : train) {
            std::vector<double>& values = series.emplace_back();
            values.reserve(t->rows.size());
            for (std::size_t r = 0; r < t->rows.size(); ++r) {
                const std::string& cell = t->rows[r][col];
                double v = NAN;
                values.push_back(!isMissingCell(cell, d.missingMarkers) && parseNumber(cell, v, t->mark(r)) ? v : NAN);
            }
        }
        const auto finding = timeIndexFeature(name, series, trainEnd);
        if (!finding)
            continue;
        if (finding->rises && d.features.empty() && spec.inputs.size() > 1) {
            log(msg("feature \"%1\" only counts time (it rises through every series, and its validation and test values lie beyond its "
                    "training range): left out of the features, as the time is; list data.features to keep it",
                    name));
            spec.inputs.erase(spec.inputs.begin() + static_cast<std::ptrdiff_t>(i));
            spec.categories.erase(spec.categories.begin() + static_cast<std::ptrdiff_t>(i));
        } else {
            log.warn(finding->warning);
        }
    }
}

} // namespace

void loadTimeSeries(const Config& c, DataSplits& out, const DataLog& log)
{
    const auto& d = c.data;
    const bool classification = d.isClassification();
    std::vector<std::string> missing;
    const auto files = expandPaths(c, d.path, &missing);
    if (!missing.empty())
        throw DataError(msg("data.path: no file matches \"%1\"", missing.front()));
    // data.test_path: other series scored whole (lathe-cli evaluate --data); the training series then
    // give no test rows of their own.
    const auto testFiles = expandPaths(c, d.testPath, &missing);
    if (!missing.empty())
        throw DataError(msg("data.test_path: no file matches \"%1\"", missing.front()));

    // Every file is one series; the training series decide the columns, categories and classes.
    std::vector<std::pair<CsvTable, bool>> tables;
    for (const auto& f : files)
        tables.emplace_back(readCsvShards({f}, &log), false);
    for (const auto& f : testFiles)
        tables.emplace_back(readCsvShards({f}, &log), true);
    for (auto& [t, test] : tables) // a spreadsheet's empty lines at the end: no time, no value
        if (std::string first; const std::size_t dropped = dropTrailingEmptyRows(t, first))
            log(msg("%1 row(s) without any value at the end of the file skipped, from %2 on", dropped, first));
    TextFormats formats;
    for (const auto& [t, test] : tables)
        formats.add(t.files.front(), t.encodings.front(), t.separators.front());
    for (const Message& notice : formats.notices())
        log(notice);
    std::vector<const CsvTable*> train;
    for (const auto& [t, test] : tables) {
        if (test)
            continue;
        if (t.header != tables.front().first.header) // other series (test_path) are read by column name
            throw DataError::at(t.files[0], 1,
                                msg("its header differs from %1 (every series must have the same columns)", files.front().string()));
        train.push_back(&t);
    }
    SeriesColumns spec = learnSeriesColumns(train, d, log);
    // The training series' own test rows: none when other series are the test (data.test_path), but cut
    // away still when they replace a test split the run held out (evaluate --data: DataConfig::holdOutTest).
    const double ownTest = testFiles.empty() || d.holdOutTest ? d.testFraction : 0.0;
    leaveOutTimeIndexes(spec, train, d, ownTest, log);
    for (const auto& name : d.target)
        train.front()->requireColumn(name, "target");
    std::map<std::string, std::int64_t> classes;
    if (classification) {
        for (const CsvTable* t : train) {
            const int col = t->column(d.target.at(0));
            for (const auto& row : t->rows)
                if (!isMissingCell(row[static_cast<std::size_t>(col)], d.missingMarkers))
                    classes.emplace(classLabel(row[static_cast<std::size_t>(col)]), -1); // "1.0" is the class "1"
        }
        if (classes.size() < 2)
            throw DataError(msg("target column \"%1\" has a single class; classification needs at least two", d.target.at(0)));
        std::int64_t code = 0;
        for (auto& [label, index] : classes) {
            index = code++;
            out.classNames.push_back(label);
        }
    }

    // Chronological split per series; statistics from the training rows.
    const std::int64_t window = d.window, stride = d.stride;
    const std::int64_t reach = classification ? 0 : d.horizon;
    std::vector<at::Tensor> parts[3], targets[3];
    std::vector<at::Tensor> trainRows;
    SeriesFindings findings;
    UnseenCategories unseen;
    std::int64_t dropped = 0;
    for (const auto& [table, test] : tables) {
        SeriesRows s = encodeSeries(table, spec, d.target, classification ? &classes : nullptr);
        findings.add(s.findings);
        unseen.add(s.findings.unseen, test ? "test" : "val"); // the training series hold every category but another series' (test_path)
        const std::int64_t rows = s.values.size(0);
        const std::string& file = table.files[0];
        if (rows < window + reach) // (a classification's window has no horizon after it)
            throw DataError(classification ? msg("%1: %2 rows are fewer than data.window (%3)", file, rows, window)
                                           : msg("%1: %2 rows are fewer than data.window + horizon (%3)", file, rows, window + reach));
        at::Tensor y = classification ? s.targets.select(1, 0) : s.targets;
        // A window holds no missing feature and predicts a target that is there.
        const std::vector<char> badRow = rowsWithMissing(s.values), badTarget = rowsWithMissing(s.targets);
        std::vector<std::int64_t> badBefore(static_cast<std::size_t>(rows) + 1, 0);
        for (std::int64_t r = 0; r < rows; ++r)
            badBefore[static_cast<std::size_t>(r) + 1] = badBefore[static_cast<std::size_t>(r)] + badRow[static_cast<std::size_t>(r)];
        const auto usable = [&](std::int64_t st) {
            const bool ok = badBefore[static_cast<std::size_t>(st + window)] == badBefore[static_cast<std::size_t>(st)]
                            && !badTarget[static_cast<std::size_t>(st + window - 1 + reach)];
            dropped += ok ? 0 : 1;
            return ok;
        };
        const auto add = [&](int split, std::int64_t st) {
            parts[split].push_back(s.values.slice(0, st, st + window));
            targets[split].push_back(y[st + window - 1 + reach]);
        };
        if (test) {
            for (const std::int64_t st : starts(0, rows, window, reach, stride))
                if (usable(st))
                    add(2, st);
            continue;
        }
        const auto testRows = static_cast<std::int64_t>(std::llround(static_cast<double>(rows) * ownTest));
        const auto valRows = static_cast<std::int64_t>(std::llround(static_cast<double>(rows) * d.valFraction));
        const std::int64_t bounds[4] = {0, rows - valRows - testRows, rows - testRows, rows};
        std::vector<std::int64_t> complete; // training rows without a missing value: the statistics' rows
        for (std::int64_t r = 0; r < bounds[1]; ++r)
            if (!badRow[static_cast<std::size_t>(r)])
                complete.push_back(r);
        trainRows.push_back(s.values.index_select(0, at::tensor(complete, at::kLong)));
        for (int split = 0; split < (testFiles.empty() ? 3 : 2); ++split) {
            // Validation and test windows may look back into the previous split's rows (that is the
            // history a forecaster would have), but their targets lie inside their own split.
            const std::int64_t first = split == 0 ? 0 : std::max<std::int64_t>(0, bounds[split] - window + 1 - reach);
            for (const std::int64_t st : starts(first, bounds[split + 1], window, reach, stride)) {
                const std::int64_t targetRow = st + window - 1 + reach;
                if ((split > 0 && targetRow < bounds[split]) || !usable(st))
                    continue;
                add(split, st);
            }
        }
    }
    reportFindings(findings, c, dropped, out, log);
    reportUnseenCategories(unseen, out, log);
    if (parts[0].empty())
        throw DataError(dropped > 0 ? msg("no training windows: every window of data.window %1 holds a missing value or a gap "
                                          "(data.missing \"%2\")",
                                          window, d.missing)
                                    : msg("no training windows: the series are too short for data.window %1", window));

    TensorSplit* splits[3] = {&out.train, &out.val, &out.test};
    for (int split = 0; split < 3; ++split) {
        if (parts[split].empty())
            continue;
        splits[split]->inputs = at::stack(parts[split]);
        splits[split]->targets = classification ? at::stack(targets[split]).to(at::kLong) : at::stack(targets[split]);
    }
    const at::Tensor statisticsRows = at::cat(trainRows);
    std::vector<std::pair<std::string, std::int64_t>> numbers;
    for (std::size_t i = 0, k = 0; i < spec.inputs.size(); ++i) {
        if (spec.categories[i].empty())
            numbers.emplace_back(spec.inputs[i], static_cast<std::int64_t>(k));
        k += spec.oneHot(i) ? spec.categories[i].size() + 1 : 1;
    }
    warnConstantColumns(statisticsRows, numbers, log);
    scaleFeatures(out, d.normalize, statisticsRows, {&out.train, &out.val, &out.test});
    out.featureNames = spec.featureNames();
    out.targetNames = d.target;
    out.seriesColumns = spec.toJson();
    // What a forecast's time is for predict: `horizon` rows after the window's last, a step apart.
    out.seriesColumns["horizon"] = reach;
    out.seriesColumns["step_seconds"] = findings.step;
    decideForecast(c, out, log);
    log(msg("cut %1 windows of %2 steps x %3 features from %4 series", out.train.size() + out.val.size() + out.test.size(), window,
            out.featureNames.size(), tables.size()));
}

} // namespace lathe::core
