#include "devicemonitor.h"

#include "nvml.h"
#include "util/cudainfo.h"

#include <fstream>
#include <sstream>
#include <unistd.h>

namespace lathe::core {

namespace {

// utime + stime of this process in clock ticks (/proc/self/stat fields 14 and 15).
double processTicks()
{
    std::ifstream in("/proc/self/stat");
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const auto close = text.rfind(')'); // the command name may contain spaces
    if (close == std::string::npos)
        return -1;
    std::istringstream fields(text.substr(close + 2));
    std::string skip;
    for (int i = 3; i <= 13; ++i)
        fields >> skip;
    double utime = 0, stime = 0;
    fields >> utime >> stime;
    return fields ? utime + stime : -1;
}

double residentBytes()
{
    std::ifstream in("/proc/self/statm");
    double size = 0, resident = 0;
    in >> size >> resident;
    return in ? resident * static_cast<double>(sysconf(_SC_PAGESIZE)) : -1;
}

// Busy and total jiffies of the whole machine (/proc/stat, first line).
bool hostTicks(double& busy, double& total)
{
    std::ifstream in("/proc/stat");
    std::string cpu;
    double v[8] = {};
    in >> cpu;
    for (double& x : v)
        in >> x;
    if (!in || cpu != "cpu")
        return false;
    total = 0;
    for (double x : v)
        total += x;
    busy = total - v[3] - v[4]; // minus idle and iowait
    return true;
}

} // namespace

DeviceMonitor::DeviceMonitor(MonitorOptions options, SampleFn onSample, NoteFn note)
    : m_options(std::move(options))
    , m_onSample(std::move(onSample))
    , m_note(std::move(note))
    , m_start(std::chrono::steady_clock::now())
{
    Message whyNot;
    m_nvml = Nvml::load(m_options.nvmlLibrary, whyNot);
    if (!m_nvml && m_note)
        m_note(msg("%1; recording process and host statistics only", whyNot));
    if (m_nvml) {
        std::vector<std::string> busIds;
        for (int i = 0; i < cudaDeviceCount(); ++i)
            busIds.push_back(cudaPciBusId(i));
        m_cudaIndex = cudaIndexOfNvmlDevices(*m_nvml, busIds);
    }
}

std::vector<int> DeviceMonitor::cudaIndexOfNvmlDevices(const Nvml& nvml, const std::vector<std::string>& cudaBusIds)
{
    if (cudaBusIds.empty())
        return {};
    std::vector<int> map(static_cast<std::size_t>(std::max(0, nvml.deviceCount())), -1);
    for (std::size_t cuda = 0; cuda < cudaBusIds.size(); ++cuda) {
        const auto nvmlIndex = nvml.indexOfPciBusId(cudaBusIds[cuda]);
        if (!nvmlIndex || *nvmlIndex < 0 || *nvmlIndex >= static_cast<int>(map.size()))
            return {}; // one unmapped device and the whole mapping is in doubt
        map[static_cast<std::size_t>(*nvmlIndex)] = static_cast<int>(cuda);
    }
    return map;
}

DeviceMonitor::~DeviceMonitor()
{
    stop();
}

void DeviceMonitor::start()
{
    if (m_thread.joinable())
        return;
    sampleNow(); // primes the CPU counters so the first sampled percentages are real
    m_thread = std::thread([this] { run(); });
}

void DeviceMonitor::stop()
{
    {
        std::lock_guard lock(m_mutex);
        m_stop = true;
    }
    m_wake.notify_all();
    if (m_thread.joinable())
        m_thread.join();
}

void DeviceMonitor::run()
{
    std::unique_lock lock(m_mutex);
    while (!m_wake.wait_for(lock, std::chrono::milliseconds(m_options.intervalMs), [this] { return m_stop; })) {
        lock.unlock();
        const DeviceSampleEvent sample = sampleNow();
        if (m_onSample)
            m_onSample(sample);
        lock.lock();
    }
}

DeviceSampleEvent DeviceMonitor::sampleNow()
{
    const auto now = std::chrono::steady_clock::now();
    DeviceSampleEvent s;
    s.seconds = std::chrono::duration<double>(now - m_start).count();
    if (m_nvml) {
        for (int i = 0; i < m_nvml->deviceCount(); ++i) {
            // Readings carry CUDA's index (cuda:N, as the config and the report name GPUs); GPUs this
            // process cannot use (other jobs' under CUDA_VISIBLE_DEVICES) are left out.
            int index = i;
            if (!m_cudaIndex.empty()) {
                index = i < static_cast<int>(m_cudaIndex.size()) ? m_cudaIndex[static_cast<std::size_t>(i)] : -1;
                if (index < 0)
                    continue;
            }
            if (const auto r = m_nvml->read(i))
                s.gpus.push_back({index, r->utilisation, r->memoryUsed, r->memoryTotal, r->powerWatts, r->temperatureC,
                                  r->smClockMHz});
        }
    }
    if (m_options.cudaDevice >= 0) {
        if (const auto a = cudaAllocatorStats(m_options.cudaDevice)) {
            s.allocatorAllocated = static_cast<double>(a->allocated);
            s.allocatorReserved = static_cast<double>(a->reserved);
            s.allocatorPeak = static_cast<double>(a->peak);
        }
    }
    const double ticks = processTicks();
    const double wall = std::chrono::duration<double>(now - m_lastSample).count();
    if (ticks >= 0 && m_lastProcessTicks >= 0 && wall > 0)
        s.processCpuPercent = 100.0 * (ticks - m_lastProcessTicks) / static_cast<double>(sysconf(_SC_CLK_TCK)) / wall;
    m_lastProcessTicks = ticks;
    m_lastSample = now;
    s.processRssBytes = residentBytes();
    double busy = 0, total = 0;
    if (hostTicks(busy, total)) {
        if (m_lastHostTotal >= 0 && total > m_lastHostTotal)
            s.hostCpuPercent = 100.0 * (busy - m_lastHostBusy) / (total - m_lastHostTotal);
        m_lastHostBusy = busy;
        m_lastHostTotal = total;
    }
    return s;
}

} // namespace lathe::core
