#pragma once
// Find in a plain text (the JSON editor, the run's log): a bar under it with the text to find, the
// next and previous match, "match case", and how many matches there are. Enter finds the next,
// Shift+Enter the previous, Escape closes the bar and gives the focus back to the text.

#include <QWidget>

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QToolButton;

namespace lathe::ui {

class FindBar : public QWidget {
    Q_OBJECT
public:
    explicit FindBar(QPlainTextEdit* target, QWidget* parent = nullptr);

    // Shows the bar with the target's selected text (if one line) and the focus in it.
    void open();
    // The next (or previous) match from the target's cursor, wrapping at the end; false when none.
    bool findNext();
    bool findPrevious();
    void setText(const QString& text);
    // "2 of 5", "No matches" or nothing.
    QString status() const;
    int matchCount() const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QPlainTextEdit* m_target;
    QLineEdit* m_text;
    QToolButton* m_case; // match case
    QLabel* m_status;
    bool find(bool backward);
    void showStatus();
};

} // namespace lathe::ui
