#pragma once
// The data behind the Charts tab, one row per series (its chart, its name, its points), built from
// the run's events: training curves on an epoch axis, device readings on a wall-clock axis.
// ChartsPanel draws it; tests read it. Adding a point costs almost nothing: the panel takes the new
// points at most twice a second. A series never holds more than MaxPoints: past that it is thinned
// to the lowest and highest point of each of MaxPoints / 4 equal stretches of x (its envelope, so a
// spike stays visible) plus its last point, and its revision() changes so the panel redraws it. A
// week of device samples every 500 ms (1.2 M) costs as much memory and redraw time as an hour.

#include "events/events.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QList>
#include <QPointF>
#include <QString>

namespace lathe::ui {

class ChartModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Chart, Series, Points, LastX, LastY, ColumnCount };

    // Chart keys: the English titles (ChartsPanel shows them translated). Training curves have
    // epochs on x; Utilisation, Memory and Power have seconds since the run started.
    static const QString Loss, Metric, LearningRate, Throughput, EpochTime, DataWait, Utilisation, Memory, Power;

    explicit ChartModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void clear();
    void addStarted(const core::RunStartedEvent& e);
    void addBatch(const core::BatchEvent& e);
    void addEpoch(const core::EpochEvent& e);
    void addDeviceSample(const core::DeviceSampleEvent& e);

    // The row of `series` in `chart`, -1 when it has no point yet.
    int rowOf(const QString& chart, const QString& series) const;
    QString chartOf(int row) const { return m_rows.at(row).chart; }
    QString seriesOf(int row) const { return m_rows.at(row).series; }
    // The series' untranslated identity ("val_loss", "batch_loss", "gpu1_util", "node2:host_cpu"):
    // what its colour follows, so a series keeps its colour from run to run and in every language.
    QString keyOf(int row) const { return m_rows.at(row).key; }
    // A series of readings that jump from one to the next (every few steps or device samples): drawn
    // faint with its smoothed curve on top when smoothing is on.
    bool noisy(int row) const { return m_rows.at(row).noisy; }
    const QList<QPointF>& points(int row) const { return m_rows.at(row).points; }
    // Changes when the row's points were thinned (not when points are only added).
    int revision(int row) const { return m_rows.at(row).revision; }
    // Points added to the row in all, before thinning.
    qint64 added(int row) const { return m_rows.at(row).added; }

    static constexpr int MaxPoints = 4000;
    // The lowest and highest point of each of `buckets` equal stretches of x (in x order), and the
    // last point. `points` must be in x order.
    static QList<QPointF> envelope(const QList<QPointF>& points, int buckets);

private:
    struct Row {
        QString chart, series, key;
        bool noisy = false;
        QList<QPointF> points;
        int revision = 0;
        qint64 added = 0;
    };
    // Device readings mark a value they could not read as -1 (they are never negative otherwise);
    // metrics such as R² can be negative.
    enum class Kind { Epochs, Steps, Device }; // Device: a reading marks "not read" as -1
    void add(const QString& chart, const QString& key, const QString& series, double x, double y, Kind kind = Kind::Epochs);

    QList<Row> m_rows;
    std::int64_t m_stepsPerEpoch = 1;
    bool m_batchRates = false; // the rate came with the steps (a live run); a run shown as it ended has it per epoch
    // Device readings count seconds from their session's start: a resumed run's next session goes on
    // from where the last one ended, per machine (its host, or "" for one machine).
    struct SessionClock {
        double offset = 0.0, last = -1.0;
    };
    QHash<QString, SessionClock> m_deviceClocks;
};

} // namespace lathe::ui
