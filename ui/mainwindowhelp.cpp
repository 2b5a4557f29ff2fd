// The main window's Help › User guide: the guide in the interface's language, in a window of its own.

#include "chartspanel.h"
#include "openexternal.h"
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
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QKeySequence>
#include <QPushButton>
#include <QStatusBar>
#include <QTabWidget>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocument>
#include <QUrl>
#include <QVBoxLayout>

namespace lathe::ui {

namespace {

// GitHub's anchor for a heading, which the guides' tables of contents link to: lower case, letters,
// digits (CJK ones too), '-' and '_' kept, spaces as '-', the rest dropped; a repeated one gets -1, -2.
QString headingAnchor(const QString& heading, QHash<QString, int>& seen)
{
    QString slug;
    for (const QChar c : heading.toLower()) {
        if (c.isLetterOrNumber() || c == QLatin1Char('-') || c == QLatin1Char('_'))
            slug += c;
        else if (c == QLatin1Char(' '))
            slug += QLatin1Char('-');
    }
    const int n = seen[slug]++;
    return n == 0 ? slug : slug + QLatin1Char('-') + QString::number(n);
}

// Qt's Markdown reader makes no anchors of headings: each gets its GitHub name, so that "#1-first-run"
// links scroll to it.
void anchorHeadings(QTextDocument* document)
{
    QHash<QString, int> seen;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().headingLevel() == 0 || block.text().isEmpty())
            continue;
        QTextCursor cursor(block);
        cursor.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
        QTextCharFormat anchor;
        anchor.setAnchor(true);
        anchor.setAnchorNames({headingAnchor(block.text(), seen)});
        cursor.mergeCharFormat(anchor);
    }
}

} // namespace

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
    browser->setObjectName(QStringLiteral("UserGuideText"));
    browser->setOpenExternalLinks(true);
    browser->setSearchPaths({QFileInfo(path).absolutePath()}); // the screenshots beside it
    // Each page read (the guide, the config reference it links to) gets its headings' anchors, then
    // goes to the one its link named.
    connect(browser, &QTextBrowser::sourceChanged, dialog, [browser](const QUrl& url) {
        anchorHeadings(browser->document());
        if (url.hasFragment())
            browser->scrollToAnchor(url.fragment(QUrl::FullyDecoded));
    });
    browser->setSource(QUrl::fromLocalFile(path), QTextDocument::MarkdownResource);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    QPushButton* back = buttons->addButton(tr("Back"), QDialogButtonBox::ActionRole);
    back->setObjectName(QStringLiteral("UserGuideBack"));
    back->setShortcut(QKeySequence::Back);
    back->setEnabled(false);
    connect(browser, &QTextBrowser::backwardAvailable, back, &QPushButton::setEnabled);
    connect(back, &QPushButton::clicked, browser, &QTextBrowser::backward);
    QPushButton* external = buttons->addButton(tr("Open in another program"), QDialogButtonBox::ActionRole);
    // The page shown: the config reference once a link went there.
    connect(external, &QPushButton::clicked, dialog, [browser, dialog] {
        QUrl shown = browser->source();
        shown.setFragment({});
        openExternally(dialog, shown);
    });
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    auto* layout = new QVBoxLayout(dialog);
    layout->addWidget(browser);
    layout->addWidget(buttons);
    dialog->resize(std::min(900, width()), std::min(800, height()));
    dialog->show();
}

} // namespace lathe::ui
