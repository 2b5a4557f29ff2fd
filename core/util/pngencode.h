#pragma once
// An image as PNG bytes (libpng), in memory: TensorBoard's image summaries carry PNG.

#include <cstdint>
#include <string>
#include <vector>

namespace lathe::core {

// `pixels`: `height` rows of `width` pixels of `channels` (1 grey, 3 RGB, 4 RGBA) bytes each.
// Throws std::invalid_argument when the sizes do not match, std::runtime_error when libpng fails.
std::string encodePng(const std::vector<std::uint8_t>& pixels, int width, int height, int channels);

} // namespace lathe::core
