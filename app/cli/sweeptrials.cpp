#include "sweeptrials.h"

#include "clisupport.h"
#include "progressprinter.h"
#include "run/sweepfolder.h"
#include "train/sweep.h"
#include "util/childprocess.h"
#include "util/errors.h"
#include "util/selfpath.h"

#include <signal.h>

#include <chrono>
#include <cstdio>
#include <thread>

namespace lathe::cli {

using namespace lathe::core;
namespace fs = std::filesystem;

int sweepTrialCommand(const SweepOptions& options)
{
    return exitCodeOf([&] {
        const fs::path folder = options.resume;
        const SweepPlan plan = readSweepPlan(folder);
        const std::vector<Config> configs = sweepConfigs(plan);
        if (options.trial < 1 || static_cast<std::size_t>(options.trial) > configs.size())
            throw ConfigError(msg("--trial %1: the sweep in %2 has variants 1 to %3", options.trial, folder.string(), configs.size()));
        const auto i = static_cast<std::size_t>(options.trial) - 1;
        const SweepVariantState state = sweepVariantState(folder, plan, i);
        if (state.kind == SweepVariantState::Kind::Completed)
            return int(ExitSuccess);
        Config config = configs[i];
        if (options.train.gpuId >= 0) // sweep --gpus: the GPU the sweep gave this trial
            onGpu(config, options.train.gpuId);
        ProgressPrinter printer(true); // into the trial's log: its warnings, errors and end
        SessionOptions session;
        session.runsDir = folder;
        if (state.kind == SweepVariantState::Kind::Resume)
            session.resumeDir = state.run;
        session.stopAfterEpoch = options.untilEpoch;
        session.trialsAtOnce = std::max(1, options.parallel);
        return runSession(config, printer, session);
    });
}

void onGpu(Config& config, int gpu)
{
    config.device.type = "cuda";
    config.device.id = gpu;
    config.json["device"]["type"] = "cuda"; // what the run folder's config.json records
    config.json["device"]["id"] = gpu;
}

int trainTrialProcess(const fs::path& folder, std::size_t variant, int stopAfterEpoch, int trialsAtOnce, int gpu)
{
    if (InterruptScope::interrupted())
        return int(ExitInterrupted);
    const fs::path log = folder / "logs" / ("trial-" + std::to_string(variant + 1) + ".log");
    try {
        fs::create_directories(log.parent_path());
        const std::string self = core::selfExecutable();
        std::vector<std::string> args{self,           "sweep", "--resume", folder.string(), "--trial", std::to_string(variant + 1), "--until-epoch",
                                      std::to_string(stopAfterEpoch), "--parallel", std::to_string(trialsAtOnce)};
        if (gpu >= 0) {
            args.insert(args.end(), {"--gpu-id", std::to_string(gpu)});
            std::fprintf(stderr, "sweep: trial %zu trains on GPU %d\n", variant + 1, gpu);
        }
        ChildProcess child(self, args, log);
        bool passedOn = false;
        while (!child.ended()) {
            if (InterruptScope::interrupted() && !passedOn) {
                child.signal(SIGINT); // it stops after its step, with a checkpoint
                passedOn = true;
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
        }
        const int code = child.exitCode();
        if (code > 128 && code != ExitInterrupted) { // killed (kill -9, the out-of-memory killer): the trial failed, not the sweep
            std::fprintf(stderr, "sweep: trial %zu was killed by signal %d; its output: %s\n", variant + 1, code - 128, log.c_str());
            return int(ExitRuntimeError);
        }
        if (code != ExitSuccess && code != ExitInterrupted)
            std::fprintf(stderr, "sweep: trial %zu ended with exit code %d; its output: %s\n", variant + 1, code, log.c_str());
        return code;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "sweep: trial %zu could not start: %s\n", variant + 1, e.what());
        return int(ExitRuntimeError);
    }
}

} // namespace lathe::cli
