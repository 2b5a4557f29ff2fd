#include "cudagraph.h"

#include <ATen/cuda/CUDAEvent.h>
#include <ATen/cuda/CUDAGraph.h>
#include <c10/cuda/CUDACachingAllocator.h>
#include <c10/cuda/CUDAFunctions.h>
#include <c10/cuda/CUDAGuard.h>
#include <c10/cuda/CUDAStream.h>

#include <c10/util/ScopeExit.h>

#include <cuda_runtime_api.h>

#include <stdexcept>
#include <string>

namespace lathe::core {

namespace {

c10::cuda::CUDAStream& sideStream(const std::shared_ptr<void>& s)
{
    return *static_cast<c10::cuda::CUDAStream*>(s.get());
}

// `after` waits for the work queued so far on `before`.
void order(const c10::cuda::CUDAStream& before, const c10::cuda::CUDAStream& after)
{
    at::cuda::CUDAEvent event;
    event.record(before);
    event.block(after);
}

} // namespace

bool cudaGraphsBuilt()
{
    return true;
}

CudaGraphStep::CudaGraphStep(c10::Device device)
    : m_device(device)
{
    if (device.is_cuda())
        m_stream = std::make_shared<c10::cuda::CUDAStream>(c10::cuda::getStreamFromPool(false, device.index()));
}

CudaGraphStep::~CudaGraphStep() = default;

void CudaGraphStep::warmUp(const std::function<void()>& step, bool rejectSyncs)
{
    if (!m_device.is_cuda()) {
        step();
        return;
    }
    const c10::cuda::CUDAGuard device(m_device);
    const c10::cuda::CUDAStream training = c10::cuda::getCurrentCUDAStream(m_device.index());
    order(training, sideStream(m_stream));
    // Whatever happens in `step` (out of memory, say), the training stream waits for what it queued.
    const auto join = c10::make_scope_exit([&] { order(sideStream(m_stream), training); });
    auto& warnings = c10::cuda::warning_state();
    const c10::cuda::SyncDebugMode previous = warnings.get_sync_debug_mode();
    const auto restore = c10::make_scope_exit([&] { warnings.set_sync_debug_mode(previous); });
    if (rejectSyncs)
        warnings.set_sync_debug_mode(c10::cuda::SyncDebugMode::L_ERROR);
    const c10::cuda::CUDAStreamGuard guard(sideStream(m_stream));
    step();
}

void CudaGraphStep::captureAndReplay(const std::function<void()>& step)
{
    if (!m_device.is_cuda())
        throw std::runtime_error("CUDA graphs need a CUDA device");
    const c10::cuda::CUDAGuard device(m_device);
    // As torch.cuda.graph does: a quiet device, and the warm-ups' cached blocks (tied to the side
    // stream) handed back, so the graph's private pool has the room the finder measured.
    c10::cuda::device_synchronize();
    c10::cuda::CUDACachingAllocator::emptyCache();
    auto graph = std::make_shared<at::cuda::CUDAGraph>();
    {
        const c10::cuda::CUDAStreamGuard guard(sideStream(m_stream));
        // Thread-local mode: the loader and monitor threads may keep using CUDA while this records.
        graph->capture_begin({0, 0}, cudaStreamCaptureModeThreadLocal);
        try {
            step();
            graph->capture_end();
        } catch (const std::exception& e) {
            const std::string why = e.what();
            try {
                graph->capture_end(); // leaves capture mode where CUDA still allows it
            } catch (const std::exception&) {
            }
            (void)cudaGetLastError();
            throw std::runtime_error("CUDA graph capture failed: " + why.substr(0, why.find('\n')));
        }
    }
    m_graph = graph;
    m_captured = true;
    replay(); // on the training thread's current stream, like every later step
}

void CudaGraphStep::replay()
{
    static_cast<at::cuda::CUDAGraph*>(m_graph.get())->replay();
}

} // namespace lathe::core
