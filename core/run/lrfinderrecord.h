#pragma once
// lr_finder.json, the learning-rate finder's curve, trials and choice (training.lr "auto", lathe-cli
// find-lr): the finder's result (events/events.h, LrFinderResult) as JSON, written by the trainer and
// read by the report.
//
//   {"batch", "start_lr", "end_lr", "points": [{"lr", "loss", "smoothed"}], "suggested" (0: none),
//    "suggestion" (a message: how it was read, or why there is none), "trials": [{"lr", "loss_before",
//    "loss_after"}], "found", "chosen", "summary" (a message)}; a loss that is not finite is null.

#include "config/json.h"
#include "events/events.h"

namespace lathe::core {

Json lrFinderJson(const LrFinderResult& result);
LrFinderResult lrFinderFromJson(const Json& j); // what is missing or malformed keeps its default

} // namespace lathe::core
