#include "credentialstore.h"
#include "secretguard.h"

#include <QtTest>

#ifdef Q_OS_LINUX
#include <sys/prctl.h>
#endif

using namespace pm;

// The session token store: a token kept for the session is found again by its account,
// and from the first one on the process writes no core dump. The store is a static that
// is destroyed (its tokens wiped) at exit; the asan gate's LeakSanitizer checks that it
// leaves nothing behind (it used to leak the core-dump guard).
class TestCredentialStore : public QObject
{
    Q_OBJECT

private slots:
    void sessionTokensAreKeptPerAccount()
    {
        JiraCredentials priya;
        priya.site = QUrl(QStringLiteral("https://acme.atlassian.net"));
        priya.email = QStringLiteral("priya@example.com");
        priya.token = QStringLiteral("tok-priya");
        JiraCredentials other = priya;
        other.site = QUrl(QStringLiteral("https://other.atlassian.net"));
        other.token = QStringLiteral("tok-other");

        QVERIFY(CredentialStore::sessionToken(priya).isEmpty());
        QVERIFY(!SecretGuard::active());
        CredentialStore::keepForSession(priya);
        QVERIFY(SecretGuard::active());
#ifdef Q_OS_LINUX
        QCOMPARE(prctl(PR_GET_DUMPABLE, 0, 0, 0, 0), 0);
#endif
        CredentialStore::keepForSession(other);
        QCOMPARE(CredentialStore::sessionToken(priya), QStringLiteral("tok-priya"));
        QCOMPARE(CredentialStore::sessionToken(other), QStringLiteral("tok-other"));
        // A new token for the same account replaces the old one.
        priya.token = QStringLiteral("tok-priya-2");
        CredentialStore::keepForSession(priya);
        QCOMPARE(CredentialStore::sessionToken(priya), QStringLiteral("tok-priya-2"));
        QVERIFY(SecretGuard::active());
    }
};

QTEST_GUILESS_MAIN(TestCredentialStore)
#include "tst_credentialstore.moc"
