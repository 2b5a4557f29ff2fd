<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>lathe::core::Messages</name>
    <message>
        <location filename="../ui/enginemessages.cpp" line="+9"/>
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
        <location line="+1"/>
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
        <location line="+1"/>
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
        <location line="+1"/>
        <source>ignored: augmentation applies to image data only (source is &quot;%1&quot;)</source>
        <translation>已忽略：数据增强只适用于图像数据（数据源为 &quot;%1&quot;）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>schedule entries must start at increasing epochs</source>
        <translation>计划条目的起始轮次必须递增</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>invalid JSON: %1</source>
        <translation>无效的 JSON：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the number %1 is out of range</source>
        <translation>数字 %1 超出范围</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected a JSON object at the top level, found %1</source>
        <translation>顶层应为 JSON 对象，实际为 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unsupported config version %1: this Lathe reads version %2</source>
        <translation>不支持的配置版本 %1：此版本的 Lathe 读取版本 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>config file %1 cannot be read (permissions?)</source>
        <translation>无法读取配置文件 %1（权限问题？）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>config file %1 does not exist</source>
        <translation>配置文件 %1 不存在</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+1"/>
        <source>expects 3 to 6 columns (year, month, day, then hour, minute, second), found %1</source>
        <translation>需要 3 到 6 列（年、月、日，然后时、分、秒），实际为 %1</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+1"/>
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
        <translation>应为 %1，实际为 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected a value%1, found %2</source>
        <translation>应为一个值%1，实际为 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected a number, found %1</source>
        <translation>应为数字，实际为 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected %1, found &quot;%2&quot; (did you mean &quot;%3&quot;?)</source>
        <translation>应为 %1，实际为 &quot;%2&quot;（是否想写 &quot;%3&quot;？）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected %1, found &quot;%2&quot;</source>
        <translation>应为 %1，实际为 &quot;%2&quot;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected a string, found %1</source>
        <translation>应为字符串，实际为 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected a non-empty array of integers</source>
        <translation>应为非空的整数数组</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected an integer%1, found %2</source>
        <translation>应为整数%1，实际为 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected an object, found %1</source>
        <translation>应为对象，实际为 %1</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <source>the decoded images would take %1 MiB of the %2 MiB available: streaming them from disk (loader.stream &quot;auto&quot;)</source>
        <translation>解码后的图像将占用 %1 MiB，而可用内存为 %2 MiB：改为从磁盘流式读取（loader.stream &quot;auto&quot;）</translation>
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
        <location line="+1"/>
        <source>[warning] the table cache entry cannot be used, reading the CSV: %1</source>
        <translation>[警告] 表格缓存条目无法使用，改为读取 CSV：%1</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <source>read %1 images from %2</source>
        <translation>已从 %2 读取 %1 张图像</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 (data.task &quot;auto&quot; decided %3)</source>
        <translation>%1：%2（data.task &quot;auto&quot; 判定为 %3）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>[warning] constant in every training row, so it tells the model nothing: %1 (leave it out of data.features, or check the file)</source>
        <translation>[警告] 在每个训练行中都是常数，对模型没有任何信息：%1（请把它从 data.features 中去掉，或检查文件）</translation>
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
        <source>time from column(s) %1 (found by name; data.time_column or data.time_columns names others): they order the rows and are not features</source>
        <translation>时间取自列 %1（按名称找到；可用 data.time_column 或 data.time_columns 指定其他列）：这些列用于给行排序，不作为特征</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>column(s) holding words are categories (list them in data.categorical to say so): %1</source>
        <translation>含文字的列视为类别（在 data.categorical 中列出它们即可明确说明）：%1</translation>
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
        <location line="+1"/>
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
        <location line="+1"/>
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
        <location line="+1"/>
        <source>[warning] %1 series were not in time order: their rows were sorted by time</source>
        <translation>[警告] 有 %1 个序列未按时间排序：已按时间对其行排序</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>[warning] %1 row(s) repeat a time already seen (first at %2): the later row is dropped</source>
        <translation>[警告] 有 %1 行重复了已出现的时间（首次在 %2）：丢弃后出现的行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 gap(s) in the time, %2 missing step(s) (first before %3): filled by data.missing &quot;%4&quot; up to data.max_gap</source>
        <translation>时间中有 %1 处间隔，缺失 %2 个时间步（第一处在 %3 之前）：已按 data.missing &quot;%4&quot; 填补，最多 data.max_gap</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 gap(s) in the time, %2 missing step(s) (first before %3): filled by data.missing &quot;%4&quot;</source>
        <translation>时间中有 %1 处间隔，缺失 %2 个时间步（第一处在 %3 之前）：已按 data.missing &quot;%4&quot; 填补</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>[warning] %1 gap(s) in the time, %2 missing step(s) (first before %3): windows do not cross them (data.missing ffill or interpolate fills them)</source>
        <translation>[警告] 时间中有 %1 处间隔，缺失 %2 个时间步（第一处在 %3 之前）：窗口不会跨越它们（data.missing 为 ffill 或 interpolate 时会填补）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cut %1 windows of %2 steps x %3 features from %4 series</source>
        <translation>从 %4 个序列切出 %1 个窗口，每个 %2 步 × %3 个特征</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <source>out of memory evaluating %1 with batch %2; evaluating with the training batch %3</source>
        <translation>以批大小 %2 评估 %1 时内存不足；改用训练批大小 %3 评估</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (mean of %2 alternating steps each without the fastest and slowest, after %3 warm-up steps)</source>
        <translation>%1（每个候选交替计时 %2 步，去掉最快和最慢的后取平均，之前有 %3 步预热）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--checkpoint: &quot;%1&quot; is neither best nor last</source>
        <translation>--checkpoint：&quot;%1&quot; 既不是 best 也不是 last</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no best checkpoint in %1: scoring the last</source>
        <translation>%1 中没有最佳检查点：改为评估最后一个</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has no test split (its data.splits.test is 0 and it has no data.test_path): give the data to score with --data</source>
        <translation>%1 没有测试集（其 data.splits.test 为 0，且没有 data.test_path）：请用 --data 给出要评估的数据</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: scoring the checkpoint before it, %2</source>
        <translation>%1：改为评估它之前的检查点 %2</translation>
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
        <location line="+1"/>
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
        <location line="+1"/>
        <source>could not save the last checkpoint: %1</source>
        <translation>无法保存最后的检查点：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exported frozen TorchScript model %1 (the %2 weights, epoch %3)</source>
        <translation>已导出冻结的 TorchScript 模型 %1（%2 权重，第 %3 轮）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exported TorchScript model %1 (the %2 weights, epoch %3)</source>
        <translation>已导出 TorchScript 模型 %1（%2 权重，第 %3 轮）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>early stopping: %1 has not improved for %2 epochs</source>
        <translation>提前停止：%1 已经 %2 轮没有改善</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>out of memory with batch %1 in epoch %2: freed the cache, continuing with batch %3 and lr %4 (%5 rule); the epoch restarts</source>
        <translation>第 %2 轮在批大小 %1 时内存不足：已释放缓存，以批大小 %3、学习率 %4（%5 规则）继续；本轮重新开始</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <translation>主机内存：为 2 MiB 及以上的张量使用透明大页 %1</translation>
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
        <location line="+1"/>
        <source>stopped during epoch %1</source>
        <translation>在第 %1 轮中停止</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+1"/>
        <source>the test split is scored with the %1 weights, epoch %2 of %3 (%4)</source>
        <translation>测试集使用 %1 权重评估，第 %2 轮（共 %3 轮）（%4）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a data-parallel run scores the test split in shares and writes no evaluation.json; lathe-cli evaluate %1 writes it</source>
        <translation>数据并行运行分片评估测试集，不写 evaluation.json；lathe-cli evaluate %1 会写出它</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; checkpoint saved to %2 (continue with: lathe-cli train --resume %3)</source>
        <translation>%1；检查点已保存到 %2（继续运行：lathe-cli train --resume %3）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>loss scaler skipped %1 step(s) with inf/NaN gradients</source>
        <translation>损失缩放器跳过了 %1 个梯度含 inf/NaN 的步</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+1"/>
        <source>%1: %2 CPU thread(s) of %3 cores</source>
        <translation>%1：使用 %2 个 CPU 线程（共 %3 核）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>data parallel: %1 ranks over %2 (%3, rendezvous %4:%5)</source>
        <translation>数据并行：%1 个 rank，通过 %2（%3，汇合点 %4:%5）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>samples: train %1, val %2, test %3</source>
        <translation>样本：训练 %1，验证 %2，测试 %3</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+1"/>
        <source>%1: continuing from the checkpoint before it, %2 (epoch %3)</source>
        <translation>%1：从它之前的检查点 %2 继续（第 %3 轮）</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+1"/>
        <source>the model has no convolutions</source>
        <translation>模型没有卷积层</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one CPU thread, where LibTorch 2.11&apos;s channels-last convolution backward can corrupt memory</source>
        <translation>单个 CPU 线程，此时 LibTorch 2.11 的 channels-last 卷积反向传播可能破坏内存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compile.channels_last true is not applied: %1</source>
        <translation>compile.channels_last true 未生效：%1</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+1"/>
        <source>not yet measured faster on a GPU</source>
        <translation>尚未在 GPU 上测得更快</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+1"/>
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
        <location line="+1"/>
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
        <source>compile.graph_optimize auto: timing the %1, then the CUDA graph, on this run&apos;s first steps (every step trains)</source>
        <translation>compile.graph_optimize auto：在本次运行的前几步计时 %1，然后是 CUDA 图（每一步都在训练）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compile.graph_optimize auto: timing the %1 on this run&apos;s first steps (every step trains)</source>
        <translation>compile.graph_optimize auto：在本次运行的前几步计时 %1（每一步都在训练）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compile.graph_optimize auto: %1; the trial cost %2 s</source>
        <translation>compile.graph_optimize auto：%1；试验耗时 %2 秒</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+1"/>
        <source>%1 of step time waits for data</source>
        <translation>%1 的步时间在等待数据</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU busy %1 while %2</source>
        <translation>GPU 忙碌 %1，同时%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: keep the data on the GPU (loader.gpu_resident &quot;on&quot;) or raise loader.workers</source>
        <translation>%1：把数据放在 GPU 上（loader.gpu_resident &quot;on&quot;）或增大 loader.workers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: raise loader.workers or lower data.image_height/width</source>
        <translation>%1：增大 loader.workers 或减小 data.image_height/width</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU busy only %1 of the time: the steps are too small to fill it; raise training.batch_size (or &quot;auto&quot;)</source>
        <translation>GPU 只有 %1 的时间在忙：每步太小，填不满它；请增大 training.batch_size（或设为 &quot;auto&quot;）</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+1"/>
        <source>batch-size finder: even batch 1 needs more than the memory budget (%1 after the %2% margin)</source>
        <translation>批大小搜索：即使批大小 1 也超出了内存预算（扣除 %2% 余量后为 %1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>batch-size finder: largest batch within %1 is %2%3 after %4 trials; fastest measured %5; using %6%7</source>
        <translation>批大小搜索：%1 以内的最大批大小为 %2%3，共 %4 次试验；测得最快的是 %5；使用 %6%7</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (the max_batch cap)</source>
        <translation>（max_batch 上限）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (rounded: %1)</source>
        <translation>（已取整：%1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1:%2: %3</source>
        <translation>%1:%2：%3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
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
        <location line="+60"/>
        <source>batch loss</source>
        <translation>批次损失</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>learning rate</source>
        <translation>学习率</translation>
    </message>
    <message>
        <location line="+13"/>
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
        <location line="+9"/>
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
        <location line="+99"/>
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
        <source>Waiting for the first device reading</source>
        <translation>正在等待第一次设备读数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Appears when the first epoch ends</source>
        <translation>第一轮结束后显示</translation>
    </message>
    <message>
        <location filename="../ui/chartmodel.cpp" line="-155"/>
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
        <location filename="../ui/compareview.cpp" line="+31"/>
        <source>completed</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stopped</source>
        <translation>已停止</translation>
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
    <message>
        <location line="+2"/>
        <source>%1 settings differ between the %2 runs ticked.</source>
        <translation>勾选的 %2 个运行之间有 %1 项设置不同。</translation>
    </message>
    <message>
        <location line="+4"/>
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
        <source>%1, best</source>
        <translation>%1（最佳）</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1 by epoch</source>
        <translation>%1 随轮次变化</translation>
    </message>
