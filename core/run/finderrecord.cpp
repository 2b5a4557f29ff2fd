#include "finderrecord.h"

#include "config/messagejson.h"

namespace lathe::core {

Json FinderRecord::toJson() const
{
    Json rows = Json::array();
    for (const Trial& t : trials)
        rows.push_back({{"batch", t.batch}, {"phase", t.phase}, {"predicted", t.predicted}, {"peak_bytes", t.peakBytes},
                        {"samples_per_second", t.samplesPerSecond}, {"result", t.result}});
    Json j{{"budget_bytes", budgetBytes}, {"target_bytes", targetBytes}, {"largest", largest}, {"fastest", fastest},
           {"chosen", chosen}, {"trials", std::move(rows)}, {"summary", messageToJson(summary)}};
    if (!prefer.empty())
        j["prefer"] = prefer;
    if (noise.groups > 0)
        j["gradient_noise"] = {{"small_batch", noise.smallBatch}, {"big_batch", noise.bigBatch}, {"groups", noise.groups},
                               {"small_norm_squared", noise.smallNormSquared}, {"big_norm_squared", noise.bigNormSquared},
                               {"scale", noise.finite ? Json(noise.scale) : Json(nullptr)}};
    if (!timed.empty()) {
        Json t = Json::array();
        for (const Timed& row : timed)
            t.push_back({{"batch", row.batch}, {"step_seconds", row.stepSeconds}, {"cost", row.cost}});
        j["timed"] = std::move(t);
    }
    if (!rechecks.empty()) {
        Json rows = Json::array();
        for (const Recheck& c : rechecks)
            rows.push_back({{"smaller", c.smaller}, {"larger", c.larger}, {"rounds", c.rounds}, {"lead", c.lead}, {"spread", c.spread},
                            {"smaller_kept", c.smallerKept}, {"larger_clearly", c.largerClearly}, {"stake_seconds", c.stakeSeconds},
                            {"stopped_at_stake", c.stoppedAtStake}});
        j["rechecks"] = std::move(rows);
    }
    if (tiedWith > 0)
        j["tied_with"] = tiedWith;
    return j;
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
    r.prefer = text(j, "prefer");
    const auto number = [](const Json& o, const char* key) {
        const auto it = o.find(key);
        return it != o.end() && it->is_number() ? it->get<double>() : 0.0;
    };
    if (const auto n = j.find("gradient_noise"); n != j.end() && n->is_object()) {
        r.noise.smallBatch = integer(*n, "small_batch", 0);
        r.noise.bigBatch = integer(*n, "big_batch", 0);
        r.noise.groups = static_cast<int>(integer(*n, "groups", 0));
        r.noise.smallNormSquared = number(*n, "small_norm_squared");
        r.noise.bigNormSquared = number(*n, "big_norm_squared");
        const auto s = n->find("scale");
        r.noise.finite = s != n->end() && s->is_number();
        r.noise.scale = r.noise.finite ? s->get<double>() : 0.0;
    }
    if (const auto rows = j.find("timed"); rows != j.end() && rows->is_array()) {
        for (const Json& t : *rows) {
            if (t.is_object())
                r.timed.push_back({integer(t, "batch", 0), number(t, "step_seconds"), number(t, "cost")});
        }
    }
    r.tiedWith = integer(j, "tied_with", 0);
    if (const auto rows = j.find("rechecks"); rows != j.end() && rows->is_array()) {
        for (const Json& c : *rows) {
            if (!c.is_object())
                continue;
            const auto flag = [&c](const char* key) {
                const auto it = c.find(key);
                return it != c.end() && it->is_boolean() && it->get<bool>();
            };
            r.rechecks.push_back({integer(c, "smaller", 0), integer(c, "larger", 0), static_cast<int>(integer(c, "rounds", 0)), number(c, "lead"),
                                  number(c, "spread"), flag("smaller_kept"), flag("larger_clearly"), number(c, "stake_seconds"),
                                  flag("stopped_at_stake")});
        }
    }
    return r;
}

} // namespace lathe::core
