#include "run/evaluationimages.h"

#include "util/base64.h"

#include <algorithm>
#include <cmath>

namespace lathe::core {

namespace {

struct Rgb {
    std::uint8_t r, g, b;
};
constexpr Rgb kWhite{255, 255, 255}, kGrid{220, 220, 220}, kBlue{31, 119, 180}, kRed{214, 39, 40}, kGrey{150, 150, 150};

RgbImage blank(int width, int height)
{
    return {width, height, std::vector<std::uint8_t>(static_cast<std::size_t>(width) * height * 3, 255)};
}

void put(RgbImage& image, int x, int y, Rgb c)
{
    if (x < 0 || y < 0 || x >= image.width || y >= image.height)
        return;
    const std::size_t at = (static_cast<std::size_t>(y) * image.width + x) * 3;
    image.pixels[at] = c.r;
    image.pixels[at + 1] = c.g;
    image.pixels[at + 2] = c.b;
}

Rgb mix(Rgb from, Rgb to, double share)
{
    share = std::clamp(share, 0.0, 1.0);
    const auto lerp = [share](std::uint8_t a, std::uint8_t b) { return static_cast<std::uint8_t>(std::lround(a + (b - a) * share)); };
    return {lerp(from.r, to.r), lerp(from.g, to.g), lerp(from.b, to.b)};
}

} // namespace

RgbImage confusionImage(const ClassificationScores& scores)
{
    const int n = static_cast<int>(scores.confusion.size());
    const int cell = std::clamp(480 / std::max(n, 1), 4, 40);
    RgbImage image = blank(std::max(n, 1) * cell + 1, std::max(n, 1) * cell + 1);
    for (int t = 0; t < n; ++t) {
        std::int64_t row = 0;
        for (const std::int64_t v : scores.confusion[t])
            row += v;
        for (int p = 0; p < n && p < static_cast<int>(scores.confusion[t].size()); ++p) {
            const double share = row > 0 ? static_cast<double>(scores.confusion[t][p]) / static_cast<double>(row) : 0.0;
            // Mistakes show from a few percent on: their scale is stretched (a square root).
            const Rgb c = t == p ? mix(kWhite, kBlue, share) : mix(kWhite, kRed, std::sqrt(share));
            for (int y = t * cell; y < (t + 1) * cell; ++y)
                for (int x = p * cell; x < (p + 1) * cell; ++x)
                    put(image, x, y, (x % cell == 0 || y % cell == 0) ? kGrid : c);
        }
    }
    for (int i = 0; i < image.width; ++i) { // the right and bottom edges
        put(image, i, image.height - 1, kGrid);
        put(image, image.width - 1, i, kGrid);
    }
    return image;
}

std::optional<RgbImage> misclassifiedImage(const Json& misclassified, std::size_t most)
{
    struct Thumb {
        int width, height, channels;
        std::vector<std::uint8_t> bytes;
    };
    std::vector<Thumb> thumbs;
    if (misclassified.is_array()) {
        for (const Json& m : misclassified) {
            if (thumbs.size() >= most)
                break;
            if (!m.is_object() || !m.contains("image") || !m.at("image").is_object())
                continue;
            const Json& image = m.at("image");
            const int w = image.value("width", 0), h = image.value("height", 0), c = image.value("channels", 0);
            std::optional<std::vector<std::uint8_t>> bytes = base64Decode(image.value("base64", std::string()));
            if (w > 0 && h > 0 && (c == 1 || c == 3) && bytes && bytes->size() == static_cast<std::size_t>(w) * h * c)
                thumbs.push_back({w, h, c, std::move(*bytes)});
        }
    }
    if (thumbs.empty())
        return std::nullopt;
    int tileW = 0, tileH = 0;
    for (const Thumb& t : thumbs) {
        tileW = std::max(tileW, t.width);
        tileH = std::max(tileH, t.height);
    }
    const int scale = std::max(1, 64 / std::max(tileW, tileH)); // small images (28 x 28) drawn larger
    const int columns = std::min<int>(4, static_cast<int>(thumbs.size()));
    const int rows = (static_cast<int>(thumbs.size()) + columns - 1) / columns;
    const int gap = 4;
    RgbImage image = blank(columns * (tileW * scale + gap) + gap, rows * (tileH * scale + gap) + gap);
    for (std::size_t i = 0; i < thumbs.size(); ++i) {
        const Thumb& t = thumbs[i];
        const int x0 = gap + static_cast<int>(i % columns) * (tileW * scale + gap);
        const int y0 = gap + static_cast<int>(i / columns) * (tileH * scale + gap);
        for (int y = 0; y < t.height * scale; ++y) {
            for (int x = 0; x < t.width * scale; ++x) {
                const std::size_t at = (static_cast<std::size_t>(y / scale) * t.width + x / scale) * t.channels;
                const Rgb c = t.channels == 1 ? Rgb{t.bytes[at], t.bytes[at], t.bytes[at]} : Rgb{t.bytes[at], t.bytes[at + 1], t.bytes[at + 2]};
                put(image, x0 + x, y0 + y, c);
            }
        }
    }
    return image;
}

std::optional<RgbImage> predictedAgainstTrueImage(const Json& points)
{
    if (!points.is_object() || !points.contains("true") || !points.contains("predicted"))
        return std::nullopt;
    const Json& truth = points.at("true");
    const Json& predicted = points.at("predicted");
    std::vector<std::pair<double, double>> xy;
    for (std::size_t i = 0; truth.is_array() && predicted.is_array() && i < truth.size() && i < predicted.size(); ++i) {
        const Json& t = truth[i];
        const Json& p = predicted[i];
        const Json& tv = t.is_array() && !t.empty() ? t[0] : t;
        const Json& pv = p.is_array() && !p.empty() ? p[0] : p;
        if (tv.is_number() && pv.is_number())
            xy.emplace_back(tv.get<double>(), pv.get<double>());
    }
    if (xy.empty())
        return std::nullopt;
    double lo = xy.front().first, hi = lo;
    for (const auto& [x, y] : xy) {
        lo = std::min({lo, x, y});
        hi = std::max({hi, x, y});
    }
    if (hi <= lo)
        hi = lo + 1;
    const int size = 400, margin = 10;
    RgbImage image = blank(size, size);
    const auto px = [&](double v) { return margin + static_cast<int>(std::lround((v - lo) / (hi - lo) * (size - 2 * margin - 1))); };
    for (int i = margin; i < size - margin; ++i) // the diagonal: predicted = true
        put(image, i, size - 1 - i, kGrey);
    for (int i = margin; i < size - margin; ++i) { // the frame
        put(image, i, margin, kGrid);
        put(image, i, size - margin, kGrid);
        put(image, margin, i, kGrid);
        put(image, size - margin, i, kGrid);
    }
    for (const auto& [x, y] : xy) {
        const int cx = px(x), cy = size - 1 - px(y);
        for (int dy = -1; dy <= 1; ++dy)
            for (int dx = -1; dx <= 1; ++dx)
                put(image, cx + dx, cy + dy, kBlue);
    }
    return image;
}

std::string confusionMarkdown(const ClassificationScores& scores)
{
    const std::size_t n = scores.confusion.size();
    const auto name = [&](std::size_t i) { return i < scores.classes.size() ? scores.classes[i].name : std::to_string(i); };
    std::string out = "| true \\\\ predicted |";
    for (std::size_t p = 0; p < n; ++p)
        out += " " + name(p) + " |";
    out += "\n|---|";
    for (std::size_t p = 0; p < n; ++p)
        out += "---|";
    out += "\n";
    for (std::size_t t = 0; t < n; ++t) {
        out += "| " + name(t) + " |";
        for (std::size_t p = 0; p < n && p < scores.confusion[t].size(); ++p)
            out += " " + (t == p ? "**" + std::to_string(scores.confusion[t][p]) + "**" : std::to_string(scores.confusion[t][p])) + " |";
        out += "\n";
    }
    return out;
}

} // namespace lathe::core
