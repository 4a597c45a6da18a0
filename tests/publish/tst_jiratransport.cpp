#include "fakejiraserver.h"
#include "jiratransport.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QTest>

using namespace pm;
using Fault = FakeJiraServer::Fault;

namespace {

const QByteArray Body = R"({"body":{"type":"doc","version":1,"content":[]}})";

QUrl commentsUrl(const FakeJiraServer &server)
{
    return QUrl(server.url().toString() + QStringLiteral("/rest/api/3/issue/CDN-4821/comment"));
}

JiraResponse sendOnce(JiraTransport &transport, const QByteArray &method, const QUrl &url, const QByteArray &body)
{
    QSignalSpy done(&transport, &JiraTransport::finished);
    transport.send(method, url, "Basic eA==", body, QDeadlineTimer(10000));
    if (!done.wait(15000))
        qFatal("JiraTransport never finished");
    return done.first().first().value<JiraResponse>();
}

} // namespace

class TestJiraTransport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { qRegisterMetaType<JiraResponse>("pm::JiraResponse"); }

    // The fault itself: Qt's HTTP layer, given the body as bytes, posts it again when
    // the server drops the connection after storing it. This is why JiraTransport
    // hands Qt a body it cannot rewind.
    void qtResendsAPostByItself()
    {
        FakeJiraServer server;
        QVERIFY(server.start());
        server.pushFault(Fault::DropAfterStore, "POST");
        QNetworkAccessManager network;
        QNetworkRequest request(commentsUrl(server));
        request.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
        QNetworkReply *reply = network.post(request, Body);
        QSignalSpy done(reply, &QNetworkReply::finished);
        QVERIFY(done.wait(10000));
        reply->deleteLater();
        QCOMPARE(server.requestCount("POST"), 2); // sent twice by Qt alone
        QCOMPARE(server.comments().size(), 2);
    }

    void droppedAfterStoreIsSentOnce()
    {
        FakeJiraServer server;
        QVERIFY(server.start());
        server.pushFault(Fault::DropAfterStore, "POST");
        JiraTransport transport;
        const JiraResponse r = sendOnce(transport, "POST", commentsUrl(server), Body);
        QCOMPARE(r.failure, JiraResponse::Failure::Dropped);
        QVERIFY(r.maybeDelivered());
        QCOMPARE(server.requestCount("POST"), 1);
        QCOMPARE(server.comments().size(), 1);
        QCOMPARE(server.requests().first().body, Body);
    }

    void faults_data()
    {
        QTest::addColumn<int>("fault");
        QTest::addColumn<int>("failure");
        QTest::addColumn<int>("status");
        // The answer timeout is short only where it is what the row tests: on a loaded
        // machine a huge body can take longer than that to start.
        QTest::addColumn<int>("answerMs");
        QTest::newRow("ok") << int(Fault::None) << int(JiraResponse::Failure::None) << 201 << 20000;
        QTest::newRow("silence") << int(Fault::SilenceBeforeStore) << int(JiraResponse::Failure::AnswerTimeout) << 0 << 400;
        QTest::newRow("trickle") << int(Fault::Trickle) << int(JiraResponse::Failure::AnswerTimeout) << 0 << 400;
        QTest::newRow("huge body") << int(Fault::HugeBody) << int(JiraResponse::Failure::TooLarge) << 500 << 20000;
        QTest::newRow("429") << int(Fault::RateLimitSeconds) << int(JiraResponse::Failure::None) << 429 << 20000;
    }
    void faults()
    {
        QFETCH(int, fault);
        QFETCH(int, failure);
        QFETCH(int, status);
        QFETCH(int, answerMs);
        FakeJiraServer server;
        QVERIFY(server.start());
        server.setTrickleMs(100);
        server.setRetryAfterSeconds(12);
        server.pushFault(Fault(fault), "POST");
        JiraTransport transport;
        JiraTimeouts t;
        t.answerMs = answerMs;
        transport.setTimeouts(t);
        const JiraResponse r = sendOnce(transport, "POST", commentsUrl(server), Body);
        QCOMPARE(int(r.failure), failure);
        if (r.failure == JiraResponse::Failure::None)
            QCOMPARE(r.status, status);
        if (status == 429)
            QCOMPARE(r.retryAfter, QByteArray("12"));
        if (r.failure == JiraResponse::Failure::TooLarge)
            QVERIFY(r.body.size() <= JiraMaxResponseBytes);
        QCOMPARE(server.requestCount("POST"), 1);
    }

    // "The deadline ran out" is only said once it has: the publisher decides from the
    // same deadline whether a look may still be retried or a part posted. Qt's default
    // coarse timers may fire up to 5 % early (75 ms of a 1.5 s deadline).
    void deadlineIsNeverReportedEarly_data()
    {
        QTest::addColumn<int>("ms");
        QTest::newRow("0.3 s") << 300;
        QTest::newRow("1.5 s") << 1500;
    }
    void deadlineIsNeverReportedEarly()
    {
        QFETCH(int, ms);
        FakeJiraServer server;
        QVERIFY(server.start());
        server.setSilent(true);
        JiraTransport transport;
        JiraTimeouts t;
        t.answerMs = 60000; // only the deadline can end it
        transport.setTimeouts(t);
        QSignalSpy done(&transport, &JiraTransport::finished);
        const QDeadlineTimer deadline(ms);
        transport.send("GET", commentsUrl(server), "Basic eA==", QByteArray(), deadline);
        QVERIFY(done.wait(ms + 10000));
        QCOMPARE(done.first().first().value<JiraResponse>().failure, JiraResponse::Failure::Deadline);
        QVERIFY2(deadline.hasExpired(), qPrintable(QStringLiteral("%1 ms early").arg(deadline.remainingTime())));
    }

    void connectionRefusedIsNotDelivered()
    {
        quint16 port = 0;
        {
            FakeJiraServer server;
            QVERIFY(server.start());
            port = server.serverPort();
        }
        JiraTransport transport;
        const JiraResponse r = sendOnce(transport, "POST", QUrl(QStringLiteral("http://127.0.0.1:%1/x").arg(port)), Body);
        QCOMPARE(r.failure, JiraResponse::Failure::ConnectFailed);
        QVERIFY(!r.maybeDelivered());
    }

    void serverText_data()
    {
        QTest::addColumn<QString>("in");
        QTest::addColumn<QString>("out");
        // clang-format off
        QTest::newRow("plain") << "Issue does not exist" << "Issue does not exist";
        QTest::newRow("csi colour") << "\x1b[31mred\x1b[0m text" << "red text";
        QTest::newRow("osc title") << "a\x1b]0;pwned\x07" "b" << "ab";
        QTest::newRow("controls") << "line\r\nbreak\x07\x08" << "line break";
        QTest::newRow("c1 csi") << QString(QStringLiteral("x") + QChar(0x9B) + QStringLiteral("2Jy")) << "xy";
        QTest::newRow("bidi override") << QString(QStringLiteral("abc") + QChar(0x202E) + QStringLiteral("def")) << "abcdef";
        // clang-format on
    }
    void serverText()
    {
        QFETCH(QString, in);
        QFETCH(QString, out);
        QCOMPARE(sanitizeServerText(in), out);
    }

    void serverTextIsCapped()
    {
        const QString s = sanitizeServerText(QString(5000, QLatin1Char('z')));
        QCOMPARE(s.size(), 2049);
        QVERIFY(s.endsWith(QChar(0x2026)));
    }
};

QTEST_GUILESS_MAIN(TestJiraTransport)
#include "tst_jiratransport.moc"
