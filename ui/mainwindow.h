#pragma once
// Lathe's main window: it puts the tabs and docks together and coordinates them. Each tab has its
// controller, which owns its widgets and does its work:
//
//   Form, JSON, Problems dock     ConfigEditor (configeditor.h): the config's text, form, problems, file
//   Training, Data, Step profile, RunViews (runviews.h): what shows a run, live or ended
//     Run dock
//   Evaluation                    EvaluationPanel (evaluationpanel.h)
//   Compare                       CompareView (compareview.h)
//   Sweep                         SweepController (sweepcontroller.h) and the comparison (mainwindowsweep.cpp)
//   Runs dock                     HistoryPanel (historypanel.h)
//
// The window keeps the menus and tool bar (mainwindow.cpp, mainwindowtools.cpp), the status bar,
// and what joins the controllers: a run started from the editor's config, the runs folder following
// it, a past run chosen under Runs shown in the right tab.

#include "config/config.h"
#include "config/json.h"
#include "configeditor.h"
#include "events/events.h"
#include "run/sweepfolder.h"
#include "runviews.h"

#include <QMainWindow>
#include <QPointer>

class QAction;
class QToolBar;
class QMenu;
class QPlainTextEdit;
class QTabWidget;
class QLabel;
class QComboBox;
class QTextBrowser;

namespace lathe::ui {

class BackgroundTasks;
class PredictDialog;
class ChartsPanel;
class CompareView;
class Dashboard;
class ProfileView;
class EvaluationPanel;
class FindBar;
class HistoryPanel;
class ConfigOverview;
class ProblemsModel;
class RunPanel;
class SessionController;
class SweepController;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // The tabs' controllers.
    ConfigEditor* configEditor() const { return m_config; }
    RunViews* runViews() const { return m_runViews; }

    // For tests and automation: the controllers' widgets and operations, by their old names.
    bool openFile(const QString& path) { return m_config->openFile(path); }
    bool saveTo(const QString& path) { return m_config->saveTo(path); }
    QString currentFile() const { return m_config->file(); }
    QPlainTextEdit* jsonEditor() const { return m_config->jsonEditor(); }
    QWidget* jsonPage() const { return m_config->jsonPage(); }
    // A run folder in the Training, Data and Evaluation tabs (File › Open run…, `lathe RUN_FOLDER`),
    // and its config in the Form and JSON tabs where they held nothing of the user's.
    bool openRun(const QString& runDir);
    // The tab named `id` (form, json, training, evaluation, compare, sweep, data, profile) brought
    // forward; false for another name.
    bool showTab(const QString& id);
    static QStringList tabIds();
    // The find bar Edit › Find uses: the run log's while the log has the focus, else the JSON's.
    FindBar* findBarForFocus() const;
    ConfigOverview* overview() const { return m_config->overview(); }
    ProblemsModel* problems() const { return m_config->problems(); }
    core::ConfigLoadResult validateNow() { return m_config->validateNow(); }
    void autosaveNow() { m_config->autosaveNow(); }
    int recoverAutosave(bool ask = true) { return m_config->recoverAutosave(ask); }
    bool newFromTemplate(const QString& templateFile) { return m_config->newFromTemplate(templateFile); }
    void useFoundBatch(int batch, const QString& lrScaling, int baseBatch) { m_config->useFoundBatch(batch, lrScaling, baseBatch); }
    RunPanel* runPanel() const { return m_runViews->runPanel(); }
    ChartsPanel* charts() const { return m_runViews->charts(); }
    Dashboard* dashboard() const { return m_runViews->dashboard(); }
    ProfileView* profileView() const { return m_runViews->profileView(); }
    QTextBrowser* dataSummary() const { return m_runViews->dataSummary(); }
    bool showPastRun(const QString& runDir) { return m_runViews->showPastRun(runDir); }
    bool profileSteps(int steps = 10) { return m_runViews->profileSteps(steps); }
    QTabWidget* tabs() const { return m_tabs; }
    CompareView* compareView() const { return m_compare; }
    EvaluationPanel* evaluation() const { return m_evaluation; }
    QTextBrowser* comparison() const { return m_comparison; }
    SessionController* controller() const { return m_controller; }
    SweepController* sweeps() const { return m_sweeps; }
    HistoryPanel* history() const { return m_history; }
    QComboBox* devicePicker() const { return m_devicePicker; }
    QString runStatusText() const;

