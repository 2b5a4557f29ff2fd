#pragma once
// The batch-size finder (tune/batchfinder.h) on the run's own model, precision and data: each trial
// is two real training steps (forward, backward, optimizer) at one batch size, with a fresh optimizer
// at the learning rate the batch plan gives that batch. Peak memory is the CUDA allocator's reserved
// peak, or on a CPU the trial's tensors counted by util/cpumemory. Weights, buffers and the CPU and
// CUDA random states are put back afterwards, so a run with a found batch trains exactly as one
// given that batch.

#include "device/device.h"
#include "device/precision.h"
#include "events/events.h"
#include "modelloss.h"
#include "session.h"
#include "tune/batchfinder.h"

#include <torch/optim/optimizer.h>

#include <functional>
#include <memory>
#include <vector>
#include "util/message.h"

namespace lathe::core {

class BatchLoader;

// Thrown when a stop is requested during the search (before training starts).
struct StoppedBeforeTraining {};

struct RunFinderContext {
    const Config& config;
    const DeviceChoice& device;
    const PrecisionChoice& precision;
    ModelLoss& model;
    const std::vector<at::Tensor>& parameters;
    BatchLoader& trainLoader;
    std::int64_t trainSamples;
    SessionControl& control;
    EventSink& sink;
    bool exhaustive = false;                  // bisect to the exact limit (benchmarks)
    std::function<double(int batch)> lrFor;   // the batch plan's learning rate for a batch
    std::function<void(const Message&)> log;
    int localRanks = 1; // data parallel: ranks on this machine (they share host memory)
    int ranks = 1;      // data parallel: all ranks (a step's global batch is the batch times this)
    // A table streamed from disk: a trial's batch is consecutive samples (random ones would each
    // read a chunk of the file).
    bool consecutiveSamples = false;
    // The run's full batches will replay as a CUDA graph (compile.cuda_graph on a GPU): its private
    // memory pool holds the step's memory for good, beside what eager work (evaluation, an epoch's
    // last short batch, the executor trial's eager steps) allocates, so each trial counts its step's
    // memory twice (graphStepPeak). Seen on an H200: a batch found without it ran out of memory in the
    // first evaluation.
    bool cudaGraph = false;
};

// The memory a run needs when a step that peaked at `peak` bytes, over `baseline` bytes held before
// it (weights, resident data), replays as a CUDA graph: the graph's pool and an eager step beside it.
std::int64_t graphStepPeak(std::int64_t peak, std::int64_t baseline);

// Runs the search; throws StoppedBeforeTraining when a stop is requested between trials.
FinderResult findRunBatchSize(const RunFinderContext& context);

// The run's optimizer (training.optimizer) over `parameters`.
std::unique_ptr<torch::optim::Optimizer> makeOptimizer(const TrainingConfig& training, const std::vector<at::Tensor>& parameters, double lr);

} // namespace lathe::core
