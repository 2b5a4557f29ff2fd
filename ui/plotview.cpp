#include "plotview.h"

#include <QCategoryAxis>
#include <QChart>
#include <QFileDialog>
#include <QGraphicsLineItem>
#include <QGraphicsSimpleTextItem>
#include <QLegendMarker>
#include <QLineSeries>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QTextBoundaryFinder>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <limits>

namespace lathe::ui {

namespace {

// matplotlib's tab10: ten colours that stay apart for most people, also in print.
const QColor kPalette[] = {QColor(0x1f, 0x77, 0xb4), QColor(0xff, 0x7f, 0x0e), QColor(0x2c, 0xa0, 0x2c), QColor(0xd6, 0x27, 0x28),
                           QColor(0x94, 0x67, 0xbd), QColor(0x8c, 0x56, 0x4b), QColor(0xe3, 0x77, 0xc2), QColor(0x7f, 0x7f, 0x7f),
                           QColor(0xbc, 0xbd, 0x22), QColor(0x17, 0xbe, 0xcf)};
constexpr int kPaletteSize = sizeof kPalette / sizeof kPalette[0];
constexpr double kEdgeRoom = 0.03; // of an axis's span, past a point on its edge
constexpr int kMarkersUpTo = 30; // points in a series: fewer than this and each one gets a marker

// The number in "gpu3_util", "rank12_samples" (after the prefix), or -1.
int indexAfter(const QString& key, QLatin1String prefix)
{
    if (!key.startsWith(prefix))
        return -1;
    int i = prefix.size(), n = 0;
    bool any = false;
    for (; i < key.size() && key[i].isDigit(); ++i) {
        n = n * 10 + key[i].digitValue();
        any = true;
    }
    return any ? n : -1;
}

QList<QPointF> plotted(const QList<QPointF>& points, bool log)
{
    if (!log)
        return points;
    QList<QPointF> out;
    out.reserve(points.size());
    for (const QPointF& p : points) {
        if (p.y() > 0) // a log axis has no place for zero or less
            out.append(QPointF(p.x(), std::log10(p.y())));
    }
    return out;
}

// The smallest rectangle holding `points` (x, y); null for none.
QRectF boundsOf(const QList<QPointF>& points)
{
    if (points.isEmpty())
        return {};
    double x0 = points.front().x(), x1 = x0, y0 = points.front().y(), y1 = y0;
    for (const QPointF& p : points) {
        x0 = std::min(x0, p.x());
        x1 = std::max(x1, p.x());
        y0 = std::min(y0, p.y());
        y1 = std::max(y1, p.y());
    }
    return QRectF(QPointF(x0, y0), QPointF(x1, y1)); // may be zero-sized: a point or a flat line
}

// The categories an axis over [min, max] shows for `ticks`: each label at its position. Labels are
// the category's keys, so a repeated one gets an invisible mark to stay apart.
QList<std::pair<QString, double>> categoriesFor(const core::AxisTicks& ticks, double min, double max, core::NumberStyle style)
{
    QList<std::pair<QString, double>> out;
    QStringList seen;
    double previous = -std::numeric_limits<double>::infinity();
    for (const double v : ticks.values) {
        const double position = ticks.log ? std::log10(v) : v;
        if (position < min - 1e-9 * (max - min) || position > max + 1e-9 * (max - min) || position <= previous)
            continue;
        QString label = QString::fromStdString(core::tickLabel(v, ticks.log ? v : ticks.step, ticks.log ? core::NumberStyle::Scientific : style));
        if (ticks.log && std::abs(std::log10(v) - std::round(std::log10(v))) > 1e-9) // 2 and 5 between decades: short
            label = QString::fromStdString(core::tickLabel(v, v, style == core::NumberStyle::Scientific ? style : core::NumberStyle::Plain));
        while (seen.contains(label))
            label.append(QChar(0x200B));
        seen << label;
        out.append({label, position});
        previous = position;
    }
    return out;
}

// Sets the axis's categories, unless they are what it has: every change lays the chart out again.
void setLabels(QCategoryAxis* axis, const core::AxisTicks& ticks, double min, double max, core::NumberStyle style)
{
    const auto wanted = categoriesFor(ticks, min, max, style);
    const QStringList current = axis->categoriesLabels();
    bool same = current.size() == wanted.size() && axis->startValue() == min;
    for (qsizetype i = 0; same && i < wanted.size(); ++i)
        same = current[i] == wanted[i].first && axis->endValue(current[i]) == wanted[i].second;
    if (same)
        return;
    for (const QString& label : current)
        axis->remove(label);
    axis->setStartValue(min);
    for (const auto& [label, position] : wanted)
        axis->append(label, position);
}

} // namespace

PlotView::PlotView(const QString& title, const QString& xTitle, const QString& yTitle, core::NumberStyle yStyle, QWidget* parent)
    : QChartView(new QChart, parent)
    , m_x(new QCategoryAxis)
    , m_y(new QCategoryAxis)
    , m_yStyle(yStyle)
{
    QChart* c = chart();
    c->setTitle(title);
    c->legend()->setAlignment(Qt::AlignBottom);
    c->setMargins(QMargins(2, 2, 10, 2)); // room on the right for the last x label, centred on its tick
    QFont legend = c->legend()->font();
    legend.setPointSizeF(legend.pointSizeF() * 0.85);
    c->legend()->setFont(legend);
    for (QCategoryAxis* axis : {m_x, m_y}) {
        axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
        QFont f = axis->labelsFont();
        f.setPointSizeF(f.pointSizeF() * 0.8);
        axis->setLabelsFont(f);
        axis->setTitleFont(f);
        axis->setGridLineColor(QColor(0xe0, 0xe0, 0xe0));
        axis->setRange(0, 1);
        connect(axis, &QValueAxis::rangeChanged, this, [this] {
            if (!m_labelling) // a zoom or a pan: the ticks follow the new range
                QMetaObject::invokeMethod(this, [this] { labelAxes(); }, Qt::QueuedConnection);
        });
    }
    m_x->setTitleText(xTitle);
    m_y->setTitleText(yTitle);
    c->addAxis(m_x, Qt::AlignBottom);
    c->addAxis(m_y, Qt::AlignLeft);

    m_empty = new QGraphicsSimpleTextItem(c);
    m_empty->setBrush(QColor(0x80, 0x80, 0x80));
    m_emptyText = tr("No data yet");
    m_cursor = new QGraphicsLineItem(c);
    m_cursor->setPen(QPen(QColor(0x90, 0x90, 0x90), 1, Qt::DashLine));
    m_cursor->setZValue(10);
    m_cursor->hide();
    connect(c, &QChart::plotAreaChanged, this, [this] {
        placeEmptyText();
        if (!m_relabelQueued) { // as many ticks as the new plot area holds, once the layout settles
            m_relabelQueued = true;
            QMetaObject::invokeMethod(this, [this] {
                m_relabelQueued = false;
                labelAxes();
            }, Qt::QueuedConnection);
        }
    });

    // No antialiasing: with software rendering it made the charts cost a few % of training speed.
    // A full repaint on every change: partial updates left old axis labels under the new ones.
    setViewportUpdateMode(QGraphicsView::FullViewportUpdate);

    setRubberBand(QChartView::RectangleRubberBand);
    setFocusPolicy(Qt::ClickFocus);
    viewport()->setMouseTracking(true);
    setToolTip(tr("Drag: zoom in · wheel: zoom · Shift+drag or middle-drag: pan · Home: reset · double-click: enlarge · right-click: menu"));
    setMinimumSize(240, 180);
    labelAxes();
}

QRectF PlotView::plotRange() const
{
    return QRectF(QPointF(m_x->min(), m_y->min()), QPointF(m_x->max(), m_y->max()));
}

bool PlotView::gridShown() const
{
    return m_x->isGridLineVisible() && m_y->isGridLineVisible();
}

bool PlotView::tickLabelsShown() const
{
    return m_x->labelsColor().alpha() > 0 && m_y->labelsColor().alpha() > 0;
}

QString PlotView::title() const
{
    return chart()->title();
}

void PlotView::setSeries(const QString& name, const QString& key, const QList<QPointF>& points, bool noisy)
{
    auto it = m_series.find(name);
    if (it == m_series.end()) {
        it = m_series.insert(name, Series{});
        m_order.append(name);
    }
    it->key = key;
    it->points = points;
    it->noisy = noisy;
    it->dirty = true;
}

void PlotView::clearSeries()
{
    for (Series& s : m_series) {
        for (QLineSeries* line : {s.line, s.smooth}) {
            if (line) {
                chart()->removeSeries(line);
                delete line;
            }
        }
    }
    m_series.clear();
    m_order.clear();
    chart()->zoomReset();
    m_labelling = true;
    m_x->setRange(0, 1);
    m_y->setRange(0, 1);
    m_labelling = false;
    labelAxes();
    placeEmptyText();
}

double PlotView::toPlotY(double y) const
{
    return m_log ? std::log10(y) : y;
}

QList<QPointF> PlotView::smoothed(const QList<QPointF>& points, double weight)
{
    QList<QPointF> out;
    out.reserve(points.size());
    double last = 0.0, debias = 1.0;
    for (const QPointF& p : points) {
        last = last * weight + (1.0 - weight) * p.y();
        debias *= weight; // the first values would lean towards 0 without dividing by 1 - w^n
        out.append(QPointF(p.x(), weight > 0 ? last / (1.0 - debias) : p.y()));
    }
    return out;
}

void PlotView::plainAxisTitles(QChart* chart)
{
    for (QAbstractAxis* axis : chart->axes())
        axis->setTitleFont(axis->labelsFont());
}

void PlotView::niceNumbers(QValueAxis* axis)
{
    axis->applyNiceNumbers();
    const double step = (axis->max() - axis->min()) / std::max(1, axis->tickCount() - 1);
    int decimals = 0;
    for (double scaled = step; decimals < 6 && std::abs(scaled - std::round(scaled)) > 1e-6 * std::max(1.0, scaled); scaled *= 10)
        ++decimals;
    axis->setLabelFormat(QStringLiteral("%.%1f").arg(decimals));
}

QColor PlotView::seriesColour(const QString& key)
{
    const QString bare = key.section(QLatin1Char(':'), -1); // "node2:gpu0_util" is GPU 0's colour
    for (const auto prefix : {QLatin1String("gpu"), QLatin1String("rank"), QLatin1String("run")}) {
        const int n = indexAfter(bare, prefix);
        if (n >= 0)
            return kPalette[n % kPaletteSize];
    }
    // A regression's validation scores share a chart: each its own colour (all were val_'s).
    static const QList<std::pair<QLatin1String, int>> scores = {
        {QLatin1String("val_mae"), 3}, {QLatin1String("val_rmse"), 8}, {QLatin1String("val_r2"), 6}, {QLatin1String("val_top5"), 5}};
    for (const auto& [score, colour] : scores)
        if (bare == score)
            return kPalette[colour];
    static const QList<std::pair<QLatin1String, int>> roles = {
        {QLatin1String("batch_"), 9}, {QLatin1String("train_"), 0}, {QLatin1String("val_"), 1}, {QLatin1String("test_"), 2},
        {QLatin1String("lr"), 4},     {QLatin1String("process_cpu"), 0}, {QLatin1String("host_cpu"), 7},
        {QLatin1String("process_rss"), 4}, {QLatin1String("allocator_reserved"), 5}, {QLatin1String("allocator_allocated"), 6}};
    for (const auto& [prefix, colour] : roles) {
        if (bare.startsWith(prefix))
            return kPalette[colour];
    }
    quint32 h = 2166136261u; // FNV-1a: the same in every process (qHash is seeded)
    for (const QChar ch : bare) {
        h ^= ch.unicode();
        h *= 16777619u;
    }
    return kPalette[h % kPaletteSize];
}

void PlotView::redraw(const QString& name, Series& s)
{
    const QColor colour = seriesColour(s.key);
    if (!s.line) {
        s.line = new QLineSeries;
        s.line->setName(name);
        chart()->addSeries(s.line);
        s.line->attachAxis(m_x);
        s.line->attachAxis(m_y);
        s.line->setMarkerSize(5);
    }
    const QList<QPointF> shown = plotted(s.points, m_log);
    const bool smooth = s.noisy && m_smoothing > 0 && shown.size() > 2;
    QPen pen(smooth ? QColor(colour.red(), colour.green(), colour.blue(), 70) : colour);
    pen.setWidthF(smooth ? 1.0 : 1.6);
    s.line->setPen(pen);
    s.line->setColor(pen.color());
    s.line->replace(shown);
    s.line->setPointsVisible(shown.size() < kMarkersUpTo);
    s.bounds = boundsOf(shown);
    const bool drawn = !shown.isEmpty();
    if (smooth) {
        if (!s.smooth) {
            s.smooth = new QLineSeries;
            s.smooth->setName(name);
            chart()->addSeries(s.smooth);
            s.smooth->attachAxis(m_x);
            s.smooth->attachAxis(m_y);
        }
        QPen strong(colour);
        strong.setWidthF(1.8);
        s.smooth->setPen(strong);
        s.smooth->setColor(colour);
        QList<QPointF> positive;
        for (const QPointF& p : s.points)
            if (!m_log || p.y() > 0)
                positive.append(p);
        const QList<QPointF> curve = plotted(smoothed(positive, m_smoothing), m_log);
        s.smooth->replace(curve);
        if (drawn && !curve.isEmpty()) { // by hand: QRectF::united drops a zero-sized rectangle
            const QRectF c = boundsOf(curve);
            s.bounds = QRectF(QPointF(std::min(s.bounds.left(), c.left()), std::min(s.bounds.top(), c.top())),
                              QPointF(std::max(s.bounds.right(), c.right()), std::max(s.bounds.bottom(), c.bottom())));
        }
    } else if (s.smooth) {
        chart()->removeSeries(s.smooth);
        delete s.smooth;
        s.smooth = nullptr;
    }
    for (QLegendMarker* m : chart()->legend()->markers(s.line))
        m->setVisible(!s.smooth); // the smoothed curve stands for the series in the legend
    s.dirty = false;
}

void PlotView::refresh()
{
    bool changed = false;
    for (const QString& name : std::as_const(m_order)) {
        Series& s = m_series[name];
        if (s.dirty) {
            redraw(name, s);
            changed = true;
        }
    }
    if (changed) {
        // One series needs no legend: the title names it, and the plot keeps the height.
        int named = 0;
        for (const Series& s : std::as_const(m_series))
            named += s.line && s.line->count() > 0;
        chart()->legend()->setVisible(named > 1);
    }
    if (changed && !chart()->isZoomed())
        fitAxes();
    placeEmptyText();
}

void PlotView::fitAxes()
{
    double x0 = 0, x1 = 0, y0 = 0, y1 = 0;
    bool any = false;
    for (const Series& s : std::as_const(m_series)) {
        if (!s.line || s.line->count() == 0)
            continue;
        const QRectF b = s.bounds; // kept by redraw(): no pass over the points here
        x0 = any ? std::min(x0, b.left()) : b.left();
        x1 = any ? std::max(x1, b.right()) : b.right();
        y0 = any ? std::min(y0, b.top()) : b.top();
        y1 = any ? std::max(y1, b.bottom()) : b.bottom();
        any = true;
    }
    const double dataY0 = y0;
    if (!any) {
        x0 = 0, x1 = 1, y0 = 0, y1 = 1;
    } else if (m_log) {
        const double pad = std::max(0.02 * (y1 - y0), 0.05);
        y0 -= pad;
        y1 += pad;
    } else {
        if (y0 >= 0 && y0 <= y1 - y0) // the data reaches down towards zero: show zero
            y0 = 0;
        const core::AxisTicks t = core::niceTicks(y0, y1, 5);
        y0 = t.lo;
        y1 = t.hi;
    }
    if (x1 <= x0) { // one point (a one-epoch run): in the middle of the axis, not on the edge of 1.0–2.0
        x0 -= 1;
        x1 += 1;
    }
    // The x axis ends on ticks too: a live run then changes the range (and lays the chart out again)
    // when its data passes a tick, not twice a second.
    const core::AxisTicks xt = core::niceTicks(x0, x1, xTickTarget());
    const double dataX1 = x1;
    x0 = xt.lo;
    x1 = xt.hi;
    // A point on the plot's edge would lose half its marker (series are clipped to the plot): the
    // range reaches a little past the last tick and the highest value, and below a lowest value that
    // lies on the bottom tick. The ticks stay where they are.
    // (A log axis has its padding already.)
    const auto onEdge = [](double value, double edge) { return std::abs(value - edge) <= 1e-9 * std::max(1.0, std::abs(edge)); };
    if (any && (dataX1 > x1 || onEdge(dataX1, x1)))
        x1 += kEdgeRoom * (x1 - x0);
    if (any && !m_log) {
        const double ySpan = y1 - y0;
        y1 += kEdgeRoom * ySpan;
        if (dataY0 > 0 && onEdge(dataY0, y0))
            y0 -= kEdgeRoom * ySpan;
    }
    if (m_x->min() == x0 && m_x->max() == x1 && m_y->min() == y0 && m_y->max() == y1)
        return;
    m_labelling = true;
    m_x->setRange(x0, x1);
    m_y->setRange(y0, y1);
    m_labelling = false;
    labelAxes();
}

int PlotView::xTickTarget() const
{
    return std::clamp(static_cast<int>(chart()->plotArea().width() / 60), 3, 10);
}

void PlotView::labelAxes()
{
    m_labelling = true;
    const QRectF area = chart()->plotArea();
    const int xTicks = xTickTarget();
    const int yTicks = std::clamp(static_cast<int>(area.height() / 25), 3, 8);
    const double x0 = m_x->min(), x1 = m_x->max(), y0 = m_y->min(), y1 = m_y->max();
    // The x range is the data's, not widened to ticks: ask for more until at least three fall in it.
    core::AxisTicks xt = core::niceTicks(x0, x1, xTicks);
    for (int target = xTicks + 1; target <= 12; ++target) {
        const auto inside = std::count_if(xt.values.begin(), xt.values.end(), [&](double v) { return v >= x0 - 1e-9 && v <= x1 + 1e-9; });
        if (inside >= 3)
            break;
        xt = core::niceTicks(x0, x1, target);
    }
    setLabels(m_x, xt, x0, x1, core::NumberStyle::Plain);
    setLabels(m_y, m_log ? core::logTicks(std::pow(10.0, y0), std::pow(10.0, y1), yTicks) : core::niceTicks(y0, y1, yTicks), y0, y1, m_yStyle);
    m_labelling = false;
}

void PlotView::setSmoothing(double weight)
{
    weight = std::clamp(weight, 0.0, 0.99);
    if (weight == m_smoothing)
        return;
    m_smoothing = weight;
    for (Series& s : m_series)
        s.dirty = s.dirty || s.noisy;
    refresh();
}

void PlotView::setLogScale(bool on)
{
    if (on == m_log)
        return;
    m_log = on;
    for (Series& s : m_series)
        s.dirty = true;
    chart()->zoomReset();
    refresh();
    fitAxes();
}

void PlotView::setYStyle(core::NumberStyle style)
{
    m_yStyle = style;
    labelAxes();
}

void PlotView::resetZoom()
{
    chart()->zoomReset();
    fitAxes();
}

void PlotView::setEmptyText(const QString& text)
{
    m_emptyText = text;
    placeEmptyText();
}

QString PlotView::emptyText() const
{
    return m_emptyText;
}

QStringList PlotView::emptyLines() const
{
    return m_empty->text().split(QLatin1Char('\n'));
}

bool PlotView::isEmptyShown() const
{
    return m_empty->isVisible();
}

void PlotView::placeEmptyText()
{
    bool any = false;
    for (const Series& s : std::as_const(m_series))
        any = any || (s.line && s.line->count() > 0);
    m_empty->setVisible(!any);
    // An empty chart has no grid (its lines would strike through the note in the middle) and no
    // numbers: a range of 0 to 1, or a lone 1e+00 on a log axis, says nothing of the data to come.
    // (Drawn transparent, not hidden: hidden labels change the layout, and Qt Charts then elides
    // the axis titles to "...".)
    for (QCategoryAxis* axis : {m_x, m_y}) {
        axis->setGridLineVisible(any);
        QColor colour = axis->labelsColor();
        if ((colour.alpha() > 0) != any) {
            colour.setAlpha(any ? 255 : 0);
            axis->setLabelsColor(colour);
        }
    }
    if (any)
        return; // nothing to place
    const QRectF area = chart()->plotArea();
    // Wrapped to the plot's width by hand: a simple text item has no width of its own. Lines break
    // where Unicode's rules let them (UAX #14): between words, between two Chinese characters but
    // not before "，" or after "（", never inside "monitor.interval_ms"; a piece wider than the plot
    // alone breaks between any two characters.
    const QFontMetricsF metrics(m_empty->font());
    const double width = std::max(40.0, area.width() - 8);
    const auto fits = [&](const QString& text) { return metrics.horizontalAdvance(text.trimmed()) <= width; };
    QStringList lines;
    QString line;
    const auto endLine = [&] {
        if (!line.trimmed().isEmpty())
            lines << line.trimmed();
        line.clear();
    };
    QTextBoundaryFinder breaks(QTextBoundaryFinder::Line, m_emptyText);
    for (qsizetype from = 0; breaks.toNextBoundary() != -1;) {
        const QString piece = m_emptyText.mid(from, breaks.position() - from);
        from = breaks.position();
        if (fits(line + piece)) {
            line += piece;
            continue;
        }
        endLine();
        for (const QChar ch : piece) {
            if (!line.isEmpty() && !fits(line + ch))
                endLine();
            line += ch;
        }
    }
    endLine();
    const QString wrapped = lines.join(QLatin1Char('\n'));
    if (wrapped != m_empty->text())
        m_empty->setText(wrapped);
    const QRectF box = m_empty->boundingRect();
    m_empty->setPos(area.center() - box.center());
}

QImage PlotView::render(const QSize& size)
{
    QImage image(size, QImage::Format_ARGB32);
    image.fill(Qt::white);
    QChart* c = chart();
    const QRectF before = c->geometry();
    c->setGeometry(QRectF(QPointF(0, 0), QSizeF(size))); // lays the chart out at that size, now
    labelAxes();
    placeEmptyText();
    {
        QPainter painter(&image);
        scene()->render(&painter, QRectF(QPointF(0, 0), QSizeF(size)), QRectF(QPointF(0, 0), QSizeF(size)));
    }
    c->setGeometry(before);
    labelAxes();
    placeEmptyText();
    return image;
}

int PlotView::pointCount(const QString& name) const
{
    const auto it = m_series.find(name);
    return it == m_series.end() || !it->line ? 0 : static_cast<int>(it->line->count());
}

QColor PlotView::colourOf(const QString& name) const
{
    const auto it = m_series.find(name);
    return it == m_series.end() ? QColor() : seriesColour(it->key);
}

bool PlotView::markersShown(const QString& name) const
{
    const auto it = m_series.find(name);
    return it != m_series.end() && it->line && it->line->pointsVisible();
}

QStringList PlotView::tickLabels(Qt::Orientation orientation) const
{
    QStringList labels = (orientation == Qt::Horizontal ? m_x : m_y)->categoriesLabels();
    for (QString& l : labels)
        l.remove(QChar(0x200B));
    return labels;
}

void PlotView::resizeEvent(QResizeEvent* e)
{
    QChartView::resizeEvent(e);
    labelAxes(); // as many ticks as the new size holds
    placeEmptyText();
}

} // namespace lathe::ui
