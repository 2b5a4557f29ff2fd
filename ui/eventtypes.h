#pragma once
// The engine's events as Qt meta-types, for the signals that carry them (SessionController for a run
// trained here, RunWatcher for a run followed from its folder) and the queued connections between
// threads. Declared once, before any moc'd header uses them.

#include "events/events.h"

#include <QMetaType>

Q_DECLARE_METATYPE(lathe::core::RunStartedEvent)
Q_DECLARE_METATYPE(lathe::core::BatchEvent)
Q_DECLARE_METATYPE(lathe::core::EpochEvent)
Q_DECLARE_METATYPE(lathe::core::LogEvent)
Q_DECLARE_METATYPE(lathe::core::DeviceSampleEvent)
Q_DECLARE_METATYPE(lathe::core::RunFinishedEvent)
Q_DECLARE_METATYPE(lathe::core::FinderTrialEvent)
Q_DECLARE_METATYPE(lathe::core::LrFinderResult)
Q_DECLARE_METATYPE(lathe::core::RunStateEvent)
Q_DECLARE_METATYPE(lathe::core::ProfileEvent)
