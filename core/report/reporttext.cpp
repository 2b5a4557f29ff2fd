// The report's own words in Simplified Chinese (core has no Qt, so no Qt Linguist here).

#include "report.h"

#include <map>

namespace lathe::core {

std::string reportText(const std::string& english, const std::string& language)
{
    if (language != "zh_CN")
        return english;
    // The report's fixed words in Simplified Chinese; data (metric names, log lines, advice) stays
    // as recorded.
    static const std::map<std::string, std::string> zh{
        {"Lathe report", "Lathe 报告"}, {"Run folder", "运行文件夹"}, {"status", "状态"}, {"finished", "完成于"},
        {"unfinished", "未完成"}, {"completed", "已完成"}, {"stopped", "已停止"},
        {"Results", "结果"}, {"metric", "指标"}, {"final", "最终"}, {"best epoch", "最佳轮次"},
        {"No summary yet: the run has not finished (or was killed). Charts show the epochs recorded.",
         "尚无总结：运行未结束（或被终止）。图表显示已记录的轮次。"},
        {"This run was recorded before Lathe marked its decisions: its log.txt has them all.",
         "这次运行记录于 Lathe 标记决策之前：所有决策都在它的 log.txt 中。"},
        {"Decisions", "决策"}, {"Device", "设备"}, {"Precision", "精度"}, {"Batch size", "批大小"}, {"Executor", "执行器"}, {"trial cost", "试测开销"}, {"channels-last memory order", "通道在后（channels-last）内存布局"},
        {"Configuration", "配置"}, {"Data", "数据"}, {"Samples", "样本"}, {"train", "训练"}, {"validation", "验证"},
        {"test", "测试"}, {"Model", "模型"}, {"Epochs", "轮数"}, {"Optimizer", "优化器"}, {"weight decay", "权重衰减"},
        {"Scheduler", "学习率调度"}, {"Mixed precision (config)", "混合精度（配置）"}, {"Full config", "完整配置"},
        {"The full config is config.json in the run folder.", "完整配置见运行文件夹中的 config.json。"},
        {"Hardware and software", "硬件与软件"}, {"Host", "主机"}, {"cores", "核"}, {"compute capability", "计算能力"},
        {"Charts", "图表"}, {"GPU efficiency", "GPU 效率"}, {"Mean GPU utilisation", "平均 GPU 利用率"},
        {"Peak GPU memory", "GPU 显存峰值"}, {"of the device", "（占设备）"}, {"not measured", "未测量"},
        {"Mean data wait", "平均数据等待"}, {"Mean samples/s", "平均样本/秒"},
        {"No efficiency advice: nothing looked off.", "没有效率建议：一切正常。"},
        {"Batch-size finder", "批大小搜索"}, {"trial", "试验"}, {"phase", "阶段"}, {"batch", "批大小"},
        {"peak MiB", "峰值 MiB"}, {"samples/s", "样本/秒"}, {"result", "结果"},
        {"class", "类别"}, {"more classes in data.json", "个类别另见 data.json"},
        {"One class holds most of the training split: balanced accuracy and macro F1 say more than accuracy.",
         "训练集中一个类别占绝大多数：平衡准确率和宏平均 F1 比准确率更能说明问题。"},
        {"Missing values", "缺失值"}, {"missing cells", "缺失单元格"}, {"filled", "已填补"}, {"rows dropped", "丢弃的行"},
        {"Streamed from disk (loader.stream): each batch was read as training went, not held in memory.",
         "从磁盘流式读取（loader.stream）：每个批次在训练过程中读取，而非全部保存在内存中。"},
        {"windows dropped", "丢弃的窗口"}, {"missing time steps filled", "已填补的缺失时间步"}, {"column", "列"}, {"filled with", "填补方式"},
        {"a straight line between its neighbours", "前后值之间的线性插值"}, {"the last value before", "沿用前一个值"},
        {"Time", "时间"}, {"step", "步长"}, {"irregular", "不规则"}, {"gaps", "缺口"}, {"missing steps", "个缺失时间步"},
        {"duplicate times", "重复时间"},
        {"Made by", "生成者"}, {"from the files in the run folder.", "，依据运行文件夹中的文件。"},
        // charts
        {"Loss", "损失"}, {"loss", "损失"}, {"epoch", "轮次"}, {"Accuracy", "准确率"}, {"accuracy", "准确率"},
        {"validation top-5", "验证 top-5"}, {"Regression error", "回归误差"}, {"error", "误差"},
        {"train MAE", "训练 MAE"}, {"validation MAE", "验证 MAE"}, {"validation RMSE", "验证 RMSE"},
        {"Learning rate", "学习率"}, {"learning rate", "学习率"}, {"Throughput", "吞吐量"}, {"Epoch time", "每轮用时"},
        {"seconds", "秒"}, {"Data wait", "数据等待"}, {"% of step time", "占步时 %"}, {"data wait %", "数据等待 %"},
        {"GPU utilisation", "GPU 利用率"}, {"GPU busy %", "GPU 忙碌 %"}, {"GPU memory", "GPU 显存"},
        {"device used", "设备已用"}, {"allocator reserved", "分配器保留"}, {"allocator allocated", "分配器已分配"},
        {"GPU power and temperature", "GPU 功率与温度"}, {"power W", "功率 W"}, {"temperature °C", "温度 °C"},
        {"CPU", "CPU"}, {"% of one core / of the machine", "单核 % / 整机 %"}, {"process (one core = 100)", "进程（单核 = 100）"},
        {"host", "主机"}, {"Process memory", "进程内存"}, {"resident", "常驻"},
        // data parallel
        {"Data parallel", "数据并行"}, {"ranks", "个 rank"}, {"rank", "rank"}, {"mean samples/s", "平均样本/秒"},
        {"slowest epoch samples/s", "最慢一轮的样本/秒"}, {"mean data wait %", "平均数据等待 %"},
        {"Samples/s per rank", "各 rank 的样本/秒"},
        // step profile
        {"Step profile", "单步剖析"}, {"Steps profiled", "剖析的步数"}, {"from step", "起始步"}, {"mean step", "平均每步"},
        {"training step", "训练步"},
        {"Profiled steps wait for the device between phases, so they run a little slower than the others.",
         "剖析时各阶段之间会等待设备完成，因此这些步比其他步稍慢。"},
        {"mean ms", "平均毫秒"}, {"share", "占比"}, {"Trace of every operator", "全部算子的跟踪文件"}, {"open it in", "可用"},
        {"or", "或"}, {"The last of the run's profiles; every profile is in profile.json.", "显示本次运行的最后一次剖析；全部剖析见 profile.json。"},
        {"data wait", "数据等待"}, {"copy", "拷贝到设备"}, {"inputs", "输入预处理"}, {"forward", "前向"}, {"backward", "反向"},
        {"sync", "梯度同步"}, {"optimizer", "优化器"}, {"fused step", "融合步（CUDA graph）"}, {"other", "其他"}, {"ms", "毫秒"},
        // evaluation
        {"Evaluation", "评估"}, {"Test split", "测试集"}, {"samples", "个样本"}, {"Scored with the", "所用权重："},
        {"best weights", "最佳权重"}, {"last weights", "最终权重"}, {"Balanced accuracy", "平衡准确率"},
        {"Macro F1", "宏平均 F1"}, {"Weighted F1", "加权平均 F1"}, {"Top-5 accuracy", "Top-5 准确率"}, {"class", "类别"},
        {"precision", "精确率"}, {"recall", "召回率"}, {"F1", "F1"}, {"support", "样本数"},
        {"Most confused (true class → predicted class)", "最易混淆（真实类别 → 预测类别）"}, {"of the class", "（占该类别）"},
        {"The confusion matrix has too many classes to draw; it is in evaluation.json.",
         "类别太多，未绘制混淆矩阵；完整矩阵见 evaluation.json。"},
        {"Confusion matrix: rows are the true classes, columns the predicted ones (numbered as the rows); the shade is the share of the row.",
         "混淆矩阵：行为真实类别，列为预测类别（编号与行相同）；颜色深浅表示占该行的比例。"},
        {"target", "目标"}, {"MAE", "MAE"}, {"RMSE", "RMSE"}, {"R²", "R²"}, {"mean residual", "平均残差"},
        {"residual std", "残差标准差"}, {"median |residual|", "|残差| 中位数"}, {"90% |residual|", "|残差| 90% 分位"},
        {"Best epoch", "最佳轮次"}, {"of", "/"}, {"Test metrics and model.pt", "测试指标与 model.pt"},
        {"started", "开始于"}, {"Epochs completed", "已完成轮数"}, {"training time", "训练用时"},
        {"Parameters", "参数量"}, {"trainable", "可训练"}, {"input per sample", "每个样本的输入"}, {"outputs", "输出数"},
        {"layer", "层"}, {"type", "类型"}, {"parameter shapes", "参数形状"}, {"parameters", "参数量"},
        // sweep comparison
        {"Lathe sweep", "Lathe 对比实验"}, {"Sweep", "对比实验"}, {"Sweep folder", "对比实验文件夹"}, {"from", "来自"},
        {"variants completed", "个变体已完成"}, {"Best", "最佳"}, {"Variants", "变体"}, {"epochs", "轮数"}, {"best", "最佳"},
        {"train time", "训练用时"}, {"Run folders", "运行文件夹"}, {"not started", "未开始"},
        {"Resume the sweep with", "继续对比实验："}, {"Base config", "基础配置"},
        {"The base config is in sweep.json; each variant's config.json is in its run folder.",
         "基础配置见 sweep.json；各变体的 config.json 在其运行文件夹中。"},
        {"Made by Lathe from the files in the sweep folder.", "由 Lathe 依据对比实验文件夹中的文件生成。"},
        {"Validation loss by variant", "各变体的验证损失"}, {"Validation accuracy by variant", "各变体的验证准确率"},
        {"Validation top-5 by variant", "各变体的验证 top-5"}, {"Validation MAE by variant", "各变体的验证 MAE"},
        {"Validation RMSE by variant", "各变体的验证 RMSE"}, {"Validation R² by variant", "各变体的验证 R²"},
        {"Training loss by variant", "各变体的训练损失"}, {"Throughput by variant", "各变体的吞吐量"},
    };
    const auto it = zh.find(english);
    return it == zh.end() ? english : it->second;
}

} // namespace lathe::core
