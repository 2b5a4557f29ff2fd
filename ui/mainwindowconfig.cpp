// The main window's config text: checking it (the problems list, the form, the device picker follow
// it), form edits written into it, and problems marked in it.

#include "config/jsonedit.h"
#include "config/schema.h"
#include "configoverview.h"
#include "enginetext.h"
#include "historypanel.h"
#include "mainwindow.h"
#include "problemsmodel.h"

#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QPlainTextEdit>
#include <QStatusBar>
#include <QTabWidget>
#include <QTextBlock>
#include <QTextCursor>
#include <QTimer>

namespace lathe::ui {

std::optional<core::Config> MainWindow::checkedConfig(const QString& problem)
{
    core::ConfigLoadResult r = validateNow();
    if (!r.config)
        statusBar()->showMessage(problem, 6000);
    return std::move(r.config);
}

core::ConfigLoadResult MainWindow::validateNow()
{
    m_validateTimer->stop();
    const std::string text = m_editor->toPlainText().toStdString();
    const std::filesystem::path base = m_file.isEmpty() ? std::filesystem::current_path()
                                                        : std::filesystem::path(QFileInfo(m_file).absolutePath().toStdString());
    const core::ConfigLoadResult r = core::parseConfig(text, base);
    m_problems->setDiagnostics(r.diagnostics);
    if (r.config && m_runsDir.isEmpty()) {
        // The Runs dock follows the open config's output.runs_dir (default ./runs).
        const QString runs = r.config->output.runsDir.empty()
                                 ? QDir::current().absoluteFilePath(QStringLiteral("runs"))
                                 : QString::fromStdString(r.config->resolve(r.config->output.runsDir).lexically_normal().string());
        if (runs != m_history->runsDir())
            m_history->setRunsDir(runs);
    }
    // The form follows the text whenever it is JSON, problems or not (they are marked in the form).
    const core::Json doc = core::Json::parse(text, nullptr, false);
    if (!doc.is_discarded() && doc.is_object()) {
        core::Diagnostics ignored;
        core::Json shown = core::validateAndFill(doc, ignored);
        shown.merge_patch(doc); // a wrong value is shown as typed (and marked), not as its default
        m_overview->showConfig(shown, r.diagnostics);
        syncDevicePicker(doc);
    }
    m_overview->setEnabled(!doc.is_discarded() && doc.is_object());
    const int errors = m_problems->errorCount();
    m_statusLabel->setText(errors == 0 ? tr("Config valid") : tr("%n problem(s)", nullptr, errors));
    highlightProblems();
    return r;
}

void MainWindow::applyFieldEdit(const QString& path, const core::Json& value)
{
    core::Json doc = core::Json::parse(m_editor->toPlainText().toStdString(), nullptr, false);
    if (doc.is_discarded() || !doc.is_object()) {
        statusBar()->showMessage(tr("The form works once the JSON is valid: fix the JSON syntax first."), 6000);
        return;
    }
    core::Json* node = &doc;
    const QStringList parts = path.split(QLatin1Char('.'));
    for (int i = 0; i + 1 < parts.size(); ++i) {
        const std::string key = parts[i].toStdString();
        if (!node->contains(key) || !(*node)[key].is_object())
            (*node)[key] = core::Json::object();
        node = &(*node)[key];
    }
    if (node->contains(parts.back().toStdString()) && (*node)[parts.back().toStdString()] == value)
        return;
    (*node)[parts.back().toStdString()] = value;
    QTextCursor cursor(m_editor->document());
    cursor.beginEditBlock(); // one undo step per form edit
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
    cursor.endEditBlock();
    validateNow();
}

void MainWindow::highlightProblems()
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
        s.cursor.select(QTextCursor::LineUnderCursor);
        s.format.setUnderlineStyle(QTextCharFormat::WaveUnderline);
        s.format.setUnderlineColor(d.isError() ? Qt::red : QColor(200, 140, 0));
        s.format.setToolTip(engineText(d.message));
        marks << s;
    }
    m_editor->setExtraSelections(marks);
}

void MainWindow::jumpTo(int line, int column)
{
    if (line <= 0)
        return;
    m_tabs->setCurrentWidget(m_editor);
    const QTextBlock block = m_editor->document()->findBlockByNumber(line - 1);
    QTextCursor c(block);
    c.movePosition(QTextCursor::Right, QTextCursor::MoveAnchor, std::max(0, column - 1));
    m_editor->setTextCursor(c);
    m_editor->setFocus();
}

} // namespace lathe::ui
