#include "config.h"

#include "datachecks.h"
#include "jsonpositions.h"
#include "jsontext.h"
#include "movedpaths.h"
#include "metrics/metric.h"
#include "schema.h"
#include "util/pathtext.h"

#include <algorithm>
#include <cstdio>
#include <cctype>
#include <functional>
#include <glob.h>
#include <system_error>

namespace lathe::core {

namespace fs = std::filesystem;

namespace {

std::vector<std::string> strings(const Json& j)
{
    return j.get<std::vector<std::string>>();
}

std::vector<int> integers(const Json& j)
{
    return j.get<std::vector<int>>();
}

// Natural order: "part2" < "part10".
bool naturalLess(const std::string& a, const std::string& b)
{
    std::size_t i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
        if (std::isdigit(static_cast<unsigned char>(a[i])) && std::isdigit(static_cast<unsigned char>(b[j]))) {
            std::size_t ie = i, je = j;
            while (ie < a.size() && std::isdigit(static_cast<unsigned char>(a[ie])))
                ++ie;
            while (je < b.size() && std::isdigit(static_cast<unsigned char>(b[je])))
                ++je;
            const std::string na = a.substr(i, ie - i), nb = b.substr(j, je - j);
            const auto ta = na.find_first_not_of('0'), tb = nb.find_first_not_of('0');
            const std::string sa = ta == std::string::npos ? "" : na.substr(ta);
            const std::string sb = tb == std::string::npos ? "" : nb.substr(tb);
            if (sa.size() != sb.size())
                return sa.size() < sb.size();
            if (sa != sb)
                return sa < sb;
            i = ie;
            j = je;
            continue;
        }
        if (a[i] != b[j])
            return a[i] < b[j];
        ++i;
        ++j;
    }
    return a.size() - i < b.size() - j;
}

void addError(Diagnostics& out, std::string path, Message message)
{
    out.push_back({Diagnostic::Severity::Error, std::move(path), std::move(message), 0, 0});
}

void addWarning(Diagnostics& out, std::string path, Message message)
{
    out.push_back({Diagnostic::Severity::Warning, std::move(path), std::move(message), 0, 0});
}

void checkPathList(const Config& c, const std::vector<std::string>& patterns, const std::string& field,
                   Diagnostics& out)
{
    std::vector<std::string> missing;
    expandPaths(c, patterns, &missing);
    for (const auto& m : missing)
        addError(out, field, msg("no file or folder matches \"%1\" (resolved to %2)", m, c.resolve(m).string()));
}

void checkSinglePath(const Config& c, const std::string& value, const std::string& field, Diagnostics& out)
{
    if (value.empty())
        return;
    std::error_code ec;
    if (!fs::exists(c.resolve(value), ec))
        addError(out, field, msg("file not found: %1", c.resolve(value).string()));
}

bool isImageSource(const std::string& s) { return s == "idx" || s == "image_folder"; }

} // namespace

fs::path Config::resolve(const std::string& relative) const
{
    fs::path p(relative);
    if (!p.is_absolute() && !baseDir.empty())
        p = baseDir / p;
    return onDisk(p.string()); // a GBK folder recorded as text (pathText) is found again
}

