// The rank supervisor (dist/rankgroup.h) alone, with shell scripts standing in for ranks: the
// variables each rank gets, its stderr lines tagged with its rank, exit codes per rank, and a rank
// that will not end stopped on the group's thread without blocking the caller. (tst_distributed
// runs real ranks through it: lathe-cli --procs; tst_mainwindow: the window's ranks.)

#include "dist/rankgroup.h"
#include "util/errors.h"

#include <QElapsedTimer>
#include <QtTest>

#include <atomic>

#include <csignal>
#include <map>
#include <mutex>
#include <string>
#include <sys/wait.h>
#include <vector>

using namespace lathe::core;

class TestRankGroup : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // The rank supervisor alone (dist/rankgroup.h), with shell scripts for ranks: each rank gets its
    // variables, its stderr lines arrive tagged with the rank, exit codes come back per rank, and
    // finish() returns at once while a rank that will not end is stopped on the group's thread.
    void rankGroupStartsWatchesAndStopsRanks()
    {
        std::mutex m;
        std::map<int, std::vector<std::string>> lines;
        const auto collect = [&](int rank, const std::string& line) {
            std::lock_guard lock(m);
            lines[rank].push_back(line);
        };
        {
            RankGroup group({"/bin/sh",
                             {"sh", "-c", "echo \"$RANK/$WORLD_SIZE $MASTER_ADDR:$MASTER_PORT records=$LATHE_LOG_RECORDS\" >&2; "
                                          "printf 'no newline' >&2; exit $((RANK + 2))"},
                             3, 1, 4242, collect});
            group.start();
            QTRY_COMPARE_WITH_TIMEOUT(group.reap(), 0, 10000);
            std::map<int, int> codes;
            for (const auto& e : group.takeEnded())
                codes[e.rank] = RankGroup::exitCodeOf(e.status);
            QCOMPARE(codes, (std::map<int, int>{{1, 3}, {2, 4}}));
            QCOMPARE(RankGroup::describe(3 << 8).text(), std::string("exited with code 3")); // waitpid's status of exit(3)
        } // the destructor joins the reader: every line is in
        QCOMPARE(lines[1], (std::vector<std::string>{"1/3 127.0.0.1:4242 records=1", "no newline"}));
        QCOMPARE(lines[2].front(), std::string("2/3 127.0.0.1:4242 records=1"));
        QVERIFY(!lines.count(0)); // rank 0 is the caller's

        // Ranks that say much and end at once: the group that goes right after them still passes on
        // every line (it stopped reading at the moment it was told to go, and lost the pipes' tail).
        std::map<int, std::vector<std::string>> many;
        {
            RankGroup chatty({"/bin/sh", {"sh", "-c", "seq 1 100000 >&2; printf 'last words' >&2"}, 3, 1, 4242,
                              [&](int rank, const std::string& line) {
                                  std::lock_guard lock(m);
                                  many[rank].push_back(line);
                              }});
            chatty.start();
            QElapsedTimer waited;
            waited.start();
            while (chatty.reap() > 0 && waited.elapsed() < 20000) // gone the moment they end, as a job's last step
                std::this_thread::sleep_for(std::chrono::microseconds(100));
        }
        for (int rank : {1, 2}) {
            QCOMPARE(many[rank].size(), std::size_t(100001));
            QCOMPARE(many[rank].back(), std::string("last words"));
        }

        // A rank that leaves a process behind writing to its stderr without pause: the group still
        // goes (it reads what the pipe held when told to, not what keeps coming), and the process
        // left behind ends on the closed pipe.
        std::atomic<long> leftLines{0};
        QElapsedTimer going;
        {
            RankGroup leaver({"/bin/sh", {"sh", "-c", "for w in 1 2 3 4; do yes 'left behind' >&2 & done; exit 0"}, 2, 1, 4242,
                              [&](int, const std::string&) { ++leftLines; }});
            leaver.start();
            QTRY_COMPARE_WITH_TIMEOUT(leaver.reap(), 0, 10000);
            going.start();
        }
        QVERIFY2(going.elapsed() < 5000, qPrintable(QString::number(going.elapsed())));
        QVERIFY(leftLines > 0);

        // A shell that waits on a child: stopping the rank stops its child too (its process group),
        // or the child would hold this test's output open for a minute.
        RankGroup stubborn({"/bin/sh", {"sh", "-c", "sleep 60; true"}, 2, 1, 4242, {}});
        stubborn.start();
        QElapsedTimer clock;
        clock.start();
        stubborn.finish(std::chrono::milliseconds(200));
        QVERIFY2(clock.elapsed() < 100, qPrintable(QString::number(clock.elapsed()))); // never blocks the caller
        QTRY_COMPARE_WITH_TIMEOUT(stubborn.reap(), 0, 5000); // SIGTERM after the grace time
        const auto ended = stubborn.takeEnded();
        QCOMPARE(ended.size(), std::size_t(1));
        QVERIFY(WIFSIGNALED(ended.front().status) && WTERMSIG(ended.front().status) == SIGTERM);
        QCOMPARE(RankGroup::exitCodeOf(ended.front().status), int(lathe::core::ExitRuntimeError));
    }
};

QTEST_GUILESS_MAIN(TestRankGroup)
#include "tst_rankgroup.moc"
