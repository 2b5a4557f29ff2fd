#pragma once
// Handing a file, a folder or a page to the desktop's own program (a file manager, a browser). Where
// the desktop has none set up (a bare X server, a minimal window manager, a remote session), the
// user is told so with the path to copy, instead of a button that does nothing.

class QUrl;
class QWidget;

namespace lathe::ui {

// Opens `url` with the desktop's program for it; false, after saying so in a box over `parent`, when
// none could.
bool openExternally(QWidget* parent, const QUrl& url);

} // namespace lathe::ui
