// lathe-cli's commands up to training and around it: validate, find-batch, find-lr, train, slurm, report,
// schema, doctor, defaults. The commands after training are in aftertraining.cpp.

#include "clisupport.h"
#include "config/messagejson.h"
#include "config/schema.h"
#include "data/columncheck.h"
#include "dist/launcher.h"
#include "dist/slurmscript.h"
#include "pdfwriter.h"
#include "jsonprogress.h"
#include "progressprinter.h"
#include "report/report.h"
#include "run/finderrecord.h"
#include "run/lrfinderrecord.h"
#include "run/runfolder.h"
#include "run/tensorboardlog.h"
#include "run/runrecord.h"
#include "run/sweepfolder.h"
#include "selftest/selftest.h"
#include "tune/doctor.h"
#include "util/atomicfile.h"
#include "util/selfpath.h"
#include "util/cudainfo.h"
#include "util/errors.h"
#include "util/folderlock.h"
#include "util/version.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>


namespace lathe::cli {

using namespace lathe::core;

int validateCommand(const std::vector<std::string>& files, bool quiet)
{
    int status = ExitSuccess;
    for (const auto& file : files) {
        const ConfigLoadResult r = loadConfigFile(file);
        printDiagnostics(r.diagnostics, file);
        auto errors = std::count_if(r.diagnostics.begin(), r.diagnostics.end(), [](const Diagnostic& d) { return d.isError(); });
        if (errors == 0) // the columns it names, in its data's header (a wrong data.target passed, and training failed)
            for (const Message& problem : headerProblems(*r.config)) {
                std::fprintf(stderr, "%s: error: %s\n", file.c_str(), problem.text().c_str());
                ++errors;
            }
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
    void onBatchFinder(const FinderRecord& e) override
    {
        m_record = e.toJson();
        m_summaryLogged = e.summary;
    }
    // The finder's summary is logged right after its record; the result line on stdout says it.
    void onLog(const LogEvent& e) override
    {
        if (e.level != LogLevel::Info || m_summaryLogged.empty() || !(e.message == m_summaryLogged))
            ProgressPrinter::onLog(e);
    }
    void onFinished(const RunFinishedEvent& e) override
    {
        m_summary = e.message;
        m_chosen = e.batchSize;
        if (!m_json || e.status != RunFinishedEvent::Status::Completed)
            ProgressPrinter::onFinished(e);
    }
    // batch_finder.json's keys (the rule, the gradient noise, the timed batches, the rechecks), with
    // the trials as they were reported, the batch chosen, and "summary" in English for people beside
    // "summary_message" as data (its template and arguments, config/messagejson.h).
    Json report() const
    {
        Json j = m_record;
        j["trials"] = m_trials;
        j["chosen"] = m_chosen;
        j["summary"] = m_summary.text();
        j["summary_message"] = messageToJson(m_summary);
        return j;
    }

private:
    bool m_json;
    Json m_record = Json::object();
    Json m_trials = Json::array();
    Message m_summary;
    Message m_summaryLogged;
    int m_chosen = 0;
};

// A finder's session (find-batch, find-lr): with --progress jsonl its events as data; else the
// printer's table, and with --json the printer's report once the search has ended.
template <class Printer>
int runFinder(const Config& config, Printer& printer, const SessionOptions& sessionOptions, const TrainOptions& o, const char* command)
{
    if (o.progress == "jsonl") {
        JsonProgress json;
        json.begin(command, o.config);
        return runSession(config, json, sessionOptions);
    }
    const int code = runSession(config, printer, sessionOptions);
    if (o.json && code == ExitSuccess)
        std::printf("%s\n", printer.report().dump(2).c_str());
    return code;
}

} // namespace

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
    return runFinder(*config, printer, sessionOptions, o, "find-batch");
}

namespace {

// Keeps the learning-rate finder's result for --json and prints its table otherwise.
class LrFinderPrinter : public ProgressPrinter {
public:
    explicit LrFinderPrinter(bool json)
        : ProgressPrinter(json)
        , m_json(json)
    {
    }
    void onLrFinder(const LrFinderResult& e) override
    {
        m_result = e;
        if (!m_json)
            ProgressPrinter::onLrFinder(e);
    }
    // The finder's summary is logged right after its result; the result line on stdout says it.
    void onLog(const LogEvent& e) override
    {
        if (e.level != LogLevel::Info || m_result.summary.empty() || !(e.message == m_result.summary))
            ProgressPrinter::onLog(e);
    }
    void onFinished(const RunFinishedEvent& e) override
    {
        m_summary = e.message;
        if (!m_json || e.status != RunFinishedEvent::Status::Completed)
            ProgressPrinter::onFinished(e);
    }
    // lr_finder.json's keys, and "summary" in English beside "summary_message" as data.
    Json report() const
    {
        Json j = lrFinderJson(m_result);
        j["summary_message"] = j["summary"];
        j["summary"] = m_summary.text();
        return j;
    }

private:
    bool m_json;
    LrFinderResult m_result;
    Message m_summary;
};

} // namespace

