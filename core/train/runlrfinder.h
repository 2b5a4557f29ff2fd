#pragma once
// The learning-rate finder (tune/lrfinder.h) on the run's own model, precision, batch and data: the
// range test is real training steps with a fresh optimizer, one at each rate of the sweep; the
// verification trains from the same starting weights for lr_finder.verify_steps steps at the
// suggestion, a third of it and three times it, each following the run's schedule squeezed into its
// steps (squeezedSchedule, train/schedule.h), and scores each on the same probe batches. Weights,
// buffers and the random states are put back after every part, so a run with a found rate trains
// exactly as one given it.

#include "device/precision.h"
#include "events/events.h"
#include "modelloss.h"
#include "session.h"

#include <ATen/core/Tensor.h>

#include <functional>
#include <vector>

namespace lathe::core {

class BatchLoader;

struct LrFinderContext {
    const Config& config;
    const PrecisionChoice& precision;
    const c10::Device& device;
    ModelLoss& model;
    const std::vector<at::Tensor>& parameters;
    BatchLoader& trainLoader;
    std::int64_t trainSamples;
    int batch; // per rank: the batch the run will train with
    std::int64_t stepsPerEpoch; // the run's optimizer steps an epoch at that batch (its schedule's unit)
    SessionControl& control;
    std::function<void(const Message&)> log;
    bool consecutiveSamples = false; // a streamed table: batches of consecutive samples
};

// Runs the range test and the verification; throws StoppedBeforeTraining (runfinder.h) when a stop is
// requested. Not found (result.found false): the summary says why and what rate the run keeps.
LrFinderResult findRunLearningRate(const LrFinderContext& context, double fallbackLr);

} // namespace lathe::core
