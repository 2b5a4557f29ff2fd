#include "openexternal.h"

#include <QCoreApplication>
#include <QDesktopServices>
#include <QDir>
#include <QMessageBox>
#include <QUrl>

namespace lathe::ui {

bool openExternally(QWidget* parent, const QUrl& url)
{
    if (QDesktopServices::openUrl(url))
        return true;
    const QString where = url.isLocalFile() ? QDir::toNativeSeparators(url.toLocalFile()) : url.toString();
    QMessageBox box(QMessageBox::Information, QCoreApplication::translate("lathe::ui::OpenExternally", "Open"),
                    QCoreApplication::translate("lathe::ui::OpenExternally",
                                                "This desktop has no program set up to open it. Open it yourself from here:\n%1")
                        .arg(where),
                    QMessageBox::Ok, parent);
    box.setTextInteractionFlags(Qt::TextSelectableByMouse); // the path, to copy
    box.exec();
    return false;
}

} // namespace lathe::ui
