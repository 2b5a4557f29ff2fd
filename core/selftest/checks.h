#pragma once
// The self-test's checks (selftest.h), each on one device: the GPU under test, or the CPU standing in
// for it in dry runs. Each returns its records; an exception is turned into a failed check by the caller.

#include "checkresult.h"

#include <c10/core/Device.h>

#include <filesystem>
#include <functional>
#include <string>
#include <vector>

namespace lathe::core::selftest {

struct CheckContext {
    c10::Device device{c10::kCPU}; // under test
    std::string name;              // "cuda:0", "cpu"
    bool quick = false;
    std::filesystem::path workDir; // a folder of this device's own, for run folders and data files
    std::string nvmlLibrary;
    std::function<bool()> stopRequested; // asked between steps of the checks that train through a Session
    bool cuda() const { return device.is_cuda(); }
};

// stepchecks.cpp
std::vector<CheckResult> precisionChecks(const CheckContext& c);   // fp32/bf16/fp16_vs_cpu, fp16_overflow
std::vector<CheckResult> cudaGraphChecks(const CheckContext& c);   // graph_fp16, graph_sgd, graph_fp32
CheckResult demoStepsCheck(const CheckContext& c);                 // demo_steps
// datachecks.cpp
std::vector<CheckResult> loaderChecks(const CheckContext& c);      // loader_resident, loader_pinned, augment_gpu
// runchecks.cpp: through Sessions, on files
CheckResult batchFinderCheck(const CheckContext& c);               // batch_finder
std::vector<CheckResult> checkpointChecks(const CheckContext& c);  // checkpoint_gpu, checkpoint_cpu
// systemchecks.cpp
CheckResult nvmlCheck(const CheckContext& c);                      // nvml
CheckResult ncclCheck(const std::vector<c10::Device>& devices, bool quick); // nccl (Gloo for CPU stand-ins)

// The ids each function above reports, in order: a check that threw is recorded as failed under them.
const std::vector<std::string>& precisionCheckIds();
const std::vector<std::string>& cudaGraphCheckIds();
const std::vector<std::string>& loaderCheckIds();
const std::vector<std::string>& checkpointCheckIds();

} // namespace lathe::core::selftest
