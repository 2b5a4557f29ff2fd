#include "chartspanel.h"

#include "plotview.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLayout>
#include <QPainter>
#include <QScrollArea>
#include <QSlider>
#include <QTimer>
#include <QToolButton>

#include <algorithm>
#include <cmath>

namespace lathe::ui {

namespace {
const char* const kContext = "lathe::ui::ChartsPanel";
constexpr double kDefaultSmoothing = 0.6; // TensorBoard's default
} // namespace

ChartsPanel::ChartsPanel(QWidget* parent)
    : QWidget(parent)
    , m_model(new ChartModel(this))
    , m_timer(new QTimer(this))
    , m_grid(new QWidget(this))
    , m_gridLayout(new QGridLayout(m_grid))
    , m_smoothing(new QSlider(Qt::Horizontal, this))
    , m_smoothingValue(new QLabel(this))
    , m_log(new QCheckBox(tr("Log scale (loss, learning rate)"), this))
    , m_showAll(new QToolButton(this))
{
    auto* top = new QVBoxLayout(this);
    top->setContentsMargins(0, 0, 0, 0);
    top->setSpacing(2);

    auto* tools = new QHBoxLayout;
    tools->setContentsMargins(4, 0, 4, 0);
    auto* smoothingLabel = new QLabel(tr("Smoothing"), this);
    smoothingLabel->setToolTip(tr("Smooths the noisy curves (batch loss, device readings) with an exponential moving average; "
                                  "the values themselves stay drawn faintly behind"));
    m_smoothing->setRange(0, 99);
    m_smoothing->setToolTip(smoothingLabel->toolTip());
    m_smoothing->setMaximumWidth(160);
    m_smoothingValue->setMinimumWidth(m_smoothingValue->fontMetrics().horizontalAdvance(QStringLiteral("0.99 ")));
    connect(m_smoothing, &QSlider::valueChanged, this, [this](int v) {
        m_smoothingValue->setText(QString::number(v / 100.0, 'f', 2));
        for (PlotView* p : std::as_const(m_plots))
            p->setSmoothing(v / 100.0);
    });
    connect(m_log, &QCheckBox::toggled, this, &ChartsPanel::setLogScale);
    auto* reset = new QToolButton(this);
    reset->setText(tr("Reset zoom"));
    reset->setToolTip(tr("Every chart back to all its data (Home in a chart does it for that one)"));
    connect(reset, &QToolButton::clicked, this, &ChartsPanel::resetZoom);
    m_showAll->setText(tr("Show all charts"));
    m_showAll->setVisible(false);
    connect(m_showAll, &QToolButton::clicked, this, [this] { enlarge({}); });
    tools->addWidget(smoothingLabel);
    tools->addWidget(m_smoothing);
    tools->addWidget(m_smoothingValue);
    tools->addSpacing(12);
    tools->addWidget(m_log);
    tools->addSpacing(12);
    tools->addWidget(reset);
    tools->addWidget(m_showAll);
    tools->addStretch(1);
    top->addLayout(tools);

    // The charts scroll rather than shrink past legibility in a small window.
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(m_grid);
    m_gridLayout->setContentsMargins(0, 0, 0, 0);
    m_gridLayout->setSpacing(2);
    top->addWidget(scroll, 1);

    // Training curves first (they answer "is it learning?"), then the device's.
    createPlot(ChartModel::Loss, tr("epoch"), tr("loss"), core::NumberStyle::Plain);
    createPlot(ChartModel::Metric, tr("epoch"), QString(), core::NumberStyle::Plain);
    createPlot(ChartModel::Utilisation, tr("seconds"), tr("%"), core::NumberStyle::Plain);
    createPlot(ChartModel::LearningRate, tr("epoch"), tr("lr"), core::NumberStyle::Scientific);
    createPlot(ChartModel::Throughput, tr("epoch"), tr("samples/s"), core::NumberStyle::Si);
    createPlot(ChartModel::Memory, tr("seconds"), tr("GiB"), core::NumberStyle::Plain);
    createPlot(ChartModel::EpochTime, tr("epoch"), tr("s"), core::NumberStyle::Plain);
    createPlot(ChartModel::DataWait, tr("epoch"), tr("%"), core::NumberStyle::Plain);
    createPlot(ChartModel::Power, tr("seconds"), tr("W / °C"), core::NumberStyle::Plain);
    m_smoothing->setValue(static_cast<int>(kDefaultSmoothing * 100));
    updateEmptyTexts();
    layOut();

    connect(m_model, &QAbstractItemModel::modelReset, this, &ChartsPanel::forgetDrawn);
    m_timer->setInterval(1000); // a redraw a second: live enough, and the window's cost halves on a busy CPU
    connect(m_timer, &QTimer::timeout, this, &ChartsPanel::flush);
    m_timer->start();
}

PlotView* ChartsPanel::createPlot(const QString& key, const QString& xTitle, const QString& yTitle, core::NumberStyle yStyle)
{
    auto* p = new PlotView(QCoreApplication::translate(kContext, key.toUtf8().constData()), xTitle, yTitle, yStyle, m_grid);
    p->setObjectName(QStringLiteral("chart:") + key);
    connect(p, &PlotView::enlargeRequested, this, [this, key] { enlarge(m_enlarged == key ? QString() : key); });
    m_plots.insert(key, p);
    m_order.append(key);
    return p;
}

void ChartsPanel::layOut()
{
    const int columns = m_enlarged.isEmpty() ? std::clamp(width() / 300, 1, 3) : 1;
    if (columns == m_columns && m_gridLayout->count() > 0)
        return;
    m_columns = columns;
    while (m_gridLayout->count() > 0)
        m_gridLayout->takeAt(0);
    int i = 0;
    for (const QString& key : std::as_const(m_order)) {
        PlotView* p = m_plots.value(key);
        const bool shown = m_enlarged.isEmpty() || m_enlarged == key;
        p->setVisible(shown);
        if (shown) {
            m_gridLayout->addWidget(p, i / columns, i % columns);
            ++i;
        }
    }
    // A grid keeps the rows it once had: only those in use stretch.
    const int rows = (i + columns - 1) / columns;
    for (int r = 0; r < m_gridLayout->rowCount(); ++r)
        m_gridLayout->setRowStretch(r, r < rows ? 1 : 0);
    for (int c = 0; c < m_gridLayout->columnCount(); ++c)
        m_gridLayout->setColumnStretch(c, c < columns ? 1 : 0);
}

void ChartsPanel::resizeEvent(QResizeEvent* e)
{
    QWidget::resizeEvent(e);
    layOut();
}

void ChartsPanel::enlarge(const QString& chart)
{
    m_enlarged = m_plots.contains(chart) ? chart : QString();
    m_showAll->setVisible(!m_enlarged.isEmpty());
    m_columns = 0; // lay out again
    layOut();
}

void ChartsPanel::addStarted(const core::RunStartedEvent& e)
{
    m_model->addStarted(e);
    m_started = true;
    m_ended = false;
    m_onGpu = e.device.rfind("cuda", 0) == 0;
    updateEmptyTexts();
}

void ChartsPanel::setFollowStatus(const core::FollowStatus& status)
{
    if (status.state == core::FollowState::Ended || !m_ended)
        return;
    m_ended = false;
    updateEmptyTexts();
}

void ChartsPanel::addFinished()
{
    m_ended = true;
    updateEmptyTexts();
    flush();
}

void ChartsPanel::showRun(const core::RunRecord& run)
{
    clear();
    core::RunStartedEvent started;
    started.runDir = run.folder.string();
    started.runName = run.name();
    started.device = run.summary ? run.summary->device : std::string();
    addStarted(started);
    const int epochs = static_cast<int>(run.epochs.size());
    for (const core::EpochRecord& e : run.epochs)
        addEpoch(e.toEvent(epochs));
    for (const core::DeviceRecord& d : run.device)
        addDeviceSample(d.sample);
    addFinished(); // shown as it ended (a run another process writes is followed, not shown)
    flush();
}

void ChartsPanel::updateEmptyTexts()
{
    for (const QString& key : std::as_const(m_order)) {
        const bool device = key == ChartModel::Utilisation || key == ChartModel::Memory || key == ChartModel::Power;
        QString text;
        if (!m_started)
            text = tr("No run yet: start one (F5) and its curves appear here");
        else if (key == ChartModel::Power && !m_onGpu)
            text = tr("No GPU: power and temperature need an NVIDIA GPU and its NVML library (libnvidia-ml.so.1)");
        else if (key == ChartModel::Power)
            text = tr("No power or temperature reading yet: NVML may not report them for this GPU");
        else if (device && m_ended)
            text = tr("The run ended without a device reading (monitor.enabled, monitor.interval_ms)");
        else if (device)
            text = tr("Waiting for the first device reading");
        else
            text = tr("Appears when the first epoch ends");
        m_plots.value(key)->setEmptyText(text);
    }
}

void ChartsPanel::clear()
{
    m_started = false;
    m_ended = false;
    m_model->clear(); // the panel forgets what it drew when the model resets
    updateEmptyTexts();
}

void ChartsPanel::forgetDrawn()
{
    m_drawn.clear();
    m_drawnRevision.clear();
    for (PlotView* p : std::as_const(m_plots))
        p->clearSeries();
}

void ChartsPanel::flush()
{
    QList<PlotView*> changed;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        if (row >= m_drawn.size())
            m_drawn.append(0);
        if (row >= m_drawnRevision.size())
            m_drawnRevision.append(0);
        const QList<QPointF>& points = m_model->points(row);
        if (m_drawn[row] == points.size() && m_drawnRevision[row] == m_model->revision(row))
            continue;
        PlotView* p = m_plots.value(m_model->chartOf(row));
        if (!p)
            continue;
        p->setSeries(m_model->seriesOf(row), m_model->keyOf(row), points, m_model->noisy(row));
        m_drawn[row] = static_cast<int>(points.size());
        m_drawnRevision[row] = m_model->revision(row);
        if (!changed.contains(p))
            changed.append(p);
    }
    for (PlotView* p : std::as_const(changed))
        p->refresh();
}

