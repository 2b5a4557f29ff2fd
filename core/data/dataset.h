#pragma once
// Pre-tensorized data: read once, split, normalised with training statistics, ready to batch.

#include "config/config.h"
#include "data/datalog.h"
#include "data/unseencategories.h"
#include "run/datarecord.h"

#include <ATen/core/Tensor.h>

#include <filesystem>
#include <functional>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <vector>
#include "util/message.h"

namespace lathe::core {

class RowSources;
class TableFile;
struct RowPreparation;

struct TensorSplit {
    TensorSplit() = default;
    TensorSplit(at::Tensor in, at::Tensor out)
        : inputs(std::move(in))
        , targets(std::move(out))
    {
    }

    at::Tensor inputs;  // [N, ...] float32, or uint8 for images (scaled at batch time); undefined when streamed
    at::Tensor targets; // [N] int64 (classification) or [N, T] float32 (regression)
    // Streamed image folders: one file per sample, decoded by the loader's workers into uint8
    // [C, H, W] = `sampleShape`. Null for data held in memory.
    std::shared_ptr<const std::vector<std::filesystem::path>> files;
    // Streamed CSV tables (core/data/tablestream.h): the samples are the rows `tableRows` (int64,
    // ascending) of a file of encoded rows, read a chunk at a time by the loader and made into model
    // inputs of shape `sampleShape` by `preparation` (the fills and the scaling) per batch.
    std::shared_ptr<const TableFile> table;
    at::Tensor tableRows;
    std::shared_ptr<const RowPreparation> preparation;
    std::vector<std::int64_t> sampleShape;
    // A table read from CSV: the file and line of each row, in the split's order (data/rowsources.h),
    // or, for a split of a streamed table, of every row of its file (shared by the splits, found
    // through `tableRows`: nothing copied per split); null where not known (images, time series, the
    // training split once split). source() reads either.
    std::shared_ptr<const RowSources> sources;
    // Sample `i`'s file and line, when known.
    std::optional<std::pair<std::string, long long>> source(std::int64_t i) const;
    std::int64_t size() const { return targets.defined() ? targets.size(0) : 0; }
    bool streamed() const { return files != nullptr || table != nullptr; }
    bool images() const { return files != nullptr || (inputs.defined() && inputs.scalar_type() == at::kByte); }
    // Bytes the samples take (or would take, decoded) in memory.
    std::int64_t bytes() const;
};

struct Normalisation {
    // Applied per batch to uint8 images: x = (x / 255 - mean) / std, per channel. Empty for tabular
    // data, which is normalised once at load time.
    std::vector<double> mean;
    std::vector<double> std;
};

struct FeatureScaling {
    // Applied once at load time to float features: x = (x - shift) / scale, per feature (the last
    // dimension). Written to data.json and model.pt so that predictions can use the same inputs.
    std::string kind = "none"; // data.normalize: none, standard or minmax
    std::vector<double> shift, scale;
};

// A column of a CSV table as the exported model takes it (DataSplits::rawColumns): a number, or a
// category given by its code (1 + its index in `categories`, 0 for a value not seen in training),
// which the model expands to its one-hot features or passes on as the code.
struct RawColumn {
    std::string name;
    enum class Kind { Number, OneHot, Code } kind = Kind::Number;
    std::vector<std::string> categories; // categorical columns, in code order
    // data.missing mean, median or most_frequent: the value (a category's code) a missing cell takes,
    // NaN when missing cells are not filled; `indicator`: a "<name> missing" 0/1 feature follows the
    // features.
    double fill = std::numeric_limits<double>::quiet_NaN();
    bool indicator = false;
};

struct DataSplits {
    TensorSplit train, val, test;
    bool classification = true;
    std::int64_t numClasses = 0;          // classification
    std::vector<std::string> classNames;  // classification
    std::vector<std::string> featureNames;
    std::vector<RawColumn> rawColumns;    // CSV: the columns the features come from; empty otherwise
    std::vector<std::string> targetNames;
    std::vector<std::int64_t> inputShape; // per sample, e.g. {784} or {1, 28, 28}
    std::int64_t outputSize = 0;          // logits or regression outputs
    Normalisation imageNormalisation;
    FeatureScaling featureScaling;
    // Regression: each target's mean and standard deviation over the training split (a deviation of
    // about 0 is 1), which data.scale_target has the model's output layer apply (ModelShape).
    std::vector<double> targetShift, targetScale;
    // Time-series regression, data.forecast "change" (or "auto" deciding it): each target's own
    // history among the features, so that the model forecasts the change from the window's last value.
    struct ChangeForecast {
        std::vector<std::int64_t> feature;            // per target: its index in the inputs' last dimension
        std::vector<double> featureShift, featureScale; // undo that feature's data.normalize: raw = x * scale + shift
        std::vector<double> changeMean, changeStd;    // target − last value over the training windows (a deviation of about 0 is 1)
        bool on() const { return !feature.empty(); }
    } forecastChange;
    std::string forecast;                  // time-series regression: "level" or "change", as decided (empty elsewhere)
    // Per target, when it is a feature: persistence's mean |target − last value| over the validation and
    // the test windows (empty for an empty split): the figures a forecaster must beat.
    std::vector<double> persistenceValMae, persistenceTestMae;
    std::vector<std::int64_t> trainClassCounts;
    Json quality;       // what reading found: "missing" (cells per column, the policy, what was done), "time" (range, gaps, duplicates)
    Json seriesColumns; // time series: how the CSV's columns become features (SeriesColumns), for model.pt and predict

