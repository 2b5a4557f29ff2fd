#pragma once
// model.pt as a user deploys it: the trained model wrapped so that it takes the data as the user has
// it — images as uint8 pixels, table rows as their column values (categories as codes), time-series
// windows as recorded — and does Lathe's normalisation inside the TorchScript graph, with the
// methods:
//   forward(x)             raw inputs -> logits (classification) or predictions (regression)
//   predict_proba(x)       classification: class probabilities (softmax of the logits)
//   predict(x)             classification: class indices; regression: the predictions
//   prepare(x)             raw inputs -> the normalised inputs the network was trained on
//   forward_normalised(x)  the network alone, on normalised inputs (what forward was before model.pt took raw data)
// Inputs of the wrong shape raise an AssertionError that says the shape expected.

#include "data/dataset.h"

#include <torch/csrc/jit/api/module.h>

namespace lathe::core {

// `trained` on the CPU in evaluation mode (a copy; `trained` is left as it is), wrapped for `data`.
torch::jit::Module deployableModel(const torch::jit::Module& trained, const DataSplits& data);

// What lathe_model.json says about the raw inputs: their kind ("images", "table", "windows"), shape,
// dtype and, for tables, the columns with their categories.
Json rawInputDescription(const DataSplits& data);

} // namespace lathe::core
