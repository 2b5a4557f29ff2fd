#pragma once
// `lathe-cli doctor --full` and the window's GPU self-test: every GPU path of Lathe run for real on
// every visible GPU, each a named check (checkresult.h) that passes, fails or says why it was skipped,
// with the figures it measured against their stated tolerances:
//
//   fp32_vs_cpu, bf16_vs_cpu, fp16_vs_cpu   training steps of the demo CNN agree with the CPU's
//   fp16_overflow                           an overflow makes the loss scaler skip the step
//   graph_fp16, graph_sgd, graph_fp32       the CUDA-graph step trains as the eager step
//   loader_resident, loader_pinned          the GPU-resident and pinned streaming loaders deliver the CPU's batches
//   augment_gpu                             GPU augmentation matches the CPU's; validation inputs are not augmented
//   nvml                                    utilisation, memory, power, temperature read and plausible under load
//   batch_finder                            recovers from the out-of-memory it provokes; a full epoch at its batch fits
//   checkpoint_gpu, checkpoint_cpu          a GPU checkpoint resumes on the GPU exactly, and on the CPU
//   demo_steps                              steps/s of the demo CNN per precision (a figure, Lathe's defaults)
//   nccl                                    a process group over the GPUs all-reduces (one rank per GPU, up to two)
//
// No LibTorch here: the window includes it.

#include "checkresult.h"
#include "monitor/nvml.h"

#include <filesystem>
#include <functional>

namespace lathe::core {

struct SelfTestOptions {
    bool quick = false; // smaller data and fewer steps (tests, dry runs)
    std::string nvmlLibrary = defaultNvmlLibrary();
    // Where the checks that train through a Session write their run folders (removed afterwards);
    // empty: a fresh folder under the system's temporary directory.
    std::filesystem::path workDir;
    // Asked between checks; true ends the self-test early (DoctorStopped, doctor.h).
    std::function<bool()> stopRequested;
    // Dry runs and tests on a machine without a GPU: every device check runs with the CPU standing in
    // for the GPU (the CPU against itself: fp32 against bf16/fp16 autocast on the CPU, the eager device
    // step for the CUDA graph, worker loaders, Gloo for NCCL), so its plumbing is exercised; checks
    // that need a GPU's own hardware (NVML, real out-of-memory) run what they can and say what they skipped.
    bool cpuStandsIn = false;
    // Told each check's record as soon as it is known (the CLI prints it: a crash later loses nothing
    // that was found before it).
    std::function<void(const CheckResult&)> checked;
};

// Runs every check on every visible GPU; `progress` is told what is being checked.
SelfTestReport runSelfTest(const SelfTestOptions& options, const std::function<void(const Message&)>& progress);

} // namespace lathe::core
