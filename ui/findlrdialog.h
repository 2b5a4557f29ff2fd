#pragma once
// The Run menu's learning-rate finder: the range test's loss against the rate (a log axis) with its
// smoothed curve, the verification trials and the rate chosen, and a button that writes it into the
// config (training.lr, base_batch_size the batch it was found at). The finder works off the GUI
// thread in its own Session (SessionController::findLr); nothing is trained and no run folder written.

#include "config/config.h"
#include "events/events.h"

#include <QDialog>

class QLabel;
class QPushButton;
class QTableWidget;
class QChartView;
class QLineSeries;
class QScatterSeries;
class QLogValueAxis;
class QValueAxis;

namespace lathe::ui {

class SessionController;

class FindLrDialog : public QDialog {
    Q_OBJECT
public:
    FindLrDialog(const core::Config& config, QWidget* parent = nullptr);
    ~FindLrDialog() override;

    QTableWidget* table() const { return m_table; }
    QChartView* chartView() const { return m_chart; }
    int pointsPlotted() const;
    double foundRate() const { return m_result.found ? m_result.chosen : 0.0; }
    bool isFinished() const { return m_done; }
    QString summary() const;

Q_SIGNALS:
    // The rate chosen, and the batch (per rank) it was found at.
    void useLearningRate(double lr, int batch);

private:
    void showResult(const core::LrFinderResult& result);
    void finish(const core::RunFinishedEvent& e);

    SessionController* m_controller;
    QLabel* m_summary;
    QTableWidget* m_table;
    QChartView* m_chart;
    QScatterSeries* m_raw;
    QLineSeries* m_smoothed;
    QScatterSeries* m_trials;
    QScatterSeries* m_chosen;
    QLogValueAxis* m_x;
    QValueAxis* m_y;
    QPushButton* m_use;
    core::LrFinderResult m_result;
    bool m_done = false;
};

} // namespace lathe::ui
