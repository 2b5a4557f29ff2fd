// lathe::dropout (latheops.h): dropout whose CPU mask does not go through bernoulli_, which took a
// fifth to a quarter of a CPU training step of the built-in Transformer and MLP (step profiler).

#include "latheops.h"

#include "batchpart.h"

#include <ATen/ATen.h>
#include <ATen/CPUGeneratorImpl.h>
#include <ATen/Parallel.h>
#include <torch/autograd.h>

#include <algorithm>
#include <cmath>
#include <mutex>

namespace lathe::core::layers {

namespace {

// The random bits of block b's elements: a 64-bit key per block from SplitMix64 of the stream `seed`
// (scalar, once per block), then a 32-bit hash per element that the compiler vectorises (two rounds
// of Wellons' lowbias32, a bijection of 32-bit words; the second round's key keeps two blocks whose
// first keys collide from repeating a mask). The mask depends on the seed and the element's index
// only, not on how the blocks fall to threads.
inline std::uint64_t splitMix64(std::uint64_t x)
{
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

[[gnu::always_inline]] inline std::uint32_t mix32(std::uint32_t x)
{
    x ^= x >> 16;
    x *= 0x7FEB352Du;
    x ^= x >> 15;
    x *= 0x846CA68Bu;
    return x ^ (x >> 16);
}

std::uint64_t defaultGeneratorSeed()
{
    at::Generator generator = at::detail::getDefaultCPUGenerator();
    std::lock_guard lock(generator.mutex());
    return at::check_generator<at::CPUGeneratorImpl>(generator)->random64();
}

// Elements per block (the unit of a key, and of parallel work in kBlocksPerTask).
constexpr std::int64_t kBlock = 1024;
constexpr std::int64_t kBlocksPerTask = 16;

// One block: keep element j when its bits fall under `threshold`, scaled, or zero it. A multiply by
// scale or 0 vectorises as a select would not.
template <typename T>
[[gnu::always_inline]] inline void keepBlock(const T* __restrict in, T* __restrict out, bool* __restrict keep, std::int64_t count,
                                             std::uint32_t first, std::uint64_t key, std::uint32_t threshold, T scale)
{
    const auto k1 = static_cast<std::uint32_t>(key), k2 = static_cast<std::uint32_t>(key >> 32);
    for (std::int64_t j = 0; j < count; ++j) {
        const bool kept = mix32(mix32((static_cast<std::uint32_t>(j) + first) ^ k1) + k2) < threshold;
        keep[j] = kept;
        out[j] = in[j] * (kept ? scale : T(0));
    }
}

// AVX2 where the CPU has it (8 hashes at once; the baseline's SSE2 has no 32-bit lane multiply),
// chosen once at load time (GCC's function multi-versioning).
[[gnu::target_clones("avx2", "default")]] void keepBlockOf(const float* in, float* out, bool* keep, std::int64_t count, std::uint32_t first,
                                                           std::uint64_t key, std::uint32_t threshold, float scale)
{
    keepBlock(in, out, keep, count, first, key, threshold, scale);
}

[[gnu::target_clones("avx2", "default")]] void keepBlockOf(const double* in, double* out, bool* keep, std::int64_t count,
                                                           std::uint32_t first, std::uint64_t key, std::uint32_t threshold, double scale)
{
    keepBlock(in, out, keep, count, first, key, threshold, scale);
}

// Elements [offset, offset + n) of a tensor masked whole (the part of a batch: offset is its first
// element in the whole batch's tensor; 0 otherwise), by blocks of the whole tensor's elements.
template <typename T>
void maskForward(const T* __restrict x, T* __restrict y, bool* __restrict keep, std::int64_t n, std::int64_t offset, std::uint64_t seed,
                 std::uint32_t threshold, T scale)
{
    const std::int64_t firstBlock = offset / kBlock, blocks = (offset + n + kBlock - 1) / kBlock - firstBlock;
    at::parallel_for(0, blocks, kBlocksPerTask, [=](std::int64_t first, std::int64_t last) {
        for (std::int64_t b = firstBlock + first; b < firstBlock + last; ++b) {
            const std::int64_t begin = std::max(b * kBlock, offset), end = std::min((b + 1) * kBlock, offset + n);
            const std::uint64_t key = splitMix64(seed + static_cast<std::uint64_t>(b) * 0x9E3779B97F4A7C15ull);
            keepBlockOf(x + (begin - offset), y + (begin - offset), keep + (begin - offset), end - begin,
                        static_cast<std::uint32_t>(begin - b * kBlock), key, threshold, scale);
        }
    });
}

// The gradient of a block: the kept elements' gradient, scaled (AVX2 as above).
template <typename T>
[[gnu::always_inline]] inline void gradientBlock(const T* __restrict g, T* __restrict out, const bool* __restrict keep, std::int64_t count, T scale)
{
    for (std::int64_t j = 0; j < count; ++j)
        out[j] = g[j] * (static_cast<T>(keep[j]) * scale);
}

[[gnu::target_clones("avx2", "default")]] void gradientBlockOf(const float* g, float* out, const bool* keep, std::int64_t count, float scale)
{
    gradientBlock(g, out, keep, count, scale);
}

[[gnu::target_clones("avx2", "default")]] void gradientBlockOf(const double* g, double* out, const bool* keep, std::int64_t count,
                                                               double scale)
{
    gradientBlock(g, out, keep, count, scale);
}

template <typename T>
void maskBackward(const T* g, T* out, const bool* keep, std::int64_t n, T scale)
{
    at::parallel_for(0, n, kBlock * kBlocksPerTask, [=](std::int64_t begin, std::int64_t end) {
        gradientBlockOf(g + begin, out + begin, keep + begin, end - begin, scale);
    });
}

// The seed of this call and where the tensor's elements start in the whole batch's: alone, the next
// seed of the default generator, from element 0; in a part of a batch, as BatchPart says.
std::pair<std::uint64_t, std::int64_t> seedAndOffset(const at::Tensor& x)
{
    if (BatchPart* part = BatchPart::current())
        return part->nextDropout(x);
    return {defaultGeneratorSeed(), 0};
}

class FastDropout : public torch::autograd::Function<FastDropout> {
public:
    static at::Tensor forward(torch::autograd::AutogradContext* ctx, const at::Tensor& input, double p)
    {
        // Dense in any memory order: the mask follows the tensor's own layout element by element.
        const at::Tensor x = input.is_non_overlapping_and_dense() ? input : input.contiguous();
        at::Tensor y = at::empty_like(x);
        at::Tensor keep = at::empty_like(x, x.options().dtype(at::kBool));
        const double keepProbability = 1.0 - p;
        // P(bits < threshold) = threshold / 2^32 (p > 0, so it stays under 2^32 but for rounding).
        const auto threshold = static_cast<std::uint32_t>(std::min(std::ldexp(keepProbability, 32), 4294967295.0));
        const auto [seed, offset] = seedAndOffset(x);
        AT_DISPATCH_FLOATING_TYPES(x.scalar_type(), "lathe::dropout", [&] {
            maskForward<scalar_t>(x.const_data_ptr<scalar_t>(), y.mutable_data_ptr<scalar_t>(), keep.mutable_data_ptr<bool>(), x.numel(),
                                  offset, seed, threshold, static_cast<scalar_t>(1.0 / keepProbability));
        });
        ctx->save_for_backward({keep});
        ctx->saved_data["scale"] = 1.0 / keepProbability;
        return y;
    }

    static torch::autograd::tensor_list backward(torch::autograd::AutogradContext* ctx, torch::autograd::tensor_list grads)
    {
        const at::Tensor keep = ctx->get_saved_variables().at(0);
        const double scale = ctx->saved_data["scale"].toDouble();
        at::Tensor g = grads.at(0);
        if (!g.defined())
            return {at::Tensor(), at::Tensor()};
        if (g.strides() != keep.strides() || (g.scalar_type() != at::kFloat && g.scalar_type() != at::kDouble))
            return {g * keep * scale, at::Tensor()}; // another layout: elementwise, as LibTorch would
        at::Tensor out = at::empty_like(keep, g.options());
        AT_DISPATCH_FLOATING_TYPES(g.scalar_type(), "lathe::dropout backward", [&] {
            maskBackward<scalar_t>(g.const_data_ptr<scalar_t>(), out.mutable_data_ptr<scalar_t>(), keep.const_data_ptr<bool>(), g.numel(),
                                   static_cast<scalar_t>(scale));
        });
        return {out, at::Tensor()};
    }
};

} // namespace

std::uint64_t drawCpuSeed()
{
    return defaultGeneratorSeed();
}

std::uint64_t mixBits(std::uint64_t x)
{
    return splitMix64(x);
}

at::Tensor fastDropout(const at::Tensor& x, double p)
{
    TORCH_CHECK(p >= 0.0 && p < 1.0, "lathe::dropout: p must be in [0, 1), got ", p);
    if (p == 0.0 || x.numel() == 0)
        return x;
    if (!x.is_cpu() || (x.scalar_type() != at::kFloat && x.scalar_type() != at::kDouble))
        return at::dropout(x, p, /*train=*/true);
    return FastDropout::apply(x, p);
}

} // namespace lathe::core::layers
