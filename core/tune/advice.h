#pragma once
// Efficiency advice: after each epoch, what the measurements say is holding training back, in words
// a user can act on (data waiting, an idle GPU, unused memory, a slow precision choice).

#include <string>
#include <vector>

#include "util/message.h"

namespace lathe::core {

struct EpochEfficiency {
    bool onGpu = false;
    double dataWaitPercent = 0.0;
    double meanGpuUtilisation = -1.0;  // percent over the epoch's device samples, -1 unknown
    double peakGpuMemoryFraction = -1.0; // used / total, -1 unknown
    std::string precision;             // "fp32", "bf16", "fp16 + loss scaling"
    bool bf16Capable = false;          // the GPU has bf16 tensor cores
    bool tf32 = true;                  // device.tf32
    int batchSize = 0;
    // Data parallel: each rank's samples/s over the epoch and its name ("rank 1 on node07").
    std::vector<double> rankSamplesPerSecond;
    std::vector<std::string> rankNames;
};

struct Advice {
    std::string id;   // stable kind ("data-wait", "gpu-idle", "memory-headroom", "fp32-on-bf16-gpu", ...)
    Message message;  // one sentence naming the setting to change
};

std::vector<Advice> efficiencyAdvice(const EpochEfficiency& e);

// Each kind of advice once per run (the same advice every epoch would drown the log), and the list
// of what was given, for the run's summary.
class AdviceTracker {
public:
    // The advice for this epoch that was not given before; it counts as given from now on.
    std::vector<Advice> take(const EpochEfficiency& e);
    const std::vector<std::string>& given() const { return m_texts; }

private:
    std::vector<std::string> m_ids, m_texts;
};

} // namespace lathe::core
