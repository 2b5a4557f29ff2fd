#pragma once
// Live charts of a run: training curves on an epoch axis (loss, accuracy or the regression metric,
// learning rate, throughput and data wait) and device curves on a wall-clock axis (GPU or CPU
// utilisation, memory, power and temperature). Events are buffered and drawn at most twice a second,
// so charting never slows training.

#include "train/events.h"

#include <QHash>
#include <QList>
#include <QPointF>
#include <QWidget>

class QTimer;
class QChart;
class QChartView;
class QLineSeries;
class QValueAxis;

namespace lathe::ui {

class ChartsPanel : public QWidget {
    Q_OBJECT
public:
    explicit ChartsPanel(QWidget* parent = nullptr);

    void clear();
    void addStarted(const core::RunStartedEvent& e);
    void addBatch(const core::BatchEvent& e);
    void addEpoch(const core::EpochEvent& e);
    void addDeviceSample(const core::DeviceSampleEvent& e);

    // Draws what is buffered now (the timer does this every 500 ms).
    void flush();
    bool savePng(const QString& file);

    // Points drawn so far in a chart's series, for tests: ("Loss", "val loss").
    int pointCount(const QString& chart, const QString& series) const;
    QStringList chartTitles() const;

private:
    struct Plot {
        QChart* chart = nullptr;
        QChartView* view = nullptr;
        QValueAxis* x = nullptr;
        QValueAxis* y = nullptr;
        QHash<QString, QLineSeries*> series;
        QHash<QString, QList<QPointF>> pending;
    };
    Plot& plot(const QString& title);
    void add(const QString& chart, const QString& series, double x, double y, bool deviceValue = false);
    Plot* createPlot(const QString& title, const QString& xTitle, const QString& yTitle, int row, int column);

    QHash<QString, Plot*> m_plots;
    QList<Plot*> m_order;
    QTimer* m_timer;
    std::int64_t m_stepsPerEpoch = 1;
    bool m_deviceIsGpu = false;
};

} // namespace lathe::ui
