#pragma once
// lathe-cli sweep --parallel N: a sweep's variants trained at once, each a lathe-cli process of its
// own (`sweep --resume FOLDER --trial I`, I from 1), so that each has its own threads, memory and Ctrl-C
// handling, and a crash or an out-of-memory ends one trial, not the search. The sweep process
// decides what trains (core/train/sweep.h) and waits; each trial's output is appended to
// FOLDER/logs/trial-I.log.

#include "commands.h"
#include "config/config.h"

#include <cstddef>
#include <filesystem>

namespace lathe::cli {

class InterruptScope;

// The trial's config on CUDA device `gpu` (sweep --gpus: the child's --gpu-id, or the one process's trial).
void onGpu(core::Config& config, int gpu);

// The child's side: trains variant options.trial of the sweep in options.resume, from its checkpoint
// when it has one, until options.untilEpoch (0: its end). Returns the run's exit code.
int sweepTrialCommand(const SweepOptions& options);

// The parent's side: starts the process for variant `variant` and waits for it; a Ctrl-C (or SIGTERM)
// the sweep receives is passed on once, so the trial stops at a checkpoint. Returns its exit code
// (core::ExitRuntimeError, with the reason on stderr, when it could not be started). Safe to call from
// several threads at once.
// `gpu` >= 0: the trial trains on that CUDA device (sweep --gpus).
int trainTrialProcess(const std::filesystem::path& folder, std::size_t variant, int stopAfterEpoch, int trialsAtOnce, int gpu = -1);

} // namespace lathe::cli
