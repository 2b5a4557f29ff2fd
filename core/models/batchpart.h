#pragma once
// The part of a batch this thread trains, when a CPU batch trains in parts at once on several
// threads (train/batchparts.h), and what the parts of one batch share so that they train as the
// whole batch would: lathe::dropout's seeds, and the meetings where batch normalisation adds its
// statistics over all the parts (partsRunner's lathe::parts_batch_norm). Lathe's ops (latheops.h)
// read it; on a thread without a part they act on the batch they are given.

#include <ATen/core/Tensor.h>
#include <torch/csrc/jit/api/module.h>

#include <condition_variable>
#include <cstdint>
#include <deque>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <utility>
#include <vector>

namespace lathe::core::layers {

// Thrown in a part that waits for (or comes to) a meeting after another part has failed.
class PartsAbandoned : public std::runtime_error {
public:
    PartsAbandoned() : std::runtime_error("another part of the batch failed") {}
};

// What the parts of one batch share. One per batch, for the time its parts train.
class PartsOfABatch {
public:
    explicit PartsOfABatch(int parts) : m_parts(parts) {}
    int parts() const { return m_parts; }
    // The seed of every part's `call`-th lathe::dropout: drawn from LibTorch's default CPU generator
    // by whichever part calls first, in call order — as the whole batch's call would draw it.
    std::uint64_t dropoutSeed(std::size_t call);
    // Every part's `meeting`-th call (each part calls the same meetings in the same order, with
    // tensors of one shape): waits for all the parts, then returns the sum of their tensors, added
    // in part order, as a tensor of this part's own. Throws PartsAbandoned once abandon() was called,
    // std::logic_error (and abandons) when the shapes differ.
    at::Tensor sum(int part, std::size_t meeting, const at::Tensor& x);
    // A part failed: the meetings end, now and later, in PartsAbandoned.
    void abandon();

private:
    struct Meeting {
        std::vector<at::Tensor> tensors;
        int arrived = 0;
        at::Tensor total;
    };
    const int m_parts;
    std::mutex m_mutex;
    std::condition_variable m_met;
    std::vector<std::uint64_t> m_seeds;
    std::deque<Meeting> m_meetings;
    bool m_abandoned = false;
};

// While it lives, this thread trains part `index` of `batch`: its rows [firstRow, firstRow + rows).
class BatchPart {
public:
    BatchPart(PartsOfABatch& batch, int index, std::int64_t firstRow, std::int64_t rows);
    ~BatchPart();
    BatchPart(const BatchPart&) = delete;
    BatchPart& operator=(const BatchPart&) = delete;

    // This thread's part, or nullptr.
    static BatchPart* current();
    int index() const { return m_index; }
    int parts() const { return m_batch.parts(); }
    // For the next lathe::dropout call on `x`: its seed, and the place of the first element in the
    // whole batch's tensor when `x` is batch-first (its first dimension the part's rows, outermost in
    // memory: every activation of the built-in models); another tensor gets a seed of this part's own
    // and place 0, so that the parts do not repeat one mask.
    std::pair<std::uint64_t, std::int64_t> nextDropout(const at::Tensor& x);
    // `x` summed over the parts (this part's next meeting).
    at::Tensor sumOverParts(const at::Tensor& x);

private:
    PartsOfABatch& m_batch;
    int m_index;
    std::int64_t m_firstRow, m_rows;
    std::size_t m_dropoutCalls = 0, m_meetings = 0;
    BatchPart* m_previous;
};

// lathe::parts_batch_norm, with aten::batch_norm's arguments: in training, on a thread that trains a
// part of a batch, batch normalisation with the whole batch's statistics — each part's per-channel
// sums and sums of squares (fp32) added over the parts, the first part alone moving the running
// statistics (by `momentum`, with the unbiased variance, as torch.batch_norm); otherwise
// aten::batch_norm itself.
at::Tensor partsBatchNorm(const at::Tensor& input, const std::optional<at::Tensor>& weight, const std::optional<at::Tensor>& bias,
                          const std::optional<at::Tensor>& runningMean, const std::optional<at::Tensor>& runningVar, bool training,
                          double momentum, double eps, bool cudnnEnabled);

// What the parts of a batch run: a copy of `model` sharing its parameters and buffers whose methods
// call lathe::parts_batch_norm where the model's call aten::batch_norm. The model's own graphs stay as
// they were for the whole batch (the graph executor's differentiable graphs span its batch norm).
torch::jit::Module partsRunner(const torch::jit::Module& model);

} // namespace lathe::core::layers
