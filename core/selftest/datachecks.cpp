// Checks of the data path on the device: the GPU-resident and the pinned streaming loaders against
// the CPU's, and augmentation on the GPU against the CPU's.

#include "checks.h"
#include "fixture.h"

#include "data/augment.h"
#include "data/loader.h"

#include <ATen/ATen.h>
#include <ATen/CPUGeneratorImpl.h>

#include <chrono>

namespace lathe::core::selftest {

namespace {

struct Pass {
    std::vector<Batch> batches; // copied to the CPU
    double samplesPerSecond = 0.0;
};

Pass drain(BatchLoader& loader, const at::Tensor& order, std::int64_t batch)
{
    Pass pass;
    std::int64_t samples = 0;
    const auto t0 = std::chrono::steady_clock::now();
    loader.start(order, batch);
    while (auto b = loader.next()) {
        samples += b->size();
        // A CPU loader's host batches share its buffers until the next call: copy them out.
        pass.batches.push_back({b->inputs.to(at::kCPU).clone(), b->targets.to(at::kCPU).clone()});
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    pass.samplesPerSecond = static_cast<double>(samples) / std::max(seconds, 1e-9);
    return pass;
}

int mismatches(const Pass& reference, const Pass& test)
{
    int bad = static_cast<int>(reference.batches.size() > test.batches.size() ? reference.batches.size() - test.batches.size()
                                                                               : test.batches.size() - reference.batches.size());
    for (std::size_t i = 0; i < reference.batches.size() && i < test.batches.size(); ++i) {
        const Batch& r = reference.batches[i];
        const Batch& t = test.batches[i];
        bad += !(r.inputs.sizes() == t.inputs.sizes() && at::equal(r.inputs, t.inputs) && at::equal(r.targets, t.targets));
    }
    return bad;
}

CheckResult augmentCheck(const CheckContext& c, const DataSplits& data)
{
    const std::int64_t batch = c.quick ? 32 : 256;
    const at::Tensor raw = data.train.inputs.slice(0, 0, batch);
    const AugmentParams params = resolveAugmentation(AugmentationConfig{}, "standard");
    const at::Tensor onCpu = raw.to(at::kFloat).div(255.0);
    const at::Tensor onDevice = onCpu.to(c.device);
    const at::Tensor deviceCopy = onDevice.clone();
    // The random choices come from a seeded CPU generator wherever the batch lives, so the GPU must
    // produce the CPU's batch up to interpolation rounding.
    at::Generator g1 = at::make_generator<at::CPUGeneratorImpl>(5), g2 = at::make_generator<at::CPUGeneratorImpl>(5);
    const at::Tensor cpuAugmented = augmentBatch(onCpu, params, g1);
    const at::Tensor deviceAugmented = augmentBatch(onDevice, params, g2).to(at::kCPU);
    const double apart = (cpuAugmented - deviceAugmented).abs().max().item<double>();
    const double changed = (deviceAugmented - onCpu).abs().mean().item<double>();
    const double inputTouched = (onDevice - deviceCopy).abs().max().item<double>();
    // The evaluator's inputs (ModelLoss::inputs without augmentation) are the normalised images; the
    // training inputs of the same batch are augmented.
    TrainingConfig training;
    torch::jit::Module model = demoCnn(0.0, 1);
    model.to(c.device);
    PrecisionConfig off;
    off.amp = "off";
    const ModelLoss loss(model, choosePrecision(off, c.device), c.device, data, training);
    const at::Tensor validation = loss.inputs(raw.to(c.device)).to(at::kCPU);
    const at::Tensor expected = onCpu.sub(data.imageNormalisation.mean[0]).div(data.imageNormalisation.std[0]);
    const double validationOff = (validation - expected).abs().max().item<double>();
    const at::Tensor trainingInputs = loss.inputs(raw.to(c.device), &params, 9).to(at::kCPU);
    const double trainingChanged = (trainingInputs - expected).abs().mean().item<double>();
    return judged("augment_gpu", c.name,
                  {figureAtMost("device_vs_cpu_max_difference", apart, 1e-3), figureAtLeast("mean_change", changed, 1e-3),
                   figureAtMost("input_modified", inputTouched, 0.0), figureAtMost("validation_difference", validationOff, 1e-5),
                   figureAtLeast("training_inputs_change", trainingChanged, 1e-3)},
                  msg("preset \"standard\" (%1) on a batch of %2", params.describe(), batch));
}

} // namespace

const std::vector<std::string>& loaderCheckIds()
{
    static const std::vector<std::string> ids{"loader_resident", "loader_pinned", "augment_gpu"};
    return ids;
}

std::vector<CheckResult> loaderChecks(const CheckContext& c)
{
    const std::int64_t n = c.quick ? 600 : 20000, batch = c.quick ? 64 : 256;
    const DataSplits data = syntheticSplits(n, 21);
    at::Generator gen = at::make_generator<at::CPUGeneratorImpl>(3);
    const at::Tensor order = at::randperm(n, gen, at::kLong);
    const c10::Device cpu(c10::kCPU);

    LoaderPlan resident;
    resident.deviceResident = true;
    BatchLoader referenceLoader(data.train, cpu, resident);
    const Pass reference = drain(referenceLoader, order, batch);

    TensorSplit onDevice = data.train;
    onDevice.inputs = onDevice.inputs.to(c.device);
    onDevice.targets = onDevice.targets.to(c.device);
    BatchLoader residentLoader(onDevice, c.device, resident);
    const Pass residentPass = drain(residentLoader, order, batch);

    LoaderPlan streamed;
    streamed.deviceResident = false;
    streamed.workers = 2;
    streamed.pinned = c.cuda();
    streamed.prefetch = 2;
    BatchLoader streamedLoader(data.train, c.device, streamed);
    const Pass streamedPass = drain(streamedLoader, order, batch);

    const auto batches = static_cast<double>(reference.batches.size());
    std::vector<CheckResult> out;
    out.push_back(judged("loader_resident", c.name,
                         {figureAtMost("mismatched_batches", mismatches(reference, residentPass), 0), figureOf("batches", batches),
                          figureOf("samples_per_s", residentPass.samplesPerSecond, "samples/s")},
                         msg("%1 shuffled batches of %2 gathered on %3 against the CPU loader", reference.batches.size(), batch, c.name)));
    out.push_back(judged("loader_pinned", c.name,
                         {figureAtMost("mismatched_batches", mismatches(reference, streamedPass), 0), figureOf("batches", batches),
                          figureOf("samples_per_s", streamedPass.samplesPerSecond, "samples/s")},
                         msg("%1, against the CPU loader", streamed.describe())));
    out.push_back(augmentCheck(c, data));
    return out;
}

} // namespace lathe::core::selftest
