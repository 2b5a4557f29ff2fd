#include "chartmodel.h"

#include "metricnames.h"

#include "util/envelope.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace lathe::ui {

namespace {
constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
}

// Chart keys are the English titles, marked for translation in ChartsPanel's context (where they
// are shown).
const QString ChartModel::Loss = QString::fromUtf8(QT_TRANSLATE_NOOP("lathe::ui::ChartsPanel", "Loss"));
const QString ChartModel::Metric = QString::fromUtf8(QT_TRANSLATE_NOOP("lathe::ui::ChartsPanel", "Accuracy / metric"));
const QString ChartModel::LearningRate = QString::fromUtf8(QT_TRANSLATE_NOOP("lathe::ui::ChartsPanel", "Learning rate"));
const QString ChartModel::Throughput = QString::fromUtf8(QT_TRANSLATE_NOOP("lathe::ui::ChartsPanel", "Samples/s"));
const QString ChartModel::EpochTime = QString::fromUtf8(QT_TRANSLATE_NOOP("lathe::ui::ChartsPanel", "Epoch time (s)"));
const QString ChartModel::DataWait = QString::fromUtf8(QT_TRANSLATE_NOOP("lathe::ui::ChartsPanel", "Data wait %"));
const QString ChartModel::Utilisation = QString::fromUtf8(QT_TRANSLATE_NOOP("lathe::ui::ChartsPanel", "Utilisation %"));
const QString ChartModel::Memory = QString::fromUtf8(QT_TRANSLATE_NOOP("lathe::ui::ChartsPanel", "Memory (GiB)"));
const QString ChartModel::Power = QString::fromUtf8(QT_TRANSLATE_NOOP("lathe::ui::ChartsPanel", "Power (W) and temperature (°C)"));

ChartModel::ChartModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

int ChartModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int ChartModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ChartModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size() || role != Qt::DisplayRole)
        return {};
    const Row& r = m_rows.at(index.row());
    switch (index.column()) {
    case Chart: return r.chart;
    case Series: return r.series;
    case Points: return static_cast<int>(r.points.size());
    case LastX: return r.points.isEmpty() ? QVariant() : QVariant(r.points.back().x());
    case LastY: return r.points.isEmpty() ? QVariant() : QVariant(r.points.back().y());
    default: return {};
    }
}

QVariant ChartModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Chart: return tr("Chart");
    case Series: return tr("Series");
    case Points: return tr("Points");
    case LastX: return tr("Last x");
    case LastY: return tr("Last y");
    default: return {};
    }
}

int ChartModel::rowOf(const QString& chart, const QString& series) const
{
    for (int i = 0; i < m_rows.size(); ++i) {
        if (m_rows[i].chart == chart && m_rows[i].series == series)
            return i;
    }
    return -1;
}

void ChartModel::add(const QString& chart, const QString& key, const QString& series, double x, double y, Kind kind)
{
    if (!std::isfinite(x) || !std::isfinite(y) || (kind == Kind::Device && y < 0))
        return;
    int row = rowOf(chart, series);
    if (row < 0) {
        row = static_cast<int>(m_rows.size());
        beginInsertRows({}, row, row);
        Row r;
        r.chart = chart;
        r.series = series;
        r.key = key;
        r.noisy = kind == Kind::Steps || (kind == Kind::Device && chart != Memory); // memory moves in steps, not noise
        m_rows.append(r);
        endInsertRows();
    }
    Row& r = m_rows[row];
    r.points.append(QPointF(x, y));
    ++r.added;
    if (r.points.size() > MaxPoints) { // O(n) once every MaxPoints / 2 points: O(1) a point
        r.points = envelope(r.points, MaxPoints / 4);
        ++r.revision;
    }
    Q_EMIT dataChanged(index(row, Points), index(row, LastY));
}

QList<QPointF> ChartModel::envelope(const QList<QPointF>& points, int buckets)
{
    return core::envelope(points, buckets, [](const QPointF& p) { return p.x(); }, [](const QPointF& p) { return p.y(); });
}

void ChartModel::clear()
{
    beginResetModel();
    m_rows.clear();
    m_batchRates = false;
    m_deviceClocks.clear();
    endResetModel();
}

