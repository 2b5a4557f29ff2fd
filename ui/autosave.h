#pragma once
// Unsaved edits survive a crash: while the config in the window has unsaved changes, its text is
// written every few seconds (atomically) to `<app data>/autosave/autosave-<pid>.json` with the file
// it belongs to. Saving, discarding or closing the window normally removes it. At the next start,
// the autosaves of processes that no longer run are the edits a crash or a kill left behind, and
// the window offers to restore the newest one.

#include <QDateTime>
#include <QList>
#include <QString>

namespace lathe::ui {

class Autosave {
public:
    struct Entry {
        QString autosaveFile; // where it was kept
        QString file;         // the config it belongs to; empty for an untitled one
        QString text;
        QDateTime savedAt;
        qint64 pid = 0;
    };

    static QString directory();
    // This process's autosave file.
    static QString ownFile();
    // Keeps `text` (of `file`) in ownFile(); false with nothing changed when it cannot be written.
    static bool store(const QString& file, const QString& text);
    static void clear();
    // Autosaves left by processes that no longer run, newest first. Unreadable ones are skipped.
    static QList<Entry> orphaned();
};

} // namespace lathe::ui
