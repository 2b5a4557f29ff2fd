#include "session.h"

#include "trainer.h"
#include "util/errors.h"

#include <c10/util/Exception.h>

namespace lathe::core {

bool SessionControl::waitWhilePaused()
{
    std::unique_lock lock(mutex);
    wake.wait(lock, [this] { return !paused || stopRequested.load(); });
    return !stopRequested.load();
}

Session::Session(Config config, EventSink& sink, SessionOptions options)
    : m_config(std::move(config))
    , m_sink(sink)
    , m_options(std::move(options))
    , m_control(std::make_shared<SessionControl>())
{
}

Session::~Session()
{
    requestStop();
    if (m_thread.joinable())
        m_thread.join();
}

void Session::start()
{
    if (m_thread.joinable())
        throw std::logic_error("Session::start called twice");
    m_running = true;
    if (m_options.profileSteps > 0) {
        prepareKineto(); // on this (the front end's) thread: stepprofiler.h
        m_control->profileSteps = m_options.profileSteps;
    }
    m_thread = std::thread([this] {
        RunFinishedEvent finished;
        {
            Trainer trainer(m_config, m_sink, *m_control, m_options);
            auto fail = [&](int code, const Message& message, bool saveCheckpoint = false) {
                finished.status = RunFinishedEvent::Status::Failed;
                finished.exitCode = code;
                finished.message = message;
                finished.runDir = trainer.runDirPath();
                trainer.log(LogLevel::Error, message);
                finished.checkpointSaved = saveCheckpoint && trainer.saveLastIfPossible();
                trainer.recordFailure(code, message);
            };
            try {
                finished = trainer.run();
            } catch (const NonFiniteLossError& e) {
                fail(ExitRuntimeError, msg("%1 (the last good checkpoint is kept)", e.message()));
            } catch (const ConfigError& e) {
                fail(ExitConfigError, e.message());
            } catch (const DataError& e) {
                fail(ExitDataError, e.message());
            } catch (const DistributedError& e) {
                fail(ExitRuntimeError, trainer.explainDistributedFailure(e.message()), true);
            } catch (const c10::Error& e) {
                fail(ExitRuntimeError, Message::plain(e.what_without_backtrace()), true);
            } catch (const std::exception& e) {
                fail(ExitRuntimeError, exceptionMessage(e), true);
            }
        } // the trainer and its device monitor are gone before anyone hears "finished"
        m_exitCode = finished.exitCode;
        m_running = false;
        m_sink.onFinished(finished);
    });
}

int Session::wait()
{
    if (m_thread.joinable())
        m_thread.join();
    return m_exitCode;
}

bool Session::isRunning() const
{
    return m_running;
}

void Session::requestStop()
{
    {
        std::lock_guard lock(m_control->mutex);
        m_control->stopRequested = true;
    }
    m_control->wake.notify_all();
}

void Session::pause()
{
    std::lock_guard lock(m_control->mutex);
    m_control->paused = true;
}

void Session::resume()
{
    {
        std::lock_guard lock(m_control->mutex);
        m_control->paused = false;
    }
    m_control->wake.notify_all();
}

void Session::requestCheckpoint()
{
    m_control->checkpointRequested = true;
}

void Session::requestProfile(int steps)
{
    if (steps <= 0)
        return;
    prepareKineto(); // on the caller's thread, the window's main one: stepprofiler.h
    m_control->profileSteps = steps;
}

} // namespace lathe::core
