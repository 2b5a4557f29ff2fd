#include "fixture.h"

#include "models/modelfactory.h"
#include "train/runfinder.h"

#include <ATen/ATen.h>
#include <ATen/CPUGeneratorImpl.h>
#include <ATen/Context.h>

#include <cmath>
#include <fstream>
#include <stdexcept>

namespace lathe::core::selftest {

namespace fs = std::filesystem;

SyntheticImages syntheticImages(std::int64_t n, std::uint64_t seed)
{
    at::Generator gen = at::make_generator<at::CPUGeneratorImpl>(seed);
    const at::Tensor labels = at::randint(10, {n}, gen, at::TensorOptions().dtype(at::kLong));
    at::Tensor images = at::rand({n, 1, 28, 28}, gen, at::TensorOptions().dtype(at::kFloat)).mul_(96.0f);
    // Class c: a bright horizontal bar (even c) or vertical bar (odd c) at a position of its own.
    const auto* l = labels.data_ptr<std::int64_t>();
    auto acc = images.accessor<float, 4>();
    for (std::int64_t i = 0; i < n; ++i) {
        const std::int64_t c = l[i];
        const std::int64_t at = 3 + 4 * (c / 2);
        for (std::int64_t k = 2; k < 26; ++k) {
            for (std::int64_t w = 0; w < 3; ++w) {
                if (c % 2 == 0)
                    acc[i][0][at + w][k] += 150.0f;
                else
                    acc[i][0][k][at + w] += 150.0f;
            }
        }
    }
    return {images.clamp_(0, 255).to(at::kByte), labels};
}

DataSplits syntheticSplits(std::int64_t n, std::uint64_t seed)
{
    const SyntheticImages s = syntheticImages(n, seed);
    DataSplits d;
    d.train = TensorSplit(s.images, s.labels);
    d.classification = true;
    d.numClasses = 10;
    for (int c = 0; c < 10; ++c)
        d.classNames.push_back("class " + std::to_string(c));
    d.inputShape = {1, 28, 28};
    d.outputSize = 10;
    const at::Tensor scaled = s.images.to(at::kFloat).div(255.0);
    d.imageNormalisation.mean = {scaled.mean().item<double>()};
    d.imageNormalisation.std = {scaled.std().item<double>()};
    return d;
}

namespace {

void putBigEndian(std::ofstream& out, std::uint32_t v)
{
    const char bytes[4] = {static_cast<char>(v >> 24), static_cast<char>(v >> 16), static_cast<char>(v >> 8), static_cast<char>(v)};
    out.write(bytes, 4);
}

void writeIdxFile(const fs::path& file, const at::Tensor& data, std::uint32_t magic)
{
    std::ofstream out(file, std::ios::binary);
    putBigEndian(out, magic);
    for (const auto d : data.sizes())
        putBigEndian(out, static_cast<std::uint32_t>(d));
    const at::Tensor bytes = data.to(at::kByte).contiguous();
    out.write(reinterpret_cast<const char*>(bytes.data_ptr<std::uint8_t>()), static_cast<std::streamsize>(bytes.numel()));
    if (!out.flush())
        throw std::runtime_error("cannot write " + file.string());
}

} // namespace

void writeIdx(const SyntheticImages& data, const fs::path& images, const fs::path& labels)
{
    writeIdxFile(images, data.images.squeeze(1), 0x00000803); // [N, 28, 28]: three dimensions
    writeIdxFile(labels, data.labels, 0x00000801);
}

torch::jit::Module demoCnn(double dropout, std::uint64_t seed)
{
    ModelConfig c;
    c.kind = "cnn2d";
    c.channels = {16, 32};
    c.dropout = dropout;
    return buildModel(c, {{1, 28, 28}, 10}, seed);
}

std::vector<at::Tensor> snapshot(const torch::jit::Module& module, bool buffers)
{
    std::vector<at::Tensor> out;
    for (const auto& p : module.parameters())
        out.push_back(p.detach().to(at::kCPU, at::kDouble).clone());
    if (!buffers)
        return out;
    for (const auto& b : module.buffers())
        out.push_back(b.detach().to(at::kCPU, at::kDouble).clone());
    return out;
}

double updateDifference(const std::vector<at::Tensor>& start, const std::vector<at::Tensor>& reference, const std::vector<at::Tensor>& test)
{
    if (start.size() != reference.size() || start.size() != test.size())
        throw std::invalid_argument("updateDifference: the models hold different numbers of tensors");
    double apart = 0.0, moved = 0.0;
    for (std::size_t i = 0; i < start.size(); ++i) {
        const at::Tensor r = reference[i] - start[i];
        const at::Tensor t = test[i] - start[i];
        apart += (t - r).pow(2).sum().item<double>();
        moved += r.pow(2).sum().item<double>();
    }
    if (moved == 0.0)
        return apart == 0.0 ? 0.0 : std::numeric_limits<double>::infinity();
    return std::sqrt(apart / moved);
}

double maxRelativeDifference(const std::vector<at::Tensor>& a, const std::vector<at::Tensor>& b)
{
    if (a.size() != b.size())
        throw std::invalid_argument("maxRelativeDifference: different numbers of tensors");
    double diff = 0.0, scale = 0.0;
    for (std::size_t i = 0; i < a.size(); ++i) {
        const at::Tensor x = a[i].to(at::kDouble), y = b[i].to(at::kDouble);
        if (x.sizes() != y.sizes())
            return std::numeric_limits<double>::infinity();
        if (x.numel() == 0)
            continue;
        diff = std::max(diff, (x - y).abs().max().item<double>());
        scale = std::max(scale, x.abs().max().item<double>());
    }
    if (std::isnan(diff))
        return diff;
    return scale > 0.0 ? diff / scale : diff;
}

bool identical(const std::vector<at::Tensor>& a, const std::vector<at::Tensor>& b)
{
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (a[i].sizes() != b[i].sizes() || !at::equal(a[i].to(at::kCPU), b[i].to(at::kCPU)))
            return false;
    }
    return true;
}

