#include "jobmonitor.h"

#include "config/json.h"
#include "run/runfolder.h"

#include <algorithm>

namespace lathe::core {

namespace {

std::string sampleKey(const std::string& host)
{
    return "device/" + host;
}

} // namespace

JobMonitor::Role JobMonitor::roleOf(int rank, const std::vector<std::string>& hosts)
{
    if (rank == 0 || hosts.empty())
        return Role::Collector;
    const auto r = static_cast<std::size_t>(rank);
    if (r >= hosts.size() || hosts[r] == hosts[0])
        return Role::None;
    const auto first = std::find(hosts.begin(), hosts.end(), hosts[r]);
    return first - hosts.begin() == rank ? Role::Publisher : Role::None;
}

JobMonitor::JobMonitor(const MonitorOptions& options, Communicator* communicator, std::vector<std::string> hosts, int rank,
                       DeviceMonitor::SampleFn onSample, DeviceMonitor::NoteFn note)
    : m_communicator(communicator)
    , m_hosts(std::move(hosts))
    , m_role(roleOf(rank, m_hosts))
    , m_onSample(std::move(onSample))
{
    if (m_role == Role::None)
        return;
    if (!m_communicator && m_role == Role::Publisher)
        m_role = Role::None;
    for (const auto& host : m_hosts) {
        if (host != m_hosts.front() && std::find(m_otherHosts.begin(), m_otherHosts.end(), host) == m_otherHosts.end())
            m_otherHosts.push_back(host);
    }
    DeviceMonitor::SampleFn handle;
    if (m_role == Role::Collector)
        handle = [this](const DeviceSampleEvent& s) { collect(s); };
    else
        handle = [this](const DeviceSampleEvent& s) { publish(s); };
    m_monitor = std::make_unique<DeviceMonitor>(options, std::move(handle), std::move(note));
}

JobMonitor::~JobMonitor()
{
    stop();
}

void JobMonitor::start()
{
    if (m_monitor)
        m_monitor->start();
}

void JobMonitor::stop()
{
    if (m_monitor)
        m_monitor->stop();
}

void JobMonitor::collect(DeviceSampleEvent sample)
{
    const bool severalMachines = !m_otherHosts.empty();
    if (severalMachines)
        sample.host = m_hosts.front();
    m_onSample(sample);
    if (!m_communicator)
        return;
    // Another machine's newest sample, stamped with this sample's time: at most one interval late.
    for (const auto& host : m_otherHosts) {
        const auto posted = m_communicator->peek(sampleKey(host));
        if (!posted)
            continue;
        const Json j = Json::parse(*posted, nullptr, /*allow_exceptions=*/false);
        if (!j.is_object() || !j.contains("seq") || !j.at("seq").is_number_integer() || !j.contains("sample"))
            continue;
        const long long seq = j.at("seq").get<long long>();
        auto [seen, first] = m_seen.try_emplace(host, 0);
        if (!first && seq <= seen->second)
            continue;
        seen->second = seq;
        auto record = DeviceRecord::fromJson(j.at("sample"));
        if (!record)
            continue;
        record->sample.host = host;
        record->sample.seconds = sample.seconds;
        m_onSample(record->sample);
    }
}

void JobMonitor::publish(const DeviceSampleEvent& sample)
{
    const Json j = {{"seq", ++m_posted}, {"sample", DeviceRecord{sample, {}}.toJson()}};
    m_communicator->post(sampleKey(m_hosts.at(static_cast<std::size_t>(m_communicator->rank()))), j.dump());
}

} // namespace lathe::core
