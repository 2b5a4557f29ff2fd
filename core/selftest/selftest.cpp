#include "selftest.h"

#include "checks.h"

#include "device/device.h"
#include "tune/doctor.h"
#include "util/cudainfo.h"
#include "util/filetree.h"

#include <chrono>
#include <optional>

#include <unistd.h>

namespace lathe::core {

namespace fs = std::filesystem;
using namespace selftest;

namespace {

// A folder for the checks' run folders, removed with everything in it when the self-test ends.
class WorkFolder {
public:
    explicit WorkFolder(const fs::path& asked)
        : m_path((asked.empty() ? fs::temp_directory_path() : asked) / ("lathe-selftest-" + std::to_string(::getpid())))
    {
        fs::create_directories(m_path);
    }
    ~WorkFolder()
    {
        removeTree(m_path);
    }
    const fs::path& path() const { return m_path; }

private:
    fs::path m_path;
};

class Runner {
public:
    Runner(const SelfTestOptions& options, const std::function<void(const Message&)>& progress, SelfTestReport& report)
        : m_options(options)
        , m_progress(progress)
        , m_report(report)
    {
    }

    // Runs `check`, which reports the checks `ids`; an exception fails each of them with its message.
    template <typename F>
    void run(const std::string& device, const std::vector<std::string>& ids, F&& check)
    {
        if (m_options.stopRequested && m_options.stopRequested())
            throw DoctorStopped{};
        m_progress(msg("%1: %2", device, checkTitle(ids.front())));
        const auto t0 = std::chrono::steady_clock::now();
        std::vector<CheckResult> results;
        try {
            results = check();
        } catch (const DoctorStopped&) {
            throw;
        } catch (const std::exception& e) {
            results.clear();
            for (const auto& id : ids)
                results.push_back(failedWith(id, device, e));
        }
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        for (auto& r : results) {
            r.seconds = seconds / static_cast<double>(results.size());
            if (m_options.checked)
                m_options.checked(r);
            m_report.checks.push_back(std::move(r));
        }
    }

private:
    const SelfTestOptions& m_options;
    const std::function<void(const Message&)>& m_progress;
    SelfTestReport& m_report;
};

std::vector<CheckResult> one(CheckResult r)
{
    std::vector<CheckResult> v;
    v.push_back(std::move(r));
    return v;
}

std::vector<std::string> allCheckIds()
{
    std::vector<std::string> ids;
    for (const auto* list : {&precisionCheckIds(), &cudaGraphCheckIds(), &loaderCheckIds()})
        ids.insert(ids.end(), list->begin(), list->end());
    ids.insert(ids.end(), {"demo_steps", "nvml"});
    ids.insert(ids.end(), checkpointCheckIds().begin(), checkpointCheckIds().end());
    ids.insert(ids.end(), {"batch_finder", "nccl"});
    return ids;
}

} // namespace

SelfTestReport runSelfTest(const SelfTestOptions& options, const std::function<void(const Message&)>& progress)
{
    SelfTestReport report;
    std::vector<c10::Device> devices;
    if (options.cpuStandsIn) {
        devices.emplace_back(c10::kCPU);
    } else if (const Message why = cudaUnavailableReason(0); !why.empty()) {
        for (const auto& id : allCheckIds()) {
            report.checks.push_back(skipped(id, "", msg("no usable GPU: %1", why)));
            if (options.checked)
                options.checked(report.checks.back());
        }
        return report;
    } else {
        for (int i = 0; i < cudaDeviceCount(); ++i)
            devices.emplace_back(c10::kCUDA, static_cast<c10::DeviceIndex>(i));
    }
    std::optional<WorkFolder> work;
    try {
        work.emplace(options.workDir);
    } catch (const std::exception& e) { // no folder to write the checks' runs in: said as one record
        report.checks.push_back(failedWith("self_test", "", e));
        if (options.checked)
            options.checked(report.checks.back());
        return report;
    }
    Runner runner(options, progress, report);
    for (const c10::Device& device : devices) {
        CheckContext c;
        c.device = device;
        c.name = device.is_cuda() ? "cuda:" + std::to_string(device.index()) : "cpu";
        c.quick = options.quick;
        c.workDir = work->path() / c.name; // made by the checks that write there
        c.nvmlLibrary = options.nvmlLibrary;
        c.stopRequested = options.stopRequested;
        runner.run(c.name, precisionCheckIds(), [&] { return precisionChecks(c); });
        runner.run(c.name, cudaGraphCheckIds(), [&] { return cudaGraphChecks(c); });
        runner.run(c.name, loaderCheckIds(), [&] { return loaderChecks(c); });
        runner.run(c.name, {"demo_steps"}, [&] { return one(demoStepsCheck(c)); });
        runner.run(c.name, {"nvml"}, [&] { return one(nvmlCheck(c)); });
        runner.run(c.name, checkpointCheckIds(), [&] { return checkpointChecks(c); });
        runner.run(c.name, {"batch_finder"}, [&] { return one(batchFinderCheck(c)); });
    }
    const std::string all = devices.size() > 1 ? "cuda:0,cuda:1" : devices.front().is_cuda() ? "cuda:0" : "cpu";
    runner.run(all, {"nccl"}, [&] { return one(ncclCheck(devices, options.quick)); });
    return report;
}

} // namespace lathe::core
