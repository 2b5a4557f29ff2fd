#include "commands.h"

#include "config/config.h"
#include "config/schema.h"
#include "dist/launcher.h"
#include "dist/slurmscript.h"
#include "metrics/evaluation.h"
#include "progressprinter.h"
#include "report/comparison.h"
#include "report/report.h"
#include "run/runfolder.h"
#include "run/runrecord.h"
#include "train/predictor.h"
#include "train/runevaluation.h"
#include "train/session.h"
#include "train/sweep.h"
#include "tune/doctor.h"
#include "util/atomicfile.h"
#include "util/cudainfo.h"
#include "util/errors.h"
#include "util/version.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <fstream>
#include <memory>
#include <optional>
#include <sstream>
#include <thread>
#include <unistd.h>

#ifdef LATHE_HAVE_PDF
#include "reportpdf.h"

#include <QGuiApplication>
#endif

namespace lathe::cli {

using namespace lathe::core;

namespace {

std::atomic<int> g_interrupts{0};

void onSignal(int)
{
    if (g_interrupts.fetch_add(1) >= 1) {
        // A second Ctrl-C means "now": skip the checkpoint.
        constexpr char msg[] = "\ninterrupted again: exiting without waiting for the checkpoint\n";
        [[maybe_unused]] auto n = ::write(STDERR_FILENO, msg, sizeof msg - 1);
        std::_Exit(ExitInterrupted);
    }
}

void printDiagnostics(const Diagnostics& diagnostics, const std::string& file)
{
    for (const auto& d : diagnostics)
        std::fprintf(stderr, "%s\n", d.format(file).c_str());
}

bool readFile(const std::string& file, std::string& text)
{
    std::ifstream in(file, std::ios::binary);
    if (!in)
        return false;
    std::ostringstream s;
    s << in.rdbuf();
    text = s.str();
    return true;
}

} // namespace

int validateCommand(const std::vector<std::string>& files, bool quiet)
{
    int status = ExitSuccess;
    for (const auto& file : files) {
        const ConfigLoadResult r = loadConfigFile(file);
        printDiagnostics(r.diagnostics, file);
        const auto errors = std::count_if(r.diagnostics.begin(), r.diagnostics.end(), [](const Diagnostic& d) { return d.isError(); });
        if (errors > 0) {
            std::fprintf(stderr, "%s: %lld error(s)\n", file.c_str(), static_cast<long long>(errors));
            status = ExitConfigError;
        } else if (!quiet) {
            std::printf("%s: valid (%s, model %s, %d epochs)\n", file.c_str(), r.config->data.source.c_str(),
                        r.config->model.kind.c_str(), r.config->training.epochs);
        }
    }
    return status;
}

namespace {

// The config a train or find-batch command runs: the file (or a run folder's copy) with the
// options and --set overrides applied, checked as a whole. Returns an exit code; ExitSuccess fills
// `out`.
int commandConfig(TrainOptions& o, std::optional<Config>& out)
{
    if (!o.resume.empty()) {
        // A run folder carries the config it ran with (paths made absolute): continue with it,
        // plus any overrides (e.g. --epochs to train further).
        if (!o.config.empty()) {
            std::fprintf(stderr, "error: give either a config or --resume RUN_DIR, not both\n");
            return ExitUsage;
        }
        o.config = (std::filesystem::path(o.resume) / runfile::Config).string();
        if (!std::filesystem::exists(o.config)) {
            std::fprintf(stderr, "error: %s is not a Lathe run folder (no config.json)\n", o.resume.c_str());
            return ExitConfigError;
        }
    } else if (o.config.empty()) {
        std::fprintf(stderr, "error: train needs a config file (or --resume RUN_DIR)\n");
        return ExitUsage;
    }
    std::string text;
    if (!readFile(o.config, text)) {
        std::fprintf(stderr, "%s: error: cannot read the config file\n", o.config.c_str());
        return ExitConfigError;
    }
    // Parse first without file checks to apply overrides, then check the result as a whole.
    ConfigLoadResult first = parseConfig(text, {}, false);
    if (!first.config) {
        printDiagnostics(first.diagnostics, o.config);
        return ExitConfigError;
    }
    Json doc = first.config->json;
    std::vector<std::string> overrides;
    if (o.noGpu)
        overrides.push_back("device.type=cpu");
    if (o.gpuId >= 0) {
        overrides.push_back("device.type=cuda");
        overrides.push_back("device.id=" + std::to_string(o.gpuId));
    }
    if (!o.amp.empty())
        overrides.push_back("precision.amp=" + o.amp);
    if (o.procs > 0)
        overrides.push_back("distributed.procs=" + std::to_string(o.procs));
    if (!o.gpus.empty()) {
        overrides.push_back("device.type=cuda");
        overrides.push_back("device.gpus=" + o.gpus);
    }
    if (!o.batchSize.empty())
        overrides.push_back("training.batch_size=" + o.batchSize);
    if (o.epochs > 0)
        overrides.push_back("training.epochs=" + std::to_string(o.epochs));
    if (o.quick) {
        overrides.push_back("training.epochs=1");
        if (doc["data"]["limit"].get<long long>() == 0)
            overrides.push_back("data.limit=2048");
    }
    overrides.insert(overrides.end(), o.overrides.begin(), o.overrides.end());
    for (const auto& assignment : overrides) {
        if (const std::string error = applyOverride(doc, assignment); !error.empty()) {
            std::fprintf(stderr, "error: --set %s\n", error.c_str());
            return ExitConfigError;
        }
    }
    std::filesystem::path base = std::filesystem::absolute(std::filesystem::path(o.config)).parent_path();
    ConfigLoadResult r = parseConfig(doc.dump(), base, true);
    if (!r.config) {
        // Positions refer to the merged document, not the file: report paths only.
        for (auto& d : r.diagnostics)
            d.line = d.column = 0;
        printDiagnostics(r.diagnostics, o.config);
        return ExitConfigError;
    }
    for (const auto& d : r.diagnostics)
        std::fprintf(stderr, "%s\n", d.format(o.config).c_str());
    out = std::move(r.config);
    return ExitSuccess;
}

// Collects the finder's trials for --json and prints the table otherwise.
class FinderPrinter : public ProgressPrinter {
public:
    FinderPrinter(bool json)
        : ProgressPrinter(json)
        , m_json(json)
    {
    }
    void onFinderTrial(const FinderTrialEvent& e) override
    {
        m_trials.push_back({{"trial", e.trial}, {"batch", e.batch}, {"phase", e.phase}, {"peak_bytes", e.peakBytes},
                            {"target_bytes", e.targetBytes}, {"samples_per_second", e.samplesPerSecond}, {"result", e.result}});
        if (!m_json)
            ProgressPrinter::onFinderTrial(e);
    }
    void onFinished(const RunFinishedEvent& e) override
    {
        m_summary = e.message;
        m_chosen = e.batchSize;
        if (!m_json || e.status != RunFinishedEvent::Status::Completed)
            ProgressPrinter::onFinished(e);
    }
    Json report() const { return {{"trials", m_trials}, {"chosen", m_chosen}, {"summary", m_summary}}; }

private:
    bool m_json;
    Json m_trials = Json::array();
    std::string m_summary;
    int m_chosen = 0;
};

} // namespace

// Ctrl-C (and SIGTERM) counted in g_interrupts while it lives (onSignal), the default after.
class InterruptScope {
public:
    InterruptScope()
    {
        g_interrupts = 0;
        std::signal(SIGINT, onSignal);
        std::signal(SIGTERM, onSignal);
    }
    ~InterruptScope()
    {
        std::signal(SIGINT, SIG_DFL);
        std::signal(SIGTERM, SIG_DFL);
    }
    InterruptScope(const InterruptScope&) = delete;
    InterruptScope& operator=(const InterruptScope&) = delete;
};

// Runs a session to its end; the first Ctrl-C (or SIGTERM) asks it to stop after the current step
// (training saves a checkpoint), a second one quits at once (onSignal). `scope`: the caller's, which
// spans several sessions (a sweep); none: this session's own.
int runSession(const Config& config, EventSink& sink, const SessionOptions& options, const InterruptScope* scope = nullptr)
{
    std::optional<InterruptScope> own;
    if (!scope)
        own.emplace();
    Session session(config, sink, options);
    session.start();
    bool stopAsked = false;
    while (session.isRunning()) {
        if (g_interrupts > 0 && !stopAsked) {
            std::fprintf(stderr, options.findBatchOnly
                                     ? "\ninterrupt: stopping after this trial (Ctrl-C again to quit now)\n"
                                     : "\ninterrupt: stopping after this step and saving a checkpoint (Ctrl-C again to quit now)\n");
            session.requestStop();
            stopAsked = true;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    return session.wait();
}

int findBatchCommand(const TrainOptions& options)
{
    TrainOptions o = options;
    std::optional<Config> config;
    if (const int code = commandConfig(o, config); code != ExitSuccess)
        return code;
    FinderPrinter printer(o.json);
    SessionOptions sessionOptions;
    sessionOptions.findBatchOnly = true;
    sessionOptions.exhaustiveFinder = o.exhaustive;
    const int code = runSession(*config, printer, sessionOptions);
    if (o.json && code == ExitSuccess)
        std::printf("%s\n", printer.report().dump(2).c_str());
    return code;
}

namespace {

// Ranks this machine should start for the config (1: train in this process), or -1 after an error.
int localRanks(const Config& config)
{
    if (config.device.gpus == 1)
        return config.distributed.procs;
    const int visible = cudaDeviceCount();
    const int first = config.device.id;
    const int wanted = config.device.gpus < 0 ? visible - first : config.device.gpus;
    if (visible <= 0) {
        std::fprintf(stderr, "error: device.gpus asks for %s GPUs, but no GPU is visible (see lathe-cli doctor); use --procs N for CPU ranks\n",
                     config.device.gpus < 0 ? "all" : std::to_string(config.device.gpus).c_str());
        return -1;
    }
    if (wanted < 1 || first + wanted > visible) {
        std::fprintf(stderr, "error: device.gpus %d from device.id %d needs GPUs %d…%d, but %d are visible\n", wanted, first, first,
                     first + wanted - 1, visible);
        return -1;
    }
    return wanted;
}

} // namespace

int trainCommand(const TrainOptions& options)
{
    TrainOptions o = options;
    std::optional<Config> config;
    const bool resumeAuto = o.resume == "auto";
    if (resumeAuto)
        o.resume.clear();
    if (const int code = commandConfig(o, config); code != ExitSuccess)
        return code;
    if (resumeAuto) {
        // A job submitted again (Slurm requeue) continues where it stopped, without knowing the folder.
        const std::filesystem::path runs = runsDirectory(*config, o.runsDir);
        if (const auto found = latestResumableRun(runs, config->name)) {
            std::fprintf(stderr, "--resume auto: continuing %s\n", found->string().c_str());
            o.resume = found->string();
            o.config.clear();
            if (const int code = commandConfig(o, config); code != ExitSuccess)
                return code;
        } else {
            std::fprintf(stderr, "--resume auto: no unfinished run of \"%s\" in %s: starting a new one\n", config->name.c_str(),
                         runs.string().c_str());
        }
    }
    std::optional<RankInfo> rank;
    try {
        rank = rankFromEnvironment();
    } catch (const ConfigError& e) {
        std::fprintf(stderr, "error: %s\n", e.what());
        return ExitConfigError;
    }
    if (!rank) {
        const int ranks = localRanks(*config);
        if (ranks < 0)
            return ExitConfigError;
        if (ranks > 1) {
            // This process supervises; each rank is this command again, under torchrun's variables.
            LaunchOptions launch;
            launch.program = "/proc/self/exe";
            launch.args = o.argv;
            launch.ranks = ranks;
            launch.log = [](const std::string& s) { std::fprintf(stderr, "lathe-cli: %s\n", s.c_str()); };
            return launchRanks(launch);
        }
    }
    // In a data-parallel job only rank 0 reports progress; the others say only what goes wrong.
    ProgressPrinter printer(o.quiet, rank ? rank->rank : 0);
    SessionOptions sessionOptions;
    sessionOptions.runsDir = o.runsDir;
    sessionOptions.resumeDir = o.resume;
    sessionOptions.rank = rank;
    return runSession(*config, printer, sessionOptions);
}

namespace {

// What a person reads after lathe-cli evaluate: the headline scores, the classes (or targets) and,
// for classification, the pairs of classes most often taken for each other.
void printEvaluation(const Json& j, const std::filesystem::path& written)
{
    const Json& source = j.at("checkpoint");
    std::printf("%s scored with the %s checkpoint (epoch %d)\n", j.at("split").get<std::string>() == "test" ? "test split" : "data",
                source.at("name").get<std::string>().c_str(), source.at("epoch").get<int>());
    if (j.contains("classification")) {
        const auto s = classificationScoresFromJson(j.at("classification"));
        if (!s)
            return;
        std::printf("samples %lld  accuracy %.4f  balanced accuracy %.4f  macro F1 %.4f  weighted F1 %.4f", static_cast<long long>(s->samples),
                    s->accuracy, s->balancedAccuracy, s->macro.f1, s->weighted.f1);
        if (s->top5)
            std::printf("  top-5 %.4f", *s->top5);
        if (s->rocAuc)
            std::printf("  ROC-AUC %.4f", *s->rocAuc);
        std::printf("\n\n%-24s %9s %9s %9s %9s\n", "class", "precision", "recall", "F1", "support");
        for (const ClassScores& c : s->classes)
            std::printf("%-24s %9.4f %9.4f %9.4f %9lld\n", c.name.c_str(), c.precision, c.recall, c.f1, static_cast<long long>(c.support));
        const auto confused = s->mostConfused(5);
        if (!confused.empty()) {
            std::printf("\nmost confused (true -> predicted):\n");
            for (const auto& c : confused)
                std::printf("  %s -> %s: %lld\n", s->classes[c.trueClass].name.c_str(), s->classes[c.predictedClass].name.c_str(),
                            static_cast<long long>(c.count));
        }
    } else if (j.contains("regression")) {
        const auto s = regressionScoresFromJson(j.at("regression"));
        if (!s)
            return;
        std::printf("samples %lld  MAE %.6g  RMSE %.6g  R2 %.4f\n\n%-24s %11s %11s %9s %11s\n", static_cast<long long>(s->samples), s->mae,
                    s->rmse, s->r2, "target", "MAE", "RMSE", "R2", "bias");
        for (const TargetScores& t : s->targets)
            std::printf("%-24s %11.6g %11.6g %9.4f %11.4g\n", t.name.c_str(), t.mae, t.rmse, t.r2, t.residuals.mean);
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
        t.overrides.push_back("data.test_path=" + Json(data).dump());
        t.overrides.push_back("data.test_labels_path=" + (options.labels.empty() ? std::string() : fs::absolute(options.labels).string()));
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
    request.output = !options.output.empty()   ? fs::path(options.output)
                     : data.empty()             ? request.runDir / runfile::Evaluation
                                                : request.runDir / ("evaluation-" + fs::path(data.front()).stem().string() + ".json");
    const bool quiet = options.quiet || options.json;
    try {
        const Json j = evaluateRun(*config, request, [quiet](const std::string& s) {
            if (!quiet)
                std::fprintf(stderr, "%s\n", s.c_str());
        });
        if (options.json)
            std::printf("%s\n", j.dump(2).c_str());
        else
            printEvaluation(j, request.output);
        return ExitSuccess;
    } catch (const ConfigError& e) {
        std::fprintf(stderr, "error: %s\n", e.what());
        return ExitConfigError;
    } catch (const DataError& e) {
        std::fprintf(stderr, "data error: %s\n", e.what());
        return ExitDataError;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "error: %s\n", e.what());
        return ExitRuntimeError;
    }
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
    try {
        const std::int64_t n = predictFiles(request, [&o](const std::string& s) {
            if (!o.quiet)
                std::fprintf(stderr, "%s\n", s.c_str());
        });
        std::printf("wrote %lld prediction(s) to %s\n", static_cast<long long>(n), request.output.string().c_str());
        return ExitSuccess;
    } catch (const ConfigError& e) {
        std::fprintf(stderr, "error: %s\n", e.what());
        return ExitConfigError;
    } catch (const DataError& e) {
        std::fprintf(stderr, "data error: %s\n", e.what());
        return ExitDataError;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "error: %s\n", e.what());
        return ExitRuntimeError;
    }
}

namespace {

// The report language when none is given: the locale's, as the GUI does.
std::string localeLanguage()
{
    const char* lang = std::getenv("LC_ALL") && *std::getenv("LC_ALL") ? std::getenv("LC_ALL") : std::getenv("LANG");
    return lang && std::string(lang).rfind("zh", 0) == 0 ? "zh_CN" : "en";
}

#ifdef LATHE_HAVE_PDF
// PDF text layout needs a QGuiApplication; without a display it renders offscreen.
std::unique_ptr<QGuiApplication> pdfApplication(int& argc, char** argv)
{
    if (!std::getenv("DISPLAY") && !std::getenv("WAYLAND_DISPLAY") && !std::getenv("QT_QPA_PLATFORM"))
        setenv("QT_QPA_PLATFORM", "offscreen", 1);
    if (!std::getenv("XDG_RUNTIME_DIR")) { // Qt warns without one (sudo, ssh sessions, containers)
        char dir[] = "/tmp/lathe-runtime-XXXXXX";
        if (mkdtemp(dir))
            setenv("XDG_RUNTIME_DIR", dir, 1);
    }
    return std::make_unique<QGuiApplication>(argc, argv);
}
#endif

} // namespace

namespace {

// The comparison table on the terminal: each variant, how far it got, its best and test metrics and
// its pace.
void printComparison(const SweepComparison& c)
{
    int width = 8;
    for (const SweepResult& r : c.results)
        width = std::max(width, static_cast<int>(r.variant.label.size()));
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
        std::printf("%-*s  %-11s %6d  %*s  %*s  %9.1f  %9.0f%s\n", width, r.variant.label.c_str(), r.status.c_str(), r.epochs, bestWidth,
                    value(r.best).c_str(), testWidth, value(t == r.test.end() ? std::nullopt : std::optional(t->second)).c_str(),
                    r.trainSeconds, r.samplesPerSecond, c.best == i ? "  <- best" : "");
    }
}

} // namespace

int sweepCommand(int argc, char** argv, const SweepOptions& options)
{
    namespace fs = std::filesystem;
    const std::string language = options.language.empty() ? localeLanguage() : options.language;
    SweepPlan plan;
    fs::path folder, runsDir;
    try {
        if (!options.resume.empty()) {
            if (!options.train.config.empty() || !options.models.empty() || !options.grid.empty() || !options.train.overrides.empty()) {
                std::fprintf(stderr, "error: --resume continues a sweep with its own plan; give no config, --models, --grid or --set\n");
                return ExitUsage;
            }
            folder = options.resume;
            plan = readSweepPlan(folder);
        } else {
            if (options.train.config.empty()) {
                std::fprintf(stderr, "error: sweep needs a config file (or --resume SWEEP_DIR)\n");
                return ExitUsage;
            }
            TrainOptions t = options.train;
            std::optional<Config> base;
            if (const int code = commandConfig(t, base); code != ExitSuccess)
                return code;
            plan.name = base->name;
            plan.source = options.train.config;
            plan.createdAt = localTimestamp();
            plan.base = withAbsolutePaths(*base);
            plan.variants = sweepVariants(options.models, options.grid);
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
            std::fprintf(stderr, "sweep: %zu variants in %s\n", plan.variants.size(), folder.string().c_str());
        } else {
            std::fprintf(stderr, "sweep: resuming %s (%zu variants)\n", folder.string().c_str(), plan.variants.size());
        }
    } catch (const ConfigError& e) {
        std::fprintf(stderr, "error: %s\n", e.what());
        return ExitConfigError;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "error: %s\n", e.what());
        return ExitRuntimeError;
    }

    const auto writeComparison = [&] {
        try {
            writeSweepComparison(loadSweepComparison(folder), language);
        } catch (const std::exception& e) {
            std::fprintf(stderr, "sweep: the comparison could not be written: %s\n", e.what());
        }
    };
    // Ctrl-C between two variants stops the sweep as cleanly as during one: the next does not start.
    const InterruptScope interrupts;
    SweepCallbacks callbacks;
    callbacks.train = [&](const Config& config, const fs::path& into, const fs::path& resumeDir) {
        if (g_interrupts > 0)
            return int(ExitInterrupted);
        ProgressPrinter printer(options.train.quiet);
        SessionOptions sessionOptions;
        sessionOptions.runsDir = into;
        sessionOptions.resumeDir = resumeDir;
        return runSession(config, printer, sessionOptions, &interrupts);
    };
    callbacks.log = [](const std::string& line) { std::fprintf(stderr, "sweep: %s\n", line.c_str()); };
    callbacks.variantEnded = [&](std::size_t) { writeComparison(); };
    SweepOutcome outcome;
    try {
        outcome = runSweep(folder, plan, callbacks);
    } catch (const ConfigError& e) {
        std::fprintf(stderr, "error: %s\n", e.what());
        return ExitConfigError;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "error: %s\n", e.what());
        return ExitRuntimeError;
    }
    writeComparison();
    try {
        const SweepComparison comparison = loadSweepComparison(folder);
        printComparison(comparison);
        std::printf("\nwrote %s and %s\n", (folder / sweepfile::Plan).c_str(), (folder / sweepfile::ComparisonHtml).c_str());
#ifdef LATHE_HAVE_PDF
        const auto app = pdfApplication(argc, argv);
        ui::writeComparisonPdf(comparison, QString::fromStdString((folder / sweepfile::ComparisonPdf).string()), language);
        std::printf("wrote %s\n", (folder / sweepfile::ComparisonPdf).c_str());
#else
        (void)argc;
        (void)argv;
#endif
    } catch (const std::exception& e) {
        std::fprintf(stderr, "error: %s\n", e.what());
        return outcome.exitCode != ExitSuccess ? outcome.exitCode : ExitRuntimeError;
    }
    if (outcome.stopped)
        std::fprintf(stderr, "sweep stopped; continue it with:  lathe-cli sweep --resume %s\n", folder.string().c_str());
    else if (outcome.failed > 0)
        std::fprintf(stderr, "sweep: %d variant(s) failed; their logs are in their run folders (resume retries them)\n", outcome.failed);
    return outcome.exitCode;
}

