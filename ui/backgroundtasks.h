#pragma once
// Work the window runs off the GUI thread (the GPU self-test, listing the CUDA devices), on one
// worker thread that the window owns (Tiled's ProjectModel pattern). A result is handed back on the
// GUI thread to a context object and dropped when that object is gone (hotspot's JobTracker). When
// the owner goes, it asks the running task to stop, ends the thread and waits for it: no thread
// outlives the window, none is left inside CUDA at exit.

#include <QObject>
#include <QPointer>
#include <QThread>

#include <atomic>
#include <functional>
#include <memory>
#include <utility>

namespace lathe::ui {

class BackgroundTasks : public QObject {
    Q_OBJECT
public:
    explicit BackgroundTasks(QObject* parent = nullptr);
    ~BackgroundTasks() override; // stopAndWait()

    // Runs `work(stop)` on the worker thread, after the tasks queued before it; `stop` turns true
    // when the owner is going. Then `done(result)` runs on this object's (the GUI) thread, unless
    // `context` has been destroyed meanwhile or the tasks were stopped.
    template <typename Work, typename Done>
    void run(QObject* context, Work work, Done done);

    // From inside a task: runs `f` on the GUI thread unless `context` has gone (progress reports).
    void report(const QPointer<QObject>& context, std::function<void()> f);

    // Asks the running task to stop, ends the worker thread and waits for it. Later run() calls do nothing.
    void stopAndWait();
    bool isStopped() const { return m_stop; }

private:
    QThread m_thread;
    QObject* m_worker; // lives in m_thread
    std::atomic<bool> m_stop{false};
};

template <typename Work, typename Done>
void BackgroundTasks::run(QObject* context, Work work, Done done)
{
    if (m_stop)
        return;
    QPointer<QObject> target(context);
    QMetaObject::invokeMethod(
        m_worker,
        [this, target, work = std::move(work), done = std::move(done)]() mutable {
            if (m_stop)
                return;
            auto result = std::make_shared<decltype(work(m_stop))>(work(m_stop));
            // Back on the GUI thread, where `target` lives: checking it there cannot race its deletion.
            QMetaObject::invokeMethod(
                this,
                [this, target, done = std::move(done), result]() mutable {
                    if (target && !m_stop)
                        done(std::move(*result));
                },
                Qt::QueuedConnection);
        },
        Qt::QueuedConnection);
}

} // namespace lathe::ui