Config configFromJson(const Json& j, const fs::path& baseDir)
{
    Config c;
    c.baseDir = baseDir;
    c.json = j;
    c.version = j.at("version").get<int>();
    c.name = j.at("name").get<std::string>();
    c.description = j.at("description").get<std::string>();

    const Json& d = j.at("data");
    c.data.source = d.at("source").get<std::string>();
    c.data.task = d.at("task").get<std::string>();
    if (c.data.task == "auto" && (c.data.source == "idx" || c.data.source == "image_folder"))
        c.data.task = "classification"; // images are labelled by their class
    c.data.path = strings(d.at("path"));
    c.data.valPath = strings(d.at("val_path"));
    c.data.testPath = strings(d.at("test_path"));
    c.data.labelsPath = d.at("labels_path").get<std::string>();
    c.data.valLabelsPath = d.at("val_labels_path").get<std::string>();
    c.data.testLabelsPath = d.at("test_labels_path").get<std::string>();
    c.data.target = strings(d.at("target"));
    c.data.features = strings(d.at("features"));
    c.data.categorical = strings(d.at("categorical"));
    c.data.classNames = strings(d.at("class_names"));
    c.data.window = d.at("window").get<int>();
    c.data.horizon = d.at("horizon").get<int>();
    c.data.stride = d.at("stride").get<int>();
    c.data.imageHeight = d.at("image_height").get<int>();
    c.data.imageWidth = d.at("image_width").get<int>();
    c.data.channels = d.at("channels").get<int>();
    c.data.valFraction = d.at("splits").at("val").get<double>();
    c.data.testFraction = d.at("splits").at("test").get<double>();
    c.data.stratify = d.at("splits").at("stratify").get<bool>();
    c.data.normalize = d.at("normalize").get<std::string>();
    c.data.scaleTarget = d.at("scale_target").get<bool>();
    c.data.forecast = d.at("forecast").get<std::string>();
    c.data.limit = d.at("limit").get<std::int64_t>();
    c.data.missing = d.at("missing").get<std::string>();
    c.data.missingMarkers = strings(d.at("missing_markers"));
    c.data.missingIndicator = d.at("missing_indicator").get<bool>();
    c.data.maxGap = d.at("max_gap").get<std::int64_t>();
    c.data.timeColumn = d.at("time_column").get<std::string>();
    c.data.timeColumns = strings(d.at("time_columns"));
    c.data.timeFeatures = strings(d.at("time_features"));
    c.data.cache = d.at("cache").get<bool>();
    c.data.cacheLimitGb = d.at("cache_limit_gb").get<double>();

    const Json& m = j.at("model");
    c.model.kind = m.at("kind").get<std::string>();
    c.model.file = m.at("file").get<std::string>();
    c.model.hidden = integers(m.at("hidden"));
    c.model.channels = integers(m.at("channels"));
    c.model.blocksPerStage = m.at("blocks_per_stage").get<int>();
    c.model.kernelSize = m.at("kernel_size").get<int>();
    c.model.dModel = m.at("d_model").get<int>();
    c.model.heads = m.at("heads").get<int>();
    c.model.layers = m.at("layers").get<int>();
    c.model.ffDim = m.at("ff_dim").get<int>();
    c.model.dropout = m.at("dropout").get<double>();
    c.model.batchNorm = m.at("batch_norm").get<bool>();
    c.model.syncBatchNorm = m.at("sync_batch_norm").get<bool>();

    const Json& t = j.at("training");
    c.training.epochs = t.at("epochs").get<int>();
    c.training.autoBatchSize = t.at("batch_size").is_string();
    c.training.batchSize = c.training.autoBatchSize ? t.at("base_batch_size").get<int>() : t.at("batch_size").get<int>();
    c.training.baseBatchSize = t.at("base_batch_size").get<int>();
    c.training.lrScaling = t.at("lr_scaling").get<std::string>();
    c.training.optimizer = t.at("optimizer").get<std::string>();
    c.training.autoLr = t.at("lr").is_string();
    c.training.lr = c.training.autoLr ? 1e-3 : t.at("lr").get<double>();
    c.training.weightDecay = t.at("weight_decay").get<double>();
    c.training.momentum = t.at("momentum").get<double>();
    c.training.nesterov = t.at("nesterov").get<bool>();
    const Json& s = t.at("scheduler");
    c.training.scheduler.kind = s.at("kind").get<std::string>();
    c.training.scheduler.warmupEpochs = s.at("warmup_epochs").get<double>();
    c.training.scheduler.stepEpochs = s.at("step_epochs").get<int>();
    c.training.scheduler.gamma = s.at("gamma").get<double>();
    c.training.scheduler.minLr = s.at("min_lr").get<double>();
    c.training.gradClip = t.at("grad_clip").get<double>();
    c.training.gradAccumulation = t.at("grad_accumulation").get<int>();
    c.training.labelSmoothing = t.at("label_smoothing").get<double>();
    if (const Json& w = t.at("class_weights"); w.is_string()) {
        c.training.classWeights = w.get<std::string>();
    } else {
        c.training.classWeights = "by_name";
        for (const auto& [name, weight] : w.items())
            c.training.classWeightsByName.emplace_back(name, weight.get<double>());
    }
    const Json& e = t.at("early_stopping");
    c.training.earlyStopping.enabled = e.at("enabled").get<bool>();
    c.training.earlyStopping.metric = e.at("metric").get<std::string>();
    c.training.earlyStopping.patience = e.at("patience").get<int>();
    c.training.earlyStopping.minDelta = e.at("min_delta").get<double>();
    c.training.seed = t.at("seed").get<std::uint64_t>();
    c.training.deterministic = t.at("deterministic").get<bool>();

    const Json& p = j.at("precision");
    c.precision.amp = p.at("amp").get<std::string>();
    c.precision.initialScale = p.at("initial_scale").get<double>();
    c.precision.growthInterval = p.at("growth_interval").get<int>();

    if (const Json& g = j.at("compile").at("graph_optimize"); g.is_boolean())
        c.compile.graphOptimize = g.get<bool>();
    if (const Json& g = j.at("compile").at("channels_last"); g.is_boolean())
        c.compile.channelsLast = g.get<bool>();
    c.compile.freeze = j.at("compile").at("freeze").get<bool>();
    c.compile.cudaGraph = j.at("compile").at("cuda_graph").get<bool>();
    c.compile.hostMemoryCache = j.at("compile").at("host_memory_cache").get<bool>();

    const Json& dv = j.at("device");
    c.device.type = dv.at("type").get<std::string>();
    c.device.id = dv.at("id").get<int>();
    c.device.fallbackToCpu = dv.at("fallback_to_cpu").get<bool>();
    c.device.tf32 = dv.at("tf32").get<bool>();
    c.device.cudnnBenchmark = dv.at("cudnn_benchmark").get<bool>();
    c.device.memoryFraction = dv.at("memory_fraction").get<double>();
    c.device.gpus = dv.at("gpus").is_string() ? -1 : dv.at("gpus").get<int>();

    const Json& ds = j.at("distributed");
    c.distributed.procs = ds.at("procs").get<int>();
    c.distributed.backend = ds.at("backend").get<std::string>();
    c.distributed.timeoutSeconds = ds.at("timeout_s").get<int>();
    c.distributed.bucketMb = ds.at("bucket_mb").get<int>();

    const Json& f = j.at("batch_finder");
    c.batchFinder.memoryBudgetMb = f.at("memory_budget_mb").get<int>();
    c.batchFinder.margin = f.at("margin").get<double>();
    c.batchFinder.round = f.at("round").get<std::string>();
    c.batchFinder.prefer = f.at("prefer").get<std::string>();
    c.batchFinder.maxBatch = f.at("max_batch").get<int>();
    c.batchFinder.maxTrials = f.at("max_trials").get<int>();

    const Json& lf = j.at("lr_finder");
    c.lrFinder.startLr = lf.at("start_lr").get<double>();
    c.lrFinder.endLr = lf.at("end_lr").get<double>();
    c.lrFinder.steps = lf.at("steps").get<int>();
    c.lrFinder.verifySteps = lf.at("verify_steps").get<int>();

    const Json& l = j.at("loader");
    c.loader.workers = l.at("workers").is_string() ? -1 : l.at("workers").get<int>();
    c.loader.pinMemory = l.at("pin_memory").get<bool>();
    c.loader.prefetch = l.at("prefetch").get<int>();
    c.loader.gpuResident = l.at("gpu_resident").get<std::string>();
    c.loader.gpuResidentMaxFraction = l.at("gpu_resident_max_fraction").get<double>();
    c.loader.stream = l.at("stream").get<std::string>();
    c.loader.shuffleBufferMb = l.at("shuffle_buffer_mb").get<double>();
    c.loader.dropLast = l.at("drop_last").get<bool>();
    c.loader.shuffle = l.at("shuffle").get<bool>();
    c.loader.sampler = l.at("sampler").get<std::string>();

    const Json& a = j.at("augmentation");
    c.augmentation.preset = a.at("preset").get<std::string>();
    c.augmentation.hflip = a.at("hflip").get<std::string>();
    c.augmentation.vflip = a.at("vflip").get<std::string>();
    c.augmentation.rotateDegrees = a.at("rotate_degrees").get<double>();
    c.augmentation.translate = a.at("translate").get<double>();
    c.augmentation.scale = a.at("scale").get<double>();
    c.augmentation.brightness = a.at("brightness").get<double>();
    c.augmentation.contrast = a.at("contrast").get<double>();
    c.augmentation.cropPadding = a.at("crop_padding").get<int>();
    for (const auto& stage : a.at("schedule"))
        c.augmentation.schedule.push_back({stage.at("from_epoch").get<int>(), stage.at("preset").get<std::string>()});

    const Json& o = j.at("output");
    c.output.runsDir = o.at("runs_dir").get<std::string>();
    c.output.checkpoint.everyEpochs = o.at("checkpoint").at("every_epochs").get<int>();
    c.output.checkpoint.keepBest = o.at("checkpoint").at("keep_best").get<bool>();
    c.output.checkpoint.metric = o.at("checkpoint").at("metric").get<std::string>();
    c.output.testCheckpoint = o.at("test_checkpoint").get<std::string>();
    c.output.exportModel = o.at("export_model").get<bool>();
    c.output.tensorboard = o.at("tensorboard").get<bool>();

    c.monitor.enabled = j.at("monitor").at("enabled").get<bool>();
    c.monitor.intervalMs = j.at("monitor").at("interval_ms").get<int>();
    return c;
}

