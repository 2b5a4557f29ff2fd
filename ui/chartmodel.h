#pragma once
// The data behind the Charts tab, one row per series (its chart, its name, its points), built from
// the run's events: training curves on an epoch axis, device readings on a wall-clock axis.
// ChartsPanel draws it; tests read it. Adding a point costs almost nothing: the panel takes the new
// points at most twice a second.

#include "events/events.h"

#include <QAbstractTableModel>
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
    const QList<QPointF>& points(int row) const { return m_rows.at(row).points; }

private:
    struct Row {
        QString chart, series;
        QList<QPointF> points;
    };
    // Device readings mark a value they could not read as -1 (they are never negative otherwise);
    // metrics such as R² can be negative.
    void add(const QString& chart, const QString& series, double x, double y, bool deviceValue = false);

    QList<Row> m_rows;
    std::int64_t m_stepsPerEpoch = 1;
};

} // namespace lathe::ui
