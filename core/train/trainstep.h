#pragma once
// The training step: forward, backward, and the optimizer step with loss scaling (fp16), gradient
// clipping and the gradient-synchronisation hook (gradientsync.h). Two paths train the same way:
//
// - the ordinary step: torch::optim's AdamW/SGD, gradient accumulation, values read back as needed;
// - the device step, for full batches: nothing waits for the device (devicestep.h: fused AdamW/SGD on
//   torch::optim's own state, unscaling and clipping on the device), so on a GPU it is recorded once
//   as a CUDA graph after 3 warm-up steps and replayed (util/cudagraph.h). Tests run it eagerly on
//   the CPU, which has the same fused kernels.
//
// The step owns the optimizer and the loss scaler; checkpoints read their state through it.

#include "devicestep.h"
#include "events/events.h"
#include "gradientsync.h"
#include "lossscaler.h"
#include "modelloss.h"

#include <ATen/core/Tensor.h>
#include <torch/optim/optimizer.h>

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace lathe::core {

class BatchParts;
class CudaGraphStep;
class PhaseTimer;

struct StepOptions {
    double gradClip = 0.0; // training.grad_clip (0: off)
    int accumulation = 1;  // training.grad_accumulation: batches per optimizer step
    // Full batches take the device step (only with accumulation 1): recorded as a CUDA graph when
    // `cudaGraph` (compile.cuda_graph on a GPU), else eagerly when `deviceStep` (tests on the CPU).
    bool cudaGraph = false;
    bool deviceStep = false;
};

struct StepOutput {
    at::Tensor loss;     // the batch's mean loss (0-dim, on the device, not scaled)
    at::Tensor correct;  // classification: correct predictions in the batch (0-dim int64, on the device)
    bool updated = false; // the optimizer stepped (the end of an accumulation group)
};

class TrainStep {
public:
    using LogFn = std::function<void(bool warning, const Message& message)>;

    TrainStep(ModelLoss& model, std::vector<at::Tensor> parameters, std::unique_ptr<torch::optim::Optimizer> optimizer,
              std::unique_ptr<LossScaler> scaler, StepOptions options, GradientSync* sync, LogFn log);
    ~TrainStep();

    // Trains on one batch. `update`: this batch ends an accumulation group (or the epoch), so the
    // optimizer steps, with learning rate `lr`. `fullBatch`: the batch has the plan's size, so it
    // may take the device step (its CUDA graph is recorded for one shape).
    StepOutput train(const at::Tensor& inputs, const at::Tensor& targets, bool fullBatch, bool update, double lr);

    // Drops the gradients and whatever was recorded for the old batch size (after out of memory):
    // the next full batch warms up and records a new CUDA graph.
    void reset();
    // Before the optimizer's state is saved: the device step's counts go back into it.
    void storeToOptimizer();
    // After the optimizer's state was loaded: the device step reads it again before its next step.
    void optimizerLoaded() { m_deviceCountsCurrent = false; }

    torch::optim::Optimizer& optimizer() { return *m_optimizer; }
    LossScaler* scaler() { return m_scaler.get(); }
    const std::vector<at::Tensor>& parameters() const { return m_parameters; }
    // Whether full batches go through a CUDA graph (armed, or recorded).
    bool usesCudaGraph() const { return m_graph != nullptr; }
    // Whether full batches are being replayed from a recorded CUDA graph (the self-test asks).
    bool cudaGraphCaptured() const;
    // Full batches run through the optimising graph executor (on) or the interpreter (off, the
    // default). A method's executor keeps its optimised plan once it has one, whatever the flag says
    // later, so the graph executor runs a copy of the model that shares its parameter and buffer
    // tensors but has methods of its own (Module::clone(inplace)): the model's own methods only ever
    // run through the interpreter, the two can be timed against each other step by step, and turning
    // the graph executor off for good (`final`) drops the copy with its plans. Only full batches take
    // it, so that its profiled plan sees one input shape; short batches, evaluation and export use the
    // model.
    void useGraphExecutor(bool on, bool final = false);
    bool usesGraphExecutor() const { return m_graphExecutor; }
    // Turns the CUDA graph of full batches on (armed: warm-ups, then the capture) or off (dropped; full
    // batches take the ordinary step), for compile.graph_optimize "auto", which times both. Nothing
    // happens unless StepOptions::cudaGraph allowed it and the step could be captured.
    void useCudaGraph(bool on);
    // The step profiler's timer for the steps it profiles (stepprofiler.h), null for the others:
    // the step moves it through forward, backward, sync and optimizer (a CUDA graph's replay, or the
    // fused device step, is one phase: it cannot be cut).
    void setPhaseTimer(PhaseTimer* timer) { m_timer = timer; }
    // The CPU threads' parts of a batch (batchparts.h; the thread governor sets how many): with more
    // than one, the ordinary step runs forward and backward of each part at once on its own thread
    // and adds their gradients in part order. nullptr or one part: the whole batch.
    void setBatchParts(BatchParts* parts) { m_parts = parts; }

private:
    StepOutput ordinaryStep(const at::Tensor& inputs, const at::Tensor& targets, bool update, double lr);
    // Forward and backward: the batch's loss and correct count, its gradients added to the parameters'.
    StepOutput backwardWhole(const at::Tensor& inputs, const at::Tensor& targets);
    StepOutput backwardInParts(const at::Tensor& inputs, const at::Tensor& targets);
    at::Tensor forBackward(const at::Tensor& loss) const; // scaled for the loss scaler and the accumulation
    void phase(StepPhase p);
    StepOutput deviceStep(const at::Tensor& inputs, const at::Tensor& targets, double lr);
    void deviceStepBody();
    void runDeviceStep(); // eagerly, or as the graph's warm-up, capture or replay
    void synchronise();
    std::vector<at::Tensor> gradients() const;

    ModelLoss& m_model;
    std::vector<at::Tensor> m_parameters;
    std::unique_ptr<torch::optim::Optimizer> m_optimizer;
    std::unique_ptr<LossScaler> m_scaler;
    StepOptions m_options;
    GradientSync* m_sync;
    LogFn m_log;
    PhaseTimer* m_timer = nullptr;
    BatchParts* m_parts = nullptr;
    std::int64_t m_samplesSinceUpdate = 0; // for the gradient sync's weighting

    // The device step: the fused optimizer over m_optimizer's state and the tensors the captured step
    // reads and writes (they must keep their addresses).
    std::unique_ptr<DeviceOptimizer> m_deviceOptimizer;
    std::unique_ptr<CudaGraphStep> m_graph;
    bool m_graphExecutor = false;
    std::optional<torch::jit::Module> m_graphModule; // the model's copy for the graph executor
    std::optional<torch::jit::Module> m_partsModule; // the parts' copy, batch norm over the parts (models/batchpart.h)
    bool m_useGraph = false;      // full batches should go through m_graph (StepOptions::cudaGraph, useCudaGraph)
    bool m_graphImpossible = false; // the step waits for the device: it cannot be captured
    int m_graphWarmUps = 0;
    at::Tensor m_stepInputs, m_stepTargets, m_stepLoss, m_stepCorrect;
    // Which side holds the current AdamW step counts: torch::optim's state (ordinary steps,
    // checkpoints) or the device tensors (device steps).
    bool m_optimizerCountsCurrent = true, m_deviceCountsCurrent = false;
};

} // namespace lathe::core
