// The batch-size finder's search against memory models with known limits (no training: fast and
// exact), then with real training steps on the CPU: batch_size "auto" trains, writes its table,
// and trains exactly as a run given the found batch.

#include "config/config.h"
#include "report/report.h"
#include "testutil.h"
#include "train/runfinder.h"
#include "train/session.h"
#include "tune/batchfinder.h"
#include "util/errors.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <mutex>
#include <random>

using namespace lathe::core;

namespace {

using Memory = std::function<std::int64_t(std::int64_t)>; // peak bytes for a batch; -1: out of memory

TrialFn trialsOf(const Memory& memory, int* count = nullptr, std::int64_t* largestTried = nullptr)
{
    return [=](std::int64_t b, int) {
        if (count)
            ++*count;
        if (largestTried)
            *largestTried = std::max(*largestTried, b);
        TrialOutcome o;
        o.peakBytes = memory(b);
        o.outOfMemory = o.peakBytes < 0;
        o.samplesPerSecond = 1000.0 * std::log2(2.0 + static_cast<double>(b)); // grows with the batch
        return o;
    };
}

// A measured gradient noise scale of 100: |G|² = 4 and tr(Σ) = 400, from batches of 32 and 512.
GradientNoise noiseScale100()
{
    GradientNoise noise;
    noise.smallBatch = 32;
    noise.bigBatch = 512;
    noise.groups = 4;
    noise.smallNormSquared = 4.0 + 400.0 / 32.0;
    noise.bigNormSquared = 4.0 + 400.0 / 512.0;
    return noise;
}

// The demo CNN's shape on a CPU, in samples/s by batch with B_noise 100 (cost ∝ (b + 100) /
// throughput(b)): batches 16 and 32 reach an accuracy in the same time when `at16` is 1000, 64 in
// 30 % more, the rest slower still.
double demoLikeThroughput(std::int64_t b, double at16 = 1000.0)
{
    switch (b) {
    case 16: return at16;
    case 32: return 1000.0 * 132.0 / 116.0;
    case 64: return 1000.0 * 132.0 / 116.0 * 164.0 / 132.0 / 1.3;
    default: return 800.0;
    }
}

// The true largest batch with memory(b) <= target (memory grows monotonically).
std::int64_t trueMax(const Memory& memory, std::int64_t target, std::int64_t cap)
{
    std::int64_t lo = 0, hi = cap + 1;
    while (hi - lo > 1) {
        const std::int64_t mid = (lo + hi) / 2;
        const auto m = memory(mid);
        (m >= 0 && m <= target ? lo : hi) = mid;
    }
    return lo;
}

constexpr std::int64_t MiB = 1 << 20;

struct Sink : EventSink {
    std::mutex m;
    std::vector<FinderTrialEvent> trials;
    std::vector<EpochEvent> epochs;
    RunStartedEvent started;
    RunFinishedEvent finished;
    void onFinderTrial(const FinderTrialEvent& e) override { std::lock_guard l(m); trials.push_back(e); }
    void onRunStarted(const RunStartedEvent& e) override { std::lock_guard l(m); started = e; }
    void onEpoch(const EpochEvent& e) override { std::lock_guard l(m); epochs.push_back(e); }
    void onFinished(const RunFinishedEvent& e) override { std::lock_guard l(m); finished = e; }
};

} // namespace

