#pragma once
// A sink that passes every event on to the next one: the base of a sink that acts on some events on
// their way (train/progresssink.h) and overrides only those, passing them on itself.

#include "events.h"

namespace lathe::core {

class ForwardingSink : public EventSink {
public:
    explicit ForwardingSink(EventSink& next)
        : m_next(next)
    {
    }

    void onRunStarted(const RunStartedEvent& e) override { m_next.onRunStarted(e); }
    void onBatch(const BatchEvent& e) override { m_next.onBatch(e); }
    void onEpoch(const EpochEvent& e) override { m_next.onEpoch(e); }
    void onLog(const LogEvent& e) override { m_next.onLog(e); }
    void onDeviceSample(const DeviceSampleEvent& e) override { m_next.onDeviceSample(e); }
    void onFinderTrial(const FinderTrialEvent& e) override { m_next.onFinderTrial(e); }
    void onLrFinder(const LrFinderResult& e) override { m_next.onLrFinder(e); }
    void onBatchFinder(const FinderRecord& e) override { m_next.onBatchFinder(e); }
    void onRunState(const RunStateEvent& e) override { m_next.onRunState(e); }
    void onProfile(const ProfileEvent& e) override { m_next.onProfile(e); }
    void onFinished(const RunFinishedEvent& e) override { m_next.onFinished(e); }

protected:
    EventSink& next() const { return m_next; }

private:
    EventSink& m_next;
};

} // namespace lathe::core
