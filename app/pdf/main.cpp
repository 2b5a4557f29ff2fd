// lathe-pdf: writes a run's report or a sweep's comparison as a PDF. The one part of report writing
// that needs Qt (QTextDocument lays out the HTML, QtSvg draws the charts), kept out of lathe-cli so that
// the command-line program links no Qt: lathe-cli runs this program when the desktop package installed
// it next to lathe-cli, and writes only the HTML otherwise.
//
//   lathe-pdf report RUN_DIR OUT.pdf [LANGUAGE]
//   lathe-pdf comparison SWEEP_DIR OUT.pdf [LANGUAGE]
//
// Exit 0 when the PDF was written; 2 for a wrong command line; 1 with the reason on stderr otherwise.

#include "reportpdf.h"

#include "report/comparison.h"
#include "report/report.h"

#include <QGuiApplication>

#include <cstdio>
#include <cstdlib>
#include <exception>
#include <filesystem>
#include <system_error>
#include <string>

int main(int argc, char** argv)
{
    if (argc < 4 || argc > 5 || (std::string(argv[1]) != "report" && std::string(argv[1]) != "comparison")) {
        std::fprintf(stderr, "usage: lathe-pdf report RUN_DIR OUT.pdf [LANGUAGE]\n       lathe-pdf comparison SWEEP_DIR OUT.pdf [LANGUAGE]\n");
        return 2;
    }
    const std::string kind = argv[1], folder = argv[2], out = argv[3];
    const std::string language = argc == 5 ? argv[4] : "en";
    // Text layout needs a QGuiApplication; without a display it renders offscreen.
    if (!std::getenv("DISPLAY") && !std::getenv("WAYLAND_DISPLAY") && !std::getenv("QT_QPA_PLATFORM"))
        setenv("QT_QPA_PLATFORM", "offscreen", 1);
    // Qt warns without a runtime folder (sudo, ssh sessions, containers): a private one for this call,
    // removed again when it ends (after the application below, which may keep files in it).
    struct RuntimeFolder {
        std::string path;
        ~RuntimeFolder()
        {
            std::error_code ignored;
            if (!path.empty())
                std::filesystem::remove_all(path, ignored);
        }
    } runtimeFolder;
    if (!std::getenv("XDG_RUNTIME_DIR")) {
        std::error_code noTemp;
        const auto tmp = std::filesystem::temp_directory_path(noTemp); // TMPDIR, else /tmp
        std::string dir = (noTemp ? std::filesystem::path("/tmp") : tmp).string() + "/lathe-runtime-XXXXXX";
        if (mkdtemp(dir.data())) {
            runtimeFolder.path = dir;
            setenv("XDG_RUNTIME_DIR", dir.c_str(), 1);
        }
    }
    int qtArgc = 1;
    QGuiApplication app(qtArgc, argv);
    try {
        if (kind == "report")
            lathe::ui::writeReportPdf(lathe::core::loadRunReport(folder), QString::fromStdString(out), language);
        else
            lathe::ui::writeComparisonPdf(lathe::core::loadSweepComparison(folder), QString::fromStdString(out), language);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "lathe-pdf: %s\n", e.what());
        return 1;
    }
    return 0;
}