    // What the data held, for the run folder's data.json (run/datarecord.h).
    DataRecord record() const;
    // The statistics a user of the exported model needs to prepare inputs (image or feature scaling).
    Json inputPreparation() const;
};

// Classification: how the training split's samples fall into classes.
struct ClassBalance {
    std::string text;           // "Bag 600 (10.0%), Coat 540 (9.0%), …": largest first (the 4 largest and 2 smallest past 8 classes)
    std::string largest;        // the most frequent class
    double largestShare = 0.0;  // its share of the split
    // The share at and above which one class dominates: accuracy then says little (a model that
    // always answers that class scores as much), balanced accuracy and macro F1 say more.
    static constexpr double kDominant = 0.8;
};
ClassBalance classBalance(const DataSplits& data);
// A held-out split (validation, test) that holds none of some classes, as a warning: too few samples
// of them to split (a class of one image), so their scores there say nothing. Empty when every
// class the training split holds is in each held-out split that has samples.
Message classesMissingFromHeldOut(const DataSplits& data);


// Reads, checks, splits and normalises the config's data (data.task "auto" decided by resolveTask,
// and said in the log). Throws DataError naming file and line, ConfigError for a setting the decided
// task cannot take.
DataSplits loadDataset(const Config& config, const DataLog& log);

// data.task "auto": image sources are classification; for CSV and time series the target column of the
// first training file decides (its first 20,000 rows): text, or whole numbers of at most 20 distinct
// values, are classes; other numbers, or several target columns, a regression. Sets config.data.task;
// returns why, for the log (empty when the task was given).
Message resolveTask(Config& config);

// data.normalize for float features, the same for every source: statistics fitted on the training
// rows `trainRows` [N, features] — mean and standard deviation ("standard"), minimum and range
// ("minmax"), a constant feature keeping scale 1 — recorded in `out.featureScaling` and applied to
// the inputs of `splits` over their last dimension, x = (x - shift) / scale. "none" changes nothing.
void scaleFeatures(DataSplits& out, const std::string& kind, const at::Tensor& trainRows, const std::vector<TensorSplit*>& splits);

// Logs a warning for each numeric column (name, index among the last dimension of `trainRows`) that
// holds one value in every training row: it tells the model nothing (a sensor that was off, an ID
// prefix). NaN rows are left out.
void warnConstantColumns(const at::Tensor& trainRows, const std::vector<std::pair<std::string, std::int64_t>>& columns, const DataLog& log);
// The same from the columns' smallest and largest values (foldColumnRanges over the training rows).
void warnConstantColumns(const std::vector<float>& lo, const std::vector<float>& hi, const std::vector<std::pair<std::string, std::int64_t>>& columns,
                         const DataLog& log);
// Folds `rows` [n, width] into the running minimum and maximum of every column, NaN left out
// (`lo` and `hi` start empty).
void foldColumnRanges(const float* rows, std::int64_t n, std::int64_t width, std::vector<float>& lo, std::vector<float>& hi);
// The number columns of a CSV table: their names and their index among the encoded features.
std::vector<std::pair<std::string, std::int64_t>> numberColumns(const std::vector<RawColumn>& columns);

// Categories of the validation or test files (or other series) that training does not hold: recorded
// in `out.quality["unseen_categories"]` and a warning per column in the log. Nothing when there are none.
void reportUnseenCategories(const UnseenCategories& unseen, DataSplits& out, const DataLog& log);

// data.normalize's statistics recorded (a scale of about 0 becomes 1) in `out.featureScaling`; returns
// the shift and scale to apply, as float tensors over the features.
std::pair<at::Tensor, at::Tensor> recordScaling(DataSplits& out, const std::string& kind, at::Tensor shift, at::Tensor scale);

// Indices of train/val/test for fractions; stratified for classification. Deterministic in `seed`.
struct SplitIndices {
    std::vector<std::int64_t> train, val, test;
};
SplitIndices splitIndices(const at::Tensor& classTargets, std::int64_t n, double valFraction, double testFraction,
                          bool stratify, std::uint64_t seed);

// The parts of `all` (index lists, each sorted, together every row once; the first the training
// split) as consecutive slices of its own buffers, reordered in place: the training rows slide
// forward, the others are copied out and back after them, so the split costs the memory of the
// validation and test rows only. `out` gets one TensorSplit per part (left empty for an empty part).
void splitInPlace(TensorSplit& all, const std::vector<const std::vector<std::int64_t>*>& parts, TensorSplit* out);

} // namespace lathe::core
