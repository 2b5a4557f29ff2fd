#pragma once
// The config form: every field of the schema, grouped as in the schema, with the value in effect
// (defaults included, set fields in bold), the field's documentation as tooltip, an editor for its
// type (check box, list, number or text), and the problems found in it marked in red. Edits are
// emitted as (path, value) and applied to the JSON text by the main window, which feeds the form
// back: the JSON text is the one source of truth, so form and text never disagree.

#include "config/diagnostic.h"
#include "config/json.h"

#include <QTreeWidget>

namespace lathe::ui {

class ConfigOverview : public QTreeWidget {
    Q_OBJECT
public:
    explicit ConfigOverview(QWidget* parent = nullptr);

    // Shows a config with every field present (validateAndFill's result) and its problems.
    void showConfig(const core::Json& filled, const core::Diagnostics& problems = {});
    // The displayed value of a dotted path ("training.epochs"), for tests and status lines.
    QString valueText(const QString& path) const;
    // Edits a field as the user would through its editor (tests, automation); false when the text
    // is not a valid value for the field (the reason goes to editRejected).
    bool editField(const QString& path, const QString& text);
    QTreeWidgetItem* itemFor(const QString& path) const;

Q_SIGNALS:
    // A field was edited to `value`; the receiver writes it into the config.
    void fieldEdited(const QString& path, const core::Json& value);
    void editRejected(const QString& path, const QString& reason);

private:
    void onItemChanged(QTreeWidgetItem* item, int column);
    bool m_filling = false;
};

} // namespace lathe::ui
