#include "historypanel.h"

#include "run/sweepfolder.h"

#include "metrics/metric.h"
#include "run/runrecord.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDesktopServices>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLineSeries>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QUrl>
#include <QValueAxis>
#include <QVBoxLayout>

namespace lathe::ui {

namespace {

constexpr int RunDirRole = Qt::UserRole;

std::filesystem::path toPath(const QString& dir)
{
    return std::filesystem::path(dir.toStdString());
}

// The run in `folder`, or nothing when it has gone since it was listed.
std::optional<core::RunRecord> readRun(const std::filesystem::path& folder)
{
    try {
        return core::readRunFolder(folder, core::DeviceSamples::Skip);
    } catch (const std::exception&) {
        return std::nullopt;
    }
}

} // namespace

HistoryPanel::HistoryPanel(QWidget* parent)
    : QWidget(parent)
    , m_table(new QTableWidget(0, 7, this))
    , m_metric(new QComboBox(this))
    , m_chart(new QChartView(this))
{
    m_table->setHorizontalHeaderLabels({tr("Run"), tr("Status"), tr("Epochs"), tr("Best val loss"), tr("Best val accuracy"),
                                        tr("Device"), tr("Finished")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setSortingEnabled(true);
    using namespace core::metric;
    for (const std::string& k : {key(Val, Loss), key(Val, Accuracy), key(Train, Loss), key(Train, Accuracy), key(Val, Mae),
                                 key(Val, Rmse), std::string("lr"), std::string("samples_per_second"), std::string("data_wait_percent")})
        m_metric->addItem(QString::fromStdString(k));
    m_chart->setRenderHint(QPainter::Antialiasing);
    m_chart->setMinimumHeight(0); // the dock is shared with Problems: it must be able to stay short

    auto* refreshButton = new QPushButton(tr("Refresh"), this);
    auto* overlayButton = new QPushButton(tr("Overlay"), this);
    auto* openButton = new QPushButton(tr("Open folder"), this);
    auto* resumeButton = new QPushButton(tr("Resume"), this);
    auto* reportButton = new QPushButton(tr("Report"), this);
    auto* comparisonButton = new QPushButton(tr("Comparison"), this);
    comparisonButton->setObjectName(QStringLiteral("ComparisonButton"));
    comparisonButton->setToolTip(tr("Show the comparison of the sweep the selected run belongs to"));
    auto* evaluationButton = new QPushButton(tr("Evaluation"), this);
    evaluationButton->setObjectName(QStringLiteral("EvaluationButton"));
    evaluationButton->setToolTip(tr("Show the selected run's evaluation: confusion matrix and per-class scores"));
    overlayButton->setToolTip(tr("Overlay the chosen metric of the selected runs"));
    resumeButton->setToolTip(tr("Continue the selected run from its last checkpoint"));
    reportButton->setToolTip(tr("Export the selected run's report (HTML and PDF)"));
    connect(refreshButton, &QPushButton::clicked, this, &HistoryPanel::refresh);
    connect(overlayButton, &QPushButton::clicked, this, [this] { overlay(m_metric->currentText()); });
    connect(m_metric, &QComboBox::currentTextChanged, this, [this](const QString& metric) { overlay(metric); });
    connect(openButton, &QPushButton::clicked, this, [this] {
        for (const QString& run : selectedRuns())
            QDesktopServices::openUrl(QUrl::fromLocalFile(run));
    });
    connect(resumeButton, &QPushButton::clicked, this, [this] {
        const QStringList runs = selectedRuns();
        if (runs.size() == 1)
            Q_EMIT resumeRequested(runs.front());
    });
    connect(reportButton, &QPushButton::clicked, this, [this] {
        const QStringList runs = selectedRuns();
        if (runs.size() == 1)
            Q_EMIT reportRequested(runs.front());
    });
    connect(evaluationButton, &QPushButton::clicked, this, [this] {
        const QStringList runs = selectedRuns();
        if (runs.size() == 1)
            Q_EMIT evaluationRequested(runs.front());
    });
    connect(comparisonButton, &QPushButton::clicked, this, [this] {
        const QStringList runs = selectedRuns();
        if (!runs.isEmpty() && core::isSweepFolder(toPath(QFileInfo(runs.front()).absolutePath())))
            Q_EMIT comparisonRequested(QFileInfo(runs.front()).absolutePath());
    });
    connect(m_table, &QTableWidget::itemSelectionChanged, this, [=, this] {
        const QStringList selected = selectedRuns();
        const auto n = selected.size();
        comparisonButton->setEnabled(n >= 1 && core::isSweepFolder(toPath(QFileInfo(selected.front()).absolutePath())));
        evaluationButton->setEnabled(n == 1);
        resumeButton->setEnabled(n == 1);
        reportButton->setEnabled(n == 1);
        openButton->setEnabled(n >= 1);
        if (n >= 1)
            overlay(m_metric->currentText());
    });

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(refreshButton);
    buttons->addWidget(m_metric);
    buttons->addWidget(overlayButton);
    buttons->addStretch();
    buttons->addWidget(openButton);
    buttons->addWidget(resumeButton);
    buttons->addWidget(evaluationButton);
    buttons->addWidget(comparisonButton);
    buttons->addWidget(reportButton);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_table);
    split->addWidget(m_chart);
    split->setOrientation(Qt::Horizontal); // runs beside their overlay: short docks stay usable
    m_table->setMinimumHeight(0);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(buttons);
    layout->addWidget(split, 1);
    resumeButton->setEnabled(false);
    reportButton->setEnabled(false);
    evaluationButton->setEnabled(false);
    comparisonButton->setEnabled(false);
    openButton->setEnabled(false);
}

void HistoryPanel::setRunsDir(const QString& dir)
{
    m_runsDir = dir;
    refresh();
}

void HistoryPanel::refresh()
{
    m_table->setSortingEnabled(false);
    m_table->setRowCount(0);
    using namespace core::metric;
    const std::filesystem::path runsDir = toPath(m_runsDir);
    for (const auto& folder : core::listRunFolders(runsDir, core::SweepRuns::Include)) {
        const std::optional<core::RunRecord> read = readRun(folder);
        if (!read)
            continue;
        const core::RunRecord& run = *read;
        const auto bestLoss = run.best(key(Val, Loss));
        const auto bestAccuracy = run.best(key(Val, Accuracy));
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        QString status;
        switch (run.status()) {
        case core::RunStatus::Completed: status = tr("completed"); break;
        case core::RunStatus::Stopped: status = tr("stopped"); break;
        case core::RunStatus::Unfinished: status = tr("unfinished"); break;
        }
        const QString dir = QString::fromStdString(folder.string());
        // A sweep's runs show their sweep: "rings-sweep-…/rings-0.01-…".
        const QStringList cells{QString::fromStdString(folder.lexically_relative(runsDir).generic_string()), status, QString::number(run.epochs.size()),
                                bestLoss ? QString::number(*bestLoss, 'f', 4) : QString(),
                                bestAccuracy ? QString::number(*bestAccuracy, 'f', 4) : QString(),
                                run.summary ? QString::fromStdString(run.summary->device) : QString(),
                                run.summary ? QString::fromStdString(run.summary->finishedAt) : QString()};
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            item->setData(RunDirRole, dir);
            item->setToolTip(dir);
            m_table->setItem(row, c, item);
        }
    }
    m_table->setSortingEnabled(true);
}

QStringList HistoryPanel::selectedRuns() const
{
    QStringList runs;
    for (const auto& index : m_table->selectionModel()->selectedRows())
        runs << index.data(RunDirRole).toString();
    return runs;
}

int HistoryPanel::overlay(const QString& metric)
{
    auto* chart = new QChart;
    chart->setTitle(tr("%1 by epoch").arg(metric));
    auto* x = new QValueAxis;
    auto* y = new QValueAxis;
    x->setTitleText(tr("epoch"));
    x->setLabelFormat(QStringLiteral("%d"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    double x1 = 1, y0 = qInf(), y1 = -qInf();
    int count = 0;
    const std::string key = metric.toStdString();
    for (const QString& run : selectedRuns()) {
        auto* series = new QLineSeries;
        series->setName(QFileInfo(run).fileName());
        const std::optional<core::RunRecord> read = readRun(toPath(run));
        for (const core::EpochRecord& e : read ? read->epochs : std::vector<core::EpochRecord>{}) {
            const auto v = e.value(key);
            if (!v)
                continue;
            series->append(e.epoch, *v);
            x1 = std::max(x1, static_cast<double>(e.epoch));
            y0 = std::min(y0, *v);
            y1 = std::max(y1, *v);
        }
        if (series->count() == 0) {
            delete series;
            continue;
        }
        chart->addSeries(series);
        series->attachAxis(x);
        series->attachAxis(y);
        ++count;
    }
    x->setRange(1, std::max(2.0, x1));
    if (count > 0)
        y->setRange(y0 - 0.05 * (y1 - y0 + 1e-9), y1 + 0.05 * (y1 - y0 + 1e-9));
    QChart* old = m_chart->chart();
    m_chart->setChart(chart);
    delete old;
    return count;
}

} // namespace lathe::ui
