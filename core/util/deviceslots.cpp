#include "deviceslots.h"

#include "util/errors.h"

#include <algorithm>
#include <charconv>
#include <numeric>

namespace lathe::core {

DeviceSlots::DeviceSlots(std::vector<int> ids) : m_ids(std::move(ids)), m_jobs(m_ids.size(), 0)
{
    if (m_ids.empty())
        throw std::invalid_argument("DeviceSlots needs a device");
}

int DeviceSlots::acquire()
{
    const std::lock_guard lock(m_mutex);
    const auto least = std::min_element(m_jobs.begin(), m_jobs.end()); // the first of equals: the lowest id
    ++*least;
    return m_ids[static_cast<std::size_t>(least - m_jobs.begin())];
}

void DeviceSlots::release(int id)
{
    const std::lock_guard lock(m_mutex);
    const auto it = std::find(m_ids.begin(), m_ids.end(), id);
    if (it == m_ids.end())
        return;
    int& jobs = m_jobs[static_cast<std::size_t>(it - m_ids.begin())];
    jobs = std::max(0, jobs - 1);
}

int DeviceSlots::jobsOn(int id) const
{
    const std::lock_guard lock(m_mutex);
    const auto it = std::find(m_ids.begin(), m_ids.end(), id);
    return it == m_ids.end() ? 0 : m_jobs[static_cast<std::size_t>(it - m_ids.begin())];
}

std::vector<int> gpusToShare(const std::string& gpus, int visible)
{
    int wanted = visible;
    if (gpus != "all") {
        const auto [end, error] = std::from_chars(gpus.data(), gpus.data() + gpus.size(), wanted);
        if (error != std::errc{} || end != gpus.data() + gpus.size() || wanted < 1)
            throw ConfigError(msg("--gpus %1: give a number of GPUs (1 or more) or all", gpus));
    }
    if (visible <= 0)
        throw ConfigError(msg("--gpus %1: no CUDA GPU is visible (lathe-cli doctor says why)", gpus));
    if (wanted > visible)
        throw ConfigError(msg("--gpus %1: only %2 CUDA GPU(s) are visible", gpus, visible));
    std::vector<int> ids(static_cast<std::size_t>(wanted));
    std::iota(ids.begin(), ids.end(), 0);
    return ids;
}

} // namespace lathe::core
