// The main window as a user drives it: open a config, see its fields, break and fix its JSON, save.

#include "chartspanel.h"
#include "config/config.h"
#include "dialogs.h"
#include "historypanel.h"
#include "configoverview.h"
#include "mainwindow.h"
#include "problemsmodel.h"
#include "runpanel.h"
#include "sessioncontroller.h"
#include "testutil.h"

#include <QChart>
#include <QChartView>
#include <QValueAxis>
#include <QWheelEvent>
#include <QImage>
#include <QMessageBox>
#include <QPushButton>
#include <QTranslator>
#include <QTableWidget>

#include <QAbstractItemModelTester>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTreeWidgetItem>
#include <QtTest>

using lathe::ui::MainWindow;

class TestMainWindow : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // keep QSettings away from the user's
    }

    void opensShowsAndSavesAConfig()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("d.csv")), "a,label\n1,x\n2,y\n");
        const QString file = lathe::test::writeFile(dir.filePath(QStringLiteral("c.json")),
                                                    R"({"data": {"path": "d.csv", "target": "label"}, "training": {"epochs": 4}})");
        MainWindow w;
        QAbstractItemModelTester tester(w.problems(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(w.openFile(file));
        QCOMPARE(w.currentFile(), file);
        QVERIFY(w.windowTitle().startsWith(QStringLiteral("c.json")));
        QCOMPARE(w.problems()->errorCount(), 0);
        QCOMPARE(w.overview()->valueText(QStringLiteral("training.epochs")), QStringLiteral("4"));
        QCOMPARE(w.overview()->valueText(QStringLiteral("training.optimizer")), QStringLiteral("adamw")); // default shown

        // Edit the JSON: the overview follows, the window is marked modified.
        QString text = w.jsonEditor()->toPlainText();
        text.replace(QStringLiteral("\"epochs\": 4"), QStringLiteral("\"epochs\": 9"));
        w.jsonEditor()->setPlainText(text);
        w.jsonEditor()->document()->setModified(true);
        QVERIFY(w.isWindowModified());
        QTRY_COMPARE(w.overview()->valueText(QStringLiteral("training.epochs")), QStringLiteral("9"));

        QVERIFY(w.saveTo(file));
        QVERIFY(!w.isWindowModified());
        QFile saved(file);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QVERIFY(saved.readAll().contains("\"epochs\": 9"));
    }

    void formEditsTheJsonAndFollowsIt()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("d.csv")), "a,label\n1,x\n2,y\n");
        const QString file = lathe::test::writeFile(dir.filePath(QStringLiteral("c.json")),
                                                    R"({"data": {"path": "d.csv", "target": "label"}, "training": {"epochs": 4}})");
        MainWindow w;
        QVERIFY(w.openFile(file));
        auto json = [&] { return lathe::core::Json::parse(w.jsonEditor()->toPlainText().toStdString()); };

        // Form -> JSON: a number, a choice, a check box, a list; each one undo step.
        QVERIFY(w.overview()->editField(QStringLiteral("training.epochs"), QStringLiteral("7")));
        QCOMPARE(json()["training"]["epochs"].get<int>(), 7);
        QVERIFY(w.isWindowModified());
        QVERIFY(w.overview()->editField(QStringLiteral("training.optimizer"), QStringLiteral("sgd")));
        QCOMPARE(json()["training"]["optimizer"].get<std::string>(), std::string("sgd"));
        QTreeWidgetItem* shuffle = w.overview()->itemFor(QStringLiteral("loader.shuffle"));
        QVERIFY(shuffle);
        QCOMPARE(shuffle->checkState(1), Qt::Checked);
        shuffle->setCheckState(1, Qt::Unchecked);
        QTRY_VERIFY(json().contains("loader"));
        QCOMPARE(json()["loader"]["shuffle"].get<bool>(), false); // a group the file did not have is created
        QVERIFY(w.overview()->editField(QStringLiteral("model.hidden"), QStringLiteral("[64, 32]")));
        QCOMPARE(json()["model"]["hidden"], lathe::core::Json::parse("[64, 32]"));
        QCOMPARE(w.overview()->valueText(QStringLiteral("model.hidden")), QStringLiteral("[64,32]"));
        w.jsonEditor()->undo();
        QVERIFY(!json().contains("model"));
        QCOMPARE(json()["training"]["epochs"].get<int>(), 7);

        // A value that does not fit the field is refused and the JSON is left alone.
        QSignalSpy rejected(w.overview(), &lathe::ui::ConfigOverview::editRejected);
        const QString before = w.jsonEditor()->toPlainText();
        QVERIFY(!w.overview()->editField(QStringLiteral("training.epochs"), QStringLiteral("many")));
        QCOMPARE(rejected.size(), 1);
        QCOMPARE(w.jsonEditor()->toPlainText(), before);

        // JSON -> form, and a problem typed into the JSON shows in the form.
        QString text = w.jsonEditor()->toPlainText();
        text.replace(QStringLiteral("\"epochs\": 7"), QStringLiteral("\"epochs\": -2"));
        w.jsonEditor()->setPlainText(text);
        w.validateNow();
        QCOMPARE(w.overview()->valueText(QStringLiteral("training.epochs")), QStringLiteral("-2"));
        QTreeWidgetItem* epochs = w.overview()->itemFor(QStringLiteral("training.epochs"));
        QCOMPARE(epochs->foreground(1).color(), QColor(200, 0, 0));
        QVERIFY(epochs->toolTip(1).contains(QStringLiteral("between")));
    }

    void invalidJsonShowsItsPlace()
    {
        MainWindow w;
        w.jsonEditor()->setPlainText(QStringLiteral("{\n  \"training\": {\"epochs\": 3,}\n}"));
        w.validateNow();
        QCOMPARE(w.problems()->rowCount(), 1);
        const QModelIndex where = w.problems()->index(0, lathe::ui::ProblemsModel::Location);
        QCOMPARE(where.data().toString(), QStringLiteral("2:28"));
        QVERIFY(w.problems()->index(0, lathe::ui::ProblemsModel::Message).data().toString().contains(QStringLiteral("invalid JSON")));
        QVERIFY(!w.overview()->isEnabled());
    }

    void unknownKeyIsListedWithHint()
    {
        MainWindow w;
        w.jsonEditor()->setPlainText(QStringLiteral("{\"training\": {\"epohcs\": 3}}"));
        w.validateNow();
        bool found = false;
        for (int r = 0; r < w.problems()->rowCount(); ++r) {
            found = found || w.problems()->index(r, lathe::ui::ProblemsModel::Message).data().toString().contains(
                                 QStringLiteral("did you mean \"epochs\"?"));
        }
        QVERIFY(found);
    }

    void trainsTheOpenConfigAndShowsEpochs()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("rings.csv")), lathe::test::ringsCsv(400));
        const QString file = lathe::test::writeFile(dir.filePath(QStringLiteral("c.json")),
            R"({"name": "gui", "data": {"path": "rings.csv", "target": "label"}, "model": {"hidden": [16]},
                "training": {"epochs": 3, "batch_size": 4}, "monitor": {"interval_ms": 50}})");
        MainWindow w;
        w.setRunsDir(dir.filePath(QStringLiteral("runs")));
        QVERIFY(w.openFile(file));
        QSignalSpy finished(w.controller(), &lathe::ui::SessionController::finished);
        QVERIFY(w.startTraining());
        QVERIFY(w.controller()->isRunning());
        QVERIFY(!w.startTraining()); // one run at a time
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 120000);
        QVERIFY(!w.controller()->isRunning());
        const auto event = finished.front().front().value<lathe::core::RunFinishedEvent>();
        QCOMPARE(event.status, lathe::core::RunFinishedEvent::Status::Completed);
        QCOMPARE(w.runPanel()->epochTable()->rowCount(), 3);
        QVERIFY(w.runPanel()->headline().contains(QStringLiteral("Finished")));
        QVERIFY(QDir(QString::fromStdString(event.runDir)).exists(QStringLiteral("metrics.jsonl")));

        // The charts received every epoch and the device samples, and export as PNG.
        auto* charts = w.charts();
        charts->flush();
        QCOMPARE(charts->pointCount(QStringLiteral("Loss"), QStringLiteral("val loss")), 3);
        QCOMPARE(charts->pointCount(QStringLiteral("Accuracy / metric"), QStringLiteral("val accuracy")), 3);
        QVERIFY(charts->pointCount(QStringLiteral("Loss"), QStringLiteral("batch loss")) >= 3);
        QVERIFY(charts->pointCount(QStringLiteral("Learning rate"), QStringLiteral("learning rate")) >= 3);
        QVERIFY(charts->pointCount(QStringLiteral("Memory (GiB)"), QStringLiteral("process RSS")) >= 1);
        QTemporaryDir out;
        QVERIFY(charts->savePng(out.filePath(QStringLiteral("charts.png"))));
        QVERIFY(QImage(out.filePath(QStringLiteral("charts.png"))).width() > 100);
        QVERIFY(w.runStatusText().contains(QStringLiteral("finished")));

        // The history lists the run; two runs overlay; the report exports as HTML and PDF.
        auto* history = w.history();
        QTRY_COMPARE(history->table()->rowCount(), 1);
        QCOMPARE(history->table()->item(0, 1)->text(), QStringLiteral("completed"));
        QCOMPARE(history->table()->item(0, 2)->text(), QStringLiteral("3"));
        QVERIFY(w.startTraining());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 120000);
        QTRY_COMPARE(history->table()->rowCount(), 2);
        history->table()->selectAll();
        QCOMPARE(history->selectedRuns().size(), 2);
        QCOMPARE(history->overlay(QStringLiteral("val_loss")), 2);
        QCOMPARE(history->chartView()->chart()->series().size(), 2);
        const QString html = w.exportReport(QString::fromStdString(event.runDir), true);
        QVERIFY(!html.isEmpty());
        QFile report(html);
        QVERIFY(report.open(QIODevice::ReadOnly));
        QVERIFY(report.readAll().contains("<h2>Charts</h2>"));
        QFile pdf(QString::fromStdString(event.runDir) + QStringLiteral("/report.pdf"));
        QVERIFY(pdf.open(QIODevice::ReadOnly));
        QCOMPARE(pdf.read(5), QByteArray("%PDF-"));
    }

    void pauseResumeAndCloseMidRunKeepsACheckpoint()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("rings.csv")), lathe::test::ringsCsv(2000));
        const QString file = lathe::test::writeFile(dir.filePath(QStringLiteral("c.json")),
            R"({"name": "gui", "data": {"path": "rings.csv", "target": "label"}, "training": {"epochs": 100000, "batch_size": 4}})");
        auto* w = new MainWindow;
        w->setRunsDir(dir.filePath(QStringLiteral("runs")));
        QVERIFY(w->openFile(file));
        QSignalSpy batches(w->controller(), &lathe::ui::SessionController::batch);
        QSignalSpy finished(w->controller(), &lathe::ui::SessionController::finished);
        QVERIFY(w->startTraining());
        QTRY_VERIFY_WITH_TIMEOUT(batches.size() >= 2, 60000);
        QVERIFY(w->runStatusText().contains(QStringLiteral("ETA")));

        // Paused: no batch events arrive (they come every 0.25 s while training).
        w->controller()->pause();
        QTest::qWait(400); // let the step in flight finish
        const auto whilePaused = batches.size();
        QTest::qWait(800);
        QCOMPARE(batches.size(), whilePaused);
        w->controller()->resume();
        QTRY_VERIFY_WITH_TIMEOUT(batches.size() > whilePaused, 30000);

        // Closing mid-run asks; "Yes" stops the run, which writes its checkpoint, and closes.
        bool asked = false;
        QTimer::singleShot(200, [&asked] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                asked = true;
                box->button(QMessageBox::Yes)->click();
            }
        });
        w->jsonEditor()->document()->setModified(false);
        QVERIFY(w->close());
        QVERIFY(asked);
        QCOMPARE(finished.size(), 1);
        const auto event = finished.front().front().value<lathe::core::RunFinishedEvent>();
        QCOMPARE(event.status, lathe::core::RunFinishedEvent::Status::Stopped);
        QVERIFY(event.checkpointSaved);
        QVERIFY(QFile::exists(QString::fromStdString(event.runDir) + QStringLiteral("/checkpoints/last.pt")));
        delete w;
    }

    void findBatchDialogShowsTrialsAndSetsTheBatch()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("rings.csv")), lathe::test::ringsCsv(1000));
        const QString file = lathe::test::writeFile(dir.filePath(QStringLiteral("c.json")),
            R"({"data": {"path": "rings.csv", "target": "label"}, "batch_finder": {"memory_budget_mb": 1}})");
        MainWindow w;
        QVERIFY(w.openFile(file));
        lathe::ui::FindBatchDialog dialog(*lathe::core::loadConfigFile(file.toStdString()).config, &w);
        QTRY_VERIFY_WITH_TIMEOUT(dialog.isFinished(), 60000);
        QVERIFY(dialog.table()->rowCount() >= 3);
        QVERIFY(dialog.foundBatch() > 0);
        QObject::connect(&dialog, &lathe::ui::FindBatchDialog::useBatch, &w, [&w](int batch) {
            QVERIFY(w.overview()->editField(QStringLiteral("training.batch_size"), QString::number(batch)));
        });
        Q_EMIT dialog.useBatch(dialog.foundBatch());
        QCOMPARE(w.overview()->valueText(QStringLiteral("training.batch_size")), QString::number(dialog.foundBatch()));
    }

    void templatesOpenWithWorkingPaths()
    {
        MainWindow w;
        const QString tpl = MainWindow::templatesDir() + QStringLiteral("/tabular-clicks.json");
        QVERIFY(QFile::exists(tpl));
        QVERIFY(w.newFromTemplate(tpl));
        QVERIFY(w.currentFile().isEmpty()); // untitled: the template is not overwritten by Save
        QCOMPARE(w.problems()->errorCount(), 0); // its data paths were made absolute
        QVERIFY(w.jsonEditor()->toPlainText().contains(MainWindow::templatesDir()));
        w.jsonEditor()->document()->setModified(false);
    }

    void chartsZoomAndPan()
    {
        lathe::ui::ChartsPanel panel;
        panel.resize(900, 600);
        panel.show();
        for (int e = 1; e <= 5; ++e)
            panel.addEpoch({e, 5, {{"val_loss", 1.0 / e}}, 0.001, 1.0, 100.0, 1.0, false});
        panel.flush();
        QChartView* view = panel.findChildren<QChartView*>().front();
        QWheelEvent wheel(QPointF(100, 100), view->mapToGlobal(QPoint(100, 100)), QPoint(), QPoint(0, 120), Qt::NoButton,
                          Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(view->viewport(), &wheel);
        QVERIFY(view->chart()->isZoomed());
        const auto before = static_cast<QValueAxis*>(view->chart()->axes(Qt::Horizontal).front())->min();
        QKeyEvent right(QEvent::KeyPress, Qt::Key_Right, Qt::NoModifier);
        QApplication::sendEvent(view, &right);
        QVERIFY(static_cast<QValueAxis*>(view->chart()->axes(Qt::Horizontal).front())->min() > before);
    }

    void logFilterAndAdvice()
    {
        lathe::ui::RunPanel panel;
        using lathe::core::LogLevel;
        panel.showLog({LogLevel::Info, "loader: data resident"});
        panel.showLog({LogLevel::Warning, "out of memory with batch 512"});
        panel.showLog({LogLevel::Advice, "fp32 on a bf16-capable GPU"});
        QCOMPARE(panel.logView()->document()->blockCount(), 3);
        panel.setLogFilter(1);
        QCOMPARE(panel.logView()->document()->blockCount(), 1);
        QVERIFY(panel.logView()->toPlainText().contains(QStringLiteral("out of memory")));
        panel.setLogFilter(2);
        QVERIFY(panel.logView()->toPlainText().contains(QStringLiteral("bf16-capable")));
        QVERIFY(!panel.logView()->toPlainText().contains(QStringLiteral("loader")));
        panel.setLogFilter(0);
        QCOMPARE(panel.logView()->document()->blockCount(), 3);
    }

    void chineseTranslationIsComplete()
    {
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/lathe_zh_CN.qm")));
        QCOMPARE(translator.translate("lathe::ui::MainWindow", "&File"), QStringLiteral("文件(&F)"));
        QVERIFY(!translator.translate("lathe::ui::RunPanel", "Stopped: %1").isEmpty());
        QCOMPARE(translator.translate("lathe::ui::MainWindow", "not a message at all"), QString());
    }

    void stopFromTheWindowKeepsACheckpoint()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("rings.csv")), lathe::test::ringsCsv(2000));
        const QString file = lathe::test::writeFile(dir.filePath(QStringLiteral("c.json")),
            R"({"name": "gui", "data": {"path": "rings.csv", "target": "label"}, "training": {"epochs": 100000, "batch_size": 4}})");
        MainWindow w;
        w.setRunsDir(dir.filePath(QStringLiteral("runs")));
        QVERIFY(w.openFile(file));
        QSignalSpy batches(w.controller(), &lathe::ui::SessionController::batch);
        QSignalSpy finished(w.controller(), &lathe::ui::SessionController::finished);
        QVERIFY(w.startTraining());
        QTRY_VERIFY_WITH_TIMEOUT(batches.size() >= 2, 60000);
        w.controller()->stop();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30000);
        const auto event = finished.front().front().value<lathe::core::RunFinishedEvent>();
        QCOMPARE(event.status, lathe::core::RunFinishedEvent::Status::Stopped);
        QVERIFY(event.checkpointSaved);
    }

    void openingAMissingFileFailsCleanly()
    {
        MainWindow w;
        QTimer::singleShot(0, [] {
            // The warning box is modal: close it as a user would.
            if (auto* box = qobject_cast<QWidget*>(QApplication::activeModalWidget()))
                box->close();
        });
        QVERIFY(!w.openFile(QStringLiteral("/nonexistent/config.json")));
        QVERIFY(w.currentFile().isEmpty());
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
