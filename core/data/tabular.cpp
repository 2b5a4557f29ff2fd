#include "tabular.h"

#include "dataset.h"

#include "config/config.h"
#include "series.h"
#include "util/errors.h"

#include <ATen/ATen.h>

#include "csvscan.h"

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <functional>
#include <cfloat>
#include <cmath>
#include <limits>
#include <set>

namespace lathe::core {

namespace {

constexpr std::string_view kCategoricalHint = "list the column in data.categorical if it holds categories";
constexpr std::string_view kTablePolicies = "drop_rows, mean, median or most_frequent";

bool allNumeric(const std::vector<std::string>& values)
{
    double v = 0;
    return std::all_of(values.begin(), values.end(), [&](const std::string& s) { return parseNumber(s, v); });
}

bool missingCell(std::string_view cell, const std::vector<std::string>& markers)
{
    if (cell.empty())
        return true;
    for (const auto& m : markers)
        if (cell == m)
            return true;
    return false;
}

// A buffer of `width` values per row, grown by realloc: glibc serves large blocks with mmap and grows
// them with mremap, so growing copies nothing and the peak is the data itself.
template <typename T>
class RowBuffer {
public:
    explicit RowBuffer(std::int64_t width)
        : m_width(std::max<std::int64_t>(width, 1))
    {
    }
    ~RowBuffer() { std::free(m_data); }
    RowBuffer(const RowBuffer&) = delete;
    RowBuffer& operator=(const RowBuffer&) = delete;