int slurmCommand(const SlurmOptions& o)
{
    const ConfigLoadResult r = loadConfigFile(o.config);
    printDiagnostics(r.diagnostics, o.config);
    if (!r.config)
        return ExitConfigError;
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::path self = fs::read_symlink("/proc/self/exe", ec);
    SlurmJob job;
    job.name = r.config->name;
    job.program = ec ? std::string("lathe-cli") : self.string();
    job.config = fs::absolute(o.config).lexically_normal().string();
    job.runsDir = fs::absolute(runsDirectory(*r.config, o.runsDir)).lexically_normal().string();
    job.nodes = o.nodes;
    job.gpusPerNode = o.gpusPerNode;
    job.tasksPerNode = o.tasksPerNode;
    job.cpusPerTask = o.cpusPerTask;
    job.time = o.time;
    job.partition = o.partition;
    job.account = o.account;
    job.generatedBy = "written by lathe-cli slurm (" + versionText() + ")";
    fs::path out = o.output.empty() ? fs::path(o.config).replace_extension(".sbatch") : fs::path(o.output);
    try {
        writeFileAtomically(out, slurmScript(job));
        fs::permissions(out, fs::perms::owner_exec | fs::perms::group_exec, fs::perm_options::add);
    } catch (const ConfigError& e) {
        std::fprintf(stderr, "error: %s\n", e.what());
        return ExitUsage;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "error: %s\n", e.what());
        return ExitRuntimeError;
    }
    const int ranks = o.nodes * (o.gpusPerNode > 0 ? o.gpusPerNode : o.tasksPerNode);
    std::printf("wrote %s: %d rank(s) on %d node(s), runs in %s\nsubmit it on the cluster with:  sbatch %s\n", out.string().c_str(), ranks,
                o.nodes, job.runsDir.c_str(), out.string().c_str());
    return ExitSuccess;
}

