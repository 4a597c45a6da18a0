#include "credentialstore.h"

#include "secretguard.h"

#include "settings.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QHash>
#include <QTimer>

#include <optional>

#ifdef PM_HAVE_KEYCHAIN
#if PM_QT_MAJOR == 6
#include <qt6keychain/keychain.h>
#else
#include <qt5keychain/keychain.h>
#endif
#endif

namespace pm {

namespace {

const QString Service = QStringLiteral("postmortem-editor/jira");

QString keyFor(const JiraCredentials &c)
{
    return c.email + QLatin1Char('@') + c.site.host();
}

} // namespace

CredentialStore::CredentialStore(QObject *parent)
    : QObject(parent)
{
}

bool CredentialStore::keychainAvailable()
{
#ifdef PM_HAVE_KEYCHAIN
    return true;
#else
    return false;
#endif
}

namespace {

// The tokens kept for this session and the guard that keeps them out of core dumps
// while they are in memory. At exit the tokens are wiped first, then the guard lets core
// dumps back (members go in reverse order).
struct SessionTokens
{
    std::optional<SecretGuard> noCoreDumps;
    QHash<QString, QString> tokens;

    ~SessionTokens()
    {
        for (auto it = tokens.begin(); it != tokens.end(); ++it)
            wipeSecret(it.value());
    }
};

SessionTokens &session()
{
    static SessionTokens s;
    return s;
}

} // namespace

QString CredentialStore::sessionToken(const JiraCredentials &credentials)
{
    return session().tokens.value(keyFor(credentials));
}

void CredentialStore::keepForSession(const JiraCredentials &credentials)
{
    // From now on a token lives in this process until it ends: no core dumps.
    SessionTokens &s = session();
    if (!s.noCoreDumps)
        s.noCoreDumps.emplace();
    s.tokens.insert(keyFor(credentials), credentials.token);
}

void CredentialStore::probe()
{
#ifdef PM_HAVE_KEYCHAIN
    // Every job here has no parent: QtKeychain's libsecret backend calls back into the
    // job when the keychain answers, so a job must outlive a store (a dialog closed at
    // once) that no longer waits. It deletes itself when finished; the connections end
    // with the store.
    auto *job = new QKeychain::ReadPasswordJob(Service);
    job->setAutoDelete(true);
    job->setKey(QStringLiteral("probe"));
    connect(job, &QKeychain::Job::finished, this, [this, job] {
        // "No such entry" is an answer from a working keychain; no backend is not.
        const bool works = job->error() == QKeychain::NoError || job->error() == QKeychain::EntryNotFound;
        emit keychainProbed(works, works ? QString() : job->errorString());
    });
    job->start();
#else
    QTimer::singleShot(0, this, [this] {
        emit keychainProbed(false, QCoreApplication::translate("pm::CredentialStore", "this build has no keychain support"));
    });
#endif
}

JiraCredentials CredentialStore::remembered()
{
    const Settings &settings = Settings::instance();
    JiraCredentials c;
    c.site = QUrl(settings.jiraSite());
    c.email = settings.jiraEmail();
    return c;
}

void CredentialStore::remember(const JiraCredentials &credentials)
{
    Settings::instance().setJiraAccount(credentials.site.toString(), credentials.email);
}

void CredentialStore::readToken(const JiraCredentials &credentials)
{
#ifdef PM_HAVE_KEYCHAIN
    auto *job = new QKeychain::ReadPasswordJob(Service);
    job->setAutoDelete(true);
    job->setKey(keyFor(credentials));
    connect(job, &QKeychain::Job::finished, this, [this, job] {
        if (job->error() == QKeychain::NoError)
            emit tokenRead(job->textData(), QString());
        else
            emit tokenRead(QString(), job->errorString());
    });
    job->start();
#else
    Q_UNUSED(credentials)
    QTimer::singleShot(0, this, [this] {
        emit tokenRead(QString(), QCoreApplication::translate("pm::CredentialStore", "this build has no keychain support"));
    });
#endif
}

void CredentialStore::saveToken(const JiraCredentials &credentials)
{
#ifdef PM_HAVE_KEYCHAIN
    auto *job = new QKeychain::WritePasswordJob(Service);
    job->setAutoDelete(true);
    job->setKey(keyFor(credentials));
    job->setTextData(credentials.token);
    const QString key = keyFor(credentials);
    // Compared by digest, so no further copy of the token waits in the callbacks.
    const QByteArray digest = QCryptographicHash::hash(credentials.token.toUtf8(), QCryptographicHash::Sha256);
    connect(job, &QKeychain::Job::finished, this, [this, job, key, digest] {
        if (job->error() != QKeychain::NoError) {
            emit tokenSaved(job->errorString());
            return;
        }
        // QtKeychain's KWallet path reports success even when the wallet refuses to
        // store (it ignores writePassword's answer): only a read-back proves the token is there.
        auto *check = new QKeychain::ReadPasswordJob(Service);
        check->setAutoDelete(true);
        check->setKey(key);
        connect(check, &QKeychain::Job::finished, this, [this, check, digest] {
            QByteArray back = check->binaryData();
            const bool same = check->error() == QKeychain::NoError
                              && QCryptographicHash::hash(back, QCryptographicHash::Sha256) == digest;
            wipeSecret(back);
            if (same)
                emit tokenSaved(QString());
            else
                emit tokenSaved(QCoreApplication::translate("pm::CredentialStore", "the keychain accepted the token but does not give it back (%1)")
                                    .arg(check->error() == QKeychain::NoError ? QCoreApplication::translate("pm::CredentialStore", "a different value")
                                                                              : check->errorString()));
        });
        check->start();
    });
    job->start();
#else
    Q_UNUSED(credentials)
    QTimer::singleShot(0, this, [this] {
        emit tokenSaved(QCoreApplication::translate("pm::CredentialStore", "this build has no keychain support"));
    });
#endif
}

} // namespace pm
