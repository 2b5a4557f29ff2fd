// Writes the JPEG image folder that bench/streaming.sh streams into the small ResNet: Fashion-MNIST's
// training images enlarged to SIZE x SIZE and drawn in colour (a colour per image, not per class, so
// colour tells nothing of the label), as OUT_DIR/<class>/<n>.jpg. Real photographs would decode a
// little slower per pixel; these keep the labels, so the trained accuracy still says whether the
// pipeline is right.
//
//   lathe-bench-jpegs OUT_DIR [--size 64] [--limit 60000] [--quality 90]
//                             [--images train-images-idx3-ubyte.gz] [--labels train-labels-idx1-ubyte.gz]
//
// Not a test: a data generator for a benchmark.

#include "data/idx.h"

#include <ATen/ATen.h>
#include <turbojpeg.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <string>
#include <thread>
#include <vector>

namespace fs = std::filesystem;

namespace {

const char* const kClasses[] = {"t-shirt", "trouser", "pullover", "dress", "coat",
                                "sandal",  "shirt",   "sneaker",  "bag",   "ankle-boot"};

// RGB images [N, S, S, 3] uint8: the grey garment, enlarged, drawn in one of ten colours (picked by
// the image's number) on a dark background with a faint gradient: all three channels carry the shape.
at::Tensor colourImages(const at::Tensor& grey, std::int64_t first, std::int64_t size)
{
    const at::Tensor g = at::upsample_bilinear2d(grey.unsqueeze(1).to(at::kFloat).div(255.0), {size, size}, false);
    const at::Tensor palette = at::tensor({0.95f, 0.35f, 0.30f, 0.30f, 0.60f, 0.95f, 0.40f, 0.85f, 0.40f, 0.90f, 0.80f, 0.30f,
                                           0.70f, 0.40f, 0.90f, 0.30f, 0.85f, 0.85f, 0.95f, 0.60f, 0.20f, 0.55f, 0.55f, 0.55f,
                                           0.85f, 0.45f, 0.70f, 0.50f, 0.75f, 0.95f})
                                   .view({10, 3, 1, 1});
    const at::Tensor pick = at::arange(first, first + grey.size(0), at::kLong).mul(7).add(3).remainder(10);
    const at::Tensor colour = palette.index_select(0, pick); // [N, 3, 1, 1]
    const at::Tensor ramp = at::linspace(0.0, 0.15, size).view({1, 1, 1, size}); // left-to-right tint
    const at::Tensor rgb = (g * colour + (1.0 - g) * ramp).clamp(0.0, 1.0);
    return rgb.mul(255.0).round().to(at::kByte).permute({0, 2, 3, 1}).contiguous();
}

} // namespace

int main(int argc, char** argv)
{
    if (argc < 2 || std::string(argv[1]).rfind("--", 0) == 0) {
        std::cerr << "usage: lathe-bench-jpegs OUT_DIR [--size 64] [--limit 60000] [--quality 90] [--images IDX] [--labels IDX]\n";
        return 2;
    }
    const fs::path out = argv[1];
    std::int64_t size = 64, limit = 60000;
    int quality = 90;
    std::string images = "/usr/share/datasets/fashion-mnist/train-images-idx3-ubyte.gz";
    std::string labelsFile = "/usr/share/datasets/fashion-mnist/train-labels-idx1-ubyte.gz";
    for (int i = 2; i < argc; i += 2) {
        const std::string key = argv[i];
        if (i + 1 >= argc) {
            std::cerr << key << " needs a value\n";
            return 2;
        }
        const std::string value = argv[i + 1];
        if (key == "--size")
            size = std::stoll(value);
        else if (key == "--limit")
            limit = std::stoll(value);
        else if (key == "--quality")
            quality = std::stoi(value);
        else if (key == "--images")
            images = value;
        else if (key == "--labels")
            labelsFile = value;
        else {
            std::cerr << "unknown option " << key << "\n";
            return 2;
        }
    }
    if (size < 8 || size > 1024 || quality < 1 || quality > 100 || limit < 1) {
        std::cerr << "--size must be 8..1024, --quality 1..100, --limit at least 1\n";
        return 2;
    }
    at::Tensor grey, labels;
    try {
        grey = lathe::core::readIdx(images);
        labels = lathe::core::readIdx(labelsFile);
    } catch (const std::exception& e) {
        std::cerr << e.what() << "\n";
        return 3;
    }
    const std::int64_t n = std::min({limit, grey.size(0), labels.size(0)});
    for (const char* name : kClasses)
        fs::create_directories(out / name);

    // Colour and encode in chunks, each chunk's images spread over the cores.
    const std::int64_t chunk = 4096;
    const unsigned threads = std::max(1u, std::thread::hardware_concurrency());
    std::atomic<bool> failed{false};
    std::int64_t bytes = 0;
    for (std::int64_t first = 0; first < n; first += chunk) {
        const std::int64_t count = std::min(chunk, n - first);
        const at::Tensor lab = labels.narrow(0, first, count).to(at::kLong);
        const at::Tensor rgb = colourImages(grey.narrow(0, first, count), first, size);
        const auto* pixels = rgb.data_ptr<std::uint8_t>();
        const auto* classes = lab.data_ptr<std::int64_t>();
        std::atomic<std::int64_t> next{0}, written{0};
        std::vector<std::thread> pool;
        for (unsigned t = 0; t < threads; ++t) {
            pool.emplace_back([&] {
                std::unique_ptr<void, int (*)(tjhandle)> tj(tjInitCompress(), tjDestroy);
                for (std::int64_t i; (i = next++) < count && !failed;) {
                    unsigned char* jpeg = nullptr;
                    unsigned long length = 0;
                    const auto* src = pixels + i * size * size * 3;
                    const int s = static_cast<int>(size);
                    if (!tj || tjCompress2(tj.get(), src, s, 0, s, TJPF_RGB, &jpeg, &length, TJSAMP_420, quality, 0) != 0) {
                        std::cerr << "JPEG encoding failed: " << (tj ? tjGetErrorStr2(tj.get()) : "no encoder") << "\n";
                        failed = true;
                        break;
                    }
                    char name[32];
                    std::snprintf(name, sizeof name, "%05lld.jpg", static_cast<long long>(first + i));
                    std::ofstream file(out / kClasses[classes[i]] / name, std::ios::binary);
                    file.write(reinterpret_cast<const char*>(jpeg), static_cast<std::streamsize>(length));
                    tjFree(jpeg);
                    if (!file) {
                        std::cerr << "cannot write " << (out / kClasses[classes[i]] / name).string() << "\n";
                        failed = true;
                        break;
                    }
                    written += static_cast<std::int64_t>(length);
                }
            });
        }
        for (auto& t : pool)
            t.join();
        if (failed)
            return 1;
        bytes += written;
    }
    std::cout << "wrote " << n << " JPEG images of " << size << "x" << size << " RGB (" << bytes / (1024 * 1024) << " MiB) under "
              << out.string() << "\n";
    return 0;
}
