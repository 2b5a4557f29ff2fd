#include "batchparts.h"

#include "modelloss.h"

#include <ATen/ATen.h>
#include <ATen/Parallel.h>
#include <ATen/ThreadLocalState.h>
#include <torch/csrc/jit/python/update_graph_executor_opt.h>
#include <torch/csrc/jit/runtime/graph_executor.h>

#include <algorithm>
#include <string_view>

namespace lathe::core {

int BatchParts::partsOf(std::int64_t n) const
{
    return static_cast<int>(std::clamp<std::int64_t>(n, 1, m_parts));
}

std::vector<std::int64_t> BatchParts::bounds(std::int64_t n) const
{
    const int parts = partsOf(n);
    std::vector<std::int64_t> b{0};
    const std::int64_t base = n / parts, larger = n % parts;
    for (int i = 0; i < parts; ++i)
        b.push_back(b.back() + base + (i < larger ? 1 : 0));
    return b;
}

void BatchParts::run(std::int64_t n, const std::function<void(int, std::int64_t, std::int64_t)>& part)
{
    const std::vector<std::int64_t> b = bounds(n);
    const int parts = static_cast<int>(b.size()) - 1;
    if (parts == 1) {
        part(0, 0, n);
        return;
    }
    // What the calling thread runs under, for the others: grad mode, autocast (thread-local in
    // LibTorch) and the graph executor's flag (thread-local too: trainstep.h).
    const at::ThreadLocalState state;
    const bool optimise = torch::jit::getGraphExecutorOptimize();
    m_team.run(parts, [&](int i) {
        if (i == 0) {
            part(0, b[0], b[1]);
            return;
        }
        const at::ThreadLocalStateGuard tls(state);
        const torch::jit::GraphOptimizerEnabledGuard executor(optimise);
        if (at::get_num_threads() != 1)
            at::set_num_threads(1);
        part(i, b[static_cast<std::size_t>(i)], b[static_cast<std::size_t>(i) + 1]);
    });
}

at::Tensor forwardInParts(const ModelLoss& model, const at::Tensor& inputs, BatchParts* parts)
{
    const std::int64_t n = inputs.size(0);
    if (!parts || parts->partsOf(n) < 2)
        return model.forward(inputs);
    std::vector<at::Tensor> outputs(static_cast<std::size_t>(parts->partsOf(n)));
    parts->run(n, [&](int i, std::int64_t begin, std::int64_t end) {
        outputs[static_cast<std::size_t>(i)] = model.forward(inputs.slice(0, begin, end));
    });
    return at::cat(outputs);
}

bool splittable(const torch::jit::Module& model, bool builtIn)
{
    if (!builtIn)
        return false;
    for (const auto& buffer : model.named_buffers(/*recurse=*/true)) {
        const std::string_view name = buffer.name;
        for (const std::string_view statistics : {"running_mean", "running_var", "num_batches_tracked"})
            if (name.size() >= statistics.size() && name.substr(name.size() - statistics.size()) == statistics)
                return false;
    }
    return true;
}

} // namespace lathe::core
