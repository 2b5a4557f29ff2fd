#pragma once
// Learning-rate schedules as a pure function of training progress, so they are trivially testable
// and resume exactly.

#include "config/config.h"

#include <vector>

namespace lathe::core {

class LrSchedule {
public:
    LrSchedule() = default; // constant 0 until assigned
    LrSchedule(const TrainingConfig& config, double peakLr, std::int64_t stepsPerEpoch);

    // Learning rate for the optimizer step `step` (0-based, counted across epochs).
    double at(std::int64_t step) const;
    double peak() const { return m_peak; }

private:
    SchedulerConfig m_config{"none"};
    double m_peak = 0.0;
    std::int64_t m_stepsPerEpoch = 1;
    std::int64_t m_totalSteps = 1;
};

// The run's schedule squeezed into `steps` steps (the learning-rate finder's trials): step i takes the
// rate of run step ⌊i·T/steps⌋, T the run's optimizer steps (stepsPerEpoch × epochs), so a trial warms
// up and decays as the run will; when the run is shorter than `steps`, its T rates, one each.
std::vector<double> squeezedSchedule(const TrainingConfig& config, double peakLr, std::int64_t stepsPerEpoch, int steps);

// Scales a learning rate tuned for `baseBatch` to `batch` by the rule ("none", "linear", "sqrt").
double scaleLearningRate(double lr, const std::string& rule, int batch, int baseBatch);

} // namespace lathe::core
