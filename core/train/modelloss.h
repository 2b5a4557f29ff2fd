#pragma once
// What a training step, the evaluation and the batch-size finder's trials all do with a batch: turn
// the loader's raw inputs into the model's (uint8 images scaled to [0, 1], augmented in training,
// normalised — on the device, after the copy), run the model under the run's autocast, and score
// its outputs against the targets.

#include "data/augment.h"
#include "data/dataset.h"
#include "device/precision.h"

#include <ATen/core/Tensor.h>
#include <torch/csrc/jit/api/module.h>

#include <cstdint>
#include <optional>
#include <vector>

namespace lathe::core {

class ModelLoss {
public:
    // `model` must outlive this object (the trainer's module, on `device`).
    // training.label_smoothing and training.class_weights (classWeights) shape the classification loss.
    ModelLoss(torch::jit::Module& model, const PrecisionChoice& precision, const c10::Device& device, const DataSplits& data,
              const TrainingConfig& training);

    // A batch's inputs as the model takes them. Float features pass unchanged; uint8 images are scaled,
    // augmented when `augment` is given (seeded by `augmentSeed`, so a resumed run augments its
    // remaining steps exactly as an unbroken one) and normalised per channel.
    at::Tensor inputs(const at::Tensor& raw, const AugmentParams* augment = nullptr, std::int64_t augmentSeed = 0) const;
    at::Tensor forward(const at::Tensor& inputs) const;
    // Cross-entropy (with training.label_smoothing and the class weights: the weighted mean, sum of
    // w[y] * loss / sum of w[y], as PyTorch's) for classification, mean squared error otherwise (in the
    // targets' standard deviations when the model scales its outputs, data.scale_target); computed in
    // fp32 whatever the precision of the outputs.
    at::Tensor loss(const at::Tensor& outputs, const at::Tensor& targets) const;
    // For a batch cut into parts (the first sample of each, then the batch's size: BatchParts::bounds),
    // each part's share of the batch's mean loss (0-dim, on the device): its samples' share, or with
    // class weights its weights' share. The parts' losses times their shares add up to the batch's.
    std::vector<at::Tensor> lossShares(const at::Tensor& targets, const std::vector<std::int64_t>& bounds) const;

    bool classification() const { return m_classification; }
    // One weight per class; empty when training.class_weights is "none".
    const std::vector<double>& classWeights() const { return m_weights; }
    torch::jit::Module& model() const { return m_model; }
    // While set, forward runs `runner` instead of the model: a module sharing the model's tensors
    // (TrainStep's copy for the graph executor, whose compiled plans must not reach the model's own
    // methods). nullptr: the model.
    void setRunner(torch::jit::Module* runner) { m_runner = runner; }
    const c10::Device& device() const { return m_device; }
    // compile.channels_last: forward hands 4-D inputs to the model in channels-last order (the
    // model's 4-D weights are converted by useChannelsLast in trainer code).
    void setChannelsLast(bool on) { m_channelsLast = on; }
    bool channelsLast() const { return m_channelsLast; }

private:
    torch::jit::Module& m_model;
    torch::jit::Module* m_runner = nullptr;
    PrecisionChoice m_precision;
    c10::Device m_device;
    bool m_classification;
    double m_labelSmoothing;
    bool m_channelsLast = false;
    at::Tensor m_imageMean, m_imageStd; // [1, C, 1, 1] on the device; undefined for tabular data
    std::vector<double> m_weights;
    at::Tensor m_classWeights;          // [classes] float on the device; undefined without weights
    at::Tensor m_inverseTargetScale;    // [targets]: 1 / the output scale of a model that scales its outputs
};

// training.class_weights as one weight per class of `data` (empty for "none"): "balanced" is
// n / (classes x count) from the training split's counts (0 for a class the split lacks); by name, 1
// for a class not named. Throws ConfigError naming a class the data does not have.
std::vector<double> classWeights(const TrainingConfig& training, const DataSplits& data);

// compile.channels_last for a model on a device: on where it measured faster — convolutions on the
// CPU (oneDNN, 1.1-1.4x), 2-D convolutions on a GPU (cuDNN's NHWC tensor-core kernels, 1.7-3.0x on an
// H200) — unless forced; never on one CPU thread with a 1x1 convolution (LibTorch 2.11's oneDNN
// channels-last backward can corrupt memory there, `notApplied` when forced), and in "auto" not with
// training.deterministic.
struct ChannelsLastChoice {
    bool on = false;
    bool convolutions = false; // the model has some (otherwise the setting changes nothing)
    bool notApplied = false;   // forced true, refused
    bool oneThreadSafe = true; // channelsLastSafeOnOneThread(model)
    Message why;
};
// Whether the model's channels-last convolutions may run on one CPU thread: it has no 1x1 convolution
// kernel, the shape whose strided backward LibTorch 2.11's oneDNN gets wrong there (docs/architecture.md).
bool channelsLastSafeOnOneThread(const torch::jit::Module& model);
ChannelsLastChoice chooseChannelsLast(const torch::jit::Module& model, const std::optional<bool>& forced, const c10::Device& device,
                                      bool deterministic);
// Puts the model's convolutions and `loss`'s inputs in that order (or leaves them contiguous).
void applyChannelsLast(torch::jit::Module& model, ModelLoss& loss, bool on);

// Converts the module's 4-D parameters and buffers (2-D convolution weights) to channels-last memory
// order in place (Tensor::set_data: every holder of them, the optimizer included, sees the change).
// Returns how many it converted.
int useChannelsLast(torch::jit::Module& model);
// `t` (4-D) in channels-last order with channels-last strides spelled out. With one channel (or 1x1
// images) a tensor is "contiguous" in both orders and contiguous(ChannelsLast) keeps NCHW strides,
// which a convolution reads as NCHW: its output, and every layer after it up to the next
// convolution, would then be NCHW and converted back there, forward and backward (the step
// profiler showed 4 % of a Fashion-MNIST step in those copies). A view when the memory allows.
at::Tensor channelsLastStrides(const at::Tensor& t);

} // namespace lathe::core
