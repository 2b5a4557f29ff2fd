#pragma once
// Checkpoints: the model as a TorchScript archive with the training progress as an extra JSON file,
// and the optimizer, loss-scaler and RNG state beside it. Both files are written to temporary names
// and renamed, so a run killed at any moment leaves the previous checkpoint intact.

#include "config/json.h"

#include <torch/csrc/jit/api/module.h>
#include <torch/optim/optimizer.h>

#include <cmath>
#include <filesystem>
#include <string>

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
    double earlyBest = std::nan(""); // best value of training.early_stopping.metric
    int epochsWithoutImprovement = 0;
    int batchSize = 0; // the plan's batch (per rank) when saved; a resumed run continues with it
    int ranks = 1;     // data-parallel ranks when saved (partial sums are then the job's)
    Json bestMetrics = Json::object();

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
};

// Loads `<dir>/<name>.pt`; throws std::runtime_error naming the file when it is missing or damaged.
LoadedCheckpoint readCheckpointModel(const std::filesystem::path& dir, const std::string& name, const c10::Device& device);

// Restores optimizer, loss scaler and CPU RNG state from `<dir>/<name>.optim.pt`.
void readCheckpointState(const std::filesystem::path& dir, const std::string& name, torch::optim::Optimizer& optimizer,
                         LossScaler* scaler);

class TrainStep;

// Writes a run's checkpoints into its folder: the model, the training step's optimizer and loss
// scaler (with the device step's counts stored back first), the progress, the precision and the
// config the run trains with.
class Checkpointer {
public:
    Checkpointer(std::filesystem::path dir, torch::jit::Module& model, TrainStep& step, std::string precision, Json config);
    // Writes `<name>.pt` and `<name>.optim.pt` ("last", "best").
    void save(const std::string& name, const TrainingProgress& progress);
    // Loads `<name>.optim.pt` into the step's optimizer and loss scaler, and the RNG states.
    void load(const std::string& name);

private:
    std::filesystem::path m_dir;
    torch::jit::Module& m_model;
    TrainStep& m_step;
    std::string m_precision;
    Json m_config;
};

} // namespace lathe::core
