#pragma once
// Parameters whose gradients are set by hand, for tests of what happens to gradients (unscaling,
// overflow checks, clipping) without a model or a backward pass.

#include <ATen/ATen.h>

#include <cstdint>
#include <vector>

namespace lathe::test {

inline std::vector<at::Tensor> paramsWithGrads(const std::vector<std::vector<float>>& grads)
{
    std::vector<at::Tensor> params;
    for (const auto& g : grads) {
        at::Tensor p = at::zeros({static_cast<std::int64_t>(g.size())});
        p.set_requires_grad(true);
        p.mutable_grad() = at::tensor(g);
        params.push_back(p);
    }
    return params;
}

} // namespace lathe::test
