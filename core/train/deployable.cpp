#include "deployable.h"

#include <ATen/ATen.h>
#include <torch/csrc/jit/api/compilation_unit.h>

#include <cmath>
#include <sstream>

namespace lathe::core {

namespace {

std::string shapeText(const std::vector<std::int64_t>& shape)
{
    std::string s = "[N";
    for (const std::int64_t d : shape)
        s += ", " + std::to_string(d);
    return s + "]";
}

// The check that `x` has `shape` per sample: an error that names the shape expected (an assert: the
// script compiler here resolves no Python exception classes).
std::string shapeCheck(const std::vector<std::int64_t>& shape)
{
    std::ostringstream s;
    s << "    assert x.dim() == " << shape.size() + 1;
    for (std::size_t i = 0; i < shape.size(); ++i)
        s << " and x.size(" << i + 1 << ") == " << shape[i];
    s << ", \"expected inputs of shape " << shapeText(shape) << "\"\n";
    return s.str();
}

// ScalarType codes: the script compiler here resolves no torch.<dtype> names.
constexpr int kInt64 = static_cast<int>(c10::ScalarType::Long);
constexpr int kFloat32 = static_cast<int>(c10::ScalarType::Float);

bool isTable(const DataSplits& data)
{
    return !data.rawColumns.empty();
}

bool isImages(const DataSplits& data)
{
    return !data.imageNormalisation.mean.empty();
}

// The TorchScript of prepare(): the same operations, in the same order and precision, as training
// applied (ModelLoss::inputs for images; TabularEncoder::encode and scaleFeatures for features), so
// the network sees bit-identical inputs.
std::string prepareSource(const DataSplits& data)
{
    std::ostringstream s;
    s << "def prepare(self, x):\n";
    if (isImages(data)) {
        s << shapeCheck(data.inputShape);
        // Pixels of any integer type are 0-255 (numpy's int64 too, which a float cast read as [0, 1]).
        s << "    if not x.is_floating_point():\n"
             "        x = x.to(dtype=" << kFloat32 << ").div(255.0)\n"
             "    else:\n"
             "        x = x.to(dtype=" << kFloat32 << ")\n"
             "    return x.sub(self.image_mean).div(self.image_std)\n";
        return s.str();
    }
    if (isTable(data)) {
        s << shapeCheck({static_cast<std::int64_t>(data.rawColumns.size())});
        s << "    x = x.to(dtype=" << kFloat32 << ")\n";
        // data.missing mean, median or most_frequent: NaN cells take the training split's value (before a
        // category expands), and the missing indicators follow the features (before scaling).
        bool fills = false, indicators = false;
        for (const RawColumn& c : data.rawColumns) {
            fills = fills || !std::isnan(c.fill);
            indicators = indicators || c.indicator;
        }
        if (indicators) {
            s << "    holes: List[Tensor] = []\n";
            for (std::size_t i = 0; i < data.rawColumns.size(); ++i)
                if (data.rawColumns[i].indicator)
                    s << "    holes.append(torch.isnan(x[:, " << i << ":" << i + 1 << "]).to(dtype=" << kFloat32 << "))\n";
        }
        if (fills)
            s << "    x = torch.where(torch.isnan(x), self.fill_values.expand_as(x), x)\n";
        bool categorical = false;
        for (const RawColumn& c : data.rawColumns)
            categorical = categorical || c.kind == RawColumn::Kind::OneHot;
        if (categorical) {
            // One-hot columns expand to 1 + categories features (position 0: a value not seen in
            // training, as the encoder writes it); numbers and codes pass through.
            s << "    parts: List[Tensor] = []\n";
            for (std::size_t i = 0; i < data.rawColumns.size(); ++i) {
                const RawColumn& c = data.rawColumns[i];
                if (c.kind != RawColumn::Kind::OneHot) {
                    s << "    parts.append(x[:, " << i << ":" << i + 1 << "])\n";
                    continue;
                }
                const std::size_t k = c.categories.size();
                s << "    code = x[:, " << i << "].to(dtype=" << kInt64 << ")\n"
                  << "    code = code.masked_fill((code < 0) | (code > " << k << "), 0)\n"
                  << "    parts.append(torch.one_hot(code, " << k + 1 << ").to(dtype=" << kFloat32 << "))\n";
            }
            s << "    x = torch.cat(parts, 1)\n";
        }
        if (indicators)
            s << "    holes.insert(0, x)\n    x = torch.cat(holes, 1)\n";
    } else {
        s << shapeCheck(data.inputShape);
        s << "    x = x.to(dtype=" << kFloat32 << ")\n";
    }
    if (data.featureScaling.kind != "none" && !data.featureScaling.shift.empty())
        s << "    x = x.sub(self.feature_shift).div(self.feature_scale)\n";
    s << "    return x\n";
    return s.str();
}

at::Tensor floatTensor(const std::vector<double>& values)
{
    return at::tensor(values, at::kDouble).to(at::kFloat); // the float32 statistics training used, exactly
}

} // namespace

torch::jit::Module deployableModel(const torch::jit::Module& trained, const DataSplits& data)
{
    torch::jit::Module network = trained.clone();
    network.to(c10::Device(c10::kCPU));
    network.eval();
    auto cu = std::make_shared<torch::jit::CompilationUnit>();
    torch::jit::Module m(c10::QualifiedName("__torch__.lathe.LatheModel"), cu, /*shouldMangle=*/true);
    m.register_attribute("training", c10::BoolType::get(), false);
    m.register_module("model", network);
    if (isImages(data)) {
        const auto channels = static_cast<std::int64_t>(data.imageNormalisation.mean.size());
        m.register_buffer("image_mean", floatTensor(data.imageNormalisation.mean).view({1, channels, 1, 1}));
        m.register_buffer("image_std", floatTensor(data.imageNormalisation.std).view({1, channels, 1, 1}));
    } else if (data.featureScaling.kind != "none" && !data.featureScaling.shift.empty()) {
        m.register_buffer("feature_shift", floatTensor(data.featureScaling.shift));
        m.register_buffer("feature_scale", floatTensor(data.featureScaling.scale));
    }
    if (isTable(data)) {
        std::vector<double> fill;
        for (const RawColumn& c : data.rawColumns)
            fill.push_back(c.fill); // NaN where nothing fills: the cell stays missing
        bool any = false;
        for (const double f : fill)
            any = any || !std::isnan(f);
        if (any)
            m.register_buffer("fill_values", floatTensor(fill).view({1, -1}));
    }
    std::string source = prepareSource(data);
    source += "def forward_normalised(self, x):\n    return self.model.forward(x)\n"
              "def forward(self, x):\n    return self.model.forward(self.prepare(x))\n";
    if (data.classification)
        source += "def predict_proba(self, x):\n    return torch.softmax(self.forward(x), 1)\n"
                  "def predict(self, x):\n    return torch.argmax(self.forward(x), 1)\n";
    else
        source += "def predict(self, x):\n    return self.forward(x)\n";
    m.define(source);
    return m;
}

Json rawInputDescription(const DataSplits& data)
{
    Json j = Json::object();
    if (isImages(data)) {
        j["kind"] = "images";
        j["shape"] = shapeText(data.inputShape);
        j["dtype"] = "integer pixels 0-255 (uint8, or another integer type), or float in [0, 1]";
    } else if (isTable(data)) {
        j["kind"] = "table";
        j["shape"] = "[N, " + std::to_string(data.rawColumns.size()) + "]";
        j["dtype"] = "float: the columns' values in this order; a category as its code (1 + its index in categories, 0: unseen)";
        Json columns = Json::array();
        for (const RawColumn& c : data.rawColumns) {
            Json col = {{"name", c.name}};
            if (c.kind != RawColumn::Kind::Number)
                col["categories"] = c.categories;
            if (!std::isnan(c.fill))
                col["fill"] = c.fill; // a missing cell (NaN) takes this value (a category: its code)
            if (c.indicator)
                col["indicator"] = true;
            columns.push_back(std::move(col));
        }
        j["columns"] = std::move(columns);
        if (data.quality.contains("missing")) { // which cells predict reads as missing (NaN)
            j["missing"] = data.quality["missing"].value("policy", "error");
            j["missing_markers"] = data.quality["missing"].value("markers", Json::array());
        }
    } else {
        j["kind"] = data.inputShape.size() == 2 ? "windows" : "features";
        j["shape"] = shapeText(data.inputShape);
        j["dtype"] = "float: the values as recorded";
        j["features"] = data.featureNames;
        if (data.seriesColumns.is_object()) { // how predict turns a CSV into these features
            j["series"] = data.seriesColumns;
            j["dtype"] = "float: the features as data.json lists them (categories one-hot, time features, normalised by the model)";
        }
    }
    return j;
}

} // namespace lathe::core
