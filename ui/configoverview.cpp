#include "configoverview.h"

#include "config/schema.h"
#include "enginetext.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QHeaderView>
#include <QLineEdit>
#include <QPointer>
#include <QScrollBar>
#include <QStyledItemDelegate>

#include <algorithm>
#include <map>

namespace lathe::ui {

namespace {

constexpr int PathRole = Qt::UserRole;
constexpr int UnknownRole = Qt::UserRole + 1; // a key the schema does not know

QString displayValue(const core::Json& v)
{
    if (v.is_string())
        return QString::fromStdString(v.get<std::string>());
    if (v.is_array() && v.empty())
        return QStringLiteral("[]");
    return QString::fromStdString(v.dump());
}

const core::FieldSpec* specOf(const QModelIndex& index)
{
    const QString path = index.siblingAtColumn(0).data(PathRole).toString();
    return path.isEmpty() ? nullptr : core::findField(path.toStdString());
}

// Text editors for most types; a list for enums; a list with free text for "auto"-or-integer.
class FieldDelegate : public QStyledItemDelegate {
public:
    explicit FieldDelegate(ConfigOverview* form)
        : QStyledItemDelegate(form)
        , m_form(form)
    {
    }

    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option, const QModelIndex& index) const override
    {
        const core::FieldSpec* spec = specOf(index);
        if (!spec || index.column() != 1)
            return nullptr;
        if (spec->type == core::FieldType::Enum || spec->type == core::FieldType::IntOrAuto || spec->type == core::FieldType::FloatOrAuto || spec->type == core::FieldType::BoolOrAuto
            || spec->type == core::FieldType::WordOrWeights) {
            auto* box = new QComboBox(parent);
            for (const auto& c : spec->choices) // IntOrAuto, FloatOrAuto: its word ("auto", "all"), and any number typed; WordOrWeights: its words, or JSON typed
                box->addItem(QString::fromStdString(c));
            box->setEditable(spec->type == core::FieldType::IntOrAuto || spec->type == core::FieldType::FloatOrAuto || spec->type == core::FieldType::WordOrWeights);
            return box;
        }
        return QStyledItemDelegate::createEditor(parent, option, index);
    }

    void setEditorData(QWidget* editor, const QModelIndex& index) const override
    {
        if (auto* box = qobject_cast<QComboBox*>(editor)) {
            box->setCurrentText(index.data().toString());
            return;
        }
        QStyledItemDelegate::setEditorData(editor, index);
    }