</context>
<context>
    <name>lathe::ui::ConfigOverview</name>
    <message>
        <location filename="../ui/configoverview.cpp" line="+139"/>
        <source>other settings (not read for source %1)</source>
        <translation>其他设置（数据源 %1 不读取）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>other settings (not read by model %1)</source>
        <translation>其他设置（模型 %1 不读取）</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Edit as JSON, e.g. [32, 64].</source>
        <translation>以 JSON 格式编辑，例如 [32, 64]。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose a word, or type JSON such as {&quot;yes&quot;: 4, &quot;no&quot;: 1}.</source>
        <translation>选择一个词，或输入 JSON，例如 {&quot;yes&quot;: 4, &quot;no&quot;: 1}。</translation>
    </message>
    <message>
        <location line="+33"/>
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
</context>
<context>
    <name>lathe::ui::ConfusionMatrixView</name>
    <message>
        <location filename="../ui/evaluationpanel.cpp" line="+121"/>
        <source>%1 recognised: %2 (%3% of the class)</source>
        <translation>%1 识别正确：%2（占该类别 %3%）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 taken for %2: %3 (%4% of the class)</source>
        <translation>%1 被误判为 %2：%3（占该类别 %4%）</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>predicted class</source>
        <translation>预测类别</translation>
    </message>
