// The window's dialogs as a user meets them: Run › Find batch size and Find learning rate (the search,
// its chart and table, Use writing the result into the form), Run › Sweep (grid and ASHA) and File ›
// Export Slurm job (the script as the form says, a wrong field named), the Runs dock's Predict (a
// run's model on new files), each in English and in the Chinese window; LATHE_SCREENSHOTS saves the user guide's pictures of them.

#include "config/config.h"
#include "configeditor.h"
#include "configoverview.h"
#include "findbatchdialog.h"
#include "findlrdialog.h"
#include "historypanel.h"
#include "mainwindow.h"
#include "predictdialog.h"
#include "train/predictor.h"
#include "slurmdialog.h"
#include "sweepdialog.h"
#include "testsession.h"
#include "testutil.h"
#include "windowtest.h"

#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QTimer>
#include <QListWidget>
#include <QLogValueAxis>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSet>
#include <QSignalSpy>
#include <QMimeData>
#include <QDropEvent>
#include <QUrl>
#include <QSpinBox>
#include <QTableWidget>
#include <QValueAxis>
#include <QScrollArea>
#include <QtTest>

#include <cmath>

using lathe::test::chinese;
using lathe::test::ChineseForThisTest;
using lathe::test::saveScreenshot;
using lathe::ui::MainWindow;

