#pragma once
// Where the batch size is decided, and everything that follows from it: the steps per epoch, the
// learning rate after the training.lr_scaling rule, and its schedule. One function builds the plan;
// the trainer builds it again with the same function each time the batch changes:
//
//   1. the config's training.batch_size, capped by the training split;
//   2. batch_size "auto": the batch-size finder's choice (train/runfinder.h);
//   3. a resumed run: the batch in its checkpoint (the run continues as it was going);
//   4. out of GPU memory: half the batch, and the epoch starts again.
//
// The plan is the only place the batch lives during a run: the loader is handed it per pass, the
// checkpoint records it, the events and the summary report it.

#include "config/config.h"
#include "schedule.h"

#include <ATen/core/Tensor.h>

#include <cstdint>
#include <string>
#include "util/message.h"

namespace lathe::core {

struct BatchPlan {
    int batchSize = 0;                       // per rank (data parallel); the global batch is ranks × batchSize
    int ranks = 1;
    std::int64_t stepsPerEpoch = 0;          // batches per epoch (loader.drop_last; capped in quick runs)
    std::int64_t optimizerStepsPerEpoch = 0; // steps of the optimizer: batches / training.grad_accumulation
    double lr = 0.0;                         // peak learning rate for this batch (training.lr_scaling)
    LrSchedule schedule;

    // The learning rate of optimizer step `step` (0-based, counted across epochs).
    double lrAt(std::int64_t step) const { return schedule.at(step); }
    // Whether batch `step` (0-based, within an epoch) ends an accumulation group: the optimizer steps.
    bool updatesAfter(std::int64_t step, int accumulation) const;
    // "learning rate 0.001 scaled to 0.002 for batch 256 (linear rule, base batch 128)", or "" when
    // the rule left it as configured.
    Message lrScalingNote(const TrainingConfig& t) const;
    // Data parallel with the learning rate as configured (training.lr_scaling "none"): that each
    // step now trains on ranks × the samples of one process at the same learning rate, and how to
    // train as one process would; "" otherwise.
    Message globalBatchNote(const TrainingConfig& t) const;
};

// The plan for `batch` (clamped to 1 … trainSamples) over a training split of `trainSamples`.
// `maxStepsPerEpoch` > 0 shortens epochs (lathe-cli --quick, tests). With `ranks` > 1 (data
// parallel) `batch` is each rank's: a step takes ranks × batch samples (the global batch), which
// sets the steps per epoch and the learning rate's scaling; the epoch's last global batch is
// shared out among the ranks (epochShard), and dropped when it has fewer samples than ranks.
BatchPlan planBatches(const TrainingConfig& training, const LoaderConfig& loader, std::int64_t trainSamples, int batch,
                      std::int64_t maxStepsPerEpoch = 0, int ranks = 1);

// Rank `rank`'s samples of an epoch from the epoch's order (the same on every rank): for each step,
// its batch of the global batch, in rank order; of the last, smaller global batch of m samples, the
// rank's share (⌈m/ranks⌉ or one fewer). No sample is seen twice in an epoch. With one rank: the
// order's first stepsPerEpoch × batch samples.
at::Tensor epochShard(const at::Tensor& order, const BatchPlan& plan, int rank, int ranks);

} // namespace lathe::core