void checkConfigSemantics(const Config& c, bool checkFiles, Diagnostics& out)
{
    const auto& d = c.data;
    if (d.path.empty())
        addError(out, "data.path", msg("required: the training data file(s), folder or glob"));
    if ((d.source == "csv" || d.source == "timeseries_csv") && d.target.empty())
        addError(out, "data.target", msg("required for source \"%1\": the column(s) to predict", d.source));
    if (d.source == "csv" && d.isClassification() && d.target.size() > 1)
        addError(out, "data.target", msg("classification takes exactly one target column, found %1", d.target.size()));
    if (d.source == "idx" && d.labelsPath.empty())
        addError(out, "data.labels_path", msg("required for source \"idx\": the labels file matching data.path"));
    if (d.source == "idx" && !d.valPath.empty() && d.valLabelsPath.empty())
        addError(out, "data.val_labels_path", msg("required when data.val_path is set for source \"idx\""));
    if (d.source == "idx" && !d.testPath.empty() && d.testLabelsPath.empty())
        addError(out, "data.test_labels_path", msg("required when data.test_path is set for source \"idx\""));
    if (!d.classNames.empty() && d.source != "idx")
        addError(out, "data.class_names", d.source == "image_folder"
                                              ? msg("applies to IDX data only: image folders name their classes by their sub-folders")
                                              : msg("applies to IDX data only: CSV data names its classes by the target column's values"));
    if (!d.classNames.empty() && !d.isClassification())
        addError(out, "data.class_names", msg("applies to classification only"));
    for (std::size_t i = 0; i < d.classNames.size(); ++i) {
        if (d.classNames[i].empty())
            addError(out, "data.class_names", msg("class %1 has an empty name", i));
        for (std::size_t k = 0; k < i; ++k) {
            if (d.classNames[k] == d.classNames[i])
                addError(out, "data.class_names", msg("\"%1\" names both class %2 and class %3", d.classNames[i], k, i));
        }
    }
    // An MLP normalises its batch across the samples: one sample has no variance (LibTorch would record
    // a NaN running variance, and every later output would be NaN).
    if (c.model.kind == "mlp" && c.model.batchNorm && !c.training.autoBatchSize && c.training.batchSize == 1)
        addError(out, "training.batch_size", msg("1: the MLP's batch normalisation needs 2 samples a batch at least; use a larger batch, or set "
                                                 "model.batch_norm to false"));
    if (d.valFraction + d.testFraction >= 0.95)
        addError(out, "data.splits", msg("val + test fractions leave almost no training data (%1)", std::to_string(d.valFraction + d.testFraction)));
    if (isImageSource(d.source) && d.task != "classification")
        addError(out, "data.task", msg("image sources are labelled by class: use \"classification\""));
    // Forecasting reads the target's own past: a target among the features of a time-series regression is
    // what it uses anyway. Anywhere else the target would be its own input.
    const bool forecasting = d.source == "timeseries_csv" && !d.isClassification();
    for (const auto& f : d.target) {
        if (!forecasting && std::find(d.features.begin(), d.features.end(), f) != d.features.end())
            addError(out, "data.features", msg("the target column \"%1\" is also listed as a feature", f));
    }
    checkColumnLists(d, out);
    if (d.forecast == "change" && (d.source != "timeseries_csv" || d.isClassification()))
        addError(out, "data.forecast", d.source != "timeseries_csv"
                                           ? msg("\"change\" forecasts a time series (source timeseries_csv), found source \"%1\"", d.source)
                                           : msg("\"change\" forecasts a regression target, not classes"));
    checkMissingAndTime(d, out);

    if (c.distributed.procs > 1 && c.device.gpus != 1)
        addError(out, "distributed.procs", msg("CPU ranks and several GPUs exclude each other: set device.gpus to 1, or procs to 1"));
    if (c.device.gpus != 1 && c.device.type == "cpu")
        addError(out, "device.gpus", msg("device.type is \"cpu\": use distributed.procs for several CPU ranks"));
    if (c.distributed.procs > 1 && c.distributed.backend == "nccl")
        addError(out, "distributed.backend", msg("NCCL runs between GPUs; CPU ranks (distributed.procs) use \"gloo\""));

    if (d.source != "idx") {
        for (const auto& [field, value] : {std::pair<const char*, const std::string&>{"data.labels_path", d.labelsPath},
                                           {"data.val_labels_path", d.valLabelsPath},
                                           {"data.test_labels_path", d.testLabelsPath}}) {
            if (!value.empty())
                addWarning(out, field, msg("ignored: a labels file is read for source \"idx\" only (source is \"%1\")", d.source));
        }
    }

    const auto& m = c.model;
    if (m.kind == "torchscript" && m.file.empty())
        addError(out, "model.file", msg("required for model kind \"torchscript\": the scripted .pt file"));
    if (m.kind != "torchscript" && !m.file.empty())
        addWarning(out, "model.file", msg("ignored: model kind is \"%1\", not \"torchscript\"", m.kind));
    if (m.kind == "torchscript" && d.forecast == "change")
        addError(out, "data.forecast", msg("\"change\" needs a built-in model: a TorchScript model forecasts what its own code returns"));
    if ((m.kind == "cnn2d" || m.kind == "resnet") && !isImageSource(d.source))
        addError(out, "model.kind", msg("\"%1\" needs image data (source idx or image_folder), found source \"%2\"", m.kind, d.source));
    if ((m.kind == "cnn1d" || m.kind == "transformer" || m.kind == "cnn_transformer") && d.source != "timeseries_csv")
        addError(out, "model.kind", msg("\"%1\" needs sequence data (source timeseries_csv), found source \"%2\"", m.kind, d.source));
    if (m.syncBatchNorm && (!m.batchNorm || m.kind == "torchscript" || m.kind == "transformer"))
        addWarning(out, "model.sync_batch_norm", m.kind == "torchscript" || m.kind == "transformer"
                                                     ? msg("ignored: model \"%1\" has no batch norm of Lathe's", m.kind)
                                                     : msg("ignored: model.batch_norm is false"));
    if ((m.kind == "transformer" || m.kind == "cnn_transformer") && m.dModel % m.heads != 0)
        addError(out, "model.d_model", msg("must be a multiple of model.heads (%1), found %2", m.heads, m.dModel));

    const auto& t = c.training;
    if (t.optimizer != "sgd" && t.nesterov)
        addWarning(out, "training.nesterov", msg("ignored: only used by optimizer \"sgd\""));
    if (t.optimizer == "sgd" && t.nesterov && t.momentum <= 0.0)
        addError(out, "training.nesterov", msg("Nesterov momentum needs training.momentum > 0"));
    if (t.scheduler.warmupEpochs > t.epochs)
        addWarning(out, "training.scheduler.warmup_epochs", msg("longer than training.epochs: the peak lr is never reached"));
    if (c.lrFinder.startLr >= c.lrFinder.endLr)
    {
        char start[32];
        std::snprintf(start, sizeof start, "%g", c.lrFinder.startLr);
        addError(out, "lr_finder.end_lr", msg("must be larger than lr_finder.start_lr (%1)", start));
    }
    if (d.task == "regression" && t.labelSmoothing > 0.0)
        addWarning(out, "training.label_smoothing", msg("ignored for regression"));
    checkImbalanceSettings(c, out);
    // A watched metric the task does not produce would never improve.
    for (const auto& [field, key] : {std::pair<std::string, std::string>{"training.early_stopping.metric", t.earlyStopping.metric},
                                     {"output.checkpoint.metric", c.output.checkpoint.metric}}) {
        const metric::Task task = metric::taskOf(key);
        if (d.isClassification() && task == metric::Task::Regression)
            addError(out, field, msg("\"%1\" is a regression metric; this task is classification", key));
        if (d.task == "regression" && task == metric::Task::Classification) // ("auto" is checked again once decided)
            addError(out, field, msg("\"%1\" needs a classification task", key));
        // Watched: early stopping's metric when it is on, the best checkpoint's when it is another than
        // the default (which a config without a validation split does not ask for).
        const bool watched = field == "output.checkpoint.metric" ? key != "val_loss" : t.earlyStopping.enabled;
        if (watched && key.rfind("val_", 0) == 0 && d.valFraction <= 0.0 && d.valPath.empty())
            addWarning(out, field, msg("\"%1\" is a validation metric and data.splits.val is 0: train_loss is judged instead", key));
    }

    const bool augments = c.augmentation.preset != "none" || !c.augmentation.schedule.empty();
    if (augments && !isImageSource(d.source))
        addWarning(out, "augmentation", msg("ignored: augmentation applies to image data only (source is \"%1\")", d.source));
    for (std::size_t i = 1; i < c.augmentation.schedule.size(); ++i) {
        if (c.augmentation.schedule[i].fromEpoch <= c.augmentation.schedule[i - 1].fromEpoch)
            addError(out, "augmentation.schedule[" + std::to_string(i) + "].from_epoch",
                     msg("schedule entries must start at increasing epochs"));
    }

    if (checkFiles) {
        checkPathList(c, d.path, "data.path", out);
        checkPathList(c, d.valPath, "data.val_path", out);
        checkPathList(c, d.testPath, "data.test_path", out);
        checkRepeatedFiles(c, out);
        if (d.source == "idx") { // (elsewhere ignored, and said so above)
            checkSinglePath(c, d.labelsPath, "data.labels_path", out);
            checkSinglePath(c, d.valLabelsPath, "data.val_labels_path", out);
            checkSinglePath(c, d.testLabelsPath, "data.test_labels_path", out);
        }
        if (m.kind == "torchscript")
            checkSinglePath(c, m.file, "model.file", out);
    }
}

