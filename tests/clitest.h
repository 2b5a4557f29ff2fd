#pragma once
// Running lathe-cli from a test (LATHE_CLI_PATH): without the launcher variables of the test's own
// environment, with a deadline, its output kept; and reading the weights of a run's checkpoint.

#include "models/layers.h"

#include <ATen/ATen.h>
#include <torch/csrc/jit/serialization/import.h>

#include <QDir>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

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

} // namespace lathe::test
