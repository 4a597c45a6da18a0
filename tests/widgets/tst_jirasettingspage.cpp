#include "fakejiraserver.h"
#include "jirasettingspage.h"
#include "settings.h"

#include <QApplication>
#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QtTest>

using namespace pm;

class TestJiraSettingsPage : public QObject
{
    Q_OBJECT

private slots:
    void testConnection_data()
    {
        QTest::addColumn<QString>("site");   // "fake" = the fake JIRA, "closed" = a port nobody listens on
        QTest::addColumn<QString>("needle");
        QTest::addColumn<bool>("sent");
        QTest::newRow("connected") << "fake" << "Connected as Priya Raman." << true;
        QTest::newRow("nobody answers") << "closed" << "No answer from JIRA" << false;
        QTest::newRow("credentials in the URL") << "https://priya:tok3n@example.atlassian.net" << "user name or password" << false;
        QTest::newRow("plain http") << "http://jira.example.com" << "https://" << false;
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

    void applyStoresTheAccountAndHandOff()
    {
        JiraSettingsPage page;
        page.siteEdit()->setText(QStringLiteral("https://example.atlassian.net"));
        page.emailEdit()->setText(QStringLiteral("priya@example.com"));
        page.handOffEdit()->setText(QStringLiteral("management-talk --from-stdin"));
        QVERIFY(!page.rememberBox()->isChecked());   // never pre-ticked
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
