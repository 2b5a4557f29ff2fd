<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>lathe::core::FieldDocs</name>
    <message>
        <location filename="../ui/fielddocs.cpp" line="+9"/>
        <source>A Lathe training config.</source>
        <translation>Lathe 训练配置。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Config schema version. This Lathe reads version 1.</source>
        <translation>配置架构版本。此版本的 Lathe 读取版本 1。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name of the run; the run folder is `&lt;runs_dir&gt;/&lt;name&gt;-&lt;timestamp&gt;`.</source>
        <translation>运行的名称；运行文件夹为 `&lt;runs_dir&gt;/&lt;name&gt;-&lt;timestamp&gt;`。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free text shown in the GUI and the report.</source>
        <translation>在界面和报告中显示的自由文本。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where the samples come from and how they are shaped.</source>
        <translation>样本来自哪里，以及样本的形状。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind of data: `csv` (tabular, one sample per row; several files or a glob are shards merged in numeric order), `timeseries_csv` (a multivariate series cut into sliding windows), `idx` (MNIST / Fashion-MNIST files, gzipped or raw), `image_folder` (`root/&lt;class&gt;/*.png|jpg`).</source>
        <translation>数据类型：`csv`（表格，每行一个样本；多个文件或通配符视为分片，按数字顺序合并）、`timeseries_csv`（多变量序列，切成滑动窗口）、`idx`（MNIST / Fashion-MNIST 文件，gzip 压缩或原始格式）、`image_folder`（`root/&lt;class&gt;/*.png|jpg`）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>`classification` predicts a class index; `regression` predicts the target value(s). `auto`: image sources are classification; for CSV and time series the target column of the first training file decides (its first 20,000 rows): text, or whole numbers of at most 20 distinct values, make classes; other numbers, or several target columns, a regression. The log says which and why.</source>
        <translation>`classification` 预测类别索引；`regression` 预测目标值。`auto`：图像数据源为分类；CSV 和时间序列由第一个训练文件的目标列（前 20,000 行）决定：文本、或不超过 20 个不同值的整数，作为类别；其他数字或多个目标列，作为回归。日志会说明选了哪个以及原因。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training data: a file, a folder (image_folder), a glob such as `data/clicks_part*.csv`, or a list of them. Relative paths are resolved against the config file&apos;s folder.</source>
        <translation>训练数据：一个文件、一个文件夹（image_folder）、一个通配符（如 `data/clicks_part*.csv`），或它们的列表。相对路径以配置文件所在文件夹为基准解析。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>IDX only: the labels file matching `path`.</source>
        <translation>仅 IDX：与 `path` 对应的标签文件。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional separate validation data (same form as `path`). When empty, `splits.val` of the training data is held out.</source>
        <translation>可选的单独验证数据（形式与 `path` 相同）。为空时，从训练数据中留出 `splits.val`。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>IDX only: labels for `val_path`.</source>
        <translation>仅 IDX：`val_path` 的标签。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional separate test data. When empty, `splits.test` of the training data is held out. Time series: other series, every window of which is a test window.</source>
        <translation>可选的单独测试数据。为空时，从训练数据中留出 `splits.test`。时间序列：其他序列，其中每个窗口都是测试窗口。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>IDX only: labels for `test_path`.</source>
        <translation>仅 IDX：`test_path` 的标签。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target column name(s). CSV: one column (classification) or one or more (regression). Time series: the column(s) to forecast.</source>
        <translation>目标列名。CSV：一列（分类）或一列及以上（回归）。时间序列：要预测的列。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feature columns to use, each once. Empty: every column except the target(s).</source>
        <translation>要使用的特征列，每列只写一次。为空：除目标列外的所有列。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Columns holding categories (text or integer codes): up to 64 categories one-hot encoded, with a slot for values training never saw; more as one index. When `features` is set, a column it leaves out is ignored (with a warning).</source>
        <translation>存放类别的列（文本或整数编码）：类别不超过 64 个时做独热编码，另加一位表示训练中没见过的值；更多时编码为一个索引。设置了 `features` 时，其中没有的列会被忽略（并给出警告）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>IDX only: the names of the classes, in the order of the label values 0, 1, 2… (the Fashion-MNIST demo names its ten). Reports, evaluation.json, the Evaluation view and `lathe-cli predict` show them. Empty: the label values. CSV data names its classes by the target&apos;s values and image folders by their sub-folders.</source>
        <translation>仅 IDX：类别名称，按标签值 0、1、2… 的顺序（Fashion-MNIST 演示给出了它的十个类别名）。报告、evaluation.json、“评估”视图和 `lathe-cli predict` 会显示它们。为空：显示标签值。CSV 数据以目标列的取值命名类别，图像文件夹以子文件夹命名。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time series: number of past steps in one input window.</source>
        <translation>时间序列：一个输入窗口中过去的步数。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time series: how many steps ahead the target is.</source>
        <translation>时间序列：目标在多少步之后。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time series: step between the starts of consecutive windows.</source>
        <translation>时间序列：相邻窗口起点之间的步长。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Images are resized to this height.</source>
        <translation>图像缩放到此高度。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Images are resized to this width.</source>
        <translation>图像缩放到此宽度。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Image channels after decoding: 1 (grey) or 3 (RGB).</source>
        <translation>解码后的图像通道数：1（灰度）或 3（RGB）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Held-out fractions of the training data, used when no separate files are given.</source>
        <translation>训练数据中留出的比例，在没有给出单独文件时使用。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fraction of the training data used for validation.</source>
        <translation>用于验证的训练数据比例。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fraction of the training data used for the final test.</source>
        <translation>用于最终测试的训练数据比例。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep class proportions equal across splits (classification).</source>
        <translation>在各划分中保持类别比例一致（分类）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feature scaling, with statistics computed on the training split only: `standard` (zero mean, unit variance), `minmax` (to [0, 1]) or `none`. Images are scaled to [0, 1] first.</source>
        <translation>特征缩放，统计量只在训练集上计算：`standard`（零均值、单位方差）、`minmax`（缩放到 [0, 1]）或 `none`。图像先缩放到 [0, 1]。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Regression with a built-in model: the network learns the targets standardised (mean 0, standard deviation 1 over the training split) and its last layer scales them back, so its outputs, the metrics and model.pt stay in the target&apos;s units while a target of any size trains as fast as one near 0. The loss is then the mean squared error in standard deviations (1.0: no better than the mean). `false`: the raw target, the loss in its units squared.</source>
        <translation>内置模型的回归：网络学习标准化后的目标（在训练集上均值 0、标准差 1），由最后一层再缩放回来，因此输出、指标和 model.pt 仍使用目标的单位，而任何量级的目标都能像接近 0 的目标一样快速训练。此时损失是以标准差为单位的均方误差（1.0：不比均值好）。`false`：使用原始目标，损失为其单位的平方。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time-series regression with a built-in model: `level` forecasts the target itself; `change` forecasts its change from the window&apos;s last value, which the model adds back (so an untrained model already scores as well as persistence, &quot;the next value is the last one&quot;, and training learns the correction); `auto` is `change` when every target is among the features (its own history), else `level`. The data log and data.json say which, with persistence&apos;s validation error to beat.</source>
        <translation>使用内置模型的时间序列回归：`level` 直接预测目标值；`change` 预测目标相对窗口最后一个值的变化量，模型再把这个值加回去（因此未经训练的模型就已和持续性预测——“下一个值等于最后一个值”——一样好，训练学到的是修正量）；`auto` 在每个目标都在特征中（即其自身历史）时为 `change`，否则为 `level`。数据日志和 data.json 会说明采用哪种方式，并给出需要超越的持续性预测验证误差。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use at most this many training samples (0: all). Handy for quick trials.</source>
        <translation>最多使用这么多训练样本（0：全部）。便于快速试验。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV and time series: what to do with missing cells (empty, or one of `missing_markers`). `error` stops at the first, naming file, line and column. CSV: `drop_rows` drops the rows that have one; `mean`, `median` and `most_frequent` fill a number with that statistic of the training split (a category with its most frequent value). Time series: `ffill` repeats the last value, `interpolate` draws a straight line between the values around the hole (a category repeats its last value), `drop_windows` drops every window that holds one; a hole longer than `max_gap` rows, or one with nothing before it, drops the windows over it. A sample whose target is missing is left out under every policy but `error`. The run folder&apos;s data.json and the report count the missing cells of every column and what was done.</source>
        <translation>CSV 和时间序列：如何处理缺失单元格（空，或 `missing_markers` 之一）。`error` 在遇到第一个时停止，并指出文件、行和列。CSV：`drop_rows` 丢弃含缺失的行；`mean`、`median` 和 `most_frequent` 用训练集上的该统计量填补数字（类别用其出现最多的值）。时间序列：`ffill` 重复上一个值，`interpolate` 在缺口两侧的值之间画一条直线（类别重复上一个值），`drop_windows` 丢弃含缺失的每个窗口；长于 `max_gap` 行的缺口，或前面没有任何值的缺口，会丢弃覆盖它的窗口。除 `error` 外，所有策略都会去掉目标缺失的样本。运行文件夹的 data.json 和报告会统计每一列的缺失单元格以及所做的处理。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cell texts that mean &quot;missing&quot; besides the empty cell (compared exactly, after trimming spaces).</source>
        <translation>除空单元格外，表示“缺失”的单元格文本（去掉首尾空格后精确比较）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV with `mean`, `median` or `most_frequent`: add a 0/1 feature `&lt;column&gt; missing` for every column with missing cells in the training split.</source>
        <translation>使用 `mean`、`median` 或 `most_frequent` 的 CSV：为训练集中有缺失单元格的每一列添加一个 0/1 特征 `&lt;column&gt; missing`。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time series with `ffill` or `interpolate`: the longest run of missing rows that is filled (0: any length); longer holes drop the windows over them.</source>
        <translation>使用 `ffill` 或 `interpolate` 的时间序列：会被填补的最长连续缺失行数（0：任意长度）；更长的缺口会丢弃覆盖它的窗口。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time series: a column of dates or times (ISO 8601 such as `2024-03-01T13:00:00Z` or `2024-03-01 13:00`, or `2024/03/01`, `01.03.2024`, `03/01/2024`, `2024年3月1日 13:00`). Empty: a column named date, time, datetime or timestamp (or 日期, 时间, 日期时间, 时间戳), when there is one. The time orders the rows, finds duplicates (the later row is dropped) and gaps (rows missing from the regular step; they break windows unless `missing` fills them).</source>
        <translation>时间序列：日期或时间列（ISO 8601，如 `2024-03-01T13:00:00Z` 或 `2024-03-01 13:00`，或 `2024/03/01`、`01.03.2024`、`03/01/2024`、`2024年3月1日 13:00`）。为空：如果有名为 date、time、datetime 或 timestamp（或“日期”“时间”“日期时间”“时间戳”）的列则使用它。时间用于给行排序，找出重复（丢弃后出现的行）和间隔（偏离固定步长而缺少的行；除非 `missing` 填补，否则会打断窗口）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time series: the time as separate columns, in the order year, month, day, hour, minute, second (the first three required), such as `[&quot;year&quot;, &quot;month&quot;, &quot;day&quot;, &quot;hour&quot;]`; or two: a date and a time of day, such as `[&quot;Date&quot;, &quot;Time&quot;]` (`10/03/2004` and `18.00.00`). Empty: columns named year, month, day (and hour, minute, second), or 年, 月, 日 (时, 分, 秒), when there are; else a column named date and one named time (日期 and 时间) holding a date and a time of day. Time columns are not features.</source>
        <translation>时间序列：以单独的列给出时间，顺序为年、月、日、时、分、秒（前三个必填），例如 `[&quot;year&quot;, &quot;month&quot;, &quot;day&quot;, &quot;hour&quot;]`；或者两列：日期和一天中的时刻，例如 `[&quot;Date&quot;, &quot;Time&quot;]`（`10/03/2004` 和 `18.00.00`）。为空：如果有名为 year、month、day（以及 hour、minute、second）或“年”“月”“日”（以及“时”“分”“秒”）的列则使用它们；否则使用名为 date 和 time（“日期”和“时间”）、分别存放日期和时刻的两列。时间列不作为特征。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV tables of 4 MiB and more: keep the parsed table in the per-user cache (`$LATHE_CACHE_DIR`, else `~/.cache/lathe/tables`), keyed by the files&apos; paths, sizes and modification times and the settings that shape the encoding, so that the next run on the same data maps it from disk instead of parsing it. `false` (or `lathe-cli … --no-cache`) reads the files every time.</source>
        <translation>4 MiB 及以上的 CSV 表格：把解析后的表格保存在每用户缓存中（`$LATHE_CACHE_DIR`，否则 `~/.cache/lathe/tables`），以文件的路径、大小、修改时间和影响编码的设置为键，这样下次在相同数据上运行时直接从磁盘映射，无需再解析。`false`（或 `lathe-cli … --no-cache`）每次都读取文件。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The size of the table cache past which its least recently used entries are removed; a table larger than this is not cached.</source>
        <translation>表格缓存的大小上限，超过后删除最久未使用的条目；比这更大的表格不缓存。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time series: cyclic features computed from the time, each as a sine and a cosine: `hour` (of the day), `weekday`, `yearday` (day of the year).</source>
        <translation>时间序列：由时间计算的周期特征，各为一个正弦和一个余弦：`hour`（一天中的小时）、`weekday`（星期几）、`yearday`（一年中的第几天）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The network. Built-in models are TorchScript modules assembled by Lathe.</source>
        <translation>网络。内置模型是由 Lathe 组装的 TorchScript 模块。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>`mlp` (any data, inputs flattened), `cnn1d` (time series, sequences), `cnn2d` and `resnet` (images), `transformer` and `cnn_transformer` (sequences), or `torchscript`: a scripted model saved from Python with `torch.jit.script(m).save(...)`.</source>
        <translation>`mlp`（任何数据，输入展平）、`cnn1d`（时间序列、序列）、`cnn2d` 和 `resnet`（图像）、`transformer` 和 `cnn_transformer`（序列），或 `torchscript`：用 `torch.jit.script(m).save(...)` 从 Python 保存的脚本化模型。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>`torchscript` only: the `.pt` file to load and train.</source>
        <translation>仅 `torchscript`：要加载并训练的 `.pt` 文件。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MLP: width of each hidden layer.</source>
        <translation>MLP：每个隐藏层的宽度。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CNN / ResNet: channels of each stage.</source>
        <translation>CNN / ResNet：每个阶段的通道数。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ResNet: residual blocks in each stage.</source>
        <translation>ResNet：每个阶段的残差块数。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CNN: convolution kernel size.</source>
        <translation>CNN：卷积核大小。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Transformer: embedding width (a multiple of `heads`).</source>
        <translation>Transformer：嵌入宽度（`heads` 的倍数）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Transformer: attention heads.</source>
        <translation>Transformer：注意力头数。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Transformer: encoder layers.</source>
        <translation>Transformer：编码器层数。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Transformer: feed-forward width.</source>
        <translation>Transformer：前馈层宽度。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dropout probability (training only).</source>
        <translation>Dropout 概率（仅训练时）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use batch normalisation where the model has it (MLP, CNN).</source>
        <translation>在模型有批归一化的地方使用它（MLP、CNN）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data parallel: batch normalisation with the statistics of the whole batch of all ranks (summed over them in every training step, forward and backward), instead of each rank&apos;s own. N ranks then train as one process with N times the batch; it costs a collective per layer and step. In one process it is ordinary batch norm.</source>
        <translation>数据并行：批归一化使用所有 rank 整个批次的统计量（每个训练步的前向和反向中对它们求和），而不是各 rank 自己的统计量。这样 N 个 rank 的训练就像批大小为 N 倍的单进程；代价是每层每步一次集合通信。单进程时就是普通的批归一化。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimisation.</source>
        <translation>优化。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passes over the training data.</source>
        <translation>遍历训练数据的轮数。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Samples per step, or `&quot;auto&quot;`: the batch-size finder picks the largest that fits the memory budget.</source>
        <translation>每步的样本数，或 `&quot;auto&quot;`：由批大小搜索挑出内存预算内能放下的最大批大小。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batch size that `lr` was tuned for (see `lr_scaling`).</source>
        <translation>`lr` 调好时所用的批大小（见 `lr_scaling`）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How `lr` follows the batch size. `auto`: in one process `lr` is used as it is; with N data-parallel ranks each step trains N times the batch, and `lr` is multiplied by N (the linear rule from the per-rank batch), so N ranks learn per epoch as one process does (the demo with 2 ranks: 0.856 test accuracy against 0.828 with `none`, one process 0.859). `linear` multiplies `lr` by the global batch / base_batch_size, `sqrt` by the square root of that ratio, `none` keeps it.</source>
        <translation>`lr` 如何随批大小变化。`auto`：单进程时按原值使用 `lr`；N 个数据并行 rank 时每步训练 N 倍的批次，`lr` 乘以 N（按每个 rank 的批大小的线性规则），因此 N 个 rank 每轮学到的和单进程一样多（演示用 2 个 rank：测试准确率 0.856，而 `none` 为 0.828，单进程为 0.859）。`linear` 将 `lr` 乘以全局批大小 / base_batch_size，`sqrt` 乘以该比值的平方根，`none` 保持不变。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>`adamw` or `sgd` (with `momentum`, `nesterov`).</source>
        <translation>`adamw` 或 `sgd`（配合 `momentum`、`nesterov`）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Peak learning rate, or `&quot;auto&quot;`: the learning-rate finder picks it at the start of the run (after the batch-size finder when `batch_size` is `&quot;auto&quot;` too) from a range test and short trial trainings, and records its curve in `lr_finder.json` (see `lr_finder`).</source>
        <translation>峰值学习率，或 `&quot;auto&quot;`：学习率查找器在运行开始时（`batch_size` 也是 `&quot;auto&quot;` 时在批大小查找器之后）通过一次范围测试和几次短的试训练选出它，并把曲线记录在 `lr_finder.json` 中（见 `lr_finder`）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decoupled weight decay (AdamW) or L2 penalty (SGD).</source>
        <translation>解耦权重衰减（AdamW）或 L2 惩罚（SGD）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SGD momentum.</source>
        <translation>SGD 动量。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SGD: Nesterov momentum.</source>
        <translation>SGD：Nesterov 动量。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learning-rate schedule.</source>
        <translation>学习率调度。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>`none`, `step` (multiply by `gamma` every `step_epochs`), `cosine` (decay to `min_lr`) or `onecycle`.</source>
        <translation>`none`、`step`（每 `step_epochs` 轮乘以 `gamma`）、`cosine`（衰减到 `min_lr`）或 `onecycle`。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Linear warm-up from 0 to `lr` over this many epochs (fractions allowed).</source>
        <translation>在这么多轮内从 0 线性预热到 `lr`（可以是小数）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>`step`: epochs between decays.</source>
        <translation>`step`：两次衰减之间的轮数。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>`step`: decay factor.</source>
        <translation>`step`：衰减系数。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>`cosine`: final learning rate.</source>
        <translation>`cosine`：最终学习率。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clip the global gradient norm to this value (0: off).</source>
        <translation>把全局梯度范数裁剪到此值（0：关闭）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accumulate gradients over this many batches per optimizer step.</source>
        <translation>每次优化器步累积这么多个批次的梯度。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classification: label smoothing of the cross-entropy loss.</source>
        <translation>分类：交叉熵损失的标签平滑。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classification: weights of the classes in the loss. `none`: equal; `balanced`: n / (classes x count of the class) from the training split, as scikit-learn&apos;s, so that a rare class weighs as much in total as a frequent one; or an object of class names to weights, such as `{&quot;1&quot;: 19, &quot;0&quot;: 1}` (a class not named weighs 1). The log (log.txt) says the weights used.</source>
        <translation>分类：损失中各类别的权重。`none`：相等；`balanced`：按训练集计算 n / (类别数 × 该类别样本数)，与 scikit-learn 相同，使稀有类别的总权重与常见类别相当；或类别名到权重的对象，例如 `{&quot;1&quot;: 19, &quot;0&quot;: 1}`（未列出的类别权重为 1）。日志（log.txt）会写出所用的权重。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop when a validation metric stops improving.</source>
        <translation>当验证指标不再改善时停止。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn early stopping on.</source>
        <translation>启用提前停止。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Metric to watch; losses and errors must fall, accuracy and R² must rise.</source>
        <translation>要观察的指标；损失和误差须下降，准确率和 R² 须上升。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Epochs without improvement before stopping.</source>
        <translation>停止前允许的无改善轮数。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Smallest change that counts as an improvement.</source>
        <translation>算作改善的最小变化量。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed for initialisation, shuffling and splits.</source>
        <translation>初始化、打乱和划分所用的随机种子。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prefer deterministic algorithms (slower on GPU). CPU runs are reproducible anyway, except for channels-last convolutions (`compile.channels_last`), which `auto` then leaves off.</source>
        <translation>优先使用确定性算法（在 GPU 上较慢）。CPU 运行本来就可复现，channels-last 卷积（`compile.channels_last`）除外，此时 `auto` 会关闭它。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mixed precision.</source>
        <translation>混合精度。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>`auto`: bf16 on GPUs that support it, fp16 with loss scaling on older GPUs, off on CPU. `fp16` always uses the loss scaler.</source>
        <translation>`auto`：在支持 bf16 的 GPU 上用 bf16，较旧的 GPU 上用 fp16 加损失缩放，CPU 上关闭。`fp16` 总是使用损失缩放器。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fp16: initial loss scale.</source>
        <translation>fp16：初始损失缩放值。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fp16: steps without overflow before the scale doubles.</source>
        <translation>fp16：缩放值翻倍前需要的无溢出步数。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TorchScript graph optimisation, Lathe&apos;s stand-in for `torch.compile`.</source>
        <translation>TorchScript 图优化，Lathe 对 `torch.compile` 的替代。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How the fp32 training step runs: through the TorchScript interpreter (`false`) or the optimising graph executor (`true`: profiling, fusion, its own autodiff; full batches only, so that its profiled plan keeps one input shape: an epoch&apos;s short last batch and evaluation use the interpreter). `auto` measures both on the run&apos;s own model, batch and device during its first steps (after their warm-up, median step time, a few seconds at most, every step still trains) and keeps the faster; on a GPU it then also times the CUDA graph (`cuda_graph`) against none and keeps it only when it is faster. The figures and the choice are in the log, summary.json and the report, and a resumed run keeps the choice. Mixed-precision training always runs through the interpreter: the JIT autodiff cannot follow autocast.</source>
        <translation>fp32 训练步的运行方式：通过 TorchScript 解释器（`false`）或优化图执行器（`true`：剖析、融合、自己的自动微分；只用于完整批次，使其剖析得到的计划保持同一输入形状：一轮中较短的最后一批和评估使用解释器）。`auto` 在运行的前几步（预热之后，取中位步时，最多几秒，每一步都在训练）用本次运行自己的模型、批大小和设备测量两者并保留更快的；在 GPU 上还会把 CUDA 图（`cuda_graph`）与不用图对比计时，只在更快时保留。测量数值和选择写在日志、summary.json 和报告中，恢复的运行沿用该选择。混合精度训练总是通过解释器运行：JIT 自动微分无法跟随 autocast。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the 2-D convolutions&apos; weights and the image batches in channels-last memory order (NHWC), which oneDNN&apos;s CPU convolutions and cuDNN&apos;s tensor-core kernels run faster: 1.1-1.4x the samples/s on the demo CNN and the small ResNet on the CPU, 1.7-3.0x on an H200 (docs/benchmarks.md); the sequence models&apos; convolutions (cnn1d, cnn_transformer) then take their windows as channels-last rows of an image (1.4x on cnn1d on the CPU). `auto`: on for a model with convolutions on the CPU and for 2-D convolutions on a GPU; off for sequence convolutions on a GPU until they are measured there, and off for models without convolutions (where it changes nothing). Not on a single CPU thread (one data-parallel rank per core, OMP_NUM_THREADS=1) for a model with a 1x1 convolution (the ResNet&apos;s shortcuts): LibTorch 2.11&apos;s channels-last backward of a strided 1x1 convolution can corrupt memory there, so even `true` is not applied, with a warning. Off in `auto` with `training.deterministic`: oneDNN&apos;s channels-last path is not bit-reproducible from run to run (a resumed run matches an unbroken one to a float32 step or so, about 1e-7). The log, summary.json and the report say which; the numbers trained are the same up to rounding.</source>
        <translation>把二维卷积的权重和图像批次保持为 channels-last 内存布局（NHWC），oneDNN 的 CPU 卷积和 cuDNN 的张量核心内核在这种布局下更快：在演示 CNN 和小 ResNet 上，CPU 上每秒样本数为 1.1-1.4 倍，H200 上为 1.7-3.0 倍（docs/benchmarks.md）；序列模型的卷积（cnn1d、cnn_transformer）此时把窗口当作图像的 channels-last 行处理（CPU 上 cnn1d 为 1.4 倍）。`auto`：CPU 上有卷积的模型开启，GPU 上的二维卷积也开启；GPU 上的序列卷积在测量之前关闭，没有卷积的模型关闭（对它们没有影响）。含 1x1 卷积的模型（ResNet 的捷径连接）在单个 CPU 线程时不开启（每核一个数据并行 rank，OMP_NUM_THREADS=1）：LibTorch 2.11 对带步长的 1x1 卷积的 channels-last 反向传播在那里可能破坏内存，所以即使设为 `true` 也不生效，并给出警告。设置了 `training.deterministic` 时 `auto` 关闭它：oneDNN 的 channels-last 路径在不同运行之间不能逐位复现（恢复的运行与不中断的运行相差约一个 float32 步长，约 1e-7）。日志、summary.json 和报告会说明用了哪种；训练所得的数值在舍入误差内相同。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>While the epochs run, keep the host memory a training step frees for the next step instead of giving it back to the system and faulting it in again, zeroed, every step (glibc&apos;s trim threshold raised, its mmap threshold fixed at 32 MiB; given back when training ends). On the CPU a step of the demo CNN spent about a tenth of its time in those page faults: 1.1-1.2x the samples/s with it (docs/benchmarks.md).</source>
        <translation>在各轮运行期间，把训练步释放的主机内存留给下一步，而不是还给系统、每步再以清零页的方式缺页载入（提高 glibc 的 trim 阈值，把它的 mmap 阈值固定为 32 MiB；训练结束时归还）。在 CPU 上，演示 CNN 的一步约有十分之一的时间花在这些缺页上：开启后每秒样本数为 1.1-1.2 倍（docs/benchmarks.md）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Freeze and `optimize_for_inference` the model for evaluation and export.</source>
        <translation>为评估和导出冻结模型并执行 `optimize_for_inference`。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On a GPU, capture the whole training step (forward, backward, loss scaling, clipping, a fused AdamW/SGD step) in a CUDA graph after 3 warm-up steps and replay it: one launch per step instead of hundreds, which is what keeps a GPU busy with small models. Needs `training.grad_accumulation` 1; the last, smaller batch of an epoch runs normally. A step that waits for the GPU (a custom model reading a value back, say) is found in the last warm-up and the run goes on without the graph, saying why; a capture that fails while recording stops the run with the reason (set this to false for that model).</source>
        <translation>在 GPU 上，3 步预热后把整个训练步（前向、反向、损失缩放、裁剪、融合的 AdamW/SGD 步）捕获为一个 CUDA 图并重放：每步一次启动而不是数百次，这正是让 GPU 在小模型上保持忙碌的关键。需要 `training.grad_accumulation` 为 1；一轮中最后较小的批次照常运行。等待 GPU 的步（例如读回数值的自定义模型）会在最后一次预热中被发现，运行继续但不用图，并说明原因；录制时失败的捕获会停止运行并给出原因（对该模型请把此项设为 false）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where training runs.</source>
        <translation>在哪里训练。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>`auto` uses CUDA when a usable GPU exists, else the CPU.</source>
        <translation>`auto` 在有可用 GPU 时使用 CUDA，否则使用 CPU。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA device index (after `CUDA_VISIBLE_DEVICES`).</source>
        <translation>CUDA 设备索引（在 `CUDA_VISIBLE_DEVICES` 之后）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When CUDA is asked for but unusable: train on the CPU (true) or stop (false).</source>
        <translation>请求了 CUDA 但不可用时：在 CPU 上训练（true）或停止（false）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow TF32 tensor cores for fp32 matmul and convolution (Ampere and newer).</source>
        <translation>允许 fp32 矩阵乘法和卷积使用 TF32 张量核心（Ampere 及更新架构）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let cuDNN time its algorithms for fixed input shapes.</source>
        <translation>让 cuDNN 针对固定输入形状为其算法计时。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cap on the share of GPU memory this process may allocate.</source>
        <translation>此进程可分配的 GPU 内存比例上限。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs of this machine to train on, one worker process each (data parallel over NCCL), from `id` on; `&quot;all&quot;`: every visible GPU. `lathe-cli train --gpus N` sets it too. Under `torchrun` or `srun` the launcher decides and this is ignored.</source>
        <translation>用于训练的本机 GPU 数，每个一个工作进程（通过 NCCL 数据并行），从 `id` 开始；`&quot;all&quot;`：所有可见 GPU。`lathe-cli train --gpus N` 也会设置它。在 `torchrun` 或 `srun` 下由启动器决定，此项被忽略。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data-parallel training over several processes (c10d: NCCL between GPUs, Gloo between CPUs).</source>
        <translation>多进程数据并行训练（c10d：GPU 之间用 NCCL，CPU 之间用 Gloo）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU training: ranks on this machine (Gloo), each with its share of the cores. `lathe-cli train --procs N` sets it too.</source>
        <translation>CPU 训练：本机上的 rank 数（Gloo），每个分得一部分核心。`lathe-cli train --procs N` 也会设置它。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Process-group backend: `auto` is NCCL on GPUs and Gloo on CPUs.</source>
        <translation>进程组后端：`auto` 在 GPU 上为 NCCL，在 CPU 上为 Gloo。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seconds a collective may wait for the other ranks before the job stops, naming the rank that did not answer. A dead or hung rank ends the whole job within this time.</source>
        <translation>一次集合通信等待其他 rank 的秒数，超时则作业停止并指出没有响应的 rank。死掉或挂起的 rank 会在这段时间内结束整个作业。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gradients are all-reduced in flat buckets of about this many MiB.</source>
        <translation>梯度按大约这么多 MiB 的扁平桶做 all-reduce。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How batches reach the device.</source>
        <translation>批次如何到达设备。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worker threads that gather (or decode) batches while the device trains; 0: the training thread gathers each batch itself. `&quot;auto&quot;`: from the core count. Unused when the data is GPU-resident.</source>
        <translation>在设备训练的同时组装（或解码）批次的工作线程；0：由训练线程自己组装每个批次。`&quot;auto&quot;`：按核心数决定。数据常驻 GPU 时不使用。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gather batches into pinned host memory so that copies to the GPU are asynchronous.</source>
        <translation>把批次组装到锁页主机内存中，使复制到 GPU 可以异步进行。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batches prepared ahead of the training step by the workers.</source>
        <translation>工作线程在训练步之前提前准备好的批次数。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the whole dataset in GPU memory and gather batches there. `auto`: when it is below `gpu_resident_max_fraction` of free GPU memory.</source>
        <translation>把整个数据集放在 GPU 内存中并在那里组装批次。`auto`：当它小于空闲 GPU 内存的 `gpu_resident_max_fraction` 时。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Largest share of free GPU memory that `auto` lets the data take.</source>
        <translation>`auto` 允许数据占用的空闲 GPU 内存最大比例。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Image folders: decode each batch from disk on the worker threads instead of decoding every image once into memory. CSV tables: parse the CSV once into a file of encoded rows (a table cache entry, or a temporary file) and read batches from it a chunk at a time, shuffled within `shuffle_buffer_mb` (`mean` is then the only fill for number columns, and `sampler` must be `uniform`). `auto`: when the decoded images or the table&apos;s rows would take more than half of the available host memory (a memory cgroup&apos;s limit, as under Slurm, counts). Time series are always held in memory.</source>
        <translation>图像文件夹：在工作线程上从磁盘解码每个批次，而不是把每张图像一次性解码到内存中。CSV 表格：把 CSV 解析一次，写成编码行的文件（表格缓存条目或临时文件），每次从中读取一块批次，在 `shuffle_buffer_mb` 范围内打乱（此时数字列只能用 `mean` 填补，且 `sampler` 必须为 `uniform`）。`auto`：当解码后的图像或表格的行将占用超过一半可用主机内存时（内存 cgroup 的限制也算，例如在 Slurm 下）。时间序列总是保存在内存中。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A CSV table streamed from disk: each epoch visits its chunks of about 4 MiB of rows in a random order, this many MiB of rows at a time, shuffled among themselves: the loader holds about twice this much.</source>
        <translation>从磁盘流式读取的 CSV 表格：每轮以随机顺序访问它约 4 MiB 一块的行，每次取这么多 MiB 的行并在其中打乱：加载器大约占用此值的两倍。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop the last, smaller training batch of each epoch.</source>
        <translation>丢弃每轮最后一个较小的训练批次。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shuffle the training split every epoch (seeded).</source>
        <translation>每轮打乱训练集（使用随机种子）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classification: `uniform` visits every training sample once per epoch; `balanced` draws the epoch&apos;s samples (as many as the split holds) with replacement so that every class is drawn equally often (PyTorch&apos;s WeightedRandomSampler with weights 1 / class count): rare classes repeat, frequent ones are sampled. Seeded, so a resumed run draws the same.</source>
        <translation>分类：`uniform` 每轮访问每个训练样本一次；`balanced` 有放回地抽取本轮的样本（数量与训练集相同），使每个类别被抽到的次数相同（即 PyTorch 的 WeightedRandomSampler，权重为 1 / 类别样本数）：稀有类别会重复，常见类别被抽样。使用随机种子，所以恢复的运行抽到的相同。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU augmentation of image batches, training split only.</source>
        <translation>图像批次的 GPU 数据增强，仅用于训练集。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting point: `none`, `minimal` (flips), `standard` (flips, small affine, brightness/contrast), `strong` (more of each, crop). Individual fields below override it.</source>
        <translation>起点：`none`、`minimal`（翻转）、`standard`（翻转、小幅仿射、亮度/对比度）、`strong`（各项更强，外加裁剪）。下面的单项设置会覆盖它。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Horizontal flip with probability 0.5: `on`, `off` or `preset`.</source>
        <translation>以 0.5 的概率水平翻转：`on`、`off` 或 `preset`。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vertical flip with probability 0.5: `on`, `off` or `preset`.</source>
        <translation>以 0.5 的概率垂直翻转：`on`、`off` 或 `preset`。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Largest random rotation in degrees (-1: from the preset).</source>
        <translation>最大随机旋转角度（度）（-1：取自预设）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Largest random shift as a fraction of the size (-1: from the preset).</source>
        <translation>最大随机平移，占尺寸的比例（-1：取自预设）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Largest random zoom in or out, e.g. 0.1 for ±10% (-1: from the preset).</source>
        <translation>最大随机放大或缩小，例如 0.1 表示 ±10%（-1：取自预设）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Largest random brightness change (-1: from the preset).</source>
        <translation>最大随机亮度变化（-1：取自预设）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Largest random contrast change (-1: from the preset).</source>
        <translation>最大随机对比度变化（-1：取自预设）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Random crop after padding by this many pixels (-1: from the preset).</source>
        <translation>按这么多像素填充后随机裁剪（-1：取自预设）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Epoch schedule: entries `{ &quot;from_epoch&quot;: N, &quot;preset&quot;: P }` switch to preset P from epoch N (1-based).</source>
        <translation>按轮次的计划：条目 `{ &quot;from_epoch&quot;: N, &quot;preset&quot;: P }` 表示从第 N 轮（从 1 开始）起改用预设 P。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First epoch (1-based) of this entry.</source>
        <translation>此条目的起始轮次（从 1 开始）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preset from that epoch on.</source>
        <translation>从该轮起使用的预设。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where results go.</source>
        <translation>结果保存到哪里。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder that receives one sub-folder per run, relative to the config file. Empty: `runs` in the current working directory.</source>
        <translation>每次运行在其中建立一个子文件夹的文件夹，相对于配置文件。为空：当前工作目录下的 `runs`。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checkpoint policy.</source>
        <translation>检查点策略。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the `last` checkpoint every N epochs (0: only at the end).</source>
        <translation>每 N 轮写一次 `last` 检查点（0：只在结束时）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Also keep the checkpoint with the best `metric`.</source>
        <translation>同时保留 `metric` 最好的检查点。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Metric that decides the best checkpoint.</source>
        <translation>决定最佳检查点的指标。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which weights score the test split at the end of a run, and go into `model.pt`: `best` (the checkpoint best in `checkpoint.metric`; the last weights when no epoch was best, e.g. without a validation split, or when `keep_best` is false) or `last`. The log, summary.json, evaluation.json and the report say which epoch&apos;s weights were scored.</source>
        <translation>运行结束时用哪组权重评估测试集，并写入 `model.pt`：`best`（`checkpoint.metric` 最好的检查点；没有哪一轮最好时用最后的权重，例如没有验证集或 `keep_best` 为 false 时）或 `last`。日志、summary.json、evaluation.json 和报告会说明评估的是哪一轮的权重。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export the frozen TorchScript model (`model.pt`) at the end, with the weights that scored the test split (`test_checkpoint`).</source>
        <translation>结束时导出冻结的 TorchScript 模型（`model.pt`），使用评估测试集的那组权重（`test_checkpoint`）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write TensorBoard event files into the run folder&apos;s `tb/` as the run goes (its curves, device readings, settings for the HParams table, config and decisions): `tensorboard --logdir runs/` shows every run.</source>
        <translation>运行过程中在运行目录的 `tb/` 中写入 TensorBoard 事件文件（各条曲线、设备读数、供 HParams 表使用的设置、配置以及各项决定）：`tensorboard --logdir runs/` 即可显示所有运行。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Device monitoring during training.</source>
        <translation>训练期间的设备监控。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sample GPU and process statistics while training.</source>
        <translation>训练时采样 GPU 和进程统计信息。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sampling interval in milliseconds.</source>
        <translation>采样间隔（毫秒）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The batch-size finder, used by `training.batch_size: &quot;auto&quot;` and `lathe-cli find-batch`.</source>
        <translation>批大小搜索，由 `training.batch_size: &quot;auto&quot;` 和 `lathe-cli find-batch` 使用。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory the run may use in MiB; 0: the GPU&apos;s free memory (plus what this process holds), or the available host memory on a CPU.</source>
        <translation>运行可使用的内存（MiB）；0：GPU 的空闲内存（加上本进程已占用的），CPU 上则为可用主机内存。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share of the budget kept free for fragmentation and evaluation.</source>
        <translation>预算中为碎片和评估预留的比例。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round the batch found down to a multiple of 8 or a power of two.</source>
        <translation>把找到的批大小向下取整为 8 的倍数或 2 的幂。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>largest: the largest batch that fits; fastest: the one with the highest measured samples/s, kept only when timing it again against the largest, six times each in turn, shows a lead beyond the noise; time_to_accuracy: the batch whose step time, weighed by the steps the measured gradient noise scale predicts, is least, timed again against its neighbours and the larger kept unless the smaller leads by more than the noise; auto: largest on a GPU, time_to_accuracy elsewhere.</source>
        <translation>largest：能放下的最大批；fastest：实测每秒样本数最高的批，只有在与最大批轮流各重新计时六次、领先幅度超出噪声时才采用；time_to_accuracy：每步时间乘以由实测梯度噪声尺度预测的步数后最小的批，再与相邻的批重新计时，除非较小的批领先幅度超出噪声，否则保留较大的批；auto：GPU 上为 largest，其他设备上为 time_to_accuracy。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Largest batch the finder tries (also capped by the training split).</source>
        <translation>搜索尝试的最大批大小（同时受训练集大小限制）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most trials (training steps at one batch size) the search may run.</source>
        <translation>搜索最多运行的试验次数（一次试验为某个批大小下的训练步）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The learning-rate finder, used by `training.lr: &quot;auto&quot;` and `lathe-cli find-lr`.</source>
        <translation>学习率查找器，供 `training.lr: &quot;auto&quot;` 和 `lathe-cli find-lr` 使用。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The range test&apos;s first rate.</source>
        <translation>范围测试的起始学习率。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The range test&apos;s last rate (it stops earlier when the loss runs away).</source>
        <translation>范围测试的最终学习率（损失失控时会提前停止）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training steps of the range test, one at each rate, spaced evenly in log(rate).</source>
        <translation>范围测试的训练步数，每个学习率一步，按 log(学习率) 均匀分布。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training steps of each verification trial (the suggestion, a third of it and three times it, each from the same weights, on the run&apos;s schedule squeezed into these steps); the rate whose loss fell most is kept.</source>
        <translation>每次验证试验的训练步数（建议值、它的三分之一和三倍，都从同一组权重出发，并按运行的学习率计划压缩到这些步数里）；保留损失下降最多的学习率。</translation>
    </message>
