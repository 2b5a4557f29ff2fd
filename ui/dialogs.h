#pragma once
// The Run menu's tools: the batch-size finder with its memory-vs-batch chart and trial table, and
// the GPU self-test (lathe-cli doctor). Both work off the GUI thread, on threads with an owner that
// ends them: the finder in its own Session (SessionController), the self-test on the window's
// BackgroundTasks.

#include "config/config.h"

#include <QDialog>

class QLabel;
class QPlainTextEdit;
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

class BackgroundTasks;
class SessionController;

class FindBatchDialog : public QDialog {
    Q_OBJECT
public:
    FindBatchDialog(const core::Config& config, QWidget* parent = nullptr);
    ~FindBatchDialog() override;

    QTableWidget* table() const { return m_table; }
    int foundBatch() const { return m_found; }
    bool isFinished() const { return m_done; }

Q_SIGNALS:
    void useBatch(int batch);

private:
    void addTrial(const core::FinderTrialEvent& e);
    void finish(const core::RunFinishedEvent& e);

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
    int m_found = 0;
    bool m_done = false;
    double m_maxBatch = 1, m_maxMiB = 1;
};

class DoctorDialog : public QDialog {
    Q_OBJECT
public:
    // The checks run on `tasks`, which outlives the dialog; closing the dialog drops their result.
    DoctorDialog(BackgroundTasks& tasks, QWidget* parent = nullptr);
    QString reportText() const;
    bool isFinished() const { return m_done; }

private:
    QLabel* m_status;
    QPlainTextEdit* m_text;
    bool m_done = false;
};

} // namespace lathe::ui
