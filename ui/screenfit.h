#pragma once
// A window's first size on the screen it opens on: what it asks for, no larger than the screen's
// free area (a 1024x600 netbook, a 1366x768 laptop at 200 % scale), so that its buttons stay on it.

#include <QSize>

class QWidget;

namespace lathe::ui {

void resizeWithinScreen(QWidget* window, QSize wanted);

} // namespace lathe::ui
