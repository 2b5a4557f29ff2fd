#include "tabular.h"

#include "dataset.h"

#include "config/config.h"
#include "series.h"
#include "util/errors.h"

#include <ATen/ATen.h>

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <limits>
#include <set>

namespace lathe::core {

namespace {

constexpr std::string_view kCategoricalHint = "list the column in data.categorical if it holds categories";

bool allNumeric(const std::vector<std::string>& values)
{
    double v = 0;
    return std::all_of(values.begin(), values.end(), [&](const std::string& s) { return parseNumber(s, v); });
}

} // namespace

TabularEncoder::TabularEncoder(const CsvTable& train, const DataConfig& config)
    : m_classification(config.isClassification())
    , m_markers(config.missingMarkers)
    , m_missing(config.missing)
{
    for (const auto& t : config.target) {
        m_targetColumns.push_back(train.requireColumn(t, "target"));
        m_targetNames.push_back(t);
    }
    std::vector<std::string> featureNames = config.features;
    if (featureNames.empty()) {
        for (const auto& h : train.header) {
            if (std::find(config.target.begin(), config.target.end(), h) == config.target.end())
                featureNames.push_back(h);
        }
    }
    if (featureNames.empty())
        throw DataError::at(train.files.at(0), 1, "no feature columns left besides the target");
    for (const auto& c : config.categorical)
        train.requireColumn(c, "categorical");

    for (const auto& name : featureNames) {
        Column col;
        col.name = name;
        col.index = train.requireColumn(name, "feature");
        col.categorical = std::find(config.categorical.begin(), config.categorical.end(), name) != config.categorical.end();
        if (col.categorical) {
            std::set<std::string> values;
            for (const auto& row : train.rows)
                if (!isMissingCell(row[col.index], m_markers))
                    values.insert(row[col.index]);
            std::int64_t code = 1;
            for (const auto& v : values)
                col.categories[v] = code++;
            col.oneHot = values.size() <= kMaxOneHot;
        }
        if (col.oneHot) {
            m_featureNames.push_back(name + "=?");
            for (const auto& [v, code] : col.categories)
                m_featureNames.push_back(name + "=" + v);
        } else {
            m_featureNames.push_back(name);
        }
        m_features.push_back(std::move(col));
    }

    if (m_classification) {
        std::vector<std::string> labels;
        {
            std::set<std::string> unique;
            for (const auto& row : train.rows)
                if (!isMissingCell(row[m_targetColumns.at(0)], m_markers))
                    unique.insert(row[m_targetColumns.at(0)]);
            labels.assign(unique.begin(), unique.end());
        }
        if (allNumeric(labels)) {
            std::sort(labels.begin(), labels.end(), [](const std::string& a, const std::string& b) {
                double x = 0, y = 0;
                parseNumber(a, x);
                parseNumber(b, y);
                return x < y;
            });
        }
        if (labels.size() < 2)
            throw DataError::at(train.files.at(0), 0, "target column \"" + m_targetNames.at(0)
                                                          + "\" has a single class; classification needs at least two");
        for (std::size_t i = 0; i < labels.size(); ++i)
            m_classes[labels[i]] = static_cast<std::int64_t>(i);
        m_classNames = labels;
    }
    m_missingCells.assign(m_features.size(), 0);
}

void TabularEncoder::encode(const CsvTable& table, at::Tensor& inputs, at::Tensor& targets) const
{
    const auto n = static_cast<std::int64_t>(table.rows.size());
    const auto width = static_cast<std::int64_t>(m_featureNames.size());
    inputs = at::zeros({n, width}, at::kFloat);
    float* x = inputs.data_ptr<float>();
    if (m_classification)
        targets = at::empty({n}, at::kLong);
    else
        targets = at::empty({n, static_cast<std::int64_t>(m_targetColumns.size())}, at::kFloat);

    // Columns by name: a validation, test or scoring file may order them differently or have more;
    // one without a column the model was trained on is an error naming the file and the column.
    std::vector<int> featureAt, targetAt;
    for (const auto& col : m_features)
        featureAt.push_back(table.requireColumn(col.name, col.categorical ? "categorical" : "feature"));
    for (const auto& name : m_targetNames)
        targetAt.push_back(table.requireColumn(name, "target"));

    constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();
    const auto missingError = [&](std::int64_t r, int col, std::string_view role) {
        return DataError(missingCellMessage(table, static_cast<std::size_t>(r), col, role, "drop_rows, mean, median or most_frequent"));
    };
    // A number that float32 holds, or NaN for a missing cell.
    const auto value = [&](std::int64_t r, int col, const std::string& role, std::string_view hint, bool& missing) {
        const std::string& cell = table.rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(col)];
        missing = isMissingCell(cell, m_markers);
        if (missing) {
            if (m_missing == "error")
                throw missingError(r, col, role == "feature" ? std::string_view() : std::string_view(role));
            return kNaN;
        }
        const double v = table.number(static_cast<std::size_t>(r), col, role == "feature" ? std::string_view() : role, hint);
        if (std::fabs(v) > FLT_MAX)
            throw DataError(table.where(static_cast<std::size_t>(r)) + ": " + role + " column \"" + table.header[static_cast<std::size_t>(col)]
                            + "\": " + cell + " does not fit in float32 (which holds up to about 3.4e38)");
        return static_cast<float>(v);
    };
    for (std::int64_t r = 0; r < n; ++r) {
        const auto& row = table.rows[r];
        float* out = x + r * width;
        std::int64_t k = 0;
        for (std::size_t f = 0; f < m_features.size(); ++f) {
            const Column& col = m_features[f];
            const std::string& cell = row.at(featureAt[f]);
            const std::int64_t slots = col.oneHot ? static_cast<std::int64_t>(col.categories.size()) + 1 : 1;
            if (col.categorical) {
                if (isMissingCell(cell, m_markers)) {
                    if (m_missing == "error")
                        throw missingError(r, featureAt[f], "categorical");
                    ++m_missingCells[f];
                    std::fill(out + k, out + k + slots, kNaN);
                } else {
                    const auto it = col.categories.find(cell);
                    const std::int64_t code = it == col.categories.end() ? 0 : it->second;
                    out[col.oneHot ? k + code : k] = col.oneHot ? 1.0f : static_cast<float>(code);
                }
                k += slots;
                continue;
            }
            bool missing = false;
            out[k++] = value(r, featureAt[f], "feature", kCategoricalHint, missing);
            m_missingCells[f] += missing ? 1 : 0;
        }
        if (m_classification) {
            const std::string& label = row.at(targetAt.at(0));
            if (isMissingCell(label, m_markers)) {
                if (m_missing == "error")
                    throw missingError(r, targetAt.at(0), "target");
                targets.data_ptr<std::int64_t>()[r] = -1;
                continue;
            }
            const auto it = m_classes.find(label);
            if (it == m_classes.end())
                throw DataError(table.where(r) + ": class \"" + label + "\" of column \"" + m_targetNames.at(0)
                                + "\" does not occur in the training data");
            targets.data_ptr<std::int64_t>()[r] = it->second;
        } else {
            for (std::size_t t = 0; t < m_targetColumns.size(); ++t) {
                bool missing = false;
                targets.data_ptr<float>()[r * static_cast<std::int64_t>(m_targetColumns.size()) + static_cast<std::int64_t>(t)] =
                    value(r, targetAt[t], "target", {}, missing);
            }
        }
    }
    m_rowsRead += n;
}

