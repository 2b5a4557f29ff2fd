#include "latheops.h"

#include "batchpart.h"
#include "layers.h"

#include <torch/library.h>

namespace lathe::core::layers {

namespace {

// TorchScript compiled from C++ knows only `torch.` (aten) by itself: `<library>.` names a library's ops.
struct LibraryOps : torch::jit::Resolver {
    explicit LibraryOps(std::string library) : m_library(std::move(library)) {}
    std::shared_ptr<torch::jit::SugaredValue> resolveValue(const std::string& name, torch::jit::GraphFunction& m,
                                                           const torch::jit::SourceRange& loc) override
    {
        if (name == m_library)
            return std::make_shared<torch::jit::BuiltinModule>(m_library);
        return torch::jit::nativeResolver()->resolveValue(name, m, loc);
    }
    c10::TypePtr resolveType(const std::string& name, const torch::jit::SourceRange& loc) override
    {
        return torch::jit::nativeResolver()->resolveType(name, loc);
    }

private:
    std::string m_library;
};

} // namespace

std::shared_ptr<torch::jit::Resolver> libraryResolver(const std::string& library)
{
    return std::make_shared<LibraryOps>(library);
}

std::shared_ptr<torch::jit::Resolver> latheResolver()
{
    static const auto resolver = libraryResolver("lathe");
    return resolver;
}

TORCH_LIBRARY(lathe, m)
{
    m.def("all_reduce_sum(Tensor x, int weight) -> Tensor", &allReduceSum);
    m.def("dropout(Tensor x, float p) -> Tensor", &fastDropout);
    // It reads this thread's part (batchpart.h), meets the other parts and moves the running
    // statistics: side effects, so that TorchScript neither moves nor merges nor drops it.
    const auto conservative = [](const char* schema) { return torch::schema(schema, c10::AliasAnalysisKind::CONSERVATIVE); };
    m.def(conservative("parts_batch_norm(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, "
                       "bool training, float momentum, float eps, bool cudnn_enabled) -> Tensor"),
          &partsBatchNorm);
}

void registerLatheOps()
{
    // Nothing to do at run time: calling this links this file, whose TORCH_LIBRARY block registers
    // the ops when the program starts.
}

} // namespace lathe::core::layers
