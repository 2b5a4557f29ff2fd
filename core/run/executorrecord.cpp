#include "executorrecord.h"

#include "config/messagejson.h"

namespace lathe::core {

Message ExecutorRecord::choiceLabel() const
{
    if (choice.empty())
        return Message::plain("-");
    const Message executor = graphExecutor ? msg("graph executor") : msg("interpreter");
    return cudaGraph ? msg("%1 + CUDA graph", executor) : executor;
}

Json ExecutorRecord::toJson() const
{
    if (empty())
        return Json::object();
    Json j = {{"setting", setting}, {"choice", choice}, {"graph_executor", graphExecutor}, {"cuda_graph", cudaGraph},
              {"reason", messageToJson(reason)}};
    if (channelsLast)
        j["channels_last"] = *channelsLast;
    if (!device.empty())
        j["device"] = device;
    if (!precision.empty())
        j["precision"] = precision;
    if (!timingsMs.empty()) {
        Json t = Json::object();
        for (const auto& [k, v] : timingsMs)
            t[k] = v;
        j["timings_ms"] = std::move(t);
    }
    if (timedSteps)
        j["timed_steps"] = *timedSteps;
    if (trialSteps)
        j["trial_steps"] = *trialSteps;
    if (costSeconds)
        j["cost_seconds"] = *costSeconds;
    if (!summary.empty())
        j["summary"] = messageToJson(summary);
    return j;
}

ExecutorRecord ExecutorRecord::fromJson(const Json& j)
{
    ExecutorRecord r;
    if (!j.is_object())
        return r;
    const auto text = [&](const char* key) {
        const auto it = j.find(key);
        return it != j.end() && it->is_string() ? it->get<std::string>() : std::string();
    };
    const auto flag = [&](const char* key) -> std::optional<bool> {
        const auto it = j.find(key);
        return it != j.end() && it->is_boolean() ? std::optional<bool>(it->get<bool>()) : std::nullopt;
    };
    const auto integer = [&](const char* key) -> std::optional<int> {
        const auto it = j.find(key);
        return it != j.end() && it->is_number_integer() ? std::optional<int>(it->get<int>()) : std::nullopt;
    };
    r.setting = text("setting");
    r.choice = text("choice");
    r.graphExecutor = flag("graph_executor").value_or(false);
    r.cudaGraph = flag("cuda_graph").value_or(false);
    r.channelsLast = flag("channels_last");
    r.reason = messageField(j, "reason");
    r.device = text("device");
    r.precision = text("precision");
    if (const auto t = j.find("timings_ms"); t != j.end() && t->is_object()) {
        for (const auto& [k, v] : t->items()) {
            if (v.is_number())
                r.timingsMs[k] = v.get<double>();
        }
    }
    r.timedSteps = integer("timed_steps");
    r.trialSteps = integer("trial_steps");
    if (const auto c = j.find("cost_seconds"); c != j.end() && c->is_number())
        r.costSeconds = c->get<double>();
    r.summary = messageField(j, "summary");
    return r;
}

} // namespace lathe::core
