#pragma once
// A training step recorded once as a CUDA graph and replayed for every later batch of the same
// shape: one launch instead of hundreds of small kernel launches, which is what starves a fast GPU
// when the model is small. The step's tensors (inputs, gradients, optimizer state, learning rate,
// loss scale) must stay at the same addresses and nothing in it may wait for the device.
// CPU-only LibTorch builds compile cudagraph_none.cpp, which reports CUDA graphs as unavailable.

#include <c10/core/Device.h>

#include <functional>
#include <memory>

namespace lathe::core {

bool cudaGraphsBuilt(); // false in builds without CUDA

class CudaGraphStep {
public:
    explicit CudaGraphStep(c10::Device device);
    ~CudaGraphStep();
    CudaGraphStep(const CudaGraphStep&) = delete;
    CudaGraphStep& operator=(const CudaGraphStep&) = delete;

    // Runs `step` eagerly on a side stream (real work: a warm-up step), ordered after and before the
    // training stream's work, so that per-stream handles and cuDNN's choices exist before capture.
    // With `rejectSyncs`, any wait for the device inside `step` throws (CUDA sync-debug mode): the
    // way to learn, safely and before recording, that a step cannot be captured.
    void warmUp(const std::function<void()>& step, bool rejectSyncs = false);
    // Records `step` into a graph (nothing runs while recording) and replays it once. Throws
    // std::runtime_error with CUDA's reason when capture fails. A failed capture can leave LibTorch's
    // allocator and CUDA generator in capture state, so the caller must end the run, not go on.
    void captureAndReplay(const std::function<void()>& step);
    void replay();
    bool captured() const { return m_captured; }

private:
    c10::Device m_device;
    std::shared_ptr<void> m_graph;  // at::cuda::CUDAGraph
    std::shared_ptr<void> m_stream; // c10::cuda::CUDAStream, the side stream
    bool m_captured = false;
};

} // namespace lathe::core
