#pragma once
// Helpers for the tests that drive the window and its dialogs (tst_mainwindow, tst_dialogs): whether
// a text is Chinese, the Chinese catalogue installed for one test, and the user guide's screenshots.

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>
#include <QWidget>
#include <QtTest>

#include <algorithm>

namespace lathe::test {

// Whether `s` has a CJK ideograph: text the Chinese catalogue translated.
inline bool chinese(const QString& s)
{
    return std::any_of(s.begin(), s.end(), [](QChar c) { return c.unicode() >= 0x4e00 && c.unicode() <= 0x9fff; });
}

// LATHE_SCREENSHOTS=DIR: the dialogs a test has brought to a state worth showing are saved there as
// PNGs for the user guide (scripts/screenshots.sh's main-window shots come from the application).
inline void saveScreenshot(QWidget& widget, const char* name)
{
    const QString dir = qEnvironmentVariable("LATHE_SCREENSHOTS");
    if (dir.isEmpty())
        return;
    QTest::qWait(300); // the chart lays out after the first show
    QVERIFY(widget.grab().save(dir + QLatin1Char('/') + QLatin1String(name)));
}

// The window's Chinese for one test: Lathe's catalogue and, where installed, Qt's own (its buttons), as
// ui/language.cpp loads them; removed at the end of the scope, since the other tests read the source texts.
class ChineseForThisTest {
public:
    ChineseForThisTest()
    {
        QVERIFY(m_lathe.load(QStringLiteral(":/i18n/lathe_zh_CN.qm")));
        QCoreApplication::installTranslator(&m_lathe);
        if (m_qt.load(QStringLiteral("qtbase_zh_CN"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(&m_qt);
    }
    ~ChineseForThisTest()
    {
        QCoreApplication::removeTranslator(&m_lathe);
        QCoreApplication::removeTranslator(&m_qt);
    }
    ChineseForThisTest(const ChineseForThisTest&) = delete;
    ChineseForThisTest& operator=(const ChineseForThisTest&) = delete;

private:
    QTranslator m_lathe, m_qt;
};

} // namespace lathe::test
