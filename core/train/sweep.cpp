#include "sweep.h"

#include "config/schema.h"
#include "metrics/metric.h"
#include "run/configview.h"
#include "run/runrecord.h"
#include "util/errors.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <future>
#include <optional>

namespace lathe::core {

namespace fs = std::filesystem;

ConfigLoadResult sweepVariantConfig(const SweepPlan& plan, std::size_t i)
{
    const SweepVariant& v = plan.variants.at(i);
    Json doc = plan.base;
    ConfigLoadResult failed;
    for (const auto& [key, value] : v.settings) {
        if (Message error = applyOverride(doc, key + "=" + value); !error.empty()) {
            failed.diagnostics.push_back({Diagnostic::Severity::Error, "", std::move(error)});
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

namespace {
// The value at dotted `key` ("training.epochs") of `doc`, or null when it is not there.
Json valueAt(const Json& doc, const std::string& key)
{
    const Json* at = &doc;
    for (std::size_t from = 0, dot = 0; dot != std::string::npos; from = dot + 1) {
        dot = key.find('.', from);
        const std::string part = key.substr(from, dot == std::string::npos ? std::string::npos : dot - from);
        if (!at->is_object() || !at->contains(part))
            return Json();
        at = &at->at(part);
    }
    return *at;
}
} // namespace

void anchorSweepPaths(SweepPlan& plan, const fs::path& configDir)
{
    for (SweepVariant& v : plan.variants) {
        for (auto& [key, value] : v.settings) {
            const FieldSpec* field = findField(key);
            if (!field || !field->isPath)
                continue;
            Json doc = Json::object();
            if (!applyOverride(doc, key + "=" + value).empty())
                continue; // said when the variants are checked
            value = valueAt(withAbsolutePaths(doc, configDir), key).dump(); // a JSON string or list, which --set reads as itself
        }
    }
}

std::vector<Config> sweepConfigs(const SweepPlan& plan)
{
    std::vector<Config> configs;
    // Each error once, with the variants it stops (a key no config has stops every one alike).
    struct Problem {
        std::string path;
        Message message;
        std::vector<std::string> labels;
    };
    std::vector<Problem> found;
    for (std::size_t i = 0; i < plan.variants.size(); ++i) {
        ConfigLoadResult r = sweepVariantConfig(plan, i);
        for (const Diagnostic& d : r.diagnostics) {
            if (!d.isError())
                continue;
            auto same = std::find_if(found.begin(), found.end(), [&](const Problem& p) { return p.path == d.path && p.message == d.message; });
            if (same == found.end())
                same = found.insert(found.end(), Problem{d.path, d.message, {}});
            same->labels.push_back(plan.variants[i].label);
        }
        if (r.config)
            configs.push_back(std::move(*r.config));
    }
    std::vector<Message> problems; // each on a line of its own, as Diagnostic::format() writes an error
    for (const Problem& p : found) {
        std::string labels;
        for (const std::string& label : p.labels)
            labels += (labels.empty() ? "\"" : ", \"") + label + "\"";
        const Message who = p.labels.size() == plan.variants.size() && p.labels.size() > 1 ? msg("every variant")
                            : p.labels.size() > 1                                           ? msg("variants %1", labels)
                                                                                            : msg("variant %1", labels);
        problems.push_back(Message::plain("\n  "));
        problems.push_back(p.path.empty() ? msg("%1: error: %2", who, p.message) : msg("%1: error: %2: %3", who, p.path, p.message));
    }
    if (!problems.empty())
        throw ConfigError(msg("the sweep has variants that cannot train:%1", Message::sequence(std::move(problems))));
    if (plan.search.kind == SweepSearch::Kind::Asha)
        checkAshaTrials(plan, configs);
    return configs;
}

// ASHA compares its trials at the same epochs by one validation metric, each epoch: checked with
// the variants, before a sweep folder is made (the check ran once the folder was there, and the
// folder could never be resumed).
void checkAshaTrials(const SweepPlan& plan, const std::vector<Config>& configs)
{
    for (std::size_t i = 1; i < configs.size() && i < plan.variants.size(); ++i) {
        const Config& first = configs.front();
        const Config& c = configs[i];
        if (c.training.epochs != first.training.epochs)
            throw ConfigError(msg("an ASHA search compares its trials at the same epochs: training.epochs differs between trials "
                                  "(\"%1\" trains %2 epochs, \"%3\" %4)",
                                  plan.variants[0].label, first.training.epochs, plan.variants[i].label, c.training.epochs));
        if (c.output.checkpoint.metric != first.output.checkpoint.metric)
            throw ConfigError(msg("an ASHA search ranks its trials by one metric: output.checkpoint.metric differs between trials "
                                  "(\"%1\" uses %2, \"%3\" %4)",
                                  plan.variants[0].label, first.output.checkpoint.metric, plan.variants[i].label, c.output.checkpoint.metric));
    }
    for (const Config& c : configs) {
        if (!c.data.valPath.empty() || c.data.valFraction > 0.0)
            continue;
        throw ConfigError(msg("an ASHA search ranks its trials by %1 at each rung, which needs a validation split: \"%2\" has none "
                              "(data.splits.val is 0 and data.val_path is empty)",
                              c.output.checkpoint.metric, c.name));
    }
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

namespace {
// What every trial shares (an ASHA search's epochs and metric: checkAshaTrials): the value every
// variant sets `key` to (a grid of one value, the window's Settings box), else the base config's.
Json sharedSetting(const SweepPlan& plan, const std::string& key)
{
    Json doc = plan.base;
    std::optional<std::string> shared;
    bool alike = !plan.variants.empty();
    for (const SweepVariant& v : plan.variants) {
        const auto it = std::find_if(v.settings.begin(), v.settings.end(), [&](const auto& s) { return s.first == key; });
        if (it == v.settings.end() || (shared && *shared != it->second))
            alike = false;
        else
            shared = it->second;
    }
    if (alike && shared)
        applyOverride(doc, key + "=" + *shared);
    return valueAt(doc, key);
}
} // namespace

std::string sweepMetric(const SweepPlan& plan)
{
    const Json metric = sharedSetting(plan, "output.checkpoint.metric");
    return metric.is_string() ? metric.get<std::string>() : ConfigView::fromJson(plan.base).checkpointMetric;
}

AshaSettings sweepAshaSettings(const SweepPlan& plan)
{
    AshaSettings settings;
    settings.minEpochs = plan.search.minEpochs;
    settings.eta = plan.search.eta;
    const Json epochs = sharedSetting(plan, "training.epochs");
    settings.maxEpochs = epochs.is_number_integer() ? epochs.get<int>() : 0;
    if (settings.maxEpochs <= 0)
        settings.maxEpochs = TrainingConfig{}.epochs;
    return settings;
}

std::vector<AshaTrial> readAshaTrials(const fs::path& folder, const SweepPlan& plan, const std::vector<std::size_t>& failedNow)
{
    const std::string metricKey = sweepMetric(plan);
    std::vector<AshaTrial> trials(plan.variants.size());
    const std::vector<std::optional<fs::path>> runs = sweepVariantRuns(folder, plan);
    for (std::size_t i = 0; i < trials.size(); ++i) {
        const std::optional<fs::path>& run = runs[i];
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

// The variants being trained: up to callbacks.parallel at once, each on a thread of its own calling
// callbacks.train (one at a time: on the caller's thread, as before there were several).
class TrainingPool {
public:
    struct Ended {
        std::size_t variant = 0;
        int untilEpoch = 0;
        int code = ExitSuccess;
    };

    TrainingPool(const fs::path& folder, const std::vector<Config>& configs, const SweepCallbacks& callbacks)
        : m_folder(folder)
        , m_configs(configs)
        , m_callbacks(callbacks)
        , m_parallel(static_cast<std::size_t>(std::max(1, callbacks.parallel)))
    {
    }
    ~TrainingPool()
    {
        for (Job& j : m_jobs)
            j.code.wait(); // only after an exception: the trainings end on their own (a stop or their end)
    }

    bool full() const { return m_jobs.size() >= m_parallel; }
    bool empty() const { return m_jobs.empty(); }
    std::vector<std::size_t> training() const
    {
        std::vector<std::size_t> v;
        for (const Job& j : m_jobs)
            v.push_back(j.variant);
        return v;
    }

    void start(std::size_t i, const fs::path& resume, int stopAfterEpoch, int untilEpoch)
    {
        const auto train = [this, i, resume, stopAfterEpoch] { return m_callbacks.train(i, m_configs[i], m_folder, resume, stopAfterEpoch); };
        Job job{i, untilEpoch, {}};
        if (m_parallel == 1) {
            std::promise<int> done;
            done.set_value(train());
            job.code = done.get_future();
        } else {
            job.code = std::async(std::launch::async, train);
        }
        m_jobs.push_back(std::move(job));
    }

    // Waits for a variant to end (the first started when several have).
    Ended next()
    {
        for (;;) {
            for (auto it = m_jobs.begin(); it != m_jobs.end(); ++it) {
                if (it->code.wait_for(std::chrono::milliseconds(0)) == std::future_status::ready) {
                    Ended e{it->variant, it->untilEpoch, it->code.get()};
                    m_jobs.erase(it);
                    return e;
                }
            }
            m_jobs.front().code.wait_for(std::chrono::milliseconds(100));
        }
    }

private:
    struct Job {
        std::size_t variant;
        int untilEpoch;
        std::future<int> code;
    };
    const fs::path& m_folder;
    const std::vector<Config>& m_configs;
    const SweepCallbacks& m_callbacks;
    std::size_t m_parallel;
    std::vector<Job> m_jobs;
};

SweepOutcome runAsha(const fs::path& folder, const SweepPlan& plan, const std::vector<Config>& configs, const SweepCallbacks& callbacks)
{
    const auto log = [&](const std::string& line) {
        if (callbacks.log)
            callbacks.log(line);
    };
    const AshaSettings settings = sweepAshaSettings(plan);
    const bool higher = metric::higherIsBetter(configs.front().output.checkpoint.metric);
    const std::size_t n = plan.variants.size();
    const auto which = [&](std::size_t i) { return "trial " + std::to_string(i + 1) + "/" + std::to_string(n) + " (" + plan.variants[i].label + ")"; };
    SweepOutcome outcome;
    std::vector<std::size_t> failedNow;
    TrainingPool pool(folder, configs, callbacks);
    // The trials as their folders say, those being trained marked so: nextAshaJob hands out none twice.
    const auto trialsNow = [&] {
        std::vector<AshaTrial> trials = readAshaTrials(folder, plan, failedNow);
        for (const std::size_t i : pool.training())
            trials[i].state = AshaTrial::State::Running;
        return trials;
    };
    for (;;) {
        while (!outcome.stopped && !pool.full()) {
            const std::optional<AshaJob> job = nextAshaJob(settings, trialsNow(), higher);
            if (!job)
                break;
            const std::size_t i = job->trial;
            const SweepVariantState state = sweepVariantState(folder, plan, i);
            const fs::path resume = state.kind == SweepVariantState::Kind::Resume ? state.run : fs::path();
            log(job->why.text());
            const bool toTheEnd = job->untilEpoch >= settings.maxEpochs;
            pool.start(i, resume, toTheEnd ? 0 : job->untilEpoch, job->untilEpoch);
        }
        if (pool.empty())
            break;
        const TrainingPool::Ended ended = pool.next();
        const std::size_t i = ended.variant;
        const int code = ended.code;
        if (callbacks.variantEnded)
            callbacks.variantEnded(i);
        const AshaTrial after = readAshaTrials(folder, plan, failedNow)[i];
        const bool reachedRung = after.state == AshaTrial::State::Completed || after.epochsDone >= ended.untilEpoch;
        if (code == ExitInterrupted && !reachedRung) {
            outcome.stopped = true;
            outcome.exitCode = ExitInterrupted;
            log(which(i) + ": stopped; the search stops here and resumes with this trial");
            continue; // the others in training are waited for
        }
        if ((code != ExitSuccess && code != ExitInterrupted) || !reachedRung) {
            failedNow.push_back(i); // not retried in this process: the search goes on without it
            ++outcome.failed;
            if (outcome.exitCode == ExitSuccess)
                outcome.exitCode = code != ExitSuccess ? code : ExitRuntimeError;
            log(which(i) + ": failed (exit code " + std::to_string(code) + "); the search goes on without it");
        }
    }
    if (outcome.stopped)
        return outcome;
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
    const auto which = [&](std::size_t i) { return "variant " + std::to_string(i + 1) + "/" + std::to_string(n) + " (" + plan.variants[i].label + ")"; };
    TrainingPool pool(folder, configs, callbacks);
    std::size_t nextVariant = 0;
    for (;;) {
        while (!outcome.stopped && !pool.full() && nextVariant < n) {
            const std::size_t i = nextVariant++;
            const SweepVariantState state = sweepVariantState(folder, plan, i);
            if (state.kind == SweepVariantState::Kind::Completed) {
                log(which(i) + ": completed before, in " + state.run.filename().string());
                ++outcome.completed;
                continue;
            }
            const fs::path resume = state.kind == SweepVariantState::Kind::Resume ? state.run : fs::path();
            log(which(i) + (resume.empty() ? ": training" : ": continuing " + resume.filename().string()));
            pool.start(i, resume, 0, 0);
        }
        if (pool.empty())
            break;
        const TrainingPool::Ended ended = pool.next();
        const std::size_t i = ended.variant;
        if (callbacks.variantEnded)
            callbacks.variantEnded(i);
        if (ended.code == ExitSuccess) {
            ++outcome.completed;
        } else if (ended.code == ExitInterrupted) {
            outcome.stopped = true;
            outcome.exitCode = ExitInterrupted;
            log(which(i) + ": stopped; the sweep stops here and resumes from this variant");
        } else {
            ++outcome.failed;
            if (outcome.exitCode == ExitSuccess)
                outcome.exitCode = ended.code;
            log(which(i) + ": failed (exit code " + std::to_string(ended.code) + "); going on with the next variant");
        }
    }
    return outcome;
}

} // namespace lathe::core
