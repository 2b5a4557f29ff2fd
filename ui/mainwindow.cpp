#include "mainwindow.h"

#include "backgroundtasks.h"
#include "chartspanel.h"
#include "compareview.h"
#include "configoverview.h"
#include "config/config.h"
#include "enginetext.h"
#include "evaluationpanel.h"
#include "evaluationsources.h"
#include "findbar.h"
#include "historypanel.h"
#include "profileview.h"
#include "runpanel.h"
#include "runviews.h"
#include "runwatcher.h"
#include "language.h"
#include "report/report.h"
#include "run/runrecord.h"
#include "run/sweepfolder.h"
#include "sessioncontroller.h"
#include "sweepcontroller.h"

#include <QAction>
#include <QActionGroup>
#include <QComboBox>
#include <QDateTime>
#include <QDesktopServices>
#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTableView>
#include <QUrl>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QSettings>
#include <QPushButton>
#include <QLocale>
#include <QStyle>
#include <QStatusBar>
#include <QTabWidget>
#include <QTextBrowser>
#include <QTimer>

#include <QToolBar>

#include <utility>
#include <QScreen>
#include <QVBoxLayout>

namespace lathe::ui {

namespace {
// The docks' saved layout is restored only when saved by this version: 2 put Runs beside Run (a
// layout saved with Runs under Problems opens as the new default once).
constexpr int kDockLayoutVersion = 2;
} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_tabs(new QTabWidget(this))
    , m_controller(new SessionController(this))
    , m_config(new ConfigEditor(this))
    , m_runViews(new RunViews(m_controller, this))
    , m_compare(new CompareView(this))
    , m_evaluation(new EvaluationPanel(this))
    , m_comparison(new QTextBrowser(this))
    , m_history(new HistoryPanel(this))
    , m_devicePicker(new QComboBox(this))
    , m_runStatus(new QLabel(this))
    , m_tasks(new BackgroundTasks(this))
{
    setObjectName(QStringLiteral("LatheMainWindow"));
    setAcceptDrops(true);
    m_evaluation->sources()->setBackgroundTasks(m_tasks); // scoring other data runs off the GUI thread
    m_tabs->addTab(m_config->formPage(), tr("Form"));
    m_tabs->addTab(m_config->jsonPage(), tr("JSON"));
    m_tabs->addTab(m_runViews->trainingPage(), tr("Training"));
    m_tabs->addTab(m_evaluation, tr("Evaluation"));
    m_tabs->addTab(m_compare, tr("Compare"));
    m_tabs->addTab(m_comparison, tr("Sweep"));
    m_comparison->setObjectName(QStringLiteral("ComparisonView"));
    m_comparison->setOpenLinks(false);
    m_comparison->setPlaceholderText(tr("No sweep chosen. Run › Sweep… trains variants of the open config and compares them here; "
                                        "for an earlier sweep, select one of its runs under Runs and choose Comparison."));
    m_tabs->addTab(m_runViews->dataSummary(), tr("Data"));
    m_tabs->addTab(m_runViews->profileView(), tr("Step profile"));
    setCentralWidget(m_tabs);

    auto* dock = new QDockWidget(tr("Problems"), this);
    dock->setObjectName(QStringLiteral("ProblemsDock"));
    dock->setWidget(m_config->problemsView());
    addDockWidget(Qt::BottomDockWidgetArea, dock);
    connect(m_config, &ConfigEditor::checked, this, &MainWindow::configChecked);
    connect(m_config, &ConfigEditor::modificationChanged, this, &QMainWindow::setWindowModified);
    connect(m_config, &ConfigEditor::fileChanged, this, [this](const QString& path) {
        const QString shown = path.isEmpty() ? tr("untitled.json") : QFileInfo(path).fileName();
        setWindowTitle(shown + QStringLiteral("[*] — Lathe"));
        setWindowModified(m_config->isModified());
    });
    connect(m_config, &ConfigEditor::textWanted, this, [this] { m_tabs->setCurrentWidget(m_config->jsonPage()); });
    for (QObject* source : {static_cast<QObject*>(m_config), static_cast<QObject*>(m_runViews)})
        connect(source, SIGNAL(message(QString, int)), statusBar(), SLOT(showMessage(QString, int)));
    connect(m_runViews, &RunViews::tabWanted, m_tabs, &QTabWidget::setCurrentWidget);

    auto* runDock = new QDockWidget(tr("Run"), this);
    runDock->setObjectName(QStringLiteral("RunDock"));
    runDock->setWidget(m_runViews->runPanel());
    addDockWidget(Qt::RightDockWidgetArea, runDock);
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    connect(m_controller, &SessionController::runningChanged, this, &MainWindow::updateRunActions);
    connect(m_controller, &SessionController::runStarted, this, [this, runDock](const core::RunStartedEvent& e) {
        runDock->raise(); // the progress and the log, in front of the Runs list that shares its place
        m_started = e;
        m_lastRunDir = QString::fromStdString(e.runDir);
        m_runStatus->setText(tr("starting · %1 · batch %2 · %3")
                                 .arg(QString::fromStdString(e.precision))
                                 .arg(e.batchSize)
                                 .arg(QString::fromStdString(e.device)));
    });
    connect(m_controller, &SessionController::batch, this, &MainWindow::showRunStatus);
    connect(m_controller, &SessionController::runState, this, [this](const core::RunStateEvent& e) {
        // Held at a step boundary: say so where the progress was, until the next batch replaces it.
        if (e.state == core::RunStateEvent::State::Paused)
            m_runStatus->setText(tr("Paused after step %1/%2 of epoch %3 · Resume (%4) continues · paused time is not counted")
                                     .arg(e.step)
                                     .arg(e.stepsPerEpoch)
                                     .arg(e.epoch)
                                     .arg(m_pauseAction->shortcut().toString(QKeySequence::NativeText)));
        else
            m_runStatus->setText(tr("Running again from epoch %1").arg(e.epoch));
    });
    connect(m_controller, &SessionController::finished, this, [this](const core::RunFinishedEvent& e) {
        if (!e.runDir.empty())
            m_lastRunDir = QString::fromStdString(e.runDir);
        m_runStatus->setText(e.status == core::RunFinishedEvent::Status::Completed ? tr("run finished")
                                                                                    : tr("run ended: %1").arg(engineText(e.message)));
        m_history->refresh();
        if (e.status == core::RunFinishedEvent::Status::Completed && !e.runDir.empty())
            m_evaluation->showRun(QString::fromStdString(e.runDir)); // there when the user looks
        writeEndReport(QString::fromStdString(e.runDir));
    });
    // A run followed from its folder (Open run… on a run still going) that ends: its evaluation and
    // the Runs list, as for a run trained here (its writer wrote the report).
    connect(m_runViews->watcher(), &RunWatcher::finished, this, [this](const core::RunFinishedEvent& e) {
        m_history->refresh();
        if (e.status == core::RunFinishedEvent::Status::Completed && !e.runDir.empty())
            m_evaluation->showRun(QString::fromStdString(e.runDir));
    });

    connectSweeps();

    // Runs beside Run, in the right-hand column: the full height of the window for the list (under
    // the Problems dock a small screen showed one or two runs).
    auto* historyDock = new QDockWidget(tr("Runs"), this);
    historyDock->setObjectName(QStringLiteral("RunsDock"));
    historyDock->setWidget(m_history);
    addDockWidget(Qt::RightDockWidgetArea, historyDock);
    tabifyDockWidget(runDock, historyDock);
    runDock->raise();
    connectHistory();
    setRunsDir({});

    statusBar()->addPermanentWidget(m_runStatus);
    statusBar()->addPermanentWidget(m_config->problemsLabel());
    createActions();
    createRunActions();
    createViewMenu();
    createHelpMenu();

    QSettings settings;
    // The first window fits the screen it opens on (a 1280 x 820 window on a 1024 x 700 screen did not).
    const QRect screen = this->screen() ? this->screen()->availableGeometry() : QRect(0, 0, 1280, 820);
    const QSize first(std::min(1680, screen.width() * 9 / 10), std::min(1000, screen.height() * 9 / 10));
    if (!restoreGeometry(settings.value(QStringLiteral("mainWindow/geometry")).toByteArray())) {
        resize(first);
        move(screen.center() - rect().center());
    } else if (!screen.contains(geometry())) {
        // Saved on a larger screen (or grown past this one before): back on the screen, as large as it has room for.
        resize(size().boundedTo(screen.size()));
        move(std::clamp(x(), screen.left(), std::max(screen.left(), screen.right() - width())),
             std::clamp(y(), screen.top(), std::max(screen.top(), screen.bottom() - height())));
    }
    if (!restoreState(settings.value(QStringLiteral("mainWindow/state")).toByteArray(), kDockLayoutVersion)) {
        resizeDocks({runDock}, {std::min(480, first.width() * 3 / 10)}, Qt::Horizontal);
        // After the first layout: the tabified bottom docks would otherwise take half the height.
        QTimer::singleShot(0, this, [this, dock] {
            // Small on a small screen: the charts above need the height more.
            const int height = std::clamp(this->height() / 7, 80, 130);
            resizeDocks({dock}, {height}, Qt::Vertical);
        });
    }
    m_config->newConfig();
}

void MainWindow::connectHistory()
{
    connect(m_history, &HistoryPanel::resumeRequested, this, [this](const QString& run) {
        if (m_controller->isRunning() || m_sweeps->trainsOutside()) {
            statusBar()->showMessage(tr("A run is already in progress: stop it first."), 6000);
            return;
        }
        QString error;
        if (!m_runViews->showPastRun(run, true)) // its epochs so far stay shown as it goes on
            m_runViews->clear();
        if (m_controller->resume(run, &error))
            m_tabs->setCurrentWidget(m_runViews->trainingPage());
        else if (!error.isEmpty())
            QMessageBox::warning(this, tr("Resume run"), error);
    });
    connect(m_history, &HistoryPanel::reportRequested, this, [this](const QString& run) { exportReport(run); });
    connect(m_history, &HistoryPanel::message, this, [this](const QString& text, int timeoutMs) { statusBar()->showMessage(text, timeoutMs); });
    connect(m_history, &HistoryPanel::comparisonRequested, this, &MainWindow::showComparison);
    connect(m_history, &HistoryPanel::predictRequested, this, &MainWindow::predictWith);
    connect(m_history, &HistoryPanel::evaluationRequested, this, [this](const QString& run) {
        m_evaluation->showRun(run);
        m_runViews->showDataSummary(run);
        m_tabs->setCurrentWidget(m_evaluation);
    });
    connect(m_history, &HistoryPanel::compareRequested, this, [this](const QStringList& runs) {
        m_compare->runsChanged();
        m_compare->setChecked(runs);
        m_tabs->setCurrentWidget(m_compare);
    });
    connect(m_history, &HistoryPanel::showRunRequested, m_runViews, &RunViews::showRun);
    // A run starting here is listed and selected (the dock may show a folder a run was opened from).
    connect(m_controller, &SessionController::runStarted, this,
            [this](const core::RunStartedEvent& e) { m_history->showRun(QString::fromStdString(e.runDir)); });
    connect(m_history, &HistoryPanel::runSelected, this, [this](const QString& runDir) {
        if (!m_controller->isRunning() && !m_sweeps->isRunning()) // the Data tab shows the run in training while there is one
            m_runViews->showDataSummary(runDir);
    });
    connect(m_history, &HistoryPanel::runsDirChanged, m_compare, &CompareView::setRunsDir);
    connect(m_compare, &CompareView::showRunRequested, m_runViews, &RunViews::showRun);
    connect(m_controller, &SessionController::finished, m_compare, &CompareView::runsChanged); // the new run is listed
}

void MainWindow::configChecked(const core::ConfigLoadResult& r, const core::Json& doc)
{
    if (r.config && m_runsDir.isEmpty()) {
        // The Runs dock follows the open config's output.runs_dir (default ./runs) when it changes:
        // another config, or the field edited. Checking the same config again leaves it where a run
        // opened from elsewhere put it.
        const QString runs = r.config->output.runsDir.empty()
                                 ? QDir::current().absoluteFilePath(QStringLiteral("runs"))
                                 : QString::fromStdString(r.config->resolve(r.config->output.runsDir).lexically_normal().string());
        if (runs != m_configRunsDir) {
            m_configRunsDir = runs;
            if (runs != m_history->runsDir())
                m_history->setRunsDir(runs);
        }
    }
    if (!doc.is_discarded() && doc.is_object())
        syncDevicePicker(doc);
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&New"), QKeySequence::New, m_config, &ConfigEditor::newConfig);
    QMenu* templates = file->addMenu(tr("New from &Template"));
    const QDir examples(templatesDir());
    for (const QFileInfo& f : examples.entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        QFile in(f.absoluteFilePath());
        const QJsonObject doc = in.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(in.readAll()).object() : QJsonObject();
        QAction* a = templates->addAction(f.completeBaseName(), this, [this, path = f.absoluteFilePath()] { m_config->newFromTemplate(path); });
        a->setToolTip(doc.value(QStringLiteral("description")).toString());
        a->setStatusTip(a->toolTip());
    }
    templates->setEnabled(!templates->isEmpty());
    file->addAction(tr("&Open…"), QKeySequence::Open, m_config, &ConfigEditor::open);
    m_config->setRecentMenu(file->addMenu(tr("Open &Recent")));
    file->addAction(tr("Open r&un…"), this, [this] {
        const QString run = QFileDialog::getExistingDirectory(this, tr("Open run"), m_history->runsDir());
        if (run.isEmpty())
            return;
        if (!core::isRunFolder(run.toStdString()))
            QMessageBox::warning(this, tr("Open run"), tr("%1 is not a Lathe run folder: it has no config.json.").arg(run));
        else
            openRun(run);
    });
    file->addAction(tr("&Save"), QKeySequence::Save, m_config, &ConfigEditor::save);
    QAction* saveAs = file->addAction(tr("Save &As…"), m_config, &ConfigEditor::saveAs);
    // The platform's key, or Ctrl+Shift+S where the platform has none (plain X11, Windows).
    saveAs->setShortcuts(QKeySequence::keyBindings(QKeySequence::SaveAs).isEmpty()
                             ? QList<QKeySequence>{QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)}
                             : QKeySequence::keyBindings(QKeySequence::SaveAs));
    file->addSeparator();
    file->addAction(tr("Export &charts as PNG…"), this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export charts"), QStringLiteral("charts.png"), tr("PNG images (*.png)"));
        if (!path.isEmpty() && !m_runViews->charts()->savePng(path))
            QMessageBox::warning(this, tr("Export charts"), tr("Cannot write %1").arg(path));
    });
    file->addAction(tr("E&xport report…"), this, [this] {
        const QStringList selected = m_history->selectedRuns();
        QString run = selected.size() == 1 ? selected.front() : m_lastRunDir;
        run = QFileDialog::getExistingDirectory(this, tr("Run folder to report on"),
                                                run.isEmpty() ? QFileInfo(m_history->runsDir()).absoluteFilePath() : run);
        if (!run.isEmpty())
            exportReport(run);
    });
    file->addAction(tr("Export Slurm &job…"), this, &MainWindow::exportSlurmJob);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(tr("&Undo"), QKeySequence::Undo, m_config->jsonEditor(), &QPlainTextEdit::undo);
    edit->addAction(tr("&Redo"), QKeySequence::Redo, m_config->jsonEditor(), &QPlainTextEdit::redo);
    edit->addSeparator();
    // On the text field that has the focus (the JSON, the log, a line of a dialog), else the JSON.
    const auto onFocused = [this](const char* slot) {
        return [this, slot] {
            QWidget* focused = QApplication::focusWidget();
            const bool has = focused && focused->metaObject()->indexOfMethod(QByteArray(QByteArray(slot) + "()").constData()) >= 0;
            QMetaObject::invokeMethod(has ? focused : static_cast<QWidget*>(m_config->jsonEditor()), slot);
        };
    };
    edit->addAction(tr("Cu&t"), QKeySequence::Cut, this, onFocused("cut"));
    edit->addAction(tr("&Copy"), QKeySequence::Copy, this, onFocused("copy"));
    edit->addAction(tr("&Paste"), QKeySequence::Paste, this, onFocused("paste"));
    edit->addAction(tr("Select &All"), QKeySequence::SelectAll, this, onFocused("selectAll"));
    edit->addSeparator();
    // Find in the run's log when it (or its find bar) has the focus, else in the JSON text.
    edit->addAction(tr("&Find…"), QKeySequence::Find, this, [this] {
        FindBar* bar = findBarForFocus();
        if (bar == m_config->findBar())
            m_tabs->setCurrentWidget(m_config->jsonPage());
        bar->open();
    });
    edit->addAction(tr("Find &Next"), QKeySequence::FindNext, this, [this] { findBarForFocus()->findNext(); });
    edit->addAction(tr("Find Pre&vious"), QKeySequence::FindPrevious, this, [this] { findBarForFocus()->findPrevious(); });
}

