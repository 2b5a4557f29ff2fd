#include "dialogs.h"
#include "language.h"

#include "backgroundtasks.h"
#include "dist/slurmscript.h"
#include "enginetext.h"
#include "plotview.h"
#include "sessioncontroller.h"
#include "train/schedule.h"
#include "util/atomicfile.h"
#include "util/cudainfo.h"
#include "util/errors.h"

#include <QChart>
#include <QCheckBox>
#include <QChartView>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QScatterSeries>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QValueAxis>
#include <QVBoxLayout>

#include "finderframe.h"

namespace lathe::ui {

FindBatchDialog::FindBatchDialog(const core::Config& config, QWidget* parent)
    : QDialog(parent)
    , m_controller(new SessionController(this))
    , m_summary(new QLabel(tr("Searching: each trial runs a training step (forward, backward, optimizer) at one batch size…"), this))
    , m_table(new QTableWidget(0, 5, this))
    , m_chart(new QChartView(this))
    , m_ok(new QScatterSeries)
    , m_over(new QScatterSeries)
    , m_target(new QLineSeries)
    , m_x(new QValueAxis)
    , m_y(new QValueAxis)
    , m_use(new QPushButton(tr("Use this batch size"), this))
    , m_scaleLr(new QCheckBox(this))
    , m_training(config.training)
    , m_onCpu(config.device.type == "cpu" || core::cudaDeviceCount() == 0)
{
    m_maxBatchSetting = config.batchFinder.maxBatch;
    m_scaleLr->hide();
    setWindowTitle(tr("Find batch size — %1").arg(QString::fromStdString(config.name)));
    resize(820, 620);
    setUpTrialTable(m_table, {tr("Batch"), tr("Phase"), tr("Peak MiB"), tr("Samples/s"), tr("Result")});

    auto* chart = new QChart;
    chart->setTitle(tr("Peak memory by batch size"));
    m_ok->setName(tr("fits"));
    m_over->setName(tr("over budget / out of memory"));
    m_over->setColor(QColor(200, 40, 40));
    m_target->setName(tr("budget after margin"));
    for (QAbstractSeries* s : std::initializer_list<QAbstractSeries*>{m_ok, m_over, m_target})
        chart->addSeries(s);
    m_x->setTitleText(tr("batch size"));
    m_y->setTitleText(tr("peak memory (MiB)"));
    m_x->setLabelFormat(QStringLiteral("%d"));
    m_y->setLabelFormat(QStringLiteral("%d"));
    chart->addAxis(m_x, Qt::AlignBottom);
    chart->addAxis(m_y, Qt::AlignLeft);
    PlotView::plainAxisTitles(chart);
    for (QAbstractSeries* s : std::initializer_list<QAbstractSeries*>{m_ok, m_over, m_target}) {
        s->attachAxis(m_x);
        s->attachAxis(m_y);
    }
    m_chart->setChart(chart);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_use, QDialogButtonBox::AcceptRole);
    m_use->setEnabled(false);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_use, &QPushButton::clicked, this, [this] {
        const bool scale = !m_scaleLr->isHidden() && m_scaleLr->isChecked();
        Q_EMIT useBatch(m_found, scale ? m_scaleRule : QString(), m_scaleBase);
        accept();
    });
    layOutFinderDialog(this, m_summary, m_chart, m_table, buttons, m_scaleLr);

    connect(m_controller, &SessionController::finderTrial, this, &FindBatchDialog::addTrial);
    connect(m_controller, &SessionController::finished, this, &FindBatchDialog::finish);
    connect(m_controller, &SessionController::log, this, [this](const core::LogEvent& e) {
        if (!m_done && e.level != core::LogLevel::Debug)
            m_summary->setText(engineText(e.message));
    });
    m_controller->findBatch(config);
}

FindBatchDialog::~FindBatchDialog() = default; // the controller stops and joins its session