class TestDialogs : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // keep QSettings away from the user's
    }

    void findBatchDialogShowsTrialsAndSetsTheBatch()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("rings.csv")), lathe::test::ringsCsv(1000));
        const QString file = lathe::test::writeFile(dir.filePath(QStringLiteral("c.json")),
            R"({"data": {"path": "rings.csv", "target": "label"}, "batch_finder": {"memory_budget_mb": 1, "prefer": "largest"}})");
        MainWindow w;
        QVERIFY(w.openFile(file));
        lathe::ui::FindBatchDialog dialog(*lathe::core::loadConfigFile(file.toStdString()).config, &w);
        QTRY_VERIFY_WITH_TIMEOUT(dialog.isFinished(), 60000);
        QVERIFY(dialog.table()->rowCount() >= 3);
        QVERIFY(dialog.foundBatch() > 0);
        // The chart after the search: every trial on it, round ticks, room for its labels.
        dialog.show();
        QCOMPARE(dialog.pointsPlotted(), dialog.table()->rowCount());
        for (QAbstractAxis* axis : dialog.chartView()->chart()->axes()) {
            auto* values = qobject_cast<QValueAxis*>(axis);
            QVERIFY(values);
            const double step = (values->max() - values->min()) / (values->tickCount() - 1);
            const double magnitude = std::pow(10.0, std::floor(std::log10(step)));
            const double mantissa = step / magnitude;
            QVERIFY2(std::abs(mantissa - std::round(mantissa * 2) / 2) < 1e-9 && values->min() == 0,
                     qPrintable(QStringLiteral("ticks from %1 to %2, %3 of them").arg(values->min()).arg(values->max()).arg(values->tickCount())));
            // Every tick's label differs (the 1 MiB budget makes the memory axis's steps fractional:
            // "%d" wrote them 0, 0, 0, 1, 1).
            const QRegularExpressionMatch decimals = QRegularExpression(QStringLiteral("^%\\.(\\d)f$")).match(values->labelFormat());
            QVERIFY2(decimals.hasMatch(), qPrintable(values->labelFormat()));
            QStringList labels;
            for (int i = 0; i < values->tickCount(); ++i)
                labels << QString::number(values->min() + i * step, 'f', decimals.captured(1).toInt());
            QCOMPARE(QSet<QString>(labels.begin(), labels.end()).size(), labels.size());
        }
        // The memory axis has no title on its side, where it was longer than the plot is high and
        // shown as a dot: the unit is in the chart's title.
        QVERIFY(dialog.chartView()->chart()->axes(Qt::Vertical).front()->titleText().isEmpty());
        QVERIFY(dialog.chartView()->chart()->title().contains(QStringLiteral("(MiB)")));
        saveScreenshot(dialog, "find-batch-dialog.png");
        QTRY_VERIFY(dialog.chartView()->height() >= 260);
        // What the batch means for the learning rate (lr 0.001 was chosen for the default batch 128).
        QVERIFY2(dialog.summary().contains(QStringLiteral("was chosen for batch 128")), qPrintable(dialog.summary()));
        QVERIFY(!dialog.scaleLearningRate()->isHidden() && dialog.scaleLearningRate()->isChecked());
        QObject::connect(&dialog, &lathe::ui::FindBatchDialog::useBatch, &w, &MainWindow::useFoundBatch);
        QPushButton* use = nullptr;
        for (QPushButton* b : dialog.findChildren<QPushButton*>())
            use = b->text().startsWith(QStringLiteral("Use batch size")) ? b : use;
        QVERIFY(use && use->isEnabled());
        use->click();
        QCOMPARE(w.overview()->valueText(QStringLiteral("training.batch_size")), QString::number(dialog.foundBatch()));
        QCOMPARE(w.overview()->valueText(QStringLiteral("training.lr_scaling")), QStringLiteral("sqrt")); // AdamW
        QCOMPARE(w.overview()->valueText(QStringLiteral("training.base_batch_size")), QStringLiteral("128"));
        // One undo takes the whole answer back (three steps once, the first leaving the batch with
        // another base for its rate).
        w.jsonEditor()->undo();
        w.configEditor()->validateNow();
        QVERIFY(w.overview()->valueText(QStringLiteral("training.batch_size")) != QString::number(dialog.foundBatch()));
        QVERIFY(!w.jsonEditor()->toPlainText().contains(QStringLiteral("lr_scaling")));
        QVERIFY(!w.jsonEditor()->toPlainText().contains(QStringLiteral("base_batch_size")));
    }

    // Run > Find learning rate on a config whose lr is "auto": the range test's curve on a log axis,
    // the verification trials in the table with the one chosen, and Use writes the rate into the form.
    void findLrDialogPlotsTheCurveAndSetsTheRate()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("rings.csv")), lathe::test::ringsCsv(1000));
        const QString file = lathe::test::writeFile(dir.filePath(QStringLiteral("c.json")),
            R"({"data": {"path": "rings.csv", "target": "label"}, "training": {"lr": "auto", "batch_size": 32},
                "lr_finder": {"steps": 40, "verify_steps": 8}})");
        MainWindow w;
        QVERIFY(w.openFile(file));
        QCOMPARE(w.overview()->valueText(QStringLiteral("training.lr")), QStringLiteral("auto"));
        lathe::ui::FindLrDialog dialog(*lathe::core::loadConfigFile(file.toStdString()).config, &w);
        QTRY_VERIFY_WITH_TIMEOUT(dialog.isFinished(), 60000);
        QVERIFY2(dialog.foundRate() > 0, qPrintable(dialog.summary()));
        dialog.show();
        // Every finite step of the range test is a point; the table holds at least the three trials.
        QVERIFY2(dialog.pointsPlotted() >= 10 && dialog.pointsPlotted() <= 40, qPrintable(QString::number(dialog.pointsPlotted())));
        QVERIFY(dialog.table()->rowCount() >= 3);
        int chosenRows = 0;
        for (int r = 0; r < dialog.table()->rowCount(); ++r)
            chosenRows += dialog.table()->item(r, 2)->text() == QStringLiteral("chosen");
        QCOMPARE(chosenRows, 1);
        auto* x = qobject_cast<QLogValueAxis*>(dialog.chartView()->chart()->axes(Qt::Horizontal).value(0));
        QVERIFY(x && x->min() > 0 && x->max() / x->min() > 1e3);
        QVERIFY2(x->min() <= dialog.foundRate() && dialog.foundRate() <= x->max() * 30, qPrintable(QString::number(dialog.foundRate())));
        saveScreenshot(dialog, "find-lr-dialog.png");
        QObject::connect(&dialog, &lathe::ui::FindLrDialog::useLearningRate, w.configEditor(), &lathe::ui::ConfigEditor::useFoundLearningRate);
        QPushButton* use = nullptr;
        for (QPushButton* b : dialog.findChildren<QPushButton*>())
            use = b->text().startsWith(QStringLiteral("Use learning rate")) ? b : use;
        QVERIFY(use && use->isEnabled());
        use->click();
        QCOMPARE(w.overview()->valueText(QStringLiteral("training.lr")).toDouble(), QString::number(dialog.foundRate(), 'g', 3).toDouble());
        QCOMPARE(w.overview()->valueText(QStringLiteral("training.base_batch_size")), QStringLiteral("32"));
    }

    // The sweep dialog in the Chinese window: every label of its form, the new "Trials at once" among
    // them, its help and the list of variants are in Chinese (LATHE_SCREENSHOTS: the user guide's
    // sweep-dialog.zh_CN.png).
    void sweepDialogSpeaksChinese()
    {
        const ChineseForThisTest chinese_;
        lathe::ui::SweepDialog dialog(QStringLiteral("timeseries"));
        dialog.modelsEdit()->setText(QStringLiteral("cnn1d transformer cnn_transformer"));
        dialog.gridEdit()->setPlainText(QStringLiteral("training.lr=1e-3,3e-3"));
        dialog.atOnceBox()->setValue(2);
        dialog.show();
        auto* form = dialog.findChild<QFormLayout*>();
        QVERIFY(form);
        int labels = 0;
        for (int row = 0; row < form->rowCount(); ++row)
            if (auto* item = form->itemAt(row, QFormLayout::LabelRole); item && qobject_cast<QLabel*>(item->widget())) {
                const QString text = qobject_cast<QLabel*>(item->widget())->text();
                QVERIFY2(chinese(text), qPrintable(text));
                ++labels;
            }
        QVERIFY(labels >= 3);
        QVERIFY2(chinese(dialog.atOnceBox()->toolTip()), qPrintable(dialog.atOnceBox()->toolTip()));
        QVERIFY2(chinese(dialog.preview()->text()), qPrintable(dialog.preview()->text()));
        saveScreenshot(dialog, "sweep-dialog.zh_CN.png");
        // An ASHA search: its trials, its ranges and the trials it draws, in Chinese too.
        dialog.searchBox()->setCurrentIndex(dialog.searchBox()->findData(QStringLiteral("asha")));
        dialog.modelsEdit()->setText(QStringLiteral("cnn1d"));
        dialog.trialsBox()->setValue(16);
        dialog.gridEdit()->setPlainText(QStringLiteral("training.lr=1e-4:1e-1:log\nmodel.dropout=0,0.1,0.2"));
        QVERIFY2(chinese(dialog.searchBox()->currentText()) || dialog.searchBox()->currentText().contains(QStringLiteral("ASHA")),
                 qPrintable(dialog.searchBox()->currentText()));
        QVERIFY2(chinese(dialog.preview()->text()) && dialog.preview()->text().contains(QStringLiteral("16")), qPrintable(dialog.preview()->text()));
        for (int row = 0; row < form->rowCount(); ++row)
            if (auto* item = form->itemAt(row, QFormLayout::LabelRole); item && qobject_cast<QLabel*>(item->widget())
                                                                     && item->widget()->isVisible())
                QVERIFY2(chinese(qobject_cast<QLabel*>(item->widget())->text()), qPrintable(qobject_cast<QLabel*>(item->widget())->text()));
        saveScreenshot(dialog, "sweep-dialog-asha.zh_CN.png");
        // Forty trials and three settings on a small screen: the settings keep four lines, the list of
        // trials scrolls (it squeezed the settings to one line and was cut off).
        dialog.resize(560, 380);
        dialog.trialsBox()->setValue(40);
        dialog.gridEdit()->setPlainText(QStringLiteral("training.lr=1e-4:1e-1:log\nmodel.dropout=0,0.1,0.2\ntraining.weight_decay=0:0.1"));
        QTRY_VERIFY(dialog.gridEdit()->height() >= 4 * dialog.gridEdit()->fontMetrics().lineSpacing());
        auto* area = dialog.findChild<QScrollArea*>(QStringLiteral("SweepPreviewArea"));
        QVERIFY(area);
        QTRY_VERIFY(dialog.preview()->height() > area->viewport()->height()); // the rest of the list is a scroll away
        QVERIFY(dialog.preview()->text().contains(QStringLiteral("t40")));
        saveScreenshot(dialog, "sweep-dialog-many-trials.zh_CN.png");
    }

    // Run > Find batch size and File > Export Slurm job in the Chinese window: titles, the chart, the
    // table's headers and phases, the finder's result and its note on the learning rate, the Slurm
    // form's labels and a wrong field's error are in Chinese (the config's keys and sbatch's options
    // stay as they are). LATHE_SCREENSHOTS: find-batch-dialog.zh_CN.png, slurm-dialog.zh_CN.png.
    void findBatchAndSlurmDialogsSpeakChinese()
    {
        const ChineseForThisTest chinese_;
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("rings.csv")), lathe::test::ringsCsv(1000));
        const QString file = lathe::test::writeFile(dir.filePath(QStringLiteral("c.json")),
            R"({"name": "环形数据", "data": {"path": "rings.csv", "target": "label"}, "batch_finder": {"memory_budget_mb": 1, "prefer": "largest"}})");
        MainWindow w;
        QVERIFY(w.openFile(file));
        {
            lathe::ui::FindBatchDialog dialog(*lathe::core::loadConfigFile(file.toStdString()).config, &w);
            QTRY_VERIFY_WITH_TIMEOUT(dialog.isFinished(), 60000);
            QVERIFY(dialog.foundBatch() > 0);
            dialog.show();
            QVERIFY2(chinese(dialog.windowTitle()), qPrintable(dialog.windowTitle()));
            QVERIFY2(chinese(dialog.summary()), qPrintable(dialog.summary()));
            QChart* chart = dialog.chartView()->chart();
            QVERIFY2(chinese(chart->title()), qPrintable(chart->title()));
            for (QAbstractAxis* axis : chart->axes(Qt::Horizontal))
                QVERIFY2(chinese(axis->titleText()), qPrintable(axis->titleText()));
            for (QAbstractSeries* series : chart->series())
                QVERIFY2(series->name().isEmpty() || chinese(series->name()), qPrintable(series->name()));
            for (int c = 0; c < dialog.table()->columnCount(); ++c)
                QVERIFY2(chinese(dialog.table()->horizontalHeaderItem(c)->text()), qPrintable(dialog.table()->horizontalHeaderItem(c)->text()));
            for (int r = 0; r < dialog.table()->rowCount(); ++r)
                QVERIFY2(chinese(dialog.table()->item(r, 1)->text()), qPrintable(dialog.table()->item(r, 1)->text())); // the phase
            for (QPushButton* b : dialog.findChildren<QPushButton*>())
                QVERIFY2(chinese(b->text()), qPrintable(b->text()));
            QVERIFY2(dialog.scaleLearningRate()->isHidden() || chinese(dialog.scaleLearningRate()->text()),
                     qPrintable(dialog.scaleLearningRate()->text()));
            saveScreenshot(dialog, "find-batch-dialog.zh_CN.png");
            QVERIFY(dialog.chartView()->chart()->title().contains(QStringLiteral("（MiB）")));
        }
        w.exportSlurmJob();
        auto* slurm = w.findChild<lathe::ui::SlurmDialog*>();
        QVERIFY(slurm);
        QVERIFY2(chinese(slurm->windowTitle()), qPrintable(slurm->windowTitle()));
        auto* form = slurm->findChild<QFormLayout*>();
        QVERIFY(form);
        for (int row = 0; row < form->rowCount(); ++row)
            if (auto* item = form->itemAt(row, QFormLayout::LabelRole); item && qobject_cast<QLabel*>(item->widget()))
                QVERIFY2(chinese(qobject_cast<QLabel*>(item->widget())->text()), qPrintable(qobject_cast<QLabel*>(item->widget())->text()));
        slurm->timeLimit()->setText(QStringLiteral("12 小时"));
        QVERIFY(slurm->script().isEmpty());
        QVERIFY2(chinese(slurm->error()) && slurm->error().contains(QStringLiteral("--time")), qPrintable(slurm->error()));
        slurm->timeLimit()->setText(QStringLiteral("1-12:00:00"));
        QVERIFY(!slurm->script().isEmpty());
        saveScreenshot(*slurm, "slurm-dialog.zh_CN.png");
        slurm->close();
    }

    // Run > Find learning rate in the Chinese window: the title, the chart's title, axes and legend, the
    // trials' table and its "chosen", the finder's reason (an engine message) and the buttons are in
    // Chinese (LATHE_SCREENSHOTS: the Chinese user guide's find-lr-dialog.zh_CN.png).
    void findLrDialogSpeaksChinese()
    {
        const ChineseForThisTest chinese_;
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("rings.csv")), lathe::test::ringsCsv(1000));
        const QString file = lathe::test::writeFile(dir.filePath(QStringLiteral("c.json")),
            R"({"name": "环形数据", "data": {"path": "rings.csv", "target": "label"}, "training": {"lr": "auto", "batch_size": 32},
                "lr_finder": {"steps": 40, "verify_steps": 8}})");
        lathe::ui::FindLrDialog dialog(*lathe::core::loadConfigFile(file.toStdString()).config);
        QVERIFY2(chinese(dialog.summary()), qPrintable(dialog.summary())); // while it searches
        QTRY_VERIFY_WITH_TIMEOUT(dialog.isFinished(), 60000);
        QVERIFY2(dialog.foundRate() > 0, qPrintable(dialog.summary()));
        dialog.show();
        QVERIFY2(chinese(dialog.windowTitle()) && dialog.windowTitle().contains(QStringLiteral("环形数据")), qPrintable(dialog.windowTitle()));
        QVERIFY2(chinese(dialog.summary()), qPrintable(dialog.summary()));
        QChart* chart = dialog.chartView()->chart();
        QVERIFY2(chinese(chart->title()), qPrintable(chart->title()));
        for (QAbstractAxis* axis : chart->axes())
            QVERIFY2(chinese(axis->titleText()), qPrintable(axis->titleText()));
        for (QAbstractSeries* series : chart->series())
            QVERIFY2(chinese(series->name()), qPrintable(series->name()));
        for (int c = 0; c < dialog.table()->columnCount(); ++c)
            QVERIFY2(chinese(dialog.table()->horizontalHeaderItem(c)->text()), qPrintable(dialog.table()->horizontalHeaderItem(c)->text()));
        int chosenRows = 0;
        for (int r = 0; r < dialog.table()->rowCount(); ++r)
            chosenRows += !dialog.table()->item(r, 2)->text().isEmpty() && chinese(dialog.table()->item(r, 2)->text());
        QVERIFY(chosenRows >= 1);
        for (QPushButton* b : dialog.findChildren<QPushButton*>())
            QVERIFY2(chinese(b->text()), qPrintable(b->text()));
        saveScreenshot(dialog, "find-lr-dialog.zh_CN.png");
    }

    // The Runs dock's Predict…: the run's model on a CSV file with a Chinese name, the predictions
    // written and their first lines shown, the progress in the log; a file without the model's
    // columns is an error named in the dialog and writes nothing; a folder without model.pt opens
    // no dialog.
    void predictDialogWritesAndShowsPredictions()
    {
        QTemporaryDir dir;
        const QString run = lathe::test::trainToEnd(lathe::test::ringsConfig(dir, R"({"epochs": 10, "batch_size": 32, "lr": 0.01})", 400));
        QVERIFY(!run.isEmpty());
        const QString rows = lathe::test::writeFile(dir.filePath(QStringLiteral("新数据.csv")), lathe::test::ringsCsv(30, 11));
        MainWindow w;
        QString said; // a folder without model.pt: a message, no dialog
        QTimer::singleShot(300, [&said] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                said = box->text();
                box->button(QMessageBox::Ok)->click();
            }
        });
        QVERIFY(w.predictWith(dir.path()) == nullptr);
        QVERIFY2(said.contains(QStringLiteral("holds no model.pt")), qPrintable(said));
        // The Runs dock: Predict… is there for the selected run with a model.pt and opens the dialog.
        auto* history = w.findChild<lathe::ui::HistoryPanel*>();
        QVERIFY(history);
        history->setRunsDir(dir.filePath(QStringLiteral("runs")));
        auto* predictButton = history->findChild<QPushButton*>(QStringLiteral("PredictButton"));
        QVERIFY(predictButton && !predictButton->isEnabled());
        history->table()->selectRow(0);
        QVERIFY(predictButton->isEnabled());
        predictButton->click();
        auto* opened = w.findChild<lathe::ui::PredictDialog*>();
        QVERIFY(opened && opened->isVisible() && opened->windowTitle().contains(QFileInfo(run).fileName()));
        opened->close(); // deleted on close
        lathe::ui::PredictDialog* dialog = w.predictWith(run);
        QVERIFY(dialog);
        QVERIFY(!dialog->predictButton()->isEnabled()); // nothing to predict yet
        QMimeData dragged; // dropped from a file manager
        dragged.setUrls({QUrl::fromLocalFile(rows), QUrl(QStringLiteral("https://example.com/x.csv"))});
        QDropEvent drop(QPointF(20, 20), Qt::CopyAction, &dragged, Qt::LeftButton, Qt::NoModifier);
        static_cast<QObject*>(dialog)->event(&drop); // straight to the dialog: QApplication routes drops only inside a drag
        QCOMPARE(dialog->inputs(), QStringList{rows}); // the local file; not the web address
        dialog->addInputs({rows}); // once only
        dialog->output()->setText(dir.filePath(QStringLiteral("预测.csv")));
        QCOMPARE(dialog->inputs().size(), 1);
        QVERIFY(dialog->predictButton()->isEnabled());
        QSignalSpy done(dialog, &lathe::ui::PredictDialog::predicted);
        dialog->predictButton()->click();
        QVERIFY(!dialog->output()->isEnabled() && !dialog->jsonLines()->isEnabled()); // what is written stays what is shown
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 60000);
        QVERIFY(dialog->output()->isEnabled());
        QVERIFY2(done.at(0).at(0).toBool(), qPrintable(dialog->logText()));
        QCOMPARE(done.at(0).at(1).toLongLong(), 30LL);
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("预测.csv"))));
        QCOMPARE(dialog->preview()->rowCount(), 30);
        QCOMPARE(dialog->preview()->horizontalHeaderItem(1)->text(), QStringLiteral("predicted"));
        const QString first = dialog->preview()->item(0, 1)->text();
        QVERIFY2(first == QStringLiteral("inner") || first == QStringLiteral("outer"), qPrintable(first));
        QVERIFY2(dialog->logText().contains(QStringLiteral("新数据.csv: 30 row(s)")), qPrintable(dialog->logText()));
        QVERIFY(dialog->predictButton()->isEnabled());
        saveScreenshot(*dialog, "predict-dialog.png");

        const QString wrong = lathe::test::writeFile(dir.filePath(QStringLiteral("wrong.csv")), "a,b\n1,2\n");
        dialog->findChild<QListWidget*>(QStringLiteral("PredictInputs"))->clear();
        dialog->addInputs({wrong});
        dialog->output()->setText(dir.filePath(QStringLiteral("none.csv")));
        dialog->predictButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 2, 60000);
        QVERIFY(!done.at(1).at(0).toBool());
        QVERIFY2(dialog->logText().contains(QStringLiteral("wrong.csv")) && dialog->logText().contains(QStringLiteral("\"x\"")),
                 qPrintable(dialog->logText()));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("none.csv"))) && !QFile::exists(dir.filePath(QStringLiteral("none.csv.tmp"))));

        // Cancel's path: a stop asked between batches ends it with PredictStopped and no file.
        lathe::core::PredictRequest request;
        request.model = QString(run + QStringLiteral("/model.pt")).toStdString();
        request.inputs = {rows.toStdString()};
        request.output = dir.filePath(QStringLiteral("stopped.csv")).toStdString();
        request.batch = 8;
        int asked = 0;
        request.stopRequested = [&asked] { return ++asked == 2; }; // after the second batch of four
        QVERIFY_THROWS_EXCEPTION(lathe::core::PredictStopped, lathe::core::predictFiles(request, [](const lathe::core::Message&) {}));
        QCOMPARE(asked, 2);
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("stopped.csv"))) && !QFile::exists(dir.filePath(QStringLiteral("stopped.csv.tmp"))));
    }

    // The same in the Chinese window: title, labels, buttons and the engine's progress line in Chinese
    // (LATHE_SCREENSHOTS: predict-dialog.zh_CN.png).
    void predictDialogSpeaksChinese()
    {
        const ChineseForThisTest chinese_;
        QTemporaryDir dir;
        const QString run = lathe::test::trainToEnd(lathe::test::ringsConfig(dir, R"({"epochs": 10, "batch_size": 32, "lr": 0.01})", 400));
        QVERIFY(!run.isEmpty());
        const QString rows = lathe::test::writeFile(dir.filePath(QStringLiteral("新数据.csv")), lathe::test::ringsCsv(30, 11));
        MainWindow w;
        lathe::ui::PredictDialog* dialog = w.predictWith(run);
        QVERIFY(dialog);
        dialog->addInputs({rows});
        QSignalSpy done(dialog, &lathe::ui::PredictDialog::predicted);
        dialog->predictButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 60000);
        QVERIFY2(done.at(0).at(0).toBool(), qPrintable(dialog->logText()));
        QVERIFY2(chinese(dialog->windowTitle()), qPrintable(dialog->windowTitle()));
        QVERIFY2(dialog->logText().contains(QStringLiteral("：30 行")), qPrintable(dialog->logText())); // the engine's progress
        for (QPushButton* b : dialog->findChildren<QPushButton*>())
            QVERIFY2(chinese(b->text()), qPrintable(b->text()));
        for (QLabel* l : dialog->findChildren<QLabel*>())
            QVERIFY2(l->text().isEmpty() || chinese(l->text()), qPrintable(l->text()));
        QVERIFY2(chinese(dialog->jsonLines()->text()), qPrintable(dialog->jsonLines()->text()));
        dialog->resize(900, 640);
        saveScreenshot(*dialog, "predict-dialog.zh_CN.png");
    }

    // File > Export Slurm job: the saved config's sbatch script, shaped by the form; a wrong field is
    // named and nothing is saved; the saved script is executable and trains with --resume auto.
    void exportsASlurmJobForTheSavedConfig()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("rings.csv")), lathe::test::ringsCsv(100));
        const QString file = lathe::test::writeFile(dir.filePath(QStringLiteral("集群 job.json")),
            R"({"name": "集群", "data": {"path": "rings.csv", "target": "label"}, "model": {"hidden": [8]}})");
        MainWindow w;
        QVERIFY(w.openFile(file));
        w.exportSlurmJob();
        auto* dialog = w.findChild<lathe::ui::SlurmDialog*>();
        QVERIFY(dialog);
        QVERIFY2(dialog->error().isEmpty(), qPrintable(dialog->error()));
        dialog->nodes()->setValue(2);
        dialog->gpusPerNode()->setValue(4);
        QVERIFY(dialog->script().contains(QStringLiteral("#SBATCH --nodes=2\n")));
        QVERIFY(dialog->script().contains(QStringLiteral("#SBATCH --gpus-per-node=4\n")));
        QVERIFY(dialog->script().contains(QStringLiteral("train --resume auto '%1'").arg(QFileInfo(file).absoluteFilePath())));

        dialog->timeLimit()->setText(QStringLiteral("12 hours"));
        QVERIFY(dialog->script().isEmpty());
        QVERIFY2(dialog->error().contains(QStringLiteral("--time")), qPrintable(dialog->error()));
        const QString out = dir.filePath(QStringLiteral("job.sbatch"));
        QVERIFY(!dialog->saveTo(out));
        QVERIFY(!QFile::exists(out));

        dialog->timeLimit()->setText(QStringLiteral("1-12:00:00"));
        QVERIFY(dialog->saveTo(out));
        QFile saved(out);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(saved.readAll()), dialog->script());
        QVERIFY(saved.permissions() & QFileDevice::ExeOwner);
        QVERIFY(dialog->script().contains(QStringLiteral("#SBATCH --time=1-12:00:00\n")));
        QVERIFY(dialog->script().contains(QStringLiteral("#SBATCH --signal=TERM@120\n")));
        QVERIFY(dialog->warnings().isEmpty());
        saveScreenshot(*dialog, "slurm-dialog.png");

        // The stop before the limit: refused where it leaves no time to train, pointed out where it
        // takes much of each allocation.
        dialog->timeLimit()->setText(QStringLiteral("2"));
        QVERIFY(dialog->script().isEmpty());
        QVERIFY2(dialog->error().contains(QStringLiteral("--signal-lead 120 s")), qPrintable(dialog->error()));
        dialog->signalLead()->setValue(30);
        QVERIFY2(dialog->error().isEmpty(), qPrintable(dialog->error()));
        QVERIFY(dialog->script().contains(QStringLiteral("#SBATCH --signal=TERM@30\n")));
        QCOMPARE(dialog->warnings().size(), 1);
        QVERIFY2(dialog->warnings().front().contains(QStringLiteral("--signal-lead 30 s")), qPrintable(dialog->warnings().front()));
    }
};

QTEST_MAIN(TestDialogs)
#include "tst_dialogs.moc"
