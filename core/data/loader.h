#pragma once
// Serves batches of a TensorSplit to the training thread.
//
// Two placements (docs/architecture.md, core/data/loader):
// - Device: the split lives on the training device; batches are index_select-ed there by the
//   training thread. Nothing crosses PCIe per step.
// - Host: the split stays in host memory (or on disk, streamed); worker threads gather or decode
//   each batch into a ring of host buffers (pinned when the device is a GPU), and the training
//   thread copies it to the device on a side stream (util/devicecopy.h) while the previous step's
//   kernels still run. With no workers the training thread gathers the batch itself.
// The batches and their order are the same in every placement, so results do not depend on it.

#include "dataset.h"
#include "tablestream.h"
#include "util/devicecopy.h"

#include <condition_variable>
#include <exception>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include "util/message.h"

namespace lathe::core {

struct LoaderPlan {
    bool deviceResident = true;
    int workers = 0;     // host placement: 0 means the training thread gathers
    bool pinned = false; // host buffers in pinned memory (GPU devices only)
    int prefetch = 2;    // batches gathered ahead, per pass
    std::int64_t tableCacheBytes = 0; // streamed tables: chunks the training loader keeps (twice the shuffle buffer)
    Message reason;      // why, for the log
    Message describe() const;
};

// Chooses the placement for `data` on `device` from `config.loader`. `freeDeviceBytes` is the free
// memory of the GPU (-1 on a CPU). Streamed image folders are never device-resident.
LoaderPlan planLoader(const LoaderConfig& config, const DataSplits& data, const c10::Device& device,
                      std::int64_t freeDeviceBytes);

// Worker count for `workers: "auto"`: a few threads to gather tensors, more to decode images.
int autoWorkerCount(bool decoding);

struct Batch {
    at::Tensor inputs;  // on the device: uint8 images as stored, or float features
    at::Tensor targets; // on the device
    std::int64_t size() const { return targets.size(0); }
};

class BatchLoader {
public:
    // `split` must already be on `device` when `plan.deviceResident`. A streamed table's chunks are
    // kept up to `tableCacheBytes` (a few chunks when 0: rows read in order).
    BatchLoader(const TensorSplit& split, const c10::Device& device, const LoaderPlan& plan, std::int64_t tableCacheBytes = 0);
    ~BatchLoader();
    BatchLoader(const BatchLoader&) = delete;
    BatchLoader& operator=(const BatchLoader&) = delete;

    // Starts a pass over the samples `order` (int64, on the CPU) in batches of `batchSize`, from
    // batch `firstBatch` on, ending any pass in progress. The last batch may be smaller.
    void start(const at::Tensor& order, std::int64_t batchSize, std::int64_t firstBatch = 0);
    // The next batch of the pass, or nullopt at its end; rethrows a worker's error (a DataError for
    // an unreadable image). With host placement on a CPU device, the tensors share the loader's
    // buffer and are valid until the next call.
    std::optional<Batch> next();
    // Seconds next() has spent waiting for workers since construction (instrumentation).
    double waitSeconds() const { return m_waitSeconds; }

private:
    struct Slot;
    void gather(const at::Tensor& index, at::Tensor inputsOut, at::Tensor targetsOut) const;
    void workerLoop();
    void stopPass(std::unique_lock<std::mutex>& lock);
    Batch gatherHere(const at::Tensor& index);
    at::Tensor batchIndex(std::int64_t batch) const;
    // Streamed tables: has the kernel read the chunks of the batch a shuffle window after `batch`.
    void readAhead(std::int64_t batch) const;

    TensorSplit m_split;
    c10::Device m_device;
    LoaderPlan m_plan;
    std::unique_ptr<DeviceCopier> m_copier;
    std::unique_ptr<TableChunks> m_chunks; // streamed tables
    std::int64_t m_tableCacheBytes = 0;

    at::Tensor m_order;
    std::int64_t m_batchSize = 0, m_batches = 0, m_nextToDeliver = 0;
    double m_waitSeconds = 0.0;

    // Host placement with workers: batch k is gathered into slot k % slots.size().
    std::vector<std::unique_ptr<Slot>> m_slots;
    std::vector<std::thread> m_workers;
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::int64_t m_nextToClaim = 0;
    std::int64_t m_released = 0; // batches below this index no longer occupy their slot
    int m_inFlight = 0;
    bool m_quit = false;
    std::int64_t m_heldByTraining = -1; // CPU device: slot of the batch last returned
};

// One BatchLoader per split of a run's data (train, validation, test), each made when first asked for.
class SplitLoaders {
public:
    SplitLoaders(const DataSplits& data, const c10::Device& device, const LoaderPlan& plan);
    // The loader of `split`, which must be one of the data's three splits.
    BatchLoader& of(const TensorSplit& split);

private:
    const DataSplits& m_data;
    c10::Device m_device;
    LoaderPlan m_plan;
    std::unique_ptr<BatchLoader> m_loaders[3];
};

} // namespace lathe::core
