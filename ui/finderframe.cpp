#include "finderframe.h"

#include <QChartView>
#include <QDialog>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QScrollArea>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace lathe::ui {

void setUpTrialTable(QTableWidget* table, const QStringList& headers)
{
    table->setColumnCount(static_cast<int>(headers.size()));
    table->setHorizontalHeaderLabels(headers);
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
}

void layOutFinderDialog(QDialog* dialog, QLabel* summary, QChartView* chart, QTableWidget* table, QDialogButtonBox* buttons, QWidget* extra)
{
    summary->setWordWrap(true);
    chart->setRenderHint(QPainter::Antialiasing);
    chart->setMinimumHeight(260);
    auto* scroll = new QScrollArea(dialog);
    scroll->setWidget(summary);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setMaximumHeight(140);
    auto* split = new QSplitter(Qt::Vertical, dialog);
    split->addWidget(chart);
    split->addWidget(table);
    split->setChildrenCollapsible(false);
    auto* layout = new QVBoxLayout(dialog);
    layout->addWidget(scroll);
    layout->addWidget(split, 1);
    if (extra)
        layout->addWidget(extra);
    layout->addWidget(buttons);
}

} // namespace lathe::ui
