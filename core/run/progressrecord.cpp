#include "progressrecord.h"

#include "config/messagejson.h"

namespace lathe::core {

namespace {

constexpr const char* kKindSession = "session";
constexpr const char* kKindStarted = "started";
constexpr const char* kKindBatch = "batch";
constexpr const char* kKindState = "state";

double number(const Json& j, const char* key, double fallback)
{
    return j.contains(key) && j.at(key).is_number() ? j.at(key).get<double>() : fallback;
}

std::int64_t integer(const Json& j, const char* key, std::int64_t fallback = 0)
{
    return j.contains(key) && j.at(key).is_number() ? static_cast<std::int64_t>(j.at(key).get<double>()) : fallback;
}

std::string text(const Json& j, const char* key)
{
    return j.contains(key) && j.at(key).is_string() ? j.at(key).get<std::string>() : std::string();
}

} // namespace

namespace {
ProgressRecord recordOf(ProgressRecord::Kind kind, std::string time)
{
    ProgressRecord r;
    r.kind = kind;
    r.time = std::move(time);
    return r;
}
} // namespace

ProgressRecord ProgressRecord::session(std::string time)
{
    return recordOf(Kind::Session, std::move(time));
}

ProgressRecord ProgressRecord::of(const RunStartedEvent& e, std::string time)
{
    ProgressRecord r = recordOf(Kind::Started, std::move(time));
    r.started = e;
    return r;
}

ProgressRecord ProgressRecord::of(const BatchEvent& e, std::string time)
{
    ProgressRecord r = recordOf(Kind::Batch, std::move(time));
    r.batch = e;
    return r;
}

ProgressRecord ProgressRecord::of(const RunStateEvent& e, std::string time)
{
    ProgressRecord r = recordOf(Kind::State, std::move(time));
    r.state = e;
    return r;
}

Json ProgressRecord::toJson() const
{
    switch (kind) {
    case Kind::Session:
        return {{"kind", kKindSession}, {"time", time}};
    case Kind::Started: {
        const RunStartedEvent& e = started;
        return {{"kind", kKindStarted}, {"time", time}, {"run_name", e.runName}, {"device", e.device}, {"precision", e.precision},
                {"precision_reason", messageToJson(e.precisionReason)}, {"model", e.model}, {"parameters", e.parameters},
                {"batch_size", e.batchSize}, {"epochs", e.epochs}, {"start_epoch", e.startEpoch}, {"steps_per_epoch", e.stepsPerEpoch},
                {"train_samples", e.trainSamples}, {"val_samples", e.valSamples}, {"test_samples", e.testSamples}, {"ranks", e.ranks}, {"images", e.images}};
    }
    case Kind::Batch: {
        const BatchEvent& e = batch;
        return {{"kind", kKindBatch}, {"time", time}, {"epoch", e.epoch}, {"step", e.step}, {"global_step", e.globalStep},
                {"steps_per_epoch", e.stepsPerEpoch}, {"loss", e.loss}, {"lr", e.lr}, {"samples_per_second", e.samplesPerSecond},
                {"step_seconds", e.stepSeconds}, {"eta_seconds", e.etaSeconds}};
    }
    case Kind::State: {
        const RunStateEvent& e = state;
        return {{"kind", kKindState}, {"time", time}, {"state", e.state == RunStateEvent::State::Paused ? "paused" : "running"},
                {"epoch", e.epoch}, {"global_step", e.globalStep}, {"step", e.step}, {"steps_per_epoch", e.stepsPerEpoch}};
    }
    }
    return Json::object();
}

std::optional<ProgressRecord> ProgressRecord::fromJson(const Json& j)
{
    if (!j.is_object())
        return std::nullopt;
    const std::string kind = text(j, "kind");
    ProgressRecord r;
    r.time = text(j, "time");
    if (kind == kKindSession) {
        r.kind = Kind::Session;
        return r;
    }
    if (kind == kKindStarted) {
        r.kind = Kind::Started;
        RunStartedEvent& e = r.started;
        e.runName = text(j, "run_name");
        e.device = text(j, "device");
        e.precision = text(j, "precision");
        if (j.contains("precision_reason")) {
            try {
                e.precisionReason = messageFromJson(j.at("precision_reason"));
            } catch (const std::exception&) {
            }
        }
        e.model = text(j, "model");
        e.parameters = integer(j, "parameters");
        e.batchSize = static_cast<int>(integer(j, "batch_size"));
        e.epochs = static_cast<int>(integer(j, "epochs"));
        e.startEpoch = static_cast<int>(integer(j, "start_epoch", 1));
        e.stepsPerEpoch = integer(j, "steps_per_epoch");
        e.trainSamples = integer(j, "train_samples");
        e.valSamples = integer(j, "val_samples");
        e.testSamples = integer(j, "test_samples");
        e.ranks = static_cast<int>(integer(j, "ranks", 1));
        e.images = !j.contains("images") || !j.at("images").is_boolean() || j.at("images").get<bool>(); // unknown: images
        return r;
    }
    if (kind == kKindBatch) {
        r.kind = Kind::Batch;
        BatchEvent& e = r.batch;
        e.epoch = static_cast<int>(integer(j, "epoch"));
        e.step = integer(j, "step");
        e.globalStep = integer(j, "global_step");
        e.stepsPerEpoch = integer(j, "steps_per_epoch");
        e.loss = number(j, "loss", 0.0);
        e.lr = number(j, "lr", 0.0);
        e.samplesPerSecond = number(j, "samples_per_second", 0.0);
        e.stepSeconds = number(j, "step_seconds", 0.0);
        e.etaSeconds = number(j, "eta_seconds", -1.0);
        return e.epoch > 0 ? std::optional(r) : std::nullopt;
    }
    if (kind == kKindState) {
        r.kind = Kind::State;
        RunStateEvent& e = r.state;
        e.state = text(j, "state") == "paused" ? RunStateEvent::State::Paused : RunStateEvent::State::Running;
        e.epoch = static_cast<int>(integer(j, "epoch"));
        e.globalStep = integer(j, "global_step");
        e.step = integer(j, "step");
        e.stepsPerEpoch = integer(j, "steps_per_epoch");
        return r;
    }
    return std::nullopt;
}

} // namespace lathe::core
