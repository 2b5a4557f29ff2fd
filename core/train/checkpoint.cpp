#include "checkpoint.h"

#include "lossscaler.h"
#include "models/layers.h"
#include "run/runfolder.h"
#include "trainstep.h"
#include "util/atomicfile.h"
#include "util/cudarng.h"
#include "util/folderlock.h"
#include "util/message.h"

#include <ATen/ATen.h>
#include <ATen/CPUGeneratorImpl.h>
#include <caffe2/serialize/inline_container.h>
#include <torch/csrc/jit/serialization/export.h>
#include <torch/csrc/jit/serialization/import.h>
#include <torch/serialize/input-archive.h>
#include <torch/serialize/output-archive.h>

#include <atomic>
#include <map>
#include <optional>
#include <cerrno>
#include <fcntl.h>
#include <unistd.h>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sstream>

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
                {"best_epoch", bestEpoch},
                {"early_best", number(earlyBest)},
                {"epochs_without_improvement", epochsWithoutImprovement},
                {"batch_size", batchSize},
                {"ranks", ranks},
                {"found_lr", foundLr},
                {"found_lr_batch", foundLrBatch},
                {"best_metrics", bestMetrics},
                {"executor", executor.empty() ? Json() : executor.toJson()}};
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
    p.bestEpoch = j.value("best_epoch", 0);
    p.earlyBest = number(j.at("early_best"));
    p.epochsWithoutImprovement = j.at("epochs_without_improvement").get<int>();
    p.batchSize = j.at("batch_size").get<int>();
    p.ranks = j.value("ranks", 1); // checkpoints before data parallelism: one process
    p.foundLr = j.value("found_lr", 0.0); // checkpoints before training.lr "auto": none
    p.foundLrBatch = j.value("found_lr_batch", 0);
    p.bestMetrics = j.at("best_metrics");
    p.executor = ExecutorRecord::fromJson(j.value("executor", Json())); // checkpoints before compile.graph_optimize "auto": none
    return p;
}

namespace {

constexpr const char* kOptimFile = "lathe_optim.pt";
constexpr const char* kDigestFile = "lathe_digest.json";
constexpr int kOperations = 7;

// FNV-1a over 64-bit words: a few GB/s, enough to tell a damaged file from a whole one (not a
// cryptographic hash; nobody forges checkpoints).
class Digest {
public:
    void add(const void* data, std::size_t size)
    {
        const auto* bytes = static_cast<const unsigned char*>(data);
        std::size_t i = 0;
        for (; i + 8 <= size; i += 8) {
            std::uint64_t word;
            std::memcpy(&word, bytes + i, 8);
            m_hash = (m_hash ^ word) * 0x100000001b3ULL;
        }
        for (; i < size; ++i)
            m_hash = (m_hash ^ bytes[i]) * 0x100000001b3ULL;
        m_hash ^= size;
    }
    void add(const std::string& text) { add(text.data(), text.size()); }
    void add(const std::string& name, const at::Tensor& tensor)
    {
        add(name);
        const at::Tensor t = tensor.detach().to(c10::Device(c10::kCPU)).contiguous();
        add(std::string(t.dtype().name()));
        add(t.sizes().data(), t.sizes().size() * sizeof(std::int64_t));
        add(t.data_ptr(), t.nbytes());
    }
    std::string hex() const
    {
        char text[17];
        std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(m_hash));
        return text;
    }

private:
    std::uint64_t m_hash = 0xcbf29ce484222325ULL;
};

std::string digestOf(const std::string& bytes)
{
    Digest d;
    d.add(bytes);
    return d.hex();
}

std::string digestOf(const torch::jit::Module& model)
{
    Digest d;
    for (const auto& p : model.named_parameters(/*recurse=*/true))
        d.add(p.name, p.value);
    for (const auto& b : model.named_buffers(/*recurse=*/true))
        d.add(b.name, b.value);
    return d.hex();
}

// The kill-anywhere tests' hook (checkpoint.h).
int killAtOperation()
{
    static const int at = [] {
        const char* v = std::getenv("LATHE_TEST_KILL_AT_CHECKPOINT_OP");
        return v ? std::atoi(v) : 0;
    }();
    return at;
}

std::atomic<int> g_operations{0};