std::vector<RawColumn> TabularEncoder::rawColumns() const
{
    std::vector<RawColumn> out;
    for (const Column& col : m_features) {
        RawColumn r;
        r.name = col.name;
        r.kind = !col.categorical ? RawColumn::Kind::Number : col.oneHot ? RawColumn::Kind::OneHot : RawColumn::Kind::Code;
        if (col.categorical) {
            r.categories.resize(col.categories.size());
            for (const auto& [value, code] : col.categories)
                r.categories.at(static_cast<std::size_t>(code - 1)) = value;
        }
        out.push_back(std::move(r));
    }
    return out;
}

} // namespace lathe::core

namespace lathe::core {

std::int64_t dropIncomplete(TensorSplit& split, bool features)
{
    if (split.size() == 0)
        return 0;
    at::Tensor bad = split.targets.scalar_type() == at::kLong ? split.targets.lt(0) : at::isnan(split.targets).any(1);
    if (features)
        bad = bad.logical_or(at::isnan(split.inputs).any(1));
    const std::int64_t dropped = bad.sum().item<std::int64_t>();
    if (dropped > 0) {
        const at::Tensor keep = bad.logical_not().nonzero().squeeze(1);
        split.inputs = split.inputs.index_select(0, keep);
        split.targets = split.targets.index_select(0, keep);
    }
    return dropped;
}

void imputeMissing(DataSplits& out, const DataConfig& d, const std::vector<TensorSplit*>& splits, const std::function<void(const std::string&)>& log)
{
    const at::Tensor train = splits.at(0)->inputs;
    Json fills = Json::object();
    std::vector<std::int64_t> indicatorColumns; // first encoded feature of each column with an indicator
    std::int64_t k = 0, filled = 0;
    std::vector<std::pair<std::int64_t, at::Tensor>> plans; // per encoded range: first feature, the row of values to fill
    for (RawColumn& c : out.rawColumns) {
        const std::int64_t width = c.kind == RawColumn::Kind::OneHot ? static_cast<std::int64_t>(c.categories.size()) + 1 : 1;
        const at::Tensor block = train.slice(1, k, k + width);
        const at::Tensor present = at::isnan(block.select(1, 0)).logical_not();
        const std::int64_t missingInTrain = train.size(0) - present.sum().item<std::int64_t>();
        { // every column gets its value, so that model.pt can fill any column of the rows it predicts
            if (missingInTrain == train.size(0))
                throw DataError("column \"" + c.name + "\" is missing in every row of the training split: nothing to fill it with");
            const at::Tensor values = block.index_select(0, present.nonzero().squeeze(1)).to(at::kDouble);
            double fill = 0;
            if (c.kind == RawColumn::Kind::OneHot) {
                fill = static_cast<double>(values.sum(0).argmax().item<std::int64_t>()); // the code of the most frequent category
            } else if (c.kind == RawColumn::Kind::Code || d.missing == "most_frequent") {
                const at::Tensor column = values.select(1, 0);
                const auto [unique, inverse, counts] = at::_unique2(column, true, false, true);
                fill = unique[counts.argmax()].item<double>(); // ties: the smallest value
            } else if (d.missing == "mean") {
                fill = values.mean().item<double>();
            } else {
                fill = values.select(1, 0).median().item<double>(); // the lower middle value, as PyTorch's median
            }
            c.fill = fill;
            c.indicator = d.missingIndicator && missingInTrain > 0;
            if (c.indicator)
                indicatorColumns.push_back(k);
            at::Tensor row = at::zeros({width}, at::kFloat);
            if (c.kind == RawColumn::Kind::OneHot)
                row[static_cast<std::int64_t>(fill)] = 1.0f;
            else
                row[0] = static_cast<float>(fill);
            plans.emplace_back(k, row);
            if (c.kind == RawColumn::Kind::Number)
                fills[c.name] = fill;
            else
                fills[c.name] = fill >= 1 && fill <= static_cast<double>(c.categories.size()) ? c.categories[static_cast<std::size_t>(fill) - 1] : "?";
        }
        k += width;
    }
    for (TensorSplit* s : splits) {
        if (s->size() == 0)
            continue;
        std::vector<at::Tensor> indicators;
        for (const std::int64_t first : indicatorColumns)
            indicators.push_back(at::isnan(s->inputs.slice(1, first, first + 1)).to(at::kFloat));
        for (const auto& [first, row] : plans) {
            const std::int64_t width = row.size(0);
            at::Tensor block = s->inputs.slice(1, first, first + width);
            const at::Tensor hole = at::isnan(block.select(1, 0));
            filled += hole.sum().item<std::int64_t>();
            block.copy_(at::where(hole.unsqueeze(1), row.unsqueeze(0).expand_as(block), block));
        }
        if (!indicators.empty()) {
            indicators.insert(indicators.begin(), s->inputs);
            s->inputs = at::cat(indicators, 1);
        }
    }
    for (const RawColumn& c : out.rawColumns)
        if (c.indicator)
            out.featureNames.push_back(c.name + " missing");
    out.quality["missing"]["filled"] = filled;
    out.quality["missing"]["fill_values"] = fills;
    if (!indicatorColumns.empty())
        log("data.missing_indicator: " + std::to_string(indicatorColumns.size()) + " missing-indicator feature(s) added");
}

} // namespace lathe::core
