// Samples without a target, and data.missing mean / median / most_frequent: the fills of CSV
// tables, computed from the training split (declared in tabular.h).

#include "dataset.h"
#include "tabular.h"

#include "config/config.h"
#include "util/errors.h"

#include <ATen/ATen.h>

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
