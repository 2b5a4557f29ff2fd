// The exported model: a frozen TorchScript file that LibTorch and Python's torch.jit.load both read
// and that predicts what the trained model predicts.

#include "config/config.h"
#include "models/layers.h"
#include "models/modelfactory.h"
#include "testutil.h"
#include "train/session.h"
#include "util/errors.h"

#include <ATen/ATen.h>
#include <torch/csrc/jit/api/compilation_unit.h>
#include <torch/csrc/jit/serialization/import.h>

#include <QProcess>
#include <QtTest>

using namespace lathe::core;

namespace {

class FinishedSink : public EventSink {
public:
    void onFinished(const RunFinishedEvent& e) override { finished = e; }
    void onLog(const LogEvent& e) override { logs.push_back(e.text); }
    RunFinishedEvent finished;
    std::vector<std::string> logs;
};

QByteArray idx(const std::vector<int>& dims, int classes = 0)
{
    QByteArray b;
    b.append(char(0)).append(char(0)).append(char(8)).append(char(dims.size()));
    int total = 1;
    for (int d : dims) {
        b.append(char((d >> 24) & 0xff)).append(char((d >> 16) & 0xff)).append(char((d >> 8) & 0xff)).append(char(d & 0xff));
        total *= d;
    }
    for (int i = 0; i < total; ++i)
        b.append(char(classes ? (i % classes) : (i * 37) % 256));
    return b;
}

// Writes `samples` 8x8 IDX images with `classes` labels into `dir` and returns a config reading them;
// `rest` holds the config's other top-level fields (without braces), runs go to `dir`/runs.
Config idxConfig(const QTemporaryDir& dir, int samples, int classes, const std::string& rest)
{
    lathe::test::writeFile(dir.filePath(QStringLiteral("i.idx")), idx({samples, 8, 8}));
    lathe::test::writeFile(dir.filePath(QStringLiteral("l.idx")), idx({samples}, classes));
    const auto r = parseConfig(R"({"data": {"source": "idx", "path": "i.idx", "labels_path": "l.idx", "image_height": 8,
        "image_width": 8}, "output": {"runs_dir": "runs"}, )" + rest + "}", dir.path().toStdString());
    if (!r.config)
        qFatal("bad test config: %s", r.diagnostics.front().format().c_str());
    return *r.config;
}

// Trains briefly and returns the run folder.
QString trainRun(const QTemporaryDir& dir, const std::string& model)
{
    const Config config = idxConfig(dir, 96, 3, R"("model": )" + model + R"(, "training": {"epochs": 2, "batch_size": 16})");
    FinishedSink sink;
    Session s(config, sink);
    s.start();
    if (s.wait() != ExitSuccess)
        qFatal("training failed: %s", sink.finished.message.c_str());
    return QString::fromStdString(sink.finished.runDir);
}

at::Tensor probeInput()
{
    return at::linspace(-1.0, 1.0, 4 * 64).reshape({4, 1, 8, 8});
}

} // namespace

