#include "modelloss.h"

#include <ATen/ATen.h>
#include <ATen/CPUGeneratorImpl.h>
#include <ATen/Parallel.h>

#include "util/errors.h"

#include <algorithm>

namespace lathe::core {

std::vector<double> classWeights(const TrainingConfig& training, const DataSplits& data)
{
    if (!data.classification || training.classWeights == "none")
        return {};
    const std::size_t classes = data.classNames.size();
    std::vector<double> w(classes, 1.0);
    if (training.classWeights == "balanced") {
        std::int64_t total = 0;
        for (const std::int64_t n : data.trainClassCounts)
            total += n;
        for (std::size_t c = 0; c < classes && c < data.trainClassCounts.size(); ++c) {
            const auto n = static_cast<double>(data.trainClassCounts[c]);
            w[c] = n > 0 ? static_cast<double>(total) / (static_cast<double>(classes) * n) : 0.0;
        }
        return w;
    }
    for (const auto& [name, weight] : training.classWeightsByName) {
        const auto it = std::find(data.classNames.begin(), data.classNames.end(), name);
        if (it == data.classNames.end()) {
            std::string names;
            for (const auto& n : data.classNames)
                names += (names.empty() ? "" : ", ") + n;
            throw ConfigError(msg("training.class_weights: the data has no class \"%1\" (its classes: %2)", name, names));
        }
        w[static_cast<std::size_t>(it - data.classNames.begin())] = weight;
    }
    // The loss is the weighted mean over a batch: with no weight on any class the training split has,
    // it is 0/0 and the run fails as a diverging one would.
    double counted = 0.0;
    for (std::size_t c = 0; c < classes; ++c)
        counted += c < data.trainClassCounts.size() && data.trainClassCounts[c] == 0 ? 0.0 : w[c];
    if (counted <= 0.0)
        throw ConfigError(msg("training.class_weights: every class of the training split weighs 0, so no sample would count in the loss; "
                              "give the classes that should count a weight above 0"));
    return w;
}

ModelLoss::ModelLoss(torch::jit::Module& model, const PrecisionChoice& precision, const c10::Device& device, const DataSplits& data,
                     const TrainingConfig& training)
    : m_model(model)
    , m_precision(precision)
    , m_device(device)
    , m_classification(data.classification)
    , m_labelSmoothing(training.labelSmoothing)
    , m_weights(lathe::core::classWeights(training, data))
{
    if (!m_weights.empty())
        m_classWeights = at::tensor(m_weights, at::kDouble).to(at::TensorOptions().dtype(at::kFloat).device(device));
    // A built-in regression model that scales its outputs to the targets' units (data.scale_target):
    // the loss is taken in standard deviations, where the network learns.
    if (!m_classification && model.hasattr("output_scale"))
        m_inverseTargetScale = model.attr("output_scale").toTensor().to(at::kFloat).reciprocal().to(device);
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
    const at::Tensor x = m_channelsLast && inputs.dim() == 4 ? channelsLastStrides(inputs) : inputs;
    return (m_runner ? *m_runner : m_model).forward({x}).toTensor();
}

namespace {

std::vector<std::int64_t> channelsLastStrideOf(at::IntArrayRef s)
{
    return {s[1] * s[2] * s[3], 1, s[3] * s[1], s[1]};
}

} // namespace

bool channelsLastSafeOnOneThread(const torch::jit::Module& model)
{
    // The heap corruption needs a 1x1 kernel with a stride (2-7 input channels, 8x8 to 32x32 images, in
    // plain PyTorch 2.11; 3x3 and 2x2 kernels, strided or not, and 1x1 kernels with stride 1 ran clean
    // under glibc's checker). The stride is in the model's code, not in its parameters, so any 1x1
    // kernel counts. Sequence convolutions (3-D weights) run with stride 1.
    for (const at::Tensor& p : model.parameters())
        if (p.dim() == 4 && p.size(2) == 1 && p.size(3) == 1)
            return false;
    return true;
}

ChannelsLastChoice chooseChannelsLast(const torch::jit::Module& model, const std::optional<bool>& forced, const c10::Device& device,
                                      bool deterministic)
{
    // 2-D convolutions (4-D weights), or sequence convolutions run as rows of an image (their model
    // has a `channels_last` attribute: layers.h).
    const bool sequenceRows = model.hasattr("channels_last");
    bool imageConvolutions = false;
    for (const at::Tensor& p : model.parameters())
        imageConvolutions = imageConvolutions || p.dim() == 4;
    ChannelsLastChoice c;
    c.convolutions = sequenceRows || imageConvolutions;
    const bool cpu = device.is_cpu();
    c.oneThreadSafe = channelsLastSafeOnOneThread(model);
    // LibTorch 2.11's oneDNN corrupts the heap in the channels-last backward of a strided 1x1
    // convolution with few input channels when it runs on one CPU thread (reproduced in plain PyTorch:
    // docs/architecture.md); with two or more threads it did not. One thread keeps such a model in the
    // contiguous order; others are faster in channels-last on one thread too (the demo CNN 1.3-1.5x).
    const bool oneThread = cpu && at::get_num_threads() < 2 && !c.oneThreadSafe;
    // oneDNN's channels-last path is not bit-reproducible from run to run (a resumed run matched an
    // unbroken one to about 1e-8, not exactly, in about one try of ten): training.deterministic keeps
    // the contiguous order unless forced (on a GPU too, where nobody has checked cuDNN's).
    // On an H200 channels-last ran the demo CNN and the small ResNet 1.7-3.0x faster (bf16 gained
    // most); sequence rows have not been measured on a GPU.
    const bool measuredFaster = cpu || imageConvolutions;
    c.on = c.convolutions && !oneThread && forced.value_or(measuredFaster && !deterministic);
    if (!c.convolutions) {
        c.why = msg("the model has no convolutions");
    } else if (oneThread) {
        c.why = msg("one CPU thread and a 1x1 convolution, whose channels-last backward can corrupt memory there in LibTorch 2.11");
        c.notApplied = forced.value_or(false);
    } else if (forced) {
        c.why = msg("compile.channels_last is %1", *forced ? "true" : "false");
    } else if (deterministic) {
        c.why = msg("training.deterministic: channels-last convolutions are not bit-reproducible from run to run");
    } else if (cpu) {
        c.why = msg("convolutions on the CPU, where channels-last measured faster");
    } else if (imageConvolutions) {
        c.why = msg("2-D convolutions on a GPU, where channels-last measured faster");
    } else {
        c.why = msg("sequence convolutions are not yet measured faster on a GPU");
    }
    return c;
}

void applyChannelsLast(torch::jit::Module& model, ModelLoss& loss, bool on)
{
    if (on)
        useChannelsLast(model);
    if (model.hasattr("channels_last"))
        model.setattr("channels_last", on);
    loss.setChannelsLast(on);
}

at::Tensor channelsLastStrides(const at::Tensor& t)
{
    const at::Tensor c = t.contiguous(at::MemoryFormat::ChannelsLast);
    const std::vector<std::int64_t> strides = channelsLastStrideOf(c.sizes());
    // A dense channels-last tensor maps every element where these strides do: the same memory, seen
    // with strides that no longer read as NCHW.
    return c.strides() == at::IntArrayRef(strides) ? c : c.as_strided(c.sizes(), strides);
}

int useChannelsLast(torch::jit::Module& model)
{
    int converted = 0;
    const auto convert = [&](at::Tensor t) {
        if (t.defined() && t.dim() == 4 && t.strides() != at::IntArrayRef(channelsLastStrideOf(t.sizes()))) {
            // A tensor of its own with those strides, rather than a view of the old one.
            at::Tensor c = at::empty_strided(t.sizes(), channelsLastStrideOf(t.sizes()), t.options());
            c.copy_(t);
            t.set_data(c);
            ++converted;
        }
    };
    for (const at::Tensor& p : model.parameters())
        convert(p);
    for (const at::Tensor& b : model.buffers())
        convert(b);
    return converted;
}

std::vector<at::Tensor> ModelLoss::lossShares(const at::Tensor& targets, const std::vector<std::int64_t>& bounds) const
{
    std::vector<at::Tensor> shares;
    const std::int64_t n = bounds.back();
    if (m_classification && m_classWeights.defined()) {
        // cross_entropy's weighted mean divides by the batch's sum of w[y].
        const at::Tensor w = m_classWeights.index_select(0, targets.to(at::kLong));
        const at::Tensor total = w.sum();
        for (std::size_t i = 0; i + 1 < bounds.size(); ++i)
            shares.push_back(w.slice(0, bounds[i], bounds[i + 1]).sum() / total);
        return shares;
    }
    for (std::size_t i = 0; i + 1 < bounds.size(); ++i)
        shares.push_back(at::scalar_tensor(static_cast<double>(bounds[i + 1] - bounds[i]) / static_cast<double>(n),
                                           at::TensorOptions().dtype(at::kFloat).device(m_device)));
    return shares;
}

at::Tensor ModelLoss::loss(const at::Tensor& outputs, const at::Tensor& targets) const
{
    const at::Tensor out = outputs.to(at::kFloat);
    if (m_classification)
        return at::cross_entropy_loss(out, targets, m_classWeights, at::Reduction::Mean, -100, m_labelSmoothing);
    if (m_inverseTargetScale.defined())
        return at::mse_loss(out * m_inverseTargetScale, targets.to(at::kFloat) * m_inverseTargetScale);
    return at::mse_loss(out, targets);
}

} // namespace lathe::core
