#pragma once
// The learning-rate finder's arithmetic, independent of how a step is run (the trainer runs real
// training steps, train/runlrfinder.h; tests feed synthetic curves):
//
//   1. the range test: one step at each rate of an exponential sweep from start_lr to end_lr, stopped
//      when the loss runs away (rangeTestRate, RangeTestStop);
//   2. the suggestion, read from the curve smoothed without lag (a centred running median, which an
//      isolated spike cannot move, then a centred running mean): the steepest fall of the smoothed
//      loss against log(rate), between where the loss starts to fall and its minimum, and at most a
//      third of the rate at the minimum. A curve whose loss does not fall beyond its noise, or still
//      falls at the largest rate tried, has no minimum: the finder says so and suggests nothing
//      (suggestLearningRate);
//   3. the verification: short trainings from the same weights at the suggestion and its neighbours
//      (×⅓ and ×3), each on the run's schedule squeezed into its steps, and, while the best is the smallest or the largest rate tried, up to two more a
//      factor 3 beyond it (verificationDirection); the rate whose loss fell most is kept, the
//      suggestion unless another fell clearly more (chooseVerifiedRate). The slope alone is not
//      trusted.

#include "util/message.h"

#include <cstddef>
#include <string>
#include <vector>

namespace lathe::core {

struct LrRangeSettings {
    double startLr = 1e-7, endLr = 10.0;
    int steps = 100;
    double divergeFactor = 4.0; // the loss ran away: its moving average is this many times its best
};

// The rate of range-test step `step` (0-based) of settings.steps: start·(end/start)^(step/(steps−1)).
double rangeTestRate(const LrRangeSettings& settings, int step);

// Watches the range test's losses as they come and says when to stop: a loss that is not finite, or an
// exponential moving average (β 0.9, bias-corrected) above divergeFactor × its smallest value so far,
// after the first few steps.
class RangeTestStop {
public:
    explicit RangeTestStop(double divergeFactor) : m_factor(divergeFactor) {}
    bool add(double loss); // true: stop here
private:
    double m_factor, m_average = 0.0, m_best = 0.0;
    int m_count = 0;
};

struct LrSuggestion {
    bool found = false;
    double lr = 0.0;
    std::vector<double> smoothed; // the smoothed loss, one per point
    int minIndex = -1, steepIndex = -1, valleyStart = -1;
    double noise = 0.0;           // the raw loss's spread around the smoothed curve (robust σ)
    Message why;                  // how the suggestion was read, or why there is none
};

// Reads a suggestion from a range test's rates (increasing) and losses (non-finite ones end the
// curve).
LrSuggestion suggestLearningRate(const std::vector<double>& lrs, const std::vector<double>& losses);

// A centred running median of half-width h, then a centred running mean of the same half-width (the
// windows shrink at the ends).
std::vector<double> smoothCurve(const std::vector<double>& values, int halfWidth);

struct LrTrial {
    double lr = 0.0;
    double lossBefore = 0.0; // the probe batches' loss before the trial (the same weights for every trial)
    double lossAfter = 0.0;  // … and after it; not finite: the trial diverged
};

struct LrVerdict {
    bool found = false;
    std::size_t chosen = 0; // index into the trials
    Message why;
};

// Keeps the trial whose probe loss fell most, unless the suggested trial (index `suggested`) fell
// within `tolerance` (a share of the largest fall, 0.02: two trainings from the same weights that
// differ by less are not told apart by so short a trial) of it: then the suggestion stays. Trials that
// diverged are out; none left that lowered the loss: found is false.
LrVerdict chooseVerifiedRate(const std::vector<LrTrial>& trials, std::size_t suggested, double tolerance = 0.02);

// Where the verification goes on, for trials in increasing order of rate: -1 when the smallest rate
// lowered the loss most (the best may lie below: try a third of it), +1 when the largest did (try three
// times it), 0 when the best is inside (or none lowered the loss).
int verificationDirection(const std::vector<LrTrial>& trials);

// A rate the way messages show it: three significant digits ("0.00316", "1e-05").
std::string rateText(double lr);

} // namespace lathe::core
