#include "modelrecord.h"

#include "recordfields.h"

namespace lathe::core {

using recordfields::get;
using recordfields::object;

Json ModelRecord::toJson() const
{
    Json rows = Json::array();
    for (const Layer& layer : layers) {
        Json shapes = Json::object();
        for (const auto& [name, shape] : layer.shapes)
            shapes[name] = shape;
        rows.push_back({{"name", layer.name}, {"type", layer.type}, {"parameters", layer.parameters}, {"shapes", std::move(shapes)}});
    }
    return {{"parameters", parameters}, {"trainable", trainable}, {"input_shape", inputShape}, {"output_size", outputSize},
            {"layers", std::move(rows)}};
}

ModelRecord ModelRecord::fromJson(const Json& j)
{
    ModelRecord r;
    r.parameters = get<std::int64_t>(j, "parameters");
    r.trainable = get<std::int64_t>(j, "trainable");
    r.inputShape = get<std::vector<std::int64_t>>(j, "input_shape");
    r.outputSize = get<std::int64_t>(j, "output_size");
    if (!j.is_object() || !j.contains("layers") || !j.at("layers").is_array())
        return r;
    for (const Json& row : j.at("layers")) {
        Layer layer;
        layer.name = get<std::string>(row, "name");
        layer.type = get<std::string>(row, "type");
        layer.parameters = get<std::int64_t>(row, "parameters");
        const Json shapes = object(row, "shapes"); // held: items() refers to it
        for (const auto& [name, shape] : shapes.items())
            layer.shapes.emplace_back(name, get<std::vector<std::int64_t>>(Json{{"s", shape}}, "s"));
        r.layers.push_back(std::move(layer));
    }
    return r;
}

} // namespace lathe::core
