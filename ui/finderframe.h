#pragma once
// What the finder dialogs (Find batch size, Find learning rate) share: a trial table that cannot be
// edited, and the frame: the summary above (scrolling when it grows long), the chart and the table in
// a vertical splitter (the chart keeps room for its labels, which Qt Charts elides to "…" when
// squeezed), then an optional widget and the buttons.

#include <QStringList>

class QChartView;
class QDialog;
class QDialogButtonBox;
class QLabel;
class QTableWidget;
class QWidget;

namespace lathe::ui {

void setUpTrialTable(QTableWidget* table, const QStringList& headers);

void layOutFinderDialog(QDialog* dialog, QLabel* summary, QChartView* chart, QTableWidget* table, QDialogButtonBox* buttons,
                        QWidget* extra = nullptr);

} // namespace lathe::ui
