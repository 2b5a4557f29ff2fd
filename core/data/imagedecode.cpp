#include "imagedecode.h"

#include "util/errors.h"

#include <png.h>
#include <turbojpeg.h>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <iterator>
#include <memory>

namespace lathe::core {

namespace {

// Larger images are refused before their pixels are allocated: a damaged or hostile header can
// claim 100,000 × 100,000 pixels (30 GB). 2^28 pixels is 16,384 × 16,384, far above training sizes.
constexpr std::uint64_t kMaxPixels = std::uint64_t(1) << 28;

void checkSize(const std::filesystem::path& file, std::uint64_t width, std::uint64_t height)
{
    if (width == 0 || height == 0)
        throw DataError::at(file.string(), 0, msg("the image has no pixels"));
    if (width * height > kMaxPixels)
        throw DataError::at(file.string(), 0,
                            msg("the image claims %1 × %2 pixels, more than Lathe decodes (%3)", width, height, kMaxPixels));
}

std::vector<unsigned char> readAll(const std::filesystem::path& file)
{
    std::ifstream in(file, std::ios::binary);
    if (!in)
        throw DataError::at(file.string(), 0, msg("cannot open image"));
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

DecodedImage decodeJpeg(const std::filesystem::path& file, const std::vector<unsigned char>& bytes, int channels)
{
    std::unique_ptr<void, int (*)(tjhandle)> tj(tjInitDecompress(), tjDestroy);
    if (!tj)
        throw DataError::at(file.string(), 0, msg("cannot initialise the JPEG decoder"));
    int width = 0, height = 0, subsampling = 0, colourspace = 0;
    if (tjDecompressHeader3(tj.get(), bytes.data(), static_cast<unsigned long>(bytes.size()), &width, &height,
                            &subsampling, &colourspace) != 0)
        throw DataError::at(file.string(), 0, msg("unreadable JPEG: %1", std::string(tjGetErrorStr2(tj.get()))));
    checkSize(file, static_cast<std::uint64_t>(std::max(width, 0)), static_cast<std::uint64_t>(std::max(height, 0)));
    DecodedImage img{width, height, channels, {}};
    img.pixels.resize(static_cast<std::size_t>(width) * static_cast<std::size_t>(height) * static_cast<std::size_t>(channels));
    const int format = channels == 1 ? TJPF_GRAY : TJPF_RGB;
    if (tjDecompress2(tj.get(), bytes.data(), static_cast<unsigned long>(bytes.size()), img.pixels.data(), width, 0, height,
                      format, TJFLAG_ACCURATEDCT)
        != 0) {
        // Benign warnings (extraneous bytes) still yield the image; a truncated file decodes to grey
        // filler, which must not reach training.
        const std::string why = tjGetErrorStr2(tj.get());
        if (tjGetErrorCode(tj.get()) == TJERR_FATAL || why.find("Premature end") != std::string::npos)
            throw DataError::at(file.string(), 0, msg("corrupt JPEG: %1", why));
    }
    return img;
}

DecodedImage decodePng(const std::filesystem::path& file, const std::vector<unsigned char>& bytes, int channels)
{
    png_image image{};
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(&image, bytes.data(), bytes.size()))
        throw DataError::at(file.string(), 0, msg("unreadable PNG: %1", std::string(image.message)));
    if (image.width == 0 || image.height == 0 || std::uint64_t(image.width) * image.height > kMaxPixels) {
        png_image_free(&image);
        checkSize(file, image.width, image.height);
    }
    image.format = channels == 1 ? PNG_FORMAT_GRAY : PNG_FORMAT_RGB;
    DecodedImage img{static_cast<int>(image.width), static_cast<int>(image.height), channels, {}};
    img.pixels.resize(PNG_IMAGE_SIZE(image));
    if (!png_image_finish_read(&image, nullptr, img.pixels.data(), 0, nullptr)) {
        const std::string why = image.message;
        png_image_free(&image);
        throw DataError::at(file.string(), 0, msg("corrupt PNG: %1", why));
    }
    return img;
}

} // namespace

bool isImageFileName(const std::filesystem::path& file)
{
    std::string ext = file.extension().string();
    std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return ext == ".png" || ext == ".jpg" || ext == ".jpeg";
}

DecodedImage decodeImage(const std::filesystem::path& file, int channels)
{
    const std::vector<unsigned char> bytes = readAll(file);
    if (bytes.size() >= 3 && bytes[0] == 0xFF && bytes[1] == 0xD8 && bytes[2] == 0xFF)
        return decodeJpeg(file, bytes, channels);
    if (bytes.size() >= 8 && png_sig_cmp(bytes.data(), 0, 8) == 0)
        return decodePng(file, bytes, channels);
    throw DataError::at(file.string(), 0, bytes.empty() ? msg("empty image file") : msg("not a JPEG or PNG image"));
}

} // namespace lathe::core
