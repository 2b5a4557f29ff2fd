#include "chartspanel.h"

#include <QChart>
#include <QChartView>
#include <QCoreApplication>
#include <QGridLayout>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QWheelEvent>
#include <QLineSeries>
#include <QTimer>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace lathe::ui {

namespace {
const char* const kContext = "lathe::ui::ChartsPanel";
} // namespace

// Qt Charts zooms with a rubber band; this adds the rest: the wheel zooms, a middle-button or
// Shift+drag pans, the arrow keys pan, right-click (Qt's own) zooms back out.
class ZoomPanView : public QChartView {
public:
    using QChartView::QChartView;

protected:
    void wheelEvent(QWheelEvent* e) override
    {
        chart()->zoom(e->angleDelta().y() > 0 ? 1.25 : 0.8);
        e->accept();
    }
    void mousePressEvent(QMouseEvent* e) override
    {
        if (e->button() == Qt::MiddleButton || (e->button() == Qt::LeftButton && (e->modifiers() & Qt::ShiftModifier))) {
            m_panning = true;
            m_last = e->position();
            setRubberBand(QChartView::NoRubberBand);
            e->accept();
            return;
        }
        QChartView::mousePressEvent(e);
    }
    void mouseMoveEvent(QMouseEvent* e) override
    {
        if (m_panning) {
            const QPointF d = e->position() - m_last;
            chart()->scroll(-d.x(), d.y());
            m_last = e->position();
            e->accept();
            return;
        }
        QChartView::mouseMoveEvent(e);
    }
    void mouseReleaseEvent(QMouseEvent* e) override
    {
        if (m_panning) {
            m_panning = false;
            setRubberBand(QChartView::RectangleRubberBand);
            e->accept();
            return;
        }
        QChartView::mouseReleaseEvent(e);
    }
    void keyPressEvent(QKeyEvent* e) override
    {
        const qreal step = 20;
        switch (e->key()) {
        case Qt::Key_Left: chart()->scroll(-step, 0); break;
        case Qt::Key_Right: chart()->scroll(step, 0); break;
        case Qt::Key_Up: chart()->scroll(0, step); break;
        case Qt::Key_Down: chart()->scroll(0, -step); break;
        default: QChartView::keyPressEvent(e); return;
        }
        e->accept();
    }

private:
    bool m_panning = false;
    QPointF m_last;
};

ChartsPanel::ChartsPanel(QWidget* parent)
    : QWidget(parent)
    , m_model(new ChartModel(this))
    , m_timer(new QTimer(this))
{
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setSpacing(2);
    // Training curves on the left two columns, device readings on the right.
    createPlot(ChartModel::Loss, tr("epoch"), tr("loss"), 0, 0);
    createPlot(ChartModel::Metric, tr("epoch"), QString(), 0, 1);
    createPlot(ChartModel::LearningRate, tr("epoch"), tr("lr"), 1, 0);
    createPlot(ChartModel::Throughput, tr("epoch"), QString(), 1, 1);
    createPlot(ChartModel::EpochTime, tr("epoch"), QString(), 2, 0);
    createPlot(ChartModel::DataWait, tr("epoch"), QString(), 2, 1);
    createPlot(ChartModel::Utilisation, tr("seconds"), tr("%"), 0, 2);
    createPlot(ChartModel::Memory, tr("seconds"), tr("GiB"), 1, 2);
    createPlot(ChartModel::Power, tr("seconds"), QString(), 2, 2);
    connect(m_model, &QAbstractItemModel::modelReset, this, &ChartsPanel::forgetDrawn);
    m_timer->setInterval(500);
    connect(m_timer, &QTimer::timeout, this, &ChartsPanel::flush);
    m_timer->start();
}

