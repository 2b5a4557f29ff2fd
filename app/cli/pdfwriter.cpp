#include "pdfwriter.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

extern char** environ;

namespace lathe::cli {

std::optional<std::filesystem::path> findPdfWriter()
{
    std::error_code ec;
    const auto self = std::filesystem::read_symlink("/proc/self/exe", ec);
    if (ec)
        return std::nullopt;
    const auto candidate = self.parent_path() / "lathe-pdf";
    if (access(candidate.c_str(), X_OK) == 0)
        return candidate;
    return std::nullopt;
}

bool writePdf(PdfKind kind, const std::filesystem::path& folder, const std::filesystem::path& pdf, const std::string& language)
{
    const auto writer = findPdfWriter();
    if (!writer) {
        std::printf("(no PDF: the PDF writer, lathe-pdf, comes with the desktop package \"lathe\"; install it, or open the "
                    "HTML in a browser and print it)\n");
        return false;
    }
    // No shell: the paths are passed as they are, whatever characters they hold.
    std::vector<std::string> args = {writer->string(), kind == PdfKind::Report ? "report" : "comparison", folder.string(),
                                     pdf.string(), language};
    std::vector<char*> argv;
    for (auto& a : args)
        argv.push_back(a.data());
    argv.push_back(nullptr);
    pid_t pid = 0;
    if (const int err = posix_spawn(&pid, writer->c_str(), nullptr, nullptr, argv.data(), environ); err != 0) {
        std::fprintf(stderr, "error: cannot run %s: %s\n", writer->c_str(), std::strerror(err));
        return false;
    }
    int status = 0;
    while (waitpid(pid, &status, 0) < 0) {
        if (errno != EINTR) {
            std::fprintf(stderr, "error: waiting for %s: %s\n", writer->c_str(), std::strerror(errno));
            return false;
        }
    }
    if (WIFEXITED(status) && WEXITSTATUS(status) == 0)
        return true;
    if (WIFSIGNALED(status))
        std::fprintf(stderr, "error: %s was killed by signal %d: %s not written\n", writer->c_str(), WTERMSIG(status), pdf.c_str());
    else
        std::fprintf(stderr, "error: %s failed (exit %d): %s not written\n", writer->c_str(), WEXITSTATUS(status), pdf.c_str());
    return false;
}

} // namespace lathe::cli
