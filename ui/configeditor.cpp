#include "configeditor.h"

#include "autosave.h"
#include "config/jsonpositions.h"
#include "config/jsonedit.h"
#include "config/movedpaths.h"
#include "config/schema.h"
#include "codeedit.h"
#include "configoverview.h"
#include "findbar.h"
#include "enginetext.h"
#include "problemsmodel.h"
#include "run/sweepfolder.h"
#include "util/textencoding.h"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSaveFile>
#include <QSettings>
#include <QStringDecoder>
#include <QTableView>
#include <QTextBlock>
#include <QTextCursor>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace lathe::ui {

namespace {
constexpr int kMaxRecent = 8;
const QString kRecentKey = QStringLiteral("recentFiles");
} // namespace

ConfigEditor::ConfigEditor(QWidget* window)
    : QObject(window)
    , m_window(window)
    , m_editor(new CodeEdit(window))
    , m_jsonPage(new QWidget(window))
    , m_find(new FindBar(m_editor, m_jsonPage))
    , m_formPage(new QWidget(window))
    , m_formNote(new QLabel(m_formPage))
    , m_overview(new ConfigOverview(m_formPage))
    , m_problems(new ProblemsModel(this))
    , m_problemsView(new QTableView(window))
    , m_statusLabel(new QLabel(window))
    , m_validateTimer(new QTimer(this))
    , m_autosaveTimer(new QTimer(this))
{
    m_editor->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_editor->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_editor->setTabStopDistance(m_editor->fontMetrics().horizontalAdvance(QLatin1Char(' ')) * 2);
    auto* json = new QVBoxLayout(m_jsonPage);
    json->setContentsMargins(0, 0, 0, 0);
    json->setSpacing(0);
    json->addWidget(m_editor, 1);
    json->addWidget(m_find);

    auto* form = new QVBoxLayout(m_formPage);
    form->setContentsMargins(0, 0, 0, 0);
    form->addWidget(m_formNote);
    form->addWidget(m_overview, 1);
    m_formNote->setObjectName(QStringLiteral("FormNote"));
    m_formNote->setWordWrap(true);
    m_formNote->setStyleSheet(QStringLiteral("QLabel{background:#fff4d6;border-left:4px solid #e0a000;padding:4px 8px}"));
    m_formNote->hide();

    m_problemsView->setModel(m_problems);
    m_problemsView->horizontalHeader()->setStretchLastSection(true);
    m_problemsView->verticalHeader()->hide();
    m_problemsView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_problemsView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    connect(m_problemsView, &QTableView::activated, this, [this](const QModelIndex& index) {
        jumpTo(index.data(ProblemsModel::LineRole).toInt(), index.data(ProblemsModel::ColumnRole).toInt());
    });

    m_validateTimer->setSingleShot(true);
    m_validateTimer->setInterval(300);
    connect(m_validateTimer, &QTimer::timeout, this, &ConfigEditor::validateNow);
    connect(m_editor, &QPlainTextEdit::textChanged, m_validateTimer, qOverload<>(&QTimer::start));
    connect(m_editor->document(), &QTextDocument::modificationChanged, this, &ConfigEditor::modificationChanged);
    m_autosaveTimer->setSingleShot(true);
    m_autosaveTimer->setInterval(3000);
    connect(m_autosaveTimer, &QTimer::timeout, this, &ConfigEditor::autosaveNow);
    connect(m_editor, &QPlainTextEdit::textChanged, m_autosaveTimer, qOverload<>(&QTimer::start));
    connect(m_editor->document(), &QTextDocument::modificationChanged, this, [](bool modified) {
        if (!modified) // saved, opened or discarded: nothing left to recover
            Autosave::clear();
    });
    connect(m_overview, &ConfigOverview::fieldEdited, this, &ConfigEditor::applyFieldEdit);
    connect(m_overview, &ConfigOverview::editRejected, this, [this](const QString& path, const QString& reason) {
        m_rejectionShown = true;
        Q_EMIT message(tr("%1: %2 (not applied)").arg(path, reason), 8000);
    });
}

