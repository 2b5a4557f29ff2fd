#pragma once
// The interface language: English or Simplified Chinese, from the system locale unless the user
// chose one (View > Language, saved in QSettings) or the command line says (`lathe --lang zh_CN`).
// Translations are compiled from translations/*.ts at build time and embedded (:/i18n).

#include <QString>
#include <QStringList>

class QCoreApplication;

namespace lathe::ui {

// "en" and "zh_CN".
QStringList availableLanguages();
// The saved choice; empty means "follow the system".
QString savedLanguage();
void saveLanguage(const QString& language);
// Installs Lathe's and Qt's translators for `language` (empty: saved choice, else system locale);
// returns the language in effect.
QString installTranslations(QCoreApplication& app, const QString& language = {});
// The language in effect after installTranslations ("en" before).
QString currentLanguage();
// Two sentences (or a title and its note) one after the other: a space between them, unless a
// Chinese character or full-width mark ("。", "（") meets the other: Chinese puts none.
QString followedBy(const QString& first, const QString& second);

} // namespace lathe::ui
