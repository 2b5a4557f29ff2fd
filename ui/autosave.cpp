#include "autosave.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>

#include <algorithm>
#include <cerrno>
#include <csignal>

namespace lathe::ui {

namespace {

bool processRuns(qint64 pid)
{
    return pid > 0 && (::kill(static_cast<pid_t>(pid), 0) == 0 || errno == EPERM);
}

} // namespace

QString Autosave::directory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave");
}

QString Autosave::ownFile()
{
    return directory() + QStringLiteral("/autosave-%1.json").arg(QCoreApplication::applicationPid());
}

bool Autosave::store(const QString& file, const QString& text)
{
    if (!QDir().mkpath(directory()))
        return false;
    const QJsonObject entry{{QStringLiteral("file"), file},
                            {QStringLiteral("text"), text},
                            {QStringLiteral("saved_at"), QDateTime::currentDateTime().toString(Qt::ISODate)},
                            {QStringLiteral("pid"), QCoreApplication::applicationPid()}};
    QSaveFile out(ownFile());
    return out.open(QIODevice::WriteOnly) && out.write(QJsonDocument(entry).toJson()) >= 0 && out.commit();
}

void Autosave::clear()
{
    QFile::remove(ownFile());
}

QList<Autosave::Entry> Autosave::orphaned()
{
    QList<Entry> found;
    const QDir dir(directory());
    for (const QFileInfo& info : dir.entryInfoList({QStringLiteral("autosave-*.json")}, QDir::Files)) {
        QFile in(info.absoluteFilePath());
        if (!in.open(QIODevice::ReadOnly))
            continue;
        const QJsonObject o = QJsonDocument::fromJson(in.readAll()).object();
        Entry e{info.absoluteFilePath(), o.value(QStringLiteral("file")).toString(), o.value(QStringLiteral("text")).toString(),
                QDateTime::fromString(o.value(QStringLiteral("saved_at")).toString(), Qt::ISODate),
                static_cast<qint64>(o.value(QStringLiteral("pid")).toDouble())};
        if (!o.contains(QStringLiteral("text")) || processRuns(e.pid))
            continue; // another Lathe window's edits, still open there
        found.append(e);
    }
    std::sort(found.begin(), found.end(), [](const Entry& a, const Entry& b) { return a.savedAt > b.savedAt; });
    return found;
}

} // namespace lathe::ui
