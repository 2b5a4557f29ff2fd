#include "mainwindow.h"

#include "autosave.h"
#include "backgroundtasks.h"
#include "chartspanel.h"
#include "compareview.h"
#include "config/config.h"
#include "config/schema.h"
#include "configoverview.h"
#include "dashboard.h"
#include "dialogs.h"
#include "enginetext.h"
#include "evaluationpanel.h"
#include "historypanel.h"
#include "language.h"
#include "problemsmodel.h"
#include "profileview.h"
#include "report/report.h"
#include "reportpdf.h"
#include "runpanel.h"
#include "sessioncontroller.h"

#include <QAction>
#include <QActionGroup>
#include <QComboBox>
#include <QDateTime>
#include <QDesktopServices>
#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrl>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QSaveFile>
#include <QSettings>
#include <QPushButton>
#include <QLocale>
#include <QStyle>
#include <QStatusBar>
#include <QTabWidget>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTableView>
#include <QTextBlock>
#include <QTimer>

#include <QToolBar>

#include <utility>
#include <QScreen>
#include <QVBoxLayout>

namespace lathe::ui {

namespace {
constexpr int kMaxRecent = 8;
const QString kRecentKey = QStringLiteral("recentFiles");
} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_tabs(new QTabWidget(this))
    , m_editor(new QPlainTextEdit(this))
    , m_overview(new ConfigOverview(this))
    , m_problems(new ProblemsModel(this))
    , m_problemsView(new QTableView(this))
    , m_validateTimer(new QTimer(this))
    , m_statusLabel(new QLabel(this))
    , m_runPanel(new RunPanel(this))
    , m_charts(new ChartsPanel(this))
    , m_dashboard(new Dashboard(this))
    , m_chartsPage(new QWidget(this))
    , m_profile(new ProfileView(this))
    , m_compare(new CompareView(this))
    , m_evaluation(new EvaluationPanel(this))
    , m_comparison(new QTextBrowser(this))
    , m_dataSummary(new QTextBrowser(this))
    , m_controller(new SessionController(this))
    , m_history(new HistoryPanel(this))
    , m_devicePicker(new QComboBox(this))
    , m_runStatus(new QLabel(this))
    , m_tasks(new BackgroundTasks(this))
{
    setObjectName(QStringLiteral("LatheMainWindow"));
    setAcceptDrops(true);
    m_editor->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_editor->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_editor->setTabStopDistance(m_editor->fontMetrics().horizontalAdvance(QLatin1Char(' ')) * 2);
    m_tabs->addTab(m_overview, tr("Form"));
    m_tabs->addTab(m_editor, tr("JSON"));
    auto* trainingLayout = new QVBoxLayout(m_chartsPage);
    trainingLayout->setContentsMargins(0, 0, 0, 0);
    trainingLayout->setSpacing(0);
    trainingLayout->addWidget(m_dashboard);
    trainingLayout->addWidget(m_charts, 1);
    m_tabs->addTab(m_chartsPage, tr("Training"));
    m_tabs->addTab(m_evaluation, tr("Evaluation"));
    m_tabs->addTab(m_compare, tr("Compare"));
    m_tabs->addTab(m_comparison, tr("Sweep"));
    m_comparison->setObjectName(QStringLiteral("ComparisonView"));
    m_comparison->setOpenLinks(false);
    m_comparison->setPlaceholderText(tr("No sweep chosen. Run › Sweep… trains variants of the open config and compares them here; "
                                        "for an earlier sweep, select one of its runs under Runs and choose Comparison."));
    m_tabs->addTab(m_dataSummary, tr("Data"));
    m_tabs->addTab(m_profile, tr("Step profile"));
    m_dataSummary->setObjectName(QStringLiteral("DataSummaryView"));
    m_dataSummary->setPlaceholderText(tr("No data read yet. When a run starts, what its data holds appears here before the first epoch: "
                                         "the samples and classes of every split, the missing values and what was done with them, "
                                         "the time covered and its gaps. For an earlier run, select it under Runs and choose Evaluation."));
    setCentralWidget(m_tabs);

    m_problemsView->setModel(m_problems);
    m_problemsView->horizontalHeader()->setStretchLastSection(true);
    m_problemsView->verticalHeader()->hide();
    m_problemsView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_problemsView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    auto* dock = new QDockWidget(tr("Problems"), this);
    dock->setObjectName(QStringLiteral("ProblemsDock"));
    dock->setWidget(m_problemsView);
    addDockWidget(Qt::BottomDockWidgetArea, dock);
    connect(m_problemsView, &QTableView::activated, this, [this](const QModelIndex& index) {
        jumpTo(index.data(ProblemsModel::LineRole).toInt(), index.data(ProblemsModel::ColumnRole).toInt());
    });

    m_validateTimer->setSingleShot(true);
    m_validateTimer->setInterval(300);
    connect(m_validateTimer, &QTimer::timeout, this, &MainWindow::validateNow);
    connect(m_editor, &QPlainTextEdit::textChanged, m_validateTimer, qOverload<>(&QTimer::start));
    connect(m_editor->document(), &QTextDocument::modificationChanged, this, &QMainWindow::setWindowModified);
    m_autosaveTimer = new QTimer(this);
    m_autosaveTimer->setSingleShot(true);
    m_autosaveTimer->setInterval(3000);
    connect(m_autosaveTimer, &QTimer::timeout, this, &MainWindow::autosaveNow);
    connect(m_editor, &QPlainTextEdit::textChanged, m_autosaveTimer, qOverload<>(&QTimer::start));
    connect(m_editor->document(), &QTextDocument::modificationChanged, this, [](bool modified) {
        if (!modified) // saved, opened or discarded: nothing left to recover
            Autosave::clear();
    });
    connect(m_overview, &ConfigOverview::fieldEdited, this, &MainWindow::applyFieldEdit);
    connect(m_overview, &ConfigOverview::editRejected, this, [this](const QString& path, const QString& reason) {
        statusBar()->showMessage(tr("%1: %2 (not applied)").arg(path, reason), 8000);
    });

    auto* runDock = new QDockWidget(tr("Run"), this);
    runDock->setObjectName(QStringLiteral("RunDock"));
    runDock->setWidget(m_runPanel);
    addDockWidget(Qt::RightDockWidgetArea, runDock);
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    connectRunViews();
    connect(m_controller, &SessionController::runningChanged, this, &MainWindow::updateRunActions);
    connect(m_controller, &SessionController::runStarted, this, [this](const core::RunStartedEvent& e) {
        m_started = e;
        m_lastRunDir = QString::fromStdString(e.runDir);
        showDataSummary(m_lastRunDir);
        m_runStatus->setText(tr("starting · %1 · batch %2 · %3")
                                 .arg(QString::fromStdString(e.precision))
                                 .arg(e.batchSize)
                                 .arg(QString::fromStdString(e.device)));
    });
    connect(m_controller, &SessionController::batch, this, &MainWindow::showRunStatus);
    connect(m_controller, &SessionController::runState, this, [this](const core::RunStateEvent& e) {
        // Held at a step boundary: say so where the progress was, until the next batch replaces it.
        if (e.state == core::RunStateEvent::State::Paused)
            m_runStatus->setText(tr("Paused after step %2 (epoch %1) · Resume (%3) continues · paused time is not counted")
                                     .arg(e.epoch)
                                     .arg(e.globalStep)
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
    });

    connectSweeps();

    auto* historyDock = new QDockWidget(tr("Runs"), this);
    historyDock->setObjectName(QStringLiteral("RunsDock"));
    historyDock->setWidget(m_history);
    addDockWidget(Qt::BottomDockWidgetArea, historyDock);
    tabifyDockWidget(dock, historyDock);
    dock->raise();
    connect(m_history, &HistoryPanel::resumeRequested, this, [this](const QString& run) {
        if (m_controller->isRunning()) {
            statusBar()->showMessage(tr("A run is already in progress: stop it first."), 6000);
            return;
        }
        QString error;
        clearRunViews();
        if (m_controller->resume(run, &error))
            m_tabs->setCurrentWidget(m_chartsPage);
        else if (!error.isEmpty())
            QMessageBox::warning(this, tr("Resume run"), error);
    });
    connect(m_history, &HistoryPanel::reportRequested, this, [this](const QString& run) { exportReport(run); });
    connect(m_history, &HistoryPanel::comparisonRequested, this, &MainWindow::showComparison);
    connect(m_history, &HistoryPanel::evaluationRequested, this, [this](const QString& run) {
        m_evaluation->showRun(run);
        showDataSummary(run);
        m_tabs->setCurrentWidget(m_evaluation);
    });
    setRunsDir({});

    statusBar()->addPermanentWidget(m_runStatus);
    statusBar()->addPermanentWidget(m_statusLabel);
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
    }
    if (!restoreState(settings.value(QStringLiteral("mainWindow/state")).toByteArray())) {
        resizeDocks({runDock}, {std::min(480, first.width() * 3 / 10)}, Qt::Horizontal);
        // After the first layout: the tabified bottom docks would otherwise take half the height.
        QTimer::singleShot(0, this, [this, dock] {
            QList<QDockWidget*> bottom{dock};
            for (QDockWidget* d : tabifiedDockWidgets(dock))
                bottom << d;
            // Small on a small screen: the charts above need the height more.
            const int height = std::clamp(this->height() / 7, 80, 130);
            resizeDocks(bottom, QList<int>(bottom.size(), height), Qt::Vertical);
        });
    }
    newConfig();
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&New"), QKeySequence::New, this, &MainWindow::newConfig);
    QMenu* templates = file->addMenu(tr("New from &Template"));
    const QDir examples(templatesDir());
    for (const QFileInfo& f : examples.entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        QFile in(f.absoluteFilePath());
        const QJsonObject doc = in.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(in.readAll()).object() : QJsonObject();
        QAction* a = templates->addAction(f.completeBaseName(), this, [this, path = f.absoluteFilePath()] { newFromTemplate(path); });
        a->setToolTip(doc.value(QStringLiteral("description")).toString());
        a->setStatusTip(a->toolTip());
    }
    templates->setEnabled(!templates->isEmpty());
    file->addAction(tr("&Open…"), QKeySequence::Open, this, &MainWindow::open);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    file->addAction(tr("&Save"), QKeySequence::Save, this, &MainWindow::save);
    file->addAction(tr("Save &As…"), QKeySequence::SaveAs, this, &MainWindow::saveAs);
    file->addSeparator();
    file->addAction(tr("Export &charts as PNG…"), this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export charts"), QStringLiteral("charts.png"), tr("PNG images (*.png)"));
        if (!path.isEmpty() && !m_charts->savePng(path))
            QMessageBox::warning(this, tr("Export charts"), tr("Cannot write %1").arg(path));
    });
    file->addAction(tr("E&xport report…"), this, [this] {
        const QStringList selected = m_history->selectedRuns();
        QString run = selected.size() == 1 ? selected.front() : m_lastRunDir;
        run = QFileDialog::getExistingDirectory(this, tr("Run folder to report on"), run.isEmpty() ? m_history->runsDir() : run);
        if (!run.isEmpty())
            exportReport(run);
    });
    file->addAction(tr("Export &Slurm job…"), this, &MainWindow::exportSlurmJob);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(tr("&Undo"), QKeySequence::Undo, m_editor, &QPlainTextEdit::undo);
    edit->addAction(tr("&Redo"), QKeySequence::Redo, m_editor, &QPlainTextEdit::redo);

