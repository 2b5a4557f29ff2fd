#include "profileview.h"
#include "openexternal.h"
#include "language.h"

#include "plotview.h"

#include <QBarCategoryAxis>
#include <QScrollBar>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QIcon>
#include <QLabel>
#include <QPixmap>
#include <QPushButton>
#include <QStackedBarSeries>
#include <QTableWidget>
#include <QUrl>
#include <QValueAxis>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace lathe::ui {

namespace {

double meanOf(const core::ProfileEvent& p, int phase)
{
    double sum = 0.0;
    for (const auto& s : p.steps)
        sum += phase < 0 ? s.seconds : s.phases[phase];
    return p.steps.empty() ? 0.0 : sum / static_cast<double>(p.steps.size());
}

} // namespace

QString ProfileView::phaseName(core::StepPhase phase)
{
    switch (phase) {
    case core::StepPhase::DataWait: return tr("data wait");
    case core::StepPhase::Copy: return tr("copy to the GPU");
    case core::StepPhase::Inputs: return tr("inputs");
    case core::StepPhase::Forward: return tr("forward");
    case core::StepPhase::Backward: return tr("backward");
    case core::StepPhase::Sync: return tr("gradient sync");
    case core::StepPhase::Optimizer: return tr("optimizer");
    case core::StepPhase::FusedStep: return tr("whole step on the device");
    case core::StepPhase::Other: return tr("other");
    case core::StepPhase::Count: break;
    }
    return {};
}

