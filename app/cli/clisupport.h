#pragma once
// What lathe-cli's commands share: the config a command runs (the file, the options and --set),
// Ctrl-C around sessions, the exit code of an error and the report language.

#include "commands.h"
#include "config/config.h"
#include "events/events.h"
#include "train/session.h"

#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <string>


namespace lathe::cli {

void printDiagnostics(const core::Diagnostics& diagnostics, const std::string& file);

// The config a train, find-batch, evaluate or sweep command runs: the file (or a run folder's copy)
// with the options and --set overrides applied, checked as a whole. Returns an exit code;
// ExitSuccess fills `out`.
int commandConfig(TrainOptions& o, std::optional<core::Config>& out);

// Ctrl-C and SIGTERM counted while it lives, ignored after (the command's work is done and it exits:
// a scheduler's SIGTERM just then must not turn a completed run's exit code into "killed"; Ctrl-C
// twice at a terminal still quits an exit that hangs). The first
// asks a session to stop with a checkpoint; only Ctrl-C again at a terminal quits at once
// (ExitStoppedWithoutCheckpoint): repeated SIGTERMs (a scheduler's, a supervisor's) wait for the
// checkpoint.

class InterruptScope {
public:
    InterruptScope();
    ~InterruptScope();
    InterruptScope(const InterruptScope&) = delete;
    InterruptScope& operator=(const InterruptScope&) = delete;
    // Whether Ctrl-C came since the scope began.
    static bool interrupted();
};

// How long a stop may take (the step, the ranks agreeing, the checkpoint) before the process gives up
// on it and exits with ExitStoppedWithoutCheckpoint.
inline constexpr std::chrono::seconds kStopDeadline{300};

// Runs a session to its end; the first Ctrl-C (or SIGTERM) asks it to stop after the current step
// (training saves a checkpoint, exit code 130), Ctrl-C again at a terminal quits at once. `scope`: the caller's, which spans
// several sessions (a sweep); none: this session's own.
int runSession(const core::Config& config, core::EventSink& sink, const core::SessionOptions& options,
               const InterruptScope* scope = nullptr);

// Runs `command`; an exception becomes its message on stderr and the exit code of its kind
// (ConfigError, DataError, anything else).
int exitCodeOf(const std::function<int()>& command);

// The report language when none is given: the locale's, as the GUI does.
std::string localeLanguage();

} // namespace lathe::cli
