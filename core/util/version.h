#pragma once
// Version strings for --version, the run log and the report.

#include <string>

namespace lathe::core {

std::string versionText(); // "lathe 0.1.0 (LibTorch 2.11.0, CUDA 13.0)"
std::string torchVersion();
std::string cudaRuntimeVersion(); // "13.0", or "none"

} // namespace lathe::core
