#pragma once
// Where the window finds lathe-cli, which it starts for the other ranks of a data-parallel run and
// for a sweep that trains several trials at once: LATHE_CLI when set (tests), else beside this
// program (build/…/bin, /usr/bin).

#include <QString>

namespace lathe::ui {

QString latheCliPath();

} // namespace lathe::ui
