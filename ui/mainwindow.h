#pragma once
// Lathe's main window: open a training config, see every field in effect, edit its JSON with live
// validation, save it, and train it on a worker thread while the run dock shows progress.

#include "config/config.h"
#include "config/json.h"
#include "events/events.h"
#include "run/sweepfolder.h"

#include <QMainWindow>
#include <QPointer>

class QAction;
class QToolBar;
class QMenu;
class QPlainTextEdit;
class QTableView;
class QTabWidget;
class QTimer;
class QLabel;
class QComboBox;
class QTextBrowser;

namespace lathe::ui {

class BackgroundTasks;
class ChartsPanel;
class CompareView;
class Dashboard;
class ProfileView;
class EvaluationPanel;
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

    bool openFile(const QString& path);
    bool saveTo(const QString& path);
    QString currentFile() const { return m_file; }

    // For tests and automation.
    QPlainTextEdit* jsonEditor() const { return m_editor; }
    ConfigOverview* overview() const { return m_overview; }
    ProblemsModel* problems() const { return m_problems; }
    RunPanel* runPanel() const { return m_runPanel; }
    ChartsPanel* charts() const { return m_charts; }
    Dashboard* dashboard() const { return m_dashboard; }
    ProfileView* profileView() const { return m_profile; }
    QTabWidget* tabs() const { return m_tabs; }
    CompareView* compareView() const { return m_compare; }
    // A finished or stopped run's charts and dashboard in the Training tab; false (with a message)
    // while a run trains or when the folder cannot be read.
    bool showPastRun(const QString& runDir);
    // The next run started profiles `steps` steps once it trains at its pace (lathe --profile-steps).
    void setProfileOnStart(int steps) { m_profileOnStart = steps; }
    // Run › Profile steps: profiles the next `steps` steps of the run going; false when none is.
    bool profileSteps(int steps = 10);
    // Where the user guide is (installed, or the source tree's docs/), in the interface's language.
    static QString userGuidePath();
    EvaluationPanel* evaluation() const { return m_evaluation; }
    QTextBrowser* comparison() const { return m_comparison; }
    QTextBrowser* dataSummary() const { return m_dataSummary; }
    // Shows a sweep folder's comparison in the Comparison tab; false (with a message) when it cannot be read.
    bool showComparison(const QString& sweepDir);
    SessionController* controller() const { return m_controller; }
    SweepController* sweeps() const { return m_sweeps; }
    HistoryPanel* history() const { return m_history; }
    QComboBox* devicePicker() const { return m_devicePicker; }
    QString runStatusText() const;
    // Starts a sweep of the current config (Run › Sweep… after its dialog); false with a message when it cannot.
    bool startSweep(const std::vector<core::SweepVariant>& variants);
    // The batch-size finder's answer into the config: training.batch_size, and with `lrScaling` (not
    // empty) training.lr_scaling and base_batch_size, so the learning rate follows the batch.
    void useFoundBatch(int batch, const QString& lrScaling, int baseBatch);
    // Opens an example config as a new, untitled config (its data paths made absolute).
    bool newFromTemplate(const QString& templateFile);
    // Writes RUN_DIR/report.html and report.pdf; returns the HTML path, empty on failure.
    QString exportReport(const QString& runDir, bool quiet = false);
    // Keeps the unsaved text for recovery after a crash now (a timer does it a few seconds after an edit).
    void autosaveNow();
    // Offers (ask) or takes (!ask) the newest autosave a crashed Lathe left; returns 1 if restored.
    int recoverAutosave(bool ask = true);
    // File > Export Slurm job: saves the config if needed and opens the sbatch dialog for it.
    void exportSlurmJob();
    // Folder of the example configs: installed share/lathe/configs, or the source tree's configs/.
    static QString templatesDir();
    // Checks the editor's text now (the problems list and the form follow it) and returns the result.
    core::ConfigLoadResult validateNow();
    // Where runs go: ./runs in the working directory unless set (tests use a temporary folder).
    void setRunsDir(const QString& dir);

public Q_SLOTS:
    void newConfig();
    void open();
    bool save();
    bool saveAs();
    bool startTraining();

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    // The editor's config checked now, or none with `problem` in the status bar.
    std::optional<core::Config> checkedConfig(const QString& problem);
    // The SweepController and what the window does when a sweep's variant starts or the sweep ends
    // (mainwindowsweep.cpp).
    void connectSweeps();
    void addSweepActions(QMenu* run); // Run › Sweep…, Resume sweep…
    void createActions();
    void setCurrentFile(const QString& path);
    bool maybeSave();
    void updateRecentMenu();
    void addRecent(const QString& path);
    void jumpTo(int line, int column);
    void highlightProblems();
    void createRunActions();
    void createHelpMenu();
    void createViewMenu();
    void updateRunActions();
    void createToolsActions(QMenu* run, QToolBar* bar);
    void populateDevices();
    void syncDevicePicker(const core::Json& doc);
    void showRunStatus(const core::BatchEvent& e);
    void showDataSummary(const QString& runDir);
    // Writes a form edit into the JSON text (one undo step) and revalidates.
    void applyFieldEdit(const QString& path, const core::Json& value);
    // Help › User guide: the guide in the interface's language, in a window of its own.
    void showUserGuide();
    // Empties what shows a run (the run dock, the dashboard, the charts) for the next one.
    void clearRunViews();
    // The run's events to the dashboard, the charts, the run dock and the profile view.
    void connectRunViews();

    QTabWidget* m_tabs = nullptr;
    QPlainTextEdit* m_editor = nullptr;
    ConfigOverview* m_overview = nullptr;
    ProblemsModel* m_problems = nullptr;
    QTableView* m_problemsView = nullptr;
    QTimer* m_validateTimer = nullptr;
    QTimer* m_autosaveTimer = nullptr;
    QMenu* m_recentMenu = nullptr;
    QLabel* m_statusLabel = nullptr;
    RunPanel* m_runPanel = nullptr;
    ChartsPanel* m_charts = nullptr;
    Dashboard* m_dashboard = nullptr;
    QWidget* m_chartsPage = nullptr; // the dashboard above the charts: the Training tab
    ProfileView* m_profile = nullptr;
    CompareView* m_compare = nullptr;
    QAction* m_profileAction = nullptr;
    EvaluationPanel* m_evaluation = nullptr;
    QTextBrowser* m_comparison = nullptr;
    QTextBrowser* m_dataSummary = nullptr;
    SessionController* m_controller = nullptr;
    SweepController* m_sweeps = nullptr;
    QAction* m_startAction = nullptr;
    QAction* m_pauseAction = nullptr;
    QAction* m_stopAction = nullptr;
    QAction* m_checkpointAction = nullptr;
    HistoryPanel* m_history = nullptr;
    QComboBox* m_devicePicker = nullptr;
    QLabel* m_runStatus = nullptr;
    BackgroundTasks* m_tasks = nullptr; // the self-test and the device listing; joined on close
    QString m_file;
    QString m_runsDir;
    QString m_lastRunDir;
    core::RunStartedEvent m_started;
    int m_profileOnStart = 0;
};

} // namespace lathe::ui
