// lathe-cli: Lathe without a display. Argument parsing only; the work is in commands.cpp and core.

#include "commands.h"
#include "dist/c10dlog.h"
#include "util/catalogue.h"
#include "util/errors.h"
#include "util/hostmemory.h"
#include "util/kinetolog.h"
#include "util/openmpwait.h"
#include "util/version.h"

#include <CLI/CLI.hpp>

#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <set>
#include <string>
#include <vector>

namespace {
// A whole number from LO to HI. CLI11's Range said "Value abc not in range 1 to 256" of a word and
// "Value 1.5 not in range 1 to 1000000" of a fraction, and its PositiveNumber names the largest double.
CLI::Validator wholeNumber(long long lo, long long hi)
{
    const std::string range = std::to_string(lo) + " to " + std::to_string(hi);
    return CLI::Validator(
        [lo, hi, range](std::string& text) -> std::string {
            long long value = 0;
            const char* begin = text.data() + (text.size() > 1 && text[0] == '+' ? 1 : 0); // "+5", as CLI11 took it
            const char* end = text.data() + text.size();
            const auto [stop, error] = std::from_chars(begin, end, value);
            if (error == std::errc::result_out_of_range)
                return text + " is not in the range " + range;
            if (error != std::errc() || stop != end || text.empty())
                return "\"" + text + "\" is not a whole number (" + range + ")";
            if (value < lo || value > hi)
                return text + " is not in the range " + range;
            return {};
        },
        "INT:" + range);
}
const CLI::Validator kCounts = wholeNumber(1, 1000000);
const CLI::Validator kGpuIds = wholeNumber(0, 1023);
} // namespace

