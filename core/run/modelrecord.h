#pragma once
// model.json, the layer summary, as a type: written by the model layer (models/modelfactory.h
// modelSummary), read by the report's Model section.
//
//   {"parameters", "trainable", "input_shape", "output_size",
//    "layers": [{"name", "type", "parameters", "shapes": {parameter: shape}}]}

#include "config/json.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace lathe::core {

struct ModelRecord {
    std::int64_t parameters = 0, trainable = 0;
    std::vector<std::int64_t> inputShape; // per sample
    std::int64_t outputSize = 0;
    struct Layer {
        std::string name; // "(model)" for the top module's own parameters
        std::string type;
        std::int64_t parameters = 0;
        std::vector<std::pair<std::string, std::vector<std::int64_t>>> shapes; // parameter, shape
        bool operator==(const Layer&) const = default;
    };
    std::vector<Layer> layers; // those that hold parameters, in module order

    bool empty() const { return layers.empty(); } // runs from before model.json
    bool operator==(const ModelRecord&) const = default;
    Json toJson() const;
    static ModelRecord fromJson(const Json& j);
};

} // namespace lathe::core
