// PlotView's interaction: the hover read-out with its cursor line, the context menu, zoom with the
// wheel or a rubber band, pan with Shift/middle drag or the arrows, Home to reset, double-click to
// enlarge.

#include "plotview.h"

#include <QCategoryAxis>
#include <QChart>
#include <QFileDialog>
#include <QGraphicsLineItem>
#include <QLineSeries>
#include <QMenu>
#include <QMouseEvent>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace lathe::ui {

namespace {

// The index of the point nearest `x` in x-sorted `points`, or -1.
qsizetype nearest(const QList<QPointF>& points, double x)
{
    if (points.isEmpty())
        return -1;
    const auto it = std::lower_bound(points.begin(), points.end(), x, [](const QPointF& p, double v) { return p.x() < v; });
    qsizetype i = it - points.begin();
    if (i == points.size() || (i > 0 && x - points[i - 1].x() < points[i].x() - x))
        --i;
    return i;
}

} // namespace

QString PlotView::readout(double x) const
{
    QStringList lines;
    double shownX = x;
    for (const QString& name : m_order) {
        const Series& s = m_series[name];
        const qsizetype i = nearest(s.points, x);
        if (i < 0)
            continue;
        shownX = s.points[i].x();
        QString value = QString::fromStdString(core::formatReading(s.points[i].y(), m_yStyle, 4));
        if (s.smooth) {
            const QList<QPointF> curve = s.smooth->points();
            const qsizetype j = nearest(curve, s.points[i].x());
            if (j >= 0) {
                const double y = m_log ? std::pow(10.0, curve[j].y()) : curve[j].y();
                value = tr("%1 (smoothed %2)").arg(value, QString::fromStdString(core::formatReading(y, m_yStyle, 4)));
            }
        }
        lines << QStringLiteral("%1: %2").arg(name, value);
    }
    if (lines.isEmpty())
        return {};
    lines.prepend(QStringLiteral("%1 %2").arg(m_x->titleText(), QString::fromStdString(core::formatReading(shownX, core::NumberStyle::Plain, 4))));
    return lines.join(QLatin1Char('\n'));
}

void PlotView::showReadout(const QPoint& pos)
{
    const QPointF inChart = chart()->mapFromScene(mapToScene(pos));
    const QRectF area = chart()->plotArea();
    QLineSeries* any = nullptr;
    for (const Series& s : std::as_const(m_series))
        any = any ? any : s.line;
    if (!any || !area.contains(inChart)) {
        hideReadout();
        return;
    }
    const double x = chart()->mapToValue(inChart, any).x();
    const QString text = readout(x);
    if (text.isEmpty()) {
        hideReadout();
        return;
    }
    // The cursor line at the x the read-out is for.
    double at = x;
    for (const QString& name : std::as_const(m_order)) {
        const qsizetype i = nearest(m_series[name].points, x);
        if (i >= 0) {
            at = m_series[name].points[i].x();
            break;
        }
    }
    const double px = chart()->mapToPosition(QPointF(at, m_y->min()), any).x();
    m_cursor->setLine(px, area.top(), px, area.bottom());
    m_cursor->show();
    QToolTip::showText(mapToGlobal(pos) + QPoint(14, 8), text, this);
}

void PlotView::hideReadout()
{
    m_cursor->hide();
    QToolTip::hideText();
}

void PlotView::showContextMenu(const QPoint& pos)
{
    QMenu menu(this);
    menu.addAction(tr("Reset zoom"), this, &PlotView::resetZoom);
    QAction* log = menu.addAction(tr("Logarithmic scale"));
    log->setCheckable(true);
    log->setChecked(m_log);
    connect(log, &QAction::toggled, this, &PlotView::setLogScale);
    menu.addAction(tr("Enlarge / show all charts"), this, &PlotView::enlargeRequested);
    menu.addSeparator();
    menu.addAction(tr("Save this chart as PNG…"), this, [this] {
        const QString file = QFileDialog::getSaveFileName(this, tr("Save chart"), title() + QStringLiteral(".png"), tr("PNG images (*.png)"));
        if (!file.isEmpty())
            grab().save(file, "PNG");
    });
    menu.exec(mapToGlobal(pos));
}

void PlotView::wheelEvent(QWheelEvent* e)
{
    chart()->zoom(e->angleDelta().y() > 0 ? 1.25 : 0.8);
    e->accept();
}

void PlotView::mousePressEvent(QMouseEvent* e)
{
    hideReadout();
    if (e->button() == Qt::MiddleButton || (e->button() == Qt::LeftButton && (e->modifiers() & Qt::ShiftModifier))) {
        m_panning = true;
        m_last = e->position();
        setRubberBand(QChartView::NoRubberBand);
        e->accept();
        return;
    }
    if (e->button() == Qt::RightButton) { // the menu, not Qt's zoom-out (Reset zoom is in the menu)
        e->accept();
        return;
    }
    QChartView::mousePressEvent(e);
}

void PlotView::mouseMoveEvent(QMouseEvent* e)
{
    if (m_panning) {
        const QPointF d = e->position() - m_last;
        chart()->scroll(-d.x(), d.y());
        m_last = e->position();
        e->accept();
        return;
    }
    if (e->buttons() == Qt::NoButton)
        showReadout(e->position().toPoint());
    QChartView::mouseMoveEvent(e);
}

void PlotView::mouseReleaseEvent(QMouseEvent* e)
{
    if (m_panning) {
        m_panning = false;
        setRubberBand(QChartView::RectangleRubberBand);
        e->accept();
        return;
    }
    if (e->button() == Qt::RightButton) {
        showContextMenu(e->position().toPoint());
        e->accept();
        return;
    }
    QChartView::mouseReleaseEvent(e);
}

void PlotView::mouseDoubleClickEvent(QMouseEvent* e)
{
    if (e->button() == Qt::LeftButton) {
        Q_EMIT enlargeRequested();
        e->accept();
        return;
    }
    QChartView::mouseDoubleClickEvent(e);
}

void PlotView::keyPressEvent(QKeyEvent* e)
{
    const qreal step = 20;
    switch (e->key()) {
    case Qt::Key_Left: chart()->scroll(-step, 0); break;
    case Qt::Key_Right: chart()->scroll(step, 0); break;
    case Qt::Key_Up: chart()->scroll(0, step); break;
    case Qt::Key_Down: chart()->scroll(0, -step); break;
    case Qt::Key_Home: resetZoom(); break;
    default: QChartView::keyPressEvent(e); return;
    }
    e->accept();
}

void PlotView::leaveEvent(QEvent* e)
{
    hideReadout();
    QChartView::leaveEvent(e);
}

} // namespace lathe::ui