ConfigLoadResult parseConfig(const std::string& text, const fs::path& baseDir, bool checkFiles)
{
    ConfigLoadResult result;
    JsonText parsed = parseJsonText(text);
    if (!parsed.parsed()) {
        result.diagnostics.push_back({Diagnostic::Severity::Error, {}, std::move(parsed.error), parsed.at.line, parsed.at.column});
        return result;
    }
    Json input = std::move(parsed.value);
    if (!input.is_object()) {
        result.diagnostics.push_back({Diagnostic::Severity::Error, {}, msg("expected a JSON object at the top level, found %1", describeFound(input)), 1, 1});
        return result;
    }
    if (input.contains("version")) {
        const Json& v = input.at("version");
        if (!v.is_number_integer() || v.get<long long>() != kConfigVersion) {
            const JsonPositions positions = locateJsonValues(text);
            const TextPosition pos = positions.find("version");
            result.diagnostics.push_back({Diagnostic::Severity::Error, "version",
                                          msg("unsupported config version %1: this Lathe reads version %2", v.dump(), kConfigVersion),
                                          pos.line, pos.column});
            return result;
        }
    }

    // A key given twice keeps its last value (as JSON parsers do): said, not dropped in silence; once
    // for a repeated object, not again for each of its keys.
    std::vector<std::string> said;
    for (const JsonPositions::Repeated& r : locateJsonValues(text).repeated) {
        if (r.path == "$schema" || r.path.rfind("//", 0) == 0 || r.path.find(".//") != std::string::npos)
            continue; // a note (isAnnotationKey): nothing reads it, so no value of it is "used"
        if (std::any_of(said.begin(), said.end(), [&](const std::string& p) { return r.path.rfind(p + '.', 0) == 0 || r.path.rfind(p + '[', 0) == 0; }))
            continue;
        said.push_back(r.path);
        result.diagnostics.push_back({Diagnostic::Severity::Warning, r.path,
                                      msg("given twice (also at line %1): this last value is used", r.first.line), r.again.line,
                                      r.again.column});
    }
    // Fields with errors hold their defaults in `normalised`, so the cross-field checks can run too
    // and the user sees every problem at once.
    Json normalised = validateAndFill(input, result.diagnostics);
    Config config = configFromJson(normalised, baseDir);
    checkConfigSemantics(config, checkFiles, result.diagnostics);
    if (!hasErrors(result.diagnostics))
        result.config = std::move(config);

    placeDiagnostics(result.diagnostics, text);
    return result;
}