FindBar* MainWindow::findBarForFocus() const
{
    FindBar* log = runPanel()->logFindBar();
    const QWidget* focused = QApplication::focusWidget();
    const bool inLog = focused && (focused == runPanel()->logView() || log->isAncestorOf(focused));
    return inLog ? log : m_config->findBar();
}

void MainWindow::createHelpMenu()
{
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&User guide"), QKeySequence::HelpContents, this, &MainWindow::showUserGuide);
    help->addSeparator();
    help->addAction(tr("&About Lathe"), this, [this] {
        QMessageBox::about(this, tr("About Lathe"),
                           tr("<b>Lathe</b> %1<br>A workbench for training neural networks on a workstation GPU.")
                               .arg(QStringLiteral(LATHE_VERSION)));
    });
}

void MainWindow::createRunActions()
{
    QMenu* run = menuBar()->addMenu(tr("&Run"));
    QToolBar* bar = addToolBar(tr("Run"));
    bar->setObjectName(QStringLiteral("RunToolBar"));
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_startAction = run->addAction(style()->standardIcon(QStyle::SP_MediaPlay), tr("&Start"), this, &MainWindow::startTraining);
    m_startAction->setShortcut(Qt::Key_F5);
    m_pauseAction = run->addAction(style()->standardIcon(QStyle::SP_MediaPause), tr("&Pause"));
    m_pauseAction->setCheckable(true);
    m_pauseAction->setShortcut(Qt::Key_F8); // F6 is Find batch size
    connect(m_pauseAction, &QAction::toggled, this, [this](bool paused) {
        if (paused)
            m_controller->pause();
        else
            m_controller->resume();
        m_pauseAction->setText(paused ? tr("Res&ume") : tr("&Pause"));
        m_pauseAction->setToolTip(QStringLiteral("%1 (%2)").arg(m_pauseAction->text().remove(QLatin1Char('&')),
                                                                m_pauseAction->shortcut().toString(QKeySequence::NativeText)));
    });
    m_stopAction = run->addAction(style()->standardIcon(QStyle::SP_MediaStop), tr("S&top"), this, [this] {
        if (m_sweeps && m_sweeps->trainsOutside())
            m_sweeps->stop(); // every trial training stops with a checkpoint
        else
            m_controller->stop();
    });
    m_stopAction->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F5));
    m_checkpointAction = run->addAction(style()->standardIcon(QStyle::SP_DialogSaveButton), tr("Save &checkpoint now"),
                                        m_controller, &SessionController::saveCheckpoint);
    m_checkpointAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K));
    for (QAction* a : {m_startAction, m_pauseAction, m_stopAction, m_checkpointAction}) // the key in the tool tip too
        a->setToolTip(QStringLiteral("%1 (%2)").arg(a->text().remove(QLatin1Char('&')), a->shortcut().toString(QKeySequence::NativeText)));
    m_profileAction = run->addAction(tr("Profile 10 st&eps"), this, [this] { m_runViews->profileSteps(10); });
    m_profileAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    m_profileAction->setStatusTip(tr("Times each phase of the next 10 steps (data wait, copy, forward, backward, optimizer) "
                                     "and writes a trace of every operator: where a step's time goes"));
    for (QAction* a : {m_startAction, m_pauseAction, m_stopAction, m_checkpointAction})
        bar->addAction(a);
    // Pause and Resume take the same room, so the tool bar does not shift when one becomes the other.
    if (QWidget* pause = bar->widgetForAction(m_pauseAction)) {
        const QString text = m_pauseAction->text();
        m_pauseAction->setText(tr("Res&ume"));
        const int resume = pause->sizeHint().width();
        m_pauseAction->setText(text);
        pause->setMinimumWidth(std::max(resume, pause->sizeHint().width()));
    }
    createToolsActions(run, bar);
    updateRunActions();
}

