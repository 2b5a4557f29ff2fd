// Loader throughput per mode, and augmentation time per batch, for bench/loader.sh.
//
//   lathe-bench-loader CONFIG [--device cpu|cuda] [--batch N] [--passes N] [--workers N]
//
// Prints one JSON object per line: {"mode": ..., "samples_per_second": ..., ...}. Each mode serves
// the training split in shuffled batches, as training does; the consumer turns each batch into the
// model's float input on the device (what the trainer does before the forward pass) so nothing is
// left lazy. Not a test: it measures.

#include "config/config.h"
#include "data/augment.h"
#include "data/dataset.h"
#include "data/loader.h"
#include "train/epochloop.h"
#include "util/devicecopy.h"

#include <ATen/ATen.h>
#include <ATen/CPUGeneratorImpl.h>
#include <torch/cuda.h>

#include <chrono>
#include <cstdlib>
#include <iostream>
#include <string>

using namespace lathe::core;
using Clock = std::chrono::steady_clock;

namespace {

void synchronize(const c10::Device& device)
{
    if (device.is_cuda())
        torch::cuda::synchronize(device.index());
}

Json measure(const std::string& mode, const Config& config, const TensorSplit& split, const c10::Device& device, const LoaderPlan& plan,
             std::int64_t batch, int passes)
{
    TensorSplit data = split;
    if (plan.deviceResident && !data.streamed()) {
        data.inputs = data.inputs.to(device);
        data.targets = data.targets.to(device);
    }
    BatchLoader loader(data, device, plan, plan.tableCacheBytes);
    std::int64_t samples = 0;
    double seconds = 0.0;
    for (int pass = 0; pass <= passes; ++pass) { // pass 0 warms up (allocations, page cache)
        const at::Tensor order = epochOrder(config, {}, data.size(), pass + 1, &data); // as training shuffles (windows, for a streamed table)
        synchronize(device);
        const auto start = Clock::now();
        loader.start(order, batch);
        at::Tensor checksum = at::zeros({}, at::TensorOptions().dtype(at::kFloat).device(device));
        std::int64_t n = 0;
        while (auto b = loader.next()) {
            checksum += b->inputs.to(at::kFloat).sum();
            n += b->size();
        }
        synchronize(device);
        if (pass > 0) {
            seconds += std::chrono::duration<double>(Clock::now() - start).count();
            samples += n;
        }
    }
    return {{"mode", mode}, {"plan", plan.describe().text()}, {"batch", batch}, {"passes", passes},
            {"samples_per_second", static_cast<double>(samples) / seconds}, {"device", device.str()}};
}

Json augmentTime(const DataSplits& data, const c10::Device& device, std::int64_t batch)
{
    if (data.inputShape.size() != 3)
        return {};
    AugmentationConfig config;
    const AugmentParams params = resolveAugmentation(config, "standard");
    std::vector<std::int64_t> shape{batch};
    shape.insert(shape.end(), data.inputShape.begin(), data.inputShape.end());
    const at::Tensor images = at::rand(shape, at::TensorOptions().device(device));
    at::Generator gen = at::make_generator<at::CPUGeneratorImpl>(2);
    const int warm = 3, reps = device.is_cuda() ? 50 : 10;
    for (int i = 0; i < warm; ++i)
        augmentBatch(images, params, gen);
    synchronize(device);
    const auto start = Clock::now();
    for (int i = 0; i < reps; ++i)
        augmentBatch(images, params, gen);
    synchronize(device);
    const double ms = 1000.0 * std::chrono::duration<double>(Clock::now() - start).count() / reps;
    return {{"mode", "augmentation standard"}, {"batch", batch}, {"ms_per_batch", ms}, {"device", device.str()},
            {"augmentation", params.describe()}};
}

} // namespace

int main(int argc, char** argv)
{
    if (argc < 2) {
        std::cerr << "usage: lathe-bench-loader CONFIG [--device cpu|cuda] [--batch N] [--passes N] [--workers N]\n";
        return 2;
    }
    std::string device = "cpu";
    std::int64_t batch = 0;
    int passes = 3, workers = -1;
    for (int i = 2; i + 1 < argc; i += 2) {
        const std::string key = argv[i], value = argv[i + 1];
        if (key == "--device")
            device = value;
        else if (key == "--batch")
            batch = std::stoll(value);
        else if (key == "--passes")
            passes = std::stoi(value);
        else if (key == "--workers")
            workers = std::stoi(value);
        else {
            std::cerr << "unknown option " << key << "\n";
            return 2;
        }
    }
    const ConfigLoadResult loaded = loadConfigFile(argv[1]);
    if (!loaded.config) {
        for (const auto& d : loaded.diagnostics)
            std::cerr << d.format() << "\n";
        return 2;
    }
    Config config = *loaded.config;
    if (device == "cuda" && !torch::cuda::is_available()) {
        std::cerr << "no usable CUDA device\n";
        return 4;
    }
    const c10::Device dev = device == "cuda" ? c10::Device(c10::kCUDA, 0) : c10::Device(c10::kCPU);
    if (batch <= 0)
        batch = config.training.batchSize;
    const DataSplits data = loadDataset(config, [](const Message& m) { std::cerr << m.text() << "\n"; });
    const int w = workers >= 0 ? workers : autoWorkerCount(data.train.files != nullptr);

    std::vector<std::pair<std::string, LoaderPlan>> modes;
    const LoaderPlan planned = planLoader(config.loader, data, dev, -1);
    LoaderPlan inPlace; // resident on the device: index_select where the model runs
    inPlace.reason = Message::plain("bench");
    if (!data.train.streamed())
        modes.emplace_back(dev.is_cuda() ? "gpu-resident" : "in place", inPlace);
    LoaderPlan host;
    host.deviceResident = false;
    host.workers = w;
    host.pinned = dev.is_cuda();
    host.prefetch = config.loader.prefetch;
    host.tableCacheBytes = planned.tableCacheBytes;
    modes.emplace_back(std::string(data.train.streamed() ? "streamed, " : "") + std::to_string(w) + " workers"
                           + (host.pinned ? ", pinned" : ""),
                       host);
    LoaderPlan serial = host;
    serial.workers = 0;
    modes.emplace_back(std::string(data.train.streamed() ? "streamed, " : "") + "training thread gathers", serial);

    for (const auto& [name, plan] : modes)
        std::cout << measure(name, config, data.train, dev, plan, batch, passes).dump() << std::endl;
    const Json aug = augmentTime(data, dev, batch);
    if (!aug.empty())
        std::cout << aug.dump() << std::endl;
    return 0;
}
