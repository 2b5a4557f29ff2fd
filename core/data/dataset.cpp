#include "dataset.h"

#include "csvtable.h"
#include "idx.h"
#include "imagefolder.h"
#include "rowsources.h"
#include "tablecache.h"
#include "tablestream.h"
#include "tabular.h"
#include "timeseries.h"
#include "util/errors.h"
#include "util/hostmemory.h"

#include <ATen/ATen.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <limits>
#include <map>
#include <random>

namespace lathe::core {

namespace {

at::Tensor indexTensor(const std::vector<std::int64_t>& idx)
{
    return at::tensor(idx, at::kLong);
}

TensorSplit take(const TensorSplit& all, const std::vector<std::int64_t>& idx)
{
    if (idx.empty())
        return {};
    const at::Tensor i = indexTensor(idx);
    TensorSplit out;
    out.targets = all.targets.index_select(0, i);
    if (all.table) {
        out.table = all.table;
        out.tableRows = all.tableRows.index_select(0, i);
        out.preparation = all.preparation;
        out.sampleShape = all.sampleShape;
    } else if (all.streamed()) {
        auto files = std::make_shared<std::vector<std::filesystem::path>>();
        files->reserve(idx.size());
        for (const std::int64_t k : idx)
            files->push_back(all.files->at(static_cast<std::size_t>(k)));
        out.files = std::move(files);
        out.sampleShape = all.sampleShape;
    } else {
        out.inputs = all.inputs.index_select(0, i);
    }
    if (all.table) // a streamed table's splits share its file's sources: a run per held-out row would not stay small
        out.sources = all.sources;
    else if (all.sources && all.sources->rows() == all.size())
        out.sources = std::make_shared<const RowSources>(all.sources->select(idx));
    return out;
}

// Streams when asked to, or (auto) when decoding every image would take more than half of the
// available host memory.
bool streamImages(const Config& c, const std::vector<std::filesystem::path>& roots, std::vector<std::string> classNames,
                  const DataLog& log)
{
    if (c.loader.stream != "auto")
        return c.loader.stream == "on";
    DataLog quiet = [](const Message&) {};
    quiet.stopWhen([&log] { return log.stopRequested(); }); // listing a large tree takes a while
    std::int64_t bytes = 0;
    for (const auto& root : roots)
        bytes += listImageFolder(c, root, classNames, quiet).bytes();
    const std::int64_t available = availableHostMemory();
    const bool stream = available > 0 && bytes > available / 2;
    if (stream)
        log(msg("the decoded images would take %1 MiB of the %2 MiB available: streaming them from disk (loader.stream \"auto\")",
                bytes >> 20, available >> 20));
    return stream;
}

std::vector<std::filesystem::path> requireFiles(const Config& c, const std::vector<std::string>& patterns,
                                                const std::string& field)
{
    std::vector<std::string> missing;
    auto files = expandPaths(c, patterns, &missing);
    if (!missing.empty())
        throw DataError(msg("%1: no file matches \"%2\" (resolved to %3)", field, missing.front(), c.resolve(missing.front()).string()));
    return files;
}

struct Loaded {
    TensorSplit train, val, test;
    bool haveVal = false, haveTest = false;
};

Loaded loadCsv(const Config& c, DataSplits& out, const DataLog& log)
{
    const auto trainFiles = requireFiles(c, c.data.path, "data.path");
    const auto valFiles = requireFiles(c, c.data.valPath, "data.val_path");
    const auto testFiles = requireFiles(c, c.data.testPath, "data.test_path");
    // data.cache: a table read before with the same files and settings is mapped from the cache.
    std::uintmax_t bytes = 0;
    for (const auto* set : {&trainFiles, &valFiles, &testFiles})
        for (const auto& f : *set) {
            std::error_code ec;
            bytes += std::filesystem::file_size(f, ec);
        }
    const bool cache = c.data.cache && bytes >= kTableCacheMinBytes;
    const std::string key = cache ? tableCacheKey(c.data, {trainFiles, valFiles, testFiles}) : std::string();
    const bool stream = streamTable(c, trainFiles, bytes, log);
    if (stream && c.loader.sampler == "balanced")
        throw DataError(msg("loader.sampler \"balanced\" draws samples from anywhere in the training split, which a table streamed from "
                            "disk cannot serve at speed: use training.class_weights \"balanced\" instead, or set loader.stream \"off\""));
    Loaded l;
    if (cache) {
        std::string why;
        if (std::optional<CachedTable> hit = loadCachedTable(key, &why, stream)) {
            l.train = std::move(hit->train);
            l.val = std::move(hit->val);
            l.test = std::move(hit->test);
            l.haveVal = hit->haveVal;
            l.haveTest = hit->haveTest;
            out.featureNames = std::move(hit->featureNames);
            out.rawColumns = std::move(hit->rawColumns);
            out.classNames = std::move(hit->classNames);
            out.targetNames = std::move(hit->targetNames);
            out.quality["missing"] = std::move(hit->missing);
            const std::int64_t rows = l.train.size() + l.val.size() + l.test.size();
            log(stream ? msg("streaming %1 rows from the table cache (%2; data.cache false or --no-cache reads the CSV)", rows, tableCacheDir().string())
                       : msg("read %1 rows from the table cache (%2; data.cache false or --no-cache reads the CSV)", rows, tableCacheDir().string()));
            for (const Message& m : hit->findings) // what reading the files found, said as then
                log(m);
            reportUnseenCategories(UnseenCategories::fromJson(hit->unseen), out, log); // what reading the files found
            return l;
        }
        if (!why.empty())
            log.warn(msg("the table cache entry cannot be used, reading the CSV: %1", why));
    }
    if (stream) {
        CachedTable t = readStreamedTable(c, {trainFiles, valFiles, testFiles}, key, out, log);
        l.train = std::move(t.train);
        l.val = std::move(t.val);
        l.test = std::move(t.test);
        l.haveVal = t.haveVal;
        l.haveTest = t.haveTest;
        return l;
    }
    TabularEncoder encoder(c.data, &log);
    encoder.readTraining(trainFiles, l.train.inputs, l.train.targets);
    l.train.sources = RowSources::keptIfCompact(encoder.takeSources());
    log(msg("read %1 rows from %2 CSV file(s)", l.train.size(), trainFiles.size()));
    // Samples without a target cannot train or score; under drop_rows, neither can those with a hole.
    std::int64_t dropped = dropIncomplete(l.train, c.data.missing == "drop_rows");
    UnseenCategories unseen;
    const auto read = [&](const std::vector<std::filesystem::path>& files, TensorSplit& split, const char* name) {
        encoder.read(files, split.inputs, split.targets);
        split.sources = RowSources::keptIfCompact(encoder.takeSources());
        unseen.add(encoder.takeUnseen(), name);
        dropped += dropIncomplete(split, c.data.missing == "drop_rows");
    };
    if (!valFiles.empty()) {
        read(valFiles, l.val, "val");
        l.haveVal = true;
    }
    if (!testFiles.empty()) {
        read(testFiles, l.test, "test");
        l.haveTest = true;
    }
    out.featureNames = encoder.featureNames();
    out.rawColumns = encoder.rawColumns();
    out.classNames = encoder.classNames();
    out.targetNames = encoder.targetNames();

    const std::vector<Message> findings = encoder.takeFindings(dropped, out.quality["missing"]);
    for (const Message& m : findings)
        log(m);
    reportUnseenCategories(unseen, out, log);
    if (cache) {
        CachedTable entry{l.train, l.val, l.test, l.haveVal, l.haveTest, out.featureNames, out.classNames, out.targetNames,
                          out.rawColumns, out.quality["missing"], out.quality.value("unseen_categories", Json()), findings};
        const auto limit = static_cast<std::uintmax_t>(c.data.cacheLimitGb * 1073741824.0);
        if (const std::string why = storeCachedTable(key, entry, limit); !why.empty())
            log(msg("the table is not cached: %1", why));
    }
    return l;
}

TensorSplit loadIdxPair(const Config& c, const std::string& images, const std::string& labels)
{
    const auto imageFile = c.resolve(images);
    const auto labelFile = c.resolve(labels);
    at::Tensor x = readIdx(imageFile);
    at::Tensor y = readIdx(labelFile);
    if (x.dim() < 2)
        throw DataError::at(imageFile.string(), 0,
                            msg("expected images (an IDX file with 2 or more dimensions), found %1 dimension(s)", x.dim()));
    if (y.dim() != 1)
        throw DataError::at(labelFile.string(), 0, msg("expected labels (a 1-dimensional IDX file), found %1 dimensions", y.dim()));
    if (x.size(0) != y.size(0))
        throw DataError(msg("%1 holds %2 images but %3 holds %4 labels", imageFile.string(), x.size(0), labelFile.string(), y.size(0)));
    if (x.dim() == 3)
        x = x.unsqueeze(1); // [N, 1, H, W]
    if (x.dim() == 2)
        x = x.view({x.size(0), 1, 1, x.size(1)});
    const auto h = c.data.imageHeight, w = c.data.imageWidth;
    if (x.size(2) != h || x.size(3) != w) {
        x = at::upsample_bilinear2d(x.to(at::kFloat), {h, w}, false).round_().clamp_(0, 255).to(at::kByte);
    }
    if (c.data.channels != x.size(1))
        x = x.expand({x.size(0), c.data.channels, h, w}).contiguous();
    return {x.contiguous(), y.to(at::kLong)};
}

Loaded loadImages(const Config& c, DataSplits& out, const DataLog& log)
{
    auto folder = [&](const std::vector<std::string>& patterns, const std::string& field) {
        const auto roots = requireFiles(c, patterns, field);
        if (roots.size() != 1)
            throw DataError(msg("%1: image_folder takes one folder, found %2 matches", field, roots.size()));
        return roots.front();
    };
    const auto trainRoot = folder(c.data.path, "data.path");
    std::vector<std::filesystem::path> roots{trainRoot};
    if (!c.data.valPath.empty())
        roots.push_back(folder(c.data.valPath, "data.val_path"));
    if (!c.data.testPath.empty())
        roots.push_back(folder(c.data.testPath, "data.test_path"));
    const bool stream = streamImages(c, roots, out.classNames, log);
    auto read = [&](const std::filesystem::path& root, std::string* digest = nullptr) {
        if (!stream)
            return loadImageFolder(c, root, out.classNames, log, digest);
        TensorSplit listed = listImageFolder(c, root, out.classNames, log, digest);
        checkListedImages(listed, log);
        return listed;
    };
    Loaded l;
    std::string digest; // which images the splits are drawn from: data.json keeps it (DataRecord::imagesDigest)
    l.train = read(trainRoot, &digest);
    out.quality["images_digest"] = digest;
    std::size_t next = 1;
    if (!c.data.valPath.empty()) {
        l.val = read(roots.at(next++));
        l.haveVal = true;
    }
    if (!c.data.testPath.empty()) {
        l.test = read(roots.at(next));
        l.haveTest = true;
    }
    return l;
}

Loaded loadIdx(const Config& c, DataSplits& out, const DataLog& log)
{
    Loaded l;
    l.train = loadIdxPair(c, c.data.path.at(0), c.data.labelsPath);
    log(msg("read %1 images from %2", l.train.size(), c.resolve(c.data.path.at(0)).string()));
    if (!c.data.valPath.empty()) {
        l.val = loadIdxPair(c, c.data.valPath.at(0), c.data.valLabelsPath);
        l.haveVal = true;
    }
    if (!c.data.testPath.empty()) {
        l.test = loadIdxPair(c, c.data.testPath.at(0), c.data.testLabelsPath);
        l.haveTest = true;
    }
    const std::int64_t classes = l.train.targets.max().item<std::int64_t>() + 1;
    if (!c.data.classNames.empty()) {
        // The names define the classes: a class that no training label uses still has its logit.
        if (classes > static_cast<std::int64_t>(c.data.classNames.size()))
            throw DataError(msg("%1: labels go up to %2, but data.class_names names %3 classes (0 to %4)",
                                c.resolve(c.data.labelsPath).string(), classes - 1, c.data.classNames.size(),
                                c.data.classNames.size() - 1));
        out.classNames = c.data.classNames;
        return l;
    }
    for (std::int64_t i = 0; i < classes; ++i)
        out.classNames.push_back(std::to_string(i));
    return l;
}

void checkLabels(const TensorSplit& s, std::int64_t classes, const std::string& split)
{
    if (s.size() == 0)
        return;
    const auto hi = s.targets.max().item<std::int64_t>();
    const auto lo = s.targets.min().item<std::int64_t>();
    if (lo < 0 || hi >= classes)
        throw DataError(msg("%1 labels range from %2 to %3, outside the %4 classes of the training data", split, lo, hi, classes));
}

// Common to every source: the sample limit, label checks, class counts and shapes.
void finishSplits(const Config& c, DataSplits& out)
{
    if (c.data.limit > 0 && out.train.size() > c.data.limit) {
        const SplitIndices s = splitIndices(out.classification ? out.train.targets : at::Tensor(), out.train.size(),
                                            1.0 - static_cast<double>(c.data.limit) / static_cast<double>(out.train.size()),
                                            0.0, c.data.stratify, c.training.seed + 1);
        std::vector<std::int64_t> keep = s.train;
        keep.resize(static_cast<std::size_t>(std::min<std::int64_t>(c.data.limit, static_cast<std::int64_t>(keep.size()))));
        out.train = take(out.train, keep); // exactly the limit: the stratified split rounds per class
    }
    if (out.train.size() == 0)
        throw DataError(msg("the training split is empty"));
    if (out.classification) {
        if (out.classNames.empty())
            throw DataError(msg("no classes found in the training data"));
        out.numClasses = static_cast<std::int64_t>(out.classNames.size());
        checkLabels(out.train, out.numClasses, "training");
        checkLabels(out.val, out.numClasses, "validation");
        checkLabels(out.test, out.numClasses, "test");
        const at::Tensor counts = at::bincount(out.train.targets, {}, out.numClasses);
        out.trainClassCounts.clear();
        for (std::int64_t i = 0; i < out.numClasses; ++i)
            out.trainClassCounts.push_back(counts[i].item<std::int64_t>());
        out.outputSize = out.numClasses;
    } else {
        out.outputSize = out.train.targets.size(1);
        const at::Tensor y = out.train.targets.to(at::kDouble);
        const at::Tensor mean = y.mean(0), deviation = y.size(0) > 1 ? y.std(0) : at::ones_like(mean);
        const at::Tensor scale = at::where(deviation > 1e-12, deviation, at::ones_like(deviation)).contiguous();
        out.targetShift.assign(mean.data_ptr<double>(), mean.data_ptr<double>() + mean.numel());
        out.targetScale.assign(scale.data_ptr<double>(), scale.data_ptr<double>() + scale.numel());
    }
    if (out.train.streamed()) {
        out.inputShape = out.train.sampleShape;
    } else {
        const auto sizes = out.train.inputs.sizes();
        out.inputShape.assign(sizes.begin() + 1, sizes.end());
    }
}

// The images that per-channel statistics are computed from: all of them in memory, or a seeded
// sample of up to 2048 decoded from disk when streaming.
at::Tensor imageStatisticsSample(const TensorSplit& train, std::uint64_t seed, const DataLog& log)
{
    if (!train.streamed())
        return train.inputs;
    const std::int64_t n = std::min<std::int64_t>(train.size(), 2048);
    std::vector<std::int64_t> order(static_cast<std::size_t>(train.size()));
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = static_cast<std::int64_t>(i);
    std::mt19937_64 rng(seed);
    std::shuffle(order.begin(), order.end(), rng);
    std::vector<std::int64_t> shape{n};
    shape.insert(shape.end(), train.sampleShape.begin(), train.sampleShape.end());
    at::Tensor sample = at::empty(shape, at::kByte);
    for (std::int64_t i = 0; i < n; ++i) {
        log.checkStop();
        decodeImageInto(train.files->at(static_cast<std::size_t>(order[static_cast<std::size_t>(i)])), sample[i]);
    }
    return sample;
}

} // namespace

std::optional<std::pair<std::string, long long>> TensorSplit::source(std::int64_t i) const
{
    if (!sources || i < 0 || i >= size())
        return std::nullopt;
    std::int64_t row = -1;
    if (table && tableRows.defined() && sources->rows() == table->rows())
        row = tableRows[i].item<std::int64_t>();
    else if (sources->rows() == size())
        row = i;
    if (row < 0)
        return std::nullopt;
    const auto [file, line] = sources->of(row);
    return std::make_pair(file, line);
}

DataSplits loadDataset(const Config& config, const DataLog& log)
{
    Config c = config; // with data.task "auto" decided
    if (const Message why = resolveTask(c); !why.empty()) {
        log(why);
        Diagnostics problems; // the settings that depend on the task, checked now that it is known
        checkConfigSemantics(c, false, problems);
        for (const Diagnostic& p : problems)
            if (p.isError())
                throw ConfigError(msg("%1: %2 (data.task \"auto\" decided %3)", p.path, p.message, c.data.task));
    }
    DataSplits out;
    out.classification = c.data.isClassification();
    if (c.data.source == "timeseries_csv") {
        loadTimeSeries(c, out, log);
        finishSplits(c, out);
        return out;
    }
    Loaded l;
    if (c.data.source == "csv")
        l = loadCsv(c, out, log);
    else if (c.data.source == "idx")
        l = loadIdx(c, out, log);
    else if (c.data.source == "image_folder")
        l = loadImages(c, out, log);
    else
        throw ConfigError(msg("data.source: unknown source \"%1\"", c.data.source));

    if (!l.haveVal || !l.haveTest || c.data.holdOutTest) { // evaluate --data: the run's test rows are held out still
        const double val = l.haveVal ? 0.0 : c.data.valFraction;
        const double test = l.haveTest && !c.data.holdOutTest ? 0.0 : c.data.testFraction;
        const at::Tensor classes = out.classification ? l.train.targets : at::Tensor();
        const SplitIndices s = splitIndices(classes, l.train.size(), val, test, c.data.stratify, c.training.seed);
        TensorSplit all = l.train;
        if (!all.streamed() && all.inputs.is_contiguous()) { // no copy: the splits become slices of the read buffer
            TensorSplit parts[3];
            splitInPlace(all, {&s.train, &s.val, &s.test}, parts);
            l.train = parts[0];
            if (!l.haveVal)
                l.val = parts[1];
            if (!l.haveTest)
                l.test = parts[2];
        } else {
            TensorSplit rows = all;
            rows.sources = nullptr; // the training split keeps none, as splitInPlace gives it (nothing names its rows)
            l.train = take(rows, s.train);
            if (!l.haveVal)
                l.val = take(all, s.val);
            if (!l.haveTest)
                l.test = take(all, s.test);
        }
    }
    if (l.train.images()) {
        const at::Tensor x = imageStatisticsSample(l.train, c.training.seed, log).to(at::kFloat).div_(255.0);
        const std::int64_t channels = x.size(1);
        for (std::int64_t ch = 0; ch < channels; ++ch) {
            const at::Tensor plane = x.select(1, ch);
            if (c.data.normalize == "standard") {
                out.imageNormalisation.mean.push_back(plane.mean().item<double>());
                out.imageNormalisation.std.push_back(std::max(plane.std().item<double>(), 1e-6));
            } else {
                out.imageNormalisation.mean.push_back(0.0);
                out.imageNormalisation.std.push_back(1.0);
            }
        }
    } else if (l.train.table) {
        prepareStreamedSplits(out, c.data, {&l.train, &l.val, &l.test}, log);
    } else {
        warnConstantColumns(l.train.inputs, numberColumns(out.rawColumns), log);
        const std::string& m = c.data.missing;
        if (m == "mean" || m == "median" || m == "most_frequent") // the values come from the training split only
            imputeMissing(out, c.data, {&l.train, &l.val, &l.test}, log);
        scaleFeatures(out, c.data.normalize, l.train.inputs, {&l.train, &l.val, &l.test});
    }

    out.train = std::move(l.train);
    out.val = std::move(l.val);
    out.test = std::move(l.test);
    finishSplits(c, out);
    return out;
}

Json DataSplits::inputPreparation() const
{
    Json j = Json::object();
    if (!imageNormalisation.mean.empty())
        j["image_normalisation"] = {{"mean", imageNormalisation.mean}, {"std", imageNormalisation.std},
                                    {"apply", "x = (pixel / 255 - mean[c]) / std[c] per channel c"}};
    if (featureScaling.kind != "none" && !featureScaling.shift.empty())
        j["feature_normalisation"] = {{"kind", featureScaling.kind}, {"shift", featureScaling.shift}, {"scale", featureScaling.scale},
                                      {"apply", "x = (x - shift[f]) / scale[f] per feature f (the last input dimension)"}};
    return j;
}

std::int64_t TensorSplit::bytes() const
{
    std::int64_t total = targets.defined() ? targets.nbytes() : 0;
    if (streamed()) {
        std::int64_t perSample = 1;
        for (const std::int64_t d : sampleShape)
            perSample *= d;
        return total + perSample * size() * (table ? static_cast<std::int64_t>(sizeof(float)) : 1);
    }
    return total + (inputs.defined() ? static_cast<std::int64_t>(inputs.nbytes()) : 0);
}

Message classesMissingFromHeldOut(const DataSplits& data)
{
    if (!data.classification)
        return {};
    for (const auto& [split, validation] : {std::pair<const TensorSplit*, bool>{&data.val, true}, {&data.test, false}}) {
        if (split->size() == 0)
            continue;
        const at::Tensor counts = at::bincount(split->targets.to(at::kCPU), {}, data.numClasses).contiguous();
        const std::int64_t* c = counts.data_ptr<std::int64_t>();
        std::int64_t missing = 0;
        std::size_t first = 0;
        for (std::size_t k = 0; k < data.trainClassCounts.size() && k < static_cast<std::size_t>(counts.numel()); ++k)
            if (data.trainClassCounts[k] > 0 && c[k] == 0 && missing++ == 0)
                first = k;
        if (missing > 0) {
            const std::string className = first < data.classNames.size() ? data.classNames[first] : std::to_string(first);
            return validation ? msg("%1 class(es) have no samples in the validation split, such as \"%2\" (%3 in the training split): too few "
                                    "to split, so their validation scores say nothing; more samples of them, or data.val_path, give them some",
                                    missing, className, data.trainClassCounts[first])
                              : msg("%1 class(es) have no samples in the test split, such as \"%2\" (%3 in the training split): too few to "
                                    "split, so their test scores say nothing; more samples of them, or data.test_path, give them some",
                                    missing, className, data.trainClassCounts[first]);
        }
    }
    return {};
}

ClassBalance classBalance(const DataSplits& data)
{
    ClassBalance b;
    std::int64_t total = 0;
    std::vector<std::size_t> order;
    for (std::size_t i = 0; i < data.trainClassCounts.size(); ++i) {
        total += data.trainClassCounts[i];
        order.push_back(i);
    }
    if (total == 0)
        return b;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t c) { return data.trainClassCounts[a] > data.trainClassCounts[c]; });
    const auto item = [&](std::size_t i) {
        char share[32];
        std::snprintf(share, sizeof share, "%.1f%%", 100.0 * static_cast<double>(data.trainClassCounts[i]) / static_cast<double>(total));
        const std::string name = i < data.classNames.size() ? data.classNames[i] : std::to_string(i);
        return name + " " + std::to_string(data.trainClassCounts[i]) + " (" + share + ")";
    };
    for (std::size_t k = 0; k < order.size(); ++k) {
        if (order.size() > 8 && k == 4) {
            b.text += ", …";
            k = order.size() - 2;
        }
        b.text += (b.text.empty() ? "" : ", ") + item(order[k]);
    }
    b.largest = order.front() < data.classNames.size() ? data.classNames[order.front()] : std::to_string(order.front());
    b.largestShare = static_cast<double>(data.trainClassCounts[order.front()]) / static_cast<double>(total);
    return b;
}

