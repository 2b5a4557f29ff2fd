#pragma once
// Live charts of a run: training curves on an epoch axis (loss, accuracy or the regression metric,
// learning rate, throughput and data wait) and device curves on a wall-clock axis (GPU or CPU
// utilisation, memory, power and temperature). Events are buffered and drawn at most twice a second,
// so charting never slows training.

#include "chartmodel.h"

#include <QHash>
#include <QList>
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

    // What the charts show; run events go in here (MainWindow connects them).
    ChartModel* model() const { return m_model; }
    void clear();
    void addStarted(const core::RunStartedEvent& e) { m_model->addStarted(e); }
    void addBatch(const core::BatchEvent& e) { m_model->addBatch(e); }
    void addEpoch(const core::EpochEvent& e) { m_model->addEpoch(e); }
    void addDeviceSample(const core::DeviceSampleEvent& e) { m_model->addDeviceSample(e); }

    // Draws what the model has that is not drawn yet (the timer does this every 500 ms).
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
    };
    void forgetDrawn();
    Plot* createPlot(const QString& key, const QString& xTitle, const QString& yTitle, int row, int column);

    ChartModel* m_model;
    QHash<QString, Plot*> m_plots;
    QList<Plot*> m_order;
    QList<int> m_drawn; // per model row: points already drawn
    QList<int> m_drawnRevision; // the model revision of each row when drawn
    QTimer* m_timer;
};

} // namespace lathe::ui
