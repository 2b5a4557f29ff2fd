// Checks that train through a Session on files, as a user's run does: the batch-size finder against
// the device's memory, and a checkpoint written on the device resumed there and on the CPU.

#include "checks.h"
#include "fixture.h"

#include "config/config.h"
#include "run/runfolder.h"
#include "train/checkpoint.h"
#include "train/session.h"
#include "util/cudainfo.h"
#include "util/errors.h"
#include "util/filetree.h"

#include <ATen/ATen.h>

#include <algorithm>
#include <cmath>
#include <mutex>

namespace lathe::core::selftest {

namespace fs = std::filesystem;

namespace {

// What a check needs of a run's events; asks for a stop after global step `stopAt` (0: never), or
// when the self-test is asked to stop (the window closed).
class RunRecorder : public EventSink {
public:
    RunRecorder(std::int64_t stopAt, std::function<bool()> stopRequested)
        : m_stopAt(stopAt)
        , m_stopRequested(std::move(stopRequested))
    {
    }
    Session* session = nullptr;

    void onRunStarted(const RunStartedEvent& e) override
    {
        std::lock_guard lock(m_mutex);
        started = e;
    }
    void onBatch(const BatchEvent& e) override
    {
        const bool asked = m_stopRequested && m_stopRequested();
        if (session && (asked || (m_stopAt > 0 && e.globalStep == m_stopAt)))
            session->requestStop();
    }
    void onFinderTrial(const FinderTrialEvent& e) override
    {
        std::lock_guard lock(m_mutex);
        trials.push_back(e);
    }
    void onLog(const LogEvent& e) override
    {
        std::lock_guard lock(m_mutex);
        if (e.level == LogLevel::Error || e.level == LogLevel::Warning)
            problems.push_back(e.message);
    }
    void onFinished(const RunFinishedEvent& e) override
    {
        std::lock_guard lock(m_mutex);
        finished = e;
    }

