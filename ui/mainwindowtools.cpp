// MainWindow, part 2: the tools around the editor — the View menu, Run menu tools (find batch size,
// self-test, resume), the device picker, the run status line, templates, report export and the
// autosave of unsaved edits.
// Part 1 (mainwindow.cpp) holds the editor, files, validation and run control.

#include "mainwindow.h"

#include "autosave.h"
#include "chartspanel.h"
#include "config/config.h"
#include "configoverview.h"
#include "backgroundtasks.h"
#include "dialogs.h"
#include "selftestdialog.h"
#include "enginetext.h"
#include "historypanel.h"
#include "language.h"
#include "report/report.h"
#include "reportpdf.h"
#include "runpanel.h"
#include "sessioncontroller.h"
#include "run/runfolder.h"
#include "run/runrecord.h"
#include "util/atomicfile.h"
#include "util/cudainfo.h"

#include <QActionGroup>
#include <QApplication>
#include <QComboBox>
#include <QDateTime>
#include <QDesktopServices>
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
    if (m_file.isEmpty() || m_editor->document()->isModified()) {
        const auto answer = QMessageBox::question(this, tr("Export Slurm job"),
                                                  tr("The job trains the config as saved on disk. Save it now?"),
                                                  QMessageBox::Save | QMessageBox::Cancel, QMessageBox::Save);
        if (answer != QMessageBox::Save || !save())
            return;
    }
    const core::ConfigLoadResult r = core::loadConfigFile(m_file.toStdString());
    if (!r.config) {
        validateNow();
        statusBar()->showMessage(tr("Fix the problems listed below first."), 6000);
        return;
    }
    const QString runs = QString::fromStdString(std::filesystem::absolute(core::runsDirectory(*r.config)).lexically_normal().string());
    const QString beside = QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("lathe-cli"));
    auto* dialog = new SlurmDialog(QFileInfo(m_file).absoluteFilePath(), QString::fromStdString(r.config->name), runs,
                                   QFileInfo(beside).isExecutable() ? beside : QStringLiteral("lathe-cli"), this);
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
        const std::optional<core::Config> config = checkedConfig(tr("Fix the problems listed below first."));
        if (!config)
            return;
        auto* dialog = new FindBatchDialog(*config, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(dialog, &FindBatchDialog::useBatch, this, &MainWindow::useFoundBatch);
        dialog->show();
    });
    run->addAction(tr("GPU self-&test…"), this, [this] {
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
        clearRunViews();
        if (!m_controller->resume(dir, &error))
            QMessageBox::warning(this, tr("Resume run"), error.isEmpty() ? tr("A run is already in progress.") : error);
        else
            m_tabs->setCurrentWidget(m_chartsPage);
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
            applyFieldEdit(QStringLiteral("device.type"), core::Json("cuda"));
            applyFieldEdit(QStringLiteral("device.id"), core::Json(0));
            applyFieldEdit(QStringLiteral("device.gpus"), count == QLatin1String("all") ? core::Json("all") : core::Json(count.toInt()));
            return;
        }
        applyFieldEdit(QStringLiteral("device.type"), core::Json(type.section(QLatin1Char(':'), 0, 0).toStdString()));
        if (type.startsWith(QLatin1String("cuda:")))
            applyFieldEdit(QStringLiteral("device.id"), core::Json(type.section(QLatin1Char(':'), 1).toInt()));
        applyFieldEdit(QStringLiteral("device.gpus"), core::Json(1));
    });
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
            validateNow(); // select what the config says
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

