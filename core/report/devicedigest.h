#pragma once
// What the report takes from device.jsonl (internal to report/): the device charts' series and the
// sums behind the efficiency figures, gathered one sample at a time so that a week-long run costs
// what an hour does.

#include "format.h"
#include "util/envelope.h"

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

namespace lathe::core::reportformat {

// A device series gathered while device.jsonl streams by, thinned to its envelope (util/envelope.h)
// whenever it passes kMaxPoints: bounded memory and a bounded chart for runs of any length.
class DeviceSeries {
public:
    static constexpr int kMaxPoints = 2000;
    explicit DeviceSeries(Message name) : m_name(std::move(name)) {}
    void add(double x, double y) // y < 0: not available
    {
        if (y < 0.0)
            return;
        m_points.emplace_back(x, y);
        if (m_points.size() > kMaxPoints)
            m_points = thin(m_points, kMaxPoints / 4);
    }
    ChartSeries chart() const
    {
        ChartSeries s{m_name, {}, {}};
        for (const auto& [x, y] : m_points) {
            s.x.push_back(x);
            s.y.push_back(y);
        }
        return s;
    }

private:
    using Points = std::vector<std::pair<double, double>>;
    static Points thin(const Points& p, int buckets)
    {
        return envelope(p, buckets, [](const auto& q) { return q.first; }, [](const auto& q) { return q.second; });
    }
    Message m_name;
    Points m_points;
};

// What the report takes from device.jsonl, read one sample at a time: the device charts' series
// and the sums behind the efficiency figures. The efficiency figures are of the GPU that trained on
// rank 0's machine (the first GPU when the run did not record which); on a machine with several
// GPUs the others are in device.jsonl too. A data-parallel run charts every GPU of the job, one
// series each, named by its machine when the job had several (jobmonitor.h).
struct DeviceDigest {
    DeviceDigest(int gpu, bool everyGpu) : gpu(gpu), everyGpu(everyGpu) {}
    int gpu;
    bool everyGpu;
    DeviceSeries busy{msg("GPU busy %")}, used{msg("device used")}, reserved{msg("allocator reserved")}, allocated{msg("allocator allocated")},
        power{msg("power W")}, temperature{msg("temperature °C")}, process{msg("process (one core = 100)")}, host{msg("host")},
        resident{msg("resident")};
    // everyGpu: a series per GPU (and per machine for the CPU), in the order first met.
    struct PerGpu {
        DeviceSeries busy, used, power, temperature;
    };
    std::vector<std::pair<std::string, PerGpu>> gpus;
    struct PerMachine {
        DeviceSeries process, host, resident;
    };
    std::vector<std::pair<std::string, PerMachine>> machines;
    std::string firstHost; // rank 0's machine: its samples come first
    double utilisationSum = 0.0, cpuSum = 0.0, hostSum = 0.0, peakMemory = -1.0;
    long long utilisationCount = 0, cpuCount = 0, hostCount = 0;

    template <typename T, typename Make>
    static T& entry(std::vector<std::pair<std::string, T>>& list, const std::string& name, Make make)
    {
        for (auto& [key, value] : list) {
            if (key == name)
                return value;
        }
        list.emplace_back(name, make());
        return list.back().second;
    }

