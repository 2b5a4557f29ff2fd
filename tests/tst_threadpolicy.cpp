// The CPU thread policy's inputs and rule (issue 34): what the process may use (util/cpubudget.h:
// affinity, the cgroup's CPU quota, the other programs' CPU), how OpenMP waits (util/openmpwait.h) and
// the decision rule against noise (util/timingnoise.h). The thread governor that acts on them has its
// own suite (tst_threadgovernor).

#include "util/cpubudget.h"
#include "util/openmpwait.h"
#include "util/timingnoise.h"

#include <QTemporaryDir>
#include <QtTest>

#include <cstdlib>
#include <fstream>

using namespace lathe::core;

namespace {

void write(const QString& file, const std::string& text)
{
    QDir().mkpath(QFileInfo(file).absolutePath());
    std::ofstream(file.toStdString()) << text;
}

} // namespace

class TestThreadPolicy : public QObject {
    Q_OBJECT
private Q_SLOTS:
private Q_SLOTS:
    void usableCpusFollowAffinityAndQuota()
    {
        CpuBudget b;
        b.online = 8, b.affinity = 8;
        QCOMPARE(b.usable(), 8);
        b.affinity = 4;
        QCOMPARE(b.usable(), 4);
        b.quota = 1.5; // a container's cpu.max of 150000 100000: one CPU kept busy, not two
        QCOMPARE(b.usable(), 1);
        b.quota = 0.2;
        QCOMPARE(b.usable(), 1);
        b.quota = 6.0;
        QCOMPARE(b.usable(), 4);
        const CpuBudget here = readCpuBudget();
        QVERIFY(here.online >= 1 && here.affinity >= 1 && here.affinity <= here.online);
    }

    void cgroupQuotaIsTheTightestOfTheProcessesCgroups()
    {
        QTemporaryDir dir;
        const QString root = dir.path() + QStringLiteral("/sys");
        const auto quota = [&](const char* cgroupFile) { return cgroupCpuQuota(dir.filePath(QLatin1String(cgroupFile)).toStdString(), root.toStdString()); };
        // cgroup v2: the job's folder says max, its parent 250000 100000.
        write(dir.path() + QStringLiteral("/cgroup"), "0::/slurm/job_7\n");
        write(root + QStringLiteral("/slurm/job_7/cpu.max"), "max 100000\n");
        write(root + QStringLiteral("/slurm/cpu.max"), "250000 100000\n");
        QCOMPARE(quota("cgroup"), 2.5);
        write(root + QStringLiteral("/slurm/job_7/cpu.max"), "50000 100000\n");
        QCOMPARE(quota("cgroup"), 0.5);
        // No limit anywhere.
        write(root + QStringLiteral("/slurm/job_7/cpu.max"), "max 100000\n");
        write(root + QStringLiteral("/slurm/cpu.max"), "max 100000\n");
        QCOMPARE(quota("cgroup"), -1.0);
        // cgroup v1: the cpu controller's CFS quota over its period; -1 is no quota.
        write(dir.path() + QStringLiteral("/cgroup1"), "4:memory:/docker/abc\n3:cpu,cpuacct:/docker/abc\n");
        write(root + QStringLiteral("/cpu,cpuacct/docker/abc/cpu.cfs_quota_us"), "300000\n");
        write(root + QStringLiteral("/cpu,cpuacct/docker/abc/cpu.cfs_period_us"), "100000\n");
        QCOMPARE(quota("cgroup1"), 3.0);
        write(root + QStringLiteral("/cpu,cpuacct/docker/abc/cpu.cfs_quota_us"), "-1\n");
        QCOMPARE(quota("cgroup1"), -1.0);
        QCOMPARE(quota("missing"), -1.0);
    }

