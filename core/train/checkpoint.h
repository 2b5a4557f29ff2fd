#pragma once
// Checkpoints. One checkpoint is one file, `<name>.pt`: the model as a TorchScript archive with, as
// extra files, the training progress (lathe_state.json), the optimizer, loss-scaler and RNG state
// (lathe_optim.pt, a torch::serialize archive) and digests of all three plus every parameter and
// buffer (lathe_digest.json). It is written to `<name>.pt.tmp` and flushed to the disk; the checkpoint
// it replaces is kept as `<name>.prev.pt` (a hard link), then the new file is renamed into place and
// the folder flushed. So at every instant `<name>.pt` is a whole checkpoint, old or new, and a kill,
// a power cut or a full disk never pairs one epoch's weights with another's optimizer. Reading checks
// the digests: a damaged `<name>.pt` is named and `<name>.prev.pt` used instead.

#include "config/json.h"
#include "run/executorrecord.h"
#include "util/message.h"

#include <torch/csrc/jit/api/module.h>
#include <torch/optim/optimizer.h>

#include <cmath>
#include <filesystem>
#include <string>
#include <unordered_map>

namespace lathe::core {

class LossScaler;

// Where training stands; enough to continue exactly where it stopped.
struct TrainingProgress {
    int completedEpochs = 0;
    int epochInProgress = 0;      // saved mid-epoch: that epoch, else 0
    std::int64_t stepInEpoch = 0; // steps of epochInProgress already taken
    double partialLossSum = 0.0, partialCorrect = 0.0, partialDataSeconds = 0.0, partialSeconds = 0.0;
    std::int64_t partialSamples = 0;
    std::int64_t optimizerSteps = 0;
    std::int64_t globalStep = 0;
    double best = std::nan("");      // best value of output.checkpoint.metric
    int bestEpoch = 0;               // the epoch that had it (0: none yet, or a checkpoint older than the field)
    double earlyBest = std::nan(""); // best value of training.early_stopping.metric
    int epochsWithoutImprovement = 0;
    int batchSize = 0; // the plan's batch (per rank) when saved; a resumed run continues with it
    int ranks = 1;     // data-parallel ranks when saved (partial sums are then the job's)
    // training.lr "auto": the learning-rate finder's rate and the per-rank batch it was found for
    // (0: none); a resumed run keeps it rather than searching again.
    double foundLr = 0.0;
    int foundLrBatch = 0;
    Json bestMetrics = Json::object();
    // compile.graph_optimize "auto": the choice the first run measured (RunSummary::executor, with the
    // device kind and precision it was measured for); empty before it chose. A resumed run keeps it.
    ExecutorRecord executor;

    Json toJson() const;
    static TrainingProgress fromJson(const Json& j);
};

struct CheckpointExtras {
    std::string precision;
    double lossScale = 1.0;
    Json config;
};

void writeCheckpoint(const std::filesystem::path& dir, const std::string& name, const torch::jit::Module& model,
                     torch::optim::Optimizer& optimizer, const LossScaler* scaler, const TrainingProgress& progress,
                     const CheckpointExtras& extras);

struct LoadedCheckpoint {
    torch::jit::Module model;
    TrainingProgress progress;
    std::filesystem::path file;   // the file read: <name>.pt, or <name>.prev.pt when that was damaged
    std::string optimizerState;   // lathe_optim.pt; empty in checkpoints written before it (<name>.optim.pt)
    std::string damaged;          // why <name>.pt was not used, when the previous checkpoint was
};

// The config `<dir>/<name>.pt` (else `<name>.prev.pt`) was trained with, read from its training state
// alone (the weights are not loaded): null when neither can be read or it carries none.
Json readCheckpointConfig(const std::filesystem::path& dir, const std::string& name);

// What a command that reads the run's checkpoint `name` (`<name>.pt` or `<name>.prev.pt` in its
// checkpoints folder) is told before it loads anything, when neither is there: a run stopped before
// its first checkpoint (nothing to use; train its config again), or one whose checkpoints were
// removed (its model.pt still predicts). `resuming`: the sentence a resume needs, else an
// evaluation's. Empty when one of them exists.
Message missingCheckpoint(const std::filesystem::path& runDir, const std::string& name, bool resuming);

// Loads `<dir>/<name>.pt`, checking its digests; when it is missing or damaged, `<dir>/<name>.prev.pt`.
// Throws std::runtime_error naming the files and what is wrong when neither is whole.
LoadedCheckpoint readCheckpoint(const std::filesystem::path& dir, const std::string& name, const c10::Device& device);

// Copies `from`'s parameters and buffers into `to`'s tensors of the same names, in place (every holder
// of them sees the new values: the optimizer, the graph executor's copy). Throws std::runtime_error
// naming a tensor that `from` lacks or that has another shape.
void copyWeights(const torch::jit::Module& from, torch::jit::Module& to);

// Restores optimizer, loss scaler and CPU (and CUDA) RNG state from a checkpoint read by readCheckpoint.
void readCheckpointState(const LoadedCheckpoint& checkpoint, torch::optim::Optimizer& optimizer, LossScaler* scaler);

// Writes `module` with `extra` files to `file` (a temporary name: the caller flushes and renames it).
// Unlike torch::jit::Module::save, a failed write (disk full, quota, I/O error) is an exception
// naming the file, never a crash: LibTorch's zip writer cannot fail safely, so it writes through a
// function that records the first error, and the file is removed.
void writeModuleFile(const torch::jit::Module& module, const std::filesystem::path& file,
                     const std::unordered_map<std::string, std::string>& extra);

// Test hook for kill-anywhere tests: with LATHE_TEST_KILL_AT_CHECKPOINT_OP=N in the environment the
// process SIGKILLs itself at the N-th file operation of its checkpoint writes (counted over the
// process: 1 = the temporary file half written, then written, flushed, the previous kept, renamed,
// folder flushed, and so on for the next checkpoint). Returns the number of operations per checkpoint.
int checkpointFileOperations();

class TrainStep;

// Writes a run's checkpoints into its folder: the model, the training step's optimizer and loss
// scaler (with the device step's counts stored back first), the progress, the precision and the
// config the run trains with.
class Checkpointer {
public:
    Checkpointer(std::filesystem::path dir, torch::jit::Module& model, TrainStep& step, std::string precision, Json config);
    // Writes `<name>.pt` ("last", "best").
    void save(const std::string& name, const TrainingProgress& progress);
    // Loads the checkpoint's optimizer and loss-scaler state into the step, and the RNG states.
    void load(const LoadedCheckpoint& checkpoint);

private:
    std::filesystem::path m_dir;
    torch::jit::Module& m_model;
    TrainStep& m_step;
    std::string m_precision;
    Json m_config;
};

} // namespace lathe::core
