// A stand-in for libnvidia-ml.so.1 with two deterministic GPUs, so the NVML binding is tested on
// machines without an NVIDIA driver (CI). Only the entry points Lathe uses exist.

#include <cstdio>

namespace {
constexpr unsigned kDevices = 2;
bool g_initialised = false;
struct Utilisation {
    unsigned gpu, memory;
};
struct Memory {
    unsigned long long total, free, used;
};
void* handleOf(unsigned i)
{
    static int devices[kDevices];
    return &devices[i];
}
unsigned indexOf(void* h)
{
    return static_cast<unsigned>(static_cast<int*>(h) - static_cast<int*>(handleOf(0)));
}
} // namespace

extern "C" {
__attribute__((visibility("default"))) int nvmlInit_v2() { g_initialised = true; return 0; }
__attribute__((visibility("default"))) int nvmlShutdown() { g_initialised = false; return 0; }
__attribute__((visibility("default"))) int nvmlDeviceGetCount_v2(unsigned* n) { *n = kDevices; return g_initialised ? 0 : 1; }
__attribute__((visibility("default"))) int nvmlDeviceGetHandleByIndex_v2(unsigned i, void** h)
{
    if (i >= kDevices)
        return 2; // NVML_ERROR_INVALID_ARGUMENT
    *h = handleOf(i);
    return 0;
}
__attribute__((visibility("default"))) int nvmlDeviceGetName(void* h, char* name, unsigned len)
{
    std::snprintf(name, len, "Fake GPU %u", indexOf(h));
    return 0;
}
__attribute__((visibility("default"))) int nvmlDeviceGetUtilizationRates(void* h, Utilisation* u)
{
    u->gpu = 37 + 10 * indexOf(h);
    u->memory = 20;
    return 0;
}
__attribute__((visibility("default"))) int nvmlDeviceGetMemoryInfo(void* h, Memory* m)
{
    m->total = 80ULL << 30;
    m->used = (1ULL << 30) * (indexOf(h) + 1);
    m->free = m->total - m->used;
    return 0;
}
__attribute__((visibility("default"))) int nvmlDeviceGetPowerUsage(void*, unsigned* mw) { *mw = 250500; return 0; }
__attribute__((visibility("default"))) int nvmlDeviceGetTemperature(void*, int sensor, unsigned* t) { *t = sensor == 0 ? 61 : 0; return 0; }
// PCI bus ids "0000:0N:00.0" for device N, as CUDA would write them.
__attribute__((visibility("default"))) int nvmlDeviceGetHandleByPciBusId_v2(const char* busId, void** h)
{
    unsigned domain = 0, bus = 0, device = 0, function = 0;
    if (std::sscanf(busId, "%x:%x:%x.%x", &domain, &bus, &device, &function) != 4 || bus >= kDevices)
        return 6; // NVML_ERROR_NOT_FOUND
    *h = handleOf(bus);
    return 0;
}
__attribute__((visibility("default"))) int nvmlDeviceGetIndex(void* h, unsigned* index)
{
    *index = indexOf(h);
    return 0;
}
// nvmlDeviceGetClockInfo is left out on purpose: a missing reading must stay "unknown".
}
