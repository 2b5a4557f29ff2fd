#pragma once
// Augmentation of whole image batches on the device they live on (GPU or CPU): flips, rotation /
// translation / zoom in one affine resampling, brightness, contrast, and random crop after padding.
// Applied to the training split only, on [B, C, H, W] float batches in [0, 1] before normalisation.

#include "config/config.h"

#include <ATen/core/Generator.h>
#include <ATen/core/Tensor.h>

#include <string>

namespace lathe::core {

struct AugmentParams {
    double hflip = 0.0, vflip = 0.0;     // probabilities
    double rotateDegrees = 0.0;          // ± maximum
    double translate = 0.0;              // ± fraction of the size
    double scale = 0.0;                  // ± relative zoom
    double brightness = 0.0, contrast = 0.0; // ± relative change
    int cropPadding = 0;                 // pixels

    bool any() const;
    std::string describe() const;
};

// The preset's values with the config's explicit fields (not -1 / "preset") on top.
AugmentParams resolveAugmentation(const AugmentationConfig& config, const std::string& preset);

// The preset in force for a 1-based epoch, following the schedule.
std::string presetForEpoch(const AugmentationConfig& config, int epoch);

// Returns an augmented copy of `images` (float, [B, C, H, W], values in [0, 1]). Random choices come
// from `gen` (a CPU generator) so a seeded run augments the same way every time.
at::Tensor augmentBatch(const at::Tensor& images, const AugmentParams& params, at::Generator& gen);

} // namespace lathe::core