bool ConfigEditor::isModified() const
{
    return m_editor->document()->isModified();
}

std::optional<core::Config> ConfigEditor::checkedConfig(const QString& problem)
{
    core::ConfigLoadResult r = validateNow();
    if (!r.config)
        Q_EMIT message(problem, 6000);
    return std::move(r.config);
}

core::ConfigLoadResult ConfigEditor::validateNow()
{
    m_validateTimer->stop();
    const std::string text = m_editor->toPlainText().toStdString();
    const std::filesystem::path base = m_file.isEmpty() ? std::filesystem::current_path()
                                                        : std::filesystem::path(QFileInfo(m_file).absolutePath().toStdString());
    const core::ConfigLoadResult r = core::parseConfig(text, base);
    m_problems->setDiagnostics(r.diagnostics);
    // The form follows the text whenever it is JSON, problems or not (they are marked in the form).
    // Nested too deep, the text is no config (parseConfig said so): not parsed again, whose copies and
    // merges recurse.
    const core::Json doc = core::jsonTooDeepAt(text) == std::string::npos ? core::Json::parse(text, nullptr, false) : core::Json(core::Json::value_t::discarded);
    if (!doc.is_discarded() && doc.is_object()) {
        core::Diagnostics ignored;
        core::Json shown = core::validateAndFill(doc, ignored);
        shown.merge_patch(doc); // a wrong value is shown as typed (and marked), not as its default
        m_overview->showConfig(shown, r.diagnostics);
        m_formShowsThisText = true;
    }
    const bool isObject = !doc.is_discarded() && doc.is_object();
    m_overview->setEnabled(isObject);
    // Greyed out, the form says why, and that what it shows is the text's last valid state; a text
    // that never parsed since it was loaded shows an empty form (not the file before it).
    if (!isObject) {
        if (!m_formShowsThisText)
            m_overview->clear();
        const auto syntax = std::find_if(r.diagnostics.begin(), r.diagnostics.end(), [](const core::Diagnostic& d) { return d.line > 0; });
        if (m_formShowsThisText)
            m_formNote->setText(syntax != r.diagnostics.end()
                                    ? tr("The JSON text has a syntax error (line %1, column %2): the form follows it again once that is fixed in the "
                                         "JSON tab. Until then it shows the last valid text.")
                                          .arg(syntax->line)
                                          .arg(syntax->column)
                                    : tr("The JSON text is not a JSON object: the form follows it again once it is one. Until then it shows "
                                         "the last valid text."));
        else
            m_formNote->setText(syntax != r.diagnostics.end()
                                    ? tr("The JSON text has a syntax error (line %1, column %2): the form shows the config once that is fixed "
                                         "in the JSON tab.")
                                          .arg(syntax->line)
                                          .arg(syntax->column)
                                    : tr("The JSON text is not a JSON object: the form shows the config once it is one."));
    }
    m_formNote->setVisible(!isObject);
    const int errors = m_problems->errorCount();
    m_statusLabel->setText(errors == 0 ? tr("Config valid") : tr("%n problem(s)", nullptr, errors));
    highlightProblems();
    Q_EMIT checked(r, doc);
    return r;
}

void ConfigEditor::applyFieldEdit(const QString& path, const core::Json& value)
{
    applyFieldEdits({{path, value}});
}