    T* append()
    {
        if (m_rows == m_capacity) {
            const std::int64_t capacity = std::max<std::int64_t>(4096, m_capacity * 2);
            void* grown = std::realloc(m_data, static_cast<std::size_t>(capacity * m_width) * sizeof(T));
            if (!grown)
                throw std::bad_alloc();
            m_data = static_cast<T*>(grown);
            m_capacity = capacity;
        }
        return m_data + (m_rows++) * m_width;
    }
    std::int64_t rows() const { return m_rows; }
    T* data() { return m_data; }
    // The rows as a tensor that owns the buffer (shrunk to fit).
    at::Tensor release(at::ScalarType type, std::vector<std::int64_t> sizes)
    {
        if (m_rows > 0 && m_rows < m_capacity)
            if (void* fit = std::realloc(m_data, static_cast<std::size_t>(m_rows * m_width) * sizeof(T)))
                m_data = static_cast<T*>(fit);
        if (m_rows == 0)
            return at::empty(sizes, type);
        T* data = m_data;
        m_data = nullptr;
        return at::from_blob(data, sizes, [](void* p) { std::free(p); }, at::TensorOptions().dtype(type));
    }

private:
    std::int64_t m_width, m_rows = 0, m_capacity = 0;
    T* m_data = nullptr;
};

// "file:line"
std::string where(const CsvLineScanner& scan)
{
    return scan.name() + ":" + std::to_string(scan.line());
}

} // namespace

std::int32_t TabularEncoder::TextCodes::code(std::string_view text)
{
    if (const auto it = codes.find(text); it != codes.end())
        return it->second;
    const auto next = static_cast<std::int32_t>(texts.size());
    if (next >= (1 << 24)) // codes travel as float32 until the end
        throw DataError("more than 16 million distinct values in one column: is it really a category?");
    texts.emplace_back(text);
    codes.emplace(texts.back(), next);
    return next;
}

std::int32_t TabularEncoder::TextCodes::find(std::string_view text) const
{
    const auto it = codes.find(text);
    return it == codes.end() ? -1 : it->second;
}

TabularEncoder::TabularEncoder(const DataConfig& config)
    : m_config(config)
    , m_targetNames(config.target)
    , m_classification(config.isClassification())
{
}

void TabularEncoder::learnColumns(const std::vector<std::string>& header, const std::string& file)
{
    CsvTable names; // for requireColumn's message (closest name, the columns there are)
    names.header = header;
    names.files = {file};
    for (const auto& t : m_targetNames)
        names.requireColumn(t, "target");
    std::vector<std::string> featureNames = m_config.features;
    if (featureNames.empty()) {
        for (const auto& h : header)
            if (std::find(m_targetNames.begin(), m_targetNames.end(), h) == m_targetNames.end())
                featureNames.push_back(h);
    }
    if (featureNames.empty())
        throw DataError::at(file, 1, "no feature columns left besides the target");
    for (const auto& c : m_config.categorical)
        names.requireColumn(c, "categorical");
    for (const auto& name : featureNames) {
        names.requireColumn(name, "feature");
        Column col;
        col.name = name;
        col.categorical = std::find(m_config.categorical.begin(), m_config.categorical.end(), name) != m_config.categorical.end();
        m_features.push_back(std::move(col));
    }
    m_missingCells.assign(m_features.size(), 0);
}

void TabularEncoder::readTraining(const std::vector<std::filesystem::path>& files, at::Tensor& inputs, at::Tensor& targets)
{
    readFiles(files, true, inputs, targets);
}

void TabularEncoder::read(const std::vector<std::filesystem::path>& files, at::Tensor& inputs, at::Tensor& targets)
{
    readFiles(files, false, inputs, targets);
}

void TabularEncoder::readFiles(const std::vector<std::filesystem::path>& files, bool training, at::Tensor& inputs, at::Tensor& targets)
{
    const auto& markers = m_config.missingMarkers;
    const bool failOnMissing = m_config.missing == "error";
    std::vector<std::string> header;
    std::vector<int> featureAt, targetAt;
    std::unique_ptr<RowBuffer<float>> raw;
    RowBuffer<float> values(static_cast<std::int64_t>(m_targetNames.size())); // regression targets
    RowBuffer<std::int64_t> labels(1);                                          // classification: class codes
    std::vector<std::string_view> fields;
    constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();

    for (std::size_t f = 0; f < files.size(); ++f) {
        CsvLineScanner scan(files[f]);
        if (!scan.next(fields))
            throw DataError::at(scan.name(), 0, "empty file (expected a header line)");
        std::vector<std::string> fileHeader(fields.begin(), fields.end());
        if (f == 0) {
            header = fileHeader;
            if (training) {
                m_trainingFile = scan.name();
                learnColumns(header, scan.name());
            }
            CsvTable names;
            names.header = header;
            names.files = {scan.name()};
            featureAt.clear();
            targetAt.clear();
            for (const Column& col : m_features)
                featureAt.push_back(names.requireColumn(col.name, col.categorical ? "categorical" : "feature"));
            for (const auto& t : m_targetNames)
                targetAt.push_back(names.requireColumn(t, "target"));
            raw = std::make_unique<RowBuffer<float>>(static_cast<std::int64_t>(m_features.size()));
        } else if (fileHeader != header) {
            std::string detail = "its header differs from the first shard " + files[0].string();
            for (std::size_t i = 0; i < std::max(fileHeader.size(), header.size()); ++i) {
                const std::string a = i < header.size() ? header[i] : "(none)";
                const std::string b = i < fileHeader.size() ? fileHeader[i] : "(none)";
                if (a != b) {
                    detail += " (column " + std::to_string(i + 1) + ": \"" + b + "\" instead of \"" + a + "\")";
                    break;
                }
            }
            throw DataError::at(scan.name(), scan.line(), detail);
        }

        std::int64_t rowsInFile = 0;
        const auto missing = [&](std::string_view role, std::size_t column, std::string_view cell) {
            return DataError(where(scan) + ": " + (role.empty() ? "" : std::string(role) + " ") + "column \"" + header[column] + "\" is "
                             + (cell.empty() ? std::string("empty") : "missing (\"" + std::string(cell) + "\")") + "; set data.missing to "
                             + std::string(kTablePolicies) + " to go on");
        };
        // A number float32 holds; NaN for a missing cell (counted in `count`).
        const auto number = [&](std::size_t column, std::string_view role, std::string_view hint, std::int64_t* count) -> float {
            const std::string_view cell = fields[column];
            if (missingCell(cell, markers)) {
                if (failOnMissing)
                    throw missing(role, column, cell);
                if (count)
                    ++*count;
                return kNaN;
            }
            double v = 0;
            const char* b = cell.data();
            const char* e = b + cell.size();
            if (*b == '+')
                ++b;
            const auto [ptr, ec] = std::from_chars(b, e, v);
            if (ec == std::errc() && ptr == e && std::fabs(v) <= FLT_MAX) // (a NaN fails the comparison)
                return static_cast<float>(v);
            const std::string what = where(scan) + ": " + (role.empty() ? "" : std::string(role) + " ") + "column \"" + header[column] + "\"";
            if (ec != std::errc() || ptr != e)
                throw DataError(what + ": \"" + std::string(cell) + "\" is not a number" + (hint.empty() ? "" : " (" + std::string(hint) + ")"));
            if (!std::isfinite(v))
                throw DataError(what + ": value " + std::string(cell) + " is not finite");
            throw DataError(what + ": " + std::string(cell) + " does not fit in float32 (which holds up to about 3.4e38)");
        };

        while (scan.next(fields)) {
            if (fields.size() != header.size())
                throw DataError::at(scan.name(), scan.line(), "expected " + std::to_string(header.size()) + " fields as in the header, found "
                                                                  + std::to_string(fields.size()));
            ++rowsInFile;
            float* row = raw->append();
            for (std::size_t i = 0; i < m_features.size(); ++i) {
                Column& col = m_features[i];
                const auto at = static_cast<std::size_t>(featureAt[i]);
                if (!col.categorical) {
                    row[i] = number(at, {}, kCategoricalHint, &m_missingCells[i]);
                    continue;
                }
                const std::string_view cell = fields[at];
                if (missingCell(cell, markers)) {
                    if (failOnMissing)
                        throw missing("categorical", at, cell);
                    ++m_missingCells[i];
                    row[i] = kNaN;
                } else if (training) {
                    row[i] = static_cast<float>(col.values.code(cell)); // its rank comes at the end
                } else {
                    const std::int32_t code = col.values.find(cell);
                    row[i] = code < 0 ? 0.0f : static_cast<float>(col.values.rank[static_cast<std::size_t>(code)] + 1); // 0: unseen
                }
            }
            if (m_classification) {
                const auto at = static_cast<std::size_t>(targetAt.at(0));
                const std::string_view label = fields[at];
                std::int64_t& y = *labels.append();
                if (missingCell(label, markers)) {
                    if (failOnMissing)
                        throw missing("target", at, label);
                    y = -1;
                } else if (training) {
                    y = m_classes.code(label);
                } else {
                    const std::int32_t code = m_classes.find(label);
                    if (code < 0)
                        throw DataError(where(scan) + ": class \"" + std::string(label) + "\" of column \"" + m_targetNames.at(0)
                                        + "\" does not occur in the training data");
                    y = m_classes.rank[static_cast<std::size_t>(code)];
                }
            } else {
                float* y = values.append();
                for (std::size_t t = 0; t < targetAt.size(); ++t)
                    y[t] = number(static_cast<std::size_t>(targetAt[t]), "target", {}, nullptr);
            }
        }
        if (rowsInFile == 0)
            throw DataError::at(scan.name(), 0, "no data rows after the header");
    }

    const std::int64_t n = raw->rows();
    m_rowsRead += n;
    if (training)
        finishTraining(raw->data(), m_classification ? labels.data() : nullptr, n);

    // Categories one-hot where they have at most kMaxOneHot values: the features widen, so they are
    // written into a new tensor; otherwise the buffer is the tensor.
    const auto width = static_cast<std::int64_t>(m_featureNames.size());
    const auto rawWidth = static_cast<std::int64_t>(m_features.size());
    bool expand = false;
    for (const Column& col : m_features)
        expand = expand || col.oneHot;
    if (!expand) {
        inputs = raw->release(at::kFloat, {n, rawWidth});
    } else {
        inputs = at::zeros({n, width}, at::kFloat);
        float* out = inputs.data_ptr<float>();
        const float* in = raw->data();
        for (std::int64_t r = 0; r < n; ++r, in += rawWidth, out += width) {
            std::int64_t k = 0;
            for (std::size_t i = 0; i < m_features.size(); ++i) {
                const Column& col = m_features[i];
                if (!col.oneHot) {
                    out[k++] = in[i];
                    continue;
                }
                const auto slots = static_cast<std::int64_t>(col.values.texts.size()) + 1;
                if (std::isnan(in[i]))
                    std::fill(out + k, out + k + slots, kNaN);
                else
                    out[k + static_cast<std::int64_t>(in[i])] = 1.0f;
                k += slots;
            }
        }
        raw.reset();
    }
    targets = m_classification ? labels.release(at::kLong, {n}) : values.release(at::kFloat, {n, static_cast<std::int64_t>(m_targetNames.size())});
}

void TabularEncoder::finishTraining(float* raw, std::int64_t* labels, std::int64_t rows)
{
    const auto rank = [](TextCodes& t, const std::function<bool(const std::string&, const std::string&)>& less) {
        std::vector<std::int32_t> order(t.texts.size());
        for (std::size_t i = 0; i < order.size(); ++i)
            order[i] = static_cast<std::int32_t>(i);
        std::sort(order.begin(), order.end(), [&](std::int32_t a, std::int32_t b) {
            return less(t.texts[static_cast<std::size_t>(a)], t.texts[static_cast<std::size_t>(b)]);
        });
        t.rank.assign(order.size(), 0);
        for (std::size_t r = 0; r < order.size(); ++r)
            t.rank[static_cast<std::size_t>(order[r])] = static_cast<std::int32_t>(r);
    };
    const auto byText = [](const std::string& a, const std::string& b) { return a < b; };
    const auto width = static_cast<std::int64_t>(m_features.size());
    for (std::size_t i = 0; i < m_features.size(); ++i) {
        Column& col = m_features[i];
        if (col.categorical) {
            if (col.values.texts.empty())
                throw DataError::at(m_trainingFile, 0, "categorical column \"" + col.name + "\" holds no value, only missing cells");
            rank(col.values, byText);
            col.oneHot = col.values.texts.size() <= kMaxOneHot;
            float* x = raw + i;
            for (std::int64_t r = 0; r < rows; ++r, x += width)
                if (!std::isnan(*x))
                    *x = static_cast<float>(col.values.rank[static_cast<std::size_t>(*x)] + 1);
            if (col.oneHot) {
                std::vector<std::string> sorted(col.values.texts.size());
                for (std::size_t c = 0; c < sorted.size(); ++c)
                    sorted[static_cast<std::size_t>(col.values.rank[c])] = col.values.texts[c];
                m_featureNames.push_back(col.name + "=?");
                for (const auto& v : sorted)
                    m_featureNames.push_back(col.name + "=" + v);
                continue;
            }
        }
        m_featureNames.push_back(col.name);
    }
    if (!m_classification)
        return;
    if (m_classes.texts.size() < 2)
        throw DataError::at(m_trainingFile, 0, "target column \"" + m_targetNames.at(0) + "\" has a single class; classification needs at least two");
    if (allNumeric(m_classes.texts)) {
        rank(m_classes, [](const std::string& a, const std::string& b) {
            double x = 0, y = 0;
            parseNumber(a, x);
            parseNumber(b, y);
            return x < y;
        });
    } else {
        rank(m_classes, byText);
    }
    m_classNames.assign(m_classes.texts.size(), {});
    for (std::size_t c = 0; c < m_classes.texts.size(); ++c)
        m_classNames[static_cast<std::size_t>(m_classes.rank[c])] = m_classes.texts[c];
    for (std::int64_t r = 0; r < rows; ++r)
        if (labels[r] >= 0)
            labels[r] = m_classes.rank[static_cast<std::size_t>(labels[r])];
}

std::vector<RawColumn> TabularEncoder::rawColumns() const
{
    std::vector<RawColumn> out;
    for (const Column& col : m_features) {
        RawColumn r;
        r.name = col.name;
        r.kind = !col.categorical ? RawColumn::Kind::Number : col.oneHot ? RawColumn::Kind::OneHot : RawColumn::Kind::Code;
        if (col.categorical) {
            r.categories.resize(col.values.texts.size());
            for (std::size_t c = 0; c < col.values.texts.size(); ++c)
                r.categories.at(static_cast<std::size_t>(col.values.rank[c])) = col.values.texts[c];
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
