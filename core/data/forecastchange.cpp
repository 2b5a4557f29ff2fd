#include "forecastchange.h"

#include "util/axisticks.h"
#include "util/errors.h"

#include <ATen/ATen.h>

#include <algorithm>

namespace lathe::core {

namespace {

std::vector<double> doubles(const at::Tensor& t)
{
    const at::Tensor d = t.to(at::kDouble).contiguous();
    return {d.data_ptr<double>(), d.data_ptr<double>() + d.numel()};
}

// The last step's raw value of each target, [windows, targets]: the scaled feature undone, and rounded
// to the float the targets are held in. (Undone in double alone, a constant 42 came back as
// 42.0000001: persistence, "the figure to beat", scored an MAE of 1.2e-7 on a series it forecasts
// exactly.)
at::Tensor lastValues(const TensorSplit& split, const DataSplits::ChangeForecast& f)
{
    const at::Tensor index = at::tensor(f.feature, at::kLong);
    const at::Tensor shift = at::tensor(f.featureShift, at::kDouble), scale = at::tensor(f.featureScale, at::kDouble);
    const at::Tensor raw = split.inputs.select(1, -1).index_select(1, index).to(at::kDouble) * scale + shift;
    return raw.to(split.targets.scalar_type()).to(at::kDouble);
}

std::string joined(const std::vector<std::string>& names)
{
    std::string s;
    for (const auto& n : names)
        s += (s.empty() ? "" : ", ") + n;
    return s;
}

std::string maeText(const std::vector<double>& values)
{
    std::string s;
    for (const double v : values)
        s += (s.empty() ? "" : ", ") + formatReading(v, NumberStyle::Plain, 4);
    return s;
}

} // namespace

void decideForecast(const Config& c, DataSplits& out, const DataLog& log)
{
    const DataConfig& d = c.data;
    out.forecast.clear();
    out.forecastChange = {};
    out.persistenceValMae.clear();
    out.persistenceTestMae.clear();
    if (d.isClassification())
        return;
    DataSplits::ChangeForecast f;
    std::string absent;
    for (const auto& target : d.target) {
        const auto it = std::find(out.featureNames.begin(), out.featureNames.end(), target);
        if (it == out.featureNames.end()) {
            absent = target;
            break;
        }
        const auto i = static_cast<std::size_t>(it - out.featureNames.begin());
        f.feature.push_back(static_cast<std::int64_t>(i));
        const bool scaled = out.featureScaling.kind != "none" && i < out.featureScaling.shift.size();
        f.featureShift.push_back(scaled ? out.featureScaling.shift[i] : 0.0);
        f.featureScale.push_back(scaled ? out.featureScaling.scale[i] : 1.0);
    }
    if (!absent.empty()) {
        if (d.forecast == "change")
            throw DataError(msg("data.forecast \"change\": the target \"%1\" is not among the features, so a window has no last value "
                                "of it to start from; add it to data.features, or set data.forecast to \"level\"",
                                absent));
        out.forecast = "level";
        if (d.forecast == "auto")
            log(msg("forecasting the level of %1 (data.forecast \"auto\"): the target \"%2\" is not among the features", joined(d.target),
                    absent));
        return;
    }
    const auto persistenceMae = [&](const TensorSplit& split) {
        return split.size() > 0 ? doubles((split.targets.to(at::kDouble) - lastValues(split, f)).abs().mean(0)) : std::vector<double>{};
    };
    out.persistenceValMae = persistenceMae(out.val);
    out.persistenceTestMae = persistenceMae(out.test);
    const std::vector<double>& mae = out.persistenceValMae;
    const std::string names = joined(d.target);
    if (d.forecast == "level" || c.model.kind == "torchscript") { // a user's model forecasts what its code returns
        out.forecast = "level";
        if (!mae.empty())
            log(msg("forecasting the level of %1 (data.forecast \"%2\"); persistence (the next value is the last one) scores "
                    "validation MAE %3, the figure to beat",
                    names, d.forecast, maeText(mae)));
        return;
    }
    const at::Tensor change = out.train.targets.to(at::kDouble) - lastValues(out.train, f);
    const at::Tensor deviation = change.size(0) > 1 ? change.std(0) : at::ones({change.size(1)}, at::kDouble);
    f.changeMean = doubles(change.mean(0));
    f.changeStd = doubles(at::where(deviation > 1e-12, deviation, at::ones_like(deviation)));
    out.forecast = "change";
    out.forecastChange = std::move(f);
    log(mae.empty() ? msg("forecasting the change from each window's last %1 (data.forecast \"%2\"): the model adds it back, so it starts "
                          "as persistence (the next value is the last one) and learns the correction",
                          names, d.forecast)
                    : msg("forecasting the change from each window's last %1 (data.forecast \"%2\"): the model adds it back, so it starts "
                          "as persistence (the next value is the last one) and learns the correction; persistence scores validation MAE %3",
                          names, d.forecast, maeText(mae)));
}

} // namespace lathe::core
