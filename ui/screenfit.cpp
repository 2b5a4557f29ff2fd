#include "screenfit.h"

#include <QGuiApplication>
#include <QScreen>
#include <QWidget>

namespace lathe::ui {

void resizeWithinScreen(QWidget* window, QSize wanted)
{
    const QWidget* parent = window->parentWidget();
    QScreen* screen = parent ? parent->screen() : window->screen();
    if (!screen)
        screen = QGuiApplication::primaryScreen();
    if (screen) {
        // Room for the window manager's title bar and frame, which availableGeometry does not count.
        const QSize room = screen->availableGeometry().size() - QSize(16, 48);
        wanted = wanted.boundedTo(room.expandedTo(QSize(320, 240)));
    }
    window->resize(wanted);
}

} // namespace lathe::ui
