#include "jiraclient.h"

#include <QTest>

using namespace pm;

class TestJiraClient : public QObject
{
    Q_OBJECT

private slots:
    void interpret_data()
    {
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<QString>("needle");
        QTest::newRow("201") << 201 << QByteArray(R"({"id":"10042"})") << true << "";
        QTest::newRow("401") << 401 << QByteArray("") << false << "401 Unauthorized";
        QTest::newRow("403") << 403 << QByteArray(R"({"errorMessages":["You do not have permission to comment."]})") << false << "You do not have permission";
        QTest::newRow("404") << 404 << QByteArray(R"({"errorMessages":["Issue does not exist or you do not have permission to see it."],"errors":{}})") << false << "Issue does not exist";
        QTest::newRow("400 field") << 400 << QByteArray(R"({"errorMessages":[],"errors":{"comment":"Comment body can not be empty!"}})") << false << "comment: Comment body can not be empty!";
        QTest::newRow("429") << 429 << QByteArray("") << false << "rate-limiting";
        QTest::newRow("500 html") << 500 << QByteArray("<html>oops</html>") << false << "server error (500)";
        QTest::newRow("201 without id") << 201 << QByteArray("{}") << false << "no comment id";
    }
    void interpret()
    {
        QFETCH(int, status);
        QFETCH(QByteArray, body);
        QFETCH(bool, ok);
        QFETCH(QString, needle);
        const JiraClient::Answer a = JiraClient::interpret(status, body, QUrl(QStringLiteral("https://x")), QStringLiteral("CDN-4821"), QString());
        QCOMPARE(a.ok, ok);
        QVERIFY2(a.message.contains(needle), qPrintable(a.message));
    }

    void sites_data()
    {
        QTest::addColumn<QString>("site");
        QTest::addColumn<QString>("needle"); // empty = accepted
        // clang-format off
        QTest::newRow("https") << "https://example.atlassian.net" << "";
        QTest::newRow("loopback http") << "http://127.0.0.1:8080" << "";
        QTest::newRow("http remote") << "http://jira.example.com" << "https://";
        QTest::newRow("no url") << "" << "not a URL";
        QTest::newRow("user and password") << "https://priya:secret@example.atlassian.net" << "user name or password";
        QTest::newRow("user only") << "https://priya@example.atlassian.net" << "user name or password";
        // clang-format on
    }
    void sites()
    {
        QFETCH(QString, site);
        QFETCH(QString, needle);
        QString why;
        QCOMPARE(JiraCredentials::isAcceptableSite(QUrl(site), &why), needle.isEmpty());
        QVERIFY2(why.contains(needle), qPrintable(why));
    }

    void endpoint()
    {
        JiraCredentials cloud;
        cloud.site = QUrl(QStringLiteral("https://x.atlassian.net/"));
        QCOMPARE(JiraClient::commentEndpoint(cloud, QStringLiteral("AB-1")).toString(),
                 QStringLiteral("https://x.atlassian.net/rest/api/3/issue/AB-1/comment"));
        cloud.site = QUrl(QStringLiteral("https://h/jira"));
        QCOMPARE(JiraClient::commentEndpoint(cloud, QStringLiteral("AB-1")).toString(),
                 QStringLiteral("https://h/jira/rest/api/3/issue/AB-1/comment"));
        // Data Center speaks REST v2, under the server's own path too.
        JiraCredentials dataCenter = cloud;
        dataCenter.deployment = JiraDeployment::DataCenter;
        QCOMPARE(JiraClient::commentEndpoint(dataCenter, QStringLiteral("AB-1")).toString(),
                 QStringLiteral("https://h/jira/rest/api/2/issue/AB-1/comment"));
    }
};

QTEST_GUILESS_MAIN(TestJiraClient)
#include "tst_jiraclient.moc"
