// The ways a CPU training step can use two cores, side by side in one run (issue 34): the whole batch
// on two intra-op threads, on one, and the batch in two parts at once (train/batchparts.h), on the
// built-in models at the sizes of bench/busy_machine.sh, with random data. Blocks of steps alternate
// between the ways (A B C, C B A, ...), so that a change of the machine's load falls on all of them;
// prints each way's median ms a step and its ratio to the whole batch on two threads, as a Markdown
// table for docs/benchmarks.md. bench/batch_parts.sh runs it beside busy loops.
//
//   lathe-bench-parts [MODEL (mlp, mlp-nobn, cnn2d, transformer, tiny)] [seconds a way (12)] [WAY (1-3: that one alone, to profile)]

#include "data/dataset.h"
#include "models/modelfactory.h"
#include "train/batchparts.h"
#include "train/modelloss.h"
#include "train/trainstep.h"
#include "util/hostmemory.h"

#include <ATen/ATen.h>
#include <ATen/Parallel.h>
#include <torch/optim/adamw.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

using namespace lathe::core;

namespace {

struct Way {
    const char* name;
    int threads; // intra-op
    int parts;
    std::vector<double> blocks; // ms a step, per block
};

struct Bench {
    DataSplits data;
    TrainingConfig training;
    ModelConfig model;
    std::int64_t batch = 64;
    std::vector<std::int64_t> input;
};

Bench benchFor(const std::string& name)
{
    Bench b;
    b.data.classification = true;
    b.model.dropout = 0.1;
    if (name == "mlp" || name == "mlp-nobn") { // configs/fashion-mnist-mlp.json
        b.model.kind = "mlp";
        b.model.hidden = {256, 128};
        b.model.dropout = 0.2;
        b.model.batchNorm = name == "mlp";
        b.input = {784};
        b.batch = 256;
        b.data.numClasses = 10;
    } else if (name == "tiny") { // the clicks table, hidden [48, 32], batch 32
        b.model.kind = "mlp";
        b.model.hidden = {48, 32};
        b.input = {13};
        b.batch = 32;
        b.data.numClasses = 2;
    } else if (name == "cnn2d") { // configs/fashion-mnist.json's model
        b.model.kind = "cnn2d";
        b.model.channels = {32, 64};
        b.input = {1, 28, 28};
        b.batch = 256;
        b.data.numClasses = 10;
    } else { // configs/sensors-transformer.json, batch 64
        b.model.kind = "transformer";
        b.model.dModel = 64;
        b.model.heads = 4;
        b.model.layers = 2;
        b.model.ffDim = 128;
        b.input = {64, 4};
        b.batch = 64;
        b.data.numClasses = 4;
    }
    for (std::int64_t c = 0; c < b.data.numClasses; ++c)
        b.data.classNames.push_back("c" + std::to_string(c));
    b.data.inputShape = b.input;
    b.data.outputSize = b.data.numClasses;
    return b;
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0.0 : v[v.size() / 2];
}

} // namespace

int main(int argc, char** argv)
{
    preferHugePages();
    const std::string name = argc > 1 ? argv[1] : "transformer";
    const double seconds = argc > 2 ? std::atof(argv[2]) : 12.0;
    Bench b = benchFor(name);
    torch::jit::Module model = buildModel(b.model, {b.input, b.data.outputSize}, 1);
    model.train(true);
    ModelLoss loss(model, PrecisionChoice{}, c10::Device(c10::kCPU), b.data, b.training);
    // Convolutions in channels-last order, as CPU training puts them (compile.channels_last auto).
    const ChannelsLastChoice order = chooseChannelsLast(model, std::nullopt, c10::Device(c10::kCPU), false);
    applyChannelsLast(model, loss, order.on);
    const std::vector<at::Tensor> parameters = parametersOf(model);
    TrainStep step(loss, parameters, std::make_unique<torch::optim::AdamW>(parameters, torch::optim::AdamWOptions(1e-3)), nullptr,
                   StepOptions{}, nullptr, [](bool, const Message&) {});
    BatchParts parts;
    step.setBatchParts(&parts);
    const HostMemoryCache cache(true);
    std::vector<std::int64_t> shape{b.batch};
    shape.insert(shape.end(), b.input.begin(), b.input.end());
    const at::Tensor x = at::randn(shape), y = at::randint(0, b.data.numClasses, {b.batch}, at::kLong);
    std::vector<Way> ways{{"whole batch, 2 threads", 2, 1, {}}, {"whole batch, 1 thread", 1, 1, {}}, {"2 parts, 1 thread each", 1, 2, {}}};
    if (argc > 3 && std::atoi(argv[3]) >= 1 && std::atoi(argv[3]) <= 3)
        ways = {ways[static_cast<std::size_t>(std::atoi(argv[3]) - 1)]};
    const auto use = [&](const Way& w) {
        at::set_num_threads(w.threads);
        parts.setParts(w.parts);
    };
    const auto run = [&](double forSeconds) { // steps for about that long: ms a step
        const auto t0 = std::chrono::steady_clock::now();
        int steps = 0;
        double elapsed = 0.0;
        while (elapsed < forSeconds || steps < 3) {
            step.train(x, y, true, true, 1e-3);
            ++steps;
            elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        }
        return 1000.0 * elapsed / steps;
    };
    for (const Way& w : ways) { // warm-ups
        use(w);
        run(0.3);
    }
    // LATHE_BENCH_BLOCK_SECONDS: a block's length (0.5 s; the thread governor's are 0.25);
    // LATHE_BENCH_ALL_BLOCKS=1 prints every block's ms a step too, to judge how the blocks vary.
    const char* blockEnv = std::getenv("LATHE_BENCH_BLOCK_SECONDS");
    const double block = blockEnv && std::atof(blockEnv) > 0 ? std::atof(blockEnv) : 0.5;
    const int rounds = std::max(2, static_cast<int>(seconds / block));
    for (int r = 0; r < rounds; ++r) {
        for (std::size_t i = 0; i < ways.size(); ++i) {
            Way& w = ways[r % 2 == 0 ? i : ways.size() - 1 - i];
            use(w);
            run(0.05); // the first steps after a change wake or park threads
            w.blocks.push_back(run(block));
        }
    }
    std::printf("| model | way | ms a step (median of %d blocks) | against the whole batch on 2 threads |\n|---|---|---|---|\n", rounds);
    const double base = median(ways[0].blocks);
    for (const Way& w : ways)
        std::printf("| %s | %s | %.2f | %.2fx |\n", name.c_str(), w.name, median(w.blocks), base / median(w.blocks));
    if (const char* all = std::getenv("LATHE_BENCH_ALL_BLOCKS"); all && std::string(all) == "1") {
        for (const Way& w : ways) {
            std::printf("blocks, %s:", w.name);
            for (double ms : w.blocks)
                std::printf(" %.2f", ms);
            std::printf("\n");
        }
    }
    return 0;
}
