#pragma once

#include "jiraclient.h"

#include <QObject>

namespace pm {

// Where the JIRA account's token lives (the site and e-mail are the caller's to keep): in
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
    // The account as its caller keeps it between runs (the editor's preferences: site,
    // e-mail, deployment "cloud" or "datacenter", else Cloud); the token is empty (ask
    // readToken()). The store itself keeps no account.
    static JiraCredentials account(const QString &site, const QString &email, const QString &deployment);

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