void FindBatchDialog::addTrial(const core::FinderTrialEvent& e)
{
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    const double mib = e.peakBytes < 0 ? -1.0 : static_cast<double>(e.peakBytes) / 1048576.0;
    // The finder's fixed words (batchfinder.h), in the interface's language.
    const auto word = [](const std::string& w) {
        if (w == "probe")
            return tr("probe");
        if (w == "predict")
            return tr("predict");
        if (w == "bisect")
            return tr("bisect");
        if (w == "retime")
            return tr("re-time");
        if (w == "time")
            return tr("timing");
        if (w == "ok")
            return tr("ok");
        if (w == "over budget")
            return tr("over budget");
        if (w == "out of memory")
            return tr("out of memory");
        return QString::fromStdString(w);
    };
    const QStringList cells{QString::number(e.batch), word(e.phase),
                            mib < 0 ? QStringLiteral("—") : QString::number(mib, 'f', 0), QString::number(e.samplesPerSecond, 'f', 0),
                            word(e.result)};
    for (int c = 0; c < cells.size(); ++c)
        m_table->setItem(row, c, new QTableWidgetItem(cells[c]));
    const double target = static_cast<double>(e.targetBytes) / 1048576.0;
    m_maxBatch = std::max(m_maxBatch, static_cast<double>(e.batch));
    m_maxMiB = std::max({m_maxMiB, mib, target});
    // Every trial is plotted: one that ran out of memory has no peak, it needed the budget at least.
    if (mib >= 0)
        (e.result == "ok" ? m_ok : m_over)->append(static_cast<double>(e.batch), mib);
    else
        m_over->append(static_cast<double>(e.batch), target);
    if (e.result == "ok" && e.samplesPerSecond > m_fastestRate) {
        m_fastestRate = e.samplesPerSecond;
        m_fastestBatch = e.batch;
    }
    m_target->clear();
    m_target->append(0, target);
    m_target->append(m_maxBatch * 1.1, target);
    // Round ticks (not 5888 / 11777 / 23555): the axes' nice numbers over the range the trials need.
    m_x->setRange(0, m_maxBatch * 1.1);
    m_x->applyNiceNumbers();
    m_y->setRange(0, std::max(1.0, m_maxMiB * 1.15));
    m_y->applyNiceNumbers();
}

void FindBatchDialog::finish(const core::RunFinishedEvent& e)
{
    m_done = true;
    if (e.status != core::RunFinishedEvent::Status::Completed) {
        m_summary->setText(tr("The search failed: %1").arg(engineText(e.message)));
        return;
    }
    m_found = e.batchSize;
    m_summary->setText((QStringList{engineText(e.message)} + learningRateNotes()).join(QStringLiteral("\n\n")));
    m_use->setEnabled(m_found > 0);
    m_use->setText(tr("Use batch size %1").arg(m_found));
}

QStringList FindBatchDialog::learningRateNotes()
{
    QStringList notes;
    if (m_found <= 0)
        return notes;
    const core::TrainingConfig& t = m_training;
    if (t.lrScaling != "none" && t.lrScaling != "auto") { // "auto" leaves one process's rate as it is
        const double lr = core::scaleLearningRate(t.lr, t.lrScaling, m_found, t.baseBatchSize);
        notes << tr("Learning rate: training.lr_scaling \"%1\" turns training.lr %2 (chosen for batch %3) into %4 at batch %5.")
                     .arg(QString::fromStdString(t.lrScaling))
                     .arg(t.lr)
                     .arg(t.baseBatchSize)
                     .arg(lr)
                     .arg(m_found);
    } else {
        // The batch the learning rate was chosen for: the config's batch, unless it asked for "auto".
        const int base = t.autoBatchSize ? t.baseBatchSize : t.batchSize;
        m_scaleBase = base;
        m_scaleRule = t.optimizer == "sgd" ? QStringLiteral("linear") : QStringLiteral("sqrt"); // Goyal et al.; Adam-style optimizers
        const double lr = core::scaleLearningRate(t.lr, m_scaleRule.toStdString(), m_found, base);
        if (m_found != base) {
            const double times = m_found > base ? static_cast<double>(m_found) / base : static_cast<double>(base) / m_found;
            notes << tr("Learning rate: training.lr %1 was chosen for batch %2 and stays as it is in one process (training.lr_scaling \"%3\").")
                             .arg(t.lr)
                             .arg(base)
                             .arg(QString::fromStdString(t.lrScaling))
                         + QLatin1Char(' ')
                         + (m_found > base ? tr("At batch %1 an epoch has %2 times fewer steps at that rate, which usually learns less per epoch.")
                                           : tr("At batch %1 an epoch has %2 times more steps at that rate, each with noisier gradients."))
                               .arg(m_found)
                               .arg(times, 0, 'g', 3);
            m_scaleLr->setText(tr("Also scale the learning rate with the batch: training.lr_scaling \"%1\" from base_batch_size %2 "
                                  "(learning rate %3 at batch %4)")
                                   .arg(m_scaleRule)
                                   .arg(base)
                                   .arg(lr)
                                   .arg(m_found));
            m_scaleLr->setChecked(true);
            m_scaleLr->show();
        }
    }
    if (m_onCpu && m_found >= m_maxBatchSetting) {
        QString cpu = tr("On the CPU, memory is rarely what limits the batch: the search stopped at its cap, "
                         "batch_finder.max_batch %1 (or the size of the training split).")
                          .arg(m_maxBatchSetting);
        if (m_fastestBatch > 0 && m_fastestBatch != m_found)
            cpu = followedBy(cpu, tr("A larger batch does not make a CPU faster per sample: the fastest trial was batch %1 at %2 samples/s.")
                                          .arg(m_fastestBatch)
                                          .arg(m_fastestRate, 0, 'f', 0));
        notes << cpu;
    }
    return notes;
}

int FindBatchDialog::pointsPlotted() const
{
    return static_cast<int>(m_ok->count() + m_over->count());
}

QString FindBatchDialog::summary() const
{
    return m_summary->text();
}

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
    resize(980, 600);
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
