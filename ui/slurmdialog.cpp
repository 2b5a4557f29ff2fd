#include "slurmdialog.h"

#include "screenfit.h"

#include "dist/slurmscript.h"
#include "enginetext.h"
#include "util/atomicfile.h"
#include "util/errors.h"

#include <QDateTime>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace lathe::ui {

SlurmDialog::SlurmDialog(const QString& configFile, const QString& configName, const QString& runsDir, const QString& program,
                         QWidget* parent)
    : QDialog(parent)
    , m_config(configFile)
    , m_name(configName)
    , m_nodes(new QSpinBox(this))
    , m_gpus(new QSpinBox(this))
    , m_tasks(new QSpinBox(this))
    , m_cpus(new QSpinBox(this))
    , m_time(new QLineEdit(this))
    , m_lead(new QSpinBox(this))
    , m_partition(new QLineEdit(this))
    , m_account(new QLineEdit(this))
    , m_runsDir(new QLineEdit(runsDir, this))
    , m_program(new QLineEdit(program, this))
    , m_status(new QLabel(this))
    , m_preview(new QPlainTextEdit(this))
    , m_save(new QPushButton(tr("Save script…"), this))
{
    setWindowTitle(tr("Export Slurm job — %1").arg(configName));
    resizeWithinScreen(this, QSize(980, 600));
    m_nodes->setRange(1, 100000);
    m_gpus->setRange(0, 64);
    m_gpus->setValue(1);
    m_gpus->setSpecialValueText(tr("none (CPU ranks)"));
    m_tasks->setRange(1, 1024);
    m_cpus->setRange(0, 1024);
    m_cpus->setSpecialValueText(tr("Slurm's default"));
    m_time->setPlaceholderText(tr("the partition's default; e.g. 12:00:00 or 2-00:00:00"));
    m_lead->setRange(10, 65535);
    m_lead->setValue(core::SlurmJob::kDefaultSignalLead);
    m_lead->setSuffix(tr(" s"));
    m_lead->setToolTip(tr("How long before the time limit Slurm warns the job. The ranks then stop at the same step, write a "
                          "checkpoint and the job requeues itself. It must cover a step and the checkpoint's writing; Slurm may "
                          "warn up to a minute earlier."));
    m_partition->setPlaceholderText(tr("the cluster's default"));
    m_account->setPlaceholderText(tr("your default account"));
    m_status->setWordWrap(true);
    m_preview->setReadOnly(true);
    m_preview->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_preview->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));

    auto* form = new QFormLayout;
    form->addRow(tr("Config (as the nodes see it):"), new QLabel(QStringLiteral("<code>%1</code>").arg(configFile.toHtmlEscaped()), this));
    form->addRow(tr("&Nodes:"), m_nodes);
    form->addRow(tr("&GPUs per node (one rank each):"), m_gpus);
    form->addRow(tr("CPU &ranks per node:"), m_tasks);
    form->addRow(tr("CPU &cores per rank:"), m_cpus);
    form->addRow(tr("&Time limit:"), m_time);
    form->addRow(tr("Stop &before the limit:"), m_lead);
    form->addRow(tr("&Partition:"), m_partition);
    form->addRow(tr("&Account:"), m_account);
    form->addRow(tr("Runs &folder on the cluster:"), m_runsDir);
    form->addRow(tr("lathe-cli on the no&des:"), m_program);
    auto* note = new QLabel(tr("The nodes must see the config, its data and the runs folder at these paths (a shared file "
                               "system). Pre-emption or the time limit stops every rank with a checkpoint; the job requeues "
                               "itself and continues the run."), this);
    note->setWordWrap(true);
    form->addRow(note);
    form->addRow(m_status);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_save, QDialogButtonBox::AcceptRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_save, &QPushButton::clicked, this, &SlurmDialog::saveAs);

    auto* columns = new QHBoxLayout;
    columns->addLayout(form, 2);
    columns->addWidget(m_preview, 3);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(columns);
    layout->addWidget(buttons);

    for (QSpinBox* box : {m_nodes, m_gpus, m_tasks, m_cpus, m_lead})
        connect(box, &QSpinBox::valueChanged, this, &SlurmDialog::update);
    for (QLineEdit* edit : {m_time, m_partition, m_account, m_runsDir, m_program})
        connect(edit, &QLineEdit::textChanged, this, &SlurmDialog::update);
    update();
}

