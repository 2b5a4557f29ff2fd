// The Charts tab: the model behind it (a row per series, built from run events, inspected here as
// any QAbstractItemModel) and the panel that draws it — drawn only on flush, cleared with the model,
// zoomed with the wheel and panned with the keys.

#include "chartmodel.h"
#include "chartspanel.h"

#include <QAbstractItemModelTester>
#include <QChart>
#include <QChartView>
#include <QSignalSpy>
#include <QValueAxis>
#include <QWheelEvent>
#include <QtTest>

#include <algorithm>
#include <cmath>

using lathe::ui::ChartModel;

namespace {

lathe::core::DeviceSampleEvent sample(double seconds, double gpuUtilisation)
{
    lathe::core::DeviceSampleEvent e;
    e.seconds = seconds;
    lathe::core::DeviceSampleEvent::Gpu gpu;
    gpu.index = 0;
    gpu.utilisation = gpuUtilisation;
    gpu.memoryUsed = 2.0 * 1024 * 1024 * 1024;
    e.gpus = {gpu};
    e.processCpuPercent = 120.0;
    e.processRssBytes = 1024.0 * 1024 * 1024;
    return e;
}

} // namespace

class TestCharts : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // Events become series rows; a device value that could not be read (-1) is no point, a metric
    // that is negative (R²) is one.
    void modelTurnsEventsIntoSeries()
    {
        ChartModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        model.addStarted({"", "run", "cpu", "fp32", "", "mlp", 10, 32, 2, 1, 4, 128, 0, 0, 1});
        model.addBatch({1, 2, 2, 4, 0.7, 0.01, 500.0});
        model.addEpoch({1, 2, {{"train_loss", 0.6}, {"val_loss", 0.5}, {"val_r2", -0.25}, {"val_top5", 0.9}}, 0.01, 2.0, 64.0, 3.0, true, {}});
        model.addDeviceSample(sample(0.5, 40.0));
        model.addDeviceSample(sample(1.0, -1.0));

        const int batch = model.rowOf(ChartModel::Loss, QStringLiteral("batch loss"));
        QVERIFY(batch >= 0);
        QCOMPARE(model.points(batch).front(), QPointF(0.5, 0.7)); // step 2 of 4 in epoch 1
        QCOMPARE(model.points(model.rowOf(ChartModel::Loss, QStringLiteral("val loss"))).size(), 1);
        QCOMPARE(model.points(model.rowOf(ChartModel::Metric, QStringLiteral("val r2"))).front().y(), -0.25);
        QCOMPARE(model.rowOf(ChartModel::Metric, QStringLiteral("val top5")), -1); // top-5 is not charted
        QCOMPARE(model.points(model.rowOf(ChartModel::Utilisation, QStringLiteral("GPU 0"))).size(), 1);
        QCOMPARE(model.points(model.rowOf(ChartModel::Utilisation, QStringLiteral("process CPU (% of a core)"))).size(), 2);
        QCOMPARE(model.points(model.rowOf(ChartModel::Memory, QStringLiteral("process RSS"))).back().y(), 1.0);
        QCOMPARE(model.rowOf(ChartModel::Memory, QStringLiteral("allocator reserved")), -1); // no CUDA allocator on a CPU
        // Data parallel: each rank's pace beside the job's.
        model.addEpoch({2, 2, {{"val_loss", 0.4}}, 0.01, 2.0, 128.0, 3.0, true, {{0, 64.0, 2.0}, {1, 40.0, 30.0}}});
        QCOMPARE(model.points(model.rowOf(ChartModel::Throughput, QStringLiteral("rank 1 samples/s"))).front(), QPointF(2, 40.0));
        QCOMPARE(model.points(model.rowOf(ChartModel::DataWait, QStringLiteral("rank 1 data wait %"))).front().y(), 30.0);
        QCOMPARE(model.rowOf(ChartModel::Throughput, QStringLiteral("rank 2 samples/s")), -1);
        // A job on several machines: another machine's GPU 0 is a series of its own, named by it.
        auto other = sample(1.5, 70.0);
        other.host = "node2";
        model.addDeviceSample(other);
        QCOMPARE(model.points(model.rowOf(ChartModel::Utilisation, QStringLiteral("node2: GPU 0"))).front(), QPointF(1.5, 70.0));
        QCOMPARE(model.points(model.rowOf(ChartModel::Utilisation, QStringLiteral("GPU 0"))).size(), 1);
        QVERIFY(model.rowOf(ChartModel::Memory, QStringLiteral("node2: process RSS")) >= 0);
        QCOMPARE(inserted.size(), model.rowCount());
        const QModelIndex points = model.index(batch, ChartModel::Points);
        QCOMPARE(points.data().toInt(), 1);
        QCOMPARE(model.index(batch, ChartModel::Series).data().toString(), QStringLiteral("batch loss"));
        model.clear();
        QCOMPARE(model.rowCount(), 0);
    }

    // The panel draws what the model holds when it flushes (every 500 ms in the window), and forgets
    // it when the model is cleared for the next run.
    void panelDrawsTheModelOnFlush()
    {
        lathe::ui::ChartsPanel panel;
        for (int e = 1; e <= 3; ++e)
            panel.addEpoch({e, 3, {{"val_loss", 1.0 / e}}, 0.001, 1.0, 100.0, 1.0, false, {}});
        QCOMPARE(panel.pointCount(QStringLiteral("Loss"), QStringLiteral("val loss")), 0);
        panel.flush();
        QCOMPARE(panel.pointCount(QStringLiteral("Loss"), QStringLiteral("val loss")), 3);
        panel.addEpoch({4, 4, {{"val_loss", 0.2}}, 0.001, 1.0, 100.0, 1.0, false, {}});
        panel.flush();
        QCOMPARE(panel.pointCount(QStringLiteral("Loss"), QStringLiteral("val loss")), 4);
        QCOMPARE(panel.model()->points(panel.model()->rowOf(ChartModel::Loss, QStringLiteral("val loss"))).size(), 4);
        panel.clear();
        QCOMPARE(panel.pointCount(QStringLiteral("Loss"), QStringLiteral("val loss")), 0);
        panel.addEpoch({1, 1, {{"val_loss", 0.9}}, 0.001, 1.0, 100.0, 1.0, false, {}});
        panel.flush();
        QCOMPARE(panel.pointCount(QStringLiteral("Loss"), QStringLiteral("val loss")), 1);
        QCOMPARE(panel.chartTitles().size(), 9);
    }

    // A week of device samples at 500 ms and more: every series stays within MaxPoints, keeps its
    // envelope (a single spike survives the thinning) and its last point, and the panel draws the
    // thinned series in place of the old points.
    void longRunsStayBounded()
    {
        lathe::ui::ChartsPanel panel;
        ChartModel* model = panel.model();
        const int samples = 2'000'000;
        const int spikeAt = 1'234'567;
        for (int i = 0; i < samples; ++i) {
            panel.addDeviceSample(sample(0.5 * i, i == spikeAt ? 100.0 : 40.0 + 10.0 * std::sin(i * 0.001)));
            if (i % 250'000 == 0)
                panel.flush(); // as the 500 ms timer would, now and then
        }
        panel.flush();
        const QString util = model->seriesOf(0);
        for (int row = 0; row < model->rowCount(); ++row) {
            QVERIFY2(model->points(row).size() <= ChartModel::MaxPoints, qPrintable(model->seriesOf(row)));
            QCOMPARE(model->added(row), qint64(samples));
            QVERIFY(model->revision(row) > 0);
            QCOMPARE(model->points(row).back().x(), 0.5 * (samples - 1)); // the last sample is shown
            QCOMPARE(panel.pointCount(model->chartOf(row), model->seriesOf(row)), int(model->points(row).size()));
        }
        const int row = model->rowOf(ChartModel::Utilisation, util);
        QVERIFY(row >= 0);
        double highest = 0, lowest = 100;
        for (const QPointF& p : model->points(row)) {
            highest = std::max(highest, p.y());
            lowest = std::min(lowest, p.y());
            QVERIFY(p.x() >= 0);
        }
        QCOMPARE(highest, 100.0);        // the one spike
        QVERIFY(lowest < 30.0 + 1e-6);   // and the troughs of the wave
        // In x order, as drawn.
        const auto& pts = model->points(row);
        QVERIFY(std::is_sorted(pts.begin(), pts.end(), [](const QPointF& a, const QPointF& b) { return a.x() < b.x(); }));
    }

    void envelopeKeepsExtremesAndTheLastPoint()
    {
        QList<QPointF> points;
        for (int i = 0; i < 1000; ++i)
            points.append(QPointF(i, i % 10 == 3 ? -5.0 : double(i % 7)));
        const QList<QPointF> e = ChartModel::envelope(points, 50);
        QVERIFY(e.size() <= 101);
        QCOMPARE(e.back(), points.back());
        int troughs = 0;
        for (const QPointF& p : e)
            troughs += p.y() == -5.0;
        QCOMPARE(troughs, 50); // each stretch of 20 has a -5 and keeps one
        QCOMPARE(ChartModel::envelope(points.mid(0, 10), 50), points.mid(0, 10)); // short: unchanged
    }

    void chartsZoomAndPan()
    {
        lathe::ui::ChartsPanel panel;
        panel.resize(900, 600);
        panel.show();
        for (int e = 1; e <= 5; ++e)
            panel.addEpoch({e, 5, {{"val_loss", 1.0 / e}}, 0.001, 1.0, 100.0, 1.0, false, {}});
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
};

QTEST_MAIN(TestCharts)
#include "tst_charts.moc"
