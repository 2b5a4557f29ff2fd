// lathe: the desktop workbench. Argument parsing only; the window lives in ui/.

#include "language.h"
#include "mainwindow.h"
#include "sessioncontroller.h"
#include "util/hostmemory.h"
#include "util/kinetolog.h"
#include "util/openmpwait.h"
#include "util/version.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QTimer>

#include <cstdio>
#include <cstdlib>
#include <string>

namespace {

// The command line, the same whether or not a window can open.
struct Options {
    QCommandLineParser parser;
    QCommandLineOption screenshot{QStringLiteral("screenshot"),
                                  QStringLiteral("Save a PNG of the window to <file> after --screenshot-delay ms, then quit (documentation)"),
                                  QStringLiteral("file")};
    QCommandLineOption delay{QStringLiteral("screenshot-delay"), QStringLiteral("Delay before the screenshot"), QStringLiteral("ms"),
                             QStringLiteral("1500")};
    QCommandLineOption train{QStringLiteral("start"), QStringLiteral("Start training the config right away")};
    QCommandLineOption language{QStringLiteral("lang"), QStringLiteral("Interface language for this session: en or zh_CN"),
                                QStringLiteral("language")};
    QCommandLineOption exitWhenDone{QStringLiteral("exit-when-finished"),
                                    QStringLiteral("Quit when the run started with --start ends (benchmarks)")};
    QCommandLineOption tab{QStringLiteral("tab"),
                           QStringLiteral("Open on this tab: form, json, training, evaluation, compare, sweep, data or profile"),
                           QStringLiteral("tab")};
    QCommandLineOption profileSteps{QStringLiteral("profile-steps"),
                                    QStringLiteral("With --start: profile this many steps once the run trains at its pace (Step profile tab)"),
                                    QStringLiteral("steps")};

    Options()
    {
        parser.setApplicationDescription(QStringLiteral("Lathe: train neural networks on a workstation GPU"));
        parser.addHelpOption();
        parser.addVersionOption();
        parser.addPositionalArgument(QStringLiteral("path"),
                                     QStringLiteral("A training config to open (JSON), a run folder (shown as it ended) or a sweep "
                                                    "folder (its comparison)"));
        parser.addOptions({screenshot, delay, train, language, exitWhenDone, profileSteps, tab});
    }
};

void nameApplication()
{
    QCoreApplication::setApplicationName(QStringLiteral("Lathe"));
    QCoreApplication::setOrganizationName(QStringLiteral("Lathe"));
    // versionText() is "lathe 0.1.0 (LibTorch …)"; --version prints the application name before it.
    QCoreApplication::setApplicationVersion(QString::fromStdString(lathe::core::versionText()).section(QLatin1Char(' '), 1));
}

// --help and --version need no window: they are answered without a display (QApplication aborts
// where there is none), and with no display at all lathe says so and what to use instead.
void answerWithoutWindow(int argc, char** argv)
{
    bool textOnly = false;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        textOnly = textOnly || a == "-h" || a == "--help" || a == "-?" || a == "--help-all" || a == "-v" || a == "--version";
    }
    const bool display = qEnvironmentVariableIsSet("DISPLAY") || qEnvironmentVariableIsSet("WAYLAND_DISPLAY")
                         || qEnvironmentVariableIsSet("QT_QPA_PLATFORM");
    if (!textOnly && display)
        return; // the window answers
    QCoreApplication app(argc, argv);
    nameApplication();
    Options options;
    options.parser.process(app); // prints and exits for --help, --version and unknown options
    std::fprintf(stderr, "lathe: no display to open a window on (DISPLAY and WAYLAND_DISPLAY are not set).\n"
                         "Train without a window with lathe-cli (lathe-cli train CONFIG), or run lathe under xvfb-run.\n");
    std::exit(1);
}

} // namespace

int main(int argc, char** argv)
{
    answerWithoutWindow(argc, argv);
    lathe::core::chooseOpenMpWait(argv); // before LibTorch's OpenMP reads it: the window trains in this process
    lathe::core::preferHugePages(); // before LibTorch's first CPU allocation
    lathe::core::quietKinetoWithoutGpu(); // before any other thread: util/kinetolog.h
    QApplication app(argc, argv);
    nameApplication();
    Options options;
    QCommandLineParser& parser = options.parser;
    const QCommandLineOption& screenshot = options.screenshot;
    const QCommandLineOption& delay = options.delay;
    const QCommandLineOption& train = options.train;
    const QCommandLineOption& language = options.language;
    const QCommandLineOption& exitWhenDone = options.exitWhenDone;
    parser.process(app);
    lathe::ui::installTranslations(app, parser.value(language));

    lathe::ui::MainWindow window;
    const QStringList files = parser.positionalArguments();
    const bool automated = parser.isSet(train) || parser.isSet(screenshot);
    // Automated (documentation, scripts): a file that is not there is said here, not in a dialog that
    // waits for a click nobody gives; and the screenshot is timed from the start, so that any other
    // dialog cannot hold it.
    if (automated && !files.isEmpty() && !QFileInfo::exists(files.value(0))) {
        std::fprintf(stderr, "lathe: %s: no such file or folder\n", qPrintable(files.value(0)));
        return 2;
    }
    int shot = -1; // the screenshot's exit code, once taken
    if (parser.isSet(screenshot)) {
        QTimer::singleShot(parser.value(delay).toInt(), &window, [&] {
            const bool ok = window.grab().save(parser.value(screenshot));
            window.controller()->stopAndWait();
            shot = ok ? 0 : 1;
            QApplication::exit(shot); // every loop, a dialog's too
        });
    }
    window.show();
    // Edits a crash left unsaved: offered when the window opens as the user starts it, with a file
    // or without.
    if (!window.openAtStart(files.value(0), !automated) && automated)
        return 2; // --start or --screenshot with nothing to work on

    if (parser.isSet(options.tab) && !window.showTab(parser.value(options.tab))) {
        std::fprintf(stderr, "lathe: --tab %s: no such tab (one of: %s)\n", qPrintable(parser.value(options.tab)),
                     qPrintable(lathe::ui::MainWindow::tabIds().join(QStringLiteral(", "))));
        return 2;
    }
    if (parser.isSet(train)) {
        window.setProfileOnStart(parser.value(options.profileSteps).toInt());
        QTimer::singleShot(0, &window, &lathe::ui::MainWindow::startTraining);
    }
    if (parser.isSet(exitWhenDone))
        QObject::connect(window.controller(), &lathe::ui::SessionController::finished, &app,
                         [](const lathe::core::RunFinishedEvent& e) { QApplication::exit(e.exitCode); });
    if (shot >= 0) // taken while a dialog held the start
        return shot;
    return QApplication::exec();
}
