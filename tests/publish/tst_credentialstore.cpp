#include "credentialstore.h"
#include "secretguard.h"

#include <QSignalSpy>
#include <QTest>

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

    // The store keeps no account: it reads the one its caller remembers, and the deployment
    // decides which token it is (an unknown or unsaid one is Cloud's API token).
    void accountIsTheCallers_data()
    {
        QTest::addColumn<QString>("deployment");
        QTest::addColumn<bool>("dataCenter");
        // clang-format off
        QTest::newRow("cloud") << "cloud" << false;
        QTest::newRow("data center") << "datacenter" << true;
        QTest::newRow("unsaid") << "" << false;
        QTest::newRow("unknown") << "mainframe" << false;
        // clang-format on
    }
    void accountIsTheCallers()
    {
        QFETCH(QString, deployment);
        QFETCH(bool, dataCenter);
        const JiraCredentials c = CredentialStore::account(QStringLiteral("https://jira.example.com/jira"),
                                                           QStringLiteral("priya@example.com"), deployment);
        QCOMPARE(c.site, QUrl(QStringLiteral("https://jira.example.com/jira")));
        QCOMPARE(c.email, QStringLiteral("priya@example.com"));
        QVERIFY(c.token.isEmpty());
        QCOMPARE(c.deployment == JiraDeployment::DataCenter, dataCenter);
    }

    // Against a real Secret Service (GNOME Keyring on a private bus, with-secret-service.sh):
    // a Cloud API token and a Data Center personal access token are stored and read back
    // through QtKeychain, each under its own account.
    void secretServiceRoundTrip()
    {
        if (qEnvironmentVariable("PM_SECRET_SERVICE_TEST") != QLatin1String("1"))
            QSKIP("runs under tests/publish/with-secret-service.sh (ctest: tst_credentialstore_secretservice)");
        QVERIFY(CredentialStore::keychainAvailable());
        CredentialStore store;
        QSignalSpy probed(&store, &CredentialStore::keychainProbed);
        store.probe();
        QVERIFY(probed.wait(20000));
        QVERIFY2(probed.first().at(0).toBool(), qPrintable(probed.first().at(1).toString()));

        JiraCredentials cloud;
        cloud.site = QUrl(QStringLiteral("https://acme.atlassian.net"));
        cloud.email = QStringLiteral("priya@example.com");
        cloud.token = QStringLiteral("cloud-api-token-1");
        JiraCredentials dc;
        dc.deployment = JiraDeployment::DataCenter;
        dc.site = QUrl(QStringLiteral("https://jira.example.com/jira"));
        dc.token = QStringLiteral("NjE4OTk5NzM2MTQ2OmdQ-pat");
        for (const JiraCredentials &c : {cloud, dc}) {
            QSignalSpy saved(&store, &CredentialStore::tokenSaved);
            store.saveToken(c);
            QVERIFY(saved.wait(20000));
            QVERIFY2(saved.first().first().toString().isEmpty(), qPrintable(saved.first().first().toString()));
        }
        for (const JiraCredentials &c : {cloud, dc}) {
            JiraCredentials asked = c;
            asked.token.clear();
            QSignalSpy read(&store, &CredentialStore::tokenRead);
            store.readToken(asked);
            QVERIFY(read.wait(20000));
            QCOMPARE(read.first().at(0).toString(), c.token);
        }
        // Another server's account finds no token.
        JiraCredentials other = dc;
        other.site = QUrl(QStringLiteral("https://jira.other.example"));
        other.token.clear();
        QSignalSpy none(&store, &CredentialStore::tokenRead);
        store.readToken(other);
        QVERIFY(none.wait(20000));
        QVERIFY(none.first().at(0).toString().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCredentialStore)
#include "tst_credentialstore.moc"
