#include "destinations.h"
#include "draftformat.h"
#include "fakejiraserver.h"
#include "jiraclient.h"

#include <QJsonDocument>
#include <QSignalSpy>
#include <QtTest>

using namespace pm;

namespace {

JiraCredentials credentialsFor(const FakeJiraServer &server)
{
    JiraCredentials c;
    c.site = server.url();
    c.email = QStringLiteral("priya@example.com");
    c.token = QStringLiteral("tok3n");
    return c;
}

PublishResult post(JiraClient &client, const JiraCredentials &c, const QString &key, const QJsonObject &body)
{
    QSignalSpy done(&client, &JiraClient::finished);
    client.postComment(c, key, QJsonDocument(body).toJson(QJsonDocument::Compact));
    if (!done.wait(15000))
        qFatal("JiraClient never finished");
    return done.first().first().value<PublishResult>();
}

} // namespace

class TestJiraClient : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { qRegisterMetaType<PublishResult>("pm::PublishResult"); }

    void postsTheExactBody()
    {
        FakeJiraServer server;
        QVERIFY(server.start());
        JiraClient client;
        const QJsonObject body{{QStringLiteral("body"), QJsonObject{{QStringLiteral("type"), QStringLiteral("doc")}, {QStringLiteral("version"), 1}, {QStringLiteral("content"), QJsonArray()}}}};
        const PublishResult r = post(client, credentialsFor(server), QStringLiteral("CDN-4821"), body);
        QVERIFY2(r.ok, qPrintable(r.message));
        QCOMPARE(r.httpStatus, 201);
        QCOMPARE(r.commentId, QStringLiteral("10042"));
        QCOMPARE(r.commentUrl.toString(), server.url().toString() + QStringLiteral("/browse/CDN-4821?focusedCommentId=10042"));
        QCOMPARE(server.requests().size(), 1);
        const FakeJiraServer::Request &req = server.requests().first();
        QCOMPARE(req.method, QByteArray("POST"));
        QCOMPARE(req.path, QByteArray("/rest/api/3/issue/CDN-4821/comment"));
        QCOMPARE(req.headers.value("authorization"), "Basic " + QByteArray("priya@example.com:tok3n").toBase64());
        QCOMPARE(req.headers.value("content-type"), QByteArray("application/json"));
        QCOMPARE(QJsonDocument::fromJson(req.body).object(), body);
    }

    void refusals_data()
    {
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("needle");
        QTest::newRow("401") << 401 << QByteArray("") << "401 Unauthorized";
        QTest::newRow("403") << 403 << QByteArray(R"({"errorMessages":["You do not have permission to comment."]})") << "You do not have permission";
        QTest::newRow("404") << 404 << QByteArray(R"({"errorMessages":["Issue does not exist or you do not have permission to see it."],"errors":{}})") << "Issue does not exist";
        QTest::newRow("400 field") << 400 << QByteArray(R"({"errorMessages":[],"errors":{"comment":"Comment body can not be empty!"}})") << "comment: Comment body can not be empty!";
        QTest::newRow("429") << 429 << QByteArray("") << "rate-limiting";
        QTest::newRow("500 html") << 500 << QByteArray("<html>oops</html>") << "server error (500)";
        QTest::newRow("201 without id") << 201 << QByteArray("{}") << "no comment id";
    }
    void refusals()
    {
        QFETCH(int, status);
        QFETCH(QByteArray, body);
        QFETCH(QString, needle);
        FakeJiraServer server;
        QVERIFY(server.start());
        server.respondWith(status, body);
        JiraClient client;
        const PublishResult r = post(client, credentialsFor(server), QStringLiteral("CDN-4821"), QJsonObject());
        QVERIFY(!r.ok);
        QCOMPARE(r.httpStatus, status);
        QVERIFY2(r.message.contains(needle), qPrintable(r.message));
    }

    void unreachableAndSilentServers()
    {
        JiraCredentials closed;
        {
            FakeJiraServer server;
            QVERIFY(server.start());
            closed = credentialsFor(server);
        }   // the port is closed now
        JiraClient client;
        const PublishResult r = post(client, closed, QStringLiteral("CDN-4821"), QJsonObject());
        QVERIFY(!r.ok);
        QCOMPARE(r.httpStatus, 0);
        QVERIFY2(r.message.contains(QStringLiteral("could not be reached")), qPrintable(r.message));

        FakeJiraServer silent;
        QVERIFY(silent.start());
        silent.setSilent(true);
        client.setTimeout(500);
        const PublishResult t = post(client, credentialsFor(silent), QStringLiteral("CDN-4821"), QJsonObject());
        QVERIFY(!t.ok);
        QVERIFY2(t.message.contains(QStringLiteral("could not be reached")), qPrintable(t.message));
    }

    void refusesBeforeSending_data()
    {
        QTest::addColumn<QString>("site");
        QTest::addColumn<QString>("email");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("needle");
        QTest::newRow("http remote") << "http://jira.example.com" << "a@b.c" << "CDN-1" << "https://";
        QTest::newRow("no url") << "" << "a@b.c" << "CDN-1" << "not a URL";
        QTest::newRow("no email") << "https://jira.example.com" << "" << "CDN-1" << "e-mail";
        QTest::newRow("bad key") << "https://jira.example.com" << "a@b.c" << "cdn 1" << "not a JIRA issue key";
    }
    void refusesBeforeSending()
    {
        QFETCH(QString, site);
        QFETCH(QString, email);
        QFETCH(QString, key);
        QFETCH(QString, needle);
        JiraCredentials c;
        c.site = QUrl(site);
        c.email = email;
        c.token = QStringLiteral("t");
        JiraClient client;
        const PublishResult r = post(client, c, key, QJsonObject());
        QVERIFY(!r.ok);
        QCOMPARE(r.httpStatus, 0);
        QVERIFY2(r.message.contains(needle), qPrintable(r.message));
    }

    void endpoint()
    {
        QCOMPARE(JiraClient::commentEndpoint(QUrl(QStringLiteral("https://x.atlassian.net/")), QStringLiteral("AB-1")).toString(),
                 QStringLiteral("https://x.atlassian.net/rest/api/3/issue/AB-1/comment"));
        QCOMPARE(JiraClient::commentEndpoint(QUrl(QStringLiteral("https://h/jira")), QStringLiteral("AB-1")).toString(),
                 QStringLiteral("https://h/jira/rest/api/3/issue/AB-1/comment"));
    }
};

QTEST_GUILESS_MAIN(TestJiraClient)
#include "tst_jiraclient.moc"