void operationDone(const fs::path& halfWrite = {})
{
    const int at = killAtOperation();
    if (at <= 0 || ++g_operations != at)
        return;
    if (!halfWrite.empty()) { // as if the kill came while the file was being written
        std::error_code ec;
        fs::resize_file(halfWrite, fs::file_size(halfWrite, ec) / 2, ec);
    }
    std::fprintf(stderr, "lathe: test hook: killed at checkpoint file operation %d\n", at);
    std::fflush(stderr);
    ::raise(SIGKILL);
}

void removeQuietly(const fs::path& file)
{
    std::error_code ec;
    fs::remove(file, ec);
}

// Keeps `target` as `prev` (a hard link, a copy where the file system has none), atomically.
void keepPrevious(const fs::path& target, const fs::path& prev)
{
    if (!fs::exists(target)) {
        operationDone();
        operationDone();
        return;
    }
    const fs::path tmp = prev.string() + ".tmp";
    removeQuietly(tmp);
    std::error_code ec;
    fs::create_hard_link(target, tmp, ec);
    if (ec)
        fs::copy_file(target, tmp, fs::copy_options::overwrite_existing); // throws naming the files
    operationDone();
    fs::rename(tmp, prev);
    operationDone();
}

LoadedCheckpoint readCheckpointFile(const fs::path& file, const c10::Device& device)
{
    torch::jit::ExtraFilesMap extra{{kStateFile, ""}, {kOptimFile, ""}, {kDigestFile, ""}};
    LoadedCheckpoint out;
    out.file = file;
    try {
        layers::registerLatheOps(); // a checkpoint's training code calls lathe::dropout, lathe::all_reduce_sum
        out.model = torch::jit::load(file.string(), device, extra);
    } catch (const c10::Error& e) {
        throw MessageError(msg("cannot read checkpoint %1: %2", file.string(), e.what_without_backtrace()));
    }
    const Json state = Json::parse(extra[kStateFile], nullptr, false);
    const Json digest = Json::parse(extra[kDigestFile], nullptr, false);
    if (!extra[kDigestFile].empty()) { // checkpoints before digests have none
        const auto check = [&](const char* key, const std::string& actual, const Message& what) {
            if (digest.is_discarded() || !digest.contains(key) || digest[key] != actual)
                throw MessageError(msg("checkpoint %1 is damaged: its %2 do not match the digest written with them", file.string(), what));
        };
        check("state", digestOf(extra[kStateFile]), msg("training state"));
        check("optimizer", digestOf(extra[kOptimFile]), msg("optimizer state"));
        check("tensors", digestOf(out.model), msg("weights"));
    }
    if (state.is_discarded() || !state.contains("completed_epochs"))
        throw MessageError(msg("checkpoint %1 has no Lathe training state", file.string()));
    try {
        out.progress = TrainingProgress::fromJson(state);
    } catch (const Json::exception& e) {
        throw MessageError(msg("checkpoint %1 has a damaged training state: %2", file.string(), std::string(e.what())));
    }
    out.optimizerState = std::move(extra[kOptimFile]);
    return out;
}

} // namespace

void writeModuleFile(const torch::jit::Module& module, const fs::path& file, const std::unordered_map<std::string, std::string>& extra)
{
    const int fd = ::open(file.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0)
        throw MessageError(msg("cannot write %1: %2", file.string(), std::string(std::strerror(errno))));
    int error = 0;
    std::string buffer; // small records (zip headers) are gathered; tensors go straight through
    const auto put = [&](const char* data, std::size_t size) {
        while (size > 0 && error == 0) {
            const ssize_t n = ::write(fd, data, size);
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0) {
                error = n < 0 ? errno : EIO;
                break;
            }
            data += n;
            size -= static_cast<std::size_t>(n);
        }
    };
    const auto flush = [&] {
        put(buffer.data(), buffer.size());
        buffer.clear();
    };
    std::string failure;
    try {
        torch::jit::ExportModule(
            module,
            [&](const void* data, std::size_t size) -> std::size_t {
                if (size >= (1 << 16)) {
                    flush();
                    put(static_cast<const char*>(data), size);
                } else {
                    buffer.append(static_cast<const char*>(data), size);
                    if (buffer.size() >= (1 << 20))
                        flush();
                }
                return size; // always "written": an error is reported after the writer is done
            },
            extra);
        flush();
    } catch (const c10::Error& e) {
        failure = e.what_without_backtrace();
    }
    if (::close(fd) != 0 && error == 0)
        error = errno;
    if (error != 0 || !failure.empty()) {
        removeQuietly(file);
        const bool full = error == ENOSPC || error == EFBIG || error == EDQUOT;
        const std::string why = failure.empty() ? std::string(std::strerror(error)) : failure;
        throw MessageError(full ? msg("cannot write %1: %2 (the disk is full, or a size or quota limit was reached)", file.string(), why)
                                : msg("cannot write %1: %2", file.string(), why));
    }
}

