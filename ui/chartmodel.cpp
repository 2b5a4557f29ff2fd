#include "chartmodel.h"

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

void ChartModel::add(const QString& chart, const QString& series, double x, double y, bool deviceValue)
{
    if (!std::isfinite(x) || !std::isfinite(y) || (deviceValue && y < 0))
        return;
    int row = rowOf(chart, series);
    if (row < 0) {
        row = static_cast<int>(m_rows.size());
        beginInsertRows({}, row, row);
        m_rows.append({chart, series, {}});
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
    endResetModel();
}

void ChartModel::addStarted(const core::RunStartedEvent& e)
{
    m_stepsPerEpoch = std::max<std::int64_t>(1, e.stepsPerEpoch);
}

void ChartModel::addBatch(const core::BatchEvent& e)
{
    const double x = (e.epoch - 1) + static_cast<double>(e.step) / static_cast<double>(m_stepsPerEpoch);
    add(Loss, tr("batch loss"), x, e.loss);
    add(LearningRate, tr("learning rate"), x, e.lr);
}

void ChartModel::addEpoch(const core::EpochEvent& e)
{
    for (const auto& [key, value] : e.metrics) {
        const QString name = QString::fromStdString(key).replace(QLatin1Char('_'), QLatin1Char(' '));
        if (key.find("loss") != std::string::npos)
            add(Loss, name, e.epoch, value);
        else if (key.find("top5") == std::string::npos)
            add(Metric, name, e.epoch, value);
    }
    add(Throughput, tr("samples/s"), e.epoch, e.samplesPerSecond);
    add(EpochTime, tr("seconds"), e.epoch, e.seconds);
    add(DataWait, tr("data wait %"), e.epoch, e.dataWaitPercent);
    for (const auto& r : e.ranks) { // data parallel: each rank beside the job, to see one lag
        add(Throughput, tr("rank %1 samples/s").arg(r.rank), e.epoch, r.samplesPerSecond);
        add(DataWait, tr("rank %1 data wait %").arg(r.rank), e.epoch, r.dataWaitPercent);
    }
}

void ChartModel::addDeviceSample(const core::DeviceSampleEvent& e)
{
    // A job on several machines: each machine's series carry its name.
    const QString host = QString::fromStdString(e.host);
    const auto named = [&](const QString& series) { return host.isEmpty() ? series : tr("%1: %2").arg(host, series); };
    for (const auto& g : e.gpus) {
        const QString gpu = named(QStringLiteral("GPU %1").arg(g.index));
        add(Utilisation, gpu, e.seconds, g.utilisation, true);
        add(Memory, tr("%1 used").arg(gpu), e.seconds, g.memoryUsed / kGiB, true);
        add(Power, tr("%1 W").arg(gpu), e.seconds, g.powerWatts, true);
        add(Power, tr("%1 °C").arg(gpu), e.seconds, g.temperatureC, true);
    }
    if (e.allocatorReserved >= 0) {
        add(Memory, named(tr("allocator reserved")), e.seconds, e.allocatorReserved / kGiB, true);
        add(Memory, named(tr("allocator allocated")), e.seconds, e.allocatorAllocated / kGiB, true);
    }
    add(Utilisation, named(tr("process CPU (% of a core)")), e.seconds, e.processCpuPercent, true);
    add(Utilisation, named(tr("host CPU")), e.seconds, e.hostCpuPercent, true);
    add(Memory, named(tr("process RSS")), e.seconds, e.processRssBytes / kGiB, true);
}

} // namespace lathe::ui
