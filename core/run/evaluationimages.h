#pragma once
// The pictures of an evaluation that TensorBoard's Images tab shows (run/tensorboardlog.h): the
// confusion matrix as a heat map (each row's share: the diagonal blue, mistakes red), the most
// confidently misclassified images side by side, and a regression's predicted against true values
// with the diagonal. Plain pixels; the numbers themselves go beside them as text.

#include "config/json.h"
#include "metrics/evaluation.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace lathe::core {

struct RgbImage {
    int width = 0, height = 0; // 3 bytes a pixel, rows top to bottom
    std::vector<std::uint8_t> pixels;
};

RgbImage confusionImage(const ClassificationScores& scores);
// evaluation.json's "misclassified" thumbnails (at most `most`), in a grid; nullopt when none has
// one (a table, or images streamed from a folder).
std::optional<RgbImage> misclassifiedImage(const Json& misclassified, std::size_t most = 16);
// evaluation.json's "points" (the first target); nullopt when there are none.
std::optional<RgbImage> predictedAgainstTrueImage(const Json& points);

// The confusion matrix as a Markdown table (TensorBoard's Text tab), rows the true classes.
std::string confusionMarkdown(const ClassificationScores& scores);

} // namespace lathe::core
