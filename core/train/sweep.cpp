#include "sweep.h"

#include "metrics/metric.h"
#include "run/configview.h"
#include "run/runrecord.h"
#include "util/errors.h"

#include <algorithm>
#include <cmath>

namespace lathe::core {

namespace fs = std::filesystem;

ConfigLoadResult sweepVariantConfig(const SweepPlan& plan, std::size_t i)
{
    const SweepVariant& v = plan.variants.at(i);
    Json doc = plan.base;
    ConfigLoadResult failed;
    for (const auto& [key, value] : v.settings) {
        if (const std::string error = applyOverride(doc, key + "=" + value); !error.empty()) {
            failed.diagnostics.push_back({Diagnostic::Severity::Error, "", Message::plain(error)});
            return failed;
        }
    }
    doc["name"] = plan.runName(i);
    // The base's paths are absolute: the folder they were relative to no longer matters.
    ConfigLoadResult r = parseConfig(doc.dump(), fs::current_path(), true);
    for (Diagnostic& d : r.diagnostics)
        d.line = d.column = 0; // positions would point into the merged document, not a file
    return r;
}

std::vector<Config> sweepConfigs(const SweepPlan& plan)
{
    std::vector<Config> configs;
    std::vector<Message> problems; // each on a line of its own, as Diagnostic::format() writes an error
    for (std::size_t i = 0; i < plan.variants.size(); ++i) {
        ConfigLoadResult r = sweepVariantConfig(plan, i);
        for (const Diagnostic& d : r.diagnostics) {
            if (!d.isError())
                continue;
            const std::string& label = plan.variants[i].label;
            problems.push_back(Message::plain("\n  "));
            problems.push_back(d.path.empty() ? msg("variant \"%1\": error: %2", label, d.message)
                                              : msg("variant \"%1\": error: %2: %3", label, d.path, d.message));
        }
        if (r.config)
            configs.push_back(std::move(*r.config));
    }
    if (!problems.empty())
        throw ConfigError(msg("the sweep has variants that cannot train:%1", Message::sequence(std::move(problems))));
    return configs;
}

SweepVariantState sweepVariantState(const fs::path& folder, const SweepPlan& plan, std::size_t i)
{
    const auto run = sweepVariantRun(folder, plan, i);
    if (!run)
        return {};
    if (readRunFolder(*run, DeviceSamples::Skip).status() == RunStatus::Completed)
        return {SweepVariantState::Kind::Completed, *run};
    if (fs::exists(*run / runfile::Checkpoints / "last.pt"))
        return {SweepVariantState::Kind::Resume, *run};
    return {};
}

AshaSettings sweepAshaSettings(const SweepPlan& plan)
{
    AshaSettings settings;
    settings.minEpochs = plan.search.minEpochs;
    settings.eta = plan.search.eta;
    settings.maxEpochs = ConfigView::fromJson(plan.base).epochs;
    if (settings.maxEpochs <= 0)
        settings.maxEpochs = TrainingConfig{}.epochs;
    return settings;
}

std::vector<AshaTrial> readAshaTrials(const fs::path& folder, const SweepPlan& plan, const std::vector<std::size_t>& failedNow)
{
    const std::string metricKey = ConfigView::fromJson(plan.base).checkpointMetric;
    std::vector<AshaTrial> trials(plan.variants.size());
    for (std::size_t i = 0; i < trials.size(); ++i) {
        const auto run = sweepVariantRun(folder, plan, i);
        if (!run)
            continue;
        AshaTrial& t = trials[i];
        try {
            const RunRecord record = readRunFolder(*run, DeviceSamples::Skip);
            for (const EpochRecord& e : record.epochs)
                t.epochsDone = std::max(t.epochsDone, e.epoch);
            t.metric.assign(static_cast<std::size_t>(t.epochsDone), NAN);
            for (const EpochRecord& e : record.epochs) { // a resumed epoch recorded twice: the later line
                const auto m = e.metrics.find(metricKey);
                if (e.epoch >= 1 && m != e.metrics.end())
                    t.metric[static_cast<std::size_t>(e.epoch) - 1] = m->second;
            }
            const bool checkpoint = fs::exists(*run / runfile::Checkpoints / "last.pt");
            if (record.status() == RunStatus::Completed)
                t.state = AshaTrial::State::Completed;
            else
                t.state = checkpoint ? AshaTrial::State::Paused : AshaTrial::State::NotStarted;
        } catch (const std::exception&) {
            t = {}; // unreadable: trained again from the start, as a grid variant would be
        }
    }
    for (const std::size_t i : failedNow) // with or without a run folder: not tried again in this process
        if (i < trials.size() && trials[i].state != AshaTrial::State::Completed)
            trials[i].state = AshaTrial::State::Failed;
    return trials;
}

namespace {

SweepOutcome runAsha(const fs::path& folder, const SweepPlan& plan, const std::vector<Config>& configs, const SweepCallbacks& callbacks)
{
    const auto log = [&](const std::string& line) {
        if (callbacks.log)
            callbacks.log(line);
    };
    for (const Config& c : configs) {
        if (c.training.epochs != configs.front().training.epochs || c.output.checkpoint.metric != configs.front().output.checkpoint.metric)
            throw ConfigError(msg("an ASHA search compares its trials at the same epochs by one metric: \"%1\" sets training.epochs or "
                                  "output.checkpoint.metric differently from the first trial",
                                  c.name));
    }
    const AshaSettings settings = sweepAshaSettings(plan);
    const bool higher = metric::higherIsBetter(configs.front().output.checkpoint.metric);
    const std::size_t n = plan.variants.size();
    SweepOutcome outcome;
    std::vector<std::size_t> failedNow;
    for (;;) {
        const std::vector<AshaTrial> before = readAshaTrials(folder, plan, failedNow);
        const std::optional<AshaJob> job = nextAshaJob(settings, before, higher);
        if (!job)
            break;
        const std::size_t i = job->trial;
        const std::string which = "trial " + std::to_string(i + 1) + "/" + std::to_string(n) + " (" + plan.variants[i].label + ")";
        const SweepVariantState state = sweepVariantState(folder, plan, i);
        const fs::path resume = state.kind == SweepVariantState::Kind::Resume ? state.run : fs::path();
        log(job->why.text());
        const bool toTheEnd = job->untilEpoch >= settings.maxEpochs;
        const int code = callbacks.train(configs[i], folder, resume, toTheEnd ? 0 : job->untilEpoch);
        if (callbacks.variantEnded)
            callbacks.variantEnded(i);
        const AshaTrial after = readAshaTrials(folder, plan, failedNow)[i];
        const bool reachedRung = after.state == AshaTrial::State::Completed || after.epochsDone >= job->untilEpoch;
        if (code == ExitInterrupted && !reachedRung) {
            outcome.stopped = true;
            outcome.exitCode = ExitInterrupted;
            log(which + ": stopped; the search stops here and resumes with this trial");
            return outcome;
        }
        if ((code != ExitSuccess && code != ExitInterrupted) || !reachedRung) {
            failedNow.push_back(i); // not retried in this process: the search goes on without it
            ++outcome.failed;
            if (outcome.exitCode == ExitSuccess)
                outcome.exitCode = code != ExitSuccess ? code : ExitRuntimeError;
            log(which + ": failed (exit code " + std::to_string(code) + "); the search goes on without it");
        }
    }
    const std::vector<AshaTrial> trials = readAshaTrials(folder, plan, failedNow);
    outcome.completed = static_cast<int>(std::count_if(trials.begin(), trials.end(), [](const AshaTrial& t) { return t.state == AshaTrial::State::Completed; }));
    const auto pruned = std::count_if(trials.begin(), trials.end(), [](const AshaTrial& t) { return t.state == AshaTrial::State::Paused; });
    log("search over: " + std::to_string(outcome.completed) + " trial(s) trained to the end, " + std::to_string(pruned) + " pruned, "
        + std::to_string(outcome.failed) + " failed");
    return outcome;
}

} // namespace

SweepOutcome runSweep(const fs::path& folder, const SweepPlan& plan, const SweepCallbacks& callbacks)
{
    const std::vector<Config> configs = sweepConfigs(plan);
    if (plan.search.kind == SweepSearch::Kind::Asha)
        return runAsha(folder, plan, configs, callbacks);
    const auto log = [&](const std::string& line) {
        if (callbacks.log)
            callbacks.log(line);
    };
    SweepOutcome outcome;
    const std::size_t n = plan.variants.size();
    for (std::size_t i = 0; i < n; ++i) {
        const std::string which = "variant " + std::to_string(i + 1) + "/" + std::to_string(n) + " (" + plan.variants[i].label + ")";
        const SweepVariantState state = sweepVariantState(folder, plan, i);
        if (state.kind == SweepVariantState::Kind::Completed) {
            log(which + ": completed before, in " + state.run.filename().string());
            ++outcome.completed;
            continue;
        }
        const fs::path resume = state.kind == SweepVariantState::Kind::Resume ? state.run : fs::path();
        log(which + (resume.empty() ? ": training" : ": continuing " + resume.filename().string()));
        const int code = callbacks.train(configs[i], folder, resume, 0);
        if (callbacks.variantEnded)
            callbacks.variantEnded(i);
        if (code == ExitSuccess) {
            ++outcome.completed;
        } else if (code == ExitInterrupted) {
            outcome.stopped = true;
            outcome.exitCode = ExitInterrupted;
            log(which + ": stopped; the sweep stops here and resumes from this variant");
            return outcome;
        } else {
            ++outcome.failed;
            if (outcome.exitCode == ExitSuccess)
                outcome.exitCode = code;
            log(which + ": failed (exit code " + std::to_string(code) + "); going on with the next variant");
        }
    }
    return outcome;
}

} // namespace lathe::core
