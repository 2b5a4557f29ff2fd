// The sbatch script of `lathe-cli slurm` (core/dist/slurmscript.h) as data: Slurm's time grammar,
// the signal lead against the time limit, and a property test in which every value that reaches
// the script is random Unicode, control characters and shell injections: the #SBATCH block stays
// intact, bash parses the script, and running it with a fake srun and scontrol runs lathe-cli with
// exactly the values given and nothing else. Then the script's trap: Slurm's warning (SIGTERM to
// the batch shell, twice) reaches srun once, and a stop with a checkpoint requeues the job.

#include "dist/slurmscript.h"
#include "util/errors.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <random>
#include <set>

#include <signal.h>

using namespace lathe::core;

namespace {

void writeExecutable(const QString& path, const QByteArray& text)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
    f.close();
    QVERIFY(f.setPermissions(f.permissions() | QFileDevice::ExeOwner));
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Stand-ins for Slurm's commands and for the command an injection would run. srun records its
// arguments (NUL-separated) and, told by LATHE_FAKE_SRUN_WAIT, waits for SIGTERM and exits 130 as
// ranks that stopped with a checkpoint do; scontrol records its arguments; pwn leaves a mark.
void writeFakes(const QString& bin)
{
    writeExecutable(bin + QStringLiteral("/srun"), QByteArrayLiteral(R"(#!/bin/bash
printf '%s\0' "$@" > "$LATHE_FAKE_RECORD/srun.args"
echo $$ > "$LATHE_FAKE_RECORD/srun.pid"
if [ -n "${LATHE_FAKE_SRUN_WAIT:-}" ]; then
  got=0
  trap 'echo TERM >> "$LATHE_FAKE_RECORD/srun.signals"; got=1' TERM
  for ((i = 0; i < 400; i++)); do
    [ "$got" = 1 ] && { sleep 0.3; exit 130; }
    sleep 0.05
  done
  exit 4
fi
exit 0
)"));
    // scontrol show job: the job's state as LATHE_FAKE_JOB_STATE says (RUNNING: a stop asked for).
    writeExecutable(bin + QStringLiteral("/scontrol"), QByteArrayLiteral(R"sh(#!/bin/bash
printf '%s\0' "$@" >> "$LATHE_FAKE_RECORD/scontrol.args"
if [ "$1" = show ]; then
  echo "JobId=$3 JobName=job"
  echo "   JobState=${LATHE_FAKE_JOB_STATE:-RUNNING} Reason=${LATHE_FAKE_JOB_REASON:-None} Dependency=(null)"
fi
)sh"));
    // scancel --signal=TERM JOB: Slurm signals the job's steps, here the fake srun standing for them.
    writeExecutable(bin + QStringLiteral("/scancel"), QByteArrayLiteral(R"sh(#!/bin/bash
printf '%s\0' "$@" >> "$LATHE_FAKE_RECORD/scancel.args"
kill -TERM "$(cat "$LATHE_FAKE_RECORD/srun.pid")"
)sh"));
    writeExecutable(bin + QStringLiteral("/pwn"), QByteArrayLiteral(R"(#!/bin/bash
echo "$@" >> "$LATHE_FAKE_RECORD/PWNED"
)"));
}

QStringList nulSeparated(const QByteArray& bytes)
{
    QStringList out;
    for (const QByteArray& part : bytes.split('\0'))
        out << QString::fromUtf8(part);
    if (!out.isEmpty() && out.last().isEmpty())
        out.removeLast();
    return out;
}

// Values a person, a file system or an attacker may give: letters of several scripts, spaces of
// several kinds, line ends (\n, \r, U+0085, U+2028), quotes, shell syntax, '#', bytes that are not
// UTF-8, and whole injections that would run `pwn` or write a file with bash's builtins.
class ValueMaker {
public:
    explicit ValueMaker(unsigned seed) : m_random(seed) {}

    std::string value()
    {
        static const std::vector<std::string> pieces{
            "a", "Z", "7", "_", "-", ".", "/", " ", "\t", "\n", "\r", "\r\n", "\x1b", "\x7f", "'", "\"", "`", "$", "\\", ";", "&", "|",
            "<", ">", "(", ")", "{", "}", "#", "!", "*", "?", "~", "=", ",", ":", "%", "@", "中文", "数字识别", "é", "Ω", "😀",
            "\u00a0", "\u3000", "\u2028", "\u2029", "\xc2\x85", "\xef\xbb\xbf", "\xff", "\xc3", "$(pwn a)", "`pwn b`", "'; pwn c; '",
            "\"; pwn d; \"", "\npwn e\n", "$(echo x > PWN_F)", ";echo>PWN_G;", "\n#SBATCH --wrap=pwn\n", "${IFS}pwn${IFS}h",
            "\\\n pwn i", "$'\\x70wn' j", "<(pwn k)", "|pwn l", "&& pwn m", "\r\npwn n"};
        std::uniform_int_distribution<std::size_t> count(0, 6), pick(0, pieces.size() - 1);
        std::string out;
        for (std::size_t n = count(m_random); n > 0; --n)
            out += pieces[pick(m_random)];
        return out;
    }

    // A path: mostly printable (so the script is written and run), sometimes with any piece.
    std::string path()
    {
        std::string v = "/tmp/" + value();
        if (std::uniform_int_distribution<int>(0, 3)(m_random) != 0) {
            std::string printable;
            for (char c : v) {
                const auto u = static_cast<unsigned char>(c);
                printable += u < 0x20 || u == 0x7f ? '_' : c;
            }
            v = printable;
        }
        return v;
    }

    std::string word(const std::string& plain)
    {
        return std::uniform_int_distribution<int>(0, 2)(m_random) == 0 ? value() : plain;
    }

    std::string time()
    {
        static const std::vector<std::string> times{"", "90", "12:00:00", "2-00:00:00", "1-12", "1-12:30", "30:00", "UNLIMITED", "5",
                                                    "1", "00:02:30", "1:2:3:4", "12h", "-5", "1-", "$(pwn t)", "10\n"};
        return times[std::uniform_int_distribution<std::size_t>(0, times.size() - 1)(m_random)];
    }

private:
    std::mt19937 m_random;
};

// The #SBATCH block: the lines sbatch reads as options (comment lines at the top, up to the first
// line that is not a comment).
QStringList sbatchLines(const QString& script)
{
    QStringList out;
    const QStringList lines = script.split(QLatin1Char('\n'));
    for (int i = 1; i < lines.size(); ++i) {
        if (!lines[i].startsWith(QLatin1Char('#')))
            break;
        if (lines[i].startsWith(QLatin1String("#SBATCH")))
            out << lines[i];
    }
    return out;
}

QStringList expectedSbatchLines(const SlurmJob& job)
{
    const int tasks = job.gpusPerNode > 0 ? job.gpusPerNode : job.tasksPerNode;
    QStringList out{QStringLiteral("#SBATCH --job-name=") + QString::fromStdString(slurmJobName(job.name)),
                    QStringLiteral("#SBATCH --nodes=%1").arg(job.nodes), QStringLiteral("#SBATCH --ntasks-per-node=%1").arg(tasks)};
    if (job.gpusPerNode > 0)
        out << QStringLiteral("#SBATCH --gpus-per-node=%1").arg(job.gpusPerNode);
    if (!job.time.empty())
        out << QStringLiteral("#SBATCH --time=") + QString::fromStdString(job.time);
    if (!job.partition.empty())
        out << QStringLiteral("#SBATCH --partition=") + QString::fromStdString(job.partition);
    if (!job.account.empty())
        out << QStringLiteral("#SBATCH --account=") + QString::fromStdString(job.account);
    out << QStringLiteral("#SBATCH --requeue") << QStringLiteral("#SBATCH --signal=TERM@%1").arg(job.signalLead)
        << QStringLiteral("#SBATCH --open-mode=append");
    return out;
}

SlurmJob plainJob()
{
    SlurmJob job;
    job.name = "demo";
    job.program = "/opt/lathe/bin/lathe-cli";
    job.config = "/home/me/demo.json";
    job.runsDir = "/home/me/runs";
    job.gpusPerNode = 0;
    job.tasksPerNode = 2;
    job.time = "01:00:00";
    return job;
}

} // namespace

class TestSlurmScript : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void timeLimitsFollowSlurmsGrammar()
    {
        QCOMPARE(slurmTimeSeconds("90"), 5400LL);
        QCOMPARE(slurmTimeSeconds("30:15"), 1815LL);
        QCOMPARE(slurmTimeSeconds("12:00:00"), 43200LL);
        QCOMPARE(slurmTimeSeconds("2-00:00:00"), 172800LL);
        QCOMPARE(slurmTimeSeconds("1-12"), 129600LL);
        QCOMPARE(slurmTimeSeconds("1-12:30"), 131400LL);
        QCOMPARE(slurmTimeSeconds("1-0:0:5"), 86405LL);
        QCOMPARE(slurmTimeSeconds("UNLIMITED"), 0LL);
        QCOMPARE(slurmTimeSeconds("infinite"), 0LL);
        QCOMPARE(slurmTimeSeconds("0"), 0LL);
        for (const char* bad : {"", "12h", "1:2:3:4", "-5", "1-", "a-1", "1-2-3", "1::2", ":30", "10 ", "１０", "1-1:1:1:1", "9999999999"})
            QVERIFY2(slurmTimeSeconds(bad) == -1, bad);
    }

    // The lead must fit the limit with Slurm's minute of early warning; a lead that takes much of
    // each allocation is allowed but said; the message names the options.
    void theSignalLeadIsCheckedAgainstTheTimeLimit()
    {
        SlurmJob job = plainJob();
        job.time = "1";
        try {
            slurmScript(job);
            QFAIL("a 1-minute limit with a 120 s lead was accepted");
        } catch (const ConfigError& e) {
            const QString text = QString::fromUtf8(e.what());
            QVERIFY2(text.contains(QStringLiteral("--signal-lead 120 s")) && text.contains(QStringLiteral("--time 1")), e.what());
        }
        job.signalLead = 20;
        job.time = "2";
        QVERIFY(slurmScript(job).find("#SBATCH --signal=TERM@20\n") != std::string::npos);
        QCOMPARE(slurmJobWarnings(job).size(), std::size_t(1));
        QVERIFY(QString::fromStdString(slurmJobWarnings(job)[0].text()).contains(QStringLiteral("--signal-lead 20 s")));
        job.time = "12:00:00";
        job.signalLead = 300;
        QVERIFY(slurmJobWarnings(job).empty());
        for (int lead : {0, 9, 65536}) {
            job.signalLead = lead;
            QVERIFY_THROWS_EXCEPTION(ConfigError, slurmScript(job));
        }
        job.signalLead = 120;
        job.time = "12h";
        try {
            slurmScript(job);
            QFAIL("--time 12h was accepted");
        } catch (const ConfigError& e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(QStringLiteral("--time \"12h\"")), e.what());
        }
    }

    void jobNamesKeepLettersOfEveryScript()
    {
        QCOMPARE(slurmJobName("demo cnn"), std::string("lathe-demo_cnn"));
        QCOMPARE(slurmJobName("数字识别-v2"), std::string("lathe-数字识别-v2"));
        QCOMPARE(slurmJobName("a\nb\r\u2028c#d'e\"f g"), std::string("lathe-a_b_c_d_e_f_g"));
        QCOMPARE(slurmJobName("x\xff\xc3y"), std::string("lathe-x_y"));
        QVERIFY(slurmJobName(std::string(300, 'n')).size() <= 100);
        QCOMPARE(shellWord("/home/me/demo.sbatch"), std::string("/home/me/demo.sbatch"));
        QCOMPARE(shellWord("/home/me/my demo's.sbatch"), std::string("'/home/me/my demo'\\''s.sbatch'"));
        QCOMPARE(shellWord(""), std::string("''"));
    }

    // The property: whatever the values, the script Slurm reads is the script Lathe meant.
    void randomValuesNeverEscapeIntoTheScript()
    {
        QTemporaryDir dir;
        const QString bin = dir.filePath(QStringLiteral("bin"));
        QVERIFY(QDir().mkpath(bin));
        writeFakes(bin);
        const unsigned seed = 20261126;
        ValueMaker make(seed);
        int written = 0, refused = 0;
        for (int i = 0; i < 400; ++i) {
            SlurmJob job;
            job.name = make.value();
            job.program = make.path();
            job.config = make.path();
            job.runsDir = make.path();
            job.nodes = 1 + i % 3;
            job.gpusPerNode = i % 2;
            job.tasksPerNode = 1 + i % 4;
            job.time = make.time();
            job.partition = make.word("gpu");
            job.account = make.word(i % 3 == 0 ? "" : "lab-1");
            job.generatedBy = make.value();
            std::string script;
            try {
                script = slurmScript(job);
            } catch (const ConfigError& e) {
                // Refused, with the option named.
                const QString why = QString::fromUtf8(e.what());
                QVERIFY2(why.contains(QStringLiteral("--time")) || why.contains(QStringLiteral("--partition"))
                             || why.contains(QStringLiteral("--account")) || why.contains(QStringLiteral("--signal-lead"))
                             || why.contains(QStringLiteral("--runs-dir")) || why.contains(QStringLiteral("the config's path"))
                             || why.contains(QStringLiteral("the path of lathe-cli")),
                         e.what());
                ++refused;
                continue;
            }
            ++written;
            const QString where = QStringLiteral("case %1 (seed %2)").arg(i).arg(seed);
            QVERIFY2(script.find("\r\n") == std::string::npos, qPrintable(where + QStringLiteral(": sbatch refuses \\r\\n")));
            const QString text = QString::fromUtf8(script);
            QCOMPARE(sbatchLines(text), expectedSbatchLines(job));

            const QString record = dir.filePath(QStringLiteral("case%1").arg(i));
            QVERIFY(QDir().mkpath(record));
            const QString file = record + QStringLiteral("/job.sbatch");
            QFile out(file);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(script.data(), static_cast<qint64>(script.size()));
            out.close();
            QCOMPARE(QProcess::execute(QStringLiteral("bash"), {QStringLiteral("-n"), file}), 0);

            QProcess bash;
            QProcessEnvironment env;
            env.insert(QStringLiteral("PATH"), bin + QStringLiteral(":/usr/bin:/bin"));
            env.insert(QStringLiteral("LATHE_FAKE_RECORD"), record);
            env.insert(QStringLiteral("SLURM_JOB_ID"), QStringLiteral("77"));
            bash.setProcessEnvironment(env);
            bash.setWorkingDirectory(record);
            bash.start(QStringLiteral("bash"), {file});
            QVERIFY(bash.waitForFinished(20000));
            const QString err = QString::fromUtf8(bash.readAllStandardError());
            QVERIFY2(bash.exitCode() == 0, qPrintable(where + QStringLiteral(": ") + err));
            QVERIFY2(!err.contains(QStringLiteral("command not found")), qPrintable(where + QStringLiteral(": ") + err));
            const int tasks = job.gpusPerNode > 0 ? job.gpusPerNode : job.tasksPerNode;
            const QStringList expected{QStringLiteral("--kill-on-bad-exit=0"),
                                       QStringLiteral("--ntasks-per-node=%1").arg(tasks),
                                       QString::fromUtf8(job.program.data(), static_cast<int>(job.program.size())),
                                       QStringLiteral("train"),
                                       QStringLiteral("--resume"),
                                       QStringLiteral("auto"),
                                       QString::fromUtf8(job.config.data(), static_cast<int>(job.config.size())),
                                       QStringLiteral("--runs-dir"),
                                       QString::fromUtf8(job.runsDir.data(), static_cast<int>(job.runsDir.size()))};
            const QByteArray args = readAll(record + QStringLiteral("/srun.args"));
            const QByteArray wanted = [&] {
                QByteArray b;
                for (const std::string& a : {std::string("--kill-on-bad-exit=0"), "--ntasks-per-node=" + std::to_string(tasks), job.program,
                                             std::string("train"), std::string("--resume"), std::string("auto"), job.config,
                                             std::string("--runs-dir"), job.runsDir})
                    b += QByteArray(a.data(), static_cast<qsizetype>(a.size())) + '\0';
                return b;
            }();
            QVERIFY2(args == wanted, qPrintable(where + QStringLiteral(": srun got ") + nulSeparated(args).join(QStringLiteral(" | "))
                                                + QStringLiteral(" instead of ") + expected.join(QStringLiteral(" | "))));
            // Nothing but the script's own files: no mark of pwn, no file an injection wrote.
            const QStringList left = QDir(record).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot);
            QVERIFY2(left == (QStringList{QStringLiteral("job.sbatch"), QStringLiteral("srun.args"), QStringLiteral("srun.pid")}),
                     qPrintable(where + QStringLiteral(": ") + left.join(QStringLiteral(", "))));
        }
        qInfo("%d scripts written and run, %d value sets refused with a ConfigError", written, refused);
        QVERIFY(written >= 80);
        QVERIFY(refused >= 10);
    }

    // SIGTERM to the batch shell (the time limit, scancel --batch) does not end it: it is passed to
    // the ranks once, through Slurm (scancel), however often it comes; srun's 130 (the ranks stopped
    // with a checkpoint) requeues the job, and the script exits with it.
    void aSignalToTheScriptReachesTheRanksOnceAndRequeues()
    {
        QTemporaryDir dir;
        const QString bin = dir.filePath(QStringLiteral("bin"));
        QVERIFY(QDir().mkpath(bin));
        writeFakes(bin);
        const QString file = dir.filePath(QStringLiteral("job.sbatch"));
        const std::string script = slurmScript(plainJob());
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(script.data(), static_cast<qint64>(script.size()));
        out.close();

        QProcess bash;
        QProcessEnvironment env;
        env.insert(QStringLiteral("PATH"), bin + QStringLiteral(":/usr/bin:/bin"));
        env.insert(QStringLiteral("LATHE_FAKE_RECORD"), dir.path());
        env.insert(QStringLiteral("LATHE_FAKE_SRUN_WAIT"), QStringLiteral("1"));
        env.insert(QStringLiteral("SLURM_JOB_ID"), QStringLiteral("77"));
        bash.setProcessEnvironment(env);
        bash.start(QStringLiteral("bash"), {file});
        QVERIFY(bash.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(dir.filePath(QStringLiteral("srun.args"))), 10000);
        ::kill(static_cast<pid_t>(bash.processId()), SIGTERM);
        QTest::qWait(100);
        ::kill(static_cast<pid_t>(bash.processId()), SIGTERM); // the limit itself, or a second scancel
        QVERIFY(bash.waitForFinished(20000));
        const QString err = QString::fromUtf8(bash.readAllStandardError());
        QVERIFY2(bash.exitStatus() == QProcess::NormalExit && bash.exitCode() == 130, qPrintable(err));
        QCOMPARE(readAll(dir.filePath(QStringLiteral("srun.signals"))), QByteArrayLiteral("TERM\n"));
        QCOMPARE(nulSeparated(readAll(dir.filePath(QStringLiteral("scancel.args")))),
                 (QStringList{QStringLiteral("--signal=TERM"), QStringLiteral("77")}));
        QCOMPARE(nulSeparated(readAll(dir.filePath(QStringLiteral("scontrol.args")))),
                 (QStringList{QStringLiteral("show"), QStringLiteral("job"), QStringLiteral("77"), QStringLiteral("requeue"), QStringLiteral("77")}));
        QVERIFY2(err.contains(QStringLiteral("requeueing job 77")), qPrintable(err));

        // A plain scancel: the job CANCELLED, its ranks stopped with a checkpoint, and not requeued
        // (the script once requeued it at every scancel).
        QFile::remove(dir.filePath(QStringLiteral("scontrol.args")));
        QFile::remove(dir.filePath(QStringLiteral("srun.args")));
        env.insert(QStringLiteral("LATHE_FAKE_JOB_STATE"), QStringLiteral("COMPLETING")); // as a real Slurm 22.05 shows it then
        QProcess cancelled;
        cancelled.setProcessEnvironment(env);
        cancelled.start(QStringLiteral("bash"), {file});
        QVERIFY(cancelled.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(dir.filePath(QStringLiteral("srun.args"))), 10000);
        ::kill(static_cast<pid_t>(cancelled.processId()), SIGTERM);
        QVERIFY(cancelled.waitForFinished(20000));
        const QString said = QString::fromUtf8(cancelled.readAllStandardError());
        QCOMPARE(cancelled.exitCode(), 130);
        QCOMPARE(nulSeparated(readAll(dir.filePath(QStringLiteral("scontrol.args")))),
                 (QStringList{QStringLiteral("show"), QStringLiteral("job"), QStringLiteral("77")}));
        QVERIFY2(said.contains(QStringLiteral("lathe: job 77 cancelled: stopped with a checkpoint, not requeued")), qPrintable(said));

        // The time limit itself: COMPLETING too, for the time limit's reason: requeued.
        QFile::remove(dir.filePath(QStringLiteral("scontrol.args")));
        QFile::remove(dir.filePath(QStringLiteral("srun.args")));
        env.insert(QStringLiteral("LATHE_FAKE_JOB_REASON"), QStringLiteral("TimeLimit"));
        QProcess limit;
        limit.setProcessEnvironment(env);
        limit.start(QStringLiteral("bash"), {file});
        QVERIFY(limit.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(dir.filePath(QStringLiteral("srun.args"))), 10000);
        ::kill(static_cast<pid_t>(limit.processId()), SIGTERM);
        QVERIFY(limit.waitForFinished(20000));
        QCOMPARE(nulSeparated(readAll(dir.filePath(QStringLiteral("scontrol.args")))),
                 (QStringList{QStringLiteral("show"), QStringLiteral("job"), QStringLiteral("77"), QStringLiteral("requeue"), QStringLiteral("77")}));
    }
};

QTEST_GUILESS_MAIN(TestSlurmScript)
#include "tst_slurmscript.moc"