</context>
<context>
    <name>lathe::core::Messages</name>
    <message>
        <location filename="../ui/enginemessages.cpp" line="+11"/>
        <source>no file or folder matches &quot;%1&quot; (resolved to %2)</source>
        <translation>没有文件或文件夹匹配 &quot;%1&quot;（解析为 %2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>file not found: %1</source>
        <translation>找不到文件：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>required: the training data file(s), folder or glob</source>
        <translation>必填：训练数据文件、文件夹或通配符</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>required for source &quot;%1&quot;: the column(s) to predict</source>
        <translation>数据源 &quot;%1&quot; 必填：要预测的列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>classification takes exactly one target column, found %1</source>
        <translation>分类只能有一个目标列，实际为 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>required for source &quot;idx&quot;: the labels file matching data.path</source>
        <translation>数据源 &quot;idx&quot; 必填：与 data.path 对应的标签文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>required when data.val_path is set for source &quot;idx&quot;</source>
        <translation>为数据源 &quot;idx&quot; 设置 data.val_path 时必填</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>required when data.test_path is set for source &quot;idx&quot;</source>
        <translation>为数据源 &quot;idx&quot; 设置 data.test_path 时必填</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>applies to IDX data only: image folders name their classes by their sub-folders</source>
        <translation>仅适用于 IDX 数据：图像文件夹以子文件夹命名类别</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>applies to IDX data only: CSV data names its classes by the target column&apos;s values</source>
        <translation>仅适用于 IDX 数据：CSV 数据以目标列的取值命名类别</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>applies to classification only</source>
        <translation>仅适用于分类</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>class %1 has an empty name</source>
        <translation>类别 %1 的名称为空</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;%1&quot; names both class %2 and class %3</source>
        <translation>&quot;%1&quot; 同时命名了类别 %2 和类别 %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>val + test fractions leave almost no training data (%1)</source>
        <translation>验证集 + 测试集比例几乎没给训练留下数据（%1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>image sources are labelled by class: use &quot;classification&quot;</source>
        <translation>图像数据源按类别标注：请使用 &quot;classification&quot;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the target column &quot;%1&quot; is also listed as a feature</source>
        <translation>目标列 &quot;%1&quot; 也被列为特征</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;change&quot; forecasts a time series (source timeseries_csv), found source &quot;%1&quot;</source>
        <translation>&quot;change&quot; 用于预测时间序列（source 为 timeseries_csv），但这里的 source 是 &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;change&quot; forecasts a regression target, not classes</source>
        <translation>&quot;change&quot; 预测的是回归目标，不是类别</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU ranks and several GPUs exclude each other: set device.gpus to 1, or procs to 1</source>
        <translation>CPU 多进程与多 GPU 不能同时使用：把 device.gpus 设为 1，或把 procs 设为 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>device.type is &quot;cpu&quot;: use distributed.procs for several CPU ranks</source>
        <translation>device.type 为 &quot;cpu&quot;：多个 CPU 进程请用 distributed.procs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NCCL runs between GPUs; CPU ranks (distributed.procs) use &quot;gloo&quot;</source>
        <translation>NCCL 用于 GPU 之间；CPU 进程（distributed.procs）请用 &quot;gloo&quot;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>required for model kind &quot;torchscript&quot;: the scripted .pt file</source>
        <translation>模型类型 &quot;torchscript&quot; 必填：脚本化的 .pt 文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ignored: model kind is &quot;%1&quot;, not &quot;torchscript&quot;</source>
        <translation>已忽略：模型类型是 &quot;%1&quot;，不是 &quot;torchscript&quot;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;change&quot; needs a built-in model: a TorchScript model forecasts what its own code returns</source>
        <translation>&quot;change&quot; 需要内置模型：TorchScript 模型预测的是它自己的代码返回的值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;%1&quot; needs image data (source idx or image_folder), found source &quot;%2&quot;</source>
        <translation>&quot;%1&quot; 需要图像数据（数据源 idx 或 image_folder），实际数据源为 &quot;%2&quot;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;%1&quot; needs sequence data (source timeseries_csv), found source &quot;%2&quot;</source>
        <translation>&quot;%1&quot; 需要序列数据（数据源 timeseries_csv），实际数据源为 &quot;%2&quot;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ignored: model &quot;%1&quot; has no batch norm of Lathe&apos;s</source>
        <translation>已忽略：模型 &quot;%1&quot; 没有 Lathe 的批归一化层</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ignored: model.batch_norm is false</source>
        <translation>已忽略：model.batch_norm 为 false</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must be a multiple of model.heads (%1), found %2</source>
        <translation>必须是 model.heads（%1）的倍数，实际为 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ignored: only used by optimizer &quot;sgd&quot;</source>
        <translation>已忽略：仅用于优化器 &quot;sgd&quot;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nesterov momentum needs training.momentum &gt; 0</source>
        <translation>Nesterov 动量要求 training.momentum &gt; 0</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>longer than training.epochs: the peak lr is never reached</source>
        <translation>比 training.epochs 还长：学习率永远达不到峰值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must be larger than lr_finder.start_lr (%1)</source>
        <translation>必须大于 lr_finder.start_lr（%1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ignored for regression</source>
        <translation>回归任务会忽略此项</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;%1&quot; is a regression metric; this task is classification</source>
        <translation>&quot;%1&quot; 是回归指标；本任务是分类</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;%1&quot; needs a classification task</source>
        <translation>&quot;%1&quot; 需要分类任务</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ignored: augmentation applies to image data only (source is &quot;%1&quot;)</source>
        <translation>已忽略：数据增强只适用于图像数据（数据源为 &quot;%1&quot;）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>schedule entries must start at increasing epochs</source>
        <translation>计划条目的起始轮次必须递增</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>invalid JSON: %1</source>
        <translation>无效的 JSON：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the number %1 is out of range</source>
        <translation>数字 %1 超出范围</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>expected a JSON object at the top level, found %1</source>
        <translation>顶层应为 JSON 对象，实际为%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unsupported config version %1: this Lathe reads version %2</source>
        <translation>不支持的配置版本 %1：此版本的 Lathe 读取版本 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>config file %1 cannot be read (permissions?)</source>
        <translation>无法读取配置文件 %1（权限问题？）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>config file %1 does not exist</source>
        <translation>配置文件 %1 不存在</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>applies to CSV and time-series data; source &quot;%1&quot; has no missing cells</source>
        <translation>适用于 CSV 和时间序列数据；数据源 &quot;%1&quot; 没有缺失单元格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;%1&quot; is for time series; CSV tables take %2</source>
        <translation>&quot;%1&quot; 用于时间序列；CSV 表格可用 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;%1&quot; is for CSV tables; time series take %2</source>
        <translation>&quot;%1&quot; 用于 CSV 表格；时间序列可用 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>applies to CSV data with data.missing mean, median or most_frequent</source>
        <translation>适用于 data.missing 为 mean、median 或 most_frequent 的 CSV 数据</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>applies to time series with data.missing ffill or interpolate</source>
        <translation>适用于 data.missing 为 ffill 或 interpolate 的时间序列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an empty marker: empty cells are missing anyway</source>
        <translation>空标记：空单元格本来就算缺失</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>applies to time series (source timeseries_csv)</source>
        <translation>适用于时间序列（数据源 timeseries_csv）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>give the time either as one column (data.time_column) or as several, not both</source>
        <translation>时间要么用一列（data.time_column）给出，要么用多列，不能两者都用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown time feature &quot;%1&quot; (hour, weekday or yearday)</source>
        <translation>未知的时间特征 &quot;%1&quot;（hour、weekday 或 yearday）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;%1&quot; is the time column</source>
        <translation>&quot;%1&quot; 是时间列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>applies to classification: regression has no classes to weigh</source>
        <translation>适用于分类：回归没有可加权的类别</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;balanced&quot; draws classes equally: regression has none</source>
        <translation>&quot;balanced&quot; 按类别均等抽样：回归没有类别</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 or %2</source>
        <translation>%1 或 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> between %1 and %2</source>
        <translation>，介于 %1 和 %2 之间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> of at least %1</source>
        <translation>，至少为 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected %1, found %2</source>
        <translation>应为%1，实际为%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected a value%1, found %2</source>
        <translation>应为一个值%1，实际为%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected a number, found %1</source>
        <translation>应为数字，实际为%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected %1, found &quot;%2&quot; (did you mean &quot;%3&quot;?)</source>
        <translation>应为%1，实际为 &quot;%2&quot;（是否想写 &quot;%3&quot;？）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected %1, found &quot;%2&quot;</source>
        <translation>应为%1，实际为 &quot;%2&quot;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected a string, found %1</source>
        <translation>应为字符串，实际为%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected a non-empty array of integers</source>
        <translation>应为非空的整数数组</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected an integer%1, found %2</source>
        <translation>应为整数%1，实际为%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected an object, found %1</source>
        <translation>应为对象，实际为%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown key &quot;%1&quot; (did you mean &quot;%2&quot;?)</source>
        <translation>未知的键 &quot;%1&quot;（是否想写 &quot;%2&quot;？）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown key &quot;%1&quot; (known keys: %2)</source>
        <translation>未知的键 &quot;%1&quot;（已知的键：%2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an array of objects</source>
        <translation>对象数组</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an integer%1</source>
        <translation>整数%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a number%1</source>
        <translation>数字%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one of %1</source>
        <translation>%1 之一</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a string or an array of strings</source>
        <translation>字符串或字符串数组</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an array of integers%1</source>
        <translation>整数数组%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an integer%1 or &quot;%2&quot;</source>
        <translation>整数%1 或 &quot;%2&quot;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a number%1 or &quot;%2&quot;</source>
        <translation>一个数字%1或 &quot;%2&quot;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>true, false or &quot;auto&quot;</source>
        <translation>true、false 或 &quot;auto&quot;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, or an object of names to numbers%2</source>
        <translation>%1，或名称到数字的对象%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>boolean %1</source>
        <translation>布尔值 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>string %1</source>
        <translation>字符串 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>number %1</source>
        <translation>数字 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an array</source>
        <translation>数组</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an unsupported value</source>
        <translation>不支持的值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot open file</source>
        <translation>无法打开文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>read error</source>
        <translation>读取错误</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 column &quot;%2&quot; not found in the header (did you mean &quot;%3&quot;?)</source>
        <translation>%1 列 &quot;%2&quot; 不在表头中（是否想写 &quot;%3&quot;？）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 column &quot;%2&quot; not found in the header; columns are:%3</source>
        <translation>%1 列 &quot;%2&quot; 不在表头中；现有的列为：%3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: column &quot;%2&quot;</source>
        <translation>%1：列 &quot;%2&quot;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 column &quot;%3&quot;</source>
        <translation>%1：%2 列 &quot;%3&quot;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is empty</source>
        <translation>%1 为空</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: &quot;%2&quot; is not a number</source>
        <translation>%1：&quot;%2&quot; 不是数字</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: &quot;%2&quot; is not a number (%3)</source>
        <translation>%1：&quot;%2&quot; 不是数字（%3）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: value %2 is not finite</source>
        <translation>%1：值 %2 不是有限数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>empty file (expected a header line)</source>
        <translation>空文件（应有表头行）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected %1 fields as in the header, found %2</source>
        <translation>应与表头一样有 %1 个字段，实际为 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its header differs from the first shard %1 (column %2: &quot;%3&quot; instead of &quot;%4&quot;)</source>
        <translation>它的表头与第一个分片 %1 不同（第 %2 列：&quot;%3&quot; 而不是 &quot;%4&quot;）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its header differs from the first shard %1</source>
        <translation>它的表头与第一个分片 %1 不同</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no data rows after the header</source>
        <translation>表头之后没有数据行</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the decoded images would take %1 MiB of the %2 MiB available: streaming them from disk (loader.stream &quot;auto&quot;)</source>
        <translation>解码后的图像将占用 %1 MiB，而可用内存为 %2 MiB：改为从磁盘流式读取（loader.stream &quot;auto&quot;）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: no file matches &quot;%2&quot; (resolved to %3)</source>
        <translation>%1：没有文件匹配 &quot;%2&quot;（解析为 %3）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>loader.sampler &quot;balanced&quot; draws samples from anywhere in the training split, which a table streamed from disk cannot serve at speed: use training.class_weights &quot;balanced&quot; instead, or set loader.stream &quot;off&quot;</source>
        <translation>loader.sampler &quot;balanced&quot; 要从训练集的任意位置抽取样本，从磁盘流式读取的表格无法快速提供：请改用 training.class_weights &quot;balanced&quot;，或把 loader.stream 设为 &quot;off&quot;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>streaming %1 rows from the table cache (%2; data.cache false or --no-cache reads the CSV)</source>
        <translation>正在从表格缓存流式读取 %1 行（%2；data.cache 设为 false 或使用 --no-cache 则读取 CSV）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>read %1 rows from the table cache (%2; data.cache false or --no-cache reads the CSV)</source>
        <translation>已从表格缓存读取 %1 行（%2；data.cache 设为 false 或使用 --no-cache 则读取 CSV）</translation>
    </message>
    <message>
        <location line="+486"/>
        <source>[warning] the table cache entry cannot be used, reading the CSV: %1</source>
        <translation>[警告] 表格缓存条目无法使用，改为读取 CSV：%1</translation>
    </message>
    <message>
        <location line="-484"/>
        <source>read %1 rows from %2 CSV file(s)</source>
        <translation>已从 %2 个 CSV 文件读取 %1 行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the table is not cached: %1</source>
        <translation>表格未缓存：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected images (an IDX file with 2 or more dimensions), found %1 dimension(s)</source>
        <translation>应为图像（2 维及以上的 IDX 文件），实际为 %1 维</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected labels (a 1-dimensional IDX file), found %1 dimensions</source>
        <translation>应为标签（1 维 IDX 文件），实际为 %1 维</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 holds %2 images but %3 holds %4 labels</source>
        <translation>%1 有 %2 张图像，但 %3 有 %4 个标签</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: image_folder takes one folder, found %2 matches</source>
        <translation>%1：image_folder 只接受一个文件夹，实际匹配到 %2 个</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>read %1 images from %2</source>
        <translation>已从 %2 读取 %1 张图像</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: labels go up to %2, but data.class_names names %3 classes (0 to %4)</source>
        <translation>%1：标签最大到 %2，但 data.class_names 只命名了 %3 个类别（0 到 %4）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 labels range from %2 to %3, outside the %4 classes of the training data</source>
        <translation>%1 的标签范围为 %2 到 %3，超出了训练数据的 %4 个类别</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the training split is empty</source>
        <translation>训练集为空</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no classes found in the training data</source>
        <translation>训练数据中没有找到类别</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 (data.task &quot;auto&quot; decided %3)</source>
        <translation>%1：%2（data.task &quot;auto&quot; 判定为 %3）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>data.source: unknown source &quot;%1&quot;</source>
        <translation>data.source：未知的数据源 &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+478"/>
        <source>[warning] constant in every training row, so it tells the model nothing: %1 (leave it out of data.features, or check the file)</source>
        <translation>[警告] 在每个训练行中都是常数，对模型没有任何信息：%1（请把它从 data.features 中去掉，或检查文件）</translation>
    </message>
    <message>
        <location line="-474"/>
        <source>data.forecast &quot;change&quot;: the target &quot;%1&quot; is not among the features, so a window has no last value of it to start from; add it to data.features, or set data.forecast to &quot;level&quot;</source>
        <translation>data.forecast &quot;change&quot;：目标 &quot;%1&quot; 不在特征中，所以窗口里没有它的最后一个值可作起点；请把它加入 data.features，或把 data.forecast 设为 &quot;level&quot;</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>a quoted cell is not closed on its line: a row is one line, so a cell cannot hold a line break (as a spreadsheet writes one for Alt+Enter); remove the line breaks from the cells, or close the quote</source>
        <translation>带引号的单元格在本行内没有闭合：一行就是一条记录，因此单元格中不能含有换行（电子表格按 Alt+Enter 时会写入换行）；请删去单元格中的换行，或补上闭合的引号</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 column &quot;%2&quot; appears twice in the header, as columns %3 and %4: give each column a name of its own</source>
        <translation>%1 列“%2”在表头中出现了两次（第 %3 列和第 %4 列）：请给每一列起不同的名字</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>forecasting the level of %1 (data.forecast &quot;auto&quot;): the target &quot;%2&quot; is not among the features</source>
        <translation>预测 %1 的水平值（data.forecast &quot;auto&quot;）：目标 &quot;%2&quot; 不在特征中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>forecasting the level of %1 (data.forecast &quot;%2&quot;); persistence (the next value is the last one) scores validation MAE %3, the figure to beat</source>
        <translation>预测 %1 的水平值（data.forecast &quot;%2&quot;）；持续性预测（下一个值等于最后一个值）的验证 MAE 为 %3，这是需要超越的数字</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>forecasting the change from each window&apos;s last %1 (data.forecast &quot;%2&quot;): the model adds it back, so it starts as persistence (the next value is the last one) and learns the correction</source>
        <translation>预测相对每个窗口最后一个 %1 的变化量（data.forecast &quot;%2&quot;）：模型会把这个值加回去，因此它从持续性预测（下一个值等于最后一个值）起步，再学习修正量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>forecasting the change from each window&apos;s last %1 (data.forecast &quot;%2&quot;): the model adds it back, so it starts as persistence (the next value is the last one) and learns the correction; persistence scores validation MAE %3</source>
        <translation>预测相对每个窗口最后一个 %1 的变化量（data.forecast &quot;%2&quot;）：模型会把这个值加回去，因此它从持续性预测（下一个值等于最后一个值）起步，再学习修正量；持续性预测的验证 MAE 为 %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>corrupt or unreadable data: %1</source>
        <translation>数据损坏或无法读取：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>empty or truncated file (no IDX header)</source>
        <translation>文件为空或被截断（没有 IDX 文件头）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not an IDX file of unsigned bytes (bad magic number)</source>
        <translation>不是无符号字节的 IDX 文件（魔数错误）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>truncated IDX header</source>
        <translation>IDX 文件头被截断</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>IDX header has an empty dimension</source>
        <translation>IDX 文件头中有为空的维度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the IDX header promises more data than the file can hold (%1 samples; the file has %2 bytes)</source>
        <translation>IDX 文件头声明的数据多于文件所能容纳的（%1 个样本；文件只有 %2 字节）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>truncated: the header promises %1 samples but the data ends in sample %2</source>
        <translation>文件被截断：文件头声明 %1 个样本，但数据在第 %2 个样本处结束</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>more data than the IDX header describes</source>
        <translation>数据多于 IDX 文件头所描述的</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the image has no pixels</source>
        <translation>图像没有像素</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the image claims %1 × %2 pixels, more than Lathe decodes (%3)</source>
        <translation>图像声称有 %1 × %2 像素，超过了 Lathe 可解码的上限（%3）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot open image</source>
        <translation>无法打开图像</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot initialise the JPEG decoder</source>
        <translation>无法初始化 JPEG 解码器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unreadable JPEG: %1</source>
        <translation>无法读取的 JPEG：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>corrupt JPEG: %1</source>
        <translation>损坏的 JPEG：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unreadable PNG: %1</source>
        <translation>无法读取的 PNG：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>corrupt PNG: %1</source>
        <translation>损坏的 PNG：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>empty image file</source>
        <translation>图像文件为空</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not a JPEG or PNG image</source>
        <translation>不是 JPEG 或 PNG 图像</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 link(s) in the class folders point to nothing and are left out, such as %2</source>
        <translation>类别文件夹中有 %1 个链接指向不存在的文件，已略过，例如 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not a folder (image_folder data is root/&lt;class&gt;/*.png|jpg)</source>
        <translation>不是文件夹（image_folder 数据的结构为 root/&lt;class&gt;/*.png|jpg）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no class folders (expected root/&lt;class&gt;/*.png|jpg)</source>
        <translation>没有类别文件夹（应为 root/&lt;class&gt;/*.png|jpg）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one class folder (&quot;%1&quot;); classification needs at least two, each a sub-folder of images (root/&lt;class&gt;/*.png|jpg)</source>
        <translation>只有一个类别文件夹（&quot;%1&quot;）；分类至少需要两个，每个都是图像的子文件夹（root/&lt;class&gt;/*.png|jpg）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>class &quot;%1&quot; does not occur in the training data</source>
        <translation>类别 &quot;%1&quot; 不在训练数据中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>empty class folder (no .png or .jpg files)</source>
        <translation>类别文件夹为空（没有 .png 或 .jpg 文件）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>listed %1 images in %2 classes under %3 (streamed from disk, decoded per batch)</source>
        <translation>已在 %3 下列出 %2 个类别的 %1 张图像（从磁盘流式读取，每批解码）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>decoded %1 images in %2 classes from %3 (%4 resized to %5x%6)</source>
        <translation>已从 %3 解码 %2 个类别的 %1 张图像（其中 %4 张缩放为 %5x%6）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>decoded %1 images in %2 classes from %3</source>
        <translation>已从 %3 解码 %2 个类别的 %1 张图像</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>column &quot;%1&quot; is missing in every row of the training split: nothing to fill it with</source>
        <translation>列 &quot;%1&quot; 在训练集的每一行中都缺失：没有可以用来填补的值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>data.missing_indicator: %1 missing-indicator feature(s) added</source>
        <translation>data.missing_indicator：添加了 %1 个缺失指示特征</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>data resident on the training device, batches gathered there</source>
        <translation>数据常驻在训练设备上，批次在设备上组装</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>batches gathered by the training thread, pinned host buffers copied on a side CUDA stream</source>
        <translation>批次由训练线程组装，锁页主机缓冲区在独立的 CUDA 流上复制</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>batches gathered by the training thread</source>
        <translation>批次由训练线程组装</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 worker thread(s), pinned host buffers copied on a side CUDA stream, prefetch %2</source>
        <translation>%1 个工作线程，锁页主机缓冲区在独立的 CUDA 流上复制，预取 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 worker thread(s), prefetch %2</source>
        <translation>%1 个工作线程，预取 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>table streamed from disk</source>
        <translation>从磁盘流式读取的表格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>image folder streamed from disk</source>
        <translation>从磁盘流式读取的图像文件夹</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>loader.workers %1 on the CPU</source>
        <translation>CPU 上的 loader.workers %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU training: the data is in host memory already</source>
        <translation>CPU 训练：数据已在主机内存中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>loader.gpu_resident &quot;on&quot;</source>
        <translation>loader.gpu_resident &quot;on&quot;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>loader.gpu_resident &quot;off&quot;</source>
        <translation>loader.gpu_resident &quot;off&quot;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the data takes %1, within %2% of the %3 of free GPU memory</source>
        <translation>数据占用 %1，在 %3 空闲 GPU 内存的 %2% 以内</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the data takes %1, more than %2% of the %3 of free GPU memory</source>
        <translation>数据占用 %1，超过 %3 空闲 GPU 内存的 %2%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ffill, interpolate or drop_windows</source>
        <translation>ffill、interpolate 或 drop_windows</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is empty; set data.missing to %2 to go on</source>
        <translation>%1 为空；把 data.missing 设为 %2 可继续</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is missing (&quot;%2&quot;); set data.missing to %3 to go on</source>
        <translation>%1 缺失（&quot;%2&quot;）；把 data.missing 设为 %3 可继续</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 column &quot;%3&quot;: %4 does not fit in float32 (which holds up to about 3.4e38)</source>
        <translation>%1：%2 列 &quot;%3&quot;：%4 超出 float32 的范围（最大约 3.4e38）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the model&apos;s series description is damaged: %1</source>
        <translation>模型的序列描述已损坏：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>time from column(s) %1 (found by name; data.time_column or data.time_columns names others): they order the rows and are not features</source>
        <translation>时间取自列 %1（按名称找到；可用 data.time_column 或 data.time_columns 指定其他列）：这些列用于给行排序，不作为特征</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>data.time_features needs the time: name it with data.time_column or data.time_columns</source>
        <translation>data.time_features 需要时间：请用 data.time_column 或 data.time_columns 指定它</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 column(s) without a name in the header left out of the features (give them a name in the header to use them)</source>
        <translation>表头中 %1 个没有名字的列未作为特征（要使用它们，请在表头中为其命名）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no feature columns left besides the time and the target</source>
        <translation>除时间和目标外没有剩下任何特征列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>categorical column &quot;%1&quot; is not a feature</source>
        <translation>类别列 &quot;%1&quot; 不是特征</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: target column &quot;%2&quot;: &quot;%3&quot; is not a number (list &quot;%3&quot; in data.missing_markers if it marks a missing value)</source>
        <translation>%1：目标列“%2”：“%3”不是数字（如果它表示缺失值，请把“%3”加入 data.missing_markers）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: feature column &quot;%2&quot;: &quot;%3&quot; is not a number, though %4 of its %5 cells are (list &quot;%3&quot; in data.missing_markers if it marks a missing value, or the column in data.categorical if it holds categories)</source>
        <translation>%1：特征列“%2”：“%3”不是数字，而该列 %5 个单元格中有 %4 个是数字（如果它表示缺失值，请把“%3”加入 data.missing_markers；如果该列是类别，请把它列入 data.categorical）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>categorical column &quot;%1&quot; holds no value, only missing cells</source>
        <translation>类别列 &quot;%1&quot; 没有任何值，只有缺失单元格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>column(s) holding words are categories (list them in data.categorical to say so): %1</source>
        <translation>含文字的列视为类别（在 data.categorical 中列出它们即可明确说明）：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: time column &quot;%2&quot;: &quot;%3&quot; is not a date (expected dates such as 2024-03-01, 2024-03-01T13:00:00Z, 2024-03-01 13:00, 2024/03/01, 01.03.2024 or 03/01/2024)</source>
        <translation>%1：时间列 &quot;%2&quot;：&quot;%3&quot; 不是日期（应为如 2024-03-01、2024-03-01T13:00:00Z、2024-03-01 13:00、2024/03/01、01.03.2024 或 03/01/2024 的日期）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: time column &quot;%2&quot;: &quot;%3&quot; is not a number</source>
        <translation>%1：时间列 &quot;%2&quot;：&quot;%3&quot; 不是数字</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: time columns %2: %3 is not a date and time</source>
        <translation>%1：时间列 %2：%3 不是日期和时间</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: the time jumps by %2 steps of %3 s; filling the series&apos; gaps would add more than ten times its rows (set data.max_gap to the longest hole worth filling)</source>
        <translation>%1：时间跳跃了 %2 个 %3 秒的步长；填补序列的间隔会使行数增加到原来的十倍以上（把 data.max_gap 设为值得填补的最长缺口）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: class &quot;%2&quot; of target column &quot;%3&quot; does not occur in the training series</source>
        <translation>%1：目标列 &quot;%3&quot; 的类别 &quot;%2&quot; 不在训练序列中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the table&apos;s rows would take about %1 of the %2 available: streaming them from disk (loader.stream &quot;auto&quot;)</source>
        <translation>表格的行将占用约 %1，而可用内存为 %2：改为从磁盘流式读取（loader.stream &quot;auto&quot;）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a temporary file (gone when the run ends)</source>
        <translation>临时文件（运行结束时删除）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the table cache (%1)</source>
        <translation>表格缓存（%1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>read %1 rows from %2 CSV file(s) into %3, %4 of rows streamed from there</source>
        <translation>已从 %2 个 CSV 文件读取 %1 行到%3，其中 %4 的行从那里流式读取</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>data.missing &quot;%1&quot; needs every training value of a number column at once (&quot;%2&quot;), which a table streamed from disk does not hold: use &quot;mean&quot;, or set loader.stream &quot;off&quot;</source>
        <translation>data.missing &quot;%1&quot; 需要一次取得某数字列的全部训练值（&quot;%2&quot;），而从磁盘流式读取的表格不保存它们：请用 &quot;mean&quot;，或把 loader.stream 设为 &quot;off&quot;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 (set LATHE_CACHE_DIR to a folder with room)</source>
        <translation>%1：%2（把 LATHE_CACHE_DIR 设为有空间的文件夹）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: read error at byte %2 (%3)</source>
        <translation>%1：在第 %2 字节处读取错误（%3）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file ends early</source>
        <translation>文件提前结束</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: cannot be created (%2)</source>
        <translation>%1：无法创建（%2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: cannot be written (%2)</source>
        <translation>%1：无法写入（%2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: cannot be opened (%2)</source>
        <translation>%1：无法打开（%2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: holds fewer than the %2 rows it should</source>
        <translation>%1：行数少于应有的 %2 行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>more than 16 million distinct values in one column: is it really a category?</source>
        <translation>一列中有超过 1600 万个不同的值：它真的是类别吗？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no feature columns left besides the target</source>
        <translation>除目标外没有剩下任何特征列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>class &quot;%1&quot; of column &quot;%2&quot; does not occur in the training data</source>
        <translation>列 &quot;%2&quot; 的类别 &quot;%1&quot; 不在训练数据中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>target column &quot;%1&quot; has a single class; classification needs at least two</source>
        <translation>目标列 &quot;%1&quot; 只有一个类别；分类至少需要两个</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none in the features</source>
        <translation>特征中没有</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing cells in %1 rows: %2; data.missing &quot;%3&quot;: %4 row(s) dropped</source>
        <translation>%1 行中有缺失单元格：%2；data.missing &quot;%3&quot;：丢弃了 %4 行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing cells in %1 rows: %2; data.missing &quot;%3&quot;: %4 row(s) dropped (their target is missing)</source>
        <translation>%1 行中有缺失单元格：%2；data.missing &quot;%3&quot;：丢弃了 %4 行（其目标值缺失）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>data.task &quot;auto&quot;: %1 → %2 (set data.task to choose)</source>
        <translation>data.task &quot;auto&quot;：%1 → %2（设置 data.task 可自行选择）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>images are labelled by class</source>
        <translation>图像按类别标注</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 target columns</source>
        <translation>%1 个目标列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no training file to look at yet</source>
        <translation>还没有训练文件可查看</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the target column &quot;%1&quot; is not in %2</source>
        <translation>目标列 &quot;%1&quot; 不在 %2 中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>more than %1</source>
        <translation>超过 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the target &quot;%1&quot; holds text (%2 distinct values)</source>
        <translation>目标 &quot;%1&quot; 含文本（%2 个不同值）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the target &quot;%1&quot; holds numbers with fractions</source>
        <translation>目标 &quot;%1&quot; 含带小数的数字</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the target &quot;%1&quot; holds whole numbers of %2 distinct values</source>
        <translation>目标 &quot;%1&quot; 含 %2 个不同的整数值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the training file cannot be read yet</source>
        <translation>训练文件暂时无法读取</translation>
    </message>
    <message>
        <location line="+334"/>
        <source>feature %1 was &quot;%2&quot; when the run was trained and is &quot;%3&quot; now (a category&apos;s values or the columns changed)</source>
        <translation>第 %1 个特征在训练时是 &quot;%2&quot;，现在是 &quot;%3&quot;（类别列的取值或表格的列发生了变化）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the run was trained on %1 features and the data gives %2 now (the first difference: &quot;%3&quot;)</source>
        <translation>该运行训练时有 %1 个特征，现在的数据给出 %2 个（第一处差异：&quot;%3&quot;）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the run&apos;s model takes inputs of shape %1 and the data gives %2 now</source>
        <translation>该运行的模型接受形状为 %1 的输入，而现在的数据给出的是 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the inputs were scaled (%1) when the run was trained and are not now</source>
        <translation>训练时输入经过了缩放（%1），现在却没有</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 was &quot;%2&quot; when the run was trained and is &quot;%3&quot; now</source>
        <translation>%1 在训练时是 &quot;%2&quot;，现在是 &quot;%3&quot;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 holds %2 values where the run&apos;s held %3</source>
        <translation>%1 现在有 %2 个值，而该运行记录的有 %3 个</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the %1 split held %2 samples when the run was trained and holds %3 now</source>
        <translation>%1 数据集在训练时有 %2 个样本，现在有 %3 个</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the training folder&apos;s images are not those the run was trained on (one renamed, replaced or moved to another class since): its splits would hold other images</source>
        <translation>训练文件夹中的图像已不是训练该运行时的那些（此后有图像被改名、替换或移到了其他类别）：各数据划分将包含不同的图像</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>[warning] feature &quot;%1&quot; only counts time: it rises through every series, so %2 % of its validation and test values (%3) lie beyond its training range (%4) and the model must extrapolate it. Leave it out of data.features, or give it as data.time_column (or one of data.time_columns) so that it is read as time</source>
        <translation>[warning] 特征 &quot;%1&quot; 只是在计时：它在每条序列中都一路上升，所以它在验证集和测试集上 %2 % 的取值（%3）超出了训练范围（%4），模型只能外推。请把它从 data.features 中去掉，或者把它作为 data.time_column（或 data.time_columns 之一）给出，让它被当作时间读取</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>[warning] feature &quot;%1&quot;: %2 % of its validation and test values (%3) lie outside its training range (%4), so the model must extrapolate it; a trend like this forecasts worse than persistence. Leave it out of data.features, or give its change from step to step instead</source>
        <translation>[warning] 特征 &quot;%1&quot;：它在验证集和测试集上 %2 % 的取值（%3）落在训练范围（%4）之外，模型只能外推；这样的趋势预测得比“沿用上一个值”还差。请把它从 data.features 中去掉，或改用它相邻两步之间的变化量</translation>
    </message>
    <message>
        <location line="-354"/>
        <source>missing cells: %1; data.missing &quot;%2&quot;: %3 cell(s) filled%4, %5 window(s) dropped</source>
        <translation>缺失单元格：%1；data.missing &quot;%2&quot;：填补了 %3 个单元格%4，丢弃了 %5 个窗口</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, %1 missing step(s) filled</source>
        <translation>，填补了 %1 个缺失时间步</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>time %1 to %2, step %3 s</source>
        <translation>时间从 %1 到 %2，步长 %3 秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>time %1 to %2, irregular steps (no gaps looked for)</source>
        <translation>时间从 %1 到 %2，步长不规则（不检查间隔）</translation>
    </message>
    <message>
        <location line="+346"/>
        <source>[warning] %1 series were not in time order: their rows were sorted by time</source>
        <translation>[警告] 有 %1 个序列未按时间排序：已按时间对其行排序</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>[warning] %1 row(s) repeat a time already seen (first at %2): the later row is dropped</source>
        <translation>[警告] 有 %1 行重复了已出现的时间（首次在 %2）：丢弃后出现的行</translation>
    </message>
    <message>
        <location line="-344"/>
        <source>%1 gap(s) in the time, %2 missing step(s) (first before %3): filled by data.missing &quot;%4&quot; up to data.max_gap</source>
        <translation>时间中有 %1 处间隔，缺失 %2 个时间步（第一处在 %3 之前）：已按 data.missing &quot;%4&quot; 填补，最多 data.max_gap</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 gap(s) in the time, %2 missing step(s) (first before %3): filled by data.missing &quot;%4&quot;</source>
        <translation>时间中有 %1 处间隔，缺失 %2 个时间步（第一处在 %3 之前）：已按 data.missing &quot;%4&quot; 填补</translation>
    </message>
    <message>
        <location line="+344"/>
        <source>[warning] %1 gap(s) in the time, %2 missing step(s) (first before %3): windows do not cross them (data.missing ffill or interpolate fills them)</source>
        <translation>[警告] 时间中有 %1 处间隔，缺失 %2 个时间步（第一处在 %3 之前）：窗口不会跨越它们（data.missing 为 ffill 或 interpolate 时会填补）</translation>
    </message>
    <message>
        <location line="-342"/>
        <source>feature &quot;%1&quot; only counts time (it rises through every series, and its validation and test values lie beyond its training range): left out of the features, as the time is; list data.features to keep it</source>
        <translation>特征 &quot;%1&quot; 只是在计时（它在每条序列中都一路上升，验证集和测试集上的取值超出了训练范围）：像时间列一样被排除在特征之外；要保留它，请列出 data.features</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>data.path: no file matches &quot;%1&quot;</source>
        <translation>data.path：没有文件匹配 &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>data.test_path: no file matches &quot;%1&quot;</source>
        <translation>data.test_path：没有文件匹配 &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its header differs from %1 (every series must have the same columns)</source>
        <translation>它的表头与 %1 不同（每个序列必须有相同的列）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 rows are fewer than data.window + horizon (%3)</source>
        <translation>%1：%2 行少于 data.window + horizon（%3）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no training windows: every window of data.window %1 holds a missing value or a gap (data.missing &quot;%2&quot;)</source>
        <translation>没有训练窗口：data.window %1 的每个窗口都含有缺失值或间隔（data.missing &quot;%2&quot;）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no training windows: the series are too short for data.window %1</source>
        <translation>没有训练窗口：序列太短，不够 data.window %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cut %1 windows of %2 steps x %3 features from %4 series</source>
        <translation>从 %4 个序列切出 %1 个窗口，每个 %2 步 × %3 个特征</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>this LibTorch was built without CUDA</source>
        <translation>此 LibTorch 构建时未包含 CUDA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA_VISIBLE_DEVICES is empty</source>
        <translation>CUDA_VISIBLE_DEVICES 为空</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no usable CUDA device (no NVIDIA driver or no GPU)</source>
        <translation>没有可用的 CUDA 设备（没有 NVIDIA 驱动或没有 GPU）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>device.id %1 does not exist (%2 visible CUDA device(s))</source>
        <translation>device.id %1 不存在（可见 CUDA 设备 %2 个）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>using the CPU: %1</source>
        <translation>使用 CPU：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>device.type is &quot;cuda&quot; but %1 (set device.fallback_to_cpu to train on the CPU)</source>
        <translation>device.type 为 &quot;cuda&quot;，但%1（设置 device.fallback_to_cpu 可在 CPU 上训练）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA was requested but %1; falling back to the CPU (device.fallback_to_cpu)</source>
        <translation>请求了 CUDA，但%1；退回到 CPU（device.fallback_to_cpu）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>precision.amp is &quot;off&quot;</source>
        <translation>precision.amp 为 &quot;off&quot;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>precision.amp is &quot;bf16&quot;</source>
        <translation>precision.amp 为 &quot;bf16&quot;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>precision.amp is &quot;fp16&quot;</source>
        <translation>precision.amp 为 &quot;fp16&quot;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>amp auto: on the CPU reduced precision is usually slower than fp32</source>
        <translation>amp auto：在 CPU 上降低精度通常比 fp32 慢</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>amp auto: this GPU supports bf16, which needs no loss scaling</source>
        <translation>amp auto：此 GPU 支持 bf16，无需损失缩放</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>amp auto: this GPU lacks fast bf16, so fp16 with loss scaling</source>
        <translation>amp auto：此 GPU 缺少快速 bf16，因此使用 fp16 加损失缩放</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>interrupted again: stopping the ranks without waiting for the checkpoint</source>
        <translation>再次中断：停止各进程，不再等待检查点</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>rank %1 of %2 on %3 (local rank %4)</source>
        <translation>%3 上的 rank %1（共 %2 个；本机 rank %4）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>was killed by signal %1 (%2)</source>
        <translation>被信号 %1（%2）终止</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>was killed by signal %1</source>
        <translation>被信号 %1 终止</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exited with code %1</source>
        <translation>以退出码 %1 结束</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--signal-lead %1 s: give %2 to %3 seconds (the time a stop needs to finish a step and write the checkpoint)</source>
        <translation>--signal-lead %1 秒：请给出 %2 到 %3 秒（停止时需要用这段时间完成当前一步并写入检查点）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--signal-lead %1 s does not fit --time %2: Slurm may warn up to %3 s early, so every allocation would stop as soon as it starts; give a time limit longer than %4 s or a shorter lead</source>
        <translation>--signal-lead %1 秒与 --time %2 不相容：Slurm 最多会提前 %3 秒发出警告，因此每次分配一开始就会停止；请给出长于 %4 秒的时间限制，或缩短提前量</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--time &quot;%1&quot;: give minutes, hours:minutes:seconds or days-hours:minutes:seconds (e.g. 90, 12:00:00, 2-00:00:00)</source>
        <translation>--time “%1”：请给出分钟数、时:分:秒或天-时:分:秒（例如 90、12:00:00、2-00:00:00）</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>pruned</source>
        <translation>已剪枝</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>ASHA search of %1 trials: rungs at epochs %2; at each rung the best 1/%3 by %4 go on, the others are pruned.</source>
        <translation>ASHA 搜索，共 %1 个试验：各级位于第 %2 轮；每一级按 %4 最好的 1/%3 继续，其余的被剪枝。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Random search of %1 trials drawn with seed %2.</source>
        <translation>随机搜索，共 %1 个试验，用种子 %2 抽取。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>rung</source>
        <translation>级</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>why it stopped</source>
        <translation>停止原因</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>persistence MAE</source>
        <translation>持续性预测 MAE</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Persistence MAE: the error of forecasting that the next value is the last one, on the same windows; a forecaster is of use where its MAE is lower.</source>
        <translation>持续性预测 MAE：在相同窗口上预测“下一个值等于最后一个值”的误差；预测模型只有在它的 MAE 更低时才有用。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>re-time</source>
        <translation>复测</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>timing</source>
        <translation>计时</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>smoothed loss</source>
        <translation>平滑后的损失</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learning-rate finder: loss against the rate</source>
        <translation>学习率查找器：损失随学习率的变化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>log10(learning rate)</source>
        <translation>log10(学习率)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The run failed (exit code %1): %2</source>
        <translation>运行失败（退出码 %1）：%2</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>time to an accuracy, relative</source>
        <translation>达到准确率的时间（相对值）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>timed again against</source>
        <translation>与之交替重新计时的批大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rounds</source>
        <translation>轮数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its lead in time to an accuracy</source>
        <translation>它在达到准确率所需时间上的领先</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spread</source>
        <translation>离散程度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the smaller is quicker</source>
        <translation>较小的批更快</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the larger is quicker</source>
        <translation>较大的批更快</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>within the spread: the larger is kept</source>
        <translation>在离散程度之内：保留较大的批</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learning-rate finder</source>
        <translation>学习率查找器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trial rate</source>
        <translation>试训练学习率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>loss before</source>
        <translation>之前的损失</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>loss after</source>
        <translation>之后的损失</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diverged</source>
        <translation>发散</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>chosen</source>
        <translation>选中</translation>
    </message>
    <message>
        <location line="-316"/>
        <source>%1: %2 row(s) fall within a second of another, such as &quot;%3&quot; and &quot;%4&quot;: a series&apos; times are read to the second, so all but one row of each second would be dropped as repeats; resample the series to a step of a second or more</source>
        <translation>%1：有 %2 行与另一行相隔不到一秒，例如 &quot;%3&quot; 和 &quot;%4&quot;：序列的时间只精确到秒，每一秒中除一行外都会被当作重复而丢弃；请先把序列重采样为一秒或更长的步长</translation>
    </message>
    <message>
        <location line="+393"/>
        <source>%1: %2 CPU thread(s) of %3 cores</source>
        <translation>%1：%3 个核心中的 %2 个 CPU 线程</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the process writing the run (PID %1 on %2) has ended without a summary: it was killed, crashed or stopped without a checkpoint; the checkpoints it wrote remain</source>
        <translation>写入本次运行的进程（%2 上的 PID %1）已结束，但没有写下运行摘要：它被终止、崩溃，或在没有检查点的情况下停止；它写下的检查点仍然保留</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 records epochs up to %2 of the %3 the run&apos;s summary counts: the lines after are missing or damaged.</source>
        <translation>%1 只记录到第 %2 轮，而运行摘要统计了 %3 轮：之后的行缺失或已损坏。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>--search &quot;%1&quot;: use grid, random or asha</source>
        <translation>--search &quot;%1&quot;：请使用 grid、random 或 asha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>search: %1</source>
        <translation>search：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>search.eta is %1: it must be 2 or more</source>
        <translation>search.eta 为 %1：必须不小于 2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>search.min_epochs is %1: it must be 1 or more</source>
        <translation>search.min_epochs 为 %1：必须不小于 1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a random or ASHA search needs at least one --range to draw settings from</source>
        <translation>随机搜索或 ASHA 搜索至少需要一个 --range 来抽取设置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--trials is %1: a search needs at least one trial</source>
        <translation>--trials 为 %1：搜索至少需要一个试验</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>rank %1 on %2 stopped answering: its process died or hangs</source>
        <translation>%2 上的 rank %1 不再响应：它的进程已死掉或卡住</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 ranks stopped answering, the first rank %2 on %3: their processes died or hang</source>
        <translation>%1 个 rank 不再响应，第一个是 %3 上的 rank %2：它们的进程已死掉或卡住</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>a resumed run goes on with the model its checkpoint holds, fed and split as before, and keeps its name, so these settings cannot change (start a new run to change them):%1</source>
        <translation>继续的运行沿用检查点中的模型，数据的输入和划分方式与之前相同，名称也不变，因此这些设置不能更改（要更改请开始新的运行）：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>resumed with changed settings: %1; for this session only: %2</source>
        <translation>继续运行时更改了设置：%1；仅用于本次会话：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>resumed with settings for this session only: %1</source>
        <translation>继续运行时使用了仅用于本次会话的设置：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: the checkpoint has %2, the config %3</source>
        <translation>%1：检查点中为 %2，配置中为 %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the run&apos;s config.json does not match its checkpoint %1 (was it edited after the run?): the checkpoint&apos;s model was trained with other settings. Put these back in config.json, or start a new run:%2</source>
        <translation>运行的 config.json 与其检查点 %1 不一致（运行之后被编辑过？）：检查点中的模型是用其他设置训练的。请在 config.json 中改回这些设置，或开始新的运行：%2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>learning-rate finder: the training split gave no batch</source>
        <translation>学习率查找器：训练集没有给出任何批次</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>learning-rate finder: a range test of %1 steps from rate %2 to %3 at batch %4, then trials of %5 steps</source>
        <translation>学习率查找器：以批大小%4从学习率%2到%3做%1步的范围测试，然后做每次%5步的试训练</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>learning-rate finder: no rate found: %1; training.lr falls back to %2</source>
        <translation>学习率查找器：没有找到学习率：%1；training.lr 退回到%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>learning-rate finder: no rate found: %1 in %2 steps; training.lr falls back to %3</source>
        <translation>学习率查找器：没有找到学习率：%2步内%1；training.lr 退回到%3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>learning-rate finder: lr %1 (%2; the range test: %3)</source>
        <translation>学习率查找器：学习率%1（%2；范围测试：%3）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>every variant</source>
        <translation>所有变体</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>variants %1</source>
        <translation>变体 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>variant %1</source>
        <translation>变体 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: error: %2</source>
        <translation>%1：错误：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: error: %2: %3</source>
        <translation>%1：错误：%2：%3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 threads on parts of the batch %2/step</source>
        <translation>%1 个线程各算批次的一部分 %2/步</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 → %2 threads, each on its own part of the batch, faster by %3 and in %4 of %5 pairs of blocks, more than chance allows (a rank test: blocks stalled behind other programs widen the means&apos; spread to %6)</source>
        <translation>%1 → %2 个线程，各自训练批次的一部分，快 %3，并且在 %5 对块中有 %4 对更快，超出了偶然所能解释的范围（秩检验：被其他程序挤占而停顿的块把均值的离散程度拉大到 %6）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 → %2 threads, each on its own part of the batch, faster by %3, more than the steps&apos; spread (%4)</source>
        <translation>%1 → %2 个线程，各自训练批次的一部分，快 %3，超过了各步的离散程度（%4）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 → %2 thread(s), faster by %3 and in %4 of %5 pairs of blocks, more than chance allows (a rank test: blocks stalled behind other programs widen the means&apos; spread to %6)</source>
        <translation>%1 → %2 个线程，快 %3，并且在 %5 对块中有 %4 对更快，超出了偶然所能解释的范围（秩检验：被其他程序挤占而停顿的块把均值的离散程度拉大到 %6）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 → %2 thread(s) for now: the difference, %3, is within the steps&apos; spread (%4); more blocks will be measured after %5 s of training while the machine stays as it is</source>
        <translation>%1 → 暂用 %2 个线程：差异 %3 在各步的离散程度（%4）之内；只要机器状况不变，再训练 %5 秒后将测量更多的块</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 → %2 thread(s): the difference, %3, is within the steps&apos; spread (%4), so the count in use stays</source>
        <translation>%1 → %2 个线程：差异 %3 在各步的离散程度（%4）之内，因此保留当前使用的线程数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 → %2 thread(s), the count in use and the fastest</source>
        <translation>%1 → %2 个线程，即当前使用的线程数，也是最快的</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the batch can train in parts, each on a thread of its own</source>
        <translation>批次可以拆成几部分，每部分在自己的线程上训练</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the last measurement&apos;s lead of %1 was within the steps&apos; spread</source>
        <translation>上次测量的领先幅度 %1 在各步的离散程度之内</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a stop takes about %1 s here (a step of %2 s and the checkpoint, %3 s), but this job is warned only %4 s before its time limit: at the limit, the training since the last checkpoint may be lost. Write the job script again with --signal-lead %5 or more</source>
        <translation>这里停止一次大约需要 %1 秒（一步 %2 秒，加上写检查点 %3 秒），但这个作业只在时间上限前 %4 秒收到警告：到达上限时，上一个检查点之后的训练可能会丢失。请用 --signal-lead %5 或更长重新生成作业脚本</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1; %2</source>
        <translation>%1；%2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>stopped while reading the data, before training</source>
        <translation>在读取数据期间、训练开始之前已停止</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>%1 is still training in this window: its evaluation is written into the run folder once the run has ended</source>
        <translation>%1 仍在本窗口中训练：运行结束后才能把评估写入运行目录</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is still training (PID %2 on %3): evaluate it once the run has ended, or write the evaluation outside the run folder (-o)</source>
        <translation>%1 仍在训练（%3 上的 PID %2）：请在运行结束后再评估，或把评估写到运行目录之外（-o）</translation>
    </message>
    <message>
        <location line="-161"/>
        <source>an ASHA search compares its trials at the same epochs: training.epochs differs between trials (&quot;%1&quot; trains %2 epochs, &quot;%3&quot; %4)</source>
        <translation>ASHA 搜索在相同的轮次比较各试验：各试验的 training.epochs 不同（“%1”训练 %2 轮，“%3”训练 %4 轮）</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>&quot;%1&quot; is not of the form key.path=value1,value2 (e.g. training.lr=1e-3,3e-3)</source>
        <translation>&quot;%1&quot; 的格式不是 key.path=value1,value2（例如 training.lr=1e-3,3e-3）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;%1&quot; is swept twice (the models to compare set model.kind); give its values once, separated by commas</source>
        <translation>&quot;%1&quot; 被扫描了两次（要比较的模型会设置 model.kind）；请只给一次它的取值，以逗号分隔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;%1&quot; is swept twice; give its values once, separated by commas</source>
        <translation>&quot;%1&quot; 被扫描了两次；请只给一次它的取值，以逗号分隔</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&quot;%1&quot; is not of the form key.path=low:high[:log|:int|:logint] or key.path=value1,value2</source>
        <translation>&quot;%1&quot; 的格式不是 key.path=low:high[:log|:int|:logint] 或 key.path=value1,value2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;%1&quot;: low:high must be two numbers, then optionally :log, :int or :logint</source>
        <translation>&quot;%1&quot;：low:high 必须是两个数，后面可以再加 :log、:int 或 :logint</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;%1&quot;: the scale &quot;%2&quot; is not log, int or logint</source>
        <translation>&quot;%1&quot;：刻度 &quot;%2&quot; 不是 log、int 或 logint</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;%1&quot;: the low end must be below the high end</source>
        <translation>&quot;%1&quot;：下限必须小于上限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;%1&quot;: %2 takes whole numbers: end the range with :int (or :logint for a log scale)</source>
        <translation>&quot;%1&quot;：%2 只接受整数：请在范围末尾加 :int（对数刻度用 :logint）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;%1&quot;: an integer range needs whole numbers at both ends</source>
        <translation>&quot;%1&quot;：整数范围的两端都必须是整数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;%1&quot;: an integer range must lie within ±9007199254740992 (2^53)</source>
        <translation>&quot;%1&quot;：整数范围必须在 ±9007199254740992（2^53）以内</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;%1&quot;: a log range must lie above zero</source>
        <translation>&quot;%1&quot;：对数范围必须大于零</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;%1&quot;: %2 takes values%3</source>
        <translation>&quot;%1&quot;：%2 的取值应为%3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;%1&quot; is given two ranges; give it one</source>
        <translation>&quot;%1&quot; 给了两个范围；只给一个</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>every range has one value, so all %1 trials would train alike: give a range (low:high) or several values</source>
        <translation>每个范围都只有一个值，%1 次试验会训练得完全一样：请给出范围（low:high）或多个值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an ASHA search ranks its trials by one metric: output.checkpoint.metric differs between trials (&quot;%1&quot; uses %2, &quot;%3&quot; %4)</source>
        <translation>ASHA 搜索按同一个指标为各试验排名：各试验的 output.checkpoint.metric 不同（“%1”使用 %2，“%3”使用 %4）</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>compile.graph_optimize auto: the run used the %1: %2</source>
        <translation>compile.graph_optimize auto：本次运行使用的是%1：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compile.graph_optimize auto: %1; the run trained with the executors in turn, the %2 last</source>
        <translation>compile.graph_optimize auto：%1；本次运行轮流使用各执行器训练，最后使用的是%2</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>an ASHA search ranks its trials by %1 at each rung, which needs a validation split: &quot;%2&quot; has none (data.splits.val is 0 and data.val_path is empty)</source>
        <translation>ASHA 搜索在每一级按 %1 为试验排名，这需要验证集：“%2”没有验证集（data.splits.val 为 0，且 data.val_path 为空）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the TensorBoard log stopped: %1; training goes on without it (once the run has ended, lathe-cli tensorboard %2 writes the log again from the run&apos;s records)</source>
        <translation>TensorBoard 日志已停止写入：%1；训练继续进行，不再写入该日志（运行结束后，lathe-cli tensorboard %2 会根据运行的记录重新写出日志）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the TensorBoard log stopped: %1; training goes on without it (once the run has ended, lathe-cli tensorboard %2 --force writes the log again from the run&apos;s records)</source>
        <translation>TensorBoard 日志已停止写入：%1；训练继续进行，不再写入该日志（运行结束后，lathe-cli tensorboard %2 --force 会根据运行的记录重新写出日志）</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>stopped during the learning-rate search, before training</source>
        <translation>在学习率搜索期间、训练开始之前停止</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>paused after epoch %1, a rung of the search</source>
        <translation>在第 %1 轮之后暂停（搜索的一级）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1; checkpoint saved: the search continues from it if the trial goes on</source>
        <translation>%1；检查点已保存：如果该试验继续，搜索会从它接着训练</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no TensorBoard log: %1 (once the run has ended, lathe-cli tensorboard %2 writes it from the run&apos;s records)</source>
        <translation>未写入 TensorBoard 日志：%1（运行结束后，lathe-cli tensorboard %2 会根据运行的记录写出日志）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no TensorBoard log: %1 (once the run has ended, lathe-cli tensorboard %2 --force writes it from the run&apos;s records)</source>
        <translation>未写入 TensorBoard 日志：%1（运行结束后，lathe-cli tensorboard %2 --force 会根据运行的记录写出日志）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CPU threads: %1 (OMP_NUM_THREADS); OpenMP threads wait: %2</source>
        <translation>CPU 线程：%1（OMP_NUM_THREADS）；OpenMP 线程的等待方式：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, shared by the %2 trials of a search training at once</source>
        <translation>%1，由同时训练的 %2 个搜索试验共用</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the validation split came out empty, though %1 asks for one: the best epoch and early stopping are judged by train_loss</source>
        <translation>%1 要求划分验证集，但验证集为空：最佳轮次和早停改按 train_loss 判断</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the test split came out empty, though %1 asks for one: the run gets no test score</source>
        <translation>%1 要求划分测试集，但测试集为空：本次运行没有测试得分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the training split holds %1 sample(s): training needs 2 at least (data.limit, data.splits)</source>
        <translation>训练集只有 %1 个样本：训练至少需要 2 个（data.limit、data.splits）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the training split holds %1 sample(s): %2 ranks need 2 each at least (data.limit, data.splits, or fewer ranks)</source>
        <translation>训练集只有 %1 个样本：%2 个进程（rank）每个至少需要 2 个（data.limit、data.splits，或减少进程数）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the checkpoint&apos;s model forecasts the change from the window&apos;s last value, as it was built to: the run goes on so (data.forecast applies when a run starts)</source>
        <translation>检查点中的模型按其构建方式预测相对窗口最后一个值的变化量：本次运行继续这样做（data.forecast 在运行开始时才生效）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the checkpoint&apos;s model forecasts the target&apos;s level, as it was built to: the run goes on so (data.forecast applies when a run starts)</source>
        <translation>检查点中的模型按其构建方式预测目标的水平值：本次运行继续这样做（data.forecast 在运行开始时才生效）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>training.batch_size %1 is not taken on a resume: the run continues with its checkpoint&apos;s batch %2 (start a new run to train with another batch)</source>
        <translation>继续训练时不采用 training.batch_size %1：该运行沿用其检查点的批大小 %2（要用其他批大小训练，请开始新的运行）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>training.lr &quot;auto&quot;: continuing with the checkpoint&apos;s rate %1 (found at batch %2)</source>
        <translation>training.lr &quot;auto&quot;：继续使用检查点中的学习率%1（在批大小%2下找到）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>training.lr &quot;auto&quot;: the checkpoint holds no rate found (written before the finder); continuing with %1</source>
        <translation>training.lr &quot;auto&quot;：检查点中没有找到的学习率（写于查找器之前）；继续使用%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; rate %2, the smallest any of the %3 ranks found</source>
        <translation>%1；学习率%2，是%3个进程中任一进程找到的最小值</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>trial %1 goes on to rung %2 (epoch %3), where it was stopped on the way</source>
        <translation>试验 %1 继续训练到第 %2 级（第 %3 轮）：它在途中被停下过</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trial %1 goes on to rung %2 (epoch %3): place %4 of %5 at rung %6, where the best %7 go on</source>
        <translation>试验 %1 继续训练到第 %2 级（第 %3 轮）：它在第 %6 级的 %5 个试验中排第 %4，该级最好的 %7 个继续</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trial %1 starts, to rung 1 (epoch %2)</source>
        <translation>试验 %1 开始，训练到第 1 级（第 %2 轮）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trial %1, the best left at rung %2, trains on to rung %3 (epoch %4) so that the search ends with a fully trained model</source>
        <translation>试验 %1 是第 %2 级余下试验中最好的，继续训练到第 %3 级（第 %4 轮），使搜索最终得到一个完整训练的模型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trained to its end (epoch %1)</source>
        <translation>已训练到最后（第 %1 轮）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed after epoch %1</source>
        <translation>在第 %1 轮之后失败</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>training now (epoch %1 done)</source>
        <translation>正在训练（已完成第 %1 轮）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stopped before its first rung (epoch %1)</source>
        <translation>在第一级（第 %1 轮）之前停止</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>waiting at rung %1 (epoch %2): place %3 of %4 so far</source>
        <translation>在第 %1 级（第 %2 轮）等待：目前 %4 个中排第 %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (a rank&apos;s share of the training split)</source>
        <translation>（每个 rank 分到的训练集份额）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (the whole training split)</source>
        <translation>（整个训练集）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1; timed again %2 times each, batch %3 is faster per sample by %4%, more than the spread (%5%)</source>
        <translation>%1；各复测 %2 次，批大小 %3 每个样本快 %4%，超过了离散程度（%5%）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; timed again %2 times each, batch %3&apos;s lead, %4%, is within the spread (%5%), so the largest batch stays</source>
        <translation>%1；各复测 %2 次，批大小 %3 的领先 %4% 在离散程度（%5%）之内，因此保留最大的批大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1. Batches %2 and %3 could not be told apart, so another run may choose %2; set training.batch_size to %3 to keep this choice</source>
        <translation>%1。批大小 %2 和 %3 的差别在计时的离散程度之内，无法区分，所以另一次运行可能选择 %2；把 training.batch_size 设为 %3 即可保持这次的选择</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the gradient noise scale could not be measured, so the largest batch stays</source>
        <translation>无法测量梯度噪声尺度，因此保留最大批</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the gradient noise scale is %1 (gradients of %2 batches of %3 against their mean, %4 times)</source>
        <translation>梯度噪声尺度为 %1（%2 个 %3 样本批的梯度与它们的平均值相比，共 %4 次）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: the true gradient is within the noise, so larger batches keep helping and the largest stays</source>
        <translation>%1：真实梯度淹没在噪声中，更大的批仍然有益，因此保留最大批</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1; batch %2 timed again against batch %3, %4 times each: it takes %5% longer to reach an accuracy, so the larger batch %3 is preferred</source>
        <translation>%1；批大小 %2 与批大小 %3 交替各重新计时 %4 次：它达到准确率的时间多 %5%，因此优先使用更大的批大小 %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; batch %2 timed again against batch %3, %4 times each: its lead of %5% is within the spread (%6%), and timing them longer would cost more than a wrong choice could in this run (%7 s of training), so the larger batch %3 is preferred</source>
        <translation>%1；批大小 %2 与批大小 %3 交替各重新计时 %4 次：它领先 %5%，在离散程度（%6%）之内；再计时下去的花费会超过在这次运行中选错所能造成的损失（%7 秒的训练），因此优先使用更大的批大小 %3</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>  other programs use %1 CPUs now; OMP_NUM_THREADS fixes a CPU run at %2 threads</source>
        <translation>  其他程序当前占用 %1 个 CPU；OMP_NUM_THREADS 把 CPU 运行固定为 %2 个线程</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  other programs use no CPU now; OMP_NUM_THREADS fixes a CPU run at %1 threads</source>
        <translation>  其他程序当前不占用 CPU；OMP_NUM_THREADS 把 CPU 运行固定为 %1 个线程</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: raise loader.workers</source>
        <translation>%1：增大 loader.workers</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This job trains %1 ranks on this machine: they and any other programs use %2 of the cores, so this rank gets %3 (fewer ranks share the cores in fewer, larger parts)</source>
        <translation>此作业在本机上训练 %1 个进程（rank）：它们与其他程序共占用 %2 的核心，因此此进程只得到 %3（进程越少，每个进程分到的核心越多）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other programs use %1 of the cores, so this run gets only %2: it trains on %3 threads, each on its own part of the batch, and slower until they end</source>
        <translation>其他程序占用了 %1 的核心，本次运行只得到 %2：它用 %3 个线程训练，每个线程负责批次的一部分，在它们结束之前会变慢</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>the range test stopped after %1 steps: too few to read a curve from</source>
        <translation>范围测试在%1步后停止：步数太少，无法读出曲线</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the loss did not fall over the rates %1 to %2 (from %3 to at best %4, noise %5): no minimum to read a rate from</source>
        <translation>在学习率%1到%2之间损失没有下降（从%3到最低%4，噪声%5）：没有可以读出学习率的最小值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the loss still fell at the largest rate tried, %1 (from %2 to %3): no minimum in the range (raise lr_finder.end_lr)</source>
        <translation>在尝试的最大学习率%1处损失仍在下降（从%2到%3）：范围内没有最小值（请调高 lr_finder.end_lr）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a third of the rate at the smoothed loss&apos;s minimum (%1 at rate %2; from %3), where the loss falls steepest too close to it</source>
        <translation>平滑后损失最小值处学习率的三分之一（学习率%2处为%1；起始%3），因为损失下降最陡的位置离最小值太近</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the smoothed loss falls steepest at rate %1 (from %2 to its minimum %3 at rate %4)</source>
        <translation>平滑后的损失在学习率%1处下降最陡（从%2到学习率%4处的最小值%3）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no trial rate lowered the loss</source>
        <translation>没有任何试训练的学习率使损失下降</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rate %1 kept: its trial lowered the loss by %2, rate %3 by %4, within %5% of it</source>
        <translation>保留学习率%1：它的试训练使损失下降%2，学习率%3下降%4，差距在%5%以内</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rate %1: its trial lowered the loss most, by %2</source>
        <translation>学习率%1：它的试训练使损失下降最多，下降%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rate %1: its trial lowered the loss most, by %2 (the suggestion %3 by %4)</source>
        <translation>学习率%1：它的试训练使损失下降最多，下降%2（建议值%3下降%4）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rate %1: its trial lowered the loss most, by %2 (the suggestion %3 did not lower it)</source>
        <translation>学习率%1：它的试训练使损失下降最多，下降%2（建议值%3没有使损失下降）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the output %1 is a folder: name a file to write</source>
        <translation>输出 %1 是一个文件夹：请指定要写入的文件名</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the output %1 cannot be written: the folder %2 does not exist</source>
        <translation>无法写入输出 %1：文件夹 %2 不存在</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the output %1 is %2, which this command reads: name another output file</source>
        <translation>输出 %1 就是本命令要读取的 %2：请指定另一个输出文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--gpus %1: give a number of GPUs (1 or more) or all</source>
        <translation>--gpus %1：请给出 GPU 的数量（1 或更多）或 all</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--gpus %1: no CUDA GPU is visible (lathe-cli doctor says why)</source>
        <translation>--gpus %1：看不到任何 CUDA GPU（lathe-cli doctor 会说明原因）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--gpus %1: only %2 CUDA GPU(s) are visible</source>
        <translation>--gpus %1：只能看到 %2 块 CUDA GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a folder, where a data file was expected</source>
        <translation>这是一个文件夹，而这里需要的是数据文件</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>spin 300000 times, then sleep (libgomp&apos;s default: Lathe could not restart itself with GOMP_SPINCOUNT=%1)</source>
        <translation>先自旋 300000 次再休眠（libgomp 的默认值：Lathe 未能以 GOMP_SPINCOUNT=%1 重新启动自身）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spin %1 times, then sleep (GOMP_SPINCOUNT=%1, Lathe&apos;s default)</source>
        <translation>先自旋 %1 次再休眠（GOMP_SPINCOUNT=%1，Lathe 的默认值）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OMP_WAIT_POLICY=%1, GOMP_SPINCOUNT=%2 (from the environment)</source>
        <translation>OMP_WAIT_POLICY=%1，GOMP_SPINCOUNT=%2（来自环境变量）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OMP_WAIT_POLICY=%1 (from the environment)</source>
        <translation>OMP_WAIT_POLICY=%1（来自环境变量）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spin %1 times, then sleep (GOMP_SPINCOUNT=%1, from the environment)</source>
        <translation>先自旋 %1 次再休眠（GOMP_SPINCOUNT=%1，来自环境变量）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spin 300000 times, then sleep (libgomp&apos;s default)</source>
        <translation>先自旋 300000 次再休眠（libgomp 的默认值）</translation>
    </message>
    <message>
        <location line="-785"/>
        <source>started %1 ranks (rendezvous 127.0.0.1:%2)</source>
        <translation>已启动 %1 个进程（rank；汇合地址 127.0.0.1:%2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rank %1 (pid %2) %3; stopping the other ranks</source>
        <translation>rank %1（pid %2）%3；正在停止其他 rank</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rank %1 (pid %2) %3</source>
        <translation>rank %1（pid %2）%3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ranks still running %1 s after rank %2 failed: sending SIGTERM</source>
        <translation>rank %2 失败 %1 秒后仍有 rank 在运行：发送 SIGTERM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sending SIGKILL to the ranks still running</source>
        <translation>向仍在运行的 rank 发送 SIGKILL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: the rendezvous at %2 failed: %3 (is the port free?)</source>
        <translation>%1：在 %2 的汇合失败：%3（端口是否空闲？）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: the rendezvous at %2 failed: %3 (is rank 0 running, and the address reachable?)</source>
        <translation>%1：在 %2 的汇合失败：%3（rank 0 是否在运行，地址是否可达？）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: could not set up the Gloo group at %2: %3</source>
        <translation>%1：无法在 %2 建立 Gloo 进程组：%3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>distributed.backend &quot;nccl&quot; needs CUDA devices; CPU ranks use &quot;gloo&quot;</source>
        <translation>distributed.backend &quot;nccl&quot; 需要 CUDA 设备；CPU rank 请用 &quot;gloo&quot;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 failed: %3 (another rank stopped, crashed or did not answer within distributed.timeout_s = %4 s)</source>
        <translation>%1：%2 失败：%3（另一个 rank 已停止、崩溃，或未在 distributed.timeout_s = %4 秒内响应）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this Lathe was built without NCCL, so GPU ranks cannot talk to each other: rebuild with the CUDA LibTorch and its nvidia-nccl wheel, or set distributed.backend to &quot;gloo&quot; (slow on GPUs)</source>
        <translation>此版本的 Lathe 构建时没有 NCCL，因此 GPU rank 之间无法通信：请用 CUDA 版 LibTorch 及其 nvidia-nccl wheel 重新构建，或把 distributed.backend 设为 &quot;gloo&quot;（在 GPU 上较慢）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>environment variable %1=&quot;%2&quot;: expected an integer from %3 to %4</source>
        <translation>环境变量 %1=&quot;%2&quot;：应为 %3 到 %4 之间的整数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>environment variable %1 is not set (a data-parallel launcher sets it)</source>
        <translation>环境变量 %1 未设置（由数据并行启动器设置）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>local rank %1 is not below the local world size %2 (check LOCAL_RANK / LOCAL_WORLD_SIZE or the Slurm task layout)</source>
        <translation>本地 rank %1 不小于本地进程总数 %2（请检查 LOCAL_RANK / LOCAL_WORLD_SIZE 或 Slurm 任务布局）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 &quot;%2&quot;: only letters, digits and &quot;%3&quot; are allowed</source>
        <translation>%1 &quot;%2&quot;：只允许字母、数字和 &quot;%3&quot;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--nodes must be at least 1</source>
        <translation>--nodes 至少为 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--gpus-per-node must be 0 (CPU ranks) or more</source>
        <translation>--gpus-per-node 须为 0（CPU rank）或更多</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--tasks-per-node must be at least 1</source>
        <translation>--tasks-per-node 至少为 1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>model.kind &quot;%1&quot; needs images [channels, height, width]</source>
        <translation>model.kind &quot;%1&quot; 需要图像 [通道, 高, 宽]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>model.kind &quot;%1&quot; needs sequences [time, features] (data.source timeseries_csv)</source>
        <translation>model.kind &quot;%1&quot; 需要序列 [时间, 特征]（data.source timeseries_csv）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>model.file: cannot load %1 as a TorchScript model (save it from Python with torch.jit.script(model).save(path)): %2</source>
        <translation>model.file：无法把 %1 作为 TorchScript 模型加载（请在 Python 中用 torch.jit.script(model).save(path) 保存）：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has no trainable parameters</source>
        <translation>%1 没有可训练的参数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 does not accept the data&apos;s inputs of shape %2: %3</source>
        <translation>%1 不接受数据形状为 %2 的输入：%3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 returns shape %2 for inputs %3, but the data needs %4 (batch, outputs)</source>
        <translation>%1 对输入 %3 返回形状 %2，但数据需要 %4（批次, 输出）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>model.kind: unknown kind &quot;%1&quot;</source>
        <translation>model.kind：未知的类型 &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; recording process and host statistics only</source>
        <translation>%1；只记录进程和主机统计信息</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVML is not available (%1): no NVIDIA driver on this machine?</source>
        <translation>NVML 不可用（%1）：这台机器没有 NVIDIA 驱动？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVML did not initialise (driver not loaded?)</source>
        <translation>NVML 未能初始化（驱动未加载？）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the NVML library lacks nvmlInit_v2/nvmlDeviceGetCount_v2</source>
        <translation>NVML 库缺少 nvmlInit_v2/nvmlDeviceGetCount_v2</translation>
    </message>
    <message>
        <location line="+272"/>
        <source>cannot create runs folder %1: %2</source>
        <translation>无法创建运行文件夹 %1：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot create folder %1: %2</source>
        <translation>无法创建文件夹 %1：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot create a folder in %1</source>
        <translation>无法在 %1 中创建文件夹</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is not a Lathe run folder (no config.json)</source>
        <translation>%1 不是 Lathe 运行文件夹（没有 config.json）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot write into run folder %1</source>
        <translation>无法写入运行文件夹 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot write %1: %2 (is the disk full?)</source>
        <translation>无法写入 %1：%2（磁盘满了吗？）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rank %1: %2</source>
        <translation>rank %1：%2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a sweep needs --models or --grid: nothing to compare</source>
        <translation>对比实验需要 --models 或 --grid：没有可比较的内容</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;%1&quot; has an empty value in its list; separate values by single commas</source>
        <translation>&quot;%1&quot; 的列表中有空值；取值之间用单个逗号分隔</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;%1&quot; lists a value twice</source>
        <translation>&quot;%1&quot; 的列表中有重复的值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not a sweep plan: %1</source>
        <translation>不是对比实验计划：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not a sweep plan: no base config or no variants</source>
        <translation>不是对比实验计划：没有基础配置或没有变体</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: cannot be read (is %2 a sweep folder?)</source>
        <translation>%1：无法读取（%2 是对比实验文件夹吗？）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: not valid JSON</source>
        <translation>%1：不是有效的 JSON</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>fp32 training steps agree with the same steps on the CPU</source>
        <translation>fp32 训练步与 CPU 上的相同训练步结果一致</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bf16 training steps agree with the same steps on the CPU</source>
        <translation>bf16 训练步与 CPU 上的相同训练步结果一致</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fp16 training steps with the loss scaler agree with the same steps on the CPU</source>
        <translation>带损失缩放的 fp16 训练步与 CPU 上的相同训练步结果一致</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an fp16 overflow makes the loss scaler skip the step</source>
        <translation>fp16 溢出时损失缩放器会跳过这一步</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the CUDA graph step trains as the eager step (fp16 + loss scaler)</source>
        <translation>CUDA 图训练步与即时执行的训练步结果相同（fp16 + 损失缩放）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the CUDA graph step trains as the eager step (SGD)</source>
        <translation>CUDA 图训练步与即时执行的训练步结果相同（SGD）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the CUDA graph step trains as the eager step (fp32, AdamW)</source>
        <translation>CUDA 图训练步与即时执行的训练步结果相同（fp32，AdamW）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the GPU-resident loader delivers the CPU loader&apos;s batches</source>
        <translation>数据常驻 GPU 的加载器给出与 CPU 加载器相同的批次</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the pinned-memory streaming loader delivers the CPU loader&apos;s batches</source>
        <translation>锁页内存流式加载器给出与 CPU 加载器相同的批次</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU augmentation matches the CPU&apos;s and leaves validation data untouched</source>
        <translation>GPU 上的数据增强与 CPU 上的一致，且不改动验证数据</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVML reads utilisation, memory, power and temperature while a step runs</source>
        <translation>训练步运行时 NVML 能读出利用率、显存、功耗和温度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the batch finder recovers from running out of memory, and its batch trains a full epoch</source>
        <translation>批大小搜索能从显存不足中恢复，且用它找到的批大小能训练完整一个 epoch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NCCL all-reduces across the GPUs&apos; ranks</source>
        <translation>NCCL 能在各 GPU 的进程之间做 all-reduce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a checkpoint written on the GPU resumes on the GPU exactly</source>
        <translation>在 GPU 上写的检查点能在 GPU 上精确续训</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a checkpoint written on the GPU resumes on the CPU</source>
        <translation>在 GPU 上写的检查点能在 CPU 上续训</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>training steps of the demo CNN per precision</source>
        <translation>各精度下演示 CNN 的训练步速度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the self-test itself (its work folder, its setup)</source>
        <translation>自检本身（它的工作文件夹、它的准备工作）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>pass</source>
        <translation>通过</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FAIL</source>
        <translation>失败</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>skipped</source>
        <translation>已跳过</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>[%1] %2 %3</source>
        <translation>[%1] %2 %3</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>%1 %2 (%3 to %4)</source>
        <translation>%1 %2（%3 至 %4）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2 (at most %3)</source>
        <translation>%1 %2（至多 %3）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2 (at least %3)</source>
        <translation>%1 %2（至少 %3）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>      %1</source>
        <translation>      %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 passed, %2 failed, %3 skipped</source>
        <translation>%1 项通过，%2 项失败，%3 项跳过</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>preset &quot;standard&quot; (%1) on a batch of %2</source>
        <translation>预设 &quot;standard&quot;（%1），一批 %2 个样本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 shuffled batches of %2 gathered on %3 against the CPU loader</source>
        <translation>在 %3 上取出的 %1 个打乱的批次（每批 %2），与 CPU 加载器对比</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, against the CPU loader</source>
        <translation>%1，与 CPU 加载器对比</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the self-test&apos;s run in %1 ended with exit code %2: %3</source>
        <translation>自检在 %1 中的训练以退出码 %2 结束：%3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stopped after step %1 of %2 (epoch 2), resumed on %3, against the run trained without a stop; precision %4</source>
        <translation>在第 %1 步（共 %2 步，第 2 个 epoch）停下，在 %3 上续训，与不停顿训练的结果对比；精度 %4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the checkpoint of %1 resumed in fp32 on the CPU: validation loss %2 against %3 unbroken</source>
        <translation>%1 的检查点在 CPU 上以 fp32 续训：验证损失 %2，不中断的训练为 %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an allocator cap of %1 MiB: the finder with a budget of twice that met %2 out-of-memory trial(s) and still found batch %3; </source>
        <translation>显存分配上限 %1 MiB：预算设为其两倍时，搜索遇到 %2 次显存不足的试验，仍找到批大小 %3；</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the CPU has no device memory to run out of: the out-of-memory part is skipped; </source>
        <translation>CPU 没有会耗尽的设备显存：显存不足的部分已跳过；</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1a full epoch of %2 images at the batch found (%3) ended with batch %4</source>
        <translation>%1用找到的批大小（%3）训练完整一个 epoch（%2 张图像），结束时批大小为 %4</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>the check stopped with an error: %1</source>
        <translation>该检查因错误而中止：%1</translation>
    </message>
    <message>
        <location line="-320"/>
        <source>Validation loss by variant</source>
        <translation>各变体的验证损失</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Validation accuracy by variant</source>
        <translation>各变体的验证准确率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Validation top-5 by variant</source>
        <translation>各变体的验证 top-5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Validation MAE by variant</source>
        <translation>各变体的验证 MAE</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Validation RMSE by variant</source>
        <translation>各变体的验证 RMSE</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Validation R² by variant</source>
        <translation>各变体的验证 R²</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 by variant</source>
        <translation>各变体的 %1</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>completed</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unfinished</source>
        <translation>未完成</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>not started</source>
        <translation>未开始</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>epoch</source>
        <translation>轮次</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training loss by variant</source>
        <translation>各变体的训练损失</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Throughput by variant</source>
        <translation>各变体的吞吐量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>samples/s</source>
        <translation>样本/秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lathe sweep: %1</source>
        <translation>Lathe 对比实验：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sweep: %1</source>
        <translation>对比实验：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sweep folder %1</source>
        <translation>对比实验文件夹 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>from %1</source>
        <translation>来自 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2 variants completed</source>
        <translation>%2 个变体中已完成 %1 个</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best %1: %2 (%3)</source>
        <translation>%1 最佳：%2（%3）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>epochs</source>
        <translation>轮数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>best %1</source>
        <translation>最佳 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>best epoch</source>
        <translation>最佳轮次</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>train time (s)</source>
        <translation>训练用时（秒）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Variants</source>
        <translation>变体</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run folders:</source>
        <translation>运行文件夹：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume the sweep with: %1</source>
        <translation>继续对比实验：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Base config</source>
        <translation>基础配置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full config</source>
        <translation>完整配置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The base config is in sweep.json; each variant&apos;s config.json is in its run folder.</source>
        <translation>基础配置见 sweep.json；各变体的 config.json 在其运行文件夹中。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Made by Lathe from the files in the sweep folder.</source>
        <translation>由 Lathe 依据对比实验文件夹中的文件生成。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 h %2 min</source>
        <translation>%1 小时 %2 分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 min %2 s</source>
        <translation>%1 分 %2 秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>GPU busy %</source>
        <translation>GPU 忙碌 %</translation>
    </message>
    <message>
        <location line="-428"/>
        <source>1: the MLP&apos;s batch normalisation needs 2 samples a batch at least; use a larger batch, or set model.batch_norm to false</source>
        <translation>1：MLP 的批归一化每批至少需要 2 个样本；请使用更大的批，或将 model.batch_norm 设为 false</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>invalid JSON: nested more than %1 levels deep</source>
        <translation>无效的 JSON：嵌套超过 %1 层</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>given twice (also at line %1): this last value is used</source>
        <translation>重复给出（第 %1 行也有）：使用这里的最后一个值</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>ignored: a labels file is read for source &quot;idx&quot; only (source is &quot;%1&quot;)</source>
        <translation>已忽略：只有 source 为 &quot;idx&quot; 时才读取标签文件（当前 source 为 &quot;%1&quot;）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&quot;%1&quot; is a validation metric and data.splits.val is 0: train_loss is judged instead</source>
        <translation>&quot;%1&quot; 是验证集指标，而 data.splits.val 为 0：将改按 train_loss 判断</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>config file %1 is a folder: name the config&apos;s JSON file</source>
        <translation>配置文件 %1 是一个目录：请指定配置的 JSON 文件</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is UTF-16 text, read as such; JSON files should be UTF-8 (the window saves it so)</source>
        <translation>%1 是 UTF-16 文本，已按此编码读取；JSON 文件应为 UTF-8（在窗口中保存即为 UTF-8）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>config file %1 is UTF-16 text that does not decode at byte %2; save it as UTF-8</source>
        <translation>配置文件 %1 是 UTF-16 文本，但在第 %2 个字节处无法解码；请将其另存为 UTF-8</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is GB18030 (GBK) text, read as such; JSON files should be UTF-8 (the window saves it so)</source>
        <translation>%1 是 GB18030（GBK）文本，已按此编码读取；JSON 文件应为 UTF-8（在窗口中保存即为 UTF-8）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>config file %1 is neither UTF-8 nor GB18030 text; save it as UTF-8</source>
        <translation>配置文件 %1 既不是 UTF-8 也不是 GB18030 文本；请将其另存为 UTF-8</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;%1&quot; is listed twice</source>
        <translation>“%1”列出了两次</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ignored for the target column &quot;%1&quot;: its values are the classes or the numbers to predict</source>
        <translation>对目标列“%1”已忽略：它的取值就是类别或要预测的数值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ignored for &quot;%1&quot;: data.features leaves that column out</source>
        <translation>对“%1”已忽略：data.features 中没有这一列</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expects a date and a time of day (2 columns), or 3 to 6 columns (year, month, day, then hour, minute, second), found %1</source>
        <translation>需要日期和时刻两列，或 3 到 6 列（年、月、日，然后时、分、秒），实际为 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is matched twice (by &quot;%2&quot; and &quot;%3&quot;): its rows would be read twice</source>
        <translation>%1 被匹配了两次（由“%2”和“%3”）：它的行会被读取两次</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is also in data.path: this split scores rows the model trained on</source>
        <translation>%1 也在 data.path 中：这个划分会在模型训练过的行上评分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is also data.val_path&apos;s: validation and test score the same rows</source>
        <translation>%1 也是 data.val_path 的文件：验证和测试会在相同的行上评分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a string has no closing quote</source>
        <translation>字符串缺少结尾的引号</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the text ends before the JSON is complete</source>
        <translation>文本在 JSON 完整之前就结束了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a line break or tab inside a string: write it as \n or \t</source>
        <translation>字符串中有换行符或制表符：请写成 \n 或 \t</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an invisible control character (%1) inside a string: delete it</source>
        <translation>字符串中有一个不可见的控制字符（%1）：请删除它</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a \u escape in a string is half of a character (a lone UTF-16 surrogate, \uD800 to \uDFFF): give both halves, or the character itself</source>
        <translation>字符串中的 \u 转义只是一个字符的一半（单独的 UTF-16 代理项，\uD800 到 \uDFFF）：请给出两半，或直接写出该字符</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a backslash in a string starts an escape: write a Windows path with / or with \\</source>
        <translation>字符串中的反斜杠表示转义：Windows 路径请用 / 或 \\ 书写</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>\u in a string must be followed by 4 hex digits</source>
        <translation>字符串中的 \u 后面必须跟 4 位十六进制数字</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the text is not UTF-8: save the file as UTF-8</source>
        <translation>文本不是 UTF-8 编码：请将文件另存为 UTF-8</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a string that JSON cannot read</source>
        <translation>JSON 无法读取的字符串</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is not a JSON number</source>
        <translation>%1 不是合法的 JSON 数字</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>comments are not allowed in JSON</source>
        <translation>JSON 中不允许注释</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>strings need double quotes (&quot;), not single quotes</source>
        <translation>字符串需要用双引号（&quot;），不能用单引号</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>more text after the end of the JSON document: %1</source>
        <translation>JSON 文档结束之后还有多余的文本：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a key needs double quotes: %1</source>
        <translation>键名需要加双引号：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is not JSON: write true, false or null in lower case</source>
        <translation>%1 不是 JSON：请用小写的 true、false 或 null</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is not a JSON value: text needs double quotes</source>
        <translation>%1 不是 JSON 值：文本需要加双引号</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a comma before %1: JSON allows no comma after the last item</source>
        <translation>%1 之前有逗号：JSON 不允许在最后一项之后加逗号</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a comma with no item before it</source>
        <translation>逗号前面没有任何项</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a colon (:) is missing after the key</source>
        <translation>键名之后缺少冒号（:）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a comma is missing before %1</source>
        <translation>%1 之前缺少逗号</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a value is missing before %1</source>
        <translation>%1 之前缺少值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unexpected %1</source>
        <translation>此处不应出现 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot read &quot;%1&quot; as %2</source>
        <translation>无法把 &quot;%1&quot; 读作%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>override &quot;%1&quot; is not of the form key.path=value</source>
        <translation>覆盖项 &quot;%1&quot; 不是 key.path=value 的形式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown config key &quot;%1&quot; (did you mean &quot;%2&quot;?)</source>
        <translation>未知的配置键 &quot;%1&quot;（是否要写 &quot;%2&quot;？）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown config key &quot;%1&quot;</source>
        <translation>未知的配置键 &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;%1&quot; is a list of objects: set it whole as JSON, e.g. %1=&apos;[{...}]&apos;</source>
        <translation>&quot;%1&quot; 是对象列表：请以 JSON 整体设置，例如 %1=&apos;[{...}]&apos;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;%1&quot; is a group; set one of its fields instead</source>
        <translation>&quot;%1&quot; 是一个分组；请改为设置其中的某个字段</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: a list of objects, written as a JSON array: %1=&apos;[{...}]&apos;</source>
        <translation>%1：对象列表，须写成 JSON 数组：%1=&apos;[{...}]&apos;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>expected %1, found %2 (write %3 for a list of one)</source>
        <translation>应为%1，实际为%2（只有一项时请写成 %3）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected a string (the address of a JSON Schema), found %1</source>
        <translation>应为字符串（JSON Schema 的地址），实际为 %1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>the text is GB18030, which this system&apos;s iconv cannot read; save the file as UTF-8</source>
        <translation>文本是 GB18030，而本系统的 iconv 无法读取它；请将文件另存为 UTF-8</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file became shorter while it was being read (another program changed it); read it again once it is complete</source>
        <translation>读取过程中文件变短了（另一个程序修改了它）；请等文件写完后再读取</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file was changed while it was being read (another program wrote to it); read it again once it is complete</source>
        <translation>读取过程中文件被修改了（另一个程序写入了它）；请等文件写完后再读取</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>column &quot;%1&quot; is not UTF-8 text here as in the lines before (byte 0x%2, the cell&apos;s byte %3); save the file as UTF-8</source>
        <translation>列 &quot;%1&quot; 在此处不像前面各行那样是 UTF-8 文本（字节 0x%2，位于该单元格第 %3 个字节）；请将文件另存为 UTF-8</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>column &quot;%1&quot; is not UTF-8 text here (byte 0x%2, the cell&apos;s byte %3), and the file&apos;s first 8 MiB did not show it to be GB18030; save the file as UTF-8</source>
        <translation>列 &quot;%1&quot; 在此处不是 UTF-8 文本（字节 0x%2，位于该单元格第 %3 个字节），而文件的前 8 MiB 看不出它是 GB18030；请将文件另存为 UTF-8</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the text is neither UTF-8 nor GB18030; save the file as UTF-8</source>
        <translation>文本既不是 UTF-8 也不是 GB18030；请将文件另存为 UTF-8</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the text is neither UTF-8 nor GB18030 (byte 0x%1, the line&apos;s byte %2); save the file as UTF-8</source>
        <translation>文本既不是 UTF-8 也不是 GB18030（字节 0x%1，位于该行第 %2 个字节）；请将文件另存为 UTF-8</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this line is not GB18030 text as the lines before it are (byte 0x%1, the line&apos;s byte %2); save the file as UTF-8</source>
        <translation>此行不像前面各行那样是 GB18030 文本（字节 0x%1，位于该行第 %2 个字节）；请将文件另存为 UTF-8</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this line is not UTF-8 text as the lines before it are (byte 0x%1, the line&apos;s byte %2); save the file as UTF-8</source>
        <translation>此行不像前面各行那样是 UTF-8 文本（字节 0x%1，位于该行第 %2 个字节）；请将文件另存为 UTF-8</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 CSV file(s) read as GB18030 text (what Excel saves on a Chinese Windows) and turned into UTF-8: %2</source>
        <translation>%1 个 CSV 文件按 GB18030 文本读取并转换为 UTF-8（中文 Windows 上 Excel 保存的编码）：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 file(s) read as UTF-16 text (what Excel saves as Unicode text) and turned into UTF-8: %2</source>
        <translation>%1 个文件按 UTF-16 文本读取并转换为 UTF-8（Excel 保存的 Unicode 文本）：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 file(s) read with their columns separated by tabs (a TSV, or a table saved as tab-delimited text): %2</source>
        <translation>%1 个文件按制表符分隔的列读取（TSV，或另存为制表符分隔文本的表格）：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 file(s) read with their columns separated by semicolons, as Excel saves a CSV in languages that write decimal commas, so &quot;2,5&quot; is read as 2.5 and &quot;1.234,5&quot; as 1234.5: %2</source>
        <translation>%1 个文件按分号分隔的列读取（用逗号作小数点的语言下 Excel 保存的 CSV），因此“2,5”读作 2.5，“1.234,5”读作 1234.5：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>column &quot;%1&quot;: %2 cells hold numbers as a spreadsheet formats them (thousands separators, a percent or currency sign, 元, 万 or 亿, full-width digits), such as &quot;%3&quot;, read as %4</source>
        <translation>列“%1”：%2 个单元格是电子表格格式化过的数字（千位分隔符、百分号或货币符号、元、万或亿、全角数字），例如“%3”，已按 %4 读取</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>[warning] %1</source>
        <translation>[警告] %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the table cache entry cannot be used, reading the CSV: %1</source>
        <translation>表格缓存条目无法使用，改为读取 CSV：%1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 class(es) have no samples in the validation split, such as &quot;%2&quot; (%3 in the training split): too few to split, so their validation scores say nothing; more samples of them, or data.val_path, give them some</source>
        <translation>%1 个类别在验证集中没有样本，例如 &quot;%2&quot;（训练集中有 %3 个）：样本太少，无法划分，因此它们的验证得分没有意义；增加这些类别的样本，或使用 data.val_path，可以让它们有验证样本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 class(es) have no samples in the test split, such as &quot;%2&quot; (%3 in the training split): too few to split, so their test scores say nothing; more samples of them, or data.test_path, give them some</source>
        <translation>%1 个类别在测试集中没有样本，例如 &quot;%2&quot;（训练集中有 %3 个）：样本太少，无法划分，因此它们的测试得分没有意义；增加这些类别的样本，或使用 data.test_path，可以让它们有测试样本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>constant in every training row, so it tells the model nothing: %1 (leave it out of data.features, or check the file)</source>
        <translation>在每个训练行中都是常数，对模型没有任何信息：%1（请把它从 data.features 中去掉，或检查文件）</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>cannot list the folder: %1</source>
        <translation>无法列出该文件夹的内容：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 image(s) beside the class folders left out, such as %2: an image is read inside the folder of its class</source>
        <translation>与类别文件夹并列的 %1 张图像未被读取，例如 %2：图像要放在其类别的文件夹中才会被读取</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 hidden file(s) or folder(s) left out (a name beginning with a dot, or __MACOSX), such as %2</source>
        <translation>已略过 %1 个隐藏文件或文件夹（名称以点开头，或为 __MACOSX），例如 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 file(s) or folder(s) in the class folders left out, such as %2: only .png, .jpg and .jpeg files directly in a class folder are read</source>
        <translation>类别文件夹中有 %1 个文件或文件夹未读取，例如 %2：只读取直接位于类别文件夹中的 .png、.jpg 和 .jpeg 文件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>class folders &quot;%1&quot; and &quot;%2&quot; both read as &quot;%3&quot;: rename one</source>
        <translation>类别文件夹 &quot;%1&quot; 和 &quot;%2&quot; 读出的名称都是 &quot;%3&quot;：请重命名其中一个</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>column &quot;%1&quot; has a time&apos;s name, but &quot;%2&quot; (%3) is not a date Lathe reads: it is not taken for the time, and the rows stay in file order; write the times as 2024-03-01 13:00, 01.03.2024 or 03/01/2024, or name the time column with data.time_column</source>
        <translation>列 &quot;%1&quot; 的名称表示时间，但 &quot;%2&quot;（%3）不是 Lathe 能读取的日期：该列不作为时间使用，各行保持文件中的顺序；请把时间写成 2024-03-01 13:00、01.03.2024 或 03/01/2024 的形式，或用 data.time_column 指定时间列</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: time columns %2: &quot;%3&quot; and &quot;%4&quot; are not a date and a time of day (such as 2024-03-01 and 13:00, or 01/03/2024 and 13.00.00)</source>
        <translation>%1：时间列 %2：“%3”和“%4”不是日期和时刻（例如 2024-03-01 和 13:00，或 01/03/2024 和 13.00.00）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>categorical column &quot;%1&quot;</source>
        <translation>类别列 &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>target column &quot;%1&quot;</source>
        <translation>目标列 &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>column &quot;%1&quot;</source>
        <translation>列 &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is empty; set data.missing to drop_rows, mean, median or most_frequent to go on</source>
        <translation>%1 为空；请将 data.missing 设为 drop_rows、mean、median 或 most_frequent 以继续</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is missing (&quot;%2&quot;); set data.missing to drop_rows, mean, median or most_frequent to go on</source>
        <translation>%1 缺失（&quot;%2&quot;）；请将 data.missing 设为 drop_rows、mean、median 或 most_frequent 以继续</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: &quot;%2&quot; is not a number (list the column in data.categorical if it holds categories)</source>
        <translation>%1：&quot;%2&quot; 不是数字（如果该列是类别，请把它列入 data.categorical）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 does not fit in float32 (which holds up to about 3.4e38)</source>
        <translation>%1：%2 超出 float32 的范围（最大约 3.4e38）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 row(s) of only empty cells skipped (the first at %2)</source>
        <translation>跳过了 %1 行只有空单元格的行（第一行在 %2）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the target &quot;%1&quot; holds no values yet</source>
        <translation>目标 &quot;%1&quot; 中还没有任何值</translation>
    </message>
    <message>
        <location line="+363"/>
        <source>feature &quot;%1&quot; only counts time: it rises through every series, so %2 % of its validation and test values (%3) lie beyond its training range (%4) and the model must extrapolate it. Leave it out of data.features, or give it as data.time_column (or one of data.time_columns) so that it is read as time</source>
        <translation>特征 &quot;%1&quot; 只是在计时：它在每条序列中都一路上升，所以它在验证集和测试集上 %2 % 的取值（%3）超出了训练范围（%4），模型只能外推。请把它从 data.features 中去掉，或者把它作为 data.time_column（或 data.time_columns 之一）给出，让它被当作时间读取</translation>
    </message>
    <message>
        <location line="-357"/>
        <source>feature &quot;%1&quot;: %2 % of its validation and test values (%3) lie outside its training range (%4), so the model must extrapolate it; a trend like this forecasts worse than persistence. Leave it out of data.features, or give its change from step to step instead</source>
        <translation>特征 &quot;%1&quot;：它在验证集和测试集上 %2 % 的取值（%3）落在训练范围（%4）之外，模型只能外推；这样的趋势预测得比“沿用上一个值”还差。请把它从 data.features 中去掉，或改用它相邻两步之间的变化量</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>feature &quot;%1&quot; only counts time: it rises through every series, so %2 % of its validation and test values (%3) lie beyond its training range (%4) and the model must extrapolate it. Leave it out of data.features: the order of the rows already says what it counts</source>
        <translation>特征 &quot;%1&quot; 只是在计时：它在每条序列中都一路上升，所以它在验证集和测试集上 %2 % 的取值（%3）超出了训练范围（%4），模型只能外推。请把它从 data.features 中去掉：行的顺序已经表达了它所计的东西</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 series were not in time order: their rows were sorted by time</source>
        <translation>有 %1 个序列未按时间排序：已按时间对其行排序</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>%1 row(s) repeat a time already seen (first at %2): the later row is dropped</source>
        <translation>有 %1 行重复了已出现的时间（首次在 %2）：丢弃后出现的行</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>%1: dates such as &quot;%2&quot; may be day first or month first (no field above 12 shows which): they are read month first (03/01/2024 is 1 March); write them year first (2024-03-01) if they are day first</source>
        <translation>%1：&quot;%2&quot; 这样的日期既可能是日在前，也可能是月在前（没有大于 12 的字段能说明是哪一种）：它们按月在前读取（03/01/2024 即 3 月 1 日）；如果它们是日在前，请改写为年在前（2024-03-01）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 row(s) repeat a time already seen (first at %2), and column &quot;%3&quot; tells them apart: the later row is dropped; if the file holds several series, write each to a file of its own</source>
        <translation>%1 行重复了已出现过的时间（第一处在 %2），而列 &quot;%3&quot; 能把它们区分开：较晚的一行被丢弃；如果该文件存放了多条序列，请把每条序列写入各自的文件</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: %2 of %3 rows repeat a time already seen, and column &quot;%4&quot; tells them apart (%5 values, such as &quot;%6&quot; and &quot;%7&quot;): the file holds several series side by side, and Lathe reads one series a file; write the rows of each %4 to a file of its own and list the files in data.path (or, if %4 is part of the time, name it in data.time_columns)</source>
        <translation>%1：%3 行中有 %2 行重复了已出现过的时间，而列 &quot;%4&quot; 能把它们区分开（%5 个取值，例如 &quot;%6&quot; 和 &quot;%7&quot;）：该文件并排存放了多条序列，而 Lathe 每个文件只读一条序列；请把每个 %4 的行写入各自的文件，并在 data.path 中列出这些文件（如果 %4 是时间的一部分，请把它写进 data.time_columns）</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1 gap(s) in the time, %2 missing step(s) (first before %3): data.missing &quot;%4&quot; fills those of up to data.max_gap (%5) steps; %6 longer gap(s) stay, and windows do not cross them</source>
        <translation>时间中有 %1 处间隔，缺失 %2 个时间步（第一处在 %3 之前）：data.missing &quot;%4&quot; 只填补不超过 data.max_gap（%5）个时间步的间隔；%6 处更长的间隔保留，窗口不会跨越它们</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 gap(s) in the time, %2 missing step(s) (first before %3): windows do not cross them (data.missing ffill or interpolate fills them)</source>
        <translation>时间中有 %1 处间隔，缺失 %2 个时间步（第一处在 %3 之前）：窗口不会跨越它们（data.missing 为 ffill 或 interpolate 时会填补）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 row(s) without any value at the end of the file skipped, from %2 on</source>
        <translation>跳过了文件末尾 %1 个没有任何值的行（从 %2 开始）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 rows are fewer than data.window (%3)</source>
        <translation>%1：%2 行少于 data.window（%3）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>column &quot;%1&quot;: %2 value(s) in the validation data that the training data does not hold, the first &quot;%3&quot; at %4; the model takes them as an unknown category</source>
        <translation>列“%1”：验证数据中有 %2 个值是训练数据中没有的，第一个是 %4 处的“%3”；模型把它们当作未知类别</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>column &quot;%1&quot;: %2 value(s) in the test data that the training data does not hold, the first &quot;%3&quot; at %4; the model takes them as an unknown category</source>
        <translation>列“%1”：测试数据中有 %2 个值是训练数据中没有的，第一个是 %4 处的“%3”；模型把它们当作未知类别</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>column &quot;%1&quot;: %2 value(s) that the training data does not hold, the first &quot;%3&quot; at %4; the model takes them as an unknown category</source>
        <translation>列“%1”：有 %2 个值是训练数据中没有的，第一个是 %4 处的“%3”；模型把它们当作未知类别</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>the path of lathe-cli on the nodes holds a control character (a line break, tab or escape): a job script cannot carry it safely</source>
        <translation>节点上 lathe-cli 的路径含有控制字符（换行、制表符或转义符）：作业脚本无法安全地容纳它</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the config&apos;s path holds a control character (a line break, tab or escape): a job script cannot carry it safely; rename the file or its folder</source>
        <translation>配置文件的路径含有控制字符（换行、制表符或转义符）：作业脚本无法安全地容纳它；请重命名该文件或其所在文件夹</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--runs-dir holds a control character (a line break, tab or escape): a job script cannot carry it safely</source>
        <translation>--runs-dir 含有控制字符（换行、制表符或转义符）：作业脚本无法安全地容纳它</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>each allocation of %1 s stops up to %2 s before its end (--signal-lead %3 s and Slurm&apos;s early warning): over a quarter of the time goes to stopping and requeueing; a longer --time trains more per allocation</source>
        <translation>每次 %1 秒的分配最多会在结束前 %2 秒停止（--signal-lead %3 秒加上 Slurm 的提前警告）：超过四分之一的时间花在停止和重新排队上；更长的 --time 能让每次分配训练得更多</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1 of %2 trials completed, %3 pruned</source>
        <translation>%2 个试验中已完成 %1 个，%3 个已剪枝</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>device used</source>
        <translation>设备已用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>allocator reserved</source>
        <translation>分配器保留</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>allocator allocated</source>
        <translation>分配器已分配</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>power W</source>
        <translation>功率 W</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>temperature °C</source>
        <translation>温度 °C</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>process (one core = 100)</source>
        <translation>进程（单核 = 100）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>host</source>
        <translation>主机</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>resident</source>
        <translation>常驻内存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>% of one core / of the machine</source>
        <translation>单核 % / 整机 %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU utilisation</source>
        <translation>GPU 利用率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU memory</source>
        <translation>GPU 显存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU power and temperature</source>
        <translation>GPU 功率与温度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Process memory</source>
        <translation>进程内存</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>train</source>
        <translation>训练</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>validation</source>
        <translation>验证</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accuracy</source>
        <translation>准确率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>accuracy</source>
        <translation>准确率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>validation top-5</source>
        <translation>验证 top-5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Regression error</source>
        <translation>回归误差</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>error</source>
        <translation>误差</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>train MAE</source>
        <translation>训练 MAE</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>validation MAE</source>
        <translation>验证 MAE</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>validation RMSE</source>
        <translation>验证 RMSE</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learning rate</source>
        <translation>学习率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>learning rate</source>
        <translation>学习率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Epoch time</source>
        <translation>每轮用时</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data wait</source>
        <translation>数据等待</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>% of step time</source>
        <translation>占步时 %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>data wait %</source>
        <translation>数据等待 %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Samples/s per rank</source>
        <translation>各 rank 的样本/秒</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Data parallel</source>
        <translation>数据并行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 ranks</source>
        <translation>%1 个 rank</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rank</source>
        <translation>rank</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean samples/s</source>
        <translation>平均样本/秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>slowest epoch samples/s</source>
        <translation>最慢一轮的样本/秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean data wait %</source>
        <translation>平均数据等待 %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The confusion matrix has too many classes to draw; it is in evaluation.json.</source>
        <translation>类别太多，未绘制混淆矩阵；完整矩阵见 evaluation.json。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confusion matrix: rows are the true classes, columns the predicted ones; the shade is the share of the row.</source>
        <translation>混淆矩阵：行为真实类别，列为预测类别；颜色深浅表示占该行的比例。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confusion matrix: rows are the true classes, columns the predicted ones (numbered as the rows); the shade is the share of the row.</source>
        <translation>混淆矩阵：行为真实类别，列为预测类别（编号与行相同）；颜色深浅表示占该行的比例。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last weights, epoch %1 (%2)</source>
        <translation>第 %1 轮的最终权重（%2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the best weights, epoch %1 (%2)</source>
        <translation>第 %1 轮的最佳权重（%2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Test split, %1 samples. Scored with %2.</source>
        <translation>测试集，%1 个样本。所用权重：%2。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Balanced accuracy</source>
        <translation>平衡准确率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Macro F1</source>
        <translation>宏平均 F1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weighted F1</source>
        <translation>加权平均 F1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Top-5 accuracy</source>
        <translation>Top-5 准确率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>class</source>
        <translation>类别</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>precision</source>
        <translation>精确率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>recall</source>
        <translation>召回率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>support</source>
        <translation>样本数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most confused (true class → predicted class):</source>
        <translation>最易混淆（真实类别 → 预测类别）：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 → %2: %3 (%4% of the class)</source>
        <translation>%1 → %2：%3（占该类别的 %4%）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>target</source>
        <translation>目标</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean residual</source>
        <translation>平均残差</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>residual std</source>
        <translation>残差标准差</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>median |residual|</source>
        <translation>|残差| 中位数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>90% |residual|</source>
        <translation>|残差| 90% 分位</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Evaluation</source>
        <translation>评估</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameters: %1 (%2 trainable)</source>
        <translation>参数量：%1（可训练 %2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>input per sample: %1</source>
        <translation>每个样本的输入：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>outputs: %1</source>
        <translation>输出数：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>layer</source>
        <translation>层</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>type</source>
        <translation>类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>parameter shapes</source>
        <translation>参数形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>probe</source>
        <translation>探测</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>predict</source>
        <translation>预测</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bisect</source>
        <translation>二分</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ok</source>
        <translation>可行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>over budget</source>
        <translation>超出预算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>out of memory</source>
        <translation>显存不足</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Run folder %1</source>
        <translation>运行文件夹 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>status: %1</source>
        <translation>状态：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>started %1</source>
        <translation>开始于 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>finished %1</source>
        <translation>结束于 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Epochs completed: %1 of %2</source>
        <translation>已完成轮数：%1 / %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Epochs completed: %1</source>
        <translation>已完成轮数：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>training time %1</source>
        <translation>训练用时 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No summary yet: the run has not finished (or was killed). Charts show the epochs recorded.</source>
        <translation>尚无总结：运行未结束（或被终止）。图表显示已记录的轮次。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>final</source>
        <translation>最终</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best epoch: %1 of %2 (%3)</source>
        <translation>最佳轮次：第 %1 轮，共 %2 轮（%3）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Test metrics and model.pt: %1</source>
        <translation>测试指标与 model.pt：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decisions</source>
        <translation>决策</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batch size</source>
        <translation>批大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; trial cost %2 s</source>
        <translation>%1；试测开销 %2 秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, channels-last memory order</source>
        <translation>%1，通道在后（channels-last）内存布局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Executor</source>
        <translation>执行器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (compile.graph_optimize %2)</source>
        <translation>%1（compile.graph_optimize %2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (compile.graph_optimize %2: %3)</source>
        <translation>%1（compile.graph_optimize %2：%3）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This run was recorded before Lathe marked its decisions: its log.txt has them all.</source>
        <translation>这次运行记录于 Lathe 标记决策之前：所有决策都在它的 log.txt 中。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Configuration</source>
        <translation>配置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data</source>
        <translation>数据</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Samples</source>
        <translation>样本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>train %1, validation %2, test %3</source>
        <translation>训练 %1，验证 %2，测试 %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Epochs</source>
        <translation>轮数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, lr %2, weight decay %3</source>
        <translation>%1，学习率 %2，权重衰减 %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scheduler</source>
        <translation>学习率调度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mixed precision (config)</source>
        <translation>混合精度（配置）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The full config is config.json in the run folder.</source>
        <translation>完整配置见运行文件夹中的 config.json。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hardware and software</source>
        <translation>硬件与软件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host</source>
        <translation>主机</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2, %3 cores, %4 GiB</source>
        <translation>%1，%2，%3 核，%4 GiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, compute capability %2, %3 GiB</source>
        <translation>%1，计算能力 %2，%3 GiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not measured</source>
        <translation>未测量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU efficiency</source>
        <translation>GPU 效率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean GPU utilisation</source>
        <translation>平均 GPU 利用率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Peak GPU memory</source>
        <translation>GPU 显存峰值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1% of the device</source>
        <translation>占设备的 %1%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean data wait</source>
        <translation>平均数据等待</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean samples/s</source>
        <translation>平均样本/秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No efficiency advice: nothing looked off.</source>
        <translation>没有效率建议：一切正常。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batch-size finder</source>
        <translation>批大小搜索</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trial</source>
        <translation>试验</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>phase</source>
        <translation>阶段</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>batch</source>
        <translation>批大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>peak MiB</source>
        <translation>峰值 MiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ms a step (trimmed mean)</source>
        <translation>每步毫秒数（截尾平均）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Lathe report: %1</source>
        <translation>Lathe 报告：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Made by %1 from the files in the run folder.</source>
        <translation>由 %1 依据运行文件夹中的文件生成。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>test</source>
        <translation>测试</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 more classes in data.json</source>
        <translation>另有 %1 个类别，见 data.json</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One class holds most of the training split: balanced accuracy and macro F1 say more than accuracy.</source>
        <translation>训练集中一个类别占绝大多数：平衡准确率和宏平均 F1 比准确率更能说明问题。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>data.missing: %1</source>
        <translation>data.missing：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing cells: %1</source>
        <translation>缺失单元格：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>filled: %1</source>
        <translation>已填补：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing time steps filled: %1</source>
        <translation>已填补的缺失时间步：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rows dropped: %1</source>
        <translation>丢弃的行：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>windows dropped: %1</source>
        <translation>丢弃的窗口：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Missing values</source>
        <translation>缺失值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>column</source>
        <translation>列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing cells</source>
        <translation>缺失单元格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>filled with</source>
        <translation>填补方式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a straight line between its neighbours</source>
        <translation>前后值之间的线性插值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last value before</source>
        <translation>沿用前一个值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Categories not seen in training</source>
        <translation>训练中未见过的类别</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The training split holds none of these values: the model took each as an unknown category.</source>
        <translation>训练集中没有这些值：模型把它们都当作未知类别。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>split</source>
        <translation>数据划分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cells</source>
        <translation>单元格数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>first value</source>
        <translation>第一个值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>where</source>
        <translation>位置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to %2</source>
        <translation>%1 至 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>time step: %1 s</source>
        <translation>时间步长：%1 秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>time step: irregular</source>
        <translation>时间步长：不规则</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gaps: %1 (%2 missing steps)</source>
        <translation>缺口：%1（缺失 %2 个时间步）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>duplicate times: %1</source>
        <translation>重复时间：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forecast</source>
        <translation>预测方式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The model forecasts the change from each window&apos;s last value of the target, which it adds back: untrained, it forecasts persistence (the next value is the last one).</source>
        <translation>模型预测相对每个窗口中目标最后一个值的变化量，再把这个值加回去：未经训练时，它就是持续性预测（下一个值等于最后一个值）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The model forecasts the target&apos;s level.</source>
        <translation>模型预测目标的水平值。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Persistence scores test MAE %1: the figure the model must beat.</source>
        <translation>持续性预测的测试 MAE 为 %1：这是模型必须超越的数字。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Persistence scores validation MAE %1: the figure the model must beat.</source>
        <translation>持续性预测的验证 MAE 为 %1：这是模型必须超越的数字。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Persistence scores validation MAE %1 and test MAE %2: the figures the model must beat.</source>
        <translation>持续性预测的验证 MAE 为 %1，测试 MAE 为 %2：这是模型必须超越的数字。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Samples: train %1, validation %2, test %3</source>
        <translation>样本：训练 %1，验证 %2，测试 %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Streamed from disk (loader.stream): each batch was read as training went, not held in memory.</source>
        <translation>从磁盘流式读取（loader.stream）：每个批次在训练过程中读取，而非全部保存在内存中。</translation>
    </message>
    <message>
        <location line="-254"/>
        <source>data wait</source>
        <translation>数据等待</translation>
    </message>
    <message>
        <location line="-244"/>
        <source>the UTF-16 text ends inside a character (the file may be cut short)</source>
        <translation>UTF-16 文本在某个字符中间结束（文件可能被截断）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a zip file (an Excel or WPS workbook such as .xlsx is one), not text: save the sheet as &quot;CSV UTF-8&quot; or as Unicode text, or unpack the zip, and read that</source>
        <translation>是 zip 文件（.xlsx 等 Excel 或 WPS 工作簿就是 zip 文件），不是文本：请把工作表另存为“CSV UTF-8”或 Unicode 文本，或解压该 zip 文件，再读取得到的文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an Excel or WPS workbook in the older binary format (.xls, .et), not text: save the sheet as &quot;CSV UTF-8&quot; or as Unicode text, and read that</source>
        <translation>是旧式二进制格式（.xls、.et）的 Excel 或 WPS 工作簿，不是文本：请把工作表另存为“CSV UTF-8”或 Unicode 文本，再读取得到的文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a gzip-compressed file, not text: unpack it first (gunzip) and read the file inside</source>
        <translation>是 gzip 压缩文件，不是文本：请先解压（gunzip），再读取其中的文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the text is not valid UTF-16 (a lone surrogate at byte %1 of the file); save the file as UTF-8</source>
        <translation>文本不是有效的 UTF-16（文件第 %1 个字节处有不成对的代理项）；请将文件另存为 UTF-8</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>stopped while reading the data</source>
        <translation>在读取数据期间已停止</translation>
    </message>
    <message>
        <location line="+210"/>
        <source>copy to the device</source>
        <translation>拷贝到设备</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>input preparation</source>
        <translation>输入预处理</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>forward</source>
        <translation>前向</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>backward</source>
        <translation>反向</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gradient sync</source>
        <translation>梯度同步</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fused step (CUDA graph)</source>
        <translation>融合步（CUDA graph）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>other</source>
        <translation>其他</translation>
    </message>
    <message>
        <location line="+247"/>
        <source>Step profile</source>
        <translation>单步剖析</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>training step</source>
        <translation>训练步</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steps profiled: %1 (from step %2, epoch %3)</source>
        <translation>剖析的步数：%1（从第 %3 轮的第 %2 步起）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean step %1 ms</source>
        <translation>平均每步 %1 毫秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Profiled steps wait for the device between phases, so they run a little slower than the others.</source>
        <translation>剖析时各阶段之间会等待设备完成，因此这些步比其他步稍慢。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean ms</source>
        <translation>平均毫秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>share</source>
        <translation>占比</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trace of every operator: %1 (open it in https://ui.perfetto.dev or chrome://tracing)</source>
        <translation>全部算子的跟踪文件：%1（可用 https://ui.perfetto.dev 或 chrome://tracing 打开）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last of the run&apos;s profiles; every profile is in profile.json.</source>
        <translation>显示本次运行的最后一次剖析；全部剖析见 profile.json。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the data&apos;s classes are not the ones this run was trained on (now: %1; trained on: %2): its labels would be taken for other classes. Give it the data it was trained on, or start a new run</source>
        <translation>数据的类别与本次运行训练时的类别不同（现在：%1；训练时：%2）：标签会被当成其他类别。请使用训练时的数据，或开始新的运行</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the %1 of &quot;%2&quot; was %3 when the run was trained and is %4 now (recomputed from the training files)</source>
        <translation>&quot;%2&quot; 的 %1 在训练时是 %3，现在是 %4（根据训练文件重新计算）</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The run has ended, but its %1 is damaged, at line %2 (%3): how it ended cannot be read.</source>
        <translation>运行已经结束，但它的 %1 已损坏，位于第 %2 行（%3）：无法读出它是如何结束的。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not a JSON object</source>
        <translation>不是 JSON 对象</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is damaged, at line %2 (%3): the run is read as if the file were not there.</source>
        <translation>%1 已损坏，位于第 %2 行（%3）：读取运行时当作该文件不存在。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is not there: the run&apos;s summary counts %2 epochs, and their metrics are gone.</source>
        <translation>%1 不存在：该运行的摘要记录了 %2 轮，但这些轮的指标已丢失。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;%1&quot; cannot be swept: it names or places a run rather than says how it trains (a sweep names each variant&apos;s run after its settings, in the sweep&apos;s own folder)</source>
        <translation>&quot;%1&quot; 不能扫描：它用于命名或放置运行，而不是决定如何训练（扫描按各变体的设置为其运行命名，并放在扫描自己的目录中）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;%1&quot; is given the range %2, but a grid tries listed values: list them (such as %1=1e-3,3e-3), or draw from the range with a random or ASHA search</source>
        <translation>&quot;%1&quot; 给出的是范围 %2，但网格搜索只尝试列出的取值：请列出取值（例如 %1=1e-3,3e-3），或用随机搜索或 ASHA 搜索从该范围中抽取</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 is still being written (%2 s ago): its TensorBoard log is written from the folder once the run has ended, so as not to replace the one the run writes</source>
        <translation>%1 仍在写入中（%2 秒前）：为免替换运行自己写的 TensorBoard 日志，要等运行结束后再从目录生成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is still being written (%2 s ago): its TensorBoard log is written from the folder once the run has ended</source>
        <translation>%1 仍在写入中（%2 秒前）：运行结束后才会根据该文件夹写出其 TensorBoard 日志</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot write in %1: %2</source>
        <translation>无法在 %1 中写入：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot replace %1: %2</source>
        <translation>无法替换 %1：%2</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>no usable GPU: %1</source>
        <translation>没有可用的 GPU：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this GPU has no native bf16 (compute capability below 8.0): amp auto picks fp16 here</source>
        <translation>这块 GPU 没有原生 bf16（计算能力低于 8.0）：amp auto 在这里选 fp16</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 SGD steps of batch %2 on %3 against fp32 on the CPU, the same weights and batches</source>
        <translation>在 %3 上做 %1 步 SGD（每批 %2），与 CPU 上的 fp32 对比，权重和批次相同</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one fp16 step with a loss scale of 2^60, through the ordinary step and through the device step</source>
        <translation>用 2^60 的损失缩放做一步 fp16，普通训练步和设备训练步各一次</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 steps of batch %2: 3 warm-ups, the capture and 4 replays, against the same steps without a graph</source>
        <translation>%1 步，每批 %2：3 次预热、一次捕获和 4 次重放，与不用 CUDA 图的相同训练步对比</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no CUDA graph on the CPU: the device step a graph records, run eagerly, against the ordinary step</source>
        <translation>CPU 上没有 CUDA 图：把图所记录的设备训练步即时执行，与普通训练步对比</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>batch %1, AdamW, Lathe&apos;s defaults on this GPU (TF32, cuDNN benchmark, channels-last, the CUDA graph)</source>
        <translation>批大小 %1，AdamW，这块 GPU 上 Lathe 的默认设置（TF32、cuDNN benchmark、channels-last、CUDA 图）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>batch %1, AdamW, on the CPU</source>
        <translation>批大小 %1，AdamW，在 CPU 上</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no NVML here (%1): nothing to read on the CPU</source>
        <translation>这里没有 NVML（%1）：CPU 上没有可读的数据</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVML could not be loaded (%1): GPU utilisation, memory, power and temperature will not be charted</source>
        <translation>无法加载 NVML（%1）：GPU 利用率、显存、功耗和温度将不会绘入图表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVML device %1 (%2), the highest of %3 readings while matrix products ran</source>
        <translation>NVML 设备 %1（%2），矩阵乘法运行期间 %3 次读数中的最高值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVML device %1 (%2), the highest of %3 readings while matrix products ran; NVML gives no %4 here</source>
        <translation>NVML 设备 %1（%2），矩阵乘法运行期间 %3 次读数中的最高值；NVML 在这里不提供 %4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this build of Lathe has no NCCL (nccl.h was not found beside the torch wheel): GPUs cannot train data-parallel</source>
        <translation>这个 Lathe 构建没有 NCCL（在 torch wheel 旁没有找到 nccl.h）：GPU 不能做数据并行训练</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 rank(s), one per GPU, over NCCL: a %2 MiB all-reduce</source>
        <translation>%1 个进程，每块 GPU 一个，通过 NCCL：一次 %2 MiB 的 all-reduce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 rank(s) over Gloo on the CPU (NCCL needs GPUs): a %2 MiB all-reduce</source>
        <translation>%1 个进程，在 CPU 上通过 Gloo（NCCL 需要 GPU）：一次 %2 MiB 的 all-reduce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>global batch %1 (%2 ranks × %3)</source>
        <translation>全局批大小 %1（%2 个 rank × %3）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>batch %1</source>
        <translation>批大小 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>learning rate %1 scaled to %2 for %3 (training.lr_scaling &quot;auto&quot;: times the ranks, linear from the per-rank batch)</source>
        <translation>学习率 %1 缩放为 %2，用于%3（training.lr_scaling &quot;auto&quot;：乘以 rank 数，按每个 rank 的批大小线性缩放）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>learning rate %1 scaled to %2 for %3 (%4 rule, base batch %5)</source>
        <translation>学习率 %1 缩放为 %2，用于%3（%4 规则，基准批大小 %5）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>set the batch to %1 per rank, or let the learning rate follow the global batch with training.lr_scaling &quot;linear&quot; or &quot;sqrt&quot;</source>
        <translation>把每个 rank 的批大小设为 %1，或用 training.lr_scaling &quot;linear&quot; 或 &quot;sqrt&quot; 让学习率随全局批大小变化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>let the learning rate follow the global batch with training.lr_scaling &quot;linear&quot; or &quot;sqrt&quot;</source>
        <translation>用 training.lr_scaling &quot;linear&quot; 或 &quot;sqrt&quot; 让学习率随全局批大小变化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>global batch %1 (%2 ranks × %3): each step trains on %2× the samples of one process with batch %3, so an epoch takes 1/%2 of the steps, at the same learning rate (training.lr_scaling &quot;none&quot;); to train as one process with batch %3 would, %4</source>
        <translation>全局批大小 %1（%2 个 rank × %3）：每步训练的样本是批大小 %3 的单进程的 %2 倍，所以一轮只需 1/%2 的步数，而学习率不变（training.lr_scaling &quot;none&quot;）；要像批大小 %3 的单进程那样训练，请%4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot read checkpoint %1: %2</source>
        <translation>无法读取检查点 %1：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>checkpoint %1 is damaged: its %2 do not match the digest written with them</source>
        <translation>检查点 %1 已损坏：它的%2与一同写入的摘要不符</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>training state</source>
        <translation>训练状态</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>optimizer state</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>checkpoint %1 has no Lathe training state</source>
        <translation>检查点 %1 没有 Lathe 训练状态</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>checkpoint %1 has a damaged training state: %2</source>
        <translation>检查点 %1 的训练状态已损坏：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot write %1: %2 (the disk is full, or a size or quota limit was reached)</source>
        <translation>无法写入 %1：%2（磁盘已满，或达到了大小或配额限制）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>checkpoint not saved: %1; the previous checkpoint %2 is kept</source>
        <translation>检查点未保存：%1；保留之前的检查点 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>checkpoint not saved: %1; there was no earlier %2 to keep</source>
        <translation>检查点未保存：%1；此前没有可保留的 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 holds no checkpoint to resume from (%2 is gone: were the checkpoints removed?). Its model.pt still predicts (lathe-cli predict %1 FILE); to train on, start a new run: lathe-cli train %3</source>
        <translation>%1 中没有可用于继续训练的检查点（%2 不见了：检查点是否被删除了？）。它的 model.pt 仍可用于预测（lathe-cli predict %1 FILE）；要继续训练，请开始新的运行：lathe-cli train %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 holds no checkpoint to score (%2 is gone: were the checkpoints removed?). Its model.pt still predicts: lathe-cli predict %1 FILE</source>
        <translation>%1 中没有可评估的检查点（%2 不见了：检查点是否被删除了？）。它的 model.pt 仍可用于预测：lathe-cli predict %1 FILE</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 stopped before its first checkpoint: there is nothing to resume. Train its config again: lathe-cli train %2</source>
        <translation>%1 在写出第一个检查点之前就停止了：没有可以继续的内容。请重新用它的配置训练：lathe-cli train %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 stopped before its first checkpoint: there is nothing to score. Train its config again: lathe-cli train %2</source>
        <translation>%1 在写出第一个检查点之前就停止了：没有可以评估的内容。请重新用它的配置训练：lathe-cli train %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no checkpoint %1</source>
        <translation>没有检查点 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; the previous checkpoint cannot be used either: %2</source>
        <translation>%1；之前的检查点也无法使用：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no optimizer state in %1 nor in %2</source>
        <translation>%1 和 %2 中都没有优化器状态</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has no loss-scaler state (was the run trained in fp16?)</source>
        <translation>%1 没有损失缩放器状态（这次运行是用 fp16 训练的吗？）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the checkpoint has no tensor &quot;%1&quot;</source>
        <translation>检查点中没有张量 &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the checkpoint&apos;s &quot;%1&quot; has another shape</source>
        <translation>检查点中的 &quot;%1&quot; 形状不同</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>connecting to the other %1 rank(s) at %2:%3 (waiting up to %4 s for them: distributed.timeout_s)</source>
        <translation>正在连接 %2:%3 上的其他 %1 个 rank（最多等待 %4 秒：distributed.timeout_s）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>augmentation from epoch %1 (training split only): %2 — %3</source>
        <translation>从第 %1 轮起的数据增强（仅训练集）：%2 — %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the training loss became %1 at epoch %2, step %3; lower training.lr or enable gradient clipping</source>
        <translation>训练损失在第 %2 轮第 %3 步变成了 %1；请降低 training.lr 或启用梯度裁剪</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>scoring stopped: nothing written</source>
        <translation>评估已停止：未写入任何内容</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>out of memory evaluating %1 with batch %2; evaluating with the training batch %3</source>
        <translation>以批大小 %2 评估 %1 时内存不足；改用训练批大小 %3 评估</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>out of memory evaluating %1 with batch %2; evaluating with batch %3</source>
        <translation>用批大小 %2 评估 %1 时显存不足；改用批大小 %3 评估</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the run ended before the trial began: it waits until the CPU threads are settled</source>
        <translation>试测尚未开始，运行就结束了：它要等 CPU 线程数定下来才开始</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the run ended before the trial had chosen (%1 of its %2 steps taken)</source>
        <translation>试测尚未做出选择，运行就结束了（已走 %2 步中的 %1 步）</translation>
    </message>
    <message>
        <location line="-167"/>
        <source>graph executor</source>
        <translation>图执行器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>interpreter</source>
        <translation>解释器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 + CUDA graph</source>
        <translation>%1 + CUDA 图</translation>
    </message>
    <message>
        <location line="+168"/>
        <source>%1 %2/step</source>
        <translation>%1每步 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (mean of %2 alternating steps each without the fastest and slowest, after %3 warm-up steps)</source>
        <translation>%1（每个候选交替计时 %2 步，去掉最快和最慢的后取平均，之前有 %3 步预热）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 → %2: the difference, %3, is within the steps&apos; spread (%4), so the default stays</source>
        <translation>%1 → %2：两者相差 %3，在各步用时的波动范围（%4）之内，因此保留默认选择</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>training.class_weights: the data has no class &quot;%1&quot; (its classes: %2)</source>
        <translation>training.class_weights：数据中没有类别 &quot;%1&quot;（它的类别：%2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>training.class_weights: every class of the training split weighs 0, so no sample would count in the loss; give the classes that should count a weight above 0</source>
        <translation>training.class_weights：训练集中每个类别的权重都是 0，损失中不会计入任何样本；请给应计入的类别设置大于 0 的权重</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one CPU thread and a 1x1 convolution, whose channels-last backward can corrupt memory there in LibTorch 2.11</source>
        <translation>单个 CPU 线程且模型含 1x1 卷积：LibTorch 2.11 在这种情况下的 channels-last 卷积反向传播可能破坏内存</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>2-D convolutions on a GPU, where channels-last measured faster</source>
        <translation>GPU 上的二维卷积，channels-last 在那里测得更快</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sequence convolutions are not yet measured faster on a GPU</source>
        <translation>序列卷积在 GPU 上尚未测得更快</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: write failed (is the disk full?)</source>
        <translation>%1：写入失败（磁盘满了吗？）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the model refused the inputs: %1</source>
        <translation>模型拒绝了这些输入：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 does not exist: the run has not completed, or output.export_model was false</source>
        <translation>%1 不存在：运行尚未完成，或 output.export_model 为 false</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: not a TorchScript model (%2)</source>
        <translation>%1：不是 TorchScript 模型（%2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is a training checkpoint, which takes inputs as training prepared them: predict with the run&apos;s exported model.pt (lathe-cli predict RUN_FOLDER FILE)</source>
        <translation>%1 是训练检查点，它接受的是训练时预处理过的输入：请用该运行导出的 model.pt 预测（lathe-cli predict RUN_FOLDER FILE）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is a TorchScript model that Lathe did not export (it carries no lathe_model.json saying what inputs it takes): predict with a run&apos;s model.pt</source>
        <translation>%1 是一个不由 Lathe 导出的 TorchScript 模型（其中没有说明输入格式的 lathe_model.json）：请用某个运行的 model.pt 预测</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes normalised inputs (it was written before model.pt took raw data): retrain or resume the run to export it again</source>
        <translation>%1 接受的是归一化后的输入（它写于 model.pt 接受原始数据之前）：请重新训练或恢复运行以再次导出</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: no .png, .jpg or .jpeg files in this folder</source>
        <translation>%1：此文件夹中没有 .png、.jpg 或 .jpeg 文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: no such file or folder</source>
        <translation>%1：没有这个文件或文件夹</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: not an image (.png, .jpg or .jpeg); this model takes images</source>
        <translation>%1：不是图像（.png、.jpg 或 .jpeg）；此模型接受图像</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 images</source>
        <translation>已处理 %1 / %2 张图像</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 image(s) resized to %2x%3, as in training</source>
        <translation>%1 张图像已按训练时的做法缩放到 %2x%3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 rows so far</source>
        <translation>%1：已读取 %2 行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 row(s)</source>
        <translation>%1：%2 行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is not in time order: its rows are sorted by time</source>
        <translation>%1 未按时间排序：已按时间对其各行排序</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 rows, fewer than the window of %3 the model takes</source>
        <translation>%1：%2 行，少于模型所需的窗口 %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 window(s), %3 skipped: they hold a missing value or a gap that data.missing &quot;%4&quot; leaves unfilled</source>
        <translation>%1：%2 个窗口，跳过 %3 个：它们含有缺失值，或含有 data.missing &quot;%4&quot; 不填补的时间间隔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 window(s)</source>
        <translation>%1：%2 个窗口</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no window to predict: every window holds a missing value or a gap that data.missing &quot;%1&quot; leaves unfilled; nothing was written</source>
        <translation>没有可预测的窗口：每个窗口都含有缺失值或 data.missing “%1” 未填补的空缺；未写入任何内容</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>predicting stopped: no output written</source>
        <translation>预测已停止：没有写出任何输出</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no inputs to predict</source>
        <translation>没有要预测的输入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--batch must be at least 1</source>
        <translation>--batch 至少为 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: an image; this model takes CSV rows</source>
        <translation>%1：这是图像；该模型读取的是 CSV 行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: an image; this model takes time-series CSV files</source>
        <translation>%1：这是图像；该模型读取的是时间序列 CSV 文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: inputs of kind &quot;%2&quot; cannot be read from files</source>
        <translation>%1：类型为 &quot;%2&quot; 的输入无法从文件读取</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: the run has %2, now %3</source>
        <translation>%1：运行时为 %2，现在为 %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2 → %3</source>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>resumed with changed settings: %1</source>
        <translation>继续运行时更改了设置：%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--checkpoint: &quot;%1&quot; is neither best nor last</source>
        <translation>--checkpoint：&quot;%1&quot; 既不是 best 也不是 last</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the run&apos;s output.test_checkpoint, &quot;%1&quot;</source>
        <translation>该运行的 output.test_checkpoint，&quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--checkpoint %1</source>
        <translation>--checkpoint %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the run kept no best checkpoint (%1)</source>
        <translation>这次运行没有保留最佳检查点（%1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no best checkpoint in %1: scoring the last</source>
        <translation>%1 中没有最佳检查点：改为评估最后一个</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: the data changed since the run was trained: %2. Its scores would not be the run&apos;s: put the files back as they were, or train a new run on the data as it is now</source>
        <translation>%1：数据在该运行训练之后发生了变化：%2。这样得到的得分不是该运行的得分：请把文件恢复原样，或在现在的数据上训练一个新的运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has no test split (its data.splits.test is 0 and it has no data.test_path): give the data to score with --data</source>
        <translation>%1 没有测试集（其 data.splits.test 为 0，且没有 data.test_path）：请用 --data 给出要评估的数据</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the data given to score (%1) hold no sample to score (a series shorter than the window, or gaps in every window)</source>
        <translation>给出的待评分数据（%1）中没有可评分的样本（序列比窗口短，或每个窗口都有缺口）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: the test split came out empty, though %2 asks for one: give the data to score with --data</source>
        <translation>%1：%2 要求划分测试集，但测试集为空：请用 --data 指定要评分的数据</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: scoring the checkpoint before it, %2</source>
        <translation>%1：改为评估它之前的检查点 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2: %3</source>
        <translation>%1：%2：%3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>free GPU memory</source>
        <translation>空闲 GPU 内存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>batch-size finder: cannot read the available host memory (/proc/meminfo); set batch_finder.memory_budget_mb or training.batch_size to a number</source>
        <translation>批大小搜索：无法读取可用主机内存（/proc/meminfo）；请把 batch_finder.memory_budget_mb 或 training.batch_size 设为数字</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>available host memory / %1 ranks on this machine</source>
        <translation>可用主机内存 / 本机 %1 个 rank</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>available host memory</source>
        <translation>可用主机内存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>batch-size finder: budget %1 MiB (%2), margin %3%, batches up to %4</source>
        <translation>批大小搜索：预算 %1 MiB（%2），余量 %3%，批大小最多 %4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>batch-size finder: memory does not limit the batch on a CPU, so the finder aims at the time to an accuracy (batch_finder.prefer &quot;auto&quot;; &quot;largest&quot; takes the largest batch that fits)</source>
        <translation>批大小搜索器：在 CPU 上内存不限制批大小，因此搜索器以达到目标准确率的时间为目标（batch_finder.prefer &quot;auto&quot;；&quot;largest&quot; 则取能放下的最大批）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>batch-size finder: full batches will replay as a CUDA graph, whose memory pool stays reserved beside evaluation and eager steps, so each trial counts its step&apos;s memory twice (compile.cuda_graph false lets the batch grow)</source>
        <translation>批大小搜索：完整批次将以 CUDA 图重放，其显存池会一直保留，评估和即时执行的训练步还要另占显存，所以每次试验把训练步的显存计两次（compile.cuda_graph 设为 false 可让批大小更大）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (the last good checkpoint is kept)</source>
        <translation>%1（保留上一个正常的检查点）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>step profiler: LibTorch&apos;s Kineto profiler could not start (%1); the phases are timed without a trace</source>
        <translation>单步剖析：LibTorch 的 Kineto 剖析器无法启动（%1）；各阶段照常计时，但不写跟踪文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>step profiler: the trace could not be written to %1 (%2)</source>
        <translation>单步剖析：跟踪文件无法写入 %1（%2）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the sweep has variants that cannot train:%1</source>
        <translation>对比实验中有无法训练的变体：%1</translation>
    </message>
    <message>
        <location line="-246"/>
        <source>best</source>
        <translation>最佳</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>last</source>
        <translation>最后</translation>
    </message>
    <message>
        <location line="+270"/>
        <source>no trace</source>
        <translation>没有跟踪文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trace %1</source>
        <translation>跟踪文件 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>step profiler: %1 steps from step %2 (epoch %3): %4; %5</source>
        <translation>单步剖析：从第 %2 步起 %1 步（第 %3 轮）：%4；%5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>could not save the last checkpoint: %1</source>
        <translation>无法保存最后的检查点：%1</translation>
    </message>
    <message>
        <location line="-278"/>
        <source>exported frozen TorchScript model %1 (the %2 weights, epoch %3)</source>
        <translation>已导出冻结的 TorchScript 模型 %1（%2 权重，第 %3 轮）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exported TorchScript model %1 (the %2 weights, epoch %3)</source>
        <translation>已导出 TorchScript 模型 %1（%2 权重，第 %3 轮）</translation>
    </message>
    <message>
        <location line="+279"/>
        <source>rank %1 on %2</source>
        <translation>%2 上的 rank %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>early stopping: %1 has not improved for %2 epochs</source>
        <translation>提前停止：%1 已经 %2 轮没有改善</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>out of memory even with batch 1: %1</source>
        <translation>批大小为 1 时仍然内存不足：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: out of memory with batch %2 per rank (%3); data-parallel runs do not halve the batch on their own: set a smaller training.batch_size, or &quot;auto&quot; to let the finder choose on every rank</source>
        <translation>%1：每个 rank 批大小 %2 时内存不足（%3）；数据并行运行不会自行把批大小减半：请设置更小的 training.batch_size，或设为 &quot;auto&quot;，让批大小搜索在每个 rank 上选择</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>out of memory with batch %1 in epoch %2: freed the cache, continuing with batch %3 and lr %4 (%5 rule); the epoch restarts</source>
        <translation>第 %2 轮在批大小 %1 时内存不足：已释放缓存，以批大小 %3、学习率 %4（%5 规则）继续；本轮重新开始</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stopped during the batch-size search, before training</source>
        <translation>在批大小搜索期间、训练开始之前已停止</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>model.sync_batch_norm: batch-norm statistics are those of the whole batch of the %1 ranks (summed in every step)</source>
        <translation>model.sync_batch_norm：批归一化统计量取自 %1 个 rank 的整个批次（每步求和）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>host memory: transparent huge pages for tensors of 2 MiB and more %1</source>
        <translation>主机内存：2 MiB 及以上张量的透明大页：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>model %1 with %2 parameters; batch %3 per rank × %4 ranks, %5 steps per epoch</source>
        <translation>模型 %1，%2 个参数；每个 rank 批大小 %3 × %4 个 rank，每轮 %5 步</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>model %1 with %2 parameters; batch %3, %4 steps per epoch</source>
        <translation>模型 %1，%2 个参数；批大小 %3，每轮 %4 步</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>checkpoint saved on request</source>
        <translation>已按请求保存检查点</translation>
    </message>
    <message>
        <location line="-268"/>
        <source>stopped during epoch %1</source>
        <translation>在第 %1 轮中停止</translation>
    </message>
    <message>
        <location line="+275"/>
        <source>output.test_checkpoint is &quot;last&quot;</source>
        <translation>output.test_checkpoint 为 &quot;last&quot;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>output.checkpoint.keep_best is false: no best checkpoint was kept</source>
        <translation>output.checkpoint.keep_best 为 false：没有保留最佳检查点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no epoch had a %1 to be best in</source>
        <translation>没有任何一轮有 %1 可用来评选最佳</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last epoch is the best in %1</source>
        <translation>最后一轮的 %1 最好</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>epoch %1 is the best in %2</source>
        <translation>第 %1 轮的 %2 最好</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot read the best checkpoint: %1</source>
        <translation>无法读取最佳检查点：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the best checkpoint could not be read</source>
        <translation>最佳检查点无法读取</translation>
    </message>
    <message>
        <location line="-303"/>
        <source>the test split is scored with the %1 weights, epoch %2 of %3 (%4)</source>
        <translation>测试集使用 %1 权重评估，第 %2 轮（共 %3 轮）（%4）</translation>
    </message>
    <message>
        <location line="+306"/>
        <source>a data-parallel run scores the test split in shares and writes no evaluation.json; lathe-cli evaluate %1 writes it</source>
        <translation>数据并行运行分片评估测试集，不写 evaluation.json；lathe-cli evaluate %1 会写出它</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1; checkpoint saved to %2 (continue with: lathe-cli train --resume %3)</source>
        <translation>%1；检查点已保存到 %2（继续运行：lathe-cli train --resume %3）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>loss scaler skipped %1 step(s) with inf/NaN gradients</source>
        <translation>损失缩放器跳过了 %1 个梯度含 inf/NaN 的步</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>resuming run %1</source>
        <translation>恢复运行 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>run folder %1</source>
        <translation>运行文件夹 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>device %1; precision %2 (%3)</source>
        <translation>设备 %1；精度 %2（%3）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fp16 on the CPU is slow and rarely supported by its kernels; consider bf16 or off</source>
        <translation>fp16 在 CPU 上很慢，且其算子很少支持；请考虑 bf16 或 off</translation>
    </message>
    <message>
        <location line="-174"/>
        <source>data parallel: %1 ranks over %2 (%3, rendezvous %4:%5)</source>
        <translation>数据并行：%1 个 rank，通过 %2（%3，汇合点 %4:%5）</translation>
    </message>
    <message>
        <location line="+184"/>
        <source>samples: train %1, val %2, test %3</source>
        <translation>样本：训练 %1，验证 %2，测试 %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>classes in the training split: %1</source>
        <translation>训练集中的类别：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>class &quot;%1&quot; is %2% of the training split: a model that always answers it reaches that accuracy; judge the run by balanced accuracy and macro F1 (evaluation.json, the Evaluation tab)</source>
        <translation>类别 &quot;%1&quot; 占训练集的 %2%：总是回答它的模型就能达到这个准确率；请用平衡准确率和宏 F1 评判这次运行（evaluation.json、“评估”标签页）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>loader: %1 (%2)</source>
        <translation>数据加载：%1（%2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>device.memory_fraction applies to GPUs only</source>
        <translation>device.memory_fraction 只适用于 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>loader.gpu_resident applies to GPUs only</source>
        <translation>loader.gpu_resident 只适用于 GPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: continuing from the checkpoint before it, %2 (epoch %3)</source>
        <translation>%1：从它之前的检查点 %2 继续（第 %3 轮）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>continuing with the checkpoint&apos;s batch %1 (the config says %2)</source>
        <translation>继续使用检查点的批大小 %1（配置中为 %2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the checkpoint was written by %1 rank(s), this run has %2: batch %3 per rank; epoch %4 starts again from its beginning</source>
        <translation>检查点由 %1 个 rank 写入，本次运行有 %2 个：每个 rank 批大小 %3；第 %4 轮从头开始</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the checkpoint was written by %1 rank(s), this run has %2: batch %3 per rank</source>
        <translation>检查点由 %1 个 rank 写入，本次运行有 %2 个：每个 rank 批大小 %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dropped %1 metrics line(s) newer than the checkpoint</source>
        <translation>丢弃了 %1 行比检查点新的指标记录</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>class weights in the loss (training.class_weights %1): %2</source>
        <translation>损失中的类别权重（training.class_weights %1）：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>loader.sampler balanced: every epoch draws %1 training samples with replacement, each class equally often</source>
        <translation>loader.sampler balanced：每轮有放回地抽取 %1 个训练样本，各类别被抽到的次数相同</translation>
    </message>
    <message>
        <location line="-173"/>
        <source>the model has no convolutions</source>
        <translation>模型没有卷积层</translation>
    </message>
    <message>
        <location line="+174"/>
        <source>compile.channels_last true is not applied: %1</source>
        <translation>compile.channels_last true 未生效：%1</translation>
    </message>
    <message>
        <location line="-172"/>
        <source>compile.channels_last is %1</source>
        <translation>compile.channels_last 为 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>training.deterministic: channels-last convolutions are not bit-reproducible from run to run</source>
        <translation>training.deterministic：channels-last 卷积在不同运行之间不能逐位复现</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>convolutions on the CPU, where channels-last measured faster</source>
        <translation>CPU 上的卷积，channels-last 实测更快</translation>
    </message>
    <message>
        <location line="+171"/>
        <source>compile.channels_last %1: channels-last memory order (%2)</source>
        <translation>compile.channels_last %1：channels-last 内存布局（%2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compile.channels_last %1: contiguous memory order (%2)</source>
        <translation>compile.channels_last %1：连续内存布局（%2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the model has no trainable parameters</source>
        <translation>模型没有可训练的参数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; per rank %2 (this rank found %3), global batch %4 over %5 ranks</source>
        <translation>%1；每个 rank %2（本 rank 找到 %3），全局批大小 %4，共 %5 个 rank</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>batch-size finder: batch %1 measured the most samples/s; set batch_finder.prefer to &quot;fastest&quot; to use it</source>
        <translation>批大小搜索：批大小 %1 测得每秒样本最多；把 batch_finder.prefer 设为 &quot;fastest&quot; 即可使用它</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>resumed from the checkpoint after epoch %1 (and %2 steps of epoch %3)</source>
        <translation>已从第 %1 轮之后的检查点恢复（以及第 %3 轮的 %2 步）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>resumed from the checkpoint after epoch %1</source>
        <translation>已从第 %1 轮之后的检查点恢复</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all %1 epochs were trained already: the test split is scored and the model exported again (--epochs N, more than %1, trains further)</source>
        <translation>全部 %1 轮都已训练完：再次评估测试集并导出模型（--epochs N，N 大于 %1，可继续训练）</translation>
    </message>
    <message>
        <location line="-207"/>
        <source>under %1 the TorchScript autodiff cannot follow autocast, so training runs through the interpreter</source>
        <translation>在 %1 下 TorchScript 自动微分无法跟随 autocast，因此训练通过解释器运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compile.graph_optimize applies to fp32 training only: %1</source>
        <translation>compile.graph_optimize 只适用于 fp32 训练：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compile.graph_optimize is %1</source>
        <translation>compile.graph_optimize 为 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>measured on the run&apos;s first steps</source>
        <translation>在运行的最初几步上测得</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compile.graph_optimize auto: %1, as measured when the run started (%2)</source>
        <translation>compile.graph_optimize auto：%1，为本次运行开始时的测量结果（%2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compile.graph_optimize auto: interpreter: %1</source>
        <translation>compile.graph_optimize auto：解释器：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this run has %1 timeable steps, too few to time the executors</source>
        <translation>本次运行只有 %1 个可计时的步，不足以比较执行器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 and %2</source>
        <translation>%1和%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compile.graph_optimize auto: timing the %1, then the CUDA graph, on this run&apos;s first steps (every step trains)</source>
        <translation>compile.graph_optimize auto：在本次运行的前几步计时%1，然后是 CUDA 图（每一步都在训练）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compile.graph_optimize auto: timing the %1 on this run&apos;s first steps (every step trains)</source>
        <translation>compile.graph_optimize auto：在本次运行的前几步计时%1（每一步都在训练）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compile.graph_optimize auto: %1; the trial cost %2 s</source>
        <translation>compile.graph_optimize auto：%1；试验耗时 %2 秒</translation>
    </message>
    <message>
        <location line="+198"/>
        <source>data parallel: the gradient all-reduce runs between backward and the step, outside the graph</source>
        <translation>数据并行：梯度 all-reduce 在反向传播和优化器步之间、图之外运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>training.grad_accumulation is %1 (a graph holds one whole step)</source>
        <translation>training.grad_accumulation 为 %1（一个图包含完整的一步）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compile.cuda_graph: not used: %1</source>
        <translation>compile.cuda_graph：未使用：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compile.cuda_graph: full batches of %1 will train through one CUDA graph, captured after 3 warm-up steps</source>
        <translation>compile.cuda_graph：批大小为 %1 的完整批次将通过一个 CUDA 图训练，在 3 步预热后捕获</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compile.cuda_graph: the training step waits for the GPU (%1), so it cannot be captured; training goes on without a CUDA graph</source>
        <translation>compile.cuda_graph：训练步在等待 GPU（%1），因此无法捕获；训练继续，不使用 CUDA 图</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compile.cuda_graph: training step captured after %1 warm-up steps (batch %2); replayed from here on</source>
        <translation>compile.cuda_graph：在 %1 步预热后捕获了训练步（批大小 %2）；此后重放该图</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>  CPUs a run may use: %1 (%2 on the machine, %3 by affinity, a CPU quota of %4)</source>
        <translation>  运行可用的 CPU：%1 个（整机 %2 个，亲和性允许 %3 个，CPU 配额 %4）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  CPUs a run may use: %1 (%2 on the machine, %3 by affinity, no CPU quota)</source>
        <translation>  运行可用的 CPU：%1 个（整机 %2 个，亲和性允许 %3 个，无 CPU 配额）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>  other programs use %1 CPUs now: a CPU run starts on %2 threads and measures fewer while it trains, keeping the fastest</source>
        <translation>  其他程序当前占用 %1 个 CPU：CPU 上的运行以 %2 个线程开始，训练时测量更少的线程数，保留最快的</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  other programs use no CPU now: a CPU run trains on %1 threads</source>
        <translation>  其他程序当前没有占用 CPU：CPU 上的运行使用 %1 个线程训练</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  OpenMP threads wait: %1</source>
        <translation>  OpenMP 线程的等待方式：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of step time waits for data</source>
        <translation>%1 的步时间在等待数据</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU busy %1 while %2</source>
        <translation>GPU 忙碌 %1，同时%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: keep the data on the GPU (loader.gpu_resident &quot;on&quot;) or raise loader.workers</source>
        <translation>%1：把数据放在 GPU 上（loader.gpu_resident &quot;on&quot;）或增大 loader.workers</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>%1: raise loader.workers or lower data.image_height/width</source>
        <translation>%1：增大 loader.workers 或减小 data.image_height/width</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPU busy only %1 of the time: the steps are too small to fill it; raise training.batch_size (or &quot;auto&quot;)</source>
        <translation>GPU 只有 %1 的时间在忙：每步太小，填不满它；请增大 training.batch_size（或设为 &quot;auto&quot;）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The cores are only %1 busy: raise training.batch_size, or look for another program using them</source>
        <translation>CPU 核心的繁忙度只有 %1：增大 training.batch_size，或检查是否有其他程序占用它们</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of GPU memory used at batch %2: the batch can grow (training.batch_size &quot;auto&quot; finds the largest)</source>
        <translation>批大小 %2 时使用了 %1 的 GPU 内存：批大小还可以增大（training.batch_size &quot;auto&quot; 会找出最大值）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fp32 on a bf16-capable GPU: precision.amp &quot;auto&quot; or &quot;bf16&quot; trains faster with no loss scaling</source>
        <translation>在支持 bf16 的 GPU 上使用 fp32：precision.amp &quot;auto&quot; 或 &quot;bf16&quot; 训练更快，且无需损失缩放</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TF32 is off (device.tf32 false): fp32 matmuls run at a fraction of the tensor cores&apos; speed</source>
        <translation>TF32 已关闭（device.tf32 false）：fp32 矩阵乘法只能发挥张量核心的一小部分速度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 on the CPU is usually slower than fp32 there: precision.amp &quot;off&quot;</source>
        <translation>%1 在 CPU 上通常比 fp32 慢：precision.amp &quot;off&quot;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 trains %2 slower than the typical rank, and every step waits for it: check its GPU and host (lathe-cli doctor there; another job, clocks, temperature, data wait)</source>
        <translation>%1 比典型 rank 慢 %2，而每一步都要等它：请检查它的 GPU 和主机（在那里运行 lathe-cli doctor；其他作业、时钟频率、温度、数据等待）</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>batch-size finder: even batch 1 needs more than the memory budget (%1 after the %2% margin)</source>
        <translation>批大小搜索：即使批大小 1 也超出了内存预算（扣除 %2% 余量后为 %1）</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>CPU threads: %1</source>
        <translation>CPU 线程：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU threads: %1 of %2: other programs use %3 CPUs; the other counts are measured against it</source>
        <translation>CPU 线程：%2 个中用 %1 个：其他程序占用 %3 个 CPU；其他线程数与它对比测量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU threads: %1 again: the other programs stopped using the CPU before the measurement began</source>
        <translation>CPU 线程：重新用 %1 个：测量开始前其他程序已不再占用 CPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 threads on parts of the batch %2/step (%3 block(s): slower than %4 thread(s), measured no further)</source>
        <translation>%1 个线程各算批次的一部分 %2/步（%3 个块：比 %4 个线程慢，不再测量）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 thread(s) %2/step (%3 block(s): slower than %4 thread(s), measured no further)</source>
        <translation>%1 个线程 %2/步（%3 个块：比 %4 个线程慢，不再测量）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 thread(s) %2/step</source>
        <translation>%1 个线程 %2/步</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU threads measured because %1 (means of %2 alternating blocks of about %3 steps each): %4</source>
        <translation>因为%1，测量了 CPU 线程数（%2 个交替块的平均值，每块约 %3 步）：%4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 → %2 thread(s), faster by %3, more than the steps&apos; spread (%4)</source>
        <translation>%1 → %2 个线程，快 %3，超过了各步的离散程度（%4）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>other programs use %1 CPUs</source>
        <translation>其他程序占用了 %1 个 CPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the steps became %1x slower</source>
        <translation>每步变慢了 %1 倍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the steps became %1x faster</source>
        <translation>每步变快了 %1 倍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the other programs stopped using the CPU</source>
        <translation>其他程序不再占用 CPU</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>exported frozen TorchScript model %1 (the best weights, epoch %2)</source>
        <translation>已导出冻结的 TorchScript 模型 %1（第 %2 轮的最佳权重）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exported TorchScript model %1 (the best weights, epoch %2)</source>
        <translation>已导出 TorchScript 模型 %1（第 %2 轮的最佳权重）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exported frozen TorchScript model %1 (the last weights, epoch %2)</source>
        <translation>已导出冻结的 TorchScript 模型 %1（第 %2 轮的最终权重）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exported TorchScript model %1 (the last weights, epoch %2)</source>
        <translation>已导出 TorchScript 模型 %1（第 %2 轮的最终权重）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the test split is scored with the best weights, epoch %1 of %2 (%3)</source>
        <translation>测试集使用第 %1 轮（共 %2 轮）的最佳权重评估（%3）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the test split is scored with the last weights, epoch %1 of %2 (%3)</source>
        <translation>测试集使用第 %1 轮（共 %2 轮）的最终权重评估（%3）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>TensorBoard log in %1: tensorboard --logdir %2</source>
        <translation>TensorBoard 日志位于 %1：用 tensorboard --logdir %2 查看</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 of %2 CPUs by affinity, a CPU quota of %3</source>
        <translation>亲和性允许 %2 个 CPU 中的 %1 个，CPU 配额 %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 CPUs by affinity</source>
        <translation>亲和性允许 %2 个 CPU 中的 %1 个</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 CPUs</source>
        <translation>%1 个 CPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, shared by %2 ranks on this machine</source>
        <translation>%1，由本机的 %2 个进程（rank）共享</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU threads: %1 (%2); OpenMP threads wait: %3</source>
        <translation>CPU 线程：%1（%2）；OpenMP 线程的等待方式：%3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU threads stay at %1: training.deterministic</source>
        <translation>CPU 线程固定为 %1：training.deterministic</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU threads stay at %1: the ranks share the machine&apos;s CPUs</source>
        <translation>CPU 线程固定为 %1：各进程（rank）共享本机的 CPU</translation>
    </message>
    <message>
        <location line="-113"/>
        <source>%1: the data changed since the run was trained: %2. The run&apos;s model cannot take it: put the files back as they were, or start a new run</source>
        <translation>%1：数据在该运行训练之后发生了变化：%2。该运行的模型无法接受这样的数据：请把文件恢复原样，或开始一个新的运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the data changed since the run&apos;s last session: %1; training goes on with the data as it is now</source>
        <translation>数据在该运行上一次训练之后发生了变化：%1；训练将使用现在的数据继续</translation>
    </message>
    <message>
        <location line="+159"/>
        <source>pruned at rung %1 (epoch %2) at %3: place %4 of %5, and only the best %6 went on (the last of them at %7)</source>
        <translation>在第 %1 级（第 %2 轮）以 %3 被剪枝：%5 个中排第 %4，只有最好的 %6 个继续（其中最后一个为 %7）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pruned at rung %1 (epoch %2) at %3: place %4 of %5; too few reached this rung for any to go on by rank, so the search trained only its best trial on</source>
        <translation>在第 %1 级（第 %2 轮）以 %3 被剪枝：%5 个中排第 %4；到达这一级的试验太少，没有一个能按排名继续，因此搜索只让其中最好的试验继续训练</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>batch-size finder: largest batch within %1 is %2%3 after %4 trials; fastest measured %5; using %6%7</source>
        <translation>批大小搜索：%1 以内的最大批大小为 %2%3，共 %4 次试验；测得最快的是 %5；使用 %6%7</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (the max_batch cap)</source>
        <translation>（max_batch 上限）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (rounded: %1)</source>
        <translation>（已取整：%1）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1; batches %2 to %3 timed %4 times each, and batch %5 should reach an accuracy soonest (%6 a step, %7× the fewest steps)</source>
        <translation>%1；批大小 %2 到 %3 各计时 %4 次，批大小 %5 应最快达到目标准确率（每步 %6，为最少步数的 %7 倍）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1; batch %2 timed again against batch %3, %4 times each: its time to an accuracy is %5% less, more than the spread (%6%), so batch %2 is used</source>
        <translation>%1；批大小 %2 与批大小 %3 交替各重新计时 %4 次：它达到准确率的时间少 %5%，超过离散程度（%6%），因此使用批大小 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; batch %2 timed again against batch %3, %4 times each: its lead of %5% is within the spread (%6%), so the larger batch %3 is preferred</source>
        <translation>%1；批大小 %2 与批大小 %3 交替各重新计时 %4 次：它领先 %5%，在离散程度（%6%）之内，因此优先使用更大的批大小 %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cuda:%1: host-to-device bandwidth</source>
        <translation>cuda:%1：主机到设备带宽</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cuda:%1: one training step</source>
        <translation>cuda:%1：一个训练步</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; yet the NVIDIA driver reports %2 GPU(s): is the driver too old for CUDA %3?</source>
        <translation>%1；但 NVIDIA 驱动报告了 %2 块 GPU：驱动对 CUDA %3 来说是否太旧？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cpu: matmul fp32</source>
        <translation>cpu：矩阵乘法 fp32</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cpu: one training step</source>
        <translation>cpu：一个训练步</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  cuDNN %1, CUDA_VISIBLE_DEVICES (unset)</source>
        <translation>  cuDNN %1，CUDA_VISIBLE_DEVICES（未设置）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  cuDNN %1, CUDA_VISIBLE_DEVICES &quot;%2&quot;</source>
        <translation>  cuDNN %1，CUDA_VISIBLE_DEVICES &quot;%2&quot;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  NVIDIA driver: NVML sees %1 GPU(s)</source>
        <translation>  NVIDIA 驱动：NVML 看到 %1 块 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  NVIDIA driver: %1</source>
        <translation>  NVIDIA 驱动：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No usable GPU: %1.</source>
        <translation>没有可用的 GPU：%1。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training runs on the CPU (device.type &quot;auto&quot;); precision.amp &quot;auto&quot; picks fp32 there.</source>
        <translation>训练在 CPU 上运行（device.type &quot;auto&quot;）；precision.amp &quot;auto&quot; 在那里选择 fp32。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cuda:%1  %2, compute %3, %4 GiB, bf16 %5, TF32 %6</source>
        <translation>cuda:%1  %2，计算能力 %3，%4 GiB，bf16 %5，TF32 %6</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  amp auto -&gt; %1 (%2)</source>
        <translation>  amp auto -&gt; %1（%2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  matmul %1: %2 TFLOP/s</source>
        <translation>  矩阵乘法 %1：%2 TFLOP/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  matmul %1: %2 TFLOP/s (nominal %3, %4%)</source>
        <translation>  矩阵乘法 %1：%2 TFLOP/s（标称 %3，%4%）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  host-&gt;device: pinned %1 GB/s, pageable %2 GB/s</source>
        <translation>  主机-&gt;设备：锁页 %1 GB/s，可分页 %2 GB/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  one training step (small CNN, batch 256): %1 ms</source>
        <translation>  一个训练步（小型 CNN，批大小 256）：%1 毫秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cpu: %1 threads, matmul fp32 %2 GFLOP/s, one training step (small CNN, batch 256) %3 ms</source>
        <translation>cpu：%1 个线程，矩阵乘法 fp32 %2 GFLOP/s，一个训练步（小型 CNN，批大小 256）%3 毫秒</translation>
    </message>
    <message>
        <location line="-776"/>
        <source>%1:%2: %3</source>
        <translation>%1:%2：%3</translation>
    </message>
    <message>
        <location line="-196"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+952"/>
        <source>cuda:%1: matmul fp32 / TF32 / bf16 / fp16</source>
        <translation>cuda:%1：矩阵乘法 fp32 / TF32 / bf16 / fp16</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1 of GPU memory used: a larger model or batch will run out of memory (training.batch_size &quot;auto&quot; leaves room)</source>
        <translation>GPU 显存已用 %1：更大的模型或批大小会导致显存不足（training.batch_size &quot;auto&quot; 会留出余量）</translation>
    </message>
    <message>
        <location line="-610"/>
        <source>rank %1</source>
        <translation>rank %1</translation>
    </message>
    <message>
        <location line="+604"/>
        <source>This search trains %1 trials at once: they and any other programs use %2 of the cores, so this trial gets %3 (sweep --parallel 1 trains one at a time)</source>
        <translation>此搜索同时训练 %1 个试验：它们和其他程序占用了 %2 的 CPU 核心，因此本试验只得到 %3（sweep --parallel 1 会一次只训练一个）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Other programs use %1 of the cores, so this run gets only %2: it trains on %3 thread(s) and slower until they end</source>
        <translation>其他程序占用了 %1 的核心，本次运行只得到 %2：它使用 %3 个线程训练，在它们结束之前会变慢</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other programs use %1 of the cores, so this run gets only %2: it trains slower until they end</source>
        <translation>其他程序占用了 %1 的 CPU 核心，本次运行只得到 %2：在它们结束之前训练会变慢</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Bottleneck: the data. Steps wait %1 of their time for the next batch.</source>
        <translation>瓶颈在数据：训练步有 %1 的时间在等待下一批数据。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The GPU is busy (%1): training runs as fast as the GPU computes.</source>
        <translation>GPU 很忙（%1）：训练速度取决于 GPU 的计算能力，这正是应有的状态。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The GPU idles %1 of the time: its steps are too small to fill it, not held up by data.</source>
        <translation>GPU 有 %1 的时间空闲：训练步太小，填不满 GPU，并不是在等数据。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training on the GPU; its utilisation is not known (no NVML readings).</source>
        <translation>正在 GPU 上训练；利用率未知（没有 NVML 读数）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training on the CPU: its one core is busy (%1), so the CPU&apos;s compute is the limit; a GPU would be faster.</source>
        <translation>正在 CPU 上训练：它唯一的核心很忙（%1），瓶颈是 CPU 的计算能力；用 GPU 会更快。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training on the CPU: its %1 cores are busy (%2), so the CPU&apos;s compute is the limit; a GPU would be faster.</source>
        <translation>正在 CPU 上训练：%1 个核心都很忙（%2），瓶颈是 CPU 的计算能力；用 GPU 会更快。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training on the CPU, sharing it: other programs use %1 of the cores, this run %2.</source>
        <translation>在 CPU 上训练，且与其他程序共用：其他程序占用了 %1 的核心，本次运行占用 %2。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training on the CPU, but its one core is only %1 busy.</source>
        <translation>正在 CPU 上训练，但它唯一的核心繁忙度只有 %1。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training on the CPU, but its %1 cores are only %2 busy.</source>
        <translation>正在 CPU 上训练，但 %1 个核心的繁忙度只有 %2。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training on the CPU.</source>
        <translation>正在 CPU 上训练。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 is in use by another Lathe process: a run folder is written by one process at a time. If that process has ended (a node lost on a network file system can leave its lock behind), delete %2 and try again.</source>
        <translation>%1 正被另一个 Lathe 进程使用：一个运行目录同一时间只能由一个进程写入。如果该进程已经结束（网络文件系统上丢失的节点可能留下它的锁），请删除 %2 后重试。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is in use by another Lathe process (PID %2 on %3): a run folder is written by one process at a time. If that process has ended (a node lost on a network file system can leave its lock behind), delete %4 and try again.</source>
        <translation>%1 正被另一个 Lathe 进程（%3 上的 PID %2）使用：一个运行目录同一时间只能由一个进程写入。如果该进程已经结束（网络文件系统上丢失的节点可能留下它的锁），请删除 %4 后重试。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off (THP_MEM_ALLOC_ENABLE=%1)</source>
        <translation>关闭（THP_MEM_ALLOC_ENABLE=%1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on, but the kernel gives no huge pages (transparent_hugepage: never)</source>
        <translation>开启，但内核不提供大页（transparent_hugepage: never）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on</source>
        <translation>开启</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on (transparent_hugepage: %1)</source>
        <translation>开启（transparent_hugepage: %1）</translation>
    </message>
</context>
<context>
    <name>lathe::ui::ChartModel</name>
    <message>
        <location filename="../ui/chartmodel.cpp" line="+64"/>
        <source>Chart</source>
        <translation>图表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Series</source>
        <translation>序列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last x</source>
        <translation>最后的 x</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last y</source>
        <translation>最后的 y</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>batch loss</source>
        <translation>批次损失</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+15"/>
        <source>learning rate</source>
        <translation>学习率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>samples/s</source>
        <translation>样本/秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>data wait %</source>
        <translation>数据等待 %</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rank %1 samples/s</source>
        <translation>rank %1 样本/秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rank %1 data wait %</source>
        <translation>rank %1 数据等待 %</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 used</source>
        <translation>%1 已用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 W</source>
        <translation>%1 功率 W</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 °C</source>
        <translation>%1 温度 °C</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>allocator reserved</source>
        <translation>分配器已预留</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>allocator allocated</source>
        <translation>分配器已分配</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>process CPU (% of a core)</source>
        <translation>进程 CPU（占单核 %）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>host CPU</source>
        <translation>主机 CPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>process RSS</source>
        <translation>进程 RSS</translation>
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
        <translation>轮次</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>lr</source>
        <translation>学习率</translation>
    </message>
    <message>
        <location line="-1"/>
        <location line="+3"/>
        <location line="+3"/>
        <source>seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>Log scale (loss, learning rate)</source>
        <translation>对数坐标（损失、学习率）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Smoothing</source>
        <translation>平滑</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Smooths the noisy curves (batch loss, device readings) with an exponential moving average; the values themselves stay drawn faintly behind</source>
        <translation>用指数移动平均平滑抖动的曲线（批次损失、设备读数）；原始数值仍以浅色画在后面</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Reset zoom</source>
        <translation>重置缩放</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every chart back to all its data (Home in a chart does it for that one)</source>
        <translation>所有图表恢复显示全部数据（在某个图表中按 Home 只恢复该图表）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show all charts</source>
        <translation>显示全部图表</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+5"/>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>samples/s</source>
        <translation>样本/秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>s</source>
        <translation>秒</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>W / °C</source>
        <translation>W / °C</translation>
    </message>
    <message>
        <location line="+108"/>
        <source>No run yet: start one (F5) and its curves appear here</source>
        <translation>还没有运行：开始一次运行（F5），曲线会显示在这里</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No GPU: power and temperature need an NVIDIA GPU and its NVML library (libnvidia-ml.so.1)</source>
        <translation>没有 GPU：功率和温度需要 NVIDIA GPU 及其 NVML 库（libnvidia-ml.so.1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No power or temperature reading yet: NVML may not report them for this GPU</source>
        <translation>尚无功率或温度读数：NVML 可能不报告这块 GPU 的这些数值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The run ended without a device reading (monitor.enabled, monitor.interval_ms)</source>
        <translation>运行结束前没有得到设备读数（monitor.enabled、monitor.interval_ms）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for the first device reading</source>
        <translation>正在等待第一次设备读数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Appears when the first epoch ends</source>
        <translation>第一轮结束后显示</translation>
    </message>
    <message>
        <location filename="../ui/chartmodel.cpp" line="-165"/>
        <source>Loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accuracy / metric</source>
        <translation>准确率 / 指标</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learning rate</source>
        <translation>学习率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Samples/s</source>
        <translation>样本/秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Epoch time (s)</source>
        <translation>每轮用时（秒）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data wait %</source>
        <translation>数据等待 %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Utilisation %</source>
        <translation>利用率 %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory (GiB)</source>
        <translation>内存（GiB）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power (W) and temperature (°C)</source>
        <translation>功率（W）与温度（°C）</translation>
    </message>
</context>
<context>
    <name>lathe::ui::CompareView</name>
    <message>
        <location filename="../ui/compareview.cpp" line="+27"/>
        <source>completed</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unfinished</source>
        <translation>未完成</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>learning rate</source>
        <translation>学习率</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>samples/s</source>
        <translation>样本/秒</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>epoch time (s)</source>
        <translation>每轮用时（秒）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>data wait %</source>
        <translation>数据等待 %</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Runs compared</source>
        <translation>比较的运行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>epoch</source>
        <translation>轮次</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tick the runs to compare in the table below</source>
        <translation>在下方表格中勾选要比较的运行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show in the Training tab</source>
        <translation>在“训练”标签页中显示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The selected run&apos;s charts and dashboard, as they were when it ended (double-click a run does the same)</source>
        <translation>所选运行结束时的图表和仪表板（双击某个运行效果相同）</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>Tick two runs or more: their curves are overlaid above, and the settings that differ between them get a column here.</source>
        <translation>勾选两个或更多运行：它们的曲线叠加在上方，取值不同的设置会在这里各占一列。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n setting(s) differ between the %1 runs ticked.</source>
        <translation>
            <numerusform>勾选的 %1 个运行之间有 %n 项设置不同。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Epochs</source>
        <translation>轮数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1, last</source>
        <translation>%1（最后）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Last</source>
        <translation>最后</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, best</source>
        <translation>%1（最佳）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best</source>
        <translation>最佳</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1 by epoch</source>
        <translation>%1 随轮次变化</translation>
    </message>
</context>
<context>
    <name>lathe::ui::ConfigEditor</name>
    <message>
        <location filename="../ui/configeditor.cpp" line="+104"/>
        <source>%1: %2 (not applied)</source>
        <translation>%1：%2（未应用）</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The JSON text has a syntax error (line %1, column %2): the form follows it again once that is fixed in the JSON tab. Until then it shows the last valid text.</source>
        <translation>JSON 文本有语法错误（第 %1 行，第 %2 列）：在 JSON 标签页中改正后，表单会重新跟随文本。在此之前，表单显示的是最后一次有效的文本。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The JSON text is not a JSON object: the form follows it again once it is one. Until then it shows the last valid text.</source>
        <translation>JSON 文本不是 JSON 对象：改成对象后，表单会重新跟随文本。在此之前，表单显示的是最后一次有效的文本。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The JSON text has a syntax error (line %1, column %2): the form shows the config once that is fixed in the JSON tab.</source>
        <translation>JSON 文本有语法错误（第 %1 行，第 %2 列）：在 JSON 标签页中修正后，表单即显示该配置。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The JSON text is not a JSON object: the form shows the config once it is one.</source>
        <translation>JSON 文本不是 JSON 对象：它成为对象后，表单即显示该配置。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Config valid</source>
        <translation>配置有效</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n 个问题</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The form works once the JSON is valid: fix the JSON syntax first.</source>
        <translation>JSON 有效后才能使用表单：请先修正 JSON 语法。</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>training.batch_size set to %1</source>
        <translation>training.batch_size 已设为 %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>training.batch_size set to %1; the learning rate follows it (lr_scaling %2 from batch %3)</source>
        <translation>training.batch_size 已设为 %1；学习率随之调整（lr_scaling %2，基准批大小 %3）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>training.lr set to %1 (found at batch %2)</source>
        <translation>training.lr 已设为 %1（在批大小 %2 下找到）</translation>
    </message>
    <message>
        <location line="+55"/>
        <location line="+8"/>
        <location line="+18"/>
        <location line="+6"/>
        <location line="+6"/>
        <location line="+9"/>
        <source>Open config</source>
        <translation>打开配置</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>Lathe configs (*.json);;All files (*)</source>
        <translation>Lathe 配置 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot read %1:
%2</source>
        <translation>无法读取 %1：
%2</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 is not a text file: it holds binary data. Lathe opens training configs, JSON text files.</source>
        <translation>%1 不是文本文件：其中是二进制数据。Lathe 打开的是训练配置，即 JSON 文本文件。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is neither UTF-8 nor GB18030 text. Save it as UTF-8 in the editor that wrote it, then open it again.</source>
        <translation>%1 既不是 UTF-8 也不是 GB18030 文本。请在编写它的编辑器中将其另存为 UTF-8，然后重新打开。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 does not look like a Lathe config: a config is a JSON object, which starts with &quot;{&quot;, and this file starts with &quot;%2&quot;. Open it as text anyway?</source>
        <translation>%1 看起来不是 Lathe 配置：配置是以“{”开头的 JSON 对象，而这个文件以“%2”开头。仍要作为文本打开吗？</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Opened %1: GB18030 (GBK) text, read as such; saving writes it as UTF-8</source>
        <translation>已打开 %1：GB18030（GBK）文本，已按此编码读取；保存时将写为 UTF-8</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>%1 is UTF-16 text that does not decode at byte %2. Save it as UTF-8 in the editor that wrote it, then open it again.</source>
        <translation>%1 是 UTF-16 文本，但在第 %2 个字节处无法解码。请在编写它的编辑器中将其另存为 UTF-8，然后重新打开。</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Opened %1: UTF-16 text, read as such; saving writes it as UTF-8</source>
        <translation>已打开 %1：UTF-16 文本，已按此编码读取；保存时将写为 UTF-8</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+26"/>
        <source>Save config</source>
        <translation>保存配置</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Lathe configs (*.json)</source>
        <translation>Lathe 配置 (*.json)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Cannot write %1:
%2</source>
        <translation>无法写入 %1：
%2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saved %1, which is not valid JSON yet: nothing can train it until its syntax is fixed (see Problems).</source>
        <translation>已保存 %1，但它还不是有效的 JSON：在修正语法之前无法用它训练（见“问题”）。</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Saved %1 (%n problem(s) remain)</source>
        <translation>
            <numerusform>已保存 %1（仍有 %n 个问题）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Relative paths rewritten to find the same files from the new folder: %1.</source>
        <translation>已改写相对路径，使其从新文件夹仍指向同样的文件：%1。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The untitled config has unsaved changes. Save them?</source>
        <translation>未命名的配置有未保存的更改。要保存吗？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 有未保存的更改。要保存吗？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>New from template</source>
        <translation>从模板新建</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cannot read the template %1</source>
        <translation>无法读取模板 %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>New config from the template %1</source>
        <translation>已从模板 %1 新建配置</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Cannot keep an autosave in %1</source>
        <translation>无法在 %1 中保存自动备份</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+23"/>
        <source>an untitled config</source>
        <translation>一个未命名的配置</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Restore unsaved edits</source>
        <translation>恢复未保存的编辑</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lathe ended without saving your edits to %1 (kept %2). Restore them?</source>
        <translation>Lathe 上次退出时未保存你对 %1 的编辑（备份于 %2）。要恢复吗？</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Restore</source>
        <translation>恢复(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard</source>
        <translation>丢弃(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Later</source>
        <translation>稍后(&amp;L)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Restored the unsaved edits to %1</source>
        <translation>已恢复对 %1 的未保存编辑</translation>
    </message>
</context>
<context>
    <name>lathe::ui::ConfigOverview</name>
    <message>
        <location filename="../ui/configoverview.cpp" line="+140"/>
        <source>other settings (not read for source %1)</source>
        <translation>其他设置（数据源 %1 不读取）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>other settings (not read by model %1)</source>
        <translation>其他设置（模型 %1 不读取）</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Edit as JSON, e.g. [32, 64].</source>
        <translation>以 JSON 格式编辑，例如 [32, 64]。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose a word, or type JSON such as {&quot;yes&quot;: 4, &quot;no&quot;: 1}.</source>
        <translation>选择一个词，或输入 JSON，例如 {&quot;yes&quot;: 4, &quot;no&quot;: 1}。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>A note for editors, not a setting: Lathe keeps it in the file and does not read it.</source>
        <translation>给编辑器看的备注，不是设置：Lathe 将它保留在文件中，但不读取它。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>not a setting Lathe knows</source>
        <translation>不是 Lathe 认识的设置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fix or remove it in the JSON tab.</source>
        <translation>请在 JSON 标签页中修正或删除它。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Field</source>
        <translation>字段</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>expected a JSON array such as [32, 64]</source>
        <translation>应为 JSON 数组，例如 [32, 64]</translation>
    </message>
</context>
<context>
    <name>lathe::ui::ConfusionMatrixView</name>
    <message>
        <location filename="../ui/evaluationpanel.cpp" line="+140"/>
        <source>%1 recognised: %2 (%3% of the class)</source>
        <translation>%1 识别正确：%2（占该类别 %3%）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 taken for %2: %3 (%4% of the class)</source>
        <translation>%1 被误判为 %2：%3（占该类别 %4%）</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+54"/>
        <source>predicted class</source>
        <translation>预测类别</translation>
    </message>
</context>
<context>
    <name>lathe::ui::Dashboard</name>
    <message>
        <location filename="../ui/dashboardevaluate.cpp" line="+132"/>
        <source>GPU %1 %2</source>
        <translation>GPU %1 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 GPU %2 %3</source>
        <translation>%1 GPU %2 %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs busy</source>
        <translation>GPU 繁忙度</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPU busy</source>
        <translation>GPU 繁忙度</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>of the time a kernel ran</source>
        <translation>有内核在运行的时间占比</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no NVML readings: utilisation unknown</source>
        <translation>没有 NVML 读数：利用率未知</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+25"/>
        <source>the run ended before the first reading</source>
        <translation>运行在第一次读数之前就已结束</translation>
    </message>
    <message>
        <location line="-24"/>
        <location line="+2"/>
        <location line="+22"/>
        <source>waiting for a reading</source>
        <translation>正在等待读数</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>CPU busy</source>
        <translation>CPU 繁忙度</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n core(s) · %1% of one core · machine %2</source>
        <translation>
            <numerusform>%n 个核心 · 单核的 %1% · 整机 %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n core(s) · %1% of one core</source>
        <translation>
            <numerusform>%n 个核心 · 单核的 %1%</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n thread(s), each on its own part of the batch · other programs use %1 CPUs</source>
        <translation>
            <numerusform>%n 个线程，各自训练批次的一部分 · 其他程序占用 %1 个 CPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n thread(s), each on its own part of the batch · no other program busy</source>
        <translation>
            <numerusform>%n 个线程，各自训练批次的一部分 · 没有其他程序繁忙</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n thread(s) · other programs use %1 CPUs</source>
        <translation>
            <numerusform>%n 个线程 · 其他程序占用 %1 个 CPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n thread(s) · no other program busy</source>
        <translation>
            <numerusform>%n 个线程 · 没有其他程序繁忙</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>GPU memory</source>
        <translation>GPU 显存</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 / %2 GiB</source>
        <translation>%1 / %2 GiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 used on GPU %2, the fullest</source>
        <translation>占用最多的 GPU %2 已用 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 used</source>
        <translation>已用 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Memory (process)</source>
        <translation>内存（进程）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>resident in host memory</source>
        <translation>驻留在主机内存中</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Samples/s</source>
        <translation>样本/秒</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 ranks together</source>
        <translation>%1 个 rank 合计</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 at epoch %2 against %3</source>
        <translation>第 %2 轮相比第 %3 轮 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>training samples per second</source>
        <translation>每秒训练样本数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Data wait</source>
        <translation>数据等待</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>measured over each epoch</source>
        <translation>按每轮测量</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>of step time, epoch %1</source>
        <translation>占训练步时间，第 %1 轮</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Step time</source>
        <translation>单步用时</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>batch %1 · %2 steps per epoch</source>
        <translation>批大小 %1 · 每轮 %2 步</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time left</source>
        <translation>剩余时间</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>epoch %1/%2 · step %3/%4</source>
        <translation>第 %1/%2 轮 · 第 %3/%4 步</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ended</source>
        <translation>已结束</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paused</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paused where it trains: resuming it there continues; paused time is not counted</source>
        <translation>已在训练它的地方暂停：在那里继续即可接着训练；暂停的时间不计入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paused: Resume (F8) continues; paused time is not counted</source>
        <translation>已暂停：按“继续”（F8）接着训练；暂停时间不计入</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Silent</source>
        <translation>无写入</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nothing written for %1</source>
        <translation>已有 %1 没有写入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The run has written nothing to its folder for %1, longer than it has been quiet before: its process may have ended without a summary (killed, out of memory, a lost node), or the folder is not synced here. Lathe keeps watching.</source>
        <translation>这次运行已经 %1 没有向它的目录写入任何内容，比它以往安静的时间都长：它的进程可能没写摘要就结束了（被杀掉、内存不足、节点丢失），或者该目录没有同步到这里。Lathe 会继续查看。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The loss is not a number: lower training.lr or enable gradient clipping</source>
        <translation>损失不是有效数值：降低 training.lr 或启用梯度裁剪</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>val</source>
        <translation>验证</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>train</source>
        <translation>训练</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The validation loss has risen two epochs running: the model may be overfitting (early stopping keeps the best weights)</source>
        <translation>验证损失已连续两轮上升：模型可能开始过拟合（早停会保留最佳权重）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>after the first epoch</source>
        <translation>第一轮之后显示</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>best %1 at epoch %2</source>
        <translation>最佳 %1（第 %2 轮）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Precision · batch</source>
        <translation>精度 · 批大小</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 ranks: %2 samples a step</source>
        <translation>%1 个 rank：每步 %2 个样本</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This run folder has had no writes for %1 and no run has started in it: its process may have ended before it trained (killed, out of memory), or the folder is not synced here. Lathe keeps watching.</source>
        <translation>这个运行目录已经 %1 没有写入，其中也还没有运行开始：它的进程可能在训练前就结束了（被杀掉、内存不足），或者该目录没有同步到这里。Lathe 会继续查看。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Waiting for the run to start writing its progress into its folder…</source>
        <translation>正在等待这次运行开始向它的目录写入进度…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start a run (F5): here you will see whether the GPU or CPU is busy, what holds it back, and whether training is healthy.</source>
        <translation>开始一次运行（F5）：这里会显示 GPU 或 CPU 是否繁忙、是什么拖慢了它，以及训练是否健康。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Paused where it trains: nothing trains until it is resumed there.</source>
        <translation>已在训练它的地方暂停：在那里继续之前不会训练。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paused: nothing trains until you resume (F8).</source>
        <translation>已暂停：在你继续（F8）之前不会训练。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Preparing: reading the data and building the model…</source>
        <translation>准备中：正在读取数据并构建模型…</translation>
    </message>
    <message>
        <location filename="../ui/dashboard.cpp" line="+217"/>
        <source>The run finished: its report (report.html) and model are in the run folder.</source>
        <translation>运行已完成：报告（report.html）和模型在运行文件夹中。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The run stopped; Resume under Runs continues it from its checkpoint.</source>
        <translation>运行已停止；在“运行记录”中点击“继续训练”可从检查点接着训练。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The run failed: %1</source>
        <translation>运行失败：%1</translation>
    </message>
    <message numerus="yes">
        <location line="+100"/>
        <source>%1, as it ended (%n epoch(s))</source>
        <translation>
            <numerusform>%1 结束时的情况（%n 轮）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lathe::ui::EvaluationPanel</name>
    <message>
        <location filename="../ui/evaluationpanel.cpp" line="+61"/>
        <source>Counts</source>
        <translation>数量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>% of the true class</source>
        <translation>占真实类别的 %</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Class</source>
        <translation>类别</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Precision</source>
        <translation>精确率</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Recall</source>
        <translation>召回率</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Support</source>
        <translation>样本数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Target</source>
        <translation>目标</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>MAE</source>
        <translation>MAE</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>RMSE</source>
        <translation>RMSE</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>R²</source>
        <translation>R²</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mean residual</source>
        <translation>平均残差</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Residual std</source>
        <translation>残差标准差</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Median |residual|</source>
        <translation>|残差| 中位数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>90% |residual|</source>
        <translation>|残差| 90% 分位</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Persistence MAE</source>
        <translation>持续性预测 MAE</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The error of forecasting that the next value is the last one, on the same windows: a forecaster is of use where its MAE is lower.</source>
        <translation>在相同窗口上预测“下一个值等于最后一个值”的误差：预测模型只有在它的 MAE 更低时才有用。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Confusion matrix (rows: true class)</source>
        <translation>混淆矩阵（行：真实类别）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cells show</source>
        <translation>单元格显示</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Evaluation</source>
        <translation>评估</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No run chosen. A run that completes with a test split is scored here: its confusion matrix, per-class scores and the classes it confuses. Pick one under Runs and choose Evaluation.</source>
        <translation>尚未选择运行。带测试集且已完成的运行会在此显示评估：混淆矩阵、各类别得分以及易混淆的类别。请在“运行”中选择一个运行并点击“评估”。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Evaluation: %1</source>
        <translation>评估：%1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 has no evaluation yet. A run writes one when it completes with a test split (data.splits.test or data.test_path); for other runs, or to score other data, press Score other data… above or run

lathe-cli evaluate &quot;%2&quot; [--data FILES]</source>
        <translation>%1 还没有评估结果。带测试集（data.splits.test 或 data.test_path）的运行在完成时会写入评估；其他运行或要评估其他数据，请点击上方的“评估其他数据…”，或运行

lathe-cli evaluate &quot;%2&quot; [--data FILES]</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 cannot be read: it is not JSON.</source>
        <translation>无法读取 %1：它不是 JSON。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the test split</source>
        <translation>测试集</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>other data</source>
        <translation>其他数据</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>best weights</source>
        <translation>最佳权重</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>last weights</source>
        <translation>最终权重</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scored on %1 with the %2 of epoch %3 (%4).</source>
        <translation>在%1上用第 %3 轮的%2评估（%4）。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 holds no scores Lathe can read.</source>
        <translation>%1 中没有 Lathe 能读取的得分。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 samples · accuracy %2 · balanced accuracy %3 · macro F1 %4</source>
        <translation>%1 个样本 · 准确率 %2 · 平衡准确率 %3 · 宏平均 F1 %4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> · top-5 %1</source>
        <translation> · top-5 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · ROC-AUC %1</source>
        <translation> · ROC-AUC %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>No class was taken for another.</source>
        <translation>没有类别被误判为其他类别。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most confused</source>
        <translation>最易混淆</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1 → %2
%3%</source>
        <translation>%1 → %2
%3%</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 → %2, %3% confidence (%4, line %5)</source>
        <translation>%1 → %2，置信度 %3%（%4 第 %5 行）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 → %2, %3% confidence (sample %4 of the split)</source>
        <translation>%1 → %2，置信度 %3%（该数据集的第 %4 个样本）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, line %2: %3 taken for %4 with %5% confidence</source>
        <translation>%1 第 %2 行：%3 被误判为 %4，置信度 %5%</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sample %1 of the split: %2 taken for %3 with %4% confidence</source>
        <translation>该数据集的第 %1 个样本：%2 被误判为 %3，置信度 %4%</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No sample was misclassified.</source>
        <translation>没有样本被误判。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most confidently wrong (true → predicted, confidence)</source>
        <translation>最有把握却判错的样本（真实 → 预测，置信度）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: predicted against true</source>
        <translation>%1：预测值与真实值</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>true</source>
        <translation>真实值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>predicted</source>
        <translation>预测值</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>(every %1th sample)</source>
        <translation>（每 %1 个样本取一个）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 samples · MAE %2 · RMSE %3 · R² %4</source>
        <translation>%1 个样本 · MAE %2 · RMSE %3 · R² %4</translation>
    </message>
</context>
<context>
    <name>lathe::ui::EvaluationSources</name>
    <message>
        <location filename="../ui/evaluationsources.cpp" line="+42"/>
        <location line="+43"/>
        <source>Score other data…</source>
        <translation>评估其他数据…</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>Score files of the kind the run was trained on (with their labels or targets) with its best weights, as lathe-cli evaluate --data does</source>
        <translation>用该运行的最佳权重评估与训练时同类的文件（须带标签或目标值），与 lathe-cli evaluate --data 相同</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Scored on:</source>
        <translation>评估对象(&amp;S)：</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Stop scoring</source>
        <translation>停止评估</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the test split</source>
        <translation>测试集</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (other data)</source>
        <translation>%1（其他数据）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A folder of class folders to score</source>
        <translation>要评估的文件夹（每个类别一个子文件夹）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>IDX images to score</source>
        <translation>要评估的 IDX 图像</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+4"/>
        <source>IDX files (*-ubyte *-ubyte.gz);;All files (*)</source>
        <translation>IDX 文件 (*-ubyte *-ubyte.gz);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Their IDX labels</source>
        <translation>对应的 IDX 标签</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CSV files to score</source>
        <translation>要评估的 CSV 文件</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CSV and TSV files (*.csv *.tsv *.txt);;All files (*)</source>
        <translation>CSV 和 TSV 文件 (*.csv *.tsv *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Scoring %1…</source>
        <translation>正在评估 %1…</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Scoring stopped: nothing written.</source>
        <translation>评估已停止：未写入任何内容。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>Scored and saved as %1.</source>
        <translation>已评估并保存为 %1。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Scoring failed: %1</source>
        <translation>评估失败：%1</translation>
    </message>
</context>
<context>
    <name>lathe::ui::FindBar</name>
    <message>
        <location filename="../ui/findbar.cpp" line="+35"/>
        <source>Find</source>
        <translation>查找</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Match case</source>
        <translation>区分大小写</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Previous match (Shift+Enter, Shift+F3)</source>
        <translation>上一个匹配（Shift+Enter、Shift+F3）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next match (Enter, F3)</source>
        <translation>下一个匹配（Enter、F3）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close the find bar (Esc)</source>
        <translation>关闭查找栏（Esc）</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>No matches</source>
        <translation>没有匹配</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 of %2</source>
        <comment>find: the match shown of all matches</comment>
        <translation>第 %1 个，共 %2 个</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n match(es)</source>
        <translation>
            <numerusform>共 %n 个匹配</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lathe::ui::FindBatchDialog</name>
    <message>
        <location filename="../ui/findbatchdialog.cpp" line="+28"/>
        <source>Searching: each trial runs a training step (forward, backward, optimizer) at one batch size…</source>
        <translation>正在搜索：每次试验以一种批大小执行一个训练步（前向、反向、优化器）…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Use this batch size</source>
        <translation>使用此批大小</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Find batch size — %1</source>
        <translation>查找批大小 — %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Batch</source>
        <translation>批大小</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Phase</source>
        <translation>阶段</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Peak MiB</source>
        <translation>峰值 MiB</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Samples/s</source>
        <translation>样本/秒</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>fits</source>
        <translation>未超预算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>over budget / out of memory</source>
        <translation>超出预算 / 内存不足</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>budget after margin</source>
        <translation>扣除余量后的预算</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>batch size</source>
        <translation>批大小</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Peak memory (MiB) by batch size</source>
        <translation>各批大小的峰值内存（MiB）</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>probe</source>
        <translation>探测</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>predict</source>
        <translation>预测</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bisect</source>
        <translation>二分</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>re-time</source>
        <translation>复测</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>timing</source>
        <translation>计时</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ok</source>
        <translation>通过</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>over budget</source>
        <translation>超出预算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>out of memory</source>
        <translation>内存不足</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The search failed: %1</source>
        <translation>搜索失败：%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Use batch size %1</source>
        <translation>使用批大小 %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Learning rate: training.lr_scaling &quot;%1&quot; turns training.lr %2 (chosen for batch %3) into %4 at batch %5.</source>
        <translation>学习率：training.lr_scaling &quot;%1&quot; 把 training.lr %2（按批大小 %3 选定）换算为批大小 %5 下的 %4。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Learning rate: training.lr %1 was chosen for batch %2 and stays as it is in one process (training.lr_scaling &quot;%3&quot;).</source>
        <translation>学习率：training.lr %1 是按批大小 %2 选定的，在单进程中保持不变（training.lr_scaling &quot;%3&quot;）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>At batch %1 an epoch has %2 times fewer steps at that rate, which usually learns less per epoch.</source>
        <translation>批大小为 %1 时，每轮的步数只有原来的 1/%2，学习率却不变，通常每轮学到的更少。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At batch %1 an epoch has %2 times more steps at that rate, each with noisier gradients.</source>
        <translation>批大小为 %1 时，每轮的步数是原来的 %2 倍，学习率不变，每步的梯度噪声更大。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Also scale the learning rate with the batch: training.lr_scaling &quot;%1&quot; from base_batch_size %2 (learning rate %3 at batch %4)</source>
        <translation>同时按批大小调整学习率：training.lr_scaling &quot;%1&quot;，base_batch_size 为 %2（批大小 %4 时学习率为 %3）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>On the CPU, memory is rarely what limits the batch: the search stopped at its cap, batch_finder.max_batch %1 (or the size of the training split).</source>
        <translation>在 CPU 上，限制批大小的很少是内存：搜索停在了上限 batch_finder.max_batch %1（或训练集的大小）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A larger batch does not make a CPU faster per sample: the fastest trial was batch %1 at %2 samples/s.</source>
        <translation>更大的批并不会让 CPU 每个样本更快：最快的一次试验是批大小 %1，每秒 %2 个样本。</translation>
    </message>
</context>
<context>
    <name>lathe::ui::FindLrDialog</name>
    <message>
        <location filename="../ui/findlrdialog.cpp" line="+28"/>
        <source>Searching: one training step at each rate of a range test, then short trial trainings around its suggestion…</source>
        <translation>正在搜索：范围测试中每个学习率训练一步，然后在建议值附近做几次短的试验训练……</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Use this learning rate</source>
        <translation>使用这个学习率</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Find learning rate — %1</source>
        <translation>查找学习率 — %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trial rate</source>
        <translation>试验学习率</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Loss after the trial</source>
        <translation>试验后的损失</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Loss against the learning rate</source>
        <translation>损失与学习率</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+15"/>
        <source>loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>smoothed loss</source>
        <translation>平滑后的损失</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trial rates</source>
        <translation>试验学习率</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>rate chosen</source>
        <translation>选定的学习率</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>learning rate</source>
        <translation>学习率</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>diverged</source>
        <translation>发散</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>chosen</source>
        <translation>选定</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The search failed: %1</source>
        <translation>搜索失败：%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Use learning rate %1</source>
        <translation>使用学习率 %1</translation>
    </message>
</context>
<context>
    <name>lathe::ui::HistoryPanel</name>
    <message>
        <location filename="../ui/historypanel.cpp" line="+47"/>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Epochs</source>
        <translation>轮数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best val loss</source>
        <translation>最佳验证损失</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best val accuracy</source>
        <translation>最佳验证准确率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Finished</source>
        <translation>完成时间</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open folder</source>
        <translation>打开文件夹</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume</source>
        <translation>继续训练</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Report</source>
        <translation>报告</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Comparison</source>
        <translation>对比</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the comparison of the sweep the selected run belongs to</source>
        <translation>显示所选运行所属对比实验的对比结果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Evaluation</source>
        <translation>评估</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the selected run&apos;s evaluation: confusion matrix and per-class scores</source>
        <translation>显示所选运行的评估：混淆矩阵与各类别得分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Predict…</source>
        <translation>预测…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run the selected run&apos;s model on new images or CSV files and save its predictions</source>
        <translation>用所选运行的模型对新的图像或 CSV 文件进行预测并保存结果</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+58"/>
        <source>Continue the selected run from its last checkpoint</source>
        <translation>从最近的检查点继续所选运行</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>Export the selected run&apos;s report (HTML and PDF)</source>
        <translation>导出所选运行的报告（HTML 和 PDF）</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>unfinished</source>
        <translation>未完成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>The run folder %1 is no longer there (renamed, moved or deleted): the list of runs is read again.</source>
        <translation>运行文件夹 %1 已不在原处（已被重命名、移动或删除）：已重新读取运行列表。</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n of the selected run folders are no longer there (renamed, moved or deleted): the list of runs is read again.</source>
        <translation>
            <numerusform>选中的运行文件夹中有 %n 个已不在原处（已被重命名、移动或删除）：已重新读取运行列表。</numerusform>
        </translation>
    </message>
    <message>
        <location line="-59"/>
        <source>completed</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location line="-129"/>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show</source>
        <translation>显示</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The selected runs side by side in the Compare tab: their curves overlaid, the settings that differ</source>
        <translation>在“比较”标签页中并排比较所选运行：叠加曲线，列出不同的设置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The selected run&apos;s charts and dashboard in the Training tab</source>
        <translation>在“训练”标签页中显示所选运行的图表和仪表板</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>The selected run completed all its epochs: there is nothing to resume. To train it longer, run lathe-cli train --resume with the run&apos;s folder and --epochs N, N above its epochs.</source>
        <translation>所选运行已完成全部轮次，没有可继续的内容。要训练得更久，请对该运行文件夹执行 lathe-cli train --resume，并用 --epochs N 指定大于其现有轮数的 N。</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
</context>
<context>
    <name>lathe::ui::MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.cpp" line="+85"/>
        <source>Form</source>
        <translation>表单</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Evaluation</source>
        <translation>评估</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No sweep chosen. Run › Sweep… trains variants of the open config and compares them here; for an earlier sweep, select one of its runs under Runs and choose Comparison.</source>
        <translation>尚未选择对比实验。运行 › 对比实验… 会训练当前配置的各个变体并在此比较；较早的对比实验，请在“运行记录”中选中其中一个运行并点击“对比”。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Data</source>
        <translation>数据</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step profile</source>
        <translation>单步剖析</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Problems</source>
        <translation>问题</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+253"/>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location line="-243"/>
        <source>starting · %1 · batch %2 · %3</source>
        <translation>正在启动 · %1 · 批大小 %2 · %3</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Running again from epoch %1</source>
        <translation>已从第 %1 轮继续训练</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>run finished</source>
        <translation>运行已完成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>run ended: %1</source>
        <translation>运行已结束：%1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowsweep.cpp" line="+40"/>
        <source>Sweep: variant %1 of %2 (%3)</source>
        <translation>对比实验：第 %1/%2 个变体（%3）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Sweep: trial %1 of %2 (%3) started; the charts follow it.</source>
        <translation>对比实验：第 %1 个试验（共 %2 个，%3）已开始；图表跟随它显示。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sweep: %1 of %2 trials completed, up to %3 training at once.</source>
        <translation>对比实验：%2 个试验中已完成 %1 个，最多同时训练 %3 个。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Sweep stopped; Run › Resume sweep… continues it. Comparison so far: %1</source>
        <translation>对比实验已停止；运行 › 继续对比实验… 可继续。目前的对比：%1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Sweep finished, %n variant(s) failed (see their logs). Comparison: %1</source>
        <translation>
            <numerusform>对比实验已完成，%n 个变体失败（见其日志）。对比：%1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sweep finished. Comparison: %1</source>
        <translation>对比实验已完成。对比：%1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Resu&amp;me sweep…</source>
        <translation>继续对比实验(&amp;M)…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Trials at once:</source>
        <translation>同时训练的试验数：</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="-56"/>
        <location filename="../ui/mainwindowsweep.cpp" line="-53"/>
        <location line="+19"/>
        <location line="+64"/>
        <source>Sweep</source>
        <translation>对比实验</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Paused after step %1/%2 of epoch %3 · Resume (%4) continues · paused time is not counted</source>
        <translation>已在第 %3 轮的第 %1/%2 步后暂停 · 按“继续”（%4）接着训练 · 暂停时间不计入</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Runs</source>
        <translation>运行记录</translation>
    </message>
    <message>
        <location line="+45"/>
        <location filename="../ui/mainwindowsweep.cpp" line="-55"/>
        <location line="+16"/>
        <location filename="../ui/mainwindowtools.cpp" line="+148"/>
        <source>A run is already in progress: stop it first.</source>
        <translation>已有运行正在进行：请先停止它。</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../ui/mainwindowtools.cpp" line="+9"/>
        <source>Resume run</source>
        <translation>继续运行</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New from &amp;Template</source>
        <translation>从模板新建(&amp;T)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open r&amp;un…</source>
        <translation>打开运行(&amp;U)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <source>Open run</source>
        <translation>打开运行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 is not a Lathe run folder: it has no config.json.</source>
        <translation>%1 不是 Lathe 运行文件夹：其中没有 config.json。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export &amp;charts as PNG…</source>
        <translation>将图表导出为 PNG(&amp;C)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>Export charts</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>E&amp;xport report…</source>
        <translation>导出报告(&amp;X)…</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Cu&amp;t</source>
        <translation>剪切(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste</source>
        <translation>粘贴(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select &amp;All</source>
        <translation>全选(&amp;A)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Find…</source>
        <translation>查找(&amp;F)…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Find &amp;Next</source>
        <translation>查找下一个(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find Pre&amp;vious</source>
        <translation>查找上一个(&amp;V)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;User guide</source>
        <translation>用户指南(&amp;U)</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+25"/>
        <source>Res&amp;ume</source>
        <translation>继续(&amp;U)</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Times each phase of the next 10 steps (data wait, copy, forward, backward, optimizer) and writes a trace of every operator: where a step&apos;s time goes</source>
        <translation>为接下来 10 步的每个阶段计时（数据等待、复制、前向、反向、优化器），并写出每个算子的跟踪：看清一步的时间花在哪里</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is a folder, but neither a Lathe run folder (it has no config.json) nor a sweep folder (no sweep.json). Give a config file, a run folder or a sweep folder.</source>
        <translation>%1 是一个文件夹，但既不是 Lathe 运行文件夹（没有 config.json），也不是对比实验文件夹（没有 sweep.json）。请给出配置文件、运行文件夹或对比实验文件夹。</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Sweep in progress</source>
        <translation>对比实验正在进行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A sweep is training several trials at once. Stop them (each saves a checkpoint; Run › Resume sweep… continues the sweep) and quit?</source>
        <translation>一个对比实验正在同时训练多个试验。要停止它们（每个都会保存检查点；运行 › 继续对比实验… 可以继续该对比实验）并退出吗？</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowsweep.cpp" line="+49"/>
        <source>The comparison cannot be shown: %1</source>
        <translation>无法显示对比结果：%1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowtools.cpp" line="+5"/>
        <source>Pre&amp;dict with a run…</source>
        <translation>用某次运行的模型预测(&amp;D)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run folder whose model predicts</source>
        <translation>用哪个运行文件夹的模型进行预测</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Where to train: written to device.type, device.id and device.gpus (several GPUs: one rank each, data parallel)</source>
        <translation>在哪里训练：写入 device.type、device.id 和 device.gpus（多块 GPU 时每块一个 rank，数据并行）</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>Report written: %1 and %2</source>
        <translation>报告已写入：%1 和 %2</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="-241"/>
        <source>Run folder to report on</source>
        <translation>选择要生成报告的运行文件夹</translation>
    </message>
    <message>
        <location line="-221"/>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <location line="+224"/>
        <source>Export Slurm &amp;job…</source>
        <translation>导出 Slurm 作业(&amp;J)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowtools.cpp" line="-242"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>System default</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The new language applies the next time Lathe starts.</source>
        <translation>新语言将在下次启动 Lathe 时生效。</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="+36"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;About Lathe</source>
        <translation>关于 Lathe(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About Lathe</source>
        <translation>关于 Lathe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Lathe&lt;/b&gt; %1&lt;br&gt;A workbench for training neural networks on a workstation GPU.</source>
        <translation>&lt;b&gt;Lathe&lt;/b&gt; %1&lt;br&gt;在工作站 GPU 上训练神经网络的工作台。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Start</source>
        <translation>开始(&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+8"/>
        <location line="+46"/>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save &amp;checkpoint now</source>
        <translation>立即保存检查点(&amp;C)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowtools.cpp" line="+36"/>
        <source>&amp;Find batch size…</source>
        <translation>查找批大小(&amp;F)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A run is in progress: find the batch size before starting it.</source>
        <translation>正在运行训练：请在开始训练之前查找批大小。</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowsweep.cpp" line="-62"/>
        <location line="+37"/>
        <location filename="../ui/mainwindowtools.cpp" line="-19"/>
        <location line="+22"/>
        <location line="+13"/>
        <source>Fix the problems listed below first.</source>
        <translation>请先修复下方列出的问题。</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowtools.cpp" line="-44"/>
        <source>Export Slurm job</source>
        <translation>导出 Slurm 作业</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The job trains the config as saved on disk. Save it now?</source>
        <translation>作业训练的是磁盘上已保存的配置。现在保存吗？</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Find &amp;learning rate…</source>
        <translation>查找学习率(&amp;L)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A run is in progress: find the learning rate before starting it.</source>
        <translation>正在训练：请在开始训练之前查找学习率。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;GPU self-test…</source>
        <translation>GPU 自检(&amp;G)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A run is in progress: run the self-test before or after it.</source>
        <translation>正在训练：请在训练开始前或结束后再运行自检。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Resume a run…</source>
        <translation>继续运行(&amp;R)…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Run folder to continue</source>
        <translation>选择要继续的运行文件夹</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A run is already in progress.</source>
        <translation>已有运行正在进行。</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowsweep.cpp" line="-42"/>
        <source>S&amp;weep…</source>
        <translation>对比实验(&amp;W)…</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Sweep folder to continue</source>
        <translation>要继续的对比实验文件夹</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+9"/>
        <source>Resume sweep</source>
        <translation>继续对比实验</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowtools.cpp" line="+14"/>
        <source> Device: </source>
        <translation> 设备： </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Predict</source>
        <translation>预测</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 holds no model.pt: the run has not completed, or output.export_model was false.</source>
        <translation>%1 中没有 model.pt：该运行尚未完成，或者 output.export_model 为 false。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Auto (GPU if usable)</source>
        <translation>自动（GPU 可用时使用 GPU）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>All %1 GPUs (data parallel)</source>
        <translation>全部 %1 块 GPU（数据并行）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs 0–%1 (%2 ranks, data parallel)</source>
        <translation>GPU 0–%1（%2 个 rank，数据并行）</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 (not found here)</source>
        <translation>%1（本机未找到）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>epoch %1/%2 · step %3/%4 · ETA %5 · %6 · batch %7 · %8</source>
        <translation>第 %1/%2 轮 · 第 %3/%4 步 · 预计剩余 %5 · %6 · 批大小 %7 · %8</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Report exported</source>
        <translation>报告已导出</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Wrote
%1
%2</source>
        <translation>已写入
%1
%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Export report</source>
        <translation>导出报告</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="+131"/>
        <source>Fix the problems listed below before training.</source>
        <translation>请先修复下方列出的问题，再开始训练。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Start training</source>
        <translation>开始训练</translation>
    </message>
    <message>
        <location line="-425"/>
        <source>untitled.json</source>
        <translation>未命名.json</translation>
    </message>
    <message>
        <location line="+291"/>
        <source>Profile 10 st&amp;eps</source>
        <translation>剖析 10 步(&amp;E)</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>The run&apos;s report could not be written: %1</source>
        <translation>无法写入本次运行的报告：%1</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>A sweep is training: stop it first.</source>
        <translation>对比实验正在训练：请先停止它。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Training in progress</source>
        <translation>训练进行中</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A run is in progress. Stop it (a checkpoint is saved) and quit?</source>
        <translation>有运行正在进行。是否停止（将保存检查点）并退出？</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowhelp.cpp" line="+87"/>
        <source>The user guide is not installed (looked for %1).</source>
        <translation>未安装用户指南（查找位置：%1）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lathe user guide</source>
        <translation>Lathe 用户指南</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Back</source>
        <translation>后退</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open in another program</source>
        <translation>用其他程序打开</translation>
    </message>
</context>
<context>
    <name>lathe::ui::MetricNames</name>
    <message>
        <location filename="../ui/metricnames.cpp" line="+14"/>
        <source>train</source>
        <translation>训练</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>val</source>
        <translation>验证</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>test</source>
        <translation>测试</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>accuracy</source>
        <translation>准确率</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>top-5 accuracy</source>
        <translation>Top-5 准确率</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MAE</source>
        <translation>MAE</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>RMSE</source>
        <translation>RMSE</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>R²</source>
        <translation>R²</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 %2</source>
        <extracomment>A metric&apos;s name: %1 the split (train, val, test), %2 the measure (loss, accuracy…)</extracomment>
        <translation>%1%2</translation>
    </message>
</context>
<context>
    <name>lathe::ui::OpenExternally</name>
    <message>
        <location filename="../ui/openexternal.cpp" line="+16"/>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This desktop has no program set up to open it. Open it yourself from here:
%1</source>
        <translation>此桌面没有设置可以打开它的程序。请从这里自行打开：
%1</translation>
    </message>
</context>
<context>
    <name>lathe::ui::PlotView</name>
    <message>
        <location filename="../ui/plotview.cpp" line="+150"/>
        <source>No data yet</source>
        <translation>尚无数据</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Drag: zoom in · wheel: zoom · Shift+drag or middle-drag: pan · Home: reset · double-click: enlarge · right-click: menu</source>
        <translation>拖动：放大 · 滚轮：缩放 · Shift+拖动或中键拖动：平移 · Home：重置 · 双击：放大图表 · 右键：菜单</translation>
    </message>
    <message>
        <location filename="../ui/plotviewinput.cpp" line="+54"/>
        <source>%1 (smoothed %2)</source>
        <translation>%1（平滑后 %2）</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Reset zoom</source>
        <translation>重置缩放</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Logarithmic scale</source>
        <translation>对数坐标</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Enlarge / show all charts</source>
        <translation>放大 / 显示全部图表</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save this chart as PNG…</source>
        <translation>将此图表保存为 PNG…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save chart</source>
        <translation>保存图表</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
</context>
<context>
    <name>lathe::ui::PredictDialog</name>
    <message>
        <location filename="../ui/predictdialog.cpp" line="+59"/>
        <source>&amp;JSON lines instead of CSV</source>
        <translation>输出 JSON lines 而不是 CSV(&amp;J)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Predict</source>
        <translation>预测(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Remove</source>
        <translation>移除(&amp;R)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Predict with %1</source>
        <translation>用 %1 预测</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The run&apos;s model (model.pt) on new data of the kind it was trained on: image files or folders of images, CSV files with the training columns (others are ignored), or time-series CSV files (one forecast per window, with the time it is for). The same as lathe-cli predict. Add them with the buttons, or drop files and folders here.</source>
        <translation>用该运行的模型（model.pt）处理与训练时同类的新数据：图像文件或图像文件夹、含训练时各列的 CSV 文件（其他列会被忽略），或时间序列 CSV 文件（每个窗口一个预测，并给出它所预测的时间）。与 lathe-cli predict 相同。用按钮添加，或把文件和文件夹拖放到这里。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Add &amp;files…</source>
        <translation>添加文件(&amp;F)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add f&amp;older…</source>
        <translation>添加文件夹(&amp;O)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Data to predict</source>
        <translation>要预测的数据</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A folder of images to predict</source>
        <translation>要预测的图像文件夹</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Images, CSV and TSV files (*.png *.jpg *.jpeg *.csv *.tsv *.txt);;All files (*)</source>
        <translation>图像、CSV 和 TSV 文件 (*.png *.jpg *.jpeg *.csv *.tsv *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Write the predictions to</source>
        <translation>把预测结果写入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>JSON lines (*.jsonl)</source>
        <translation>JSON lines (*.jsonl)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Inputs:</source>
        <translation>输入(&amp;I)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Output file:</source>
        <translation>输出文件(&amp;O)：</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Progress and warnings appear here.</source>
        <translation>进度和警告显示在这里。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Stopping after this batch…</source>
        <translation>处理完这一批后停止…</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>Warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Predicting…</source>
        <translation>正在预测…</translation>
    </message>
    <message numerus="yes">
        <location line="+36"/>
        <source>Wrote %n prediction(s) to &lt;a href=&quot;%1&quot;&gt;%2&lt;/a&gt;.</source>
        <translation>
            <numerusform>已将 %n 条预测写入 &lt;a href=&quot;%1&quot;&gt;%2&lt;/a&gt;。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stopped: nothing was written.</source>
        <translation>已停止：没有写出任何内容。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Predicting failed (the log above says why); nothing was written.</source>
        <translation>预测失败（原因见上方日志）；没有写出任何内容。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>line</source>
        <translation>行</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The output cannot be shown: %1</source>
        <translation>无法显示输出：%1</translation>
    </message>
</context>
<context>
    <name>lathe::ui::ProblemsModel</name>
    <message>
        <location filename="../ui/problemsmodel.cpp" line="+49"/>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Severity</source>
        <translation>严重程度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line:Col</source>
        <translation>行:列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Field</source>
        <translation>字段</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Problem</source>
        <translation>问题</translation>
    </message>
</context>
<context>
    <name>lathe::ui::ProfileView</name>
    <message>
        <location filename="../ui/profileview.cpp" line="+45"/>
        <source>data wait</source>
        <translation>数据等待</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>copy to the GPU</source>
        <translation>复制到 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>inputs</source>
        <translation>输入处理</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>forward</source>
        <translation>前向</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>backward</source>
        <translation>反向</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gradient sync</source>
        <translation>梯度同步</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>whole step on the device</source>
        <translation>设备上的整步</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>other</source>
        <translation>其他</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Profile the next 10 steps</source>
        <translation>剖析接下来的 10 步</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the trace&apos;s folder</source>
        <translation>打开跟踪文件所在文件夹</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Phase</source>
        <translation>阶段</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mean ms</source>
        <translation>平均毫秒</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Share</source>
        <translation>占比</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Each profiled step, by phase (ms)</source>
        <translation>每个被剖析的步，按阶段（毫秒）</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Why is my GPU idle? While a run trains, profile a few of its steps: the time of each phase of a step (waiting for data, the copy to the GPU, forward, backward, the optimizer…) and a trace of every operator for Perfetto or chrome://tracing. lathe-cli train --profile-steps N does the same without a window.</source>
        <translation>GPU 为什么空闲？在训练进行时剖析其中几步：一步中每个阶段的用时（等待数据、复制到 GPU、前向、反向、优化器…），以及可用 Perfetto 或 chrome://tracing 打开的每个算子的跟踪。lathe-cli train --profile-steps N 无需窗口即可做同样的事。</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Profiling the next %n step(s) of the run…</source>
        <translation>
            <numerusform>正在剖析本次运行接下来的 %n 步…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+44"/>
        <source>training step</source>
        <translation>训练步</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>profiled step, from training step %1</source>
        <translation>被剖析的步，从第 %1 个训练步起</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%n step(s) profiled from step %1 (%2); a step takes %3 ms on average.</source>
        <translation>
            <numerusform>从第 %1 步起剖析了 %n 步（%2）；平均每步 %3 毫秒。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n step(s) were asked for: a profile ends with its epoch, and the epoch or the run ended first.</source>
        <translation>
            <numerusform>请求剖析 %n 步：剖析随所在轮次结束，而该轮或运行先结束了。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Most of it is %1 (%2 %).</source>
        <translation>其中最多的是%1（%2 %）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The device waits for the loader: raise loader.workers, or keep the data on the GPU (loader.gpu_resident).</source>
        <translation>设备在等待数据加载器：增大 loader.workers，或把数据放在 GPU 上（loader.gpu_resident）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The copy to the GPU dominates: keep the data on the GPU (loader.gpu_resident) or use pinned memory.</source>
        <translation>复制到 GPU 占了大头：把数据放在 GPU 上（loader.gpu_resident）或使用锁页内存。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The trace of every operator is %1: open it in https://ui.perfetto.dev or chrome://tracing.</source>
        <translation>每个算子的跟踪在 %1：可在 https://ui.perfetto.dev 或 chrome://tracing 中打开。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Profiled steps wait for the device between phases, so they run a little slower than the others.</source>
        <translation>被剖析的步在各阶段之间要等待设备，因此比其他步稍慢。</translation>
    </message>
</context>
<context>
    <name>lathe::ui::RunPanel</name>
    <message>
        <location filename="../ui/runpanel.cpp" line="+44"/>
        <source>No run yet: press Start to train the open config.</source>
        <translation>尚无运行：点击“开始”训练当前打开的配置。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>All messages</source>
        <translation>全部消息</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Warnings and errors</source>
        <translation>警告和错误</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Advice only</source>
        <translation>仅建议</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which log messages to show</source>
        <translation>要显示哪些日志消息</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Epoch</source>
        <translation>轮次</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time (s)</source>
        <translation>时间（秒）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Samples/s</source>
        <translation>样本/秒</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Data wait %</source>
        <translation>数据等待 %</translation>
    </message>
    <message numerus="yes">
        <location line="+73"/>
        <source>%n column(s) hidden: the dock is too narrow. Widen it, or point at a row to see all of its values.</source>
        <translation>
            <numerusform>%n 列因停靠窗太窄而隐藏。加宽停靠窗，或把鼠标指向某一行，即可看到它的全部数值。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+59"/>
        <source>%1 × %2 ranks</source>
        <translation>%1 × %2 个 rank</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 on %3, %4, batch %5 — %6 training samples&lt;br&gt;&lt;small&gt;%7&lt;/small&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：在 %3 上训练 %2，%4，批大小 %5 — 共 %6 个训练样本&lt;br&gt;&lt;small&gt;%7&lt;/small&gt;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>epoch %1/%2 · step %3/%4 · loss %5</source>
        <translation>第 %1/%2 轮 · 第 %3/%4 步 · 损失 %5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>epoch %1/%2 · step %3/%4</source>
        <translation>第 %1/%2 轮 · 第 %3/%4 步</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1/%2 · %3/%4</source>
        <comment>progress in a narrow dock: epoch/epochs · step/steps</comment>
        <translation>%1/%2 · %3/%4</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: %2</source>
        <comment>a column&apos;s header and its value</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Epoch %1</source>
        <translation>第 %1 轮</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Best so far: checkpoint saved</source>
        <translation>目前最佳：已保存检查点</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2, %n epoch(s) recorded, %3&lt;br&gt;&lt;small&gt;%4&lt;/small&gt;</source>
        <comment>a past run: name, model, status, folder</comment>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;：%2，已记录 %n 轮，%3&lt;br&gt;&lt;small&gt;%4&lt;/small&gt;</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 of %2 epochs</source>
        <comment>a past run&apos;s progress</comment>
        <translation>已记录 %1 轮，共 %2 轮</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1/%2</source>
        <comment>a past run&apos;s progress in a narrow dock: epochs recorded/epochs</comment>
        <translation>%1/%2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>debug</source>
        <translation>调试</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>info</source>
        <translation>信息</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>advice</source>
        <translation>建议</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2: </source>
        <comment>log line: time, level</comment>
        <translation>%1 %2：</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Finished: %1</source>
        <translation>已完成：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stopped: %1 (checkpoint saved)</source>
        <translation>已停止：%1（已保存检查点）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stopped: %1</source>
        <translation>已停止：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failed: %1</source>
        <translation>失败：%1</translation>
    </message>
</context>
<context>
    <name>lathe::ui::RunViews</name>
    <message>
        <location filename="../ui/runviews.cpp" line="+36"/>
        <source>No data read yet. When a run starts, what its data holds appears here before the first epoch: the samples and classes of every split, the missing values and what was done with them, the time covered and its gaps. For an earlier run, select it under Runs.</source>
        <translation>尚未读取数据。运行开始后，在第一轮之前，这里会显示数据的内容：各划分的样本数和类别、缺失值及其处理方式、覆盖的时间范围及其中的缺口。要查看较早的运行，请在“运行记录”中选中它。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 has written nothing for %2</source>
        <translation>%1 已经 %2 没有写入任何内容</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Step profile ready: %n step(s)</source>
        <translation>
            <numerusform>单步剖析已完成：%n 步</numerusform>
        </translation>
    </message>
    <message>
        <location line="+39"/>
        <location line="+40"/>
        <source>A run is training: its charts are in the Training tab. Show the earlier run when it ends.</source>
        <translation>有运行正在训练，其图表在“训练”标签页中。请在它结束后再显示较早的运行。</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Showing %1 as it ended</source>
        <translation>正在显示 %1 结束时的情况</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+19"/>
        <source>Cannot show %1: %2</source>
        <translation>无法显示 %1：%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Following %1 as it is written</source>
        <translation>正在随写入跟随 %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Profiling needs a run in progress: start one (F5) first.</source>
        <translation>剖析需要正在进行的运行：请先开始一次运行（F5）。</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Profiling the next %n step(s)…</source>
        <translation>
            <numerusform>正在剖析接下来的 %n 步…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lathe::ui::SelfTestDialog</name>
    <message>
        <location filename="../ui/selftestdialog.cpp" line="+41"/>
        <source>Checking this machine…</source>
        <translation>正在检查这台机器…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Run the full self-test</source>
        <translation>运行完整自检</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU self-test</source>
        <translation>GPU 自检</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Check</source>
        <translation>检查项</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Figures (limits)</source>
        <translation>测量值（限值）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What was found</source>
        <translation>检查所见</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Runs every GPU path of Lathe on every visible GPU: each precision against the CPU, the loss scaler, the CUDA graph, the loaders, augmentation, NVML, the batch finder, checkpoints and NCCL (about a minute per GPU; lathe-cli doctor --full runs the same)</source>
        <translation>在每块可见的 GPU 上实际运行 Lathe 的每条 GPU 路径：各精度与 CPU 对比、损失缩放、CUDA 图、数据加载器、数据增强、NVML、批大小搜索、检查点和 NCCL（每块 GPU 约一分钟；lathe-cli doctor --full 运行的是同样的检查）</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Checking %1…</source>
        <translation>正在检查 %1…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The check stopped with an error: %1</source>
        <translation>检查因错误而中止：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Done. lathe-cli doctor --quick prints the same report. The full self-test runs every GPU path of Lathe for real.</source>
        <translation>完成。lathe-cli doctor --quick 会打印同样的报告。完整自检会实际运行 Lathe 的每条 GPU 路径。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Running the full self-test…</source>
        <translation>正在运行完整自检…</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Running the full self-test: %1…</source>
        <translation>正在运行完整自检：%1…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>passed</source>
        <translation>通过</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>FAILED</source>
        <translation>失败</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>skipped</source>
        <translation>已跳过</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Self-test done: %1 passed, %2 FAILED, %3 skipped. lathe-cli doctor --full --json gives the same report for a bug report.</source>
        <translation>自检完成：%1 项通过，%2 项失败，%3 项跳过。提交问题报告时可附上 lathe-cli doctor --full --json 给出的同一份报告。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Self-test done: %1 passed, %2 skipped, none failed.</source>
        <translation>自检完成：%1 项通过，%2 项跳过，没有失败。</translation>
    </message>
</context>
<context>
    <name>lathe::ui::SessionController</name>
    <message>
        <location filename="../ui/sessioncontroller.cpp" line="+51"/>
        <source>%1 is not a Lathe run folder</source>
        <translation>%1 不是 Lathe 运行文件夹</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>A run on %1 ranks needs lathe-cli, which is not at %2.</source>
        <translation>%1 个 rank 的训练需要 lathe-cli，但在 %2 找不到它。</translation>
    </message>
</context>
<context>
    <name>lathe::ui::SlurmDialog</name>
    <message>
        <location filename="../ui/slurmdialog.cpp" line="+44"/>
        <source>Save script…</source>
        <translation>保存脚本…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export Slurm job — %1</source>
        <translation>导出 Slurm 作业 — %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>none (CPU ranks)</source>
        <translation>无（CPU rank）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slurm&apos;s default</source>
        <translation>Slurm 默认值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the partition&apos;s default; e.g. 12:00:00 or 2-00:00:00</source>
        <translation>分区的默认值；例如 12:00:00 或 2-00:00:00</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How long before the time limit Slurm warns the job. The ranks then stop at the same step, write a checkpoint and the job requeues itself. It must cover a step and the checkpoint&apos;s writing; Slurm may warn up to a minute earlier.</source>
        <translation>Slurm 在时间限制前多久警告作业。届时各进程在同一步停止，写入检查点，作业随后自动重新排队。它必须足够完成一步训练并写完检查点；Slurm 最多可能提前一分钟发出警告。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the cluster&apos;s default</source>
        <translation>集群默认值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your default account</source>
        <translation>你的默认账户</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Config (as the nodes see it):</source>
        <translation>配置（节点上看到的路径）：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Nodes:</source>
        <translation>节点数(&amp;N)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;GPUs per node (one rank each):</source>
        <translation>每节点 GPU 数（每块一个 rank）(&amp;G)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU &amp;ranks per node:</source>
        <translation>每节点 CPU rank 数(&amp;R)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU &amp;cores per rank:</source>
        <translation>每个 rank 的 CPU 核数(&amp;C)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Time limit:</source>
        <translation>时间限制(&amp;T)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop &amp;before the limit:</source>
        <translation>在限制前停止(&amp;B)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Partition:</source>
        <translation>分区(&amp;P)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Account:</source>
        <translation>账户(&amp;A)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs &amp;folder on the cluster:</source>
        <translation>集群上的运行文件夹(&amp;F)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lathe-cli on the no&amp;des:</source>
        <translation>节点上的 lathe-cli(&amp;D)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The nodes must see the config, its data and the runs folder at these paths (a shared file system). Pre-emption or the time limit stops every rank with a checkpoint; the job requeues itself and continues the run.</source>
        <translation>各节点必须能在这些路径下访问配置、数据和运行文件夹（共享文件系统）。抢占或到达时间限制时，所有 rank 会保存检查点后停止；作业会自动重新排队并继续训练。</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Runs folder on the cluster: give a folder the nodes can write to.</source>
        <translation>集群上的运行文件夹：请填写节点可写入的文件夹。</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%n rank(s) in all.</source>
        <translation>
            <numerusform>共 %n 个 rank。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Save Slurm job</source>
        <translation>保存 Slurm 作业</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>sbatch scripts (*.sbatch *.sh)</source>
        <translation>sbatch 脚本 (*.sbatch *.sh)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Saved %1. Copy it to the cluster if needed and submit it with &lt;code&gt;sbatch %2&lt;/code&gt;.</source>
        <translation>已保存 %1。如有需要请复制到集群，并用 &lt;code&gt;sbatch %2&lt;/code&gt; 提交。</translation>
    </message>
</context>
<context>
    <name>lathe::ui::SweepController</name>
    <message>
        <location filename="../ui/sweepcontroller.cpp" line="+43"/>
        <location line="+21"/>
        <source>A run is already in progress: stop it first.</source>
        <translation>已有运行在进行：请先停止它。</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Training several trials at once needs lathe-cli, which is not at %1.</source>
        <translation>同时训练多个试验需要 lathe-cli，但在 %1 找不到它。</translation>
    </message>
</context>
<context>
    <name>lathe::ui::SweepDialog</name>
    <message>
        <location filename="../ui/sweepdialog.cpp" line="+36"/>
        <source>Sweep</source>
        <translation>对比实验</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Train the current config in several variants and compare them. Each variant is an ordinary run in one sweep folder; Stop ends the sweep, and Run › Resume sweep… continues it.</source>
        <translation>把当前配置按几种变体训练并加以比较。每个变体都是同一个对比实验目录中的一次普通运行；“停止”结束对比实验，“运行 › 继续对比实验…”可以继续它。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>e.g. %1</source>
        <translation>例如 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model kinds (model.kind), separated by spaces or commas. For this data: %1</source>
        <translation>模型类型（model.kind），用空格或逗号分隔。适用于此数据：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+123"/>
        <source>One setting per line, with its values:
training.lr=1e-3,3e-3
model.dropout=0,0.2</source>
        <translation>每行一个设置及其取值：
training.lr=1e-3,3e-3
model.dropout=0,0.2</translation>
    </message>
    <message>
        <location line="-118"/>
        <source>Every combination (grid)</source>
        <translation>所有组合（网格）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Random draws from ranges</source>
        <translation>从范围中随机抽取</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Random draws, bad trials stopped early (ASHA)</source>
        <translation>随机抽取，差的试验提前停止（ASHA）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ASHA trains every trial for a few epochs and only the best third of them further, rung by rung; the trials it stops are kept as stopped runs.</source>
        <translation>ASHA 先把每个试验训练几轮，然后逐级只让最好的三分之一继续训练；被它停下的试验保留为已停止的运行。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Search:</source>
        <translation>搜索方式：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trials:</source>
        <translation>试验数：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Models:</source>
        <translation>模型：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Settings:</source>
        <translation>设置：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trials at once:</source>
        <translation>同时训练的试验数：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start sweep</source>
        <translation>开始对比实验</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>With 1, the variants train one after another in this window, and the charts show each. With more, that many train at the same time, each in a lathe-cli process of its own sharing the processor (or the GPU&apos;s memory): the charts follow the trial that started last, and each trial&apos;s output goes to logs/ in the sweep folder.</source>
        <translation>设为 1 时，各变体在本窗口中一个接一个地训练，图表依次显示每一个。设为更大的数时，会同时训练这么多个，每个都在独立的 lathe-cli 进程中运行，共用处理器（或 GPU 显存）：图表跟随最近开始的试验，每个试验的输出写到对比实验目录的 logs/ 中。</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>One setting per line, with its range or its values:
training.lr=1e-4:1e-1:log
model.dropout=0:0.5
model.hidden=[64],[128]</source>
        <translation>每行一个设置，写上它的范围或取值：
training.lr=1e-4:1e-1:log
model.dropout=0:0.5
model.hidden=[64],[128]</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Give the settings to draw, each with its range (low:high, :log for a log scale) or its values.</source>
        <translation>请给出要抽取的设置，每个写上范围（low:high，加 :log 表示对数刻度）或取值。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name the models to compare, or the settings to vary, or both: every combination runs.</source>
        <translation>填写要比较的模型，或要变化的设置，或两者都填：所有组合都会运行。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n variant(s): %1</source>
        <translation>
            <numerusform>%n 个变体：%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n trial(s) drawn: %1</source>
        <translation>
            <numerusform>抽取了 %n 个试验：%1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lathe::ui::SweepProcess</name>
    <message>
        <location filename="../ui/sweepprocess.cpp" line="+49"/>
        <source>A sweep is already training.</source>
        <translation>已有对比实验正在训练。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Training several trials at once needs lathe-cli, which is not at %1.</source>
        <translation>同时训练多个试验需要 lathe-cli，但在 %1 找不到它。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>lathe-cli could not be started: %1</source>
        <translation>无法启动 lathe-cli：%1</translation>
    </message>
    <message>
        <location line="+108"/>
        <source>lathe-cli sweep ended unexpectedly. Its output is in %1.</source>
        <translation>lathe-cli sweep 意外结束。它的输出在 %1 中。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lathe-cli sweep ended with exit code %1: %2</source>
        <translation>lathe-cli sweep 以退出码 %1 结束：%2</translation>
    </message>
</context>
</TS>
