#include "problemsmodel.h"

#include "enginetext.h"

#include <QApplication>
#include <QStyle>

#include <algorithm>

namespace lathe::ui {

void ProblemsModel::setDiagnostics(core::Diagnostics diagnostics)
{
    beginResetModel();
    m_diagnostics = std::move(diagnostics);
    endResetModel();
}

int ProblemsModel::errorCount() const
{
    return static_cast<int>(std::count_if(m_diagnostics.begin(), m_diagnostics.end(), [](const auto& d) { return d.isError(); }));
}

int ProblemsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_diagnostics.size());
}

int ProblemsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ProblemsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const auto& d = m_diagnostics[static_cast<std::size_t>(index.row())];
    if (role == LineRole)
        return d.line;
    if (role == ColumnRole)
        return d.column;
    if (role == Qt::DecorationRole && index.column() == Severity)
        return QApplication::style()->standardIcon(d.isError() ? QStyle::SP_MessageBoxCritical : QStyle::SP_MessageBoxWarning);
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (index.column()) {
    case Severity:
        return d.isError() ? tr("Error") : tr("Warning");
    case Location:
        return d.line > 0 ? QStringLiteral("%1:%2").arg(d.line).arg(d.column) : QString();
    case Field:
        return QString::fromStdString(d.path);
    case Message:
        return engineText(d.message);
    default:
        return {};
    }
}

QVariant ProblemsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Severity: return tr("Severity");
    case Location: return tr("Line:Col");
    case Field: return tr("Field");
    case Message: return tr("Problem");
    default: return {};
    }
}

} // namespace lathe::ui