ChartsPanel::Plot* ChartsPanel::createPlot(const QString& key, const QString& xTitle, const QString& yTitle, int row, int column)
{
    auto* p = new Plot;
    p->chart = new QChart;
    p->chart->setTitle(QCoreApplication::translate(kContext, key.toUtf8().constData()));
    p->chart->legend()->setAlignment(Qt::AlignBottom);
    p->chart->setMargins(QMargins(2, 2, 2, 2));
    p->x = new QValueAxis;
    p->y = new QValueAxis;
    p->x->setTitleText(xTitle);
    p->y->setTitleText(yTitle);
    // Compact text: nine charts share the tab, and CJK fonts are taller (labels were elided to "…").
    for (QValueAxis* axis : {p->x, p->y}) {
        QFont f = axis->labelsFont();
        f.setPointSizeF(f.pointSizeF() * 0.8);
        axis->setLabelsFont(f);
        axis->setTitleFont(f);
    }
    QFont legend = p->chart->legend()->font();
    legend.setPointSizeF(legend.pointSizeF() * 0.85);
    p->chart->legend()->setFont(legend);
    p->x->setRange(0, 1);
    p->y->setRange(0, 1);
    p->chart->addAxis(p->x, Qt::AlignBottom);
    p->chart->addAxis(p->y, Qt::AlignLeft);
    p->view = new ZoomPanView(p->chart, this);
    p->view->setFocusPolicy(Qt::ClickFocus);
    p->view->setToolTip(tr("Drag to zoom, wheel to zoom, Shift+drag or middle-drag to pan, right-click to zoom out"));
    // No antialiasing: with software rendering it made the charts cost a few % of training speed.
    p->view->setRubberBand(QChartView::RectangleRubberBand); // drag to zoom, right-click to zoom out
    p->view->setMinimumSize(260, 180);
    static_cast<QGridLayout*>(layout())->addWidget(p->view, row, column);
    m_plots.insert(key, p);
    m_order.append(p);
    return p;
}

void ChartsPanel::clear()
{
    m_model->clear(); // the panel forgets what it drew when the model resets
}

void ChartsPanel::forgetDrawn()
{
    m_drawn.clear();
    m_drawnRevision.clear();
    for (Plot* p : m_order) {
        for (QLineSeries* s : std::as_const(p->series)) {
            p->chart->removeSeries(s);
            delete s;
        }
        p->series.clear();
        p->x->setRange(0, 1);
        p->y->setRange(0, 1);
    }
}

void ChartsPanel::flush()
{
    QList<Plot*> changed;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        if (row >= m_drawn.size())
            m_drawn.append(0);
        if (row >= m_drawnRevision.size())
            m_drawnRevision.append(0);
        const QList<QPointF>& points = m_model->points(row);
        const bool thinned = m_drawnRevision[row] != m_model->revision(row);
        if (m_drawn[row] == points.size() && !thinned)
            continue;
        Plot* p = m_plots.value(m_model->chartOf(row));
        if (!p)
            continue;
        QLineSeries*& s = p->series[m_model->seriesOf(row)];
        if (!s) {
            s = new QLineSeries;
            s->setName(m_model->seriesOf(row));
            p->chart->addSeries(s);
            s->attachAxis(p->x);
            s->attachAxis(p->y);
        }
        if (thinned) // the model thinned the series: draw it anew (it holds at most MaxPoints)
            s->replace(points);
        else
            s->append(points.mid(m_drawn[row]));
        m_drawn[row] = static_cast<int>(points.size());
        m_drawnRevision[row] = m_model->revision(row);
        if (!changed.contains(p))
            changed.append(p);
    }
    for (Plot* p : std::as_const(changed)) {
        // Fit the axes to everything drawn (unless the user has zoomed in).
        if (p->chart->isZoomed())
            continue;
        double x0 = 0, x1 = 1, y0 = 0, y1 = 1;
        bool first = true;
        for (const QLineSeries* s : std::as_const(p->series)) {
            for (const QPointF& pt : s->points()) {
                if (first) {
                    x0 = x1 = pt.x();
                    y0 = std::min(0.0, pt.y());
                    y1 = pt.y();
                    first = false;
                }
                x0 = std::min(x0, pt.x());
                x1 = std::max(x1, pt.x());
                y0 = std::min(y0, pt.y());
                y1 = std::max(y1, pt.y());
            }
        }
        p->x->setRange(x0, x1 > x0 ? x1 : x0 + 1);
        p->y->setRange(y0, y1 > y0 ? y1 * 1.05 : y0 + 1);
    }
}

bool ChartsPanel::savePng(const QString& file)
{
    flush();
    return grab().save(file, "PNG");
}

int ChartsPanel::pointCount(const QString& chart, const QString& series) const
{
    const Plot* p = m_plots.value(chart);
    if (!p)
        return -1;
    const QLineSeries* s = p->series.value(series);
    return s ? static_cast<int>(s->count()) : 0;
}

QStringList ChartsPanel::chartTitles() const
{
    QStringList titles;
    for (const Plot* p : m_order)
        titles << p->chart->title();
    return titles;
}

} // namespace lathe::ui
