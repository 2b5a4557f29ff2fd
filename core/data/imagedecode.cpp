#include "imagedecode.h"

#include "util/errors.h"

#include <png.h>
#include <turbojpeg.h>

#include <algorithm>
#include <cctype>
#include <cmath>
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

// CMYK as JPEG files hold it: inverted, 255 where there is no ink (Adobe's convention, which
// Photoshop, Pillow and libjpeg's own tools write), so a channel's light is the product of its ink's
// and the black's (Chromium and Pillow read it so). Grey: ITU-R BT.601 weights, as libjpeg's.
std::vector<unsigned char> rgbFromInk(const std::vector<unsigned char>& ink, int channels)
{
    const std::size_t pixels = ink.size() / 4;
    std::vector<unsigned char> out(pixels * static_cast<std::size_t>(channels));
    for (std::size_t i = 0; i < pixels; ++i) {
        const unsigned k = ink[4 * i + 3];
        const double r = ink[4 * i] * k / 255.0, g = ink[4 * i + 1] * k / 255.0, b = ink[4 * i + 2] * k / 255.0;
        if (channels == 1) {
            out[i] = static_cast<unsigned char>(std::lround(0.299 * r + 0.587 * g + 0.114 * b));
        } else {
            out[3 * i] = static_cast<unsigned char>(std::lround(r));
            out[3 * i + 1] = static_cast<unsigned char>(std::lround(g));
            out[3 * i + 2] = static_cast<unsigned char>(std::lround(b));
        }
    }
    return out;
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
    const auto pixels = static_cast<std::size_t>(width) * static_cast<std::size_t>(height);
    // A print shop's CMYK (or YCCK) JPEG: libjpeg turns it into CMYK only, the rest is done here.
    const bool cmyk = colourspace == TJCS_CMYK || colourspace == TJCS_YCCK;
    std::vector<unsigned char> ink;
    unsigned char* target = nullptr;
    if (cmyk) {
        ink.resize(pixels * 4);
        target = ink.data();
    } else {
        img.pixels.resize(pixels * static_cast<std::size_t>(channels));
        target = img.pixels.data();
    }
    const int format = cmyk ? TJPF_CMYK : channels == 1 ? TJPF_GRAY : TJPF_RGB;
    if (tjDecompress2(tj.get(), bytes.data(), static_cast<unsigned long>(bytes.size()), target, width, 0, height, format,
                      TJFLAG_ACCURATEDCT)
        != 0) {
        // Benign warnings (extraneous bytes) still yield the image; a truncated file decodes to grey
        // filler, which must not reach training.
        const std::string why = tjGetErrorStr2(tj.get());
        if (tjGetErrorCode(tj.get()) == TJERR_FATAL || why.find("Premature end") != std::string::npos)
            throw DataError::at(file.string(), 0, msg("corrupt JPEG: %1", why));
    }
    if (cmyk)
        img.pixels = rgbFromInk(ink, channels);
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
    // A colour PNG made grey as a JPEG is (its luma, BT.601 weights on the stored values, as Pillow's
    // convert("L")): libpng's own conversion weighs linear light, and a picture saved as PNG and as
    // JPEG fed the model two greys (pure red: 126 against 76).
    const bool toGrey = channels == 1 && (image.format & PNG_FORMAT_FLAG_COLOR) != 0;
    // A transparent pixel is laid on black on the stored values (its colour times its opacity), as
    // Pillow's alpha_composite onto black: libpng's own composition weighs linear light, and a
    // half-transparent red read as 187, not 128. So the alpha is read (8-bit: not premultiplied) and
    // applied here.
    const bool alpha = (image.format & PNG_FORMAT_FLAG_ALPHA) != 0;
    image.format = (channels == 1 && !toGrey ? PNG_FORMAT_GRAY : PNG_FORMAT_RGB) | (alpha ? PNG_FORMAT_FLAG_ALPHA : 0u);
    // A 16-bit file without gAMA or sRGB is read as the 8-bit ones are, sRGB encoded (each value
    // scaled to 0-255): libpng's default takes it for linear light and brightens it to sRGB
    // (128 became 186), so the same picture saved 8- and 16-bit would train as two.
    image.flags |= PNG_IMAGE_FLAG_16BIT_sRGB;
    DecodedImage img{static_cast<int>(image.width), static_cast<int>(image.height), channels, {}};
    img.pixels.resize(PNG_IMAGE_SIZE(image));
    if (!png_image_finish_read(&image, nullptr, img.pixels.data(), 0, nullptr)) {
        const std::string why = image.message;
        png_image_free(&image);
        throw DataError::at(file.string(), 0, msg("corrupt PNG: %1", why));
    }
    if (alpha) {
        const std::size_t colours = channels == 1 && !toGrey ? 1 : 3, stride = colours + 1;
        const std::size_t pixels = img.pixels.size() / stride;
        for (std::size_t i = 0; i < pixels; ++i) {
            const unsigned a = img.pixels[i * stride + colours];
            for (std::size_t c = 0; c < colours; ++c)
                img.pixels[i * colours + c] = static_cast<unsigned char>((img.pixels[i * stride + c] * a + 127) / 255);
        }
        img.pixels.resize(pixels * colours);
    }
    if (toGrey) {
        const std::size_t pixels = img.pixels.size() / 3;
        for (std::size_t i = 0; i < pixels; ++i)
            img.pixels[i] = static_cast<unsigned char>(
                std::lround(0.299 * img.pixels[3 * i] + 0.587 * img.pixels[3 * i + 1] + 0.114 * img.pixels[3 * i + 2]));
        img.pixels.resize(pixels);
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