</context>
<context>
    <name>lathe::ui::Dashboard</name>
    <message>
        <location filename="../ui/dashboardevaluate.cpp" line="+56"/>
        <source>Steps wait for data: keep the data on the GPU (loader.gpu_resident &quot;on&quot;) or raise loader.workers</source>
        <translation>训练步在等待数据：把数据放在 GPU 上（loader.gpu_resident &quot;on&quot;），或增大 loader.workers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steps wait for data: raise loader.workers, or lower data.image_height and data.image_width</source>
        <translation>训练步在等待数据：增大 loader.workers，或减小 data.image_height 和 data.image_width</translation>
    </message>
    <message>
        <location line="+14"/>
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
        <location line="+4"/>
        <source>of the time a kernel ran</source>
        <translation>有内核在运行的时间占比</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no NVML readings: utilisation unknown</source>
        <translation>没有 NVML 读数：利用率未知</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+21"/>
        <source>waiting for a reading</source>
        <translation>正在等待读数</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>The steps are too small to keep the GPU busy: raise training.batch_size (&quot;auto&quot; finds the largest that fits)</source>
        <translation>训练步太小，无法让 GPU 忙起来：增大 training.batch_size（设为 &quot;auto&quot; 会找出能放下的最大值）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CPU busy</source>
        <translation>CPU 繁忙度</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n core(s) · %1% of one core</source>
        <translation>
            <numerusform>%n 个核心 · 单核的 %1%</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The cores are not kept busy: raise training.batch_size, or look for another program using them</source>
        <translation>CPU 核心没有被充分利用：增大 training.batch_size，或检查是否有其他程序占用它们</translation>
    </message>
    <message>
        <location line="+10"/>
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
        <source>Most of the GPU&apos;s memory is unused: the batch can grow (training.batch_size &quot;auto&quot; finds the largest)</source>
        <translation>GPU 显存大部分未使用：批大小还可以增大（training.batch_size &quot;auto&quot; 会找出最大值）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The GPU&apos;s memory is nearly full: a larger model or batch will run out of memory</source>
        <translation>GPU 显存快满了：更大的模型或批大小会导致显存不足</translation>
    </message>
    <message>
        <location line="+6"/>
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
        <location line="+7"/>
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
        <location line="+2"/>
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
        <source>Paused: Resume (F8) continues; paused time is not counted</source>
        <translation>已暂停：按“继续”（F8）接着训练；暂停时间不计入</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> · known after the first validation</source>
        <translation> · 第一次验证后可知</translation>
    </message>
    <message>
        <location line="+4"/>
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
        <source>Start a run (F5): here you will see whether the GPU or CPU is busy, what holds it back, and whether training is healthy.</source>
        <translation>开始一次运行（F5）：这里会显示 GPU 或 CPU 是否繁忙、是什么拖慢了它，以及训练是否健康。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Paused: nothing trains until you resume (F8).</source>
        <translation>已暂停：在你继续（F8）之前不会训练。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Preparing: reading the data and building the model…</source>
        <translation>准备中：正在读取数据并构建模型…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Bottleneck: the data. Steps wait %1 of their time for the next batch.</source>
        <translation>瓶颈在数据：训练步有 %1 的时间在等待下一批数据。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The GPU is busy (%1): training runs as fast as the GPU computes.</source>
        <translation>GPU 很忙（%1）：训练速度取决于 GPU 的计算能力，这正是应有的状态。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The GPU idles %1 of the time: its steps are too small to fill it, not held up by data.</source>
        <translation>GPU 有 %1 的时间空闲：训练步太小，填不满 GPU，并不是在等数据。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Training on the GPU; its utilisation is not known (no NVML readings).</source>
        <translation>正在 GPU 上训练；利用率未知（没有 NVML 读数）。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Training on the CPU: its %n core(s) are busy (%1), so the CPU&apos;s compute is the limit; a GPU would be faster.</source>
        <translation>
            <numerusform>正在 CPU 上训练：%n 个核心都很忙（%1），瓶颈是 CPU 的计算能力；用 GPU 会更快。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Training on the CPU, but its %n core(s) are only %1 busy.</source>
        <translation>
            <numerusform>正在 CPU 上训练，但 %n 个核心的繁忙度只有 %1。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Training on the CPU.</source>
        <translation>正在 CPU 上训练。</translation>
    </message>
    <message>
        <location filename="../ui/dashboard.cpp" line="+180"/>
        <source>The run finished: its report and model are in the run folder.</source>
        <translation>运行已完成：报告和模型在运行文件夹中。</translation>
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
    <message>
        <location line="+98"/>
        <source>%1, as it ended (%2 epochs)</source>
        <translation>%1 结束时的情况（%2 轮）</translation>
    </message>
