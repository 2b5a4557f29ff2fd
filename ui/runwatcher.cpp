#include "runwatcher.h"

#include "enginetext.h"

#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QTimer>

#include <filesystem>

namespace lathe::ui {

RunWatcher::RunWatcher(QObject* parent)
    : QObject(parent)
    , m_watcher(new QFileSystemWatcher(this))
    , m_timer(new QTimer(this))
    , m_settle(new QTimer(this))
{
    qRegisterMetaType<core::FollowStatus>();
    m_timer->setInterval(kTimerMs);
    m_settle->setSingleShot(true);
    m_settle->setInterval(kSettleMs);
    connect(m_timer, &QTimer::timeout, this, &RunWatcher::poll);
    connect(m_settle, &QTimer::timeout, this, &RunWatcher::poll);
    connect(m_watcher, &QFileSystemWatcher::fileChanged, this, &RunWatcher::notified);
    connect(m_watcher, &QFileSystemWatcher::directoryChanged, this, &RunWatcher::notified);
}

RunWatcher::~RunWatcher() = default;

bool RunWatcher::follow(const QString& runDir, QString* error)
{
    stop();
    try {
        m_follower = std::make_shared<core::RunFollower>(std::filesystem::path(runDir.toStdString()));
    } catch (const std::exception& e) {
        if (error)
            *error = engineText(e);
        return false;
    }
    m_runDir = runDir;
    m_lastState = core::FollowState::Waiting;
    m_lastQuietSeconds = 0;
    m_watcher->addPath(runDir);
    m_timer->start();
    poll();
    return true;
}

void RunWatcher::stop()
{
    m_timer->stop();
    m_settle->stop();
    if (!m_watcher->files().isEmpty())
        m_watcher->removePaths(m_watcher->files());
    if (!m_watcher->directories().isEmpty())
        m_watcher->removePaths(m_watcher->directories());
    m_follower.reset();
    m_runDir.clear();
}

core::FollowStatus RunWatcher::status() const
{
    return m_follower ? m_follower->status() : core::FollowStatus{};
}

void RunWatcher::notified()
{
    if (m_follower && !m_settle->isActive())
        m_settle->start(); // a burst of writes is read once
}

void RunWatcher::watchFiles()
{
    // A file appears when first written, and one replaced by a rename (summary.json) is a new
    // file the watcher no longer follows: added again after each read.
    QStringList missing;
    const QStringList watched = m_watcher->files();
    for (const std::filesystem::path& file : m_follower->files()) {
        const QString path = QString::fromStdString(file.string());
        if (!watched.contains(path) && QFileInfo::exists(path))
            missing.push_back(path);
    }
    if (!missing.isEmpty())
        m_watcher->addPaths(missing);
}

void RunWatcher::poll()
{
    if (!m_follower || m_polling) // a receiver's dialog let a timer in during a read: the read goes on
        return;
    const std::shared_ptr<core::RunFollower> follower = m_follower;
    m_polling = follower.get();
    follower->poll(*this);
    m_polling = nullptr;
    if (m_follower != follower) // a receiver stopped following, or followed another run
        return;
    if (follower->rewound()) {
        Q_EMIT rewound(m_runDir);
        return;
    }
    watchFiles();
    const core::FollowStatus s = m_follower->status();
    const int quiet = static_cast<int>(s.quietSeconds);
    if (s.state != m_lastState || (s.state == core::FollowState::Silent && quiet / 60 != m_lastQuietSeconds / 60)) {
        m_lastState = s.state;
        m_lastQuietSeconds = quiet;
        Q_EMIT statusChanged(s);
    }
}

bool RunWatcher::hasEnded(const QString& runDir)
{
    // A folder a Lathe from before progress.jsonl trained in (2026-11-28): were its run still going,
    // it could not be followed whole; shown as it was left (a killed one as unfinished).
    const std::filesystem::path folder(runDir.toStdString());
    std::error_code ec;
    if (!std::filesystem::exists(folder / core::runfile::Progress, ec) && std::filesystem::exists(folder / core::runfile::Metrics, ec))
        return true;
    try {
        core::RunFollower follower{folder};
        core::EventSink nothing;
        follower.poll(nothing);
        return follower.status().state == core::FollowState::Ended;
    } catch (const std::exception&) {
        return true; // not a run folder: showPastRun says why
    }
}

} // namespace lathe::ui