int checkpointFileOperations()
{
    return kOperations;
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
    const std::string stateText = state.dump(2);

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
    std::ostringstream optimizerBytes;
    archive.save_to(optimizerBytes);
    std::string optimizerState = std::move(optimizerBytes).str();
    const Json digest{{"state", digestOf(stateText)}, {"optimizer", digestOf(optimizerState)}, {"tensors", digestOf(model)}};

    const fs::path target = dir / (name + ".pt");
    const fs::path tmp = target.string() + ".tmp";
    try {
        writeModuleFile(model, tmp, {{kStateFile, stateText}, {kOptimFile, std::move(optimizerState)}, {kDigestFile, digest.dump()}});
    } catch (const std::runtime_error& e) {
        std::error_code ec;
        if (fs::exists(target, ec))
            throw MessageError(msg("checkpoint not saved: %1; the previous checkpoint %2 is kept", exceptionMessage(e), target.string()));
        throw MessageError(msg("checkpoint not saved: %1; there was no earlier %2 to keep", exceptionMessage(e), target.filename().string()));
    }
    operationDone(tmp);
    operationDone();
    try {
        syncFile(tmp);
    } catch (...) {
        removeQuietly(tmp);
        throw;
    }
    operationDone();
    keepPrevious(target, dir / (name + ".prev.pt"));
    fs::rename(tmp, target);
    operationDone();
    syncDirectory(dir);
    operationDone();
    removeQuietly(dir / (name + ".optim.pt")); // the optimizer file of checkpoints before this format
}

Json readCheckpointConfig(const fs::path& dir, const std::string& name)
{
    for (const std::string& file : {name + ".pt", name + ".prev.pt"}) {
        try {
            caffe2::serialize::PyTorchStreamReader reader((dir / file).string());
            const std::string record = std::string("extra/") + kStateFile;
            if (!reader.hasRecord(record))
                continue;
            const auto [data, size] = reader.getRecord(record);
            const Json state = Json::parse(std::string(static_cast<const char*>(data.get()), size), nullptr, false);
            return state.is_object() && state.contains("config") ? state.at("config") : Json();
        } catch (const std::exception&) {
            // missing or not an archive: the previous one, else nothing (loading it says what is wrong)
        }
    }
    return Json();
}

Message missingCheckpoint(const fs::path& runDir, const std::string& name, bool resuming)
{
    const fs::path dir = runDir / runfile::Checkpoints;
    std::error_code ec;
    if (fs::exists(dir / (name + ".pt"), ec) || fs::exists(dir / (name + ".prev.pt"), ec))
        return {};
    if (FolderLock::liveHolder(runDir)) // still training towards its first checkpoint: the lock says who
        return {};
    const fs::path config = runDir / runfile::Config;
    if (fs::exists(runDir / runfile::Model, ec))
        return resuming ? msg("%1 holds no checkpoint to resume from (%2 is gone: were the checkpoints removed?). Its model.pt still "
                              "predicts (lathe-cli predict %1 FILE); to train on, start a new run: lathe-cli train %3",
                              runDir.string(), (dir / (name + ".pt")).string(), config.string())
                        : msg("%1 holds no checkpoint to score (%2 is gone: were the checkpoints removed?). Its model.pt still predicts: "
                              "lathe-cli predict %1 FILE",
                              runDir.string(), (dir / (name + ".pt")).string());
    return resuming ? msg("%1 stopped before its first checkpoint: there is nothing to resume. Train its config again: lathe-cli train %2",
                          runDir.string(), config.string())
                    : msg("%1 stopped before its first checkpoint: there is nothing to score. Train its config again: lathe-cli train %2",
                          runDir.string(), config.string());
}