int findLrCommand(const TrainOptions& options)
{
    TrainOptions o = options;
    std::optional<Config> config;
    if (const int code = commandConfig(o, config); code != ExitSuccess)
        return code;
    LrFinderPrinter printer(o.json);
    SessionOptions sessionOptions;
    sessionOptions.findLrOnly = true;
    return runFinder(*config, printer, sessionOptions, o, "find-lr");
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
    // Signals count from here to the end, the report included: a SIGTERM while the config is read
    // (a job stopped in its first seconds) or while the report is written (a scheduler's time limit
    // just after the last epoch) must not kill the process.
    const InterruptScope interrupts;
    const auto stoppedBeforeTraining = [] { // as a stop while the ranks connect is said
        std::fprintf(stderr, "\ninterrupt: stopped before training started: nothing was trained or written\n");
        return static_cast<int>(ExitStoppedWithoutCheckpoint);
    };
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
    const bool ranksAskedHere = o.procs > 1 || (!o.gpus.empty() && o.gpus != "1"); // --procs, --gpus on this command line
    if (!rank && !ranksAskedHere && startedByLauncher()) {
        // srun or torchrun started one task: the job's only rank, whatever the config (or the run
        // being resumed) says about ranks of its own.
        if (config->distributed.procs != 1 || config->device.gpus != 1)
            std::fprintf(stderr, "lathe-cli: the launcher started this job with 1 rank: device.gpus and distributed.procs start no ranks of their own\n");
    } else if (!rank) {
        const int ranks = localRanks(*config);
        if (ranks < 0)
            return ExitConfigError;
        if (ranks > 1) {
            if (InterruptScope::interrupted())
                return stoppedBeforeTraining();
            // A run another job writes: said here, where rank 0 said it after every rank had started
            // and the others waited for it at the rendezvous.
            if (!o.resume.empty())
                if (const auto holder = FolderLock::liveHolder(o.resume)) {
                    std::fprintf(stderr, "error: %s\n", FolderLock::inUse(o.resume, *holder).text().c_str());
                    return ExitRuntimeError;
                }
            // This process supervises; each rank is this command again, under torchrun's variables.
            LaunchOptions launch;
            launch.program = core::selfExecutable(); // ranks keep lathe-cli's name
            launch.args = o.argv;
            launch.ranks = ranks;
            launch.log = [](const Message& m) { std::fprintf(stderr, "lathe-cli: %s\n", m.text().c_str()); };
            return launchRanks(launch);
        }
    }
    // In a data-parallel job only rank 0 reports progress; the others say only what goes wrong.
    const char* records = std::getenv("LATHE_LOG_RECORDS");
    const bool leader = !rank || rank->rank == 0;
    ProgressPrinter printer(o.quiet, rank ? rank->rank : 0, records && std::string(records) == "1");
    JsonProgress json; // --progress jsonl: rank 0 reports the run as data; the other ranks as ever
    const bool jsonl = o.progress == "jsonl" && leader;
    if (jsonl)
        json.begin("train", o.config);
    SessionOptions sessionOptions;
    sessionOptions.runsDir = o.runsDir;
    sessionOptions.resumeDir = o.resume;
    sessionOptions.rank = rank;
    sessionOptions.profileSteps = o.profileSteps;
    if (InterruptScope::interrupted())
        return stoppedBeforeTraining();
    const int code = runSession(*config, jsonl ? static_cast<EventSink&>(json) : printer, sessionOptions, &interrupts);
    // Every run leaves its report (rank 0 of a data-parallel job writes it): the HTML now, the PDF
    // with lathe-cli report, which needs the GUI package's lathe-pdf.
    const std::string runDir = jsonl ? json.finishedRunDir() : printer.finishedRunDir();
    if (leader && !runDir.empty() && isRunFolder(runDir)) {
        ReportHtmlOptions htmlOptions;
        htmlOptions.language = localeLanguage();
        try {
            const auto html = writeReportHtml(runDir, htmlOptions);
            if (jsonl)
                json.note("report", "path", html.string());
            else if (!o.quiet)
                std::printf("Report: %s (lathe-cli report %s adds the PDF)\n", html.c_str(), shellWord(runDir).c_str());
        } catch (const std::exception& e) {
            std::fprintf(stderr, "warning: the run's report could not be written: %s\n", e.what());
        }
    }
    return code;
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
    // An installed lathe-cli is a launcher that finds LibTorch and starts the program: the script
    // must start the launcher (the program alone cannot load LibTorch on a compute node).
    const char* launcher = std::getenv("LATHE_CLI_LAUNCHER");
    std::error_code launcherMissing;
    if (launcher && *launcher && fs::is_regular_file(launcher, launcherMissing))
        job.program = launcher;
    else
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
    job.signalLead = o.signalLead;
    job.generatedBy = "written by lathe-cli slurm (" + versionText() + ")";
    fs::path out = o.output.empty() ? fs::path(o.config).replace_extension(".sbatch") : fs::path(o.output);
    try {
        refuseToOverwrite(out, {o.config});
        writeFileAtomically(out, slurmScript(job));
        fs::permissions(out, fs::perms::owner_exec | fs::perms::group_exec, fs::perm_options::add);
    } catch (const ConfigError& e) {
        std::fprintf(stderr, "error: %s\n", e.what());
        return ExitUsage;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "error: %s\n", e.what());
        return ExitRuntimeError;
    }
    for (const Message& warning : slurmJobWarnings(job))
        std::fprintf(stderr, "warning: %s\n", warning.text().c_str());
    // The script decides the ranks and their devices: a config that says otherwise is followed by it.
    const DeviceConfig& device = r.config->device;
    if (o.gpusPerNode > 0 && device.type == "cpu")
        std::fprintf(stderr, "warning: the config trains on the CPU (device.type \"cpu\"), but the script asks for %d GPU(s) per node, "
                             "which would stand idle; for CPU ranks give --gpus-per-node 0\n",
                     o.gpusPerNode);
    if (device.gpus != 1 || r.config->distributed.procs != 1)
        std::fprintf(stderr, "warning: the config's device.gpus or distributed.procs is not 1: under srun the script's ranks are the "
                             "job's (--nodes, --gpus-per-node, --tasks-per-node), and those settings are not used\n");
    const int ranks = o.nodes * (o.gpusPerNode > 0 ? o.gpusPerNode : o.tasksPerNode);
    std::printf("wrote %s: %d rank(s) on %d node(s), runs in %s\nsubmit it on the cluster with:  sbatch %s\n", out.string().c_str(), ranks,
                o.nodes, job.runsDir.c_str(), shellWord(out.string()).c_str());
    return ExitSuccess;
}

