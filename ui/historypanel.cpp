#include "historypanel.h"
#include "openexternal.h"

#include "filepath.h"
#include "flowlayout.h"
#include "run/sweepfolder.h"

#include "metrics/metric.h"
#include "run/runrecord.h"

#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QPushButton>
#include <QTableWidget>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>
#include <filesystem>

namespace lathe::ui {

namespace {

constexpr int RunDirRole = Qt::UserRole;
constexpr int CompletedRole = Qt::UserRole + 1; // the run completed its epochs: nothing to resume
constexpr int ExactPathRole = Qt::UserRole + 2; // RunDirRole names the folder byte for byte (not a name in neither UTF-8 nor GBK)

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
{
    m_table->setHorizontalHeaderLabels({tr("Run"), tr("Status"), tr("Epochs"), tr("Best val loss"), tr("Best val accuracy"),
                                        tr("Device"), tr("Finished")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // In the order listRunFolders gives (most recently changed first) until a header is clicked: a
    // table's default indicator (the first column, descending) sorted the runs by name.
    m_table->horizontalHeader()->setSortIndicator(-1, Qt::DescendingOrder);
    m_table->setSortingEnabled(true);
    auto* refreshButton = new QPushButton(tr("Refresh"), this);
    auto* compareButton = new QPushButton(tr("Compare"), this);
    auto* showButton = new QPushButton(tr("Show"), this);
    auto* openButton = new QPushButton(tr("Open folder"), this);
    auto* resumeButton = new QPushButton(tr("Resume"), this);
    auto* reportButton = new QPushButton(tr("Report"), this);
    auto* comparisonButton = new QPushButton(tr("Comparison"), this);
    comparisonButton->setObjectName(QStringLiteral("ComparisonButton"));
    comparisonButton->setToolTip(tr("Show the comparison of the sweep the selected run belongs to"));
    auto* evaluationButton = new QPushButton(tr("Evaluation"), this);
    evaluationButton->setObjectName(QStringLiteral("EvaluationButton"));
    evaluationButton->setToolTip(tr("Show the selected run's evaluation: confusion matrix and per-class scores"));
    auto* predictButton = new QPushButton(tr("Predict…"), this);
    predictButton->setObjectName(QStringLiteral("PredictButton"));
    predictButton->setToolTip(tr("Run the selected run's model on new images or CSV files and save its predictions"));
    compareButton->setToolTip(tr("The selected runs side by side in the Compare tab: their curves overlaid, the settings that differ"));
    showButton->setToolTip(tr("The selected run's charts and dashboard in the Training tab"));
    resumeButton->setToolTip(tr("Continue the selected run from its last checkpoint"));
    reportButton->setToolTip(tr("Export the selected run's report (HTML and PDF)"));
    connect(refreshButton, &QPushButton::clicked, this, &HistoryPanel::refresh);
    connect(compareButton, &QPushButton::clicked, this, [this] {
        if (const QStringList runs = runsToActOn(); !runs.isEmpty())
            Q_EMIT compareRequested(runs);
    });
    connect(showButton, &QPushButton::clicked, this, [this] {
        const QStringList runs = runsToActOn();
        if (runs.size() == 1)
            Q_EMIT showRunRequested(runs.front());
    });
    connect(m_table, &QTableWidget::cellDoubleClicked, this, [this](int, int) {
        const QStringList runs = runsToActOn(); // the double-clicked row is selected
        if (runs.size() == 1)
            Q_EMIT showRunRequested(runs.front());
    });
    connect(openButton, &QPushButton::clicked, this, [this] {
        for (const QString& run : runsToActOn())
            openExternally(this, QUrl::fromLocalFile(run));
    });
    connect(resumeButton, &QPushButton::clicked, this, [this] {
        const QStringList runs = runsToActOn();
        if (runs.size() == 1)
            Q_EMIT resumeRequested(runs.front());
    });
    connect(reportButton, &QPushButton::clicked, this, [this] {
        const QStringList runs = runsToActOn();
        if (runs.size() == 1)
            Q_EMIT reportRequested(runs.front());
    });
    connect(evaluationButton, &QPushButton::clicked, this, [this] {
        const QStringList runs = runsToActOn();
        if (runs.size() == 1)
            Q_EMIT evaluationRequested(runs.front());
    });
    connect(predictButton, &QPushButton::clicked, this, [this] {
        const QStringList runs = runsToActOn();
        if (runs.size() == 1)
            Q_EMIT predictRequested(runs.front());
    });
    connect(comparisonButton, &QPushButton::clicked, this, [this] {
        const QStringList runs = runsToActOn();
        if (!runs.isEmpty() && core::isSweepFolder(toPath(QFileInfo(runs.front()).absolutePath())))
            Q_EMIT comparisonRequested(QFileInfo(runs.front()).absolutePath());
    });
    connect(m_table, &QTableWidget::itemSelectionChanged, this, [=, this] {
        const QStringList selected = selectedRuns();
        const auto n = selected.size();
        comparisonButton->setEnabled(n >= 1 && core::isSweepFolder(toPath(QFileInfo(selected.front()).absolutePath())));
        evaluationButton->setEnabled(n == 1);
        predictButton->setEnabled(n == 1 && QFileInfo::exists(QDir(selected.front()).filePath(QStringLiteral("model.pt"))));
        // A completed run has no epoch left: resuming it only scored the test split and exported model.pt again.
        const QList<QTableWidgetItem*> items = m_table->selectedItems();
        const bool completed = n == 1 && !items.isEmpty() && items.front()->data(CompletedRole).toBool();
        resumeButton->setEnabled(n == 1 && !completed);
        resumeButton->setToolTip(completed ? tr("The selected run completed all its epochs: there is nothing to resume. To train it longer, "
                                                "run lathe-cli train --resume with the run's folder and --epochs N, N above its epochs.")
                                           : tr("Continue the selected run from its last checkpoint"));
        reportButton->setEnabled(n == 1);
        openButton->setEnabled(n >= 1);
        showButton->setEnabled(n == 1);
        compareButton->setEnabled(n >= 1);
        if (n == 1)
            Q_EMIT runSelected(selected.front());
    });

    // Rows that wrap: on a narrow screen or in a narrow dock the buttons that do not fit go onto the
    // next row, instead of widening the dock and the window past the screen. (A tool bar's overflow
    // button, », opened nothing outside a main window's tool bar area: Resume, Predict, Comparison and
    // Report could not be reached at 1024 × 700.)
    auto* buttons = new FlowLayout;
    for (QPushButton* b : {refreshButton, showButton, compareButton, openButton, resumeButton, evaluationButton, predictButton,
                           comparisonButton, reportButton})
        buttons->addWidget(b);
    m_table->setMinimumHeight(0); // the dock is shared with Problems: it must be able to stay short
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(buttons);
    layout->addWidget(m_table, 1);
    resumeButton->setEnabled(false);
    reportButton->setEnabled(false);
    evaluationButton->setEnabled(false);
    predictButton->setEnabled(false);
    comparisonButton->setEnabled(false);
    openButton->setEnabled(false);
    showButton->setEnabled(false);
    compareButton->setEnabled(false);
}

void HistoryPanel::setRunsDir(const QString& dir)
{
    m_runsDir = dir;
    refresh();
    Q_EMIT runsDirChanged(dir);
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
        case core::RunStatus::Failed: status = tr("failed"); break;
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
            item->setData(CompletedRole, run.status() == core::RunStatus::Completed);
            item->setData(ExactPathRole, toPath(dir) == folder);
            item->setToolTip(dir);
            m_table->setItem(row, c, item);
        }
    }
    m_table->setSortingEnabled(true);
}

void HistoryPanel::showRun(const QString& runDir)
{
    const QString run = QFileInfo(runDir).absoluteFilePath();
    const auto rowOf = [&]() -> int {
        for (int row = 0; row < m_table->rowCount(); ++row)
            if (QFileInfo(m_table->item(row, 0)->data(RunDirRole).toString()).absoluteFilePath() == run)
                return row;
        return -1;
    };
    if (rowOf() < 0) {
        QDir folder = QFileInfo(run).absoluteDir();
        if (core::isSweepFolder(toPath(folder.absolutePath())))
            folder.cdUp();
        setRunsDir(folder.absolutePath());
    }
    if (const int row = rowOf(); row >= 0) {
        m_table->selectRow(row);
        m_table->scrollToItem(m_table->item(row, 0));
    }
}

QStringList HistoryPanel::runsToActOn()
{
    QStringList runs;
    qsizetype gone = 0;
    for (const auto& index : m_table->selectionModel()->selectedRows()) {
        const QString run = index.data(RunDirRole).toString();
        runs << run;
        std::error_code ec;
        // (A folder whose name the window cannot hold byte for byte is not looked for: it would never be found.)
        gone += index.data(ExactPathRole).toBool() && !std::filesystem::exists(toPath(run) / "config.json", ec);
    }
    if (gone == 0)
        return runs;
    Q_EMIT message(runs.size() == 1 ? tr("The run folder %1 is no longer there (renamed, moved or deleted): the list of runs is read again.").arg(runs.front())
                                    : tr("%n of the selected run folders are no longer there (renamed, moved or deleted): the list of runs is read again.",
                                         nullptr, static_cast<int>(gone)),
                   10000);
    refresh();
    return {};
}

QStringList HistoryPanel::selectedRuns() const
{
    QStringList runs;
    for (const auto& index : m_table->selectionModel()->selectedRows())
        runs << index.data(RunDirRole).toString();
    return runs;
}

} // namespace lathe::ui
