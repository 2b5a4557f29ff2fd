// lathe: the desktop workbench. Argument parsing only; the window lives in ui/.

#include "mainwindow.h"
#include "util/version.h"

#include <QApplication>
#include <QCommandLineParser>

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Lathe"));
    QApplication::setOrganizationName(QStringLiteral("Lathe"));
    QApplication::setApplicationVersion(QString::fromStdString(lathe::core::versionText()));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Lathe: train neural networks on a workstation GPU"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("config"), QStringLiteral("Training config to open (JSON)"));
    parser.process(app);

    lathe::ui::MainWindow window;
    const QStringList files = parser.positionalArguments();
    if (!files.isEmpty() && !window.openFile(files.front()))
        return 2;
    window.show();
    return QApplication::exec();
}
