// Trainer, the end of a run: the weights that score the test split (output.test_checkpoint), the test
// metrics, the exported model, the last checkpoint and the summary; and the summary of a run that
// failed, from what it recorded.

#include "trainer.h"

#include "config/messagejson.h"
#include "deployable.h"
#include "metrics/metric.h"
#include "util/atomicfile.h"
#include "util/collective.h"
#include "util/errors.h"
#include "util/shellword.h"

#include <ATen/ATen.h>

#include <fstream>

namespace lathe::core {

namespace fs = std::filesystem;

namespace {

// The metrics `runDir`'s metrics.jsonl recorded for `epoch`: how a resumed run that had every epoch
// trained already ends (it trains none, and its summary keeps the last epoch's metrics).
Metrics recordedMetrics(const fs::path& runDir, int epoch)
{
    Metrics out;
    std::ifstream in(runDir / runfile::Metrics);
    for (std::string line; std::getline(in, line);) {
        if (const auto record = EpochRecord::fromJson(Json::parse(line, nullptr, false)); record && record->epoch == epoch)
            out = Metrics(record->metrics.begin(), record->metrics.end());
    }
    return out;
}

// Where the exported model's weights come from: one whole sentence per checkpoint and kind of export.
Message exportedMessage(bool frozen, const std::string& checkpoint, const std::string& file, int epoch)
{
    if (checkpoint == "best")
        return frozen ? msg("exported frozen TorchScript model %1 (the best weights, epoch %2)", file, epoch)
                      : msg("exported TorchScript model %1 (the best weights, epoch %2)", file, epoch);
    return frozen ? msg("exported frozen TorchScript model %1 (the last weights, epoch %2)", file, epoch)
                  : msg("exported TorchScript model %1 (the last weights, epoch %2)", file, epoch);
}

} // namespace

RunSummary Trainer::summarySoFar(RunStatus status) const
{
    RunSummary summary;
    summary.status = status;
    summary.epochsCompleted = m_recorded.epochs;
    summary.bestEpoch = m_recorded.bestEpoch;
    summary.device = m_device.description;
    summary.precision = m_precision.name;
    summary.precisionReason = m_precision.reason;
    summary.batchSize = m_plan.batchSize;
    summary.advice = m_advice.given();
    summary.finishedAt = localTimestamp();
    return summary;
}

void Trainer::recordFailure(int exitCode, const Message& failure)
{
    // A resume refused or unreadable before its checkpoint was loaded leaves the run as it was (its
    // summary said "failed, 0 epochs" of a completed run).
    if (!m_runFolder || (m_resuming && !m_checkpointLoaded))
        return;
    RunSummary summary = summarySoFar(RunStatus::Failed);
    summary.failure = failure;
    summary.exitCode = exitCode;
    // The last recorded epoch's metrics (the report's results showed an empty table for a run that
    // failed after epochs it completed).
    if (m_recorded.epochs > 0)
        summary.finalMetrics = recordedMetrics(m_runFolder->path(), m_recorded.epochs);
    for (const auto& [k, v] : m_recorded.bestMetrics.items())
        summary.bestMetrics[k] = v.get<double>();
    try {
        m_runFolder->writeSummary(summary);
    } catch (const std::exception& e) {
        log(LogLevel::Error, msg("could not write %1: %2", runfile::Summary, exceptionMessage(e)));
    }
}

void Trainer::exportModel()
{
    // Raw data in, Lathe's normalisation inside the graph (deployable.h).
    torch::jit::Module exported = deployableModel(m_model, m_data);
    Json meta{{"format", 2}, {"input", rawInputDescription(m_data)}, {"input_shape", m_data.inputShape},
              {"output_size", m_data.outputSize}, {"task", m_data.classification ? "classification" : "regression"},
              {"methods", m_data.classification ? Json{"forward", "predict_proba", "predict", "prepare", "forward_normalised"}
                                                : Json{"forward", "predict", "prepare", "forward_normalised"}}};
    if (m_data.classification)
        meta["classes"] = m_data.classNames;
    else
        meta["targets"] = m_data.targetNames;
    const Json preparation = m_data.inputPreparation();
    meta.update(preparation);
    meta["weights"] = {{"checkpoint", m_testCheckpoint.name}, {"epoch", m_testCheckpoint.epoch}};
    if (m_config.compile.freeze) {
        // Freezing inlines the submodules' methods only with the graph optimiser on: under the
        // interpreter's setting (compile.graph_optimize false or chosen by "auto") it would leave calls
        // to submodules it has removed, and the file would not save ("Couldn't find method: 'forward'").
        const torch::jit::GraphOptimizerEnabledGuard inlining(true);
        std::vector<std::string> methods;
        for (const auto& name : meta.at("methods"))
            methods.push_back(name.get<std::string>());
        exported = torch::jit::freeze(exported, methods);
    }
    const fs::path target = m_runFolder->file(runfile::Model);
    const fs::path tmp = target.string() + ".tmp";
    writeModuleFile(exported, tmp, {{"lathe_model.json", meta.dump(2)}});
    commitFile(tmp, target);
    log(LogLevel::Info, exportedMessage(m_config.compile.freeze, m_testCheckpoint.name, target.string(), m_testCheckpoint.epoch));
}

// output.test_checkpoint: the weights that score the test split and are exported. "best" loads the
// best checkpoint's weights into the model (the last checkpoint is already saved); every rank of a
// data-parallel job decides alike (from the progress they share) and gets rank 0's weights.
void Trainer::useTestCheckpoint()
{
    const int last = m_progress.completedEpochs, best = m_progress.bestEpoch;
    // The metric the best epoch was judged by: without a validation split, the training loss (improves()).
    const std::string& asked = m_config.output.checkpoint.metric;
    const std::string metricName = m_progress.bestMetrics.empty() || m_progress.bestMetrics.contains(asked) ? asked
                                   : metric::key(metric::Train, metric::Loss);
    m_testCheckpoint = {"last", last, msg("output.test_checkpoint is \"last\"")};
    if (m_config.output.testCheckpoint == "best") {
        if (!m_config.output.checkpoint.keepBest)
            m_testCheckpoint.reason = msg("output.checkpoint.keep_best is false: no best checkpoint was kept");
        else if (best <= 0)
            m_testCheckpoint.reason = msg("no epoch had a %1 to be best in", metricName);
        else if (best == last)
            m_testCheckpoint = {"best", best, msg("the last epoch is the best in %1", metricName)};
        else
            m_testCheckpoint = {"best", best, msg("epoch %1 is the best in %2", best, metricName)};
    }
    if (m_testCheckpoint.name == "best" && best != last) {
        if (leader()) {
            try {
                const LoadedCheckpoint checkpoint = readCheckpoint(checkpointsDir(), "best", m_device.device);
                copyWeights(checkpoint.model, m_model);
            } catch (const std::exception& e) {
                // The last weights are whole (just saved): score those rather than fail the run.
                log(LogLevel::Warning, msg("cannot read the best checkpoint: %1", exceptionMessage(e)));
                m_testCheckpoint = {"last", last, msg("the best checkpoint could not be read")};
            }
        }
        m_parallel.broadcastModel(m_model, false);
    }
    if (m_data.test.size() > 0)
        log(LogLevel::Info, m_testCheckpoint.name == "best"
                                ? msg("the test split is scored with the best weights, epoch %1 of %2 (%3)", m_testCheckpoint.epoch, last, m_testCheckpoint.reason)
                                : msg("the test split is scored with the last weights, epoch %1 of %2 (%3)", m_testCheckpoint.epoch, last, m_testCheckpoint.reason));
}

// The test split's metrics (added to the run's final metrics) and, in one process, evaluation.json.
void Trainer::scoreTestSplit(RunFinishedEvent& finished)
{
    if (m_data.test.size() == 0)
        return;
    const std::string split(metric::Test);
    if (m_parallel.active()) {
        for (const auto& [k, v] : m_evaluator->evaluate(m_data.test, split, m_plan.batchSize))
            finished.finalMetrics[k] = v;
        if (leader())
            log(LogLevel::Info, msg("a data-parallel run scores the test split in shares and writes no evaluation.json; "
                                    "lathe-cli evaluate %1 writes it",
                                    m_runFolder ? shellWord(m_runFolder->path().string()) : std::string("RUN_DIR")));
        return;
    }
    Evaluation evaluation = m_evaluator->evaluateDetailed(m_data.test, split, m_plan.batchSize,
                                                          m_data.classification ? m_data.classNames : m_data.targetNames);
    evaluation.addPersistence(m_data.persistenceTestMae);
    for (const auto& [k, v] : evaluation.metrics)
        finished.finalMetrics[k] = v;
    if (m_runFolder) {
        EvaluationRecord source;
        source.split = split;
        source.checkpoint = m_testCheckpoint.name;
        source.epoch = m_testCheckpoint.epoch;
        source.reason = m_testCheckpoint.reason;
        m_runFolder->writeJson(runfile::Evaluation, evaluation.record(std::move(source)).toJson());
    }
}

void Trainer::finishRun(RunFinishedEvent& finished, const Metrics& last)
{
    saveCheckpoint("last", m_progress.completedEpochs);
    finished.checkpointSaved = true;
    finished.batchSize = m_plan.batchSize;
    finished.finalMetrics = last.empty() && m_resuming ? recordedMetrics(m_options.resumeDir, m_progress.completedEpochs) : last;
    for (const auto& [k, v] : m_progress.bestMetrics.items())
        finished.bestMetrics[k] = v.get<double>();
    const bool stopped = finished.status == RunFinishedEvent::Status::Stopped;
    if (stopped) {
        finished.exitCode = ExitInterrupted;
        if (m_runFolder && m_pausedAtRung)
            log(LogLevel::Info, msg("%1; checkpoint saved: the search continues from it if the trial goes on", finished.message));
        else if (m_runFolder)
            log(LogLevel::Warning, msg("%1; checkpoint saved to %2 (continue with: lathe-cli train --resume %3)", finished.message,
                                       (m_runFolder->checkpoints() / "last.pt").string(), shellWord(m_runFolder->path().string())));
    } else {
        useTestCheckpoint();
        // The model first: a test split that cannot be read (a streamed image damaged past its first
        // bytes) fails the run, but leaves the model its epochs trained.
        if (m_config.output.exportModel && m_runFolder)
            exportModel();
        scoreTestSplit(finished);
    }
    if (LossScaler* scaler = m_step->scaler(); scaler && scaler->skippedSteps() > 0)
        decide(LogLevel::Info, msg("loss scaler skipped %1 step(s) with inf/NaN gradients", scaler->skippedSteps()));
    if (!stopped)
        m_executorChoice.runCompleted();
    RunSummary summary = summarySoFar(stopped ? RunStatus::Stopped : RunStatus::Completed);
    summary.finalMetrics = finished.finalMetrics;
    summary.bestMetrics = finished.bestMetrics;
    if (!stopped) {
        summary.testCheckpoint = m_testCheckpoint.name;
        summary.testCheckpointEpoch = m_testCheckpoint.epoch;
        summary.testCheckpointReason = m_testCheckpoint.reason;
    }
    summary.executor = m_executorChoice.record();
    summary.executor.channelsLast = m_modelLoss->channelsLast();
    summary.executor.cudaGraph = m_step->usesCudaGraph(); // false too when the step could not be captured
    if (m_runFolder)
        m_runFolder->writeSummary(summary);
    if (m_monitor)
        m_monitor->stop();
}

} // namespace lathe::core