int main(int argc, char** argv)
{
    using namespace lathe;
    // The commands that train or compute: OpenMP's wait, set before LibTorch's OpenMP reads it.
    static const std::set<std::string> computing{"train", "find-batch", "find-lr", "evaluate", "predict", "sweep", "doctor"};
    if (argc > 1 && computing.count(argv[1]))
        core::chooseOpenMpWait(argv);
    core::preferHugePages(); // before LibTorch's first CPU allocation
    core::quietKinetoWithoutGpu(); // before any other thread: util/kinetolog.h
    core::quietC10dWarningsInRanks(); // likewise: dist/c10dlog.h
    CLI::App app{"Lathe: train neural networks on a workstation GPU, headless.\n"
                 "Exit codes: 0 success, 1 usage, 2 config error, 3 data error, 4 runtime error, 75 stopped without a checkpoint, "
                 "130 stopped with a checkpoint."};
    // Started by the installed launcher: usage lines name it, not the program inside lib/lathe.
    if (const char* launcher = std::getenv("LATHE_CLI_LAUNCHER"); launcher && *launcher)
        app.name(launcher);
    app.set_version_flag("--version", core::versionText());
    app.require_subcommand(1);

    std::vector<std::string> validateFiles;
    bool quiet = false;
    auto* validate = app.add_subcommand("validate", "Check config files and report every problem with its place");
    // Each file is checked on its own (one missing does not stop the others being read).
    validate->add_option("files", validateFiles, "Config files")->required();
    validate->add_flag("-q,--quiet", quiet, "Print only problems");

    cli::TrainOptions train;
    auto* trainCmd = app.add_subcommand("train", "Train from a config file");
    trainCmd->add_option("config", train.config, "Config file (JSON)");
    trainCmd->add_option("--resume", train.resume,
                         "Continue the run in this folder from its last checkpoint; \"auto\" (with CONFIG): the newest "
                         "unfinished run of that config, or a new run when there is none")
        ->check(CLI::ExistingDirectory | CLI::IsMember({"auto"}));
    trainCmd->add_option("--set", train.overrides, "Override a field: key.path=value (repeatable)");
    trainCmd->add_option("--gpu-id", train.gpuId, "Train on this CUDA device")->check(kGpuIds);
    trainCmd->add_flag("--no-gpu", train.noGpu, "Train on the CPU");
    trainCmd->add_option("--amp", train.amp, "Mixed precision")->check(CLI::IsMember({"auto", "off", "fp16", "bf16"}));
    trainCmd->add_option("--batch-size", train.batchSize, "Batch size, or auto");
    trainCmd->add_option("--epochs", train.epochs, "Number of epochs")->check(kCounts);
    trainCmd->add_flag("--quick", train.quick, "One short epoch on a subset, to check a config end to end");
    trainCmd->add_flag("--no-cache", train.noCache, "Read CSV tables from their files, not from the table cache (data.cache false)");
    trainCmd->add_option("--runs-dir", train.runsDir, "Folder for run folders (default: output.runs_dir, else ./runs)");
    trainCmd->add_flag("-q,--quiet", train.quiet, "No progress bar or info logs");
    trainCmd->add_option("--procs", train.procs, "Data parallel on the CPU: this many ranks (Gloo), sharing the cores")
        ->check(wholeNumber(1, 256));
    trainCmd->add_option("--gpus", train.gpus, "Data parallel on this machine's GPUs: a number, or all (one rank each, NCCL)");
    trainCmd->add_option("--profile-steps", train.profileSteps,
                         "Profile this many steps once training runs at its pace: each step's phases (profile.json, the report) "
                         "and a Chrome/Perfetto trace in the run folder's profile/")
        ->check(wholeNumber(1, 1000));
    trainCmd->add_option("--progress", train.progress,
                         "How progress is reported on stdout: text (a line per epoch), or jsonl (one JSON object per event, for scripts)")
        ->check(CLI::IsMember({"text", "jsonl"}));
    trainCmd->get_option("--no-gpu")->excludes("--gpu-id");
    trainCmd->get_option("--quick")->excludes("--epochs"); // --quick trains one epoch
    trainCmd->get_option("--no-gpu")->excludes("--gpus");
    trainCmd->get_option("--procs")->excludes("--gpus");

    cli::TrainOptions find;
    auto* findCmd = app.add_subcommand("find-batch", "Find the largest batch that fits the memory budget (trains nothing)");
    findCmd->add_option("config", find.config, "Config file (JSON)")->required();
    findCmd->add_option("--set", find.overrides, "Override a field: key.path=value (repeatable)");
    findCmd->add_option("--gpu-id", find.gpuId, "Search on this CUDA device")->check(kGpuIds);
    findCmd->add_flag("--no-gpu", find.noGpu, "Search on the CPU (host memory budget)");
    findCmd->add_option("--amp", find.amp, "Mixed precision")->check(CLI::IsMember({"auto", "off", "fp16", "bf16"}));
    findCmd->add_flag("--no-cache", find.noCache, "Read CSV tables from their files, not from the table cache (data.cache false)");
    findCmd->add_option("--progress", find.progress, "text (the trials' table), or jsonl (one JSON object per trial and the end, for scripts)")
        ->check(CLI::IsMember({"text", "jsonl"}));
    findCmd->add_flag("--exhaustive", find.exhaustive, "Bisect to the exact limit instead of searching by model (slow; a reference)");
    findCmd->add_flag("--json", find.json, "Print the trials and the result as JSON");
    findCmd->get_option("--no-gpu")->excludes("--gpu-id");

    cli::TrainOptions findLr;
    auto* findLrCmd = app.add_subcommand("find-lr", "Find a learning rate: a range test, then short trial trainings around its suggestion (trains nothing)");
    findLrCmd->add_option("config", findLr.config, "Config file (JSON)")->required();
    findLrCmd->add_option("--set", findLr.overrides, "Override a field: key.path=value (repeatable)");
    findLrCmd->add_option("--gpu-id", findLr.gpuId, "Search on this CUDA device")->check(kGpuIds);
    findLrCmd->add_flag("--no-gpu", findLr.noGpu, "Search on the CPU");
    findLrCmd->add_option("--amp", findLr.amp, "Mixed precision")->check(CLI::IsMember({"auto", "off", "fp16", "bf16"}));
    findLrCmd->add_flag("--no-cache", findLr.noCache, "Read CSV tables from their files, not from the table cache (data.cache false)");
    findLrCmd->add_option("--progress", findLr.progress, "text (the curve's table), or jsonl (one JSON object for the finder and the end, for scripts)")
        ->check(CLI::IsMember({"text", "jsonl"}));
    findLrCmd->add_flag("--json", findLr.json, "Print the curve, the trials and the result as JSON");
    findLrCmd->get_option("--no-gpu")->excludes("--gpu-id");

    cli::EvaluateOptions evaluate;
    auto* evaluateCmd = app.add_subcommand("evaluate", "Score a run's model on its test split or on other data: evaluation.json "
                                                       "with per-class scores and the confusion matrix (or per-target errors)");
    evaluateCmd->add_option("run", evaluate.runDir, "Run folder")->required()->check(CLI::ExistingDirectory);
    evaluateCmd->add_option("--data", evaluate.data, "Other data of the run's kind (CSV files, an image folder, an IDX images "
                                                     "file) instead of its test split");
    evaluateCmd->add_option("--labels", evaluate.labels, "IDX: the labels file of --data")->check(CLI::ExistingFile);
    evaluateCmd->add_option("--checkpoint", evaluate.checkpoint, "The weights to score: best or last (default: the run's output.test_checkpoint, the weights of its model.pt)")
        ->check(CLI::IsMember({"best", "last"}));
    evaluateCmd->add_option("-o,--output", evaluate.output,
                            "The JSON file to write (default: RUN/evaluation.json; with --data, RUN/evaluation-<data name>.json)");
    evaluateCmd->add_option("--gpu-id", evaluate.gpuId, "Score on this CUDA device")->check(kGpuIds);
    evaluateCmd->add_flag("--no-gpu", evaluate.noGpu, "Score on the CPU");
    evaluateCmd->add_flag("--json", evaluate.json, "Print the evaluation as JSON");
    evaluateCmd->add_flag("-q,--quiet", evaluate.quiet, "Print no loading messages");
    evaluateCmd->add_option("--progress", evaluate.progress, "text, or jsonl (its messages and the end as JSON objects, for scripts)")
        ->check(CLI::IsMember({"text", "jsonl"}));
    evaluateCmd->get_option("--no-gpu")->excludes("--gpu-id");

    cli::PredictOptions predict;
    auto* predictCmd = app.add_subcommand("predict", "Run a trained model on new data: image files or folders, CSV rows, or "
                                                     "time-series CSVs; writes the predicted class and probabilities (or values)");
    predictCmd->add_option("run", predict.run, "Run folder (its model.pt), or a model.pt")->required()->check(CLI::ExistingPath);
    predictCmd->add_option("inputs", predict.inputs, "Images, folders of images, or CSV files")->required();
    predictCmd->add_option("-o,--output", predict.output, "The file to write (default: predictions.csv, or predictions.jsonl)");
    predictCmd->add_flag("--jsonl", predict.jsonLines, "Write JSON lines instead of CSV");
    predictCmd->add_option("--batch", predict.batch, "Samples per batch")->check(wholeNumber(1, 1 << 20));
    predictCmd->add_flag("-q,--quiet", predict.quiet, "No progress messages");
    predictCmd->add_option("--progress", predict.progress, "text, or jsonl (its messages and the end as JSON objects, for scripts)")
        ->check(CLI::IsMember({"text", "jsonl"}));

    cli::SweepOptions sweep;
    auto* sweepCmd = app.add_subcommand("sweep", "Train a config in several variants (models, a grid of settings) one after another "
                                                 "and compare them: sweep.json, comparison.html and .pdf");
    sweepCmd->add_option("config", sweep.train.config, "Config file (JSON): the base every variant starts from");
    sweepCmd->add_option("--models", sweep.models, "Model kinds to compare (model.kind), e.g. cnn1d transformer cnn_transformer");
    sweepCmd->add_option("--progress", sweep.train.progress,
                         "text, or jsonl (each variant's run as JSON objects, then the comparison's path, for scripts)")
        ->check(CLI::IsMember({"text", "jsonl"}));
    sweepCmd->add_option("--grid", sweep.grid, "A setting and its values, key.path=v1,v2 (repeatable; every combination runs)");
    sweepCmd->add_option("--search", sweep.search,
                         "grid (every combination, each to its end), random (--trials settings drawn from --range), or asha "
                         "(the same draws, or the grid, trained rung by rung and the worse pruned by output.checkpoint.metric)")
        ->check(CLI::IsMember({"grid", "random", "asha"}));
    sweepCmd->add_option("--range", sweep.ranges,
                         "Where a random or ASHA search draws a setting from: key.path=low:high[:log|:int|:logint] or key.path=v1,v2 "
                         "(repeatable)");
    sweepCmd->add_option("--trials", sweep.trials, "Settings drawn from the ranges (default 16)")->check(kCounts);
    sweepCmd->add_option("--eta", sweep.eta, "ASHA: 1/eta of the trials at each rung go on (default 3)")->check(wholeNumber(2, 100));
    sweepCmd->add_option("--min-epochs", sweep.minEpochs, "ASHA: the first rung, in epochs (default 1); then ×eta up to training.epochs")
        ->check(kCounts);
    sweepCmd->add_option("--seed", sweep.seed, "The draws' seed (default 0)");
    sweepCmd->add_option("--set", sweep.train.overrides, "Override a field of the base: key.path=value (repeatable)");
    sweepCmd->add_option("--resume", sweep.resume, "Continue a sweep folder where it stopped")->check(CLI::ExistingDirectory);
    sweepCmd->add_option("--runs-dir", sweep.train.runsDir, "Where the sweep folder goes (default: output.runs_dir, else ./runs)");
    sweepCmd->add_option("--gpu-id", sweep.train.gpuId, "Train on this CUDA device")->check(kGpuIds);
    sweepCmd->add_flag("--no-gpu", sweep.train.noGpu, "Train on the CPU");
    sweepCmd->add_option("--amp", sweep.train.amp, "Mixed precision")->check(CLI::IsMember({"auto", "off", "fp16", "bf16"}));
    sweepCmd->add_option("--epochs", sweep.train.epochs, "Number of epochs of every variant")->check(kCounts);
    sweepCmd->add_flag("--quick", sweep.train.quick, "One short epoch per variant on a subset, to check the sweep end to end");
    sweepCmd->add_flag("--no-cache", sweep.train.noCache, "Read CSV tables from their files, not from the table cache (data.cache false)");
    sweepCmd->add_option("--lang", sweep.language, "Comparison language (default: from LANG)")->check(CLI::IsMember(core::catalogueLanguages()));
    sweepCmd->add_flag("-q,--quiet", sweep.train.quiet, "No progress bar or info logs");
    sweepCmd->add_option("--parallel", sweep.parallel,
                         "Variants trained at once, each a process of its own sharing the CPUs (default 1: one after another; "
                         "with --gpus, one per GPU); "
                         "their output goes to logs/ in the sweep folder")
        ->check(wholeNumber(1, 64));
    sweepCmd->add_option("--gpus", sweep.gpus,
                         "Spread the trials over this machine's GPUs: a number, or all; one trial per GPU at a time "
                         "(--parallel: more at once, shared evenly)");
    sweepCmd->add_option("--trial", sweep.trial, "(internal) train only this variant (from 1) of the sweep given by --resume")->group("");
    sweepCmd->add_option("--until-epoch", sweep.untilEpoch, "(internal) with --trial: stop after this epoch")->group("");
    sweepCmd->get_option("--no-gpu")->excludes("--gpu-id");
    sweepCmd->get_option("--quick")->excludes("--epochs");
    sweepCmd->get_option("--gpus")->excludes("--no-gpu")->excludes("--gpu-id");

    std::string reportRun, reportOut;
    bool reportHtmlOnly = false;
    auto* reportCmd = app.add_subcommand("report", "Write a run's report: report.html (self-contained) and report.pdf");
    reportCmd->add_option("run", reportRun, "Run folder")->required()->check(CLI::ExistingDirectory);
    reportCmd->add_option("-o,--output", reportOut, "Folder for the report files (default: the run folder)");
    reportCmd->add_flag("--html-only", reportHtmlOnly, "Write the HTML file only");
    std::string reportLanguage;
    reportCmd->add_option("--lang", reportLanguage, "Report language (default: from LANG)")->check(CLI::IsMember(core::catalogueLanguages()));

    std::vector<std::string> tensorboardRuns;
    auto* tensorboardCmd = app.add_subcommand("tensorboard", "Write TensorBoard logs (tb/) for run folders recorded before output.tensorboard, "
                                                             "from their metrics.jsonl, device.jsonl, log and summary");
    tensorboardCmd->add_option("runs", tensorboardRuns, "Run folders")->required()->check(CLI::ExistingDirectory);
    bool tensorboardForce = false;
    tensorboardCmd->add_flag("--force", tensorboardForce,
                             "Also replace the log a run wrote as it trained (output.tensorboard), losing its per-step series");

    cli::SlurmOptions slurm;
    auto* slurmCmd = app.add_subcommand("slurm", "Write an sbatch script that trains a config on a Slurm cluster (srun, one rank per GPU)");
    slurmCmd->add_option("config", slurm.config, "Config file (JSON)")->required()->check(CLI::ExistingFile);
    slurmCmd->add_option("--nodes", slurm.nodes, "Nodes")->check(wholeNumber(1, 100000));
    slurmCmd->add_option("--gpus-per-node", slurm.gpusPerNode, "GPUs per node, one rank each; 0: CPU ranks (--tasks-per-node)")
        ->check(wholeNumber(0, 64));
    slurmCmd->add_option("--tasks-per-node", slurm.tasksPerNode, "CPU ranks per node when --gpus-per-node is 0")->check(wholeNumber(1, 1024));
    slurmCmd->add_option("--cpus-per-task", slurm.cpusPerTask, "CPU cores per rank")->check(wholeNumber(1, 1024));
    slurmCmd->add_option("--time", slurm.time, "Time limit (Slurm's format, e.g. 12:00:00 or 2-00:00:00)");
    slurmCmd->add_option("--partition", slurm.partition, "Partition");
    slurmCmd->add_option("--account", slurm.account, "Account to charge");
    slurmCmd->add_option("--signal-lead", slurm.signalLead,
                         "Seconds before the time limit at which the ranks stop with a checkpoint and the job requeues itself")
        ->capture_default_str();
    slurmCmd->add_option("--runs-dir", slurm.runsDir, "Folder for run folders on the cluster (default: output.runs_dir, else ./runs)");
    slurmCmd->add_option("-o,--output", slurm.output, "The script to write (default: CONFIG's name with .sbatch)");

    cli::WatchOptions watchOptions;
    auto* watchCmd = app.add_subcommand("watch", "Follow a run that another process writes (a Slurm job, a run on another machine "
                                                 "through a shared folder) and print its progress as train does, until it ends");
    watchCmd->add_option("run", watchOptions.runDir, "Run folder")->required()->check(CLI::ExistingDirectory);
    watchCmd->add_option("--interval", watchOptions.intervalSeconds,
                         "Seconds between reads where the file system does not notify of changes (NFS, sshfs)")
        ->check(CLI::Range(0.1, 3600.0))
        ->capture_default_str();
    watchCmd->add_flag("--once", watchOptions.once, "Print what the folder holds now and return");
    watchCmd->add_flag("-q,--quiet", watchOptions.quiet, "Print only epochs, warnings and the end");
    watchCmd->add_option("--progress", watchOptions.progress, "text, or jsonl: one JSON object per event on stdout")
        ->check(CLI::IsMember({"text", "jsonl"}));

    bool markdown = false;
    auto* schema = app.add_subcommand("schema", "Print the config JSON Schema (or --markdown reference)");
    schema->add_flag("--markdown", markdown, "Print the field reference as Markdown");

    auto* defaults = app.add_subcommand("defaults", "Print a config with every field at its default");

    cli::DoctorCommandOptions doctorOptions;
    auto* doctor = app.add_subcommand("doctor", "Check this machine for training: GPUs, versions, measured throughput");
    doctor->add_flag("--json", doctorOptions.json, "Print the report as JSON");
    doctor->add_flag("--quick", doctorOptions.quick, "Smaller, faster measurements");
    doctor->add_flag("--full", doctorOptions.full,
                     "Then the GPU self-test: every GPU path of Lathe run on every visible GPU, each check passed, failed or skipped "
                     "with its reason (exit code 4 when a check fails)");
    doctor->add_flag("--dry-run", doctorOptions.dryRun,
                     "The self-test with the CPU standing in for the GPU: checks the checks themselves on a machine without one");

    // `lathe-cli help [COMMAND]`, as git and cargo take it: the command's --help (or the commands).
    std::vector<char*> helpArgs;
    if (argc > 1 && std::string(argv[1]) == "help") {
        static char helpFlag[] = "--help";
        helpArgs.push_back(argv[0]);
        if (argc > 2 && std::string(argv[2]) != "help") // `help help`: the commands
            helpArgs.push_back(argv[2]);
        helpArgs.push_back(helpFlag);
        argc = static_cast<int>(helpArgs.size());
        argv = helpArgs.data();
    }
    // A mistyped command: named, with the commands there are (CLI11 said "A subcommand is required").
    if (argc > 1 && argv[1][0] != '-') {
        std::string names;
        bool known = false;
        for (const CLI::App* sub : app.get_subcommands([](CLI::App*) { return true; })) {
            known = known || sub->get_name() == argv[1];
            names += (names.empty() ? "" : ", ") + sub->get_name();
        }
        if (!known) {
            std::fprintf(stderr, "error: unknown command \"%s\"; the commands are %s (lathe-cli --help)\n", argv[1], names.c_str());
            return core::ExitUsage;
        }
    }
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        const int code = app.exit(e);
        return code == 0 ? core::ExitSuccess : core::ExitUsage;
    }

    if (validate->parsed())
        return cli::validateCommand(validateFiles, quiet);
    if (trainCmd->parsed()) {
        train.argv.assign(argv, argv + argc);
        return cli::trainCommand(train);
    }
    if (findCmd->parsed())
        return cli::findBatchCommand(find);
    if (findLrCmd->parsed())
        return cli::findLrCommand(findLr);
    if (evaluateCmd->parsed())
        return cli::evaluateCommand(evaluate);
    if (predictCmd->parsed())
        return cli::predictCommand(predict);
    if (sweepCmd->parsed()) {
        for (const char* name : {"--epochs", "--search", "--trials", "--eta", "--min-epochs", "--seed", "--quick", "--amp", "--no-gpu", "--no-cache",
                                 "--runs-dir", "--gpu-id"})
            if (sweepCmd->count(name) > 0)
                sweep.given.emplace_back(name);
        return cli::sweepCommand(sweep);
    }
    if (reportCmd->parsed())
        return cli::reportCommand(reportRun, reportOut, reportHtmlOnly, reportLanguage);
    if (tensorboardCmd->parsed())
        return cli::tensorboardCommand(tensorboardRuns, tensorboardForce);
    if (slurmCmd->parsed()) {
        if (slurmCmd->get_option("--tasks-per-node")->count() > 0 && slurm.gpusPerNode > 0) {
            std::fprintf(stderr, "error: --tasks-per-node sets CPU ranks, with --gpus-per-node 0; a GPU job runs one rank per GPU "
                                 "(--gpus-per-node %d)\n",
                         slurm.gpusPerNode);
            return int(core::ExitUsage);
        }
        return cli::slurmCommand(slurm);
    }
    if (watchCmd->parsed())
        return cli::watchCommand(watchOptions);
    if (schema->parsed())
        return cli::schemaCommand(markdown);
    if (defaults->parsed())
        return cli::defaultsCommand();
    if (doctor->parsed())
        return cli::doctorCommand(doctorOptions);
    return core::ExitUsage;
}
