// lathe::dropout (latheops.h): dropout whose CPU mask does not go through bernoulli_, which took a
// fifth to a quarter of a CPU training step of the built-in Transformer and MLP (step profiler).

#include "latheops.h"

#include <ATen/ATen.h>
#include <ATen/CPUGeneratorImpl.h>
#include <ATen/Parallel.h>
#include <torch/autograd.h>

#include <algorithm>
#include <cmath>
#include <mutex>

namespace lathe::core::layers {

namespace {

// Element i's 32 random bits: half of SplitMix64's output for the word i / 2 of the stream `seed`.
inline std::uint64_t splitMix64(std::uint64_t x)
{
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

std::uint64_t nextSeed()
{
    at::Generator generator = at::detail::getDefaultCPUGenerator();
    std::lock_guard lock(generator.mutex());
    return at::check_generator<at::CPUGeneratorImpl>(generator)->random64();
}

// Elements per block: random words are drawn into a small buffer first (scalar 64-bit arithmetic),
// then a loop the compiler vectorises keeps or zeroes them. Blocks are also the unit of parallel work.
constexpr std::int64_t kBlock = 1024;
constexpr std::int64_t kBlocksPerTask = 16;

template <typename T>
void maskForward(const T* __restrict x, T* __restrict y, bool* __restrict keep, std::int64_t n, std::uint64_t seed,
                 std::uint64_t threshold, T scale)
{
    const std::int64_t blocks = (n + kBlock - 1) / kBlock;
    at::parallel_for(0, blocks, kBlocksPerTask, [=](std::int64_t first, std::int64_t last) {
        std::uint32_t bits[kBlock];
        for (std::int64_t b = first; b < last; ++b) {
            const std::int64_t begin = b * kBlock, count = std::min(kBlock, n - begin);
            // Word w of the stream gives elements 2w and 2w + 1 (blocks start on an even element).
            for (std::int64_t j = 0; j < count; j += 2) {
                const std::uint64_t r = splitMix64(seed + static_cast<std::uint64_t>((begin + j) / 2) * 0x9E3779B97F4A7C15ull);
                bits[j] = static_cast<std::uint32_t>(r);
                bits[j + 1] = static_cast<std::uint32_t>(r >> 32);
            }
            const T* __restrict in = x + begin;
            T* __restrict out = y + begin;
            bool* __restrict k = keep + begin;
            for (std::int64_t j = 0; j < count; ++j) { // a multiply by scale or 0: vectorises as a select would not
                const bool kept = bits[j] < threshold;
                k[j] = kept;
                out[j] = in[j] * (kept ? scale : T(0));
            }
        }
    });
}

template <typename T>
void maskBackward(const T* __restrict g, T* __restrict out, const bool* __restrict keep, std::int64_t n, T scale)
{
    at::parallel_for(0, n, kBlock * kBlocksPerTask, [=](std::int64_t begin, std::int64_t end) {
        for (std::int64_t i = begin; i < end; ++i)
            out[i] = g[i] * (keep[i] ? scale : T(0));
    });
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
        const auto threshold = static_cast<std::uint64_t>(std::ldexp(keepProbability, 32));
        const std::uint64_t seed = nextSeed();
        AT_DISPATCH_FLOATING_TYPES(x.scalar_type(), "lathe::dropout", [&] {
            maskForward<scalar_t>(x.const_data_ptr<scalar_t>(), y.mutable_data_ptr<scalar_t>(), keep.mutable_data_ptr<bool>(), x.numel(),
                                  seed, threshold, static_cast<scalar_t>(1.0 / keepProbability));
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
