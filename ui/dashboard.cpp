#include "dashboard.h"

#include "chartspanel.h"
#include "enginetext.h"
#include "util/axisticks.h"

#include <QPainter>
#include <QGridLayout>
#include <QLabel>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <thread>

namespace lathe::ui {

namespace {

constexpr std::size_t kRecentSamples = 10; // device samples averaged for a steady utilisation figure
QColor stateColour(Dashboard::State s)
{
    switch (s) {
    case Dashboard::State::Good: return QColor(0x2e, 0x7d, 0x32);
    case Dashboard::State::Warn: return QColor(0xb2, 0x6a, 0x00);
    case Dashboard::State::Bad: return QColor(0xc6, 0x28, 0x28);
    case Dashboard::State::Neutral: break;
    }
    return QColor(0x70, 0x70, 0x70);
}

QColor stateTint(Dashboard::State s)
{
    switch (s) {
    case Dashboard::State::Good: return QColor(0xed, 0xf7, 0xee);
    case Dashboard::State::Warn: return QColor(0xff, 0xf4, 0xe0);
    case Dashboard::State::Bad: return QColor(0xfd, 0xec, 0xea);
    case Dashboard::State::Neutral: break;
    }
    return QColor(0xf6, 0xf6, 0xf6);
}

} // namespace

Dashboard::Dashboard(QWidget* parent)
    : QWidget(parent)
    , m_verdict(new QLabel(this))
    , m_advice(new QLabel(this))
    , m_tilesArea(new QWidget(this))
    , m_grid(new QGridLayout(m_tilesArea))
    , m_timer(new QTimer(this))
{
    setObjectName(QStringLiteral("Dashboard"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 2);
    layout->setSpacing(3);
    QFont verdict = m_verdict->font();
    verdict.setPointSizeF(verdict.pointSizeF() * 1.15);
    verdict.setBold(true);
    m_verdict->setFont(verdict);
    m_verdict->setWordWrap(true);
    m_verdict->setObjectName(QStringLiteral("DashboardVerdict"));
    m_advice->setWordWrap(true);
    m_advice->setObjectName(QStringLiteral("DashboardAdvice"));
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setSpacing(4);
    layout->addWidget(m_verdict);
    layout->addWidget(m_tilesArea);
    layout->addWidget(m_advice);
    m_readings.cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    m_timer->setInterval(1000);
    connect(m_timer, &QTimer::timeout, this, [this] {
        if (m_dirty)
            refresh();
    });
    m_timer->start();
    refresh();
}

void Dashboard::changed()
{
    m_dirty = true;
}

void Dashboard::clear()
{
    const int cores = m_readings.cores;
    m_readings = Readings{};
    m_readings.cores = cores;
    m_gpuTracks.clear();
    refresh();
}

void Dashboard::addStarted(const core::RunStartedEvent& e)
{
    const Readings before = m_readings;
    m_readings = Readings{};
    m_readings.cores = before.cores;
    m_readings.followed = before.followed;
    m_readings.followState = before.followState;
    m_readings.quietSeconds = before.quietSeconds;
    m_gpuTracks.clear();
    m_readings.started = true;
    m_readings.onGpu = e.device.rfind("cuda", 0) == 0;
    m_readings.precision = QString::fromStdString(e.precision);
    m_readings.precisionReason = engineText(e.precisionReason);
    m_readings.batchSize = e.batchSize;
    m_readings.ranks = std::max(1, e.ranks);
    m_readings.images = e.images;
    m_readings.epochs = e.epochs;
    m_readings.stepsPerEpoch = e.stepsPerEpoch;
    refresh();
}

void Dashboard::addBatch(const core::BatchEvent& e)
{
    Readings& r = m_readings;
    r.haveBatch = true;
    r.paused = false;
    r.epoch = e.epoch;
    r.step = e.step;
    r.stepsPerEpoch = e.stepsPerEpoch;
    r.loss = e.loss;
    r.samplesPerSecond = e.samplesPerSecond * std::max(1, r.ranks);
    r.stepSeconds = e.stepSeconds;
    r.etaSeconds = e.etaSeconds;
    changed();
}

void Dashboard::addEpoch(const core::EpochEvent& e)
{
    // At the epoch's end the tile says the epoch's figure (the table's, the chart's, metrics.jsonl's),
    // not the last batch's: they differed by 8 % on a short table epoch. (The job's, all ranks.)
    if (e.samplesPerSecond > 0)
        m_readings.samplesPerSecond = e.samplesPerSecond;
    m_readings.history.append({e.epoch, e.metrics, e.dataWaitPercent, e.samplesPerSecond});
    if (m_readings.history.size() > 64) // trends need the last few
        m_readings.history.removeFirst();
    changed();
}

void Dashboard::addDeviceSample(const core::DeviceSampleEvent& e)
{
    Readings& r = m_readings;
    r.sampled = true;
    const QString host = QString::fromStdString(e.host);
    if (m_gpuTracks.empty() && r.processCpuPercent < 0)
        m_firstHost = host;
    for (const auto& g : e.gpus) {
        GpuTrack& t = m_gpuTracks[{host, g.index}];
        if (g.utilisation >= 0) {
            t.utilisation.push_back(g.utilisation);
            if (t.utilisation.size() > kRecentSamples)
                t.utilisation.pop_front();
        }
        t.memoryUsed = g.memoryUsed;
        t.memoryTotal = g.memoryTotal;
    }
    r.gpus.clear();
    for (const auto& [id, t] : m_gpuTracks) {
        Readings::Gpu g{id.first, id.second, -1, t.memoryUsed, t.memoryTotal};
        if (!t.utilisation.empty()) {
            double sum = 0;
            for (const double u : t.utilisation)
                sum += u;
            g.utilisation = sum / static_cast<double>(t.utilisation.size());
        }
        r.gpus.append(g);
    }
    if (host == m_firstHost) {
        r.processCpuPercent = e.processCpuPercent;
        r.hostCpuPercent = e.hostCpuPercent;
        r.rssBytes = e.processRssBytes;
        if (e.cpuThreads > 0) {
            r.cpuThreads = e.cpuThreads;
            r.cpuBatchParts = e.cpuBatchParts;
        }
        if (e.othersBusy >= 0)
            r.othersBusy = e.othersBusy;
    }
    changed();
}

void Dashboard::addRunState(const core::RunStateEvent& e)
{
    m_readings.paused = e.state == core::RunStateEvent::State::Paused;
    if (!m_readings.paused)
        m_readings.endedPaused = false;
    refresh(); // at once: the user just pressed Pause
}

void Dashboard::setFollowStatus(const core::FollowStatus& status)
{
    m_readings.followed = true;
    m_readings.followState = status.state;
    m_readings.quietSeconds = status.quietSeconds;
    if (status.state != core::FollowState::Ended) {
        m_readings.ended = false; // a stopped run that its job resumed
        m_readings.endedPaused = false;
    }
    refresh();
}

void Dashboard::clearFollowStatus()
{
    m_readings.followed = false;
    m_readings.followState = core::FollowState::Live;
    refresh();
}

void Dashboard::addFinished(const core::RunFinishedEvent& e)
{
    m_readings.ended = true;
    m_readings.endedPaused = m_readings.paused;
    m_readings.paused = false;
    switch (e.status) {
    case core::RunFinishedEvent::Status::Completed: m_readings.endText = tr("The run finished: its report (report.html) and model are in the run folder."); break;
    case core::RunFinishedEvent::Status::Stopped: m_readings.endText = tr("The run stopped; Resume under Runs continues it from its checkpoint."); break;
    case core::RunFinishedEvent::Status::Failed: m_readings.endText = tr("The run failed: %1").arg(engineText(e.message)); break;
    }
    refresh();
}

// One tile, painted by itself: its texts change twice a second, and labels would lay the whole
// window out again each time their text changed width; a tile's size never changes with its text.
class Dashboard::TileView : public QWidget {
public:
    explicit TileView(QWidget* parent)
        : QWidget(parent)
    {
        m_small = font();
        m_small.setPointSizeF(m_small.pointSizeF() * 0.85);
        m_big = font();
        m_big.setPointSizeF(m_big.pointSizeF() * 1.45);
        m_big.setBold(true);
        setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    }

    void show(const Tile& t)
    {
        if (t.caption == m_tile.caption && t.value == m_tile.value && t.detail == m_tile.detail && t.state == m_tile.state)
            return;
        m_tile = t;
        setToolTip(t.advice.isEmpty() ? t.detail : t.detail + QStringLiteral("\n\n") + t.advice);
        update();
    }
    const Tile& tile() const { return m_tile; }

    QSize sizeHint() const override
    {
        const int h = QFontMetrics(m_small).height() * 2 + QFontMetrics(m_big).height() + 8;
        return {112, h};
    }
    QSize minimumSizeHint() const override { return {60, sizeHint().height()}; }

protected:
    void paintEvent(QPaintEvent*) override
    {
        QPainter p(this);
        const QRect r = rect().adjusted(0, 0, -1, -1);
        p.setPen(Qt::NoPen);
        p.setBrush(stateTint(m_tile.state));
        p.drawRoundedRect(r, 3, 3);
        p.setBrush(stateColour(m_tile.state));
        p.drawRect(QRect(r.left(), r.top(), 4, r.height() + 1));
        const QRect text = r.adjusted(10, 3, -6, -3);
        const QColor ink = palette().color(QPalette::WindowText);
        const QFontMetrics small(m_small), big(m_big);
        p.setFont(m_small);
        p.setPen(QColor(0x55, 0x55, 0x55));
        p.drawText(QRect(text.left(), text.top(), text.width(), small.height()), Qt::AlignLeft | Qt::AlignVCenter,
                   small.elidedText(m_tile.caption, Qt::ElideRight, text.width()));
        p.setFont(m_big);
        p.setPen(m_tile.state == State::Neutral ? ink : stateColour(m_tile.state));
        p.drawText(QRect(text.left(), text.top() + small.height(), text.width(), big.height()), Qt::AlignLeft | Qt::AlignVCenter,
                   big.elidedText(m_tile.value, Qt::ElideRight, text.width()));
        p.setFont(m_small);
        p.setPen(ink);
        p.drawText(QRect(text.left(), text.top() + small.height() + big.height(), text.width(), small.height()), Qt::AlignLeft | Qt::AlignVCenter,
                   small.elidedText(m_tile.detail, Qt::ElideRight, text.width()));
    }

private:
    Tile m_tile;
    QFont m_small, m_big;
};

void Dashboard::showRun(const core::RunRecord& run)
{
    core::RunStartedEvent started = run.started.value_or(core::RunStartedEvent{}); // an unfinished run's latest start
    if (run.summary) {
        started.device = run.summary->device;
        started.precision = run.summary->precision;
        started.precisionReason = run.summary->precisionReason;
        started.batchSize = run.summary->batchSize;
    }
    started.epochs = static_cast<int>(run.epochs.size());
    started.images = run.data.inputShape.empty() || run.data.inputShape.size() == 3; // channels, height, width
    addStarted(started);
    for (const core::EpochRecord& e : run.epochs)
        addEpoch(e.toEvent(started.epochs));
    const std::size_t from = run.device.size() > kRecentSamples ? run.device.size() - kRecentSamples : 0;
    for (std::size_t i = from; i < run.device.size(); ++i)
        addDeviceSample(run.device[i].sample);
    if (!run.epochs.empty()) { // the tiles read a batch event: the last epoch's figures stand in for one
        const core::EpochRecord& last = run.epochs.back();
        core::BatchEvent b;
        b.epoch = last.epoch;
        const auto loss = last.value("train_loss");
        b.loss = loss ? *loss : 0.0;
        b.samplesPerSecond = last.samplesPerSecond / std::max(1, m_readings.ranks);
        addBatch(b);
    }
    core::RunFinishedEvent finished;
    finished.status = run.status() == core::RunStatus::Completed ? core::RunFinishedEvent::Status::Completed
                      : run.status() == core::RunStatus::Failed  ? core::RunFinishedEvent::Status::Failed
                                                                  : core::RunFinishedEvent::Status::Stopped;
    addFinished(finished);
    m_readings.endText = tr("%1, as it ended (%n epoch(s))", nullptr, static_cast<int>(run.epochs.size())).arg(QString::fromStdString(run.name()));
    refresh();
}

Dashboard::TileView* Dashboard::tileView(const QString& id)
{
    if (TileView* t = m_tiles.value(id))
        return t;
    auto* t = new TileView(m_tilesArea);
    t->setObjectName(QStringLiteral("tile_") + id);
    m_tiles.insert(id, t);
    m_order.append(id);
    m_columns = 0; // lay the new tile out
    return t;
}

void Dashboard::refresh()
{
    m_dirty = false;
    m_view = evaluate(m_readings);
    m_verdict->setText(m_view.verdict);
    // A style sheet restyles and lays out again: set only when the state changes.
    if (m_verdictState != static_cast<int>(m_view.verdictState)) {
        m_verdictState = static_cast<int>(m_view.verdictState);
        m_verdict->setStyleSheet(QStringLiteral("color: %1").arg(stateColour(m_view.verdictState).name()));
    }
    for (const Tile& t : std::as_const(m_view.tiles))
        tileView(t.id)->show(t);
    m_advice->setVisible(!m_view.advice.isEmpty());
    m_advice->setText(m_view.advice.isEmpty() ? QString() : QStringLiteral("⚠ ") + m_view.advice.join(QStringLiteral("\n⚠ ")));
    if (m_adviceShown < 0) {
        m_adviceShown = 1;
        m_advice->setStyleSheet(QStringLiteral("color: %1").arg(stateColour(State::Warn).name()));
    }
    layOut();
}

QString Dashboard::verdictText() const
{
    return m_verdict->text();
}

void Dashboard::layOut()
{
    // As many columns as fit tiles of about 112 px: one row of nine on a wide window, three rows of
    // three on a narrow one.
    const int tiles = static_cast<int>(std::max<qsizetype>(3, m_order.size()));
    const int fit = std::clamp(width() / 112, 3, tiles);
    const int rows = (tiles + fit - 1) / fit;
    const int columns = (tiles + rows - 1) / rows; // rows of equal length: 5 + 4, not 8 + 1
    if (columns == m_columns)
        return;
    m_columns = columns;
    while (m_grid->count() > 0)
        m_grid->takeAt(0);
    for (int i = 0; i < m_order.size(); ++i)
        m_grid->addWidget(m_tiles.value(m_order[i]), i / columns, i % columns);
    for (int c = 0; c < m_grid->columnCount(); ++c)
        m_grid->setColumnStretch(c, c < columns ? 1 : 0);
}

void Dashboard::resizeEvent(QResizeEvent* e)
{
    QWidget::resizeEvent(e);
    layOut();
}

} // namespace lathe::ui