    updateRecentMenu();
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
    m_stopAction = run->addAction(style()->standardIcon(QStyle::SP_MediaStop), tr("S&top"), m_controller, &SessionController::stop);
    m_stopAction->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F5));
    m_checkpointAction = run->addAction(style()->standardIcon(QStyle::SP_DialogSaveButton), tr("Save &checkpoint now"),
                                        m_controller, &SessionController::saveCheckpoint);
    m_checkpointAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K));
    for (QAction* a : {m_startAction, m_pauseAction, m_stopAction, m_checkpointAction}) // the key in the tool tip too
        a->setToolTip(QStringLiteral("%1 (%2)").arg(a->text().remove(QLatin1Char('&')), a->shortcut().toString(QKeySequence::NativeText)));
    m_profileAction = run->addAction(tr("Pro&file 10 steps"), this, [this] { profileSteps(10); });
    m_profileAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    m_profileAction->setStatusTip(tr("Times each phase of the next 10 steps (data wait, copy, forward, backward, optimizer) "
                                     "and writes a trace of every operator: where a step's time goes"));
    for (QAction* a : {m_startAction, m_pauseAction, m_stopAction, m_checkpointAction})
        bar->addAction(a);
    createToolsActions(run, bar);
    updateRunActions();
}

void MainWindow::updateRunActions()
{
    const bool running = m_controller->isRunning();
    m_startAction->setEnabled(!running);
    m_pauseAction->setEnabled(running);
    m_stopAction->setEnabled(running);
    m_checkpointAction->setEnabled(running);
    m_profileAction->setEnabled(running);
    if (!running) {
        const QSignalBlocker block(m_pauseAction);
        m_pauseAction->setChecked(false);
        m_pauseAction->setText(tr("&Pause"));
    }
}

