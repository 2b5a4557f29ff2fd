#pragma once
// Running aggregates over the batches of a pass, as flashlight's meters (fl/meter): add() per batch,
// value() at the end, reset() to start again. Sums of tensors stay on the device they were computed
// on, so add() never waits for a GPU; value() reads a sum back once. A meter can be reset to partial
// sums, which is how an epoch interrupted by a checkpoint continues after a resume.

#include <ATen/core/Tensor.h>
#include <c10/core/Device.h>

#include <cstdint>
#include <mutex>
#include <utility>
#include <vector>

namespace lathe::core {

// The mean of per-batch values weighted by batch size: the epoch's loss from each batch's mean loss.
class AverageValueMeter {
public:
    // Starts afresh on `device`, or from the partial `sum` of `count` samples.
    void reset(const c10::Device& device, double sum = 0.0, std::int64_t count = 0);
    // `value` is a 0-dim tensor (a batch's mean), counted `weight` times; accumulated in double.
    void add(const at::Tensor& value, std::int64_t weight);
    double sum() const; // waits for the device
    std::int64_t count() const { return m_count; }
    double value() const; // sum / count (0 before anything was added)

private:
    at::Tensor m_sum; // 0-dim double
    std::int64_t m_count = 0;
};

// A rate of hits: correct predictions (or top-5 hits) out of the samples seen.
class HitRateMeter {
public:
    void reset(const c10::Device& device, std::int64_t hits = 0, std::int64_t count = 0);
    // `hits`: a 0-dim integer tensor, the hits among `samples` samples.
    void add(const at::Tensor& hits, std::int64_t samples);
    std::int64_t hits() const; // waits for the device
    std::int64_t count() const { return m_count; }
    double value() const; // hits / count

private:
    at::Tensor m_hits; // 0-dim int64
    std::int64_t m_count = 0;
};

// Correct predictions of a batch of logits [N, classes] against class indices [N], as a 0-dim int64
// tensor on their device; and the samples whose class is among the `k` largest logits.
at::Tensor correctPredictions(const at::Tensor& logits, const at::Tensor& targets);
at::Tensor topKHits(const at::Tensor& logits, const at::Tensor& targets, std::int64_t k);

// Regression errors over a pass: mean absolute error, root mean squared error and R² (per value,
// all targets together), computed in double from every prediction kept.
class RegressionMeter {
public:
    void reset();
    // Keeps both; `targets` is copied (a loader may reuse its memory for the next batch).
    void add(const at::Tensor& predictions, const at::Tensor& targets);
    struct Errors {
        double mae = 0.0, rmse = 0.0, r2 = 0.0;
    };
    Errors value() const;
    // What value() needs, as sums that add up over the ranks of a data-parallel job: the count, Σ|e|,
    // Σe², then per target column (of `columns`) Σy and Σy². fromSums() gives the errors from them
    // (R² through Σy² − (Σy)²/n, equal to value()'s two-pass figure within rounding).
    std::vector<double> sums(std::int64_t columns) const;
    static Errors fromSums(const std::vector<double>& sums);
    // Every prediction and target kept, as [N, T] double tensors on the CPU (empty: [0, 1]).
    std::pair<at::Tensor, at::Tensor> all() const;

private:
    std::vector<at::Tensor> m_predictions, m_targets;
};

// The training GPU as the device monitor saw it over an epoch: mean utilisation and peak memory.
// Fed from the monitor's thread and read from the training thread, so it locks itself.
class DeviceUsageMeter {
public:
    // A reading; negative values are "unknown" and ignored.
    void add(double utilisationPercent, double memoryUsed, double memoryTotal);
    // A reading of the process's CPU time, % of one core, and of the whole machine's, % of all its
    // cores (CPU runs); negative: unknown.
    void addCpu(double processPercentOfOneCore, double hostPercent);
    struct Usage {
        double meanUtilisationPercent = -1.0; // -1: no reading
        double peakMemoryFraction = -1.0;     // used / total, -1: no reading
        double meanProcessCpuPercent = -1.0;  // % of one core, -1: no reading
        double meanHostCpuPercent = -1.0;     // % of the machine, -1: no reading
    };
    // What the epoch saw, and a fresh start for the next.
    Usage take();

private:
    std::mutex m_mutex;
    double m_utilisationSum = 0.0;
    int m_samples = 0;
    double m_peakMemory = -1.0;
    double m_cpuSum = 0.0;
    int m_cpuSamples = 0;
    double m_hostSum = 0.0;
    int m_hostSamples = 0;
};

} // namespace lathe::core
