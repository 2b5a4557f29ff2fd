// The GPU self-test (core/selftest): its record and judgement on their own, and every check run
// through its plumbing with the CPU standing in for the GPU (the CPU against itself, bf16 and fp16
// autocast against fp32, the eager device step for the CUDA graph, Gloo for NCCL, a fake NVML), so
// that what a GPU machine runs rarely is exercised on every test run. On a machine without a GPU,
// every check says why it is skipped.

#include "config/messagejson.h"
#include "selftest/checks.h"
#include "selftest/fixture.h"
#include "selftest/selftest.h"
#include "device/device.h"
#include "tune/doctor.h"

#include <ATen/ATen.h>

#include <QtTest>

#include <cmath>

using namespace lathe::core;

namespace {

std::string reportText(const SelfTestReport& r)
{
    return formatSelfTest(r).text();
}

} // namespace

class TestSelfTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void messagesAreStoredAsData()
    {
        const Message m = msg("%1: %2 (%3)", "cuda:0", msg("no usable GPU: %1", msg("CUDA_VISIBLE_DEVICES is empty")), 7);
        const Json j = messageToJson(m);
        QCOMPARE(QString::fromStdString(j.at("id").get<std::string>()), QStringLiteral("%1: %2 (%3)"));
        const Message back = messageFromJson(j);
        QCOMPARE(back.text(), m.text());
        QCOMPARE(back.args.at(1).id, std::string("no usable GPU: %1")); // still translatable, not text
        const Message seq = Message::sequence({msg("pass"), Message::plain("\n"), msg("%1 passed", 3)});
        QCOMPARE(messageFromJson(messageToJson(seq)).text(), seq.text());
        QCOMPARE(messageFromJson(messageToJson(Message::plain("x"))).text(), std::string("x"));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, messageFromJson(Json{{"args", Json::array()}}));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, messageFromJson(Json(3)));
    }

    void figuresAreJudgedAgainstTheirLimits()
    {
        QVERIFY(figureAtMost("d", 1e-4, 1e-3).withinLimits());
        QVERIFY(!figureAtMost("d", 2e-3, 1e-3).withinLimits());
        QVERIFY(figureAtLeast("util", 90, 50).withinLimits());
        QVERIFY(!figureAtLeast("util", 10, 50).withinLimits());
        QVERIFY(figureBetween("t", 61, 5, 110).withinLimits());
        QVERIFY(!figureBetween("t", 120, 5, 110).withinLimits());
        QVERIFY(!figureBetween("t", 1, 5, 110).withinLimits());
        QVERIFY(!figureAtMost("d", std::nan(""), 1.0).withinLimits()); // NaN never passes
        QVERIFY(!figureOf("x", std::nan("")).withinLimits());
        QVERIFY(figureOf("x", 1e9).withinLimits());
        QCOMPARE(judged("a", "cpu", {figureAtMost("d", 0.5, 1), figureOf("x", 3)}, {}).status, CheckStatus::Passed);
        QCOMPARE(judged("a", "cpu", {figureAtMost("d", 0.5, 1), figureAtLeast("y", 3, 4)}, {}).status, CheckStatus::Failed);
        QCOMPARE(skipped("a", "", msg("no usable GPU: %1", "x")).status, CheckStatus::Skipped);
    }

    void recordsRoundTrip()
    {
        SelfTestReport r;
        CheckResult a = judged("fp32_vs_cpu", "cuda:0", {figureAtMost("update_difference", 3.2e-5, 1e-3), figureBetween("t", 61, 5, 110, "C"),
                                                         figureOf("nan", std::nan(""))},
                               msg("%1 SGD steps of batch %2 on %3 against fp32 on the CPU, the same weights and batches", 5, 128, "cuda:0"));
        a.seconds = 1.5;
        r.checks.push_back(a);
        r.checks.push_back(skipped("nccl", "", msg("no usable GPU: %1", msg("CUDA_VISIBLE_DEVICES is empty"))));
        const Json j = r.toJson();
        QCOMPARE(j.at("failed").get<int>(), 1); // the NaN figure
        QCOMPARE(j.at("skipped").get<int>(), 1);
        const SelfTestReport back = SelfTestReport::fromJson(Json::parse(j.dump()));
        QCOMPARE(back.checks.size(), std::size_t(2));
        const CheckResult& b = back.checks[0];
        QCOMPARE(b.id, a.id);
        QCOMPARE(b.device, a.device);
        QCOMPARE(b.status, CheckStatus::Failed);
        QCOMPARE(b.detail.id, a.detail.id);
        QCOMPARE(b.detail.text(), a.detail.text());
        QCOMPARE(b.figures.size(), std::size_t(3));
        QCOMPARE(*b.figures[0].max, 1e-3);
        QVERIFY(!b.figures[0].min);
        QCOMPARE(*b.figures[1].min, 5.0);
        QCOMPARE(b.figures[1].unit, std::string("C"));
        QVERIFY(std::isnan(b.figures[2].value));
        QCOMPARE(b.seconds, 1.5);
        QCOMPARE(back.checks[1].status, CheckStatus::Skipped);
        QVERIFY(back.find("nccl", "") != nullptr);
        // A damaged record names what is wrong.
        Json bad = j;
        bad["checks"][0]["status"] = "maybe";
        try {
            SelfTestReport::fromJson(bad);
            QFAIL("a bad status was accepted");
        } catch (const std::invalid_argument& e) {
            QVERIFY2(std::string(e.what()).find("status") != std::string::npos, e.what());
        }
        bad = j;
        bad["checks"][0].erase("device");
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, SelfTestReport::fromJson(bad));
        bad = j;
        bad["checks"][0]["figures"][0]["value"] = "small"; // every malformed field is the same error
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, SelfTestReport::fromJson(bad));
        bad = j;
        bad["checks"][0].erase("message");
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, SelfTestReport::fromJson(bad));
        const std::string text = reportText(r);
        QVERIFY2(text.find("[FAIL] cuda:0 fp32 training steps agree with the same steps on the CPU") != std::string::npos, text.c_str());
        QVERIFY2(text.find("update_difference 3.2e-05 (at most 0.001)") != std::string::npos, text.c_str());
        QVERIFY2(text.find("t 61 C (5 to 110)") != std::string::npos, text.c_str());
        QVERIFY2(text.find("[skipped] - NCCL") != std::string::npos, text.c_str());
        QVERIFY2(text.find("1 passed, 1 failed, 1 skipped") == std::string::npos && text.find("0 passed, 1 failed, 1 skipped") != std::string::npos,
                 text.c_str());
    }

    // The comparisons the checks judge by: of the updates, not the weights.
    void comparisonsMeasureTheUpdate()
    {
        using namespace lathe::core::selftest;
        const std::vector<at::Tensor> start{at::tensor({10.0, 10.0}, at::kDouble)};
        const std::vector<at::Tensor> reference{at::tensor({11.0, 10.0}, at::kDouble)};
        const std::vector<at::Tensor> close{at::tensor({11.001, 10.0}, at::kDouble)};
        const std::vector<at::Tensor> wrong{at::tensor({10.0, 11.0}, at::kDouble)};
        QVERIFY(std::abs(updateDifference(start, reference, close) - 1e-3) < 1e-9);
        QVERIFY(std::abs(updateDifference(start, reference, wrong) - std::sqrt(2.0)) < 1e-9); // the weights differ by 9 %, the step is wrong
        QCOMPARE(updateDifference(start, reference, reference), 0.0);
        QVERIFY(std::isinf(updateDifference(start, start, reference))); // no reference step, yet a change
        QVERIFY(std::abs(maxRelativeDifference(reference, close) - 0.001 / 11.0) < 1e-9);
        QVERIFY(identical(reference, reference));
        QVERIFY(!identical(reference, close));
        QVERIFY(std::isinf(maxRelativeDifference(reference, {at::zeros({3}, at::kDouble)})));
    }

    void syntheticDataIsLearnable()
    {
        using namespace lathe::core::selftest;
        const SyntheticImages a = syntheticImages(64, 1), b = syntheticImages(64, 1);
        QVERIFY(at::equal(a.images, b.images)); // seeded
        QCOMPARE(a.images.sizes().vec(), (std::vector<std::int64_t>{64, 1, 28, 28}));
        QCOMPARE(a.images.scalar_type(), at::kByte);
        QVERIFY(a.labels.max().item<std::int64_t>() <= 9);
        // Training steps on it lower the loss (a check that trains sees learning).
        const DataSplits d = syntheticSplits(512, 2);
        StepRig rig(demoCnn(0.0, 1), d, c10::Device(c10::kCPU), {});
        double first = 0, last = 0;
        for (int k = 0; k < 8; ++k) {
            const double loss = rig.train(d.train.inputs.slice(0, 64 * k, 64 * (k + 1)), d.train.targets.slice(0, 64 * k, 64 * (k + 1))).item<double>();
            (k == 0 ? first : last) = loss;
        }
        QVERIFY2(last < 0.9 * first, qPrintable(QStringLiteral("loss %1 -> %2").arg(first).arg(last)));
    }

    // What a user without a GPU sees: every check, each with the reason.
    void withoutAGpuEveryCheckSaysWhy()
    {
        if (cudaUnavailableReason(0).empty())
            QSKIP("this machine has a usable GPU");
        const SelfTestReport r = runSelfTest({}, [](const Message&) {});
        QCOMPARE(r.checks.size(), std::size_t(16));
        for (const auto& c : r.checks) {
            QCOMPARE(c.status, CheckStatus::Skipped);
            QVERIFY2(c.detail.text().rfind("no usable GPU: ", 0) == 0, c.detail.text().c_str());
            QVERIFY(checkTitle(c.id).id != ""); // every id has its title
        }
    }

    // Every check's plumbing with the CPU standing in for the GPU: they run, and they pass.
    void everyCheckRunsWithTheCpuStandingIn()
    {
        SelfTestOptions o;
        o.quick = true;
        o.cpuStandsIn = true;
        o.nvmlLibrary = LATHE_FAKE_NVML;
        QTemporaryDir work;
        o.workDir = work.path().toStdString();
        std::vector<std::string> progress;
        const SelfTestReport r = runSelfTest(o, [&](const Message& m) { progress.push_back(m.text()); });
        const std::string text = reportText(r);
        QCOMPARE(r.checks.size(), std::size_t(16));
        QVERIFY2(r.count(CheckStatus::Failed) == 0, text.c_str());
        QVERIFY2(r.count(CheckStatus::Skipped) == 0, text.c_str());
        QVERIFY(!progress.empty());
        // What the figures say on the CPU against itself.
        QCOMPARE(r.find("fp32_vs_cpu", "cpu")->figure("update_difference")->value, 0.0);
        QVERIFY(r.find("bf16_vs_cpu", "cpu")->figure("update_difference")->value > 0.0); // a real comparison
        QCOMPARE(r.find("loader_pinned", "cpu")->figure("mismatched_batches")->value, 0.0);
        QCOMPARE(r.find("checkpoint_gpu", "cpu")->figure("bitwise_identical")->value, 1.0);
        QCOMPARE(r.find("nvml", "cpu")->figure("power_w")->value, 250.5); // the fake NVML's
        QVERIFY(r.find("demo_steps", "cpu")->figure("steps_per_s_bf16")->value > 0.0);
        QVERIFY(r.find("batch_finder", "cpu")->figure("batch_chosen")->value >= 1.0);
        QCOMPARE(r.find("nccl", "cpu")->figure("max_error")->value, 0.0);
        // The run folders and data the checks wrote are gone.
        QVERIFY2(QDir(work.path()).isEmpty(), qPrintable(QDir(work.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot).join(u' ')));
        const Json j = r.toJson();
        QCOMPARE(SelfTestReport::fromJson(j).checks.size(), r.checks.size());
    }

    // A stop request between checks ends the self-test.
    void stopsWhenAsked()
    {
        SelfTestOptions o;
        o.quick = true;
        o.cpuStandsIn = true;
        o.stopRequested = [] { return true; };
        bool stopped = false;
        try {
            runSelfTest(o, [](const Message&) {});
        } catch (const DoctorStopped&) {
            stopped = true;
        }
        QVERIFY(stopped);
    }
};

QTEST_GUILESS_MAIN(TestSelfTest)
#include "tst_selftest.moc"
