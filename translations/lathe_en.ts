<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>lathe::core::FieldDocs</name>
    <message>
        <location filename="../ui/fielddocs.cpp" line="+9"/>
        <source>A Lathe training config.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Config schema version. This Lathe reads version 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name of the run; the run folder is `&lt;runs_dir&gt;/&lt;name&gt;-&lt;timestamp&gt;`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free text shown in the GUI and the report.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where the samples come from and how they are shaped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind of data: `csv` (tabular, one sample per row; several files or a glob are shards merged in numeric order), `timeseries_csv` (a multivariate series cut into sliding windows), `idx` (MNIST / Fashion-MNIST files, gzipped or raw), `image_folder` (`root/&lt;class&gt;/*.png|jpg`).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>`classification` predicts a class index; `regression` predicts the target value(s). `auto`: image sources are classification; for CSV and time series the target column of the first training file decides (its first 20,000 rows): text, or whole numbers of at most 20 distinct values, make classes; other numbers, or several target columns, a regression. The log says which and why.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training data: a file, a folder (image_folder), a glob such as `data/clicks_part*.csv`, or a list of them. Relative paths are resolved against the config file&apos;s folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>IDX only: the labels file matching `path`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional separate validation data (same form as `path`). When empty, `splits.val` of the training data is held out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>IDX only: labels for `val_path`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional separate test data. When empty, `splits.test` of the training data is held out. Time series: other series, every window of which is a test window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>IDX only: labels for `test_path`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target column name(s). CSV: one column (classification) or one or more (regression). Time series: the column(s) to forecast.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feature columns to use, each once. Empty: every column except the target(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Columns holding categories (text or integer codes): up to 64 categories one-hot encoded, with a slot for values training never saw; more as one index. When `features` is set, a column it leaves out is ignored (with a warning).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>IDX only: the names of the classes, in the order of the label values 0, 1, 2… (the Fashion-MNIST demo names its ten). Reports, evaluation.json, the Evaluation view and `lathe-cli predict` show them. Empty: the label values. CSV data names its classes by the target&apos;s values and image folders by their sub-folders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time series: number of past steps in one input window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time series: how many steps ahead the target is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time series: step between the starts of consecutive windows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Images are resized to this height.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Images are resized to this width.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Image channels after decoding: 1 (grey) or 3 (RGB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Held-out fractions of the training data, used when no separate files are given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fraction of the training data used for validation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fraction of the training data used for the final test.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep class proportions equal across splits (classification).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feature scaling, with statistics computed on the training split only: `standard` (zero mean, unit variance), `minmax` (to [0, 1]) or `none`. Images are scaled to [0, 1] first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Regression with a built-in model: the network learns the targets standardised (mean 0, standard deviation 1 over the training split) and its last layer scales them back, so its outputs, the metrics and model.pt stay in the target&apos;s units while a target of any size trains as fast as one near 0. The loss is then the mean squared error in standard deviations (1.0: no better than the mean). `false`: the raw target, the loss in its units squared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time-series regression with a built-in model: `level` forecasts the target itself; `change` forecasts its change from the window&apos;s last value, which the model adds back (so an untrained model already scores as well as persistence, &quot;the next value is the last one&quot;, and training learns the correction); `auto` is `change` when every target is among the features (its own history), else `level`. The data log and data.json say which, with persistence&apos;s validation error to beat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use at most this many training samples (0: all). Handy for quick trials.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV and time series: what to do with missing cells (empty, or one of `missing_markers`). `error` stops at the first, naming file, line and column. CSV: `drop_rows` drops the rows that have one; `mean`, `median` and `most_frequent` fill a number with that statistic of the training split (a category with its most frequent value). Time series: `ffill` repeats the last value, `interpolate` draws a straight line between the values around the hole (a category repeats its last value), `drop_windows` drops every window that holds one; a hole longer than `max_gap` rows, or one with nothing before it, drops the windows over it. A sample whose target is missing is left out under every policy but `error`. The run folder&apos;s data.json and the report count the missing cells of every column and what was done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cell texts that mean &quot;missing&quot; besides the empty cell (compared exactly, after trimming spaces).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV with `mean`, `median` or `most_frequent`: add a 0/1 feature `&lt;column&gt; missing` for every column with missing cells in the training split.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time series with `ffill` or `interpolate`: the longest run of missing rows that is filled (0: any length); longer holes drop the windows over them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time series: a column of dates or times (ISO 8601 such as `2024-03-01T13:00:00Z` or `2024-03-01 13:00`, or `2024/03/01`, `01.03.2024`, `03/01/2024`, `2024年3月1日 13:00`). Empty: a column named date, time, datetime or timestamp (or 日期, 时间, 日期时间, 时间戳), when there is one. The time orders the rows, finds duplicates (the later row is dropped) and gaps (rows missing from the regular step; they break windows unless `missing` fills them).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time series: the time as separate columns, in the order year, month, day, hour, minute, second (the first three required), such as `[&quot;year&quot;, &quot;month&quot;, &quot;day&quot;, &quot;hour&quot;]`; or two: a date and a time of day, such as `[&quot;Date&quot;, &quot;Time&quot;]` (`10/03/2004` and `18.00.00`). Empty: columns named year, month, day (and hour, minute, second), or 年, 月, 日 (时, 分, 秒), when there are; else a column named date and one named time (日期 and 时间) holding a date and a time of day. Time columns are not features.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV tables of 4 MiB and more: keep the parsed table in the per-user cache (`$LATHE_CACHE_DIR`, else `~/.cache/lathe/tables`), keyed by the files&apos; paths, sizes and modification times and the settings that shape the encoding, so that the next run on the same data maps it from disk instead of parsing it. `false` (or `lathe-cli … --no-cache`) reads the files every time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The size of the table cache past which its least recently used entries are removed; a table larger than this is not cached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time series: cyclic features computed from the time, each as a sine and a cosine: `hour` (of the day), `weekday`, `yearday` (day of the year).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The network. Built-in models are TorchScript modules assembled by Lathe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>`mlp` (any data, inputs flattened), `cnn1d` (time series, sequences), `cnn2d` and `resnet` (images), `transformer` and `cnn_transformer` (sequences), or `torchscript`: a scripted model saved from Python with `torch.jit.script(m).save(...)`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>`torchscript` only: the `.pt` file to load and train.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MLP: width of each hidden layer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CNN / ResNet: channels of each stage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ResNet: residual blocks in each stage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CNN: convolution kernel size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Transformer: embedding width (a multiple of `heads`).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Transformer: attention heads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Transformer: encoder layers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Transformer: feed-forward width.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dropout probability (training only).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use batch normalisation where the model has it (MLP, CNN).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data parallel: batch normalisation with the statistics of the whole batch of all ranks (summed over them in every training step, forward and backward), instead of each rank&apos;s own. N ranks then train as one process with N times the batch; it costs a collective per layer and step. In one process it is ordinary batch norm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimisation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passes over the training data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Samples per step, or `&quot;auto&quot;`: the batch-size finder picks the largest that fits the memory budget.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batch size that `lr` was tuned for (see `lr_scaling`).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How `lr` follows the batch size. `auto`: in one process `lr` is used as it is; with N data-parallel ranks each step trains N times the batch, and `lr` is multiplied by N (the linear rule from the per-rank batch), so N ranks learn per epoch as one process does (the demo with 2 ranks: 0.856 test accuracy against 0.828 with `none`, one process 0.859). `linear` multiplies `lr` by the global batch / base_batch_size, `sqrt` by the square root of that ratio, `none` keeps it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>`adamw` or `sgd` (with `momentum`, `nesterov`).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Peak learning rate, or `&quot;auto&quot;`: the learning-rate finder picks it at the start of the run (after the batch-size finder when `batch_size` is `&quot;auto&quot;` too) from a range test and short trial trainings, and records its curve in `lr_finder.json` (see `lr_finder`).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decoupled weight decay (AdamW) or L2 penalty (SGD).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SGD momentum.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SGD: Nesterov momentum.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learning-rate schedule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>`none`, `step` (multiply by `gamma` every `step_epochs`), `cosine` (decay to `min_lr`) or `onecycle`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Linear warm-up from 0 to `lr` over this many epochs (fractions allowed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>`step`: epochs between decays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>`step`: decay factor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>`cosine`: final learning rate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clip the global gradient norm to this value (0: off).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accumulate gradients over this many batches per optimizer step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classification: label smoothing of the cross-entropy loss.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classification: weights of the classes in the loss. `none`: equal; `balanced`: n / (classes x count of the class) from the training split, as scikit-learn&apos;s, so that a rare class weighs as much in total as a frequent one; or an object of class names to weights, such as `{&quot;1&quot;: 19, &quot;0&quot;: 1}` (a class not named weighs 1). The log (log.txt) says the weights used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop when a validation metric stops improving.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn early stopping on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Metric to watch; losses and errors must fall, accuracy and R² must rise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Epochs without improvement before stopping.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Smallest change that counts as an improvement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed for initialisation, shuffling and splits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prefer deterministic algorithms (slower on GPU). CPU runs are reproducible anyway, except for channels-last convolutions (`compile.channels_last`), which `auto` then leaves off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mixed precision.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>`auto`: bf16 on GPUs that support it, fp16 with loss scaling on older GPUs, off on CPU. `fp16` always uses the loss scaler.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fp16: initial loss scale.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fp16: steps without overflow before the scale doubles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TorchScript graph optimisation, Lathe&apos;s stand-in for `torch.compile`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How the fp32 training step runs: through the TorchScript interpreter (`false`) or the optimising graph executor (`true`: profiling, fusion, its own autodiff; full batches only, so that its profiled plan keeps one input shape: an epoch&apos;s short last batch and evaluation use the interpreter). `auto` measures both on the run&apos;s own model, batch and device during its first steps (after their warm-up, median step time, a few seconds at most, every step still trains) and keeps the faster; on a GPU it then also times the CUDA graph (`cuda_graph`) against none and keeps it only when it is faster. The figures and the choice are in the log, summary.json and the report, and a resumed run keeps the choice. Mixed-precision training always runs through the interpreter: the JIT autodiff cannot follow autocast.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the 2-D convolutions&apos; weights and the image batches in channels-last memory order (NHWC), which oneDNN&apos;s CPU convolutions and cuDNN&apos;s tensor-core kernels run faster: 1.1-1.4x the samples/s on the demo CNN and the small ResNet on the CPU, 1.7-3.0x on an H200 (docs/benchmarks.md); the sequence models&apos; convolutions (cnn1d, cnn_transformer) then take their windows as channels-last rows of an image (1.4x on cnn1d on the CPU). `auto`: on for a model with convolutions on the CPU and for 2-D convolutions on a GPU; off for sequence convolutions on a GPU until they are measured there, and off for models without convolutions (where it changes nothing). Not on a single CPU thread (one data-parallel rank per core, OMP_NUM_THREADS=1) for a model with a 1x1 convolution (the ResNet&apos;s shortcuts): LibTorch 2.11&apos;s channels-last backward of a strided 1x1 convolution can corrupt memory there, so even `true` is not applied, with a warning. Off in `auto` with `training.deterministic`: oneDNN&apos;s channels-last path is not bit-reproducible from run to run (a resumed run matches an unbroken one to a float32 step or so, about 1e-7). The log, summary.json and the report say which; the numbers trained are the same up to rounding.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>While the epochs run, keep the host memory a training step frees for the next step instead of giving it back to the system and faulting it in again, zeroed, every step (glibc&apos;s trim threshold raised, its mmap threshold fixed at 32 MiB; given back when training ends). On the CPU a step of the demo CNN spent about a tenth of its time in those page faults: 1.1-1.2x the samples/s with it (docs/benchmarks.md).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Freeze and `optimize_for_inference` the model for evaluation and export.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On a GPU, capture the whole training step (forward, backward, loss scaling, clipping, a fused AdamW/SGD step) in a CUDA graph after 3 warm-up steps and replay it: one launch per step instead of hundreds, which is what keeps a GPU busy with small models. Needs `training.grad_accumulation` 1; the last, smaller batch of an epoch runs normally. A step that waits for the GPU (a custom model reading a value back, say) is found in the last warm-up and the run goes on without the graph, saying why; a capture that fails while recording stops the run with the reason (set this to false for that model).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where training runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>`auto` uses CUDA when a usable GPU exists, else the CPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA device index (after `CUDA_VISIBLE_DEVICES`).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When CUDA is asked for but unusable: train on the CPU (true) or stop (false).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow TF32 tensor cores for fp32 matmul and convolution (Ampere and newer).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let cuDNN time its algorithms for fixed input shapes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cap on the share of GPU memory this process may allocate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs of this machine to train on, one worker process each (data parallel over NCCL), from `id` on; `&quot;all&quot;`: every visible GPU. `lathe-cli train --gpus N` sets it too. Under `torchrun` or `srun` the launcher decides and this is ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data-parallel training over several processes (c10d: NCCL between GPUs, Gloo between CPUs).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU training: ranks on this machine (Gloo), each with its share of the cores. `lathe-cli train --procs N` sets it too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Process-group backend: `auto` is NCCL on GPUs and Gloo on CPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seconds a collective may wait for the other ranks before the job stops, naming the rank that did not answer. A dead or hung rank ends the whole job within this time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gradients are all-reduced in flat buckets of about this many MiB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How batches reach the device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worker threads that gather (or decode) batches while the device trains; 0: the training thread gathers each batch itself. `&quot;auto&quot;`: from the core count. Unused when the data is GPU-resident.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gather batches into pinned host memory so that copies to the GPU are asynchronous.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batches prepared ahead of the training step by the workers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the whole dataset in GPU memory and gather batches there. `auto`: when it is below `gpu_resident_max_fraction` of free GPU memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Largest share of free GPU memory that `auto` lets the data take.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Image folders: decode each batch from disk on the worker threads instead of decoding every image once into memory. CSV tables: parse the CSV once into a file of encoded rows (a table cache entry, or a temporary file) and read batches from it a chunk at a time, shuffled within `shuffle_buffer_mb` (`mean` is then the only fill for number columns, and `sampler` must be `uniform`). `auto`: when the decoded images or the table&apos;s rows would take more than half of the available host memory (a memory cgroup&apos;s limit, as under Slurm, counts). Time series are always held in memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A CSV table streamed from disk: each epoch visits its chunks of about 4 MiB of rows in a random order, this many MiB of rows at a time, shuffled among themselves: the loader holds about twice this much.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop the last, smaller training batch of each epoch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shuffle the training split every epoch (seeded).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classification: `uniform` visits every training sample once per epoch; `balanced` draws the epoch&apos;s samples (as many as the split holds) with replacement so that every class is drawn equally often (PyTorch&apos;s WeightedRandomSampler with weights 1 / class count): rare classes repeat, frequent ones are sampled. Seeded, so a resumed run draws the same.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU augmentation of image batches, training split only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting point: `none`, `minimal` (flips), `standard` (flips, small affine, brightness/contrast), `strong` (more of each, crop). Individual fields below override it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Horizontal flip with probability 0.5: `on`, `off` or `preset`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vertical flip with probability 0.5: `on`, `off` or `preset`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Largest random rotation in degrees (-1: from the preset).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Largest random shift as a fraction of the size (-1: from the preset).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Largest random zoom in or out, e.g. 0.1 for ±10% (-1: from the preset).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Largest random brightness change (-1: from the preset).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Largest random contrast change (-1: from the preset).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Random crop after padding by this many pixels (-1: from the preset).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Epoch schedule: entries `{ &quot;from_epoch&quot;: N, &quot;preset&quot;: P }` switch to preset P from epoch N (1-based).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First epoch (1-based) of this entry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preset from that epoch on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where results go.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder that receives one sub-folder per run, relative to the config file. Empty: `runs` in the current working directory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checkpoint policy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the `last` checkpoint every N epochs (0: only at the end).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Also keep the checkpoint with the best `metric`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Metric that decides the best checkpoint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which weights score the test split at the end of a run, and go into `model.pt`: `best` (the checkpoint best in `checkpoint.metric`; the last weights when no epoch was best, e.g. without a validation split, or when `keep_best` is false) or `last`. The log, summary.json, evaluation.json and the report say which epoch&apos;s weights were scored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export the frozen TorchScript model (`model.pt`) at the end, with the weights that scored the test split (`test_checkpoint`).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write TensorBoard event files into the run folder&apos;s `tb/` as the run goes (its curves, device readings, settings for the HParams table, config and decisions): `tensorboard --logdir runs/` shows every run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Device monitoring during training.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sample GPU and process statistics while training.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sampling interval in milliseconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The batch-size finder, used by `training.batch_size: &quot;auto&quot;` and `lathe-cli find-batch`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory the run may use in MiB; 0: the GPU&apos;s free memory (plus what this process holds), or the available host memory on a CPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share of the budget kept free for fragmentation and evaluation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round the batch found down to a multiple of 8 or a power of two.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>largest: the largest batch that fits; fastest: the one with the highest measured samples/s, kept only when timing it again against the largest, six times each in turn, shows a lead beyond the noise; time_to_accuracy: the batch whose step time, weighed by the steps the measured gradient noise scale predicts, is least, timed again against its neighbours and the larger kept unless the smaller leads by more than the noise; auto: largest on a GPU, time_to_accuracy elsewhere.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Largest batch the finder tries (also capped by the training split).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most trials (training steps at one batch size) the search may run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The learning-rate finder, used by `training.lr: &quot;auto&quot;` and `lathe-cli find-lr`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The range test&apos;s first rate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The range test&apos;s last rate (it stops earlier when the loss runs away).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training steps of the range test, one at each rate, spaced evenly in log(rate).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training steps of each verification trial (the suggestion, a third of it and three times it, each from the same weights, on the run&apos;s schedule squeezed into these steps); the rate whose loss fell most is kept.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lathe::core::Messages</name>
    <message>
        <location filename="../ui/enginemessages.cpp" line="+11"/>
        <source>no file or folder matches &quot;%1&quot; (resolved to %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>file not found: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>required: the training data file(s), folder or glob</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>required for source &quot;%1&quot;: the column(s) to predict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>classification takes exactly one target column, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>required for source &quot;idx&quot;: the labels file matching data.path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>required when data.val_path is set for source &quot;idx&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>required when data.test_path is set for source &quot;idx&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>applies to IDX data only: image folders name their classes by their sub-folders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>applies to IDX data only: CSV data names its classes by the target column&apos;s values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>applies to classification only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>class %1 has an empty name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;%1&quot; names both class %2 and class %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>val + test fractions leave almost no training data (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>image sources are labelled by class: use &quot;classification&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the target column &quot;%1&quot; is also listed as a feature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;change&quot; forecasts a time series (source timeseries_csv), found source &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;change&quot; forecasts a regression target, not classes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU ranks and several GPUs exclude each other: set device.gpus to 1, or procs to 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>device.type is &quot;cpu&quot;: use distributed.procs for several CPU ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NCCL runs between GPUs; CPU ranks (distributed.procs) use &quot;gloo&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>required for model kind &quot;torchscript&quot;: the scripted .pt file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ignored: model kind is &quot;%1&quot;, not &quot;torchscript&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;change&quot; needs a built-in model: a TorchScript model forecasts what its own code returns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;%1&quot; needs image data (source idx or image_folder), found source &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;%1&quot; needs sequence data (source timeseries_csv), found source &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ignored: model &quot;%1&quot; has no batch norm of Lathe&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ignored: model.batch_norm is false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must be a multiple of model.heads (%1), found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ignored: only used by optimizer &quot;sgd&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nesterov momentum needs training.momentum &gt; 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>longer than training.epochs: the peak lr is never reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must be larger than lr_finder.start_lr (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ignored for regression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;%1&quot; is a regression metric; this task is classification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;%1&quot; needs a classification task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ignored: augmentation applies to image data only (source is &quot;%1&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>schedule entries must start at increasing epochs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+53"/>
        <source>invalid JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the number %1 is out of range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-53"/>
        <source>expected a JSON object at the top level, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unsupported config version %1: this Lathe reads version %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>config file %1 cannot be read (permissions?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>config file %1 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>applies to CSV and time-series data; source &quot;%1&quot; has no missing cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;%1&quot; is for time series; CSV tables take %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;%1&quot; is for CSV tables; time series take %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>applies to CSV data with data.missing mean, median or most_frequent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>applies to time series with data.missing ffill or interpolate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an empty marker: empty cells are missing anyway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>applies to time series (source timeseries_csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>give the time either as one column (data.time_column) or as several, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown time feature &quot;%1&quot; (hour, weekday or yearday)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;%1&quot; is the time column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>applies to classification: regression has no classes to weigh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;balanced&quot; draws classes equally: regression has none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 or %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source> between %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source> of at least %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected %1, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected a value%1, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected a number, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected %1, found &quot;%2&quot; (did you mean &quot;%3&quot;?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected %1, found &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected a string, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected a non-empty array of integers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected an integer%1, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected an object, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown key &quot;%1&quot; (did you mean &quot;%2&quot;?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown key &quot;%1&quot; (known keys: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an array of objects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an integer%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a number%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a string or an array of strings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an array of integers%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an integer%1 or &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a number%1 or &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>true, false or &quot;auto&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, or an object of names to numbers%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>boolean %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>string %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>number %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an unsupported value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot open file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>read error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 column &quot;%2&quot; not found in the header (did you mean &quot;%3&quot;?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 column &quot;%2&quot; not found in the header; columns are:%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: column &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 column &quot;%3&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: &quot;%2&quot; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: &quot;%2&quot; is not a number (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: value %2 is not finite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>empty file (expected a header line)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected %1 fields as in the header, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its header differs from the first shard %1 (column %2: &quot;%3&quot; instead of &quot;%4&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its header differs from the first shard %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no data rows after the header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the decoded images would take %1 MiB of the %2 MiB available: streaming them from disk (loader.stream &quot;auto&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: no file matches &quot;%2&quot; (resolved to %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>loader.sampler &quot;balanced&quot; draws samples from anywhere in the training split, which a table streamed from disk cannot serve at speed: use training.class_weights &quot;balanced&quot; instead, or set loader.stream &quot;off&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>streaming %1 rows from the table cache (%2; data.cache false or --no-cache reads the CSV)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>read %1 rows from the table cache (%2; data.cache false or --no-cache reads the CSV)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+486"/>
        <source>[warning] the table cache entry cannot be used, reading the CSV: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-484"/>
        <source>read %1 rows from %2 CSV file(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the table is not cached: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected images (an IDX file with 2 or more dimensions), found %1 dimension(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected labels (a 1-dimensional IDX file), found %1 dimensions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 holds %2 images but %3 holds %4 labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: image_folder takes one folder, found %2 matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>read %1 images from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: labels go up to %2, but data.class_names names %3 classes (0 to %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 labels range from %2 to %3, outside the %4 classes of the training data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the training split is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no classes found in the training data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 (data.task &quot;auto&quot; decided %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>data.source: unknown source &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+478"/>
        <source>[warning] constant in every training row, so it tells the model nothing: %1 (leave it out of data.features, or check the file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-474"/>
        <source>data.forecast &quot;change&quot;: the target &quot;%1&quot; is not among the features, so a window has no last value of it to start from; add it to data.features, or set data.forecast to &quot;level&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-45"/>
        <source>a quoted cell is not closed on its line: a row is one line, so a cell cannot hold a line break (as a spreadsheet writes one for Alt+Enter); remove the line breaks from the cells, or close the quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 column &quot;%2&quot; appears twice in the header, as columns %3 and %4: give each column a name of its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+45"/>
        <source>forecasting the level of %1 (data.forecast &quot;auto&quot;): the target &quot;%2&quot; is not among the features</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>forecasting the level of %1 (data.forecast &quot;%2&quot;); persistence (the next value is the last one) scores validation MAE %3, the figure to beat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>forecasting the change from each window&apos;s last %1 (data.forecast &quot;%2&quot;): the model adds it back, so it starts as persistence (the next value is the last one) and learns the correction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>forecasting the change from each window&apos;s last %1 (data.forecast &quot;%2&quot;): the model adds it back, so it starts as persistence (the next value is the last one) and learns the correction; persistence scores validation MAE %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>corrupt or unreadable data: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>empty or truncated file (no IDX header)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not an IDX file of unsigned bytes (bad magic number)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>truncated IDX header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>IDX header has an empty dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the IDX header promises more data than the file can hold (%1 samples; the file has %2 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>truncated: the header promises %1 samples but the data ends in sample %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>more data than the IDX header describes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the image has no pixels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the image claims %1 × %2 pixels, more than Lathe decodes (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot open image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot initialise the JPEG decoder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unreadable JPEG: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>corrupt JPEG: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unreadable PNG: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>corrupt PNG: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>empty image file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not a JPEG or PNG image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 link(s) in the class folders point to nothing and are left out, such as %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not a folder (image_folder data is root/&lt;class&gt;/*.png|jpg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no class folders (expected root/&lt;class&gt;/*.png|jpg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one class folder (&quot;%1&quot;); classification needs at least two, each a sub-folder of images (root/&lt;class&gt;/*.png|jpg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>class &quot;%1&quot; does not occur in the training data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>empty class folder (no .png or .jpg files)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>listed %1 images in %2 classes under %3 (streamed from disk, decoded per batch)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>decoded %1 images in %2 classes from %3 (%4 resized to %5x%6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>decoded %1 images in %2 classes from %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>column &quot;%1&quot; is missing in every row of the training split: nothing to fill it with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>data.missing_indicator: %1 missing-indicator feature(s) added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>data resident on the training device, batches gathered there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>batches gathered by the training thread, pinned host buffers copied on a side CUDA stream</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>batches gathered by the training thread</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 worker thread(s), pinned host buffers copied on a side CUDA stream, prefetch %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 worker thread(s), prefetch %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>table streamed from disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>image folder streamed from disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>loader.workers %1 on the CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU training: the data is in host memory already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>loader.gpu_resident &quot;on&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>loader.gpu_resident &quot;off&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the data takes %1, within %2% of the %3 of free GPU memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the data takes %1, more than %2% of the %3 of free GPU memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ffill, interpolate or drop_windows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is empty; set data.missing to %2 to go on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is missing (&quot;%2&quot;); set data.missing to %3 to go on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 column &quot;%3&quot;: %4 does not fit in float32 (which holds up to about 3.4e38)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the model&apos;s series description is damaged: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>time from column(s) %1 (found by name; data.time_column or data.time_columns names others): they order the rows and are not features</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>data.time_features needs the time: name it with data.time_column or data.time_columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 column(s) without a name in the header left out of the features (give them a name in the header to use them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no feature columns left besides the time and the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>categorical column &quot;%1&quot; is not a feature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: target column &quot;%2&quot;: &quot;%3&quot; is not a number (list &quot;%3&quot; in data.missing_markers if it marks a missing value)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: feature column &quot;%2&quot;: &quot;%3&quot; is not a number, though %4 of its %5 cells are (list &quot;%3&quot; in data.missing_markers if it marks a missing value, or the column in data.categorical if it holds categories)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>categorical column &quot;%1&quot; holds no value, only missing cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>column(s) holding words are categories (list them in data.categorical to say so): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: time column &quot;%2&quot;: &quot;%3&quot; is not a date (expected dates such as 2024-03-01, 2024-03-01T13:00:00Z, 2024-03-01 13:00, 2024/03/01, 01.03.2024 or 03/01/2024)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: time column &quot;%2&quot;: &quot;%3&quot; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: time columns %2: %3 is not a date and time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: the time jumps by %2 steps of %3 s; filling the series&apos; gaps would add more than ten times its rows (set data.max_gap to the longest hole worth filling)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: class &quot;%2&quot; of target column &quot;%3&quot; does not occur in the training series</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the table&apos;s rows would take about %1 of the %2 available: streaming them from disk (loader.stream &quot;auto&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a temporary file (gone when the run ends)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the table cache (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>read %1 rows from %2 CSV file(s) into %3, %4 of rows streamed from there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>data.missing &quot;%1&quot; needs every training value of a number column at once (&quot;%2&quot;), which a table streamed from disk does not hold: use &quot;mean&quot;, or set loader.stream &quot;off&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 (set LATHE_CACHE_DIR to a folder with room)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: read error at byte %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file ends early</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: cannot be created (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: cannot be written (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: cannot be opened (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: holds fewer than the %2 rows it should</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>more than 16 million distinct values in one column: is it really a category?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no feature columns left besides the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>class &quot;%1&quot; of column &quot;%2&quot; does not occur in the training data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>target column &quot;%1&quot; has a single class; classification needs at least two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none in the features</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing cells in %1 rows: %2; data.missing &quot;%3&quot;: %4 row(s) dropped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing cells in %1 rows: %2; data.missing &quot;%3&quot;: %4 row(s) dropped (their target is missing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>data.task &quot;auto&quot;: %1 → %2 (set data.task to choose)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>images are labelled by class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 target columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no training file to look at yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the target column &quot;%1&quot; is not in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>more than %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the target &quot;%1&quot; holds text (%2 distinct values)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the target &quot;%1&quot; holds numbers with fractions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the target &quot;%1&quot; holds whole numbers of %2 distinct values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the training file cannot be read yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+334"/>
        <source>feature %1 was &quot;%2&quot; when the run was trained and is &quot;%3&quot; now (a category&apos;s values or the columns changed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the run was trained on %1 features and the data gives %2 now (the first difference: &quot;%3&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the run&apos;s model takes inputs of shape %1 and the data gives %2 now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the inputs were scaled (%1) when the run was trained and are not now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 was &quot;%2&quot; when the run was trained and is &quot;%3&quot; now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 holds %2 values where the run&apos;s held %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the %1 split held %2 samples when the run was trained and holds %3 now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the training folder&apos;s images are not those the run was trained on (one renamed, replaced or moved to another class since): its splits would hold other images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>[warning] feature &quot;%1&quot; only counts time: it rises through every series, so %2 % of its validation and test values (%3) lie beyond its training range (%4) and the model must extrapolate it. Leave it out of data.features, or give it as data.time_column (or one of data.time_columns) so that it is read as time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>[warning] feature &quot;%1&quot;: %2 % of its validation and test values (%3) lie outside its training range (%4), so the model must extrapolate it; a trend like this forecasts worse than persistence. Leave it out of data.features, or give its change from step to step instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-354"/>
        <source>missing cells: %1; data.missing &quot;%2&quot;: %3 cell(s) filled%4, %5 window(s) dropped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, %1 missing step(s) filled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>time %1 to %2, step %3 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>time %1 to %2, irregular steps (no gaps looked for)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+346"/>
        <source>[warning] %1 series were not in time order: their rows were sorted by time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>[warning] %1 row(s) repeat a time already seen (first at %2): the later row is dropped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-344"/>
        <source>%1 gap(s) in the time, %2 missing step(s) (first before %3): filled by data.missing &quot;%4&quot; up to data.max_gap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 gap(s) in the time, %2 missing step(s) (first before %3): filled by data.missing &quot;%4&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+344"/>
        <source>[warning] %1 gap(s) in the time, %2 missing step(s) (first before %3): windows do not cross them (data.missing ffill or interpolate fills them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-342"/>
        <source>feature &quot;%1&quot; only counts time (it rises through every series, and its validation and test values lie beyond its training range): left out of the features, as the time is; list data.features to keep it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>data.path: no file matches &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>data.test_path: no file matches &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its header differs from %1 (every series must have the same columns)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 rows are fewer than data.window + horizon (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no training windows: every window of data.window %1 holds a missing value or a gap (data.missing &quot;%2&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no training windows: the series are too short for data.window %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cut %1 windows of %2 steps x %3 features from %4 series</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>this LibTorch was built without CUDA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA_VISIBLE_DEVICES is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no usable CUDA device (no NVIDIA driver or no GPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>device.id %1 does not exist (%2 visible CUDA device(s))</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>using the CPU: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>device.type is &quot;cuda&quot; but %1 (set device.fallback_to_cpu to train on the CPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA was requested but %1; falling back to the CPU (device.fallback_to_cpu)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>precision.amp is &quot;off&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>precision.amp is &quot;bf16&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>precision.amp is &quot;fp16&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>amp auto: on the CPU reduced precision is usually slower than fp32</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>amp auto: this GPU supports bf16, which needs no loss scaling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>amp auto: this GPU lacks fast bf16, so fp16 with loss scaling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>interrupted again: stopping the ranks without waiting for the checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>rank %1 of %2 on %3 (local rank %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>was killed by signal %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>was killed by signal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exited with code %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--signal-lead %1 s: give %2 to %3 seconds (the time a stop needs to finish a step and write the checkpoint)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--signal-lead %1 s does not fit --time %2: Slurm may warn up to %3 s early, so every allocation would stop as soon as it starts; give a time limit longer than %4 s or a shorter lead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--time &quot;%1&quot;: give minutes, hours:minutes:seconds or days-hours:minutes:seconds (e.g. 90, 12:00:00, 2-00:00:00)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>pruned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>ASHA search of %1 trials: rungs at epochs %2; at each rung the best 1/%3 by %4 go on, the others are pruned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Random search of %1 trials drawn with seed %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>rung</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>why it stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+53"/>
        <source>persistence MAE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Persistence MAE: the error of forecasting that the next value is the last one, on the same windows; a forecaster is of use where its MAE is lower.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>re-time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>timing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>smoothed loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learning-rate finder: loss against the rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>log10(learning rate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The run failed (exit code %1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+50"/>
        <source>time to an accuracy, relative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>timed again against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its lead in time to an accuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spread</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the smaller is quicker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the larger is quicker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>within the spread: the larger is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learning-rate finder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trial rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>loss before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>loss after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diverged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-12"/>
        <source>chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-316"/>
        <source>%1: %2 row(s) fall within a second of another, such as &quot;%3&quot; and &quot;%4&quot;: a series&apos; times are read to the second, so all but one row of each second would be dropped as repeats; resample the series to a step of a second or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+393"/>
        <source>%1: %2 CPU thread(s) of %3 cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the process writing the run (PID %1 on %2) has ended without a summary: it was killed, crashed or stopped without a checkpoint; the checkpoints it wrote remain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 records epochs up to %2 of the %3 the run&apos;s summary counts: the lines after are missing or damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>--search &quot;%1&quot;: use grid, random or asha</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>search: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>search.eta is %1: it must be 2 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>search.min_epochs is %1: it must be 1 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a random or ASHA search needs at least one --range to draw settings from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--trials is %1: a search needs at least one trial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+91"/>
        <source>rank %1 on %2 stopped answering: its process died or hangs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 ranks stopped answering, the first rank %2 on %3: their processes died or hang</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+62"/>
        <source>a resumed run goes on with the model its checkpoint holds, fed and split as before, and keeps its name, so these settings cannot change (start a new run to change them):%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>resumed with changed settings: %1; for this session only: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>resumed with settings for this session only: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: the checkpoint has %2, the config %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the run&apos;s config.json does not match its checkpoint %1 (was it edited after the run?): the checkpoint&apos;s model was trained with other settings. Put these back in config.json, or start a new run:%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>learning-rate finder: the training split gave no batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>learning-rate finder: a range test of %1 steps from rate %2 to %3 at batch %4, then trials of %5 steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>learning-rate finder: no rate found: %1; training.lr falls back to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>learning-rate finder: no rate found: %1 in %2 steps; training.lr falls back to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>learning-rate finder: lr %1 (%2; the range test: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>every variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>variants %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>variant %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: error: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: error: %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 threads on parts of the batch %2/step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 → %2 threads, each on its own part of the batch, faster by %3 and in %4 of %5 pairs of blocks, more than chance allows (a rank test: blocks stalled behind other programs widen the means&apos; spread to %6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 → %2 threads, each on its own part of the batch, faster by %3, more than the steps&apos; spread (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 → %2 thread(s), faster by %3 and in %4 of %5 pairs of blocks, more than chance allows (a rank test: blocks stalled behind other programs widen the means&apos; spread to %6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 → %2 thread(s) for now: the difference, %3, is within the steps&apos; spread (%4); more blocks will be measured after %5 s of training while the machine stays as it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 → %2 thread(s): the difference, %3, is within the steps&apos; spread (%4), so the count in use stays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 → %2 thread(s), the count in use and the fastest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the batch can train in parts, each on a thread of its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the last measurement&apos;s lead of %1 was within the steps&apos; spread</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a stop takes about %1 s here (a step of %2 s and the checkpoint, %3 s), but this job is warned only %4 s before its time limit: at the limit, the training since the last checkpoint may be lost. Write the job script again with --signal-lead %5 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-13"/>
        <source>stopped while reading the data, before training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-68"/>
        <source>%1 is still training in this window: its evaluation is written into the run folder once the run has ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is still training (PID %2 on %3): evaluate it once the run has ended, or write the evaluation outside the run folder (-o)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-161"/>
        <source>an ASHA search compares its trials at the same epochs: training.epochs differs between trials (&quot;%1&quot; trains %2 epochs, &quot;%3&quot; %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-28"/>
        <source>&quot;%1&quot; is not of the form key.path=value1,value2 (e.g. training.lr=1e-3,3e-3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;%1&quot; is swept twice (the models to compare set model.kind); give its values once, separated by commas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;%1&quot; is swept twice; give its values once, separated by commas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&quot;%1&quot; is not of the form key.path=low:high[:log|:int|:logint] or key.path=value1,value2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;%1&quot;: low:high must be two numbers, then optionally :log, :int or :logint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;%1&quot;: the scale &quot;%2&quot; is not log, int or logint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;%1&quot;: the low end must be below the high end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;%1&quot;: %2 takes whole numbers: end the range with :int (or :logint for a log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;%1&quot;: an integer range needs whole numbers at both ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;%1&quot;: an integer range must lie within ±9007199254740992 (2^53)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;%1&quot;: a log range must lie above zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;%1&quot;: %2 takes values%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;%1&quot; is given two ranges; give it one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>every range has one value, so all %1 trials would train alike: give a range (low:high) or several values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an ASHA search ranks its trials by one metric: output.checkpoint.metric differs between trials (&quot;%1&quot; uses %2, &quot;%3&quot; %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+107"/>
        <source>compile.graph_optimize auto: the run used the %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compile.graph_optimize auto: %1; the run trained with the executors in turn, the %2 last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+84"/>
        <source>an ASHA search ranks its trials by %1 at each rung, which needs a validation split: &quot;%2&quot; has none (data.splits.val is 0 and data.val_path is empty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the TensorBoard log stopped: %1; training goes on without it (once the run has ended, lathe-cli tensorboard %2 writes the log again from the run&apos;s records)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the TensorBoard log stopped: %1; training goes on without it (once the run has ended, lathe-cli tensorboard %2 --force writes the log again from the run&apos;s records)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>stopped during the learning-rate search, before training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>paused after epoch %1, a rung of the search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1; checkpoint saved: the search continues from it if the trial goes on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no TensorBoard log: %1 (once the run has ended, lathe-cli tensorboard %2 writes it from the run&apos;s records)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no TensorBoard log: %1 (once the run has ended, lathe-cli tensorboard %2 --force writes it from the run&apos;s records)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CPU threads: %1 (OMP_NUM_THREADS); OpenMP threads wait: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, shared by the %2 trials of a search training at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the validation split came out empty, though %1 asks for one: the best epoch and early stopping are judged by train_loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the test split came out empty, though %1 asks for one: the run gets no test score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the training split holds %1 sample(s): training needs 2 at least (data.limit, data.splits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the training split holds %1 sample(s): %2 ranks need 2 each at least (data.limit, data.splits, or fewer ranks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the checkpoint&apos;s model forecasts the change from the window&apos;s last value, as it was built to: the run goes on so (data.forecast applies when a run starts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the checkpoint&apos;s model forecasts the target&apos;s level, as it was built to: the run goes on so (data.forecast applies when a run starts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>training.batch_size %1 is not taken on a resume: the run continues with its checkpoint&apos;s batch %2 (start a new run to train with another batch)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>training.lr &quot;auto&quot;: continuing with the checkpoint&apos;s rate %1 (found at batch %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>training.lr &quot;auto&quot;: the checkpoint holds no rate found (written before the finder); continuing with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; rate %2, the smallest any of the %3 ranks found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>trial %1 goes on to rung %2 (epoch %3), where it was stopped on the way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trial %1 goes on to rung %2 (epoch %3): place %4 of %5 at rung %6, where the best %7 go on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trial %1 starts, to rung 1 (epoch %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trial %1, the best left at rung %2, trains on to rung %3 (epoch %4) so that the search ends with a fully trained model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trained to its end (epoch %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed after epoch %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>training now (epoch %1 done)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stopped before its first rung (epoch %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>waiting at rung %1 (epoch %2): place %3 of %4 so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (a rank&apos;s share of the training split)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (the whole training split)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1; timed again %2 times each, batch %3 is faster per sample by %4%, more than the spread (%5%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; timed again %2 times each, batch %3&apos;s lead, %4%, is within the spread (%5%), so the largest batch stays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1. Batches %2 and %3 could not be told apart, so another run may choose %2; set training.batch_size to %3 to keep this choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the gradient noise scale could not be measured, so the largest batch stays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the gradient noise scale is %1 (gradients of %2 batches of %3 against their mean, %4 times)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: the true gradient is within the noise, so larger batches keep helping and the largest stays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1; batch %2 timed again against batch %3, %4 times each: it takes %5% longer to reach an accuracy, so the larger batch %3 is preferred</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; batch %2 timed again against batch %3, %4 times each: its lead of %5% is within the spread (%6%), and timing them longer would cost more than a wrong choice could in this run (%7 s of training), so the larger batch %3 is preferred</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>  other programs use %1 CPUs now; OMP_NUM_THREADS fixes a CPU run at %2 threads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  other programs use no CPU now; OMP_NUM_THREADS fixes a CPU run at %1 threads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: raise loader.workers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This job trains %1 ranks on this machine: they and any other programs use %2 of the cores, so this rank gets %3 (fewer ranks share the cores in fewer, larger parts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other programs use %1 of the cores, so this run gets only %2: it trains on %3 threads, each on its own part of the batch, and slower until they end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>the range test stopped after %1 steps: too few to read a curve from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the loss did not fall over the rates %1 to %2 (from %3 to at best %4, noise %5): no minimum to read a rate from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the loss still fell at the largest rate tried, %1 (from %2 to %3): no minimum in the range (raise lr_finder.end_lr)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a third of the rate at the smoothed loss&apos;s minimum (%1 at rate %2; from %3), where the loss falls steepest too close to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the smoothed loss falls steepest at rate %1 (from %2 to its minimum %3 at rate %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no trial rate lowered the loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rate %1 kept: its trial lowered the loss by %2, rate %3 by %4, within %5% of it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rate %1: its trial lowered the loss most, by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rate %1: its trial lowered the loss most, by %2 (the suggestion %3 by %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rate %1: its trial lowered the loss most, by %2 (the suggestion %3 did not lower it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the output %1 is a folder: name a file to write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the output %1 cannot be written: the folder %2 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the output %1 is %2, which this command reads: name another output file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--gpus %1: give a number of GPUs (1 or more) or all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--gpus %1: no CUDA GPU is visible (lathe-cli doctor says why)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--gpus %1: only %2 CUDA GPU(s) are visible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a folder, where a data file was expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>spin 300000 times, then sleep (libgomp&apos;s default: Lathe could not restart itself with GOMP_SPINCOUNT=%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spin %1 times, then sleep (GOMP_SPINCOUNT=%1, Lathe&apos;s default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OMP_WAIT_POLICY=%1, GOMP_SPINCOUNT=%2 (from the environment)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OMP_WAIT_POLICY=%1 (from the environment)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spin %1 times, then sleep (GOMP_SPINCOUNT=%1, from the environment)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spin 300000 times, then sleep (libgomp&apos;s default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-785"/>
        <source>started %1 ranks (rendezvous 127.0.0.1:%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rank %1 (pid %2) %3; stopping the other ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rank %1 (pid %2) %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ranks still running %1 s after rank %2 failed: sending SIGTERM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sending SIGKILL to the ranks still running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: the rendezvous at %2 failed: %3 (is the port free?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: the rendezvous at %2 failed: %3 (is rank 0 running, and the address reachable?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: could not set up the Gloo group at %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>distributed.backend &quot;nccl&quot; needs CUDA devices; CPU ranks use &quot;gloo&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 failed: %3 (another rank stopped, crashed or did not answer within distributed.timeout_s = %4 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this Lathe was built without NCCL, so GPU ranks cannot talk to each other: rebuild with the CUDA LibTorch and its nvidia-nccl wheel, or set distributed.backend to &quot;gloo&quot; (slow on GPUs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>environment variable %1=&quot;%2&quot;: expected an integer from %3 to %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>environment variable %1 is not set (a data-parallel launcher sets it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>local rank %1 is not below the local world size %2 (check LOCAL_RANK / LOCAL_WORLD_SIZE or the Slurm task layout)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 &quot;%2&quot;: only letters, digits and &quot;%3&quot; are allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--nodes must be at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--gpus-per-node must be 0 (CPU ranks) or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--tasks-per-node must be at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>model.kind &quot;%1&quot; needs images [channels, height, width]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>model.kind &quot;%1&quot; needs sequences [time, features] (data.source timeseries_csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>model.file: cannot load %1 as a TorchScript model (save it from Python with torch.jit.script(model).save(path)): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has no trainable parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 does not accept the data&apos;s inputs of shape %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 returns shape %2 for inputs %3, but the data needs %4 (batch, outputs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>model.kind: unknown kind &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; recording process and host statistics only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVML is not available (%1): no NVIDIA driver on this machine?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVML did not initialise (driver not loaded?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the NVML library lacks nvmlInit_v2/nvmlDeviceGetCount_v2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+272"/>
        <source>cannot create runs folder %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot create folder %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot create a folder in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is not a Lathe run folder (no config.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot write into run folder %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot write %1: %2 (is the disk full?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rank %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a sweep needs --models or --grid: nothing to compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;%1&quot; has an empty value in its list; separate values by single commas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;%1&quot; lists a value twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not a sweep plan: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not a sweep plan: no base config or no variants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: cannot be read (is %2 a sweep folder?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: not valid JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>fp32 training steps agree with the same steps on the CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bf16 training steps agree with the same steps on the CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fp16 training steps with the loss scaler agree with the same steps on the CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an fp16 overflow makes the loss scaler skip the step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the CUDA graph step trains as the eager step (fp16 + loss scaler)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the CUDA graph step trains as the eager step (SGD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the CUDA graph step trains as the eager step (fp32, AdamW)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the GPU-resident loader delivers the CPU loader&apos;s batches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the pinned-memory streaming loader delivers the CPU loader&apos;s batches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU augmentation matches the CPU&apos;s and leaves validation data untouched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVML reads utilisation, memory, power and temperature while a step runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the batch finder recovers from running out of memory, and its batch trains a full epoch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NCCL all-reduces across the GPUs&apos; ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a checkpoint written on the GPU resumes on the GPU exactly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a checkpoint written on the GPU resumes on the CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>training steps of the demo CNN per precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the self-test itself (its work folder, its setup)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FAIL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>[%1] %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-7"/>
        <source>%1 %2 (%3 to %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2 (at most %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2 (at least %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>      %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 passed, %2 failed, %3 skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>preset &quot;standard&quot; (%1) on a batch of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 shuffled batches of %2 gathered on %3 against the CPU loader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, against the CPU loader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the self-test&apos;s run in %1 ended with exit code %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stopped after step %1 of %2 (epoch 2), resumed on %3, against the run trained without a stop; precision %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the checkpoint of %1 resumed in fp32 on the CPU: validation loss %2 against %3 unbroken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an allocator cap of %1 MiB: the finder with a budget of twice that met %2 out-of-memory trial(s) and still found batch %3; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the CPU has no device memory to run out of: the out-of-memory part is skipped; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1a full epoch of %2 images at the batch found (%3) ended with batch %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-36"/>
        <source>the check stopped with an error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-320"/>
        <source>Validation loss by variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Validation accuracy by variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Validation top-5 by variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Validation MAE by variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Validation RMSE by variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Validation R² by variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 by variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+48"/>
        <source>completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unfinished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-49"/>
        <source>not started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>epoch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training loss by variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Throughput by variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>samples/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lathe sweep: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sweep: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sweep folder %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2 variants completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best %1: %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>epochs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>best %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>best epoch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>train time (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Variants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run folders:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume the sweep with: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Base config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The base config is in sweep.json; each variant&apos;s config.json is in its run folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Made by Lathe from the files in the sweep folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 h %2 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 min %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-22"/>
        <source>GPU busy %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-428"/>
        <source>1: the MLP&apos;s batch normalisation needs 2 samples a batch at least; use a larger batch, or set model.batch_norm to false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+79"/>
        <source>invalid JSON: nested more than %1 levels deep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-49"/>
        <source>given twice (also at line %1): this last value is used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-21"/>
        <source>ignored: a labels file is read for source &quot;idx&quot; only (source is &quot;%1&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&quot;%1&quot; is a validation metric and data.splits.val is 0: train_loss is judged instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>config file %1 is a folder: name the config&apos;s JSON file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is UTF-16 text, read as such; JSON files should be UTF-8 (the window saves it so)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>config file %1 is UTF-16 text that does not decode at byte %2; save it as UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is GB18030 (GBK) text, read as such; JSON files should be UTF-8 (the window saves it so)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>config file %1 is neither UTF-8 nor GB18030 text; save it as UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;%1&quot; is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ignored for the target column &quot;%1&quot;: its values are the classes or the numbers to predict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ignored for &quot;%1&quot;: data.features leaves that column out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expects a date and a time of day (2 columns), or 3 to 6 columns (year, month, day, then hour, minute, second), found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is matched twice (by &quot;%2&quot; and &quot;%3&quot;): its rows would be read twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is also in data.path: this split scores rows the model trained on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is also data.val_path&apos;s: validation and test score the same rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a string has no closing quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the text ends before the JSON is complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a line break or tab inside a string: write it as \n or \t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an invisible control character (%1) inside a string: delete it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a \u escape in a string is half of a character (a lone UTF-16 surrogate, \uD800 to \uDFFF): give both halves, or the character itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a backslash in a string starts an escape: write a Windows path with / or with \\</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>\u in a string must be followed by 4 hex digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the text is not UTF-8: save the file as UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a string that JSON cannot read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is not a JSON number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>comments are not allowed in JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>strings need double quotes (&quot;), not single quotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>more text after the end of the JSON document: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a key needs double quotes: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is not JSON: write true, false or null in lower case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is not a JSON value: text needs double quotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a comma before %1: JSON allows no comma after the last item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a comma with no item before it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a colon (:) is missing after the key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a comma is missing before %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a value is missing before %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unexpected %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot read &quot;%1&quot; as %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>override &quot;%1&quot; is not of the form key.path=value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown config key &quot;%1&quot; (did you mean &quot;%2&quot;?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown config key &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;%1&quot; is a list of objects: set it whole as JSON, e.g. %1=&apos;[{...}]&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;%1&quot; is a group; set one of its fields instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: a list of objects, written as a JSON array: %1=&apos;[{...}]&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>expected %1, found %2 (write %3 for a list of one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected a string (the address of a JSON Schema), found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>the text is GB18030, which this system&apos;s iconv cannot read; save the file as UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file became shorter while it was being read (another program changed it); read it again once it is complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file was changed while it was being read (another program wrote to it); read it again once it is complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>column &quot;%1&quot; is not UTF-8 text here as in the lines before (byte 0x%2, the cell&apos;s byte %3); save the file as UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>column &quot;%1&quot; is not UTF-8 text here (byte 0x%2, the cell&apos;s byte %3), and the file&apos;s first 8 MiB did not show it to be GB18030; save the file as UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the text is neither UTF-8 nor GB18030; save the file as UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the text is neither UTF-8 nor GB18030 (byte 0x%1, the line&apos;s byte %2); save the file as UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this line is not GB18030 text as the lines before it are (byte 0x%1, the line&apos;s byte %2); save the file as UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this line is not UTF-8 text as the lines before it are (byte 0x%1, the line&apos;s byte %2); save the file as UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 CSV file(s) read as GB18030 text (what Excel saves on a Chinese Windows) and turned into UTF-8: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 file(s) read as UTF-16 text (what Excel saves as Unicode text) and turned into UTF-8: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 file(s) read with their columns separated by tabs (a TSV, or a table saved as tab-delimited text): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 file(s) read with their columns separated by semicolons, as Excel saves a CSV in languages that write decimal commas, so &quot;2,5&quot; is read as 2.5 and &quot;1.234,5&quot; as 1234.5: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>column &quot;%1&quot;: %2 cells hold numbers as a spreadsheet formats them (thousands separators, a percent or currency sign, 元, 万 or 亿, full-width digits), such as &quot;%3&quot;, read as %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>[warning] %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the table cache entry cannot be used, reading the CSV: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 class(es) have no samples in the validation split, such as &quot;%2&quot; (%3 in the training split): too few to split, so their validation scores say nothing; more samples of them, or data.val_path, give them some</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 class(es) have no samples in the test split, such as &quot;%2&quot; (%3 in the training split): too few to split, so their test scores say nothing; more samples of them, or data.test_path, give them some</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>constant in every training row, so it tells the model nothing: %1 (leave it out of data.features, or check the file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>cannot list the folder: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 image(s) beside the class folders left out, such as %2: an image is read inside the folder of its class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 hidden file(s) or folder(s) left out (a name beginning with a dot, or __MACOSX), such as %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 file(s) or folder(s) in the class folders left out, such as %2: only .png, .jpg and .jpeg files directly in a class folder are read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>class folders &quot;%1&quot; and &quot;%2&quot; both read as &quot;%3&quot;: rename one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>column &quot;%1&quot; has a time&apos;s name, but &quot;%2&quot; (%3) is not a date Lathe reads: it is not taken for the time, and the rows stay in file order; write the times as 2024-03-01 13:00, 01.03.2024 or 03/01/2024, or name the time column with data.time_column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: time columns %2: &quot;%3&quot; and &quot;%4&quot; are not a date and a time of day (such as 2024-03-01 and 13:00, or 01/03/2024 and 13.00.00)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>categorical column &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>target column &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>column &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is empty; set data.missing to drop_rows, mean, median or most_frequent to go on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is missing (&quot;%2&quot;); set data.missing to drop_rows, mean, median or most_frequent to go on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: &quot;%2&quot; is not a number (list the column in data.categorical if it holds categories)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 does not fit in float32 (which holds up to about 3.4e38)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 row(s) of only empty cells skipped (the first at %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the target &quot;%1&quot; holds no values yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+363"/>
        <source>feature &quot;%1&quot; only counts time: it rises through every series, so %2 % of its validation and test values (%3) lie beyond its training range (%4) and the model must extrapolate it. Leave it out of data.features, or give it as data.time_column (or one of data.time_columns) so that it is read as time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-357"/>
        <source>feature &quot;%1&quot;: %2 % of its validation and test values (%3) lie outside its training range (%4), so the model must extrapolate it; a trend like this forecasts worse than persistence. Leave it out of data.features, or give its change from step to step instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-1"/>
        <source>feature &quot;%1&quot; only counts time: it rises through every series, so %2 % of its validation and test values (%3) lie beyond its training range (%4) and the model must extrapolate it. Leave it out of data.features: the order of the rows already says what it counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 series were not in time order: their rows were sorted by time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-56"/>
        <source>%1 row(s) repeat a time already seen (first at %2): the later row is dropped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-1"/>
        <source>%1: dates such as &quot;%2&quot; may be day first or month first (no field above 12 shows which): they are read month first (03/01/2024 is 1 March); write them year first (2024-03-01) if they are day first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 row(s) repeat a time already seen (first at %2), and column &quot;%3&quot; tells them apart: the later row is dropped; if the file holds several series, write each to a file of its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: %2 of %3 rows repeat a time already seen, and column &quot;%4&quot; tells them apart (%5 values, such as &quot;%6&quot; and &quot;%7&quot;): the file holds several series side by side, and Lathe reads one series a file; write the rows of each %4 to a file of its own and list the files in data.path (or, if %4 is part of the time, name it in data.time_columns)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1 gap(s) in the time, %2 missing step(s) (first before %3): data.missing &quot;%4&quot; fills those of up to data.max_gap (%5) steps; %6 longer gap(s) stay, and windows do not cross them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 gap(s) in the time, %2 missing step(s) (first before %3): windows do not cross them (data.missing ffill or interpolate fills them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 row(s) without any value at the end of the file skipped, from %2 on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 rows are fewer than data.window (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>column &quot;%1&quot;: %2 value(s) in the validation data that the training data does not hold, the first &quot;%3&quot; at %4; the model takes them as an unknown category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>column &quot;%1&quot;: %2 value(s) in the test data that the training data does not hold, the first &quot;%3&quot; at %4; the model takes them as an unknown category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>column &quot;%1&quot;: %2 value(s) that the training data does not hold, the first &quot;%3&quot; at %4; the model takes them as an unknown category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>the path of lathe-cli on the nodes holds a control character (a line break, tab or escape): a job script cannot carry it safely</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the config&apos;s path holds a control character (a line break, tab or escape): a job script cannot carry it safely; rename the file or its folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--runs-dir holds a control character (a line break, tab or escape): a job script cannot carry it safely</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>each allocation of %1 s stops up to %2 s before its end (--signal-lead %3 s and Slurm&apos;s early warning): over a quarter of the time goes to stopping and requeueing; a longer --time trains more per allocation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1 of %2 trials completed, %3 pruned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>device used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>allocator reserved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>allocator allocated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>power W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>temperature °C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>process (one core = 100)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>resident</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>% of one core / of the machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU utilisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU power and temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Process memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>validation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>accuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>validation top-5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Regression error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>train MAE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>validation MAE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>validation RMSE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learning rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>learning rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Epoch time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>% of step time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>data wait %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Samples/s per rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Data parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean samples/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>slowest epoch samples/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean data wait %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The confusion matrix has too many classes to draw; it is in evaluation.json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confusion matrix: rows are the true classes, columns the predicted ones; the shade is the share of the row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confusion matrix: rows are the true classes, columns the predicted ones (numbered as the rows); the shade is the share of the row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last weights, epoch %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the best weights, epoch %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Test split, %1 samples. Scored with %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Balanced accuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Macro F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weighted F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Top-5 accuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>recall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most confused (true class → predicted class):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 → %2: %3 (%4% of the class)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean residual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>residual std</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>median |residual|</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>90% |residual|</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameters: %1 (%2 trainable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>input per sample: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>outputs: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>parameter shapes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>probe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>predict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bisect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>over budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>out of memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Run folder %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>status: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>started %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>finished %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Epochs completed: %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Epochs completed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>training time %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No summary yet: the run has not finished (or was killed). Charts show the epochs recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best epoch: %1 of %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Test metrics and model.pt: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batch size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; trial cost %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, channels-last memory order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Executor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (compile.graph_optimize %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (compile.graph_optimize %2: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This run was recorded before Lathe marked its decisions: its log.txt has them all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Samples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>train %1, validation %2, test %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Epochs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, lr %2, weight decay %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scheduler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mixed precision (config)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The full config is config.json in the run folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hardware and software</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2, %3 cores, %4 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, compute capability %2, %3 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean GPU utilisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Peak GPU memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1% of the device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean data wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean samples/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No efficiency advice: nothing looked off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batch-size finder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>peak MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ms a step (trimmed mean)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Lathe report: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Made by %1 from the files in the run folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 more classes in data.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One class holds most of the training split: balanced accuracy and macro F1 say more than accuracy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>data.missing: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing cells: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>filled: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing time steps filled: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rows dropped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>windows dropped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Missing values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>filled with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a straight line between its neighbours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last value before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Categories not seen in training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The training split holds none of these values: the model took each as an unknown category.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>first value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>time step: %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>time step: irregular</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gaps: %1 (%2 missing steps)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>duplicate times: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forecast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The model forecasts the change from each window&apos;s last value of the target, which it adds back: untrained, it forecasts persistence (the next value is the last one).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The model forecasts the target&apos;s level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Persistence scores test MAE %1: the figure the model must beat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Persistence scores validation MAE %1: the figure the model must beat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Persistence scores validation MAE %1 and test MAE %2: the figures the model must beat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Samples: train %1, validation %2, test %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Streamed from disk (loader.stream): each batch was read as training went, not held in memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-254"/>
        <source>data wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-244"/>
        <source>the UTF-16 text ends inside a character (the file may be cut short)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a zip file (an Excel or WPS workbook such as .xlsx is one), not text: save the sheet as &quot;CSV UTF-8&quot; or as Unicode text, or unpack the zip, and read that</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an Excel or WPS workbook in the older binary format (.xls, .et), not text: save the sheet as &quot;CSV UTF-8&quot; or as Unicode text, and read that</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a gzip-compressed file, not text: unpack it first (gunzip) and read the file inside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the text is not valid UTF-16 (a lone surrogate at byte %1 of the file); save the file as UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>stopped while reading the data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+210"/>
        <source>copy to the device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>input preparation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>backward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gradient sync</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>optimizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fused step (CUDA graph)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+247"/>
        <source>Step profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>training step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steps profiled: %1 (from step %2, epoch %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean step %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Profiled steps wait for the device between phases, so they run a little slower than the others.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trace of every operator: %1 (open it in https://ui.perfetto.dev or chrome://tracing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last of the run&apos;s profiles; every profile is in profile.json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the data&apos;s classes are not the ones this run was trained on (now: %1; trained on: %2): its labels would be taken for other classes. Give it the data it was trained on, or start a new run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the %1 of &quot;%2&quot; was %3 when the run was trained and is %4 now (recomputed from the training files)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The run has ended, but its %1 is damaged, at line %2 (%3): how it ended cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is damaged, at line %2 (%3): the run is read as if the file were not there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is not there: the run&apos;s summary counts %2 epochs, and their metrics are gone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;%1&quot; cannot be swept: it names or places a run rather than says how it trains (a sweep names each variant&apos;s run after its settings, in the sweep&apos;s own folder)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;%1&quot; is given the range %2, but a grid tries listed values: list them (such as %1=1e-3,3e-3), or draw from the range with a random or ASHA search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 is still being written (%2 s ago): its TensorBoard log is written from the folder once the run has ended, so as not to replace the one the run writes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is still being written (%2 s ago): its TensorBoard log is written from the folder once the run has ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot write in %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot replace %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+38"/>
        <source>no usable GPU: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this GPU has no native bf16 (compute capability below 8.0): amp auto picks fp16 here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 SGD steps of batch %2 on %3 against fp32 on the CPU, the same weights and batches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one fp16 step with a loss scale of 2^60, through the ordinary step and through the device step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 steps of batch %2: 3 warm-ups, the capture and 4 replays, against the same steps without a graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no CUDA graph on the CPU: the device step a graph records, run eagerly, against the ordinary step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>batch %1, AdamW, Lathe&apos;s defaults on this GPU (TF32, cuDNN benchmark, channels-last, the CUDA graph)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>batch %1, AdamW, on the CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no NVML here (%1): nothing to read on the CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVML could not be loaded (%1): GPU utilisation, memory, power and temperature will not be charted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVML device %1 (%2), the highest of %3 readings while matrix products ran</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVML device %1 (%2), the highest of %3 readings while matrix products ran; NVML gives no %4 here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this build of Lathe has no NCCL (nccl.h was not found beside the torch wheel): GPUs cannot train data-parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 rank(s), one per GPU, over NCCL: a %2 MiB all-reduce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 rank(s) over Gloo on the CPU (NCCL needs GPUs): a %2 MiB all-reduce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>global batch %1 (%2 ranks × %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>batch %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>learning rate %1 scaled to %2 for %3 (training.lr_scaling &quot;auto&quot;: times the ranks, linear from the per-rank batch)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>learning rate %1 scaled to %2 for %3 (%4 rule, base batch %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>set the batch to %1 per rank, or let the learning rate follow the global batch with training.lr_scaling &quot;linear&quot; or &quot;sqrt&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>let the learning rate follow the global batch with training.lr_scaling &quot;linear&quot; or &quot;sqrt&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>global batch %1 (%2 ranks × %3): each step trains on %2× the samples of one process with batch %3, so an epoch takes 1/%2 of the steps, at the same learning rate (training.lr_scaling &quot;none&quot;); to train as one process with batch %3 would, %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot read checkpoint %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>checkpoint %1 is damaged: its %2 do not match the digest written with them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>training state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>optimizer state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>checkpoint %1 has no Lathe training state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>checkpoint %1 has a damaged training state: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot write %1: %2 (the disk is full, or a size or quota limit was reached)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>checkpoint not saved: %1; the previous checkpoint %2 is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>checkpoint not saved: %1; there was no earlier %2 to keep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 holds no checkpoint to resume from (%2 is gone: were the checkpoints removed?). Its model.pt still predicts (lathe-cli predict %1 FILE); to train on, start a new run: lathe-cli train %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 holds no checkpoint to score (%2 is gone: were the checkpoints removed?). Its model.pt still predicts: lathe-cli predict %1 FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 stopped before its first checkpoint: there is nothing to resume. Train its config again: lathe-cli train %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 stopped before its first checkpoint: there is nothing to score. Train its config again: lathe-cli train %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no checkpoint %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; the previous checkpoint cannot be used either: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no optimizer state in %1 nor in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has no loss-scaler state (was the run trained in fp16?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the checkpoint has no tensor &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the checkpoint&apos;s &quot;%1&quot; has another shape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>connecting to the other %1 rank(s) at %2:%3 (waiting up to %4 s for them: distributed.timeout_s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>augmentation from epoch %1 (training split only): %2 — %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the training loss became %1 at epoch %2, step %3; lower training.lr or enable gradient clipping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>scoring stopped: nothing written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>out of memory evaluating %1 with batch %2; evaluating with the training batch %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>out of memory evaluating %1 with batch %2; evaluating with batch %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the run ended before the trial began: it waits until the CPU threads are settled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the run ended before the trial had chosen (%1 of its %2 steps taken)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-167"/>
        <source>graph executor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>interpreter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 + CUDA graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+168"/>
        <source>%1 %2/step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (mean of %2 alternating steps each without the fastest and slowest, after %3 warm-up steps)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 → %2: the difference, %3, is within the steps&apos; spread (%4), so the default stays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>training.class_weights: the data has no class &quot;%1&quot; (its classes: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>training.class_weights: every class of the training split weighs 0, so no sample would count in the loss; give the classes that should count a weight above 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one CPU thread and a 1x1 convolution, whose channels-last backward can corrupt memory there in LibTorch 2.11</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>2-D convolutions on a GPU, where channels-last measured faster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sequence convolutions are not yet measured faster on a GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: write failed (is the disk full?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the model refused the inputs: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 does not exist: the run has not completed, or output.export_model was false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: not a TorchScript model (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is a training checkpoint, which takes inputs as training prepared them: predict with the run&apos;s exported model.pt (lathe-cli predict RUN_FOLDER FILE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is a TorchScript model that Lathe did not export (it carries no lathe_model.json saying what inputs it takes): predict with a run&apos;s model.pt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes normalised inputs (it was written before model.pt took raw data): retrain or resume the run to export it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: no .png, .jpg or .jpeg files in this folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: no such file or folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: not an image (.png, .jpg or .jpeg); this model takes images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 image(s) resized to %2x%3, as in training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 rows so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 row(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is not in time order: its rows are sorted by time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 rows, fewer than the window of %3 the model takes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 window(s), %3 skipped: they hold a missing value or a gap that data.missing &quot;%4&quot; leaves unfilled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 window(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no window to predict: every window holds a missing value or a gap that data.missing &quot;%1&quot; leaves unfilled; nothing was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>predicting stopped: no output written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no inputs to predict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--batch must be at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: an image; this model takes CSV rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: an image; this model takes time-series CSV files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: inputs of kind &quot;%2&quot; cannot be read from files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: the run has %2, now %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2 → %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>resumed with changed settings: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--checkpoint: &quot;%1&quot; is neither best nor last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the run&apos;s output.test_checkpoint, &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--checkpoint %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the run kept no best checkpoint (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no best checkpoint in %1: scoring the last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: the data changed since the run was trained: %2. Its scores would not be the run&apos;s: put the files back as they were, or train a new run on the data as it is now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has no test split (its data.splits.test is 0 and it has no data.test_path): give the data to score with --data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the data given to score (%1) hold no sample to score (a series shorter than the window, or gaps in every window)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: the test split came out empty, though %2 asks for one: give the data to score with --data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: scoring the checkpoint before it, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>free GPU memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>batch-size finder: cannot read the available host memory (/proc/meminfo); set batch_finder.memory_budget_mb or training.batch_size to a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>available host memory / %1 ranks on this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>available host memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>batch-size finder: budget %1 MiB (%2), margin %3%, batches up to %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>batch-size finder: memory does not limit the batch on a CPU, so the finder aims at the time to an accuracy (batch_finder.prefer &quot;auto&quot;; &quot;largest&quot; takes the largest batch that fits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>batch-size finder: full batches will replay as a CUDA graph, whose memory pool stays reserved beside evaluation and eager steps, so each trial counts its step&apos;s memory twice (compile.cuda_graph false lets the batch grow)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (the last good checkpoint is kept)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>step profiler: LibTorch&apos;s Kineto profiler could not start (%1); the phases are timed without a trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>step profiler: the trace could not be written to %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the sweep has variants that cannot train:%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-246"/>
        <source>best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+270"/>
        <source>no trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trace %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>step profiler: %1 steps from step %2 (epoch %3): %4; %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>could not save the last checkpoint: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-278"/>
        <source>exported frozen TorchScript model %1 (the %2 weights, epoch %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exported TorchScript model %1 (the %2 weights, epoch %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+279"/>
        <source>rank %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>early stopping: %1 has not improved for %2 epochs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>out of memory even with batch 1: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: out of memory with batch %2 per rank (%3); data-parallel runs do not halve the batch on their own: set a smaller training.batch_size, or &quot;auto&quot; to let the finder choose on every rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>out of memory with batch %1 in epoch %2: freed the cache, continuing with batch %3 and lr %4 (%5 rule); the epoch restarts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stopped during the batch-size search, before training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>model.sync_batch_norm: batch-norm statistics are those of the whole batch of the %1 ranks (summed in every step)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>host memory: transparent huge pages for tensors of 2 MiB and more %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>model %1 with %2 parameters; batch %3 per rank × %4 ranks, %5 steps per epoch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>model %1 with %2 parameters; batch %3, %4 steps per epoch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>checkpoint saved on request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-268"/>
        <source>stopped during epoch %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+275"/>
        <source>output.test_checkpoint is &quot;last&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>output.checkpoint.keep_best is false: no best checkpoint was kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no epoch had a %1 to be best in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last epoch is the best in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>epoch %1 is the best in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot read the best checkpoint: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the best checkpoint could not be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-303"/>
        <source>the test split is scored with the %1 weights, epoch %2 of %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+306"/>
        <source>a data-parallel run scores the test split in shares and writes no evaluation.json; lathe-cli evaluate %1 writes it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1; checkpoint saved to %2 (continue with: lathe-cli train --resume %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>loss scaler skipped %1 step(s) with inf/NaN gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>resuming run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>run folder %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>device %1; precision %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fp16 on the CPU is slow and rarely supported by its kernels; consider bf16 or off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-174"/>
        <source>data parallel: %1 ranks over %2 (%3, rendezvous %4:%5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+184"/>
        <source>samples: train %1, val %2, test %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>classes in the training split: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>class &quot;%1&quot; is %2% of the training split: a model that always answers it reaches that accuracy; judge the run by balanced accuracy and macro F1 (evaluation.json, the Evaluation tab)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>loader: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>device.memory_fraction applies to GPUs only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>loader.gpu_resident applies to GPUs only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: continuing from the checkpoint before it, %2 (epoch %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>continuing with the checkpoint&apos;s batch %1 (the config says %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the checkpoint was written by %1 rank(s), this run has %2: batch %3 per rank; epoch %4 starts again from its beginning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the checkpoint was written by %1 rank(s), this run has %2: batch %3 per rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dropped %1 metrics line(s) newer than the checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>class weights in the loss (training.class_weights %1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>loader.sampler balanced: every epoch draws %1 training samples with replacement, each class equally often</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-173"/>
        <source>the model has no convolutions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+174"/>
        <source>compile.channels_last true is not applied: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-172"/>
        <source>compile.channels_last is %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>training.deterministic: channels-last convolutions are not bit-reproducible from run to run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>convolutions on the CPU, where channels-last measured faster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+171"/>
        <source>compile.channels_last %1: channels-last memory order (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compile.channels_last %1: contiguous memory order (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the model has no trainable parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; per rank %2 (this rank found %3), global batch %4 over %5 ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>batch-size finder: batch %1 measured the most samples/s; set batch_finder.prefer to &quot;fastest&quot; to use it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>resumed from the checkpoint after epoch %1 (and %2 steps of epoch %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>resumed from the checkpoint after epoch %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all %1 epochs were trained already: the test split is scored and the model exported again (--epochs N, more than %1, trains further)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-207"/>
        <source>under %1 the TorchScript autodiff cannot follow autocast, so training runs through the interpreter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compile.graph_optimize applies to fp32 training only: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compile.graph_optimize is %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>measured on the run&apos;s first steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compile.graph_optimize auto: %1, as measured when the run started (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compile.graph_optimize auto: interpreter: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this run has %1 timeable steps, too few to time the executors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compile.graph_optimize auto: timing the %1, then the CUDA graph, on this run&apos;s first steps (every step trains)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compile.graph_optimize auto: timing the %1 on this run&apos;s first steps (every step trains)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compile.graph_optimize auto: %1; the trial cost %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+198"/>
        <source>data parallel: the gradient all-reduce runs between backward and the step, outside the graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>training.grad_accumulation is %1 (a graph holds one whole step)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compile.cuda_graph: not used: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compile.cuda_graph: full batches of %1 will train through one CUDA graph, captured after 3 warm-up steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compile.cuda_graph: the training step waits for the GPU (%1), so it cannot be captured; training goes on without a CUDA graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compile.cuda_graph: training step captured after %1 warm-up steps (batch %2); replayed from here on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+50"/>
        <source>  CPUs a run may use: %1 (%2 on the machine, %3 by affinity, a CPU quota of %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  CPUs a run may use: %1 (%2 on the machine, %3 by affinity, no CPU quota)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>  other programs use %1 CPUs now: a CPU run starts on %2 threads and measures fewer while it trains, keeping the fastest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  other programs use no CPU now: a CPU run trains on %1 threads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  OpenMP threads wait: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of step time waits for data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU busy %1 while %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: keep the data on the GPU (loader.gpu_resident &quot;on&quot;) or raise loader.workers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-3"/>
        <source>%1: raise loader.workers or lower data.image_height/width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPU busy only %1 of the time: the steps are too small to fill it; raise training.batch_size (or &quot;auto&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The cores are only %1 busy: raise training.batch_size, or look for another program using them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of GPU memory used at batch %2: the batch can grow (training.batch_size &quot;auto&quot; finds the largest)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fp32 on a bf16-capable GPU: precision.amp &quot;auto&quot; or &quot;bf16&quot; trains faster with no loss scaling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TF32 is off (device.tf32 false): fp32 matmuls run at a fraction of the tensor cores&apos; speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 on the CPU is usually slower than fp32 there: precision.amp &quot;off&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 trains %2 slower than the typical rank, and every step waits for it: check its GPU and host (lathe-cli doctor there; another job, clocks, temperature, data wait)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-62"/>
        <source>batch-size finder: even batch 1 needs more than the memory budget (%1 after the %2% margin)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-124"/>
        <source>CPU threads: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU threads: %1 of %2: other programs use %3 CPUs; the other counts are measured against it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU threads: %1 again: the other programs stopped using the CPU before the measurement began</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 threads on parts of the batch %2/step (%3 block(s): slower than %4 thread(s), measured no further)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 thread(s) %2/step (%3 block(s): slower than %4 thread(s), measured no further)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 thread(s) %2/step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU threads measured because %1 (means of %2 alternating blocks of about %3 steps each): %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 → %2 thread(s), faster by %3, more than the steps&apos; spread (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>other programs use %1 CPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the steps became %1x slower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the steps became %1x faster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the other programs stopped using the CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>exported frozen TorchScript model %1 (the best weights, epoch %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exported TorchScript model %1 (the best weights, epoch %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exported frozen TorchScript model %1 (the last weights, epoch %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exported TorchScript model %1 (the last weights, epoch %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the test split is scored with the best weights, epoch %1 of %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the test split is scored with the last weights, epoch %1 of %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>TensorBoard log in %1: tensorboard --logdir %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 of %2 CPUs by affinity, a CPU quota of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 CPUs by affinity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 CPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, shared by %2 ranks on this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU threads: %1 (%2); OpenMP threads wait: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU threads stay at %1: training.deterministic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU threads stay at %1: the ranks share the machine&apos;s CPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-113"/>
        <source>%1: the data changed since the run was trained: %2. The run&apos;s model cannot take it: put the files back as they were, or start a new run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the data changed since the run&apos;s last session: %1; training goes on with the data as it is now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+159"/>
        <source>pruned at rung %1 (epoch %2) at %3: place %4 of %5, and only the best %6 went on (the last of them at %7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pruned at rung %1 (epoch %2) at %3: place %4 of %5; too few reached this rung for any to go on by rank, so the search trained only its best trial on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>batch-size finder: largest batch within %1 is %2%3 after %4 trials; fastest measured %5; using %6%7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (the max_batch cap)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (rounded: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1; batches %2 to %3 timed %4 times each, and batch %5 should reach an accuracy soonest (%6 a step, %7× the fewest steps)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1; batch %2 timed again against batch %3, %4 times each: its time to an accuracy is %5% less, more than the spread (%6%), so batch %2 is used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; batch %2 timed again against batch %3, %4 times each: its lead of %5% is within the spread (%6%), so the larger batch %3 is preferred</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cuda:%1: host-to-device bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cuda:%1: one training step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; yet the NVIDIA driver reports %2 GPU(s): is the driver too old for CUDA %3?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cpu: matmul fp32</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cpu: one training step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  cuDNN %1, CUDA_VISIBLE_DEVICES (unset)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  cuDNN %1, CUDA_VISIBLE_DEVICES &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  NVIDIA driver: NVML sees %1 GPU(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  NVIDIA driver: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No usable GPU: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training runs on the CPU (device.type &quot;auto&quot;); precision.amp &quot;auto&quot; picks fp32 there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cuda:%1  %2, compute %3, %4 GiB, bf16 %5, TF32 %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  amp auto -&gt; %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  matmul %1: %2 TFLOP/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  matmul %1: %2 TFLOP/s (nominal %3, %4%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  host-&gt;device: pinned %1 GB/s, pageable %2 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  one training step (small CNN, batch 256): %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cpu: %1 threads, matmul fp32 %2 GFLOP/s, one training step (small CNN, batch 256) %3 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-776"/>
        <source>%1:%2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-196"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+952"/>
        <source>cuda:%1: matmul fp32 / TF32 / bf16 / fp16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1 of GPU memory used: a larger model or batch will run out of memory (training.batch_size &quot;auto&quot; leaves room)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-610"/>
        <source>rank %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+604"/>
        <source>This search trains %1 trials at once: they and any other programs use %2 of the cores, so this trial gets %3 (sweep --parallel 1 trains one at a time)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Other programs use %1 of the cores, so this run gets only %2: it trains on %3 thread(s) and slower until they end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other programs use %1 of the cores, so this run gets only %2: it trains slower until they end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Bottleneck: the data. Steps wait %1 of their time for the next batch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The GPU is busy (%1): training runs as fast as the GPU computes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The GPU idles %1 of the time: its steps are too small to fill it, not held up by data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training on the GPU; its utilisation is not known (no NVML readings).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training on the CPU: its one core is busy (%1), so the CPU&apos;s compute is the limit; a GPU would be faster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training on the CPU: its %1 cores are busy (%2), so the CPU&apos;s compute is the limit; a GPU would be faster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training on the CPU, sharing it: other programs use %1 of the cores, this run %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training on the CPU, but its one core is only %1 busy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training on the CPU, but its %1 cores are only %2 busy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training on the CPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 is in use by another Lathe process: a run folder is written by one process at a time. If that process has ended (a node lost on a network file system can leave its lock behind), delete %2 and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is in use by another Lathe process (PID %2 on %3): a run folder is written by one process at a time. If that process has ended (a node lost on a network file system can leave its lock behind), delete %4 and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off (THP_MEM_ALLOC_ENABLE=%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on, but the kernel gives no huge pages (transparent_hugepage: never)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on (transparent_hugepage: %1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lathe::ui::ChartModel</name>
    <message>
        <location filename="../ui/chartmodel.cpp" line="+64"/>
        <source>Chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Series</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+62"/>
        <source>batch loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+15"/>
        <source>learning rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>samples/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>data wait %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rank %1 samples/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rank %1 data wait %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 °C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>allocator reserved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>allocator allocated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>process CPU (% of a core)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>host CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>process RSS</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lathe::ui::ChartsPanel</name>
    <message>
        <location filename="../ui/chartspanel.cpp" line="+85"/>
        <location line="+1"/>
        <location line="+2"/>
        <location line="+1"/>
        <location line="+2"/>
        <location line="+1"/>
        <source>epoch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-7"/>
        <source>loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>lr</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-1"/>
        <location line="+3"/>
        <location line="+3"/>
        <source>seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-58"/>
        <source>Log scale (loss, learning rate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Smoothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Smooths the noisy curves (batch loss, device readings) with an exponential moving average; the values themselves stay drawn faintly behind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Reset zoom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every chart back to all its data (Home in a chart does it for that one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show all charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+5"/>
        <source>%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-3"/>
        <source>samples/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>W / °C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+108"/>
        <source>No run yet: start one (F5) and its curves appear here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No GPU: power and temperature need an NVIDIA GPU and its NVML library (libnvidia-ml.so.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No power or temperature reading yet: NVML may not report them for this GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The run ended without a device reading (monitor.enabled, monitor.interval_ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for the first device reading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Appears when the first epoch ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/chartmodel.cpp" line="-165"/>
        <source>Loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accuracy / metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learning rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Samples/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Epoch time (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data wait %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Utilisation %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power (W) and temperature (°C)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lathe::ui::CompareView</name>
    <message>
        <location filename="../ui/compareview.cpp" line="+27"/>
        <source>completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unfinished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>learning rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>samples/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>epoch time (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>data wait %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Runs compared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>epoch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tick the runs to compare in the table below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show in the Training tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The selected run&apos;s charts and dashboard, as they were when it ended (double-click a run does the same)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+120"/>
        <source>Tick two runs or more: their curves are overlaid above, and the settings that differ between them get a column here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n setting(s) differ between the %1 runs ticked.</source>
        <translation>
            <numerusform>%n setting differs between the %1 runs ticked.</numerusform>
            <numerusform>%n settings differ between the %1 runs ticked.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Epochs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1, last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1 by epoch</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lathe::ui::ConfigEditor</name>
    <message>
        <location filename="../ui/configeditor.cpp" line="+104"/>
        <source>%1: %2 (not applied)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The JSON text has a syntax error (line %1, column %2): the form follows it again once that is fixed in the JSON tab. Until then it shows the last valid text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The JSON text is not a JSON object: the form follows it again once it is one. Until then it shows the last valid text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The JSON text has a syntax error (line %1, column %2): the form shows the config once that is fixed in the JSON tab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The JSON text is not a JSON object: the form shows the config once it is one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Config valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n problem</numerusform>
            <numerusform>%n problems</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The form works once the JSON is valid: fix the JSON syntax first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+50"/>
        <source>training.batch_size set to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>training.batch_size set to %1; the learning rate follows it (lr_scaling %2 from batch %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>training.lr set to %1 (found at batch %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+55"/>
        <location line="+8"/>
        <location line="+18"/>
        <location line="+6"/>
        <location line="+6"/>
        <location line="+9"/>
        <source>Open config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-47"/>
        <source>Lathe configs (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot read %1:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 is not a text file: it holds binary data. Lathe opens training configs, JSON text files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is neither UTF-8 nor GB18030 text. Save it as UTF-8 in the editor that wrote it, then open it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 does not look like a Lathe config: a config is a JSON object, which starts with &quot;{&quot;, and this file starts with &quot;%2&quot;. Open it as text anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Opened %1: GB18030 (GBK) text, read as such; saving writes it as UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-32"/>
        <source>%1 is UTF-16 text that does not decode at byte %2. Save it as UTF-8 in the editor that wrote it, then open it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Opened %1: UTF-16 text, read as such; saving writes it as UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+26"/>
        <source>Save config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Lathe configs (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Cannot write %1:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saved %1, which is not valid JSON yet: nothing can train it until its syntax is fixed (see Problems).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Saved %1 (%n problem(s) remain)</source>
        <translation>
            <numerusform>Saved %1 (%n problem remains)</numerusform>
            <numerusform>Saved %1 (%n problems remain)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Relative paths rewritten to find the same files from the new folder: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The untitled config has unsaved changes. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has unsaved changes. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>New from template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cannot read the template %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>New config from the template %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Cannot keep an autosave in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+23"/>
        <source>an untitled config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Restore unsaved edits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lathe ended without saving your edits to %1 (kept %2). Restore them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Restore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Restored the unsaved edits to %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lathe::ui::ConfigOverview</name>
    <message>
        <location filename="../ui/configoverview.cpp" line="+140"/>
        <source>other settings (not read for source %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>other settings (not read by model %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Edit as JSON, e.g. [32, 64].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose a word, or type JSON such as {&quot;yes&quot;: 4, &quot;no&quot;: 1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>A note for editors, not a setting: Lathe keeps it in the file and does not read it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>not a setting Lathe knows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fix or remove it in the JSON tab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+69"/>
        <source>expected a JSON array such as [32, 64]</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lathe::ui::ConfusionMatrixView</name>
    <message>
        <location filename="../ui/evaluationpanel.cpp" line="+140"/>
        <source>%1 recognised: %2 (%3% of the class)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 taken for %2: %3 (%4% of the class)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+54"/>
        <source>predicted class</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lathe::ui::Dashboard</name>
    <message>
        <location filename="../ui/dashboardevaluate.cpp" line="+132"/>
        <source>GPU %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 GPU %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs busy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPU busy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>of the time a kernel ran</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no NVML readings: utilisation unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+25"/>
        <source>the run ended before the first reading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-24"/>
        <location line="+2"/>
        <location line="+22"/>
        <source>waiting for a reading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-19"/>
        <source>CPU busy</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n core(s) · %1% of one core · machine %2</source>
        <translation>
            <numerusform>%n core · %1% of one core · machine %2</numerusform>
            <numerusform>%n cores · %1% of one core · machine %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n core(s) · %1% of one core</source>
        <translation>
            <numerusform>%n core · %1% of one core</numerusform>
            <numerusform>%n cores · %1% of one core</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n thread(s), each on its own part of the batch · other programs use %1 CPUs</source>
        <translation>
            <numerusform>%n thread, each on its own part of the batch · other programs use %1 CPUs</numerusform>
            <numerusform>%n threads, each on its own part of the batch · other programs use %1 CPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n thread(s), each on its own part of the batch · no other program busy</source>
        <translation>
            <numerusform>%n thread, each on its own part of the batch · no other program busy</numerusform>
            <numerusform>%n threads, each on its own part of the batch · no other program busy</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n thread(s) · other programs use %1 CPUs</source>
        <translation>
            <numerusform>%n thread · other programs use %1 CPUs</numerusform>
            <numerusform>%n threads · other programs use %1 CPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n thread(s) · no other program busy</source>
        <translation>
            <numerusform>%n thread · no other program busy</numerusform>
            <numerusform>%n threads · no other program busy</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>GPU memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 / %2 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 used on GPU %2, the fullest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Memory (process)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>resident in host memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Samples/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 ranks together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 at epoch %2 against %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>training samples per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Data wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>measured over each epoch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>of step time, epoch %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Step time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>batch %1 · %2 steps per epoch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>epoch %1/%2 · step %3/%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paused where it trains: resuming it there continues; paused time is not counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paused: Resume (F8) continues; paused time is not counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Silent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nothing written for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The run has written nothing to its folder for %1, longer than it has been quiet before: its process may have ended without a summary (killed, out of memory, a lost node), or the folder is not synced here. Lathe keeps watching.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The loss is not a number: lower training.lr or enable gradient clipping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>val</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The validation loss has risen two epochs running: the model may be overfitting (early stopping keeps the best weights)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>after the first epoch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>best %1 at epoch %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Precision · batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 ranks: %2 samples a step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This run folder has had no writes for %1 and no run has started in it: its process may have ended before it trained (killed, out of memory), or the folder is not synced here. Lathe keeps watching.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Waiting for the run to start writing its progress into its folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start a run (F5): here you will see whether the GPU or CPU is busy, what holds it back, and whether training is healthy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Paused where it trains: nothing trains until it is resumed there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paused: nothing trains until you resume (F8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Preparing: reading the data and building the model…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dashboard.cpp" line="+217"/>
        <source>The run finished: its report (report.html) and model are in the run folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The run stopped; Resume under Runs continues it from its checkpoint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The run failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+100"/>
        <source>%1, as it ended (%n epoch(s))</source>
        <translation>
            <numerusform>%1, as it ended (%n epoch)</numerusform>
            <numerusform>%1, as it ended (%n epochs)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lathe::ui::EvaluationPanel</name>
    <message>
        <location filename="../ui/evaluationpanel.cpp" line="+61"/>
        <source>Counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>% of the true class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Recall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>MAE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>RMSE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>R²</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mean residual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Residual std</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Median |residual|</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>90% |residual|</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Persistence MAE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The error of forecasting that the next value is the last one, on the same windows: a forecaster is of use where its MAE is lower.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Confusion matrix (rows: true class)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cells show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No run chosen. A run that completes with a test split is scored here: its confusion matrix, per-class scores and the classes it confuses. Pick one under Runs and choose Evaluation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Evaluation: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 has no evaluation yet. A run writes one when it completes with a test split (data.splits.test or data.test_path); for other runs, or to score other data, press Score other data… above or run

lathe-cli evaluate &quot;%2&quot; [--data FILES]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 cannot be read: it is not JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the test split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>other data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>best weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>last weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scored on %1 with the %2 of epoch %3 (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 holds no scores Lathe can read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 samples · accuracy %2 · balanced accuracy %3 · macro F1 %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source> · top-5 %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · ROC-AUC %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>No class was taken for another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most confused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1 → %2
%3%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 → %2, %3% confidence (%4, line %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 → %2, %3% confidence (sample %4 of the split)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, line %2: %3 taken for %4 with %5% confidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sample %1 of the split: %2 taken for %3 with %4% confidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No sample was misclassified.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most confidently wrong (true → predicted, confidence)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: predicted against true</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>true</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>predicted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>(every %1th sample)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 samples · MAE %2 · RMSE %3 · R² %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lathe::ui::EvaluationSources</name>
    <message>
        <location filename="../ui/evaluationsources.cpp" line="+42"/>
        <location line="+43"/>
        <source>Score other data…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-37"/>
        <source>Score files of the kind the run was trained on (with their labels or targets) with its best weights, as lathe-cli evaluate --data does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Scored on:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Stop scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the test split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (other data)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A folder of class folders to score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>IDX images to score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+4"/>
        <source>IDX files (*-ubyte *-ubyte.gz);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Their IDX labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CSV files to score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CSV and TSV files (*.csv *.tsv *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Scoring %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Scoring stopped: nothing written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>Scored and saved as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Scoring failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lathe::ui::FindBar</name>
    <message>
        <location filename="../ui/findbar.cpp" line="+35"/>
        <source>Find</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Match case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Previous match (Shift+Enter, Shift+F3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next match (Enter, F3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close the find bar (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+99"/>
        <source>No matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 of %2</source>
        <comment>find: the match shown of all matches</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n match</numerusform>
            <numerusform>%n matches</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lathe::ui::FindBatchDialog</name>
    <message>
        <location filename="../ui/findbatchdialog.cpp" line="+28"/>
        <source>Searching: each trial runs a training step (forward, backward, optimizer) at one batch size…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Use this batch size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Find batch size — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Peak MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Samples/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>over budget / out of memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>budget after margin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>batch size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Peak memory (MiB) by batch size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+41"/>
        <source>probe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>predict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bisect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>re-time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>timing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>over budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>out of memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The search failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Use batch size %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Learning rate: training.lr_scaling &quot;%1&quot; turns training.lr %2 (chosen for batch %3) into %4 at batch %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Learning rate: training.lr %1 was chosen for batch %2 and stays as it is in one process (training.lr_scaling &quot;%3&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>At batch %1 an epoch has %2 times fewer steps at that rate, which usually learns less per epoch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At batch %1 an epoch has %2 times more steps at that rate, each with noisier gradients.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Also scale the learning rate with the batch: training.lr_scaling &quot;%1&quot; from base_batch_size %2 (learning rate %3 at batch %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>On the CPU, memory is rarely what limits the batch: the search stopped at its cap, batch_finder.max_batch %1 (or the size of the training split).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A larger batch does not make a CPU faster per sample: the fastest trial was batch %1 at %2 samples/s.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lathe::ui::FindLrDialog</name>
    <message>
        <location filename="../ui/findlrdialog.cpp" line="+28"/>
        <source>Searching: one training step at each rate of a range test, then short trial trainings around its suggestion…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Use this learning rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Find learning rate — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trial rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Loss after the trial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Loss against the learning rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+15"/>
        <source>loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-12"/>
        <source>smoothed loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trial rates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>rate chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>learning rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+62"/>
        <source>diverged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The search failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Use learning rate %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lathe::ui::HistoryPanel</name>
    <message>
        <location filename="../ui/historypanel.cpp" line="+47"/>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Epochs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best val loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best val accuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the comparison of the sweep the selected run belongs to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the selected run&apos;s evaluation: confusion matrix and per-class scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Predict…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run the selected run&apos;s model on new images or CSV files and save its predictions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+58"/>
        <source>Continue the selected run from its last checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-57"/>
        <source>Export the selected run&apos;s report (HTML and PDF)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+114"/>
        <source>unfinished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+55"/>
        <source>The run folder %1 is no longer there (renamed, moved or deleted): the list of runs is read again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n of the selected run folders are no longer there (renamed, moved or deleted): the list of runs is read again.</source>
        <translation>
            <numerusform>%n of the selected run folders is no longer there (renamed, moved or deleted): the list of runs is read again.</numerusform>
            <numerusform>%n of the selected run folders are no longer there (renamed, moved or deleted): the list of runs is read again.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-59"/>
        <source>completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-129"/>
        <source>Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The selected runs side by side in the Compare tab: their curves overlaid, the settings that differ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The selected run&apos;s charts and dashboard in the Training tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+57"/>
        <source>The selected run completed all its epochs: there is nothing to resume. To train it longer, run lathe-cli train --resume with the run&apos;s folder and --epochs N, N above its epochs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+58"/>
        <source>stopped</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lathe::ui::MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.cpp" line="+85"/>
        <source>Form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No sweep chosen. Run › Sweep… trains variants of the open config and compares them here; for an earlier sweep, select one of its runs under Runs and choose Comparison.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+253"/>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-243"/>
        <source>starting · %1 · batch %2 · %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Running again from epoch %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>run finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>run ended: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindowsweep.cpp" line="+40"/>
        <source>Sweep: variant %1 of %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Sweep: trial %1 of %2 (%3) started; the charts follow it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sweep: %1 of %2 trials completed, up to %3 training at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Sweep stopped; Run › Resume sweep… continues it. Comparison so far: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Sweep finished, %n variant(s) failed (see their logs). Comparison: %1</source>
        <translation>
            <numerusform>Sweep finished, %n variant failed (see its log). Comparison: %1</numerusform>
            <numerusform>Sweep finished, %n variants failed (see their logs). Comparison: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sweep finished. Comparison: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Resu&amp;me sweep…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Trials at once:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="-56"/>
        <location filename="../ui/mainwindowsweep.cpp" line="-53"/>
        <location line="+19"/>
        <location line="+64"/>
        <source>Sweep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Paused after step %1/%2 of epoch %3 · Resume (%4) continues · paused time is not counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+45"/>
        <location filename="../ui/mainwindowsweep.cpp" line="-55"/>
        <location line="+16"/>
        <location filename="../ui/mainwindowtools.cpp" line="+148"/>
        <source>A run is already in progress: stop it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../ui/mainwindowtools.cpp" line="+9"/>
        <source>Resume run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+52"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New from &amp;Template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open r&amp;un…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <source>Open run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 is not a Lathe run folder: it has no config.json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export &amp;charts as PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>Export charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-2"/>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot write %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>E&amp;xport report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Cu&amp;t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select &amp;All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Find…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Find &amp;Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find Pre&amp;vious</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;User guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+25"/>
        <source>Res&amp;ume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Times each phase of the next 10 steps (data wait, copy, forward, backward, optimizer) and writes a trace of every operator: where a step&apos;s time goes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is a folder, but neither a Lathe run folder (it has no config.json) nor a sweep folder (no sweep.json). Give a config file, a run folder or a sweep folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Sweep in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A sweep is training several trials at once. Stop them (each saves a checkpoint; Run › Resume sweep… continues the sweep) and quit?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindowsweep.cpp" line="+49"/>
        <source>The comparison cannot be shown: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindowtools.cpp" line="+5"/>
        <source>Pre&amp;dict with a run…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run folder whose model predicts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Where to train: written to device.type, device.id and device.gpus (several GPUs: one rank each, data parallel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+129"/>
        <source>Report written: %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="-241"/>
        <source>Run folder to report on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-221"/>
        <source>Training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+224"/>
        <source>Export Slurm &amp;job…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindowtools.cpp" line="-242"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>System default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The new language applies the next time Lathe starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="+36"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;About Lathe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About Lathe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Lathe&lt;/b&gt; %1&lt;br&gt;A workbench for training neural networks on a workstation GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+8"/>
        <location line="+46"/>
        <source>&amp;Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-42"/>
        <source>S&amp;top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save &amp;checkpoint now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindowtools.cpp" line="+36"/>
        <source>&amp;Find batch size…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A run is in progress: find the batch size before starting it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindowsweep.cpp" line="-62"/>
        <location line="+37"/>
        <location filename="../ui/mainwindowtools.cpp" line="-19"/>
        <location line="+22"/>
        <location line="+13"/>
        <source>Fix the problems listed below first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindowtools.cpp" line="-44"/>
        <source>Export Slurm job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The job trains the config as saved on disk. Save it now?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Find &amp;learning rate…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A run is in progress: find the learning rate before starting it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;GPU self-test…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A run is in progress: run the self-test before or after it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Resume a run…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Run folder to continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A run is already in progress.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindowsweep.cpp" line="-42"/>
        <source>S&amp;weep…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Sweep folder to continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+9"/>
        <source>Resume sweep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindowtools.cpp" line="+14"/>
        <source> Device: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Predict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 holds no model.pt: the run has not completed, or output.export_model was false.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Auto (GPU if usable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>All %1 GPUs (data parallel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs 0–%1 (%2 ranks, data parallel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 (not found here)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>epoch %1/%2 · step %3/%4 · ETA %5 · %6 · batch %7 · %8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Report exported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Wrote
%1
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Export report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="+131"/>
        <source>Fix the problems listed below before training.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Start training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-425"/>
        <source>untitled.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+291"/>
        <source>Profile 10 st&amp;eps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+55"/>
        <source>The run&apos;s report could not be written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+68"/>
        <source>A sweep is training: stop it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Training in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A run is in progress. Stop it (a checkpoint is saved) and quit?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindowhelp.cpp" line="+87"/>
        <source>The user guide is not installed (looked for %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lathe user guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open in another program</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lathe::ui::MetricNames</name>
    <message>
        <location filename="../ui/metricnames.cpp" line="+14"/>
        <source>train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>val</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>accuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>top-5 accuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MAE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>RMSE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>R²</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 %2</source>
        <extracomment>A metric&apos;s name: %1 the split (train, val, test), %2 the measure (loss, accuracy…)</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lathe::ui::OpenExternally</name>
    <message>
        <location filename="../ui/openexternal.cpp" line="+16"/>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This desktop has no program set up to open it. Open it yourself from here:
%1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lathe::ui::PlotView</name>
    <message>
        <location filename="../ui/plotview.cpp" line="+150"/>
        <source>No data yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Drag: zoom in · wheel: zoom · Shift+drag or middle-drag: pan · Home: reset · double-click: enlarge · right-click: menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/plotviewinput.cpp" line="+54"/>
        <source>%1 (smoothed %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Reset zoom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Logarithmic scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Enlarge / show all charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save this chart as PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lathe::ui::PredictDialog</name>
    <message>
        <location filename="../ui/predictdialog.cpp" line="+59"/>
        <source>&amp;JSON lines instead of CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Predict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Predict with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The run&apos;s model (model.pt) on new data of the kind it was trained on: image files or folders of images, CSV files with the training columns (others are ignored), or time-series CSV files (one forecast per window, with the time it is for). The same as lathe-cli predict. Add them with the buttons, or drop files and folders here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Add &amp;files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add f&amp;older…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Data to predict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A folder of images to predict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-21"/>
        <source>&amp;Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Images, CSV and TSV files (*.png *.jpg *.jpeg *.csv *.tsv *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Write the predictions to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>JSON lines (*.jsonl)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Inputs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Output file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Progress and warnings appear here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Stopping after this batch…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+80"/>
        <source>Warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Predicting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+36"/>
        <source>Wrote %n prediction(s) to &lt;a href=&quot;%1&quot;&gt;%2&lt;/a&gt;.</source>
        <translation>
            <numerusform>Wrote %n prediction to &lt;a href=&quot;%1&quot;&gt;%2&lt;/a&gt;.</numerusform>
            <numerusform>Wrote %n predictions to &lt;a href=&quot;%1&quot;&gt;%2&lt;/a&gt;.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stopped: nothing was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Predicting failed (the log above says why); nothing was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The output cannot be shown: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lathe::ui::ProblemsModel</name>
    <message>
        <location filename="../ui/problemsmodel.cpp" line="+49"/>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line:Col</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Problem</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lathe::ui::ProfileView</name>
    <message>
        <location filename="../ui/profileview.cpp" line="+45"/>
        <source>data wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>copy to the GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>inputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>backward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gradient sync</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>optimizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>whole step on the device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Profile the next 10 steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the trace&apos;s folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mean ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Each profiled step, by phase (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Why is my GPU idle? While a run trains, profile a few of its steps: the time of each phase of a step (waiting for data, the copy to the GPU, forward, backward, the optimizer…) and a trace of every operator for Perfetto or chrome://tracing. lathe-cli train --profile-steps N does the same without a window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Profiling the next %n step(s) of the run…</source>
        <translation>
            <numerusform>Profiling the next step of the run…</numerusform>
            <numerusform>Profiling the next %n steps of the run…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+44"/>
        <source>training step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>profiled step, from training step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%n step(s) profiled from step %1 (%2); a step takes %3 ms on average.</source>
        <translation>
            <numerusform>%n step profiled, step %1 (%2); it took %3 ms.</numerusform>
            <numerusform>%n steps profiled from step %1 (%2); a step takes %3 ms on average.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n step(s) were asked for: a profile ends with its epoch, and the epoch or the run ended first.</source>
        <translation>
            <numerusform>%n step was asked for: a profile ends with its epoch, and the epoch or the run ended first.</numerusform>
            <numerusform>%n steps were asked for: a profile ends with its epoch, and the epoch or the run ended first.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Most of it is %1 (%2 %).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The device waits for the loader: raise loader.workers, or keep the data on the GPU (loader.gpu_resident).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The copy to the GPU dominates: keep the data on the GPU (loader.gpu_resident) or use pinned memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The trace of every operator is %1: open it in https://ui.perfetto.dev or chrome://tracing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Profiled steps wait for the device between phases, so they run a little slower than the others.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lathe::ui::RunPanel</name>
    <message>
        <location filename="../ui/runpanel.cpp" line="+44"/>
        <source>No run yet: press Start to train the open config.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>All messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Warnings and errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Advice only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which log messages to show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Epoch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Samples/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Data wait %</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+73"/>
        <source>%n column(s) hidden: the dock is too narrow. Widen it, or point at a row to see all of its values.</source>
        <translation>
            <numerusform>%n column hidden: the dock is too narrow. Widen it, or point at a row to see all of its values.</numerusform>
            <numerusform>%n columns hidden: the dock is too narrow. Widen it, or point at a row to see all of its values.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+59"/>
        <source>%1 × %2 ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 on %3, %4, batch %5 — %6 training samples&lt;br&gt;&lt;small&gt;%7&lt;/small&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>epoch %1/%2 · step %3/%4 · loss %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>epoch %1/%2 · step %3/%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1/%2 · %3/%4</source>
        <comment>progress in a narrow dock: epoch/epochs · step/steps</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: %2</source>
        <comment>a column&apos;s header and its value</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Epoch %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Best so far: checkpoint saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2, %n epoch(s) recorded, %3&lt;br&gt;&lt;small&gt;%4&lt;/small&gt;</source>
        <comment>a past run: name, model, status, folder</comment>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %2, %n epoch recorded, %3&lt;br&gt;&lt;small&gt;%4&lt;/small&gt;</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %2, %n epochs recorded, %3&lt;br&gt;&lt;small&gt;%4&lt;/small&gt;</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 of %2 epochs</source>
        <comment>a past run&apos;s progress</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1/%2</source>
        <comment>a past run&apos;s progress in a narrow dock: epochs recorded/epochs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>debug</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>info</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>advice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2: </source>
        <comment>log line: time, level</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Finished: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stopped: %1 (checkpoint saved)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stopped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lathe::ui::RunViews</name>
    <message>
        <location filename="../ui/runviews.cpp" line="+36"/>
        <source>No data read yet. When a run starts, what its data holds appears here before the first epoch: the samples and classes of every split, the missing values and what was done with them, the time covered and its gaps. For an earlier run, select it under Runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 has written nothing for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Step profile ready: %n step(s)</source>
        <translation>
            <numerusform>Step profile ready: %n step</numerusform>
            <numerusform>Step profile ready: %n steps</numerusform>
        </translation>
    </message>
    <message>
        <location line="+39"/>
        <location line="+40"/>
        <source>A run is training: its charts are in the Training tab. Show the earlier run when it ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Showing %1 as it ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+19"/>
        <source>Cannot show %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Following %1 as it is written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Profiling needs a run in progress: start one (F5) first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Profiling the next %n step(s)…</source>
        <translation>
            <numerusform>Profiling the next step…</numerusform>
            <numerusform>Profiling the next %n steps…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lathe::ui::SelfTestDialog</name>
    <message>
        <location filename="../ui/selftestdialog.cpp" line="+41"/>
        <source>Checking this machine…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Run the full self-test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU self-test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Figures (limits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What was found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Runs every GPU path of Lathe on every visible GPU: each precision against the CPU, the loss scaler, the CUDA graph, the loaders, augmentation, NVML, the batch finder, checkpoints and NCCL (about a minute per GPU; lathe-cli doctor --full runs the same)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Checking %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The check stopped with an error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Done. lathe-cli doctor --quick prints the same report. The full self-test runs every GPU path of Lathe for real.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Running the full self-test…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Running the full self-test: %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>FAILED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Self-test done: %1 passed, %2 FAILED, %3 skipped. lathe-cli doctor --full --json gives the same report for a bug report.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Self-test done: %1 passed, %2 skipped, none failed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lathe::ui::SessionController</name>
    <message>
        <location filename="../ui/sessioncontroller.cpp" line="+51"/>
        <source>%1 is not a Lathe run folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+39"/>
        <source>A run on %1 ranks needs lathe-cli, which is not at %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lathe::ui::SlurmDialog</name>
    <message>
        <location filename="../ui/slurmdialog.cpp" line="+44"/>
        <source>Save script…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export Slurm job — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>none (CPU ranks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slurm&apos;s default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the partition&apos;s default; e.g. 12:00:00 or 2-00:00:00</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How long before the time limit Slurm warns the job. The ranks then stop at the same step, write a checkpoint and the job requeues itself. It must cover a step and the checkpoint&apos;s writing; Slurm may warn up to a minute earlier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the cluster&apos;s default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your default account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Config (as the nodes see it):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Nodes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;GPUs per node (one rank each):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU &amp;ranks per node:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU &amp;cores per rank:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Time limit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop &amp;before the limit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Partition:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Account:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs &amp;folder on the cluster:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lathe-cli on the no&amp;des:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The nodes must see the config, its data and the runs folder at these paths (a shared file system). Pre-emption or the time limit stops every rank with a checkpoint; the job requeues itself and continues the run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Runs folder on the cluster: give a folder the nodes can write to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%n rank(s) in all.</source>
        <translation>
            <numerusform>%n rank in all.</numerusform>
            <numerusform>%n ranks in all.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Save Slurm job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>sbatch scripts (*.sbatch *.sh)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Saved %1. Copy it to the cluster if needed and submit it with &lt;code&gt;sbatch %2&lt;/code&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lathe::ui::SweepController</name>
    <message>
        <location filename="../ui/sweepcontroller.cpp" line="+43"/>
        <location line="+21"/>
        <source>A run is already in progress: stop it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Training several trials at once needs lathe-cli, which is not at %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lathe::ui::SweepDialog</name>
    <message>
        <location filename="../ui/sweepdialog.cpp" line="+36"/>
        <source>Sweep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Train the current config in several variants and compare them. Each variant is an ordinary run in one sweep folder; Stop ends the sweep, and Run › Resume sweep… continues it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>e.g. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model kinds (model.kind), separated by spaces or commas. For this data: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+123"/>
        <source>One setting per line, with its values:
training.lr=1e-3,3e-3
model.dropout=0,0.2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-118"/>
        <source>Every combination (grid)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Random draws from ranges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Random draws, bad trials stopped early (ASHA)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ASHA trains every trial for a few epochs and only the best third of them further, rung by rung; the trials it stops are kept as stopped runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Search:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trials:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Models:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Settings:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trials at once:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start sweep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+46"/>
        <source>With 1, the variants train one after another in this window, and the charts show each. With more, that many train at the same time, each in a lathe-cli process of its own sharing the processor (or the GPU&apos;s memory): the charts follow the trial that started last, and each trial&apos;s output goes to logs/ in the sweep folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+54"/>
        <source>One setting per line, with its range or its values:
training.lr=1e-4:1e-1:log
model.dropout=0:0.5
model.hidden=[64],[128]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Give the settings to draw, each with its range (low:high, :log for a log scale) or its values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name the models to compare, or the settings to vary, or both: every combination runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n variant(s): %1</source>
        <translation>
            <numerusform>%n variant: %1</numerusform>
            <numerusform>%n variants: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n trial(s) drawn: %1</source>
        <translation>
            <numerusform>%n trial drawn: %1</numerusform>
            <numerusform>%n trials drawn: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lathe::ui::SweepProcess</name>
    <message>
        <location filename="../ui/sweepprocess.cpp" line="+49"/>
        <source>A sweep is already training.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Training several trials at once needs lathe-cli, which is not at %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>lathe-cli could not be started: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+108"/>
        <source>lathe-cli sweep ended unexpectedly. Its output is in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lathe-cli sweep ended with exit code %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
