#pragma once
// How loud LibTorch's Kineto profiler logs, chosen first thing in main(), before any other thread
// runs. The choice goes through the environment (KINETO_LOG_LEVEL, which libkineto reads when it
// starts), and the environment must not be written once threads run: glibc's setenv moves the
// variables to a new array when it adds one, under a thread that may be reading the old one with
// getenv (tst_trainstep crashed that way in QtTest's watchdog). So nothing sets it later, when a
// profile starts. No LibTorch.

#include <optional>
#include <string>

namespace lathe::core {

// The level to set, or nothing: "5" (no messages) where no NVIDIA device can be there — Kineto asks
// CUDA for devices when it writes a trace and logs the missing driver as an ERROR — and nothing where
// the environment already says (the user's choice) or an NVIDIA device node exists (its errors are
// worth reading there).
std::optional<std::string> kinetoLogLevelToSet(bool alreadySet, bool nvidiaDeviceNode);

// Applies that to this process: the device node is /dev/nvidiactl (/dev/dxg under WSL 2). lathe and
// lathe-cli call it in main(), beside preferHugePages (util/hostmemory.h).
void quietKinetoWithoutGpu();

} // namespace lathe::core
