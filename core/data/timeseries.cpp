#include "timeseries.h"

#include "csvtable.h"
#include "util/errors.h"

#include <ATen/ATen.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace lathe::core {

namespace {

constexpr std::string_view kNotANumberHint = "leave non-numeric columns such as dates out of data.features";

struct Series {
    at::Tensor values;               // [rows, features] float
    at::Tensor targets;              // [rows] int64 (classification) or [rows, T] float
    std::string file;
    std::vector<std::string> labels; // classification: raw labels, mapped once every file is read
    bool test = false;               // from data.test_path: every window is a test window
};

// Window start indices of one split of a series: [first, last) rows may be used.
std::vector<std::int64_t> starts(std::int64_t firstRow, std::int64_t endRow, std::int64_t window, std::int64_t reach,
                                 std::int64_t stride)
{
    std::vector<std::int64_t> out;
    for (std::int64_t s = firstRow; s + window - 1 + reach < endRow; s += stride)
        out.push_back(s);
    return out;
}

} // namespace

void loadTimeSeries(const Config& c, DataSplits& out, const DataLogFn& log)
{
    const auto& d = c.data;
    const bool classification = d.isClassification();
    std::vector<std::string> missing;
    const auto files = expandPaths(c, d.path, &missing);
    if (!missing.empty())
        throw DataError("data.path: no file matches \"" + missing.front() + "\"");
    // data.test_path: other series scored whole (lathe-cli evaluate --data); the training series then
    // give no test rows of their own.
    const auto testFiles = expandPaths(c, d.testPath, &missing);
    if (!missing.empty())
        throw DataError("data.test_path: no file matches \"" + missing.front() + "\"");
    std::vector<std::pair<std::filesystem::path, bool>> inputs;
    for (const auto& f : files)
        inputs.emplace_back(f, false);
    for (const auto& f : testFiles)
        inputs.emplace_back(f, true);

    // Column roles from the first file; every file must have the same header.
    std::vector<Series> series;
    std::vector<std::string> featureNames;
    std::map<std::string, std::int64_t> classes;
    std::vector<std::string> header;
    for (const auto& [file, test] : inputs) {
        const CsvTable t = readCsvShards({file});
        if (header.empty()) {
            header = t.header;
        } else if (t.header != header && !test) { // other series are read by column name
            throw DataError::at(t.files[0], 1, "its header differs from " + files.front().string()
                                                   + " (every series must have the same columns)");
        }
        std::vector<int> targetCols;
        for (const auto& name : d.target)
            targetCols.push_back(t.requireColumn(name, "target"));
        if (featureNames.empty())
            featureNames = d.features;
        if (featureNames.empty()) { // the first file's columns; later series are read by these names
            for (const auto& h : t.header) {
                const bool isTarget = std::find(d.target.begin(), d.target.end(), h) != d.target.end();
                // Forecasting uses the target's own past; a class label is not an input.
                if (!isTarget || !classification)
                    featureNames.push_back(h);
            }
        }
        std::vector<int> featureCols;
        for (const auto& name : featureNames)
            featureCols.push_back(t.requireColumn(name, "feature"));

        const auto rows = static_cast<std::int64_t>(t.rows.size());
        Series s{at::empty({rows, static_cast<std::int64_t>(featureCols.size())}, at::kFloat), {}, t.files[0], {}, test};
        auto* v = s.values.data_ptr<float>();
        for (std::int64_t r = 0; r < rows; ++r) {
            for (std::size_t f = 0; f < featureCols.size(); ++f)
                v[r * static_cast<std::int64_t>(featureCols.size()) + static_cast<std::int64_t>(f)] =
                    static_cast<float>(t.number(static_cast<std::size_t>(r), featureCols[f], "feature", kNotANumberHint));
        }
        if (classification) {
            s.targets = at::empty({rows}, at::kLong);
            for (std::size_t r = 0; r < t.rows.size(); ++r) {
                s.labels.push_back(t.rows[r][static_cast<std::size_t>(targetCols.at(0))]);
                if (!test) // the classes are the training series' (read before any test series)
                    classes.emplace(s.labels.back(), -1);
                else if (!classes.count(s.labels.back()))
                    throw DataError(t.where(r) + ": class \"" + s.labels.back() + "\" of target column \"" + d.target.at(0)
                                    + "\" does not occur in the training series");
            }
        } else {
            s.targets = at::empty({rows, static_cast<std::int64_t>(targetCols.size())}, at::kFloat);
            for (std::int64_t r = 0; r < rows; ++r) {
                for (std::size_t k = 0; k < targetCols.size(); ++k)
                    s.targets.data_ptr<float>()[r * static_cast<std::int64_t>(targetCols.size()) + static_cast<std::int64_t>(k)] =
                        static_cast<float>(t.number(static_cast<std::size_t>(r), targetCols[k], "target"));
            }
        }
        series.push_back(std::move(s));
    }

    if (classification) {
        std::int64_t code = 0;
        for (auto& [label, index] : classes)
            index = code++;
        for (const auto& [label, index] : classes)
            out.classNames.push_back(label);
        if (classes.size() < 2)
            throw DataError("target column \"" + d.target.at(0) + "\" has a single class; classification needs at least two");
        for (auto& s : series) {
            auto* y = s.targets.data_ptr<std::int64_t>();
            for (std::size_t r = 0; r < s.labels.size(); ++r)
                y[r] = classes.at(s.labels[r]);
        }
    }

    // Chronological split per series; statistics from the training rows.
    const std::int64_t window = d.window, stride = d.stride;
    const std::int64_t reach = classification ? 0 : d.horizon;
    std::vector<at::Tensor> parts[3], targets[3];
    std::vector<at::Tensor> trainRows;
    for (const auto& s : series) {
        const std::int64_t rows = s.values.size(0);
        if (rows < window + reach)
            throw DataError(s.file + ": " + std::to_string(rows) + " rows are fewer than data.window + horizon ("
                            + std::to_string(window + reach) + ")");
        if (s.test) {
            for (const std::int64_t st : starts(0, rows, window, reach, stride)) {
                parts[2].push_back(s.values.slice(0, st, st + window));
                targets[2].push_back(s.targets[st + window - 1 + reach]);
            }
            continue;
        }
        const double testFraction = testFiles.empty() ? d.testFraction : 0.0;
        const auto testRows = static_cast<std::int64_t>(std::llround(static_cast<double>(rows) * testFraction));
        const auto valRows = static_cast<std::int64_t>(std::llround(static_cast<double>(rows) * d.valFraction));
        const std::int64_t bounds[4] = {0, rows - valRows - testRows, rows - testRows, rows};
        trainRows.push_back(s.values.slice(0, 0, bounds[1]));
        for (int split = 0; split < 3; ++split) {
            // Validation and test windows may look back into the previous split's rows (that is the
            // history a forecaster would have), but their targets lie inside their own split.
            const std::int64_t first = split == 0 ? 0 : std::max<std::int64_t>(0, bounds[split] - window + 1 - reach);
            for (const std::int64_t st : starts(first, bounds[split + 1], window, reach, stride)) {
                const std::int64_t targetRow = st + window - 1 + reach;
                if (split > 0 && targetRow < bounds[split])
                    continue;
                parts[split].push_back(s.values.slice(0, st, st + window));
                targets[split].push_back(s.targets[targetRow]);
            }
        }
    }
    if (parts[0].empty())
        throw DataError("no training windows: the series are too short for data.window " + std::to_string(window));

    TensorSplit* splits[3] = {&out.train, &out.val, &out.test};
    for (int split = 0; split < 3; ++split) {
        if (parts[split].empty())
            continue;
        splits[split]->inputs = at::stack(parts[split]);
        splits[split]->targets = at::stack(targets[split]);
    }
    scaleFeatures(out, d.normalize, at::cat(trainRows), {&out.train, &out.val, &out.test});
    out.featureNames = featureNames;
    out.targetNames = d.target;
    log("cut " + std::to_string(out.train.size() + out.val.size() + out.test.size()) + " windows of " + std::to_string(window)
        + " steps x " + std::to_string(featureNames.size()) + " features from " + std::to_string(series.size()) + " series");
}

} // namespace lathe::core
