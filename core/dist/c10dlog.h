#pragma once
// How much of c10's own log a rank of a data-parallel job prints. c10d logs a peer that went away as
// a warning with its exception's stack frames (TCPStore.cpp recvValue: "Did the remote server
// shutdown or crash?", 13 frames) before Lathe's own error names the rank that died, and at the
// rendezvous each refused connection while rank 0 starts: a rank keeps c10's errors only, unless
// TORCH_CPP_LOG_LEVEL says otherwise. Set first thing in main(), before any other thread reads the
// level (c10 keeps it in a plain global). No LibTorch in this header.

namespace lathe::core {

// For a process started as a rank (RANK or SLURM_PROCID in its environment) where the user did not
// set TORCH_CPP_LOG_LEVEL: c10's log at errors only.
void quietC10dWarningsInRanks();

} // namespace lathe::core
