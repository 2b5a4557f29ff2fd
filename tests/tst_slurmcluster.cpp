// Lathe's job scripts against a real Slurm: a private one-node cluster on this machine
// (scripts/slurm-testbed.sh: munged, slurmctld and slurmd under a temporary folder, free ports,
// stopped by PID), and the script `lathe-cli slurm` writes, submitted with sbatch.
//
//   - One 2-rank CPU job is stopped three ways and must end with the weights of a run that was never
//     stopped: Slurm's warning before the time limit (--signal-lead), `scancel --signal=TERM`, and
//     `scontrol requeue`; each time the ranks checkpoint, the job requeues and resumes.
//   - The time limit itself, with no warning before it: every rank gets SIGTERM twice and still
//     checkpoints, the script requeues the job, and it completes; followed all the while from its
//     run folder as the window and `lathe-cli watch` follow it (run/runfollower.h).
//   - `kill -9` of one rank: the job fails within seconds, and summary.json says "failed", naming the
//     rank and host that died.
//
// The testbed needs root and Debian's slurm-wlm and munge (scripts/setup.sh --test installs them);
// without them the test fails and says why.

#include "clitest.h"
#include "run/runfollower.h"
#include "testutil.h"
#include "util/errors.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <signal.h>
#include <unistd.h>

#include <atomic>
#include <mutex>
#include <set>
#include <thread>

using namespace lathe::core;
using lathe::test::epochLines;
using lathe::test::Job;
using lathe::test::largestDifference;

namespace {

QString hostShortName()
{
    char name[256] = {};
    ::gethostname(name, sizeof name - 1);
    return QString::fromLocal8Bit(name).section(QLatin1Char('.'), 0, 0);
}

QJsonObject jsonFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(f.readAll()).object() : QJsonObject();
}

// Follows the one run folder that appears under `runs`, on a thread of its own, polling as the
// window does, and keeps what it was told: the epochs, each end, and the writer going on after a
// stop (a requeued allocation).
class RunFollowing {
public:
    explicit RunFollowing(QString runs)
        : m_thread([this, runs = std::move(runs)] { follow(runs); })
    {
    }
    ~RunFollowing() { stop(); }
    void stop()
    {
        m_stop = true;
        if (m_thread.joinable())
            m_thread.join();
    }

    struct Seen : EventSink {
        std::set<int> epochs;
        std::vector<RunFinishedEvent> ends;
        bool liveAfterAStop = false;
        void onEpoch(const EpochEvent& e) override { epochs.insert(e.epoch); }
        void onFinished(const RunFinishedEvent& e) override { ends.push_back(e); }
    };
    Seen seen() const
    {
        std::lock_guard lock(m_mutex);
        return m_seen;
    }

private:
    void follow(const QString& runs)
    {
        std::unique_ptr<RunFollower> follower;
        while (!m_stop) {
            if (!follower) {
                const QString run = lathe::test::onlyRun(runs);
                if (!run.isEmpty() && QFileInfo::exists(run + QStringLiteral("/config.json")))
                    follower = std::make_unique<RunFollower>(run.toStdString());
            }
            if (follower) {
                std::lock_guard lock(m_mutex);
                follower->poll(m_seen);
                if (!m_seen.ends.empty() && m_seen.ends.back().status == RunFinishedEvent::Status::Stopped
                    && follower->status().state == FollowState::Live)
                    m_seen.liveAfterAStop = true;
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(250));
        }
    }

    std::atomic<bool> m_stop{false};
    mutable std::mutex m_mutex;
    Seen m_seen;
    std::thread m_thread;
};

} // namespace

