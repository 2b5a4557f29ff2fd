#pragma once
// A path the window holds as a QString (a dialog's choice, a run folder) as the engine takes it.

#include <QString>

#include <filesystem>

namespace lathe::ui {

inline std::filesystem::path toPath(const QString& path)
{
    return std::filesystem::path(path.toStdString()); // UTF-8, as the engine's paths are
}

} // namespace lathe::ui
