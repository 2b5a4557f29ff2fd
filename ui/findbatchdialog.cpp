#include "findbatchdialog.h"

#include "screenfit.h"

#include "enginetext.h"
#include "finderframe.h"
#include "language.h"
#include "plotview.h"
#include "sessioncontroller.h"
#include "train/schedule.h"
#include "util/cudainfo.h"

#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QLabel>
#include <QLineSeries>
#include <QPushButton>
#include <QScatterSeries>
#include <QTableWidget>
#include <QValueAxis>

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
    resizeWithinScreen(this, QSize(820, 620));
    setUpTrialTable(m_table, {tr("Batch"), tr("Phase"), tr("Peak MiB"), tr("Samples/s"), tr("Result")});

    auto* chart = new QChart;
    // The unit in the title, not on the vertical axis: there the title, turned on its side, is longer
    // than the plot is high and Qt elides it to a dot.
    chart->setTitle(tr("Peak memory (MiB) by batch size"));
    m_ok->setName(tr("fits"));
    m_over->setName(tr("over budget / out of memory"));
    m_over->setColor(QColor(200, 40, 40));
    m_target->setName(tr("budget after margin"));
    for (QAbstractSeries* s : std::initializer_list<QAbstractSeries*>{m_ok, m_over, m_target})
        chart->addSeries(s);
    m_x->setTitleText(tr("batch size"));
    chart->addAxis(m_x, Qt::AlignBottom);
    chart->addAxis(m_y, Qt::AlignLeft);
    PlotView::plainAxisTitles(chart);
    for (QAbstractSeries* s : std::initializer_list<QAbstractSeries*>{m_ok, m_over, m_target}) {
        s->attachAxis(m_x);
        s->attachAxis(m_y);
    }
    m_chart->setChart(chart);

    auto* buttons = finderButtons(this, m_use);
    connect(m_use, &QPushButton::clicked, this, [this] {
        const bool scale = !m_scaleLr->isHidden() && m_scaleLr->isChecked();
        Q_EMIT useBatch(m_found, scale ? m_scaleRule : QString(), m_scaleBase);
        accept();
    });
    layOutFinderDialog(this, m_summary, m_chart, m_table, buttons, m_scaleLr);

    connect(m_controller, &SessionController::finderTrial, this, &FindBatchDialog::addTrial);
    connect(m_controller, &SessionController::finished, this, &FindBatchDialog::finish);
    showFinderProgress(m_controller, m_summary, m_done);
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
    PlotView::niceNumbers(m_x);
    m_y->setRange(0, std::max(1.0, m_maxMiB * 1.15));
    PlotView::niceNumbers(m_y);
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

} // namespace lathe::ui