void MainWindow::useFoundBatch(int batch, const QString& lrScaling, int baseBatch)
{
    applyFieldEdit(QStringLiteral("training.batch_size"), core::Json(batch));
    if (lrScaling.isEmpty()) {
        statusBar()->showMessage(tr("training.batch_size set to %1").arg(batch), 6000);
        return;
    }
    applyFieldEdit(QStringLiteral("training.lr_scaling"), core::Json(lrScaling.toStdString()));
    applyFieldEdit(QStringLiteral("training.base_batch_size"), core::Json(baseBatch));
    statusBar()->showMessage(
        tr("training.batch_size set to %1; the learning rate follows it (lr_scaling %2 from batch %3)").arg(batch).arg(lrScaling).arg(baseBatch),
        8000);
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

bool MainWindow::newFromTemplate(const QString& templateFile)
{
    if (!maybeSave())
        return false;
    QFile f(templateFile);
    const core::Json doc = f.open(QIODevice::ReadOnly) ? core::Json::parse(f.readAll().toStdString(), nullptr, false) : core::Json();
    if (doc.is_discarded() || !doc.is_object()) {
        QMessageBox::warning(this, tr("New from template"), tr("Cannot read the template %1").arg(templateFile));
        return false;
    }
    const auto base = std::filesystem::path(QFileInfo(templateFile).absolutePath().toStdString());
    m_editor->setPlainText(QString::fromStdString(core::configToText(core::withAbsolutePaths(doc, base))));
    setCurrentFile({});
    m_editor->document()->setModified(true); // untitled: closing asks before it is lost
    setWindowModified(true);
    validateNow();
    statusBar()->showMessage(tr("New config from the template %1").arg(QFileInfo(templateFile).fileName()), 5000);
    return true;
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
                QDesktopServices::openUrl(QUrl::fromLocalFile(html));
        }
        return html;
    } catch (const std::exception& e) {
        if (!quiet)
            QMessageBox::warning(this, tr("Export report"), QString::fromStdString(e.what()));
        return {};
    }
}

void MainWindow::autosaveNow()
{
    m_autosaveTimer->stop();
    if (!m_editor->document()->isModified()) {
        Autosave::clear();
        return;
    }
    if (!Autosave::store(m_file, m_editor->toPlainText()))
        statusBar()->showMessage(tr("Cannot keep an autosave in %1").arg(Autosave::directory()), 5000);
}

int MainWindow::recoverAutosave(bool ask)
{
    const QList<Autosave::Entry> found = Autosave::orphaned();
    if (found.isEmpty())
        return 0;
    const Autosave::Entry& e = found.front();
    if (ask) {
        const QString name = e.file.isEmpty() ? tr("an untitled config") : QDir::toNativeSeparators(e.file);
        QMessageBox box(QMessageBox::Question, tr("Restore unsaved edits"),
                        tr("Lathe ended without saving your edits to %1 (kept %2). Restore them?")
                            .arg(name, QLocale().toString(e.savedAt, QLocale::ShortFormat)),
                        QMessageBox::NoButton, this);
        QPushButton* restore = box.addButton(tr("&Restore"), QMessageBox::AcceptRole);
        box.addButton(tr("&Discard"), QMessageBox::DestructiveRole);
        QPushButton* later = box.addButton(tr("&Later"), QMessageBox::RejectRole);
        box.setDefaultButton(restore);
        box.exec();
        if (box.clickedButton() == later)
            return 0;
        if (box.clickedButton() != restore) {
            QFile::remove(e.autosaveFile);
            return 0;
        }
    }
    m_editor->setPlainText(e.text);
    setCurrentFile(e.file);
    m_editor->document()->setModified(true); // not saved yet: Save writes it where it belongs
    QFile::remove(e.autosaveFile);
    autosaveNow(); // now this window's to keep
    validateNow();
    statusBar()->showMessage(tr("Restored the unsaved edits to %1").arg(e.file.isEmpty() ? tr("an untitled config") : e.file), 8000);
    return 1;
}

// The Data tab: the run's data.json (written once the data is read, before the first epoch) as the
// report's Data section.
void MainWindow::showDataSummary(const QString& runDir)
{
    const core::DataRecord data = core::readDataRecord(runDir.toStdString());
    if (data.empty()) {
        m_dataSummary->clear();
        return;
    }
    const std::string html = core::dataSummaryHtml(data, currentLanguage().toStdString());
    m_dataSummary->setHtml(QStringLiteral("<style>table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:2px 6px}"
                                          ".warn{color:#a05a00}.muted{color:#666}</style>")
                           + QString::fromStdString(html));
}

} // namespace lathe::ui
