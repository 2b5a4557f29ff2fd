// Checks of what surrounds training on a GPU: NVML's readings under load, and NCCL's all-reduce.

#include "checks.h"

#include "dist/communicator.h"
#include "dist/launcher.h"
#include "monitor/nvml.h"
#include "util/cudainfo.h"

#include <ATen/ATen.h>
#include <torch/cuda.h>

#include <atomic>
#include <chrono>
#include <exception>
#include <thread>

namespace lathe::core::selftest {

namespace {

void waitFor(const c10::Device& device)
{
    if (device.is_cuda())
        torch::cuda::synchronize(device.index());
}

} // namespace

CheckResult nvmlCheck(const CheckContext& c)
{
    Message why;
    const auto nvml = Nvml::load(c.nvmlLibrary, why);
    if (!nvml) {
        if (!c.cuda())
            return skipped("nvml", c.name, msg("no NVML here (%1): nothing to read on the CPU", why));
        // A GPU without NVML trains, but the window's charts and the advice go blind.
        return judged("nvml", c.name, {figureBetween("nvml_loaded", 0, 1, 1)},
                      msg("NVML could not be loaded (%1): GPU utilisation, memory, power and temperature will not be charted", why));
    }
    int index = 0;
    if (c.cuda()) {
        const int cudaIndex = static_cast<int>(c.device.index());
        index = nvml->indexOfPciBusId(cudaPciBusId(cudaIndex)).value_or(cudaIndex);
    }
    // Load the device with matrix products on a thread while reading NVML every 100 ms.
    const std::int64_t n = c.cuda() ? 8192 : 256;
    const at::Tensor a = at::randn({n, n}, at::TensorOptions().device(c.device).dtype(c.cuda() ? at::kBFloat16 : at::kFloat));
    waitFor(c.device);
    std::atomic<bool> done{false};
    std::exception_ptr failure;
    std::thread load([&] {
        try {
            while (!done) {
                for (int i = 0; i < 8; ++i)
                    (void)at::mm(a, a);
                waitFor(c.device);
            }
        } catch (...) {
            failure = std::current_exception();
        }
    });
    struct Joiner { // the load thread ends however this function does
        std::atomic<bool>& done;
        std::thread& thread;
        ~Joiner()
        {
            done = true;
            if (thread.joinable())
                thread.join();
        }
    } joiner{done, load};
    GpuReading most;
    int readings = 0;
    std::this_thread::sleep_for(std::chrono::milliseconds(300)); // NVML averages utilisation over its own period
    const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(c.quick ? 600 : 2000);
    while (std::chrono::steady_clock::now() < until) {
        if (const auto r = nvml->read(index)) {
            ++readings;
            most.name = r->name;
            most.utilisation = std::max(most.utilisation, r->utilisation);
            most.memoryUsed = std::max(most.memoryUsed, r->memoryUsed);
            most.memoryTotal = std::max(most.memoryTotal, r->memoryTotal);
            most.powerWatts = std::max(most.powerWatts, r->powerWatts);
            most.temperatureC = std::max(most.temperatureC, r->temperatureC);
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
    done = true;
    load.join();
    if (failure)
        std::rethrow_exception(failure);
    const double mib = 1024.0 * 1024.0;
    const auto held = c.cuda() ? cudaAllocatorStats(static_cast<int>(c.device.index())) : std::nullopt;
    std::vector<CheckFigure> figures{figureAtLeast("readings", readings, 3)};
    std::vector<std::string> missing;
    // A reading NVML cannot give on this GPU stays -1: named, not failed (the charts leave it out too).
    const auto add = [&](const char* name, double value, CheckFigure figure) {
        if (value < 0)
            missing.push_back(name);
        else
            figures.push_back(std::move(figure));
    };
    // Under a loop of 8192² bf16 products the GPU is busy nearly all the time.
    add("utilisation", most.utilisation, figureBetween("utilisation_percent", most.utilisation, c.cuda() ? 50 : 0, 100, "%"));
    add("memory", most.memoryUsed,
        figureBetween("memory_used_mib", most.memoryUsed / mib, held ? static_cast<double>(held->reserved) / mib : 0.0, most.memoryTotal / mib, "MiB"));
    add("power", most.powerWatts, figureBetween("power_w", most.powerWatts, 1, 2000, "W"));
    add("temperature", most.temperatureC, figureBetween("temperature_c", most.temperatureC, 5, 110, "C"));
    std::string missingText;
    for (const auto& m : missing)
        missingText += (missingText.empty() ? "" : ", ") + m;
    return judged("nvml", c.name, std::move(figures),
                  missing.empty() ? msg("NVML device %1 (%2), the highest of %3 readings while matrix products ran", index, most.name, readings)
                                  : msg("NVML device %1 (%2), the highest of %3 readings while matrix products ran; NVML gives no %4 here",
                                        index, most.name, readings, missingText));
}

CheckResult ncclCheck(const std::vector<c10::Device>& devices, bool quick)
{
    const bool cuda = devices.front().is_cuda();
    const int ranks = std::min<int>(2, static_cast<int>(devices.size()));
    std::string name;
    for (int r = 0; r < ranks; ++r)
        name += (r ? "," : "") + (cuda ? "cuda:" + std::to_string(devices[r].index()) : std::string("cpu"));
    if (cuda && !ncclBuilt())
        return judged("nccl", name, {figureBetween("nccl_built", 0, 1, 1)},
                      msg("this build of Lathe has no NCCL (nccl.h was not found beside the torch wheel): GPUs cannot train data-parallel"));
    const int port = freeLocalPort();
    const std::int64_t elements = (quick ? 1LL : 64LL) << 18; // 1 or 64 MiB of float32
    const int repeats = quick ? 2 : 10;
    std::vector<double> errors(ranks, 0.0), seconds(ranks, 0.0);
    std::vector<std::exception_ptr> failures(ranks);
    std::vector<std::thread> threads;
    for (int r = 0; r < ranks; ++r) {
        threads.emplace_back([&, r] {
            try {
                CommunicatorOptions options;
                options.device = devices[r];
                options.backend = cuda ? "nccl" : "gloo";
                options.timeout = std::chrono::seconds(60);
                const auto comm = connect(localJobRank(r, ranks, port), options);
                at::Tensor t = at::full({elements}, static_cast<double>(r + 1), at::TensorOptions().device(devices[r]));
                comm->allReduceSum({t});
                waitFor(devices[r]);
                const double expected = ranks * (ranks + 1) / 2.0;
                errors[r] = (t.to(at::kCPU) - expected).abs().max().item<double>();
                comm->barrier();
                const auto t0 = std::chrono::steady_clock::now();
                for (int i = 0; i < repeats; ++i)
                    comm->allReduceSum({t});
                waitFor(devices[r]);
                seconds[r] = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
                comm->barrier();
            } catch (...) {
                failures[r] = std::current_exception();
            }
        });
    }
    for (auto& t : threads)
        t.join();
    for (const auto& f : failures) {
        if (f)
            std::rethrow_exception(f);
    }
    double worst = 0.0;
    for (const double e : errors)
        worst = std::max(worst, e);
    const double bytes = static_cast<double>(elements) * 4.0 * repeats;
    return judged("nccl", name,
                  {figureAtMost("max_error", worst, 0.0), figureOf("ranks", ranks),
                   figureOf("allreduce_gb_per_s", bytes / std::max(seconds[0], 1e-9) / 1e9, "GB/s")},
                  cuda ? msg("%1 rank(s), one per GPU, over NCCL: a %2 MiB all-reduce", ranks, (elements * 4) >> 20)
                       : msg("%1 rank(s) over Gloo on the CPU (NCCL needs GPUs): a %2 MiB all-reduce", ranks, (elements * 4) >> 20));
}

} // namespace lathe::core::selftest
