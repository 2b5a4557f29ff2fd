// lathe-cli's commands after training: evaluate (a run scored in detail), predict (its model on new
// data) and sweep (a config trained in variants and compared).

#include "clisupport.h"
#include "config/json.h"
#include "run/evaluationrecord.h"
#include "pdfwriter.h"
#include "jsonprogress.h"
#include "progressprinter.h"
#include "sweeptrials.h"
#include "report/comparison.h"
#include "run/runfolder.h"
#include "train/predictor.h"
#include "train/runevaluation.h"
#include "train/sweep.h"
#include "util/cudainfo.h"
#include "util/deviceslots.h"
#include "util/errors.h"
#include "util/folderlock.h"
#include "util/version.h"
#include "util/shellword.h"
#include "util/utf8.h"

#include <algorithm>
#include <cstdio>
#include <optional>


namespace lathe::cli {

using namespace lathe::core;

namespace {

// evaluate's and predict's messages on stderr: what was read and done (left out by -q), and each
// warning as "[warning] …", which -q keeps.
DataLog stderrLog(bool quiet)
{
    return DataLog([quiet](LogLevel level, const Message& m) {
        if (level == LogLevel::Warning)
            std::fprintf(stderr, "[warning] %s\n", m.text().c_str());
        else if (!quiet)
            std::fprintf(stderr, "%s\n", m.text().c_str());
    });
}

// What a person reads after lathe-cli evaluate: the headline scores, the classes (or targets) and,
// for classification, the pairs of classes most often taken for each other.
void printEvaluation(const EvaluationRecord& e, const std::filesystem::path& written)
{
    std::printf("%s scored with the %s checkpoint (epoch %d)\n", e.split == "test" ? "test split" : "data", e.checkpoint.c_str(), e.epoch);
    if (const auto& s = e.classification) {
        std::printf("samples %lld  accuracy %.4f  balanced accuracy %.4f  macro F1 %.4f  weighted F1 %.4f", static_cast<long long>(s->samples),
                    s->accuracy, s->balancedAccuracy, s->macro.f1, s->weighted.f1);
        if (s->top5)
            std::printf("  top-5 %.4f", *s->top5);
        if (s->rocAuc)
            std::printf("  ROC-AUC %.4f", *s->rocAuc);
        std::printf("\n\n%-24s %9s %9s %9s %9s\n", "class", "precision", "recall", "F1", "support");
        for (const ClassScores& c : s->classes)
            std::printf("%s %9.4f %9.4f %9.4f %9lld\n", padToWidth(c.name, 24).c_str(), c.precision, c.recall, c.f1, static_cast<long long>(c.support));
        const auto confused = s->mostConfused(5);
        if (!confused.empty()) {
            std::printf("\nmost confused (true -> predicted):\n");
            for (const auto& c : confused)
                std::printf("  %s -> %s: %lld\n", s->classes[c.trueClass].name.c_str(), s->classes[c.predictedClass].name.c_str(),
                            static_cast<long long>(c.count));
        }
    } else if (const auto& s = e.regression) {
        // A forecast shows persistence's MAE beside the model's ("the next value is the last one").
        const bool persistence = std::any_of(s->targets.begin(), s->targets.end(), [](const TargetScores& t) { return t.persistenceMae.has_value(); });
        std::printf("samples %lld  MAE %.6g  RMSE %.6g  R2 %.4f\n\n%-24s %11s %11s %9s %11s%s\n", static_cast<long long>(s->samples), s->mae,
                    s->rmse, s->r2, "target", "MAE", "RMSE", "R2", "bias", persistence ? "  persistence MAE" : "");
        for (const TargetScores& t : s->targets) {
            std::printf("%s %11.6g %11.6g %9.4f %11.4g", padToWidth(t.name, 24).c_str(), t.mae, t.rmse, t.r2, t.residuals.mean);
            if (t.persistenceMae)
                std::printf("  %15.6g", *t.persistenceMae);
            std::printf("\n");
        }
        if (persistence)
            std::printf("\npersistence: the forecast \"the next value is the last one\" on the same windows, the figure to beat\n");
    }
    std::printf("\nwritten to %s\n", written.string().c_str());
}

} // namespace

int evaluateCommand(const EvaluateOptions& options)
{
    namespace fs = std::filesystem;
    TrainOptions t;
    t.resume = options.runDir;
    t.noGpu = options.noGpu;
    t.gpuId = options.gpuId;
    std::vector<std::string> data;
    for (const std::string& d : options.data) // relative to where the command runs, not to the run folder
        data.push_back(fs::absolute(d).lexically_normal().string());
    if (!data.empty()) {
        t.optionSets.emplace_back("--data", "data.test_path=" + Json(data).dump());
        t.optionSets.emplace_back("--labels", "data.test_labels_path=" + (options.labels.empty() ? std::string() : fs::absolute(options.labels).string()));
    } else if (!options.labels.empty()) {
        std::fprintf(stderr, "error: --labels names the labels of --data files; give the data too\n");
        return ExitUsage;
    }
    std::optional<Config> config;
    if (const int code = commandConfig(t, config); code != ExitSuccess)
        return code;
    RunEvaluationRequest request;
    request.runDir = options.runDir;
    request.checkpoint = options.checkpoint;
    request.data = data;
    request.output = !options.output.empty() ? fs::path(options.output) : evaluationFile(request.runDir, data);
    const bool quiet = options.quiet || options.json;
    if (options.progress == "jsonl")
        return JsonProgress().runCommand("evaluate", options.runDir, [&](const DataLog& log) {
            const Json j = evaluateRun(*config, request, log);
            const std::optional<EvaluationRecord> record = EvaluationRecord::fromJson(j);
            return Json{{"output", request.output.string()}, {"metrics", record ? Json(record->metrics) : Json::object()}};
        });
    return exitCodeOf([&] {
        const Json j = evaluateRun(*config, request, stderrLog(quiet));
        if (options.json)
            std::printf("%s\n", core::recordText(j, 2).c_str()); // a file name that is not UTF-8 is no reason to fail
        else
            printEvaluation(*EvaluationRecord::fromJson(j), request.output);
        return int(ExitSuccess);
    });
}

int predictCommand(const PredictOptions& o)
{
    namespace fs = std::filesystem;
    PredictRequest request;
    request.model = fs::is_directory(o.run) ? fs::path(o.run) / runfile::Model : fs::path(o.run);
    for (const auto& i : o.inputs)
        request.inputs.emplace_back(i);
    request.jsonLines = o.jsonLines;
    request.output = !o.output.empty() ? fs::path(o.output) : fs::path(o.jsonLines ? "predictions.jsonl" : "predictions.csv");
    request.batch = o.batch;
    if (o.progress == "jsonl")
        return JsonProgress().runCommand("predict", o.run, [&](const DataLog& log) {
            const std::int64_t n = predictFiles(request, log);
            return Json{{"output", request.output.string()}, {"predictions", n}};
        });
    return exitCodeOf([&] {
        const std::int64_t n = predictFiles(request, stderrLog(o.quiet));
        std::printf("wrote %lld prediction(s) to %s\n", static_cast<long long>(n), request.output.string().c_str());
        return int(ExitSuccess);
    });
}

namespace {

// The comparison table on the terminal: each variant, how far it got, its best and test metrics and
// its pace.
void printComparison(const SweepComparison& c)
{
    int width = 8;
    for (const SweepResult& r : c.results)
        width = std::max(width, static_cast<int>(displayWidth(r.variant.label)));
    const std::string best = "best " + c.metric, test = "test_" + c.metric.substr(c.metric.find('_') + 1);
    const int bestWidth = std::max(10, static_cast<int>(best.size())), testWidth = std::max(10, static_cast<int>(test.size()));
    const auto value = [](std::optional<double> v) {
        char s[32] = "-";
        if (v)
            std::snprintf(s, sizeof s, "%.4f", *v);
        return std::string(s);
    };
    std::printf("\n%-*s  %-11s %6s  %*s  %*s  %9s  %9s\n", width, "variant", "status", "epochs", bestWidth, best.c_str(), testWidth,
                test.c_str(), "train s", "samples/s");
    for (std::size_t i = 0; i < c.results.size(); ++i) {
        const SweepResult& r = c.results[i];
        const auto t = r.test.find(test);
        std::printf("%s  %-11s %6d  %*s  %*s  %9.1f  %9.0f%s\n", padToWidth(r.variant.label, static_cast<std::size_t>(width)).c_str(), r.status.c_str(), r.epochs, bestWidth,
                    value(r.best).c_str(), testWidth, value(t == r.test.end() ? std::nullopt : std::optional(t->second)).c_str(),
                    r.trainSeconds, r.samplesPerSecond, c.best == i ? "  <- best" : "");
        if (r.standing && r.standing->outcome != AshaStanding::Outcome::Completed)
            std::printf("%-*s  %s\n", width, "", r.standing->why.text().c_str()); // an ASHA trial: why it stopped
    }
}

} // namespace

int sweepCommand(const SweepOptions& options)
{
    namespace fs = std::filesystem;
    if (options.trial > 0) {
        if (options.resume.empty()) {
            std::fprintf(stderr, "error: --trial trains one variant of a sweep folder given by --resume\n");
            return int(ExitUsage);
        }
        return sweepTrialCommand(options);
    }
    const std::string language = options.language.empty() ? localeLanguage() : options.language;
    SweepPlan plan;
    fs::path folder, runsDir;
    int parallel = std::max(1, options.parallel);
    std::optional<DeviceSlots> gpus; // --gpus: which GPU each trial gets
    // The sweep folder, one sweep process at a time: two resumes (the window's and a terminal's) took
    // each other's trials for failures, or trained one twice.
    std::optional<FolderLock> sweepLock;
    const int prepared = exitCodeOf([&] {
        if (!options.gpus.empty()) { // checked before a sweep folder is made
            const std::vector<int> ids = gpusToShare(options.gpus, cudaDeviceCount());
            gpus.emplace(ids);
            if (options.parallel == 0)
                parallel = static_cast<int>(ids.size());
        }
        if (options.train.progress == "jsonl" && parallel > 1) { // the trials' events would interleave (and were left out)
            std::fprintf(stderr, "error: --progress jsonl reports a sweep's trials one at a time: it does not combine with %d trials at once "
                                 "(--parallel or --gpus)\n",
                         parallel);
            return int(ExitUsage);
        }
        const auto given = [&](std::initializer_list<const char*> names) {
            std::string list;
            for (const char* name : names)
                if (std::find(options.given.begin(), options.given.end(), name) != options.given.end())
                    list += (list.empty() ? "" : ", ") + std::string(name);
            return list;
        };
        if (!options.resume.empty()) {
            if (!options.train.config.empty() || !options.models.empty() || !options.grid.empty() || !options.train.overrides.empty()
                || !options.ranges.empty()) {
                std::fprintf(stderr, "error: --resume continues a sweep with its own plan; give no config, --models, --grid, --range or --set\n");
                return int(ExitUsage);
            }
            if (const std::string unused = given({"--epochs", "--search", "--trials", "--eta", "--min-epochs", "--seed", "--quick", "--amp",
                                                  "--no-gpu", "--no-cache", "--runs-dir", "--gpu-id"});
                !unused.empty()) {
                std::fprintf(stderr, "error: --resume continues a sweep with the settings it was started with; %s would change nothing\n",
                             unused.c_str());
                return int(ExitUsage);
            }
            folder = options.resume;
            plan = readSweepPlan(folder);
        } else {
            if (options.train.config.empty()) {
                std::fprintf(stderr, "error: sweep needs a config file (or --resume SWEEP_DIR)\n");
                return int(ExitUsage);
            }
            TrainOptions t = options.train;
            std::optional<Config> base;
            if (const int code = commandConfig(t, base); code != ExitSuccess)
                return code;
            plan.name = base->name;
            plan.source = options.train.config;
            plan.createdAt = localTimestamp();
            plan.base = withAbsolutePaths(*base);
            plan.search.kind = parseSweepSearchKind(options.search);
            // --trials and --seed draw trials from --range; --eta and --min-epochs set ASHA's rungs.
            const bool draws = plan.search.kind != SweepSearch::Kind::Grid && !options.ranges.empty();
            std::string unused = given(draws ? std::initializer_list<const char*>{} : std::initializer_list<const char*>{"--trials", "--seed"});
            if (const std::string rungs = given({"--eta", "--min-epochs"}); plan.search.kind != SweepSearch::Kind::Asha && !rungs.empty())
                unused += (unused.empty() ? "" : ", ") + rungs;
            if (!unused.empty()) {
                std::fprintf(stderr, "error: %s %s not used by --search %s%s (--trials and --seed draw trials from --range; --eta and "
                                     "--min-epochs set ASHA's rungs)\n",
                             unused.c_str(), unused.find(',') == std::string::npos ? "is" : "are", options.search.c_str(),
                             plan.search.kind != SweepSearch::Kind::Grid && options.ranges.empty() ? " without --range" : "");
                return int(ExitUsage);
            }
            plan.search.eta = options.eta;
            plan.search.minEpochs = options.minEpochs;
            if (!options.ranges.empty()) {
                if (plan.search.kind == SweepSearch::Kind::Grid)
                    throw ConfigError(msg("--range draws settings for --search random or asha; a grid lists its values with --grid"));
                if (!options.grid.empty())
                    throw ConfigError(msg("a search draws from --range options: write --grid %1 as --range with the same values",
                                          options.grid.front()));
                plan.search.trials = options.trials;
                plan.search.seed = options.seed;
                plan.search.ranges = options.ranges;
                if (!options.models.empty()) {
                    std::string kinds;
                    for (const std::string& m : options.models)
                        kinds += (kinds.empty() ? "" : ",") + m;
                    plan.search.ranges.insert(plan.search.ranges.begin(), "model.kind=" + kinds);
                }
                plan.variants = sampleSweepVariants(plan.search.ranges, plan.search.trials, plan.search.seed);
            } else if (plan.search.kind == SweepSearch::Kind::Random) {
                throw ConfigError(msg("--search random draws its trials from --range options (key.path=low:high[:log] or key.path=v1,v2)"));
            } else {
                plan.variants = sweepVariants(options.models, options.grid); // a grid, or a grid that ASHA prunes
            }
            anchorSweepPaths(plan, base->baseDir);
            // (After the variants: a grid may set the epochs every trial trains.)
            if (const int epochs = sweepAshaSettings(plan).maxEpochs; plan.search.kind == SweepSearch::Kind::Asha && plan.search.minEpochs > epochs)
                throw ConfigError(msg("--min-epochs %1 is more than the %2 epochs each trial trains (training.epochs): ASHA would have no rung "
                                      "to compare trials at before their end",
                                      plan.search.minEpochs, epochs));
            runsDir = runsDirectory(*base, options.train.runsDir);
        }
        // Every variant is checked before the first trains, and each trains in this one process.
        for (const Config& c : sweepConfigs(plan)) {
            if (c.distributed.procs > 1 || c.device.gpus != 1)
                throw ConfigError("variant \"" + c.name + "\": a sweep trains each variant in one process; distributed.procs and "
                                  "device.gpus must be 1 (train data-parallel runs one at a time with lathe-cli train)");
        }
        if (folder.empty()) {
            folder = createSweepFolder(runsDir, plan);
            sweepLock.emplace(folder);
            if (plan.search.kind == SweepSearch::Kind::Asha) {
                std::string rungs;
                for (const int r : ashaRungs(sweepAshaSettings(plan)))
                    rungs += (rungs.empty() ? "" : ", ") + std::to_string(r);
                std::fprintf(stderr, "sweep: ASHA search of %zu trials in %s; rungs at epochs %s, the best 1/%d of each rung goes on\n",
                             plan.variants.size(), folder.string().c_str(), rungs.c_str(), plan.search.eta);
            } else {
                std::fprintf(stderr, "sweep: %zu %s in %s\n", plan.variants.size(),
                             plan.search.kind == SweepSearch::Kind::Random ? "random trials" : "variants", folder.string().c_str());
            }
        } else {
            sweepLock.emplace(folder);
            std::fprintf(stderr, "sweep: resuming %s (%zu variants)\n", folder.string().c_str(), plan.variants.size());
        }
        return int(ExitSuccess);
    });
    if (prepared != ExitSuccess)
        return prepared;

    const auto writeComparison = [&] {
        try {
            writeSweepComparison(loadSweepComparison(folder), language);
        } catch (const std::exception& e) {
            std::fprintf(stderr, "sweep: the comparison could not be written: %s\n", e.what());
        }
    };
    // Ctrl-C between two variants stops the sweep as cleanly as during one: the next does not start.
    const InterruptScope interrupts;
    const bool jsonl = options.train.progress == "jsonl";
    SweepCallbacks callbacks;
    callbacks.parallel = parallel;
    if (parallel > 1)
        std::fprintf(stderr, "sweep: %d variants train at once, each a process of its own; their output goes to %s\n", parallel,
                     (folder / "logs").c_str());
    callbacks.train = [&](std::size_t variant, const Config& base, const fs::path& into, const fs::path& resumeDir, int stopAfterEpoch) {
        std::optional<DeviceLease> gpu;
        if (gpus)
            gpu.emplace(*gpus);
        if (parallel > 1)
            return trainTrialProcess(into, variant, stopAfterEpoch, parallel, gpu ? gpu->id() : -1);
        if (InterruptScope::interrupted())
            return int(ExitInterrupted);
        Config config = base;
        if (gpu)
            onGpu(config, gpu->id());
        ProgressPrinter printer(options.train.quiet);
        JsonProgress json; // --progress jsonl: each variant's run as data, one "begin" … "finished" after another
        if (jsonl)
            json.begin("sweep", into.string());
        SessionOptions sessionOptions;
        sessionOptions.runsDir = into;
        sessionOptions.resumeDir = resumeDir;
        sessionOptions.stopAfterEpoch = stopAfterEpoch;
        return runSession(config, jsonl ? static_cast<EventSink&>(json) : printer, sessionOptions, &interrupts);
    };
    callbacks.log = [](const std::string& line) { std::fprintf(stderr, "sweep: %s\n", line.c_str()); };
    callbacks.variantEnded = [&](std::size_t) { writeComparison(); };
    SweepOutcome outcome;
    if (const int code = exitCodeOf([&] {
            outcome = runSweep(folder, plan, callbacks);
            return int(ExitSuccess);
        });
        code != ExitSuccess)
        return code;
    writeComparison();
    try {
        const SweepComparison comparison = loadSweepComparison(folder);
        if (jsonl) {
            JsonProgress().note("comparison", "path", (folder / sweepfile::ComparisonHtml).string());
            return outcome.exitCode;
        }
        printComparison(comparison);
        std::printf("\nwrote %s and %s\n", (folder / sweepfile::Plan).c_str(), (folder / sweepfile::ComparisonHtml).c_str());
        if (writePdf(PdfKind::Comparison, folder, folder / sweepfile::ComparisonPdf, language))
            std::printf("wrote %s\n", (folder / sweepfile::ComparisonPdf).c_str());
    } catch (const std::exception& e) {
        std::fprintf(stderr, "error: %s\n", e.what());
        return outcome.exitCode != ExitSuccess ? outcome.exitCode : ExitRuntimeError;
    }
    if (outcome.stopped)
        std::fprintf(stderr, "sweep stopped; continue it with:  lathe-cli sweep --resume %s\n", shellWord(folder.string()).c_str());
    else if (outcome.failed > 0)
        std::fprintf(stderr, "sweep: %d variant(s) failed; their logs are in %s (resume retries them)\n", outcome.failed,
                     parallel > 1 ? (folder / "logs").c_str() : "their run folders");
    return outcome.exitCode;
}

} // namespace lathe::cli
