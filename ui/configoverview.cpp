#include "configoverview.h"

#include "config/schema.h"

#include <QHeaderView>

namespace lathe::ui {

namespace {

QString displayValue(const core::Json& v)
{
    if (v.is_string())
        return QString::fromStdString(v.get<std::string>());
    if (v.is_array() && v.empty())
        return QStringLiteral("—");
    return QString::fromStdString(v.dump());
}

void addFields(QTreeWidgetItem* parent, QTreeWidget* tree, const core::FieldSpec& spec, const core::Json& value,
               const QString& path)
{
    for (const auto& child : spec.children) {
        const QString name = QString::fromStdString(child.name);
        const QString childPath = path.isEmpty() ? name : path + QLatin1Char('.') + name;
        auto* item = parent ? new QTreeWidgetItem(parent) : new QTreeWidgetItem(tree);
        item->setText(0, name);
        item->setData(0, Qt::UserRole, childPath);
        item->setToolTip(0, QString::fromStdString(child.doc));
        item->setToolTip(1, QString::fromStdString(child.doc));
        const core::Json& v = value.contains(child.name) ? value.at(child.name) : child.defaultValue;
        if (child.type == core::FieldType::Object) {
            QFont f = item->font(0);
            f.setBold(true);
            item->setFont(0, f);
            addFields(item, tree, child, v, childPath);
            continue;
        }
        item->setText(1, displayValue(v));
        if (child.type != core::FieldType::ObjectList && v != child.defaultValue) {
            QFont f = item->font(1);
            f.setBold(true);
            item->setFont(1, f); // bold: set in the file, not a default
        }
    }
}

} // namespace

ConfigOverview::ConfigOverview(QWidget* parent)
    : QTreeWidget(parent)
{
    setColumnCount(2);
    setHeaderLabels({tr("Field"), tr("Value")});
    header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    header()->setStretchLastSection(true);
    setAlternatingRowColors(true);
    setUniformRowHeights(true);
}

void ConfigOverview::showConfig(const core::Json& normalised)
{
    QStringList expanded;
    for (int i = 0; i < topLevelItemCount(); ++i) {
        if (topLevelItem(i)->isExpanded())
            expanded << topLevelItem(i)->text(0);
    }
    const bool first = topLevelItemCount() == 0;
    clear();
    addFields(nullptr, this, core::configSchema(), normalised, {});
    for (int i = 0; i < topLevelItemCount(); ++i) {
        auto* item = topLevelItem(i);
        item->setExpanded(first ? item->childCount() > 0 && item->text(0) != QLatin1String("augmentation")
                                : expanded.contains(item->text(0)));
    }
}

QString ConfigOverview::valueText(const QString& path) const
{
    const auto items = findItems(path.section(QLatin1Char('.'), -1), Qt::MatchExactly | Qt::MatchRecursive);
    for (const auto* item : items) {
        if (item->data(0, Qt::UserRole).toString() == path)
            return item->text(1);
    }
    return {};
}

} // namespace lathe::ui
