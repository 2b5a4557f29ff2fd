#pragma once
// The Runs dock's "Predict…": a run's model.pt on new data, as `lathe-cli predict` does
// (core/train/predictor.h): image files, folders of images, CSV rows or time-series CSVs. The work
// runs on the window's BackgroundTasks; its progress and warnings come back to the log, and the first
// lines of the file it wrote are shown in a table. Cancel (or closing the dialog) stops it between
// batches and leaves no output.

#include <QDialog>
#include <QStringList>

#include <atomic>
#include <memory>

class QCheckBox;
class QDragEnterEvent;
class QDropEvent;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QTableWidget;

namespace lathe::ui {

class BackgroundTasks;

class PredictDialog : public QDialog {
    Q_OBJECT
public:
    PredictDialog(const QString& runDir, BackgroundTasks& tasks, QWidget* parent = nullptr);
    ~PredictDialog() override;

    void addInputs(const QStringList& paths);
    QStringList inputs() const;
    QLineEdit* output() const { return m_output; }
    QCheckBox* jsonLines() const { return m_jsonLines; }
    QPushButton* predictButton() const { return m_predict; }
    QTableWidget* preview() const { return m_preview; }
    QString logText() const;
    bool isRunning() const { return m_running; }

    // Starts predicting (the Predict button); predicted() is emitted when it has ended.
    void start();

Q_SIGNALS:
    // `ok`: the output was written (`count` lines); else the log says why (an error, or stopped).
    void predicted(bool ok, qint64 count);

protected:
    // Files and folders dropped on the dialog (from a file manager) are added to the inputs.
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void addLog(const QString& line, bool warning);
    void finish(bool ok, qint64 count, const QString& error);
    void showPreview();
    void updateButtons();

    QString m_runDir;
    BackgroundTasks& m_tasks;
    std::shared_ptr<std::atomic<bool>> m_cancel = std::make_shared<std::atomic<bool>>(false);
    bool m_running = false;
    QString m_written;       // the output file of the prediction started last (absolute)
    bool m_writtenAsLines = false; // and whether it is JSON lines
    QListWidget* m_inputs;
    QLineEdit* m_output;
    QCheckBox* m_jsonLines;
    QPlainTextEdit* m_log;
    QTableWidget* m_preview;
    QLabel* m_status;
    QPushButton* m_predict;
    QPushButton* m_cancelButton;
    QPushButton* m_remove;
    QPushButton* m_browse;
};

} // namespace lathe::ui
