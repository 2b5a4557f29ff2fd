#include "language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

namespace lathe::ui {

namespace {
QString g_current = QStringLiteral("en");
const QString kKey = QStringLiteral("language");
} // namespace

QStringList availableLanguages()
{
    return {QStringLiteral("en"), QStringLiteral("zh_CN")};
}

QString savedLanguage()
{
    return QSettings().value(kKey).toString();
}

void saveLanguage(const QString& language)
{
    QSettings().setValue(kKey, language);
}

QString installTranslations(QCoreApplication& app, const QString& language)
{
    QString wanted = language.isEmpty() ? savedLanguage() : language;
    if (wanted.isEmpty()) {
        // Any Chinese locale gets the Simplified Chinese interface; everything else English.
        wanted = QLocale::system().language() == QLocale::Chinese ? QStringLiteral("zh_CN") : QStringLiteral("en");
    }
    if (!availableLanguages().contains(wanted))
        wanted = QStringLiteral("en");
    g_current = wanted;
    // English too: its catalogue holds the plural forms ("1 core", "2 cores") of "%n core(s)".
    auto* lathe = new QTranslator(&app);
    if (lathe->load(QStringLiteral(":/i18n/lathe_%1.qm").arg(wanted)))
        QCoreApplication::installTranslator(lathe);
    if (wanted == QLatin1String("en"))
        return wanted;
    // Qt's own strings (standard buttons, file dialogs), from the distribution's translations.
    auto* qt = new QTranslator(&app);
    if (qt->load(QStringLiteral("qtbase_%1").arg(wanted), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    return wanted;
}

QString currentLanguage()
{
    return g_current;
}

QString followedBy(const QString& first, const QString& second)
{
    if (first.isEmpty() || second.isEmpty())
        return first + second;
    // Chinese puts no space next to its characters and full-width marks.
    const auto wide = [](QChar c) {
        const char16_t u = c.unicode();
        return (u >= 0x3000 && u <= 0x303f) || (u >= 0x4e00 && u <= 0x9fff) || (u >= 0xff00 && u <= 0xffef);
    };
    if (wide(first.back()) || wide(second.front()))
        return first + second;
    return first + QLatin1Char(' ') + second;
}

} // namespace lathe::ui
