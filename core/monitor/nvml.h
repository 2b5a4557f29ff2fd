#pragma once
// NVML loaded at run time with dlopen, so nothing links against the driver: a machine without an
// NVIDIA driver runs Lathe unchanged and simply has no GPU samples.

#include <memory>
#include <optional>
#include <string>

#include "util/message.h"

namespace lathe::core {

// The NVML library to load: LATHE_NVML_LIBRARY when set (a driver outside the loader's path, as
// in some containers and on WSL; a stand-in in tests), else libnvidia-ml.so.1.
std::string defaultNvmlLibrary();

struct GpuReading {
    int index = 0; // NVML's index (all GPUs in PCI order, whatever CUDA_VISIBLE_DEVICES says)
    std::string name;
    double utilisation = -1.0;   // percent, -1 when unknown
    double memoryUsed = -1.0;    // bytes
    double memoryTotal = -1.0;   // bytes
    double powerWatts = -1.0;
    double temperatureC = -1.0;
    double smClockMHz = -1.0;
};

class Nvml {
public:
    // Loads the library (default libnvidia-ml.so.1) and initialises NVML; nullptr and a reason when
    // either fails.
    static std::unique_ptr<Nvml> load(const std::string& library, Message& whyNot);
    ~Nvml();

    int deviceCount() const;
    // One reading of device `index`; fields NVML cannot give stay -1.
    std::optional<GpuReading> read(int index) const;
    // NVML's index of the device at PCI bus id `busId` ("0000:3b:00.0", as CUDA gives it); nullopt
    // when NVML cannot tell (no such device, or a library without the lookup).
    std::optional<int> indexOfPciBusId(const std::string& busId) const;

    struct Api;

private:
    explicit Nvml(std::unique_ptr<Api> api);
    std::unique_ptr<Api> m_api;
};

} // namespace lathe::core
