#include "checkpoint.h"

#include "lossscaler.h"
#include "run/runfolder.h"
#include "trainstep.h"
#include "util/cudarng.h"

#include <ATen/ATen.h>
#include <ATen/CPUGeneratorImpl.h>
#include <torch/csrc/jit/serialization/import.h>
#include <torch/serialize/input-archive.h>
#include <torch/serialize/output-archive.h>

namespace lathe::core {

namespace fs = std::filesystem;

namespace {
constexpr const char* kStateFile = "lathe_state.json";

Json number(double v)
{
    return std::isnan(v) ? Json(nullptr) : Json(v);
}

double number(const Json& j)
{
    return j.is_null() ? std::nan("") : j.get<double>();
}
} // namespace

Json TrainingProgress::toJson() const
{
    return Json{{"completed_epochs", completedEpochs},
                {"epoch_in_progress", epochInProgress},
                {"step_in_epoch", stepInEpoch},
                {"partial", {{"loss_sum", partialLossSum}, {"correct", partialCorrect}, {"samples", partialSamples},
                             {"data_seconds", partialDataSeconds}, {"seconds", partialSeconds}}},
                {"optimizer_steps", optimizerSteps},
                {"global_step", globalStep},
                {"best", number(best)},
                {"early_best", number(earlyBest)},
                {"epochs_without_improvement", epochsWithoutImprovement},
                {"batch_size", batchSize},
                {"ranks", ranks},
                {"best_metrics", bestMetrics}};
}

TrainingProgress TrainingProgress::fromJson(const Json& j)
{
    TrainingProgress p;
    p.completedEpochs = j.at("completed_epochs").get<int>();
    p.epochInProgress = j.at("epoch_in_progress").get<int>();
    p.stepInEpoch = j.at("step_in_epoch").get<std::int64_t>();
    const Json& partial = j.at("partial");
    p.partialLossSum = partial.at("loss_sum").get<double>();
    p.partialCorrect = partial.at("correct").get<double>();
    p.partialSamples = partial.at("samples").get<std::int64_t>();
    p.partialDataSeconds = partial.at("data_seconds").get<double>();
    p.partialSeconds = partial.at("seconds").get<double>();
    p.optimizerSteps = j.at("optimizer_steps").get<std::int64_t>();
    p.globalStep = j.at("global_step").get<std::int64_t>();
    p.best = number(j.at("best"));
    p.earlyBest = number(j.at("early_best"));
    p.epochsWithoutImprovement = j.at("epochs_without_improvement").get<int>();
    p.batchSize = j.at("batch_size").get<int>();
    p.ranks = j.value("ranks", 1); // checkpoints before data parallelism: one process
    p.bestMetrics = j.at("best_metrics");
    return p;
}

void writeCheckpoint(const fs::path& dir, const std::string& name, const torch::jit::Module& model,
                     torch::optim::Optimizer& optimizer, const LossScaler* scaler, const TrainingProgress& progress,
                     const CheckpointExtras& extras)
{
    Json state = progress.toJson();
    state["precision"] = extras.precision;
    state["loss_scale"] = extras.lossScale;
    state["saved_at"] = localTimestamp();
    state["config"] = extras.config;
    const fs::path modelFile = dir / (name + ".pt");
    const fs::path stateFile = dir / (name + ".optim.pt");
    model.save(modelFile.string() + ".tmp", {{kStateFile, state.dump(2)}});

    torch::serialize::OutputArchive archive;
    optimizer.save(archive);
    if (scaler) {
        const auto s = scaler->state();
        archive.write("loss_scaler.scale", s[0]);
        archive.write("loss_scaler.growth_tracker", s[1]);
    }
    // Dropout draws from the default CPU generator: its state makes a resumed CPU run identical.
    {
        at::Generator gen = at::detail::getDefaultCPUGenerator();
        std::lock_guard lock(gen.mutex());
        archive.write("rng.cpu", gen.get_state());
    }
    // ... and on a GPU from the CUDA generators: resumed GPU runs draw the same dropout masks.
    const std::vector<at::Tensor> cuda = cudaRngStates();
    for (std::size_t i = 0; i < cuda.size(); ++i)
        archive.write("rng.cuda." + std::to_string(i), cuda[i]);
    archive.save_to(stateFile.string() + ".tmp");
    // The optimizer state lands first: a model file is never newer than its optimizer state.
    fs::rename(stateFile.string() + ".tmp", stateFile);
    fs::rename(modelFile.string() + ".tmp", modelFile);
}

LoadedCheckpoint readCheckpointModel(const fs::path& dir, const std::string& name, const c10::Device& device)
{
    const fs::path file = dir / (name + ".pt");
    if (!fs::exists(file))
        throw std::runtime_error("no checkpoint " + file.string());
    torch::jit::ExtraFilesMap extra{{kStateFile, ""}};
    LoadedCheckpoint out;
    try {
        out.model = torch::jit::load(file.string(), device, extra);
    } catch (const c10::Error& e) {
        throw std::runtime_error("cannot read checkpoint " + file.string() + ": " + e.what_without_backtrace());
    }
    const Json state = Json::parse(extra[kStateFile], nullptr, false);
    if (state.is_discarded() || !state.contains("completed_epochs"))
        throw std::runtime_error("checkpoint " + file.string() + " has no Lathe training state");
    out.progress = TrainingProgress::fromJson(state);
    return out;
}

void readCheckpointState(const fs::path& dir, const std::string& name, torch::optim::Optimizer& optimizer,
                         LossScaler* scaler)
{
    const fs::path file = dir / (name + ".optim.pt");
    if (!fs::exists(file))
        throw std::runtime_error("no optimizer state " + file.string());
    torch::serialize::InputArchive archive;
    archive.load_from(file.string());
    optimizer.load(archive);
    at::Tensor scale, growth, rng;
    if (scaler) {
        if (!archive.try_read("loss_scaler.scale", scale) || !archive.try_read("loss_scaler.growth_tracker", growth))
            throw std::runtime_error(file.string() + " has no loss-scaler state (was the run trained in fp16?)");
        scaler->loadState({scale, growth});
    }
    if (archive.try_read("rng.cpu", rng)) {
        at::Generator gen = at::detail::getDefaultCPUGenerator(); // a handle to the process-wide generator
        std::lock_guard lock(gen.mutex());
        gen.set_state(rng);
    }
    std::vector<at::Tensor> cuda;
    for (;;) {
        at::Tensor state; // fresh each time: try_read fills a defined tensor in place
        if (!archive.try_read("rng.cuda." + std::to_string(cuda.size()), state))
            break;
        cuda.push_back(state);
    }
    setCudaRngStates(cuda);
}

Checkpointer::Checkpointer(fs::path dir, torch::jit::Module& model, TrainStep& step, std::string precision, Json config)
    : m_dir(std::move(dir))
    , m_model(model)
    , m_step(step)
    , m_precision(std::move(precision))
    , m_config(std::move(config))
{
}

void Checkpointer::save(const std::string& name, const TrainingProgress& progress)
{
    m_step.storeToOptimizer();
    LossScaler* scaler = m_step.scaler();
    writeCheckpoint(m_dir, name, m_model, m_step.optimizer(), scaler, progress,
                    {m_precision, scaler ? scaler->currentScale() : 1.0, m_config});
}

void Checkpointer::load(const std::string& name)
{
    readCheckpointState(m_dir, name, m_step.optimizer(), m_step.scaler());
    m_step.optimizerLoaded();
}

} // namespace lathe::core