class TestFinder : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void findsNearTheLimitInFewTrials_data()
    {
        QTest::addColumn<Memory>("memory");
        QTest::addColumn<std::int64_t>("budget");
        QTest::addColumn<std::int64_t>("cap");
        const Memory linear = [](std::int64_t b) { return 300 * MiB + b * 3 * MiB / 2; };
        QTest::newRow("linear") << linear << std::int64_t(8000) * MiB << std::int64_t(100000);
        // Activations that grow faster than linearly (attention), so a fit from small batches overshoots.
        const Memory convex = [](std::int64_t b) { return 100 * MiB + b * 2 * MiB + b * b * 4096; };
        QTest::newRow("convex") << convex << std::int64_t(20000) * MiB << std::int64_t(100000);
        // The caching allocator rounds to 2 MiB blocks and cuDNN picks bigger workspaces at some sizes.
        const Memory stepped = [](std::int64_t b) {
            const std::int64_t raw = 500 * MiB + b * 700 * 1024 + (b > 3000 ? 300 * MiB : 0);
            return (raw + 2 * MiB - 1) / (2 * MiB) * (2 * MiB);
        };
        QTest::newRow("stepped") << stepped << std::int64_t(6000) * MiB << std::int64_t(100000);
        // The device fails before the budget says it should (another process took memory).
        const Memory hardLimit = [](std::int64_t b) { return b > 5000 ? -1 : 200 * MiB + b * MiB; };
        QTest::newRow("out of memory early") << hardLimit << std::int64_t(40000) * MiB << std::int64_t(100000);
        QTest::newRow("capped") << linear << std::int64_t(80000) * MiB << std::int64_t(4096);
        const Memory flat = [](std::int64_t) { return 64 * MiB; };
        QTest::newRow("flat") << flat << std::int64_t(1000) * MiB << std::int64_t(2048);
    }

    void findsNearTheLimitInFewTrials()
    {
        QFETCH(Memory, memory);
        QFETCH(std::int64_t, budget);
        QFETCH(std::int64_t, cap);
        FinderSettings s;
        s.budgetBytes = budget;
        s.maxBatch = cap;
        const auto target = static_cast<std::int64_t>(static_cast<double>(budget) * 0.9);
        const std::int64_t best = trueMax(memory, target, cap);
        int trials = 0;
        std::vector<FinderTrial> seen;
        const FinderResult r = findBatchSize(s, trialsOf(memory, &trials), [&](const FinderTrial& t) { seen.push_back(t); });
        QVERIFY2(r.largest <= best, qPrintable(QStringLiteral("%1 > true max %2").arg(r.largest).arg(best)));
        QVERIFY2(static_cast<double>(r.largest) >= 0.95 * static_cast<double>(best),
                 qPrintable(QStringLiteral("%1 < 95% of %2").arg(r.largest).arg(best)));
        QVERIFY2(trials <= 12, qPrintable(QString::number(trials)));
        QCOMPARE(seen.size(), std::size_t(trials)); // every trial reported
        QCOMPARE(r.trials.size(), std::size_t(trials));
        QCOMPARE(r.chosen, r.largest);
        const auto m = memory(r.chosen);
        QVERIFY(m >= 0 && m <= target); // the chosen batch itself fits
        QCOMPARE(QString::fromStdString(r.toJson()["trials"][0]["phase"].get<std::string>()), QStringLiteral("probe"));
    }

    void exhaustiveIsExact()
    {
        const Memory m = [](std::int64_t b) { return 10 * MiB + b * MiB; };
        FinderSettings s;
        s.budgetBytes = 1000 * MiB;
        s.exhaustive = true;
        s.maxBatch = 10000;
        QCOMPARE(findBatchSize(s, trialsOf(m)).largest, trueMax(m, 900 * MiB, 10000));
    }

    void roundingAndPreference()
    {
        QCOMPARE(roundBatch(1000, "multiple_of_8"), std::int64_t(1000));
        QCOMPARE(roundBatch(1007, "multiple_of_8"), std::int64_t(1000));
        QCOMPARE(roundBatch(5, "multiple_of_8"), std::int64_t(5));
        QCOMPARE(roundBatch(1000, "power_of_two"), std::int64_t(512));
        QCOMPARE(roundBatch(1024, "power_of_two"), std::int64_t(1024));
        QCOMPARE(roundBatch(77, "none"), std::int64_t(77));

        const Memory m = [](std::int64_t b) { return b * MiB; };
        FinderSettings s;
        s.budgetBytes = 1000 * MiB;
        s.rounding = "power_of_two";
        QCOMPARE(findBatchSize(s, trialsOf(m)).chosen, std::int64_t(512));
        // Fastest: here samples/s peaks at 32 and falls after.
        s.rounding = "none";
        s.prefer = "fastest";
        const TrialFn peaked = [&](std::int64_t b, int = 1) {
            TrialOutcome o;
            o.peakBytes = m(b);
            o.samplesPerSecond = 1e6 / (1.0 + std::abs(static_cast<double>(b) - 32.0));
            return o;
        };
        const FinderResult r = findBatchSize(s, peaked);
        QCOMPARE(r.fastest, std::int64_t(32));
        QCOMPARE(r.chosen, std::int64_t(32));
        QVERIFY(r.largest > 800);
    }

    // prefer "fastest" on noisy timings (issue 34): batches as fast per sample as the largest, each
    // trial's samples/s off by up to ±40 %, never replace it — the fastest single trial is timed
    // again against the largest, alternating, and kept only beyond the noise; a real lead still wins.
    void fastestBatchNeedsALeadBeyondTheNoise()
    {
        const Memory m = [](std::int64_t b) { return b * MiB; };
        FinderSettings s;
        s.budgetBytes = 1000 * MiB;
        s.prefer = "fastest";
        const auto decide = [&](unsigned seed, double smallBatchGain, double spread, FinderResult* out = nullptr) {
            std::mt19937 noise(seed);
            std::uniform_real_distribution<double> jitter(1.0 - spread, 1.0 + spread);
            const TrialFn noisy = [&](std::int64_t b, int = 1) {
                TrialOutcome o;
                o.peakBytes = m(b);
                o.samplesPerSecond = 1e5 * (b <= 64 ? smallBatchGain : 1.0) * jitter(noise);
                return o;
            };
            FinderResult r = findBatchSize(s, noisy);
            const bool fastestChosen = r.chosen != r.largest;
            if (out)
                *out = std::move(r);
            return fastestChosen;
        };
        int flipped = 0, found = 0;
        for (unsigned seed = 1; seed <= 200; ++seed) {
            flipped += decide(seed, 1.0, 0.4) ? 1 : 0;
            found += decide(seed, 2.0, 0.15) ? 1 : 0; // twice as fast, with a quieter machine's ±15 %
        }
        QCOMPARE(flipped, 0);
        QVERIFY2(found >= 190, qPrintable(QString::number(found)));
        FinderResult r;
        decide(3, 1.0, 0.4, &r);
        QCOMPARE(std::count_if(r.trials.begin(), r.trials.end(), [](const FinderTrial& t) { return t.phase == "retime"; }), std::ptrdiff_t(12));
        const QString said = QString::fromStdString(r.summary.text());
        QVERIFY2(said.endsWith(QStringLiteral("so the largest batch stays")), qPrintable(said));
    }

    // The gradient noise scale from the two squared norms (McCandlish et al. 2018, appendix A): with
    // |G|² = 4 and tr(Σ) = 400, E|G_B|² = 4 + 400/B; B_noise = 100. No signal: infinite; no noise: 0.
    void gradientNoiseScaleFromTwoBatchSizes()
    {
        GradientNoise n;
        n.smallBatch = 32;
        n.bigBatch = 512;
        n.smallNormSquared = 4.0 + 400.0 / 32.0;
        n.bigNormSquared = 4.0 + 400.0 / 512.0;
        QVERIFY(std::isnan(n.scale())); // groups 0: not measured
        n.groups = 4;
        QVERIFY(std::abs(n.trueNormSquared() - 4.0) < 1e-9);
        QVERIFY(std::abs(n.trace() - 400.0) < 1e-9);
        QVERIFY(std::abs(n.scale() - 100.0) < 1e-9);
        GradientNoise pureNoise = n;
        pureNoise.bigNormSquared = n.smallNormSquared / 16.0; // the mean of 16 shrank by 1/16: no true gradient
        QVERIFY(std::isinf(pureNoise.scale()));
        GradientNoise noNoise = n;
        noNoise.bigNormSquared = noNoise.smallNormSquared;
        QCOMPARE(noNoise.scale(), 0.0);
        // Steps to an accuracy grow as 1 + B_noise/B, over all ranks' samples.
        QCOMPARE(timeToAccuracyCost(0.5, 100, 100.0), 1.0);
        QCOMPARE(timeToAccuracyCost(0.5, 50, 100.0, 2), 1.0);
    }

    // prefer "time_to_accuracy": a step of 0.64 ms + 10 µs per sample (throughput saturating at
    // batch 64) and B_noise = 100 make the time to an accuracy ∝ (b + 100)(b + 64)/b, least at 80:
    // of the powers of two timed, 64; the walk stops two batches past the tolerance (256, 512), and
    // 64 is timed again against 32 and 128, alternating, and kept (noiseless: any lead is beyond the
    // spread). Pure noise keeps the largest; a failed measurement too, and says so.
    void timeToAccuracyWeighsStepsByTheNoiseScale()
    {
        const Memory m = [](std::int64_t b) { return b * MiB; };
        FinderSettings s;
        s.budgetBytes = 5000 * MiB;
        s.prefer = "time_to_accuracy";
        const auto throughput = [](std::int64_t b) { return 1e5 * static_cast<double>(b) / (static_cast<double>(b) + 64.0); };
        const TrialFn saturating = [&](std::int64_t b, int = 1) {
            TrialOutcome o;
            o.peakBytes = m(b);
            o.samplesPerSecond = throughput(b);
            return o;
        };
        const GradientNoise noise = noiseScale100();
        FinderResult r = findBatchSize(s, saturating, {}, [&] { return noise; });
        QVERIFY(r.largest > 4000);
        QCOMPARE(r.chosen, std::int64_t(64));
        QVERIFY(std::abs(r.timed[2].stepSeconds - 0.00128) < 1e-9);
        std::vector<std::int64_t> timed;
        for (const TimedBatch& t : r.timed)
            timed.push_back(t.batch);
        QCOMPARE(timed, (std::vector<std::int64_t>{16, 32, 64, 128, 256, 512}));
        QCOMPARE(std::count_if(r.trials.begin(), r.trials.end(), [](const FinderTrial& t) { return t.phase == "time"; }), std::ptrdiff_t(30));
        QCOMPARE(std::count_if(r.trials.begin(), r.trials.end(), [](const FinderTrial& t) { return t.phase == "retime"; }), std::ptrdiff_t(32));
        QCOMPARE(r.rechecks.size(), std::size_t(2));
        QCOMPARE(r.rechecks[0].smaller, std::int64_t(32));
        QVERIFY(!r.rechecks[0].smallerKept && std::abs(r.rechecks[0].lead - (1.0 - 396.0 / 328.0)) < 1e-6);
        QCOMPARE(r.rechecks[1].smaller, std::int64_t(64));
        QCOMPARE(r.rechecks[1].larger, std::int64_t(128));
        QCOMPARE(r.rechecks[1].rounds, 8);
        QVERIFY(r.rechecks[1].smallerKept && std::abs(r.rechecks[1].lead - (1.0 - 328.0 / 342.0)) < 1e-6);
        const QString said = QString::fromStdString(r.summary.text());
        QVERIFY2(said.contains(QStringLiteral("gradient noise scale is 100")) && said.contains(QStringLiteral("batch 64 should reach"))
                     && said.contains(QStringLiteral("batches 16 to 512 timed 5 times each"))
                     && said.contains(QStringLiteral("batch 32 timed again against batch 64, 8 times each: it takes 20.7% longer to reach an accuracy, so the larger batch 64 is preferred"))
                     && said.endsWith(QStringLiteral("batch 64 timed again against batch 128, 8 times each: its time to an accuracy is 4.1% less, more than the spread (0.0%), so batch 64 is used")),
                 qPrintable(said));
        const FinderRecord back = FinderRecord::fromJson(r.toJson());
        QCOMPARE(back.prefer, std::string("time_to_accuracy"));
        QVERIFY(back.noise.finite && std::abs(back.noise.scale - 100.0) < 1e-9);
        QCOMPARE(back.timed.size(), std::size_t(6));
        QCOMPARE(back.timed[3].batch, std::int64_t(128));
        QCOMPARE(back.rechecks.size(), std::size_t(2));
        QVERIFY(back.rechecks[1].smallerKept && back.rechecks[1].rounds == 8);
        // Every step clear: nothing to say about another run.
        QCOMPARE(r.tiedWith, std::int64_t(0));
        QVERIFY(!said.contains(QStringLiteral("could not be told apart")) && !r.toJson().contains("tied_with"));

        GradientNoise pure = noise;
        pure.bigNormSquared = noise.smallNormSquared / 16.0;
        r = findBatchSize(s, saturating, {}, [&] { return pure; });
        QCOMPARE(r.chosen, r.largest);
        QVERIFY(r.timed.empty());
        QVERIFY(QString::fromStdString(r.summary.text()).contains(QStringLiteral("larger batches keep helping")));
        r = findBatchSize(s, saturating); // no measurement
        QCOMPARE(r.chosen, r.largest);
        QVERIFY(QString::fromStdString(r.summary.text()).contains(QStringLiteral("could not be measured")));

        // Timings off by up to ±25 % (seen on this VM) never make it choose a batch whose true time to
        // an accuracy is more than 10 % above the best batch's: trimmed means, then the recheck.
        const auto trueCost = [&](std::int64_t b, int = 1) { return timeToAccuracyCost(static_cast<double>(b) / throughput(b), b, 100.0); };
        const double best = trueCost(64);
        for (unsigned seed = 1; seed <= 200; ++seed) {
            std::mt19937 rng(seed);
            std::uniform_real_distribution<double> jitter(0.75, 1.25);
            const TrialFn noisy = [&](std::int64_t b, int = 1) {
                TrialOutcome o = saturating(b, 1);
                o.samplesPerSecond *= jitter(rng);
                return o;
            };
            const auto chosen = findBatchSize(s, noisy, {}, [&] { return noise; }).chosen;
            QVERIFY2(trueCost(chosen) <= 1.1 * best, qPrintable(QStringLiteral("seed %1 chose %2").arg(seed).arg(chosen)));
        }
    }

    // The walk timed batches 128 and up in a busy moment (1.5× slower), so its least is 64; the
    // rechecks climb from it while the larger batch is clearly cheaper: 128, then 256, the true least
    // of (b + 512)(b + 100)/b², and stop where 512 is dearer.
    void timeToAccuracyClimbsWhenTheLargerIsClearlyCheaper()
    {
        FinderSettings s;
        s.budgetBytes = 5000 * MiB;
        s.prefer = "time_to_accuracy";
        bool rechecking = false;
        const TrialFn trial = [&](std::int64_t b, int) {
            TrialOutcome o;
            o.peakBytes = b * MiB;
            o.samplesPerSecond = 1e5 * static_cast<double>(b) / (static_cast<double>(b) + 512.0) / (!rechecking && b >= 128 ? 1.5 : 1.0);
            return o;
        };
        const GradientNoise noise = noiseScale100();
        const FinderResult r = findBatchSize(s, trial, [&](const FinderTrial& t) { rechecking = rechecking || t.phase == "retime"; }, [&] { return noise; });
        const auto least = std::min_element(r.timed.begin(), r.timed.end(), [](const TimedBatch& a, const TimedBatch& b) { return a.cost < b.cost; });
        QCOMPARE(least->batch, std::int64_t(64));
        QCOMPARE(r.chosen, std::int64_t(256));
        std::vector<std::pair<std::int64_t, std::int64_t>> pairs;
        for (const auto& c : r.rechecks)
            pairs.emplace_back(c.smaller, c.larger);
        QCOMPARE(pairs, (std::vector<std::pair<std::int64_t, std::int64_t>>{{32, 64}, {64, 128}, {128, 256}, {256, 512}}));
        QVERIFY(r.rechecks[1].largerClearly && r.rechecks[2].largerClearly && r.rechecks[3].smallerKept);
        QVERIFY2(QString::fromStdString(r.summary.text()).endsWith(QStringLiteral("so batch 256 is used")), qPrintable(QString::fromStdString(r.summary.text())));
    }

    // Decisions that noise cannot flip (issues 34 and 38): batches 16 and 32 reach an accuracy in the
    // same time (the demo CNN on a CPU is like this), 64 in 30 % more. With each timing off by up to
    // ±15 %, and now and then a step the scheduler parks (4× slower), the finder chose 16 or 32 by
    // chance before; now 16 is timed again against 32 and not kept within the spread, and 32 against
    // 64 holds: 32 in (nearly) every run, 16 in at most 1 %.
    void timeToAccuracyKeepsTheLargerBatchWithinTheNoise()
    {
        FinderSettings s;
        s.budgetBytes = 5000 * MiB;
        s.prefer = "time_to_accuracy";
        s.maxBatch = 512;
        const auto throughput = [](std::int64_t b) { return demoLikeThroughput(b); };
        const auto trueCost = [&](std::int64_t b, int = 1) { return static_cast<double>(b + 100) / throughput(b); };
        QVERIFY(std::abs(trueCost(16) / trueCost(32) - 1.0) < 1e-9 && std::abs(trueCost(64) / trueCost(32) - 1.3) < 1e-9);
        const GradientNoise noise = noiseScale100();
        int chose32 = 0, chose16 = 0;
        FinderResult kept;
        for (unsigned seed = 1; seed <= 200; ++seed) {
            std::mt19937 rng(seed);
            std::uniform_real_distribution<double> jitter(0.85, 1.15);
            std::uniform_int_distribution<int> parked(0, 11);
            const TrialFn noisy = [&](std::int64_t b, int = 1) {
                TrialOutcome o;
                o.peakBytes = b * MiB;
                o.samplesPerSecond = throughput(b) * jitter(rng) / (parked(rng) == 0 ? 4.0 : 1.0);
                return o;
            };
            FinderResult r = findBatchSize(s, noisy, {}, [&] { return noise; });
            // 32 is clearly cheaper than 64, so only 16, within the spread of it, can be named.
            QVERIFY2(r.chosen != 32 || r.tiedWith == 16 || r.tiedWith == 0, qPrintable(QString::number(r.tiedWith)));
            chose32 += r.chosen == 32 ? 1 : 0;
            chose16 += r.chosen == 16 ? 1 : 0;
            if (r.rechecks.size() == 1 && r.rechecks.front().smaller == 16 && kept.rechecks.empty()) // the walk found 16 least
                kept = std::move(r);
        }
        qInfo("chose 16: %d, 32: %d", chose16, chose32);
        QVERIFY2(chose16 <= 2, qPrintable(QString::number(chose16)));
        QVERIFY2(chose32 >= 190, qPrintable(QString::number(chose32)));
        // A run whose walk found 16 least costly says why 32 is used, and records it.
        QVERIFY(kept.rechecks.front().rounds >= 8 && !kept.rechecks.front().smallerKept && kept.rechecks.front().larger == 32);
        QCOMPARE(kept.chosen, std::int64_t(32));
        const QString said = QString::fromStdString(kept.summary.text());
        QVERIFY2(said.contains(QStringLiteral("batch 16 should reach an accuracy soonest")) && said.contains(QStringLiteral("timed again against batch 32"))
                     && said.contains(QStringLiteral("batch 16 timed again against batch 32")) && said.contains(QStringLiteral("so the larger batch 32 is preferred")),
                 qPrintable(said));
        // The tie is named, with how to keep the choice, and recorded as data.
        QCOMPARE(kept.tiedWith, std::int64_t(16));
        QVERIFY2(said.endsWith(QStringLiteral(". Batches 16 and 32 could not be told apart, so another run may choose 16; set training.batch_size to 32 "
                                              "to keep this choice")),
                 qPrintable(said));
        const Json written = kept.toJson();
        QCOMPARE(written.at("tied_with").get<std::int64_t>(), std::int64_t(16));
        QCOMPARE(FinderRecord::fromJson(written).tiedWith, std::int64_t(16));
    }

    // A recheck costs no more than the choice can gain: batch 16 reaches an accuracy 1 % sooner than 32
    // (timings off by ±5 %, so its lead stays within the spread), and timing them again goes on
    // for 40 rounds when the run's length is not known or the run is long, but stops at the first look
    // (8 rounds, 1.4 s of steps) in a run of 100 steps at batch 32, where choosing wrongly could cost
    // 10 % of its 2.8 s. The larger batch is kept either way, and the log says why.
    void timeToAccuracyRechecksNoLongerThanTheRunCanGain()
    {
        const auto throughput = [](std::int64_t b) { return demoLikeThroughput(b, 1010.0); };
        const GradientNoise noise = noiseScale100();
        const auto find = [&](std::int64_t runSamples) {
            FinderSettings s;
            s.budgetBytes = 5000 * MiB;
            s.prefer = "time_to_accuracy";
            s.maxBatch = 512;
            s.runSamples = runSamples;
            int n = 0;
            const TrialFn trial = [&](std::int64_t b, int) {
                TrialOutcome o;
                o.peakBytes = b * MiB;
                o.samplesPerSecond = throughput(b) * (n % 3 == 0 ? 1.05 : n % 3 == 1 ? 0.95 : 1.0);
                ++n;
                return o;
            };
            return findBatchSize(s, trial, {}, [&] { return noise; });
        };
        for (const std::int64_t runSamples : {std::int64_t(0), std::int64_t(100'000'000)}) {
            const FinderResult r = find(runSamples);
            QVERIFY(!r.rechecks.empty());
            QCOMPARE(r.rechecks.front().smaller, std::int64_t(16));
            QCOMPARE(r.rechecks.front().rounds, 40);
            QVERIFY(!r.rechecks.front().stoppedAtStake && !r.rechecks.front().smallerKept);
            QCOMPARE(r.chosen, std::int64_t(32));
        }
        QCOMPARE(find(0).rechecks.front().stakeSeconds, 0.0); // not known

        const FinderResult r = find(3200);
        QVERIFY(!r.rechecks.empty());
        const FinderRecord::Recheck& c = r.rechecks.front();
        QCOMPARE(c.smaller, std::int64_t(16));
        QCOMPARE(c.rounds, 8);
        QVERIFY(c.stoppedAtStake && !c.smallerKept);
        // 100 steps at the walk's time for batch 32 (about 28 ms), times the tolerance: about 0.28 s.
        QVERIFY2(c.stakeSeconds > 0.2 && c.stakeSeconds < 0.35, qPrintable(QString::number(c.stakeSeconds)));
        QCOMPARE(r.chosen, std::int64_t(32));
        const QString said = QString::fromStdString(r.summary.text());
        QVERIFY2(said.contains(QStringLiteral("batch 16 timed again against batch 32, 8 times each"))
                     && said.contains(QStringLiteral("timing them longer would cost more than a wrong choice could in this run (0.3 s of training), "
                                                     "so the larger batch 32 is preferred"))
                     && said.endsWith(QStringLiteral("another run may choose 16; set training.batch_size to 32 to keep this choice")),
                 qPrintable(said));
        const FinderRecord back = FinderRecord::fromJson(r.toJson());
        QVERIFY(back.rechecks.front().stoppedAtStake && std::abs(back.rechecks.front().stakeSeconds - c.stakeSeconds) < 1e-12);
    }

    // A step that will replay as a CUDA graph needs its transient memory twice: the graph's pool, and
    // eager work (evaluation, the epoch's short last batch) beside it. What was held before the trial
    // (weights, resident data) counts once.
    void cudaGraphStepCountsTwice()
    {
        QCOMPARE(graphStepPeak(10 * MiB, 4 * MiB), 16 * MiB);
        QCOMPARE(graphStepPeak(4 * MiB, 4 * MiB), 4 * MiB);
        QCOMPARE(graphStepPeak(3 * MiB, 4 * MiB), 3 * MiB); // never below the measured peak
        // The finder's choice under the doubled model: half the transient fits.
        FinderSettings s;
        s.budgetBytes = 1000 * MiB;
        s.margin = 0.0;
        const std::int64_t held = 100 * MiB;
        const auto step = [held](std::int64_t b) { return held + b * MiB; };
        const FinderResult plain = findBatchSize(s, trialsOf(step));
        const FinderResult graph = findBatchSize(s, trialsOf([&](std::int64_t b, int = 1) { return graphStepPeak(step(b), held); }));
        QVERIFY2(std::abs(plain.largest - 900) <= 18, qPrintable(QString::number(plain.largest)));
        QVERIFY2(std::abs(graph.largest - 450) <= 9, qPrintable(QString::number(graph.largest)));
    }

    void batchOneTooLargeIsAClearError()
    {
        FinderSettings s;
        s.budgetBytes = 10 * MiB;
        const Memory huge = [](std::int64_t b) { return 50 * MiB + b; };
        try {
            findBatchSize(s, trialsOf(huge));
            QFAIL("no error");
        } catch (const std::runtime_error& e) {
            QVERIFY2(std::string(e.what()).find("even batch 1") != std::string::npos, e.what());
        }
    }

    void stopEndsTheSearchCleanly()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("rings.csv")), lathe::test::ringsCsv(2000));
        const auto r = parseConfig(R"({"data": {"path": "rings.csv", "target": "label"},
            "batch_finder": {"memory_budget_mb": 4, "max_batch": 2000}, "monitor": {"enabled": false}})",
                                   dir.path().toStdString());
        QVERIFY(r.config);
        Sink sink;
        SessionOptions options;
        options.findBatchOnly = true;
        options.exhaustiveFinder = true; // many trials: the stop lands between two of them
        Session s(*r.config, sink, options);
        s.start();
        s.requestStop();
        QCOMPARE(s.wait(), int(ExitInterrupted));
        QCOMPARE(sink.finished.status, RunFinishedEvent::Status::Stopped);
        QVERIFY(sink.trials.size() < 11); // an exact search needs about 11
    }

    void autoBatchTrainsLikeTheFoundBatch()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("rings.csv")), lathe::test::ringsCsv(2000));
        auto config = [&](const std::string& batch) {
            const auto r = parseConfig(R"({"data": {"path": "rings.csv", "target": "label"},
                "model": {"kind": "mlp", "hidden": [512, 512], "dropout": 0.2},
                "training": {"epochs": 1, "batch_size": )" + batch + R"(, "seed": 8},
                "batch_finder": {"memory_budget_mb": 12, "max_batch": 2000, "prefer": "largest"},
                "output": {"runs_dir": "runs"}, "monitor": {"enabled": false}})",
                                       dir.path().toStdString());
            if (!r.config)
                qFatal("bad config: %s", r.diagnostics.front().format().c_str());
            return *r.config;
        };
        Sink automatic;
        {
            Session s(config("\"auto\""), automatic);
            s.start();
            QCOMPARE(s.wait(), int(ExitSuccess));
        }
        QVERIFY(automatic.trials.size() >= 3);
        QVERIFY(automatic.trials.size() <= 12);
        const int found = automatic.started.batchSize;
        QVERIFY2(found > 4 && found < 1400, qPrintable(QString::number(found))); // the 12 MiB budget bites
        std::ifstream table(std::filesystem::path(automatic.finished.runDir) / "batch_finder.json");
        const Json j = Json::parse(table);
        QCOMPARE(j["chosen"].get<int>(), found);
        QCOMPARE(automatic.finished.batchSize, found);
        QCOMPARE(j["trials"].size(), automatic.trials.size());
        for (const auto& t : automatic.trials) {
            if (t.result == "ok")
                QVERIFY(t.peakBytes > 0 && t.peakBytes <= t.targetBytes);
        }

        Sink fixed;
        {
            Session s(config(std::to_string(found)), fixed);
            s.start();
            QCOMPARE(s.wait(), int(ExitSuccess));
        }
        QVERIFY(fixed.trials.empty());
        // The trials left no trace: same weights, same random state, same result.
        QCOMPARE(fixed.epochs.back().metrics.at("val_loss"), automatic.epochs.back().metrics.at("val_loss"));
    }

    // On a CPU prefer "auto" aims at the time to an accuracy with real gradients: the noise scale is
    // measured (finite and positive on a learnable task, after the memory search), batches are timed from
    // 16 up, the choice is one of them, and batch_finder.json holds it all.
    void cpuAutoMeasuresTheNoiseScaleAndTimesBatches()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("rings.csv")), lathe::test::ringsCsv(3000));
        const auto r = parseConfig(R"({"data": {"path": "rings.csv", "target": "label"},
            "model": {"kind": "mlp", "hidden": [64, 64]},
            "training": {"epochs": 1, "batch_size": "auto", "seed": 3},
            "batch_finder": {"max_batch": 1024},
            "output": {"runs_dir": "runs"}, "monitor": {"enabled": false}})",
                                   dir.path().toStdString());
        QVERIFY(r.config);
        Sink sink;
        {
            Session s(*r.config, sink);
            s.start();
            QCOMPARE(s.wait(), int(ExitSuccess));
        }
        const FinderRecord found = FinderRecord::fromJson(Json::parse(std::ifstream(std::filesystem::path(sink.finished.runDir) / "batch_finder.json")));
        QCOMPARE(found.prefer, std::string("time_to_accuracy"));
        QCOMPARE(found.noise.groups, 4);
        QCOMPARE(found.noise.smallBatch, std::int64_t(32));
        QCOMPARE(found.noise.bigBatch, std::int64_t(512));
        QVERIFY2(found.noise.finite && found.noise.scale > 0.0, qPrintable(QString::number(found.noise.scale)));
        QVERIFY(!found.timed.empty());
        QCOMPARE(found.timed.front().batch, std::int64_t(16));
        QVERIFY(std::any_of(found.timed.begin(), found.timed.end(), [&](const FinderRecord::Timed& t) { return t.batch == found.chosen; }));
        QCOMPARE(sink.started.batchSize, int(found.chosen));
        QVERIFY2(found.summary.text().find("should reach an accuracy soonest") != std::string::npos, found.summary.text().c_str());
        // The report shows the timed batches, the chosen one marked.
        std::ifstream html(writeReportHtml(sink.finished.runDir, {}));
        const std::string page((std::istreambuf_iterator<char>(html)), std::istreambuf_iterator<char>());
        QVERIFY(page.find("time to an accuracy, relative") != std::string::npos);
        QVERIFY(page.find("<td>" + std::to_string(found.chosen) + "</td>") != std::string::npos && page.find("chosen") != std::string::npos);
        // ... and the rechecks that decided between the walk's least and its neighbours.
        QVERIFY(!found.rechecks.empty() && found.rechecks.front().rounds >= 8);
        QVERIFY(page.find("timed again against") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestFinder)
#include "tst_finder.moc"
