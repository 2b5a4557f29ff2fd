// The exported model: a frozen TorchScript file that LibTorch and Python's torch.jit.load both read
// and that predicts what the trained model predicts; freezing and inference optimisation agree with
// the training module; a user's own scripted model trains, and one that does not fit is refused.

#include "config/config.h"
#include "models/layers.h"
#include "models/modelfactory.h"
#include "testsession.h"
#include "train/session.h"
#include "util/errors.h"

#include <ATen/ATen.h>
#include <torch/csrc/jit/api/compilation_unit.h>
#include <torch/csrc/jit/serialization/import.h>

#include <QProcess>
#include <QtTest>

#include <fstream>

using namespace lathe::core;
using FinishedSink = lathe::test::RecordingSink;
using lathe::test::idxConfig;

namespace {

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
        // model.pt holds the weights that scored the test split (output.test_checkpoint: the best epoch's).
        std::ifstream summaryFile(QString(run + QStringLiteral("/summary.json")).toStdString());
        const std::string scored = Json::parse(summaryFile).at("test_checkpoint").at("checkpoint").get<std::string>();
        QCOMPARE(QString::fromStdString(scored), QStringLiteral("best"));
        auto trained = torch::jit::load(QString(run + QStringLiteral("/checkpoints/") + QString::fromStdString(scored) + QStringLiteral(".pt")).toStdString());
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

    void frozenEvaluationAgrees_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addRow("mlp") << QStringLiteral("mlp");
        QTest::addRow("cnn2d") << QStringLiteral("cnn2d");
    }

    void frozenEvaluationAgrees()
    {
        QFETCH(QString, kind);
        ModelConfig c;
        c.kind = kind.toStdString();
        c.hidden = {16, 8};
        c.channels = {4, 8};
        auto model = buildModel(c, {{1, 8, 8}, 5}, 9);
        // Move batch-norm statistics away from their initial values, as training would.
        model.train();
        for (int i = 0; i < 3; ++i)
            model.forward({at::randn({16, 1, 8, 8})});
        model.eval();
        const at::Tensor x = at::randn({6, 1, 8, 8});
        const at::Tensor expected = model.forward({x}).toTensor();
        auto frozen = torch::jit::freeze(model.clone());
        QVERIFY(at::allclose(frozen.forward({x}).toTensor(), expected, 1e-4, 1e-5));
        auto optimised = torch::jit::optimize_for_inference(frozen);
        QVERIFY(at::allclose(optimised.forward({x}).toTensor(), expected, 1e-4, 1e-5));
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
        // CI (scripts/setup.sh --test) installs that Python: there its absence is a failure, not a skip.
        if (python.isEmpty() && qEnvironmentVariableIsSet("LATHE_REQUIRE_PYTHON"))
            QFAIL("LATHE_REQUIRE_PYTHON is set but CMake found no Python with torch next to this LibTorch (LATHE_PYTHON)");
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
