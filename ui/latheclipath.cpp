#include "latheclipath.h"

#include <QCoreApplication>
#include <QDir>

namespace lathe::ui {

QString latheCliPath()
{
    const QString cli = qEnvironmentVariable("LATHE_CLI");
    return cli.isEmpty() ? QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("lathe-cli")) : cli;
}

} // namespace lathe::ui
