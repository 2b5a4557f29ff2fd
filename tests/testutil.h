#pragma once
// Helpers shared by the tests: files in temporary folders and small generated data sets.

#include <QByteArray>
#include <QCryptographicHash>
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

// A file's SHA-256, to tell it untouched; empty when it cannot be read.
inline QByteArray fileHash(const QString& file)
{
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
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

// UTF-16 text as Windows programs save it ("Unicode"): little endian unless `bigEndian`, with a
// byte-order mark unless `mark` is false. Made by Qt, not by the readers' decoder.
inline QByteArray utf16Bytes(const QString& text, bool bigEndian = false, bool mark = true)
{
    QByteArray out = !mark ? QByteArray() : bigEndian ? QByteArray("\xFE\xFF", 2) : QByteArray("\xFF\xFE", 2);
    for (const char16_t u : text.toStdU16String()) {
        const char hi = static_cast<char>(u >> 8), lo = static_cast<char>(u & 0xFF);
        out += bigEndian ? QByteArray(1, hi) + lo : QByteArray(1, lo) + hi;
    }
    return out;
}

inline QString sourceDir()
{
    return QStringLiteral(LATHE_SOURCE_DIR);
}

} // namespace lathe::test
