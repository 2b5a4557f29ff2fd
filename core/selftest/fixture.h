#pragma once
// What the self-test's checks train on: Fashion-MNIST-shaped images that a small CNN learns within a
// few steps, the demo's CNN, and a training step (ModelLoss + TrainStep) on any device around a copy
// of one model, so that two devices or two paths start from the same weights and see the same batches.

#include "data/dataset.h"
#include "device/precision.h"
#include "train/modelloss.h"
#include "train/trainstep.h"

#include <ATen/core/Tensor.h>
#include <torch/csrc/jit/api/module.h>

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

namespace lathe::core::selftest {

// uint8 images [N, 1, 28, 28] and int64 labels [N]: each of 10 classes a bright bar at a place of its
// own over noise, so a CNN's loss falls within a few steps (a check that trains sees learning).
struct SyntheticImages {
    at::Tensor images, labels;
};
SyntheticImages syntheticImages(std::int64_t n, std::uint64_t seed);
// As a run's data: the images as the training split (on the CPU), with the demo's normalisation.
DataSplits syntheticSplits(std::int64_t n, std::uint64_t seed);
// The same images as IDX files (images, labels), read back through the IDX reader by checks that
// train through a Session.
void writeIdx(const SyntheticImages& data, const std::filesystem::path& images, const std::filesystem::path& labels);

// The demo's CNN (configs/fashion-mnist.json: cnn2d, channels [16, 32]) on the CPU, seeded.
torch::jit::Module demoCnn(double dropout, std::uint64_t seed);

// A module's parameters (and buffers: batch-norm statistics), copied to the CPU as float64 (for
// comparing devices).
std::vector<at::Tensor> snapshot(const torch::jit::Module& module, bool buffers = true);
// How far `test`'s change from `start` is from `reference`'s: ||Δtest − Δref|| / ||Δref|| over every
// tensor together (updates, not weights: the weights' own size would hide a wrong step).
double updateDifference(const std::vector<at::Tensor>& start, const std::vector<at::Tensor>& reference,
                        const std::vector<at::Tensor>& test);
// max |a − b| over every tensor, relative to max |a| (0 when identical).
double maxRelativeDifference(const std::vector<at::Tensor>& a, const std::vector<at::Tensor>& b);
// Whether every tensor of `a` equals `b`'s bit for bit.
bool identical(const std::vector<at::Tensor>& a, const std::vector<at::Tensor>& b);

struct RigSettings {
    std::string amp = "off"; // precision.amp: off, bf16, fp16
    std::string optimizer = "sgd";
    double lr = 0.05;
    StepOptions step;
    double initialScale = 65536.0; // the loss scaler's (fp16)
    bool channelsLast = false;     // the model's convolutions and its inputs in channels-last order
};

// One device's training step around a copy of `master` (left unchanged), as the trainer builds it.
class StepRig {
public:
    StepRig(const torch::jit::Module& master, const DataSplits& data, const c10::Device& device, const RigSettings& settings);
    // One full-batch step on raw uint8 images (copied to the device here); returns the loss (0-dim, on the device).
    at::Tensor train(const at::Tensor& images, const at::Tensor& labels);
    torch::jit::Module& model() { return m_model; }
    TrainStep& step() { return *m_step; }
    const ModelLoss& loss() const { return *m_loss; }

private:
    torch::jit::Module m_model;
    c10::Device m_device;
    TrainingConfig m_training;
    double m_lr;
    std::unique_ptr<ModelLoss> m_loss;
    std::unique_ptr<TrainStep> m_step;
};

// cuDNN's deterministic algorithms without benchmarking, and IEEE fp32 (no TF32) on the GPU, while
// alive; restores the process's settings after. Comparisons between devices and paths need the same
// arithmetic on both sides.
class ExactArithmetic {
public:
    ExactArithmetic();
    ~ExactArithmetic();
    ExactArithmetic(const ExactArithmetic&) = delete;
    ExactArithmetic& operator=(const ExactArithmetic&) = delete;

private:
    bool m_deterministic, m_benchmark;
    int m_matmul, m_conv; // at::Float32Precision, as ints (no ATen header here)
};

} // namespace lathe::core::selftest