namespace {

// The run folders of `given`, a sweep's folder standing for its trials' (in the order of their names);
// `failed` counts a sweep without any.
std::vector<std::string> runsOf(const std::vector<std::string>& given, int& failed)
{
    std::vector<std::string> runs;
    for (const std::string& folder : given) {
        if (isRunFolder(folder) || !isSweepFolder(folder)) {
            runs.push_back(folder);
            continue;
        }
        std::vector<std::string> trials;
        std::error_code ec;
        for (const auto& entry : std::filesystem::directory_iterator(folder, ec))
            if (entry.is_directory(ec) && isRunFolder(entry.path()))
                trials.push_back(entry.path().string());
        std::sort(trials.begin(), trials.end());
        if (trials.empty()) {
            std::fprintf(stderr, "error: %s is a sweep that has no runs yet\n", folder.c_str());
            ++failed;
            continue;
        }
        std::fprintf(stderr, "%s is a sweep: the logs of its %zu run(s)\n", folder.c_str(), trials.size());
        runs.insert(runs.end(), trials.begin(), trials.end());
    }
    return runs;
}

} // namespace

int tensorboardCommand(const std::vector<std::string>& runDirs, bool force)
{
    int failed = 0;
    const std::vector<std::string> runs = runsOf(runDirs, failed);
    int code = failed > 0 ? int(ExitConfigError) : int(ExitSuccess); // a folder that is no run: a config error; a log not written: a runtime error
    for (const std::string& run : runs) {
        if (!force && hasItsOwnTensorBoardLog(run)) { // it was replaced silently, losing batch/loss and batch/lr
            std::fprintf(stderr, "note: %s/tb holds the log the run wrote as it trained (output.tensorboard): left as it is "
                                 "(--force replaces it with one rebuilt from the records, without the per-step series)\n",
                         run.c_str());
            continue;
        }
        std::error_code ec;
        const bool incomplete = std::filesystem::exists(std::filesystem::path(run) / TensorBoardLog::kFolder / kTensorBoardIncomplete, ec);
        try {
            std::vector<Message> damaged;
            const auto folder = writeTensorBoardLog(run, &damaged);
            for (const Message& d : damaged)
                std::fprintf(stderr, "warning: %s\n", d.text().c_str());
            if (incomplete)
                std::fprintf(stderr, "note: %s/tb lacked what came after its writing stopped as the run trained: written again from the "
                                     "run's records, without the per-step series\n",
                             run.c_str());
            std::printf("wrote %s\n", folder.c_str());
        } catch (const std::exception& e) {
            std::fprintf(stderr, "error: %s\n", e.what());
            ++failed;
            code = std::max(code, int(isRunFolder(run) ? ExitRuntimeError : ExitConfigError));
        }
    }
    // A sweep's folder is the one to show: its runs side by side, not every run beside the sweep.
    if (failed == 0 && !runDirs.empty()) {
        const std::filesystem::path first = runDirs.front();
        const bool sweep = !isRunFolder(first) && isSweepFolder(first);
        std::printf("view them with: tensorboard --logdir %s\n", shellWord((sweep ? first : foldersOfRuns(first)).string()).c_str());
    }
    return code;
}