LoadedCheckpoint readCheckpoint(const fs::path& dir, const std::string& name, const c10::Device& device)
{
    const fs::path file = dir / (name + ".pt");
    const fs::path previous = dir / (name + ".prev.pt");
    Message problem;
    if (fs::exists(file)) {
        try {
            return readCheckpointFile(file, device);
        } catch (const std::runtime_error& e) {
            problem = exceptionMessage(e);
        }
    } else {
        problem = msg("no checkpoint %1", file.string());
    }
    if (!fs::exists(previous))
        throw MessageError(problem);
    try {
        LoadedCheckpoint out = readCheckpointFile(previous, device);
        out.damaged = problem.text();
        return out;
    } catch (const std::runtime_error& e) {
        throw MessageError(msg("%1; the previous checkpoint cannot be used either: %2", problem, exceptionMessage(e)));
    }
}

void readCheckpointState(const LoadedCheckpoint& checkpoint, torch::optim::Optimizer& optimizer, LossScaler* scaler)
{
    // The optimizer's moments onto its parameters' device, whatever device wrote them: a checkpoint
    // written on a GPU resumes on the CPU and the other way round (the archive would otherwise put
    // each tensor back where it was saved, and the first step would mix devices).
    std::optional<c10::Device> device;
    for (const auto& group : optimizer.param_groups()) {
        if (!group.params().empty()) {
            device = group.params().front().device();
            break;
        }
    }
    torch::serialize::InputArchive archive;
    std::string source = checkpoint.file.string();
    if (!checkpoint.optimizerState.empty()) {
        archive.load_from(checkpoint.optimizerState.data(), checkpoint.optimizerState.size(), device);
    } else { // written before checkpoints were one file: <name>.optim.pt beside it
        const fs::path file = checkpoint.file.parent_path() / (checkpoint.file.stem().string() + ".optim.pt");
        if (!fs::exists(file))
            throw MessageError(msg("no optimizer state in %1 nor in %2", checkpoint.file.string(), file.string()));
        archive.load_from(file.string(), device);
        source = file.string();
    }
    optimizer.load(archive);
    at::Tensor scale, growth, rng;
    if (scaler) {
        if (!archive.try_read("loss_scaler.scale", scale) || !archive.try_read("loss_scaler.growth_tracker", growth))
            throw MessageError(msg("%1 has no loss-scaler state (was the run trained in fp16?)", source));
        scaler->loadState({scale, growth});
    }
    // Generator states are CPU byte tensors, whichever device the archive was read onto.
    if (archive.try_read("rng.cpu", rng)) {
        at::Generator gen = at::detail::getDefaultCPUGenerator(); // a handle to the process-wide generator
        std::lock_guard lock(gen.mutex());
        gen.set_state(rng.to(at::kCPU));
    }
    std::vector<at::Tensor> cuda;
    for (;;) {
        at::Tensor state; // fresh each time: try_read fills a defined tensor in place
        if (!archive.try_read("rng.cuda." + std::to_string(cuda.size()), state))
            break;
        cuda.push_back(state.to(at::kCPU));
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

void Checkpointer::load(const LoadedCheckpoint& checkpoint)
{
    readCheckpointState(checkpoint, m_step.optimizer(), m_step.scaler());
    m_step.optimizerLoaded();
}

void copyWeights(const torch::jit::Module& from, torch::jit::Module& to)
{
    std::map<std::string, at::Tensor> source;
    for (const auto& p : from.named_parameters())
        source[p.name] = p.value;
    for (const auto& b : from.named_buffers())
        source[b.name] = b.value;
    at::NoGradGuard noGrad;
    const auto copy = [&](const std::string& name, at::Tensor target) {
        const auto it = source.find(name);
        if (it == source.end())
            throw MessageError(msg("the checkpoint has no tensor \"%1\"", name));
        if (it->second.sizes() != target.sizes())
            throw MessageError(msg("the checkpoint's \"%1\" has another shape", name));
        target.copy_(it->second);
    };
    for (const auto& p : to.named_parameters())
        copy(p.name, p.value);
    for (const auto& b : to.named_buffers())
        copy(b.name, b.value);
}

} // namespace lathe::core
