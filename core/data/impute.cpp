// Samples without a target, and data.missing mean / median / most_frequent: the fills of CSV
// tables, computed from the training split (declared in tabular.h).

#include "dataset.h"
#include "rowsources.h"
#include "tabular.h"

#include "config/config.h"
#include "tablestream.h"
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
        const at::Tensor keep = bad.logical_not().nonzero().squeeze(1).contiguous();
        split.inputs = split.inputs.index_select(0, keep);
        split.targets = split.targets.index_select(0, keep);
        if (split.sources)
            split.sources = RowSources::keptIfCompact(
                split.sources->select(std::vector<std::int64_t>(keep.data_ptr<std::int64_t>(), keep.data_ptr<std::int64_t>() + keep.numel())));
    }
    return dropped;
}

RowPreparation planFills(DataSplits& out, const DataConfig& d, const std::vector<ColumnFill>& columns, std::int64_t trainRows,
                         const std::function<void(const Message&)>& log)
{
    RowPreparation plan;
    Json fills = Json::object();
    std::int64_t k = 0;
    for (std::size_t i = 0; i < out.rawColumns.size(); ++i) {
        RawColumn& c = out.rawColumns[i];
        const std::int64_t width = c.kind == RawColumn::Kind::OneHot ? static_cast<std::int64_t>(c.categories.size()) + 1 : 1;
        // Every column gets its value, so that model.pt can fill any column of the rows it predicts.
        if (columns.at(i).missingInTrain >= trainRows)
            throw DataError(msg("column \"%1\" is missing in every row of the training split: nothing to fill it with", c.name));
        const double fill = columns[i].fill;
        c.fill = fill;
        c.indicator = d.missingIndicator && columns[i].missingInTrain > 0;
        if (c.indicator)
            plan.indicatorColumns.push_back(k);
        std::vector<float> row(static_cast<std::size_t>(width), 0.0f);
        if (c.kind == RawColumn::Kind::OneHot)
            row.at(static_cast<std::size_t>(fill)) = 1.0f;
        else
            row[0] = static_cast<float>(fill);
        plan.fills.emplace_back(k, std::move(row));
        if (c.kind == RawColumn::Kind::Number)
            fills[c.name] = fill;
        else
            fills[c.name] = fill >= 1 && fill <= static_cast<double>(c.categories.size()) ? c.categories[static_cast<std::size_t>(fill) - 1] : "?";
        k += width;
    }
    for (const RawColumn& c : out.rawColumns)
        if (c.indicator)
            out.featureNames.push_back(c.name + " missing");
    out.quality["missing"]["fill_values"] = fills;
    if (!plan.indicatorColumns.empty())
        log(msg("data.missing_indicator: %1 missing-indicator feature(s) added", plan.indicatorColumns.size()));
    return plan;
}

void imputeMissing(DataSplits& out, const DataConfig& d, const std::vector<TensorSplit*>& splits, const std::function<void(const Message&)>& log)
{
    const at::Tensor train = splits.at(0)->inputs;
    std::vector<ColumnFill> columns;
    std::int64_t k = 0;
    for (const RawColumn& c : out.rawColumns) {
        const std::int64_t width = c.kind == RawColumn::Kind::OneHot ? static_cast<std::int64_t>(c.categories.size()) + 1 : 1;
        const at::Tensor block = train.slice(1, k, k + width);
        const at::Tensor present = at::isnan(block.select(1, 0)).logical_not();
        ColumnFill f;
        f.missingInTrain = train.size(0) - present.sum().item<std::int64_t>();
        k += width;
        columns.push_back(f);
        if (f.missingInTrain == train.size(0))
            continue; // planFills names the column
        const at::Tensor values = block.index_select(0, present.nonzero().squeeze(1)).to(at::kDouble);
        if (c.kind == RawColumn::Kind::OneHot) {
            columns.back().fill = static_cast<double>(values.sum(0).argmax().item<std::int64_t>()); // the code of the most frequent category
        } else if (c.kind == RawColumn::Kind::Code || d.missing == "most_frequent") {
            const at::Tensor column = values.select(1, 0);
            const auto [unique, inverse, counts] = at::_unique2(column, true, false, true);
            columns.back().fill = unique[counts.argmax()].item<double>(); // ties: the smallest value
        } else if (d.missing == "mean") {
            columns.back().fill = values.mean().item<double>();
        } else {
            columns.back().fill = values.select(1, 0).median().item<double>(); // the lower middle value, as PyTorch's median
        }
    }
    const RowPreparation plan = planFills(out, d, columns, train.size(0), log);
    std::int64_t filled = 0;
    for (TensorSplit* s : splits)
        if (s->size() > 0)
            s->inputs = plan.apply(s->inputs, &filled); // in place, but for the indicators appended
    out.quality["missing"]["filled"] = filled;
}

} // namespace lathe::core
