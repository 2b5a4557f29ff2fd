#include "historypanel.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDesktopServices>
#include <QDir>
#include <QFile>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QJsonObject>
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

QJsonObject readObject(const QString& file)
{
    QFile f(file);
    return f.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(f.readAll()).object() : QJsonObject();
}

QList<QJsonObject> readLines(const QString& file)
{
    QList<QJsonObject> out;
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return out;
    while (!f.atEnd()) {
        const QJsonObject o = QJsonDocument::fromJson(f.readLine()).object();
        if (!o.isEmpty())
            out << o;
    }
    return out;
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
    for (const char* k : {"val_loss", "val_accuracy", "train_loss", "train_accuracy", "val_mae", "val_rmse", "lr",
                          "samples_per_second", "data_wait_percent"})
        m_metric->addItem(QString::fromLatin1(k));
    m_chart->setRenderHint(QPainter::Antialiasing);
    m_chart->setMinimumHeight(0); // the dock is shared with Problems: it must be able to stay short

    auto* refreshButton = new QPushButton(tr("Refresh"), this);
    auto* overlayButton = new QPushButton(tr("Overlay"), this);
    auto* openButton = new QPushButton(tr("Open folder"), this);
    auto* resumeButton = new QPushButton(tr("Resume"), this);
    auto* reportButton = new QPushButton(tr("Report"), this);
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
    connect(m_table, &QTableWidget::itemSelectionChanged, this, [=, this] {
        const auto n = selectedRuns().size();
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
    const QDir runs(m_runsDir);
    const auto folders = runs.entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Time);
    for (const QFileInfo& folder : folders) {
        const QString dir = folder.absoluteFilePath();
        if (!QFile::exists(dir + QStringLiteral("/config.json")))
            continue;
        const QJsonObject summary = readObject(dir + QStringLiteral("/summary.json"));
        const QList<QJsonObject> metrics = readLines(dir + QStringLiteral("/metrics.jsonl"));
        double bestLoss = qInf(), bestAccuracy = -1;
        for (const QJsonObject& m : metrics) {
            if (m.contains(QStringLiteral("val_loss")))
                bestLoss = std::min(bestLoss, m.value(QStringLiteral("val_loss")).toDouble());
            if (m.contains(QStringLiteral("val_accuracy")))
                bestAccuracy = std::max(bestAccuracy, m.value(QStringLiteral("val_accuracy")).toDouble());
        }
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        const QString raw = summary.value(QStringLiteral("status")).toString();
        const QString status = summary.isEmpty()                    ? tr("unfinished")
                               : raw == QLatin1String("completed") ? tr("completed")
                               : raw == QLatin1String("stopped")   ? tr("stopped")
                                                                   : raw;
        const QStringList cells{folder.fileName(), status, QString::number(metrics.size()),
                                std::isfinite(bestLoss) ? QString::number(bestLoss, 'f', 4) : QString(),
                                bestAccuracy >= 0 ? QString::number(bestAccuracy, 'f', 4) : QString(),
                                summary.value(QStringLiteral("device")).toString(), summary.value(QStringLiteral("finished_at")).toString()};
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
    for (const QString& run : selectedRuns()) {
        auto* series = new QLineSeries;
        series->setName(QFileInfo(run).fileName());
        for (const QJsonObject& m : readLines(run + QStringLiteral("/metrics.jsonl"))) {
            if (!m.contains(metric))
                continue;
            const double e = m.value(QStringLiteral("epoch")).toDouble(), v = m.value(metric).toDouble();
            series->append(e, v);
            x1 = std::max(x1, e);
            y0 = std::min(y0, v);
            y1 = std::max(y1, v);
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
