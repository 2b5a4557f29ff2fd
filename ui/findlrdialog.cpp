#include "findlrdialog.h"

#include "screenfit.h"

#include "enginetext.h"
#include "finderframe.h"
#include "plotview.h"
#include "sessioncontroller.h"

#include <QChart>
#include <QChartView>
#include <QLabel>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPushButton>
#include <QScatterSeries>
#include <QTableWidget>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace lathe::ui {

FindLrDialog::FindLrDialog(const core::Config& config, QWidget* parent)
    : QDialog(parent)
    , m_controller(new SessionController(this))
    , m_summary(new QLabel(tr("Searching: one training step at each rate of a range test, then short trial trainings around its suggestion…"), this))
    , m_table(new QTableWidget(0, 3, this))
    , m_chart(new QChartView(this))
    , m_raw(new QScatterSeries)
    , m_smoothed(new QLineSeries)
    , m_trials(new QScatterSeries)
    , m_chosen(new QScatterSeries)
    , m_x(new QLogValueAxis)
    , m_y(new QValueAxis)
    , m_use(new QPushButton(tr("Use this learning rate"), this))
{
    setWindowTitle(tr("Find learning rate — %1").arg(QString::fromStdString(config.name)));
    resizeWithinScreen(this, QSize(820, 640));
    setUpTrialTable(m_table, {tr("Trial rate"), tr("Loss after the trial"), tr("Result")});

    auto* chart = new QChart;
    chart->setTitle(tr("Loss against the learning rate"));
    m_raw->setName(tr("loss"));
    m_raw->setMarkerSize(5);
    m_raw->setColor(QColor(150, 170, 200));
    m_smoothed->setName(tr("smoothed loss"));
    m_trials->setName(tr("trial rates"));
    m_trials->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    m_trials->setColor(QColor(230, 150, 30));
    m_chosen->setName(tr("rate chosen"));
    m_chosen->setMarkerSize(14);
    m_chosen->setColor(QColor(40, 160, 60));
    for (QAbstractSeries* s : std::initializer_list<QAbstractSeries*>{m_raw, m_smoothed, m_trials, m_chosen})
        chart->addSeries(s);
    m_x->setTitleText(tr("learning rate"));
    m_x->setBase(10);
    m_x->setLabelFormat(QStringLiteral("%.0e"));
    m_y->setTitleText(tr("loss"));
    chart->addAxis(m_x, Qt::AlignBottom);
    chart->addAxis(m_y, Qt::AlignLeft);
    PlotView::plainAxisTitles(chart);
    for (QAbstractSeries* s : std::initializer_list<QAbstractSeries*>{m_raw, m_smoothed, m_trials, m_chosen}) {
        s->attachAxis(m_x);
        s->attachAxis(m_y);
    }
    m_chart->setChart(chart);

    auto* buttons = finderButtons(this, m_use);
    connect(m_use, &QPushButton::clicked, this, [this] {
        Q_EMIT useLearningRate(m_result.chosen, static_cast<int>(m_result.batch));
        accept();
    });
    layOutFinderDialog(this, m_summary, m_chart, m_table, buttons);

    connect(m_controller, &SessionController::lrFinder, this, &FindLrDialog::showResult);
    connect(m_controller, &SessionController::finished, this, &FindLrDialog::finish);
    showFinderProgress(m_controller, m_summary, m_done);
    m_controller->findLr(config);
}

FindLrDialog::~FindLrDialog() = default; // the controller stops and joins its session

int FindLrDialog::pointsPlotted() const
{
    return static_cast<int>(m_raw->count());
}

QString FindLrDialog::summary() const
{
    return m_summary->text();
}

void FindLrDialog::showResult(const core::LrFinderResult& result)
{
    m_result = result;
    double lowest = INFINITY, highest = -INFINITY;
    const auto cover = [&](double loss) {
        if (std::isfinite(loss)) {
            lowest = std::min(lowest, loss);
            highest = std::max(highest, loss);
        }
    };
    for (const auto& p : result.points) {
        if (!std::isfinite(p.loss) || p.lr <= 0)
            continue;
        m_raw->append(p.lr, p.loss);
        cover(p.loss);
        if (std::isfinite(p.smoothed))
            m_smoothed->append(p.lr, p.smoothed);
    }
    for (const auto& t : result.trials) {
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        const bool diverged = !std::isfinite(t.lossAfter);
        const bool chosen = result.found && t.lr == result.chosen;
        const QStringList cells{QString::number(t.lr, 'g', 3), diverged ? QStringLiteral("—") : QString::number(t.lossAfter, 'g', 4),
                                diverged ? tr("diverged") : chosen ? tr("chosen") : QString()};
        for (int c = 0; c < cells.size(); ++c)
            m_table->setItem(row, c, new QTableWidgetItem(cells[c]));
        if (!diverged) {
            (chosen ? m_chosen : m_trials)->append(t.lr, t.lossAfter);
            cover(t.lossAfter);
        }
    }
    if (!result.points.empty()) {
        m_x->setRange(result.points.front().lr, result.points.back().lr);
        // A runaway's last losses would flatten the rest: the axis stops at 1.5x the first loss.
        const double first = std::isfinite(result.points.front().loss) ? result.points.front().loss : highest;
        m_y->setRange(std::max(0.0, lowest * 0.9), std::min(highest, first * 1.5) * 1.05);
        PlotView::niceNumbers(m_y);
    }
}

void FindLrDialog::finish(const core::RunFinishedEvent& e)
{
    m_done = true;
    if (e.status != core::RunFinishedEvent::Status::Completed) {
        m_summary->setText(tr("The search failed: %1").arg(engineText(e.message)));
        return;
    }
    m_summary->setText(engineText(e.message));
    m_use->setEnabled(m_result.found);
    if (m_result.found)
        m_use->setText(tr("Use learning rate %1").arg(QString::number(m_result.chosen, 'g', 3)));
}

} // namespace lathe::ui
