#include "modelloss.h"

#include <ATen/ATen.h>
#include <ATen/CPUGeneratorImpl.h>

namespace lathe::core {

ModelLoss::ModelLoss(torch::jit::Module& model, const PrecisionChoice& precision, const c10::Device& device, const DataSplits& data,
                     double labelSmoothing)
    : m_model(model)
    , m_precision(precision)
    , m_device(device)
    , m_classification(data.classification)
    , m_labelSmoothing(labelSmoothing)
{
    const Normalisation& n = data.imageNormalisation;
    if (!n.mean.empty()) {
        const auto opts = at::TensorOptions().dtype(at::kFloat).device(device);
        const auto c = static_cast<std::int64_t>(n.mean.size());
        m_imageMean = at::tensor(n.mean, at::kDouble).to(opts).view({1, c, 1, 1});
        m_imageStd = at::tensor(n.std, at::kDouble).to(opts).view({1, c, 1, 1});
    }
}

at::Tensor ModelLoss::inputs(const at::Tensor& raw, const AugmentParams* augment, std::int64_t augmentSeed) const
{
    if (raw.scalar_type() != at::kByte)
        return raw;
    at::Tensor x = raw.to(at::kFloat).div_(255.0);
    if (augment && augment->any()) {
        at::Generator gen = at::make_generator<at::CPUGeneratorImpl>(static_cast<std::uint64_t>(augmentSeed));
        x = augmentBatch(x, *augment, gen);
    }
    return x.sub_(m_imageMean).div_(m_imageStd);
}

at::Tensor ModelLoss::forward(const at::Tensor& inputs) const
{
    AutocastScope autocast(m_precision, m_device);
    const at::Tensor x = m_channelsLast && inputs.dim() == 4 ? inputs.contiguous(at::MemoryFormat::ChannelsLast) : inputs;
    return (m_runner ? *m_runner : m_model).forward({x}).toTensor();
}

int useChannelsLast(torch::jit::Module& model)
{
    int converted = 0;
    const auto convert = [&](at::Tensor t) {
        if (t.defined() && t.dim() == 4 && !t.is_contiguous(at::MemoryFormat::ChannelsLast)) {
            t.set_data(t.contiguous(at::MemoryFormat::ChannelsLast));
            ++converted;
        }
    };
    for (const at::Tensor& p : model.parameters())
        convert(p);
    for (const at::Tensor& b : model.buffers())
        convert(b);
    return converted;
}

at::Tensor ModelLoss::loss(const at::Tensor& outputs, const at::Tensor& targets) const
{
    const at::Tensor out = outputs.to(at::kFloat);
    if (m_classification)
        return at::cross_entropy_loss(out, targets, {}, at::Reduction::Mean, -100, m_labelSmoothing);
    return at::mse_loss(out, targets);
}

} // namespace lathe::core
