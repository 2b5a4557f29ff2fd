#pragma once
// Helpers shared by the tests: files in temporary folders and small generated data sets.

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QString>
#include <QTemporaryDir>

#include <cmath>
#include <random>
#include <string>

namespace lathe::test {

inline QString writeFile(const QString& path, const QByteArray& bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        qFatal("cannot write %s", qPrintable(path));
    f.write(bytes);
    return path;
}

// Two interleaved classes on concentric rings with noise features: a linear model cannot solve it,
// an MLP can (> 90% accuracy).
inline QByteArray ringsCsv(int rows, unsigned seed = 7)
{
    std::mt19937 rng(seed);
    std::uniform_real_distribution<double> angle(0.0, 6.283185307179586);
    std::normal_distribution<double> noise(0.0, 0.15);
    QByteArray out = "x,y,noise,label\n";
    for (int i = 0; i < rows; ++i) {
        const int label = i % 2;
        const double r = label ? 2.0 : 1.0;
        const double a = angle(rng);
        out += QByteArray::number(r * std::cos(a) + noise(rng)) + ',' + QByteArray::number(r * std::sin(a) + noise(rng))
               + ',' + QByteArray::number(noise(rng)) + ',' + (label ? "outer" : "inner") + '\n';
    }
    return out;
}

inline QString sourceDir()
{
    return QStringLiteral(LATHE_SOURCE_DIR);
}

} // namespace lathe::test
