#pragma once
// A read-only tree of every config field, grouped as in the schema, with the value in effect
// (defaults included) and the field's documentation as its tooltip.

#include "config/json.h"

#include <QTreeWidget>

namespace lathe::ui {

class ConfigOverview : public QTreeWidget {
    Q_OBJECT
public:
    explicit ConfigOverview(QWidget* parent = nullptr);

    // Shows a normalised config (every field present).
    void showConfig(const core::Json& normalised);
    // The displayed value of a dotted path ("training.epochs"), for tests and status lines.
    QString valueText(const QString& path) const;
};

} // namespace lathe::ui
