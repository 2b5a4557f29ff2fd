#pragma once
// "Why is my GPU idle?": a few training steps profiled on demand (lathe-cli train --profile-steps N,
// the window's Profile button). Each profiled step is cut into phases (events.h, StepPhase) by a
// PhaseTimer that the epoch loop and the step move from phase to phase; on a GPU it waits for the
// device at each boundary, so a phase's time is its kernels' and not the next phase's. Meanwhile
// LibTorch's Kineto profiler records every operator (and, on a GPU, every kernel and copy) with the
// phases as user scopes ("lathe::forward"), and writes a Chrome / Perfetto trace to the run folder.
//
// Profiled steps are slower than the others (the waits at the boundaries, the profiler's records):
// the phases' shares are what the profile is for, not its absolute step time.

#include "events/events.h"

#include <ATen/record_function.h>
#include <c10/core/Device.h>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace lathe::core {

class PhaseTimer {
public:
    explicit PhaseTimer(c10::Device device);

    // A step begins with `first`.
    void start(StepPhase first);
    // From now on the step is in `phase`; the one before it ends, after the device's work for it
    // when `waitForDevice` (not after the data wait: the batch's copy is the next phase's).
    void enter(StepPhase phase, bool waitForDevice = true);
    // The step ends: its phases (seconds), which add up to its time.
    ProfiledStep finish(int epoch, std::int64_t globalStep);

private:
    void close(bool waitForDevice);

    c10::Device m_device;
    StepPhase m_phase = StepPhase::Other;
    std::chrono::steady_clock::time_point m_since;
    double m_seconds[kStepPhases] = {};
    std::optional<at::RecordFunction> m_scope; // the phase, in the Kineto trace
};

class StepProfiler {
public:
    using DoneFn = std::function<void(const ProfileEvent&)>;
    using LogFn = std::function<void(bool warning, const Message&)>;

    // `requests`: how many steps to profile next, set from any thread (SessionControl::profileSteps);
    // taken when a profile starts. Traces go to `traceDir` (made when first needed). `done` hears
    // each finished profile.
    StepProfiler(c10::Device device, std::atomic<int>& requests, std::filesystem::path traceDir, DoneFn done, LogFn log);
    ~StepProfiler(); // a profile in progress ends without its trace

    // At the start of a step: its timer when it is profiled (the profiler starts with the first
    // step of a request), else null. `eligible`: the step may be profiled (not a timed step of the
    // executor trial, not the first step of an epoch). `stepsLeft`: the steps of the epoch from this one
    // on; `takeWhatIsLeft`: the epoch's first step that may be (no epoch has more), or the session's
    // last epoch. A profile ends with its epoch (the validation after it is no step), so otherwise a
    // request waits for the next epoch when fewer steps than asked for are left in this one.
    PhaseTimer* beginStep(bool eligible, std::int64_t stepsLeft = 1 << 30, bool takeWhatIsLeft = false);
    // After a step that beginStep profiled. The request's last step writes the trace and reports.
    void endStep(int epoch, std::int64_t globalStep);
    // The epoch (or the run) ends: a profile in progress is written with the steps it has.
    void finishEarly();
    bool profiling() const { return m_timer.has_value(); }

private:
    void startProfiler();
    void finishProfile();

    c10::Device m_device;
    std::atomic<int>& m_requested;
    std::filesystem::path m_traceDir;
    DoneFn m_done;
    LogFn m_log;
    int m_remaining = 0;
    bool m_kineto = false; // the Kineto profiler is on for this profile
    std::optional<PhaseTimer> m_timer;
    std::vector<ProfiledStep> m_steps;
};

// Sets LibTorch's Kineto profiler up on the calling thread, once per process. libkineto initialises
// LibTorch's client only on the thread that registered it (the main one) and otherwise prints an
// ERROR line and skips it; so the front ends call this (through Session) on their main thread before
// a profile starts on the session's. On a machine without a GPU it sets up for CPU activities only.
// It leaves the environment alone (threads run by now): how loud Kineto logs is chosen at the start
// of main() (util/kinetolog.h).
void prepareKineto();

// "forward 41 %, backward 38 %, optimizer 9 %, …": each phase's share of the profiled steps' time,
// the largest first, phases under 0.5 % left out.
Message profileSummary(const ProfileEvent& profile);

} // namespace lathe::core
