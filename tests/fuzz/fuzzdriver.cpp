// A libFuzzer stand-in for builds without clang's -fsanitize=fuzzer (every CTest run): replays the
// seed corpus and the regression inputs, then mutates them (bit flips, byte changes, insertions,
// deletions, duplications, splices, tokens) with a fixed seed for a few seconds. An input that
// throws something the target does not expect is written to fuzz-finding-<target>.bin and fails
// the run; one that crashes is written to fuzz-crash-<target>.bin first.
//
//   fuzz_<target> [--seconds S] [--seed N] [--max-len BYTES] CORPUS_DIR_OR_FILE...

#include "fuzztarget.h"

#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <fcntl.h>
#include <iterator>
#include <random>
#include <string>
#include <vector>

namespace {

using Bytes = std::vector<std::uint8_t>;

const Bytes* g_current = nullptr;
std::string g_crashFile;

extern "C" void onCrash(int sig)
{
    if (g_current) { // async-signal-safe: open, write, close
        const int fd = ::open(g_crashFile.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (fd >= 0) {
            (void)!::write(fd, g_current->data(), g_current->size());
            ::close(fd);
        }
        const char msg[] = "fuzz driver: crashed; the input is in fuzz-crash-*.bin\n";
        (void)!::write(2, msg, sizeof msg - 1);
    }
    std::signal(sig, SIG_DFL);
    std::raise(sig);
}

Bytes readFile(const std::filesystem::path& file)
{
    std::ifstream in(file, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void mutate(Bytes& b, const std::vector<Bytes>& corpus, std::mt19937_64& rng, std::size_t maxLen)
{
    static const std::vector<std::string> tokens{"\"", "{", "}", "[", "]", ",", ":", "\n", "\r\n", std::string(1, '\0'),
                                                 "null", "true", "-1", "0", "1e999", "NaN", "-inf", "99999999999999999999",
                                                 "\xff\xff\xff\xff", "\x7f\xff\xff\xff", "\"\"", "\\u0000", "é", "数"};
    const auto pick = [&](std::size_t n) { return n == 0 ? 0 : static_cast<std::size_t>(rng() % n); };
    const int rounds = 1 + static_cast<int>(rng() % 4);
    for (int i = 0; i < rounds; ++i) {
        switch (rng() % 8) {
        case 0: // flip a bit
            if (!b.empty())
                b[pick(b.size())] ^= static_cast<std::uint8_t>(1u << (rng() % 8));
            break;
        case 1: { // an interesting byte
            static const std::uint8_t values[] = {0, 1, 0x7f, 0x80, 0xff, '0', '9', ',', '"'};
            if (!b.empty())
                b[pick(b.size())] = values[pick(sizeof values)];
            break;
        }
        case 2: { // insert random bytes
            const std::size_t at = pick(b.size() + 1), n = 1 + pick(8);
            Bytes add(n);
            for (auto& c : add)
                c = static_cast<std::uint8_t>(rng());
            b.insert(b.begin() + static_cast<std::ptrdiff_t>(at), add.begin(), add.end());
            break;
        }
        case 3: // delete a range
            if (!b.empty()) {
                const std::size_t at = pick(b.size()), n = 1 + pick(std::min<std::size_t>(b.size() - at, 64));
                b.erase(b.begin() + static_cast<std::ptrdiff_t>(at), b.begin() + static_cast<std::ptrdiff_t>(at + n));
            }
            break;
        case 4: // duplicate a range
            if (!b.empty()) {
                const std::size_t at = pick(b.size()), n = 1 + pick(std::min<std::size_t>(b.size() - at, 64));
                const Bytes part(b.begin() + static_cast<std::ptrdiff_t>(at), b.begin() + static_cast<std::ptrdiff_t>(at + n));
                b.insert(b.begin() + static_cast<std::ptrdiff_t>(pick(b.size() + 1)), part.begin(), part.end());
            }
            break;
        case 5: { // splice from another input
            const Bytes& other = corpus[pick(corpus.size())];
            if (!other.empty()) {
                const std::size_t from = pick(other.size()), n = 1 + pick(std::min<std::size_t>(other.size() - from, 128));
                b.insert(b.begin() + static_cast<std::ptrdiff_t>(pick(b.size() + 1)), other.begin() + static_cast<std::ptrdiff_t>(from),
                         other.begin() + static_cast<std::ptrdiff_t>(from + n));
            }
            break;
        }
        case 6: { // a token
            const std::string& t = tokens[pick(tokens.size())];
            b.insert(b.begin() + static_cast<std::ptrdiff_t>(pick(b.size() + 1)), t.begin(), t.end());
            break;
        }
        default: // truncate
            b.resize(pick(b.size() + 1));
            break;
        }
    }
    if (b.size() > maxLen)
        b.resize(maxLen);
}

} // namespace

int main(int argc, char** argv)
{
    double seconds = 3.0;
    unsigned long long seed = 1;
    std::size_t maxLen = 0;
    std::vector<Bytes> corpus;
    std::string name = std::filesystem::path(argv[0]).filename().string();
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--seconds" && i + 1 < argc)
            seconds = std::atof(argv[++i]);
        else if (a == "--seed" && i + 1 < argc)
            seed = std::strtoull(argv[++i], nullptr, 10);
        else if (a == "--max-len" && i + 1 < argc)
            maxLen = std::strtoull(argv[++i], nullptr, 10);
        else if (std::filesystem::is_directory(a)) {
            for (const auto& e : std::filesystem::directory_iterator(a))
                if (e.is_regular_file())
                    corpus.push_back(readFile(e.path()));
        } else if (std::filesystem::is_regular_file(a)) {
            corpus.push_back(readFile(a));
        } else {
            std::fprintf(stderr, "%s: no such input or folder: %s\n", name.c_str(), a.c_str());
            return 2;
        }
    }
    if (corpus.empty())
        corpus.push_back({});
    std::size_t largest = 0;
    for (const Bytes& b : corpus)
        largest = std::max(largest, b.size());
    if (maxLen == 0)
        maxLen = std::max<std::size_t>(4096, 2 * largest);
    g_crashFile = "fuzz-crash-" + name + ".bin";
    for (int sig : {SIGSEGV, SIGABRT, SIGBUS, SIGFPE, SIGILL, SIGTRAP})
        std::signal(sig, onCrash);

    const auto runOne = [&](const Bytes& input) {
        g_current = &input;
        try {
            LLVMFuzzerTestOneInput(input.data(), input.size());
        } catch (const std::exception& e) {
            const std::string file = "fuzz-finding-" + name + ".bin";
            std::ofstream(file, std::ios::binary).write(reinterpret_cast<const char*>(input.data()), static_cast<std::streamsize>(input.size()));
            std::fprintf(stderr, "%s: unexpected exception: %s\n  the input is in %s\n", name.c_str(), e.what(), file.c_str());
            std::exit(1);
        }
        g_current = nullptr;
    };
    for (const Bytes& input : corpus)
        runOne(input);
    const std::size_t replayed = corpus.size();

    std::mt19937_64 rng(seed);
    const auto start = std::chrono::steady_clock::now();
    std::size_t runs = 0;
    Bytes input;
    while (std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() < seconds) {
        input = corpus[static_cast<std::size_t>(rng() % corpus.size())];
        mutate(input, corpus, rng, maxLen);
        runOne(input);
        ++runs;
    }
    std::printf("%s: %zu inputs replayed, %zu mutated inputs in %.1f s (seed %llu), no finding\n", name.c_str(), replayed, runs,
                seconds, seed);
    return 0;
}
