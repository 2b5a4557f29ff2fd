#pragma once
// The efficiency verdict: from what a run measured (data wait, GPU or CPU utilisation, memory, the
// precision, each rank's speed), how well it uses its device, what holds it back, in one sentence, and
// what to change. The one place these judgements and their thresholds live: the trainer's advice
// (log.txt, summary.json, lathe-cli), the dashboard's tiles and verdict, and the report all take them
// from here; the dashboard only chooses colours.

#include <string>
#include <vector>

#include "util/message.h"

namespace lathe::core {

// The thresholds, each in one place.
namespace efficiency {
inline constexpr double kGpuBusyGood = 80.0;     // % of the time a kernel ran: at or above, the GPU is the limit
inline constexpr double kGpuBusyWarn = 50.0;     // below: badly idle
inline constexpr double kCpuBusyGood = 70.0;     // % of all cores, CPU runs
inline constexpr double kCpuBusyWarn = 40.0;
inline constexpr double kCpuOthers = 25.0;       // % of all cores other programs use: above, a CPU run shares the machine
inline constexpr double kDataWaitWarn = 5.0;     // % of step time waiting for the next batch
inline constexpr double kDataWaitBound = 20.0;   // at or above: the data is the bottleneck
inline constexpr double kMemoryHeadroom = 0.30;  // GPU memory used below this fraction: the batch can grow
inline constexpr double kMemoryFull = 0.95;      // above: a larger model or batch runs out of memory
inline constexpr double kSlowRank = 0.80;        // a rank below this fraction of the median rank's speed
inline constexpr double kSlowRankSeconds = 5.0;  // ranks' paces measured over less are not compared (a resume's last steps)
} // namespace efficiency

// What is measured; -1 where a reading is unknown.
struct EfficiencyReadings {
    bool onGpu = false;
    bool training = false;                // steps have run (before, only memory can be judged)
    double dataWaitPercent = -1.0;        // of step time, over the last epoch
    double gpuUtilisationPercent = -1.0;  // mean over the GPUs
    double gpuMemoryFraction = -1.0;      // used / total of the fullest GPU
    double cpuBusyPercent = -1.0;         // the process's CPU time, % of all cores (CPU runs)
    double hostCpuBusyPercent = -1.0;     // the whole machine's: this run's and every other program's, % of all cores
    int cores = 1;
    int cpuThreads = -1;                  // CPU runs: LibTorch's threads now (threadgovernor.h); -1 unknown
    int cpuBatchParts = 1;                // of them, threads that each train a part of the batch (batchparts.h)
    double othersBusy = -1.0;             // the CPUs other programs use (util/cpubudget.h); -1 unknown
    int trialsAtOnce = 1;                 // this run is one of a search's trials training at once (sweep --parallel)
    int localRanks = 1;                   // this process is one of a data-parallel job's ranks on this machine
    std::string precision;                // "fp32", "bf16", "fp16 + loss scaling"; empty: unknown
    bool bf16Capable = false;             // the GPU has bf16 tensor cores
    bool tf32 = true;                     // device.tf32
    int batchSize = 0;
    bool images = true; // the data are images (their decoding and size are what the data advice can lower); unknown: true
    // Data parallel: each rank's samples/s over the epoch and its name ("rank 1 on node07").
    std::vector<double> rankSamplesPerSecond;
    std::vector<Message> rankNames;
    double rankSeconds = -1.0; // the training time those paces were measured over; -1 unknown
};

// The process's CPU time as a share of all `cores` (what EfficiencyReadings::cpuBusyPercent holds),
// from its % of one core (200: two cores busy); -1 when unknown.
double cpuBusyPercent(double percentOfOneCore, int cores);

enum class EfficiencyLevel { Unknown, Good, Warn, Bad };

// Something off, and what to change.
struct EfficiencyFinding {
    std::string id; // stable kind: "data-wait", "gpu-idle", "cpu-idle", "cpu-shared", "memory-headroom", "memory-full",
                    // "fp32-on-bf16-gpu", "tf32-off", "reduced-precision-on-cpu", "slow-rank"
    EfficiencyLevel level = EfficiencyLevel::Warn;
    Message advice; // one sentence naming the setting to change
};

struct EfficiencyVerdict {
    // Each reading judged: the dashboard's tiles colour by these.
    EfficiencyLevel busy = EfficiencyLevel::Unknown;     // GPU utilisation, or the CPU's on a CPU run
    EfficiencyLevel dataWait = EfficiencyLevel::Unknown;
    EfficiencyLevel memory = EfficiencyLevel::Unknown;
    bool dataBound = false;
    // What holds the run back, in one sentence, and how serious it is.
    Message summary;
    EfficiencyLevel level = EfficiencyLevel::Unknown;
    std::vector<EfficiencyFinding> findings; // worst first
    // The advice of the finding `id`, empty when there is none.
    Message adviceFor(const std::string& id) const;
};

EfficiencyVerdict judgeEfficiency(const EfficiencyReadings& r);

} // namespace lathe::core
