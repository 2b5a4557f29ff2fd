#include "augment.h"

#include <ATen/ATen.h>

#include <cmath>
#include <numbers>
#include <sstream>

namespace lathe::core {

namespace {

AugmentParams preset(const std::string& name)
{
    AugmentParams p;
    if (name == "minimal") {
        p.hflip = 0.5;
    } else if (name == "standard") {
        p.hflip = 0.5;
        p.rotateDegrees = 10;
        p.translate = 0.08;
        p.scale = 0.08;
        p.brightness = 0.2;
        p.contrast = 0.2;
    } else if (name == "strong") {
        p.hflip = 0.5;
        p.rotateDegrees = 20;
        p.translate = 0.12;
        p.scale = 0.15;
        p.brightness = 0.4;
        p.contrast = 0.4;
        p.cropPadding = 4;
    }
    return p;
}

// Uniform in [-1, 1) per sample, on the batch's device.
at::Tensor symmetric(std::int64_t n, at::Generator& gen, const at::TensorOptions& opts)
{
    return (at::rand({n}, gen, at::TensorOptions().dtype(at::kFloat)) * 2.0 - 1.0).to(opts.device());
}

at::Tensor coin(std::int64_t n, double p, at::Generator& gen, const at::TensorOptions& opts)
{
    return (at::rand({n}, gen, at::TensorOptions().dtype(at::kFloat)) < p).to(opts.device());
}

} // namespace

bool AugmentParams::any() const
{
    return hflip > 0 || vflip > 0 || rotateDegrees > 0 || translate > 0 || scale > 0 || brightness > 0 || contrast > 0
           || cropPadding > 0;
}

std::string AugmentParams::describe() const
{
    if (!any())
        return "none";
    std::ostringstream s;
    const char* sep = "";
    auto add = [&](const char* name, double v, const char* unit = "") {
        if (v > 0) {
            s << sep << name << v << unit;
            sep = ", ";
        }
    };
    add("hflip p=", hflip);
    add("vflip p=", vflip);
    add("rotate ±", rotateDegrees, "°");
    add("translate ±", translate);
    add("scale ±", scale);
    add("brightness ±", brightness);
    add("contrast ±", contrast);
    add("crop padding ", cropPadding, " px");
    return s.str();
}

AugmentParams resolveAugmentation(const AugmentationConfig& c, const std::string& presetName)
{
    AugmentParams p = preset(presetName);
    if (c.hflip != "preset")
        p.hflip = c.hflip == "on" ? 0.5 : 0.0;
    if (c.vflip != "preset")
        p.vflip = c.vflip == "on" ? 0.5 : 0.0;
    auto pick = [](double configured, double& target) {
        if (configured >= 0)
            target = configured;
    };
    pick(c.rotateDegrees, p.rotateDegrees);
    pick(c.translate, p.translate);
    pick(c.scale, p.scale);
    pick(c.brightness, p.brightness);
    pick(c.contrast, p.contrast);
    if (c.cropPadding >= 0)
        p.cropPadding = c.cropPadding;
    return p;
}

std::string presetForEpoch(const AugmentationConfig& c, int epoch)
{
    std::string current = c.preset;
    for (const auto& stage : c.schedule) {
        if (epoch >= stage.fromEpoch)
            current = stage.preset;
    }
    return current;
}

at::Tensor augmentBatch(const at::Tensor& images, const AugmentParams& p, at::Generator& gen)
{
    if (!p.any() || images.size(0) == 0)
        return images;
    const std::int64_t n = images.size(0), h = images.size(2), w = images.size(3);
    const auto opts = images.options();
    at::Tensor x = images;
    auto flip = [&](double prob, std::int64_t dim) {
        if (prob <= 0)
            return;
        const at::Tensor mask = coin(n, prob, gen, opts).view({n, 1, 1, 1});
        x = at::where(mask, x.flip({dim}), x);
    };
    flip(p.hflip, 3);
    flip(p.vflip, 2);

    // Rotation, zoom, translation and padded crop as one resampling: each sample's inverse affine map
    // in normalised coordinates, evaluated by grid_sample (zeros outside, as padding would give).
    if (p.rotateDegrees > 0 || p.translate > 0 || p.scale > 0 || p.cropPadding > 0) {
        const at::Tensor angle = symmetric(n, gen, opts) * (p.rotateDegrees * std::numbers::pi / 180.0);
        const at::Tensor zoom = 1.0 + symmetric(n, gen, opts) * p.scale;
        at::Tensor tx = symmetric(n, gen, opts) * (2.0 * p.translate);
        at::Tensor ty = symmetric(n, gen, opts) * (2.0 * p.translate);
        if (p.cropPadding > 0) {
            // Whole-pixel shifts of up to the padding, like cropping a padded image.
            const double pad = p.cropPadding;
            tx = tx + at::round(symmetric(n, gen, opts) * pad) * (2.0 / static_cast<double>(w));
            ty = ty + at::round(symmetric(n, gen, opts) * pad) * (2.0 / static_cast<double>(h));
        }
        const at::Tensor cos = at::cos(angle) / zoom, sin = at::sin(angle) / zoom;
        const at::Tensor theta = at::stack({at::stack({cos, -sin, tx}, 1), at::stack({sin, cos, ty}, 1)}, 1).to(x.scalar_type());
        const at::Tensor grid = at::affine_grid_generator(theta, {n, x.size(1), h, w}, false);
        x = at::grid_sampler(x, grid, /*bilinear*/ 0, /*zeros*/ 0, false);
    }
    if (p.brightness > 0)
        x = x * (1.0 + symmetric(n, gen, opts) * p.brightness).view({n, 1, 1, 1}).to(x.scalar_type());
    if (p.contrast > 0) {
        const at::Tensor mean = x.mean({1, 2, 3}, true);
        x = (x - mean) * (1.0 + symmetric(n, gen, opts) * p.contrast).view({n, 1, 1, 1}).to(x.scalar_type()) + mean;
    }
    return x.clamp(0.0, 1.0);
}

} // namespace lathe::core
