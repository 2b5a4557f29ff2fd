#pragma once
// The run dock: a table of finished epochs and the log, fed by SessionController's signals.
// (Live charts replace the table's role with the full workbench.)

#include "events/events.h"

#include <vector>

#include <QWidget>

class QComboBox;
class QPlainTextEdit;
class QTableWidget;
class QLabel;
class QProgressBar;

namespace lathe::core {
struct LogRecord;
struct RunRecord;
}

namespace lathe::ui {

class FindBar;

class RunPanel : public QWidget {
    Q_OBJECT
public:
    explicit RunPanel(QWidget* parent = nullptr);

    void clear();
    void showStarted(const core::RunStartedEvent& e);
    void showBatch(const core::BatchEvent& e);
    void showEpoch(const core::EpochEvent& e);
    void showLog(const core::LogEvent& e);
    // A past run as its folder recorded it: the headline, its epochs and how far it got.
    void showRecordedRun(const core::RunRecord& run);
    // A past run's log as its folder recorded it (run/runrecord.h readLog), each line at its time.
    void showRecordedLog(const std::vector<core::LogRecord>& log);
    void showFinished(const core::RunFinishedEvent& e);

    QTableWidget* epochTable() const { return m_epochs; }
    QPlainTextEdit* logView() const { return m_log; }
    FindBar* logFindBar() const { return m_logFind; }
    QString headline() const;
    // Log filter: 0 everything, 1 warnings and errors, 2 advice only.
    void setLogFilter(int filter);
    QString progressText() const;
    // Reported columns the dock is too narrow for (they are in each row's tooltip).
    int hiddenColumns() const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QLabel* m_headline;
    QProgressBar* m_progress;
    QTableWidget* m_epochs;
    QPlainTextEdit* m_log;
    int m_epochCount = 0;
    bool m_headed = false; // the headline names the run shown (started, or recorded); not after clear()
    QComboBox* m_filter;
    FindBar* m_logFind;
    struct Line {
        core::LogLevel level;
        QString text;
    };
    QList<Line> m_lines; // kept to re-filter
    // The progress bar's text, longest first: the longest that fits the bar is shown.
    QStringList m_progressTexts;
    std::vector<bool> m_reported; // per epoch-table column: some epoch had a value for it
    void fitProgressText();
    // As many of the reported columns as fit whole, in their order (validation first); the rest
    // are in each row's tooltip.
    void fitColumns();
    void appendLine(const Line& line);
    void addLine(core::LogLevel level, const QString& time, const QString& text);
};

} // namespace lathe::ui