void placeDiagnostics(Diagnostics& diagnostics, std::string_view text)
{
    const JsonPositions positions = locateJsonValues(text);
    for (auto& d : diagnostics) {
        if (d.line > 0)
            continue;
        const bool unknownKey = d.message.id.rfind("unknown key", 0) == 0;
        const TextPosition pos = positions.find(d.path, unknownKey || d.message.id.rfind("required", 0) == 0);
        d.line = pos.line;
        d.column = pos.column;
    }
}

namespace {

// A "$schema" note that names a file (not an address such as https://…): a path like data.path's.
bool isSchemaFile(const Json& value)
{
    return value.is_string() && !value.get<std::string>().empty() && value.get<std::string>().find("://") == std::string::npos;
}

} // namespace

Json withAbsolutePaths(const Config& config)
{
    Json out = config.json;
    std::function<void(const FieldSpec&, Json&)> walk = [&](const FieldSpec& spec, Json& node) {
        for (const auto& c : spec.children) {
            if (!node.contains(c.name))
                continue;
            Json& v = node[c.name];
            if (c.type == FieldType::Object)
                walk(c, v);
            else if (c.isPath && v.is_string() && !v.get<std::string>().empty())
                v = pathText(config.resolve(v.get<std::string>()).lexically_normal());
            else if (c.isPath && v.is_array())
                for (auto& item : v)
                    item = pathText(config.resolve(item.get<std::string>()).lexically_normal());
        }
    };
    walk(configSchema(), out);
    return out;
}

