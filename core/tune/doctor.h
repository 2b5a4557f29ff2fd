#pragma once
// `lathe-cli doctor`: what this machine offers for training, measured rather than assumed: versions,
// each GPU with its capabilities and what `amp: auto` picks, matmul throughput next to the nominal
// figures, host-to-device bandwidth pinned vs pageable, one real training step; and without a usable
// GPU, an account of why.

#include "config/json.h"
#include "monitor/nvml.h"

#include <functional>
#include <string>

namespace lathe::core {

struct DoctorOptions {
    std::string nvmlLibrary = defaultNvmlLibrary();
    bool quick = false; // smaller measurements (tests)
    // Asked between measurements; true ends the checks early (DoctorStopped). The GUI's self-test
    // uses it so that closing the window does not wait for every measurement.
    std::function<bool()> stopRequested;
};

// Thrown by runDoctor when stopRequested answered true.
struct DoctorStopped {};

// Runs the checks; `progress` is told what is being measured.
Json runDoctor(const DoctorOptions& options, const std::function<void(const Message&)>& progress);

// The report as readable text.
Message formatDoctorReport(const Json& report);

} // namespace lathe::core
