// The main window's Help › User guide: the guide in the interface's language, in a window of its own.

#include "chartspanel.h"
#include "compareview.h"
#include "historypanel.h"
#include "dashboard.h"
#include "language.h"
#include "mainwindow.h"

#include "enginetext.h"
#include "profileview.h"
#include "runpanel.h"
#include "sessioncontroller.h"

#include <QCoreApplication>
#include <QDesktopServices>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QPushButton>
#include <QStatusBar>
#include <QTabWidget>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace lathe::ui {

QString MainWindow::userGuidePath()
{
    const QString name = currentLanguage().startsWith(QLatin1String("zh")) ? QStringLiteral("user-guide.zh_CN.md") : QStringLiteral("user-guide.md");
    // Installed: <prefix>/lib/lathe/lathe beside <prefix>/share/doc/lathe; else the source tree's docs/.
    for (const char* relative : {"/../../share/doc/lathe/", "/../share/doc/lathe/"}) {
        const QString installed = QCoreApplication::applicationDirPath() + QLatin1String(relative) + name;
        if (QFileInfo::exists(installed))
            return QFileInfo(installed).absoluteFilePath();
    }
    return QStringLiteral(LATHE_SOURCE_DIR "/docs/") + name;
}

void MainWindow::showUserGuide()
{
    const QString path = userGuidePath();
    if (!QFileInfo::exists(path)) {
        statusBar()->showMessage(tr("The user guide is not installed (looked for %1).").arg(path), 8000);
        return;
    }
    auto* dialog = new QDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setObjectName(QStringLiteral("UserGuide"));
    dialog->setWindowTitle(tr("Lathe user guide"));
    auto* browser = new QTextBrowser(dialog);
    browser->setOpenExternalLinks(true);
    browser->setSearchPaths({QFileInfo(path).absolutePath()}); // the screenshots beside it
    browser->setSource(QUrl::fromLocalFile(path), QTextDocument::MarkdownResource);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    QPushButton* external = buttons->addButton(tr("Open in another program"), QDialogButtonBox::ActionRole);
    connect(external, &QPushButton::clicked, dialog, [path] { QDesktopServices::openUrl(QUrl::fromLocalFile(path)); });
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    auto* layout = new QVBoxLayout(dialog);
    layout->addWidget(browser);
    layout->addWidget(buttons);
    dialog->resize(std::min(900, width()), std::min(800, height()));
    dialog->show();
}

} // namespace lathe::ui