    void othersCpuIsTheMachinesBusyTimeLessThisProcesss()
    {
        QTemporaryDir dir;
        const QString stat = dir.filePath(QStringLiteral("stat")), own = dir.filePath(QStringLiteral("self"));
        const long hz = sysconf(_SC_CLK_TCK);
        const auto machine = [&](long busyTicks, long idleTicks) {
            // user nice system idle iowait irq softirq steal
            write(stat, "cpu  " + std::to_string(busyTicks) + " 0 0 " + std::to_string(idleTicks) + " 0 0 0 50\ncpu0 1 2 3\nprocs_running 3\n");
        };
        const auto process = [&](long utime, long stime) {
            write(own, "4242 (lathe (cli) x) R 1 2 3 4 5 6 7 8 9 10 " + std::to_string(utime) + " " + std::to_string(stime) + " 0 0 20 0 5\n");
        };
        CpuLoadSampler s(stat.toStdString(), own.toStdString());
        machine(1000, 5000), process(100, 20);
        QCOMPARE(s.othersCpus(1.0), -1.0); // the first call has nothing to compare with
        // One second later: the machine was busy 3 CPU-seconds, this process 2 of them.
        machine(1000 + 3 * hz, 5000), process(100 + hz, 20 + hz);
        // Sooner than a quarter of a second: no answer, and the window goes on from the first call.
        QCOMPARE(s.othersCpus(0.002), -1.0);
        QCOMPARE(s.othersCpus(CpuLoadSampler::kMinWindowSeconds - 0.01), -1.0);
        QCOMPARE(s.othersCpus(1.0), 1.0);
        // Only this process worked: nobody else.
        machine(1000 + 5 * hz, 5000), process(100 + 2 * hz, 20 + 2 * hz);
        QCOMPARE(s.othersCpus(1.0), 0.0);
        write(stat, "garbage\n");
        QCOMPARE(s.othersCpus(1.0), -1.0);
        // This machine's own files read.
        CpuLoadSampler here;
        here.othersCpus();
        QCOMPARE(here.othersCpus(), -1.0); // a moment later: too soon to tell
        QTest::qWait(static_cast<int>(1000 * CpuLoadSampler::kMinWindowSeconds) + 50);
        QVERIFY(here.othersCpus() >= 0.0);
    }

    void noiseRuleKeepsTheStandingChoiceWithinTheSpread()
    {
        const TimingSummary standing{0.010, 0.001, 8, 8};
        QVERIFY(compareTimes({0.004, 0.0005, 8, 8}, standing).clearlyFaster);
        const Comparison close = compareTimes({0.009, 0.001, 8, 8}, standing);
        QVERIFY(!close.clearlyFaster);
        QVERIFY(close.lead > 0 && close.noise > close.lead);
        QVERIFY(compareTimes({0.012, 0.0001, 8, 8}, standing).lead < 0);
        // Trimming: a stray slow value does not move a 20 %-trimmed mean.
        const TimingSummary s = summariseTimes({1, 1, 1, 1, 1, 1, 1, 1, 1, 100}, 0.2);
        QCOMPARE(s.mean, 1.0);
        QCOMPARE(s.kept, 6);
    }

    void openMpWaitSaysWhoseChoiceItIs()
    {
        // Under CTest nothing restarted this process: the state says what the environment holds.
        // qputenv, not setenv: QtTest's watchdog thread reads the environment under Qt's lock, and a
        // bare setenv beside that read can pull the variables away from under it (tst_trainstep).
        const bool hadPolicy = qEnvironmentVariableIsSet("OMP_WAIT_POLICY"), hadSpin = qEnvironmentVariableIsSet("GOMP_SPINCOUNT");
        const QByteArray policy = qgetenv("OMP_WAIT_POLICY"), spin = qgetenv("GOMP_SPINCOUNT");
        qputenv("OMP_WAIT_POLICY", "PASSIVE");
        QVERIFY(QString::fromStdString(openMpWaitState().text()).contains(QStringLiteral("OMP_WAIT_POLICY=PASSIVE (from the environment)")));
        qunsetenv("OMP_WAIT_POLICY");
        qputenv("GOMP_SPINCOUNT", "5000");
        qputenv("LATHE_OPENMP_WAIT", "1");
        QCOMPARE(QString::fromStdString(openMpWaitState().text()),
                 QStringLiteral("spin 5000 times, then sleep (GOMP_SPINCOUNT=5000, Lathe's default)"));
        qunsetenv("LATHE_OPENMP_WAIT");
        QVERIFY(QString::fromStdString(openMpWaitState().text()).contains(QStringLiteral("from the environment")));
        // Set already: chooseOpenMpWait neither changes it nor restarts the process.
        char* argv[] = {nullptr};
        chooseOpenMpWait(argv);
        QCOMPARE(qgetenv("GOMP_SPINCOUNT"), QByteArray("5000"));
        hadPolicy ? qputenv("OMP_WAIT_POLICY", policy) : qunsetenv("OMP_WAIT_POLICY");
        hadSpin ? qputenv("GOMP_SPINCOUNT", spin) : qunsetenv("GOMP_SPINCOUNT");
    }
};

QTEST_GUILESS_MAIN(TestThreadPolicy)
#include "tst_threadpolicy.moc"
