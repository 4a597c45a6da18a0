#pragma once

#include "jiraclient.h"

#include <QObject>

namespace pm {

// Where the JIRA account lives: the site and e-mail in the settings, the API token in
// the operating system's keychain (QtKeychain: Secret Service / KWallet, macOS
// Keychain, Windows Credential Manager). The token never goes into a settings file.
// Without a keychain the token lives only for the session.
class CredentialStore : public QObject
{
    Q_OBJECT

public:
    explicit CredentialStore(QObject *parent = nullptr);

    // Built with QtKeychain. Whether a keychain answers here is probe()'s question.
    static bool keychainAvailable();
    // Asks the keychain once; keychainProbed() follows (works = false with the reason
    // when no Secret Service / KWallet / system keychain answers).
    void probe();
    // The token kept in memory for this session (when it is not, or cannot be, in the keychain).
    static QString sessionToken(const JiraCredentials &credentials);
    static void keepForSession(const JiraCredentials &credentials);
    // Site, e-mail and deployment as last used; the token is empty (ask readToken()).
    static JiraCredentials remembered();
    static void remember(const JiraCredentials &credentials);
    // Whether the account says Cloud or Data Center (else publish asks serverInfo).
    static bool deploymentRemembered();
    static void rememberDeployment(JiraDeployment deployment);

    // Asynchronous; tokenRead() follows exactly once (an empty token with a message
    // when there is none or the keychain refuses).
    void readToken(const JiraCredentials &credentials);
    // Asynchronous; tokenSaved() follows exactly once.
    void saveToken(const JiraCredentials &credentials);

signals:
    void tokenRead(const QString &token, const QString &error);
    void tokenSaved(const QString &error);
    void keychainProbed(bool works, const QString &why);
};

} // namespace pm