Json withAbsolutePaths(const Json& document, const fs::path& baseDir)
{
    Config anchor;
    anchor.baseDir = baseDir;
    anchor.json = document;
    Json out = withAbsolutePaths(anchor);
    if (const auto schema = out.find("$schema"); schema != out.end() && isSchemaFile(*schema))
        *schema = pathText(anchor.resolve(schema->get<std::string>()).lexically_normal());
    return out;
}

std::vector<std::pair<std::string, Json>> pathsMovedTo(const Json& document, const fs::path& from, const fs::path& to)
{
    // The folders as the kernel reaches them (a symbolic link on the way would send "../" elsewhere).
    std::error_code ec;
    fs::path realFrom = fs::weakly_canonical(fs::absolute(from), ec);
    if (ec)
        realFrom = fs::absolute(from).lexically_normal();
    fs::path realTo = fs::weakly_canonical(fs::absolute(to), ec);
    if (ec)
        realTo = fs::absolute(to).lexically_normal();
    const auto moved = [&](const std::string& text) {
        const fs::path p(text);
        if (text.empty() || p.is_absolute())
            return text;
        const fs::path target = (realFrom / p).lexically_normal();
        // Relative where the two share a folder below the root (a project's folders); else absolute
        // ("../../../usr/share/..." finds nothing once either moves).
        const auto shared = std::mismatch(target.begin(), target.end(), realTo.begin(), realTo.end()).first;
        if (std::distance(target.begin(), shared) <= 1)
            return pathText(target);
        const fs::path relative = target.lexically_relative(realTo);
        return pathText(relative.empty() ? target : relative);
    };
    std::vector<std::pair<std::string, Json>> edits;
    std::function<void(const FieldSpec&, const Json&, const std::string&)> walk = [&](const FieldSpec& spec, const Json& node,
                                                                                      const std::string& prefix) {
        if (!node.is_object())
            return;
        for (const auto& c : spec.children) {
            if (!node.contains(c.name))
                continue;
            const Json& v = node.at(c.name);
            const std::string key = prefix.empty() ? c.name : prefix + "." + c.name;
            if (c.type == FieldType::Object) {
                walk(c, v, key);
            } else if (c.isPath && v.is_string()) {
                if (const std::string now = moved(v.get<std::string>()); now != v.get<std::string>())
                    edits.emplace_back(key, Json(now));
            } else if (c.isPath && v.is_array()) {
                Json now = Json::array();
                for (const Json& item : v)
                    now.push_back(item.is_string() ? Json(moved(item.get<std::string>())) : item);
                if (now != v)
                    edits.emplace_back(key, std::move(now));
            }
        }
    };
    walk(configSchema(), document, "");
    if (const auto schema = document.find("$schema"); schema != document.end() && isSchemaFile(*schema))
        if (const std::string now = moved(schema->get<std::string>()); now != schema->get<std::string>())
            edits.emplace_back("$schema", Json(now));
    return edits;
}

std::vector<fs::path> expandPaths(const Config& config, const std::vector<std::string>& patterns,
                                  std::vector<std::string>* missing)
{
    std::vector<fs::path> out;
    for (const auto& pattern : patterns) {
        const std::string resolved = config.resolve(pattern).string();
        std::vector<std::string> matches;
        std::error_code ec;
        glob_t g{};
        if (std::filesystem::exists(resolved, ec)) // a file named "数据[1].csv" is that file, not a pattern
            matches.push_back(resolved);
        else if (::glob(resolved.c_str(), GLOB_NOSORT, nullptr, &g) == 0) {
            for (std::size_t i = 0; i < g.gl_pathc; ++i)
                matches.emplace_back(g.gl_pathv[i]);
        }
        globfree(&g);
        if (matches.empty() && missing)
            missing->push_back(pattern);
        std::sort(matches.begin(), matches.end(), naturalLess);
        for (auto& m : matches)
            out.emplace_back(std::move(m));
    }
    return out;
}

} // namespace lathe::core
