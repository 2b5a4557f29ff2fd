#pragma once
// The run history: every run folder under the runs folder with its key results; select two or more
// to overlay their curves; open a run's folder, resume it, show its evaluation or export its report.

#include <QWidget>

class QChartView;
class QComboBox;
class QTableWidget;

namespace lathe::ui {

class HistoryPanel : public QWidget {
    Q_OBJECT
public:
    explicit HistoryPanel(QWidget* parent = nullptr);

    void setRunsDir(const QString& dir);
    QString runsDir() const { return m_runsDir; }
    void refresh();
    QTableWidget* table() const { return m_table; }
    QStringList selectedRuns() const;
    // Overlays `metric` (a metrics.jsonl key) of the selected runs; returns the number of series.
    int overlay(const QString& metric);
    QChartView* chartView() const { return m_chart; }

Q_SIGNALS:
    void resumeRequested(const QString& runDir);
    void reportRequested(const QString& runDir);
    void evaluationRequested(const QString& runDir);
    // The selected run belongs to a sweep: show the comparison of `sweepDir`.
    void comparisonRequested(const QString& sweepDir);

private:
    QString m_runsDir;
    QTableWidget* m_table;
    QComboBox* m_metric;
    QChartView* m_chart;
};

} // namespace lathe::ui
