#include "codeedit.h"

#include <QPainter>
#include <QTextBlock>

namespace lathe::ui {

class CodeEdit::Gutter : public QWidget {
public:
    explicit Gutter(CodeEdit* editor)
        : QWidget(editor)
        , m_editor(editor)
    {
    }
    QSize sizeHint() const override { return {m_editor->gutterWidth(), 0}; }

protected:
    void paintEvent(QPaintEvent* e) override { m_editor->paintGutter(e); }

private:
    CodeEdit* m_editor;
};

CodeEdit::CodeEdit(QWidget* parent)
    : QPlainTextEdit(parent)
    , m_gutter(new Gutter(this))
{
    connect(this, &QPlainTextEdit::blockCountChanged, this, [this] { setViewportMargins(gutterWidth(), 0, 0, 0); });
    connect(this, &QPlainTextEdit::updateRequest, this, &CodeEdit::updateGutter);
    connect(this, &QPlainTextEdit::cursorPositionChanged, this, &CodeEdit::markCurrentLine);
    setViewportMargins(gutterWidth(), 0, 0, 0);
}

int CodeEdit::gutterWidth() const
{
    int digits = 1;
    for (int n = std::max(1, blockCount()); n >= 10; n /= 10)
        ++digits;
    digits = std::max(digits, 3); // no jump in width at line 10 and 100
    return 8 + fontMetrics().horizontalAdvance(QLatin1Char('9')) * digits;
}

void CodeEdit::resizeEvent(QResizeEvent* e)
{
    QPlainTextEdit::resizeEvent(e);
    const QRect area = contentsRect();
    m_gutter->setGeometry(QRect(area.left(), area.top(), gutterWidth(), area.height()));
}

void CodeEdit::updateGutter(const QRect& rect, int dy)
{
    if (dy != 0)
        m_gutter->scroll(0, dy);
    else
        m_gutter->update(0, rect.y(), m_gutter->width(), rect.height());
}

void CodeEdit::markCurrentLine()
{
    // The current line's number is bold (a highlighted line would be an extra selection, and mix
    // with the problems' underlines the config editor sets).
    m_gutter->update();
}

void CodeEdit::paintGutter(QPaintEvent* e)
{
    QPainter painter(m_gutter);
    painter.fillRect(e->rect(), palette().color(QPalette::AlternateBase));
    const int current = textCursor().blockNumber();
    QTextBlock block = firstVisibleBlock();
    int top = qRound(blockBoundingGeometry(block).translated(contentOffset()).top());
    const int right = m_gutter->width() - 4;
    QFont bold = font();
    bold.setBold(true);
    while (block.isValid() && top <= e->rect().bottom()) {
        const int height = qRound(blockBoundingRect(block).height());
        if (block.isVisible() && top + height >= e->rect().top()) {
            const bool here = block.blockNumber() == current;
            painter.setFont(here ? bold : font());
            painter.setPen(palette().color(here ? QPalette::Text : QPalette::PlaceholderText));
            painter.drawText(0, top, right, fontMetrics().height(), Qt::AlignRight, QString::number(block.blockNumber() + 1));
        }
        top += height;
        block = block.next();
    }
}

QList<int> CodeEdit::visibleLineNumbers() const
{
    QList<int> out;
    QTextBlock block = firstVisibleBlock();
    int top = qRound(blockBoundingGeometry(block).translated(contentOffset()).top());
    while (block.isValid() && top <= viewport()->height()) {
        out << block.blockNumber() + 1;
        top += qRound(blockBoundingRect(block).height());
        block = block.next();
    }
    return out;
}

} // namespace lathe::ui
