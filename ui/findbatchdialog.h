#pragma once
// Run › Find batch size: the batch-size finder's memory-against-batch chart and trial table, run off
// the GUI thread in its own Session (SessionController), and what the batch found means for the
// learning rate; Use writes the batch (and the rate's scaling) into the form.

#include "config/config.h"

#include <QDialog>

class QCheckBox;
class QLabel;
class QPushButton;
class QTableWidget;

class QChartView;
class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace lathe::core {
struct FinderTrialEvent;
struct RunFinishedEvent;
}

namespace lathe::ui {

class SessionController;

class FindBatchDialog : public QDialog {
    Q_OBJECT
public:
    FindBatchDialog(const core::Config& config, QWidget* parent = nullptr);
    ~FindBatchDialog() override;

    QTableWidget* table() const { return m_table; }
    QChartView* chartView() const { return m_chart; }
    // The trials plotted (fits, and over budget or out of memory).
    int pointsPlotted() const;
    int foundBatch() const { return m_found; }
    bool isFinished() const { return m_done; }

    // Whether "Use" also sets training.lr_scaling (and base_batch_size to the batch lr was chosen for).
    QCheckBox* scaleLearningRate() const { return m_scaleLr; }
    QString summary() const;

Q_SIGNALS:
    // `lrScaling` is empty when the learning-rate settings stay as they are.
    void useBatch(int batch, const QString& lrScaling, int baseBatch);

private:
    void addTrial(const core::FinderTrialEvent& e);
    void finish(const core::RunFinishedEvent& e);
    // What the batch found means for the learning rate, and on a CPU why the search stopped.
    QStringList learningRateNotes();

    SessionController* m_controller;
    QLabel* m_summary;
    QTableWidget* m_table;
    QChartView* m_chart;
    QScatterSeries* m_ok;
    QScatterSeries* m_over;
    QLineSeries* m_target;
    QValueAxis* m_x;
    QValueAxis* m_y;
    QPushButton* m_use;
    QCheckBox* m_scaleLr;
    core::TrainingConfig m_training;
    int m_maxBatchSetting = 0; // batch_finder.max_batch, or the training split when smaller
    bool m_onCpu = false;
    double m_fastestRate = 0;
    std::int64_t m_fastestBatch = 0;
    QString m_scaleRule;
    int m_scaleBase = 0; // the batch training.lr was chosen for
    int m_found = 0;
    bool m_done = false;
    double m_maxBatch = 1, m_maxMiB = 1;
};

} // namespace lathe::ui
