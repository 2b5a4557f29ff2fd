#pragma once
// Samples the GPUs (NVML), the LibTorch CUDA allocator, this process (CPU, resident memory) and the
// host CPU on its own thread, at a fixed interval, and hands each sample to a callback.

#include "events/events.h"
#include "nvml.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>
#include "util/message.h"

namespace lathe::core {

class Nvml;

struct MonitorOptions {
    int intervalMs = 500;
    std::string nvmlLibrary = defaultNvmlLibrary();
    int cudaDevice = -1; // allocator statistics of this device; -1: none (CPU training)
};

class DeviceMonitor {
public:
    using SampleFn = std::function<void(const DeviceSampleEvent&)>;
    using NoteFn = std::function<void(const Message&)>;

    // `note` is told once what cannot be recorded (no NVML, ...).
    DeviceMonitor(MonitorOptions options, SampleFn onSample, NoteFn note);
    ~DeviceMonitor(); // stops and joins

    void start();
    void stop();
    // Takes one sample now, on the caller's thread (also used by the sampling thread).
    DeviceSampleEvent sampleNow();

    // CUDA's index of each NVML device (-1: not visible to this process), from the PCI bus ids of
    // CUDA's devices; empty when NVML cannot map them (readings then keep NVML's index). NVML counts
    // every GPU in PCI order; CUDA counts those in CUDA_VISIBLE_DEVICES, fastest first by default.
    static std::vector<int> cudaIndexOfNvmlDevices(const Nvml& nvml, const std::vector<std::string>& cudaBusIds);

private:
    void run();

    MonitorOptions m_options;
    SampleFn m_onSample;
    NoteFn m_note;
    std::unique_ptr<Nvml> m_nvml;
    std::vector<int> m_cudaIndex; // see cudaIndexOfNvmlDevices
    std::chrono::steady_clock::time_point m_start;
    std::thread m_thread;
    std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_stop = false;
    // Previous CPU counters, for percentages between samples.
    double m_lastProcessTicks = -1, m_lastHostBusy = -1, m_lastHostTotal = -1;
    std::chrono::steady_clock::time_point m_lastSample;
};

} // namespace lathe::core
