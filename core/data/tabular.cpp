#include "tabular.h"

#include "dataset.h"

#include "config/config.h"
#include "util/errors.h"

#include <ATen/ATen.h>

#include <algorithm>
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

    for (std::int64_t r = 0; r < n; ++r) {
        const auto& row = table.rows[r];
        float* out = x + r * width;
        std::int64_t k = 0;
        for (std::size_t f = 0; f < m_features.size(); ++f) {
            const Column& col = m_features[f];
            const std::string& cell = row.at(featureAt[f]);
            if (col.categorical) {
                const auto it = col.categories.find(cell);
                const std::int64_t code = it == col.categories.end() ? 0 : it->second;
                if (col.oneHot) {
                    out[k + code] = 1.0f;
                    k += static_cast<std::int64_t>(col.categories.size()) + 1;
                } else {
                    out[k++] = static_cast<float>(code);
                }
                continue;
            }
            out[k++] = static_cast<float>(
                table.number(static_cast<std::size_t>(r), featureAt[f], {}, kCategoricalHint));
        }
        if (m_classification) {
            const std::string& label = row.at(targetAt.at(0));
            const auto it = m_classes.find(label);
            if (it == m_classes.end())
                throw DataError(table.where(r) + ": class \"" + label + "\" of column \"" + m_targetNames.at(0)
                                + "\" does not occur in the training data");
            targets.data_ptr<std::int64_t>()[r] = it->second;
        } else {
            for (std::size_t t = 0; t < m_targetColumns.size(); ++t)
                targets.data_ptr<float>()[r * static_cast<std::int64_t>(m_targetColumns.size()) + t] =
                    static_cast<float>(table.number(static_cast<std::size_t>(r), targetAt[t], "target"));
        }
    }
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
