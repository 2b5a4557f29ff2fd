#include "runcomparison.h"

#include "config/configflat.h"
#include "metrics/metric.h"

#include <algorithm>
#include <set>

namespace lathe::core {

namespace {

// Metrics before the rest ("lr", "samples_per_second" …), each group in the catalogue's order when
// it has one, else alphabetically.
bool metricBefore(const std::string& a, const std::string& b)
{
    const auto rank = [](const std::string& k) {
        const auto& watchable = metric::watchableKeys();
        const auto at = std::find(watchable.begin(), watchable.end(), k);
        if (at != watchable.end())
            return static_cast<int>(at - watchable.begin());
        return metric::measureOf(k) ? 100 : 200;
    };
    const int ra = rank(a), rb = rank(b);
    return ra != rb ? ra < rb : a < b;
}

} // namespace

RunsComparison compareRuns(const std::vector<std::filesystem::path>& folders, std::vector<std::string>* problems)
{
    RunsComparison c;
    std::vector<std::map<std::string, Json>> flat;
    std::set<std::string> metrics;
    for (const auto& folder : folders) {
        try {
            RunsComparison::Run run{folder, readRunFolder(folder, DeviceSamples::Skip), {}};
            flat.push_back(flattenConfig(run.record.config));
            for (const EpochRecord& e : run.record.epochs) {
                for (const auto& [key, value] : e.metrics)
                    metrics.insert(key);
                for (const char* key : {"lr", "samples_per_second", "epoch_seconds", "data_wait_percent"})
                    metrics.insert(key);
            }
            c.runs.push_back(std::move(run));
        } catch (const std::exception& e) {
            if (problems)
                problems->push_back(folder.string() + ": " + e.what());
        }
    }
    // A setting differs when some run has another value for it, or lacks it.
    std::set<std::string> keys;
    for (const auto& f : flat)
        for (const auto& [key, value] : f)
            keys.insert(key);
    for (const std::string& key : keys) {
        if (!isComparedSetting(key))
            continue;
        bool differs = false;
        const Json* first = nullptr;
        for (const auto& f : flat) {
            const auto it = f.find(key);
            if (it == f.end()) {
                differs = true;
                break;
            }
            if (!first)
                first = &it->second;
            else if (it->second != *first)
                differs = true;
        }
        if (!differs || flat.size() < 2)
            continue;
        c.settings.push_back(key);
        for (std::size_t i = 0; i < c.runs.size(); ++i) {
            const auto it = flat[i].find(key);
            if (it != flat[i].end())
                c.runs[i].settings[key] = it->second.dump();
        }
    }
    c.metrics.assign(metrics.begin(), metrics.end());
    std::sort(c.metrics.begin(), c.metrics.end(), metricBefore);
    return c;
}

} // namespace lathe::core
