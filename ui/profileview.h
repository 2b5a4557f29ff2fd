#pragma once
// The step profiler's answer in the window (Run › Profile steps): each profiled step as a stacked
// bar of its phases (data wait, copy, inputs, forward, backward, sync, optimizer…), the mean and the
// share of each phase, which phase takes most of a step, and where the Kineto trace of every
// operator was written.

#include "events/events.h"

#include <QWidget>

class QChartView;
class QLabel;
class QPushButton;
class QTableWidget;

namespace lathe::ui {

class ProfileView : public QWidget {
    Q_OBJECT
public:
    explicit ProfileView(QWidget* parent = nullptr);

    void showProfile(const core::ProfileEvent& profile);
    // Waiting for the steps asked for (the run profiles them as it reaches them).
    void showRequested(int steps);
    void clear();

    // For tests: bars drawn (steps), phases charted, and the summary as shown.
    int barCount() const;
    QStringList phasesShown() const;
    QString summaryText() const;
    // A phase's name as the window shows it ("data wait", "数据等待").
    static QString phaseName(core::StepPhase phase);

Q_SIGNALS:
    void profileRequested(); // the button: profile the next steps of the run

private:
    QLabel* m_summary;
    QChartView* m_chart;
    QTableWidget* m_table;
    QPushButton* m_request;
    QPushButton* m_openFolder;
    QString m_trace;
    int m_requested = 0; // the steps asked for by the last request (its profile may have fewer)
};

} // namespace lathe::ui
