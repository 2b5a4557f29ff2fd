#pragma once
// Live charts of a run: training curves on an epoch axis (loss, accuracy or the regression metric,
// learning rate, throughput, epoch time and data wait) and device curves on a wall-clock axis (GPU
// or CPU utilisation, memory, power and temperature), each a PlotView. Above them: smoothing, a log
// scale for loss and learning rate, and a zoom reset for all; double-clicking a chart enlarges it.
// Events are buffered in the model and drawn at most once a second, so charting never slows
// training.

#include "chartmodel.h"
#include "run/runfollower.h"
#include "run/runrecord.h"
#include "util/axisticks.h"

#include <QHash>
#include <QList>
#include <QWidget>

class QCheckBox;
class QGridLayout;
class QLabel;
class QSlider;
class QTimer;
class QToolButton;

namespace lathe::ui {

class PlotView;

class ChartsPanel : public QWidget {
    Q_OBJECT
public:
    explicit ChartsPanel(QWidget* parent = nullptr);

    // What the charts show; run events go in here (MainWindow connects them).
    ChartModel* model() const { return m_model; }
    void clear();
    void addStarted(const core::RunStartedEvent& e);
    void addBatch(const core::BatchEvent& e) { m_model->addBatch(e); }
    void addEpoch(const core::EpochEvent& e) { m_model->addEpoch(e); }
    void addDeviceSample(const core::DeviceSampleEvent& e) { m_model->addDeviceSample(e); }
    // The run ended: what is drawn now, and a device chart still empty says why (no reading came).
    void addFinished();
    // A followed run (RunWatcher) that its job resumed is no longer ended.
    void setFollowStatus(const core::FollowStatus& status);

    // A finished (or stopped) run from its folder's records: its epochs and device samples, drawn now.
    void showRun(const core::RunRecord& run);

    // Draws what the model has that is not drawn yet (the timer does this every second).
    void flush();
    // All charts as one PNG, whether or not the tab was ever shown.
    bool savePng(const QString& file);

    // Points drawn so far in a chart's series, for tests: ("Loss", "val loss").
    int pointCount(const QString& chart, const QString& series) const;
    QStringList chartTitles() const;
    // The chart under its key (ChartModel::Loss …), for tests and the window.
    PlotView* plot(const QString& chart) const { return m_plots.value(chart); }

    // 0 … 0.99, as the slider sets it: the EMA weight of noisy series in every chart.
    void setSmoothing(double weight);
    double smoothing() const;
    // Loss and learning rate on a logarithmic axis.
    void setLogScale(bool on);
    void resetZoom();
    // Shows only `chart` (its key), large; an empty key shows them all again.
    void enlarge(const QString& chart);
    QString enlarged() const { return m_enlarged; }

protected:
    void resizeEvent(QResizeEvent* e) override;

private:
    PlotView* createPlot(const QString& key, const QString& xTitle, const QString& yTitle, core::NumberStyle yStyle);
    void layOut(); // the charts in as many columns as the width holds
    void forgetDrawn();
    void updateEmptyTexts();

    ChartModel* m_model;
    QHash<QString, PlotView*> m_plots;
    QList<QString> m_order; // chart keys in reading order
    QList<int> m_drawn;         // per model row: points already handed to its plot
    QList<int> m_drawnRevision; // the model revision of each row when handed over
    QTimer* m_timer;
    QWidget* m_grid;
    QGridLayout* m_gridLayout;
    int m_columns = 0;
    QString m_enlarged;
    QSlider* m_smoothing;
    QLabel* m_smoothingValue;
    QCheckBox* m_log;
    QToolButton* m_showAll;
    bool m_onGpu = false, m_started = false, m_ended = false;
};

} // namespace lathe::ui
