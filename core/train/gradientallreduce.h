#pragma once
// Data parallelism's gradient sync: after backward, the gradients of every rank are averaged over
// c10d (Communicator: NCCL on GPUs, Gloo on CPUs), weighted by the samples each rank trained on, in
// flat buckets of about distributed.bucket_mb. One flat all-reduce per bucket after backward rather
// than c10d::Reducer's overlap with backward: the Reducer's constructor is internal API (12
// arguments in LibTorch 2.11) and hooks into autograd from Python's DDP wrapper; see
// docs/architecture.md. The averaged gradient equals one process's over the union of the ranks'
// batches, so a run of N ranks with batch B trains as one process with batch N×B.
//
// Every rank must hand over the same gradients (the same parameters, in the same order): a
// parameter that gets no gradient on one rank and one on another cannot be matched.

#include "dist/communicator.h"
#include "gradientsync.h"

namespace lathe::core {

class GradientAllReduce : public GradientSync {
public:
    GradientAllReduce(Communicator& communicator, std::int64_t bucketBytes);
    void synchronise(const std::vector<at::Tensor>& gradients, std::int64_t samples) override;

private:
    void reduceBucket(const std::vector<at::Tensor>& bucket, std::int64_t samples);

    Communicator& m_communicator;
    std::int64_t m_bucketBytes;
};

} // namespace lathe::core
