#include "efficiency.h"


#include <algorithm>
#include <cmath>

namespace lathe::core {

namespace {

using namespace efficiency;
using Level = EfficiencyLevel;

std::string percent(double v)
{
    return std::to_string(static_cast<int>(std::lround(v))) + "%";
}

Level graded(double value, double good, double warn)
{
    return value < 0 ? Level::Unknown : value >= good ? Level::Good : value >= warn ? Level::Warn : Level::Bad;
}

Message dataAdvice(const EfficiencyReadings& r)
{
    const Message wait = msg("%1 of step time waits for data", percent(r.dataWaitPercent));
    if (!r.onGpu) // a table's or a series' rows have no image size to lower
        return r.images ? msg("%1: raise loader.workers or lower data.image_height/width", wait) : msg("%1: raise loader.workers", wait);
    const Message said = r.gpuUtilisationPercent >= 0 ? msg("GPU busy %1 while %2", percent(r.gpuUtilisationPercent), wait) : wait;
    return msg("%1: keep the data on the GPU (loader.gpu_resident \"on\") or raise loader.workers", said);
}

} // namespace

namespace {

// What other programs use of the cores while this CPU run trains, % of all cores; -1 when unknown.
double othersPercent(const EfficiencyReadings& r)
{
    if (r.hostCpuBusyPercent < 0 || r.cpuBusyPercent < 0)
        return -1.0;
    return std::max(0.0, r.hostCpuBusyPercent - r.cpuBusyPercent);
}

// The machine is busy, but not with this run: its cores idle for it because others use them.
bool sharesTheCpu(const EfficiencyReadings& r)
{
    return othersPercent(r) >= efficiency::kCpuOthers;
}

} // namespace

double cpuBusyPercent(double percentOfOneCore, int cores)
{
    return percentOfOneCore < 0 ? -1.0 : std::min(100.0, percentOfOneCore / std::max(1, cores));
}

Message EfficiencyVerdict::adviceFor(const std::string& id) const
{
    for (const auto& f : findings) {
        if (f.id == id)
            return f.advice;
    }
    return {};
}

EfficiencyVerdict judgeEfficiency(const EfficiencyReadings& r)
{
    EfficiencyVerdict v;
    auto& findings = v.findings;

    // Data wait.
    if (r.training && r.dataWaitPercent >= 0) {
        v.dataWait = r.dataWaitPercent >= kDataWaitBound ? Level::Bad : r.dataWaitPercent >= kDataWaitWarn ? Level::Warn : Level::Good;
        v.dataBound = v.dataWait == Level::Bad;
        if (v.dataWait != Level::Good)
            findings.push_back({"data-wait", v.dataWait, dataAdvice(r)});
    }

    // The device's utilisation: idle because of the data is the data's finding, not the batch's.
    if (r.training && r.onGpu) {
        v.busy = graded(r.gpuUtilisationPercent, kGpuBusyGood, kGpuBusyWarn);
        if ((v.busy == Level::Warn || v.busy == Level::Bad) && v.dataWait != Level::Bad && v.dataWait != Level::Warn)
            findings.push_back({"gpu-idle", v.busy,
                                msg("GPU busy only %1 of the time: the steps are too small to fill it; raise training.batch_size (or \"auto\")",
                                    percent(r.gpuUtilisationPercent))});
    } else if (r.training) {
        v.busy = graded(r.cpuBusyPercent, kCpuBusyGood, kCpuBusyWarn);
        const bool idle = (v.busy == Level::Warn || v.busy == Level::Bad) && v.dataWait != Level::Bad && v.dataWait != Level::Warn;
        if (idle && sharesTheCpu(r) && r.trialsAtOnce > 1)
            // Its siblings are most of the "others": expected, and one setting of the search's changes it.
            findings.push_back({"cpu-shared", Level::Warn,
                                msg("This search trains %1 trials at once: they and any other programs use %2 of the cores, so this trial "
                                    "gets %3 (sweep --parallel 1 trains one at a time)",
                                    r.trialsAtOnce, percent(othersPercent(r)), percent(r.cpuBusyPercent))});
        else if (idle && sharesTheCpu(r) && r.localRanks > 1)
            // Likewise the job's own ranks on this machine: not "other programs".
            findings.push_back({"cpu-shared", Level::Warn,
                                msg("This job trains %1 ranks on this machine: they and any other programs use %2 of the cores, so this "
                                    "rank gets %3 (fewer ranks share the cores in fewer, larger parts)",
                                    r.localRanks, percent(othersPercent(r)), percent(r.cpuBusyPercent))});
        else if (idle && sharesTheCpu(r) && r.cpuThreads > 0 && r.othersBusy >= 0 && r.cpuBatchParts > 1)
            findings.push_back({"cpu-shared", Level::Warn,
                                msg("Other programs use %1 of the cores, so this run gets only %2: it trains on %3 threads, each on its own part "
                                    "of the batch, and slower until they end",
                                    percent(othersPercent(r)), percent(r.cpuBusyPercent), r.cpuThreads)});
        else if (idle && sharesTheCpu(r) && r.cpuThreads > 0 && r.othersBusy >= 0)
            findings.push_back({"cpu-shared", Level::Warn,
                                msg("Other programs use %1 of the cores, so this run gets only %2: it trains on %3 thread(s) and slower until they end",
                                    percent(othersPercent(r)), percent(r.cpuBusyPercent), r.cpuThreads)});
        else if (idle && sharesTheCpu(r))
            findings.push_back({"cpu-shared", Level::Warn,
                                msg("Other programs use %1 of the cores, so this run gets only %2: it trains slower until they end",
                                    percent(othersPercent(r)), percent(r.cpuBusyPercent))});
        else if (idle)
            findings.push_back({"cpu-idle", v.busy,
                                msg("The cores are only %1 busy: raise training.batch_size, or look for another program using them",
                                    percent(r.cpuBusyPercent))});
    }

    // GPU memory.
    if (r.onGpu && r.gpuMemoryFraction >= 0) {
        if (r.gpuMemoryFraction > kMemoryFull) {
            v.memory = Level::Warn;
            findings.push_back({"memory-full", Level::Warn,
                                msg("%1 of GPU memory used: a larger model or batch will run out of memory (training.batch_size \"auto\" leaves room)", percent(100.0 * r.gpuMemoryFraction))});
        } else if (r.training && r.gpuMemoryFraction < kMemoryHeadroom) {
            v.memory = Level::Warn;
            findings.push_back({"memory-headroom", Level::Warn,
                                msg("%1 of GPU memory used at batch %2: the batch can grow (training.batch_size \"auto\" finds the largest)",
                                    percent(100.0 * r.gpuMemoryFraction), r.batchSize)});
        } else if (r.training) {
            v.memory = Level::Good;
        }
    }

    // Precision.
    if (r.onGpu && r.precision == "fp32" && r.bf16Capable)
        findings.push_back({"fp32-on-bf16-gpu", Level::Warn,
                            msg("fp32 on a bf16-capable GPU: precision.amp \"auto\" or \"bf16\" trains faster with no loss scaling")});
    if (r.onGpu && r.precision == "fp32" && !r.tf32 && r.bf16Capable)
        findings.push_back({"tf32-off", Level::Warn, msg("TF32 is off (device.tf32 false): fp32 matmuls run at a fraction of the tensor cores' speed")});
    if (!r.onGpu && !r.precision.empty() && r.precision != "fp32")
        findings.push_back({"reduced-precision-on-cpu", Level::Warn,
                            msg("%1 on the CPU is usually slower than fp32 there: precision.amp \"off\"", r.precision)});

    // Data parallel: every step waits for the slowest rank.
    const auto& rates = r.rankSamplesPerSecond;
    // Compared only over a real interval: a few steps after a mid-epoch resume tell nothing.
    if (rates.size() >= 2 && (r.rankSeconds < 0 || r.rankSeconds >= kSlowRankSeconds)) {
        std::vector<double> sorted = rates;
        std::sort(sorted.begin(), sorted.end());
        const double median = sorted[sorted.size() / 2];
        const auto slowest = static_cast<std::size_t>(std::min_element(rates.begin(), rates.end()) - rates.begin());
        if (median > 0 && rates[slowest] < kSlowRank * median) {
            const Message name = slowest < r.rankNames.size() ? r.rankNames[slowest] : msg("rank %1", slowest);
            findings.push_back({"slow-rank", Level::Warn,
                                msg("%1 trains %2 slower than the typical rank, and every step waits for it: check its GPU and host "
                                    "(lathe-cli doctor there; another job, clocks, temperature, data wait)",
                                    name, percent(100.0 * (1.0 - rates[slowest] / median)))});
        }
    }
    std::stable_sort(findings.begin(), findings.end(),
                     [](const EfficiencyFinding& a, const EfficiencyFinding& b) { return a.level == Level::Bad && b.level != Level::Bad; });

    // The verdict: where the time goes.
    if (!r.training) {
        v.level = Level::Unknown;
    } else if (v.dataBound) {
        v.summary = msg("Bottleneck: the data. Steps wait %1 of their time for the next batch.", percent(r.dataWaitPercent));
        v.level = Level::Bad;
    } else if (r.onGpu && v.busy == Level::Good) {
        v.summary = msg("The GPU is busy (%1): training runs as fast as the GPU computes.", percent(r.gpuUtilisationPercent));
        v.level = Level::Good;
    } else if (r.onGpu && v.busy != Level::Unknown) {
        v.summary = msg("The GPU idles %1 of the time: its steps are too small to fill it, not held up by data.",
                        percent(100.0 - r.gpuUtilisationPercent));
        v.level = v.busy;
    } else if (r.onGpu) {
        v.summary = msg("Training on the GPU; its utilisation is not known (no NVML readings).");
    } else if (v.busy == Level::Good) {
        v.summary = r.cores == 1 ? msg("Training on the CPU: its one core is busy (%1), so the CPU's compute is the limit; a GPU would be faster.",
                                       percent(r.cpuBusyPercent))
                                 : msg("Training on the CPU: its %1 cores are busy (%2), so the CPU's compute is the limit; a GPU would be faster.",
                                       r.cores, percent(r.cpuBusyPercent));
        v.level = Level::Good;
    } else if (v.busy != Level::Unknown && sharesTheCpu(r)) {
        v.summary = msg("Training on the CPU, sharing it: other programs use %1 of the cores, this run %2.", percent(othersPercent(r)),
                        percent(r.cpuBusyPercent));
        v.level = Level::Warn;
    } else if (v.busy != Level::Unknown) {
        v.summary = r.cores == 1 ? msg("Training on the CPU, but its one core is only %1 busy.", percent(r.cpuBusyPercent))
                                 : msg("Training on the CPU, but its %1 cores are only %2 busy.", r.cores, percent(r.cpuBusyPercent));
        v.level = Level::Warn;
    } else {
        v.summary = msg("Training on the CPU.");
    }
    return v;
}

} // namespace lathe::core
