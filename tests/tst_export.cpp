// The exported model: a frozen TorchScript file that LibTorch and Python's torch.jit.load both read
// and that predicts what the trained model predicts; freezing and inference optimisation agree with
// the training module; a user's own scripted model trains, and one that does not fit is refused.

#include "config/config.h"
#include "data/dataset.h"
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

#include <cmath>
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
        qFatal("training failed: %s", sink.finished.message.text().c_str());
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
        // The network alone on normalised inputs, as model.pt's forward was before it took raw data.
        QVERIFY(at::allclose(exported.get_method("forward_normalised")({x}).toTensor(), expected, 1e-4, 1e-5));
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
        QVERIFY2(QString::fromStdString(sink.finished.message.text()).contains(expected), sink.finished.message.text().c_str());
        QVERIFY2(QString::fromStdString(sink.finished.message.text()).contains(QStringLiteral("user.pt")), sink.finished.message.text().c_str());
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
            "print(' '.join('%.6f' % v for v in m.forward_normalised(x).flatten().tolist()))\n");
        QProcess p;
        p.start(python, {QStringLiteral("-c"), script, file});
        QVERIFY(p.waitForFinished(120000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        const QStringList values = QString::fromUtf8(p.readAllStandardOutput()).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        const at::Tensor cpp = torch::jit::load(file.toStdString()).get_method("forward_normalised")({probeInput()}).toTensor().flatten();
        QCOMPARE(values.size(), int(cpp.numel()));
        for (int i = 0; i < values.size(); ++i)
            QVERIFY2(std::abs(std::stod(values[i].toStdString()) - cpp[i].item<double>()) < 1e-4, qPrintable(values[i]));
    }
    // model.pt takes the data as the user has it: Python's torch.jit.load, given the raw test file
    // (uint8 IDX pixels; CSV values with a category as its code from lathe_model.json), predicts
    // exactly as many test samples right as Lathe's own evaluation counted.
    void deployedModelReproducesTheTestMetricsFromRawData_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addRow("images") << QStringLiteral("images");
        QTest::addRow("table with a category") << QStringLiteral("table");
    }

    void deployedModelReproducesTheTestMetricsFromRawData()
    {
        QFETCH(QString, kind);
        const QString python = QStringLiteral(LATHE_PYTHON);
        if (python.isEmpty() && qEnvironmentVariableIsSet("LATHE_REQUIRE_PYTHON"))
            QFAIL("LATHE_REQUIRE_PYTHON is set but CMake found no Python with torch next to this LibTorch (LATHE_PYTHON)");
        if (python.isEmpty())
            QSKIP("no Python with torch next to this LibTorch");
        QTemporaryDir dir;
        const bool images = kind == QLatin1String("images");
        Config config;
        QString data, labels;
        if (images) {
            lathe::test::writeFile(dir.filePath(QStringLiteral("ti.idx")), lathe::test::idxBytes({40, 8, 8}));
            lathe::test::writeFile(dir.filePath(QStringLiteral("tl.idx")), lathe::test::idxBytes({40}, 3));
            config = idxConfig(dir, 120, 3, R"("model": {"kind": "cnn2d", "channels": [4, 8]}, "training": {"epochs": 2, "batch_size": 16})");
            Json doc = config.json;
            doc["data"]["test_path"] = "ti.idx";
            doc["data"]["test_labels_path"] = "tl.idx";
            config = lathe::test::configOf(doc, dir);
            data = dir.filePath(QStringLiteral("ti.idx"));
            labels = dir.filePath(QStringLiteral("tl.idx"));
        } else {
            // The rings with a colour column that tells the rings apart half of the time.
            const auto withColour = [](const QByteArray& csv) {
                QList<QByteArray> lines = csv.split('\n');
                lines[0] = "colour," + lines[0];
                for (int i = 1; i < lines.size(); ++i) {
                    if (!lines[i].isEmpty())
                        lines[i] = (i % 2 ? (lines[i].endsWith("outer") ? "red," : "blue,") : (i % 4 ? "green," : "red,")) + lines[i];
                }
                return lines.join('\n');
            };
            lathe::test::writeFile(dir.filePath(QStringLiteral("train.csv")), withColour(lathe::test::ringsCsv(400)));
            lathe::test::writeFile(dir.filePath(QStringLiteral("test.csv")), withColour(lathe::test::ringsCsv(120, 99)));
            config = lathe::test::configOf(Json::parse(R"({"name": "table", "data": {"path": "train.csv", "test_path": "test.csv",
                "target": "label", "categorical": ["colour"]}, "model": {"kind": "mlp", "hidden": [16]},
                "training": {"epochs": 3, "batch_size": 32}, "output": {"runs_dir": "runs"}})"),
                                           dir);
            data = dir.filePath(QStringLiteral("test.csv"));
            labels = QStringLiteral("label");
        }
        FinishedSink sink;
        Session s(config, sink);
        s.start();
        QCOMPARE(s.wait(), int(ExitSuccess));
        std::ifstream evaluationFile(sink.finished.runDir + "/evaluation.json");
        const Json whole = Json::parse(evaluationFile);
        const Json evaluation = whole.at("classification");
        std::int64_t correct = 0;
        const auto confusion = evaluation.at("confusion_matrix").get<std::vector<std::vector<std::int64_t>>>();
        for (std::size_t i = 0; i < confusion.size(); ++i)
            correct += confusion[i][i];
        // The misclassified samples the Evaluation view shows: as many as were wrong (up to 24), and
        // for images each one's picture, byte for byte the test file's (8x8 needs no shrinking).
        const Json wrong = whole.value("misclassified", Json::array());
        QCOMPARE(static_cast<std::int64_t>(wrong.size()), std::min<std::int64_t>(24, evaluation.at("samples").get<std::int64_t>() - correct));
        if (images) {
            QFile idx(data);
            QVERIFY(idx.open(QIODevice::ReadOnly));
            const QByteArray pixels = idx.readAll().mid(16); // magic and three sizes
            for (const Json& x : wrong) {
                const Json& image = x.at("image");
                QCOMPARE(image.at("width").get<int>(), 8);
                QCOMPARE(image.at("channels").get<int>(), 1);
                const QByteArray decoded = QByteArray::fromBase64(QByteArray::fromStdString(image.at("base64").get<std::string>()));
                QCOMPARE(decoded, pixels.mid(x.at("index").get<int>() * 64, 64));
            }
        }

        const QString script = QStringLiteral(R"(import csv, json, struct, sys, torch
kind, model_file, data, labels = sys.argv[1:5]
extra = {"lathe_model.json": ""}
m = torch.jit.load(model_file, _extra_files=extra)
meta = json.loads(extra["lathe_model.json"])
if kind == "images":
    def idx(path):
        raw = open(path, "rb").read()
        dims = raw[3]
        shape = struct.unpack(">" + "i" * dims, raw[4:4 + 4 * dims])
        return torch.frombuffer(bytearray(raw[4 + 4 * dims:]), dtype=torch.uint8).reshape(shape)
    x = idx(data).unsqueeze(1)
    y = idx(labels).long()
else:
    columns = meta["input"]["columns"]
    rows = list(csv.DictReader(open(data)))
    def value(c, v):
        if "categories" in c:
            return float(c["categories"].index(v) + 1) if v in c["categories"] else 0.0
        return float(v)
    x = torch.tensor([[value(c, r[c["name"]]) for c in columns] for r in rows], dtype=torch.float32)
    y = torch.tensor([meta["classes"].index(r[labels]) for r in rows])
with torch.no_grad():
    p = m.predict(x)
    assert torch.equal(p, m.predict_proba(x).argmax(1))
    assert torch.allclose(m.forward(x), m.forward_normalised(m.prepare(x)), atol=1e-5)
    if kind == "images":  # pixels as numpy's int64 are the same pixels (they were read as floats in [0, 1])
        assert torch.equal(m.forward(x.long()), m.forward(x)), "int64 pixels differ from uint8"
try:
    m.forward(x[:, :1] if x.dim() == 2 else x[:, :, :4])
    print("no error for a wrong shape")
except Exception as e:
    assert "expected inputs of shape" in str(e), str(e)
print(int((p == y).sum()), len(y))
)");
        QProcess p;
        p.start(python, {QStringLiteral("-c"), script, kind, QString::fromStdString(sink.finished.runDir) + QStringLiteral("/model.pt"), data, labels});
        QVERIFY(p.waitForFinished(120000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        const QString out = QString::fromUtf8(p.readAllStandardOutput()).trimmed();
        QCOMPARE(out, QStringLiteral("%1 %2").arg(correct).arg(evaluation.at("samples").get<std::int64_t>()));
    }

    // A forecaster's model.pt takes windows of the values as recorded and scales them itself: on the
    // raw test windows (the run's data read again with data.normalize "none") it makes the
    // predictions whose errors the run's evaluation.json recorded.
    void deployedModelTakesRawWindows()
    {
        QTemporaryDir dir;
        QByteArray csv = "t,a,y\n";
        for (int i = 0; i < 240; ++i)
            csv += QByteArray::number(i) + ',' + QByteArray::number(100 + (i % 7) * 3) + ',' + QByteArray::number(50.0 + 20.0 * std::sin(i * 0.3)) + '\n';
        lathe::test::writeFile(dir.filePath(QStringLiteral("s.csv")), csv);
        Json doc = Json::parse(R"({"name": "series", "data": {"source": "timeseries_csv", "task": "regression", "path": "s.csv",
            "target": "y", "window": 12, "splits": {"val": 0.15, "test": 0.15}}, "model": {"kind": "cnn1d", "channels": [8]},
            "training": {"epochs": 2, "batch_size": 16}, "output": {"runs_dir": "runs"}})");
        FinishedSink sink;
        Session s(lathe::test::configOf(doc, dir), sink);
        s.start();
        QCOMPARE(s.wait(), int(ExitSuccess));
        std::ifstream evaluationFile(sink.finished.runDir + "/evaluation.json");
        const Json evaluation = Json::parse(evaluationFile);
        doc["data"]["normalize"] = "none";
        const DataSplits raw = loadDataset(lathe::test::configOf(doc, dir), [](const Message&) {});
        torch::jit::ExtraFilesMap meta{{"lathe_model.json", ""}};
        auto model = torch::jit::load(sink.finished.runDir + "/model.pt", c10::Device(c10::kCPU), meta);
        const Json info = Json::parse(meta["lathe_model.json"]);
        QCOMPARE(info.at("input").at("kind").get<std::string>(), std::string("windows"));
        // a and the target's own past: t only counts the rows, and is left out as the time is.
        QCOMPARE(info.at("input").at("shape").get<std::string>(), std::string("[N, 12, 2]"));
        const at::Tensor predictions = model.get_method("predict")({raw.test.inputs}).toTensor();
        const double mae = (predictions - raw.test.targets).abs().mean().item<double>();
        const double recorded = evaluation.at("metrics").at("test_mae").get<double>();
        QVERIFY2(std::abs(mae - recorded) <= 1e-5 * std::max(1.0, recorded), qPrintable(QStringLiteral("%1 against %2").arg(mae).arg(recorded)));
        QCOMPARE(evaluation.at("regression").at("samples").get<std::int64_t>(), raw.test.size());
        // The predicted-against-true points the Evaluation view draws: every test window (fewer than
        // 2,000), its true value and the exported model's prediction of it.
        const Json& points = evaluation.at("points");
        QCOMPARE(points.at("every").get<int>(), 1);
        const auto truth = points.at("true").at(0).get<std::vector<double>>();
        const auto predicted = points.at("predicted").at(0).get<std::vector<double>>();
        QCOMPARE(static_cast<std::int64_t>(truth.size()), raw.test.size());
        QCOMPARE(predicted.size(), truth.size());
        for (std::size_t i = 0; i < truth.size(); ++i) {
            const auto at = static_cast<std::int64_t>(i);
            QVERIFY(std::abs(truth[i] - raw.test.targets[at][0].item<double>()) <= 1e-4);
            QVERIFY2(std::abs(predicted[i] - predictions[at][0].item<double>()) <= 1e-4 * std::max(1.0, std::abs(predicted[i])),
                     qPrintable(QStringLiteral("window %1: %2 against %3").arg(i).arg(predicted[i]).arg(predictions[at][0].item<double>())));
        }

        // The same in Python from the CSV file itself: the test windows cut as the user would (the
        // last 15 % of the rows are the test targets, each window the 12 rows before its target),
        // the raw values in, the run's test MAE out.
        const QString python = QStringLiteral(LATHE_PYTHON);
        if (python.isEmpty() && qEnvironmentVariableIsSet("LATHE_REQUIRE_PYTHON"))
            QFAIL("LATHE_REQUIRE_PYTHON is set but CMake found no Python with torch next to this LibTorch (LATHE_PYTHON)");
        if (python.isEmpty())
            QSKIP("no Python with torch next to this LibTorch");
        const QString script = QStringLiteral(R"(import csv, json, math, sys, torch
model_file, data = sys.argv[1:3]
extra = {"lathe_model.json": ""}
m = torch.jit.load(model_file, _extra_files=extra)
meta = json.loads(extra["lathe_model.json"])
features, window = meta["input"]["features"], meta["input_shape"][0]
rows = list(csv.DictReader(open(data)))
values = torch.tensor([[float(r[f]) for f in features] for r in rows], dtype=torch.float32)
target = torch.tensor([float(r["y"]) for r in rows], dtype=torch.float32)
first_test = len(rows) - math.floor(len(rows) * 0.15 + 0.5)
ends = range(max(first_test, window), len(rows))  # each target row, after a full window
x = torch.stack([values[t - window:t] for t in ends])
y = torch.stack([target[t] for t in ends])
with torch.no_grad():
    p = m.predict(x).squeeze(1)
print(len(ends), "%.9g" % (p.double() - y.double()).abs().mean().item())
)");
        QProcess py;
        py.start(python, {QStringLiteral("-c"), script, QString::fromStdString(sink.finished.runDir) + QStringLiteral("/model.pt"),
                          dir.filePath(QStringLiteral("s.csv"))});
        QVERIFY(py.waitForFinished(120000));
        QVERIFY2(py.exitCode() == 0, py.readAllStandardError().constData());
        const QStringList out = QString::fromUtf8(py.readAllStandardOutput()).trimmed().split(QLatin1Char(' '));
        QCOMPARE(out.size(), 2);
        QCOMPARE(out[0].toLongLong(), raw.test.size());
        QVERIFY2(std::abs(out[1].toDouble() - recorded) <= 1e-5 * std::max(1.0, recorded),
                 qPrintable(QStringLiteral("Python MAE %1, the run's %2").arg(out[1]).arg(recorded)));
    }

};

QTEST_GUILESS_MAIN(TestExport)
#include "tst_export.moc"
