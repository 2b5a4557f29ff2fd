#include "clisupport.h"

#include "config/schema.h"
#include "dist/rendezvous.h"
#include "run/runfolder.h"
#include "util/errors.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <thread>
#include <utility>
#include <vector>
#include <unistd.h>

namespace lathe::cli {

using namespace lathe::core;

namespace {

std::atomic<int> g_interrupts{0};
// Whether a person can press Ctrl-C here: only then does a second SIGINT mean "quit now".
std::atomic<bool> g_atTerminal{false};

void say(const char* text, std::size_t length)
{
    [[maybe_unused]] auto n = ::write(STDERR_FILENO, text, length);
}

// After a command's scope: SIGINT counted, and the second at a terminal quits (SIGTERM is ignored).
std::atomic<int> g_lateCtrlC{0};

void afterScope(int)
{
    if (g_atTerminal.load() && g_lateCtrlC.fetch_add(1) >= 1)
        std::_Exit(128 + SIGINT);
}

void onSignal(int signal)
{
    if (g_interrupts.fetch_add(1) == 0)
        return; // the first asks the session to stop (runSession), with a checkpoint
    if (signal == SIGINT && g_atTerminal.load()) {
        // Ctrl-C twice at a terminal: the person wants out now, without the checkpoint.
        static constexpr char text[] = "\ninterrupted again: exiting without waiting for the checkpoint\n";
        say(text, sizeof text - 1);
        std::_Exit(ExitStoppedWithoutCheckpoint);
    }
    // A scheduler repeats SIGTERM (Slurm's time limit sends it from slurmstepd and again from srun),
    // a supervisor forwards what it got: the checkpoint is finished first, whatever arrives.
    static constexpr char text[] = "lathe: signal received again: still finishing the checkpoint\n";
    say(text, sizeof text - 1);
}

} // namespace

namespace {

// In the file's order (they are found in the schema's), those of the whole file or of an option (no
// place) first.
void sortByPlace(std::vector<std::pair<Diagnostic, std::string>>& diagnostics)
{
    std::stable_sort(diagnostics.begin(), diagnostics.end(), [](const auto& a, const auto& b) {
        const auto place = [](const Diagnostic& d) { return std::pair(std::max(d.line, 0), d.column); };
        return place(a.first) < place(b.first);
    });
}

// Each diagnostic with the file it is said of (empty: said without one).
void printDiagnostics(std::vector<std::pair<Diagnostic, std::string>> diagnostics)
{
    sortByPlace(diagnostics);
    for (const auto& [d, file] : diagnostics)
        std::fprintf(stderr, "%s\n", d.format(file).c_str());
}

} // namespace

void printDiagnostics(const Diagnostics& diagnostics, const std::string& file)
{
    std::vector<std::pair<Diagnostic, std::string>> withFile;
    for (const Diagnostic& d : diagnostics)
        withFile.emplace_back(d, file);
    printDiagnostics(std::move(withFile));
}

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
    Diagnostics read; // a GBK or UTF-16 file's warning
    if (!readConfigText(o.config, text, read)) {
        printDiagnostics(read, o.config);
        return ExitConfigError;
    }
    // Parse first without file checks to apply overrides, then check the result as a whole.
    ConfigLoadResult first = parseConfig(text, {}, false);
    if (!first.config) { // its own problems, "given twice" among them, and the encoding's
        first.diagnostics.insert(first.diagnostics.begin(), read.begin(), read.end());
        printDiagnostics(first.diagnostics, o.config);
        return ExitConfigError;
    }
    for (const Diagnostic& d : first.diagnostics) // the file's own: the merged text below has no repeated key
        if (d.message.id.rfind("given twice", 0) == 0)
            read.push_back(d);
    Json doc = first.config->json;
    // Each assignment with the option that asked for it, which an error names.
    std::vector<std::pair<std::string, std::string>> given;
    if (o.noGpu)
        given.emplace_back("--no-gpu", "device.type=cpu");
    if (o.noCache)
        given.emplace_back("--no-cache", "data.cache=false");
    if (o.gpuId >= 0) {
        given.emplace_back("--gpu-id", "device.type=cuda");
        given.emplace_back("--gpu-id", "device.id=" + std::to_string(o.gpuId));
    }
    if (!o.amp.empty())
        given.emplace_back("--amp", "precision.amp=" + o.amp);
    if (o.procs > 0)
        given.emplace_back("--procs", "distributed.procs=" + std::to_string(o.procs));
    if (!o.gpus.empty()) {
        given.emplace_back("--gpus", "device.type=cuda");
        given.emplace_back("--gpus", "device.gpus=" + o.gpus);
    }
    if (!o.batchSize.empty())
        given.emplace_back("--batch-size", "training.batch_size=" + o.batchSize);
    if (o.epochs > 0)
        given.emplace_back("--epochs", "training.epochs=" + std::to_string(o.epochs));
    if (o.quick) {
        given.emplace_back("--quick", "training.epochs=1");
        if (doc["data"]["limit"].get<long long>() == 0)
            given.emplace_back("--quick", "data.limit=2048");
    }
    given.insert(given.end(), o.optionSets.begin(), o.optionSets.end());
    // An option and a --set that set one field to different values: neither is silently dropped
    // ("--epochs 1 --set training.epochs=3" trained 3 epochs). Values are compared as the field reads
    // them (3 and 3.0, cpu and "cpu" agree); --quick's settings give way to a --set.
    const auto split = [](const std::string& assignment) {
        const std::size_t eq = assignment.find('=');
        const auto trim = [](std::string t) {
            t.erase(0, t.find_first_not_of(" \t"));
            t.erase(t.find_last_not_of(" \t") + 1);
            return t;
        };
        return std::pair(trim(assignment.substr(0, eq)), eq == std::string::npos ? std::string() : trim(assignment.substr(eq + 1)));
    };
    for (const std::string& assignment : o.overrides) {
        const auto [key, value] = split(assignment);
        for (auto it = given.begin(); it != given.end();) {
            const auto [optionKey, optionValue] = split(it->second);
            if (optionKey != key || sameOverrideValue(key, optionValue, value)) {
                ++it;
            } else if (it->first == "--quick") {
                it = given.erase(it);
            } else {
                std::fprintf(stderr, "error: %s sets %s=%s and --set %s gives another value: give one of them\n", it->first.c_str(),
                             key.c_str(), optionValue.c_str(), assignment.c_str());
                return ExitUsage;
            }
        }
    }
    for (const std::string& assignment : o.overrides)
        given.emplace_back("--set", assignment);
    for (const auto& [option, assignment] : given) {
        if (const Message error = applyOverride(doc, assignment); !error.empty()) {
            std::fprintf(stderr, "error: %s %s\n", option.c_str(), error.text().c_str());
            return ExitConfigError;
        }
    }
    std::filesystem::path base = std::filesystem::absolute(std::filesystem::path(o.config)).parent_path();
    ConfigLoadResult r = parseConfig(doc.dump(), base, true);
    // The merged document's positions are not the file's: each problem is placed where its path is
    // in the file, except where an override set it (that value is not in the file), which gets none.
    for (auto& d : r.diagnostics)
        d.line = d.column = 0;
    placeDiagnostics(r.diagnostics, text);
    // A problem with a value an option set is the option's, not the file's ("--labels
    // (data.test_labels_path): …", "--set training.epochs: …"): said without the file, whose text
    // does not hold it.
    const auto setBy = [&](const Diagnostic& d) -> const std::string* {
        const std::string* option = nullptr;
        for (const auto& [name, assignment] : given) {
            const std::string key = assignment.substr(0, assignment.find('='));
            if (d.path == key || d.path.rfind(key + ".", 0) == 0 || d.path.rfind(key + "[", 0) == 0)
                option = &name;
        }
        return option;
    };
    r.diagnostics.insert(r.diagnostics.begin(), read.begin(), read.end());
    std::vector<std::pair<Diagnostic, std::string>> shown; // in the file's order, as validate prints them
    for (const Diagnostic& d : r.diagnostics) {
        auto& [said, file] = shown.emplace_back(d, o.config);
        if (const std::string* option = setBy(d)) {
            said.line = said.column = 0;
            said.path = *option == "--set" ? "--set " + d.path : *option + " (" + d.path + ")";
            file.clear();
        }
    }
    printDiagnostics(std::move(shown));
    if (!r.config)
        return ExitConfigError;
    out = std::move(r.config);
    return ExitSuccess;
}

