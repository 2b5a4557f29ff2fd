#include "stepprofiler.h"

#include "util/cudainfo.h"

#include <kineto/libkineto.h>
#include <torch/csrc/autograd/profiler_kineto.h>
#include <torch/cuda.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <mutex>
#include <utility>

namespace lathe::core {

namespace {

using Clock = std::chrono::steady_clock;

// The phases' names in the trace (static storage: RecordFunction keeps the pointer).
const char* scopeName(StepPhase phase)
{
    static const char* names[kStepPhases] = {"lathe::data_wait", "lathe::copy",      "lathe::inputs",
                                             "lathe::forward",   "lathe::backward",  "lathe::sync",
                                             "lathe::optimizer", "lathe::fused_step", "lathe::other"};
    return names[static_cast<int>(phase)];
}

std::set<torch::profiler::impl::ActivityType> activitiesFor(const c10::Device& device)
{
    std::set<torch::profiler::impl::ActivityType> a{torch::profiler::impl::ActivityType::CPU};
    if (device.is_cuda())
        a.insert(torch::profiler::impl::ActivityType::CUDA);
    return a;
}

torch::profiler::impl::ProfilerConfig kinetoConfig()
{
    return torch::profiler::impl::ProfilerConfig(torch::profiler::impl::ProfilerState::KINETO, /*report_input_shapes=*/true);
}

} // namespace

PhaseTimer::PhaseTimer(c10::Device device)
    : m_device(device)
{
}

void PhaseTimer::start(StepPhase first)
{
    std::fill(std::begin(m_seconds), std::end(m_seconds), 0.0);
    m_phase = first;
    m_since = Clock::now();
    m_scope.emplace(at::RecordScope::USER_SCOPE);
    if (m_scope->isActive())
        m_scope->before(std::string_view(scopeName(first)), c10::ArrayRef<const c10::IValue>());
}

void PhaseTimer::close(bool waitForDevice)
{
    if (waitForDevice && m_device.is_cuda())
        torch::cuda::synchronize(m_device.index());
    const auto now = Clock::now();
    m_seconds[static_cast<int>(m_phase)] += std::chrono::duration<double>(now - m_since).count();
    m_since = now;
    m_scope.reset();
}

void PhaseTimer::enter(StepPhase phase, bool waitForDevice)
{
    close(waitForDevice);
    m_phase = phase;
    m_scope.emplace(at::RecordScope::USER_SCOPE);
    if (m_scope->isActive())
        m_scope->before(std::string_view(scopeName(phase)), c10::ArrayRef<const c10::IValue>());
}

ProfiledStep PhaseTimer::finish(int epoch, std::int64_t globalStep)
{
    close(true);
    ProfiledStep s;
    s.epoch = epoch;
    s.globalStep = globalStep;
    for (int i = 0; i < kStepPhases; ++i) {
        s.phases[i] = m_seconds[i];
        s.seconds += m_seconds[i];
    }
    return s;
}

StepProfiler::StepProfiler(c10::Device device, std::atomic<int>& requests, std::filesystem::path traceDir, DoneFn done, LogFn log)
    : m_device(device)
    , m_requested(requests)
    , m_traceDir(std::move(traceDir))
    , m_done(std::move(done))
    , m_log(std::move(log))
{
}

StepProfiler::~StepProfiler()
{
    if (m_kineto) {
        try {
            torch::autograd::profiler::disableProfiler();
        } catch (...) { // nothing to do about it while unwinding
        }
    }
}

PhaseTimer* StepProfiler::beginStep(bool eligible, std::int64_t stepsLeft, bool takeWhatIsLeft)
{
    if (!m_timer) {
        if (!eligible || m_requested.load() <= 0 || (stepsLeft < m_requested.load() && !takeWhatIsLeft))
            return nullptr;
        m_remaining = m_requested.exchange(0);
        m_steps.clear();
        startProfiler();
        m_timer.emplace(m_device);
    }
    m_timer->start(StepPhase::DataWait);
    return &*m_timer;
}

void StepProfiler::startProfiler()
{
    try {
        const auto activities = activitiesFor(m_device);
        torch::autograd::profiler::prepareProfiler(kinetoConfig(), activities);
        torch::autograd::profiler::enableProfiler(kinetoConfig(), activities);
        m_kineto = true;
    } catch (const std::exception& e) {
        const std::string why = e.what();
        m_log(true, msg("step profiler: LibTorch's Kineto profiler could not start (%1); the phases are timed without a trace",
                        why.substr(0, why.find('\n'))));
        m_kineto = false;
    }
}

void StepProfiler::endStep(int epoch, std::int64_t globalStep)
{
    if (!m_timer)
        return;
    m_steps.push_back(m_timer->finish(epoch, globalStep));
    if (--m_remaining <= 0)
        finishProfile();
}

void StepProfiler::finishEarly()
{
    if (m_timer)
        finishProfile();
}

void StepProfiler::finishProfile()
{
    m_timer.reset();
    ProfileEvent event;
    event.steps = std::move(m_steps);
    m_steps.clear();
    event.activities = m_device.is_cuda() ? "CPU + CUDA" : "CPU";
    if (m_kineto) {
        m_kineto = false;
        try {
            const auto result = torch::autograd::profiler::disableProfiler();
            if (result && !event.steps.empty()) {
                std::filesystem::create_directories(m_traceDir);
                const ProfiledStep& first = event.steps.front();
                const auto file = m_traceDir / ("trace-epoch" + std::to_string(first.epoch) + "-step" + std::to_string(first.globalStep) + ".json");
                result->save(file.string());
                event.trace = file.string();
            }
        } catch (const std::exception& e) {
            const std::string why = e.what();
            m_log(true, msg("step profiler: the trace could not be written to %1 (%2)", m_traceDir.string(), why.substr(0, why.find('\n'))));
        }
    }
    if (!event.steps.empty())
        m_done(event);
}

void prepareKineto()
{
    static std::once_flag once;
    std::call_once(once, [] {
        // What LibTorch's prepareTrace would do on the session's thread, done here: libkineto
        // registers its profiler, which initialises the client registered on this thread.
        // Its log level was chosen in main() (util/kinetolog.h): this runs beside other threads.
        const bool cpuOnly = cudaDeviceCount() == 0;
        if (!libkineto::api().isProfilerRegistered()) {
            libkineto_init(cpuOnly, /*logOnError=*/true);
            libkineto::api().suppressLogMessages();
        }
    });
}

Message profileSummary(const ProfileEvent& profile)
{
    double total = 0.0, phase[kStepPhases] = {};
    for (const auto& s : profile.steps) {
        total += s.seconds;
        for (int i = 0; i < kStepPhases; ++i)
            phase[i] += s.phases[i];
    }
    std::vector<std::pair<double, int>> order;
    for (int i = 0; i < kStepPhases; ++i)
        order.emplace_back(phase[i], i);
    std::sort(order.rbegin(), order.rend());
    Message text;
    for (const auto& [seconds, i] : order) {
        const double percent = total > 0 ? 100.0 * seconds / total : 0.0;
        if (percent < 0.5)
            continue;
        char share[32];
        std::snprintf(share, sizeof share, "%.0f %%", percent);
        const Message part = msg("%1 %2", stepPhaseMessage(static_cast<StepPhase>(i)), std::string(share));
        text = text.empty() ? part : msg("%1, %2", text, part);
    }
    return text;
}

} // namespace lathe::core
