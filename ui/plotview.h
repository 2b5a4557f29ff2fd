#pragma once
// One chart of the Charts tab, on Qt Charts: axes with nice ticks and readable labels (SI prefixes,
// learning rates in scientific notation, an optional log scale), a colour per series that stays the
// same from run to run, markers while a series has few points, a read-out of the exact values under
// the mouse, zoom and pan with a reset, smoothing of noisy series (an EMA, as TensorBoard's slider),
// and a note in place of an empty plot. It keeps the points it is given and redraws from them.

#include "util/axisticks.h"

#include <QChartView>
#include <QHash>
#include <QList>
#include <QPointF>

class QCategoryAxis;
class QGraphicsLineItem;
class QGraphicsSimpleTextItem;
class QLineSeries;
class QValueAxis;

namespace lathe::ui {

class PlotView : public QChartView {
    Q_OBJECT
public:
    PlotView(const QString& title, const QString& xTitle, const QString& yTitle, core::NumberStyle yStyle, QWidget* parent = nullptr);

    // A series' points (x ascending) under its shown name; `key` is its untranslated identity, which
    // decides its colour (seriesColour). `noisy`: smoothing applies to it. Drawn at the next refresh().
    void setSeries(const QString& name, const QString& key, const QList<QPointF>& points, bool noisy);
    void clearSeries();
    // Draws what changed since the last call and fits the axes to it (unless the user zoomed in).
    void refresh();

    // 0 (off) … 0.99: the weight of the past in the EMA of noisy series.
    void setSmoothing(double weight);
    double smoothing() const { return m_smoothing; }
    void setLogScale(bool on);
    // How y tick labels and read-outs are written (an overlay whose metric changes).
    void setYStyle(core::NumberStyle style);
    bool logScale() const { return m_log; }
    void resetZoom();
    // Shown in the middle of the plot while no series has a point.
    void setEmptyText(const QString& text);
    QString emptyText() const;
    QStringList emptyLines() const; // the note as shown, wrapped to the plot's width
    bool isEmptyShown() const;

    // The chart drawn at `size`, whatever size (if any) it has on screen: exports of charts that
    // were never shown.
    QImage render(const QSize& size);

    // For tests and the read-out.
    int pointCount(const QString& name) const;
    QColor colourOf(const QString& name) const;
    QStringList tickLabels(Qt::Orientation orientation) const;
    QString title() const;
    // The values of every series at the point nearest `x`, as the hover read-out writes them.
    QString readout(double x) const;
    bool markersShown(const QString& name) const;
    // The axes' ranges (x: left to right, y: top is the highest value), and whether the grid shows.
    QRectF plotRange() const;
    bool gridShown() const;
    bool tickLabelsShown() const; // an empty chart has none

    // A colour for a series key, the same in every run and language: the training split blue,
    // validation orange, test green, GPU n and rank n the n-th of ten distinct colours, others by a
    // fixed hash of the key.
    static QColor seriesColour(const QString& key);
    // The debiased exponential moving average TensorBoard's smoothing slider draws.
    static QList<QPointF> smoothed(const QList<QPointF>& points, double weight);
    // Every axis title of `chart` in its axis's label font, as the dashboard's charts have them, not
    // in Qt Charts' default bold: turned on its side on a vertical axis, a dense Chinese title in bold
    // at 9 pt blurs into a blot (毫秒 on the Step profile tab).
    static void plainAxisTitles(QChart* chart);
    // Qt's nice numbers for a value axis (steps of 1, 2, 2.5 or 5 times a power of ten) and labels with
    // as many decimals as those ticks need to differ: 800 and 1000, 0.5 and 1.0, 0.25 and 0.50 (a
    // fixed "%d" wrote a 0.25-step axis as 0, 0, 0, 0, 1).
    static void niceNumbers(QValueAxis* axis);

Q_SIGNALS:
    void enlargeRequested();

protected:
    void wheelEvent(QWheelEvent* e) override;
    void mousePressEvent(QMouseEvent* e) override;
    void mouseMoveEvent(QMouseEvent* e) override;
    void mouseReleaseEvent(QMouseEvent* e) override;
    void mouseDoubleClickEvent(QMouseEvent* e) override;
    void keyPressEvent(QKeyEvent* e) override;
    void leaveEvent(QEvent* e) override;
    void resizeEvent(QResizeEvent* e) override;

private:
    struct Series {
        QString key;
        QList<QPointF> points; // as given
        bool noisy = false;
        bool dirty = true;
        QLineSeries* line = nullptr;  // the values (faint when smoothed)
        QLineSeries* smooth = nullptr; // the EMA, while smoothing is on
        QRectF bounds;                 // of what is drawn, in plot units; null when nothing is
    };
    double toPlotY(double y) const; // log10 on a log scale
    void redraw(const QString& name, Series& s);
    void fitAxes();
    void labelAxes();
    int xTickTarget() const; // ticks the plot's width holds
    void placeEmptyText();
    void showContextMenu(const QPoint& pos);
    void showReadout(const QPoint& pos);
    void hideReadout();

    QCategoryAxis* m_x;
    QCategoryAxis* m_y;
    core::NumberStyle m_yStyle;
    QHash<QString, Series> m_series;
    QStringList m_order; // names in the order they came
    double m_smoothing = 0.0;
    bool m_log = false;
    bool m_labelling = false; // labelAxes() is changing the axes: not a zoom
    bool m_panning = false;
    bool m_relabelQueued = false;
    QPointF m_last;
    QGraphicsSimpleTextItem* m_empty;
    QString m_emptyText; // as set: the item holds it wrapped to the plot's width
    QGraphicsLineItem* m_cursor;
};

} // namespace lathe::ui
