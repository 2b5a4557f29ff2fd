#pragma once
// What the finder dialogs (Find batch size, Find learning rate) share: a trial table that cannot be
// edited, the Close and Use buttons, the session's progress in the summary while it searches, and the
// frame: the summary above (scrolling when it grows long), the chart and the table in a vertical
// splitter (the chart keeps room for its labels, which Qt Charts elides to "…" when squeezed), then
// an optional widget and the buttons.

#include <QStringList>

class QChartView;
class QDialog;
class QDialogButtonBox;
class QLabel;
class QPushButton;
class QTableWidget;
class QWidget;

namespace lathe::ui {

class SessionController;

void setUpTrialTable(QTableWidget* table, const QStringList& headers);

// Close (rejects the dialog) and `use` (off until the search has a result; the dialog connects it).
QDialogButtonBox* finderButtons(QDialog* dialog, QPushButton* use);

// Each log line of the search but debug ones in `summary`, until `done` (the dialog's flag) is set.
void showFinderProgress(SessionController* controller, QLabel* summary, const bool& done);

void layOutFinderDialog(QDialog* dialog, QLabel* summary, QChartView* chart, QTableWidget* table, QDialogButtonBox* buttons,
                        QWidget* extra = nullptr);

} // namespace lathe::ui