DataRecord DataSplits::record() const
{
    DataRecord r;
    r.trainSamples = train.size();
    r.valSamples = val.size();
    r.testSamples = test.size();
    r.inputShape = inputShape;
    r.classification = classification;
    if (classification) {
        r.classes = classNames;
        r.trainClassCounts = trainClassCounts;
        for (const auto& [counts, split] : {std::pair<std::vector<std::int64_t>*, const TensorSplit*>{&r.valClassCounts, &val}, {&r.testClassCounts, &test}}) {
            if (split->size() == 0)
                continue;
            const at::Tensor c = at::bincount(split->targets.to(at::kCPU), {}, numClasses).contiguous();
            counts->assign(c.data_ptr<std::int64_t>(), c.data_ptr<std::int64_t>() + c.numel());
        }
    } else {
        r.targets = targetNames;
    }
    r.features = featureNames;
    r.streamedFromDisk = train.streamed();
    // What reading the data found (missing cells, the time covered), as the readers wrote it.
    const DataRecord found = DataRecord::fromJson(quality);
    r.missing = found.missing;
    r.time = found.time;
    r.unseenCategories = found.unseenCategories;
    r.imagesDigest = found.imagesDigest;
    r.inputScaling = inputPreparation();
    r.targetMean = targetShift;
    r.targetStd = targetScale;
    if (!forecast.empty())
        r.forecast = DataRecord::Forecast{forecast, forecastChange.changeMean, forecastChange.changeStd, persistenceValMae,
                                                persistenceTestMae};
    return r;
}

void reportUnseenCategories(const UnseenCategories& unseen, DataSplits& out, const DataLog& log)
{
    if (unseen.empty())
        return;
    out.quality["unseen_categories"] = unseen.toJson();
    for (const Message& m : unseen.warnings())
        log.warn(m);
}

} // namespace lathe::core