void ChartsPanel::setSmoothing(double weight)
{
    m_smoothing->setValue(static_cast<int>(std::lround(std::clamp(weight, 0.0, 0.99) * 100)));
}

double ChartsPanel::smoothing() const
{
    return m_smoothing->value() / 100.0;
}

void ChartsPanel::setLogScale(bool on)
{
    if (m_log->isChecked() != on) {
        m_log->setChecked(on); // comes back here through toggled
        return;
    }
    for (const QString& key : {ChartModel::Loss, ChartModel::LearningRate})
        m_plots.value(key)->setLogScale(on);
}

void ChartsPanel::resetZoom()
{
    for (PlotView* p : std::as_const(m_plots))
        p->resetZoom();
}

bool ChartsPanel::savePng(const QString& file)
{
    flush();
    if (isVisible() && width() >= 600 && height() >= 400)
        return grab().save(file, "PNG"); // what the user sees
    // Not on screen (another tab was open all along, or no window): each chart drawn at a size that
    // reads well, in a grid of three columns, instead of the 100 x 30 of a widget never laid out.
    const QSize cell(560, 340);
    QStringList shown;
    for (const QString& key : std::as_const(m_order))
        if (m_enlarged.isEmpty() || key == m_enlarged)
            shown << key;
    const int columns = std::min<int>(3, static_cast<int>(shown.size()));
    const int rows = (static_cast<int>(shown.size()) + columns - 1) / columns;
    QImage image(columns * cell.width(), rows * cell.height(), QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    for (int i = 0; i < shown.size(); ++i)
        painter.drawImage(QPoint((i % columns) * cell.width(), (i / columns) * cell.height()), m_plots.value(shown[i])->render(cell));
    painter.end();
    return image.save(file, "PNG");
}

int ChartsPanel::pointCount(const QString& chart, const QString& series) const
{
    const PlotView* p = m_plots.value(chart);
    return p ? p->pointCount(series) : -1;
}

QStringList ChartsPanel::chartTitles() const
{
    QStringList titles;
    for (const QString& key : m_order)
        titles << m_plots.value(key)->title();
    return titles;
}

} // namespace lathe::ui
