#pragma once
// What shows a run, behind the Training, Data and Step profile tabs and the Run dock: the dashboard
// above the charts, the run dock's progress and log, the data summary and the step profile, fed from
// the session's events as the run goes, from a run folder another process writes (RunWatcher), or
// from a run folder for a run that ended.

#include <QObject>
#include <QString>

class QTextBrowser;
class QWidget;

namespace lathe::ui {

class ChartsPanel;
class Dashboard;
class ProfileView;
class RunPanel;
class RunWatcher;
class SessionController;

class RunViews : public QObject {
    Q_OBJECT
public:
    RunViews(SessionController* controller, QWidget* window);

    QWidget* trainingPage() const { return m_trainingPage; } // the dashboard above the charts
    RunPanel* runPanel() const { return m_runPanel; }
    ChartsPanel* charts() const { return m_charts; }
    Dashboard* dashboard() const { return m_dashboard; }
    ProfileView* profileView() const { return m_profile; }
    QTextBrowser* dataSummary() const { return m_dataSummary; }

    // Empties the run dock, the dashboard and the charts for the next run.
    void clear();
    // A run folder: followed while its run goes on (followRun), else as it ended (showPastRun).
    bool showRun(const QString& runDir);
    // A finished or stopped run's charts, dashboard and log; false (with a message) while a run
    // trains or when the folder cannot be read. `resuming`: the run is about to go on here (its
    // epochs so far stay shown), not said to be shown as it ended.
    bool showPastRun(const QString& runDir, bool resuming = false);
    // Follows a run that another process writes (a cluster job's folder, a lathe-cli run): the views
    // show it as it grows, and say when its writer stopped (finished, failed, silent). False (with a
    // message) while a run trains here or when the folder cannot be read.
    bool followRun(const QString& runDir);
    // Stops following (a run started here, another run shown).
    void stopFollowing();
    RunWatcher* watcher() const { return m_watcher; }
    // The Data tab: the run's data.json (written once the data is read, before the first epoch).
    void showDataSummary(const QString& runDir);
    // Profiles the next `steps` steps of the run going; false (with a message) when none is.
    bool profileSteps(int steps);

Q_SIGNALS:
    void tabWanted(QWidget* tab); // what the user asked for is in this tab
    void message(const QString& text, int milliseconds);

private:
    // The panels fed from `source`'s signals: a SessionController or a RunWatcher.
    template <typename Source>
    void connectRunEvents(Source* source);

    SessionController* m_controller;
    RunWatcher* m_watcher;
    RunPanel* m_runPanel;
    ChartsPanel* m_charts;
    Dashboard* m_dashboard;
    QWidget* m_trainingPage;
    ProfileView* m_profile;
    QTextBrowser* m_dataSummary;
};

} // namespace lathe::ui