void MainWindow::updateRunActions()
{
    const bool running = m_controller->isRunning();
    const bool sweepOutside = m_sweeps && m_sweeps->trainsOutside(); // Stop stops its trials; the rest is the window's session's
    m_startAction->setEnabled(!running && !sweepOutside);
    m_pauseAction->setEnabled(running);
    m_stopAction->setEnabled(running || sweepOutside);
    m_checkpointAction->setEnabled(running);
    m_profileAction->setEnabled(running);
    if (!running) {
        const QSignalBlocker block(m_pauseAction);
        m_pauseAction->setChecked(false);
        m_pauseAction->setText(tr("&Pause"));
    }
}

void MainWindow::writeEndReport(const QString& runDir)
{
    if (runDir.isEmpty() || !core::isRunFolder(runDir.toStdString()))
        return;
    core::ReportHtmlOptions options;
    options.language = currentLanguage().toStdString();
    // Off the GUI thread: a long run's device samples take a moment to read.
    m_tasks->run(
        this,
        [dir = runDir.toStdString(), options](const std::atomic<bool>&) -> QString {
            try {
                core::writeReportHtml(dir, options);
                return {};
            } catch (const std::exception& e) {
                return engineText(e); // (QCoreApplication::translate is thread-safe)
            }
        },
        [this, runDir](const QString& error) {
            if (error.isEmpty())
                Q_EMIT endReportWritten(runDir);
            else
                statusBar()->showMessage(tr("The run's report could not be written: %1").arg(error), 8000);
        });
}

