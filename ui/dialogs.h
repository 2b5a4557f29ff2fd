#pragma once
// The Run menu's tools: the batch-size finder with its memory-vs-batch chart and trial table, and
// the GPU self-test (lathe-cli doctor). Both work on threads of their own; the window stays live.

#include "config/config.h"

#include <QDialog>

#include <atomic>
#include <memory>
#include <thread>

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
    explicit DoctorDialog(QWidget* parent = nullptr);
    ~DoctorDialog() override;
    QString reportText() const;
    bool isFinished() const { return m_done; }

private:
    QLabel* m_status;
    QPlainTextEdit* m_text;
    std::thread m_thread;
    std::shared_ptr<std::atomic<bool>> m_alive = std::make_shared<std::atomic<bool>>(true);
    bool m_done = false;
};

} // namespace lathe::ui