void ConfigEditor::applyFieldEdits(const std::vector<std::pair<QString, core::Json>>& edits)
{
    if (m_rejectionShown) { // the form took a value: an earlier "(not applied)" no longer stands
        m_rejectionShown = false;
        Q_EMIT message(QString(), 0);
    }
    if (const core::Json doc = core::Json::parse(m_editor->toPlainText().toStdString(), nullptr, false); doc.is_discarded() || !doc.is_object()) {
        Q_EMIT message(tr("The form works once the JSON is valid: fix the JSON syntax first."), 6000);
        return;
    }
    QTextCursor cursor(m_editor->document());
    bool editing = false;
    for (const auto& [path, edited] : edits) {
        core::Json doc = core::Json::parse(m_editor->toPlainText().toStdString());
        core::Json value = edited;
        core::Json* node = &doc;
        const QStringList parts = path.split(QLatin1Char('.'));
        for (int i = 0; i + 1 < parts.size(); ++i) {
            const std::string key = parts[i].toStdString();
            if (!node->contains(key) || !(*node)[key].is_object())
                (*node)[key] = core::Json::object();
            node = &(*node)[key];
        }
        const std::string leaf = parts.back().toStdString();
        // A file list the form gives for a field written as one string ("path": "a.csv") stays a string.
        if (node->contains(leaf) && (*node)[leaf].is_string() && value.is_array() && value.size() == 1 && value[0].is_string())
            value = value[0];
        if (node->contains(leaf) && (*node)[leaf] == value)
            continue;
        (*node)[parts.back().toStdString()] = value;
        if (!editing) {
            cursor.beginEditBlock(); // one undo step for all of them: the finder's batch and the rate that follows it
            editing = true;
        }
        // Only the field's value changes (or one member is added), so the file keeps its formatting and
        // key order; the whole text is written anew only where that cannot be done.
        const std::string text = m_editor->toPlainText().toStdString();
        if (const auto edit = core::jsonSetEdit(text, path.toStdString(), value)) {
            cursor.setPosition(static_cast<int>(QString::fromUtf8(text.data(), static_cast<qsizetype>(edit->offset)).size()));
            cursor.setPosition(static_cast<int>(QString::fromUtf8(text.data(), static_cast<qsizetype>(edit->offset + edit->length)).size()),
                               QTextCursor::KeepAnchor);
            cursor.insertText(QString::fromStdString(edit->text));
        } else {
            cursor.select(QTextCursor::Document);
            cursor.insertText(QString::fromStdString(core::configToText(doc)));
        }
    }
    if (!editing)
        return;
    cursor.endEditBlock();
    validateNow();
}

void ConfigEditor::useFoundBatch(int batch, const QString& lrScaling, int baseBatch)
{
    if (lrScaling.isEmpty()) {
        applyFieldEdit(QStringLiteral("training.batch_size"), core::Json(batch));
        Q_EMIT message(tr("training.batch_size set to %1").arg(batch), 6000);
        return;
    }
    applyFieldEdits({{QStringLiteral("training.batch_size"), core::Json(batch)},
                     {QStringLiteral("training.lr_scaling"), core::Json(lrScaling.toStdString())},
                     {QStringLiteral("training.base_batch_size"), core::Json(baseBatch)}});
    Q_EMIT message(
        tr("training.batch_size set to %1; the learning rate follows it (lr_scaling %2 from batch %3)").arg(batch).arg(lrScaling).arg(baseBatch),
        8000);
}

void ConfigEditor::useFoundLearningRate(double lr, int batch)
{
    // Three significant digits: what the finder's trials can tell apart.
    const double rounded = QString::number(lr, 'g', 3).toDouble();
    applyFieldEdits({{QStringLiteral("training.lr"), core::Json(rounded)}, {QStringLiteral("training.base_batch_size"), core::Json(batch)}});
    Q_EMIT message(tr("training.lr set to %1 (found at batch %2)").arg(rounded).arg(batch), 8000);
}

void ConfigEditor::highlightProblems()
{
    QList<QTextEdit::ExtraSelection> marks;
    for (const auto& d : m_problems->diagnostics()) {
        if (d.line <= 0)
            continue;
        const QTextBlock block = m_editor->document()->findBlockByNumber(d.line - 1);
        if (!block.isValid())
            continue;
        QTextEdit::ExtraSelection s;
        s.cursor = QTextCursor(block);
        // From the problem's column (where the value or key starts) to the line's end; the whole
        // line when the column is not known.
        if (d.column > 1 && d.column <= block.length())
            s.cursor.setPosition(block.position() + d.column - 1);
        s.cursor.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
        s.format.setUnderlineStyle(QTextCharFormat::WaveUnderline);
        s.format.setUnderlineColor(d.isError() ? Qt::red : QColor(200, 140, 0));
        s.format.setToolTip(engineText(d.message));
        marks << s;
    }
    m_editor->setExtraSelections(marks);
}