InterruptScope::InterruptScope()
{
    g_interrupts = 0;
    g_atTerminal = ::isatty(STDIN_FILENO) == 1 && ::tcgetpgrp(STDIN_FILENO) == ::getpgrp();
    std::signal(SIGINT, onSignal);
    std::signal(SIGTERM, onSignal);
    std::signal(SIGUSR1, onSignal); // the warning some schedulers send before a time limit (Lightning's convention)
}

InterruptScope::~InterruptScope()
{
    // The command has stopped as asked, or ended: a signal arriving while the process exits (a
    // scheduler's second SIGTERM, or its first just as a run completes, while a rank of a data-parallel
    // job waits for rank 0's report to end together) must not turn its exit code into "killed by a
    // signal". Only a person can still quit an exit that hangs: Ctrl-C twice at its terminal.
    std::signal(SIGINT, afterScope);
    std::signal(SIGTERM, SIG_IGN);
    std::signal(SIGUSR1, SIG_IGN);
}

bool InterruptScope::interrupted()
{
    return g_interrupts > 0;
}

int runSession(const Config& config, EventSink& sink, const SessionOptions& options, const InterruptScope* scope)
{
    std::optional<InterruptScope> own;
    if (!scope)
        own.emplace();
    Session session(config, sink, options);
    session.start();
    bool stopAsked = false;
    std::chrono::steady_clock::time_point stopAskedAt;
    while (session.isRunning()) {
        if (g_interrupts > 0 && RendezvousWait::active()) {
            // Still waiting for the other ranks: nothing has trained, and the wait cannot be cut short.
            std::fprintf(stderr, "\ninterrupt: stopped while waiting for the other ranks to connect: nothing trained, no checkpoint\n");
            std::fflush(nullptr);
            std::_Exit(ExitStoppedWithoutCheckpoint);
        }
        if (g_interrupts > 0 && !stopAsked) {
            std::fprintf(stderr, options.findBatchOnly || options.findLrOnly ? "\ninterrupt: stopping after this trial%s\n"
                                                       : "\ninterrupt: stopping after this step and saving a checkpoint%s\n",
                         g_atTerminal ? " (Ctrl-C again to quit now)" : "");
            session.requestStop();
            stopAsked = true;
            stopAskedAt = std::chrono::steady_clock::now();
        }
        if (stopAsked && std::chrono::steady_clock::now() - stopAskedAt > kStopDeadline) {
            // A stop that cannot finish (a collective waiting on a rank that died, storage that
            // hangs) must not outlive the scheduler's patience silently.
            std::fprintf(stderr, "error: the stop did not finish within %lld s: exiting without the checkpoint (resume from the last one "
                                 "written before)\n",
                         static_cast<long long>(std::chrono::duration_cast<std::chrono::seconds>(kStopDeadline).count()));
            std::fflush(nullptr);
            std::_Exit(ExitStoppedWithoutCheckpoint);
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    return session.wait();
}

int exitCodeOf(const std::function<int()>& command)
{
    try {
        return command();
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

std::string localeLanguage()
{
    const char* lang = std::getenv("LC_ALL") && *std::getenv("LC_ALL") ? std::getenv("LC_ALL") : std::getenv("LANG");
    return lang && std::string(lang).rfind("zh", 0) == 0 ? "zh_CN" : "en";
}


} // namespace lathe::cli
