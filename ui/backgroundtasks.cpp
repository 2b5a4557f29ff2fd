#include "backgroundtasks.h"

namespace lathe::ui {

BackgroundTasks::BackgroundTasks(QObject* parent)
    : QObject(parent)
    , m_worker(new QObject)
{
    m_thread.setObjectName(QStringLiteral("LatheBackgroundTasks"));
    m_worker->moveToThread(&m_thread);
    m_thread.start();
}

BackgroundTasks::~BackgroundTasks()
{
    stopAndWait();
    delete m_worker; // its thread has ended
}

void BackgroundTasks::report(const QPointer<QObject>& context, std::function<void()> f)
{
    QMetaObject::invokeMethod(
        this,
        [this, context, f = std::move(f)] {
            if (context && !m_stop)
                f();
        },
        Qt::QueuedConnection);
}

void BackgroundTasks::stopAndWait()
{
    m_stop = true;
    m_thread.requestInterruption();
    m_thread.quit(); // after the task in progress: queued ones are dropped (m_stop)
    m_thread.wait();
}

} // namespace lathe::ui