void ConfigEditor::jumpTo(int line, int column)
{
    if (line <= 0)
        return;
    Q_EMIT textWanted();
    const QTextBlock block = m_editor->document()->findBlockByNumber(line - 1);
    QTextCursor c(block);
    c.movePosition(QTextCursor::Right, QTextCursor::MoveAnchor, std::max(0, column - 1));
    m_editor->setTextCursor(c);
    m_editor->setFocus();
}

bool ConfigEditor::newConfig()
{
    if (!maybeSave())
        return false;
    loadText(QString::fromStdString(core::configToText(core::defaultConfigJson())));
    m_editor->document()->setModified(false);
    setCurrentFile({});
    validateNow();
    return true;
}

bool ConfigEditor::open()
{
    if (!maybeSave())
        return false;
    const QString dir = m_file.isEmpty() ? QString() : QFileInfo(m_file).absolutePath();
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Open config"), dir, tr("Lathe configs (*.json);;All files (*)"));
    return !path.isEmpty() && openFile(path);
}

bool ConfigEditor::openFile(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        QMessageBox::warning(m_window, tr("Open config"), tr("Cannot read %1:\n%2").arg(path, f.errorString()));
        return false;
    }
    const QByteArray bytes = f.readAll();
    // A config is UTF-8 text holding a JSON object. Binary data shown as text and saved back would be
    // corrupted; other text (a Markdown file, say) is opened only when the user says so. GB18030 (GBK,
    // what Notepad saved on a Chinese Windows) and UTF-16 with its mark (Notepad's "Unicode") are read
    // as such, and saved as UTF-8.
    QStringDecoder utf8(QStringDecoder::Utf8);
    QString text = utf8.decode(bytes);
    bool gb18030 = false, utf16 = false;
    const std::string_view raw(bytes.constData(), static_cast<std::size_t>(bytes.size()));
    std::string decoded;
    std::size_t bad = 0;
    if (core::utf16ToUtf8(raw, decoded, bad)) { // Notepad's "Unicode": its NULs are no binary data
        text = QString::fromStdString(decoded);
        utf16 = true;
    } else if (bad != std::string::npos) {
        QMessageBox::warning(m_window, tr("Open config"),
                             tr("%1 is UTF-16 text that does not decode at byte %2. Save it as UTF-8 in the editor that wrote it, then open it again.")
                                 .arg(path)
                                 .arg(bad + 1));
        return false;
    } else if (bytes.contains('\0')) {
        QMessageBox::warning(m_window, tr("Open config"),
                             tr("%1 is not a text file: it holds binary data. Lathe opens training configs, JSON text files.").arg(path));
        return false;
    }
    if (!utf16 && utf8.hasError()) {
        if (core::guessTextEncoding(raw, bad) != core::TextEncoding::Gb18030 || !core::gb18030ToUtf8(raw, decoded, bad)) {
            QMessageBox::warning(m_window, tr("Open config"),
                                 tr("%1 is neither UTF-8 nor GB18030 text. Save it as UTF-8 in the editor that wrote it, then open it again.").arg(path));
            return false;
        }
        text = QString::fromStdString(decoded);
        gb18030 = true;
    }
    const QString start = text.trimmed().left(1);
    if (!start.isEmpty() && start != QLatin1String("{")
        && QMessageBox::question(m_window, tr("Open config"),
                                 tr("%1 does not look like a Lathe config: a config is a JSON object, which starts with \"{\", and this "
                                    "file starts with \"%2\". Open it as text anyway?")
                                     .arg(path, start),
                                 QMessageBox::Open | QMessageBox::Cancel, QMessageBox::Cancel)
               != QMessageBox::Open)
        return false;
    loadText(text);
    m_editor->document()->setModified(false);
    setCurrentFile(QFileInfo(path).absoluteFilePath());
    addRecent(m_file);
    validateNow();
    Q_EMIT message(gb18030 ? tr("Opened %1: GB18030 (GBK) text, read as such; saving writes it as UTF-8").arg(path)
                   : utf16 ? tr("Opened %1: UTF-16 text, read as such; saving writes it as UTF-8").arg(path)
                           : tr("Opened %1").arg(path),
                   gb18030 || utf16 ? 10000 : 4000);
    return true;
}