</context>
<context>
    <name>lathe::ui::DoctorDialog</name>
    <message>
        <location filename="../ui/dialogs.cpp" line="+217"/>
        <source>Checking this machine…</source>
        <translation>正在检查本机…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU self-test</source>
        <translation>GPU 自检</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Checking %1…</source>
        <translation>正在检查 %1…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Done. lathe-cli doctor --quick prints the same report.</source>
        <translation>完成。lathe-cli doctor --quick 会输出同样的报告。</translation>
    </message>
</context>
<context>
    <name>lathe::ui::EvaluationPanel</name>
    <message>
        <location filename="../ui/evaluationpanel.cpp" line="+55"/>
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
        <location line="+1"/>
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
        <location line="+0"/>
        <source>Residual std</source>
        <translation>残差标准差</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Median |residual|</source>
        <translation>|残差| 中位数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>90% |residual|</source>
        <translation>|残差| 90% 分位</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Confusion matrix (rows: true class)</source>
        <translation>混淆矩阵（行：真实类别）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cells show</source>
        <translation>单元格显示</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Evaluation</source>
        <translation>评估</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No run chosen. A run that completes with a test split is scored here: its confusion matrix, per-class scores and the classes it confuses. Pick one under Runs and choose Evaluation.</source>
        <translation>尚未选择运行。带测试集且已完成的运行会在此显示评估：混淆矩阵、各类别得分以及易混淆的类别。请在“运行”中选择一个运行并点击“评估”。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Evaluation: %1</source>
        <translation>评估：%1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 has no evaluation yet. A run writes one when it completes with a test split (data.splits.test or data.test_path); for other runs, or to score other data, run

