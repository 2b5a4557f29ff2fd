#include "predictdialog.h"
#include "openexternal.h"

#include "screenfit.h"

#include "filepath.h"
#include "backgroundtasks.h"
#include "data/csvtable.h"
#include "enginetext.h"
#include "train/predictor.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QMimeData>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QUrl>
#include <QVBoxLayout>

#include <exception>

namespace lathe::ui {

namespace {

constexpr int kPreviewRows = 200;

// What the worker hands back: how many lines were written, or why none were.
struct Outcome {
    bool ok = false;
    qint64 count = 0;
    QString error; // empty when stopped
};

} // namespace

PredictDialog::PredictDialog(const QString& runDir, BackgroundTasks& tasks, QWidget* parent)
    : QDialog(parent)
    , m_runDir(runDir)
    , m_tasks(tasks)
    , m_inputs(new QListWidget(this))
    , m_output(new QLineEdit(QDir(runDir).filePath(QStringLiteral("predictions.csv")), this))
    , m_jsonLines(new QCheckBox(tr("&JSON lines instead of CSV"), this))
    , m_log(new QPlainTextEdit(this))
    , m_preview(new QTableWidget(this))
    , m_status(new QLabel(this))
    , m_predict(new QPushButton(tr("&Predict"), this))
    , m_cancelButton(new QPushButton(tr("Cancel"), this))
    , m_remove(new QPushButton(tr("&Remove"), this))
    , m_browse(new QPushButton(tr("&Browse…"), this))
{
    setWindowTitle(tr("Predict with %1").arg(QFileInfo(runDir).fileName()));
    setAcceptDrops(true);
    resizeWithinScreen(this, QSize(900, 640));
    auto* intro = new QLabel(tr("The run's model (model.pt) on new data of the kind it was trained on: image files or folders of "
                                "images, CSV files with the training columns (others are ignored), or time-series CSV files (one "
                                "forecast per window, with the time it is for). The same as lathe-cli predict. Add them with the "
                                "buttons, or drop files and folders here."),
                             this);
    intro->setWordWrap(true);
    m_inputs->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_inputs->setObjectName(QStringLiteral("PredictInputs"));
    m_inputs->setMaximumHeight(fontMetrics().lineSpacing() * 7);
    auto* addFiles = new QPushButton(tr("Add &files…"), this);
    auto* addFolder = new QPushButton(tr("Add f&older…"), this);
    connect(addFiles, &QPushButton::clicked, this, [this] {
        addInputs(QFileDialog::getOpenFileNames(this, tr("Data to predict"), QString(),
                                                tr("Images, CSV and TSV files (*.png *.jpg *.jpeg *.csv *.tsv *.txt);;All files (*)")));
    });
    connect(addFolder, &QPushButton::clicked, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(this, tr("A folder of images to predict"));
        if (!dir.isEmpty())
            addInputs({dir});
    });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        qDeleteAll(m_inputs->selectedItems());
        updateButtons();
    });
    connect(m_inputs, &QListWidget::itemSelectionChanged, this, &PredictDialog::updateButtons);
    auto* inputButtons = new QVBoxLayout;
    inputButtons->addWidget(addFiles);
    inputButtons->addWidget(addFolder);
    inputButtons->addWidget(m_remove);
    inputButtons->addStretch(1);
    auto* inputRow = new QHBoxLayout;
    inputRow->addWidget(m_inputs, 1);
    inputRow->addLayout(inputButtons);

    connect(m_browse, &QPushButton::clicked, this, [this] {
        const QString file = QFileDialog::getSaveFileName(this, tr("Write the predictions to"), m_output->text(),
                                                          m_jsonLines->isChecked() ? tr("JSON lines (*.jsonl)") : tr("CSV files (*.csv)"));
        if (!file.isEmpty())
            m_output->setText(file);
    });
    connect(m_jsonLines, &QCheckBox::toggled, this, [this](bool on) { // the extension follows the format
        QFileInfo f(m_output->text());
        const QString suffix = on ? QStringLiteral("jsonl") : QStringLiteral("csv");
        if (f.suffix() == QStringLiteral("csv") || f.suffix() == QStringLiteral("jsonl"))
            m_output->setText(f.dir().filePath(f.completeBaseName() + QLatin1Char('.') + suffix));
    });
    connect(m_output, &QLineEdit::textChanged, this, &PredictDialog::updateButtons);
    auto* outputRow = new QHBoxLayout;
    outputRow->addWidget(m_output, 1);
    outputRow->addWidget(m_browse);
    auto* inputsLabel = new QLabel(tr("&Inputs:"), this);
    inputsLabel->setBuddy(m_inputs);
    auto* outputLabel = new QLabel(tr("&Output file:"), this);
    outputLabel->setBuddy(m_output);
    auto* form = new QFormLayout;
    form->addRow(inputsLabel, inputRow);
    form->addRow(outputLabel, outputRow);
    form->addRow(QString(), m_jsonLines);

    m_log->setReadOnly(true);
    m_log->setObjectName(QStringLiteral("PredictLog"));
    m_log->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_log->setPlaceholderText(tr("Progress and warnings appear here."));
    m_preview->setObjectName(QStringLiteral("PredictPreview"));
    m_preview->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_preview->verticalHeader()->setVisible(false);
    m_preview->verticalHeader()->setDefaultSectionSize(fontMetrics().lineSpacing() + 6);
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::RichText); // the output file is a link
    m_status->setTextInteractionFlags(Qt::TextBrowserInteraction);
    m_status->setOpenExternalLinks(false);
    connect(m_status, &QLabel::linkActivated, this, [this](const QString& link) { openExternally(this, QUrl(link)); });

    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_log);
    split->addWidget(m_preview);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 3);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_predict, QDialogButtonBox::ActionRole);
    buttons->addButton(m_cancelButton, QDialogButtonBox::ActionRole);
    m_predict->setDefault(true);
    connect(m_predict, &QPushButton::clicked, this, &PredictDialog::start);
    connect(m_cancelButton, &QPushButton::clicked, this, [this] {
        m_cancel->store(true);
        m_status->setText(tr("Stopping after this batch…"));
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(split, 1);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
    updateButtons();
}

PredictDialog::~PredictDialog()
{
    m_cancel->store(true); // the task stops after its batch; its reports to this dialog are dropped
}

namespace {

// The local files and folders a drag carries.
QStringList droppedPaths(const QMimeData* data)
{
    QStringList paths;
    if (data && data->hasUrls())
        for (const QUrl& url : data->urls())
            if (url.isLocalFile())
                paths << url.toLocalFile();
    return paths;
}

} // namespace

void PredictDialog::dragEnterEvent(QDragEnterEvent* event)
{
    if (!m_running && !droppedPaths(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void PredictDialog::dropEvent(QDropEvent* event)
{
    const QStringList paths = droppedPaths(event->mimeData());
    if (m_running || paths.isEmpty())
        return;
    addInputs(paths);
    event->acceptProposedAction();
}

void PredictDialog::addInputs(const QStringList& paths)
{
    for (const QString& p : paths)
        if (!p.isEmpty() && m_inputs->findItems(p, Qt::MatchExactly).isEmpty())
            m_inputs->addItem(p);
    updateButtons();
}

QStringList PredictDialog::inputs() const
{
    QStringList list;
    for (int i = 0; i < m_inputs->count(); ++i)
        list << m_inputs->item(i)->text();
    return list;
}

QString PredictDialog::logText() const
{
    return m_log->toPlainText();
}

void PredictDialog::updateButtons()
{
    m_predict->setEnabled(!m_running && m_inputs->count() > 0 && !m_output->text().trimmed().isEmpty());
    m_cancelButton->setEnabled(m_running);
    m_remove->setEnabled(!m_running && !m_inputs->selectedItems().isEmpty());
    for (QWidget* w : {static_cast<QWidget*>(m_output), static_cast<QWidget*>(m_browse), static_cast<QWidget*>(m_jsonLines)})
        w->setEnabled(!m_running); // what is being written stays what the result and the preview name
}

void PredictDialog::addLog(const QString& line, bool warning)
{
    m_log->appendPlainText(warning ? tr("Warning: %1").arg(line) : line);
}

void PredictDialog::start()
{
    if (m_running || m_inputs->count() == 0)
        return;
    core::PredictRequest request;
    request.model = toPath(QDir(m_runDir).filePath(QStringLiteral("model.pt")));
    for (const QString& input : inputs())
        request.inputs.push_back(toPath(input));
    request.output = toPath(QFileInfo(m_output->text().trimmed()).absoluteFilePath());
    request.jsonLines = m_jsonLines->isChecked();
    m_written = QString::fromStdString(request.output.string());
    m_writtenAsLines = request.jsonLines;
    m_running = true;
    m_cancel->store(false);
    m_log->clear();
    m_preview->clear();
    m_preview->setRowCount(0);
    m_preview->setColumnCount(0);
    m_status->setText(tr("Predicting…"));
    updateButtons();

    const QPointer<QObject> context(this);
    BackgroundTasks& tasks = m_tasks;
    m_tasks.run(
        this,
        [context, &tasks, cancel = m_cancel, request](const std::atomic<bool>& stop) mutable {
            request.stopRequested = [&stop, cancel] { return stop.load() || cancel->load(); };
            const core::DataLog log([&](core::LogLevel level, const core::Message& m) {
                const QString text = engineText(m);
                const bool warning = level == core::LogLevel::Warning;
                tasks.report(context, [context, text, warning] {
                    if (auto* dialog = qobject_cast<PredictDialog*>(context.data()))
                        dialog->addLog(text, warning);
                });
            });
            Outcome outcome;
            try {
                outcome.count = core::predictFiles(request, log);
                outcome.ok = true;
            } catch (const core::PredictStopped&) {
            } catch (const std::exception& e) {
                outcome.error = engineText(e);
            }
            return outcome;
        },
        [this](const Outcome& o) { finish(o.ok, o.count, o.error); });
}

void PredictDialog::finish(bool ok, qint64 count, const QString& error)
{
    m_running = false;
    updateButtons();
    const QString& file = m_written;
    if (ok) {
        m_status->setText(tr("Wrote %n prediction(s) to <a href=\"%1\">%2</a>.", nullptr, static_cast<int>(count))
                              .arg(QUrl::fromLocalFile(file).toString().toHtmlEscaped(), file.toHtmlEscaped()));
        showPreview();
    } else if (error.isEmpty()) {
        m_status->setText(tr("Stopped: nothing was written."));
    } else {
        addLog(tr("Error: %1").arg(error), false);
        m_status->setText(tr("Predicting failed (the log above says why); nothing was written."));
    }
    Q_EMIT predicted(ok, count);
}

// The first lines of the output: the CSV's columns, or each JSON line whole.
void PredictDialog::showPreview()
{
    const QString& file = m_written;
    if (m_writtenAsLines) {
        QFile f(file);
        if (!f.open(QIODevice::ReadOnly))
            return;
        m_preview->setColumnCount(1);
        m_preview->setHorizontalHeaderLabels({tr("line")});
        for (int row = 0; row < kPreviewRows && !f.atEnd(); ++row) {
            m_preview->insertRow(row);
            m_preview->setItem(row, 0, new QTableWidgetItem(QString::fromUtf8(f.readLine()).trimmed()));
        }
        m_preview->horizontalHeader()->setStretchLastSection(true);
        return;
    }
    try {
        core::CsvChunkReader reader(toPath(file));
        core::CsvTable chunk;
        reader.next(chunk, kPreviewRows);
        m_preview->setColumnCount(static_cast<int>(reader.header().size()));
        QStringList header;
        for (const std::string& h : reader.header())
            header << QString::fromStdString(h);
        m_preview->setHorizontalHeaderLabels(header);
        m_preview->setRowCount(static_cast<int>(chunk.rows.size()));
        for (std::size_t r = 0; r < chunk.rows.size(); ++r)
            for (std::size_t c = 0; c < chunk.rows[r].size(); ++c)
                m_preview->setItem(static_cast<int>(r), static_cast<int>(c), new QTableWidgetItem(QString::fromStdString(chunk.rows[r][c])));
        m_preview->resizeColumnsToContents();
    } catch (const std::exception& e) {
        addLog(tr("The output cannot be shown: %1").arg(engineText(e)), true);
    }
}

} // namespace lathe::ui