    void setModelData(QWidget* editor, QAbstractItemModel*, const QModelIndex& index) const override
    {
        QString text;
        if (auto* box = qobject_cast<QComboBox*>(editor))
            text = box->currentText();
        else if (auto* line = qobject_cast<QLineEdit*>(editor))
            text = line->text();
        else
            return;
        // Applied once the editor has closed: applying rebuilds the tree, and with it this index.
        const QString path = index.siblingAtColumn(0).data(PathRole).toString();
        QPointer<ConfigOverview> form(m_form);
        QMetaObject::invokeMethod(
            m_form, [form, path, text] { if (form) form->editField(path, text); }, Qt::QueuedConnection);
    }

private:
    ConfigOverview* m_form;
};

// Whether a field of `group` ("data", "model") is read for `selector` (the data source, the model
// kind): the others (the time settings for images, the transformer's widths for an MLP…) go under a
// collapsed "other settings" item, so the form lists what applies.
bool fieldApplies(const QString& group, const std::string& field, const std::string& selector)
{
    using Only = std::map<std::string, std::vector<std::string>>;
    static const Only kData{
        {"labels_path", {"idx"}}, {"val_labels_path", {"idx"}}, {"test_labels_path", {"idx"}}, {"class_names", {"idx"}},
        {"image_height", {"idx", "image_folder"}}, {"image_width", {"idx", "image_folder"}}, {"channels", {"idx", "image_folder"}},
        {"target", {"csv", "timeseries_csv"}}, {"features", {"csv", "timeseries_csv"}}, {"categorical", {"csv", "timeseries_csv"}},
        {"missing", {"csv", "timeseries_csv"}}, {"missing_markers", {"csv", "timeseries_csv"}}, {"missing_indicator", {"csv"}},
        {"cache", {"csv"}}, {"cache_limit_gb", {"csv"}}, {"scale_target", {"csv", "timeseries_csv"}}, {"max_gap", {"timeseries_csv"}}, {"forecast", {"timeseries_csv"}},
        {"window", {"timeseries_csv"}},
        {"horizon", {"timeseries_csv"}}, {"stride", {"timeseries_csv"}}, {"time_column", {"timeseries_csv"}},
        {"time_columns", {"timeseries_csv"}}, {"time_features", {"timeseries_csv"}}};
    static const std::vector<std::string> kBuiltIn{"mlp", "cnn1d", "cnn2d", "resnet", "transformer", "cnn_transformer"};
    static const Only kModel{
        {"file", {"torchscript"}}, {"hidden", {"mlp"}}, {"channels", {"cnn1d", "cnn2d", "resnet", "cnn_transformer"}},
        {"blocks_per_stage", {"resnet"}}, {"kernel_size", {"cnn1d", "cnn2d", "cnn_transformer"}},
        {"d_model", {"transformer", "cnn_transformer"}}, {"heads", {"transformer", "cnn_transformer"}},
        {"layers", {"transformer", "cnn_transformer"}}, {"ff_dim", {"transformer", "cnn_transformer"}}, {"dropout", kBuiltIn},
        {"batch_norm", {"mlp", "cnn1d", "cnn2d", "cnn_transformer"}}, {"sync_batch_norm", {"mlp", "cnn1d", "cnn2d", "resnet", "cnn_transformer"}}};
    const Only* table = group == QLatin1String("data") ? &kData : group == QLatin1String("model") ? &kModel : nullptr;
    if (!table)
        return true;
    const auto it = table->find(field);
    return it == table->end() || std::find(it->second.begin(), it->second.end(), selector) != it->second.end();
}

void addFields(QTreeWidgetItem* parent, QTreeWidget* tree, const core::FieldSpec& spec, const core::Json& value,
               const QString& path, const QHash<QString, QString>& problems)
{
    // What decides which fields apply: the data source, the model kind.
    std::string selector;
    if (value.is_object() && path == QLatin1String("data"))
        selector = value.value("source", std::string("csv"));
    else if (value.is_object() && path == QLatin1String("model"))
        selector = value.value("kind", std::string("mlp"));
    QTreeWidgetItem* other = nullptr; // fields the source or model does not read
    for (const auto& child : spec.children) {
        const QString name = QString::fromStdString(child.name);
        const QString childPath = path.isEmpty() ? name : path + QLatin1Char('.') + name;
        QTreeWidgetItem* under = parent;
        if (!selector.empty() && !fieldApplies(path, child.name, selector)) {
            if (!other) {
                other = new QTreeWidgetItem(parent);
                other->setText(0, path == QLatin1String("data")
                                      ? ConfigOverview::tr("other settings (not read for source %1)").arg(QString::fromStdString(selector))
                                      : ConfigOverview::tr("other settings (not read by model %1)").arg(QString::fromStdString(selector)));
                other->setFlags(Qt::ItemIsEnabled);
                QFont f = other->font(0);
                f.setItalic(true);
                other->setFont(0, f);
                other->setForeground(0, QColor(110, 110, 110));
            }
            under = other;
        }
        auto* item = under ? new QTreeWidgetItem(under) : new QTreeWidgetItem(tree);
        item->setText(0, name);
        item->setData(0, PathRole, childPath);
        // The schema's documentation, translated (ui/fielddocs.cpp lists it for lupdate).
        QString tip = child.doc.empty() ? QString() : QCoreApplication::translate("lathe::core::FieldDocs", child.doc.c_str());
        const core::Json& v = value.is_object() && value.contains(child.name) ? value.at(child.name) : child.defaultValue;
        if (child.type == core::FieldType::Object) {
            QFont f = item->font(0);
            f.setBold(true);
            item->setFont(0, f);
            item->setFlags(Qt::ItemIsEnabled);
            item->setToolTip(0, tip);
            addFields(item, tree, child, v, childPath, problems);
            continue;
        }
        if (child.type == core::FieldType::Bool) {
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
            item->setCheckState(1, v.is_boolean() && v.get<bool>() ? Qt::Checked : Qt::Unchecked);
            item->setText(1, v.is_boolean() && v.get<bool>() ? QStringLiteral("true") : QStringLiteral("false"));
        } else {
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsEditable | Qt::ItemIsSelectable);
            item->setText(1, displayValue(v));
            if (child.type == core::FieldType::IntList || child.type == core::FieldType::ObjectList)
                tip += QStringLiteral("\n") + ConfigOverview::tr("Edit as JSON, e.g. [32, 64].");
            if (child.type == core::FieldType::WordOrWeights)
                tip += QStringLiteral("\n") + ConfigOverview::tr("Choose a word, or type JSON such as {\"yes\": 4, \"no\": 1}.");
        }
        if (v != child.defaultValue) {
            QFont f = item->font(1);
            f.setBold(true);
            item->setFont(1, f); // bold: set in the file, not a default
        }
        const auto problem = problems.constFind(childPath);
        if (problem != problems.constEnd()) {
            item->setForeground(0, QColor(200, 0, 0));
            item->setForeground(1, QColor(200, 0, 0));
            tip = problem.value() + QStringLiteral("\n\n") + tip;
        }
        item->setToolTip(0, tip);
        item->setToolTip(1, tip);
    }
    // Keys the schema does not know (a typo, a setting of another version): shown where they are,
    // in red with the problem, so the form shows everything the file says.
    if (value.is_object() && spec.type == core::FieldType::Object) {
        for (const auto& [key, v] : value.items()) {
            const bool known = std::any_of(spec.children.begin(), spec.children.end(), [&](const core::FieldSpec& c) { return c.name == key; });
            if (known)
                continue;
            const QString name = QString::fromStdString(key);
            const QString childPath = path.isEmpty() ? name : path + QLatin1Char('.') + name;
            auto* item = parent ? new QTreeWidgetItem(parent) : new QTreeWidgetItem(tree);
            item->setText(0, name);
            item->setText(1, displayValue(v));
            item->setData(0, PathRole, childPath);
            item->setData(0, UnknownRole, true);
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
            if (core::isAnnotationKey(path.toStdString(), key) && !problems.contains(childPath)) { // "$schema", a "//" comment
                const QString tip = ConfigOverview::tr("A note for editors, not a setting: Lathe keeps it in the file and does not read it.");
                item->setToolTip(0, tip);
                item->setToolTip(1, tip);
                for (int column : {0, 1})
                    item->setForeground(column, QColor(110, 110, 110));
                continue;
            }
            for (int column : {0, 1})
                item->setForeground(column, QColor(200, 0, 0));
            const QString problem = problems.value(childPath, ConfigOverview::tr("not a setting Lathe knows"));
            const QString tip = problem + QStringLiteral("\n\n") + ConfigOverview::tr("Fix or remove it in the JSON tab.");
            item->setToolTip(0, tip);
            item->setToolTip(1, tip);
        }
    }
    if (other && parent) { // after the settings that apply
        parent->removeChild(other);
        parent->addChild(other);
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
    setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed | QAbstractItemView::SelectedClicked);
    setItemDelegateForColumn(1, new FieldDelegate(this));
    connect(this, &QTreeWidget::itemChanged, this, &ConfigOverview::onItemChanged);
}

