#include "compareview.h"

#include "filepath.h"
#include "metricnames.h"
#include "plotview.h"
#include "report/runcomparison.h"

#include <QComboBox>
#include <QDir>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace lathe::ui {

namespace {
constexpr int FolderRole = Qt::UserRole + 1;
constexpr int FixedColumns = 5; // run, status, epochs, last, best

QString statusText(core::RunStatus s)
{
    switch (s) {
    case core::RunStatus::Completed: return CompareView::tr("completed");
    case core::RunStatus::Stopped: return CompareView::tr("stopped");
    case core::RunStatus::Failed: return CompareView::tr("failed");
    case core::RunStatus::Unfinished: break;
    }
    return CompareView::tr("unfinished");
}

core::NumberStyle styleOf(const QString& metric)
{
    if (metric == QLatin1String("lr"))
        return core::NumberStyle::Scientific;
    if (metric == QLatin1String("samples_per_second"))
        return core::NumberStyle::Si;
    return core::NumberStyle::Plain;
}

// A metric's name in the picker and the headers: the catalogue's words, or the key's.
QString metricLabel(const QString& key)
{
    if (key == QLatin1String("lr"))
        return CompareView::tr("learning rate");
    if (key == QLatin1String("samples_per_second"))
        return CompareView::tr("samples/s");
    if (key == QLatin1String("epoch_seconds"))
        return CompareView::tr("epoch time (s)");
    if (key == QLatin1String("data_wait_percent"))
        return CompareView::tr("data wait %");
    return metricName(key);
}
} // namespace

CompareView::CompareView(QWidget* parent)
    : QWidget(parent)
    , m_table(new QTableWidget(0, FixedColumns, this))
    , m_metric(new QComboBox(this))
    , m_plot(new PlotView(tr("Runs compared"), tr("epoch"), QString(), core::NumberStyle::Plain, this))
    , m_hint(new QLabel(this))
{
    setObjectName(QStringLiteral("CompareView"));
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_plot->setEmptyText(tr("Tick the runs to compare in the table below"));
    m_hint->setWordWrap(true);
    auto* refresh = new QPushButton(tr("Refresh"), this);
    auto* show = new QPushButton(tr("Show in the Training tab"), this);
    show->setToolTip(tr("The selected run's charts and dashboard, as they were when it ended (double-click a run does the same)"));
    show->setEnabled(false);
    connect(refresh, &QPushButton::clicked, this, &CompareView::refresh);
    connect(show, &QPushButton::clicked, this, [this] {
        if (!selectedRun().isEmpty())
            Q_EMIT showRunRequested(selectedRun());
    });
    connect(m_table, &QTableWidget::itemSelectionChanged, this, [this, show] { show->setEnabled(!selectedRun().isEmpty()); });
    connect(m_table, &QTableWidget::cellDoubleClicked, this, [this](int row, int) {
        if (QTableWidgetItem* item = m_table->item(row, 0))
            Q_EMIT showRunRequested(item->data(FolderRole).toString());
    });
    connect(m_table, &QTableWidget::itemChanged, this, [this](QTableWidgetItem* item) {
        if (m_rebuilding || item->column() != 0)
            return;
        const QString folder = item->data(FolderRole).toString();
        m_checked.removeAll(folder);
        if (item->checkState() == Qt::Checked)
            m_checked << folder;
        rebuild();
    });
    connect(m_metric, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_rebuilding)
            rebuild();
    });

    auto* bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Metric"), this));
    bar->addWidget(m_metric);
    bar->addWidget(refresh);
    bar->addWidget(show);
    bar->addStretch(1);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_plot);
    auto* lower = new QWidget(this);
    auto* lowerLayout = new QVBoxLayout(lower);
    lowerLayout->setContentsMargins(0, 0, 0, 0);
    lowerLayout->addWidget(m_hint);
    lowerLayout->addWidget(m_table, 1);
    split->addWidget(lower);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(split, 1);
}

CompareView::~CompareView() = default;

void CompareView::setRunsDir(const QString& dir)
{
    if (dir == m_runsDir && m_all)
        return;
    m_runsDir = dir;
    m_stale = true;
    if (isVisible())
        refresh();
}

void CompareView::runsChanged()
{
    m_stale = true;
    if (isVisible())
        refresh();
}

void CompareView::showEvent(QShowEvent* e)
{
    QWidget::showEvent(e);
    if (m_stale)
        refresh();
}

void CompareView::refresh()
{
    m_stale = false;
    std::vector<std::filesystem::path> folders;
    if (!m_runsDir.isEmpty())
        folders = core::listRunFolders(toPath(m_runsDir), core::SweepRuns::Include);
    m_all = std::make_unique<core::RunsComparison>(core::compareRuns(folders));
    m_runs.clear();
    for (const auto& run : m_all->runs)
        m_runs << QString::fromStdString(run.folder.string());
    // Ticked runs that are gone are forgotten; with none ticked, the two newest are.
    QStringList kept;
    for (const QString& r : std::as_const(m_checked))
        if (m_runs.contains(r))
            kept << r;
    m_checked = kept.isEmpty() ? m_runs.mid(0, 2) : kept;
    const QString current = m_metric->currentData().toString();
    m_rebuilding = true;
    m_metric->clear();
    for (const std::string& key : m_all->metrics)
        m_metric->addItem(metricLabel(QString::fromStdString(key)), QString::fromStdString(key));
    const int at = m_metric->findData(current.isEmpty() ? QStringLiteral("val_loss") : current);
    m_metric->setCurrentIndex(at >= 0 ? at : 0);
    m_rebuilding = false;
    rebuild();
}

