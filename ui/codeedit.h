#pragma once
// A plain-text editor for the config's JSON: line numbers in a gutter on the left (the Problems
// dock cites Line:Col), the current line's in bold. Everything else is QPlainTextEdit's.

#include <QPlainTextEdit>

namespace lathe::ui {

class CodeEdit : public QPlainTextEdit {
    Q_OBJECT
public:
    explicit CodeEdit(QWidget* parent = nullptr);

    // The gutter's width: room for the highest line number's digits.
    int gutterWidth() const;
    // The line numbers the gutter shows now, top to bottom (for tests).
    QList<int> visibleLineNumbers() const;

protected:
    void resizeEvent(QResizeEvent* e) override;

private:
    class Gutter;
    Gutter* m_gutter;
    void paintGutter(QPaintEvent* e);
    void updateGutter(const QRect& rect, int dy);
    void markCurrentLine();
};

} // namespace lathe::ui
