// A data file cut short by another program while Lathe reads it through a mapping: the read stops
// with an error naming the file instead of the process ending with SIGBUS (the window, with the
// user's unsaved config, or a prediction half written). A SIGBUS elsewhere still ends the process.

#include "data/csvscan.h"
#include "util/errors.h"
#include "util/mappedfile.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <cstdlib>
#include <csignal>
#include <fcntl.h>
#include <fstream>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace lathe::core;

namespace {

void writeFile(const std::string& path, const std::string& text)
{
    std::ofstream(path, std::ios::binary) << text;
}

// A numeric table of about `bytes` bytes: a header and lines of 12 bytes.
std::string numericTable(std::size_t bytes)
{
    std::string csv = "a,b,c\n";
    csv.reserve(bytes + 16);
    while (csv.size() < bytes)
        csv += "1.5,2.5,3.5\n";
    return csv;
}

std::string pathIn(const QTemporaryDir& dir, const std::string& name)
{
    return dir.path().toStdString() + "/" + name;
}

// What reading to the end raised: the DataError's text, or "" when it read to the end without one.
std::string errorReadingAll(CsvLineScanner& scan)
{
    std::vector<std::string_view> fields;
    try {
        while (scan.next(fields))
            if (fields.size() != 3) // a line of zeros would be one field
                return "a line of " + std::to_string(fields.size()) + " fields";
        return {};
    } catch (const DataError& e) {
        return e.what();
    }
}

std::string errorReadingBlocks(CsvLineScanner& scan)
{
    std::string_view block;
    long long first = 0;
    try {
        while (scan.nextBlock(block, first))
            scan.countLines(static_cast<long long>(std::count(block.begin(), block.end(), '\n')));
        return {};
    } catch (const DataError& e) {
        return e.what();
    }
}

// This test program run again in a process of its own as `sigbusOutsideMappings` (without QtTest's
// crash handler, its output dropped), with `mode` in LATHE_SIGBUS_CHILD_MODE: its wait status.
int statusOfChild(const QTemporaryDir& dir, const char* mode)
{
    const pid_t child = ::fork();
    if (child == 0) {
        ::setenv("LATHE_SIGBUS_CHILD", dir.path().toUtf8().constData(), 1);
        ::setenv("LATHE_SIGBUS_CHILD_MODE", mode, 1);
        const int quiet = ::open("/dev/null", O_WRONLY);
        ::dup2(quiet, 1);
        ::dup2(quiet, 2);
        ::execl("/proc/self/exe", "tst_mappedfile", "-nocrashhandler", "sigbusOutsideMappings", static_cast<char*>(nullptr));
        ::_exit(2);
    }
    int status = -1;
    if (child > 0)
        ::waitpid(child, &status, 0);
    return status;
}

void cutTo(const std::string& path, off_t size)
{
    QCOMPARE(::truncate(path.c_str(), size), 0);
}

} // namespace

