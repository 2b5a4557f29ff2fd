// The run dock: the log with its level filter and advice that stands out.

#include "runpanel.h"
#include "run/runrecord.h"

#include <QPlainTextEdit>
#include <QScrollBar>
#include <QTableWidget>
#include <QtTest>

class TestRunPanel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void logFilterAndAdvice()
    {
        lathe::ui::RunPanel panel;
        using lathe::core::LogLevel;
        panel.showLog(lathe::core::LogEvent::of(LogLevel::Info, lathe::core::Message::plain("loader: data resident")));
        panel.showLog(lathe::core::LogEvent::of(LogLevel::Warning, lathe::core::Message::plain("out of memory with batch 512")));
        panel.showLog(lathe::core::LogEvent::of(LogLevel::Advice, lathe::core::Message::plain("fp32 on a bf16-capable GPU")));
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

    // A row per epoch with the metrics the catalogue names for the table; the best epoch marked.
    // The log follows new lines while it is at its end; scrolled up to read, it stays put.
    void logFollowsNewLinesAtItsEnd()
    {
        lathe::ui::RunPanel panel;
        panel.resize(300, 400);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QScrollBar* bar = panel.logView()->verticalScrollBar();
        const auto say = [&panel](int i) {
            panel.showLog(lathe::core::LogEvent::of(lathe::core::LogLevel::Info,
                                                    lathe::core::Message::plain("line " + std::to_string(i) + " of a log long enough to wrap in a narrow dock")));
        };
        for (int i = 0; i < 200; ++i)
            say(i);
        QVERIFY(bar->maximum() > 0);
        QCOMPARE(bar->value(), bar->maximum());
        bar->setValue(bar->maximum() / 2); // reading
        const int reading = bar->value();
        say(200);
        QCOMPARE(bar->value(), reading);
        bar->setValue(bar->maximum()); // back at the end: follows again, also after a warning
        panel.showLog(lathe::core::LogEvent::of(lathe::core::LogLevel::Warning, lathe::core::Message::plain("a warning")));
        say(201);
        QCOMPARE(bar->value(), bar->maximum());
    }

    void epochTableShowsTheMetrics()
    {
        lathe::ui::RunPanel panel;
        panel.resize(900, 400);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        panel.showEpoch({1, 2, {{"train_loss", 0.5}, {"val_loss", 0.4}, {"val_accuracy", 0.9}}, 0.001, 1.0, 100.0, 2.0, true, {}});
        panel.showEpoch({2, 2, {{"train_loss", 0.3}, {"val_loss", 0.45}, {"val_accuracy", 0.8}}, 0.001, 1.0, 100.0, 2.0, false, {}});
        QTableWidget* table = panel.epochTable();
        QCOMPARE(table->rowCount(), 2);
        const auto column = [table](const char* key) {
            for (int c = 0; c < table->columnCount(); ++c)
                if (table->horizontalHeaderItem(c)->data(Qt::UserRole).toString() == QLatin1String(key))
                    return c;
            return -1;
        };
        const int valLoss = column("val_loss");
        QCOMPARE(valLoss, 1); // validation first, where a narrow dock shows it
        QCOMPARE(table->horizontalHeaderItem(valLoss)->text(), QStringLiteral("val loss"));
        QCOMPARE(table->item(0, valLoss)->text(), QStringLiteral("0.4000"));
        QVERIFY(table->item(0, 0)->text().contains(QStringLiteral("★")));
        QVERIFY(!table->item(1, 0)->text().contains(QStringLiteral("★")));
        QVERIFY(table->item(0, column("val_mae"))->text().isEmpty());
        QVERIFY(table->isColumnHidden(column("val_mae"))); // a classification run has no MAE: no empty column
        QVERIFY(!table->isColumnHidden(column("train_loss")));
        QCOMPARE(panel.hiddenColumns(), 0);

        // A narrow dock (1024 x 700 gives it ~250 px): the columns that fit whole, validation
        // first, nothing cut by the edge, no sideways scrolling; the rest in each row's tooltip.
        panel.resize(250, 400);
        QTRY_VERIFY2(panel.hiddenColumns() > 0, qPrintable(QStringLiteral("panel %1 table %2 viewport %3").arg(panel.width()).arg(table->width()).arg(table->viewport()->width())));
        int shown = 0;
        for (int c = 0; c < table->columnCount(); ++c)
            shown += table->isColumnHidden(c) ? 0 : table->columnWidth(c);
        QVERIFY2(shown <= table->viewport()->width(), qPrintable(QStringLiteral("%1 > %2").arg(shown).arg(table->viewport()->width())));
        QVERIFY(!table->isColumnHidden(0) && !table->isColumnHidden(valLoss));
        QCOMPARE(table->horizontalScrollBarPolicy(), Qt::ScrollBarAlwaysOff);
        const QString tip = table->item(0, valLoss)->toolTip();
        QVERIFY2(tip.contains(QStringLiteral("train loss: 0.5000")) && tip.contains(QStringLiteral("Data wait %: 2.0")) &&
                     tip.contains(QStringLiteral("checkpoint saved")),
                 qPrintable(tip));
        QVERIFY(table->horizontalHeaderItem(0)->toolTip().contains(QStringLiteral("hidden")));
        QVERIFY(table->isColumnHidden(column("val_mae"))); // never reported: hidden whatever the width
        panel.resize(900, 400);
        QTRY_COMPARE(panel.hiddenColumns(), 0);
    }

    // A past run opened from its folder: the headline names it and its status, its epochs are the
    // table's rows with the best one (by its checkpoint metric) starred, the bar shows how far it got.
    void showsARecordedRun()
    {
        lathe::ui::RunPanel panel;
        panel.resize(900, 400);
        panel.show();
        lathe::core::RunRecord run;
        run.folder = "/tmp/runs/demo-1";
        run.settings.modelKind = "cnn2d";
        run.settings.epochs = 4;
        for (int e = 1; e <= 3; ++e) {
            lathe::core::EpochRecord r;
            r.epoch = e;
            r.metrics = {{"val_loss", e == 2 ? 0.3 : 0.5}, {"train_loss", 0.6 / e}};
            run.epochs.push_back(r);
        }
        panel.showRecordedRun(run);
        QVERIFY2(panel.headline().contains(QStringLiteral("demo-1")) && panel.headline().contains(QStringLiteral("cnn2d")) &&
                     panel.headline().contains(QStringLiteral("3 epoch")) && panel.headline().contains(QStringLiteral("unfinished")),
                 qPrintable(panel.headline()));
        QTableWidget* table = panel.epochTable();
        QCOMPARE(table->rowCount(), 3);
        QVERIFY(!table->item(0, 0)->text().contains(QStringLiteral("★")));
        QVERIFY(table->item(1, 0)->text().contains(QStringLiteral("★")));
        QVERIFY(!table->item(2, 0)->text().contains(QStringLiteral("★")));
        QCOMPARE(panel.progressText(), QStringLiteral("3 of 4 epochs"));
    }

    // The progress text shortens to what the bar has room for; the whole of it is the tooltip.
    void progressTextFitsTheBar()
    {
        lathe::ui::RunPanel panel;
        panel.resize(600, 300);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        lathe::core::RunStartedEvent started;
        started.epochs = 3;
        started.stepsPerEpoch = 211;
        panel.showStarted(started);
        lathe::core::BatchEvent batch{2, 145, 356, 211, 0.5178, 1e-3, 500.0};
        panel.showBatch(batch);
        QCOMPARE(panel.progressText(), QStringLiteral("epoch 2/3 · step 145/211 · loss 0.5178"));
        panel.resize(150, 300);
        QTRY_VERIFY(panel.progressText().size() < 20);
        QVERIFY2(panel.progressText().contains(QStringLiteral("2/3")) && panel.progressText().contains(QStringLiteral("145/211")),
                 qPrintable(panel.progressText()));
        panel.clear();
        QVERIFY(!panel.progressText().contains(QStringLiteral("145")));
    }
};

QTEST_MAIN(TestRunPanel)
#include "tst_runpanel.moc"
