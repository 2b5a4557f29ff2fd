#include "loader.h"

#include "imagefolder.h"

#include <ATen/ATen.h>
#include <c10/util/ParallelGuard.h>

#include <algorithm>
#include <chrono>

namespace lathe::core {

namespace {

std::string mebibytes(std::int64_t bytes)
{
    return std::to_string((bytes + (1 << 19)) >> 20) + " MiB";
}

std::int64_t splitBytes(const DataSplits& d)
{
    return d.train.bytes() + d.val.bytes() + d.test.bytes();
}

} // namespace

struct BatchLoader::Slot {
    at::Tensor inputs, targets; // host buffers of `capacity` rows
    std::int64_t capacity = 0;
    std::int64_t batch = -1; // the batch gathered into this slot
    std::int64_t rows = 0;
    bool ready = false;
    std::exception_ptr error;
    CopyFence fence; // the copy out of this slot to the GPU
};

Message LoaderPlan::describe() const
{
    if (deviceResident)
        return msg("data resident on the training device, batches gathered there");
    if (workers == 0)
        return pinned ? msg("batches gathered by the training thread, pinned host buffers copied on a side CUDA stream")
                      : msg("batches gathered by the training thread");
    return pinned ? msg("%1 worker thread(s), pinned host buffers copied on a side CUDA stream, prefetch %2", workers, prefetch)
                  : msg("%1 worker thread(s), prefetch %2", workers, prefetch);
}

int autoWorkerCount(bool decoding)
{
    const int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    return decoding ? std::clamp(cores - 1, 1, 16) : std::clamp(cores / 4, 1, 4);
}

LoaderPlan planLoader(const LoaderConfig& config, const DataSplits& data, const c10::Device& device,
                      std::int64_t freeDeviceBytes)
{
    LoaderPlan plan;
    plan.prefetch = config.prefetch;
    const bool streamed = data.train.streamed();
    const int workers = config.workers < 0 ? autoWorkerCount(data.train.files != nullptr) : config.workers;
    const Message from = data.train.table ? msg("table streamed from disk") : msg("image folder streamed from disk");
    if (data.train.table)
        plan.tableCacheBytes = static_cast<std::int64_t>(2.0 * config.shuffleBufferMb * 1048576.0) + 2 * TableChunks::kChunkBytes;
    if (!device.is_cuda()) {
        // On a CPU the data is already where the model runs. Copying it through worker buffers only
        // pays when there is work to take off the training thread: decoding, or an explicit request.
        if (streamed) {
            plan.deviceResident = false;
            plan.workers = workers;
            plan.reason = from;
        } else if (config.workers > 0) {
            plan.deviceResident = false;
            plan.workers = workers;
            plan.reason = msg("loader.workers %1 on the CPU", config.workers);
        } else {
            plan.reason = msg("CPU training: the data is in host memory already");
        }
        return plan;
    }
    const std::int64_t bytes = splitBytes(data);
    if (streamed) {
        plan.deviceResident = false;
        plan.reason = from;
    } else if (config.gpuResident == "on") {
        plan.reason = msg("loader.gpu_resident \"on\"");
    } else if (config.gpuResident == "off") {
        plan.deviceResident = false;
        plan.reason = msg("loader.gpu_resident \"off\"");
    } else {
        const double budget = config.gpuResidentMaxFraction * static_cast<double>(freeDeviceBytes);
        plan.deviceResident = freeDeviceBytes > 0 && static_cast<double>(bytes) <= budget;
        const int percent = static_cast<int>(config.gpuResidentMaxFraction * 100.0 + 0.5);
        const std::string free = mebibytes(std::max<std::int64_t>(freeDeviceBytes, 0));
        plan.reason = plan.deviceResident ? msg("the data takes %1, within %2% of the %3 of free GPU memory", mebibytes(bytes), percent, free)
                                          : msg("the data takes %1, more than %2% of the %3 of free GPU memory", mebibytes(bytes), percent, free);
    }
    if (!plan.deviceResident) {
        plan.workers = workers;
        plan.pinned = config.pinMemory;
    }
    return plan;
}

BatchLoader::BatchLoader(const TensorSplit& split, const c10::Device& device, const LoaderPlan& plan, std::int64_t tableCacheBytes)
    : m_split(split)
    , m_device(device)
    , m_plan(plan)
    , m_copier(std::make_unique<DeviceCopier>(device))
{
    if (m_plan.deviceResident && m_split.streamed())
        m_plan.deviceResident = false; // files cannot live on a device
    m_tableCacheBytes = std::max<std::int64_t>(tableCacheBytes, 3 * TableChunks::kChunkBytes);
    if (m_split.table) // read in order unless told how much to keep: two chunks and the next
        m_chunks = std::make_unique<TableChunks>(m_split.table, m_tableCacheBytes);
    if (m_plan.deviceResident)
        return;
    const int slots = m_plan.workers == 0 ? 1 : std::max(m_plan.prefetch, m_plan.workers) + 1;
    for (int i = 0; i < slots; ++i)
        m_slots.push_back(std::make_unique<Slot>());
    for (int i = 0; i < m_plan.workers; ++i)
        m_workers.emplace_back([this] { workerLoop(); });
}

BatchLoader::~BatchLoader()
{
    {
        std::unique_lock lock(m_mutex);
        stopPass(lock);
        m_quit = true;
    }
    m_changed.notify_all();
    for (auto& t : m_workers)
        t.join();
    for (auto& slot : m_slots)
        slot->fence.wait();
}

void BatchLoader::stopPass(std::unique_lock<std::mutex>& lock)
{
    m_nextToClaim = m_batches; // no new claims; wait for the batches being gathered
    m_changed.wait(lock, [this] { return m_inFlight == 0; });
    for (auto& slot : m_slots) {
        slot->ready = false;
        slot->batch = -1;
        slot->error = nullptr;
    }
    m_heldByTraining = -1;
}

void BatchLoader::start(const at::Tensor& order, std::int64_t batchSize, std::int64_t firstBatch)
{
    std::unique_lock lock(m_mutex);
    stopPass(lock);
    const std::int64_t n = order.size(0);
    m_batchSize = std::max<std::int64_t>(1, batchSize);
    m_batches = (n + m_batchSize - 1) / m_batchSize;
    m_order = m_plan.deviceResident ? order.to(m_device) : order.to(at::kCPU).contiguous();
    m_nextToDeliver = m_nextToClaim = m_released = std::clamp<std::int64_t>(firstBatch, 0, m_batches);

    // Host buffers large enough for a full batch, reused from pass to pass.
    const bool pin = m_plan.pinned && m_device.is_cuda();
    for (auto& slot : m_slots) {
        if (slot->capacity >= m_batchSize)
            continue;
        slot->fence.wait();
        auto shape = [&](const std::vector<std::int64_t>& rest) {
            std::vector<std::int64_t> s{m_batchSize};
            s.insert(s.end(), rest.begin(), rest.end());
            return s;
        };
        const auto inputShape = m_split.streamed() ? m_split.sampleShape
                                                   : std::vector<std::int64_t>(m_split.inputs.sizes().begin() + 1,
                                                                               m_split.inputs.sizes().end());
        const auto inputType = m_split.files ? at::kByte : m_split.table ? at::kFloat : m_split.inputs.scalar_type();
        slot->inputs = at::empty(shape(inputShape), at::TensorOptions().dtype(inputType).pinned_memory(pin));
        slot->targets = at::empty(shape(std::vector<std::int64_t>(m_split.targets.sizes().begin() + 1, m_split.targets.sizes().end())),
                                  at::TensorOptions().dtype(m_split.targets.scalar_type()).pinned_memory(pin));
        slot->capacity = m_batchSize;
    }
    lock.unlock();
    m_changed.notify_all();
}

void BatchLoader::readAhead(std::int64_t batch) const
{
    if (!m_chunks)
        return;
    // A window's chunks are all needed by its first batches: ask for the next window's while this
    // one's are still being served, so that its first batch does not wait for the disk.
    const std::int64_t windowRows = std::max<std::int64_t>(1, m_tableCacheBytes / 2 / (m_split.table->width() * static_cast<std::int64_t>(sizeof(float))));
    const std::int64_t ahead = batch + std::max<std::int64_t>(1, windowRows / std::max<std::int64_t>(m_batchSize, 1));
    if (ahead >= m_batches)
        return;
    const at::Tensor rows = m_split.tableRows.index_select(0, batchIndex(ahead)).contiguous();
    m_chunks->readAhead(rows.data_ptr<std::int64_t>(), rows.size(0));
}

at::Tensor BatchLoader::batchIndex(std::int64_t batch) const
{
    const std::int64_t begin = batch * m_batchSize;
    return m_order.slice(0, begin, std::min(m_order.size(0), begin + m_batchSize));
}

void BatchLoader::gather(const at::Tensor& index, at::Tensor inputsOut, at::Tensor targetsOut) const
{
    if (m_split.table) { // rows from the file's chunks, filled and scaled in place (in the slot unless features are added)
        const at::Tensor rows = m_split.tableRows.index_select(0, index).contiguous();
        const bool inPlace = !m_split.preparation || m_split.preparation->addedColumns() == 0;
        at::Tensor raw = inPlace ? inputsOut : at::empty({rows.size(0), m_split.table->width()}, at::kFloat);
        m_chunks->gather(rows.data_ptr<std::int64_t>(), rows.size(0), raw.data_ptr<float>());
        if (m_split.preparation) {
            const at::Tensor prepared = m_split.preparation->apply(raw);
            if (!inPlace)
                inputsOut.copy_(prepared);
        }
    } else if (m_split.files) {
        const auto* idx = index.data_ptr<std::int64_t>();
        for (std::int64_t i = 0; i < index.size(0); ++i)
            decodeImageInto(m_split.files->at(static_cast<std::size_t>(idx[i])), inputsOut[i]);
    } else {
        at::index_select_out(inputsOut, m_split.inputs, 0, index);
    }
    at::index_select_out(targetsOut, m_split.targets, 0, index);
}

void BatchLoader::workerLoop()
{
    const c10::ParallelGuard serial(true); // one batch per worker; the cores are shared with training
    std::unique_lock lock(m_mutex);
    for (;;) {
        m_changed.wait(lock, [this] {
            return m_quit || (m_nextToClaim < m_batches && m_nextToClaim < m_released + static_cast<std::int64_t>(m_slots.size()));
        });
        if (m_quit)
            return;
        const std::int64_t k = m_nextToClaim++;
        Slot& slot = *m_slots[static_cast<std::size_t>(k % static_cast<std::int64_t>(m_slots.size()))];
        const at::Tensor index = batchIndex(k);
        ++m_inFlight;
        lock.unlock();

        std::exception_ptr error;
        const std::int64_t rows = index.size(0);
        try {
            slot.fence.wait(); // the GPU may still be reading the slot's previous batch
            readAhead(k);
            gather(index, slot.inputs.narrow(0, 0, rows), slot.targets.narrow(0, 0, rows));
        } catch (...) {
            error = std::current_exception();
        }

        lock.lock();
        slot.batch = k;
        slot.rows = rows;
        slot.error = error;
        slot.ready = true;
        --m_inFlight;
        m_changed.notify_all();
    }
}

Batch BatchLoader::gatherHere(const at::Tensor& index)
{
    if (m_plan.deviceResident)
        return {m_split.inputs.index_select(0, index), m_split.targets.index_select(0, index)};
    if (!m_device.is_cuda() && !m_split.streamed())
        return {m_split.inputs.index_select(0, index), m_split.targets.index_select(0, index)};
    Slot& slot = *m_slots.front();
    const std::int64_t rows = index.size(0);
    slot.fence.wait();
    gather(index, slot.inputs.narrow(0, 0, rows), slot.targets.narrow(0, 0, rows));
    if (!m_device.is_cuda())
        return {slot.inputs.narrow(0, 0, rows), slot.targets.narrow(0, 0, rows)};
    return {m_copier->copy(slot.inputs.narrow(0, 0, rows), slot.fence), m_copier->copy(slot.targets.narrow(0, 0, rows), slot.fence)};
}

std::optional<Batch> BatchLoader::next()
{
    using Clock = std::chrono::steady_clock;
    const auto waitStart = Clock::now();
    std::optional<Batch> out;
    const std::int64_t k = m_nextToDeliver;
    if (m_workers.empty()) {
        if (k < m_batches) {
            readAhead(k);
            out = gatherHere(batchIndex(k));
            ++m_nextToDeliver;
        }
        m_waitSeconds += std::chrono::duration<double>(Clock::now() - waitStart).count();
        return out;
    }

    std::unique_lock lock(m_mutex);
    if (m_heldByTraining >= 0) { // the CPU batch handed out last time is done with
        m_released = m_heldByTraining + 1;
        m_heldByTraining = -1;
        m_changed.notify_all();
    }
    if (k >= m_batches)
        return std::nullopt;
    Slot& slot = *m_slots[static_cast<std::size_t>(k % static_cast<std::int64_t>(m_slots.size()))];
    m_changed.wait(lock, [&] { return slot.ready && slot.batch == k; });
    m_waitSeconds += std::chrono::duration<double>(Clock::now() - waitStart).count();
    slot.ready = false;
    ++m_nextToDeliver;
    if (slot.error) {
        const std::exception_ptr error = slot.error;
        slot.error = nullptr;
        m_released = k + 1;
        m_changed.notify_all();
        std::rethrow_exception(error);
    }
    lock.unlock();

    const at::Tensor inputs = slot.inputs.narrow(0, 0, slot.rows);
    const at::Tensor targets = slot.targets.narrow(0, 0, slot.rows);
    if (!m_device.is_cuda()) {
        lock.lock();
        m_heldByTraining = k;
        return Batch{inputs, targets};
    }
    // The copies are queued on the side stream; the slot is free for the next batch once they pass
    // (the worker that takes it waits on the fence).
    Batch batch{m_copier->copy(inputs, slot.fence), m_copier->copy(targets, slot.fence)};
    lock.lock();
    m_released = k + 1;
    m_changed.notify_all();
    return batch;
}

SplitLoaders::SplitLoaders(const DataSplits& data, const c10::Device& device, const LoaderPlan& plan)
    : m_data(data)
    , m_device(device)
    , m_plan(plan)
{
}

BatchLoader& SplitLoaders::of(const TensorSplit& split)
{
    const int i = &split == &m_data.train ? 0 : &split == &m_data.val ? 1 : 2;
    if (!m_loaders[i]) // the training split is shuffled within windows: its loader keeps one and the next
        m_loaders[i] = std::make_unique<BatchLoader>(split, m_device, m_plan, i == 0 ? m_plan.tableCacheBytes : 0);
    return *m_loaders[i];
}

} // namespace lathe::core