void MainWindow::setRunsDir(const QString& dir)
{
    m_runsDir = dir;
    m_history->setRunsDir(dir.isEmpty() ? QDir::current().absoluteFilePath(QStringLiteral("runs")) : dir);
}

bool MainWindow::startTraining()
{
    const std::optional<core::Config> config = checkedConfig(tr("Fix the problems listed below before training."));
    if (!config)
        return false;
    clearRunViews();
    m_tabs->setCurrentWidget(m_chartsPage);
    if (m_controller->start(*config, m_runsDir, std::exchange(m_profileOnStart, 0)))
        return true;
    if (!m_controller->lastError().isEmpty())
        QMessageBox::warning(this, tr("Start training"), m_controller->lastError());
    return false;
}

void MainWindow::newConfig()
{
    if (!maybeSave())
        return;
    m_editor->setPlainText(QString::fromStdString(core::configToText(core::defaultConfigJson())));
    m_editor->document()->setModified(false);
    setCurrentFile({});
    validateNow();
}

void MainWindow::open()
{
    if (!maybeSave())
        return;
    const QString dir = m_file.isEmpty() ? QString() : QFileInfo(m_file).absolutePath();
    const QString path = QFileDialog::getOpenFileName(this, tr("Open config"), dir, tr("Lathe configs (*.json);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

bool MainWindow::openFile(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        QMessageBox::warning(this, tr("Open config"), tr("Cannot read %1:\n%2").arg(path, f.errorString()));
        return false;
    }
    m_editor->setPlainText(QString::fromUtf8(f.readAll()));
    m_editor->document()->setModified(false);
    setCurrentFile(QFileInfo(path).absoluteFilePath());
    addRecent(m_file);
    validateNow();
    statusBar()->showMessage(tr("Opened %1").arg(path), 4000);
    return true;
}

bool MainWindow::save()
{
    return m_file.isEmpty() ? saveAs() : saveTo(m_file);
}

bool MainWindow::saveAs()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save config"), m_file, tr("Lathe configs (*.json)"));
    return !path.isEmpty() && saveTo(path);
}

bool MainWindow::saveTo(const QString& path)
{
    validateNow();
    // The text is saved as typed, problems or not: nothing the user wrote is lost.
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(m_editor->toPlainText().toUtf8()) < 0 || !f.commit()) {
        QMessageBox::warning(this, tr("Save config"), tr("Cannot write %1:\n%2").arg(path, f.errorString()));
        return false;
    }
    m_editor->document()->setModified(false);
    setCurrentFile(QFileInfo(path).absoluteFilePath());
    addRecent(m_file);
    const int errors = m_problems->errorCount();
    statusBar()->showMessage(errors ? tr("Saved %1 (%n problem(s) remain)", nullptr, errors).arg(path) : tr("Saved %1").arg(path), 5000);
    return true;
}

