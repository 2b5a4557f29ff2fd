#pragma once
// The training config: typed fields for the engine, plus the normalised JSON it came from so that
// saving writes back exactly what was loaded (with defaults filled in).

#include "diagnostic.h"

#include "json.h"

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace lathe::core {

struct DataConfig {
    std::string source = "csv";
    std::string task = "auto"; // classification, regression, or auto: decided by resolveTask when the data is read
    std::vector<std::string> path, valPath, testPath;
    std::string labelsPath, valLabelsPath, testLabelsPath;
    std::vector<std::string> target, features, categorical;
    std::vector<std::string> classNames; // IDX: names of the label values 0, 1, 2...
    int window = 32, horizon = 1, stride = 1;
    int imageHeight = 28, imageWidth = 28, channels = 1;
    double valFraction = 0.1, testFraction = 0.0;
    bool stratify = true;
    std::string normalize = "standard";
    bool scaleTarget = true; // regression: the model learns standardised targets (its output layer scales back)
    // Time-series regression: "level" (the model forecasts the target), "change" (the change from the
    // window's last value of the target, which persistence adds back), "auto" (change when every target
    // is among the features). loadTimeSeries decides; DataSplits::forecast holds the outcome.
    std::string forecast = "auto";
    std::int64_t limit = 0;
    std::string missing = "error"; // error, drop_rows, mean, median, most_frequent, ffill, interpolate, drop_windows
    std::vector<std::string> missingMarkers{"NA", "N/A", "NaN", "nan", "null", "NULL", "None"};
    bool missingIndicator = false;
    std::int64_t maxGap = 0;       // time series: longest filled hole in rows (0: any)
    std::string timeColumn;
    std::vector<std::string> timeColumns, timeFeatures;
    bool cache = true;
    double cacheLimitGb = 20.0;
    // Not a JSON field: scoring other data (evaluateRun with --data) sets it. The other files replace
    // the test split the run held out, which is still cut from the training data, so that the training
    // split, and the normalisation taken from it, are the ones the model was trained with.
    bool holdOutTest = false;

    bool isClassification() const { return task == "classification"; }
};

struct ModelConfig {
    std::string kind = "mlp";
    std::string file;
    std::vector<int> hidden, channels;
    int blocksPerStage = 2, kernelSize = 3;
    int dModel = 64, heads = 4, layers = 2, ffDim = 128;
    double dropout = 0.1;
    bool batchNorm = true;
    bool syncBatchNorm = false; // data parallel: batch statistics over all ranks
};

struct SchedulerConfig {
    std::string kind = "cosine";
    double warmupEpochs = 0.0;
    int stepEpochs = 10;
    double gamma = 0.1, minLr = 0.0;
};

struct EarlyStoppingConfig {
    bool enabled = false;
    std::string metric = "val_loss";
    int patience = 5;
    double minDelta = 0.0;
};

struct TrainingConfig {
    int epochs = 10;
    bool autoBatchSize = false;
    bool autoLr = false; // training.lr "auto": the learning-rate finder's (lr holds the schema's default until then)
    int batchSize = 128;
    int baseBatchSize = 128;
    std::string lrScaling = "auto";
    std::string optimizer = "adamw";
    double lr = 1e-3, weightDecay = 0.01, momentum = 0.9;
    bool nesterov = false;
    SchedulerConfig scheduler;
    double gradClip = 0.0;
    int gradAccumulation = 1;
    double labelSmoothing = 0.0;
    std::string classWeights = "none";                     // none, balanced, or "by_name" (classWeightsByName)
    std::vector<std::pair<std::string, double>> classWeightsByName;
    EarlyStoppingConfig earlyStopping;
    std::uint64_t seed = 42;
    bool deterministic = false;
};

struct PrecisionConfig {
    std::string amp = "auto";
    double initialScale = 65536.0;
    int growthInterval = 2000;
};

struct CompileConfig {
    // compile.graph_optimize: nullopt for "auto" (measured at the start of the run), else forced.
    std::optional<bool> graphOptimize;
    // compile.channels_last: nullopt for "auto" (on for 2-D convolutions on the CPU), else forced.
    std::optional<bool> channelsLast;
    bool freeze = true;
    bool cudaGraph = true;
    bool hostMemoryCache = true; // compile.host_memory_cache (util/hostmemory.h, HostMemoryCache)
};

struct DeviceConfig {
    std::string type = "auto";
    int id = 0;
    bool fallbackToCpu = true;
    bool tf32 = true;
    bool cudnnBenchmark = true;
    double memoryFraction = 1.0;
    int gpus = 1; // -1: all
};

struct DistributedConfig {
    int procs = 1; // CPU ranks on this machine
    std::string backend = "auto";
    int timeoutSeconds = 600;
    int bucketMb = 25;
};

struct LoaderConfig {
    int workers = -1; // -1: auto
    bool pinMemory = true;
    int prefetch = 2;
    std::string gpuResident = "auto";
    double gpuResidentMaxFraction = 0.5;
    std::string stream = "auto";    // image folders: decode per batch; CSV tables: read rows from disk
    double shuffleBufferMb = 256.0; // streamed tables: rows shuffled together
    bool dropLast = false;
    bool shuffle = true;
    std::string sampler = "uniform"; // uniform or balanced
};

struct AugmentationStage {
    int fromEpoch = 1;
    std::string preset = "standard";
};

struct AugmentationConfig {
    std::string preset = "none";
    std::string hflip = "preset", vflip = "preset";
    double rotateDegrees = -1, translate = -1, scale = -1, brightness = -1, contrast = -1;
    int cropPadding = -1;
    std::vector<AugmentationStage> schedule;
};

struct CheckpointConfig {
    int everyEpochs = 1;
    bool keepBest = true;
    std::string metric = "val_loss";
};

struct OutputConfig {
    std::string runsDir;
    CheckpointConfig checkpoint;
    std::string testCheckpoint = "best"; // best | last: the weights that score the test split and are exported
    bool exportModel = true;
    bool tensorboard = true; // TensorBoard event files in the run folder's tb/ (run/tensorboardlog.h)
};

struct MonitorConfig {
    bool enabled = true;
    int intervalMs = 500;
};

struct BatchFinderConfig {
    int memoryBudgetMb = 0;
    double margin = 0.1;
    std::string round = "none";
    std::string prefer = "auto"; // "auto", "largest", "fastest", "time_to_accuracy"
    int maxBatch = 4096;
    int maxTrials = 12;
};

struct LrFinderConfig {
    double startLr = 1e-7, endLr = 10.0;
    int steps = 100;
    int verifySteps = 60;
};

struct Config {
    int version = 1;
    std::string name = "run";
    std::string description;
    DataConfig data;
    ModelConfig model;
    TrainingConfig training;
    PrecisionConfig precision;
    CompileConfig compile;
    DeviceConfig device;
    DistributedConfig distributed;
    LoaderConfig loader;
    AugmentationConfig augmentation;
    OutputConfig output;
    MonitorConfig monitor;
    BatchFinderConfig batchFinder;
    LrFinderConfig lrFinder;

    // Folder that relative paths in the config are resolved against (the config file's folder).
    std::filesystem::path baseDir;
    // The normalised document: every field present. Kept in step with the typed fields by fromJson().
    Json json;

    // `relative` against baseDir, as it is on disk: text that pathText wrote for a folder that is not
    // UTF-8 (util/pathtext.h) names its bytes again.
    std::filesystem::path resolve(const std::string& relative) const;
};

struct ConfigLoadResult {
    std::optional<Config> config; // set when there is no error
    Diagnostics diagnostics;      // every problem found, with line/column where the file has them
};

// Parses and checks a config text. `baseDir` anchors relative data paths (which are checked to exist
// unless `checkFiles` is false).
ConfigLoadResult parseConfig(const std::string& text, const std::filesystem::path& baseDir, bool checkFiles = true);
// Gives each diagnostic without a position the place of its path in `text` (its key for an unknown or
// required key, its value otherwise, else the nearest parent's).
void placeDiagnostics(Diagnostics& diagnostics, std::string_view text);

// A config file's text as UTF-8: decoded, with a warning, when it was saved as UTF-16 (Notepad's
// "Unicode") or GB18030 (GBK, a Chinese Windows' default). False, with an error in `diagnostics`, when
// it cannot be read or is neither.
bool readConfigText(const std::filesystem::path& file, std::string& text, Diagnostics& diagnostics);
// Reads FILE (readConfigText) and parses it; a missing or unreadable file is a diagnostic too.
ConfigLoadResult loadConfigFile(const std::filesystem::path& file, bool checkFiles = true);

// Builds the typed config from a normalised document (as produced by validateAndFill).
Config configFromJson(const Json& normalised, const std::filesystem::path& baseDir);

// Semantic checks across fields (target given for CSV, model fits the data, files exist...).
void checkConfigSemantics(const Config& config, bool checkFiles, Diagnostics& out);

// The normalised document with every file path made absolute, so a copy (the run folder's config.json)
// still finds its data wherever it is read from.
Json withAbsolutePaths(const Config& config);
// The same for any document (sparse or not) whose relative paths are relative to `baseDir`: for
// templates copied away from their folder.
Json withAbsolutePaths(const Json& document, const std::filesystem::path& baseDir);

// Pretty JSON text, 2-space indented, keys in schema order, trailing newline.
std::string configToText(const Json& normalised);

// Writes atomically (util/atomicfile.h); throws std::runtime_error naming the file.
void saveConfigFile(const Json& normalised, const std::filesystem::path& file);

// Applies "key.path=value" to a document; returns an error message, empty on success.
Message applyOverride(Json& document, const std::string& assignment);

// Expands the paths/globs of a path list, in natural order (part2 before part10); each pattern that
// matches nothing is reported in `missing`.
std::vector<std::filesystem::path> expandPaths(const Config& config, const std::vector<std::string>& patterns,
                                               std::vector<std::string>* missing = nullptr);

} // namespace lathe::core
