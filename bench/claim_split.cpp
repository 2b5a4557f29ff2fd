// Can two threads that never wait for a parked partner beat one thread beside busy loops (issue 34)?
// The Fashion-MNIST MLP's step (784-256-128-10, batch 256) as its matrix products and a few
// element-wise passes, run four ways in alternating blocks: one thread; two intra-op OpenMP threads
// (a team that meets at the end of every product); work claiming: each large product cut into chunks
// of rows that the training thread and one helper claim from a shared counter, so that the training
// thread never waits for the helper to start, only for a chunk the helper has already claimed; and
// the same chunks on the training thread alone (what the cutting costs). Prints each way's median ms
// a step (and the middle half of its blocks) as Markdown rows, how many chunks each thread computed,
// and both threads' CPU seconds. Run it beside busy loops by hand, e.g.
//   for i in 1 2 3 4; do (exec yes >/dev/null) & done; lathe-bench-claim 8 4; kill %1 %2 %3 %4
//
//   lathe-bench-claim [seconds a way (10)] [chunks a product (8)]
//   CLAIM_MAIN_SPIN_US: how long the training thread spins for the helper's last chunk before it
//   sleeps (0); CLAIM_HELPER_SPIN_US: how long the helper spins for the next product before it sleeps
//   (0); CLAIM_PIN=1: the training thread on CPU 0, the helper on CPU 1.

#include <ATen/ATen.h>
#include <sched.h>
#include <time.h>
#include <ATen/Parallel.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <string>
#include <thread>
#include <vector>

namespace {

// One helper thread and the caller share the chunks of one job at a time. The claim counter holds the
// job's number in its upper half, so a helper that wakes late cannot claim a chunk of a later job.
class ClaimTeam {
public:
    ClaimTeam()
        : helper_([this] { helperLoop(); })
    {
    }
    ~ClaimTeam()
    {
        stop_.store(true);
        wake_.fetch_add(1);
        wake_.notify_one();
        helper_.join();
    }
    void run(int chunks, const std::function<void(int)>& work)
    {
        work_ = &work;
        chunks_ = chunks;
        done_.store(0);
        ++job_;
        claim_.store(static_cast<std::uint64_t>(job_) << 32, std::memory_order_release);
        if (shared) {
            wake_.fetch_add(1, std::memory_order_release);
            wake_.notify_one();
        }
        claimAll();
        const auto t0 = std::chrono::steady_clock::now();
        while (done_.load() < chunks && std::chrono::steady_clock::now() - t0 < mainSpin_)
            ;
        for (int d = done_.load(); d < chunks; d = done_.load())
            done_.wait(d);
    }

private:
    void claimAll()
    {
        for (;;) {
            std::uint64_t v = claim_.load(std::memory_order_acquire);
            const auto index = static_cast<int>(v & 0xffffffffu);
            if (index >= chunks_)
                return;
            if (!claim_.compare_exchange_weak(v, v + 1, std::memory_order_acq_rel))
                continue;
            (*work_)(index);
            if (std::this_thread::get_id() != helper_.get_id())
                ++mainChunks;
            else
                ++helperChunks;
            done_.fetch_add(1, std::memory_order_release);
            done_.notify_one();
        }
    }
    void helperLoop()
    {
        std::uint32_t seen = 0;
        if (std::getenv("CLAIM_PIN")) {
            cpu_set_t set;
            CPU_ZERO(&set);
            CPU_SET(1, &set);
            sched_setaffinity(0, sizeof set, &set);
        }
        for (;;) {
            const auto t0 = std::chrono::steady_clock::now();
            while (wake_.load() == seen && std::chrono::steady_clock::now() - t0 < helperSpin_)
                ;
            wake_.wait(seen);
            seen = wake_.load();
            if (stop_.load()) {
                timespec ts{};
                clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
                std::printf("helper CPU seconds %.2f\n", ts.tv_sec + ts.tv_nsec * 1e-9);
                return;
            }
            claimAll();
        }
    }

    static std::chrono::microseconds spinFrom(const char* name)
    {
        const char* v = std::getenv(name);
        return std::chrono::microseconds(v ? std::atoi(v) : 0);
    }
    std::chrono::microseconds mainSpin_ = spinFrom("CLAIM_MAIN_SPIN_US"), helperSpin_ = spinFrom("CLAIM_HELPER_SPIN_US");
public:
    bool shared = true;
    std::atomic<long> mainChunks{0}, helperChunks{0};

private:
    std::atomic<std::uint64_t> claim_{0xffffffffu};
    std::atomic<int> done_{0};
    std::atomic<std::uint32_t> wake_{0};
    std::atomic<bool> stop_{false};
    const std::function<void(int)>* work_ = nullptr;
    int chunks_ = 0;
    std::uint32_t job_ = 0;
    std::thread helper_;
};

struct Way {
    const char* name;
    int threads;
    bool claim;
    std::vector<double> blocks;
};

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0.0 : v[v.size() / 2];
}

} // namespace

