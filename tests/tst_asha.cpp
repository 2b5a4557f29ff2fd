// A search that stops bad trials early: ASHA's rung arithmetic and its decisions, worked through by
// hand on a nine-trial search; a search that ends with no trial trained to the end; a trial stopped
// between rungs going on first; failed and diverged trials never promoted; where each trial stands;
// and the random draws of --range (their forms, their errors, the same trials for the same seed) and
// the plan that keeps them.

#include "run/sweepfolder.h"
#include "run/sweepsearch.h"
#include "tune/asha.h"
#include "util/errors.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <set>
#include <string>

using namespace lathe::core;

namespace {

using Kind = AshaJob::Kind;

// A search simulated to its end: trial i's metric after every epoch is quality[i] (lower is better
// unless `higher`), so the decisions can be followed by hand. Returns the jobs as "S1@1" (start trial
// 1 to epoch 1), "P2@3" (promote), "C…" (continue), "F…" (finish the best).
std::vector<std::string> simulate(const AshaSettings& s, const std::vector<double>& quality, std::vector<AshaTrial>& trials, bool higher = false)
{
    if (trials.empty())
        trials.resize(quality.size());
    std::vector<std::string> jobs;
    for (int guard = 0; guard < 1000; ++guard) {
        const auto job = nextAshaJob(s, trials, higher);
        if (!job)
            return jobs;
        const char* kind = job->kind == Kind::Start ? "S" : job->kind == Kind::Promote ? "P" : job->kind == Kind::Continue ? "C" : "F";
        jobs.push_back(kind + std::to_string(job->trial + 1) + "@" + std::to_string(job->untilEpoch));
        AshaTrial& t = trials[job->trial];
        t.epochsDone = job->untilEpoch;
        t.metric.assign(static_cast<std::size_t>(t.epochsDone), quality[job->trial]);
        t.state = job->untilEpoch >= s.maxEpochs ? AshaTrial::State::Completed : AshaTrial::State::Paused;
    }
    return {"no end"};
}

std::string joined(const std::vector<std::string>& v)
{
    std::string out;
    for (const auto& s : v)
        out += (out.empty() ? "" : " ") + s;
    return out;
}

} // namespace

