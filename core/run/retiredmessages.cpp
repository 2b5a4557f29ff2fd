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
    };
    return all;
}

} // namespace lathe::core