    // The next run started profiles `steps` steps once it trains at its pace (lathe --profile-steps).
    void setProfileOnStart(int steps) { m_profileOnStart = steps; }
    // Where the user guide is (installed, or the source tree's docs/), in the interface's language.
    static QString userGuidePath();
    // Shows a sweep folder's comparison in the Comparison tab; false (with a message) when it cannot be read.
    bool showComparison(const QString& sweepDir);
    // Starts a sweep of the current config (Run › Sweep… after its dialog); false with a message when it cannot.
    bool startSweep(const std::vector<core::SweepVariant>& variants, const core::SweepSearch& search = {}, int trialsAtOnce = 1);
    // Writes RUN_DIR/report.html and report.pdf; returns the HTML path, empty on failure.
    QString exportReport(const QString& runDir, bool quiet = false);
    // File > Export Slurm job: saves the config if needed and opens the sbatch dialog for it.
    void exportSlurmJob();
    // The Predict dialog for a run folder (the Runs dock's Predict…, Run › Predict with a run…); a
    // folder without model.pt gets a message instead. Returns the dialog, or nullptr.
    PredictDialog* predictWith(const QString& runDir);
    // Folder of the example configs: installed share/lathe/configs, or the source tree's configs/.
    static QString templatesDir();
    // Where runs go: ./runs in the working directory unless set (tests use a temporary folder).
    void setRunsDir(const QString& dir);
    // What `lathe [PATH]` opens once the window shows: a config file, a run folder (shown as it
    // ended) or a sweep folder (its comparison in the Sweep tab); one that cannot be opened is said over the window, which stays. Then, with
    // `offerAutosave`, the edits a crash left unsaved are offered (those of PATH first). False when
    // PATH could not be opened.
    bool openAtStart(const QString& path, bool offerAutosave);

Q_SIGNALS:
    // The report.html every run leaves at its end is written (writeEndReport).
    void endReportWritten(const QString& runDir);

public Q_SLOTS:
    void newConfig() { m_config->newConfig(); }
    void open() { m_config->open(); }
    bool save() { return m_config->save(); }
    bool saveAs() { return m_config->saveAs(); }
    bool startTraining();

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    // The SweepController and what the window does when a sweep's variant starts or the sweep ends
    // (mainwindowsweep.cpp).
    void connectSweeps();
    void addSweepActions(QMenu* run); // Run › Sweep…, Resume sweep…
    // What follows a check of the config: the runs folder, the device picker.
    void configChecked(const core::ConfigLoadResult& result, const core::Json& doc);
    // A past run chosen in the Runs dock or the Compare tab: resumed, compared, evaluated, shown.
    void connectHistory();
    void createActions();
    void createRunActions();
    void createHelpMenu();
    void createViewMenu();
    void updateRunActions();
    void createToolsActions(QMenu* run, QToolBar* bar);
    void populateDevices();
    void syncDevicePicker(const core::Json& doc);
    void showRunStatus(const core::BatchEvent& e);
    // Help › User guide: the guide in the interface's language, in a window of its own.
    void showUserGuide();
    // RUN_DIR/report.html in the window's language, written off the GUI thread when a run ends.
    void writeEndReport(const QString& runDir);

    QTabWidget* m_tabs = nullptr;
    SessionController* m_controller = nullptr;
    ConfigEditor* m_config = nullptr;
    RunViews* m_runViews = nullptr;
    CompareView* m_compare = nullptr;
    EvaluationPanel* m_evaluation = nullptr;
    QTextBrowser* m_comparison = nullptr;
    SweepController* m_sweeps = nullptr;
    int m_sweepTrialsAtOnce = 1; // of the sweep training, for the status line
    HistoryPanel* m_history = nullptr;
    QAction* m_startAction = nullptr;
    QAction* m_pauseAction = nullptr;
    QAction* m_stopAction = nullptr;
    QAction* m_checkpointAction = nullptr;
    QAction* m_profileAction = nullptr;
    QComboBox* m_devicePicker = nullptr;
    QLabel* m_runStatus = nullptr;
    BackgroundTasks* m_tasks = nullptr; // the self-test and the device listing; joined on close
    QString m_runsDir;
    QString m_configRunsDir; // the runs folder of the config checked last: the dock moves when it changes
    QString m_lastRunDir;
    core::RunStartedEvent m_started;
    int m_profileOnStart = 0;
};

} // namespace lathe::ui