int reportCommand(int argc, char** argv, const std::string& runDir, const std::string& outputDir, bool htmlOnly,
                  std::string language)
{
    if (language.empty())
        language = localeLanguage();
    ReportHtmlOptions htmlOptions;
    htmlOptions.language = language;
    RunReport report;
    try {
        report = loadRunReport(runDir);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "error: %s\n", e.what());
        return ExitConfigError;
    }
    const std::filesystem::path out = outputDir.empty() ? std::filesystem::path(runDir) : std::filesystem::path(outputDir);
    std::error_code ec;
    std::filesystem::create_directories(out, ec);
    const auto html = out / runfile::ReportHtml;
    try {
        writeFileAtomically(html, reportHtml(report, htmlOptions));
    } catch (const std::exception& e) {
        std::fprintf(stderr, "error: %s\n", e.what());
        return ExitRuntimeError;
    }
    std::printf("wrote %s\n", html.c_str());
    if (htmlOnly)
        return ExitSuccess;
#ifdef LATHE_HAVE_PDF
    const auto app = pdfApplication(argc, argv);
    const auto pdf = out / runfile::ReportPdf;
    try {
        ui::writeReportPdf(report, QString::fromStdString(pdf.string()), language);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "error: %s\n", e.what());
        return ExitRuntimeError;
    }
    std::printf("wrote %s\n", pdf.c_str());
#else
    (void)argc;
    (void)argv;
    std::printf("(this lathe-cli was built without Qt and writes no PDF: open report.html in a browser and print it)\n");
#endif
    return ExitSuccess;
}

int schemaCommand(bool markdown)
{
    if (markdown)
        std::fputs(markdownReference().c_str(), stdout);
    else
        std::printf("%s\n", jsonSchema().dump(2).c_str());
    return ExitSuccess;
}

int doctorCommand(bool json, bool quick)
{
    DoctorOptions options;
    options.quick = quick;
    const Json report = runDoctor(options, [json](const std::string& what) {
        if (!json)
            std::fprintf(stderr, "checking %s...\n", what.c_str());
    });
    if (json)
        std::printf("%s\n", report.dump(2).c_str());
    else
        std::fputs(formatDoctorReport(report).c_str(), stdout);
    return ExitSuccess;
}

int defaultsCommand()
{
    std::fputs(configToText(defaultConfigJson()).c_str(), stdout);
    return ExitSuccess;
}

} // namespace lathe::cli