bool ConfigEditor::save()
{
    return m_file.isEmpty() ? saveAs() : saveTo(m_file);
}

bool ConfigEditor::saveAs()
{
    const QString path = QFileDialog::getSaveFileName(m_window, tr("Save config"), m_file, tr("Lathe configs (*.json)"));
    return !path.isEmpty() && saveTo(path);
}

bool ConfigEditor::saveTo(const QString& path)
{
    // Saved into another folder: relative paths would name other files there (the data beside the old
    // file), so they are rewritten to find the same ones (one undo step), and said.
    QStringList moved;
    const QString from = m_file.isEmpty() ? QString() : QFileInfo(m_file).absolutePath(), to = QFileInfo(path).absolutePath();
    if (!from.isEmpty() && QDir(from) != QDir(to)) {
        const core::Json doc = core::Json::parse(m_editor->toPlainText().toStdString(), nullptr, false);
        if (doc.is_object()) {
            std::vector<std::pair<QString, core::Json>> edits;
            for (auto& [key, value] : core::pathsMovedTo(doc, from.toStdString(), to.toStdString())) {
                moved << QString::fromStdString(key);
                edits.emplace_back(QString::fromStdString(key), std::move(value));
            }
            applyFieldEdits(edits);
        }
    }
    // The text is saved as typed otherwise, problems or not: nothing the user wrote is lost.
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(m_editor->toPlainText().toUtf8()) < 0 || !f.commit()) {
        if (!moved.isEmpty()) // still the old file's text: its paths as they were
            m_editor->undo();
        QMessageBox::warning(m_window, tr("Save config"), tr("Cannot write %1:\n%2").arg(path, f.errorString()));
        return false;
    }
    m_editor->document()->setModified(false);
    setCurrentFile(QFileInfo(path).absoluteFilePath());
    addRecent(m_file);
    validateNow(); // relative paths are checked from the file's folder
    const int errors = m_problems->errorCount();
    QString said = !core::Json::accept(m_editor->toPlainText().toStdString())
                       ? tr("Saved %1, which is not valid JSON yet: nothing can train it until its syntax is fixed (see Problems).").arg(path)
                   : errors ? tr("Saved %1 (%n problem(s) remain)", nullptr, errors).arg(path)
                            : tr("Saved %1").arg(path);
    if (!moved.isEmpty())
        said += QLatin1Char(' ') + tr("Relative paths rewritten to find the same files from the new folder: %1.").arg(moved.join(QStringLiteral(", ")));
    Q_EMIT message(said, moved.isEmpty() ? 5000 : 12000);
    return true;
}

