#include "checkresult.h"

#include "config/messagejson.h"

#include <cmath>
#include <cstdio>
#include <stdexcept>

namespace lathe::core {

const char* checkStatusName(CheckStatus s)
{
    switch (s) {
    case CheckStatus::Passed:
        return "pass";
    case CheckStatus::Failed:
        return "fail";
    case CheckStatus::Skipped:
        break;
    }
    return "skipped";
}

namespace {

CheckStatus statusFromName(const std::string& name)
{
    for (CheckStatus s : {CheckStatus::Passed, CheckStatus::Failed, CheckStatus::Skipped}) {
        if (name == checkStatusName(s))
            return s;
    }
    throw std::invalid_argument("check record: \"status\" must be pass, fail or skipped, found \"" + name + "\"");
}

template <typename T>
T field(const Json& j, const char* key)
{
    const auto it = j.find(key);
    if (it == j.end())
        throw std::invalid_argument(std::string("check record: \"") + key + "\" is missing");
    try {
        return it->get<T>();
    } catch (const Json::exception&) {
        throw std::invalid_argument(std::string("check record: \"") + key + "\" has the wrong type (" + it->type_name() + ")");
    }
}

// Three significant digits: figures span 1e-7 (a difference) to 1e3 (TFLOP/s).
std::string number(double v)
{
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.3g", v);
    return buffer;
}

} // namespace

bool CheckFigure::withinLimits() const
{
    if (std::isnan(value))
        return false;
    return (!min || value >= *min) && (!max || value <= *max);
}

CheckFigure figureAtMost(std::string name, double value, double max, std::string unit)
{
    return {std::move(name), value, std::move(unit), std::nullopt, max};
}

CheckFigure figureAtLeast(std::string name, double value, double min, std::string unit)
{
    return {std::move(name), value, std::move(unit), min, std::nullopt};
}

CheckFigure figureBetween(std::string name, double value, double min, double max, std::string unit)
{
    return {std::move(name), value, std::move(unit), min, max};
}

CheckFigure figureOf(std::string name, double value, std::string unit)
{
    return {std::move(name), value, std::move(unit), std::nullopt, std::nullopt};
}

const CheckFigure* CheckResult::figure(const std::string& name) const
{
    for (const auto& f : figures) {
        if (f.name == name)
            return &f;
    }
    return nullptr;
}

Json CheckResult::toJson() const
{
    Json figs = Json::array();
    for (const auto& f : figures) {
        Json j{{"name", f.name}, {"value", std::isfinite(f.value) ? Json(f.value) : Json(nullptr)}, {"unit", f.unit}};
        if (f.min)
            j["min"] = *f.min;
        if (f.max)
            j["max"] = *f.max;
        figs.push_back(std::move(j));
    }
    // "text" is the English for people reading the file; programs read "message".
    return {{"id", id},           {"device", device},          {"status", checkStatusName(status)}, {"message", messageToJson(detail)},
            {"text", detail.text()}, {"figures", std::move(figs)}, {"seconds", seconds}};
}

CheckResult CheckResult::fromJson(const Json& j)
{
    try {
        return readCheck(j);
    } catch (const Json::exception& e) { // a field of the wrong type that field<> did not read
        throw std::invalid_argument(std::string("check record: ") + e.what());
    }
}

CheckResult CheckResult::readCheck(const Json& j)
{
    if (!j.is_object())
        throw std::invalid_argument("check record: an object expected");
    CheckResult r;
    r.id = field<std::string>(j, "id");
    r.device = field<std::string>(j, "device");
    r.status = statusFromName(field<std::string>(j, "status"));
    r.detail = messageFromJson(field<Json>(j, "message"));
    r.seconds = j.value("seconds", 0.0);
    for (const auto& f : field<Json>(j, "figures")) {
        CheckFigure figure;
        figure.name = field<std::string>(f, "name");
        const Json value = field<Json>(f, "value");
        figure.value = value.is_null() ? std::nan("") : value.get<double>();
        figure.unit = f.value("unit", std::string());
        if (f.contains("min"))
            figure.min = field<double>(f, "min");
        if (f.contains("max"))
            figure.max = field<double>(f, "max");
        r.figures.push_back(std::move(figure));
    }
    return r;
}

int SelfTestReport::count(CheckStatus status) const
{
    int n = 0;
    for (const auto& c : checks)
        n += c.status == status;
    return n;
}

const CheckResult* SelfTestReport::find(const std::string& id, const std::string& device) const
{
    for (const auto& c : checks) {
        if (c.id == id && c.device == device)
            return &c;
    }
    return nullptr;
}

Json SelfTestReport::toJson() const
{
    Json list = Json::array();
    for (const auto& c : checks)
        list.push_back(c.toJson());
    return {{"passed", count(CheckStatus::Passed)},
            {"failed", count(CheckStatus::Failed)},
            {"skipped", count(CheckStatus::Skipped)},
            {"checks", std::move(list)}};
}

SelfTestReport SelfTestReport::fromJson(const Json& j)
{
    SelfTestReport r;
    for (const auto& c : field<Json>(j, "checks"))
        r.checks.push_back(CheckResult::fromJson(c));
    return r;
}

CheckResult judged(std::string id, std::string device, std::vector<CheckFigure> figures, Message detail)
{
    CheckResult r;
    r.id = std::move(id);
    r.device = std::move(device);
    r.status = CheckStatus::Passed;
    for (const auto& f : figures) {
        if (!f.withinLimits())
            r.status = CheckStatus::Failed;
    }
    r.figures = std::move(figures);
    r.detail = std::move(detail);
    return r;
}

CheckResult skipped(std::string id, std::string device, Message why)
{
    CheckResult r;
    r.id = std::move(id);
    r.device = std::move(device);
    r.status = CheckStatus::Skipped;
    r.detail = std::move(why);
    return r;
}

CheckResult failedWith(std::string id, std::string device, const std::exception& error)
{
    CheckResult r;
    r.id = std::move(id);
    r.device = std::move(device);
    r.status = CheckStatus::Failed;
    r.detail = msg("the check stopped with an error: %1", exceptionMessage(error));
    return r;
}

Message checkTitle(const std::string& id)
{
    if (id == "fp32_vs_cpu")
        return msg("fp32 training steps agree with the same steps on the CPU");
    if (id == "bf16_vs_cpu")
        return msg("bf16 training steps agree with the same steps on the CPU");
    if (id == "fp16_vs_cpu")
        return msg("fp16 training steps with the loss scaler agree with the same steps on the CPU");
    if (id == "fp16_overflow")
        return msg("an fp16 overflow makes the loss scaler skip the step");
    if (id == "graph_fp16")
        return msg("the CUDA graph step trains as the eager step (fp16 + loss scaler)");
    if (id == "graph_sgd")
        return msg("the CUDA graph step trains as the eager step (SGD)");
    if (id == "graph_fp32")
        return msg("the CUDA graph step trains as the eager step (fp32, AdamW)");
    if (id == "loader_resident")
        return msg("the GPU-resident loader delivers the CPU loader's batches");
    if (id == "loader_pinned")
        return msg("the pinned-memory streaming loader delivers the CPU loader's batches");
    if (id == "augment_gpu")
        return msg("GPU augmentation matches the CPU's and leaves validation data untouched");
    if (id == "nvml")
        return msg("NVML reads utilisation, memory, power and temperature while a step runs");
    if (id == "batch_finder")
        return msg("the batch finder recovers from running out of memory, and its batch trains a full epoch");
    if (id == "nccl")
        return msg("NCCL all-reduces across the GPUs' ranks");
    if (id == "checkpoint_gpu")
        return msg("a checkpoint written on the GPU resumes on the GPU exactly");
    if (id == "checkpoint_cpu")
        return msg("a checkpoint written on the GPU resumes on the CPU");
    if (id == "demo_steps")
        return msg("training steps of the demo CNN per precision");
    if (id == "self_test")
        return msg("the self-test itself (its work folder, its setup)");
    return Message::plain(id);
}

Message formatFigure(const CheckFigure& f)
{
    const std::string value = number(f.value) + (f.unit.empty() ? "" : " " + f.unit);
    return f.min && f.max ? msg("%1 %2 (%3 to %4)", f.name, value, number(*f.min), number(*f.max))
         : f.max          ? msg("%1 %2 (at most %3)", f.name, value, number(*f.max))
         : f.min          ? msg("%1 %2 (at least %3)", f.name, value, number(*f.min))
                          : msg("%1 %2", f.name, value);
}

Message formatSelfTest(const SelfTestReport& report)
{
    std::vector<Message> lines;
    const auto line = [&lines](Message m) {
        lines.push_back(std::move(m));
        lines.push_back(Message::plain("\n"));
    };
    for (const auto& c : report.checks) {
        const Message status = c.status == CheckStatus::Passed ? msg("pass") : c.status == CheckStatus::Failed ? msg("FAIL") : msg("skipped");
        line(msg("[%1] %2 %3", status, c.device.empty() ? std::string("-") : c.device, checkTitle(c.id)));
        if (!c.figures.empty()) {
            std::vector<Message> figures;
            for (const auto& f : c.figures) {
                figures.push_back(Message::plain(figures.empty() ? "      " : ", "));
                figures.push_back(formatFigure(f));
            }
            line(Message::sequence(std::move(figures)));
        }
        if (!c.detail.empty())
            line(msg("      %1", c.detail));
    }
    line(msg("%1 passed, %2 failed, %3 skipped", report.count(CheckStatus::Passed), report.count(CheckStatus::Failed),
             report.count(CheckStatus::Skipped)));
    return Message::sequence(std::move(lines));
}

} // namespace lathe::core
