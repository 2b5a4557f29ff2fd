#pragma once
// The device monitoring of a run, on every machine of its job. One process (or one machine): this
// machine's GPUs, allocator and CPU, sampled on the monitor's thread (monitor/devicemonitor.h). A
// data-parallel job on several machines: the first rank on each other machine samples that machine
// and posts every sample on the job's side channel (Communicator::post); rank 0, after each of its
// own samples, picks up the newest sample of every other machine, so every GPU of the job reaches
// device.jsonl, the charts and the report, on rank 0's time axis. The other ranks sample nothing:
// the first rank of their machine already reads every GPU of it.

#include "dist/communicator.h"
#include "monitor/devicemonitor.h"

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace lathe::core {

class JobMonitor {
public:
    enum class Role {
        Collector, // rank 0 (or the one process): samples its machine, collects the others', records
        Publisher, // the first rank of another machine: samples it and posts the samples
        None,      // a rank that shares its machine with a lower rank
    };
    // `hosts`: every rank's host, in rank order (empty for one process).
    static Role roleOf(int rank, const std::vector<std::string>& hosts);

    // `communicator` (data parallel, else null) and `hosts` (every rank's, in rank order) must
    // outlive the monitor. `onSample` is called on the monitor's thread, with `host` set to the
    // machine sampled when the job has several.
    JobMonitor(const MonitorOptions& options, Communicator* communicator, std::vector<std::string> hosts, int rank,
               DeviceMonitor::SampleFn onSample, DeviceMonitor::NoteFn note);
    ~JobMonitor(); // stops

    Role role() const { return m_role; }
    void start();
    void stop();

private:
    void collect(DeviceSampleEvent sample);
    void publish(const DeviceSampleEvent& sample);

    Communicator* m_communicator;
    std::vector<std::string> m_hosts;
    Role m_role;
    DeviceMonitor::SampleFn m_onSample;
    std::vector<std::string> m_otherHosts;   // collector: the machines it collects from, in rank order
    std::map<std::string, long long> m_seen; // collector: the newest sample taken from each machine
    long long m_posted = 0;                  // publisher: samples posted
    std::unique_ptr<DeviceMonitor> m_monitor;
};

} // namespace lathe::core
