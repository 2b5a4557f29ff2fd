#pragma once
// A metric's name as the window shows it, from its key ("val_accuracy" → "val accuracy",
// "验证准确率"): the split and the measure translated and put together as the language writes them.

#include <QString>

namespace lathe::ui {

QString metricName(const QString& key);

} // namespace lathe::ui