ProfileView::ProfileView(QWidget* parent)
    : QWidget(parent)
    , m_summary(new QLabel(this))
    , m_chart(new QChartView(new QChart, this))
    , m_table(new QTableWidget(0, 3, this))
    , m_request(new QPushButton(tr("Profile the next 10 steps"), this))
    , m_openFolder(new QPushButton(tr("Open the trace's folder"), this))
{
    setObjectName(QStringLiteral("ProfileView"));
    auto* layout = new QVBoxLayout(this);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_request);
    buttons->addWidget(m_openFolder);
    buttons->addStretch(1);
    m_table->setHorizontalHeaderLabels({tr("Phase"), tr("Mean ms"), tr("Share")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // Each column as wide as what it holds, and the table at least that wide: with the name's column
    // stretched into what the numbers left, a narrow window showed every phase as "…" (1024 × 700).
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->setMaximumWidth(420);
    m_chart->chart()->setTitle(tr("Each profiled step, by phase (ms)"));
    // The table beside the chart is its legend (each phase's name with its colour): below the bars
    // each name got an equal share of the width ("data …"), and to their right the legend took a
    // third of a narrow chart, whose step numbers were then cut to "…" (1024 × 700).
    m_chart->chart()->legend()->hide();
    m_chart->setMinimumHeight(240);
    auto* body = new QHBoxLayout;
    body->addWidget(m_chart, 2);
    body->addWidget(m_table, 1);
    layout->addWidget(m_summary);
    layout->addLayout(buttons);
    layout->addLayout(body, 1);
    connect(m_request, &QPushButton::clicked, this, &ProfileView::profileRequested);
    connect(m_openFolder, &QPushButton::clicked, this, [this] {
        if (!m_trace.isEmpty())
            openExternally(this, QUrl::fromLocalFile(QFileInfo(m_trace).absolutePath()));
    });
    clear();
}

void ProfileView::clear()
{
    m_requested = 0;
    m_chart->chart()->removeAllSeries();
    for (QAbstractAxis* a : m_chart->chart()->axes())
        m_chart->chart()->removeAxis(a);
    m_table->setRowCount(0);
    m_trace.clear();
    m_openFolder->setEnabled(false);
    m_summary->setText(tr("Why is my GPU idle? While a run trains, profile a few of its steps: the time of each phase of a step "
                          "(waiting for data, the copy to the GPU, forward, backward, the optimizer…) and a trace of every operator "
                          "for Perfetto or chrome://tracing. lathe-cli train --profile-steps N does the same without a window."));
}

void ProfileView::showRequested(int steps)
{
    m_requested = steps;
    m_summary->setText(tr("Profiling the next %n step(s) of the run…", nullptr, steps));
}

void ProfileView::showProfile(const core::ProfileEvent& p)
{
    const int requested = std::exchange(m_requested, 0); // the request this profile answers (none for a run read back)
    clear();
    QChart* chart = m_chart->chart();
    auto* series = new QStackedBarSeries;
    QStringList categories;
    // The steps counted from the profile's first (named in the axis title): the training step numbers
    // ("2738") of ten bars were cut to "…" below a narrow chart, upright or on their side.
    for (std::size_t i = 0; i < p.steps.size(); ++i)
        categories << QString::number(i + 1);
    double mostTime = 0.0, step = meanOf(p, -1);
    int most = -1;
    for (int i = 0; i < core::kStepPhases; ++i) {
        const double mean = meanOf(p, i);
        if (mean * 1e3 < 0.005) // nothing the table's 0.01 ms could show (the copy of a CPU run)
            continue;
        auto* set = new QBarSet(phaseName(static_cast<core::StepPhase>(i)));
        set->setColor(PlotView::seriesColour(QStringLiteral("rank%1").arg(i))); // the n-th distinct colour, phase by phase
        for (const auto& s : p.steps)
            set->append(s.phases[i] * 1e3);
        series->append(set);
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        QPixmap swatch(12, 12);
        swatch.fill(set->color());
        m_table->setItem(row, 0, new QTableWidgetItem(QIcon(swatch), set->label()));
        m_table->setItem(row, 1, new QTableWidgetItem(QString::number(mean * 1e3, 'f', 2)));
        m_table->setItem(row, 2, new QTableWidgetItem(QString::number(step > 0 ? 100.0 * mean / step : 0.0, 'f', 1) + QStringLiteral(" %")));
        if (mean > mostTime) {
            mostTime = mean;
            most = i;
        }
    }
    m_table->resizeColumnsToContents();
    m_table->setMinimumWidth(std::min(m_table->maximumWidth(), m_table->horizontalHeader()->length() + 2 * m_table->frameWidth()
                                                                 + m_table->verticalScrollBar()->sizeHint().width()));
    chart->addSeries(series);
    auto* x = new QBarCategoryAxis;
    x->append(categories);

    x->setTitleText(p.steps.empty() ? tr("training step") : tr("profiled step, from training step %1").arg(p.steps.front().globalStep));
    // The milliseconds are in the chart's title: a Chinese axis title turned on its side rendered as
    // a blot (毫秒), whatever its font.
    auto* y = new QValueAxis;
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    PlotView::plainAxisTitles(chart);
    series->attachAxis(x);
    series->attachAxis(y);
    PlotView::niceNumbers(y);

    QString text = tr("%n step(s) profiled from step %1 (%2); a step takes %3 ms on average.", nullptr, static_cast<int>(p.steps.size()))
                       .arg(p.steps.empty() ? 0 : p.steps.front().globalStep)
                       .arg(QString::fromStdString(p.activities))
                       .arg(step * 1e3, 0, 'f', 2);
    if (requested > static_cast<int>(p.steps.size()) && !p.steps.empty()) // fewer: a profile ends with its epoch
        text = followedBy(text, tr("%n step(s) were asked for: a profile ends with its epoch, and the epoch or the run ended first.", nullptr,
                                   requested));
    if (most >= 0) {
        const auto phase = static_cast<core::StepPhase>(most);
        text = followedBy(text, tr("Most of it is %1 (%2 %).").arg(phaseName(phase)).arg(100.0 * mostTime / std::max(step, 1e-12), 0, 'f', 0));
        if (phase == core::StepPhase::DataWait)
            text = followedBy(text, tr("The device waits for the loader: raise loader.workers, or keep the data on the GPU (loader.gpu_resident)."));
        else if (phase == core::StepPhase::Copy)
            text = followedBy(text, tr("The copy to the GPU dominates: keep the data on the GPU (loader.gpu_resident) or use pinned memory."));
    }
    m_trace = QString::fromStdString(p.trace);
    if (!m_trace.isEmpty())
        text = followedBy(text, tr("The trace of every operator is %1: open it in https://ui.perfetto.dev or chrome://tracing.").arg(m_trace));
    text = followedBy(text, tr("Profiled steps wait for the device between phases, so they run a little slower than the others."));
    m_summary->setText(text);
    m_openFolder->setEnabled(!m_trace.isEmpty());
}

int ProfileView::barCount() const
{
    const auto all = m_chart->chart()->series();
    if (all.isEmpty())
        return 0;
    const auto* s = static_cast<const QStackedBarSeries*>(all.front());
    return s->barSets().isEmpty() ? 0 : static_cast<int>(s->barSets().front()->count());
}

QStringList ProfileView::phasesShown() const
{
    QStringList names;
    for (int r = 0; r < m_table->rowCount(); ++r)
        names << m_table->item(r, 0)->text();
    return names;
}

QString ProfileView::summaryText() const
{
    return m_summary->text();
}

} // namespace lathe::ui
