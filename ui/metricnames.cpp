#include "metricnames.h"

#include <QCoreApplication>

namespace lathe::ui {

namespace {
const char* const kContext = "lathe::ui::MetricNames";

// The translatable words; the keys are metrics/metric.h's.
const char* splitWord(const QString& split)
{
    if (split == QLatin1String("train"))
        return QT_TRANSLATE_NOOP("lathe::ui::MetricNames", "train");
    if (split == QLatin1String("val"))
        return QT_TRANSLATE_NOOP("lathe::ui::MetricNames", "val");
    if (split == QLatin1String("test"))
        return QT_TRANSLATE_NOOP("lathe::ui::MetricNames", "test");
    return nullptr;
}

const char* measureWord(const QString& measure)
{
    if (measure == QLatin1String("loss"))
        return QT_TRANSLATE_NOOP("lathe::ui::MetricNames", "loss");
    if (measure == QLatin1String("accuracy"))
        return QT_TRANSLATE_NOOP("lathe::ui::MetricNames", "accuracy");
    if (measure == QLatin1String("top5"))
        return QT_TRANSLATE_NOOP("lathe::ui::MetricNames", "top-5 accuracy");
    if (measure == QLatin1String("mae"))
        return QT_TRANSLATE_NOOP("lathe::ui::MetricNames", "MAE");
    if (measure == QLatin1String("rmse"))
        return QT_TRANSLATE_NOOP("lathe::ui::MetricNames", "RMSE");
    if (measure == QLatin1String("r2"))
        return QT_TRANSLATE_NOOP("lathe::ui::MetricNames", "R²");
    return nullptr;
}

} // namespace

QString metricName(const QString& key)
{
    const qsizetype cut = key.indexOf(QLatin1Char('_'));
    const char* split = cut > 0 ? splitWord(key.left(cut)) : nullptr;
    const char* measure = cut > 0 ? measureWord(key.mid(cut + 1)) : nullptr;
    if (!split || !measure)
        return QString(key).replace(QLatin1Char('_'), QLatin1Char(' '));
    //: A metric's name: %1 the split (train, val, test), %2 the measure (loss, accuracy…)
    return QCoreApplication::translate("lathe::ui::MetricNames", "%1 %2")
        .arg(QCoreApplication::translate(kContext, split), QCoreApplication::translate(kContext, measure));
}

} // namespace lathe::ui
