// Messages the engine no longer says, in the words run folders recorded them (log.jsonl,
// summary.json: run/runfolder.h stores each message as its template and arguments). Listed here so
// that scripts/engine-messages.py keeps them in the catalogue and a run recorded before a message was
// reworded still reads in the user's language, in the window, the CLI and the reports. When a
// template is reworded, its old words move here; tst_translations checks each is still translated.

#include "retiredmessages.h"

namespace lathe::core {

const std::vector<Message>& retiredMessages()
{
    static const std::vector<Message> all{
        // 2026-11-26: the checkpoint's name was a word inside the sentence ("the %2 weights"); each
        // checkpoint now has a whole sentence of its own.
        msg("exported frozen TorchScript model %1 (the %2 weights, epoch %3)"),
        msg("exported TorchScript model %1 (the %2 weights, epoch %3)"),
        msg("the test split is scored with the %1 weights, epoch %2 of %3 (%4)"),
        msg("best"),
        msg("last"),
        // 2026-11-26: a data-parallel rank's CPU threads; the thread policy (train/threadgovernor.h) says them now.
        msg("%1: %2 CPU thread(s) of %3 cores"),
        // 2026-12-06: the data layer's warnings carried "[warning] " in their words, and were logged as
        // information; they are warnings now (data/datalog.h), in the same words without it.
        msg("[warning] the table cache entry cannot be used, reading the CSV: %1"),
        msg("[warning] %1 series were not in time order: their rows were sorted by time"),
        msg("[warning] %1 row(s) repeat a time already seen (first at %2): the later row is dropped"),
        msg("[warning] %1 gap(s) in the time, %2 missing step(s) (first before %3): windows do not cross them (data.missing ffill or interpolate fills them)"),
        msg("[warning] feature \"%1\" only counts time: it rises through every series, so %2 % of its validation and test values (%3) lie beyond its training range (%4) and the model must extrapolate it. Leave it out of data.features, or give it as data.time_column (or one of data.time_columns) so that it is read as time"),
        msg("[warning] feature \"%1\": %2 % of its validation and test values (%3) lie outside its training range (%4), so the model must extrapolate it; a trend like this forecasts worse than persistence. Leave it out of data.features, or give its change from step to step instead"),
        msg("[warning] constant in every training row, so it tells the model nothing: %1 (leave it out of data.features, or check the file)"),
        // 2026-12-08: a number that only counts time cannot be data.time_column (which reads dates); the
        // fix is to leave it out.
        msg("feature \"%1\" only counts time: it rises through every series, so %2 % of its validation and test values (%3) lie beyond its training range (%4) and the model must extrapolate it. Leave it out of data.features, or give it as data.time_column (or one of data.time_columns) so that it is read as time"),
    };
    return all;
}

} // namespace lathe::core
