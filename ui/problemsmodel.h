#pragma once
// The config's diagnostics as a table (severity, line:column, field, message) for the Problems dock.

#include "config/diagnostic.h"

#include <QAbstractTableModel>

namespace lathe::ui {

class ProblemsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Severity, Location, Field, Message, ColumnCount };
    enum Role { LineRole = Qt::UserRole + 1, ColumnRole };

    using QAbstractTableModel::QAbstractTableModel;

    void setDiagnostics(core::Diagnostics diagnostics);
    const core::Diagnostics& diagnostics() const { return m_diagnostics; }
    int errorCount() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    core::Diagnostics m_diagnostics;
};

} // namespace lathe::ui
