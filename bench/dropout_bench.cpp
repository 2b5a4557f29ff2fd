// Dropout in training on the CPU: LibTorch's (at::dropout: a bernoulli_ mask) against Lathe's
// lathe::dropout (models/latheops.h), forward and backward, at the sizes of the built-in models'
// dropouts, side by side in one run, with the host memory cache on as in training. Prints a
// Markdown table for docs/benchmarks.md.
//
//   lathe-bench-dropout [repeats (50)]

#include "models/latheops.h"
#include "util/hostmemory.h"

#include <ATen/ATen.h>
#include <ATen/Parallel.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <string>
#include <vector>

namespace {

using lathe::core::layers::fastDropout;

// Median milliseconds of `run` over `repeats`, after two warm-ups.
double medianMs(int repeats, const std::function<void()>& run)
{
    run();
    run();
    std::vector<double> ms;
    for (int r = 0; r < repeats; ++r) {
        const auto t0 = std::chrono::steady_clock::now();
        run();
        ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
    }
    std::nth_element(ms.begin(), ms.begin() + ms.size() / 2, ms.end());
    return ms[ms.size() / 2];
}

} // namespace

int main(int argc, char** argv)
{
    const int repeats = argc > 1 ? std::atoi(argv[1]) : 50;
    // As while training (compile.host_memory_cache): freed outputs come back without page faults.
    const lathe::core::HostMemoryCache hostMemory(true);
    struct Case {
        const char* what;
        std::vector<std::int64_t> shape;
    };
    const std::vector<Case> cases{{"MLP hidden [256, 256]", {256, 256}},
                                  {"Transformer activations [64, 64, 64]", {64, 64, 64}},
                                  {"Transformer attention weights [64, 4, 64, 64]", {64, 4, 64, 64}}};
    std::printf("threads: %d\n\n", at::get_num_threads());
    std::printf("| tensor | elements | at::dropout fwd ms | lathe fwd ms | fwd ratio | at::dropout fwd+bwd ms | lathe fwd+bwd ms | fwd+bwd ratio |\n");
    std::printf("|---|---|---|---|---|---|---|---|\n");
    for (const Case& c : cases) {
        const at::Tensor x = at::randn(c.shape).requires_grad_(true);
        const at::Tensor grad = at::randn(c.shape);
        at::Tensor keep;
        const double torchForward = medianMs(repeats, [&] {
            at::NoGradGuard none;
            keep = at::dropout(x, 0.1, true);
        });
        const double latheForward = medianMs(repeats, [&] {
            at::NoGradGuard none;
            keep = fastDropout(x, 0.1);
        });
        const double torchBoth = medianMs(repeats, [&] { at::dropout(x, 0.1, true).backward(grad); });
        const double latheBoth = medianMs(repeats, [&] { fastDropout(x, 0.1).backward(grad); });
        std::printf("| %s | %lld | %.3f | %.3f | %.2fx | %.3f | %.3f | %.2fx |\n", c.what, static_cast<long long>(x.numel()), torchForward,
                    latheForward, torchForward / latheForward, torchBoth, latheBoth, torchBoth / latheBoth);
    }
    return 0;
}
