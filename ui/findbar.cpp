#include "findbar.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QStyle>
#include <QTextBlock>
#include <QTextDocument>
#include <QToolButton>

namespace lathe::ui {

namespace {
QTextDocument::FindFlags flagsFor(bool matchCase, bool backward)
{
    QTextDocument::FindFlags flags;
    if (matchCase)
        flags |= QTextDocument::FindCaseSensitively;
    if (backward)
        flags |= QTextDocument::FindBackward;
    return flags;
}
} // namespace

FindBar::FindBar(QPlainTextEdit* target, QWidget* parent)
    : QWidget(parent)
    , m_target(target)
    , m_text(new QLineEdit(this))
    , m_case(new QToolButton(this))
    , m_status(new QLabel(this))
{
    m_text->setPlaceholderText(tr("Find"));
    m_text->setMinimumWidth(60);
    m_case->setText(QStringLiteral("Aa"));
    m_case->setCheckable(true);
    m_case->setToolTip(tr("Match case"));
    m_case->setAutoRaise(true);
    // Narrow enough for the Run dock on a small screen: the count gives way first.
    m_status->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_status->setMinimumWidth(0);
    m_text->setClearButtonEnabled(true);
    m_text->installEventFilter(this);
    auto* previous = new QToolButton(this);
    previous->setArrowType(Qt::UpArrow);
    previous->setToolTip(tr("Previous match (Shift+Enter, Shift+F3)"));
    auto* next = new QToolButton(this);
    next->setArrowType(Qt::DownArrow);
    next->setToolTip(tr("Next match (Enter, F3)"));
    auto* close = new QToolButton(this);
    close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    close->setToolTip(tr("Close the find bar (Esc)"));
    close->setAutoRaise(true);

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 2, 4, 2);
    layout->setSpacing(2);
    layout->addWidget(m_text, 3);
    layout->addWidget(m_status, 2);
    layout->addWidget(previous);
    layout->addWidget(next);
    layout->addWidget(m_case);
    layout->addWidget(close);

    connect(previous, &QToolButton::clicked, this, &FindBar::findPrevious);
    connect(next, &QToolButton::clicked, this, &FindBar::findNext);
    connect(close, &QToolButton::clicked, this, [this] {
        hide();
        m_target->setFocus();
    });
    // Typing finds from where the match began: the match grows, it does not jump ahead.
    connect(m_text, &QLineEdit::textEdited, this, [this] {
        QTextCursor cursor = m_target->textCursor();
        cursor.setPosition(cursor.selectionStart());
        m_target->setTextCursor(cursor);
        find(false);
    });
    connect(m_case, &QToolButton::toggled, this, [this] { showStatus(); });
    hide();
}

void FindBar::open()
{
    const QString selected = m_target->textCursor().selectedText();
    if (!selected.isEmpty() && !selected.contains(QChar::ParagraphSeparator))
        m_text->setText(selected);
    show();
    m_text->setFocus();
    m_text->selectAll();
    showStatus();
}

void FindBar::setText(const QString& text)
{
    m_text->setText(text);
    showStatus();
}

bool FindBar::findNext()
{
    return find(false);
}

bool FindBar::findPrevious()
{
    return find(true);
}

bool FindBar::find(bool backward)
{
    const QString text = m_text->text();
    if (text.isEmpty()) {
        showStatus();
        return false;
    }
    const auto flags = flagsFor(m_case->isChecked(), backward);
    bool found = m_target->find(text, flags);
    if (!found) { // wrap around
        QTextCursor cursor = m_target->textCursor();
        cursor.movePosition(backward ? QTextCursor::End : QTextCursor::Start);
        m_target->setTextCursor(cursor);
        found = m_target->find(text, flags);
    }
    showStatus();
    return found;
}

int FindBar::matchCount() const
{
    const QString text = m_text->text();
    if (text.isEmpty())
        return 0;
    int count = 0;
    QTextCursor at(m_target->document());
    while (!(at = m_target->document()->find(text, at, flagsFor(m_case->isChecked(), false))).isNull())
        ++count;
    return count;
}

void FindBar::showStatus()
{
    const int count = matchCount();
    QPalette palette = m_text->palette();
    palette.setColor(QPalette::Base, m_text->text().isEmpty() || count > 0 ? QWidget::palette().color(QPalette::Base) : QColor(0xff, 0xe0, 0xe0));
    m_text->setPalette(palette);
    if (m_text->text().isEmpty()) {
        m_status->clear();
        return;
    }
    if (count == 0) {
        m_status->setText(tr("No matches"));
        return;
    }
    // Which match the selection is: the matches that begin before it, plus one.
    const QTextCursor selection = m_target->textCursor();
    int index = 0;
    QTextCursor at(m_target->document());
    while (!(at = m_target->document()->find(m_text->text(), at, flagsFor(m_case->isChecked(), false))).isNull()) {
        ++index;
        if (at.selectionStart() == selection.selectionStart() && at.selectionEnd() == selection.selectionEnd()) {
            m_status->setText(tr("%1 of %2", "find: the match shown of all matches").arg(index).arg(count));
            return;
        }
    }
    m_status->setText(tr("%n match(es)", "", count));
}

QString FindBar::status() const
{
    return m_status->text();
}

bool FindBar::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_text && event->type() == QEvent::KeyPress) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            find(key->modifiers() & Qt::ShiftModifier);
            return true;
        }
        if (key->key() == Qt::Key_Escape) {
            hide();
            m_target->setFocus();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace lathe::ui
