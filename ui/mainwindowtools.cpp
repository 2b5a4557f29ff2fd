// MainWindow, part 2: the tools around the editor — the View menu, Run menu tools (find batch size,
// self-test, resume), the device picker, the run status line, templates, report export and the
// autosave of unsaved edits.
// Part 1 (mainwindow.cpp) holds the editor, files, validation and run control.

#include "mainwindow.h"
#include "openexternal.h"

#include "autosave.h"
#include "chartspanel.h"
#include "config/config.h"
#include "configoverview.h"
#include "backgroundtasks.h"
#include "findbatchdialog.h"
#include "findlrdialog.h"
#include "predictdialog.h"
#include "selftestdialog.h"
#include "enginetext.h"
#include "historypanel.h"
#include "language.h"
#include "report/report.h"
#include "reportpdf.h"
#include "runpanel.h"
#include "sessioncontroller.h"
#include "slurmdialog.h"
#include "run/runfolder.h"
#include "run/runrecord.h"
#include "util/atomicfile.h"
#include "util/cudainfo.h"

#include <QActionGroup>
#include <QApplication>
#include <QComboBox>
#include <QDateTime>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QTextBrowser>
#include <QMessageBox>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QToolBar>
#include <QUrl>


namespace lathe::ui {

void MainWindow::createViewMenu()
{
    QMenu* view = menuBar()->addMenu(tr("&View"));
    for (QDockWidget* d : findChildren<QDockWidget*>())
        view->addAction(d->toggleViewAction());
    view->addSeparator();
    QMenu* language = view->addMenu(tr("&Language"));
    auto* languages = new QActionGroup(this);
    const QList<QPair<QString, QString>> choices{{tr("System default"), QString()},
                                                 {QStringLiteral("English"), QStringLiteral("en")},
                                                 {QStringLiteral("简体中文"), QStringLiteral("zh_CN")}};
    for (const auto& [label, code] : choices) {
        QAction* a = language->addAction(label);
        a->setCheckable(true);
        a->setChecked(savedLanguage() == code);
        languages->addAction(a);
        connect(a, &QAction::triggered, this, [this, code] {
            saveLanguage(code);
            QMessageBox::information(this, tr("Language"), tr("The new language applies the next time Lathe starts."));
        });
    }

}

void MainWindow::exportSlurmJob()
{
    // The script names the config file, so it is the saved file that the cluster will train.
    if (m_config->file().isEmpty() || m_config->isModified()) {
        const auto answer = QMessageBox::question(this, tr("Export Slurm job"),
                                                  tr("The job trains the config as saved on disk. Save it now?"),
                                                  QMessageBox::Save | QMessageBox::Cancel, QMessageBox::Save);
        if (answer != QMessageBox::Save || !m_config->save())
            return;
    }
    const core::ConfigLoadResult r = core::loadConfigFile(m_config->file().toStdString());
    if (!r.config) {
        m_config->validateNow();
        statusBar()->showMessage(tr("Fix the problems listed below first."), 6000);
        return;
    }
    const QString runs = QString::fromStdString(std::filesystem::absolute(core::runsDirectory(*r.config)).lexically_normal().string());
    // Installed, the lathe-cli launcher (it finds LibTorch on a compute node; the program beside this
    // one cannot); from a build, the program beside this one.
    const QString launcher = qEnvironmentVariable("LATHE_CLI_LAUNCHER");
    const QString beside = QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("lathe-cli"));
    const QString program = QFileInfo(launcher).isExecutable() ? launcher : QFileInfo(beside).isExecutable() ? beside : QStringLiteral("lathe-cli");
    auto* dialog = new SlurmDialog(QFileInfo(m_config->file()).absoluteFilePath(), QString::fromStdString(r.config->name), runs, program, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

void MainWindow::createToolsActions(QMenu* run, QToolBar* bar)
{
    run->addSeparator();
    run->addAction(tr("&Find batch size…"), QKeySequence(Qt::Key_F6), this, [this] {
        if (m_controller->isRunning()) { // both would compete for the same memory
            statusBar()->showMessage(tr("A run is in progress: find the batch size before starting it."), 6000);
            return;
        }
        const std::optional<core::Config> config = m_config->checkedConfig(tr("Fix the problems listed below first."));
        if (!config)
            return;
        auto* dialog = new FindBatchDialog(*config, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(dialog, &FindBatchDialog::useBatch, m_config, &ConfigEditor::useFoundBatch);
        dialog->show();
    });
    run->addAction(tr("Find &learning rate…"), QKeySequence(Qt::Key_F7), this, [this] {
        if (m_controller->isRunning()) { // both would compete for the device
            statusBar()->showMessage(tr("A run is in progress: find the learning rate before starting it."), 6000);
            return;
        }
        const std::optional<core::Config> config = m_config->checkedConfig(tr("Fix the problems listed below first."));
        if (!config)
            return;
        auto* dialog = new FindLrDialog(*config, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(dialog, &FindLrDialog::useLearningRate, m_config, &ConfigEditor::useFoundLearningRate);
        dialog->show();
    });
    run->addAction(tr("&GPU self-test…"), this, [this] {
        if (m_controller->isRunning()) { // it sets TF32, draws random numbers and takes GPU memory
            statusBar()->showMessage(tr("A run is in progress: run the self-test before or after it."), 6000);
            return;
        }
        auto* dialog = new SelfTestDialog(*m_tasks, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    });
    run->addAction(tr("&Resume a run…"), this, [this] {
        if (m_controller->isRunning()) {
            statusBar()->showMessage(tr("A run is already in progress: stop it first."), 6000);
            return;
        }
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Run folder to continue"), m_history->runsDir());
        if (dir.isEmpty())
            return;
        QString error;
        m_runViews->clear();
        if (!m_controller->resume(dir, &error))
            QMessageBox::warning(this, tr("Resume run"), error.isEmpty() ? tr("A run is already in progress.") : error);
        else
            m_tabs->setCurrentWidget(m_runViews->trainingPage());
    });

    run->addAction(tr("Pre&dict with a run…"), this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Run folder whose model predicts"), m_history->runsDir());
        if (!dir.isEmpty())
            predictWith(dir);
    });

    addSweepActions(run);

    bar->addSeparator();
    bar->addWidget(new QLabel(tr(" Device: "), bar));
    m_devicePicker->setToolTip(tr("Where to train: written to device.type, device.id and device.gpus (several GPUs: one rank each, data parallel)"));
    m_devicePicker->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    populateDevices();
    bar->addWidget(m_devicePicker);
    connect(m_devicePicker, &QComboBox::activated, this, [this](int index) {
        const QString type = m_devicePicker->itemData(index).toString();
        if (type.startsWith(QLatin1String("gpus:"))) { // data parallel from GPU 0: "gpus:all", "gpus:3"
            const QString count = type.section(QLatin1Char(':'), 1);
            m_config->applyFieldEdit(QStringLiteral("device.type"), core::Json("cuda"));
            m_config->applyFieldEdit(QStringLiteral("device.id"), core::Json(0));
            m_config->applyFieldEdit(QStringLiteral("device.gpus"), count == QLatin1String("all") ? core::Json("all") : core::Json(count.toInt()));
            return;
        }
        m_config->applyFieldEdit(QStringLiteral("device.type"), core::Json(type.section(QLatin1Char(':'), 0, 0).toStdString()));
        if (type.startsWith(QLatin1String("cuda:")))
            m_config->applyFieldEdit(QStringLiteral("device.id"), core::Json(type.section(QLatin1Char(':'), 1).toInt()));
        m_config->applyFieldEdit(QStringLiteral("device.gpus"), core::Json(1));
    });
}

PredictDialog* MainWindow::predictWith(const QString& runDir)
{
    if (!QFileInfo::exists(QDir(runDir).filePath(QString::fromLatin1(core::runfile::Model)))) {
        QMessageBox::warning(this, tr("Predict"),
                             tr("%1 holds no model.pt: the run has not completed, or output.export_model was false.").arg(QDir::toNativeSeparators(runDir)));
        return nullptr;
    }
    auto* dialog = new PredictDialog(runDir, *m_tasks, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
    return dialog;
}

void MainWindow::populateDevices()
{
    m_devicePicker->clear();
    m_devicePicker->addItem(tr("Auto (GPU if usable)"), QStringLiteral("auto"));
    m_devicePicker->addItem(tr("CPU"), QStringLiteral("cpu"));
    // Asking CUDA for its devices initialises it (seconds): off the GUI thread.
    m_tasks->run(
        this,
        [](const std::atomic<bool>&) {
            QList<QPair<QString, QString>> found;
            for (int i = 0;; ++i) {
                const auto info = core::cudaDeviceInfo(i);
                if (!info)
                    break;
                found.append({QStringLiteral("cuda:%1 — %2 (%3 GiB)")
                                  .arg(i)
                                  .arg(QString::fromStdString(info->name))
                                  .arg(static_cast<double>(info->totalMemory) / 1073741824.0, 0, 'f', 0),
                              QStringLiteral("cuda:%1").arg(i)});
            }
            return found;
        },
        [this](const QList<QPair<QString, QString>>& found) {
            for (const auto& [label, data] : found)
                m_devicePicker->addItem(label, data);
            // Several GPUs: one rank each (data parallel), every GPU or the first k.
            const auto gpus = static_cast<int>(found.size());
            if (gpus >= 2)
                m_devicePicker->addItem(tr("All %1 GPUs (data parallel)").arg(gpus), QStringLiteral("gpus:all"));
            for (int k = 2; k < gpus; ++k)
                m_devicePicker->addItem(tr("GPUs 0–%1 (%2 ranks, data parallel)").arg(k - 1).arg(k), QStringLiteral("gpus:%1").arg(k));
            m_config->validateNow(); // select what the config says
        });
}

void MainWindow::syncDevicePicker(const core::Json& doc)
{
    const core::Json device = doc.contains("device") && doc.at("device").is_object() ? doc.at("device") : core::Json::object();
    const std::string type = device.contains("type") && device.at("type").is_string() ? device.at("type").get<std::string>() : "auto";
    const int id = device.contains("id") && device.at("id").is_number_integer() ? device.at("id").get<int>() : 0;
    const core::Json gpus = device.contains("gpus") ? device.at("gpus") : core::Json(1);
    QString key = type == "cuda" ? QStringLiteral("cuda:%1").arg(id) : QString::fromStdString(type);
    if (gpus.is_string())
        key = QStringLiteral("gpus:all");
    else if (gpus.is_number_integer() && gpus.get<int>() > 1)
        key = QStringLiteral("gpus:%1").arg(gpus.get<int>());
    const int index = m_devicePicker->findData(key);
    const QSignalBlocker block(m_devicePicker);
    if (index >= 0)
        m_devicePicker->setCurrentIndex(index);
    else if (type == "cuda" || key.startsWith(QLatin1String("gpus:"))) { // GPUs this machine does not show: keep the choice visible
        m_devicePicker->addItem(tr("%1 (not found here)").arg(key), key);
        m_devicePicker->setCurrentIndex(m_devicePicker->count() - 1);
    }
}

void MainWindow::showRunStatus(const core::BatchEvent& e)
{
    // The engine's ETA: training and validation at their measured pace, paused time left out.
    const QString eta = e.etaSeconds >= 0 ? QString::fromStdString(core::clockText(e.etaSeconds)) : QStringLiteral("—");
    m_runStatus->setText(tr("epoch %1/%2 · step %3/%4 · ETA %5 · %6 · batch %7 · %8")
                             .arg(e.epoch)
                             .arg(m_started.epochs)
                             .arg(e.step)
                             .arg(e.stepsPerEpoch)
                             .arg(eta, QString::fromStdString(m_started.precision))
                             .arg(m_started.batchSize)
                             .arg(QString::fromStdString(m_started.device)));
}

QString MainWindow::runStatusText() const
{
    return m_runStatus->text();
}

QString MainWindow::templatesDir()
{
    // Installed: <prefix>/lib/lathe/lathe beside <prefix>/share/lathe/configs.
    for (const char* relative : {"/../../share/lathe/configs", "/../share/lathe/configs"}) {
        const QString installed = QCoreApplication::applicationDirPath() + QLatin1String(relative);
        if (QDir(installed).exists())
            return QDir(installed).absolutePath();
    }
    return QStringLiteral(LATHE_SOURCE_DIR "/configs");
}

QString MainWindow::exportReport(const QString& runDir, bool quiet)
{
    try {
        const core::RunReport report = core::loadRunReport(runDir.toStdString());
        const QString html = runDir + QLatin1Char('/') + QLatin1String(core::runfile::ReportHtml);
        core::ReportHtmlOptions options;
        options.language = currentLanguage().toStdString();
        core::writeFileAtomically(html.toStdString(), core::reportHtml(report, options));
        const QString pdf = runDir + QLatin1Char('/') + QLatin1String(core::runfile::ReportPdf);
        writeReportPdf(report, pdf, options.language);
        statusBar()->showMessage(tr("Report written: %1 and %2").arg(html, pdf), 8000);
        if (!quiet) {
            const auto answer = QMessageBox::information(this, tr("Report exported"), tr("Wrote\n%1\n%2").arg(html, pdf),
                                                         QMessageBox::Open | QMessageBox::Close);
            if (answer == QMessageBox::Open)
                openExternally(this, QUrl::fromLocalFile(html));
        }
        return html;
    } catch (const std::exception& e) {
        if (!quiet)
            QMessageBox::warning(this, tr("Export report"), engineText(e));
        return {};
    }
}

} // namespace lathe::ui