class TestAsha : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void rungsGrowByEtaUpToTheLastEpoch()
    {
        QCOMPARE(ashaRungs({1, 27, 3}), (std::vector<int>{1, 3, 9, 27}));
        QCOMPARE(ashaRungs({1, 20, 3}), (std::vector<int>{1, 3, 9, 20}));
        QCOMPARE(ashaRungs({2, 10, 2}), (std::vector<int>{2, 4, 8, 10}));
        QCOMPARE(ashaRungs({1, 1, 3}), (std::vector<int>{1}));
        QCOMPARE(ashaRungs({5, 3, 3}), (std::vector<int>{3})); // a first rung past the end: one rung
        QCOMPARE(ashaRungs({0, 4, 1}), (std::vector<int>{1, 2, 4})); // nonsense clamped: from 1, η 2
    }

    // Nine trials, η 3, 9 epochs (rungs 1, 3, 9), lower is better. Worked by hand: a trial goes on
    // once it is in the best ⌊n/3⌋ of the n at its rung, the highest rung first; otherwise the next
    // starts. 21 epochs trained instead of the grid's 81, and the best trial (4) is the one trained
    // to the end.
    void nineTrialsFollowTheRuleByHand()
    {
        const std::vector<double> quality{5, 3, 8, 1, 9, 2, 7, 4, 6};
        std::vector<AshaTrial> trials;
        const auto jobs = simulate({1, 9, 3}, quality, trials);
        QCOMPARE(QString::fromStdString(joined(jobs)), QStringLiteral("S1@1 S2@1 S3@1 P2@3 S4@1 P4@3 S5@1 S6@1 P6@3 P4@9 S7@1 S8@1 S9@1"));
        int epochs = 0;
        for (const auto& t : trials)
            epochs += t.epochsDone;
        QCOMPARE(epochs, 9 + 2 + 2 + 2 + 6);
        QCOMPARE(trials[3].state, AshaTrial::State::Completed);

        const auto standings = ashaStandings({1, 9, 3}, trials, false, true);
        QCOMPARE(standings[3].outcome, AshaStanding::Outcome::Completed);
        QCOMPARE(standings[3].rung, 2);
        // Trial 2 (3) is third at rung 2 (epoch 3), after 4 and 6; one of three went on.
        QCOMPARE(standings[1].outcome, AshaStanding::Outcome::Pruned);
        QCOMPARE(standings[1].rung, 1);
        QCOMPARE(standings[1].rungEpoch, 3);
        QCOMPARE(standings[1].place, 3);
        QCOMPARE(standings[1].reached, 3);
        QCOMPARE(standings[1].promoted, 1);
        QCOMPARE(QString::fromStdString(standings[1].why.text()),
                 QStringLiteral("pruned at rung 2 (epoch 3) at 3: place 3 of 3, and only the best 1 went on (the last of them at 1)"));
        QCOMPARE(standings[1].value, 3.0); // the value it was ranked by, and the last that went on
        QCOMPARE(standings[1].cutoff, 1.0);
        // Trial 5 (9): last of nine at the first rung.
        QCOMPARE(standings[4].rung, 0);
        QCOMPARE(standings[4].place, 9);
        QCOMPARE(standings[4].promoted, 3);
        // While the search goes on, a paused trial waits rather than being called pruned.
        QCOMPARE(ashaStandings({1, 9, 3}, trials, false, false)[4].outcome, AshaStanding::Outcome::Waiting);

        // Two trials, η 3: none goes on by rank (⌊2/3⌋ = 0), the best is trained on to the end; the
        // other's reason says so (it said "only the best 0 went on").
        std::vector<AshaTrial> two;
        simulate({1, 9, 3}, {2, 1}, two);
        const auto pair = ashaStandings({1, 9, 3}, two, false, true);
        QCOMPARE(pair[1].outcome, AshaStanding::Outcome::Completed);
        QCOMPARE(QString::fromStdString(pair[0].why.text()),
                 QStringLiteral("pruned at rung 1 (epoch 1) at 2: place 2 of 2; too few reached this rung for any to go on by rank, so the search "
                                "trained only its best trial on"));
    }

    // The same qualities the other way up (higher is better): the mirror image is chosen.
    void higherIsBetterPromotesTheLargest()
    {
        const std::vector<double> quality{5, 3, 8, 1, 9, 2, 7, 4, 6};
        std::vector<AshaTrial> trials;
        simulate({1, 9, 3}, quality, trials, true);
        QCOMPARE(trials[4].state, AshaTrial::State::Completed); // 9 is the best
        QCOMPARE(trials[3].epochsDone, 1);                       // 1 is the worst
    }

    // Two trials and η 3: no rung ever has three, so nothing is promoted by the rule; the search
    // still ends with one model trained to the end, the better one.
    void tooFewTrialsStillFinishTheBest()
    {
        std::vector<AshaTrial> trials;
        const auto jobs = simulate({1, 9, 3}, {0.7, 0.4}, trials);
        QCOMPARE(QString::fromStdString(joined(jobs)), QStringLiteral("S1@1 S2@1 F2@3 F2@9"));
        QCOMPARE(trials[1].state, AshaTrial::State::Completed);
        QCOMPARE(trials[0].state, AshaTrial::State::Paused);
    }

    // Two trials at once (lathe-cli sweep --parallel 2): a trial in training is never handed out again,
    // the search waits for it instead of ending or finishing another, and a simulated search where the
    // trials end in a scrambled order still trains each at most once per rung and ends with one
    // trained to the end.
    void runningTrialsAreNotHandedOutAgain()
    {
        using State = AshaTrial::State;
        const AshaSettings s{1, 9, 3};
        // Three trials: 1 and 2 at rung 1, 3 still training its first epoch. ⌊2/3⌋ = 0 go on yet, and
        // no trial is left to start: wait (without the running one, the best would be finished).
        std::vector<AshaTrial> trials{{State::Paused, 1, {0.3}}, {State::Paused, 1, {0.5}}, {State::Running, 0, {}}};
        QVERIFY(!nextAshaJob(s, trials, false));
        trials[2].state = State::Paused;
        trials[2].epochsDone = 1;
        trials[2].metric = {0.4};
        auto job = nextAshaJob(s, trials, false);
        QVERIFY(job); // now three at rung 1: the best (trial 1) goes on
        QCOMPARE(job->kind, Kind::Promote);
        QCOMPARE(job->trial, std::size_t(0));
        trials[0].state = State::Running; // while it trains, it is not promoted a second time
        QVERIFY(!nextAshaJob(s, trials, false));

        // Nine trials, two workers; each job ends after a pseudo-random number of "ticks".
        std::vector<AshaTrial> t(9);
        const std::vector<double> quality{0.9, 0.2, 0.7, 0.5, 0.1, 0.8, 0.6, 0.3, 0.4};
        struct Busy {
            std::size_t trial;
            int until, ticks;
        };
        std::vector<Busy> busy;
        std::vector<int> trainedTo(9, 0);
        unsigned rng = 7;
        for (int guard = 0; guard < 1000; ++guard) {
            while (busy.size() < 2) {
                const auto next = nextAshaJob(s, t, false);
                if (!next)
                    break;
                QVERIFY2(t[next->trial].state != State::Running, qPrintable(QString::number(next->trial)));
                QVERIFY(next->untilEpoch > trainedTo[next->trial]); // each rung once
                t[next->trial].state = State::Running;
                rng = rng * 1103515245u + 12345u;
                busy.push_back({next->trial, next->untilEpoch, 1 + static_cast<int>((rng >> 16) % 4)});
            }
            if (busy.empty())
                break;
            for (auto it = busy.begin(); it != busy.end(); ++it) {
                if (--it->ticks > 0)
                    continue;
                AshaTrial& done = t[it->trial];
                done.epochsDone = trainedTo[it->trial] = it->until;
                done.metric.assign(static_cast<std::size_t>(it->until), quality[it->trial]);
                done.state = it->until >= s.maxEpochs ? State::Completed : State::Paused;
                busy.erase(it);
                break;
            }
        }
        QVERIFY(busy.empty());
        QVERIFY(std::any_of(t.begin(), t.end(), [](const AshaTrial& x) { return x.state == State::Completed; }));
        QVERIFY(std::none_of(t.begin(), t.end(), [](const AshaTrial& x) { return x.state == State::NotStarted || x.state == State::Running; }));
        QVERIFY(t[4].epochsDone >= 3); // the best trial went on from rung 1
    }

    // A search killed while a promoted trial trained (epoch 5 of its way from rung 3 to 9): resumed,
    // that trial goes on to its rung before anything else; one interrupted before its first epoch
    // ended starts its first rung again from its checkpoint.
    void aTrialStoppedBetweenRungsGoesOnFirst()
    {
        std::vector<AshaTrial> trials(4);
        trials[0] = {AshaTrial::State::Paused, 1, {0.5}};
        trials[1] = {AshaTrial::State::Paused, 5, {0.2, 0.2, 0.2, 0.2, 0.2}};
        auto job = nextAshaJob({1, 9, 3}, trials, false);
        QVERIFY(job);
        QCOMPARE(job->kind, Kind::Continue);
        QCOMPARE(job->trial, std::size_t(1));
        QCOMPARE(job->untilEpoch, 9);
        QCOMPARE(job->rung, 2);
        trials[1] = {AshaTrial::State::Completed, 9, std::vector<double>(9, 0.2)};
        trials[2] = {AshaTrial::State::Paused, 0, {}};
        job = nextAshaJob({1, 9, 3}, trials, false);
        QVERIFY(job);
        QCOMPARE(job->kind, Kind::Continue);
        QCOMPARE(job->trial, std::size_t(2));
        QCOMPARE(job->untilEpoch, 1);
    }

    // A failed trial counts at the rungs it reached but never goes on, however good its value; a
    // diverged one (NaN) ranks below every finite value.
    void failedAndDivergedTrialsAreNotPromoted()
    {
        std::vector<AshaTrial> trials(3);
        trials[0] = {AshaTrial::State::Failed, 1, {0.01}};
        trials[1] = {AshaTrial::State::Paused, 1, {NAN}};
        trials[2] = {AshaTrial::State::Paused, 1, {0.9}};
        auto job = nextAshaJob({1, 9, 3}, trials, false);
        QVERIFY(!job || job->trial != 0);
        // Three at rung 1, one goes on: the failed trial is the best and cannot, so nobody is promoted by
        // the rule; there is nothing left to start, so the best that can go on (the finite 0.9) is finished.
        QVERIFY(job);
        QCOMPARE(job->kind, Kind::FinishBest);
        QCOMPARE(job->trial, std::size_t(2));
        const auto standings = ashaStandings({1, 9, 3}, trials, false, false);
        QCOMPARE(standings[0].outcome, AshaStanding::Outcome::Failed);
        QCOMPARE(standings[1].place, 3);
    }

    void rangesParseAndSayWhatIsWrong()
    {
        SweepRange r = parseSweepRange("training.lr=1e-4:1e-1:log");
        QCOMPARE(r.key, std::string("training.lr"));
        QCOMPARE(r.kind, SweepRange::Kind::LogUniform);
        QCOMPARE(r.low, 1e-4);
        QCOMPARE(r.high, 1e-1);
        QCOMPARE(parseSweepRange("training.weight_decay=0:0.1").kind, SweepRange::Kind::Uniform);
        QCOMPARE(parseSweepRange("model.layers=1:4:int").kind, SweepRange::Kind::Integer);
        QCOMPARE(parseSweepRange("training.batch_size=16:512:logint").kind, SweepRange::Kind::LogInteger);
        r = parseSweepRange("model.hidden=[64],[128,64], [256]");
        QCOMPARE(r.kind, SweepRange::Kind::Choice);
        QCOMPARE(r.choices, (std::vector<std::string>{"[64]", "[128,64]", "[256]"}));
        QCOMPARE(parseSweepRange("model.kind=mlp").choices, (std::vector<std::string>{"mlp"}));
        const auto refused = [](const char* item, const char* says) {
            try {
                parseSweepRange(item);
            } catch (const ConfigError& e) {
                return std::string(e.what()).find(says) != std::string::npos;
            }
            return false;
        };
        QVERIFY(refused("training.lr", "is not of the form"));
        QVERIFY(refused("=1:2", "is not of the form"));
        QVERIFY(refused("training.lr=", "is not of the form"));
        QVERIFY(refused("training.lr=0.1:0.01", "the low end must be below the high end"));
        QVERIFY(refused("training.lr=0:0.1:log", "a log range must lie above zero"));
        QVERIFY(refused("training.lr=1e-4:x", "must be two numbers"));
        QVERIFY(refused("training.lr=1e-4:1e-1:cubic", "the scale \"cubic\" is not log, int or logint"));
        QVERIFY(refused("model.layers=1.5:4:int", "whole numbers"));
        QVERIFY(refused("training.epochs=1:1e30:int", "within ±9007199254740992 (2^53)")); // no cast beyond 64 bits
        QVERIFY(refused("training.batch_size=-1e19:4:logint", "within ±9007199254740992"));
        QVERIFY(refused("model.hidden=a,,b", "an empty value"));
        QVERIFY(refused("model.kind=mlp,mlp", "lists a value twice"));
        QVERIFY(refused("training.lr=0.001:0.01:", "the scale \"\" is not log, int or logint")); // not a uniform range
        QVERIFY(refused("training.epochs=1:3", "training.epochs takes whole numbers: end the range with :int"));
        QVERIFY(refused("training.batch_size=16:512:log", "takes whole numbers"));
        // What names or places a run is no setting to search (the runs would train alike).
        QVERIFY(refused("name=a,b", "\"name\" cannot be swept"));
        QVERIFY(refused("output.runs_dir=/a,/b", "\"output.runs_dir\" cannot be swept"));
        QVERIFY_THROWS_EXCEPTION(ConfigError, sweepVariants({}, {"name=alpha,beta"}));
        // ASHA's trials share their epochs and metric, compared as the fields read them: 3 and 3.0
        // epochs, val_loss and "val_loss" agree (they were compared as text).
        const auto variant = [](const char* label, const char* epochs, const char* metric) {
            SweepVariant v;
            v.label = label;
            v.settings = {{"training.epochs", epochs}, {"output.checkpoint.metric", metric}};
            return v;
        };
        checkAshaSettings({variant("a", "3", "val_loss"), variant("b", "3.0", "\"val_loss\"")});
        QVERIFY_THROWS_EXCEPTION(ConfigError, checkAshaSettings({variant("a", "3", "val_loss"), variant("b", "4", "val_loss")}));
        QVERIFY_THROWS_EXCEPTION(ConfigError, checkAshaSettings({variant("a", "3", "val_loss"), variant("b", "3", "val_accuracy")}));
    }

    // The same seed draws the same trials (on any machine: the generator is written out), each value
    // inside its range, log-uniform draws spread over the decades, integers whole; another seed
    // draws others.
    void drawsAreReproducibleAndInsideTheirRanges()
    {
        const std::vector<std::string> ranges{"training.lr=1e-4:1e-1:log", "model.hidden=[64],[128]", "model.layers=1:3:int"};
        const auto a = sampleSweepVariants(ranges, 200, 7), b = sampleSweepVariants(ranges, 200, 7), c = sampleSweepVariants(ranges, 200, 8);
        QCOMPARE(a.size(), std::size_t(200));
        int belowMiddle = 0, hidden64 = 0, differ = 0;
        std::set<std::string> layers;
        for (std::size_t i = 0; i < a.size(); ++i) {
            QCOMPARE(a[i].label, b[i].label);
            differ += a[i].label != c[i].label;
            QCOMPARE(a[i].settings.size(), std::size_t(3));
            const double lr = std::stod(a[i].settings[0].second);
            QVERIFY2(lr >= 1e-4 * 0.999 && lr <= 1e-1 * 1.001, a[i].label.c_str());
            belowMiddle += lr < std::sqrt(1e-4 * 1e-1);
            hidden64 += a[i].settings[1].second == "[64]";
            layers.insert(a[i].settings[2].second);
        }
        QVERIFY2(belowMiddle > 70 && belowMiddle < 130, qPrintable(QString::number(belowMiddle))); // half the decades
        QVERIFY(hidden64 > 70 && hidden64 < 130);
        QCOMPARE(layers, (std::set<std::string>{"1", "2", "3"}));
        QVERIFY(differ > 190);
        QVERIFY2(a[0].label.rfind("t1 lr=", 0) == 0 && a[0].label.find(", hidden=[") != std::string::npos, a[0].label.c_str());
        QVERIFY_THROWS_EXCEPTION(ConfigError, sampleSweepVariants({}, 4, 0));
        QVERIFY_THROWS_EXCEPTION(ConfigError, sampleSweepVariants({"training.lr=1:2", "training.lr=3:4"}, 4, 0));
        QVERIFY_THROWS_EXCEPTION(ConfigError, sampleSweepVariants(ranges, 0, 0));
        // Ranges of one value each would train the same trial over and over; one beside a range is a fixed part.
        QVERIFY_THROWS_EXCEPTION(ConfigError, sampleSweepVariants({"training.lr=0.01"}, 16, 0));
        QCOMPARE(sampleSweepVariants({"model.kind=mlp", "training.lr=1e-3:1e-2"}, 4, 0).size(), std::size_t(4));
    }

    // sweep.json keeps the search, so a resumed search draws nothing again; a plan from before searches
    // (no "search") is a grid.
    void thePlanKeepsItsSearch()
    {
        SweepPlan plan;
        plan.name = "demo";
        plan.base = Json{{"name", "demo"}};
        plan.search.kind = SweepSearch::Kind::Asha;
        plan.search.trials = 5;
        plan.search.seed = 11;
        plan.search.eta = 4;
        plan.search.minEpochs = 2;
        plan.search.ranges = {"training.lr=1e-3:1:log"};
        plan.variants = sampleSweepVariants(plan.search.ranges, 5, 11);
        const SweepPlan back = SweepPlan::fromJson(plan.toJson());
        QCOMPARE(back.search.kind, SweepSearch::Kind::Asha);
        QCOMPARE(back.search.trials, 5);
        QCOMPARE(back.search.seed, std::uint64_t(11));
        QCOMPARE(back.search.eta, 4);
        QCOMPARE(back.search.minEpochs, 2);
        QCOMPARE(back.search.ranges, plan.search.ranges);
        QCOMPARE(back.variants.size(), std::size_t(5));
        Json old = plan.toJson();
        old.erase("search");
        QCOMPARE(SweepPlan::fromJson(old).search.kind, SweepSearch::Kind::Grid);
        old["search"] = Json{{"kind", "bayes"}};
        QVERIFY_THROWS_EXCEPTION(ConfigError, SweepPlan::fromJson(old));
    }
};

QTEST_GUILESS_MAIN(TestAsha)
#include "tst_asha.moc"