bool ConfigEditor::maybeSave()
{
    if (!m_editor->document()->isModified())
        return true;
    const QString question = m_file.isEmpty() ? tr("The untitled config has unsaved changes. Save them?")
                                              : tr("%1 has unsaved changes. Save them?").arg(QFileInfo(m_file).fileName());
    const auto answer = QMessageBox::warning(m_window, tr("Unsaved changes"), question,
                                             QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

core::Json ConfigEditor::untitledFrom(const QString& file)
{
    QFile f(file);
    const core::Json doc = f.open(QIODevice::ReadOnly) ? core::Json::parse(f.readAll().toStdString(), nullptr, false) : core::Json();
    if (doc.is_discarded() || !doc.is_object())
        return {};
    return core::withAbsolutePaths(doc, std::filesystem::path(QFileInfo(file).absolutePath().toStdString()));
}

bool ConfigEditor::newFromTemplate(const QString& templateFile)
{
    if (!maybeSave())
        return false;
    const core::Json doc = untitledFrom(templateFile);
    if (doc.is_null()) {
        QMessageBox::warning(m_window, tr("New from template"), tr("Cannot read the template %1").arg(templateFile));
        return false;
    }
    loadText(QString::fromStdString(core::configToText(doc)));
    setCurrentFile({});
    m_editor->document()->setModified(true); // untitled: closing asks before it is lost
    validateNow();
    Q_EMIT message(tr("New config from the template %1").arg(QFileInfo(templateFile).fileName()), 5000);
    return true;
}

bool ConfigEditor::showRunConfig(const QString& runDir)
{
    return showRecorded(untitledFrom(QDir(runDir).filePath(QStringLiteral("config.json"))));
}

bool ConfigEditor::showSweepBase(const QString& sweepDir)
{
    try {
        return showRecorded(core::readSweepPlan(sweepDir.toStdString()).base);
    } catch (const std::exception&) {
        return false; // the comparison says what is wrong with the folder
    }
}

bool ConfigEditor::showRecorded(const core::Json& config)
{
    if (!m_file.isEmpty() || isModified() || !config.is_object())
        return false;
    loadText(QString::fromStdString(core::configToText(config)));
    setCurrentFile({});
    m_editor->document()->setModified(false); // the run folder keeps it: nothing to lose until edited
    validateNow();
    return true;
}

void ConfigEditor::loadText(const QString& text)
{
    m_formShowsThisText = false;
    m_editor->setPlainText(text);
}

void ConfigEditor::setCurrentFile(const QString& path)
{
    m_file = path;
    Q_EMIT fileChanged(path);
}

void ConfigEditor::setRecentMenu(QMenu* menu)
{
    m_recentMenu = menu;
    updateRecentMenu();
}

void ConfigEditor::addRecent(const QString& path)
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

void ConfigEditor::updateRecentMenu()
{
    if (!m_recentMenu)
        return;
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

void ConfigEditor::autosaveNow()
{
    m_autosaveTimer->stop();
    if (!m_editor->document()->isModified()) {
        Autosave::clear();
        return;
    }
    if (!Autosave::store(m_file, m_editor->toPlainText()))
        Q_EMIT message(tr("Cannot keep an autosave in %1").arg(Autosave::directory()), 5000);
}

int ConfigEditor::recoverAutosave(bool ask)
{
    const QList<Autosave::Entry> found = Autosave::orphaned();
    if (found.isEmpty())
        return 0;
    // The edits of the file open now, when a crash left some; else the newest.
    const auto ofThisFile = std::find_if(found.begin(), found.end(), [this](const Autosave::Entry& a) {
        return !m_file.isEmpty() && !a.file.isEmpty() && QFileInfo(a.file) == QFileInfo(m_file);
    });
    const Autosave::Entry& e = ofThisFile != found.end() ? *ofThisFile : found.front();
    if (ask) {
        const QString name = e.file.isEmpty() ? tr("an untitled config") : QDir::toNativeSeparators(e.file);
        QMessageBox box(QMessageBox::Question, tr("Restore unsaved edits"),
                        tr("Lathe ended without saving your edits to %1 (kept %2). Restore them?")
                            .arg(name, QLocale().toString(e.savedAt, QLocale::ShortFormat)),
                        QMessageBox::NoButton, m_window);
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
    loadText(e.text);
    setCurrentFile(e.file);
    m_editor->document()->setModified(true); // not saved yet: Save writes it where it belongs
    QFile::remove(e.autosaveFile);
    autosaveNow(); // now this window's to keep
    validateNow();
    Q_EMIT message(tr("Restored the unsaved edits to %1").arg(e.file.isEmpty() ? tr("an untitled config") : e.file), 8000);
    return 1;
}

void ConfigEditor::closeCleanly()
{
    m_autosaveTimer->stop();
    Autosave::clear();
}

} // namespace lathe::ui
