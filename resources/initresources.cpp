#include "initresources.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>
#include <QtGlobal>

void pmInitResources()
{
    static bool done = false;
    if (!done) {
        Q_INIT_RESOURCE(resources);
        Q_INIT_RESOURCE(i18n);
        done = true;
    }
}

bool pmLoadAppTranslations(QTranslator &translator, const QLocale &locale)
{
    pmInitResources();
    const QString dir = QStringLiteral(":/i18n");
    if (translator.load(locale, QStringLiteral("postmortem-editor"), QStringLiteral("_"), dir))
        return true;
    return translator.load(QStringLiteral("postmortem-editor_en"), dir);
}

void pmInstallTranslations()
{
    pmInitResources();
    static QTranslator qtTranslator, appTranslator;
    const QLocale locale;
#if QT_VERSION >= QT_VERSION_CHECK(6, 0, 0)
    const QString qtTranslations = QLibraryInfo::path(QLibraryInfo::TranslationsPath);
#else
    const QString qtTranslations = QLibraryInfo::location(QLibraryInfo::TranslationsPath);
#endif
    if (qtTranslator.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), qtTranslations))
        QCoreApplication::installTranslator(&qtTranslator);
    if (pmLoadAppTranslations(appTranslator, locale))
        QCoreApplication::installTranslator(&appTranslator);
}