bool MainWindow::openAtStart(const QString& path, bool offerAutosave)
{
    bool opened = true;
    if (!path.isEmpty()) {
        if (core::isRunFolder(path.toStdString()))
            opened = openRun(path);
        else if (core::isSweepFolder(path.toStdString())) {
            opened = showComparison(path); // the Sweep tab with its comparison
            m_config->showSweepBase(path); // and its base config, where the editor holds nothing of the user's
        } else if (QFileInfo(path).isDir()) {
            QMessageBox::warning(this, tr("Open"),
                                 tr("%1 is a folder, but neither a Lathe run folder (it has no config.json) nor a sweep folder "
                                    "(no sweep.json). Give a config file, a run folder or a sweep folder.")
                                     .arg(QDir::toNativeSeparators(path)));
            opened = false;
        } else
            opened = m_config->openFile(path); // says why not in a dialog
    }
    if (offerAutosave)
        QTimer::singleShot(0, this, [this] { m_config->recoverAutosave(); });
    return opened;
}

bool MainWindow::openRun(const QString& runDir)
{
    if (!m_runViews->showRun(runDir))
        return false;
    m_evaluation->showRun(runDir); // its test split's evaluation, or a note saying how to make one
    m_config->showRunConfig(runDir); // where the editor holds nothing of the user's
    m_history->showRun(runDir);      // listed and selected in the Runs dock
    m_lastRunDir = QFileInfo(runDir).absoluteFilePath(); // what File › Export report offers
    return true;
}

