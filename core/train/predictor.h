#pragma once
// lathe-cli predict: a run's model.pt (train/deployable.h) on new data, with nothing but the file and
// its lathe_model.json: image files or folders (decoded and resized as training did), CSV rows (by
// column name, categories to their codes) or time-series CSVs (every window of the trained length).
// Writes one line per image, row or window (train/predictionwriter.h); a forecast's line says the time
// it is for. Inputs are scored in batches; progress and warnings (categories training never saw) go
// to the log.

#include "data/datalog.h"
#include "util/errors.h"

#include <filesystem>
#include <functional>
#include <string>
#include <vector>

namespace lathe::core {

// Thrown by predictFiles when the request's stopRequested turned true: nothing was written.
class PredictStopped : public MessageError {
public:
    PredictStopped();
};

struct PredictRequest {
    std::filesystem::path model;               // model.pt
    std::vector<std::filesystem::path> inputs; // files, or folders of images
    std::filesystem::path output;              // the file to write
    bool jsonLines = false;                    // JSON lines instead of CSV
    int batch = 256;
    std::function<bool()> stopRequested; // asked between batches (the window's Cancel); true: stop, writing nothing
};

// Returns the number of predictions written. Throws ConfigError (a model.pt without raw-input
// metadata, inputs of the wrong kind), DataError (a missing column, a value that is not a number, an
// unreadable image: naming the file and line) or std::runtime_error (an unreadable model.pt, an
// output that cannot be written), or PredictStopped when `stopRequested` said so. The output is written
// to a temporary file and renamed at the end: a failure or a stop leaves no half file.
std::int64_t predictFiles(const PredictRequest& request, const DataLog& log);

} // namespace lathe::core
