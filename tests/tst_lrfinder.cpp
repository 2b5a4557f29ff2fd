// The learning-rate finder: its suggestion on synthetic range-test curves (clean, noisy, an early
// spike, no minimum), the verification's choice, the stop rule; then on real training steps on the
// CPU: lr "auto" trains, says why, records its curve, and leaves the weights and the random state as
// they were, so that the run trains exactly as one given the chosen rate.

#include "config/config.h"
#include "testsession.h"
#include "testutil.h"
#include "train/session.h"
#include "run/lrfinderrecord.h"
#include "train/schedule.h"
#include "tune/lrfinder.h"
#include "util/errors.h"

#include <QtTest>

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>

using namespace lathe::core;

namespace {

// A range test's curve with a known shape: the loss falls from 2.3 by 1.8 around `centre` (the
// steepest point, in log10 of the rate), and runs away beyond `blowup`.
struct Curve {
    std::vector<double> lrs, losses;
};

Curve syntheticCurve(double centre = -3.0, double blowup = -1.0, double noise = 0.0, unsigned seed = 1, int steps = 100)
{
    LrRangeSettings s;
    s.steps = steps;
    std::mt19937 rng(seed);
    std::normal_distribution<double> gauss(0.0, 1.0);
    Curve c;
    for (int i = 0; i < steps; ++i) {
        const double lr = rangeTestRate(s, i);
        const double x = std::log10(lr);
        double loss = 2.3 - 1.8 / (1.0 + std::exp(-(x - centre) / 0.35)) + std::exp((x - blowup) / 0.25);
        loss += noise * gauss(rng);
        c.lrs.push_back(lr);
        c.losses.push_back(loss);
    }
    return c;
}

// Records the finder's result besides the run's events.
struct FinderSink : lathe::test::RecordingSink {
    void onLrFinder(const LrFinderResult& e) override
    {
        std::lock_guard l(m);
        results.push_back(e);
    }
    std::vector<LrFinderResult> results;
};

// A small MLP on the rings data, with a short range test and short trials.
Config ringsConfig(const QTemporaryDir& dir, const std::string& lr, int epochs = 1)
{
    const auto r = parseConfig(R"({"data": {"path": "rings.csv", "target": "label"},
        "model": {"kind": "mlp", "hidden": [64, 64], "dropout": 0.2},
        "training": {"epochs": )" + std::to_string(epochs) + R"(, "batch_size": 64, "lr": )" + lr + R"(, "seed": 8, "scheduler": {"kind": "none"}},
        "lr_finder": {"steps": 40, "verify_steps": 10},
        "output": {"runs_dir": "runs"}, "monitor": {"enabled": false}})",
                               dir.path().toStdString());
    if (!r.config)
        qFatal("bad config: %s", r.diagnostics.front().format().c_str());
    return *r.config;
}

std::string exact(double v)
{
    char text[40];
    std::snprintf(text, sizeof text, "%.17g", v);
    return text;
}

double log10Distance(double a, double b)
{
    return std::abs(std::log10(a) - std::log10(b));
}

} // namespace

