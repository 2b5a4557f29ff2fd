#include "sweep.h"

#include "run/runrecord.h"
#include "util/errors.h"

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

SweepOutcome runSweep(const fs::path& folder, const SweepPlan& plan, const SweepCallbacks& callbacks)
{
    const std::vector<Config> configs = sweepConfigs(plan);
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
        const int code = callbacks.train(configs[i], folder, resume);
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