lathe-cli evaluate &quot;%2&quot; [--data FILES]</source>
        <translation>%1 还没有评估结果。带测试集（data.splits.test 或 data.test_path）的运行在完成时会写入评估；其他运行或要评估其他数据，请运行

lathe-cli evaluate &quot;%2&quot; [--data 文件]</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot be read: it is not JSON.</source>
        <translation>无法读取 %1：它不是 JSON。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the test split</source>
        <translation>测试集</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>other data</source>
        <translation>其他数据</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>best weights</source>
        <translation>最佳权重</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>last weights</source>
        <translation>最终权重</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scored on %1 with the %2 of epoch %3 (%4).</source>
        <translation>在%1上用第 %3 轮的%2评估（%4）。</translation>
    </message>
    <message>
        <location line="+17"/>
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
        <location line="+21"/>
        <source>No class was taken for another.</source>
        <translation>没有类别被误判为其他类别。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most confused</source>
        <translation>最易混淆</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 → %2
%3%</source>
        <translation>%1 → %2
%3%</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sample %1 of the split: %2 taken for %3 with %4% confidence</source>
        <translation>该数据集的第 %1 个样本：%2 被误判为 %3，置信度 %4%</translation>
    </message>
    <message>
        <location line="+5"/>
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
        <location line="+16"/>
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
    <name>lathe::ui::FindBatchDialog</name>
    <message>
        <location filename="../ui/dialogs.cpp" line="-209"/>
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
        <location line="+3"/>
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
        <source>Peak memory by batch size</source>
        <translation>各批大小的峰值内存</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+1"/>
        <source>peak memory (MiB)</source>
        <translation>峰值内存 (MiB)</translation>
    </message>
    <message>
        <location line="+71"/>
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
    <name>lathe::ui::HistoryPanel</name>
    <message>
        <location filename="../ui/historypanel.cpp" line="+44"/>
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
        <location line="+7"/>
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
        <location line="+3"/>
        <source>Continue the selected run from its last checkpoint</source>
        <translation>从最近的检查点继续所选运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export the selected run&apos;s report (HTML and PDF)</source>
        <translation>导出所选运行的报告（HTML 和 PDF）</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>unfinished</source>
        <translation>未完成</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>completed</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location line="-109"/>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show</source>
        <translation>显示</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The selected runs side by side in the Compare tab: their curves overlaid, the settings that differ</source>
        <translation>在“比较”标签页中并排比较所选运行：叠加曲线，列出不同的设置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The selected run&apos;s charts and dashboard in the Training tab</source>
        <translation>在“训练”标签页中显示所选运行的图表和仪表板</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