    void add(const DeviceRecord& d)
    {
        constexpr double gib = 1024.0 * 1024.0 * 1024.0;
        const double t = d.sample.seconds;
        if (firstHost.empty())
            firstHost = d.sample.host;
        const std::string& machine = d.sample.host;
        const std::string prefix = machine.empty() ? std::string() : machine + ": ";
        // A series of one machine: its name after the machine's when the job had several.
        const auto ofMachine = [&](Message name) { return machine.empty() ? name : msg("%1: %2", machine, std::move(name)); };
        if (everyGpu) {
            for (const auto& g : d.sample.gpus) {
                const std::string name = prefix + "GPU " + std::to_string(g.index);
                PerGpu& s = entry(gpus, name, [&] {
                    return PerGpu{DeviceSeries(Message::plain(name)), DeviceSeries(Message::plain(name)), DeviceSeries(Message::plain(name + " W")),
                                  DeviceSeries(Message::plain(name + " °C"))};
                });
                s.busy.add(t, g.utilisation);
                s.used.add(t, g.memoryUsed < 0 ? g.memoryUsed : g.memoryUsed / gib);
                s.power.add(t, g.powerWatts);
                s.temperature.add(t, g.temperatureC);
            }
            PerMachine& m = entry(machines, machine, [&] {
                return PerMachine{DeviceSeries(ofMachine(msg("process (one core = 100)"))), DeviceSeries(ofMachine(msg("host"))),
                                  DeviceSeries(ofMachine(msg("resident")))};
            });
            m.process.add(t, d.sample.processCpuPercent);
            m.host.add(t, d.sample.hostCpuPercent);
            m.resident.add(t, d.sample.processRssBytes < 0 ? d.sample.processRssBytes : d.sample.processRssBytes / 1048576.0);
        }
        if (machine != firstHost)
            return; // another machine of the job: charted above, not in rank 0's figures
        const double u = d.gpuValue("utilisation", gpu), usedBytes = d.gpuValue("memory_used", gpu),
                     total = d.gpuValue("memory_total", gpu);
        busy.add(t, u);
        used.add(t, usedBytes < 0 ? usedBytes : usedBytes / gib);
        reserved.add(t, d.sample.allocatorReserved < 0 ? d.sample.allocatorReserved : d.sample.allocatorReserved / gib);
        allocated.add(t, d.sample.allocatorAllocated < 0 ? d.sample.allocatorAllocated : d.sample.allocatorAllocated / gib);
        power.add(t, d.gpuValue("power_w", gpu));
        temperature.add(t, d.gpuValue("temperature_c", gpu));
        process.add(t, d.sample.processCpuPercent);
        host.add(t, d.sample.hostCpuPercent);
        resident.add(t, d.sample.processRssBytes < 0 ? d.sample.processRssBytes : d.sample.processRssBytes / 1048576.0);
        if (u >= 0) {
            utilisationSum += u;
            ++utilisationCount;
        }
        if (usedBytes >= 0 && total > 0)
            peakMemory = std::max(peakMemory, usedBytes / total);
        if (d.sample.processCpuPercent >= 0) {
            cpuSum += d.sample.processCpuPercent;
            ++cpuCount;
        }
        if (d.sample.hostCpuPercent >= 0) {
            hostSum += d.sample.hostCpuPercent;
            ++hostCount;
        }
    }

    // The device charts: of the training GPU, or of every GPU of a data-parallel job.
    void addCharts(std::vector<ReportChart>& c) const
    {
        const Message seconds = msg("seconds"), percent = Message::plain("%"), gib = Message::plain("GiB"), mib = Message::plain("MiB"),
                      wattsDegrees = Message::plain("W / °C"), cpuAxis = msg("% of one core / of the machine");
        if (!everyGpu) {
            addChart(c, {msg("GPU utilisation"), seconds, percent, {busy.chart()}});
            addChart(c, {msg("GPU memory"), seconds, gib, {used.chart(), reserved.chart(), allocated.chart()}});
            addChart(c, {msg("GPU power and temperature"), seconds, wattsDegrees, {power.chart(), temperature.chart()}});
            addChart(c, {msg("CPU"), seconds, cpuAxis, {process.chart(), host.chart()}});
            addChart(c, {msg("Process memory"), seconds, mib, {resident.chart()}});
            return;
        }
        ReportChart utilisation{msg("GPU utilisation"), seconds, percent, {}}, memory{msg("GPU memory"), seconds, gib, {}},
            powerTemperature{msg("GPU power and temperature"), seconds, wattsDegrees, {}};
        for (const auto& [name, s] : gpus) {
            utilisation.series.push_back(s.busy.chart());
            memory.series.push_back(s.used.chart());
            powerTemperature.series.push_back(s.power.chart());
            powerTemperature.series.push_back(s.temperature.chart());
        }
        memory.series.push_back(reserved.chart());
        memory.series.push_back(allocated.chart());
        ReportChart cpu{msg("CPU"), seconds, cpuAxis, {}}, resident{msg("Process memory"), seconds, mib, {}};
        for (const auto& [name, m] : machines) {
            cpu.series.push_back(m.process.chart());
            cpu.series.push_back(m.host.chart());
            resident.series.push_back(m.resident.chart());
        }
        for (ReportChart* chart : {&utilisation, &memory, &powerTemperature, &cpu, &resident})
            addChart(c, std::move(*chart));
    }
};

} // namespace lathe::core::reportformat
