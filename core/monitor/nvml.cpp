#include "nvml.h"

#include <cstdlib>

#include <dlfcn.h>

namespace lathe::core {

std::string defaultNvmlLibrary()
{
    const char* library = std::getenv("LATHE_NVML_LIBRARY");
    return library && *library ? library : "libnvidia-ml.so.1";
}

namespace {
// The few NVML declarations Lathe uses (nvml.h, stable ABI); no NVML header is needed to build.
using nvmlReturn_t = int;
using nvmlDevice_t = void*;
struct nvmlUtilization_t {
    unsigned int gpu;
    unsigned int memory;
};
struct nvmlMemory_t {
    unsigned long long total;
    unsigned long long free;
    unsigned long long used;
};
constexpr nvmlReturn_t kSuccess = 0;
constexpr int kTemperatureGpu = 0;
constexpr int kClockSm = 1;
} // namespace

struct Nvml::Api {
    void* handle = nullptr;
    nvmlReturn_t (*init)() = nullptr;
    nvmlReturn_t (*shutdown)() = nullptr;
    nvmlReturn_t (*count)(unsigned int*) = nullptr;
    nvmlReturn_t (*byIndex)(unsigned int, nvmlDevice_t*) = nullptr;
    nvmlReturn_t (*name)(nvmlDevice_t, char*, unsigned int) = nullptr;
    nvmlReturn_t (*utilisation)(nvmlDevice_t, nvmlUtilization_t*) = nullptr;
    nvmlReturn_t (*memory)(nvmlDevice_t, nvmlMemory_t*) = nullptr;
    nvmlReturn_t (*power)(nvmlDevice_t, unsigned int*) = nullptr;
    nvmlReturn_t (*temperature)(nvmlDevice_t, int, unsigned int*) = nullptr;
    nvmlReturn_t (*clock)(nvmlDevice_t, int, unsigned int*) = nullptr;
    nvmlReturn_t (*byPciBusId)(const char*, nvmlDevice_t*) = nullptr;
    nvmlReturn_t (*index)(nvmlDevice_t, unsigned int*) = nullptr;
};

std::unique_ptr<Nvml> Nvml::load(const std::string& library, Message& whyNot)
{
    auto api = std::make_unique<Api>();
    api->handle = dlopen(library.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!api->handle) {
        const char* e = dlerror();
        whyNot = msg("NVML is not available (%1): no NVIDIA driver on this machine?", std::string(e ? e : library));
        return nullptr;
    }
    auto sym = [&](auto& fn, const char* name) {
        fn = reinterpret_cast<std::remove_reference_t<decltype(fn)>>(dlsym(api->handle, name));
        return fn != nullptr;
    };
    const bool ok = sym(api->init, "nvmlInit_v2") && sym(api->shutdown, "nvmlShutdown")
                    && sym(api->count, "nvmlDeviceGetCount_v2") && sym(api->byIndex, "nvmlDeviceGetHandleByIndex_v2");
    // The readings are optional: a missing one leaves its field unknown.
    sym(api->name, "nvmlDeviceGetName");
    sym(api->utilisation, "nvmlDeviceGetUtilizationRates");
    sym(api->memory, "nvmlDeviceGetMemoryInfo");
    sym(api->power, "nvmlDeviceGetPowerUsage");
    sym(api->temperature, "nvmlDeviceGetTemperature");
    sym(api->clock, "nvmlDeviceGetClockInfo");
    sym(api->byPciBusId, "nvmlDeviceGetHandleByPciBusId_v2");
    sym(api->index, "nvmlDeviceGetIndex");
    if (!ok || api->init() != kSuccess) {
        whyNot = ok ? msg("NVML did not initialise (driver not loaded?)") : msg("the NVML library lacks nvmlInit_v2/nvmlDeviceGetCount_v2");
        dlclose(api->handle);
        return nullptr;
    }
    return std::unique_ptr<Nvml>(new Nvml(std::move(api)));
}

Nvml::Nvml(std::unique_ptr<Api> api)
    : m_api(std::move(api))
{
}

Nvml::~Nvml()
{
    m_api->shutdown();
    dlclose(m_api->handle);
}

int Nvml::deviceCount() const
{
    unsigned int n = 0;
    return m_api->count(&n) == kSuccess ? static_cast<int>(n) : 0;
}

std::optional<int> Nvml::indexOfPciBusId(const std::string& busId) const
{
    nvmlDevice_t device = nullptr;
    unsigned int index = 0;
    if (!m_api->byPciBusId || !m_api->index || busId.empty() || m_api->byPciBusId(busId.c_str(), &device) != kSuccess
        || m_api->index(device, &index) != kSuccess)
        return std::nullopt;
    return static_cast<int>(index);
}

std::optional<GpuReading> Nvml::read(int index) const
{
    nvmlDevice_t device = nullptr;
    if (m_api->byIndex(static_cast<unsigned int>(index), &device) != kSuccess)
        return std::nullopt;
    GpuReading r;
    r.index = index;
    char name[96] = {};
    if (m_api->name && m_api->name(device, name, sizeof name) == kSuccess)
        r.name = name;
    nvmlUtilization_t u{};
    if (m_api->utilisation && m_api->utilisation(device, &u) == kSuccess)
        r.utilisation = u.gpu;
    nvmlMemory_t m{};
    if (m_api->memory && m_api->memory(device, &m) == kSuccess) {
        r.memoryUsed = static_cast<double>(m.used);
        r.memoryTotal = static_cast<double>(m.total);
    }
    unsigned int v = 0;
    if (m_api->power && m_api->power(device, &v) == kSuccess)
        r.powerWatts = v / 1000.0; // milliwatts
    if (m_api->temperature && m_api->temperature(device, kTemperatureGpu, &v) == kSuccess)
        r.temperatureC = v;
    if (m_api->clock && m_api->clock(device, kClockSm, &v) == kSuccess)
        r.smClockMHz = v;
    return r;
}

} // namespace lathe::core
