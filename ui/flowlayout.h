#pragma once
// A layout that places its widgets left to right and starts a new row where the next one would not
// fit, so a row of buttons in a narrow dock wraps instead of hiding some of them (a QToolBar outside
// a main window's tool bar area hides them behind an overflow button that opens nothing).

#include <QLayout>
#include <QList>

namespace lathe::ui {

class FlowLayout : public QLayout {
public:
    explicit FlowLayout(QWidget* parent = nullptr, int spacing = -1);
    ~FlowLayout() override;

    void addItem(QLayoutItem* item) override;
    int count() const override;
    QLayoutItem* itemAt(int index) const override;
    QLayoutItem* takeAt(int index) override;
    Qt::Orientations expandingDirections() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;
    QSize minimumSize() const override;
    QSize sizeHint() const override;
    void setGeometry(const QRect& rect) override;

private:
    // Lays the items out in `rect` (only measures when `apply` is false); the height it takes.
    int arrange(const QRect& rect, bool apply) const;
    int gap() const;

    QList<QLayoutItem*> m_items;
    int m_spacing;
};

} // namespace lathe::ui