class TestLrFinder : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void rangeRatesAreExponential()
    {
        LrRangeSettings s;
        s.startLr = 1e-6, s.endLr = 1.0, s.steps = 7;
        QCOMPARE(rangeTestRate(s, 0), 1e-6);
        QVERIFY(std::abs(rangeTestRate(s, 6) - 1.0) < 1e-12);
        QVERIFY(std::abs(rangeTestRate(s, 3) - 1e-3) < 1e-15);
    }

    void cleanCurveSuggestsTheSteepestFall()
    {
        const Curve c = syntheticCurve();
        const LrSuggestion s = suggestLearningRate(c.lrs, c.losses);
        QVERIFY2(s.found, s.why.text().c_str());
        QVERIFY2(log10Distance(s.lr, 1e-3) < 0.25, qPrintable(QString::number(s.lr)));
        QVERIFY(s.lr < c.lrs[static_cast<std::size_t>(s.minIndex)] / 2.9); // at most a third of the minimum's rate
        QVERIFY(s.why.text().find("steepest") != std::string::npos);
    }

    void noisyCurvesAgreeWithTheCleanOne()
    {
        // Noise of σ 0.08 on a fall of 1.8 (a small batch's loss): 20 seeds, every suggestion within a
        // factor of 2.5 of the clean curve's (the verification then chooses among ×⅓, ×1, ×3).
        const double clean = suggestLearningRate(syntheticCurve().lrs, syntheticCurve().losses).lr;
        for (unsigned seed = 1; seed <= 20; ++seed) {
            const Curve c = syntheticCurve(-3.0, -1.0, 0.08, seed);
            const LrSuggestion s = suggestLearningRate(c.lrs, c.losses);
            QVERIFY2(s.found, s.why.text().c_str());
            QVERIFY2(log10Distance(s.lr, clean) < std::log10(2.5), qPrintable(QStringLiteral("seed %1: %2 against %3").arg(seed).arg(s.lr).arg(clean)));
        }
    }

    void anEarlySpikeDoesNotMoveIt()
    {
        // Lightning's steepest-slope suggestion follows the fall right after an early spike (its issue
        // 1767); a running median does not see one to three points.
        const double clean = suggestLearningRate(syntheticCurve().lrs, syntheticCurve().losses).lr;
        for (int at : {2, 10, 25}) {
            Curve c = syntheticCurve(-3.0, -1.0, 0.03, 5);
            for (int k = 0; k < 3; ++k)
                c.losses[static_cast<std::size_t>(at + k)] = 9.0;
            const LrSuggestion s = suggestLearningRate(c.lrs, c.losses);
            QVERIFY2(s.found, s.why.text().c_str());
            QVERIFY2(log10Distance(s.lr, clean) < 0.2, qPrintable(QStringLiteral("spike at %1: %2 against %3").arg(at).arg(s.lr).arg(clean)));
        }
    }

    void aCurveWithoutAFallHasNoMinimum()
    {
        std::mt19937 rng(3);
        std::normal_distribution<double> gauss(0.0, 0.05);
        Curve flat = syntheticCurve();
        for (double& l : flat.losses)
            l = 2.3 + gauss(rng);
        const LrSuggestion s = suggestLearningRate(flat.lrs, flat.losses);
        QVERIFY(!s.found);
        QVERIFY2(s.why.text().find("did not fall") != std::string::npos, s.why.text().c_str());
        QCOMPARE(s.lr, 0.0);
    }

    void aCurveStillFallingAtTheEndHasNoMinimum()
    {
        const Curve c = syntheticCurve(0.5, 5.0); // the fall is centred beyond end_lr (10)
        const LrSuggestion s = suggestLearningRate(c.lrs, c.losses);
        QVERIFY(!s.found);
        QVERIFY2(s.why.text().find("still fell") != std::string::npos, s.why.text().c_str());
    }

    void aRunawayEndsTheCurve()
    {
        Curve c = syntheticCurve();
        c.losses[80] = std::numeric_limits<double>::quiet_NaN();
        c.losses[81] = std::numeric_limits<double>::infinity();
        const LrSuggestion s = suggestLearningRate(c.lrs, c.losses);
        QVERIFY(s.found);
        QCOMPARE(s.smoothed.size(), std::size_t(80));
        const LrSuggestion shortCurve = suggestLearningRate({1e-5, 1e-4, 1e-3}, {2.0, 1.0, 0.5});
        QVERIFY(!shortCurve.found);
        QVERIFY(shortCurve.why.text().find("too few") != std::string::npos);
    }

    void theStopRuleWaitsForARunaway()
    {
        RangeTestStop quiet(4.0);
        std::mt19937 rng(9);
        std::normal_distribution<double> gauss(0.0, 0.3);
        for (int i = 0; i < 200; ++i)
            QVERIFY(!quiet.add(2.3 + gauss(rng)));
        RangeTestStop runaway(4.0);
        int stoppedAt = -1;
        const Curve c = syntheticCurve();
        for (int i = 0; i < 100 && stoppedAt < 0; ++i)
            if (runaway.add(c.losses[static_cast<std::size_t>(i)]))
                stoppedAt = i;
        QVERIFY2(stoppedAt > 70 && stoppedAt < 100, qPrintable(QString::number(stoppedAt))); // past the minimum (near 0.03, step 78)
        RangeTestStop nan(4.0);
        QVERIFY(nan.add(std::nan("")));
    }

    void verificationKeepsTheSuggestionUnlessAnotherFallsClearlyMore()
    {
        // Within 2% of the best: the suggestion stays.
        LrVerdict v = chooseVerifiedRate({{1e-4, 2.0, 1.50}, {3e-4, 2.0, 1.10}, {9e-4, 2.0, 1.09}}, 1);
        QVERIFY(v.found);
        QCOMPARE(v.chosen, std::size_t(1));
        QVERIFY2(v.why.text().find("kept") != std::string::npos, v.why.text().c_str());
        // Clearly more: the neighbour.
        v = chooseVerifiedRate({{1e-4, 2.0, 1.50}, {3e-4, 2.0, 1.30}, {9e-4, 2.0, 1.00}}, 1);
        QCOMPARE(v.chosen, std::size_t(2));
        QVERIFY2(v.why.text().find("most") != std::string::npos, v.why.text().c_str());
        // A trial that diverged is out, even "lower".
        v = chooseVerifiedRate({{1e-4, 2.0, 1.50}, {3e-4, 2.0, 1.30}, {9e-4, 2.0, std::nan("")}}, 1);
        QCOMPARE(v.chosen, std::size_t(1));
        // None lowered the loss: nothing found.
        v = chooseVerifiedRate({{1e-4, 2.0, 2.10}, {3e-4, 2.0, std::nan("")}}, 0);
        QVERIFY(!v.found);
    }

    void autoLrTrainsLikeTheFoundRate()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("rings.csv")), lathe::test::ringsCsv(2000));
        FinderSink automatic;
        {
            Session s(ringsConfig(dir, "\"auto\""), automatic);
            s.start();
            QCOMPARE(s.wait(), int(ExitSuccess));
        }
        QCOMPARE(automatic.results.size(), std::size_t(1));
        const LrFinderResult& found = automatic.results.front();
        QVERIFY2(found.found, found.summary.text().c_str());
        QVERIFY(found.points.size() >= 12 && found.points.size() <= 40);
        QVERIFY(found.trials.size() >= 3 && found.trials.size() <= 5);
        QVERIFY(found.chosen > 1e-6 && found.chosen < 10.0);
        // The run trained at the rate found and says why.
        QCOMPARE(automatic.epochs.back().lr, found.chosen);
        bool said = false;
        for (const auto& line : automatic.logs)
            said = said || line.find("learning-rate finder: lr ") != std::string::npos;
        QVERIFY(said);
        // lr_finder.json holds the same, as data.
        std::ifstream file(std::filesystem::path(automatic.finished.runDir) / "lr_finder.json");
        QVERIFY(file.good());
        const LrFinderResult read = lrFinderFromJson(Json::parse(file));
        QCOMPARE(read.chosen, found.chosen);
        QCOMPARE(read.points.size(), found.points.size());
        QCOMPARE(read.summary, found.summary);

        // The range test and the trials left no trace: same weights, same random state, same batches.
        FinderSink fixed;
        {
            Session s(ringsConfig(dir, exact(found.chosen)), fixed);
            s.start();
            QCOMPARE(s.wait(), int(ExitSuccess));
        }
        QVERIFY(fixed.results.empty());
        QCOMPARE(fixed.epochs.back().metrics.at("val_loss"), automatic.epochs.back().metrics.at("val_loss"));

        // Resumed for a second epoch, the run keeps the rate it found rather than searching again.
        FinderSink resumed;
        {
            SessionOptions options;
            options.resumeDir = automatic.finished.runDir;
            Session s(ringsConfig(dir, "\"auto\"", 2), resumed, options);
            s.start();
            QCOMPARE(s.wait(), int(ExitSuccess));
        }
        QVERIFY(resumed.results.empty());
        QCOMPARE(resumed.epochs.back().lr, found.chosen);
    }

    void findLrOnlyTrainsNothing()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("rings.csv")), lathe::test::ringsCsv(2000));
        FinderSink sink;
        SessionOptions options;
        options.findLrOnly = true;
        {
            Session s(ringsConfig(dir, "0.5"), sink, options); // a rate given: find-lr searches anyway
            s.start();
            QCOMPARE(s.wait(), int(ExitSuccess));
        }
        QCOMPARE(sink.results.size(), std::size_t(1));
        QVERIFY(sink.epochs.empty());
        QVERIFY(sink.finished.message.text().find("learning-rate finder") != std::string::npos);
        QVERIFY(!QDir(dir.filePath(QStringLiteral("runs"))).exists()); // no run folder
    }

    void verificationGoesOnWhileTheBestIsAtAnEnd()
    {
        QCOMPARE(verificationDirection({{1e-3, 2.0, 1.2}, {3e-3, 2.0, 1.5}, {9e-3, 2.0, std::nan("")}}), -1);
        QCOMPARE(verificationDirection({{1e-3, 2.0, 1.6}, {3e-3, 2.0, 1.5}, {9e-3, 2.0, 1.3}}), 1);
        QCOMPARE(verificationDirection({{1e-3, 2.0, 1.6}, {3e-3, 2.0, 1.3}, {9e-3, 2.0, 1.5}}), 0);
        QCOMPARE(verificationDirection({{1e-3, 2.0, 2.6}, {3e-3, 2.0, std::nan("")}}), 0); // none lowered it
    }

    void trialsFollowTheRunsSchedule()
    {
        // A run of 10 epochs × 100 steps, cosine with one epoch of warm-up: a 30-step trial warms up over
        // its first 3 steps, peaks, and ends annealed, as the run will.
        TrainingConfig t;
        t.epochs = 10;
        t.scheduler.kind = "cosine";
        t.scheduler.warmupEpochs = 1.0;
        std::vector<double> r = squeezedSchedule(t, 0.1, 100, 30);
        QCOMPARE(r.size(), std::size_t(30));
        QVERIFY(r[0] < 0.01 && r[1] < r[2] && r[2] < r[3]);      // run steps 0, 33, 66: warming up
        QVERIFY(std::abs(r[3] - 0.1) < 0.001);                    // run step 100: the peak
        QVERIFY(r[29] < 0.002);                                   // run step 966: almost annealed
        for (std::size_t i = 4; i < r.size(); ++i)
            QVERIFY(r[i] <= r[i - 1]);
        // A run shorter than the trial: the trial is the run's own schedule, step for step.
        t.epochs = 2;
        r = squeezedSchedule(t, 0.1, 10, 30);
        QCOMPARE(r.size(), std::size_t(20));
        const LrSchedule run(t, 0.1, 10);
        for (std::size_t i = 0; i < r.size(); ++i)
            QCOMPARE(r[i], run.at(static_cast<std::int64_t>(i)));
        // No schedule: the peak throughout, so the trial is the old constant-rate one.
        t.scheduler.kind = "none";
        t.scheduler.warmupEpochs = 0.0;
        for (const double lr : squeezedSchedule(t, 0.1, 100, 30))
            QCOMPARE(lr, 0.1);
    }
};

QTEST_GUILESS_MAIN(TestLrFinder)
#include "tst_lrfinder.moc"
