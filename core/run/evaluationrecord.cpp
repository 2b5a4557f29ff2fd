#include "evaluationrecord.h"

#include "config/messagejson.h"

#include <fstream>
#include <sstream>

namespace lathe::core {

Json EvaluationRecord::toJson() const
{
    Json j = {{"split", split}, {"checkpoint", {{"name", checkpoint}, {"epoch", epoch}, {"reason", messageToJson(reason)}}}};
    if (!data.empty())
        j["data"] = data;
    j["evaluated_at"] = evaluatedAt;
    Json m = Json::object();
    for (const auto& [k, v] : metrics)
        m[k] = v;
    j["metrics"] = std::move(m);
    if (classification)
        j["classification"] = lathe::core::toJson(*classification);
    if (regression)
        j["regression"] = lathe::core::toJson(*regression);
    if (!misclassified.empty())
        j["misclassified"] = misclassified;
    if (!points.empty())
        j["points"] = points;
    return j;
}

std::optional<EvaluationRecord> EvaluationRecord::fromJson(const Json& j)
{
    if (!j.is_object())
        return std::nullopt;
    EvaluationRecord r;
    const auto text = [](const Json& o, const char* key, std::string fallback) {
        const auto it = o.find(key);
        return it != o.end() && it->is_string() ? it->get<std::string>() : fallback;
    };
    r.split = text(j, "split", "test");
    if (const auto c = j.find("checkpoint"); c != j.end() && c->is_object()) {
        r.checkpoint = text(*c, "name", "");
        if (const auto e = c->find("epoch"); e != c->end() && e->is_number_integer())
            r.epoch = e->get<int>();
        r.reason = messageField(*c, "reason");
    }
    if (const auto d = j.find("data"); d != j.end() && d->is_array()) {
        for (const auto& f : *d) {
            if (f.is_string())
                r.data.push_back(f.get<std::string>());
        }
    }
    r.evaluatedAt = text(j, "evaluated_at", "");
    if (const auto m = j.find("metrics"); m != j.end() && m->is_object()) {
        for (const auto& [k, v] : m->items()) {
            if (v.is_number())
                r.metrics[k] = v.get<double>();
        }
    }
    if (const auto c = j.find("classification"); c != j.end())
        r.classification = classificationScoresFromJson(*c);
    if (const auto g = j.find("regression"); g != j.end())
        r.regression = regressionScoresFromJson(*g);
    if (const auto m = j.find("misclassified"); m != j.end() && m->is_array())
        r.misclassified = *m;
    if (const auto p = j.find("points"); p != j.end() && p->is_object())
        r.points = *p;
    return r;
}

std::optional<EvaluationRecord> readEvaluation(const std::filesystem::path& file)
{
    std::ifstream in(file);
    if (!in)
        return std::nullopt;
    std::stringstream text;
    text << in.rdbuf();
    return EvaluationRecord::fromJson(Json::parse(text.str(), nullptr, /*allow_exceptions=*/false));
}

} // namespace lathe::core
