#include "runevaluation.h"

#include "checkpoint.h"
#include "config/json.h"
#include "data/dataset.h"
#include "data/loader.h"
#include "device/device.h"
#include "device/precision.h"
#include "evaluator.h"
#include "metrics/metric.h"
#include "modelloss.h"
#include "run/runfolder.h"
#include "run/runrecord.h"
#include "util/atomicfile.h"
#include "util/errors.h"
#include "util/folderlock.h"

#include <ATen/ATen.h>

#include <string_view>

#include <unistd.h>

namespace lathe::core {

namespace fs = std::filesystem;

namespace {

// Whether the run split its test rows off its training data (no data.test_path of its own): the
// recorded config says.
bool heldOutItsTestSplit(const fs::path& runDir)
{
    const ConfigLoadResult recorded = loadConfigFile(runDir / runfile::Config, false);
    return recorded.config && recorded.config->data.testPath.empty();
}

} // namespace

Json evaluateRun(const Config& config, const RunEvaluationRequest& request, const DataLog& log)
{
    const fs::path checkpoints = request.runDir / runfile::Checkpoints;
    if (!request.checkpoint.empty() && request.checkpoint != "best" && request.checkpoint != "last")
        throw ConfigError(msg("--checkpoint: \"%1\" is neither best nor last", request.checkpoint));
    std::vector<fs::path> read = runRecordFiles(request.runDir); // evaluate -o RUN/config.json would lose the run
    for (const auto* files : {&config.data.path, &config.data.valPath, &config.data.testPath})
        for (const auto& file : expandPaths(config, *files))
            read.push_back(file);
    for (const std::string& labels : {config.data.labelsPath, config.data.valLabelsPath, config.data.testLabelsPath})
        if (!labels.empty())
            read.push_back(config.resolve(labels));
    refuseToOverwrite(request.output, read);
    // Not into the folder of a run still training (evaluation.json is the run's own to write at its
    // end): refused, naming the process. Elsewhere (-o) it may: the checkpoints are replaced whole.
    std::error_code ec;
    if (fs::weakly_canonical(fs::absolute(request.output), ec).parent_path() == fs::weakly_canonical(fs::absolute(request.runDir), ec)) {
        if (const auto writer = FolderLock::liveHolder(request.runDir))
            throw MessageError(writer->pid == ::getpid()
                                   ? msg("%1 is still training in this window: its evaluation is written into the run folder once the run has ended",
                                         request.runDir.string())
                                   : msg("%1 is still training (PID %2 on %3): evaluate it once the run has ended, or write the evaluation "
                                         "outside the run folder (-o)",
                                         request.runDir.string(), static_cast<std::int64_t>(writer->pid), writer->host));
    }
    std::string checkpoint = request.checkpoint.empty() ? config.output.testCheckpoint : request.checkpoint;
    Message reason = request.checkpoint.empty() ? msg("the run's output.test_checkpoint, \"%1\"", checkpoint) : msg("--checkpoint %1", checkpoint);
    if (checkpoint == "best" && !fs::exists(checkpoints / "best.pt") && !fs::exists(checkpoints / "best.prev.pt")) {
        checkpoint = "last";
        reason = msg("the run kept no best checkpoint (%1)", (checkpoints / "best.pt").string());
        log(msg("no best checkpoint in %1: scoring the last", checkpoints.string()));
    }
    if (const Message why = missingCheckpoint(request.runDir, checkpoint, false); !why.empty())
        throw ConfigError(why); // before the data is read: with none there is nothing to score

    const DeviceChoice device = chooseDevice(config.device);
    if (!device.note.empty())
        log(device.note);
    applyDeviceSettings(config.device, device.device);
    const PrecisionChoice precision = choosePrecision(config.precision, device.device);

    at::manual_seed(config.training.seed);
    DataLog reading = log;
    if (request.stopRequested)
        reading.stopWhen(request.stopRequested);
    DataSplits data;
    try {
        Config read = config;
        if (!request.data.empty()) // other data: the run's own training split, the test rows it held out kept out
            read.data.holdOutTest = heldOutItsTestSplit(request.runDir);
        data = loadDataset(read, reading);
    } catch (const ReadingStopped&) {
        throw EvaluationStopped();
    }
    // The run's data as it was trained on: the data is encoded, scaled and split anew from the training
    // files, so files changed since would score the model on other inputs (a renamed category, another
    // scale) or on a test split holding rows it trained on.
    const DataRecord recorded = readDataRecord(request.runDir);
    if (const Message why = recorded.classesDiffer(data.classNames); !why.empty())
        throw DataError(why);
    const DataRecord now = data.record();
    Message changed = recorded.inputsDiffer(now);
    if (changed.empty())
        changed = recorded.preparationDiffers(now, request.data.empty());
    if (!changed.empty())
        throw DataError(msg("%1: the data changed since the run was trained: %2. Its scores would not be the run's: put the files back as "
                            "they were, or train a new run on the data as it is now",
                            request.runDir.string(), changed));
    if (data.test.size() == 0 && config.data.testFraction <= 0.0 && config.data.testPath.empty())
        throw ConfigError(msg("%1 has no test split (its data.splits.test is 0 and it has no data.test_path): give the data to score with --data",
                              request.runDir.string()));
    if (data.test.size() == 0 && !request.data.empty())
        throw DataError(msg("the data given to score (%1) hold no sample to score (a series shorter than the window, or gaps in every window)",
                            request.data.front()));
    if (data.test.size() == 0)
        throw DataError(msg("%1: the test split came out empty, though %2 asks for one: give the data to score with --data",
                            request.runDir.string(), config.data.testPath.empty() ? "data.splits.test" : "data.test_path"));

    if (request.stopRequested && request.stopRequested())
        throw EvaluationStopped();
    LoadedCheckpoint loaded = readCheckpoint(checkpoints, checkpoint, device.device);
    if (!loaded.damaged.empty()) // older weights than the run's own: said however quiet the command
        log.warn(msg("%1: scoring the checkpoint before it, %2", loaded.damaged, loaded.file.string()));
    torch::jit::Module model = loaded.model;
    model.to(device.device);
    ModelLoss modelLoss(model, precision, device.device, data, config.training);
    SplitLoaders loaders(data, device.device, planLoader(config.loader, data, device.device, -1));
    Evaluator evaluator(modelLoss, loaders, data.numClasses, log);
    evaluator.setStopRequested(request.stopRequested);
    Evaluation evaluation = evaluator.evaluateDetailed(data.test, std::string(metric::Test), std::max(1, loaded.progress.batchSize),
                                                       data.classification ? data.classNames : data.targetNames);
    evaluation.addPersistence(data.persistenceTestMae); // on other series too: the figure to beat there

    EvaluationRecord source;
    source.split = request.data.empty() ? "test" : "data";
    source.checkpoint = checkpoint;
    source.epoch = loaded.progress.completedEpochs;
    source.reason = reason;
    source.data = request.data;
    const Json j = evaluation.record(std::move(source)).toJson();
    writeFileAtomically(request.output, recordText(j, 2) + "\n"); // a file name that is not UTF-8 is no reason to lose it
    return j;
}

fs::path evaluationFile(const fs::path& runDir, const std::vector<std::string>& data)
{
    if (data.empty())
        return runDir / runfile::Evaluation;
    // Named after every input (up to three, then how many more), so that scoring part2.csv and then
    // part2.csv with part3.csv keeps both; a folder given as "new/" by its name, a glob's characters
    // replaced ("part*.csv" was a file name holding '*').
    const auto nameOf = [](const std::string& given) {
        fs::path p = fs::absolute(fs::path(given)).lexically_normal();
        if (p.filename().empty())
            p = p.parent_path();
        std::string name = p.stem().string();
        for (char& c : name)
            if (std::string_view("*?[]/\\:\"<>|").find(c) != std::string_view::npos)
                c = '_';
        return name;
    };
    std::string name;
    for (std::size_t i = 0; i < data.size() && i < 3; ++i)
        name += (i == 0 ? "" : "+") + nameOf(data[i]);
    if (data.size() > 3)
        name += "+" + std::to_string(data.size() - 3) + "-more";
    return runDir / ("evaluation-" + name + ".json");
}

Config configForOtherData(const fs::path& runDir, const std::vector<std::string>& data, const std::string& labels)
{
    const fs::path file = runDir / runfile::Config;
    ConfigLoadResult first = loadConfigFile(file, false);
    if (!first.config)
        throw ConfigError(first.diagnostics.empty() ? msg("%1 is not a Lathe run folder (no config.json)", runDir.string())
                                                    : msg("%1: %2", file.string(), first.diagnostics.front().message));
    Json doc = first.config->json;
    for (const std::string& assignment : {"data.test_path=" + Json(data).dump(), "data.test_labels_path=" + labels})
        if (const Message error = applyOverride(doc, assignment); !error.empty())
            throw ConfigError(msg("%1: %2", file.string(), error));
    ConfigLoadResult r = parseConfig(doc.dump(), file.parent_path(), true);
    for (const Diagnostic& d : r.diagnostics)
        if (d.isError())
            throw ConfigError(msg("%1: %2: %3", file.string(), d.path, d.message));
    return *r.config; // evaluateRun reads it with the run's own training split (DataConfig::holdOutTest)
}

} // namespace lathe::core