void MainWindow::setCurrentFile(const QString& path)
{
    m_file = path;
    const QString shown = path.isEmpty() ? tr("untitled.json") : QFileInfo(path).fileName();
    setWindowTitle(shown + QStringLiteral("[*] — Lathe"));
    setWindowModified(m_editor->document()->isModified());
}

bool MainWindow::maybeSave()
{
    if (!m_editor->document()->isModified())
        return true;
    const auto answer = QMessageBox::warning(this, tr("Unsaved changes"),
                                             tr("The config has unsaved changes. Save them?"),
                                             QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::addRecent(const QString& path)
{
    QSettings settings;
    QStringList recent = settings.value(kRecentKey).toStringList();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > kMaxRecent)
        recent.removeLast();
    settings.setValue(kRecentKey, recent);
    updateRecentMenu();
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList recent = QSettings().value(kRecentKey).toStringList();
    for (const QString& path : recent) {
        m_recentMenu->addAction(QFileInfo(path).fileName() + QStringLiteral("  —  ") + QFileInfo(path).absolutePath(), this,
                                [this, path] {
                                    if (maybeSave())
                                        openFile(path);
                                });
    }
    m_recentMenu->setEnabled(!recent.isEmpty());
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    // Unsaved edits first: cancelling that question must leave the run going.
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    if (m_controller->isRunning()) {
        const auto answer = QMessageBox::question(this, tr("Training in progress"),
                                                  tr("A run is in progress. Stop it (a checkpoint is saved) and quit?"));
        if (answer != QMessageBox::Yes) {
            event->ignore();
            return;
        }
        m_controller->stopAndWait();
    }
    m_tasks->stopAndWait(); // a self-test or device listing in progress ends with the window
    m_autosaveTimer->stop();
    Autosave::clear(); // closed on purpose: saved or discarded
    QSettings settings;
    settings.setValue(QStringLiteral("mainWindow/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("mainWindow/state"), saveState());
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
    if (!urls.isEmpty() && urls.front().isLocalFile() && maybeSave())
        openFile(urls.front().toLocalFile());
}

} // namespace lathe::ui
