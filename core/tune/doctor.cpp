#include "doctor.h"

#include "config/messagejson.h"
#include "models/modelfactory.h"
#include "monitor/nvml.h"
#include "device/device.h"
#include "device/precision.h"
#include "util/cpubudget.h"
#include "util/cudainfo.h"
#include "util/openmpwait.h"
#include "util/version.h"

#include <ATen/ATen.h>
#include <ATen/Context.h>
#include <ATen/Parallel.h>
#include <ATen/detail/CUDAHooksInterface.h>
#include <torch/cuda.h>
#include <torch/optim/adamw.h>

#include <chrono>
#include <cstdlib>
#include <sstream>
#include <thread>

namespace lathe::core {

namespace {

using Clock = std::chrono::steady_clock;

void sync(const c10::Device& d)
{
    if (d.is_cuda())
        torch::cuda::synchronize(d.index());
}

// Dense matmul throughput in TFLOP/s for an n x n product in `dtype`, timed over at least
// `minSeconds` (a handful of products on a fast GPU would time kernel launches, not the math).
double matmulTflops(const c10::Device& device, at::ScalarType dtype, std::int64_t n, double minSeconds)
{
    const auto opts = at::TensorOptions().dtype(dtype).device(device);
    const at::Tensor a = at::randn({n, n}, opts), b = at::randn({n, n}, opts);
    at::Tensor c = at::mm(a, b); // warm-up: kernels, allocations
    sync(device);
    const auto t0 = Clock::now();
    std::int64_t products = 0;
    double seconds = 0.0;
    do {
        for (int i = 0; i < 5; ++i)
            c = at::mm(a, b);
        products += 5;
        sync(device);
        seconds = std::chrono::duration<double>(Clock::now() - t0).count();
    } while (seconds < minSeconds);
    return 2.0 * static_cast<double>(n) * static_cast<double>(n) * static_cast<double>(n) * static_cast<double>(products) / seconds / 1e12;
}

// Host-to-device copy bandwidth in GB/s from pinned or pageable memory.
double copyGbps(const c10::Device& device, bool pinned, std::int64_t bytes)
{
    const at::Tensor host = at::empty({bytes}, at::TensorOptions().dtype(at::kByte).pinned_memory(pinned)).fill_(1);
    at::Tensor dev = host.to(device, /*non_blocking=*/pinned);
    sync(device);
    const int reps = 5;
    const auto t0 = Clock::now();
    for (int i = 0; i < reps; ++i)
        dev.copy_(host, /*non_blocking=*/pinned);
    sync(device);
    return static_cast<double>(bytes) * reps / std::chrono::duration<double>(Clock::now() - t0).count() / 1e9;
}

// Milliseconds for one forward + backward + AdamW step of a small CNN at batch 256, after warm-up.
double trainStepMs(const c10::Device& device)
{
    ModelConfig c;
    c.kind = "cnn2d";
    c.channels = {32, 64};
    auto model = buildModel(c, {{1, 28, 28}, 10}, 1);
    model.to(device);
    std::vector<at::Tensor> params;
    for (const auto& p : model.parameters())
        params.push_back(p);
    torch::optim::AdamW opt(params, torch::optim::AdamWOptions(1e-3));
    const at::Tensor x = at::randn({256, 1, 28, 28}, at::TensorOptions().device(device));
    const at::Tensor y = at::randint(10, {256}, at::TensorOptions().dtype(at::kLong).device(device));
    auto step = [&] {
        opt.zero_grad();
        at::cross_entropy_loss(model.forward({x}).toTensor(), y).backward();
        opt.step();
    };
    for (int i = 0; i < 3; ++i)
        step();
    sync(device);
    const auto t0 = Clock::now();
    const int reps = 5;
    for (int i = 0; i < reps; ++i)
        step();
    sync(device);
    return std::chrono::duration<double, std::milli>(Clock::now() - t0).count() / reps;
}

// Dense (no sparsity) datasheet figures, TFLOP/s, for the GPUs Lathe is most often run on.
Json nominalTflops(const std::string& name)
{
    struct Entry {
        const char* key;
        double fp32, tf32, bf16;
    };
    // More specific names first: "H100 PCIe" before "H100" (SXM). A10G (a cloud variant) differs
    // from the A10 and is left out rather than misreported.
    static const Entry table[] = {{"H200", 67, 495, 989},        {"H100 PCIe", 51.2, 378, 756}, {"H100 NVL", 60, 418, 835},
                                  {"H100", 67, 495, 989},        {"A100", 19.5, 156, 312},      {"L40S", 91.6, 183, 362},
                                  {"RTX 4090", 82.6, 82.6, 165}, {"A10G", 0, 0, 0},              {"A10", 31.2, 62.5, 125}};
    for (const auto& e : table) {
        if (name.find(e.key) != std::string::npos && e.fp32 == 0)
            return nullptr;
        if (name.find(e.key) != std::string::npos)
            // fp16 with fp32 accumulation runs at the bf16 rate on these GPUs' tensor cores.
            return {{"fp32", e.fp32}, {"tf32", e.tf32}, {"bf16", e.bf16}, {"fp16", e.bf16}, {"source", "NVIDIA datasheet, dense"}};
    }
    return nullptr;
}

std::string cudnnVersion()
{
    try {
        const long v = at::detail::getCUDAHooks().versionCuDNN();
        if (v <= 0)
            return "none";
        return std::to_string(v / 10000) + "." + std::to_string((v / 100) % 100) + "." + std::to_string(v % 100);
    } catch (const std::exception&) {
        return "none";
    }
}

Json checkGpu(int index, bool quick, const std::function<void(const Message&)>& progress)
{
    const c10::Device device(c10::kCUDA, static_cast<c10::DeviceIndex>(index));
    Json d{{"index", index}};
    if (const auto info = cudaDeviceInfo(index)) {
        d["name"] = info->name;
        d["compute_capability"] = std::to_string(info->major) + "." + std::to_string(info->minor);
        d["memory_gib"] = static_cast<double>(info->totalMemory) / (1ULL << 30);
        d["bf16"] = info->bf16Native();
        d["tf32"] = info->major >= 8;
    }
    PrecisionConfig amp;
    const PrecisionChoice choice = choosePrecision(amp, device);
    d["amp_auto"] = {{"choice", choice.name}, {"reason", choice.reason.text()}, {"reason_message", messageToJson(choice.reason)}};
    const std::int64_t n = quick ? 4096 : 8192;
    const double minSeconds = quick ? 0.05 : 0.25;
    progress(msg("cuda:%1: matmul fp32 / TF32 / bf16 / fp16", index));
    auto& ctx = at::globalContext();
    const auto previous = ctx.float32Precision(at::Float32Backend::CUDA, at::Float32Op::MATMUL);
    ctx.setFloat32Precision(at::Float32Backend::CUDA, at::Float32Op::MATMUL, at::Float32Precision::IEEE);
    Json measured{{"fp32", matmulTflops(device, at::kFloat, n, minSeconds)}};
    ctx.setFloat32Precision(at::Float32Backend::CUDA, at::Float32Op::MATMUL, at::Float32Precision::TF32);
    measured["tf32"] = matmulTflops(device, at::kFloat, n, minSeconds);
    ctx.setFloat32Precision(at::Float32Backend::CUDA, at::Float32Op::MATMUL, previous);
    measured["bf16"] = matmulTflops(device, at::kBFloat16, n, minSeconds);
    measured["fp16"] = matmulTflops(device, at::kHalf, n, minSeconds);
    d["matmul_tflops"] = measured;
    d["nominal_tflops"] = nominalTflops(d.value("name", std::string()));
    progress(msg("cuda:%1: host-to-device bandwidth", index));
    const std::int64_t bytes = quick ? (32LL << 20) : (512LL << 20);
    d["h2d_gb_per_s"] = {{"pinned", copyGbps(device, true, bytes)}, {"pageable", copyGbps(device, false, bytes)}};
    progress(msg("cuda:%1: one training step", index));
    d["train_step_ms"] = trainStepMs(device);
    return d;
}

std::string fmt(double v, int decimals = 1)
{
    std::ostringstream s;
    s.setf(std::ios::fixed);
    s.precision(decimals);
    s << v;
    return s.str();
}

} // namespace

namespace {

// Why no GPU can train here, with the driver's view when it sees GPUs CUDA cannot use.
Message whyNoGpu(const Message& cudaWhy, int nvmlGpus)
{
    if (cudaWhy.empty() || nvmlGpus <= 0)
        return cudaWhy;
    return msg("%1; yet the NVIDIA driver reports %2 GPU(s): is the driver too old for CUDA %3?", cudaWhy, nvmlGpus, cudaRuntimeVersion());
}

// A reason of the report: the message stored beside its English ("KEY_message"); a report written
// before the messages were (or by hand) has only the English, shown as it is.
Message reasonOf(const Json& object, const std::string& key)
{
    const Message m = messageField(object, key + "_message");
    return m.empty() ? messageField(object, key) : m;
}

} // namespace

Json runDoctor(const DoctorOptions& options, const std::function<void(const Message&)>& report)
{
    // Every measurement is announced: that is where a stop request ends the checks.
    const std::function<void(const Message&)> progress = [&](const Message& what) {
        if (options.stopRequested && options.stopRequested())
            throw DoctorStopped{};
        report(what);
    };
    Json r;
    r["lathe"] = versionText();
    r["libtorch"] = torchVersion();
    r["cuda_runtime"] = cudaRuntimeVersion();
    r["cudnn"] = cudnnVersion();
    const char* visible = std::getenv("CUDA_VISIBLE_DEVICES");
    r["cuda_visible_devices"] = visible ? Json(visible) : Json(nullptr);

    Message nvmlWhy;
    const auto nvml = Nvml::load(options.nvmlLibrary, nvmlWhy);
    Json driver{{"nvml", nvml != nullptr}};
    if (nvml) {
        Json gpus = Json::array();
        for (int i = 0; i < nvml->deviceCount(); ++i) {
            if (const auto g = nvml->read(i))
                gpus.push_back({{"index", i}, {"name", g->name}, {"memory_total_gib", g->memoryTotal / double(1ULL << 30)}});
        }
        driver["gpus"] = gpus;
    } else {
        driver["why"] = nvmlWhy.text();
        driver["why_message"] = messageToJson(nvmlWhy);
    }
    r["driver"] = driver;

    const Message why = cudaUnavailableReason(0);
    r["gpu_usable"] = why.empty();
    Json devices = Json::array();
    if (why.empty()) {
        for (int i = 0; i < static_cast<int>(torch::cuda::device_count()); ++i)
            devices.push_back(checkGpu(i, options.quick, progress));
    } else {
        const Message whyNot = whyNoGpu(why, nvml ? nvml->deviceCount() : 0);
        r["why_no_gpu"] = whyNot.text();
        r["why_no_gpu_message"] = messageToJson(whyNot);
    }
    r["devices"] = devices;

    // Measured on the threads a CPU run starts on (OMP_NUM_THREADS, or the CPUs it may use): with a
    // quota of half a CPU, two threads measured throttled figures no run would see.
    const CpuBudget budget = readCpuBudget();
    const char* omp = std::getenv("OMP_NUM_THREADS");
    const int runThreads = omp && std::atoi(omp) > 0 ? std::atoi(omp) : budget.usable();
    const int threadsBefore = at::get_num_threads();
    at::set_num_threads(runThreads);
    struct Restore {
        int threads;
        ~Restore() { at::set_num_threads(threads); } // the window's own thread count, after its self-test
    } restore{threadsBefore};
    progress(msg("cpu: matmul fp32"));
    const c10::Device cpu(c10::kCPU);
    r["cpu"] = {{"threads", at::get_num_threads()},
                {"matmul_gflops_fp32", 1000.0 * matmulTflops(cpu, at::kFloat, options.quick ? 256 : 1024, options.quick ? 0.02 : 0.2)},
                {"amp_auto", choosePrecision(PrecisionConfig{}, cpu).name},
                {"amp_auto_reason", choosePrecision(PrecisionConfig{}, cpu).reason.text()}};
    progress(msg("cpu: one training step"));
    r["cpu"]["train_step_ms"] = trainStepMs(cpu);
    // What a run here may use and what competes for it (the run's thread policy: threadgovernor.h).
    CpuLoadSampler load;
    load.othersCpus();
    std::this_thread::sleep_for(std::chrono::milliseconds(500));
    const double others = load.othersCpus();
    r["cpu"]["online"] = budget.online;
    r["cpu"]["affinity"] = budget.affinity;
    r["cpu"]["quota"] = budget.quota > 0 ? Json(budget.quota) : Json(nullptr);
    r["cpu"]["usable"] = budget.usable();
    r["cpu"]["others_cpus"] = others;
    // OMP_NUM_THREADS fixes a run's threads (the trainer follows it): the count it will train on.
    if (omp && std::atoi(omp) > 0)
        r["cpu"]["omp_num_threads"] = std::atoi(omp);
    r["cpu"]["openmp_wait"] = openMpWaitState().text();
    r["cpu"]["openmp_wait_message"] = messageToJson(openMpWaitState());
    return r;
}

Message formatDoctorReport(const Json& r)
{
    // The reasons are stored as messages beside their English: read back, they translate.
    std::vector<Message> lines;
    const auto line = [&lines](Message m) {
        lines.push_back(std::move(m));
        lines.push_back(Message::plain("\n"));
    };
    line(Message::plain(r.at("lathe").get<std::string>()));
    line(r.at("cuda_visible_devices").is_null()
             ? msg("  cuDNN %1, CUDA_VISIBLE_DEVICES (unset)", r.at("cudnn").get<std::string>())
             : msg("  cuDNN %1, CUDA_VISIBLE_DEVICES \"%2\"", r.at("cudnn").get<std::string>(), r.at("cuda_visible_devices").get<std::string>()));
    const Json& driver = r.at("driver");
    if (driver.at("nvml").get<bool>())
        line(msg("  NVIDIA driver: NVML sees %1 GPU(s)", driver.at("gpus").size()));
    else
        line(msg("  NVIDIA driver: %1", reasonOf(driver, "why")));
    if (!r.at("gpu_usable").get<bool>()) {
        lines.push_back(Message::plain("\n"));
        line(msg("No usable GPU: %1.", reasonOf(r, "why_no_gpu")));
        line(msg("Training runs on the CPU (device.type \"auto\"); precision.amp \"auto\" picks fp32 there."));
    }
    const auto yesNo = [](bool v) { return v ? msg("yes") : msg("no"); };
    for (const auto& d : r.at("devices")) {
        const int index = d.at("index").get<int>();
        lines.push_back(Message::plain("\n"));
        line(msg("cuda:%1  %2, compute %3, %4 GiB, bf16 %5, TF32 %6", index, d.value("name", std::string("?")),
                 d.value("compute_capability", std::string("?")), fmt(d.value("memory_gib", 0.0)), yesNo(d.value("bf16", false)),
                 yesNo(d.value("tf32", false))));
        line(msg("  amp auto -> %1 (%2)", d.at("amp_auto").at("choice").get<std::string>(),
                 reasonOf(d.at("amp_auto"), "reason")));
        const Json& m = d.at("matmul_tflops");
        const Json& nominal = d.at("nominal_tflops");
        for (const char* k : {"fp32", "tf32", "bf16", "fp16"}) {
            if (!m.contains(k)) // a report written before fp16 was measured
                continue;
            if (nominal.is_null() || !nominal.contains(k))
                line(msg("  matmul %1: %2 TFLOP/s", k, fmt(m.at(k).get<double>())));
            else
                line(msg("  matmul %1: %2 TFLOP/s (nominal %3, %4%)", k, fmt(m.at(k).get<double>()), fmt(nominal.at(k).get<double>()),
                         fmt(100.0 * m.at(k).get<double>() / nominal.at(k).get<double>(), 0)));
        }
        line(msg("  host->device: pinned %1 GB/s, pageable %2 GB/s", fmt(d.at("h2d_gb_per_s").at("pinned").get<double>()),
                 fmt(d.at("h2d_gb_per_s").at("pageable").get<double>())));
        line(msg("  one training step (small CNN, batch 256): %1 ms", fmt(d.at("train_step_ms").get<double>())));
    }
    const Json& cpu = r.at("cpu");
    lines.push_back(Message::plain("\n"));
    line(msg("cpu: %1 threads, matmul fp32 %2 GFLOP/s, one training step (small CNN, batch 256) %3 ms", cpu.at("threads").get<int>(),
             fmt(cpu.at("matmul_gflops_fp32").get<double>()), fmt(cpu.at("train_step_ms").get<double>())));
    if (cpu.contains("usable")) {
        const int usable = cpu.at("usable").get<int>(), online = cpu.at("online").get<int>(), affinity = cpu.at("affinity").get<int>();
        const Message budget = cpu.at("quota").is_number()
                                   ? msg("  CPUs a run may use: %1 (%2 on the machine, %3 by affinity, a CPU quota of %4)", usable, online, affinity,
                                         decimalText(cpu.at("quota").get<double>(), 1))
                                   : msg("  CPUs a run may use: %1 (%2 on the machine, %3 by affinity, no CPU quota)", usable, online, affinity);
        line(budget);
        const double others = cpu.at("others_cpus").get<double>();
        if (cpu.contains("omp_num_threads") && cpu.at("omp_num_threads").is_number_integer())
            line(others >= 0.3 ? msg("  other programs use %1 CPUs now; OMP_NUM_THREADS fixes a CPU run at %2 threads", decimalText(others, 1),
                                     cpu.at("omp_num_threads").get<int>())
                               : msg("  other programs use no CPU now; OMP_NUM_THREADS fixes a CPU run at %1 threads",
                                     cpu.at("omp_num_threads").get<int>()));
        else if (others >= 0.3)
            line(msg("  other programs use %1 CPUs now: a CPU run starts on %2 threads and measures fewer while it trains, keeping the fastest",
                     decimalText(others, 1), usable));
        else if (others >= 0)
            line(msg("  other programs use no CPU now: a CPU run trains on %1 threads", usable));
        line(msg("  OpenMP threads wait: %1", messageFromJson(cpu.at("openmp_wait_message"))));
    }
    return Message::sequence(std::move(lines));
}

} // namespace lathe::core
