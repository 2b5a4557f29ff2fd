#pragma once
// `lathe-cli train --procs N` / `--gpus N`: this machine's ranks of a data-parallel job, started
// and supervised by one process. Each rank is this same program, run again with the same arguments
// and torchrun's variables (RANK, LOCAL_RANK, WORLD_SIZE, LOCAL_WORLD_SIZE, MASTER_ADDR=127.0.0.1,
// MASTER_PORT a free port, LATHE_LAUNCHER=lathe), so a rank behaves exactly as under torchrun.
//
// Ctrl-C, or a SIGTERM to the supervisor (the GUI's Stop, Slurm, kill), is passed on to every rank
// once (the ranks have their own process groups): they agree to stop at the same step and rank 0
// writes the checkpoint (exit code 130). Only Ctrl-C twice at a terminal quits at once (the ranks are
// killed, exit code 75); repeated SIGTERMs are passed on and the ranks still finish the checkpoint. When a rank ends badly (non-zero exit, or killed by a signal) the others are
// given `grace` to finish on their own (their collectives fail at once when a peer's socket
// closes; after rank 0, which holds the rendezvous, a second at most), then SIGTERM, then SIGKILL:
// the job never hangs on a dead rank.

#include "util/message.h"

#include <chrono>
#include <functional>
#include <string>
#include <vector>

namespace lathe::core {

struct LaunchOptions {
    std::string program;            // what to run: /proc/self/exe
    std::vector<std::string> args;  // argv, argv[0] included
    int ranks = 2;
    std::chrono::milliseconds grace{10000};
    std::function<void(const Message&)> log; // the supervisor's messages (stderr)
};

// Runs the ranks to their end; returns the job's exit code: 0 when every rank succeeded, else the
// first failing rank's code (4 for a rank killed by a signal, 130 when all were interrupted,
// 75 after Ctrl-C twice).
int launchRanks(const LaunchOptions& options);

// A TCP port on 127.0.0.1 that was free a moment ago (the rendezvous port of a local job).
int freeLocalPort();

} // namespace lathe::core