    RunStartedEvent started;
    RunFinishedEvent finished;
    std::vector<FinderTrialEvent> trials;
    std::vector<Message> problems;

private:
    std::mutex m_mutex;
    std::int64_t m_stopAt;
    std::function<bool()> m_stopRequested;
};

struct Run {
    int exitCode = 0;
    RunStartedEvent started;
    RunFinishedEvent finished;
    std::vector<FinderTrialEvent> trials;
};

Config parsed(const Json& doc, const fs::path& base)
{
    const ConfigLoadResult r = parseConfig(doc.dump(), base);
    if (!r.config) {
        std::string problems;
        for (const auto& d : r.diagnostics)
            problems += (problems.empty() ? "" : "; ") + d.format();
        throw std::runtime_error("the self-test's own config is invalid: " + problems);
    }
    return *r.config;
}

Run train(const CheckContext& c, const Json& doc, const fs::path& base, SessionOptions options, std::int64_t stopAt = 0)
{
    RunRecorder recorder(stopAt, c.stopRequested);
    options.batchEventSeconds = stopAt > 0 ? 0.0 : options.batchEventSeconds;
    Session session(parsed(doc, base), recorder, options);
    recorder.session = &session;
    session.start();
    Run run;
    run.exitCode = session.wait();
    run.started = recorder.started;
    run.finished = recorder.finished;
    run.trials = recorder.trials;
    if (run.exitCode != ExitSuccess && !(stopAt > 0 && run.exitCode == ExitInterrupted))
        throw MessageError(msg("the self-test's run in %1 ended with exit code %2: %3", base.string(), run.exitCode, run.finished.message));
    return run;
}

// Synthetic images as IDX files under `dir`, and a config that trains on them on `c`'s device.
Json runConfig(const CheckContext& c, const fs::path& dir, std::int64_t images, const std::string& name)
{
    fs::create_directories(dir);
    writeIdx(syntheticImages(images, 31), dir / "images.idx", dir / "labels.idx");
    return {{"name", name},
            {"data",
             {{"source", "idx"},
              {"path", (dir / "images.idx").string()},
              {"labels_path", (dir / "labels.idx").string()},
              {"image_height", 28},
              {"image_width", 28},
              {"channels", 1},
              {"splits", {{"val", 0.1}}}}},
            {"model", {{"kind", "cnn2d"}, {"channels", {16, 32}}, {"dropout", 0.1}}},
            {"training", {{"epochs", 2}, {"batch_size", 128}, {"optimizer", "adamw"}, {"lr", 0.003}, {"seed", 7}}},
            {"device", {{"type", c.cuda() ? "cuda" : "cpu"}, {"id", c.cuda() ? c.device.index() : 0}, {"fallback_to_cpu", false}}},
            {"monitor", {{"enabled", false}}},
            {"output", {{"runs_dir", (dir / "runs").string()}, {"export_model", false}}}};
}

std::vector<at::Tensor> finalWeights(const std::string& runDir, const c10::Device& device)
{
    return snapshot(readCheckpoint(fs::path(runDir) / runfile::Checkpoints, "last", device).model);
}

// Restores the allocator's cap of a device when the check ends, however it ends.
struct MemoryCapGuard {
    int index;
    ~MemoryCapGuard()
    {
        if (index >= 0)
            setCudaMemoryFraction(index, 1.0);
    }
};

} // namespace

const std::vector<std::string>& checkpointCheckIds()
{
    static const std::vector<std::string> ids{"checkpoint_gpu", "checkpoint_cpu"};
    return ids;
}

std::vector<CheckResult> checkpointChecks(const CheckContext& c)
{
    // The demo's CNN with its dropout and cosine schedule, in the run's own precision (amp auto) and
    // with the CUDA graph: stopped in the middle of epoch 2, resumed, against the same run unbroken.
    // training.deterministic keeps cuDNN's choices fixed, so "exactly" can be asked for.
    const std::int64_t images = c.quick ? 720 : 2880, batch = c.quick ? 64 : 128;
    const fs::path dir = c.workDir / "checkpoint";
    Json doc = runConfig(c, dir, images, "selftest-checkpoint");
    doc["training"]["batch_size"] = batch;
    doc["training"]["deterministic"] = true;
    const std::int64_t stepsPerEpoch = (images - images / 10 + batch - 1) / batch;
    const std::int64_t stopAt = stepsPerEpoch + 3;

    const Run straight = train(c, doc, dir, {});
    const Run stopped = train(c, doc, dir, {}, stopAt);
    // The run must really have stopped mid-run (a run that ran to its end also saves its checkpoint).
    std::vector<CheckFigure> stopFigures{figureBetween("stopped_mid_run", stopped.exitCode == ExitInterrupted ? 1 : 0, 1, 1),
                                         figureBetween("checkpoint_saved", stopped.finished.checkpointSaved ? 1 : 0, 1, 1)};
    const fs::path copy = dir / "runs" / "stopped-copy";
    copyTree(stopped.finished.runDir, copy);

    SessionOptions resume;
    resume.resumeDir = stopped.finished.runDir;
    const Run resumed = train(c, doc, dir, resume);
    const std::vector<at::Tensor> expected = finalWeights(straight.finished.runDir, c10::Device(c10::kCPU));
    const std::vector<at::Tensor> got = finalWeights(resumed.finished.runDir, c10::Device(c10::kCPU));
    const bool same = identical(expected, got);
    std::vector<CheckFigure> gpuFigures = stopFigures;
    gpuFigures.push_back(figureAtMost("max_relative_difference", maxRelativeDifference(expected, got), 1e-6));
    gpuFigures.push_back(figureOf("bitwise_identical", same ? 1 : 0));
    std::vector<CheckResult> out;
    out.push_back(judged("checkpoint_gpu", c.name, std::move(gpuFigures),
                         msg("stopped after step %1 of %2 (epoch 2), resumed on %3, against the run trained without a stop; precision %4",
                             stopAt, 2 * stepsPerEpoch, c.name, straight.started.precision)));

    // The same checkpoint on the CPU: read there it holds the device's weights exactly, and the run
    // finishes in fp32 close to where the device's did.
    const fs::path copyCheckpoints = copy / runfile::Checkpoints;
    const std::vector<at::Tensor> onDevice = snapshot(readCheckpoint(copyCheckpoints, "last", c.device).model);
    const std::vector<at::Tensor> onCpu = snapshot(readCheckpoint(copyCheckpoints, "last", c10::Device(c10::kCPU)).model);
    Json cpuDoc = doc;
    cpuDoc["device"] = {{"type", "cpu"}};
    SessionOptions cpuResume;
    cpuResume.resumeDir = copy;
    const Run onTheCpu = train(c, cpuDoc, dir, cpuResume);
    const double expectedLoss = straight.finished.finalMetrics.at("val_loss");
    const double cpuLoss = onTheCpu.finished.finalMetrics.at("val_loss");
    std::vector<CheckFigure> cpuFigures = stopFigures;
    cpuFigures.push_back(figureAtMost("load_difference", maxRelativeDifference(onDevice, onCpu), 0.0));
    cpuFigures.push_back(figureAtMost("val_loss_difference", std::abs(cpuLoss - expectedLoss) / std::max(expectedLoss, 1e-12), 0.1));
    out.push_back(judged("checkpoint_cpu", c.name, std::move(cpuFigures),
                         msg("the checkpoint of %1 resumed in fp32 on the CPU: validation loss %2 against %3 unbroken", c.name,
                             std::to_string(cpuLoss), std::to_string(expectedLoss))));
    return out;
}

CheckResult batchFinderCheck(const CheckContext& c)
{
    // A model whose activations bind memory (a wide ResNet on a GPU) under an allocator cap of a few
    // GiB, so the search is quick and leaves the GPU to others: the cap is where real out-of-memory
    // errors start. (a) A budget of twice the cap makes the finder try batches that cannot fit: it
    // must meet real out-of-memory errors and recover from them. (b) With the device's own budget
    // (the cap) and the default margin, a run with batch_size "auto" trains a full epoch at the
    // batch found without running out of memory (the trainer would halve the batch if it did).
    const fs::path dir = c.workDir / "finder";
    const std::int64_t images = c.quick ? 1200 : 16384;
    Json doc = runConfig(c, dir, images, "selftest-finder");
    doc["training"]["epochs"] = 1;
    doc["training"]["batch_size"] = "auto";
    doc["batch_finder"] = {{"max_batch", 1000000}, {"prefer", "largest"}}; // memory is what this check is about
    std::vector<CheckFigure> figures;
    MemoryCapGuard guard{-1};
    Message what;
    if (c.cuda()) {
        const int index = static_cast<int>(c.device.index());
        const std::int64_t total = cudaFreeMemory(index).second;
        // device.memory_fraction takes 0.05 at least (7 GiB of an H200).
        const double fraction = std::clamp(static_cast<double>((c.quick ? 1LL : 4LL) << 30) / static_cast<double>(total), 0.05, 0.5);
        const auto cap = static_cast<std::int64_t>(fraction * static_cast<double>(total));
        doc["device"]["memory_fraction"] = fraction;
        doc["model"] = {{"kind", "resnet"}, {"channels", {64, 128}}, {"blocks_per_stage", 2}, {"dropout", 0.1}};
        guard.index = index;
        Json provoke = doc;
        provoke["batch_finder"]["memory_budget_mb"] = 2 * (cap >> 20);
        SessionOptions findOnly;
        findOnly.findBatchOnly = true;
        const Run searched = train(c, provoke, dir, findOnly);
        int outOfMemory = 0;
        for (const auto& t : searched.trials)
            outOfMemory += t.result == "out of memory";
        figures.push_back(figureAtLeast("out_of_memory_trials", outOfMemory, 1));
        figures.push_back(figureAtLeast("batch_found_after_out_of_memory", searched.finished.batchSize, 1));
        what = msg("an allocator cap of %1 MiB: the finder with a budget of twice that met %2 out-of-memory trial(s) and still found batch %3; ",
                   cap >> 20, outOfMemory, searched.finished.batchSize);
    } else {
        doc["batch_finder"]["memory_budget_mb"] = 64;
        what = msg("the CPU has no device memory to run out of: the out-of-memory part is skipped; ");
    }
    const Run run = train(c, doc, dir, {});
    figures.push_back(figureAtMost("finder_trials", static_cast<double>(run.trials.size()), 12));
    figures.push_back(figureOf("batch_chosen", run.started.batchSize));
    figures.push_back(figureBetween("epoch_batch_over_chosen",
                                    static_cast<double>(run.finished.batchSize) / std::max(1, run.started.batchSize), 1, 1));
    return judged("batch_finder", c.name, std::move(figures),
                  msg("%1a full epoch of %2 images at the batch found (%3) ended with batch %4", what, run.started.trainSamples,
                      run.started.batchSize, run.finished.batchSize));
}

} // namespace lathe::core::selftest