class TestExport : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void exportedModelMatchesCheckpoint_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addRow("mlp") << QStringLiteral(R"({"kind": "mlp", "hidden": [16]})");
        QTest::addRow("cnn2d") << QStringLiteral(R"({"kind": "cnn2d", "channels": [4, 8]})");
        QTest::addRow("resnet") << QStringLiteral(R"({"kind": "resnet", "channels": [4, 8], "blocks_per_stage": 1})");
    }

    void exportedModelMatchesCheckpoint()
    {
        QFETCH(QString, model);
        QTemporaryDir dir;
        const QString run = trainRun(dir, model.toStdString());
        torch::jit::ExtraFilesMap meta{{"lathe_model.json", ""}};
        auto exported = torch::jit::load(QString(run + QStringLiteral("/model.pt")).toStdString(), c10::Device(c10::kCPU), meta);
        auto trained = torch::jit::load(QString(run + QStringLiteral("/checkpoints/last.pt")).toStdString());
        trained.eval();
        const at::Tensor x = probeInput();
        const at::Tensor expected = trained.forward({x}).toTensor();
        QVERIFY(at::allclose(exported.forward({x}).toTensor(), expected, 1e-4, 1e-5));
        const Json info = Json::parse(meta["lathe_model.json"]);
        QCOMPARE(info.at("output_size").get<int>(), 3);
        QCOMPARE(info.at("classes").size(), std::size_t(3));
        // Frozen: no parameters left as attributes, training mode gone.
        QVERIFY(!exported.hasattr("training") || !exported.attr("training").toBool());
    }

    void augmentationFollowsItsSchedule()
    {
        QTemporaryDir dir;
        const Config config = idxConfig(dir, 64, 2, R"("model": {"kind": "cnn2d", "channels": [4]},
            "training": {"epochs": 3, "batch_size": 16},
            "augmentation": {"preset": "minimal", "schedule": [{"from_epoch": 3, "preset": "strong"}]})");
        FinishedSink sink;
        Session s(config, sink);
        s.start();
        QCOMPARE(s.wait(), int(ExitSuccess));
        QStringList augmentLines;
        for (const auto& l : sink.logs) {
            if (QString::fromStdString(l).startsWith(QStringLiteral("augmentation from epoch")))
                augmentLines << QString::fromStdString(l);
        }
        QCOMPARE(augmentLines.size(), 2);
        QVERIFY(augmentLines[0].contains(QStringLiteral("epoch 1 (training split only): minimal")));
        QVERIFY(augmentLines[1].contains(QStringLiteral("epoch 3 (training split only): strong")));
    }

    void trainsAUsersScriptedModel()
    {
        QTemporaryDir dir;
        ModelConfig mlp;
        mlp.kind = "mlp";
        mlp.hidden = {12};
        buildModel(mlp, {{1, 8, 8}, 3}, 1).save(dir.filePath(QStringLiteral("user.pt")).toStdString());
        const Config config = idxConfig(dir, 96, 3, R"("model": {"kind": "torchscript", "file": "user.pt"},
            "training": {"epochs": 1, "batch_size": 16})");
        FinishedSink sink;
        Session s(config, sink);
        s.start();
        QCOMPARE(s.wait(), int(ExitSuccess));
    }

    void scriptedModelThatDoesNotFit_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("expected");
        QTest::addRow("no parameters") << QStringLiteral("noparams") << QStringLiteral("has no trainable parameters");
        QTest::addRow("wrong input width") << QStringLiteral("width") << QStringLiteral("does not accept the data's inputs of shape [2, 1, 8, 8]");
        QTest::addRow("wrong output size") << QStringLiteral("outputs") << QStringLiteral("returns shape [2, 7] for inputs [2, 1, 8, 8], but the data needs [2, 3]");
        QTest::addRow("not torchscript") << QStringLiteral("garbage") << QStringLiteral("cannot load");
    }

    void scriptedModelThatDoesNotFit()
    {
        QFETCH(QString, kind);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const std::string file = dir.filePath(QStringLiteral("user.pt")).toStdString();
        ModelConfig mlp;
        mlp.kind = "mlp";
        mlp.hidden = {4};
        if (kind == QLatin1String("noparams")) {
            auto cu = std::make_shared<torch::jit::CompilationUnit>();
            auto m = layers::makeModule(cu, "Doubler");
            m.define("def forward(self, x):\n    return torch.flatten(x, 1) * 2.0\n");
            m.save(file);
        } else if (kind == QLatin1String("width")) {
            buildModel(mlp, {{5}, 3}, 1).save(file);
        } else if (kind == QLatin1String("outputs")) {
            buildModel(mlp, {{1, 8, 8}, 7}, 1).save(file);
        } else {
            lathe::test::writeFile(QString::fromStdString(file), "not a zip archive");
        }
        const Config config = idxConfig(dir, 32, 3, R"("model": {"kind": "torchscript", "file": "user.pt"})");
        FinishedSink sink;
        Session s(config, sink);
        s.start();
        QCOMPARE(s.wait(), int(ExitConfigError));
        QVERIFY2(QString::fromStdString(sink.finished.message).contains(expected), sink.finished.message.c_str());
        QVERIFY2(QString::fromStdString(sink.finished.message).contains(QStringLiteral("user.pt")), sink.finished.message.c_str());
    }

    void pythonLoadsTheExportedModel()
    {
        const QString python = QStringLiteral(LATHE_PYTHON);
        if (python.isEmpty())
            QSKIP("no Python with torch next to this LibTorch");
        QTemporaryDir dir;
        const QString run = trainRun(dir, R"({"kind": "cnn2d", "channels": [4, 8]})");
        const QString file = run + QStringLiteral("/model.pt");
        const QString script = QStringLiteral(
            "import sys, torch\n"
            "m = torch.jit.load(sys.argv[1])\n"
            "m.eval()\n"
            "x = torch.linspace(-1.0, 1.0, 4 * 64).reshape(4, 1, 8, 8)\n"
            "print(' '.join('%.6f' % v for v in m(x).flatten().tolist()))\n");
        QProcess p;
        p.start(python, {QStringLiteral("-c"), script, file});
        QVERIFY(p.waitForFinished(120000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        const QStringList values = QString::fromUtf8(p.readAllStandardOutput()).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        const at::Tensor cpp = torch::jit::load(file.toStdString()).forward({probeInput()}).toTensor().flatten();
        QCOMPARE(values.size(), int(cpp.numel()));
        for (int i = 0; i < values.size(); ++i)
            QVERIFY2(std::abs(std::stod(values[i].toStdString()) - cpp[i].item<double>()) < 1e-4, qPrintable(values[i]));
    }
};

QTEST_GUILESS_MAIN(TestExport)
#include "tst_export.moc"
