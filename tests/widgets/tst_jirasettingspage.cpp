#include "fakejiraserver.h"
#include "credentialstore.h"
#include "jirasettingspage.h"
#include "settingsdialog.h"
#include "settings.h"

#include <QApplication>
#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QScopeGuard>
#include <QTimer>
#include <QTest>

using namespace pm;

class TestJiraSettingsPage : public QObject
{
    Q_OBJECT

private slots:
    void testConnection_data()
    {
        QTest::addColumn<QString>("site"); // "fake" = the fake JIRA, "closed" = a port nobody listens on
        QTest::addColumn<QString>("needle");
        QTest::addColumn<bool>("sent");
        // clang-format off
        QTest::newRow("connected") << "fake" << "Connected as Priya Raman." << true;
        QTest::newRow("nobody answers") << "closed" << "No answer from JIRA" << false;
        QTest::newRow("credentials in the URL") << "https://priya:tok3n@example.atlassian.net" << "user name or password" << false;
        QTest::newRow("plain http") << "http://jira.example.com" << "https://" << false;
        // clang-format on
    }
    void testConnection()
    {
        QFETCH(QString, site);
        QFETCH(QString, needle);
        QFETCH(bool, sent);
        FakeJiraServer server;
        QVERIFY(server.start());
        QString url = site;
        if (site == QLatin1String("fake")) {
            url = server.url().toString();
        } else if (site == QLatin1String("closed")) {
            FakeJiraServer gone;
            QVERIFY(gone.start());
            url = gone.url().toString();
        }
        JiraSettingsPage page;
        page.siteEdit()->setText(url);
        page.emailEdit()->setText(QStringLiteral("priya@example.com"));
        page.tokenEdit()->setText(QStringLiteral("tok3n"));
        page.testButton()->click();
        QTRY_VERIFY2_WITH_TIMEOUT(page.testResult()->text().contains(needle), qPrintable(page.testResult()->text()), 15000);
        QCOMPARE(!server.requests().isEmpty(), sent);
        if (sent) {
            QCOMPARE(server.requests().last().path, QByteArray("/rest/api/3/myself"));
            QCOMPARE(server.requests().last().headers.value("authorization"),
                     "Basic " + QByteArray("priya@example.com:tok3n").toBase64());
        }
    }

    // OK in Preferences with "remember" ticked: the dialog waits for the keychain (its
    // job dies with the page), and stays open to say so when the wallet refuses.
    void keychainSaveFromPreferences_data()
    {
        QTest::addColumn<bool>("refuses");
        QTest::newRow("wallet stores") << false;
        QTest::newRow("wallet refuses") << true;
    }
    void keychainSaveFromPreferences()
    {
#ifndef PM_FAKE_KWALLETD
        QSKIP("built without QtKeychain, QtDBus or dbus-run-session");
#else
        QFETCH(bool, refuses);
        if (qEnvironmentVariableIsEmpty("PM_KEYCHAIN_TEST") || qEnvironmentVariableIsEmpty("DBUS_SESSION_BUS_ADDRESS"))
            QSKIP("runs as tst_jirasettingspage_keychain, on a private session bus of its own (dbus-run-session)");
        QProcess wallet;
        wallet.start(QStringLiteral(PM_FAKE_KWALLETD), refuses ? QStringList{QStringLiteral("refuse-writes")} : QStringList());
        QVERIFY2(wallet.waitForReadyRead(10000), qPrintable(QString::fromLocal8Bit(wallet.readAllStandardError())));
        const auto stop = qScopeGuard([&wallet] {
            wallet.kill();
            wallet.waitForFinished(5000);
        });
        QCOMPARE(wallet.readLine().trimmed(), QByteArray("ready"));
        Settings::instance().setJiraAccount(QString(), QString());
        // Gone as soon as it closes, as the window's Preferences dialog is.
        auto *preferences = new SettingsDialog;
        SettingsDialog &dialog = *preferences;
        JiraSettingsPage *page = dialog.jiraPage();
        QTRY_VERIFY_WITH_TIMEOUT(page->rememberBox()->isEnabled(), 10000); // the wallet answers
        page->siteEdit()->setText(QStringLiteral("https://example.atlassian.net"));
        page->emailEdit()->setText(QStringLiteral("priya@example.com"));
        page->tokenEdit()->setText(QStringLiteral("tok3n"));
        page->rememberBox()->setChecked(true);
        QString seen;
        bool closedAtOnce = true;
        QTimer::singleShot(0, this, [&] {
            dialog.accept();
            closedAtOnce = !dialog.isVisible();
            // Either it closes once the wallet has answered, or it shows why not.
            const bool answered = QTest::qWaitFor([&] {
                return !dialog.isVisible() || page->keychainNote()->text().contains(QStringLiteral("could not be saved"));
            },
                                                  10000);
            QVERIFY2(answered, "the keychain never answered");
            seen = page->keychainNote()->text();
            if (dialog.isVisible()) {
                QVERIFY(!page->rememberBox()->isChecked());
                dialog.accept(); // OK again: closes, the token kept for the session
            }
        });
        const int result = dialog.exec();
        delete preferences;
        QCOMPARE(result, int(QDialog::Accepted));
        JiraCredentials account;
        account.site = QUrl(QStringLiteral("https://example.atlassian.net"));
        account.email = QStringLiteral("priya@example.com");
        QCOMPARE(CredentialStore::sessionToken(account), QStringLiteral("tok3n"));
        CredentialStore store;
        QSignalSpy read(&store, &CredentialStore::tokenRead);
        store.readToken(account);
        QVERIFY(read.wait(10000));
        if (refuses) {
            QVERIFY2(seen.contains(QStringLiteral("could not be saved in the keychain")), qPrintable(seen));
            QVERIFY(read.first().first().toString().isEmpty());
        } else {
            QVERIFY2(!seen.contains(QStringLiteral("could not be saved")), qPrintable(seen));
            QCOMPARE(read.first().first().toString(), QStringLiteral("tok3n")); // in the wallet, read back after the dialog closed
        }
        QVERIFY(!closedAtOnce); // it waited for the wallet's answer
#endif
    }

    void applyStoresTheAccountAndHandOff()
    {
        JiraSettingsPage page;
        page.siteEdit()->setText(QStringLiteral("https://example.atlassian.net"));
        page.emailEdit()->setText(QStringLiteral("priya@example.com"));
        page.handOffEdit()->setText(QStringLiteral("management-talk --from-stdin"));
        QVERIFY(!page.rememberBox()->isChecked()); // never pre-ticked
        page.apply();
        QCOMPARE(Settings::instance().jiraSite(), QStringLiteral("https://example.atlassian.net"));
        QCOMPARE(Settings::instance().jiraEmail(), QStringLiteral("priya@example.com"));
        QCOMPARE(Settings::instance().handOffCommand(), QStringLiteral("management-talk --from-stdin"));
    }
};

int main(int argc, char *argv[])
{
    QTemporaryDir home;
    qputenv("XDG_CONFIG_HOME", home.filePath(QStringLiteral("config")).toUtf8());
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("postmortem-editor-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_jirasettingspage"));
    TestJiraSettingsPage test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_jirasettingspage.moc"