void SlurmDialog::update()
{
    m_tasks->setEnabled(m_gpus->value() == 0);
    core::SlurmJob job;
    job.name = m_name.toStdString();
    job.program = m_program->text().trimmed().isEmpty() ? std::string("lathe-cli") : m_program->text().trimmed().toStdString();
    job.config = m_config.toStdString();
    job.runsDir = m_runsDir->text().trimmed().toStdString();
    job.nodes = m_nodes->value();
    job.gpusPerNode = m_gpus->value();
    job.tasksPerNode = m_tasks->value();
    job.cpusPerTask = m_cpus->value();
    job.time = m_time->text().trimmed().toStdString();
    job.partition = m_partition->text().trimmed().toStdString();
    job.account = m_account->text().trimmed().toStdString();
    job.signalLead = m_lead->value();
    job.generatedBy = "written by Lathe " LATHE_VERSION " (File > Export Slurm job) on "
                      + QDateTime::currentDateTime().toString(Qt::ISODate).toStdString();
    m_error.clear();
    m_script.clear();
    m_warnings.clear();
    if (job.runsDir.empty()) {
        m_error = tr("Runs folder on the cluster: give a folder the nodes can write to.");
    } else {
        try {
            m_script = QString::fromStdString(core::slurmScript(job));
            for (const core::Message& warning : core::slurmJobWarnings(job))
                m_warnings << engineText(warning);
        } catch (const core::ConfigError& e) {
            m_error = engineText(e);
        }
    }
    const int ranks = m_nodes->value() * (m_gpus->value() > 0 ? m_gpus->value() : m_tasks->value());
    QString status = m_error.isEmpty() ? tr("%n rank(s) in all.", nullptr, ranks)
                                       : QStringLiteral("<span style='color:#b00020'>%1</span>").arg(m_error.toHtmlEscaped());
    for (const QString& warning : m_warnings)
        status += QStringLiteral("<br><span style='color:#8a5a00'>%1</span>").arg(warning.toHtmlEscaped());
    m_status->setText(status);
    m_preview->setPlainText(m_script);
    m_save->setEnabled(m_error.isEmpty());
}

bool SlurmDialog::saveTo(const QString& path)
{
    if (m_script.isEmpty())
        return false;
    try {
        const std::filesystem::path file(path.toStdString());
        core::writeFileAtomically(file, m_script.toStdString());
        std::filesystem::permissions(file, std::filesystem::perms::owner_exec | std::filesystem::perms::group_exec,
                                     std::filesystem::perm_options::add);
    } catch (const std::exception& e) {
        m_error = tr("Cannot write %1: %2").arg(path, QString::fromStdString(e.what()));
        return false;
    }
    return true;
}

void SlurmDialog::saveAs()
{
    const QFileInfo config(m_config);
    const QString suggested = config.dir().filePath(config.completeBaseName() + QStringLiteral(".sbatch"));
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Slurm job"), suggested, tr("sbatch scripts (*.sbatch *.sh)"));
    if (path.isEmpty())
        return;
    if (!saveTo(path)) {
        m_status->setText(QStringLiteral("<span style='color:#b00020'>%1</span>").arg(m_error.toHtmlEscaped()));
        return;
    }
    m_status->setText(tr("Saved %1. Copy it to the cluster if needed and submit it with <code>sbatch %2</code>.")
                          .arg(QDir::toNativeSeparators(path).toHtmlEscaped(), QFileInfo(path).fileName().toHtmlEscaped()));
}

} // namespace lathe::ui
