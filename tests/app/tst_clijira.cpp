#include "bufferio.h"
#include "cli.h"
#include "draftformat.h"
#include "fakejiraserver.h"
#include "testfiles.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace pm;

// The command line against JIRA Data Center (detected from serverInfo, a personal
// access token as Bearer, REST v2, wiki markup) and `new --from-ticket` on both.
class TestCliJira : public QObject
{
    Q_OBJECT

    static void account(const FakeJiraServer &server, const char *deployment = nullptr)
    {
        qputenv("PM_JIRA_SITE", server.url().toString().toUtf8());
        qputenv("PM_JIRA_TOKEN", "tok3n");
        if (deployment)
            qputenv("PM_JIRA_DEPLOYMENT", deployment);
        else
            qunsetenv("PM_JIRA_DEPLOYMENT");
        qunsetenv("PM_JIRA_EMAIL");
    }

    static QString sampleCopy(const QTemporaryDir &dir)
    {
        const QString draft = dir.filePath(QStringLiteral("draft.md"));
        pmtest::writeFile(draft, pmtest::readFile(QStringLiteral(PM_SAMPLE)));
        return draft;
    }

    static void ticket(FakeJiraServer &server)
    {
        const QJsonObject fields{
            {QStringLiteral("summary"), QStringLiteral("Stale assets served after deploy")},
            {QStringLiteral("assignee"), QJsonObject{{QStringLiteral("displayName"), QStringLiteral("Priya Raman")}}},
            {QStringLiteral("status"), QJsonObject{{QStringLiteral("name"), QStringLiteral("Done")}}},
            {QStringLiteral("fixVersions"), QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("2026.12")}}}},
        };
        auto link = [](const char *url) {
            return QJsonObject{{QStringLiteral("object"), QJsonObject{{QStringLiteral("url"), QLatin1String(url)}, {QStringLiteral("title"), QStringLiteral("x")}}}};
        };
        server.setIssue(QStringLiteral("CDN-4821"), fields,
                        QJsonArray{link("https://github.com/example/edge/pull/912"), link("https://wiki.example.com/display/OPS/Runbook"),
                                   link("https://gitlab.example.com/cdn/edge/-/commit/4f2a9c1")});
    }

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void publishToDataCenter()
    {
        FakeJiraServer server;
        QVERIFY(server.start());
        server.setDataCenter(true);
        account(server); // no deployment said: serverInfo tells
        QTemporaryDir dir;
        const QString draft = sampleCopy(dir);
        BufferIo io;
        QCOMPARE(cli::run({QStringLiteral("publish"), draft, QStringLiteral("--yes"), QStringLiteral("--visibility"), QStringLiteral("group:jira-devs")}, io), 0);
        QVERIFY2(io.stderrBytes.contains("/rest/api/2/issue/CDN-4821/comment"), io.stderrBytes.constData());
        QCOMPARE(server.requestCount("POST"), 1);
        const auto posts = [&server] {
            QList<FakeJiraServer::Request> out;
            for (const FakeJiraServer::Request &r : server.requests())
                out += r.method == "POST" ? QList<FakeJiraServer::Request>{r} : QList<FakeJiraServer::Request>{};
            return out;
        }();
        QVERIFY(posts.first().path.startsWith("/rest/api/2/issue/CDN-4821/comment"));
        QCOMPARE(posts.first().headers.value("authorization"), QByteArray("Bearer tok3n"));
        const QJsonObject sent = QJsonDocument::fromJson(posts.first().body).object();
        QVERIFY(sent.value(QStringLiteral("body")).isString());
        const QString body = sent.value(QStringLiteral("body")).toString();
        QVERIFY2(body.startsWith(QStringLiteral("h2. Post-mortem: ")), qPrintable(body.left(80)));
        QVERIFY(body.contains(QStringLiteral("\nh3. ")));
        QCOMPARE(sent.value(QStringLiteral("visibility")).toObject().value(QStringLiteral("value")).toString(), QStringLiteral("jira-devs"));
        QCOMPARE(server.comments().size(), 1);
        QCOMPARE(server.comments().first().properties.first().toObject().value(QStringLiteral("key")).toString(), QStringLiteral("postmortem-editor"));
        QVERIFY(io.stdoutBytes.contains("/browse/CDN-4821?focusedCommentId=10042"));

        // Again as new: found by its marker, not posted twice; then updated in place.
        BufferIo fresh;
        QCOMPARE(cli::run({QStringLiteral("publish"), draft, QStringLiteral("--yes"), QStringLiteral("--new")}, fresh), 0);
        QVERIFY2(fresh.stderrBytes.contains("found on the ticket"), fresh.stderrBytes.constData());
        QCOMPARE(server.requestCount("POST"), 1);
        BufferIo updated;
        QCOMPARE(cli::run({QStringLiteral("publish"), draft, QStringLiteral("--yes"), QStringLiteral("--update")}, updated), 0);
        QCOMPARE(server.comments().size(), 1);
        QCOMPARE(server.comments().first().updates, 1);
        bool putToV2 = false;
        for (const FakeJiraServer::Request &r : server.requests())
            putToV2 = putToV2 || (r.method == "PUT" && r.path == "/rest/api/2/issue/CDN-4821/comment/10042");
        QVERIFY(putToV2);
    }

    void dataCenterRefusals()
    {
        FakeJiraServer server;
        QVERIFY(server.start());
        server.setDataCenter(true);
        server.setBearerToken("another");
        account(server, "datacenter");
        QTemporaryDir dir;
        const QString draft = sampleCopy(dir);
        BufferIo expired;
        QCOMPARE(cli::run({QStringLiteral("publish"), draft, QStringLiteral("--yes")}, expired), 1);
        QVERIFY2(expired.stderrBytes.contains("401"), expired.stderrBytes.constData());
        QCOMPARE(server.requestCount("POST"), 0); // the look-up before the POST was refused
        // Said Cloud to a Data Center: v3 is not there, and no e-mail is set.
        account(server, "cloud");
        BufferIo cloud;
        QCOMPARE(cli::run({QStringLiteral("publish"), draft, QStringLiteral("--yes")}, cloud), 2);
        QVERIFY2(cloud.stderrBytes.contains("PM_JIRA_EMAIL"), cloud.stderrBytes.constData());
        account(server, "mainframe");
        BufferIo bad;
        QCOMPARE(cli::run({QStringLiteral("publish"), draft, QStringLiteral("--yes")}, bad), 2);
        QVERIFY(bad.stderrBytes.contains("cloud or datacenter"));
    }

    void newFromTicket_data()
    {
        QTest::addColumn<bool>("dataCenter");
        QTest::newRow("cloud") << false;
        QTest::newRow("data center") << true;
    }
    void newFromTicket()
    {
        QFETCH(bool, dataCenter);
        FakeJiraServer server;
        QVERIFY(server.start());
        server.setDataCenter(dataCenter);
        ticket(server);
        account(server);
        if (!dataCenter)
            qputenv("PM_JIRA_EMAIL", "priya@example.com");
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("new.md"));
        BufferIo io;
        QCOMPARE(cli::run({QStringLiteral("new"), QStringLiteral("--from-ticket"), QStringLiteral("CDN-4821"), QStringLiteral("-o"), out}, io), 0);
        const Expected<PostMortem> pm = DraftFormat::parse(pmtest::readFile(out));
        QVERIFY(pm.ok());
        QCOMPARE(pm->meta.title, QStringLiteral("Stale assets served after deploy"));
        QCOMPARE(pm->meta.ticket, QStringLiteral("CDN-4821"));
        QCOMPARE(pm->meta.owner, QStringLiteral("Priya Raman"));
        // Pull requests and commits; the wiki page is no ref.
        QCOMPARE(pm->meta.refs, (QStringList{QStringLiteral("https://github.com/example/edge/pull/912"),
                                             QStringLiteral("https://gitlab.example.com/cdn/edge/-/commit/4f2a9c1")}));
        const QByteArray version = dataCenter ? "/rest/api/2/" : "/rest/api/3/";
        QVERIFY(server.requests().last().path.startsWith(QByteArray(version + "issue/CDN-4821/remotelink")));
    }

    void newFromTicketNamesTheProblem()
    {
        FakeJiraServer server;
        QVERIFY(server.start());
        server.setDataCenter(true);
        ticket(server);
        account(server, "datacenter");
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("new.md"));
        BufferIo missing;
        QCOMPARE(cli::run({QStringLiteral("new"), QStringLiteral("--from-ticket"), QStringLiteral("CDN-9999"), QStringLiteral("-o"), out}, missing), 1);
        QVERIFY2(missing.stderrBytes.contains("no issue CDN-9999") && missing.stderrBytes.contains("nothing written"), missing.stderrBytes.constData());
        QVERIFY(!QFile::exists(out));
        server.setBearerToken("rotated");
        BufferIo expired;
        QCOMPARE(cli::run({QStringLiteral("new"), QStringLiteral("--from-ticket"), QStringLiteral("CDN-4821"), QStringLiteral("-o"), out}, expired), 1);
        QVERIFY2(expired.stderrBytes.contains("401"), expired.stderrBytes.constData());
        QVERIFY(!QFile::exists(out));
        server.setBearerToken("tok3n");
        server.pushFault(FakeJiraServer::Fault::Unavailable, "GET");
        server.setRetryAfterSeconds(0);
        BufferIo busy;
        QCOMPARE(cli::run({QStringLiteral("new"), QStringLiteral("--from-ticket"), QStringLiteral("CDN-4821"), QStringLiteral("-o"), out}, busy), 0);
        QVERIFY(QFile::exists(out));

        quint16 port = 0;
        {
            FakeJiraServer gone;
            QVERIFY(gone.start());
            port = gone.serverPort();
        }
        qputenv("PM_JIRA_SITE", QByteArray(QByteArray("http://127.0.0.1:") + QByteArray::number(port)));
        qputenv("PM_JIRA_TIMEOUT", "3");
        const QString other = dir.filePath(QStringLiteral("other.md"));
        BufferIo unreachable;
        QCOMPARE(cli::run({QStringLiteral("new"), QStringLiteral("--from-ticket"), QStringLiteral("CDN-4821"), QStringLiteral("-o"), other}, unreachable), 3);
        QVERIFY2(unreachable.stderrBytes.contains("could not be reached"), unreachable.stderrBytes.constData());
        QVERIFY(!QFile::exists(other));
        qunsetenv("PM_JIRA_TIMEOUT");
    }

    void trackCreatesEachIssueOnce()
    {
        FakeJiraServer server;
        QVERIFY(server.start());
        server.setDataCenter(true);
        server.setIssue(QStringLiteral("CDN-4821"), QJsonObject{{QStringLiteral("summary"), QStringLiteral("Stale assets served after deploy")}});
        account(server, "datacenter");
        QTemporaryDir dir;
        const QString draft = dir.filePath(QStringLiteral("draft.md"));
        QByteArray bytes = pmtest::readFile(QStringLiteral(PM_SAMPLE));
        QVERIFY(bytes.contains("(owner: Priya Raman, CDN-4830)"));
        bytes.replace("(owner: Priya Raman, CDN-4830)", "(owner: Priya Raman)");
        pmtest::writeFile(draft, bytes);

        BufferIo noTerminal;
        QCOMPARE(cli::run({QStringLiteral("track"), draft}, noTerminal), 2);
        QVERIFY(noTerminal.stderrBytes.contains("refusing to create issues without confirmation"));
        QCOMPARE(server.requestCount("POST"), 0);

        BufferIo io;
        QCOMPARE(cli::run({QStringLiteral("track"), draft, QStringLiteral("--yes")}, io), 0);
        QVERIFY2(io.stderrBytes.contains("Task issue") && io.stderrBytes.contains("in project CDN"), io.stderrBytes.constData());
        QCOMPARE(server.requestCount("POST"), 1);
        QCOMPARE(server.requests().last().path, QByteArray("/rest/api/2/issue"));
        const QString key = QString::fromUtf8(io.stdoutBytes.split('\t').first());
        QVERIFY2(key.startsWith(QStringLiteral("CDN-")), io.stdoutBytes.constData());
        QVERIFY(pmtest::readFile(draft).contains(QByteArray(QByteArray("(owner: Priya Raman). (") + key.toUtf8() + ")")));
        // The item is tracked now: a second run creates nothing.
        BufferIo again;
        QCOMPARE(cli::run({QStringLiteral("track"), draft, QStringLiteral("--yes")}, again), 0);
        QVERIFY(again.stderrBytes.contains("nothing to create"));
        QCOMPARE(server.requestCount("POST"), 1);
    }
};

QTEST_GUILESS_MAIN(TestCliJira)
#include "tst_clijira.moc"