namespace {
// The tabs' names for --tab, in the order they are added.
const QStringList kTabIds = {QStringLiteral("form"),    QStringLiteral("json"),  QStringLiteral("training"),
                             QStringLiteral("evaluation"), QStringLiteral("compare"), QStringLiteral("sweep"),
                             QStringLiteral("data"),    QStringLiteral("profile")};
} // namespace

QStringList MainWindow::tabIds()
{
    return kTabIds;
}

bool MainWindow::showTab(const QString& id)
{
    const auto index = kTabIds.indexOf(id);
    if (index < 0 || index >= m_tabs->count())
        return false;
    m_tabs->setCurrentIndex(static_cast<int>(index));
    return true;
}

void MainWindow::setRunsDir(const QString& dir)
{
    m_runsDir = dir;
    m_history->setRunsDir(dir.isEmpty() ? QDir::current().absoluteFilePath(QStringLiteral("runs")) : dir);
}

bool MainWindow::startTraining()
{
    if (m_sweeps->trainsOutside()) {
        statusBar()->showMessage(tr("A sweep is training: stop it first."), 6000);
        return false;
    }
    const std::optional<core::Config> config = m_config->checkedConfig(tr("Fix the problems listed below before training."));
    if (!config)
        return false;
    m_runViews->clear();
    m_tabs->setCurrentWidget(m_runViews->trainingPage());
    if (m_controller->start(*config, m_runsDir, std::exchange(m_profileOnStart, 0)))
        return true;
    if (!m_controller->lastError().isEmpty())
        QMessageBox::warning(this, tr("Start training"), m_controller->lastError());
    return false;
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    // The run first (the guide's order), then the unsaved edits; nothing stops until both are
    // answered, so a Cancel to either leaves the window open and the run going.
    const bool running = m_controller->isRunning();
    if (running
        && QMessageBox::question(this, tr("Training in progress"), tr("A run is in progress. Stop it (a checkpoint is saved) and quit?"))
               != QMessageBox::Yes) {
        event->ignore();
        return;
    }
    const bool sweepOutside = m_sweeps->trainsOutside();
    if (sweepOutside
        && QMessageBox::question(this, tr("Sweep in progress"),
                                 tr("A sweep is training several trials at once. Stop them (each saves a checkpoint; Run › Resume sweep… "
                                    "continues the sweep) and quit?"))
               != QMessageBox::Yes) {
        event->ignore();
        return;
    }
    if (!m_config->maybeSave()) {
        event->ignore();
        return;
    }
    if (running)
        m_controller->stopAndWait();
    if (sweepOutside)
        m_sweeps->stopAndWait();
    m_tasks->stopAndWait(); // a self-test or device listing in progress ends with the window
    m_config->closeCleanly(); // closed on purpose: saved or discarded
    QSettings settings;
    settings.setValue(QStringLiteral("mainWindow/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("mainWindow/state"), saveState(kDockLayoutVersion));
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    const auto urls = event->mimeData()->urls();
    if (!urls.isEmpty() && urls.front().isLocalFile() && m_config->maybeSave())
        m_config->openFile(urls.front().toLocalFile());
}

} // namespace lathe::ui
