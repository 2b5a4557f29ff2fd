// What listing a streamed image folder costs since each file's first bytes are checked before
// training (checkImageSignature: a text file named .jpg once failed the run at the test split after
// the last epoch): the walk over the class folders against the check, warm page cache, alternating,
// in one run, as a ratio and per file. Not a test: it measures, for docs/benchmarks.md.
//
//   lathe-bench-listing FOLDER [--rounds 5]

#include "data/imagefiles.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

double seconds(std::chrono::steady_clock::time_point a, std::chrono::steady_clock::time_point b)
{
    return std::chrono::duration<double>(b - a).count();
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

} // namespace

int main(int argc, char** argv)
{
    if (argc < 2) {
        std::fprintf(stderr, "usage: %s FOLDER [--rounds 5]\n", argv[0]);
        return 1;
    }
    const std::string folder = argv[1];
    int rounds = 5;
    for (int i = 2; i + 1 < argc; ++i)
        if (std::string(argv[i]) == "--rounds")
            rounds = std::max(1, std::atoi(argv[i + 1]));
    std::vector<double> walks, checks;
    std::size_t files = 0;
    for (int r = 0; r < rounds + 1; ++r) { // the first round warms the page cache and is not counted
        const auto t0 = std::chrono::steady_clock::now();
        const auto listed = lathe::core::imageFilesUnder(folder);
        const auto t1 = std::chrono::steady_clock::now();
        for (const auto& f : listed)
            lathe::core::checkImageSignature(f);
        const auto t2 = std::chrono::steady_clock::now();
        files = listed.size();
        if (r > 0) {
            walks.push_back(seconds(t0, t1));
            checks.push_back(seconds(t1, t2));
        }
    }
    const double walk = median(walks), check = median(checks);
    std::printf("| %zu | %d | %.3f | %.3f | %.2f | %.1f |\n", files, rounds, walk, check, check / walk, 1e6 * check / static_cast<double>(files));
    return 0;
}
