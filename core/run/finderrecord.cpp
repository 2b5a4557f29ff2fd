#include "finderrecord.h"

#include "config/messagejson.h"

namespace lathe::core {

Json FinderRecord::toJson() const
{
    Json rows = Json::array();
    for (const Trial& t : trials)
        rows.push_back({{"batch", t.batch}, {"phase", t.phase}, {"predicted", t.predicted}, {"peak_bytes", t.peakBytes},
                        {"samples_per_second", t.samplesPerSecond}, {"result", t.result}});
    return {{"budget_bytes", budgetBytes}, {"target_bytes", targetBytes}, {"largest", largest}, {"fastest", fastest},
            {"chosen", chosen}, {"trials", std::move(rows)}, {"summary", messageToJson(summary)}};
}

FinderRecord FinderRecord::fromJson(const Json& j)
{
    FinderRecord r;
    if (!j.is_object())
        return r;
    const auto integer = [](const Json& o, const char* key, std::int64_t fallback) {
        const auto it = o.find(key);
        return it != o.end() && it->is_number() ? it->get<std::int64_t>() : fallback;
    };
    const auto text = [](const Json& o, const char* key) {
        const auto it = o.find(key);
        return it != o.end() && it->is_string() ? it->get<std::string>() : std::string();
    };
    r.budgetBytes = integer(j, "budget_bytes", 0);
    r.targetBytes = integer(j, "target_bytes", 0);
    r.largest = integer(j, "largest", 0);
    r.fastest = integer(j, "fastest", 0);
    r.chosen = integer(j, "chosen", 0);
    if (const auto rows = j.find("trials"); rows != j.end() && rows->is_array()) {
        for (const Json& t : *rows) {
            if (!t.is_object())
                continue;
            Trial trial;
            trial.batch = integer(t, "batch", 0);
            trial.phase = text(t, "phase");
            trial.predicted = integer(t, "predicted", 0);
            trial.peakBytes = integer(t, "peak_bytes", -1);
            if (const auto s = t.find("samples_per_second"); s != t.end() && s->is_number())
                trial.samplesPerSecond = s->get<double>();
            trial.result = text(t, "result");
            r.trials.push_back(std::move(trial));
        }
    }
    r.summary = messageField(j, "summary");
    return r;
}

} // namespace lathe::core
