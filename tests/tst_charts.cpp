// The Charts tab: the model behind it (a row per series, built from run events, inspected here as
// any QAbstractItemModel) and the panel that draws it — drawn only on flush, cleared with the model,
// zoomed with the wheel and panned with the keys.

#include "chartmodel.h"
#include "chartspanel.h"
#include "plotview.h"
#include "util/axisticks.h"

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
using lathe::ui::PlotView;
using lathe::core::NumberStyle;

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
        model.addStarted({"", "run", "cpu", "fp32", {}, "mlp", 10, 32, 2, 1, 4, 128, 0, 0, 1});
        model.addBatch({1, 2, 2, 4, 0.7, 0.01, 500.0});
        model.addEpoch({1, 2, {{"train_loss", 0.6}, {"val_loss", 0.5}, {"val_r2", -0.25}, {"val_top5", 0.9}}, 0.01, 2.0, 64.0, 3.0, true, {}});
        model.addDeviceSample(sample(0.5, 40.0));
        model.addDeviceSample(sample(1.0, -1.0));

        const int batch = model.rowOf(ChartModel::Loss, QStringLiteral("batch loss"));
        QVERIFY(batch >= 0);
        QCOMPARE(model.points(batch).front(), QPointF(0.5, 0.7)); // step 2 of 4 in epoch 1
        QCOMPARE(model.points(model.rowOf(ChartModel::Loss, QStringLiteral("val loss"))).size(), 1);
        QCOMPARE(model.points(model.rowOf(ChartModel::Metric, QStringLiteral("val R²"))).front().y(), -0.25);
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

    // A run read from its folder (epochs, no steps) still charts its learning rate, one point an
    // epoch; a live run's steps give it alone. A resumed run's second session of device readings
    // (its clock from 0 again) goes on after the first instead of drawing over it.
    void aRunReadFromItsFolderChartsItsRateAndOneClock()
    {
        ChartModel shown;
        shown.addStarted({"", "run", "cpu", "fp32", {}, "mlp", 10, 32, 2, 1, 4, 128, 0, 0, 1});
        shown.addEpoch({1, 2, {{"train_loss", 0.6}}, 0.01, 2.0, 64.0, 3.0, true, {}});
        shown.addEpoch({2, 2, {{"train_loss", 0.5}}, 0.005, 2.0, 64.0, 3.0, true, {}});
        const int rate = shown.rowOf(ChartModel::LearningRate, QStringLiteral("learning rate"));
        QVERIFY(rate >= 0);
        QCOMPARE(shown.points(rate), (QList<QPointF>{{1, 0.01}, {2, 0.005}}));
        for (const double t : {0.5, 22.5, 0.5, 10.0})
            shown.addDeviceSample(sample(t, 50.0));
        QCOMPARE(shown.points(shown.rowOf(ChartModel::Utilisation, QStringLiteral("GPU 0"))),
                 (QList<QPointF>{{0.5, 50.0}, {22.5, 50.0}, {23.0, 50.0}, {32.5, 50.0}}));

        ChartModel live;
        live.addStarted({"", "run", "cpu", "fp32", {}, "mlp", 10, 32, 2, 1, 4, 128, 0, 0, 1});
        live.addBatch({1, 2, 2, 4, 0.7, 0.01, 500.0});
        live.addEpoch({1, 2, {{"train_loss", 0.6}}, 0.008, 2.0, 64.0, 3.0, true, {}});
        QCOMPARE(live.points(live.rowOf(ChartModel::LearningRate, QStringLiteral("learning rate"))), (QList<QPointF>{{0.5, 0.01}}));
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
        // One epoch: its point in the middle of the x axis (0 … 2), not on the edge of 1 … 2.
        const QStringList ticks = panel.plot(ChartModel::Loss)->tickLabels(Qt::Horizontal);
        QVERIFY2(ticks.size() >= 3 && ticks.front().toDouble() < 1 && ticks.back().toDouble() > 1, qPrintable(ticks.join(QLatin1Char(' '))));
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

    // Ticks at 1, 2, 2.5 or 5 times a power of ten, labels with the decimals the step needs.
    void ticksAreNiceNumbers()
    {
        const auto t = lathe::core::niceTicks(0.23, 1.38, 5);
        QCOMPARE(t.step, 0.25);
        QCOMPARE(t.lo, 0.0);
        QCOMPARE(t.hi, 1.5);
        QStringList labels;
        for (double v : t.values)
            labels << QString::fromStdString(lathe::core::tickLabel(v, t.step, NumberStyle::Plain));
        QCOMPARE(labels.join(QLatin1Char(' ')), QStringLiteral("0 0.25 0.50 0.75 1.00 1.25 1.50"));
        for (const double range : {0.0031, 7.3, 54428.1, 1.9e7}) {
            const auto r = lathe::core::niceTicks(0, range, 5);
            const double mantissa = r.step / std::pow(10.0, std::floor(std::log10(r.step) + 1e-9));
            QVERIFY2(std::abs(mantissa - 1) < 1e-9 || std::abs(mantissa - 2) < 1e-9 || std::abs(mantissa - 2.5) < 1e-9
                         || std::abs(mantissa - 5) < 1e-9,
                     qPrintable(QString::number(r.step)));
            QVERIFY(r.values.size() >= 3 && r.values.size() <= 7 && r.lo <= 0 && r.hi >= range);
        }
        QCOMPARE(lathe::core::tickLabel(50000, 10000, NumberStyle::Si), std::string("50k"));
        QCOMPARE(lathe::core::tickLabel(12500, 2500, NumberStyle::Si), std::string("12.5k"));
        QCOMPARE(lathe::core::tickLabel(2.5e6, 5e5, NumberStyle::Si), std::string("2.5M"));
        QCOMPARE(lathe::core::tickLabel(500, 250, NumberStyle::Si), std::string("500"));
        QCOMPARE(lathe::core::tickLabel(0.0015, 0.0005, NumberStyle::Scientific), std::string("1.5e-3"));
        QCOMPARE(lathe::core::tickLabel(0.002, 0.0005, NumberStyle::Scientific), std::string("2e-3"));
        QCOMPARE(lathe::core::tickLabel(0.2, 0.05, NumberStyle::Scientific), std::string("0.20")); // large steps stay plain
        QCOMPARE(lathe::core::formatReading(54428.1, NumberStyle::Si), std::string("54.4k"));
        QCOMPARE(lathe::core::formatReading(0.0021, NumberStyle::Scientific), std::string("2.10e-3"));
        QCOMPARE(lathe::core::formatReading(0.231456, NumberStyle::Plain, 4), std::string("0.2315"));
        QCOMPARE(lathe::core::formatReading(std::nan(""), NumberStyle::Plain), std::string("NaN"));
        // A log axis: the decades, and 2 and 5 between them when it spans less than three.
        std::vector<double> decades = lathe::core::logTicks(1e-4, 1e-1).values;
        QCOMPARE(decades.size(), std::size_t(4));
        QVERIFY(std::abs(decades.front() - 1e-4) < 1e-12 && std::abs(decades.back() - 0.1) < 1e-12);
        const std::vector<double> fine = lathe::core::logTicks(0.2, 3).values;
        QCOMPARE(fine.size(), std::size_t(4)); // 0.2 0.5 1 2
        QVERIFY(std::abs(fine[1] - 0.5) < 1e-12 && std::abs(fine[3] - 2) < 1e-12);
    }

    // What a user reads off the charts: round ticks with units, the learning rate in scientific
    // notation, samples/s with SI prefixes, markers while there are few points, the colours of a
    // series the same whatever order the series came in, exact values under the mouse.
    void chartsAreReadable()
    {
        lathe::ui::ChartsPanel panel;
        panel.resize(1200, 800);
        panel.show();
        panel.addStarted({"", "run", "cpu", "fp32", {}, "mlp", 10, 32, 8, 1, 100, 128, 0, 0, 1});
        for (int e = 1; e <= 8; ++e)
            panel.addEpoch({e, 8, {{"train_loss", 1.0 / e + 0.13}, {"val_loss", 1.1 / e + 0.17}, {"val_accuracy", 0.6 + 0.03 * e}}, 0.002 / e,
                            1.3, 54428.1 - 700.0 * e, 1.7, false, {}});
        for (int step = 1; step <= 300; ++step)
            panel.addBatch({1 + (step - 1) / 100, (step - 1) % 100 + 1, step, 100, 1.0 / (1 + step * 0.01) + 0.05 * std::sin(step), 0.002 / (1 + step * 0.01), 500.0});
        panel.flush();
        PlotView* loss = panel.plot(ChartModel::Loss);
        QTRY_VERIFY2(loss->tickLabels(Qt::Vertical).size() >= 3, qPrintable(loss->tickLabels(Qt::Vertical).join(QLatin1Char(' '))));
        const QStringList y = loss->tickLabels(Qt::Vertical);
        for (const QString& label : y) {
            bool ok = false;
            const double v = label.toDouble(&ok);
            QVERIFY2(ok && label.size() <= 5, qPrintable(label));
            const double scaled = v * 100; // steps of 0.05, 0.1, 0.2, 0.25 …: two decimals at most
            QVERIFY2(std::abs(scaled - std::round(scaled)) < 1e-6, qPrintable(label));
        }
        for (const QString& label : panel.plot(ChartModel::LearningRate)->tickLabels(Qt::Vertical))
            QVERIFY2(label == QLatin1String("0") || label.contains(QLatin1String("e-")), qPrintable(label));
        for (const QString& label : panel.plot(ChartModel::Throughput)->tickLabels(Qt::Vertical))
            QVERIFY2(label == QLatin1String("0") || label.endsWith(QLatin1Char('k')), qPrintable(label));
        QVERIFY(!loss->tickLabels(Qt::Horizontal).isEmpty());

        // The last epoch lies on the last x tick and the highest loss near the top one: both stay
        // inside the plot with room for their markers.
        const QRectF range = loss->plotRange();
        QVERIFY2(range.right() > 8.0 && range.right() < 8.5, qPrintable(QString::number(range.right())));
        QVERIFY2(range.bottom() > 1.27, qPrintable(QString::number(range.bottom())));
        QVERIFY(loss->tickLabels(Qt::Horizontal).contains(QStringLiteral("8")));
        QVERIFY(loss->gridShown());

        QVERIFY(loss->markersShown(QStringLiteral("val loss")));     // 8 points
        QVERIFY(!loss->markersShown(QStringLiteral("batch loss")));  // 300
        QCOMPARE(loss->colourOf(QStringLiteral("val loss")), PlotView::seriesColour(QStringLiteral("val_loss")));
        QVERIFY(loss->colourOf(QStringLiteral("val loss")) != loss->colourOf(QStringLiteral("train loss")));
        QCOMPARE(PlotView::seriesColour(QStringLiteral("node2:gpu1_util")), PlotView::seriesColour(QStringLiteral("gpu1_memory")));
        QVERIFY(PlotView::seriesColour(QStringLiteral("gpu0_util")) != PlotView::seriesColour(QStringLiteral("gpu1_util")));
        // A regression's validation scores on one chart, and the runs Compare draws: each its own colour.
        const QStringList scores{QStringLiteral("val_mae"), QStringLiteral("val_rmse"), QStringLiteral("val_r2"), QStringLiteral("train_loss")};
        const QStringList runs{QStringLiteral("run0"), QStringLiteral("run1"), QStringLiteral("run2"), QStringLiteral("run3"), QStringLiteral("run4"),
                               QStringLiteral("run5"), QStringLiteral("run6"), QStringLiteral("run7"), QStringLiteral("run8"), QStringLiteral("run9")};
        for (const QStringList& keys : {scores, runs}) {
            QSet<QRgb> colours;
            for (const QString& k : keys)
                colours.insert(PlotView::seriesColour(k).rgb());
            QCOMPARE(colours.size(), keys.size());
        }
        lathe::ui::ChartsPanel other; // the series in another order: the same colours
        other.addEpoch({1, 8, {{"val_loss", 0.5}}, 0.001, 1.0, 1.0, 1.0, false, {}});
        other.addEpoch({2, 8, {{"train_loss", 0.5}, {"val_loss", 0.4}}, 0.001, 1.0, 1.0, 1.0, false, {}});
        other.flush();
        QCOMPARE(other.plot(ChartModel::Loss)->colourOf(QStringLiteral("train loss")), loss->colourOf(QStringLiteral("train loss")));
        // A run read from its folder: each epoch's rate, the 0 a cosine schedule ends at too.
        lathe::ui::ChartsPanel cosine;
        for (const auto& [epoch, lr] : {std::pair{1, 0.01}, std::pair{2, 0.005}, std::pair{3, 0.0}})
            cosine.addEpoch({epoch, 3, {{"train_loss", 0.5}}, lr, 1.0, 1.0, 1.0, false, {}});
        cosine.flush();
        QCOMPARE(cosine.plot(ChartModel::LearningRate)->pointCount(QStringLiteral("learning rate")), 3);

        const QString readout = loss->readout(3.1);
        QVERIFY2(readout.startsWith(QStringLiteral("epoch 3")) && readout.contains(QStringLiteral("val loss: 0.5367")),
                 qPrintable(readout));
        QVERIFY2(readout.contains(QStringLiteral("smoothed")), qPrintable(readout)); // the batch loss, smoothed by default
    }

    // TensorBoard's smoothing: a debiased EMA; the values stay drawn, and their count is the points'.
    void smoothingAndLogScale()
    {
        const QList<QPointF> flat{{0, 2}, {1, 2}, {2, 2}, {3, 2}};
        QCOMPARE(PlotView::smoothed(flat, 0.9), flat); // debiased: no pull towards zero at the start
        const QList<QPointF> jump{{0, 0}, {1, 0}, {2, 10}, {3, 10}};
        const QList<QPointF> s = PlotView::smoothed(jump, 0.5);
        QVERIFY(s[2].y() > 0 && s[2].y() < 10 && s[3].y() > s[2].y());
        QCOMPARE(PlotView::smoothed(jump, 0.0), jump);

        lathe::ui::ChartsPanel panel;
        panel.resize(1200, 800);
        panel.show();
        for (int step = 1; step <= 200; ++step)
            panel.addBatch({1, step, step, 200, 2.0 * std::exp(-step / 40.0) + 0.01, 1e-3, 500.0});
        panel.flush();
        PlotView* loss = panel.plot(ChartModel::Loss);
        QCOMPARE(loss->pointCount(QStringLiteral("batch loss")), 200);
        panel.setSmoothing(0.0);
        QVERIFY(!loss->readout(50).contains(QStringLiteral("smoothed")));
        panel.setSmoothing(0.9);
        QVERIFY(loss->readout(50).contains(QStringLiteral("smoothed")));
        QCOMPARE(loss->pointCount(QStringLiteral("batch loss")), 200);

        panel.setLogScale(true);
        QVERIFY(loss->logScale() && panel.plot(ChartModel::LearningRate)->logScale());
        QVERIFY(!panel.plot(ChartModel::Throughput)->logScale());
        QTest::qWait(20); // the ticks follow once the layout settles
        const QStringList y = loss->tickLabels(Qt::Vertical); // 0.01 … 2: decades
        QVERIFY2(y.contains(QStringLiteral("0.1")) && y.contains(QStringLiteral("1")), qPrintable(y.join(QLatin1Char(' '))));
        panel.setLogScale(false);
        QVERIFY(!loss->logScale());
    }

    // An empty chart says why it is empty; double-clicking a chart enlarges it and back.
    void emptyChartsExplainAndChartsEnlarge()
    {
        lathe::ui::ChartsPanel panel;
        panel.resize(1200, 800);
        panel.show();
        PlotView* power = panel.plot(ChartModel::Power);
        QVERIFY(power->isEmptyShown());
        QVERIFY(!power->gridShown()); // no grid line through the note
        QVERIFY(!power->tickLabelsShown()); // nor numbers of data to come (a lone 1e+00 on a log axis)
        QVERIFY(!panel.plot(ChartModel::LearningRate)->tickLabelsShown());
        QVERIFY(power->emptyText().startsWith(QStringLiteral("No run yet")));
        panel.addStarted({"", "run", "cpu", "fp32", {}, "mlp", 10, 32, 2, 1, 4, 128, 0, 0, 1});
        panel.addDeviceSample(sample(0.5, -1)); // a CPU run: no GPU readings
        panel.flush();
        QVERIFY(power->isEmptyShown());
        QVERIFY2(power->emptyText().contains(QStringLiteral("NVML")), qPrintable(power->emptyText()));
        QVERIFY(!panel.plot(ChartModel::Memory)->isEmptyShown()); // the process's memory is there
        QVERIFY(panel.plot(ChartModel::Memory)->gridShown());
        QVERIFY(panel.plot(ChartModel::Memory)->tickLabelsShown());
        // A run that ended before the monitor's first reading does not say it is still waiting.
        lathe::ui::ChartsPanel brief;
        brief.addStarted({"", "brief", "cpu", "fp32", {}, "mlp", 10, 32, 2, 1, 4, 128, 0, 0, 1});
        QVERIFY(brief.plot(ChartModel::Utilisation)->emptyText().startsWith(QStringLiteral("Waiting for the first device reading")));
        brief.addFinished();
        QVERIFY2(brief.plot(ChartModel::Utilisation)->emptyText().startsWith(QStringLiteral("The run ended without a device reading")),
                 qPrintable(brief.plot(ChartModel::Utilisation)->emptyText()));
        lathe::core::FollowStatus resumed; // a followed run that its job resumed
        resumed.state = lathe::core::FollowState::Live;
        brief.setFollowStatus(resumed);
        QVERIFY(brief.plot(ChartModel::Utilisation)->emptyText().startsWith(QStringLiteral("Waiting for the first device reading")));

        QCOMPARE(panel.enlarged(), QString());
        QTest::mouseDClick(panel.plot(ChartModel::Memory)->viewport(), Qt::LeftButton, {}, QPoint(100, 80));
        QCOMPARE(panel.enlarged(), ChartModel::Memory);
        QVERIFY(!panel.plot(ChartModel::Loss)->isVisible());
        QTRY_VERIFY(panel.plot(ChartModel::Memory)->width() > 900);
        QTest::mouseDClick(panel.plot(ChartModel::Memory)->viewport(), Qt::LeftButton, {}, QPoint(100, 80));
        QCOMPARE(panel.enlarged(), QString());
        QVERIFY(panel.plot(ChartModel::Loss)->isVisible());
    }

    // The note wraps where Unicode lets a line break: between two Chinese characters, between
    // words, never inside a setting's name (the Chinese note broke "monitor.in / terval_ms").
    void emptyNotesWrapBetweenWords()
    {
        PlotView plot(QStringLiteral("Utilisation %"), QStringLiteral("s"), QStringLiteral("%"), lathe::core::NumberStyle::Plain);
        plot.resize(400, 260);
        plot.show();
        const QString setting = QStringLiteral("monitor.interval_ms");
        for (const QString& note : {QStringLiteral("运行结束前没有得到设备读数（monitor.enabled、monitor.interval_ms）"),
                                    QStringLiteral("The run ended without a device reading (monitor.enabled, monitor.interval_ms)")}) {
            plot.setEmptyText(note);
            const QStringList lines = plot.emptyLines();
            QVERIFY2(lines.size() >= 2, qPrintable(lines.join(QLatin1Char('|')))); // wider than the plot
            QVERIFY2(std::any_of(lines.begin(), lines.end(), [&](const QString& l) { return l.contains(setting); }),
                     qPrintable(lines.join(QLatin1Char('|'))));
            QString joined;
            for (const QString& l : lines)
                joined += l;
            QCOMPARE(joined.remove(QLatin1Char(' ')), QString(note).remove(QLatin1Char(' '))); // nothing lost
            QVERIFY(!lines.front().startsWith(QLatin1Char(' ')) && !lines.back().endsWith(QLatin1Char(' ')));
        }
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
        QKeyEvent home(QEvent::KeyPress, Qt::Key_Home, Qt::NoModifier); // back to all the data
        QApplication::sendEvent(view, &home);
        QVERIFY(!view->chart()->isZoomed());
    }
};

QTEST_MAIN(TestCharts)
#include "tst_charts.moc"
