#include "configview.h"

#include "recordfields.h"

namespace lathe::core {

namespace {

// A scalar setting as the config wrote it: strings as they are, numbers and booleans as JSON; "-"
// when missing.
std::string written(const Json& object, const char* key)
{
    if (!object.is_object() || !object.contains(key))
        return "-";
    const Json& v = object.at(key);
    return v.is_string() ? v.get<std::string>() : v.dump();
}

} // namespace

ConfigView ConfigView::fromJson(const Json& c)
{
    using recordfields::get;
    using recordfields::object;
    ConfigView v;
    v.name = get<std::string>(c, "name");
    v.description = get<std::string>(c, "description");
    const Json data = object(c, "data"), model = object(c, "model"), training = object(c, "training");
    v.dataSource = written(data, "source");
    v.dataPath = written(data, "path");
    v.modelKind = written(model, "kind");
    v.epochs = get<int>(training, "epochs");
    v.optimizer = written(training, "optimizer");
    v.lr = written(training, "lr");
    v.weightDecay = written(training, "weight_decay");
    v.scheduler = written(object(training, "scheduler"), "kind");
    v.amp = written(object(c, "precision"), "amp");
    v.checkpointMetric = get<std::string>(object(object(c, "output"), "checkpoint"), "metric", "val_loss");
    return v;
}

} // namespace lathe::core
