#pragma once
// The Run menu's batch-size finder, with its memory-vs-batch chart and trial table (it works off the
// GUI thread in its own Session, SessionController), and File > Export Slurm job. The GPU self-test
// has its own file (selftestdialog.h).

#include "config/config.h"

#include <QDialog>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
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

// File > Export Slurm job: the sbatch script of `lathe-cli slurm` (dist/slurmscript.h) for the
// saved config, with the job's shape and the cluster's paths in a form and the script beside it.
class SlurmDialog : public QDialog {
    Q_OBJECT
public:
    // configFile: the saved config (absolute); runsDir: where runs go on the cluster by default;
    // program: lathe-cli as the cluster's nodes will find it.
    SlurmDialog(const QString& configFile, const QString& configName, const QString& runsDir, const QString& program,
                QWidget* parent = nullptr);

    QSpinBox* nodes() const { return m_nodes; }
    QSpinBox* gpusPerNode() const { return m_gpus; }
    QLineEdit* timeLimit() const { return m_time; }
    QSpinBox* signalLead() const { return m_lead; }
    // What is allowed but unwise about the job (slurmJobWarnings), as shown under the form.
    QStringList warnings() const { return m_warnings; }
    // The script for the form as it is, or empty with error() saying which field is wrong.
    QString script() const { return m_script; }
    QString error() const { return m_error; }
    // Writes the script (atomically, executable); false with the reason in error().
    bool saveTo(const QString& path);

private:
    void update();
    void saveAs();

    QString m_config, m_name;
    QSpinBox* m_nodes;
    QSpinBox* m_gpus;
    QSpinBox* m_tasks;
    QSpinBox* m_cpus;
    QLineEdit* m_time;
    QSpinBox* m_lead;
    QLineEdit* m_partition;
    QLineEdit* m_account;
    QLineEdit* m_runsDir;
    QLineEdit* m_program;
    QLabel* m_status;
    QPlainTextEdit* m_preview;
    QPushButton* m_save;
    QString m_script, m_error;
    QStringList m_warnings;
};

} // namespace lathe::ui
