// The field table of config schema version 1. Every field a user can write is here, with its
// default, its range and the sentence that documents it.

#include "schema.h"

#include "metrics/metric.h"

namespace lathe::core {
namespace {

using json = Json;

FieldSpec group(std::string name, std::string doc, std::vector<FieldSpec> children)
{
    FieldSpec f;
    f.name = std::move(name);
    f.type = FieldType::Object;
    f.doc = std::move(doc);
    f.children = std::move(children);
    return f;
}

FieldSpec leaf(std::string name, FieldType type, json def, std::string doc)
{
    FieldSpec f;
    f.name = std::move(name);
    f.type = type;
    f.defaultValue = std::move(def);
    f.doc = std::move(doc);
    return f;
}

FieldSpec boolean(std::string name, bool def, std::string doc)
{
    return leaf(std::move(name), FieldType::Bool, def, std::move(doc));
}

FieldSpec integer(std::string name, long long def, double lo, double hi, std::string doc)
{
    FieldSpec f = leaf(std::move(name), FieldType::Int, def, std::move(doc));
    f.min = lo;
    f.max = hi;
    return f;
}

FieldSpec real(std::string name, double def, double lo, double hi, std::string doc)
{
    FieldSpec f = leaf(std::move(name), FieldType::Float, def, std::move(doc));
    f.min = lo;
    f.max = hi;
    return f;
}

FieldSpec text(std::string name, std::string def, std::string doc)
{
    return leaf(std::move(name), FieldType::String, std::move(def), std::move(doc));
}

FieldSpec path(std::string name, std::string doc)
{
    FieldSpec f = leaf(std::move(name), FieldType::String, "", std::move(doc));
    f.isPath = true;
    return f;
}

FieldSpec paths(std::string name, std::string doc)
{
    FieldSpec f = leaf(std::move(name), FieldType::StringList, json::array(), std::move(doc));
    f.isPath = true;
    return f;
}

FieldSpec names(std::string name, std::string doc)
{
    return leaf(std::move(name), FieldType::StringList, json::array(), std::move(doc));
}

FieldSpec choice(std::string name, std::string def, std::vector<std::string> choices, std::string doc)
{
    FieldSpec f = leaf(std::move(name), FieldType::Enum, std::move(def), std::move(doc));
    f.choices = std::move(choices);
    return f;
}

FieldSpec ints(std::string name, json def, double lo, double hi, std::string doc)
{
    FieldSpec f = leaf(std::move(name), FieldType::IntList, std::move(def), std::move(doc));
    f.min = lo;
    f.max = hi;
    return f;
}

// An integer in lo … hi, or `word` ("auto"; "all" for device.gpus).
FieldSpec intOrWord(std::string name, json def, double lo, double hi, std::string doc, std::string word = "auto")
{
    FieldSpec f = leaf(std::move(name), FieldType::IntOrAuto, std::move(def), std::move(doc));
    f.min = lo;
    f.max = hi;
    f.choices = {std::move(word)};
    return f;
}

// A number in lo … hi, or "auto".
FieldSpec realOrAuto(std::string name, json def, double lo, double hi, std::string doc)
{
    FieldSpec f = leaf(std::move(name), FieldType::FloatOrAuto, std::move(def), std::move(doc));
    f.min = lo;
    f.max = hi;
    f.choices = {"auto"};
    return f;
}

// true, false or "auto".
FieldSpec boolOrAuto(std::string name, json def, std::string doc)
{
    FieldSpec f = leaf(std::move(name), FieldType::BoolOrAuto, std::move(def), std::move(doc));
    f.choices = {"auto", "true", "false"};
    return f;
}

// training.class_weights: a word or an object of class names to weights.
FieldSpec classWeights()
{
    FieldSpec f = leaf("class_weights", FieldType::WordOrWeights, "none",
                       "Classification: weights of the classes in the loss. `none`: equal; `balanced`: n / (classes x "
                       "count of the class) from the training split, as scikit-learn's, so that a rare class weighs as "
                       "much in total as a frequent one; or an object of class names to weights, such as `{\"1\": 19, "
                       "\"0\": 1}` (a class not named weighs 1). The log (log.txt) says the weights used.");
    f.choices = {"none", "balanced"};
    f.min = 0.0;
    f.max = 1e6;
    return f;
}

const std::vector<std::string> kPresets{"none", "minimal", "standard", "strong"};

FieldSpec dataGroup()
{
    return group("data", "Where the samples come from and how they are shaped.", {
        choice("source", "csv", {"csv", "timeseries_csv", "idx", "image_folder"},
               "Kind of data: `csv` (tabular, one sample per row; several files or a glob are shards merged in "
               "numeric order), `timeseries_csv` (a multivariate series cut into sliding windows), `idx` "
               "(MNIST / Fashion-MNIST files, gzipped or raw), `image_folder` (`root/<class>/*.png|jpg`)."),
        choice("task", "auto", {"auto", "classification", "regression"},
               "`classification` predicts a class index; `regression` predicts the target value(s). `auto`: image "
               "sources are classification; for CSV and time series the target column of the first training file "
               "decides (its first 20,000 rows): text, or whole numbers of at most 20 distinct values, make classes; "
               "other numbers, or several target columns, a regression. The log says which and why."),
        paths("path", "Training data: a file, a folder (image_folder), a glob such as `data/clicks_part*.csv`, or "
                      "a list of them. Relative paths are resolved against the config file's folder."),
        path("labels_path", "IDX only: the labels file matching `path`."),
        paths("val_path", "Optional separate validation data (same form as `path`). When empty, "
                          "`splits.val` of the training data is held out."),
        path("val_labels_path", "IDX only: labels for `val_path`."),
        paths("test_path", "Optional separate test data. When empty, `splits.test` of the training data is held out. "
                           "Time series: other series, every window of which is a test window."),
        path("test_labels_path", "IDX only: labels for `test_path`."),
        names("target", "Target column name(s). CSV: one column (classification) or one or more (regression). "
                        "Time series: the column(s) to forecast."),
        names("features", "Feature columns to use, each once. Empty: every column except the target(s)."),
        names("categorical", "Columns holding categories (text or integer codes): up to 64 categories one-hot encoded, with a slot "
                             "for values training never saw; more as one index. When `features` is set, a column it leaves out is ignored (with a warning)."),
        names("class_names", "IDX only: the names of the classes, in the order of the label values 0, 1, 2… "
                             "(the Fashion-MNIST demo names its ten). Reports, evaluation.json, the Evaluation view and "
                             "`lathe-cli predict` show them. Empty: the label values. CSV data names its classes by the "
                             "target's values and image folders by their sub-folders."),
        integer("window", 32, 1, 100000, "Time series: number of past steps in one input window."),
        integer("horizon", 1, 1, 100000, "Time series: how many steps ahead the target is."),
        integer("stride", 1, 1, 100000, "Time series: step between the starts of consecutive windows."),
        integer("image_height", 28, 1, 4096, "Images are resized to this height."),
        integer("image_width", 28, 1, 4096, "Images are resized to this width."),
        integer("channels", 1, 1, 4, "Image channels after decoding: 1 (grey) or 3 (RGB)."),
        group("splits", "Held-out fractions of the training data, used when no separate files are given.", {
            real("val", 0.1, 0.0, 0.9, "Fraction of the training data used for validation."),
            real("test", 0.0, 0.0, 0.9, "Fraction of the training data used for the final test."),
            boolean("stratify", true, "Keep class proportions equal across splits (classification)."),
        }),
        choice("normalize", "standard", {"none", "standard", "minmax"},
               "Feature scaling, with statistics computed on the training split only: `standard` (zero mean, "
               "unit variance), `minmax` (to [0, 1]) or `none`. Images are scaled to [0, 1] first."),
        boolean("scale_target", true,
                "Regression with a built-in model: the network learns the targets standardised (mean 0, standard "
                "deviation 1 over the training split) and its last layer scales them back, so its outputs, the metrics "
                "and model.pt stay in the target's units while a target of any size trains as fast as one near 0. The "
                "loss is then the mean squared error in standard deviations (1.0: no better than the mean). `false`: "
                "the raw target, the loss in its units squared."),
        choice("forecast", "auto", {"auto", "level", "change"},
               "Time-series regression with a built-in model: `level` forecasts the target itself; `change` forecasts "
               "its change from the window's last value, which the model adds back (so an untrained model already "
               "scores as well as persistence, \"the next value is the last one\", and training learns the correction); "
               "`auto` is `change` when every target is among the features (its own history), else `level`. The data "
               "log and data.json say which, with persistence's validation error to beat."),
        integer("limit", 0, 0, 1e12, "Use at most this many training samples (0: all). Handy for quick trials."),
        choice("missing", "error", {"error", "drop_rows", "mean", "median", "most_frequent", "ffill", "interpolate", "drop_windows"},
               "CSV and time series: what to do with missing cells (empty, or one of `missing_markers`). `error` stops at "
               "the first, naming file, line and column. CSV: `drop_rows` drops the rows that have one; `mean`, `median` "
               "and `most_frequent` fill a number with that statistic of the training split (a category with its most "
               "frequent value). Time series: `ffill` repeats the last value, `interpolate` draws a straight line between "
               "the values around the hole (a category repeats its last value), `drop_windows` drops every window that "
               "holds one; a hole longer than `max_gap` rows, or one with nothing before it, drops the windows over it. "
               "A sample whose target is missing is left out under every policy but `error`. The run folder's data.json "
               "and the report count the missing cells of every column and what was done."),
        leaf("missing_markers", FieldType::StringList, json::array({"NA", "N/A", "NaN", "nan", "null", "NULL", "None"}),
             "Cell texts that mean \"missing\" besides the empty cell (compared exactly, after trimming spaces)."),
        boolean("missing_indicator", false, "CSV with `mean`, `median` or `most_frequent`: add a 0/1 feature `<column> missing` "
                                             "for every column with missing cells in the training split."),
        integer("max_gap", 0, 0, 1e9, "Time series with `ffill` or `interpolate`: the longest run of missing rows that is "
                                      "filled (0: any length); longer holes drop the windows over them."),
        text("time_column", "", "Time series: a column of dates or times (ISO 8601 such as `2024-03-01T13:00:00Z` or "
                                "`2024-03-01 13:00`, or `2024/03/01`, `01.03.2024`, `03/01/2024`, `2024年3月1日 13:00`). Empty: a "
                                "column named date, time, datetime or timestamp (or 日期, 时间, 日期时间, 时间戳), when there is one. The time orders the rows, finds "
                                "duplicates (the later row is dropped) and gaps (rows missing from the regular step; they "
                                "break windows unless `missing` fills them)."),
        names("time_columns", "Time series: the time as separate columns, in the order year, month, day, hour, minute, "
                              "second (the first three required), such as `[\"year\", \"month\", \"day\", \"hour\"]`; or "
                              "two: a date and a time of day, such as `[\"Date\", \"Time\"]` (`10/03/2004` and `18.00.00`). "
                              "Empty: columns named year, month, day (and hour, minute, second), or 年, 月, 日 (时, 分, 秒), "
                              "when there are; else a column named date and one named time (日期 and 时间) holding a date and a "
                              "time of day. Time columns are not features."),
        boolean("cache", true, "CSV tables of 4 MiB and more: keep the parsed table in the per-user cache "
                               "(`$LATHE_CACHE_DIR`, else `~/.cache/lathe/tables`), keyed by the files' paths, sizes and "
                               "modification times and the settings that shape the encoding, so that the next run on the same "
                               "data maps it from disk instead of parsing it. `false` (or `lathe-cli … --no-cache`) reads the "
                               "files every time."),
        real("cache_limit_gb", 20.0, 0.0, 1e6, "The size of the table cache past which its least recently used entries are removed; "
                                                "a table larger than this is not cached."),
        names("time_features", "Time series: cyclic features computed from the time, each as a sine and a cosine: `hour` "
                               "(of the day), `weekday`, `yearday` (day of the year)."),
    });
}

FieldSpec modelGroup()
{
    return group("model", "The network. Built-in models are TorchScript modules assembled by Lathe.", {
        choice("kind", "mlp", {"mlp", "cnn1d", "cnn2d", "resnet", "transformer", "cnn_transformer", "torchscript"},
               "`mlp` (any data, inputs flattened), `cnn1d` (time series, sequences), `cnn2d` and `resnet` "
               "(images), `transformer` and `cnn_transformer` (sequences), or `torchscript`: a scripted model "
               "saved from Python with `torch.jit.script(m).save(...)`."),
        path("file", "`torchscript` only: the `.pt` file to load and train."),
        ints("hidden", json::array({256, 128}), 1, 1e6, "MLP: width of each hidden layer."),
        ints("channels", json::array({32, 64}), 1, 1e5, "CNN / ResNet: channels of each stage."),
        integer("blocks_per_stage", 2, 1, 64, "ResNet: residual blocks in each stage."),
        integer("kernel_size", 3, 1, 31, "CNN: convolution kernel size."),
        integer("d_model", 64, 8, 8192, "Transformer: embedding width (a multiple of `heads`)."),
        integer("heads", 4, 1, 128, "Transformer: attention heads."),
        integer("layers", 2, 1, 64, "Transformer: encoder layers."),
        integer("ff_dim", 128, 1, 65536, "Transformer: feed-forward width."),
        real("dropout", 0.1, 0.0, 0.95, "Dropout probability (training only)."),
        boolean("batch_norm", true, "Use batch normalisation where the model has it (MLP, CNN)."),
        boolean("sync_batch_norm", false,
                "Data parallel: batch normalisation with the statistics of the whole batch of all ranks (summed "
                "over them in every training step, forward and backward), instead of each rank's own. N ranks then "
                "train as one process with N times the batch; it costs a collective per layer and step. In one "
                "process it is ordinary batch norm."),
    });
}

FieldSpec trainingGroup()
{
    return group("training", "Optimisation.", {
        integer("epochs", 10, 1, 1e6, "Passes over the training data."),
        intOrWord("batch_size", 128, 1, 1e7,
                  "Samples per step, or `\"auto\"`: the batch-size finder picks the largest that fits the memory budget."),
        integer("base_batch_size", 128, 1, 1e7, "Batch size that `lr` was tuned for (see `lr_scaling`)."),
        choice("lr_scaling", "auto", {"auto", "none", "linear", "sqrt"},
               "How `lr` follows the batch size. `auto`: in one process `lr` is used as it is; with N data-parallel "
               "ranks each step trains N times the batch, and `lr` is multiplied by N (the linear rule from the "
               "per-rank batch), so N ranks learn per epoch as one process does (the demo with 2 ranks: 0.856 test "
               "accuracy against 0.828 with `none`, one process 0.859). `linear` multiplies `lr` by the global "
               "batch / base_batch_size, `sqrt` by the square root of that ratio, `none` keeps it."),
        choice("optimizer", "adamw", {"adamw", "sgd"}, "`adamw` or `sgd` (with `momentum`, `nesterov`)."),
        realOrAuto("lr", 1e-3, 1e-9, 10.0,
                   "Peak learning rate, or `\"auto\"`: the learning-rate finder picks it at the start of the run (after the "
                   "batch-size finder when `batch_size` is `\"auto\"` too) from a range test and short trial trainings, and "
                   "records its curve in `lr_finder.json` (see `lr_finder`)."),
        real("weight_decay", 0.01, 0.0, 1.0, "Decoupled weight decay (AdamW) or L2 penalty (SGD)."),
        real("momentum", 0.9, 0.0, 0.999, "SGD momentum."),
        boolean("nesterov", false, "SGD: Nesterov momentum."),
        group("scheduler", "Learning-rate schedule.", {
            choice("kind", "cosine", {"none", "step", "cosine", "onecycle"},
                   "`none`, `step` (multiply by `gamma` every `step_epochs`), `cosine` (decay to `min_lr`) or "
                   "`onecycle`."),
            real("warmup_epochs", 0.0, 0.0, 1000.0, "Linear warm-up from 0 to `lr` over this many epochs (fractions allowed)."),
            integer("step_epochs", 10, 1, 1e6, "`step`: epochs between decays."),
            real("gamma", 0.1, 0.0, 1.0, "`step`: decay factor."),
            real("min_lr", 0.0, 0.0, 10.0, "`cosine`: final learning rate."),
        }),
        real("grad_clip", 0.0, 0.0, 1e6, "Clip the global gradient norm to this value (0: off)."),
        integer("grad_accumulation", 1, 1, 1024, "Accumulate gradients over this many batches per optimizer step."),
        real("label_smoothing", 0.0, 0.0, 0.5, "Classification: label smoothing of the cross-entropy loss."),
        classWeights(),
        group("early_stopping", "Stop when a validation metric stops improving.", {
            boolean("enabled", false, "Turn early stopping on."),
            choice("metric", "val_loss", metric::watchableKeys(),
                   "Metric to watch; losses and errors must fall, accuracy and R² must rise."),
            integer("patience", 5, 1, 10000, "Epochs without improvement before stopping."),
            real("min_delta", 0.0, 0.0, 1e6, "Smallest change that counts as an improvement."),
        }),
        integer("seed", 42, 0, 4294967295.0, "Seed for initialisation, shuffling and splits."),
        boolean("deterministic", false, "Prefer deterministic algorithms (slower on GPU). CPU runs are reproducible anyway, except for channels-last convolutions (`compile.channels_last`), which `auto` then leaves off."),
    });
}

FieldSpec precisionGroup()
{
    return group("precision", "Mixed precision.", {
        choice("amp", "auto", {"auto", "off", "fp16", "bf16"},
               "`auto`: bf16 on GPUs that support it, fp16 with loss scaling on older GPUs, off on CPU. "
               "`fp16` always uses the loss scaler."),
        real("initial_scale", 65536.0, 1.0, 1e12, "fp16: initial loss scale."),
        integer("growth_interval", 2000, 1, 1e9, "fp16: steps without overflow before the scale doubles."),
    });
}

FieldSpec compileGroup()
{
    return group("compile", "TorchScript graph optimisation, Lathe's stand-in for `torch.compile`.", {
        boolOrAuto("graph_optimize", "auto",
                   "How the fp32 training step runs: through the TorchScript interpreter (`false`) or the optimising "
                   "graph executor (`true`: profiling, fusion, its own autodiff; full batches only, so that its profiled "
                   "plan keeps one input shape: an epoch's short last batch and evaluation use the interpreter). `auto` measures both on the run's own "
                   "model, batch and device during its first steps (after their warm-up, median step time, a few "
                   "seconds at most, every step still trains) and keeps the faster; on a GPU it then also times the CUDA "
                   "graph (`cuda_graph`) against none and keeps it only when it is faster. The figures and the choice are "
                   "in the log, summary.json and the report, and a resumed run keeps the choice. Mixed-precision training "
                   "always runs through the interpreter: the JIT autodiff cannot follow autocast."),
        boolOrAuto("channels_last", "auto",
                   "Keep the 2-D convolutions' weights and the image batches in channels-last memory order (NHWC), "
                   "which oneDNN's CPU convolutions and cuDNN's tensor-core kernels run faster: 1.1-1.4x the samples/s "
                   "on the demo CNN and the small ResNet on the CPU, 1.7-3.0x on an H200 (docs/benchmarks.md); the "
                   "sequence models' convolutions (cnn1d, cnn_transformer) then take their windows as channels-last rows "
                   "of an image (1.4x on cnn1d on the CPU). `auto`: on for a model with convolutions on the CPU and for "
                   "2-D convolutions on a GPU; off for sequence convolutions on a GPU until they are measured there, and "
                   "off for models without convolutions (where it changes nothing). Not on a single CPU thread (one data-parallel rank per core, OMP_NUM_THREADS=1) "
                   "for a model with a 1x1 convolution (the ResNet's shortcuts): LibTorch 2.11's channels-last backward of a strided "
                   "1x1 convolution can corrupt memory there, so even `true` is not applied, with a warning. Off in `auto` with `training.deterministic`: oneDNN's channels-last path is not "
                   "bit-reproducible from run to run (a resumed run matches an unbroken one to a float32 step or so, about 1e-7). The log, "
                   "summary.json and the report say which; the numbers trained are the same up to rounding."),
        boolean("host_memory_cache", true,
                "While the epochs run, keep the host memory a training step frees for the next step instead of giving it "
                "back to the system and faulting it in again, zeroed, every step (glibc's trim threshold raised, its mmap "
                "threshold fixed at 32 MiB; given back when training ends). On the CPU a step of the demo CNN spent about a "
                "tenth of its time in those page faults: 1.1-1.2x the samples/s with it (docs/benchmarks.md)."),
        boolean("freeze", true, "Freeze and `optimize_for_inference` the model for evaluation and export."),
        boolean("cuda_graph", true, "On a GPU, capture the whole training step (forward, backward, loss scaling, clipping, a fused AdamW/SGD step) in a CUDA graph after 3 warm-up steps and replay it: one launch per step instead of hundreds, which is what keeps a GPU busy with small models. Needs `training.grad_accumulation` 1; the last, smaller batch of an epoch runs normally. A step that waits for the GPU (a custom model reading a value back, say) is found in the last warm-up and the run goes on without the graph, saying why; a capture that fails while recording stops the run with the reason (set this to false for that model)."),
    });
}

FieldSpec deviceGroup()
{
    return group("device", "Where training runs.", {
        choice("type", "auto", {"auto", "cpu", "cuda"}, "`auto` uses CUDA when a usable GPU exists, else the CPU."),
        integer("id", 0, 0, 63, "CUDA device index (after `CUDA_VISIBLE_DEVICES`)."),
        boolean("fallback_to_cpu", true, "When CUDA is asked for but unusable: train on the CPU (true) or stop (false)."),
        boolean("tf32", true, "Allow TF32 tensor cores for fp32 matmul and convolution (Ampere and newer)."),
        boolean("cudnn_benchmark", true, "Let cuDNN time its algorithms for fixed input shapes."),
        real("memory_fraction", 1.0, 0.05, 1.0, "Cap on the share of GPU memory this process may allocate."),
        intOrWord("gpus", 1, 1, 1024,
                  "GPUs of this machine to train on, one worker process each (data parallel over NCCL), from `id` on; "
                  "`\"all\"`: every visible GPU. `lathe-cli train --gpus N` sets it too. Under `torchrun` or `srun` "
                  "the launcher decides and this is ignored.",
                  "all"),
    });
}

FieldSpec distributedGroup()
{
    return group("distributed", "Data-parallel training over several processes (c10d: NCCL between GPUs, Gloo between CPUs).", {
        integer("procs", 1, 1, 256,
                "CPU training: ranks on this machine (Gloo), each with its share of the cores. "
                "`lathe-cli train --procs N` sets it too."),
        choice("backend", "auto", {"auto", "nccl", "gloo"},
               "Process-group backend: `auto` is NCCL on GPUs and Gloo on CPUs."),
        integer("timeout_s", 600, 5, 86400,
                "Seconds a collective may wait for the other ranks before the job stops, naming the rank that "
                "did not answer. A dead or hung rank ends the whole job within this time."),
        integer("bucket_mb", 25, 1, 1024, "Gradients are all-reduced in flat buckets of about this many MiB."),
    });
}

FieldSpec loaderGroup()
{
    return group("loader", "How batches reach the device.", {
        intOrWord("workers", "auto", 0, 256,
                  "Worker threads that gather (or decode) batches while the device trains; 0: the training thread "
                  "gathers each batch itself. `\"auto\"`: from the core count. Unused when the data is GPU-resident."),
        boolean("pin_memory", true, "Gather batches into pinned host memory so that copies to the GPU are asynchronous."),
        integer("prefetch", 2, 1, 64, "Batches prepared ahead of the training step by the workers."),
        choice("gpu_resident", "auto", {"auto", "on", "off"},
               "Keep the whole dataset in GPU memory and gather batches there. `auto`: when it is below "
               "`gpu_resident_max_fraction` of free GPU memory."),
        real("gpu_resident_max_fraction", 0.5, 0.0, 1.0, "Largest share of free GPU memory that `auto` lets the data take."),
        choice("stream", "auto", {"auto", "on", "off"},
               "Image folders: decode each batch from disk on the worker threads instead of decoding every image "
               "once into memory. CSV tables: parse the CSV once into a file of encoded rows (a table cache entry, or "
               "a temporary file) and read batches from it a chunk at a time, shuffled within `shuffle_buffer_mb` "
               "(`mean` is then the only fill for number columns, and `sampler` must be `uniform`). `auto`: when the "
               "decoded images or the table's rows would take more than half of the available host memory (a memory "
               "cgroup's limit, as under Slurm, counts). Time series are always held in memory."),
        real("shuffle_buffer_mb", 256.0, 1.0, 1e6,
             "A CSV table streamed from disk: each epoch visits its chunks of about 4 MiB of rows in a random order, "
             "this many MiB of rows at a time, shuffled among themselves: the loader holds about twice this much."),
        boolean("drop_last", false, "Drop the last, smaller training batch of each epoch."),
        boolean("shuffle", true, "Shuffle the training split every epoch (seeded)."),
        choice("sampler", "uniform", {"uniform", "balanced"},
               "Classification: `uniform` visits every training sample once per epoch; `balanced` draws the epoch's "
               "samples (as many as the split holds) with replacement so that every class is drawn equally often "
               "(PyTorch's WeightedRandomSampler with weights 1 / class count): rare classes repeat, frequent ones "
               "are sampled. Seeded, so a resumed run draws the same."),
    });
}

FieldSpec augmentationOps(bool withPreset)
{
    std::vector<FieldSpec> ops;
    if (withPreset)
        ops.push_back(choice("preset", "none", kPresets,
                             "Starting point: `none`, `minimal` (flips), `standard` (flips, small affine, "
                             "brightness/contrast), `strong` (more of each, crop). Individual fields below override it."));
    return group("augmentation", "GPU augmentation of image batches, training split only.", std::move(ops));
}

FieldSpec augmentationGroup()
{
    FieldSpec schedule;
    schedule.name = "schedule";
    schedule.type = FieldType::ObjectList;
    schedule.defaultValue = json::array();
    schedule.doc = "Epoch schedule: entries `{ \"from_epoch\": N, \"preset\": P }` switch to preset P from epoch N (1-based).";
    schedule.children = {
        integer("from_epoch", 1, 1, 1e6, "First epoch (1-based) of this entry."),
        choice("preset", "standard", kPresets, "Preset from that epoch on."),
    };

    FieldSpec g = augmentationOps(true);
    auto& c = g.children;
    c.push_back(leaf("hflip", FieldType::Enum, "preset", "Horizontal flip with probability 0.5: `on`, `off` or `preset`."));
    c.back().choices = {"preset", "on", "off"};
    c.push_back(leaf("vflip", FieldType::Enum, "preset", "Vertical flip with probability 0.5: `on`, `off` or `preset`."));
    c.back().choices = {"preset", "on", "off"};
    c.push_back(real("rotate_degrees", -1.0, -1.0, 180.0, "Largest random rotation in degrees (-1: from the preset)."));
    c.push_back(real("translate", -1.0, -1.0, 0.5, "Largest random shift as a fraction of the size (-1: from the preset)."));
    c.push_back(real("scale", -1.0, -1.0, 0.5, "Largest random zoom in or out, e.g. 0.1 for ±10% (-1: from the preset)."));
    c.push_back(real("brightness", -1.0, -1.0, 1.0, "Largest random brightness change (-1: from the preset)."));
    c.push_back(real("contrast", -1.0, -1.0, 1.0, "Largest random contrast change (-1: from the preset)."));
    c.push_back(integer("crop_padding", -1, -1, 64, "Random crop after padding by this many pixels (-1: from the preset)."));
    c.push_back(std::move(schedule));
    return g;
}

FieldSpec outputGroup()
{
    return group("output", "Where results go.", {
        path("runs_dir", "Folder that receives one sub-folder per run, relative to the config file. Empty: `runs` in the current working directory."),
        group("checkpoint", "Checkpoint policy.", {
            integer("every_epochs", 1, 0, 1e6, "Write the `last` checkpoint every N epochs (0: only at the end)."),
            boolean("keep_best", true, "Also keep the checkpoint with the best `metric`."),
            choice("metric", "val_loss", metric::watchableKeys(),
                   "Metric that decides the best checkpoint."),
        }),
        choice("test_checkpoint", "best", {"best", "last"},
               "Which weights score the test split at the end of a run, and go into `model.pt`: `best` (the "
               "checkpoint best in `checkpoint.metric`; the last weights when no epoch was best, e.g. without a "
               "validation split, or when `keep_best` is false) or `last`. The log, summary.json, evaluation.json "
               "and the report say which epoch's weights were scored."),
        boolean("export_model", true, "Export the frozen TorchScript model (`model.pt`) at the end, with the weights "
                                      "that scored the test split (`test_checkpoint`)."),
        boolean("tensorboard", true, "Write TensorBoard event files into the run folder's `tb/` as the run goes (its curves, "
                                     "device readings, settings for the HParams table, config and decisions): "
                                     "`tensorboard --logdir runs/` shows every run."),
    });
}

FieldSpec batchFinderGroup()
{
    return group("batch_finder", "The batch-size finder, used by `training.batch_size: \"auto\"` and `lathe-cli find-batch`.", {
        integer("memory_budget_mb", 0, 0, 1e8,
                "Memory the run may use in MiB; 0: the GPU's free memory (plus what this process holds), or the "
                "available host memory on a CPU."),
        real("margin", 0.1, 0.0, 0.9, "Share of the budget kept free for fragmentation and evaluation."),
        choice("round", "none", {"none", "multiple_of_8", "power_of_two"}, "Round the batch found down to a multiple of 8 or a power of two."),
        choice("prefer", "auto", {"auto", "largest", "fastest", "time_to_accuracy"},
               "largest: the largest batch that fits; fastest: the one with the highest measured samples/s, kept only when timing it "
               "again against the largest, six times each in turn, shows a lead beyond the noise; time_to_accuracy: the batch "
               "whose step time, weighed by the steps the measured gradient noise scale predicts, is least, timed again against "
               "its neighbours and the larger kept unless the smaller leads by more than the noise; auto: largest on a GPU, "
               "time_to_accuracy elsewhere."),
        integer("max_batch", 4096, 1, 1e7, "Largest batch the finder tries (also capped by the training split)."),
        integer("max_trials", 12, 3, 100, "Most trials (training steps at one batch size) the search may run."),
    });
}

FieldSpec lrFinderGroup()
{
    return group("lr_finder", "The learning-rate finder, used by `training.lr: \"auto\"` and `lathe-cli find-lr`.", {
        real("start_lr", 1e-7, 1e-12, 1.0, "The range test's first rate."),
        real("end_lr", 10.0, 1e-6, 1e4, "The range test's last rate (it stops earlier when the loss runs away)."),
        integer("steps", 100, 20, 10000, "Training steps of the range test, one at each rate, spaced evenly in log(rate)."),
        integer("verify_steps", 60, 5, 10000,
                "Training steps of each verification trial (the suggestion, a third of it and three times it, each from the "
                "same weights, on the run's schedule squeezed into these steps); the rate whose loss fell most is kept."),
    });
}

FieldSpec monitorGroup()
{
    return group("monitor", "Device monitoring during training.", {
        boolean("enabled", true, "Sample GPU and process statistics while training."),
        integer("interval_ms", 500, 50, 60000, "Sampling interval in milliseconds."),
    });
}

FieldSpec buildSchema()
{
    FieldSpec version = integer("version", kConfigVersion, kConfigVersion, kConfigVersion,
                                "Config schema version. This Lathe reads version 1.");
    return group("", "A Lathe training config.", {
        version,
        text("name", "run", "Name of the run; the run folder is `<runs_dir>/<name>-<timestamp>`."),
        text("description", "", "Free text shown in the GUI and the report."),
        dataGroup(),
        modelGroup(),
        trainingGroup(),
        precisionGroup(),
        compileGroup(),
        deviceGroup(),
        distributedGroup(),
        loaderGroup(),
        augmentationGroup(),
        outputGroup(),
        monitorGroup(),
        batchFinderGroup(),
        lrFinderGroup(),
    });
}

} // namespace

const FieldSpec& configSchema()
{
    static const FieldSpec schema = buildSchema();
    return schema;
}

} // namespace lathe::core
