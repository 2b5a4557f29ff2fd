// The statistics of the feature columns a table's training rows give: their ranges (the warning
// for constant columns) and data.normalize's scaling (declared in dataset.h).

#include "dataset.h"

#include <ATen/ATen.h>

#include <cstring>
#include <limits>

namespace lathe::core {

void foldColumnRanges(const float* x, std::int64_t n, std::int64_t width, std::vector<float>& lo, std::vector<float>& hi)
{
    if (lo.empty()) {
        lo.assign(static_cast<std::size_t>(width), std::numeric_limits<float>::infinity());
        hi.assign(static_cast<std::size_t>(width), -std::numeric_limits<float>::infinity());
    }
    // Four columns at a time with the compiler's vector types (MINPS / MAXPS here): a NaN compares
    // false both ways, so it leaves the running minimum and maximum as they are.
    using Float4 = float __attribute__((vector_size(16)));
    const std::int64_t blocks = width / 4;
    std::vector<Float4> low(static_cast<std::size_t>(blocks)), high(static_cast<std::size_t>(blocks));
    for (std::int64_t b = 0; b < blocks; ++b) {
        std::memcpy(&low[static_cast<std::size_t>(b)], lo.data() + 4 * b, sizeof(Float4));
        std::memcpy(&high[static_cast<std::size_t>(b)], hi.data() + 4 * b, sizeof(Float4));
    }
    for (std::int64_t r = 0; r < n; ++r, x += width) {
        for (std::int64_t b = 0; b < blocks; ++b) {
            Float4 v;
            std::memcpy(&v, x + 4 * b, sizeof v);
            Float4& l = low[static_cast<std::size_t>(b)];
            Float4& h = high[static_cast<std::size_t>(b)];
            l = v < l ? v : l;
            h = v > h ? v : h;
        }
        for (std::int64_t c = 4 * blocks; c < width; ++c) {
            const float v = x[c];
            lo[static_cast<std::size_t>(c)] = v < lo[static_cast<std::size_t>(c)] ? v : lo[static_cast<std::size_t>(c)];
            hi[static_cast<std::size_t>(c)] = v > hi[static_cast<std::size_t>(c)] ? v : hi[static_cast<std::size_t>(c)];
        }
    }
    for (std::int64_t b = 0; b < blocks; ++b) {
        std::memcpy(lo.data() + 4 * b, &low[static_cast<std::size_t>(b)], sizeof(Float4));
        std::memcpy(hi.data() + 4 * b, &high[static_cast<std::size_t>(b)], sizeof(Float4));
    }
}

std::vector<std::pair<std::string, std::int64_t>> numberColumns(const std::vector<RawColumn>& columns)
{
    std::vector<std::pair<std::string, std::int64_t>> numbers;
    std::int64_t k = 0;
    for (const RawColumn& column : columns) {
        if (column.kind == RawColumn::Kind::Number)
            numbers.emplace_back(column.name, k);
        k += column.kind == RawColumn::Kind::OneHot ? static_cast<std::int64_t>(column.categories.size()) + 1 : 1;
    }
    return numbers;
}

void warnConstantColumns(const std::vector<float>& lo, const std::vector<float>& hi, const std::vector<std::pair<std::string, std::int64_t>>& columns,
                         const DataLog& log)
{
    std::string names;
    for (const auto& [name, index] : columns) {
        const float a = lo.at(static_cast<std::size_t>(index)), b = hi.at(static_cast<std::size_t>(index));
        if (a == b) // every present value the same (and at least one present)
            names += (names.empty() ? "" : ", ") + name + " (" + std::to_string(a).substr(0, 12) + ")";
    }
    if (!names.empty())
        log.warn(msg("constant in every training row, so it tells the model nothing: %1 (leave it out of data.features, or check the file)",
                names));
}

void warnConstantColumns(const at::Tensor& trainRows, const std::vector<std::pair<std::string, std::int64_t>>& columns, const DataLog& log)
{
    if (!trainRows.defined() || trainRows.size(0) < 2)
        return;
    // One pass over the rows: the smallest and largest value of every column, NaN left out.
    const at::Tensor rows = trainRows.reshape({-1, trainRows.size(-1)}).to(at::kFloat).contiguous();
    std::vector<float> lo, hi;
    foldColumnRanges(rows.data_ptr<float>(), rows.size(0), rows.size(1), lo, hi);
    warnConstantColumns(lo, hi, columns, log);
}

void scaleFeatures(DataSplits& out, const std::string& kind, const at::Tensor& trainRows, const std::vector<TensorSplit*>& splits)
{
    if (kind == "none")
        return;
    at::Tensor shift, scale;
    if (kind == "standard") {
        shift = trainRows.mean(0);
        scale = trainRows.size(0) > 1 ? trainRows.std(0) : at::ones_like(shift);
    } else {
        shift = std::get<0>(trainRows.min(0));
        scale = std::get<0>(trainRows.max(0)) - shift;
    }
    std::tie(shift, scale) = recordScaling(out, kind, shift, scale);
    for (TensorSplit* s : splits) { // in place: the splits may be slices of one buffer (splitInPlace)
        if (s->size() > 0)
            s->inputs.sub_(shift).div_(scale);
    }
}

std::pair<at::Tensor, at::Tensor> recordScaling(DataSplits& out, const std::string& kind, at::Tensor shift, at::Tensor scale)
{
    scale = at::where(scale > 1e-12, scale, at::ones_like(scale));
    const at::Tensor a = shift.reshape({-1}).to(at::kDouble).contiguous(), b = scale.reshape({-1}).to(at::kDouble).contiguous();
    out.featureScaling.kind = kind;
    out.featureScaling.shift.assign(a.data_ptr<double>(), a.data_ptr<double>() + a.numel());
    out.featureScaling.scale.assign(b.data_ptr<double>(), b.data_ptr<double>() + b.numel());
    return {shift.to(at::kFloat), scale.to(at::kFloat)};
}

} // namespace lathe::core
