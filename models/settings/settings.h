#pragma once

#include <QByteArray>
#include <QObject>
#include <QSet>
#include <QString>
#include <QStringList>

namespace pm {

// The application's preferences and remembered state, typed, in one place. The GUI,
// the command line and the tests read and write through it, so a rule switched off in
// Preferences is off for `lint` too. Values live in QSettings (organisation and
// application name set by main()); every setter emits the matching signal only when
// the value changed. Secrets never go here: the JIRA token lives in the keychain.
class Settings : public QObject
{
    Q_OBJECT

public:
    // The one instance for the application (created on first use, owned by qApp when
    // there is one).
    static Settings &instance();

    // Lint rules switched off for every draft (rule ids).
    QSet<QString> disabledRules() const;
    void setDisabledRules(const QSet<QString> &rules);

    // Language of new drafts: "en", "zh", or "" for the interface language.
    QString newDraftLanguage() const;
    void setNewDraftLanguage(const QString &language);

    // Idle seconds before re-checking and autosaving (1-600).
    int autosaveSeconds() const;
    void setAutosaveSeconds(int seconds);

    // "system", "light" or "dark".
    QString theme() const;
    void setTheme(const QString &theme);

    // The prose font of the editor: "proportional" or "monospace" (code is monospace
    // either way).
    QString proseFont() const;
    void setProseFont(const QString &font);

    // View ▸ Check Spelling (on by default; without Sonnet in the build it does nothing).
    bool checkSpelling() const;
    void setCheckSpelling(bool on);

    // Most recent first, at most MaxRecentFiles.
    static constexpr int MaxRecentFiles = 10;
    QStringList recentFiles() const;
    void addRecentFile(const QString &path);
    void clearRecentFiles();

    QString lastDirectory() const; // the home directory until one was used
    void setLastDirectory(const QString &dir);

    QByteArray windowGeometry() const;
    QByteArray windowState() const;
    void setWindowGeometry(const QByteArray &geometry);
    void setWindowState(const QByteArray &state);

    // The export dialog's size and the split between its preview and the JIRA form.
    QByteArray exportDialogGeometry() const;
    QByteArray exportDialogSplit() const;
    void setExportDialogGeometry(const QByteArray &geometry);
    void setExportDialogSplit(const QByteArray &state);

    // The size of File ▸ Import's mapping dialog.
    QByteArray importDialogGeometry() const;
    void setImportDialogGeometry(const QByteArray &geometry);

    // The JIRA account (the token is in the keychain, see CredentialStore).
    QString jiraSite() const;
    QString jiraEmail() const;
    void setJiraAccount(const QString &site, const QString &email);
    // "cloud", "datacenter", or empty: not said (publish asks the server's serverInfo).
    QString jiraDeployment() const;
    void setJiraDeployment(const QString &deployment);

    // A command run with the post-mortem on stdin, offered (never run automatically)
    // after a successful post; empty = not configured.
    QString handOffCommand() const;
    void setHandOffCommand(const QString &command);

signals:
    void disabledRulesChanged(const QSet<QString> &rules);
    void newDraftLanguageChanged(const QString &language);
    void autosaveSecondsChanged(int seconds);
    void themeChanged(const QString &theme);
    void checkSpellingChanged(bool on);
    void proseFontChanged(const QString &font);
    void recentFilesChanged(const QStringList &files);
    void jiraAccountChanged();
    void handOffCommandChanged(const QString &command);

private:
    explicit Settings(QObject *parent = nullptr);
};

} // namespace pm
