#pragma once

#include <QDialog>
#include <QStringList>

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

namespace lathe::ui {

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
