#pragma once
// The run history (Runs dock): every run folder under the runs folder with its key results; show a run
// in the Training tab, compare the selected runs in the Compare tab, open a run's folder, resume it,
// show its evaluation, predict with its model or export its report.

#include <QWidget>

class QTableWidget;

namespace lathe::ui {

class HistoryPanel : public QWidget {
    Q_OBJECT
public:
    explicit HistoryPanel(QWidget* parent = nullptr);

    void setRunsDir(const QString& dir);
    // A run opened from elsewhere (File › Open run…, the command line): listed and selected. Where it
    // is not in the runs folder shown, the dock moves to the folder it is in (a sweep's run: the
    // folder holding the sweep, which lists it under its sweep).
    void showRun(const QString& runDir);
    QString runsDir() const { return m_runsDir; }
    void refresh();
    QTableWidget* table() const { return m_table; }
    QStringList selectedRuns() const;

Q_SIGNALS:
    void resumeRequested(const QString& runDir);
    void reportRequested(const QString& runDir);
    void evaluationRequested(const QString& runDir);
    // Predict: the selected run's model.pt on new data.
    void predictRequested(const QString& runDir);
    // The selected run belongs to a sweep: show the comparison of `sweepDir`.
    void comparisonRequested(const QString& sweepDir);
    // Compare: the selected runs side by side in the Compare tab.
    void compareRequested(const QStringList& runDirs);
    // Show: the selected run's charts and dashboard in the Training tab.
    void showRunRequested(const QString& runDir);
    void runsDirChanged(const QString& dir);
    // One run selected: what the views that follow the selection show (the Data tab).
    void runSelected(const QString& runDir);
    // For the status bar (a selected run folder moved or deleted since the list was read).
    void message(const QString& text, int timeoutMs);

private:
    // The selected runs, for a button to act on: none, and the list read again, when one of them is
    // no longer where the list found it (renamed, moved, deleted).
    QStringList runsToActOn();

    QString m_runsDir;
    QTableWidget* m_table;
};

} // namespace lathe::ui
