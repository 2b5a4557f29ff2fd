// lathe-cli watch RUN_DIR: a run that another process writes (a Slurm job on the cluster, a run
// started in the window), followed from its folder as it grows and printed as `train` prints it
// (core/run/runfollower.h); ends with the run, with its exit code.

#include "commands.h"
#include "jsonprogress.h"
#include "progressprinter.h"

#include "run/runfollower.h"
#include "run/runrecord.h"
#include "util/errors.h"
#include "util/folderwatch.h"

#include <cstdio>
#include <filesystem>
#include <memory>

namespace lathe::cli {

using namespace lathe::core;

namespace {

// Says (on stderr, or as a "writer" object) what the writer is doing when it changes: paused,
// silent, writing again.
void sayState(const std::string& folder, FollowState before, const FollowStatus& now, JsonProgress* json)
{
    if (now.state == before)
        return;
    if (json) {
        if (now.state == FollowState::Silent || now.state == FollowState::Paused
            || (now.state == FollowState::Live && (before == FollowState::Silent || before == FollowState::Paused)))
            json->writer(now.state == FollowState::Silent ? "silent" : now.state == FollowState::Paused ? "paused" : "live",
                         now.quietSeconds);
        return;
    }
    if (now.state == FollowState::Silent)
        std::fprintf(stderr,
                     "watch: nothing written to %s for %s, longer than the run has been quiet before: its process may have ended "
                     "without a summary (killed, out of memory, a lost node), or the folder is not synced here; still watching\n",
                     folder.c_str(), clockText(now.quietSeconds).c_str());
    else if (now.state == FollowState::Paused)
        std::fprintf(stderr, "watch: the run is paused\n");
    else if (now.state == FollowState::Live && (before == FollowState::Silent || before == FollowState::Paused))
        std::fprintf(stderr, "watch: the run writes again\n");
    std::fflush(stderr);
}

} // namespace

int watchCommand(const WatchOptions& o)
{
    std::unique_ptr<RunFollower> follower;
    try {
        follower = std::make_unique<RunFollower>(o.runDir);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "error: %s\n", e.what());
        return ExitConfigError;
    }
    JsonProgress json;
    ProgressPrinter printer(o.quiet);
    EventSink& sink = o.progress == "jsonl" ? static_cast<EventSink&>(json) : printer;
    if (o.progress == "jsonl")
        json.begin("watch", (std::filesystem::path(o.runDir) / runfile::Config).string());
    FolderWatch watch(o.runDir);
    FollowState state = FollowState::Waiting;
    const auto interval = std::chrono::milliseconds(static_cast<long long>(o.intervalSeconds * 1000.0));
    bool gone = false;
    auto goneSince = std::chrono::steady_clock::now();
    while (true) {
        // A folder deleted (or a share unmounted) under the watch: nothing more will come. Gone for
        // two looks and a second, so that a network file system's moment of doubt does not end it;
        // said as the run's end, in the progress printed or as JSON.
        const auto now = std::chrono::steady_clock::now();
        if (isRunFolder(o.runDir)) {
            gone = false;
        } else if (!gone) {
            gone = true;
            goneSince = now;
        } else if (now - goneSince >= std::chrono::seconds(1)) {
            RunFinishedEvent end;
            end.runDir = o.runDir;
            end.status = RunFinishedEvent::Status::Failed;
            end.exitCode = ExitRuntimeError;
            end.message = Message::plain(o.runDir + " is no longer there (deleted, moved or unmounted): nothing more can be followed");
            sink.onFinished(end);
            return ExitRuntimeError;
        }
        follower->poll(sink);
        const FollowStatus status = follower->status();
        if (status.state == FollowState::Ended)
            return status.summary->status == RunStatus::Completed ? ExitSuccess
                   : status.summary->status == RunStatus::Stopped ? ExitInterrupted
                   : status.summary->exitCode != 0              ? status.summary->exitCode
                                                                 : ExitRuntimeError;
        sayState(o.runDir, state, status, o.progress == "jsonl" ? &json : nullptr);
        state = status.state;
        if (o.once)
            return ExitSuccess;
        watch.wait(interval);
    }
}

} // namespace lathe::cli
