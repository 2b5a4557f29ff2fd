#pragma once
// Where data parallelism plugs into the training step: between backward and the optimizer step,
// the gradients of one optimizer step are handed to a GradientSync, which makes them the same on
// every rank (an all-reduce of their mean over c10d, say). TrainStep (trainstep.cpp) calls it in
// both of its paths:
//
//   ordinary step: forward, backward (× training.grad_accumulation) → synchronise → unscale → clip → step
//   device step:   forward, backward → synchronise → unscale → clip → fused step   (one CUDA graph)
//
// It is called once per optimizer step, on the training thread, with the gradients of the
// parameters that have one, in parameter order. In the device step it is recorded into the CUDA
// graph with the rest of the step, so it must not wait for the device (no .item(), no host copies);
// an implementation that must wait has TrainStep run without the graph (StepOptions::cudaGraph).
// With no GradientSync (one process), nothing happens there. The data-parallel one is
// GradientAllReduce (gradientallreduce.h).

#include <ATen/core/Tensor.h>

#include <cstdint>
#include <vector>

namespace lathe::core {

class GradientSync {
public:
    virtual ~GradientSync() = default;
    // Replaces each gradient, in place, by its value agreed across ranks. `samples`: the samples
    // this rank's gradients were computed from (its batches since the last optimizer step), so that
    // ranks with unequal batches (the epoch's last) weigh in by what they saw.
    virtual void synchronise(const std::vector<at::Tensor>& gradients, std::int64_t samples) = 0;
};

} // namespace lathe::core