int main(int argc, char** argv)
{
    if (std::getenv("CLAIM_PIN")) {
        cpu_set_t set;
        CPU_ZERO(&set);
        CPU_SET(0, &set);
        sched_setaffinity(0, sizeof set, &set);
    }
    const double seconds = argc > 1 ? std::atof(argv[1]) : 10.0;
    const int chunks = argc > 2 ? std::max(1, std::atoi(argv[2])) : 8;
    const std::int64_t batch = 256;
    at::manual_seed(1);
    const at::Tensor x = at::randn({batch, 784});
    at::Tensor w1 = at::randn({256, 784}) * 0.03, w2 = at::randn({128, 256}) * 0.06, w3 = at::randn({10, 128}) * 0.1;
    at::Tensor g1 = at::zeros_like(w1), g2 = at::zeros_like(w2), g3 = at::zeros_like(w3);
    at::Tensor h1 = at::empty({batch, 256}), h2 = at::empty({batch, 128}), da1 = at::empty({batch, 256});
    std::unique_ptr<ClaimTeam> team;

    // out = a · bᵀ (rows of a split) or out = aᵀ · b (rows of out = columns of a split).
    const auto product = [&](at::Tensor& out, const at::Tensor& a, const at::Tensor& b, bool transposeA, bool split) {
        const std::int64_t rows = out.size(0);
        if (!split) {
            transposeA ? at::mm_out(out, a.t(), b) : at::mm_out(out, a, b.t());
            return;
        }
        const std::int64_t per = (rows + chunks - 1) / chunks;
        const std::function<void(int)> work = [&](int c) {
            const std::int64_t r0 = c * per, n = std::min(per, rows - r0);
            if (n <= 0)
                return;
            at::Tensor o = out.narrow(0, r0, n);
            transposeA ? at::mm_out(o, a.narrow(1, r0, n).t(), b) : at::mm_out(o, a.narrow(0, r0, n), b.t());
        };
        team->run(chunks, work);
    };
    const auto step = [&](bool split) {
        // forward
        product(h1, x, w1, false, split);
        const at::Tensor a1 = at::relu(h1);
        product(h2, a1, w2, false, split);
        const at::Tensor a2 = at::relu(h2);
        const at::Tensor out = at::mm(a2, w3.t());
        // backward of a softmax-like loss (the error's shape, not its value, matters here)
        const at::Tensor dOut = at::softmax(out, 1) * (1.0 / batch);
        g3.copy_(at::mm(dOut.t(), a2));
        const at::Tensor dh2 = at::mm(dOut, w3) * (h2 > 0);
        product(g2, dh2, a1, true, split);
        at::Tensor da1t = da1;
        at::mm_out(da1t, dh2, w2); // 256×128·128×256: small, on the training thread
        const at::Tensor dh1 = da1 * (h1 > 0);
        product(g1, dh1, x, true, split);
        // the optimizer's pass over the weights
        w1.add_(g1, -1e-4);
        w2.add_(g2, -1e-4);
        w3.add_(g3, -1e-4);
    };
    std::vector<Way> ways{{"1 thread", 1, false, {}}, {"2 intra-op threads", 2, false, {}}, {"work claiming, 2 threads", 1, true, {}}, {"chunks, 1 thread", 1, true, {}}};
    const auto use = [&](const Way& w) {
        at::set_num_threads(w.threads);
        if (w.claim && !team)
            team = std::make_unique<ClaimTeam>();
        if (team)
            team->shared = std::string(w.name) != "chunks, 1 thread";
    };
    const auto run = [&](const Way& w, double forSeconds) {
        const auto t0 = std::chrono::steady_clock::now();
        int steps = 0;
        double elapsed = 0.0;
        while (elapsed < forSeconds || steps < 3) {
            step(w.claim);
            ++steps;
            elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        }
        return 1000.0 * elapsed / steps;
    };
    for (const Way& w : ways) {
        use(w);
        run(w, 0.3);
    }
    const double block = 0.5;
    const int rounds = std::max(2, static_cast<int>(seconds / block));
    for (int r = 0; r < rounds; ++r) {
        for (std::size_t i = 0; i < ways.size(); ++i) {
            Way& w = ways[r % 2 == 0 ? i : ways.size() - 1 - i];
            use(w);
            run(w, 0.05);
            w.blocks.push_back(run(w, block));
        }
    }
    const double base = median(ways[0].blocks);
    for (const Way& w : ways) {
        std::vector<double> s = w.blocks;
        std::sort(s.begin(), s.end());
        std::printf("| %s | %d | %.2f | %.2f–%.2f | %.2fx |\n", w.name, chunks, median(w.blocks), s[s.size() / 4], s[s.size() * 3 / 4],
                    base / median(w.blocks));
    }
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    std::printf("training thread CPU seconds %.2f\n", ts.tv_sec + ts.tv_nsec * 1e-9);
    if (team)
        std::printf("chunks: training thread %ld, helper %ld\n", team->mainChunks.load(), team->helperChunks.load());
    return 0;
}
