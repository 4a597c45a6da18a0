#pragma once

// Registers the bundled resources (:/docs, :/samples, :/i18n). Idempotent.
void pmInitResources();

// Installs the translations for the system locale: the editor's own (embedded) and
// Qt's (from the Qt installation). Call once after the application object exists.
void pmInstallTranslations();

class QLocale;
class QTranslator;
// Loads the editor's catalogue for a locale: Chinese for Chinese, else the English one
// (only plural forms: "1 problem blocks", not "1 problem(s) block").
bool pmLoadAppTranslations(QTranslator &translator, const QLocale &locale);