int reportCommand(const std::string& runDir, const std::string& outputDir, bool htmlOnly,
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
    for (const Message& damaged : report.run.damaged)
        std::fprintf(stderr, "warning: %s\n", damaged.text().c_str());
    const std::filesystem::path out = outputDir.empty() ? std::filesystem::path(runDir) : std::filesystem::path(outputDir);
    std::error_code ec;
    if (std::filesystem::create_directories(out, ec); ec) { // a read-only place said as such, not as the .tmp file it then lacked
        std::fprintf(stderr, "error: cannot create the folder %s: %s\n", out.c_str(), ec.message().c_str());
        return ExitRuntimeError;
    }
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
    const auto pdf = out / runfile::ReportPdf;
    if (writePdf(PdfKind::Report, runDir, pdf, language))
        std::printf("wrote %s\n", pdf.c_str());
    else if (findPdfWriter())
        return ExitRuntimeError;
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

int doctorCommand(const DoctorCommandOptions& o)
{
    // Progress goes to stderr also with --json (stdout is the report alone).
    const auto progress = [](const Message& what) { std::fprintf(stderr, "checking %s...\n", what.text().c_str()); };
    DoctorOptions options;
    options.quick = o.quick;
    Json report = runDoctor(options, progress);
    std::optional<SelfTestReport> selfTest;
    if (o.full || o.dryRun) {
        SelfTestOptions testOptions;
        testOptions.quick = o.quick;
        testOptions.cpuStandsIn = o.dryRun;
        testOptions.checked = [](const CheckResult& r) {
            SelfTestReport one;
            one.checks.push_back(r);
            std::string line = formatSelfTest(one).text();
            line.erase(line.rfind('\n', line.size() - 2) + 1); // without the count line
            std::fputs(line.c_str(), stderr);
        };
        selfTest = runSelfTest(testOptions, progress);
        report["self_test"] = selfTest->toJson();
        if (o.dryRun)
            report["self_test"]["cpu_stands_in"] = true;
    }
    if (o.json) {
        std::printf("%s\n", report.dump(2).c_str());
    } else {
        std::fputs(formatDoctorReport(report).text().c_str(), stdout);
        if (selfTest) {
            std::fputs(o.dryRun ? "\nGPU self-test, dry run (the CPU stands in for the GPU):\n" : "\nGPU self-test:\n", stdout);
            std::fputs(formatSelfTest(*selfTest).text().c_str(), stdout);
        }
    }
    return selfTest && selfTest->count(CheckStatus::Failed) > 0 ? ExitRuntimeError : ExitSuccess;
}

int defaultsCommand()
{
    std::fputs(configToText(defaultConfigJson()).c_str(), stdout);
    return ExitSuccess;
}

} // namespace lathe::cli
