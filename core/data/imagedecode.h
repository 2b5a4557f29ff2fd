#pragma once
// Decodes JPEG (libjpeg-turbo's TurboJPEG API) and PNG (libpng's simplified API) files into 8-bit
// grey or RGB pixels. No LibTorch here, so the decoders stay cheap to compile and easy to test.

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace lathe::core {

struct DecodedImage {
    int width = 0, height = 0, channels = 0; // channels: 1 (grey) or 3 (RGB)
    std::vector<std::uint8_t> pixels;        // height x width x channels, row-major
};

// Decodes `file` to `channels` (1 or 3) channels. Throws DataError naming the file when it cannot be
// read, is not a JPEG or PNG, or is corrupt/truncated.
DecodedImage decodeImage(const std::filesystem::path& file, int channels);

// True for the file names image folders take (.png, .jpg, .jpeg, any case).
bool isImageFileName(const std::filesystem::path& file);

} // namespace lathe::core
