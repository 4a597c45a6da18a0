#include "credentialstore.h"

#include "secretguard.h"

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

// Jobs have no parent: QtKeychain's Secret Service backend calls a job back from
// libsecret after the job's parent is gone (a dialog closed while the keychain is still
// answering), so a job lives until it finishes and deletes itself; its answer reaches
// this store only while the store exists (the connection's context).
template<typename Job>
Job *newJob()
{
    auto *job = new Job(Service, nullptr);
    job->setAutoDelete(true);
    return job;
}

// Cloud: e-mail@host (the API token belongs to the Atlassian account); Data Center:
// the personal access token of this server.
QString keyFor(const JiraCredentials &c)
{
    if (c.deployment == JiraDeployment::DataCenter)
        return QStringLiteral("pat@") + c.site.host() + c.site.path();
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
    auto *job = newJob<QKeychain::ReadPasswordJob>();
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

JiraCredentials CredentialStore::account(const QString &site, const QString &email, const QString &deployment)
{
    JiraCredentials c;
    c.site = QUrl(site);
    c.email = email;
    parseJiraDeployment(deployment, &c.deployment);
    return c;
}

void CredentialStore::readToken(const JiraCredentials &credentials)
{
#ifdef PM_HAVE_KEYCHAIN
    auto *job = newJob<QKeychain::ReadPasswordJob>();
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
    auto *job = newJob<QKeychain::WritePasswordJob>();
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
        auto *check = newJob<QKeychain::ReadPasswordJob>();
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
