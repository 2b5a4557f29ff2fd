// Checks of the training step itself: each precision against the CPU, the loss scaler's overflow,
// the CUDA-graph step against the eager one, and the demo CNN's pace per precision.

#include "checks.h"
#include "fixture.h"

#include "device/device.h"
#include "util/cudainfo.h"

#include <ATen/ATen.h>
#include <torch/cuda.h>

#include <chrono>
#include <cmath>

namespace lathe::core::selftest {

namespace {

// A batch of `n` of the data's training images: batch `k`.
std::pair<at::Tensor, at::Tensor> batchOf(const DataSplits& data, std::int64_t k, std::int64_t n)
{
    return {data.train.inputs.slice(0, k * n, (k + 1) * n), data.train.targets.slice(0, k * n, (k + 1) * n)};
}

// Trains `rig` on `steps` batches of `n`; returns each step's loss.
std::vector<double> trainSteps(StepRig& rig, const DataSplits& data, int steps, std::int64_t n)
{
    std::vector<double> losses;
    for (int k = 0; k < steps; ++k) {
        const auto [x, y] = batchOf(data, k, n);
        losses.push_back(rig.train(x, y).item<double>());
    }
    return losses;
}

// The largest relative difference between two runs' losses, step by step.
double lossDifference(const std::vector<double>& reference, const std::vector<double>& test)
{
    double worst = 0.0;
    for (std::size_t i = 0; i < reference.size() && i < test.size(); ++i) {
        const double d = std::abs(test[i] - reference[i]) / std::max(std::abs(reference[i]), 1e-12);
        worst = std::isnan(d) ? d : std::max(worst, d);
    }
    return worst;
}

bool bf16Usable(const c10::Device& device)
{
    if (!device.is_cuda())
        return true;
    const auto info = cudaDeviceInfo(device.index());
    return info && info->bf16Native();
}

struct Tolerance {
    double update, loss;
};

} // namespace

const std::vector<std::string>& precisionCheckIds()
{
    static const std::vector<std::string> ids{"fp32_vs_cpu", "bf16_vs_cpu", "fp16_vs_cpu", "fp16_overflow"};
    return ids;
}

std::vector<CheckResult> precisionChecks(const CheckContext& c)
{
    // SGD with momentum: its update is linear in the gradient, so the difference of the updates
    // measures the difference of the arithmetic (Adam would turn rounding noise of near-zero gradients
    // into whole steps). No dropout: the two devices draw different masks.
    const ExactArithmetic exact;
    const std::int64_t batch = c.quick ? 32 : 128;
    const int steps = c.quick ? 3 : 5;
    const DataSplits data = syntheticSplits(batch * steps, 11);
    const torch::jit::Module master = demoCnn(0.0, 3);
    const std::vector<at::Tensor> start = snapshot(master);
    const c10::Device cpu(c10::kCPU);
    StepRig reference(master, data, cpu, {});
    const std::vector<double> referenceLosses = trainSteps(reference, data, steps, batch);
    const std::vector<at::Tensor> referenceEnd = snapshot(reference.model());

    // Tolerances of the whole update after the steps, relative to its size: fp32 with TF32 off differs
    // from the CPU only by the order of sums; bf16 keeps 8 bits of mantissa, fp16 11.
    struct Variant {
        const char* id;
        const char* amp;
        Tolerance tolerance;
    };
    const Variant variants[] = {{"fp32_vs_cpu", "off", {1e-3, 1e-4}}, {"bf16_vs_cpu", "bf16", {5e-2, 2e-2}}, {"fp16_vs_cpu", "fp16", {1e-2, 5e-3}}};
    std::vector<CheckResult> out;
    for (const auto& v : variants) {
        if (std::string(v.amp) == "bf16" && !bf16Usable(c.device)) {
            out.push_back(skipped(v.id, c.name, msg("this GPU has no native bf16 (compute capability below 8.0): amp auto picks fp16 here")));
            continue;
        }
        RigSettings s;
        s.amp = v.amp;
        StepRig test(master, data, c.device, s);
        const std::vector<double> losses = trainSteps(test, data, steps, batch);
        const double update = updateDifference(start, referenceEnd, snapshot(test.model()));
        const double loss = lossDifference(referenceLosses, losses);
        out.push_back(judged(v.id, c.name,
                             {figureAtMost("update_difference", update, v.tolerance.update), figureAtMost("loss_difference", loss, v.tolerance.loss)},
                             msg("%1 SGD steps of batch %2 on %3 against fp32 on the CPU, the same weights and batches", steps, batch, c.name)));
    }

    // An overflow: a loss scale of 2^60 sends the fp16 gradients to inf. Both step paths (the ordinary
    // one, and the device step a CUDA graph records) must skip the update and halve the scale.
    const double hugeScale = std::ldexp(1.0, 60);
    const std::vector<at::Tensor> weights = snapshot(master, /*buffers=*/false);
    std::vector<CheckFigure> figures;
    for (const bool deviceStep : {false, true}) {
        RigSettings s;
        s.amp = "fp16";
        s.initialScale = hugeScale;
        s.step.deviceStep = deviceStep;
        StepRig rig(master, data, c.device, s);
        const auto [x, y] = batchOf(data, 0, batch);
        rig.train(x, y);
        const std::vector<at::Tensor> after = snapshot(rig.model(), /*buffers=*/false);
        int changed = 0;
        for (std::size_t i = 0; i < weights.size(); ++i)
            changed += !at::equal(weights[i], after[i]);
        const std::string path = deviceStep ? "device_step" : "ordinary_step";
        figures.push_back(figureBetween("skipped_" + path, static_cast<double>(rig.step().scaler()->skippedSteps()), 1, 1));
        figures.push_back(figureAtMost("parameters_changed_" + path, changed, 0));
        figures.push_back(figureBetween("scale_ratio_" + path, rig.step().scaler()->currentScale() / hugeScale, 0.5, 0.5));
    }
    out.push_back(judged("fp16_overflow", c.name, std::move(figures),
                         msg("one fp16 step with a loss scale of 2^60, through the ordinary step and through the device step")));
    return out;
}

const std::vector<std::string>& cudaGraphCheckIds()
{
    static const std::vector<std::string> ids{"graph_fp16", "graph_sgd", "graph_fp32"};
    return ids;
}

std::vector<CheckResult> cudaGraphChecks(const CheckContext& c)
{
    const ExactArithmetic exact;
    const std::int64_t batch = c.quick ? 32 : 256;
    const int steps = 8; // 3 warm-ups, the capture, 4 replays
    const DataSplits data = syntheticSplits(batch * steps, 12);
    const torch::jit::Module master = demoCnn(0.0, 4);
    const std::vector<at::Tensor> start = snapshot(master);
    struct Variant {
        const char* id;
        const char* amp;
        const char* optimizer;
        double lr;
        Tolerance tolerance;
    };
    // The graph replays the fused optimizer (devicestep.h) where the eager step runs torch::optim's:
    // the same formulas, rounded in another order.
    const Variant variants[] = {{"graph_fp16", "fp16", "adamw", 1e-3, {2e-2, 1e-2}},
                                {"graph_sgd", "off", "sgd", 0.05, {1e-4, 1e-5}},
                                {"graph_fp32", "off", "adamw", 1e-3, {1e-3, 1e-5}}};
    std::vector<CheckResult> out;
    for (const auto& v : variants) {
        RigSettings eagerSettings;
        eagerSettings.amp = v.amp;
        eagerSettings.optimizer = v.optimizer;
        eagerSettings.lr = v.lr;
        RigSettings graphSettings = eagerSettings;
        graphSettings.step.cudaGraph = c.cuda();
        graphSettings.step.deviceStep = !c.cuda(); // the CPU: the same step, eagerly
        StepRig eager(master, data, c.device, eagerSettings);
        StepRig graph(master, data, c.device, graphSettings);
        const std::vector<double> eagerLosses = trainSteps(eager, data, steps, batch);
        const std::vector<double> graphLosses = trainSteps(graph, data, steps, batch);
        std::vector<CheckFigure> figures{figureAtMost("update_difference", updateDifference(start, snapshot(eager.model()), snapshot(graph.model())),
                                                      v.tolerance.update),
                                         figureAtMost("loss_difference", lossDifference(eagerLosses, graphLosses), v.tolerance.loss)};
        if (c.cuda())
            figures.push_back(figureBetween("graph_captured", graph.step().cudaGraphCaptured() ? 1 : 0, 1, 1));
        out.push_back(judged(v.id, c.name, std::move(figures),
                             c.cuda() ? msg("%1 steps of batch %2: 3 warm-ups, the capture and 4 replays, against the same steps without a graph", steps, batch)
                                      : msg("no CUDA graph on the CPU: the device step a graph records, run eagerly, against the ordinary step")));
    }
    return out;
}

CheckResult demoStepsCheck(const CheckContext& c)
{
    // Lathe's defaults for the device (TF32, cuDNN benchmark, channels-last convolutions, the CUDA graph
    // on a GPU), the demo's CNN with its dropout, batch 256, AdamW: the pace a user's demo run trains at.
    applyDeviceSettings(DeviceConfig{}, c.device);
    const std::int64_t batch = c.quick ? 32 : 256;
    const int warmUps = 8, timed = c.quick ? 4 : 200;
    DataSplits data = syntheticSplits(batch * 4, 13);
    data.train.inputs = data.train.inputs.to(c.device); // on the device, as the resident loader keeps them
    data.train.targets = data.train.targets.to(c.device);
    const torch::jit::Module master = demoCnn(0.1, 5);
    std::vector<CheckFigure> figures;
    for (const char* amp : {"off", "bf16", "fp16"}) {
        if (std::string(amp) == "bf16" && !bf16Usable(c.device))
            continue;
        RigSettings s;
        s.amp = amp;
        s.optimizer = "adamw";
        s.lr = 1e-3;
        s.step.cudaGraph = c.cuda();
        s.channelsLast = chooseChannelsLast(master, std::nullopt, c.device, false).on;
        StepRig rig(master, data, c.device, s);
        at::Tensor loss;
        const auto run = [&](int n) {
            for (int k = 0; k < n; ++k) {
                const auto [x, y] = batchOf(data, k % 4, batch);
                loss = rig.train(x, y);
            }
            (void)loss.item<double>(); // waits for the device
        };
        run(warmUps);
        const auto t0 = std::chrono::steady_clock::now();
        run(timed);
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        const std::string name = std::string(amp) == "off" ? "fp32" : amp;
        figures.push_back(figureAtLeast("steps_per_s_" + name, timed / seconds, 0.0, "steps/s"));
        if (!std::isfinite(loss.item<double>()))
            figures.push_back(figureAtMost("non_finite_loss_" + name, 1, 0));
    }
    return judged("demo_steps", c.name, std::move(figures),
                  c.cuda() ? msg("batch %1, AdamW, Lathe's defaults on this GPU (TF32, cuDNN benchmark, channels-last, the CUDA graph)", batch)
                           : msg("batch %1, AdamW, on the CPU", batch));
}

} // namespace lathe::core::selftest