class TestSlurmCluster : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_testbed;
    QProcessEnvironment m_env;
    bool m_started = false;
    double m_epochSeconds = 0.0; // of the test's config on 2 ranks here, measured

    Job run(const QString& program, const QStringList& args, int timeoutMs = 60000) const
    {
        QProcess p;
        p.setProcessEnvironment(m_env);
        p.start(program, args);
        if (!p.waitForFinished(timeoutMs)) {
            p.kill();
            p.waitForFinished(5000);
        }
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardOutput()),
                QString::fromUtf8(p.readAllStandardError())};
    }

    // One field of `scontrol show job -o` ("JobState", "Restarts"); empty once Slurm forgot the job.
    QString jobField(const QString& id, const QString& field) const
    {
        const Job j = run(QStringLiteral("scontrol"), {QStringLiteral("show"), QStringLiteral("job"), QStringLiteral("-o"), id});
        for (const QString& token : j.out.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            if (token.startsWith(field + QLatin1Char('=')))
                return token.mid(field.size() + 1).trimmed();
        }
        return {};
    }

    // The test's data and config: rings, a small MLP, CPU, `epochs` epochs.
    QString writeConfig(const QString& folder, int epochs) const
    {
        QDir().mkpath(folder);
        lathe::test::writeFile(folder + QStringLiteral("/rings.csv"), lathe::test::ringsCsv(12000));
        return lathe::test::writeFile(
            folder + QStringLiteral("/dp.json"),
            QStringLiteral(R"({"name": "dp", "data": {"path": "rings.csv", "target": "label"},
  "model": {"kind": "mlp", "hidden": [32, 16], "batch_norm": false, "dropout": 0.0},
  "training": {"epochs": %1, "batch_size": 32, "optimizer": "adamw", "lr": 0.01, "lr_scaling": "none",
               "early_stopping": {"enabled": false}},
  "monitor": {"enabled": false}, "device": {"type": "cpu"},
  "distributed": {"timeout_s": 60}})")
                .arg(epochs)
                .toUtf8());
    }

    // The sbatch script of `lathe-cli slurm` for the config, 2 CPU ranks on the one node.
    QString writeScript(const QString& config, const QString& runs, const QStringList& extra) const
    {
        const QString script = QFileInfo(config).dir().filePath(QStringLiteral("job.sbatch"));
        const Job made = run(QStringLiteral(LATHE_CLI_PATH), QStringList{QStringLiteral("slurm"), config, QStringLiteral("--gpus-per-node"),
                                                                         QStringLiteral("0"), QStringLiteral("--tasks-per-node"), QStringLiteral("2"),
                                                                         QStringLiteral("--runs-dir"), runs, QStringLiteral("-o"), script}
                                                                 + extra);
        if (made.code != 0)
            qWarning("lathe-cli slurm failed: %s", qPrintable(made.err));
        return made.code == 0 ? script : QString();
    }

    QString submit(const QString& script, const QString& output) const
    {
        const Job j = run(QStringLiteral("sbatch"), {QStringLiteral("--parsable"), QStringLiteral("-o"), output,
                                                     QStringLiteral("-D"), QFileInfo(script).absolutePath(), script});
        if (j.code != 0)
            qWarning("sbatch failed: %s", qPrintable(j.err));
        return j.code == 0 ? j.out.trimmed().section(QLatin1Char(';'), 0, 0) : QString();
    }

    // Whether the job has ended: a final state that holds for 12 s. While Slurm requeues a job, it
    // may show such a state for a moment before the job is pending again.
    bool ended(const QString& id, QString* state = nullptr) const
    {
        static const QStringList finalStates{QStringLiteral("COMPLETED"), QStringLiteral("FAILED"), QStringLiteral("CANCELLED"),
                                             QStringLiteral("TIMEOUT"), QStringLiteral("NODE_FAIL"), QStringLiteral("OUT_OF_MEMORY")};
        QString now = jobField(id, QStringLiteral("JobState"));
        QDeadlineTimer steady(12000);
        while (finalStates.contains(now) && !steady.hasExpired()) {
            QThread::msleep(500);
            const QString again = jobField(id, QStringLiteral("JobState"));
            if (again != now)
                return false;
        }
        if (state)
            *state = now;
        return finalStates.contains(now);
    }

    // Waits until the job has restarted `restarts` times and runs again; false when it ended.
    bool waitForRestart(const QString& id, int restarts, int timeoutMs) const
    {
        QDeadlineTimer deadline(timeoutMs);
        while (!deadline.hasExpired()) {
            const QString state = jobField(id, QStringLiteral("JobState"));
            if (jobField(id, QStringLiteral("Restarts")).toInt() >= restarts && (state == QLatin1String("PENDING") || state == QLatin1String("RUNNING")))
                return true;
            if (ended(id))
                return false;
            QThread::msleep(500);
        }
        return false;
    }

    // Waits until the run has `count` more epoch lines than now, with the job running.
    bool waitForEpochs(const QString& id, const QString& runs, int count, int timeoutMs) const
    {
        QDeadlineTimer deadline(timeoutMs);
        int start = -1;
        while (!deadline.hasExpired()) {
            const QString run = lathe::test::onlyRun(runs);
            const int now = run.isEmpty() ? 0 : static_cast<int>(epochLines(run).size());
            if (jobField(id, QStringLiteral("JobState")) == QLatin1String("RUNNING")) {
                if (start < 0)
                    start = now;
                else if (now >= start + count)
                    return true;
            }
            QThread::msleep(300);
        }
        return false;
    }

    QString waitForEnd(const QString& id, int timeoutMs) const
    {
        QDeadlineTimer deadline(timeoutMs);
        QString state;
        while (!deadline.hasExpired()) {
            if (ended(id, &state))
                return state;
            QThread::msleep(500);
        }
        return QStringLiteral("still ") + jobField(id, QStringLiteral("JobState"));
    }

    static QString text(const QString& file)
    {
        QFile f(file);
        return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
    }

    // Enough epochs for about `seconds` of training on 2 ranks here.
    int epochsFor(double seconds) const { return std::max(20, static_cast<int>(seconds / m_epochSeconds)); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        if (::geteuid() != 0)
            QFAIL("the Slurm testbed runs slurmctld, slurmd and munged as root: run this test as root (CI does)");
        m_testbed = m_dir.filePath(QStringLiteral("testbed"));
        QProcess start;
        QProcessEnvironment env = lathe::test::cliEnvironment();
        env.insert(QStringLiteral("SLURM_TESTBED_CPUS"), QStringLiteral("4")); // two ranks and the batch shell, even on 2 cores
        start.setProcessEnvironment(env);
        start.start(QStringLiteral("bash"), {lathe::test::sourceDir() + QStringLiteral("/scripts/slurm-testbed.sh"), QStringLiteral("start"), m_testbed});
        QVERIFY(start.waitForFinished(120000));
        const QString out = QString::fromUtf8(start.readAllStandardOutput()), err = QString::fromUtf8(start.readAllStandardError());
        m_started = true; // stop cleans up whatever a failed start left
        // Should this test die before cleanupTestCase (a timeout, a crash), a watcher stops the
        // testbed once this process is gone: nothing is left running.
        QProcess::startDetached(QStringLiteral("setsid"),
                                {QStringLiteral("bash"), QStringLiteral("-c"),
                                 QStringLiteral("while kill -0 %1 2>/dev/null; do sleep 2; done; [ -d \"$1\" ] && exec bash \"$2\" stop \"$1\"")
                                     .arg(QCoreApplication::applicationPid()),
                                 QStringLiteral("watcher"), m_testbed, lathe::test::sourceDir() + QStringLiteral("/scripts/slurm-testbed.sh")});
        QVERIFY2(start.exitCode() == 0,
                 qPrintable(QStringLiteral("the Slurm testbed did not start (exit code %1; 77: not root, or slurm-wlm/munge missing — "
                                           "scripts/setup.sh --test installs them):\n%2")
                                .arg(start.exitCode())
                                .arg(err)));
        const QRegularExpressionMatch conf = QRegularExpression(QStringLiteral("export SLURM_CONF=(\\S+)")).match(out);
        QVERIFY2(conf.hasMatch(), qPrintable(out));
        env.insert(QStringLiteral("SLURM_CONF"), conf.captured(1));
        m_env = env;

        // The pace of the test's config on 2 ranks, to size the runs below in seconds.
        const QString folder = m_dir.filePath(QStringLiteral("pace"));
        const QString config = writeConfig(folder, 4);
        const Job pace = run(QStringLiteral(LATHE_CLI_PATH), {QStringLiteral("train"), config, QStringLiteral("--procs"), QStringLiteral("2"),
                                                              QStringLiteral("--runs-dir"), folder + QStringLiteral("/runs"), QStringLiteral("-q")},
                             240000);
        QVERIFY2(pace.code == 0, qPrintable(pace.err));
        const QList<QJsonObject> epochs = epochLines(lathe::test::onlyRun(folder + QStringLiteral("/runs")));
        QCOMPARE(epochs.size(), 4);
        m_epochSeconds = 1e9; // the fastest epoch: a run sized by it lasts at least as long as asked
        for (const QJsonObject& e : epochs)
            m_epochSeconds = std::min(m_epochSeconds, std::max(0.02, e.value(QStringLiteral("epoch_seconds")).toDouble()));
        qInfo("an epoch takes %.2f s on 2 ranks here", m_epochSeconds);
    }

    void cleanupTestCase()
    {
        if (!m_started)
            return;
        QProcess stop;
        stop.start(QStringLiteral("bash"), {lathe::test::sourceDir() + QStringLiteral("/scripts/slurm-testbed.sh"), QStringLiteral("stop"), m_testbed});
        QVERIFY(stop.waitForFinished(120000));
        QVERIFY2(stop.exitCode() == 0, stop.readAllStandardError().constData());
    }

    // Slurm's warning before the time limit, scancel --signal=TERM and scontrol requeue each stop
    // the ranks with a checkpoint and requeue the job; it ends with the weights of a run that was
    // never stopped, the run folder says what Slurm started, and each rank's pace stays its own.
    void stopsAndRequeuesEndWithTheWeightsOfAnUnstoppedRun()
    {
        const QString folder = m_dir.filePath(QStringLiteral("stops"));
        const QString config = writeConfig(folder, epochsFor(130));
        const QString runs = folder + QStringLiteral("/runs"), output = folder + QStringLiteral("/job.out");
        // --time 2 with a 50 s lead: the warning comes 50–110 s before the limit, in the first minute.
        const QString script = writeScript(config, runs, {QStringLiteral("--time"), QStringLiteral("2"), QStringLiteral("--signal-lead"),
                                                          QStringLiteral("50")});
        QVERIFY(!script.isEmpty());
        // The same training, never stopped, beside it.
        QProcess reference;
        reference.setProcessEnvironment(m_env);
        // Into files: a pipe nobody reads for minutes fills up and blocks the ranks.
        reference.setStandardOutputFile(folder + QStringLiteral("/reference.out"));
        reference.setStandardErrorFile(folder + QStringLiteral("/reference.err"));
        reference.start(QStringLiteral(LATHE_CLI_PATH), {QStringLiteral("train"), config, QStringLiteral("--procs"), QStringLiteral("2"),
                                                         QStringLiteral("--runs-dir"), folder + QStringLiteral("/reference"), QStringLiteral("-q")});
        const QString id = submit(script, output);
        QVERIFY(!id.isEmpty());

        // 1. Slurm's warning (--signal=TERM@50): a stop with a checkpoint before the limit, a requeue.
        QVERIFY2(waitForRestart(id, 1, 240000), qPrintable(QStringLiteral("no requeue after Slurm's warning:\n") + text(output).right(3000)));
        QVERIFY2(text(output).contains(QStringLiteral("requeueing job ") + id), qPrintable(text(output).right(3000)));
        QVERIFY2(!text(output).contains(QStringLiteral("DUE TO TIME LIMIT")), "the warning came too late: the time limit ended the job");
        // 2. scancel --signal=TERM (the tasks only, once each).
        QVERIFY2(waitForEpochs(id, runs, 3, 120000), qPrintable(text(output).right(3000)));
        QCOMPARE(run(QStringLiteral("scancel"), {QStringLiteral("--signal=TERM"), id}).code, 0);
        QVERIFY2(waitForRestart(id, 2, 120000), qPrintable(QStringLiteral("no requeue after scancel --signal=TERM:\n") + text(output).right(3000)));
        // 3. scontrol requeue from outside.
        QVERIFY2(waitForEpochs(id, runs, 3, 120000), qPrintable(text(output).right(3000)));
        QCOMPARE(run(QStringLiteral("scontrol"), {QStringLiteral("requeue"), id}).code, 0);
        QVERIFY2(waitForRestart(id, 3, 120000), qPrintable(QStringLiteral("no restart after scontrol requeue:\n") + text(output).right(3000)));
        // The rest in one allocation: no more warnings every minute (root may change the limit).
        QCOMPARE(run(QStringLiteral("scontrol"), {QStringLiteral("update"), QStringLiteral("JobId=") + id, QStringLiteral("TimeLimit=30")}).code, 0);

        QCOMPARE(waitForEnd(id, 600000), QStringLiteral("COMPLETED"));
        QVERIFY(reference.waitForFinished(600000));
        QVERIFY2(reference.exitCode() == 0, qPrintable(text(folder + QStringLiteral("/reference.err")).right(3000)));
        const QString slurmRun = lathe::test::onlyRun(runs), referenceRun = lathe::test::onlyRun(folder + QStringLiteral("/reference"));
        const QList<QJsonObject> epochs = epochLines(slurmRun);
        QCOMPARE(epochs.size(), epochLines(referenceRun).size());
        const double diff = largestDifference(referenceRun + QStringLiteral("/checkpoints/last.pt"), slurmRun + QStringLiteral("/checkpoints/last.pt"));
        QVERIFY2(diff < 1e-6, qPrintable(QStringLiteral("the stopped and requeued job's weights differ by %1").arg(diff)));
        const QString log = text(slurmRun + QStringLiteral("/log.txt"));
        QVERIFY2(log.count(QStringLiteral("resuming run")) >= 3, qPrintable(log.right(2000)));
        QCOMPARE(jsonFile(slurmRun + QStringLiteral("/summary.json")).value(QStringLiteral("status")).toString(), QStringLiteral("completed"));

        // What Slurm started, in the run folder: 2 ranks (not the config file's 1 process), the job.
        QCOMPARE(jsonFile(slurmRun + QStringLiteral("/config.json"))[QStringLiteral("distributed")][QStringLiteral("procs")].toInt(), 2);
        const QJsonObject job = jsonFile(slurmRun + QStringLiteral("/environment.json"))[QStringLiteral("job")].toObject();
        QCOMPARE(job[QStringLiteral("launcher")].toString(), QStringLiteral("slurm"));
        QCOMPARE(job[QStringLiteral("slurm_job_id")].toString(), id);
        QCOMPARE(job[QStringLiteral("machines")].toInt(), 1);

        // Each rank's samples/s is its own in the epochs the three stops interrupted.
        const QList<int> resumed = lathe::test::epochsAfterResumes(slurmRun, epochs);
        QVERIFY2(resumed.size() >= 3, qPrintable(log.right(2000)));
        const QString mismatch = lathe::test::rankPaceMismatch(epochs, resumed);
        QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
    }

    // The time limit itself, with no warning before it (a script without --signal): slurmstepd and
    // srun each send every rank SIGTERM, the second does not cost the checkpoint, the batch script
    // survives its own SIGTERM to requeue, and the job completes.
    void theTimeLimitItselfStillCheckpointsAndRequeues()
    {
        const QString folder = m_dir.filePath(QStringLiteral("limit"));
        const QString config = writeConfig(folder, epochsFor(90));
        const QString runs = folder + QStringLiteral("/runs"), output = folder + QStringLiteral("/job.out");
        const QString script = writeScript(config, runs, {QStringLiteral("--time"), QStringLiteral("4")});
        QVERIFY(!script.isEmpty());
        QFile f(script);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QString body = QString::fromUtf8(f.readAll());
        f.close();
        QVERIFY(body.contains(QStringLiteral("#SBATCH --time=4\n")) && body.contains(QStringLiteral("#SBATCH --signal=TERM@120\n")));
        body.replace(QStringLiteral("#SBATCH --time=4\n"), QStringLiteral("#SBATCH --time=1\n"));
        body.remove(QStringLiteral("#SBATCH --signal=TERM@120\n"));
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(body.toUtf8());
        f.close();
        RunFollowing following(runs);
        const QString id = submit(script, output);
        QVERIFY(!id.isEmpty());
        QVERIFY2(waitForRestart(id, 1, 240000), qPrintable(QStringLiteral("no requeue at the time limit:\n") + text(output).right(3000)));
        const QString out = text(output);
        QVERIFY2(out.contains(QStringLiteral("DUE TO TIME LIMIT")), qPrintable(out.right(3000)));
        QVERIFY2(out.contains(QStringLiteral("still finishing the checkpoint")), qPrintable(out.right(3000)));
        QVERIFY2(out.contains(QStringLiteral("checkpoint saved")) && out.contains(QStringLiteral("requeueing job ") + id), qPrintable(out.right(3000)));
        // The last allocation may meet the limit while the finished run writes its report: Slurm
        // then says TIMEOUT of a job whose training completed.
        const QString end = waitForEnd(id, 600000);
        QVERIFY2(end == QLatin1String("COMPLETED") || end == QLatin1String("TIMEOUT"), qPrintable(end + QLatin1Char('\n') + text(output).right(3000)));
        const QString slurmRun = lathe::test::onlyRun(runs);
        QCOMPARE(epochLines(slurmRun).size(), jsonFile(config)[QStringLiteral("training")][QStringLiteral("epochs")].toInt());
        QCOMPARE(jsonFile(slurmRun + QStringLiteral("/summary.json")).value(QStringLiteral("status")).toString(), QStringLiteral("completed"));

        // Followed from its folder: the stop at the limit (with its checkpoint), the requeued
        // allocation writing on, every epoch, and the completion last.
        QTest::qWait(1000); // a last poll
        following.stop();
        const RunFollowing::Seen seen = following.seen();
        QVERIFY2(seen.ends.size() >= 2, qPrintable(QString::number(seen.ends.size())));
        QCOMPARE(int(seen.ends.front().status), int(RunFinishedEvent::Status::Stopped));
        QVERIFY(seen.ends.front().checkpointSaved);
        QCOMPARE(int(seen.ends.back().status), int(RunFinishedEvent::Status::Completed));
        QVERIFY(seen.liveAfterAStop);
        const int epochs = jsonFile(config)[QStringLiteral("training")][QStringLiteral("epochs")].toInt();
        QCOMPARE(int(seen.epochs.size()), epochs);
        QCOMPARE(*seen.epochs.rbegin(), epochs);
    }

    // A plain scancel ends the job for good, its ranks stopped with a checkpoint; the script once took
    // their exit code 130 for a warning's stop and requeued it every time it was cancelled.
    void aPlainScancelEndsTheJobForGood()
    {
        const QString folder = m_dir.filePath(QStringLiteral("cancelled"));
        const QString config = writeConfig(folder, 100000);
        const QString runs = folder + QStringLiteral("/runs"), output = folder + QStringLiteral("/job.out");
        const QString script = writeScript(config, runs, {});
        QVERIFY(!script.isEmpty());
        const QString id = submit(script, output);
        QVERIFY(!id.isEmpty());
        QVERIFY2(waitForEpochs(id, runs, 1, 180000), qPrintable(text(output).right(3000)));
        QCOMPARE(run(QStringLiteral("scancel"), {id}).code, 0);
        QCOMPARE(waitForEnd(id, 120000), QStringLiteral("CANCELLED"));
        QTest::qWait(3000); // the batch script's last words
        const QString out = text(output);
        QVERIFY2(out.contains(QStringLiteral("lathe: job %1 cancelled: stopped with a checkpoint, not requeued").arg(id)), qPrintable(out.right(3000)));
        QVERIFY2(!out.contains(QStringLiteral("requeueing job")), qPrintable(out.right(3000)));
        QVERIFY(jobField(id, QStringLiteral("Restarts")).toInt() == 0);
        QVERIFY(QFileInfo::exists(lathe::test::onlyRun(runs) + QStringLiteral("/checkpoints/last.pt")));
    }

    // kill -9 of rank 1: the job fails within seconds, not after distributed.timeout_s, and the run
    // folder's summary.json says "failed" and which rank on which node died.
    void aKilledRankIsNamedAndTheFailureRecorded()
    {
        const QString folder = m_dir.filePath(QStringLiteral("killed"));
        const QString config = writeConfig(folder, 100000);
        const QString runs = folder + QStringLiteral("/runs"), output = folder + QStringLiteral("/job.out");
        const QString script = writeScript(config, runs, {});
        QVERIFY(!script.isEmpty());
        const QString id = submit(script, output);
        QVERIFY(!id.isEmpty());
        QVERIFY2(waitForEpochs(id, runs, 2, 180000), qPrintable(text(output).right(3000)));
        // Rank 1: the task whose environment says SLURM_PROCID=1 in this job.
        pid_t victim = 0;
        for (const QString& entry : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
            bool number = false;
            const int pid = entry.toInt(&number);
            if (!number)
                continue;
            QFile environ(QStringLiteral("/proc/%1/environ").arg(pid));
            if (!environ.open(QIODevice::ReadOnly))
                continue;
            const QList<QByteArray> vars = environ.readAll().split('\0');
            if (vars.contains("SLURM_PROCID=1") && vars.contains("SLURM_JOB_ID=" + id.toUtf8())
                && QFile::symLinkTarget(QStringLiteral("/proc/%1/exe").arg(pid)) == QFileInfo(QStringLiteral(LATHE_CLI_PATH)).canonicalFilePath())
                victim = pid;
        }
        QVERIFY2(victim > 0, "rank 1 of the job was not found");
        QElapsedTimer clock;
        clock.start();
        QCOMPARE(::kill(victim, SIGKILL), 0);
        QCOMPARE(waitForEnd(id, 120000), QStringLiteral("FAILED"));
        QVERIFY2(clock.elapsed() < 50000, qPrintable(QStringLiteral("the job took %1 s to fail").arg(clock.elapsed() / 1000)));
        const QJsonObject summary = jsonFile(lathe::test::onlyRun(runs) + QStringLiteral("/summary.json"));
        QCOMPARE(summary.value(QStringLiteral("status")).toString(), QStringLiteral("failed"));
        const QString failure = summary.value(QStringLiteral("failure_text")).toString();
        QVERIFY2(failure.startsWith(QStringLiteral("rank 1 on %1 stopped answering").arg(hostShortName())), qPrintable(failure));
        QCOMPARE(summary.value(QStringLiteral("exit_code")).toInt(), int(ExitRuntimeError));
    }
};

int main(int argc, char** argv)
{
    // Slurm's requeue delays and time limits take minutes: QtTest's 5-minute watchdog would end
    // the test in the middle of a job (CTest's own timeout still bounds it).
    if (qEnvironmentVariableIsEmpty("QTEST_FUNCTION_TIMEOUT"))
        qputenv("QTEST_FUNCTION_TIMEOUT", "1200000");
    QCoreApplication app(argc, argv);
    TestSlurmCluster test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_slurmcluster.moc"