void ConfigOverview::showConfig(const core::Json& filled, const core::Diagnostics& problems)
{
    QHash<QString, QString> byPath;
    for (const auto& d : problems) {
        // "augmentation.schedule[1].preset" marks the list field "augmentation.schedule".
        QString path = QString::fromStdString(d.path);
        path = path.left(path.indexOf(QLatin1Char('[')) < 0 ? path.size() : path.indexOf(QLatin1Char('[')));
        byPath[path] += (byPath.contains(path) ? QStringLiteral("\n") : QString()) + engineText(d.message);
    }
    QStringList expanded;
    for (int i = 0; i < topLevelItemCount(); ++i) {
        if (topLevelItem(i)->isExpanded())
            expanded << topLevelItem(i)->text(0);
    }
    const QString current = currentItem() ? currentItem()->data(0, PathRole).toString() : QString();
    const int scroll = verticalScrollBar()->value();
    const bool first = topLevelItemCount() == 0;
    m_filling = true;
    clear();
    addFields(nullptr, this, core::configSchema(), filled, {}, byPath);
    for (int i = 0; i < topLevelItemCount(); ++i) {
        auto* item = topLevelItem(i);
        item->setExpanded(first ? item->childCount() > 0 && item->text(0) != QLatin1String("augmentation")
                                        && item->text(0) != QLatin1String("batch_finder")
                                : expanded.contains(item->text(0)));
    }
    if (QTreeWidgetItem* item = current.isEmpty() ? nullptr : itemFor(current))
        setCurrentItem(item);
    verticalScrollBar()->setValue(scroll);
    m_filling = false;
}

QTreeWidgetItem* ConfigOverview::itemFor(const QString& path) const
{
    const auto items = findItems(path.section(QLatin1Char('.'), -1), Qt::MatchExactly | Qt::MatchRecursive);
    for (auto* item : items) {
        if (item->data(0, PathRole).toString() == path)
            return item;
    }
    return nullptr;
}

QString ConfigOverview::valueText(const QString& path) const
{
    const QTreeWidgetItem* item = itemFor(path);
    return item ? item->text(1) : QString();
}

bool ConfigOverview::editField(const QString& path, const QString& text)
{
    const core::FieldSpec* spec = core::findField(path.toStdString());
    if (!spec || spec->type == core::FieldType::Object)
        return false;
    QString error;
    std::optional<core::Json> value;
    if (spec->type == core::FieldType::IntList || spec->type == core::FieldType::ObjectList) {
        // Lists are edited as JSON text; the full check happens when the config is validated.
        const core::Json parsed = core::Json::parse(text.toStdString(), nullptr, false);
        if (parsed.is_discarded() || !parsed.is_array())
            error = tr("expected a JSON array such as [32, 64]");
        else
            value = parsed;
    } else {
        core::Message why;
        value = core::parseOverrideValue(*spec, text.trimmed().toStdString(), why);
        error = engineText(why); // in the window's language
    }
    if (!value) {
        Q_EMIT editRejected(path, error);
        return false;
    }
    Q_EMIT fieldEdited(path, *value);
    return true;
}

void ConfigOverview::onItemChanged(QTreeWidgetItem* item, int column)
{
    if (m_filling || column != 1 || !(item->flags() & Qt::ItemIsUserCheckable))
        return;
    // Queued: applying the edit rebuilds the tree, which must not happen inside the item's own change.
    const QString path = item->data(0, PathRole).toString();
    const core::Json value(item->checkState(1) == Qt::Checked);
    QMetaObject::invokeMethod(this, [this, path, value] { Q_EMIT fieldEdited(path, value); }, Qt::QueuedConnection);
}

} // namespace lathe::ui
