#include "batchparts.h"

#include "modelloss.h"
#include "models/batchpart.h"

#include <ATen/ATen.h>
#include <ATen/Parallel.h>
#include <ATen/ThreadLocalState.h>
#include <torch/csrc/jit/python/update_graph_executor_opt.h>
#include <torch/csrc/jit/runtime/graph_executor.h>

#include <algorithm>
#include <exception>
#include <string>

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
    layers::PartsOfABatch batch(parts);
    std::vector<std::exception_ptr> errors(static_cast<std::size_t>(parts));
    m_team.run(parts, [&](int i) {
        const auto k = static_cast<std::size_t>(i);
        // What a part throws ends the meetings of the others (batch norm's sums), which would wait for it.
        try {
            const layers::BatchPart scope(batch, i, b[k], b[k + 1] - b[k]);
            if (i == 0) {
                part(0, b[0], b[1]);
                return;
            }
            const at::ThreadLocalStateGuard tls(state);
            const torch::jit::GraphOptimizerEnabledGuard executor(optimise);
            if (at::get_num_threads() != 1)
                at::set_num_threads(1);
            part(i, b[k], b[k + 1]);
        } catch (...) {
            errors[k] = std::current_exception();
            batch.abandon();
        }
    });
    // The part that failed first, not the ones it left waiting.
    std::exception_ptr abandoned;
    for (const std::exception_ptr& e : errors) {
        if (!e)
            continue;
        try {
            std::rethrow_exception(e);
        } catch (const layers::PartsAbandoned&) {
            abandoned = abandoned ? abandoned : e;
        } catch (...) {
            throw;
        }
    }
    if (abandoned)
        std::rethrow_exception(abandoned);
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
    // Batch norm meets over the parts where it calls aten::batch_norm (models/batchpart.h
    // partsRunner); data parallelism's synchronised layer sums its own statistics over the ranks.
    for (const torch::jit::Module& m : model.modules())
        if (m.type()->name() && m.type()->name()->qualifiedName().find("SyncBatchNorm") != std::string::npos)
            return false;
    return true;
}

bool hasBatchNorm(const torch::jit::Module& model)
{
    for (const torch::jit::Module& m : model.modules())
        if (m.hasattr("running_mean"))
            return true;
    return false;
}

} // namespace lathe::core