namespace {

// An independent copy of `m` whose parameters are leaves again (a plain clone's have a grad_fn, and
// an optimizer refuses them).
torch::jit::Module copyOf(const torch::jit::Module& m)
{
    torch::jit::Module copy = [&] {
        const at::NoGradGuard noGrad;
        return m.clone();
    }();
    for (auto p : copy.parameters())
        p.requires_grad_(true);
    return copy;
}

} // namespace

StepRig::StepRig(const torch::jit::Module& master, const DataSplits& data, const c10::Device& device, const RigSettings& s)
    : m_model(copyOf(master))
    , m_device(device)
    , m_lr(s.lr)
{
    m_model.to(device);
    m_model.train(true);
    PrecisionConfig amp;
    amp.amp = s.amp;
    const PrecisionChoice precision = choosePrecision(amp, device);
    m_training.optimizer = s.optimizer;
    m_training.lr = s.lr;
    m_training.weightDecay = 0.0;
    m_training.momentum = 0.9;
    m_loss = std::make_unique<ModelLoss>(m_model, precision, device, data, m_training);
    applyChannelsLast(m_model, *m_loss, s.channelsLast); // before the optimizer holds the parameters
    std::vector<at::Tensor> parameters;
    for (const auto& p : m_model.parameters())
        parameters.push_back(p);
    std::unique_ptr<LossScaler> scaler;
    if (precision.usesScaler())
        scaler = std::make_unique<LossScaler>(s.initialScale, 2000, device);
    auto optimizer = makeOptimizer(m_training, parameters, s.lr);
    m_step = std::make_unique<TrainStep>(*m_loss, parameters, std::move(optimizer), std::move(scaler), s.step, nullptr,
                                         [](bool, const Message&) {});
}

at::Tensor StepRig::train(const at::Tensor& images, const at::Tensor& labels)
{
    const at::Tensor inputs = m_loss->inputs(images.to(m_device));
    return m_step->train(inputs, labels.to(m_device), /*fullBatch=*/true, /*update=*/true, m_lr).loss;
}

ExactArithmetic::ExactArithmetic()
{
    auto& ctx = at::globalContext();
    m_deterministic = ctx.deterministicCuDNN();
    m_benchmark = ctx.benchmarkCuDNN();
    m_matmul = static_cast<int>(ctx.float32Precision(at::Float32Backend::CUDA, at::Float32Op::MATMUL));
    m_conv = static_cast<int>(ctx.float32Precision(at::Float32Backend::CUDA, at::Float32Op::CONV));
    ctx.setDeterministicCuDNN(true);
    ctx.setBenchmarkCuDNN(false);
    ctx.setFloat32Precision(at::Float32Backend::CUDA, at::Float32Op::MATMUL, at::Float32Precision::IEEE);
    ctx.setFloat32Precision(at::Float32Backend::CUDA, at::Float32Op::CONV, at::Float32Precision::IEEE);
}

ExactArithmetic::~ExactArithmetic()
{
    auto& ctx = at::globalContext();
    ctx.setDeterministicCuDNN(m_deterministic);
    ctx.setBenchmarkCuDNN(m_benchmark);
    ctx.setFloat32Precision(at::Float32Backend::CUDA, at::Float32Op::MATMUL, static_cast<at::Float32Precision>(m_matmul));
    ctx.setFloat32Precision(at::Float32Backend::CUDA, at::Float32Op::CONV, static_cast<at::Float32Precision>(m_conv));
}

} // namespace lathe::core::selftest
