#include "settings.h"

#include <QCoreApplication>
#include <QDir>
#include <QSettings>

namespace pm {

namespace {

// The stored keys. They are part of the user's data: renaming one loses a preference.
const QString DisabledRulesKey = QStringLiteral("lint/disabledRules");
const QString LanguageKey = QStringLiteral("editor/newDraftLanguage");
const QString AutosaveKey = QStringLiteral("editor/autosaveSeconds");
const QString ThemeKey = QStringLiteral("view/theme");
const QString SpellingKey = QStringLiteral("view/checkSpelling");
const QString ProseFontKey = QStringLiteral("view/proseFont");
const QString RecentKey = QStringLiteral("files/recent");
const QString LastDirectoryKey = QStringLiteral("files/lastDirectory");
const QString GeometryKey = QStringLiteral("window/geometry");
const QString StateKey = QStringLiteral("window/state");
const QString ExportGeometryKey = QStringLiteral("export/geometry");
const QString ImportGeometryKey = QStringLiteral("import/geometry");
const QString ExportSplitKey = QStringLiteral("export/split");
const QString JiraSiteKey = QStringLiteral("jira/site");
const QString JiraEmailKey = QStringLiteral("jira/email");
const QString JiraDeploymentKey = QStringLiteral("jira/deployment");
const QString HandOffKey = QStringLiteral("publish/handOffCommand");

constexpr int DefaultAutosaveSeconds = 3;

QString normalisedTheme(const QString &theme)
{
    if (theme == QLatin1String("light") || theme == QLatin1String("dark"))
        return theme;
    return QStringLiteral("system");
}

QString normalisedProseFont(const QString &font)
{
    if (font == QLatin1String("proportional") || font == QLatin1String("monospace"))
        return font;
    return QStringLiteral("proportional");
}

QString normalisedLanguage(const QString &language)
{
    if (language == QLatin1String("en") || language == QLatin1String("zh"))
        return language;
    return QString();
}

// Writes value under key; true when it differs from what was stored.
bool store(const QString &key, const QVariant &value)
{
    QSettings settings;
    if (settings.contains(key) && settings.value(key) == value)
        return false;
    settings.setValue(key, value);
    return true;
}

} // namespace

Settings::Settings(QObject *parent)
    : QObject(parent)
{
}

Settings &Settings::instance()
{
    static Settings *settings = [] {
        auto *s = new Settings(QCoreApplication::instance());
        // Without an application object the instance lives until exit.
        return s;
    }();
    return *settings;
}

QSet<QString> Settings::disabledRules() const
{
    const QStringList list = QSettings().value(DisabledRulesKey).toStringList();
    return QSet<QString>(list.cbegin(), list.cend());
}

void Settings::setDisabledRules(const QSet<QString> &rules)
{
    QStringList list(rules.cbegin(), rules.cend());
    list.sort();
    if (disabledRules() == rules)
        return;
    QSettings().setValue(DisabledRulesKey, list);
    emit disabledRulesChanged(rules);
}

QString Settings::newDraftLanguage() const
{
    return normalisedLanguage(QSettings().value(LanguageKey).toString());
}

void Settings::setNewDraftLanguage(const QString &language)
{
    const QString value = normalisedLanguage(language);
    if (store(LanguageKey, value))
        emit newDraftLanguageChanged(value);
}

int Settings::autosaveSeconds() const
{
    return qBound(1, QSettings().value(AutosaveKey, DefaultAutosaveSeconds).toInt(), 600);
}

void Settings::setAutosaveSeconds(int seconds)
{
    const int value = qBound(1, seconds, 600);
    if (store(AutosaveKey, value))
        emit autosaveSecondsChanged(value);
}

QString Settings::theme() const
{
    return normalisedTheme(QSettings().value(ThemeKey).toString());
}

void Settings::setTheme(const QString &theme)
{
    const QString value = normalisedTheme(theme);
    if (store(ThemeKey, value))
        emit themeChanged(value);
}

bool Settings::checkSpelling() const
{
    return QSettings().value(SpellingKey, true).toBool();
}

void Settings::setCheckSpelling(bool on)
{
    const bool changed = checkSpelling() != on; // unset reads as on
    store(SpellingKey, on);
    if (changed)
        emit checkSpellingChanged(on);
}

QString Settings::proseFont() const
{
    return normalisedProseFont(QSettings().value(ProseFontKey).toString());
}

void Settings::setProseFont(const QString &font)
{
    const QString value = normalisedProseFont(font);
    const bool changed = proseFont() != value; // unset reads as the default
    store(ProseFontKey, value);
    if (changed)
        emit proseFontChanged(value);
}

QStringList Settings::recentFiles() const
{
    return QSettings().value(RecentKey).toStringList();
}

void Settings::addRecentFile(const QString &path)
{
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > MaxRecentFiles)
        files.removeLast();
    if (store(RecentKey, files))
        emit recentFilesChanged(files);
}

void Settings::clearRecentFiles()
{
    QSettings settings;
    if (!settings.contains(RecentKey))
        return;
    settings.remove(RecentKey);
    emit recentFilesChanged(QStringList());
}

QString Settings::lastDirectory() const
{
    return QSettings().value(LastDirectoryKey, QDir::homePath()).toString();
}

void Settings::setLastDirectory(const QString &dir)
{
    store(LastDirectoryKey, dir);
}

QByteArray Settings::windowGeometry() const
{
    return QSettings().value(GeometryKey).toByteArray();
}

QByteArray Settings::windowState() const
{
    return QSettings().value(StateKey).toByteArray();
}

void Settings::setWindowGeometry(const QByteArray &geometry)
{
    store(GeometryKey, geometry);
}

void Settings::setWindowState(const QByteArray &state)
{
    store(StateKey, state);
}

QByteArray Settings::exportDialogGeometry() const
{
    return QSettings().value(ExportGeometryKey).toByteArray();
}

QByteArray Settings::exportDialogSplit() const
{
    return QSettings().value(ExportSplitKey).toByteArray();
}

void Settings::setExportDialogGeometry(const QByteArray &geometry)
{
    store(ExportGeometryKey, geometry);
}

void Settings::setExportDialogSplit(const QByteArray &state)
{
    store(ExportSplitKey, state);
}

QByteArray Settings::importDialogGeometry() const
{
    return QSettings().value(ImportGeometryKey).toByteArray();
}

void Settings::setImportDialogGeometry(const QByteArray &geometry)
{
    store(ImportGeometryKey, geometry);
}

QString Settings::jiraSite() const
{
    return QSettings().value(JiraSiteKey).toString();
}

QString Settings::jiraEmail() const
{
    return QSettings().value(JiraEmailKey).toString();
}

void Settings::setJiraAccount(const QString &site, const QString &email)
{
    const bool siteChanged = store(JiraSiteKey, site);
    const bool emailChanged = store(JiraEmailKey, email);
    if (siteChanged || emailChanged)
        emit jiraAccountChanged();
}

QString Settings::jiraDeployment() const
{
    const QString d = QSettings().value(JiraDeploymentKey).toString();
    return d == QLatin1String("cloud") || d == QLatin1String("datacenter") ? d : QString();
}

void Settings::setJiraDeployment(const QString &deployment)
{
    if (store(JiraDeploymentKey, deployment))
        emit jiraAccountChanged();
}

QString Settings::handOffCommand() const
{
    return QSettings().value(HandOffKey).toString();
}

void Settings::setHandOffCommand(const QString &command)
{
    if (store(HandOffKey, command))
        emit handOffCommandChanged(command);
}

} // namespace pm
