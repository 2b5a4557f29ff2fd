#include "gradientallreduce.h"

#include <ATen/ATen.h>

namespace lathe::core {

GradientAllReduce::GradientAllReduce(Communicator& communicator, std::int64_t bucketBytes)
    : m_communicator(communicator)
    , m_bucketBytes(std::max<std::int64_t>(1, bucketBytes))
{
}

void GradientAllReduce::synchronise(const std::vector<at::Tensor>& gradients, std::int64_t samples)
{
    std::vector<at::Tensor> bucket;
    std::int64_t bytes = 0;
    for (const auto& g : gradients) {
        const bool typeChanges = !bucket.empty() && bucket.front().scalar_type() != g.scalar_type();
        if (typeChanges || (!bucket.empty() && bytes + static_cast<std::int64_t>(g.nbytes()) > m_bucketBytes)) {
            reduceBucket(bucket, samples);
            bucket.clear();
            bytes = 0;
        }
        bucket.push_back(g);
        bytes += static_cast<std::int64_t>(g.nbytes());
    }
    if (!bucket.empty())
        reduceBucket(bucket, samples);
}

void GradientAllReduce::reduceBucket(const std::vector<at::Tensor>& bucket, std::int64_t samples)
{
    // [g₀·n, g₁·n, …, n] summed over ranks, then divided by Σn: the sample-weighted mean, with the
    // weight travelling in the same collective. Nothing waits for the device.
    std::vector<at::Tensor> parts;
    parts.reserve(bucket.size() + 1);
    for (const auto& g : bucket)
        parts.push_back(g.reshape(-1));
    parts.push_back(at::ones({1}, bucket.front().options()));
    at::Tensor flat = at::cat(parts).mul_(static_cast<double>(samples));
    m_communicator.allReduceSum({flat});
    const std::int64_t n = flat.numel() - 1;
    flat.narrow(0, 0, n).div_(flat.narrow(0, n, 1));
    std::int64_t offset = 0;
    for (const auto& g : bucket) {
        const std::int64_t k = g.numel();
        const_cast<at::Tensor&>(g).copy_(flat.narrow(0, offset, k).view_as(g));
        offset += k;
    }
}

} // namespace lathe::core