class TestMappedFile : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void shorterFileReadsAsZerosAndSaysSo()
    {
        QTemporaryDir dir;
        const std::string path = pathIn(dir, "f.bin");
        const auto page = static_cast<std::size_t>(::sysconf(_SC_PAGESIZE));
        writeFile(path, std::string(3 * page, 'x'));
        const int fd = ::open(path.c_str(), O_RDONLY);
        QVERIFY(fd >= 0);
        auto file = MappedFile::map(fd, 3 * page);
        ::close(fd);
        QVERIFY(file);
        QCOMPARE(file->data()[2 * page], 'x');
        QVERIFY(!file->shrank());
        cutTo(path, static_cast<off_t>(page));
        QCOMPARE(file->data()[page / 2], 'x'); // still in the file
        QCOMPARE(file->data()[2 * page + 7], '\0'); // past its end now: would have been SIGBUS
        QVERIFY(file->shrank());
        QCOMPARE(file->data()[3 * page - 1], '\0');
    }

    void mappingsAreIndependent()
    {
        QTemporaryDir dir;
        const auto page = static_cast<std::size_t>(::sysconf(_SC_PAGESIZE));
        std::vector<std::unique_ptr<MappedFile>> files;
        for (int i = 0; i < 3; ++i) {
            const std::string path = pathIn(dir, "f" + std::to_string(i));
            writeFile(path, std::string(2 * page, static_cast<char>('a' + i)));
            const int fd = ::open(path.c_str(), O_RDONLY);
            files.push_back(MappedFile::map(fd, 2 * page));
            ::close(fd);
            QVERIFY(files.back());
        }
        cutTo(pathIn(dir, "f1"), 0);
        QCOMPARE(files[1]->data()[page], '\0');
        QVERIFY(files[1]->shrank());
        QVERIFY(!files[0]->shrank());
        QVERIFY(!files[2]->shrank());
        QCOMPARE(files[2]->data()[page], 'c');
        files.clear(); // the slots come free: a new mapping starts unmarked
        const std::string path = pathIn(dir, "f0");
        const int fd = ::open(path.c_str(), O_RDONLY);
        auto again = MappedFile::map(fd, 2 * page);
        ::close(fd);
        QVERIFY(again);
        QVERIFY(!again->shrank());
    }

    // In a process of its own (this one runs under QtTest's crash handler): a handler that was there
    // before, installed to run once as crash reporters are, is called, and the process then ends
    // with SIGBUS as it would have without Lathe's handler.
    void otherSigbusStillEndsTheProcess()
    {
        QTemporaryDir dir;
        const int status = statusOfChild(dir, "reporter");
        QVERIFY2(WIFSIGNALED(status), ("exit status " + std::to_string(WEXITSTATUS(status))).c_str());
        QCOMPARE(WTERMSIG(status), SIGBUS);
        QVERIFY(QFile::exists(QString::fromStdString(pathIn(dir, "previous-handler-ran"))));
    }

    // A SIGBUS sent (kill -BUS) still ends the process: returning from the handler would not repeat it.
    void sentSigbusStillEndsTheProcess()
    {
        QTemporaryDir dir;
        const int status = statusOfChild(dir, "sent");
        QVERIFY2(WIFSIGNALED(status), ("exit status " + std::to_string(WEXITSTATUS(status))).c_str());
        QCOMPARE(WTERMSIG(status), SIGBUS);
    }

    // The child of the tests above; skipped when run on its own.
    void sigbusOutsideMappings()
    {
        const char* folder = std::getenv("LATHE_SIGBUS_CHILD");
        if (!folder)
            QSKIP("run by otherSigbusStillEndsTheProcess in a process of its own");
        if (std::string(std::getenv("LATHE_SIGBUS_CHILD_MODE")) == "sent") { // no handler before Lathe's: the default ends the process
            const std::string ours = std::string(folder) + "/ours";
            writeFile(ours, "o");
            const int fd = ::open(ours.c_str(), O_RDONLY);
            auto file = MappedFile::map(fd, 1);
            if (!file)
                ::_exit(3);
            ::raise(SIGBUS);
            ::_exit(6); // survived
        }
        static std::string marker = std::string(folder) + "/previous-handler-ran";
        struct sigaction reporter {};
        reporter.sa_sigaction = [](int, siginfo_t*, void*) {
            const int fd = ::open(marker.c_str(), O_CREAT | O_WRONLY, 0600);
            ::close(fd);
        };
        reporter.sa_flags = SA_SIGINFO | SA_RESETHAND;
        sigemptyset(&reporter.sa_mask);
        sigaction(SIGBUS, &reporter, nullptr);

        const auto page = static_cast<std::size_t>(::sysconf(_SC_PAGESIZE));
        const std::string ours = std::string(folder) + "/ours";
        const std::string other = std::string(folder) + "/other";
        writeFile(ours, std::string(page, 'o'));
        writeFile(other, std::string(2 * page, 'p'));
        const int fd = ::open(ours.c_str(), O_RDONLY);
        auto file = MappedFile::map(fd, page); // Lathe's handler, in front of the reporter
        const int otherFd = ::open(other.c_str(), O_RDONLY);
        auto* plain = static_cast<volatile const char*>(::mmap(nullptr, 2 * page, PROT_READ, MAP_PRIVATE, otherFd, 0));
        if (!file || plain == MAP_FAILED || ::truncate(other.c_str(), 0) != 0)
            ::_exit(3);
        const char c = plain[page]; // a plain mapping past its file's end: not Lathe's to mend
        ::_exit(c == 'p' ? 4 : 5);
    }

    // Lines read past a cut: past a page boundary the pages fault (mended to zeros); within the file's
    // last page they read as zeros without any fault, and the last line finds the file on disk shorter.
    void scannerLinesStopWithTheFileNamed_data()
    {
        QTest::addColumn<int>("bytes");
        QTest::addColumn<int>("linesFirst");
        QTest::addColumn<int>("cut");
        QTest::addRow("past a page boundary") << (4 << 20) << 1000 << (64 << 10);
        QTest::addRow("within the last page") << 3000 << 0 << 1500;
    }
    void scannerLinesStopWithTheFileNamed()
    {
        QFETCH(int, bytes);
        QFETCH(int, linesFirst);
        QFETCH(int, cut);
        QTemporaryDir dir;
        const std::string path = pathIn(dir, "预测.csv");
        writeFile(path, numericTable(static_cast<std::size_t>(bytes)));
        CsvLineScanner scan(path);
        std::vector<std::string_view> fields;
        for (int i = 0; i <= linesFirst; ++i) // the header, then as many lines
            QVERIFY(scan.next(fields));
        cutTo(path, cut);
        const std::string what = errorReadingAll(scan);
        QVERIFY2(what.find(path) != std::string::npos && what.find("shorter") != std::string::npos, what.c_str());
    }

    // Rewritten in place under the reader (the same length, a new time): said, not read as one file.
    void aFileRewrittenWhileReadIsSeen()
    {
        QTemporaryDir dir;
        const std::string path = pathIn(dir, "rewritten.csv");
        writeFile(path, numericTable(20 << 20));
        CsvLineScanner scan(path);
        std::vector<std::string_view> fields;
        QVERIFY(scan.next(fields));
        std::string_view block;
        long long first = 0;
        QVERIFY(scan.nextBlock(block, first));
        scan.countLines(static_cast<long long>(std::count(block.begin(), block.end(), '\n')));
        QTest::qWait(20); // a later modification time on any file system that keeps nanoseconds
        {
            std::fstream rewrite(path, std::ios::in | std::ios::out | std::ios::binary);
            rewrite.seekp(12 << 20);
            rewrite << "9.5,9.5,9.5\n";
        }
        const std::string what = errorReadingBlocks(scan);
        QVERIFY2(what.find("was changed while it was being read") != std::string::npos, what.c_str());
    }

    void scannerBlocksStopWithTheFileNamed()
    {
        QTemporaryDir dir;
        const std::string path = pathIn(dir, "table.csv");
        writeFile(path, numericTable(20 << 20)); // more than two 8-MiB blocks
        CsvLineScanner scan(path);
        std::vector<std::string_view> fields;
        QVERIFY(scan.next(fields));
        std::string_view block;
        long long first = 0;
        QVERIFY(scan.nextBlock(block, first));
        QCOMPARE(first, 2LL);
        scan.countLines(static_cast<long long>(std::count(block.begin(), block.end(), '\n')));
        QVERIFY(block.size() > (1u << 20));
        QCOMPARE(block.substr(0, 12), std::string_view("1.5,2.5,3.5\n"));
        scan.checkUnchanged(); // nothing changed yet
        cutTo(path, 10 << 20); // within the next block
        QVERIFY_THROWS_EXCEPTION(DataError, scan.nextBlock(block, first));
        // A cut while a block is parsed: its zeros are reported as the cut, not as bad numbers.
        CsvLineScanner again(path);
        QVERIFY(again.next(fields));
        QVERIFY(again.nextBlock(block, first));
        cutTo(path, 1 << 20);
        QVERIFY(std::count(block.begin(), block.end(), '\0') > 0);
        QVERIFY_THROWS_EXCEPTION(DataError, again.checkUnchanged());
    }
};

QTEST_GUILESS_MAIN(TestMappedFile)
#include "tst_mappedfile.moc"