void CompareView::setChecked(const QStringList& runDirs)
{
    if (m_stale)
        refresh();
    m_checked.clear();
    for (const QString& r : runDirs)
        if (m_runs.contains(r))
            m_checked << r;
    rebuild();
}

QStringList CompareView::checkedRuns() const
{
    return m_checked;
}

void CompareView::setMetric(const QString& key)
{
    const int at = m_metric->findData(key);
    if (at >= 0)
        m_metric->setCurrentIndex(at);
}

QString CompareView::metric() const
{
    return m_metric->currentData().toString();
}

QString CompareView::selectedRun() const
{
    const auto rows = m_table->selectionModel()->selectedRows();
    return rows.isEmpty() ? QString() : rows.front().data(FolderRole).toString();
}

void CompareView::rebuild()
{
    if (!m_all)
        return;
    m_rebuilding = true;
    // The settings that differ between the ticked runs.
    std::vector<std::filesystem::path> ticked;
    for (const QString& r : std::as_const(m_checked))
        ticked.push_back(toPath(r));
    const core::RunsComparison differing = core::compareRuns(ticked);
    m_settings.clear();
    for (const std::string& s : differing.settings)
        m_settings << QString::fromStdString(s);
    m_hint->setText(m_checked.size() < 2 ? tr("Tick two runs or more: their curves are overlaid above, and the settings that differ "
                                             "between them get a column here.")
                                         : tr("%n setting(s) differ between the %1 runs ticked.", nullptr, static_cast<int>(m_settings.size()))
                                               .arg(m_checked.size()));

    const QString key = metric();
    const QString label = metricLabel(key);
    // No metric chosen yet (no run listed): "Last" and "Best", not ", last".
    QStringList headers{tr("Run"), tr("Status"), tr("Epochs"), label.isEmpty() ? tr("Last") : tr("%1, last").arg(label),
                        label.isEmpty() ? tr("Best") : tr("%1, best").arg(label)};
    headers << m_settings;
    m_table->setSortingEnabled(false);
    m_table->clear();
    m_table->setColumnCount(static_cast<int>(headers.size()));
    m_table->setHorizontalHeaderLabels(headers);
    m_table->setRowCount(static_cast<int>(m_all->runs.size()));
    const std::filesystem::path runsDir = toPath(m_runsDir);
    const std::string metricKey = key.toStdString();
    for (int row = 0; row < static_cast<int>(m_all->runs.size()); ++row) {
        const auto& run = m_all->runs[static_cast<std::size_t>(row)];
        const QString folder = QString::fromStdString(run.folder.string());
        std::optional<double> last;
        for (auto e = run.record.epochs.rbegin(); e != run.record.epochs.rend() && !last; ++e)
            last = e->value(metricKey);
        const auto best = run.record.best(metricKey);
        const auto number = [](const std::optional<double>& v) {
            return v ? QString::fromStdString(core::formatReading(*v, core::NumberStyle::Plain, 4)) : QString();
        };
        QStringList cells{QString::fromStdString(run.folder.lexically_relative(runsDir).generic_string()), statusText(run.record.status()),
                          QString::number(run.record.epochs.size()), number(last), number(best)};
        // A ticked run's settings; the others' too, so that ticking one more shows what it would change.
        const auto flat = core::flattenConfig(run.record.config);
        for (const QString& s : std::as_const(m_settings)) {
            const auto it = flat.find(s.toStdString());
            cells << (it == flat.end() ? QStringLiteral("—") : QString::fromStdString(it->second.dump()));
        }
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            item->setData(FolderRole, folder);
            item->setToolTip(folder);
            if (c == 0) {
                item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
                item->setCheckState(m_checked.contains(folder) ? Qt::Checked : Qt::Unchecked);
            }
            if (c >= 2 && c < FixedColumns)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(row, c, item);
        }
    }
    m_table->setSortingEnabled(true);
    m_rebuilding = false;
    drawOverlay();
}

void CompareView::drawOverlay()
{
    const QString key = metric();
    m_plot->clearSeries();
    m_plot->setYStyle(styleOf(key));
    m_plot->chart()->setTitle(tr("%1 by epoch").arg(metricLabel(key)));
    const std::string metricKey = key.toStdString();
    const std::filesystem::path runsDir = toPath(m_runsDir);
    int shown = 0;
    for (const auto& run : m_all->runs) {
        const QString folder = QString::fromStdString(run.folder.string());
        if (!m_checked.contains(folder))
            continue;
        QList<QPointF> points;
        for (const core::EpochRecord& e : run.record.epochs)
            if (const auto v = e.value(metricKey))
                points.append(QPointF(e.epoch, *v));
        const QString name = QString::fromStdString(run.folder.lexically_relative(runsDir).generic_string());
        // The runs ticked each in a colour of the palette's in turn (a colour from the name let two
        // runs share one).
        m_plot->setSeries(name, QStringLiteral("run%1").arg(shown++), points, false);
    }
    m_plot->refresh();
}

QString CompareView::cell(const QString& runDir, const QString& column) const
{
    int col = -1;
    for (int c = 0; c < m_table->columnCount(); ++c)
        if (m_table->horizontalHeaderItem(c)->text() == column)
            col = c;
    for (int r = 0; r < m_table->rowCount() && col >= 0; ++r)
        if (m_table->item(r, 0)->data(FolderRole).toString() == runDir)
            return m_table->item(r, col)->text();
    return {};
}

} // namespace lathe::ui
