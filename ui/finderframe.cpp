#include "finderframe.h"

#include "enginetext.h"
#include "sessioncontroller.h"

#include <QChartView>
#include <QDialog>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
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

QDialogButtonBox* finderButtons(QDialog* dialog, QPushButton* use)
{
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    buttons->addButton(use, QDialogButtonBox::AcceptRole);
    use->setEnabled(false);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    return buttons;
}

void showFinderProgress(SessionController* controller, QLabel* summary, const bool& done)
{
    QObject::connect(controller, &SessionController::log, summary, [summary, &done](const core::LogEvent& e) {
        if (!done && e.level != core::LogLevel::Debug)
            summary->setText(engineText(e.message));
    });
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