void ChartModel::addStarted(const core::RunStartedEvent& e)
{
    m_stepsPerEpoch = std::max<std::int64_t>(1, e.stepsPerEpoch);
}

void ChartModel::addBatch(const core::BatchEvent& e)
{
    const double x = (e.epoch - 1) + static_cast<double>(e.step) / static_cast<double>(m_stepsPerEpoch);
    add(Loss, QStringLiteral("batch_loss"), tr("batch loss"), x, e.loss, Kind::Steps);
    add(LearningRate, QStringLiteral("lr"), tr("learning rate"), x, e.lr);
    m_batchRates = true;
}

void ChartModel::addEpoch(const core::EpochEvent& e)
{
    for (const auto& [metricKey, value] : e.metrics) {
        const QString key = QString::fromStdString(metricKey);
        const QString name = metricName(key);
        if (metricKey.find("loss") != std::string::npos)
            add(Loss, key, name, e.epoch, value);
        else if (metricKey.find("top5") == std::string::npos)
            add(Metric, key, name, e.epoch, value);
    }
    if (!m_batchRates && e.lr >= 0.0) // a run read from its folder: the rate each epoch ended with (0 at a cosine's end)
        add(LearningRate, QStringLiteral("lr"), tr("learning rate"), e.epoch, e.lr);
    add(Throughput, QStringLiteral("samples_per_second"), tr("samples/s"), e.epoch, e.samplesPerSecond);
    add(EpochTime, QStringLiteral("epoch_seconds"), tr("seconds"), e.epoch, e.seconds);
    add(DataWait, QStringLiteral("data_wait"), tr("data wait %"), e.epoch, e.dataWaitPercent);
    for (const auto& r : e.ranks) { // data parallel: each rank beside the job, to see one lag
        add(Throughput, QStringLiteral("rank%1_samples").arg(r.rank), tr("rank %1 samples/s").arg(r.rank), e.epoch, r.samplesPerSecond);
        add(DataWait, QStringLiteral("rank%1_data_wait").arg(r.rank), tr("rank %1 data wait %").arg(r.rank), e.epoch, r.dataWaitPercent);
    }
}

void ChartModel::addDeviceSample(const core::DeviceSampleEvent& e)
{
    // A job on several machines: each machine's series carry its name.
    const QString host = QString::fromStdString(e.host);
    const auto named = [&](const QString& series) { return host.isEmpty() ? series : tr("%1: %2").arg(host, series); };
    const auto key = [&](const QString& k) { return host.isEmpty() ? k : host + QLatin1Char(':') + k; };
    SessionClock& clock = m_deviceClocks[host];
    if (e.seconds < clock.last) // a new session of the run (a resume) starts its clock again
        clock.offset += clock.last;
    clock.last = e.seconds;
    const double x = clock.offset + e.seconds;
    const auto reading = [&](const QString& chart, const QString& k, const QString& series, double value) {
        add(chart, key(k), named(series), x, value, Kind::Device);
    };
    for (const auto& g : e.gpus) {
        const QString gpu = QStringLiteral("GPU %1").arg(g.index);
        const QString id = QStringLiteral("gpu%1_").arg(g.index);
        reading(Utilisation, id + QStringLiteral("util"), gpu, g.utilisation);
        reading(Memory, id + QStringLiteral("memory"), tr("%1 used").arg(gpu), g.memoryUsed / kGiB);
        reading(Power, id + QStringLiteral("power"), tr("%1 W").arg(gpu), g.powerWatts);
        reading(Power, id + QStringLiteral("temperature"), tr("%1 °C").arg(gpu), g.temperatureC);
    }
    if (e.allocatorReserved >= 0) {
        reading(Memory, QStringLiteral("allocator_reserved"), tr("allocator reserved"), e.allocatorReserved / kGiB);
        reading(Memory, QStringLiteral("allocator_allocated"), tr("allocator allocated"), e.allocatorAllocated / kGiB);
    }
    reading(Utilisation, QStringLiteral("process_cpu"), tr("process CPU (% of a core)"), e.processCpuPercent);
    reading(Utilisation, QStringLiteral("host_cpu"), tr("host CPU"), e.hostCpuPercent);
    reading(Memory, QStringLiteral("process_rss"), tr("process RSS"), e.processRssBytes / kGiB);
}

} // namespace lathe::ui