</context>
<context>
    <name>lathe::ui::MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.cpp" line="+101"/>
        <source>Form</source>
        <translation>表单</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <location line="+7"/>
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
        <location line="+2"/>
        <source>No data read yet. When a run starts, what its data holds appears here before the first epoch: the samples and classes of every split, the missing values and what was done with them, the time covered and its gaps. For an earlier run, select it under Runs and choose Evaluation.</source>
        <translation>尚未读取数据。运行开始后，在第一轮之前，这里会显示数据的内容：各划分的样本数和类别、缺失值及其处理方式、覆盖的时间范围及其中的缺口。要查看较早的运行，请在“运行记录”中选中它并选择“评估”。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Problems</source>
        <translation>问题</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1: %2 (not applied)</source>
        <translation>%1：%2（未应用）</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+155"/>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location line="-144"/>
        <source>starting · %1 · batch %2 · %3</source>
        <translation>正在启动 · %1 · 批大小 %2 · %3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Paused after step %2 (epoch %1) · Resume (%3) continues · paused time is not counted</source>
        <translation>已暂停于第 %2 步（第 %1 轮）· 按“继续”（%3）接着训练 · 暂停时间不计入</translation>
    </message>
    <message>
        <location line="+5"/>
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
        <location filename="../ui/mainwindowsweep.cpp" line="+33"/>
        <source>Sweep: variant %1 of %2 (%3)</source>
        <translation>对比实验：第 %1/%2 个变体（%3）</translation>
    </message>
    <message>
        <location line="+13"/>
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
        <location filename="../ui/mainwindow.cpp" line="-76"/>
        <location filename="../ui/mainwindowsweep.cpp" line="+3"/>
        <location line="+47"/>
        <source>Sweep</source>
        <translation>对比实验</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>Runs</source>
        <translation>运行记录</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../ui/mainwindowsweep.cpp" line="-38"/>
        <location line="+12"/>
        <location filename="../ui/mainwindowtools.cpp" line="+127"/>
        <source>A run is already in progress: stop it first.</source>
        <translation>已有运行正在进行：请先停止它。</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../ui/mainwindowtools.cpp" line="+9"/>
        <source>Resume run</source>
        <translation>继续运行</translation>
    </message>
    <message>
        <location line="+45"/>
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
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location line="+7"/>
        <source>Export &amp;Slurm job…</source>
        <translation>导出 Slurm 作业(&amp;S)…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;User guide</source>
        <translation>用户指南(&amp;U)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Res&amp;ume</source>
        <translation>继续(&amp;U)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Pro&amp;file 10 steps</source>
        <translation>剖析 10 步(&amp;F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Times each phase of the next 10 steps (data wait, copy, forward, backward, optimizer) and writes a trace of every operator: where a step&apos;s time goes</source>
        <translation>为接下来 10 步的每个阶段计时（数据等待、复制、前向、反向、优化器），并写出每个算子的跟踪：看清一步的时间花在哪里</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowsweep.cpp" line="+36"/>
        <source>The comparison cannot be shown: %1</source>
        <translation>无法显示对比结果：%1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowtools.cpp" line="-20"/>
        <source>GPU self-&amp;test…</source>
        <translation>GPU 自检(&amp;T)…</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Where to train: written to device.type, device.id and device.gpus (several GPUs: one rank each, data parallel)</source>
        <translation>在哪里训练：写入 device.type、device.id 和 device.gpus（多块 GPU 时每块一个 rank，数据并行）</translation>
    </message>
    <message>
        <location line="+150"/>
        <source>Report written: %1 and %2</source>
        <translation>报告已写入：%1 和 %2</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowconfig.cpp" line="+68"/>
        <source>The form works once the JSON is valid: fix the JSON syntax first.</source>
        <translation>JSON 有效后才能使用表单：请先修正 JSON 语法。</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="-56"/>
        <source>Run folder to report on</source>
        <translation>选择要生成报告的运行文件夹</translation>
    </message>
    <message>
        <location line="-173"/>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <location line="+177"/>
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
        <location filename="../ui/mainwindowtools.cpp" line="-241"/>
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
        <location filename="../ui/mainwindow.cpp" line="+7"/>
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
        <location line="+32"/>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save &amp;checkpoint now</source>
        <translation>立即保存检查点(&amp;C)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowtools.cpp" line="+33"/>
        <source>&amp;Find batch size…</source>
        <translation>查找批大小(&amp;F)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A run is in progress: find the batch size before starting it.</source>
        <translation>正在运行训练：请在开始训练之前查找批大小。</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowsweep.cpp" line="-45"/>
        <location line="+23"/>
        <location filename="../ui/mainwindowtools.cpp" line="-16"/>
        <location line="+19"/>
        <source>Fix the problems listed below first.</source>
        <translation>请先修复下方列出的问题。</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowtools.cpp" line="-28"/>
        <source>Export Slurm job</source>
        <translation>导出 Slurm 作业</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The job trains the config as saved on disk. Save it now?</source>
        <translation>作业训练的是磁盘上已保存的配置。现在保存吗？</translation>
    </message>
    <message>
        <location line="+144"/>
        <source>training.batch_size set to %1</source>
        <translation>training.batch_size 已设为 %1</translation>
    </message>
    <message>
        <location line="-107"/>
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
        <location filename="../ui/mainwindowsweep.cpp" line="-28"/>
        <source>S&amp;weep…</source>
        <translation>对比实验(&amp;W)…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Resume s&amp;weep…</source>
        <translation>继续对比实验(&amp;W)…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sweep folder to continue</source>
        <translation>要继续的对比实验文件夹</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Resume sweep</source>
        <translation>继续对比实验</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowtools.cpp" line="+8"/>
        <source> Device: </source>
        <translation> 设备： </translation>
    </message>
    <message>
        <location line="+24"/>
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
        <location line="+15"/>
        <source>training.batch_size set to %1; the learning rate follows it (lr_scaling %2 from batch %3)</source>
        <translation>training.batch_size 已设为 %1；学习率随之调整（lr_scaling %2，基准批大小 %3）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>epoch %1/%2 · step %3/%4 · ETA %5 · %6 · batch %7 · %8</source>
        <translation>第 %1/%2 轮 · 第 %3/%4 步 · 预计剩余 %5 · %6 · 批大小 %7 · %8</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>New from template</source>
        <translation>从模板新建</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cannot read the template %1</source>
        <translation>无法读取模板 %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>New config from the template %1</source>
        <translation>已从模板 %1 新建配置</translation>
    </message>
    <message>
        <location line="+16"/>
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
        <location filename="../ui/mainwindow.cpp" line="+38"/>
        <source>Fix the problems listed below before training.</source>
        <translation>请先修复下方列出的问题，再开始训练。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Start training</source>
        <translation>开始训练</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+9"/>
        <source>Open config</source>
        <translation>打开配置</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Lathe configs (*.json);;All files (*)</source>
        <translation>Lathe 配置 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot read %1:
%2</source>
        <translation>无法读取 %1：
%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+10"/>
        <source>Save config</source>
        <translation>保存配置</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Lathe configs (*.json)</source>
        <translation>Lathe 配置 (*.json)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot write %1:
%2</source>
        <translation>无法写入 %1：
%2</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Saved %1 (%n problem(s) remain)</source>
        <translation>
            <numerusform>已保存 %1（仍有 %n 个问题）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowconfig.cpp" line="-9"/>
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
        <location filename="../ui/mainwindow.cpp" line="+7"/>
        <source>untitled.json</source>
        <translation>未命名.json</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The config has unsaved changes. Save them?</source>
        <translation>配置有未保存的更改。是否保存？</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowtools.cpp" line="+13"/>
        <source>Cannot keep an autosave in %1</source>
        <translation>无法在 %1 中保存自动备份</translation>
    </message>
    <message>
        <location line="+10"/>
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
    <message>
        <location filename="../ui/mainwindow.cpp" line="+41"/>
        <source>Training in progress</source>
        <translation>训练进行中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A run is in progress. Stop it (a checkpoint is saved) and quit?</source>
        <translation>有运行正在进行。是否停止（将保存检查点）并退出？</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/mainwindowrun.cpp" line="+53"/>
        <source>Step profile ready: %n step(s)</source>
        <translation>
            <numerusform>单步剖析已完成：%n 步</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>A run is training: its charts are in the Training tab. Show the earlier run when it ends.</source>
        <translation>有运行正在训练，其图表在“训练”标签页中。请在它结束后再显示较早的运行。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Showing %1 as it ended</source>
        <translation>正在显示 %1 结束时的情况</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot show %1: %2</source>
        <translation>无法显示 %1：%2</translation>
    </message>
    <message>
        <location line="+15"/>
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
    <message>
        <location line="+20"/>
        <source>The user guide is not installed (looked for %1).</source>
        <translation>未安装用户指南（查找位置：%1）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lathe user guide</source>
        <translation>Lathe 用户指南</translation>
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
    <name>lathe::ui::PlotView</name>
    <message>
        <location filename="../ui/plotview.cpp" line="+148"/>
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
        <location filename="../ui/profileview.cpp" line="+40"/>
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
        <location line="+5"/>
        <source>Each profiled step, by phase (ms)</source>
        <translation>每个被剖析的步，按阶段（毫秒）</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Why is my GPU idle? While a run trains, profile a few of its steps: the time of each phase of a step (waiting for data, the copy to the GPU, forward, backward, the optimizer…) and a trace of every operator for Perfetto or chrome://tracing. lathe-cli train --profile-steps N does the same without a window.</source>
        <translation>GPU 为什么空闲？在训练进行时剖析其中几步：一步中每个阶段的用时（等待数据、复制到 GPU、前向、反向、优化器…），以及可用 Perfetto 或 chrome://tracing 打开的每个算子的跟踪。lathe-cli train --profile-steps N 无需窗口即可做同样的事。</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Profiling the next %n step(s) of the run…</source>
        <translation>
            <numerusform>正在剖析本次运行接下来的 %n 步…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+35"/>
        <source>training step</source>
        <translation>训练步</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ms</source>
        <translation>毫秒</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n step(s) profiled from step %1 (%2); a step takes %3 ms on average.</source>
        <translation>
            <numerusform>从第 %1 步起剖析了 %n 步（%2）；平均每步 %3 毫秒。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
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
        <location filename="../ui/runpanel.cpp" line="+36"/>
        <source>No run yet: press Start to train the open config.</source>
        <translation>尚无运行：点击“开始”训练当前打开的配置。</translation>
    </message>
    <message>
        <location line="+6"/>
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
    <message>
        <location line="+48"/>
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
        <location line="+16"/>
        <source>Best so far: checkpoint saved</source>
        <translation>目前最佳：已保存检查点</translation>
    </message>
    <message>
        <location line="+59"/>
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
    <name>lathe::ui::SessionController</name>
    <message>
        <location filename="../ui/sessioncontroller.cpp" line="+48"/>
        <source>%1 is not a Lathe run folder</source>
        <translation>%1 不是 Lathe 运行文件夹</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>A run on %1 ranks needs lathe-cli, which is not at %2.</source>
        <translation>%1 个 rank 的训练需要 lathe-cli，但在 %2 找不到它。</translation>
    </message>
</context>
<context>
    <name>lathe::ui::SlurmDialog</name>
    <message>
        <location filename="../ui/dialogs.cpp" line="+77"/>
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
        <location line="+1"/>
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
        <location line="+46"/>
        <source>Runs folder on the cluster: give a folder the nodes can write to.</source>
        <translation>集群上的运行文件夹：请填写节点可写入的文件夹。</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n rank(s) in all.</source>
        <translation>
            <numerusform>共 %n 个 rank。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
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
        <location filename="../ui/sweepcontroller.cpp" line="+24"/>
        <location line="+18"/>
        <source>A run is already in progress: stop it first.</source>
        <translation>已有运行在进行：请先停止它。</translation>
    </message>
</context>
<context>
    <name>lathe::ui::SweepDialog</name>
    <message>
        <location filename="../ui/sweepdialog.cpp" line="+24"/>
        <source>Sweep</source>
        <translation>对比实验</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Train the current config in several variants, one after another, and compare them. Each variant is an ordinary run in one sweep folder; Stop ends the sweep, and Run › Resume sweep… continues it.</source>
        <translation>把当前配置按几种变体依次训练并加以比较。每个变体都是同一个对比实验文件夹中的一次普通运行；“停止”会结束对比实验，运行 › 继续对比实验… 可继续。</translation>
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
        <source>One setting per line, with its values:
training.lr=1e-3,3e-3
model.dropout=0,0.2</source>
        <translation>每行一个设置及其取值：
training.lr=1e-3,3e-3
model.dropout=0,0.2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Models:</source>
        <translation>模型：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Settings:</source>
        <translation>设置：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start sweep</source>
        <translation>开始对比实验</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Name the models to compare, or the settings to vary, or both: every combination runs.</source>
        <translation>填写要比较的模型，或要变化的设置，或两者都填：所有组合都会运行。</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n variant(s): %1</source>
        <translation>
            <numerusform>%n 个变体：%1</numerusform>
        </translation>
    </message>
</context>
</TS>
