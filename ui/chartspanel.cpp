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
// Chart keys (used by tests and pointCount) are the English titles; the shown title is translated.
const char* const kContext = "lathe::ui::ChartsPanel";
const QString kLoss = QString::fromUtf8(QT_TRANSLATE_NOOP("lathe::ui::ChartsPanel", "Loss"));
const QString kMetric = QString::fromUtf8(QT_TRANSLATE_NOOP("lathe::ui::ChartsPanel", "Accuracy / metric"));
const QString kLr = QString::fromUtf8(QT_TRANSLATE_NOOP("lathe::ui::ChartsPanel", "Learning rate"));
const QString kThroughput = QString::fromUtf8(QT_TRANSLATE_NOOP("lathe::ui::ChartsPanel", "Samples/s"));
const QString kEpochTime = QString::fromUtf8(QT_TRANSLATE_NOOP("lathe::ui::ChartsPanel", "Epoch time (s)"));
const QString kDataWait = QString::fromUtf8(QT_TRANSLATE_NOOP("lathe::ui::ChartsPanel", "Data wait %"));
const QString kUtil = QString::fromUtf8(QT_TRANSLATE_NOOP("lathe::ui::ChartsPanel", "Utilisation %"));
const QString kMemory = QString::fromUtf8(QT_TRANSLATE_NOOP("lathe::ui::ChartsPanel", "Memory (GiB)"));
const QString kPower = QString::fromUtf8(QT_TRANSLATE_NOOP("lathe::ui::ChartsPanel", "Power (W) and temperature (°C)"));
constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
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
    , m_timer(new QTimer(this))
{
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setSpacing(2);
    createPlot(kLoss, tr("epoch"), tr("loss"), 0, 0);
    createPlot(kMetric, tr("epoch"), QString(), 0, 1);
    createPlot(kLr, tr("epoch"), tr("lr"), 1, 0);
    createPlot(kThroughput, tr("epoch"), QString(), 1, 1);
    createPlot(kEpochTime, tr("epoch"), QString(), 2, 0);
    createPlot(kDataWait, tr("epoch"), QString(), 2, 1);
    createPlot(kUtil, tr("seconds"), tr("%"), 0, 2);
    createPlot(kMemory, tr("seconds"), tr("GiB"), 1, 2);
    createPlot(kPower, tr("seconds"), QString(), 2, 2);
    m_timer->setInterval(500);
    connect(m_timer, &QTimer::timeout, this, &ChartsPanel::flush);
    m_timer->start();
}

ChartsPanel::Plot* ChartsPanel::createPlot(const QString& title, const QString& xTitle, const QString& yTitle, int row,
                                           int column)
{
    auto* p = new Plot;
    p->chart = new QChart;
    p->chart->setTitle(QCoreApplication::translate(kContext, title.toUtf8().constData()));
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
    m_plots.insert(title, p);
    m_order.append(p);
    return p;
}

ChartsPanel::Plot& ChartsPanel::plot(const QString& title)
{
    return *m_plots.value(title);
}

void ChartsPanel::add(const QString& chart, const QString& series, double x, double y, bool deviceValue)
{
    // Device samples mark a value they could not read as -1 (they are never negative otherwise);
    // metrics such as R² can be negative.
    if (!std::isfinite(x) || !std::isfinite(y) || (deviceValue && y < 0))
        return;
    plot(chart).pending[series].append(QPointF(x, y));
}

void ChartsPanel::clear()
{
    for (Plot* p : m_order) {
        for (QLineSeries* s : std::as_const(p->series)) {
            p->chart->removeSeries(s);
            delete s;
        }
        p->series.clear();
        p->pending.clear();
        p->x->setRange(0, 1);
        p->y->setRange(0, 1);
    }
}

void ChartsPanel::addStarted(const core::RunStartedEvent& e)
{
    m_stepsPerEpoch = std::max<std::int64_t>(1, e.stepsPerEpoch);
    m_deviceIsGpu = e.device.rfind("cuda", 0) == 0;
}

void ChartsPanel::addBatch(const core::BatchEvent& e)
{
    const double x = (e.epoch - 1) + static_cast<double>(e.step) / static_cast<double>(m_stepsPerEpoch);
    add(kLoss, tr("batch loss"), x, e.loss);
    add(kLr, tr("learning rate"), x, e.lr);
}

void ChartsPanel::addEpoch(const core::EpochEvent& e)
{
    for (const auto& [key, value] : e.metrics) {
        const QString name = QString::fromStdString(key).replace(QLatin1Char('_'), QLatin1Char(' '));
        if (key.find("loss") != std::string::npos)
            add(kLoss, name, e.epoch, value);
        else if (key.find("top5") == std::string::npos)
            add(kMetric, name, e.epoch, value);
    }
    add(kThroughput, tr("samples/s"), e.epoch, e.samplesPerSecond);
    add(kEpochTime, tr("seconds"), e.epoch, e.seconds);
    add(kDataWait, tr("data wait %"), e.epoch, e.dataWaitPercent);
}

void ChartsPanel::addDeviceSample(const core::DeviceSampleEvent& e)
{
    for (const auto& g : e.gpus) {
        const QString gpu = QStringLiteral("GPU %1").arg(g.index);
        add(kUtil, gpu, e.seconds, g.utilisation, true);
        add(kMemory, tr("%1 used").arg(gpu), e.seconds, g.memoryUsed / kGiB, true);
        add(kPower, tr("%1 W").arg(gpu), e.seconds, g.powerWatts, true);
        add(kPower, tr("%1 °C").arg(gpu), e.seconds, g.temperatureC, true);
    }
    if (e.allocatorReserved >= 0) {
        add(kMemory, tr("allocator reserved"), e.seconds, e.allocatorReserved / kGiB, true);
        add(kMemory, tr("allocator allocated"), e.seconds, e.allocatorAllocated / kGiB, true);
    }
    add(kUtil, tr("process CPU (% of a core)"), e.seconds, e.processCpuPercent, true);
    add(kUtil, tr("host CPU"), e.seconds, e.hostCpuPercent, true);
    add(kMemory, tr("process RSS"), e.seconds, e.processRssBytes / kGiB, true);
}

void ChartsPanel::flush()
{
    for (Plot* p : m_order) {
        if (p->pending.isEmpty())
            continue;
        for (auto it = p->pending.begin(); it != p->pending.end(); ++it) {
            QLineSeries*& s = p->series[it.key()];
            if (!s) {
                s = new QLineSeries;
                s->setName(it.key());
                p->chart->addSeries(s);
                s->attachAxis(p->x);
                s->attachAxis(p->y);
            }
            s->append(it.value());
        }
        p->pending.clear();
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
