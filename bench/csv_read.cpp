// Reads one CSV the way a run does and reports the time and the memory it took, as JSON on stdout:
// the benchmark program behind bench/csv_read.sh (not a test).
//
//   lathe-bench-csv FILE TARGET [--reader columns|cached|encoder|cells] [--categorical COLUMN] [--split F]
//
// `columns` is loadDataset (TabularEncoder: typed columns, no string per cell), as `lathe-cli train`
// reads a CSV table; `cells` reads the same file into a CsvTable of strings first and converts the
// cells (readCsvShards, as tables were read before, and as time series and predict still read) — the
// reference the side-by-side figure compares with. `encoder` is the reading alone (TabularEncoder);
// `cached` is loadDataset with data.cache on (the table cache under $LATHE_CACHE_DIR: a second run
// maps what the first parsed); `columns` has it off. Regression on every other column, no split, no
// scaling: the time is reading and encoding only. --categorical names a column of categories (text:
// a file's encoding, UTF-8 or GB18030, then matters), one-hot encoded as data.categorical does (not
// with cells, which reads numbers only). --split F (columns, cached) holds out a fraction F of the rows
// each for validation and test, as a run does, and reports the memory of their rows' sources (the file
// and line of each, data/rowsources.h).

#include "config/config.h"
#include "data/csvtable.h"
#include "data/dataset.h"
#include "data/rowsources.h"
#include "data/tabular.h"

#include <ATen/ATen.h>
#include <ATen/Parallel.h>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <string>
#include <sys/resource.h>

using namespace lathe::core;

namespace {

long residentKib()
{
    std::ifstream statm("/proc/self/statm");
    long pages = 0, resident = 0;
    statm >> pages >> resident;
    return resident * 4;
}

long peakKib()
{
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return u.ru_maxrss;
}

} // namespace

int main(int argc, char** argv)
{
    if (argc < 3) {
        std::cerr << "usage: lathe-bench-csv FILE TARGET [--reader columns|cells]\n";
        return 1;
    }
    const std::string file = argv[1], target = argv[2];
    std::string reader = "columns", categorical, split = "0.0";
    for (int i = 3; i + 1 < argc; i += 2) {
        if (std::string(argv[i]) == "--reader")
            reader = argv[i + 1];
        else if (std::string(argv[i]) == "--categorical")
            categorical = argv[i + 1];
        else if (std::string(argv[i]) == "--split")
            split = argv[i + 1];
    }
    at::set_num_threads(1);
    at::zeros({1}).add_(1); // LibTorch's own start-up memory belongs to the baseline
    const long baseline = residentKib();
    const auto start = std::chrono::steady_clock::now();
    std::int64_t bytes = 0, rows = 0, sourceBytes = 0;
    const std::string cache = reader == "cached" ? "true" : "false";
    const std::string json = R"({"data": {"path": ")" + file + R"(", "target": ")" + target
                             + R"(", "task": "regression", "normalize": "none", "cache": )" + cache
                             + (categorical.empty() ? std::string() : R"(, "categorical": [")" + categorical + R"("])")
                             + R"(, "splits": {"val": )" + split + R"(, "test": )" + split + "}}}";
    const auto parsed = parseConfig(json, ".");
    if (!parsed.config) {
        std::cerr << parsed.diagnostics.front().format() << "\n";
        return 2;
    }
    if (reader == "encoder") { // the reading alone, without the rest of loadDataset
        TabularEncoder encoder(parsed.config->data);
        at::Tensor x, y;
        encoder.readTraining({file}, x, y);
        bytes = static_cast<std::int64_t>(x.nbytes() + y.nbytes());
        rows = x.size(0);
    } else if (reader == "cells") {
        const CsvTable t = readCsvShards({file});
        const int y = t.requireColumn(target, "target");
        const auto n = static_cast<std::int64_t>(t.rows.size());
        const auto width = static_cast<std::int64_t>(t.header.size()) - 1;
        at::Tensor x = at::empty({n, width}, at::kFloat), targets = at::empty({n, 1}, at::kFloat);
        float* px = x.data_ptr<float>();
        for (std::int64_t r = 0; r < n; ++r) {
            for (int c = 0; c < static_cast<int>(t.header.size()); ++c) {
                const float v = static_cast<float>(t.number(static_cast<std::size_t>(r), c));
                if (c == y)
                    targets.data_ptr<float>()[r] = v;
                else
                    *px++ = v;
            }
        }
        bytes = static_cast<std::int64_t>(x.nbytes() + targets.nbytes());
        rows = n;
    } else {
        const DataSplits d = loadDataset(*parsed.config, [](const Message&) {});
        for (const TensorSplit* s : {&d.train, &d.val, &d.test}) {
            bytes += static_cast<std::int64_t>(s->inputs.defined() ? s->inputs.nbytes() + s->targets.nbytes() : 0);
            rows += s->size();
            if (s->sources)
                sourceBytes += static_cast<std::int64_t>(s->sources->runs().capacity() * sizeof(RowSources::Run));
        }
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::printf("{\"reader\": \"%s\", \"rows\": %lld, \"seconds\": %.3f, \"float32_mib\": %.1f, \"peak_rss_mib\": %.1f, "
                "\"baseline_rss_mib\": %.1f, \"peak_over_baseline_mib\": %.1f, \"sources_mib\": %.1f}\n",
                reader.c_str(), static_cast<long long>(rows), seconds, static_cast<double>(bytes) / 1048576.0, peakKib() / 1024.0,
                baseline / 1024.0, (peakKib() - baseline) / 1024.0, static_cast<double>(sourceBytes) / 1048576.0);
    return 0;
}
