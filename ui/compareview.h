#pragma once
// The Compare tab: every run of the runs folder (a sweep's runs too) in one table, as W&B's run
// table and TensorBoard's hparams view — status, epochs, the chosen metric's last and best value,
// and a column per setting that differs between the runs ticked — and the ticked runs' curves of
// that metric overlaid on one axis. A run opens in the Training tab's full charts.

#include <QStringList>
#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QTableWidget;

namespace lathe::core {
struct RunsComparison;
}

namespace lathe::ui {

class PlotView;

class CompareView : public QWidget {
    Q_OBJECT
public:
    explicit CompareView(QWidget* parent = nullptr);
    ~CompareView() override;

    // Where the runs are; read when the tab is first shown (or refresh() is called).
    void setRunsDir(const QString& dir);
    // Reads the runs folder again, keeping what is ticked.
    void refresh();
    // The runs folder has changed (a run ended): read again now if shown, else when next shown.
    void runsChanged();
    // Ticks exactly these run folders (the Runs dock's Compare).
    void setChecked(const QStringList& runDirs);
    QStringList checkedRuns() const;
    void setMetric(const QString& key);
    QString metric() const;

    // For tests.
    QTableWidget* table() const { return m_table; }
    PlotView* plot() const { return m_plot; }
    QStringList differingSettings() const { return m_settings; }
    // The text of `column` (a header's text) in the row of `runDir`.
    QString cell(const QString& runDir, const QString& column) const;

Q_SIGNALS:
    void showRunRequested(const QString& runDir);

protected:
    void showEvent(QShowEvent* e) override;

private:
    void rebuild(); // table columns and the overlay, from what is ticked
    void drawOverlay();
    QString selectedRun() const;

    QString m_runsDir;
    QTableWidget* m_table;
    QComboBox* m_metric;
    PlotView* m_plot;
    QLabel* m_hint;
    std::unique_ptr<core::RunsComparison> m_all; // every run of the folder, read at refresh()
    QStringList m_runs;    // their folders, in table order
    QStringList m_checked; // the ticked ones
    QStringList m_settings;
    bool m_rebuilding = false;
    bool m_stale = true; // the runs folder changed since it was read
};

} // namespace lathe::ui
