// lathe: the desktop workbench. Argument parsing only; the window lives in ui/.

#include "language.h"
#include "mainwindow.h"
#include "sessioncontroller.h"
#include "util/version.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QTimer>

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Lathe"));
    QApplication::setOrganizationName(QStringLiteral("Lathe"));
    // versionText() is "lathe 0.1.0 (LibTorch …)"; --version prints the application name before it.
    QApplication::setApplicationVersion(QString::fromStdString(lathe::core::versionText()).section(QLatin1Char(' '), 1));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Lathe: train neural networks on a workstation GPU"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("config"), QStringLiteral("Training config to open (JSON)"));
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                        QStringLiteral("Save a PNG of the window to <file> after --screenshot-delay ms, then quit (documentation)"),
                                        QStringLiteral("file"));
    const QCommandLineOption delay(QStringLiteral("screenshot-delay"), QStringLiteral("Delay before the screenshot"),
                                   QStringLiteral("ms"), QStringLiteral("1500"));
    const QCommandLineOption train(QStringLiteral("start"), QStringLiteral("Start training the config right away"));
    const QCommandLineOption language(QStringLiteral("lang"), QStringLiteral("Interface language for this session: en or zh_CN"),
                                      QStringLiteral("language"));
    const QCommandLineOption exitWhenDone(QStringLiteral("exit-when-finished"),
                                          QStringLiteral("Quit when the run started with --start ends (benchmarks)"));
    parser.addOptions({screenshot, delay, train, language, exitWhenDone});
    parser.process(app);
    lathe::ui::installTranslations(app, parser.value(language));

    lathe::ui::MainWindow window;
    const QStringList files = parser.positionalArguments();
    if (!files.isEmpty() && !window.openFile(files.front()))
        return 2;
    window.show();
    // Edits a crash left unsaved: offered when the window opens as the user starts it.
    if (files.isEmpty() && !parser.isSet(train) && !parser.isSet(screenshot))
        QTimer::singleShot(0, &window, [&window] { window.recoverAutosave(); });
    if (parser.isSet(train))
        QTimer::singleShot(0, &window, &lathe::ui::MainWindow::startTraining);
    if (parser.isSet(exitWhenDone))
        QObject::connect(window.controller(), &lathe::ui::SessionController::finished, &app,
                         [](const lathe::core::RunFinishedEvent& e) { QApplication::exit(e.exitCode); });
    if (parser.isSet(screenshot)) {
        QTimer::singleShot(parser.value(delay).toInt(), &window, [&] {
            const bool ok = window.grab().save(parser.value(screenshot));
            window.controller()->stopAndWait();
            QApplication::exit(ok ? 0 : 1);
        });
    }
    return QApplication::exec();
}
