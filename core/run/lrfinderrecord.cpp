#include "lrfinderrecord.h"

#include "config/messagejson.h"

#include <cmath>

namespace lathe::core {

namespace {

Json finite(double v)
{
    return std::isfinite(v) ? Json(v) : Json();
}

double numberOr(const Json& o, const char* key, double fallback)
{
    const auto it = o.find(key);
    return it != o.end() && it->is_number() ? it->get<double>() : fallback;
}

} // namespace

Json lrFinderJson(const LrFinderResult& r)
{
    Json curve = Json::array();
    for (const LrFinderResult::Point& p : r.points)
        curve.push_back({{"lr", p.lr}, {"loss", finite(p.loss)}, {"smoothed", finite(p.smoothed)}});
    Json rows = Json::array();
    for (const LrFinderResult::Trial& t : r.trials)
        rows.push_back({{"lr", t.lr}, {"loss_before", finite(t.lossBefore)}, {"loss_after", finite(t.lossAfter)}});
    return {{"batch", r.batch},         {"start_lr", r.startLr}, {"end_lr", r.endLr}, {"points", std::move(curve)},
            {"suggested", r.suggested}, {"suggestion", messageToJson(r.suggestion)}, {"trials", std::move(rows)},
            {"found", r.found},         {"chosen", r.chosen},   {"summary", messageToJson(r.summary)}};
}

LrFinderResult lrFinderFromJson(const Json& j)
{
    LrFinderResult r;
    if (!j.is_object())
        return r;
    const double nan = std::nan("");
    r.batch = static_cast<std::int64_t>(numberOr(j, "batch", 0));
    r.startLr = numberOr(j, "start_lr", 0.0);
    r.endLr = numberOr(j, "end_lr", 0.0);
    if (const auto rows = j.find("points"); rows != j.end() && rows->is_array()) {
        for (const Json& p : *rows) {
            if (p.is_object())
                r.points.push_back({numberOr(p, "lr", 0.0), numberOr(p, "loss", nan), numberOr(p, "smoothed", nan)});
        }
    }
    r.suggested = numberOr(j, "suggested", 0.0);
    r.suggestion = messageField(j, "suggestion");
    if (const auto rows = j.find("trials"); rows != j.end() && rows->is_array()) {
        for (const Json& t : *rows) {
            if (t.is_object())
                r.trials.push_back({numberOr(t, "lr", 0.0), numberOr(t, "loss_before", nan), numberOr(t, "loss_after", nan)});
        }
    }
    const auto found = j.find("found");
    r.found = found != j.end() && found->is_boolean() && found->get<bool>();
    r.chosen = numberOr(j, "chosen", 0.0);
    r.summary = messageField(j, "summary");
    return r;
}

} // namespace lathe::core
