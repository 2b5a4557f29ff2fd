#pragma once
// lathe-cli predict's output file: one line per image, row or window, saying what it was (a file,
// file:line), for a forecast the time it is for, and what the model said (the predicted class and
// each class's probability, or the predicted values), as CSV or JSON lines. Written to FILE.tmp and
// renamed by finish(): a failure leaves no half file. A CSV's columns are "input", "time" (a
// forecast), then "predicted" and "p(CLASS)" per class, or one column per target, named as the
// target ("predicted_input" and "predicted_time" for targets named as the columns before them).

#include "config/json.h"

#include <ATen/core/Tensor.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace lathe::core {

class PredictionWriter {
public:
    // `meta`: the model's lathe_model.json (its task, and its classes or targets). `timed`: every
    // line has a "time" (the time a forecast is for).
    PredictionWriter(const std::filesystem::path& file, bool jsonLines, const Json& meta, bool timed = false);
    ~PredictionWriter();
    PredictionWriter(const PredictionWriter&) = delete;
    PredictionWriter& operator=(const PredictionWriter&) = delete;

    // `output`: probabilities [N, classes] or predictions [N, targets], on the CPU; `sources` its N
    // inputs; `times` their times (as many, where the writer is timed, else empty).
    void write(const std::vector<std::string>& sources, const at::Tensor& output, const std::vector<std::string>& times = {});
    // Closes and renames the file; returns the lines written.
    std::int64_t finish();

private:
    std::filesystem::path m_file, m_tmp;
    bool m_jsonLines, m_classification, m_timed;
    std::vector<std::string> m_names;
    std::ofstream m_out;
    std::int64_t m_rows = 0;
    bool m_done = false;
};

} // namespace lathe::core
