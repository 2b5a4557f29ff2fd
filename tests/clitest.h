#pragma once
// Running lathe-cli from a test (LATHE_CLI_PATH): without the launcher variables of the test's own
// environment, with a deadline, its output kept; and reading the weights of a run's checkpoint.

#include "models/layers.h"

#include <ATen/ATen.h>
#include <torch/csrc/jit/serialization/import.h>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <functional>
#include <map>
#include <string>

namespace lathe::test {

struct Job {
    int code = -1;          // -1: ended by a signal
    QString out, err;
};

inline QProcessEnvironment cliEnvironment()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char* name : {"RANK", "WORLD_SIZE", "LOCAL_RANK", "LOCAL_WORLD_SIZE", "MASTER_ADDR", "MASTER_PORT", "SLURM_PROCID",
                             "SLURM_NTASKS", "SLURM_STEP_ID", "SLURM_STEPID", "LATHE_TEST_KILL_AT_CHECKPOINT_OP"})
        env.remove(QString::fromLatin1(name));
    return env;
}

// `prepare` adjusts the process (its environment, a child-process modifier) before it starts.
inline Job runCli(const QStringList& args, int timeoutMs = 240000, const std::function<void(QProcess&)>& prepare = {})
{
    QProcess p;
    p.setProcessEnvironment(cliEnvironment());
    if (prepare)
        prepare(p);
    p.start(QStringLiteral(LATHE_CLI_PATH), args);
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished(5000);
        qFatal("lathe-cli did not finish in time: %s", qPrintable(args.join(QLatin1Char(' '))));
    }
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

// The one run folder under `runs`, or empty.
inline QString onlyRun(const QString& runs)
{
    const QStringList found = QDir(runs).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    return found.size() == 1 ? runs + QLatin1Char('/') + found.front() : QString();
}

// Parameters and buffers of a TorchScript file, by name.
inline std::map<std::string, at::Tensor> weightsOf(const QString& file)
{
    lathe::core::layers::registerLatheOps(); // a checkpoint's training code calls Lathe's ops
    torch::jit::Module m = torch::jit::load(file.toStdString());
    std::map<std::string, at::Tensor> out;
    for (const auto& p : m.named_parameters())
        out[p.name] = p.value.detach().clone();
    for (const auto& b : m.named_buffers())
        out["buffer:" + b.name] = b.value.detach().clone();
    return out;
}

// The largest difference between two checkpoints' weights (1e9 when they do not match up).
inline double largestDifference(const QString& a, const QString& b)
{
    const auto wa = weightsOf(a), wb = weightsOf(b);
    if (wa.size() != wb.size() || wa.empty())
        return 1e9;
    double worst = 0.0;
    for (const auto& [name, t] : wa)
        worst = std::max(worst, (t - wb.at(name)).abs().max().item<double>());
    return worst;
}

// The epoch records of a run's metrics.jsonl.
inline QList<QJsonObject> epochLines(const QString& run)
{
    QFile f(run + QStringLiteral("/metrics.jsonl"));
    QList<QJsonObject> lines;
    if (!f.open(QIODevice::ReadOnly))
        return lines;
    for (const QByteArray& line : f.readAll().split('\n')) {
        if (!line.trimmed().isEmpty())
            lines.append(QJsonDocument::fromJson(line).object());
    }
    return lines;
}

// The epochs a resume continued: for each "resuming run" line of the run's log.txt, the first epoch
// whose record is stamped at that second or later (a checkpoint taken mid-epoch makes it the epoch
// the stop interrupted). Both stamps are local "YYYY-MM-DD HH:MM:SS": their text orders as time; a
// resume seconds after the stop (a requeue) keeps the epoch before it out.
inline QList<int> epochsAfterResumes(const QString& run, const QList<QJsonObject>& epochs)
{
    QList<int> found;
    QFile log(run + QStringLiteral("/log.txt"));
    if (!log.open(QIODevice::ReadOnly))
        return found;
    for (const QByteArray& line : log.readAll().split('\n')) {
        if (!line.contains("resuming run"))
            continue;
        const QString at = QString::fromUtf8(line.left(19));
        for (const QJsonObject& e : epochs)
            if (e.value(QStringLiteral("time")).toString() >= at) {
                if (!found.contains(e.value(QStringLiteral("epoch")).toInt()))
                    found.append(e.value(QStringLiteral("epoch")).toInt());
                break;
            }
    }
    return found;
}

// The first of the given epochs of a 2-rank run whose ranks' own samples/s differ by 4x or more,
// described; empty when none does. An epoch a checkpoint interrupted resumes with the job's sums
// (both ranks' samples): counted as a rank's own, they made one rank 7x the other. Only those
// epochs are worth the check: in the tiny epochs of a test (0.1 s) on a loaded machine, a rank
// descheduled for a quarter of a second between two steps is 4x slower than the other, genuinely.
inline QString rankPaceMismatch(const QList<QJsonObject>& epochs, const QList<int>& which)
{
    for (const QJsonObject& e : epochs) {
        if (!which.contains(e.value(QStringLiteral("epoch")).toInt()))
            continue;
        const QJsonArray paces = e.value(QStringLiteral("ranks")).toArray();
        const double a = paces.size() == 2 ? paces[0].toObject().value(QStringLiteral("samples_per_second")).toDouble() : 0.0;
        const double b = paces.size() == 2 ? paces[1].toObject().value(QStringLiteral("samples_per_second")).toDouble() : 0.0;
        if (!(a > 0 && b > 0 && std::max(a, b) / std::min(a, b) < 4.0))
            return QStringLiteral("epoch %1: %2 ranks, at %3 and %4 samples/s").arg(e.value(QStringLiteral("epoch")).toInt()).arg(paces.size()).arg(a).arg(b);
    }
    return {};
}

} // namespace lathe::test
