<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
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
        <location filename="../ui/configoverview.cpp" line="+137"/>
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
        <location filename="../ui/dashboard.cpp" line="+84"/>
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
        <location line="+146"/>
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
        <location filename="../ui/dialogs.cpp" line="+215"/>
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
        <location filename="../ui/mainwindow.cpp" line="+99"/>
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
        <location filename="../ui/mainwindowsweep.cpp" line="+31"/>
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
        <location filename="../ui/mainwindowconfig.cpp" line="+67"/>
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
        <location filename="../ui/mainwindowrun.cpp" line="+51"/>
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
        <location filename="../ui/plotview.cpp" line="+160"/>
        <source>No data yet</source>
        <translation>尚无数据</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Drag: zoom in · wheel: zoom · Shift+drag or middle-drag: pan · Home: reset · double-click: enlarge · right-click: menu</source>
        <translation>拖动：放大 · 滚轮：缩放 · Shift+拖动或中键拖动：平移 · Home：重置 · 双击：放大图表 · 右键：菜单</translation>
    </message>
    <message>
        <location line="+384"/>
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
        <location filename="../ui/problemsmodel.cpp" line="+47"/>
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
        <location filename="../ui/runpanel.cpp" line="+34"/>
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
        <location line="+1"/>
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
        <location filename="../ui/sessioncontroller.cpp" line="+46"/>
        <source>%1 is not a Lathe run folder</source>
        <translation>%1 不是 Lathe 运行文件夹</translation>
    </message>
    <message>
        <location line="+35"/>
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
        <location filename="../ui/sweepcontroller.cpp" line="+22"/>
        <location line="+18"/>
        <source>A run is already in progress: stop it first.</source>
        <translation>已有运行在进行：请先停止它。</translation>
    </message>
</context>
<context>
    <name>lathe::ui::SweepDialog</name>
    <message>
        <location filename="../ui/sweepdialog.cpp" line="+22"/>
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
