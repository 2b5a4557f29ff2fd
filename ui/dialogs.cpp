#include "dialogs.h"

#include "backgroundtasks.h"
#include "sessioncontroller.h"
#include "tune/doctor.h"

#include <QChart>
#include <QChartView>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QScatterSeries>
#include <QSplitter>
#include <QTableWidget>
#include <QValueAxis>
#include <QVBoxLayout>

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
{
    setWindowTitle(tr("Find batch size — %1").arg(QString::fromStdString(config.name)));
    resize(820, 620);
    m_summary->setWordWrap(true);
    m_table->setHorizontalHeaderLabels({tr("Batch"), tr("Phase"), tr("Peak MiB"), tr("Samples/s"), tr("Result")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);

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
    for (QAbstractSeries* s : std::initializer_list<QAbstractSeries*>{m_ok, m_over, m_target}) {
        s->attachAxis(m_x);
        s->attachAxis(m_y);
    }
    m_chart->setChart(chart);
    m_chart->setRenderHint(QPainter::Antialiasing);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_use, QDialogButtonBox::AcceptRole);
    m_use->setEnabled(false);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_use, &QPushButton::clicked, this, [this] {
        Q_EMIT useBatch(m_found);
        accept();
    });
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_chart);
    split->addWidget(m_table);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(split, 1);
    layout->addWidget(buttons);

    connect(m_controller, &SessionController::finderTrial, this, &FindBatchDialog::addTrial);
    connect(m_controller, &SessionController::finished, this, &FindBatchDialog::finish);
    connect(m_controller, &SessionController::log, this, [this](const core::LogEvent& e) {
        if (!m_done && e.level != core::LogLevel::Debug)
            m_summary->setText(QString::fromStdString(e.text));
    });
    m_controller->findBatch(config);
}

FindBatchDialog::~FindBatchDialog() = default; // the controller stops and joins its session

void FindBatchDialog::addTrial(const core::FinderTrialEvent& e)
{
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    const double mib = e.peakBytes < 0 ? -1.0 : static_cast<double>(e.peakBytes) / 1048576.0;
    const QStringList cells{QString::number(e.batch), QString::fromStdString(e.phase),
                            mib < 0 ? QStringLiteral("—") : QString::number(mib, 'f', 0), QString::number(e.samplesPerSecond, 'f', 0),
                            QString::fromStdString(e.result)};
    for (int c = 0; c < cells.size(); ++c)
        m_table->setItem(row, c, new QTableWidgetItem(cells[c]));
    const double target = static_cast<double>(e.targetBytes) / 1048576.0;
    m_maxBatch = std::max(m_maxBatch, static_cast<double>(e.batch));
    m_maxMiB = std::max({m_maxMiB, mib, target});
    if (mib >= 0)
        (e.result == "ok" ? m_ok : m_over)->append(static_cast<double>(e.batch), mib);
    m_target->clear();
    m_target->append(0, target);
    m_target->append(m_maxBatch * 1.1, target);
    m_x->setRange(0, m_maxBatch * 1.1);
    m_y->setRange(0, m_maxMiB * 1.15);
}

void FindBatchDialog::finish(const core::RunFinishedEvent& e)
{
    m_done = true;
    if (e.status != core::RunFinishedEvent::Status::Completed) {
        m_summary->setText(tr("The search failed: %1").arg(QString::fromStdString(e.message)));
        return;
    }
    m_summary->setText(QString::fromStdString(e.message));
    m_found = e.batchSize;
    m_use->setEnabled(m_found > 0);
    m_use->setText(tr("Use batch size %1").arg(m_found));
}

DoctorDialog::DoctorDialog(BackgroundTasks& tasks, QWidget* parent)
    : QDialog(parent)
    , m_status(new QLabel(tr("Checking this machine…"), this))
    , m_text(new QPlainTextEdit(this))
{
    setWindowTitle(tr("GPU self-test"));
    resize(760, 560);
    m_text->setReadOnly(true);
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_status);
    layout->addWidget(m_text, 1);
    layout->addWidget(buttons);

    // CUDA initialisation and the measurements take seconds: off the GUI thread.
    // Made here, on the GUI thread; the task only copies it, and reports check it back here.
    const QPointer<QObject> context(this);
    QLabel* status = m_status;
    tasks.run(
        this,
        [context, status, &tasks](const std::atomic<bool>& stop) {
            core::DoctorOptions options;
            options.quick = true;
            options.stopRequested = [&stop] { return stop.load(); };
            try {
                const core::Json report = core::runDoctor(options, [&](const std::string& what) {
                    const QString text = QString::fromStdString(what);
                    tasks.report(context, [status, text] { status->setText(DoctorDialog::tr("Checking %1…").arg(text)); });
                });
                return QString::fromStdString(core::formatDoctorReport(report));
            } catch (const core::DoctorStopped&) {
                return QString();
            }
        },
        [this](const QString& text) {
            m_text->setPlainText(text);
            m_status->setText(tr("Done. lathe-cli doctor --quick prints the same report."));
            m_done = true;
        });
}

QString DoctorDialog::reportText() const
{
    return m_text->toPlainText();
}

} // namespace lathe::ui
