// The run folder (core/run): records written and read back with the keys the files have always
// had, a folder read the way a killed run leaves it, the list of runs, the best value of a metric in
// its direction, and an atomic write that fails without touching the file it replaces.

#include "metrics/evaluation.h"
#include "report/report.h"
#include "run/runfolder.h"
#include "run/progressrecord.h"
#include "run/runrecord.h"
#include "run/evaluationimages.h"
#include "run/tensorboardlog.h"
#include "util/base64.h"
#include "util/pngencode.h"
#include "tensorboard/eventwriter.h"
#include "testutil.h"
#include "util/utf8.h"
#include "util/atomicfile.h"
#include "util/catalogue.h"
#include "util/filetree.h"

#include <QtTest>

#include <algorithm>
#include <array>
#include <cmath>
#include <fstream>
#include <thread>

using namespace lathe::core;
namespace fs = std::filesystem;

namespace {

std::string readText(const fs::path& file)
{
    std::ifstream in(file);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

EpochRecord epoch(int n, double valLoss, double valAccuracy)
{
    EpochRecord r;
    r.epoch = n;
    r.lr = 0.001;
    r.epochSeconds = 1.5;
    r.samplesPerSecond = 1000.0;
    r.dataWaitPercent = 2.0;
    r.time = "2026-11-23 10:00:00";
    r.metrics = {{"train_loss", valLoss + 0.1}, {"val_loss", valLoss}, {"val_accuracy", valAccuracy}};
    return r;
}

} // namespace

class TestRunFolder : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // TFRecord framing: CRC-32C's check value, the masking TensorFlow's readers undo, and an events
    // file that starts with its version record (TensorBoard reads the rest: tensorboard_readback).
    // The evaluation's pictures for TensorBoard: Base64 thumbnails decoded, a confusion matrix whose
    // diagonal is blue and mistakes red, a montage of thumbnails, a scatter, all encoded as PNG.
    void evaluationPictures()
    {
        using namespace lathe::core;
        const std::vector<std::uint8_t> bytes{0, 1, 2, 250, 251};
        QCOMPARE(base64Decode(base64Encode(bytes.data(), bytes.size())).value(), bytes);
        QCOMPARE(base64Decode("TWFu").value(), (std::vector<std::uint8_t>{'M', 'a', 'n'}));
        QVERIFY(!base64Decode("TWF").has_value());
        QVERIFY(!base64Decode("T!Fu").has_value());

        const ClassificationScores scores = classificationScores({{8, 2}, {0, 10}}, {"cat", "dog"});
        const RgbImage matrix = confusionImage(scores);
        QCOMPARE(matrix.width, 2 * 40 + 1);
        const auto pixel = [&matrix](int x, int y) {
            const std::size_t at = (static_cast<std::size_t>(y) * matrix.width + x) * 3;
            return std::array<int, 3>{matrix.pixels[at], matrix.pixels[at + 1], matrix.pixels[at + 2]};
        };
        QVERIFY(pixel(60, 60)[2] > pixel(60, 60)[0]);                              // dog as dog: blue
        QVERIFY(pixel(60, 20)[0] > pixel(60, 20)[2]);                              // cat as dog: red
        QCOMPARE(pixel(20, 60), (std::array<int, 3>{255, 255, 255}));              // dog as cat: none
        QVERIFY(confusionMarkdown(scores).find("| cat | **8** | 2 |") != std::string::npos);

        const std::vector<std::uint8_t> grey(28 * 28, 128);
        Json wrong = Json::array({{{"image", {{"width", 28}, {"height", 28}, {"channels", 1}, {"base64", base64Encode(grey.data(), grey.size())}}}},
                                  {{"file", "x.jpg"}}});
        const std::optional<RgbImage> montage = misclassifiedImage(wrong);
        QVERIFY(montage && montage->width == 4 + 56 + 4 && montage->height == 4 + 56 + 4);
        QVERIFY(!misclassifiedImage(Json::array({{{"file", "x.jpg"}}})).has_value());
        const std::optional<RgbImage> scatter = predictedAgainstTrueImage({{"every", 1}, {"true", {{1.0}, {2.0}}}, {"predicted", {{1.1}, {1.9}}}});
        QVERIFY(scatter && scatter->width == 400);
        QVERIFY(!predictedAgainstTrueImage(Json::object()).has_value());

        const std::string png = encodePng(matrix.pixels, matrix.width, matrix.height, 3);
        QCOMPARE(png.substr(0, 8), std::string("\x89PNG\r\n\x1a\n", 8));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, encodePng(matrix.pixels, matrix.width + 1, matrix.height, 3));
    }

    void tensorBoardFraming()
    {
        using namespace lathe::core::tensorboard;
        QCOMPARE(crc32c("123456789", 9), 0xE3069283u);
        QCOMPARE(crc32c("", 0), 0u);
        const std::uint32_t crc = crc32c("123456789", 9);
        QCOMPARE(maskedCrc32c("123456789", 9), ((crc >> 15) | (crc << 17)) + 0xa282ead8u);
        QTemporaryDir dir;
        std::filesystem::path file;
        {
            EventWriter writer(dir.path().toStdString());
            writer.scalar("loss", 1, 0.5, EventWriter::now());
            file = writer.file();
        }
        QVERIFY(file.filename().string().rfind("events.out.tfevents.", 0) == 0);
        std::ifstream in(file, std::ios::binary);
        std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        QVERIFY(bytes.size() > 16);
        std::uint64_t length = 0;
        for (int i = 7; i >= 0; --i)
            length = (length << 8) | static_cast<unsigned char>(bytes[i]);
        std::uint32_t lengthCrc = 0;
        for (int i = 11; i >= 8; --i)
            lengthCrc = (lengthCrc << 8) | static_cast<unsigned char>(bytes[i]);
        QCOMPARE(lengthCrc, maskedCrc32c(bytes.data(), 8));
        QVERIFY(bytes.substr(12, length).find("brain.Event:2") != std::string::npos);
        // A process's files sort as they were written, past its tenth and hundredth (TensorBoard reads
        // them in the order of their names and dropped ".8"'s epochs after ".10" as out of order).
        QTemporaryDir many;
        std::vector<std::string> written;
        for (int i = 0; i < 120; ++i)
            written.push_back(EventWriter(many.path().toStdString()).file().filename().string());
        std::vector<std::string> sorted = written;
        std::sort(sorted.begin(), sorted.end());
        QVERIFY2(sorted == written, written.back().c_str());
        QCOMPARE(lathe::core::wallTimeOf("not a time"), -1.0);
        QVERIFY(lathe::core::wallTimeOf("2026-11-22 14:05:09") > 1.7e9);
        // With the writer's zone recorded (environment.json), its local time is the same instant on
        // every reader (a run from UTC+8 converted in UTC was 8 hours ahead).
        QCOMPARE(lathe::core::wallTimeOf("2026-12-07 12:00:00", std::int64_t{8 * 3600}), 1796616000.0);
        QCOMPARE(lathe::core::wallTimeOf("2026-12-07 04:00:00", std::int64_t{0}), 1796616000.0);
        const auto here = lathe::core::currentEnvironment("cpu", -1);
        QVERIFY(here.utcOffsetSeconds);
        QCOMPARE(lathe::core::Environment::fromJson(here.toJson()).utcOffsetSeconds, here.utcOffsetSeconds);
        QVERIFY(!lathe::core::Environment::fromJson(lathe::core::Json::object()).utcOffsetSeconds);
    }

    // util/filetree: folder trees copied and removed without std::filesystem::remove_all, which
    // libtorch.so's exported copy shadows (it crashed); Chinese names, nested folders, empty files.
    void foldersAreCopiedAndRemoved()
    {
        QTemporaryDir dir;
        const std::filesystem::path root = dir.path().toStdString();
        const std::filesystem::path from = root / "运行" / "检查点";
        std::filesystem::create_directories(from / "子目录");
        { std::ofstream(from / "last.pt") << std::string(200000, 'x'); }
        { std::ofstream(from / "子目录" / "空.txt"); }
        lathe::core::copyTree(root / "运行", root / "副本");
        std::ifstream copied(root / "副本" / "检查点" / "last.pt", std::ios::binary);
        const std::string bytes((std::istreambuf_iterator<char>(copied)), std::istreambuf_iterator<char>());
        QCOMPARE(bytes, std::string(200000, 'x'));
        QVERIFY(std::filesystem::exists(root / "副本" / "检查点" / "子目录" / "空.txt"));
        QVERIFY(lathe::core::removeTree(root / "运行"));
        QVERIFY(!std::filesystem::exists(root / "运行"));
        QVERIFY(lathe::core::removeTree(root / "不存在")); // nothing to remove is not a failure
        try {
            lathe::core::copyTree(root / "不存在", root / "别处");
            QFAIL("copying a missing folder did not fail");
        } catch (const std::runtime_error& e) {
            QVERIFY2(std::string(e.what()).find("不存在") != std::string::npos, e.what());
        }
    }

    // A long run's device history: the report reads it one sample at a time and thins each chart
    // to its envelope, so a spike stays, the chart stays small and the means are over every sample.
    void reportOfALongRunStaysBounded()
    {
        QTemporaryDir dir;
        RunFolder folder = RunFolder::create(dir.path().toStdString(), "long");
        folder.writeJson(runfile::Config, Json{{"name", "long"}});
        const int samples = 60000, spikeAt = 31234;
        double sum = 0;
        for (int i = 0; i < samples; ++i) {
            DeviceRecord r;
            r.sample.seconds = 0.5 * i;
            DeviceSampleEvent::Gpu gpu;
            gpu.utilisation = i == spikeAt ? 100.0 : 50.0 + 20.0 * std::sin(i * 0.01);
            gpu.memoryUsed = 1e9;
            gpu.memoryTotal = 4e9;
            r.sample.gpus = {gpu};
            r.time = "2026-11-23 10:00:00";
            sum += gpu.utilisation;
            folder.appendDeviceSample(r);
        }
        const RunReport report = loadRunReport(folder.path());
        const auto chart = std::find_if(report.charts.begin(), report.charts.end(), [](const ReportChart& c) { return c.title.id == "GPU utilisation"; });
        QVERIFY(chart != report.charts.end());
        const ChartSeries& busy = chart->series.front();
        QVERIFY2(busy.x.size() <= 2001, qPrintable(QString::number(busy.x.size())));
        QCOMPARE(*std::max_element(busy.y.begin(), busy.y.end()), 100.0);
        QVERIFY(*std::min_element(busy.y.begin(), busy.y.end()) < 30.0 + 1e-6);
        QCOMPARE(busy.x.back(), 0.5 * (samples - 1));
        QVERIFY(std::is_sorted(busy.x.begin(), busy.x.end()));
        QVERIFY(report.efficiency.meanGpuUtilisationPercent);
        QVERIFY(std::abs(*report.efficiency.meanGpuUtilisationPercent - sum / samples) < 1e-9);
        QCOMPARE(*report.efficiency.peakGpuMemoryFraction, 0.25);
    }

    // Run folders keep the names people give their runs, Chinese included; only what a file name
    // cannot hold is replaced.
    void folderNamesKeepUnicodeLetters()
    {
        QCOMPARE(runFolderName("数字识别"), std::string("数字识别"));
        QCOMPARE(runFolderName("Ölpreis – März 2026"), std::string("Ölpreis – März 2026"));
        QCOMPARE(runFolderName("a/b\\c:d*e?f\"g<h>i|j"), std::string("a_b_c_d_e_f_g_h_i_j"));
        QCOMPARE(runFolderName("tab\there\nnewline"), std::string("tab_here_newline"));
        QCOMPARE(runFolderName("  ..hidden. "), std::string("hidden"));
        QCOMPARE(runFolderName(std::string("bad\xff\xfe byte")), std::string("bad__ byte"));
        QCOMPARE(runFolderName(std::string("cut \xe6\x95")), std::string("cut __"));
        QCOMPARE(runFolderName(""), std::string("run"));
        QCOMPARE(runFolderName("///"), std::string("___"));
        const std::string longName = runFolderName(std::string(120, 'x') + std::string(50, '\0') + "数字识别数字识别数字识别数字识别数字识别数字识别数字识别");
        QVERIFY(longName.size() <= 200);
        QVERIFY(QString::fromUtf8(longName.data(), static_cast<qsizetype>(longName.size())).toUtf8().toStdString() == longName); // whole characters

        QTemporaryDir dir;
        const RunFolder folder = RunFolder::create(dir.filePath(QStringLiteral("运行 记录")).toStdString(), "数字识别");
        const QString made = QString::fromStdString(folder.path().filename().string());
        QVERIFY2(made.startsWith(QStringLiteral("数字识别-")), qPrintable(made));
        QVERIFY(QFileInfo(QString::fromStdString(folder.path().string())).isDir());
    }

    // metrics.jsonl keeps its format: the same keys in the same order as runs written before.
    void epochRecordKeepsTheFileFormat()
    {
        EpochRecord r = epoch(3, 0.5, 0.8);
        r.gpuUtilisationPercent = 91.0;
        QCOMPARE(QString::fromStdString(r.toJson().dump()),
                 QStringLiteral(R"({"epoch":3,"lr":0.001,"epoch_seconds":1.5,"samples_per_second":1000.0,"data_wait_percent":2.0,)"
                                R"("time":"2026-11-23 10:00:00","train_loss":0.6,"val_accuracy":0.8,"val_loss":0.5,"gpu_utilisation_percent":91.0})"));
        const auto back = EpochRecord::fromJson(r.toJson());
        QVERIFY(back);
        QCOMPARE(back->metrics, r.metrics);
        QCOMPARE(back->gpuUtilisationPercent, std::optional<double>(91.0));
        QVERIFY(!back->gpuMemoryPeakPercent);
        QCOMPARE(back->value("val_accuracy"), std::optional<double>(0.8));
        QCOMPARE(back->value("samples_per_second"), std::optional<double>(1000.0));
        QVERIFY(!back->value("val_mae"));
        QVERIFY(!EpochRecord::fromJson(Json::parse(R"({"no": "epoch"})")));
    }

    void deviceAndSummaryRecordsRoundTrip()
    {
        DeviceRecord d;
        d.sample.seconds = 2.5;
        d.sample.gpus = {{0, 90.0, 1e9, 8e10, 300.0, 70.0, 1800.0}, {1, 10.0, 2e9, 8e10, -1.0, 40.0, -1.0}};
        d.sample.processCpuPercent = 150.0;
        d.time = "t";
        const auto back = DeviceRecord::fromJson(d.toJson());
        QVERIFY(back);
        QCOMPARE(back->sample.gpus.size(), std::size_t(2));
        QCOMPARE(back->gpuValue("utilisation", 1), 10.0);
        QCOMPARE(back->gpuValue("power_w", 1), -1.0);         // not available stays -1
        QCOMPARE(back->gpuValue("utilisation", 7), 90.0);     // a GPU not recorded: the first one
        QCOMPARE(back->sample.allocatorReserved, -1.0);
        QCOMPARE(back->sample.processCpuPercent, 150.0);
        QCOMPARE(back->sample.cpuBatchParts, 1); // the whole batch: not written, read back as 1
        QVERIFY(!d.toJson().contains("cpu_batch_parts"));
        // A CPU run's thread policy: its threads, of which those on parts of the batch (train/batchparts.h).
        d.sample.cpuThreads = 2;
        d.sample.cpuBatchParts = 2;
        d.sample.othersBusy = 1.5;
        const auto parts = DeviceRecord::fromJson(d.toJson());
        QCOMPARE(parts->sample.cpuThreads, 2);
        QCOMPARE(parts->sample.cpuBatchParts, 2);
        QCOMPARE(parts->sample.othersBusy, 1.5);

        RunSummary s;
        s.status = RunStatus::Stopped;
        s.epochsCompleted = 2;
        s.finalMetrics = {{"val_loss", 0.3}, {"val_r2", std::nan("")}};
        s.advice = {msg("%1 of step time waits for data", "30%"), Message::plain("an English line of an older run")};
        s.batchSize = 64;
        const Json j = s.toJson();
        QCOMPARE(QString::fromStdString(j.at("status").get<std::string>()), QStringLiteral("stopped"));
        const RunSummary t = RunSummary::fromJson(Json::parse(j.dump())); // NaN went out as null
        QCOMPARE(int(t.status), int(RunStatus::Stopped));
        QCOMPARE(t.batchSize, 64);
        QCOMPARE(t.finalMetrics.size(), std::size_t(2));
        QVERIFY(std::isnan(t.finalMetrics.at("val_r2")));
        QCOMPARE(t.advice, s.advice);
        QCOMPARE(int(RunSummary::fromJson(Json::object()).status), int(RunStatus::Unfinished));
        QCOMPARE(t.bestEpoch, 0);
        QVERIFY(t.testCheckpoint.empty());
        s.bestEpoch = 3;
        s.testCheckpoint = "best";
        s.testCheckpointEpoch = 3;
        s.testCheckpointReason = msg("the last epoch is the best in %1", "val_loss");
        const RunSummary u = RunSummary::fromJson(s.toJson());
        QCOMPARE(u.bestEpoch, 3);
        QCOMPARE(u.testCheckpoint, std::string("best"));
        QCOMPARE(u.testCheckpointEpoch, 3);
        QCOMPARE(u.testCheckpointReason, s.testCheckpointReason);
    }

    // A run folder of format 1 (tests/data/run-format-1, recorded before messages were stored as data):
    // it still reads, its English reasons and advice come back as plain messages shown as written, its
    // log.txt is its log, and its report says that its decisions were not marked.
    void aFolderOfFormatOneStillOpens()
    {
        const fs::path folder = fs::path(LATHE_SOURCE_DIR) / "tests/data/run-format-1";
        const RunRecord run = readRunFolder(folder);
        QVERIFY(run.summary);
        QCOMPARE(run.summary->format, 1);
        QCOMPARE(int(run.summary->status), int(RunStatus::Completed));
        QCOMPARE(run.summary->precisionReason, Message::plain("precision.amp is \"bf16\""));
        QCOMPARE(run.summary->advice.size(), std::size_t(1));
        QCOMPARE(run.summary->advice[0].text(), std::string("bf16 on the CPU is usually slower than fp32 there: precision.amp \"off\""));
        QCOMPARE(run.summary->testCheckpointReason.text(), std::string("the last epoch is the best in val_loss"));
        QCOMPARE(run.epochs.size(), std::size_t(3));
        const auto log = readLog(folder);
        QCOMPARE(log.size(), std::size_t(17));
        QCOMPARE(int(log[14].level), int(LogLevel::Advice));
        QCOMPARE(log[0].time, std::string("2026-11-26 04:44:17"));
        QVERIFY(std::none_of(log.begin(), log.end(), [](const LogRecord& r) { return r.decision || !r.message.id.empty(); }));
        const RunReport report = loadRunReport(folder);
        QVERIFY(!report.decisionsRecorded);
        const std::string html = reportHtml(report);
        for (const char* part : {"bf16 on the CPU is usually slower than fp32 there", "precision.amp is &quot;bf16&quot;",
                                 "largest batch within 1 MiB is 834", "the last epoch is the best in val_loss",
                                 "recorded before Lathe marked its decisions"})
            QVERIFY2(html.find(part) != std::string::npos, part);
    }

    // A run of today's format keeps its messages as data: summary.json's reasons and advice, and
    // log.jsonl beside log.txt, read back equal.
    void messagesAreStoredAsData()
    {
        QTemporaryDir dir;
        RunFolder folder = RunFolder::create(dir.path().toStdString(), "messages");
        folder.writeJson(runfile::Config, Json{{"name", "messages"}});
        const Message said = msg("loader: %1 (%2)", "in memory", msg("loader.workers %1 on the CPU", 2));
        folder.appendLog({"2026-11-26 10:00:00", LogLevel::Info, 0, true, said});
        RunSummary s;
        s.status = RunStatus::Completed;
        s.precisionReason = msg("precision.amp is \"%1\"", "bf16");
        folder.writeSummary(s);
        std::ifstream summary(folder.file(runfile::Summary));
        const Json j = Json::parse(summary);
        QCOMPARE(j.at("format").get<int>(), kRunFolderFormat);
        QVERIFY(j.at("precision_reason").is_object()); // the template and its arguments, not English
        QCOMPARE(RunSummary::fromJson(j).precisionReason, s.precisionReason);
        const auto log = readLog(folder.path());
        QCOMPARE(log.size(), std::size_t(1));
        QCOMPARE(log[0].message, said);
        QVERIFY(log[0].decision);
        std::ifstream text(folder.file(runfile::Log));
        std::string line;
        std::getline(text, line);
        QCOMPARE(line, std::string("2026-11-26 10:00:00 info: loader: in memory (loader.workers 2 on the CPU)"));
        const RunReport report = loadRunReport(folder.path());
        QVERIFY(report.decisionsRecorded);
        QCOMPARE(report.decisions.size(), std::size_t(1));
        // Rendered in the report's language from the catalogue (util/catalogue.h), not read back from English.
        QVERIFY(reportHtml(report).find("loader: in memory (loader.workers 2 on the CPU)") != std::string::npos);
        QVERIFY(reportHtml(report, {false, "zh_CN"}).find(translate(said, "zh_CN")) != std::string::npos);
        QVERIFY(translate(said, "zh_CN") != said.text());
    }

    // What the reports show of config.json: read tolerantly, as written, "-" for what it lacks.
    void configViewReadsWhatTheConfigHas()
    {
        const ConfigView v = ConfigView::fromJson(Json::parse(R"({"name": "数字", "data": {"source": "csv", "path": ["a.csv", "b.csv"]},
            "training": {"epochs": 12, "lr": 0.003, "optimizer": "adamw", "scheduler": {"kind": "cosine"}},
            "output": {"checkpoint": {"metric": "val_accuracy"}}, "precision": {"amp": "auto"}})"));
        QCOMPARE(v.name, std::string("数字"));
        QCOMPARE(v.dataPath, std::string(R"(["a.csv","b.csv"])"));
        QCOMPARE(v.epochs, 12);
        QCOMPARE(v.lr, std::string("0.003"));
        QCOMPARE(v.weightDecay, std::string("-"));
        QCOMPARE(v.scheduler, std::string("cosine"));
        QCOMPARE(v.checkpointMetric, std::string("val_accuracy"));
        const ConfigView empty = ConfigView::fromJson(Json::parse(R"({"training": {"epochs": "ten"}, "output": 3})"));
        QCOMPARE(empty.epochs, 0);
        QCOMPARE(empty.modelKind, std::string("-"));
        QCOMPARE(empty.checkpointMetric, std::string("val_loss"));
    }

    // evaluation.json's record: written and read back equal; what is not an evaluation is refused, a
    // file without scores says so, and a format-1 file's English reason reads as a plain message.
    void evaluationRecordRoundTrips()
    {
        EvaluationRecord e;
        e.split = "data";
        e.checkpoint = "last";
        e.epoch = 7;
        e.reason = msg("--checkpoint %1", "last");
        e.data = {"/data/其他.csv"};
        e.evaluatedAt = "2026-11-26 10:00:00";
        e.metrics = {{"test_accuracy", 0.5}};
        e.classification = classificationScores({{3, 1}, {1, 3}}, {"a", "b"});
        e.misclassified = Json::array({Json{{"index", 4}, {"true", 0}, {"predicted", 1}, {"confidence", 0.9}}});
        const auto back = EvaluationRecord::fromJson(Json::parse(e.toJson().dump()));
        QVERIFY(back && back->scored());
        QCOMPARE(back->split, e.split);
        QCOMPARE(back->checkpoint, e.checkpoint);
        QCOMPARE(back->epoch, 7);
        QCOMPARE(back->reason, e.reason);
        QCOMPARE(back->data, e.data);
        QCOMPARE(back->metrics, e.metrics);
        QCOMPARE(back->classification->accuracy, e.classification->accuracy);
        QCOMPARE(back->misclassified, e.misclassified);
        QVERIFY(!EvaluationRecord::fromJson(Json::array()));
        QVERIFY(!EvaluationRecord::fromJson(Json{{"split", "test"}})->scored());
        const auto old = readEvaluation(fs::path(LATHE_SOURCE_DIR) / "tests/data/run-format-1" / runfile::Evaluation);
        QVERIFY(old && old->classification);
        QCOMPARE(old->reason, Message::plain("the last epoch is the best in val_loss"));
        QVERIFY(!readEvaluation("/nonexistent/evaluation.json"));

        // batch_finder.json's record, the same way; the format-1 file's English summary as a plain message.
        FinderRecord f{1 << 20, 900000, 834, 834, 834, {{64, "probe", 0, 200000, 5000.5, "ok"}, {4096, "predict", 900, -1, 0.0, "out of memory"}},
                       msg("batch-size finder: largest batch within %1 is %2%3 after %4 trials; fastest measured %5; using %6", "1 MiB", 834, "", 7, 834, 834),
                       "time_to_accuracy", {32, 512, 4, 16.5, 4.78125, 100.0, true}, {{64, 0.0013, 0.0033}, {128, 0.0019, 0.0034}}, {{64, 128, 9, -0.03, 0.08, false, false}}};
        const FinderRecord fb = FinderRecord::fromJson(Json::parse(f.toJson().dump()));
        QCOMPARE(fb.toJson().dump(), f.toJson().dump());
        QCOMPARE(fb.trials.size(), std::size_t(2));
        QCOMPARE(fb.trials[1].peakBytes, std::int64_t(-1));
        QCOMPARE(fb.timed.size(), std::size_t(2));
        QVERIFY(fb.noise.finite && fb.noise.scale == 100.0);
        QCOMPARE(fb.rechecks.size(), std::size_t(1));
        QCOMPARE(fb.rechecks[0].rounds, 9);
        QCOMPARE(fb.rechecks[0].larger, std::int64_t(128));
        QVERIFY(!fb.rechecks[0].smallerKept && fb.rechecks[0].spread == 0.08);
        QVERIFY(FinderRecord::fromJson(Json("not a record")).empty());
        const RunRecord oldRun = readRunFolder(fs::path(LATHE_SOURCE_DIR) / "tests/data/run-format-1", DeviceSamples::Skip);
        QCOMPARE(oldRun.finder.chosen, std::int64_t(834));
        QCOMPARE(oldRun.finder.trials.size(), std::size_t(7));
        QVERIFY(oldRun.finder.summary.id.empty() && oldRun.finder.summary.text().find("largest batch within 1 MiB is 834") != std::string::npos);
    }

    // The report's Evaluation section, from evaluation.json: scores, classes by name, the most
    // confused pairs and the confusion matrix, in English and in Chinese; and what scored the test split.
    void reportShowsTheEvaluation()
    {
        QTemporaryDir dir;
        RunFolder folder = RunFolder::create(dir.path().toStdString(), "eval");
        folder.writeJson(runfile::Config, Json{{"name", "eval"}});
        RunSummary s;
        s.status = RunStatus::Completed;
        s.epochsCompleted = 5;
        s.bestEpoch = 3;
        s.finalMetrics = {{"test_accuracy", 0.75}};
        s.testCheckpoint = "best";
        s.testCheckpointEpoch = 3;
        s.testCheckpointReason = msg("the last epoch is the best in %1", "val_loss");
        folder.writeSummary(s);
        const ClassificationScores scores = classificationScores({{3, 1}, {1, 3}}, {"Shirt", "T-shirt/top"});
        folder.writeJson(runfile::Evaluation, Json{{"split", "test"},
                                                   {"checkpoint", {{"name", "best"}, {"epoch", 3}, {"reason", "epoch 3 is the best"}}},
                                                   {"classification", toJson(scores)}});
        const RunReport report = loadRunReport(folder.path());
        const std::string html = reportHtml(report);
        for (const char* part : {"<h2>Evaluation</h2>", "Test split, 8 samples. Scored with the best weights, epoch 3 (epoch 3 is the best).",
                                 "Balanced accuracy", "Most confused", "Shirt → T-shirt/top: 1 (25.0% of the class)",
                                 "<th style=\"white-space:nowrap\" title=\"T-shirt/top\">1 T-shirt/top</th>", "Best epoch: 3 of 5",
                                 "Test metrics and model.pt: the best weights, epoch 3 (the last epoch is the best in val_loss)"})
            QVERIFY2(html.find(part) != std::string::npos, part);
        // Chinese: whole sentences of the catalogue, full-width punctuation, no English word order.
        const std::string zh = reportHtml(report, {false, "zh_CN"});
        for (const char* part : {"<h2>评估</h2>", "最易混淆", "平衡准确率", "Shirt → T-shirt/top：1（占该类别的 25.0%）",
                                 "测试集，8 个样本。所用权重：第 3 轮的最佳权重（epoch 3 is the best）。"})
            QVERIFY2(zh.find(part) != std::string::npos, part);
        // Short class names ("0", "1") head the columns themselves: numbered, they read "0 0" and "1 1".
        folder.writeJson(runfile::Evaluation, Json{{"split", "test"}, {"checkpoint", {{"name", "best"}, {"epoch", 3}}},
                                                   {"classification", toJson(classificationScores({{3, 1}, {1, 3}}, {"0", "1"}))}});
        const std::string digits = reportHtml(loadRunReport(folder.path()));
        QVERIFY(digits.find("<th style=\"white-space:nowrap\" title=\"1\">1</th>") != std::string::npos);
        QVERIFY(digits.find("title=\"1\">&nbsp;&nbsp;1</th>") != std::string::npos);
        QVERIFY(digits.find("(numbered as the rows)") == std::string::npos);
        QVERIFY(html.find("(numbered as the rows)") != std::string::npos); // "T-shirt/top": numbered
        // A long name is cut in the matrix's row (it pushed the last columns off the PDF's page), whole
        // in its tooltip and in the per-class table.
        const std::string longName = "trouser-with-a-very-long-class-name-for-layout-tests";
        folder.writeJson(runfile::Evaluation, Json{{"split", "test"}, {"checkpoint", {{"name", "best"}, {"epoch", 3}}},
                                                   {"classification", toJson(classificationScores({{3, 1}, {1, 3}}, {"coat", longName}))}});
        const std::string cut = reportHtml(loadRunReport(folder.path()));
        QVERIFY2(cut.find("title=\"" + longName + "\">1 trouser-with-a-very-lon…</th>") != std::string::npos, cut.c_str());
        QCOMPARE(lathe::core::shortenToWidth("衬衫衬衫衬衫", 7), std::string("衬衫衬…"));
        QCOMPARE(lathe::core::shortenToWidth("coat", 4), std::string("coat"));
        // A forecast: persistence's MAE beside the model's, for the target that has one; none for a
        // regression without it.
        RegressionScores errors = regressionScores({1.0, 10.0, 2.5, 20.0, 2.0, 30.0}, {1.5, 11.0, 2.0, 19.0, 3.0, 33.0}, 2, {"pm25", "pm10"});
        const auto regressionReport = [&] {
            folder.writeJson(runfile::Evaluation, Json{{"split", "test"}, {"checkpoint", {{"name", "best"}, {"epoch", 3}}}, {"regression", toJson(errors)}});
            return loadRunReport(folder.path());
        };
        QVERIFY(reportHtml(regressionReport()).find("persistence MAE") == std::string::npos);
        errors.targets[0].persistenceMae = 4.25;
        const std::string forecast = reportHtml(regressionReport());
        for (const char* part : {"<th>persistence MAE</th>", "Persistence MAE: the error of forecasting"})
            QVERIFY2(forecast.find(part) != std::string::npos, part);
        // A row per score, a column per target; numbers never broken over two lines of a PDF page.
        QVERIFY(forecast.find("<th>persistence MAE</th><td style=\"white-space:nowrap\">4.250</td><td style=\"white-space:nowrap\">–</td></tr>")
                != std::string::npos); // pm10: none
        QVERIFY(forecast.find("<th style=\"white-space:nowrap\">pm25</th><th style=\"white-space:nowrap\">pm10</th></tr>") != std::string::npos);
        QVERIFY(reportHtml(regressionReport(), {false, "zh_CN"}).find("持续性预测 MAE") != std::string::npos);
        // No evaluation.json (a stopped run, say): no section.
        fs::remove(folder.file(runfile::Evaluation));
        QVERIFY(reportHtml(loadRunReport(folder.path())).find("<h2>Evaluation</h2>") == std::string::npos);
    }

    // What a run killed mid-write leaves: no summary, a half line at the end of metrics.jsonl, a
    // summary.json cut short. The record still reads, as an unfinished run.
    void readsWhatAKilledRunLeaves()
    {
        QTemporaryDir dir;
        RunFolder folder = RunFolder::create(dir.path().toStdString(), "killed");
        folder.writeJson(runfile::Config, Json{{"name", "killed"}});
        folder.writeEnvironment(currentEnvironment("cpu", -1));
        folder.appendEpoch(epoch(1, 0.9, 0.5));
        folder.appendEpoch(epoch(2, 0.7, 0.6));
        {
            std::ofstream cut(folder.file(runfile::Metrics), std::ios::app);
            cut << "{\"epoch\": 3, \"val_lo"; // (no raw string: moc miscounts its brace)
        }
        RunRecord run = readRunFolder(folder.path());
        QCOMPARE(int(run.status()), int(RunStatus::Unfinished));
        QCOMPARE(run.epochs.size(), std::size_t(2));
        QCOMPARE(QString::fromStdString(run.name()), QStringLiteral("killed"));
        QCOMPARE(run.trainingGpu(), -1);
        QVERIFY(run.environment);
        QVERIFY(run.environment->cores > 0);
        // What it trains with comes from progress.jsonl's latest session start (a resume may have
        // changed the batch), its batch reports and a cut line passed over: the report says it.
        QVERIFY(!run.started);
        {
            RunStartedEvent first;
            first.device = "cpu";
            first.precision = "fp32";
            first.batchSize = 128;
            RunStartedEvent second = first;
            second.precision = "bf16";
            second.precisionReason = msg("the GPU supports bf16");
            second.batchSize = 256;
            BatchEvent batch;
            batch.epoch = 1;
            std::ofstream progress(folder.file(runfile::Progress));
            progress << ProgressRecord::of(first, "2026-12-07 10:00:00").toJson().dump() << "\n"
                     << ProgressRecord::of(batch, "2026-12-07 10:00:05").toJson().dump() << "\n"
                     << ProgressRecord::of(second, "2026-12-07 11:00:00").toJson().dump() << "\n"
                     << "{\"kind\": \"started\", \"batch_si";
        }
        run = readRunFolder(folder.path());
        QVERIFY(run.started);
        QCOMPARE(run.started->batchSize, 256);
        const std::string unfinished = reportHtml(loadRunReport(folder.path()));
        for (const char* part : {"<tr><th>Precision</th><td>bf16 (the GPU supports bf16)</td></tr>", "<tr><th>Batch size</th><td>256</td></tr>",
                                 "<tr><th>Device</th><td>cpu</td></tr>"})
            QVERIFY2(unfinished.find(part) != std::string::npos, part);
        lathe::test::writeFile(QString::fromStdString(folder.file(runfile::Summary).string()), "{\"status\": \"comp");
        run = readRunFolder(folder.path());
        QVERIFY(!run.summary);
        // The writer replaces summary.json whole, so a cut one is damage: read as absent and said,
        // with the file and its line, by the reader, the report and the TensorBoard log.
        QCOMPARE(run.damaged.size(), std::size_t(1));
        const std::string said = run.damaged.front().text();
        QVERIFY2(said.find(folder.file(runfile::Summary).string() + " is damaged, at line 1") == 0, said.c_str());
        QVERIFY(run.epochs.size() == 2); // the metrics cut line is a kill's, not damage
        QVERIFY(reportHtml(loadRunReport(folder.path())).find("summary.json is damaged") != std::string::npos);
        // Written a moment ago, the folder may be a run still training: its TensorBoard log is left to it.
        QVERIFY_THROWS_EXCEPTION(MessageError, writeTensorBoardLog(folder.path()));
        for (const auto& file : fs::directory_iterator(folder.path()))
            fs::last_write_time(file.path(), fs::file_time_type::clock::now() - std::chrono::hours(1));
        std::vector<Message> damaged;
        writeTensorBoardLog(folder.path(), &damaged);
        QCOMPARE(damaged, run.damaged);
        QVERIFY(damagedRecordMessage(folder.file(runfile::Summary), "{}").empty());
        // A summary that counts 3 epochs over metrics that stop at 2 (the third line cut by a disk or a
        // hand): the missing epoch is said, not dropped silently.
        RunSummary ended;
        ended.status = RunStatus::Completed;
        ended.epochsCompleted = 3;
        folder.writeSummary(ended);
        run = readRunFolder(folder.path());
        QVERIFY(!run.started); // the summary says it from here
        QCOMPARE(run.epochs.size(), std::size_t(2));
        QCOMPARE(run.damaged.size(), std::size_t(1));
        QVERIFY2(run.damaged.front().text() == folder.file(runfile::Metrics).string() +
                                                   " records epochs up to 2 of the 3 the run's summary counts: the lines after are missing or damaged.",
                 run.damaged.front().text().c_str());
        // metrics.jsonl gone altogether: said so, not as "epochs up to 0".
        fs::copy_file(folder.file(runfile::Metrics), dir.filePath(QStringLiteral("metrics.kept")).toStdString());
        fs::remove(folder.file(runfile::Metrics));
        run = readRunFolder(folder.path());
        QCOMPARE(run.damaged.size(), std::size_t(1));
        QVERIFY2(run.damaged.front().text() == folder.file(runfile::Metrics).string() + " is not there: the run's summary counts 3 epochs, and their metrics are gone.",
                 run.damaged.front().text().c_str());
        fs::rename(dir.filePath(QStringLiteral("metrics.kept")).toStdString(), folder.file(runfile::Metrics));
        ended.epochsCompleted = 2;
        folder.writeSummary(ended);
        QVERIFY(readRunFolder(folder.path()).damaged.empty());
        fs::remove(folder.file(runfile::Summary));
        // Resuming from the checkpoint of epoch 1 drops the later record (and the cut line).
        QCOMPARE(folder.truncateMetricsAfter(1), 1);
        QCOMPARE(readRunFolder(folder.path()).epochs.size(), std::size_t(1));
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, readRunFolder(dir.path().toStdString())); // not a run folder
    }

    // The best value of a metric follows its direction: the lowest loss, the highest accuracy.
    void bestFollowsTheMetricsDirection()
    {
        RunRecord run;
        run.epochs = {epoch(1, 0.9, 0.5), epoch(2, 0.6, 0.8), epoch(3, 0.7, 0.7)};
        QCOMPARE(run.best("val_loss"), std::optional<double>(0.6));
        QCOMPARE(run.best("val_accuracy"), std::optional<double>(0.8));
        QVERIFY(!run.best("val_mae"));
    }

    // Run folders in a runs folder, newest first; anything else there is left out.
    void listsRunFoldersNewestFirst()
    {
        QTemporaryDir dir;
        const fs::path runs = dir.path().toStdString();
        RunFolder older = RunFolder::create(runs, "a");
        older.writeJson(runfile::Config, Json::object());
        RunFolder newer = RunFolder::create(runs, "b");
        newer.writeJson(runfile::Config, Json::object());
        fs::last_write_time(older.path(), fs::last_write_time(newer.path()) - std::chrono::hours(1));
        fs::create_directories(runs / "not-a-run");
        lathe::test::writeFile(dir.filePath(QStringLiteral("stray.txt")), "x");
        const auto list = listRunFolders(runs);
        QCOMPARE(list.size(), std::size_t(2));
        QCOMPARE(list.front(), newer.path());
        QCOMPARE(list.back(), older.path());
        QVERIFY(listRunFolders(runs / "missing").empty());
    }

    // The monitor's thread appends device samples while the trainer logs: every line stays whole.
    void appendsFromTwoThreads()
    {
        QTemporaryDir dir;
        RunFolder folder = RunFolder::create(dir.path().toStdString(), "threads");
        folder.writeJson(runfile::Config, Json::object());
        std::thread monitor([&folder] {
            for (int i = 0; i < 200; ++i) {
                DeviceRecord d;
                d.sample.seconds = i;
                folder.appendDeviceSample(d);
            }
        });
        for (int i = 0; i < 200; ++i)
            folder.appendLog({localTimestamp(), LogLevel::Info, 0, i % 2 == 0, msg("line %1", i)});
        monitor.join();
        QCOMPARE(readRunFolder(folder.path()).device.size(), std::size_t(200));
        const auto log = readLog(folder.path());
        QCOMPARE(log.size(), std::size_t(200));
        QCOMPARE(log.back().message, msg("line %1", 199));
        QVERIFY(log.front().decision && !log.back().decision);
        QCOMPARE(int(log.back().level), int(LogLevel::Info));
    }

    // A write that cannot finish names the file and leaves what was there.
    void atomicWriteLeavesTheTargetOnFailure()
    {
        QTemporaryDir dir;
        const fs::path target = fs::path(dir.path().toStdString()) / "summary.json";
        writeFileAtomically(target, "first\n");
        QCOMPARE(QString::fromStdString(readText(target)), QStringLiteral("first\n"));
        writeFileAtomically(target, "second\n");
        QCOMPARE(QString::fromStdString(readText(target)), QStringLiteral("second\n"));
        QVERIFY(!fs::exists(target.string() + ".tmp"));
        // The temporary name is taken by a folder: nothing can be written, the old file stays.
        fs::create_directories(target.string() + ".tmp");
        try {
            writeFileAtomically(target, "third\n");
            QFAIL("no error");
        } catch (const std::runtime_error& e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(QStringLiteral("summary.json.tmp")), e.what());
        }
        QCOMPARE(QString::fromStdString(readText(target)), QStringLiteral("second\n"));
    }
};

QTEST_GUILESS_MAIN(TestRunFolder)
#include "tst_runfolder.moc"
