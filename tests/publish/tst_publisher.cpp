#include "adfdump.h"
#include "chinesemessages.h"
#include "publishtesting.h"
#include "soakruns.h"

#include "handoff.h"

#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QRandomGenerator>
#include <QTimeZone>
#include <QUuid>
#include <QSignalSpy>
#include <QTest>

using namespace pm;
using namespace publishtesting;
using Fault = FakeJiraServer::Fault;

Q_DECLARE_METATYPE(FakeJiraServer::Fault)
Q_DECLARE_METATYPE(QList<FakeJiraServer::Fault>)
Q_DECLARE_METATYPE(publishtesting::Mode)

namespace {

PublishPlan planFor(const PostMortem &pm, int limit = JiraCommentLimit, Mode mode = Mode::Cloud)
{
    PublishOptions options;
    options.commentLimit = limit;
    options.deployment = deploymentOf(mode);
    return preparePublish(pm, options);
}

// How often a part is on the ticket: by its marker on Cloud, by its text on Data Center
// (where a marker PUT after the comment may not have landed), never marked twice.
int timesOnTicket(const FakeJiraServer &server, const PublishPlan &plan, const PlannedComment &c)
{
    const int marked = server.countMarked(commentMarker(plan, c));
    if (plan.deployment == JiraDeployment::Cloud)
        return marked;
    const int written = server.countWithBody(c.body);
    return marked > written ? marked : written;
}

// Each part of the plan is on the ticket exactly `n` times.
bool eachPartOnTicket(const FakeJiraServer &server, const PublishPlan &plan, int n, QString *why)
{
    for (const PlannedComment &c : plan.comments) {
        const int count = timesOnTicket(server, plan, c);
        if (count != n) {
            *why = QStringLiteral("part %1 is on the ticket %2 times").arg(c.partLabel()).arg(count);
            return false;
        }
    }
    return true;
}

// Every row in every mode: ROW("name") << ... becomes one row per mode.
struct Rows
{
    QList<QTestData *> rows;
    template<typename T>
    Rows &operator<<(const T &value)
    {
        for (QTestData *row : rows)
            *row << value;
        return *this;
    }
};

Rows ROW(const char *name)
{
    Rows r;
    for (Mode m : {Mode::Cloud, Mode::DataCenter, Mode::DataCenterUnkept})
        r.rows.append(&(QTest::newRow(qPrintable(QString::fromLatin1(name) + QStringLiteral(" (") + QLatin1String(modeName(m)) + QLatin1Char(')'))) << m));
    return r;
}

PostMortem longSample()
{
    PostMortem pm = sample();
    QString more;
    for (int i = 1; more.size() < 3000; ++i)
        more += QStringLiteral("Probe %1 compared the stored tag with the body hash on edge-fra-04. ").arg(i);
    for (const char *id : {"symptoms", "how-found", "verification"})
        pm.setSectionText(QLatin1String(id), pm.sectionText(QLatin1String(id)) + QStringLiteral("\n\n") + more);
    return pm;
}

} // namespace

class TestPublisher : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        qRegisterMetaType<PublishOutcome>("pm::PublishOutcome");
        qRegisterMetaType<JiraResponse>("pm::JiraResponse");
    }

    // The dialog's and the command line's text form: the one check decides, in the front
    // matter's terms (type lower-case, the name kept as written).
    void visibilityText_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("problem"); // the Visibility whose problem() the refusal is
        // clang-format off
        QTest::newRow("none") << "  " << "" << "" << "";
        QTest::newRow("role") << "role:Developers" << "role" << "Developers" << "";
        QTest::newRow("group, spaced, capital") << " Group: jira devs " << "group" << "jira devs" << "";
        QTest::newRow("other type") << "team:x" << "" << "" << "team:x";
        QTest::newRow("no name") << "role:" << "" << "" << "role:";
        QTest::newRow("no colon") << "Developers" << "" << "" << "developers:";
        // clang-format on
    }
    void visibilityText()
    {
        QFETCH(QString, text);
        QFETCH(QString, type);
        QFETCH(QString, value);
        QFETCH(QString, problem);
        Visibility v;
        QString why;
        QCOMPARE(parseVisibility(text, &v, &why), problem.isEmpty());
        if (problem.isEmpty()) {
            QCOMPARE(v, (Visibility{type, value}));
            QVERIFY(v.problem().isEmpty());
            return;
        }
        const int colon = int(problem.indexOf(QLatin1Char(':')));
        const QString expected = Visibility{problem.left(colon), problem.mid(colon + 1)}.problem();
        QVERIFY(!expected.isEmpty());
        QCOMPARE(why, expected);
    }

    // The file the hand-off saves and the bytes every way hands off: the pull-request
    // Markdown, beside the draft, named after the ticket.
    void handOffIsOneThing()
    {
        PostMortem pm = sample();
        QTemporaryDir dir;
        QCOMPARE(handOffFileName(pm), pm.meta.ticket + QStringLiteral("-handoff.md"));
        QCOMPARE(handOffPath(pm, dir.filePath(QStringLiteral("drafts/a.md")), QStringLiteral("/elsewhere")),
                 dir.filePath(QStringLiteral("drafts/") + pm.meta.ticket + QStringLiteral("-handoff.md")));
        QCOMPARE(handOffPath(pm, QString(), dir.path()), dir.filePath(pm.meta.ticket + QStringLiteral("-handoff.md")));
        QCOMPARE(handOffContent(pm), toMarkdown(pm, Destination::PullRequest).toUtf8());
        PostMortem noTicket = pm;
        noTicket.meta.ticket.clear();
        QCOMPARE(handOffFileName(noTicket), QStringLiteral("postmortem-handoff.md"));

        const QString saved = dir.filePath(QStringLiteral("saved.md"));
        QVERIFY(!saveHandOff(pm, saved));
        QFile file(saved);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), handOffContent(pm));

#ifndef Q_OS_WIN
        // The command gets the same bytes on stdin, run as the shell runs publish's
        // `export FILE --to pr | COMMAND`: quotes mean what they mean there.
        QVERIFY(!handOffProcess(QStringLiteral("  "), this));
        const QString piped = dir.filePath(QStringLiteral("piped file.md"));
        const QString command = QStringLiteral("cat > '%1'").arg(piped);
        QCOMPARE(handOffProgram(command), QStringLiteral("cat"));
        QProcess *process = handOffProcess(command, this);
        QVERIFY(process);
        startHandOff(process, pm);
        QVERIFY(process->waitForFinished(20000));
        QCOMPARE(process->exitCode(), 0);
        QFile pipedFile(piped);
        QVERIFY(pipedFile.open(QIODevice::ReadOnly));
        QCOMPARE(pipedFile.readAll(), handOffContent(pm));
        delete process;
#endif
    }

    void faults_data()
    {
        QTest::addColumn<Mode>("mode");
        QTest::addColumn<QList<Fault>>("postFaults");
        QTest::addColumn<QList<Fault>>("getFaults");
        QTest::addColumn<int>("status");
        QTest::addColumn<int>("onTicket");
        QTest::addColumn<int>("posts");
        QTest::addColumn<QString>("needle");
        using S = PublishOutcome::Status;
        const QList<Fault> none;
        ROW("clean") << none << none << int(S::Posted) << 1 << 1 << "posted to CDN-4821";
        ROW("drop after store") << QList<Fault>{Fault::DropAfterStore} << none << int(S::Found) << 1 << 1 << "found on the ticket";
        ROW("drop before store") << QList<Fault>{Fault::DropBeforeStore} << none << int(S::Posted) << 1 << 2 << "posted to";
        ROW("silence after store") << QList<Fault>{Fault::SilenceAfterStore} << none << int(S::Found) << 1 << 1 << "found on the ticket";
        ROW("silence before store") << QList<Fault>{Fault::SilenceBeforeStore} << none << int(S::Posted) << 1 << 2 << "posted to";
        ROW("trickle") << QList<Fault>{Fault::Trickle} << none << int(S::Found) << 1 << 1 << "found on the ticket";
        ROW("429 seconds") << QList<Fault>{Fault::RateLimitSeconds} << none << int(S::Posted) << 1 << 2 << "posted to";
        ROW("429 twice") << QList<Fault>{Fault::RateLimitSeconds, Fault::RateLimitSeconds} << none << int(S::Posted) << 1 << 3 << "posted to";
        ROW("503") << QList<Fault>{Fault::Unavailable} << none << int(S::Posted) << 1 << 2 << "posted to";
        ROW("500 after store") << QList<Fault>{Fault::ServerErrorAfterStore} << none << int(S::Found) << 1 << 1 << "found on the ticket";
        ROW("unreadable 201") << QList<Fault>{Fault::Unreadable201} << none << int(S::Found) << 1 << 1 << "found on the ticket";
        ROW("huge 500 body") << QList<Fault>{Fault::HugeBody} << none << int(S::Posted) << 1 << 2 << "posted to";
        ROW("too long: never retried") << QList<Fault>{Fault::TooLong} << none << int(S::Refused) << 0 << 1 << "too long";
        ROW("look-up dropped, then fine") << none << QList<Fault>{Fault::DropBeforeStore} << int(S::Posted) << 1 << 1 << "posted to";
        ROW("drop, look-up silent once") << QList<Fault>{Fault::DropAfterStore}
                                         << QList<Fault>{Fault::None, Fault::SilenceBeforeStore}
                                         << int(S::Found) << 1 << 1 << "found on the ticket";
        QList<Fault> silentLookups;
        for (int i = 0; i < 8; ++i)
            silentLookups << Fault::SilenceBeforeStore;
        ROW("stored, nobody can tell") << QList<Fault>{Fault::SilenceAfterStore} << (QList<Fault>{Fault::None} + silentLookups)
                                       << int(S::Unknown) << 1 << 1 << "unknown: check CDN-4821";
        QList<Fault> drops;
        for (int i = 0; i < 8; ++i)
            drops << Fault::DropBeforeStore;
        ROW("posts never arrive") << drops << none << int(S::NotPosted) << 0 << 6 << "nothing was posted to CDN-4821";
    }
    void faults()
    {
        QFETCH(Mode, mode);
        QFETCH(QList<Fault>, postFaults);
        QFETCH(QList<Fault>, getFaults);
        QFETCH(int, status);
        QFETCH(int, onTicket);
        QFETCH(int, posts);
        QFETCH(QString, needle);
        FakeJiraServer server;
        QVERIFY(server.start());
        server.setTrickleMs(40);
        server.setRetryAfterSeconds(1);
        for (Fault f : postFaults)
            server.pushFault(f, "POST");
        for (Fault f : getFaults)
            server.pushFault(f, "GET");
        configure(server, mode);
        Publisher publisher;
        publisher.setOptions(fast());
        const PublishPlan plan = planFor(sample(), JiraCommentLimit, mode);
        const PublishOutcome o = run(publisher, server, plan);
        QVERIFY2(int(o.status) == status, qPrintable(o.message));
        QVERIFY2(o.message.contains(needle), qPrintable(o.message));
        QString why;
        QVERIFY2(eachPartOnTicket(server, plan, onTicket, &why), qPrintable(why + QStringLiteral(": ") + o.message));
        QCOMPARE(server.requestCount("POST"), posts);
        for (const FakeJiraServer::Request &r : server.requests()) {
            if (r.method == "POST") {
                QCOMPARE(r.body, plan.comments.first().request()); // the reviewed bytes, unchanged
            }
        }
        if (o.isOnTicket()) {
            QCOMPARE(o.commentIds.size(), 1);
            QVERIFY(o.urls.first().toString().contains(QStringLiteral("focusedCommentId=") + o.commentIds.first()));
        }
        const int exit = o.exitCode();
        QCOMPARE(exit, status <= int(PublishOutcome::Status::Found) ? 0 : status == int(PublishOutcome::Status::Refused) ? 1
                                                                      : status == int(PublishOutcome::Status::NotPosted) ? 3
                                                                                                                         : 4);
    }

    // JIRA never answered (nothing listens: a refused connection; or every connection
    // closed before an answer): the message says JIRA could not be reached and nothing
    // was posted, in English and in Chinese.
    void unreachableJiraIsSaidSo_data()
    {
        QTest::addColumn<bool>("refused");
        QTest::addColumn<QString>("language");
        QTest::addColumn<QStringList>("needles");
        const QStringList en{QStringLiteral("JIRA could not be reached ("), QStringLiteral("nothing was posted to CDN-4821")};
        const QStringList zh{QStringLiteral("无法连接 JIRA（"), QStringLiteral("没有向 CDN-4821 发布任何内容")};
        QTest::newRow("refused") << true << QStringLiteral("en") << en;
        // Qt 6 says "the connection closed before JIRA answered"; Qt 5's socket "Connection closed".
        QTest::newRow("dropped") << false << QStringLiteral("en") << (en + QStringList{QStringLiteral("connection closed")});
        QTest::newRow("refused, zh") << true << QStringLiteral("zh") << zh;
        QTest::newRow("dropped, zh") << false << QStringLiteral("zh") << zh;
    }
    void unreachableJiraIsSaidSo()
    {
        QFETCH(bool, refused);
        QFETCH(QString, language);
        QFETCH(QStringList, needles);
        const pmtest::MessagesIn messages(language);
        QVERIFY(messages.ok());
        FakeJiraServer server;
        QVERIFY(server.start());
        JiraCredentials credentials = account(server);
        if (refused) {
            FakeJiraServer gone;
            QVERIFY(gone.start());
            credentials.site = gone.url();
        } else {
            for (int i = 0; i < 10; ++i)
                server.pushFault(Fault::DropBeforeStore, "GET");
        }
        Publisher publisher;
        publisher.setOptions(fast());
        QSignalSpy done(&publisher, &Publisher::finished);
        publisher.publish(credentials, QStringLiteral("CDN-4821"), planFor(sample()));
        QVERIFY(done.wait(30000));
        const PublishOutcome o = done.first().first().value<PublishOutcome>();
        QCOMPARE(o.status, PublishOutcome::Status::NotPosted);
        QCOMPARE(o.exitCode(), 3);
        for (const QString &needle : needles)
            QVERIFY2(o.message.contains(needle, Qt::CaseInsensitive), qPrintable(o.message));
        QVERIFY2(!o.message.contains(QStringLiteral("comment of ours")), qPrintable(o.message));
        QCOMPARE(server.requestCount("POST"), 0);
        QVERIFY(server.comments().isEmpty());
        if (!refused)
            QVERIFY(server.requestCount("GET") >= 2); // it was asked, and retried
    }

    void serverTextIsCleanedAndCapped()
    {
        FakeJiraServer server;
        QVERIFY(server.start());
        server.pushFault(Fault::EscapeBody, "POST");
        Publisher publisher;
        publisher.setOptions(fast());
        const PublishOutcome o = run(publisher, server, planFor(sample()));
        QCOMPARE(o.status, PublishOutcome::Status::Refused);
        QVERIFY2(o.message.contains(QStringLiteral("PERMISSION denied")), qPrintable(o.message.left(200)));
        for (const QChar c : o.message)
            QVERIFY2(c.unicode() >= 0x20 && c.unicode() != 0x7F, "a control character reached the message");
        QVERIFY(!o.message.contains(QStringLiteral("owned"))); // the OSC title sequence went with its payload
        QVERIFY2(o.message.size() < 2300, qPrintable(QString::number(o.message.size())));
        QCOMPARE(server.requestCount("POST"), 1);
    }

    void otherRefusalsAreNeverRetried_data()
    {
        QTest::addColumn<int>("code");
        QTest::newRow("400") << 400;
        QTest::newRow("401") << 401;
        QTest::newRow("403") << 403;
        QTest::newRow("404") << 404;
    }
    void otherRefusalsAreNeverRetried()
    {
        QFETCH(int, code);
        FakeJiraServer server;
        QVERIFY(server.start());
        server.respondWith(code, R"({"errorMessages":["no"]})");
        Publisher publisher;
        publisher.setOptions(fast());
        const PublishOutcome o = run(publisher, server, planFor(sample()));
        QCOMPARE(o.status, PublishOutcome::Status::Refused);
        QCOMPARE(o.exitCode(), 1);
        QCOMPARE(server.requestCount("POST"), 1);
    }

    void retryAfterForms_data()
    {
        QTest::addColumn<QByteArray>("header");
        QTest::addColumn<qint64>("ms");
        QTest::newRow("seconds") << QByteArray("7") << qint64(7000);
        QTest::newRow("zero") << QByteArray("0") << qint64(0);
        QTest::newRow("date ahead") << QByteArray("Tue, 01 Dec 2026 08:00:30 GMT") << qint64(30000);
        QTest::newRow("date past") << QByteArray("Tue, 01 Dec 2026 07:59:00 GMT") << qint64(0);
        QTest::newRow("garbage") << QByteArray("soon") << qint64(-1);
        QTest::newRow("absent") << QByteArray() << qint64(-1);
    }
    void retryAfterForms()
    {
        QFETCH(QByteArray, header);
        QFETCH(qint64, ms);
        const QDateTime now(QDate(2026, 12, 1), QTime(8, 0, 0), QTimeZone::utc());
        QCOMPARE(Publisher::retryAfterMs(header, now), ms);
    }

    void retryAfterDateIsWaitedWithACountdown()
    {
        FakeJiraServer server;
        QVERIFY(server.start());
        server.setRetryAfterSeconds(2);
        server.pushFault(Fault::RateLimitDate, "POST");
        Publisher publisher;
        publisher.setOptions(fast());
        QSignalSpy waits(&publisher, &Publisher::waiting);
        QElapsedTimer clock;
        clock.start();
        const PublishOutcome o = run(publisher, server, planFor(sample()));
        QCOMPARE(o.status, PublishOutcome::Status::Posted);
        // An HTTP-date one to two seconds ahead (whole seconds) is waited for, not scaled.
        QVERIFY2(clock.elapsed() >= 900, qPrintable(QString::number(clock.elapsed())));
        QVERIFY(!waits.isEmpty());
        QVERIFY(waits.first().first().toInt() >= 1);
        QVERIFY(waits.first().at(1).toString().contains(QStringLiteral("429")));
    }

    void timeoutFromEnvironment()
    {
        qputenv("PM_JIRA_TIMEOUT", "3");
        const JiraTimeouts t = JiraTimeouts::fromEnvironment();
        qunsetenv("PM_JIRA_TIMEOUT");
        QCOMPARE(t.totalMs, 3000);
        QVERIFY(t.answerMs <= 3000);
        QCOMPARE(JiraTimeouts::fromEnvironment().totalMs, JiraTimeouts().totalMs);
    }

    void deadlineEndsATrickleAndLooks()
    {
        FakeJiraServer server;
        QVERIFY(server.start());
        server.setTrickleMs(200);
        server.pushFault(Fault::Trickle, "POST");
        PublisherOptions options = fast();
        options.timeouts.answerMs = 60000; // only the total deadline can stop it
        options.timeouts.totalMs = 1500;
        Publisher publisher;
        publisher.setOptions(options);
        QElapsedTimer clock;
        clock.start();
        const PublishOutcome o = run(publisher, server, planFor(sample()));
        QVERIFY2(clock.elapsed() < 6000, qPrintable(QString::number(clock.elapsed())));
        // stored before the trickle; the look found it
        QVERIFY2(o.status == PublishOutcome::Status::Found, qPrintable(o.message));
        QCOMPARE(server.requestCount("POST"), 1);
    }

    // A POST whose answer times out shortly before the deadline leaves the look after it
    // less time than JIRA takes to answer; the look gets its own short window instead of
    // the crumbs (as after the deadline), so a comment that is on the ticket is found,
    // not "unknown". The POST's answer timeout fires 500 ms before the deadline less the
    // first look, and the look is answered 600 ms after it is asked, well within its own
    // answer timeout.
    void aLookJustBeforeTheDeadlineGetsItsShortWindow()
    {
        FakeJiraServer server;
        QVERIFY(server.start());
        server.setSlowMs(600);
        server.pushFault(Fault::SilenceAfterStore, "POST");
        server.pushFault(Fault::None, "GET"); // the first look, before the POST
        server.pushFault(Fault::Slow, "GET");
        PublisherOptions options = fast();
        options.timeouts.answerMs = 1000;
        options.timeouts.totalMs = 1500;
        Publisher publisher;
        publisher.setOptions(options);
        QElapsedTimer clock;
        clock.start();
        const PublishOutcome o = run(publisher, server, planFor(sample()));
        QVERIFY2(o.status == PublishOutcome::Status::Found, qPrintable(o.message));
        QCOMPARE(server.requestCount("POST"), 1);
        QCOMPARE(server.requestCount("GET"), 2); // one look before the POST, one after
        // The deadline still ends the publish: the look after it is one short window.
        QVERIFY2(clock.elapsed() < options.timeouts.totalMs + options.timeouts.connectMs + options.timeouts.answerMs,
                 qPrintable(QString::number(clock.elapsed())));
    }

    void secondPublishOfThePostedRevisionFindsIt()
    {
        FakeJiraServer server;
        QVERIFY(server.start());
        Publisher publisher;
        publisher.setOptions(fast());
        const PublishPlan plan = planFor(sample());
        QCOMPARE(run(publisher, server, plan).status, PublishOutcome::Status::Posted);
        const PublishOutcome again = run(publisher, server, plan);
        QCOMPARE(again.status, PublishOutcome::Status::Found);
        QCOMPARE(server.requestCount("POST"), 1);
        QString why;
        QVERIFY2(eachPartOnTicket(server, plan, 1, &why), qPrintable(why));
    }

    void partsPostInOrderAndARerunPostsOnlyTheRest()
    {
        FakeJiraServer server;
        QVERIFY(server.start());
        const PublishPlan plan = planFor(longSample(), 6000);
        QVERIFY2(plan.comments.size() >= 3, qPrintable(QString::number(plan.comments.size())));
        for (const PlannedComment &c : plan.comments)
            dumpAdfBody(QStringLiteral("publisher-part-%1").arg(c.part), c.body);
        // Part 2 never gets through this time.
        server.pushFault(Fault::None, "POST");
        for (int i = 0; i < 8; ++i)
            server.pushFault(Fault::DropBeforeStore, "POST");
        Publisher publisher;
        publisher.setOptions(fast());
        const PublishOutcome first = run(publisher, server, plan);
        QCOMPARE(first.status, PublishOutcome::Status::NotPosted);
        QCOMPARE(first.commentIds.size(), 1);
        QVERIFY2(first.message.contains(QStringLiteral("1 of %1").arg(plan.comments.size())), qPrintable(first.message));
        server.clearFaults();
        const PublishOutcome second = run(publisher, server, plan);
        QCOMPARE(second.status, PublishOutcome::Status::Found);
        QCOMPARE(second.commentIds.size(), int(plan.comments.size()));
        QCOMPARE(second.commentIds.first(), first.commentIds.first());
        QString why;
        QVERIFY2(eachPartOnTicket(server, plan, 1, &why), qPrintable(why));
        // In order: the ticket holds the parts as 1/n, 2/n, ...
        QStringList order;
        for (const FakeJiraServer::Comment &c : server.comments())
            order.append(c.properties.first().toObject().value(QStringLiteral("value")).toObject().value(QStringLiteral("part")).toString());
        QStringList expected;
        for (const PlannedComment &c : plan.comments)
            expected.append(c.partLabel());
        QCOMPARE(order, expected);
    }

    // The look-up pages through the ticket newest first (startAt/maxResults/total) and,
    // when the listing leaves the properties out, reads each comment's marker itself.
    void lookupPagesAndReadsMarkers_data()
    {
        QTest::addColumn<bool>("priorPost");    // the same revision was posted by an earlier run
        QTest::addColumn<int>("oldOthers");     // others' comments from yesterday, before everything
        QTest::addColumn<int>("othersSince");   // others' comments after the earlier run's post
        QTest::addColumn<int>("othersPerPost"); // others' comments right after each stored POST
        QTest::addColumn<bool>("ignoresExpand");
        QTest::addColumn<Fault>("postFault");
        QTest::addColumn<int>("status");
        QTest::addColumn<int>("posts"); // in the run under test
        QTest::addColumn<int>("pages"); // comment list pages read in that run; -1: any
        using S = PublishOutcome::Status;
        // 20 + ours + 99 = 120 comments; ours is the 100th newest, on the fourth page of 25.
        QTest::newRow("marker beyond the first page") << true << 20 << 99 << 0 << false << Fault::None << int(S::Found) << 0 << 4;
        QTest::newRow("expand ignored, marker beyond the first page") << true << 20 << 99 << 0 << true << Fault::None << int(S::Found) << 0 << 4;
        QTest::newRow("expand ignored, dropped after store") << false << 0 << 0 << 0 << true << Fault::DropAfterStore << int(S::Found) << 1 << -1;
        QTest::newRow("busy ticket: dropped, then 30 others") << false << 0 << 0 << 30 << false << Fault::DropAfterStore << int(S::Found) << 1 << 1 + 2;
        QTest::newRow("busy ticket, expand ignored") << false << 0 << 0 << 30 << true << Fault::DropAfterStore << int(S::Found) << 1 << 1 + 2;
        // 120 comments from yesterday: the first look reads them all (5 pages); after the
        // drop one page shows only comments older than this publish, so it posts again.
        QTest::newRow("older than the attempt ends the look") << false << 120 << 0 << 0 << false << Fault::DropBeforeStore << int(S::Posted) << 2 << 5 + 1;
    }
    void lookupPagesAndReadsMarkers()
    {
        QFETCH(bool, priorPost);
        QFETCH(int, oldOthers);
        QFETCH(int, othersSince);
        QFETCH(int, othersPerPost);
        QFETCH(bool, ignoresExpand);
        QFETCH(Fault, postFault);
        QFETCH(int, status);
        QFETCH(int, posts);
        QFETCH(int, pages);
        FakeJiraServer server;
        QVERIFY(server.start());
        server.addOthersComments(oldOthers, 24 * 3600);
        Publisher publisher;
        publisher.setOptions(fast());
        const PublishPlan plan = planFor(sample());
        if (priorPost)
            QCOMPARE(run(publisher, server, plan).status, PublishOutcome::Status::Posted);
        server.addOthersComments(othersSince, 0);
        server.setIgnoresExpand(ignoresExpand);
        server.setOthersCommentAfterEachPost(othersPerPost);
        server.pushFault(postFault, "POST");
        const int before = int(server.requests().size());
        const PublishOutcome o = run(publisher, server, plan);
        QVERIFY2(int(o.status) == status, qPrintable(o.message));
        int listPages = 0;
        int propertyReads = 0;
        int postsNow = 0;
        for (int i = before; i < server.requests().size(); ++i) {
            const FakeJiraServer::Request &r = server.requests().at(i);
            postsNow += r.method == "POST" ? 1 : 0;
            if (r.method == "GET" && r.path.contains("/comment?")) {
                ++listPages;
                QVERIFY(r.path.contains("orderBy=-created"));
                QVERIFY(r.path.contains("startAt="));
            }
            if (r.method == "GET" && r.path.contains("/rest/api/3/comment/") && r.path.endsWith("/properties/postmortem-editor"))
                ++propertyReads;
        }
        QCOMPARE(postsNow, posts);
        if (pages >= 0)
            QCOMPARE(listPages, pages);
        QCOMPARE(propertyReads > 0, ignoresExpand);
        QString why;
        QVERIFY2(eachPartOnTicket(server, plan, 1, &why), qPrintable(why + QStringLiteral(": ") + o.message));
    }

    // JIRA's clock is not ours: the look after a POST and an HTTP-date Retry-After go by
    // the Date JIRA sends, so a client clock hours off neither posts twice nor waits hours.
    void jiraClockIsNotOurs_data()
    {
        QTest::addColumn<qint64>("offset"); // JIRA's clock minus ours, seconds
        QTest::addColumn<Fault>("postFault");
        QTest::addColumn<int>("status");
        QTest::addColumn<int>("posts");
        using S = PublishOutcome::Status;
        QTest::newRow("JIRA 2 h behind, dropped after store") << qint64(-7200) << Fault::DropAfterStore << int(S::Found) << 1;
        QTest::newRow("JIRA 2 h ahead, dropped after store") << qint64(7200) << Fault::DropAfterStore << int(S::Found) << 1;
        QTest::newRow("JIRA 2 h ahead, 429 until an HTTP-date") << qint64(7200) << Fault::RateLimitDate << int(S::Posted) << 2;
        QTest::newRow("JIRA 2 h behind, 429 until an HTTP-date") << qint64(-7200) << Fault::RateLimitDate << int(S::Posted) << 2;
    }
    void jiraClockIsNotOurs()
    {
        QFETCH(qint64, offset);
        QFETCH(Fault, postFault);
        QFETCH(int, status);
        QFETCH(int, posts);
        FakeJiraServer server;
        QVERIFY(server.start());
        server.setClockOffsetSeconds(offset);
        server.setRetryAfterSeconds(1);
        server.addOthersComments(30, 24 * 3600);
        server.pushFault(postFault, "POST");
        Publisher publisher;
        publisher.setOptions(fast());
        const PublishPlan plan = planFor(sample());
        QElapsedTimer clock;
        clock.start();
        const PublishOutcome o = run(publisher, server, plan);
        QVERIFY2(int(o.status) == status, qPrintable(o.message));
        QCOMPARE(server.requestCount("POST"), posts);
        QString why;
        QVERIFY2(eachPartOnTicket(server, plan, 1, &why), qPrintable(why));
        if (postFault == Fault::RateLimitDate)
            QVERIFY2(clock.elapsed() >= 500, "the HTTP-date was not waited for"); // about 1 s by JIRA's clock
    }

    void widePagesAreReadInSmallerPages()
    {
        // 30 newer comments of 20,000 CJK characters each: 25 of them are about 1.5 MB,
        // past the 1 MiB answer cap. The look asks for smaller pages instead of giving up.
        FakeJiraServer server;
        QVERIFY(server.start());
        Publisher publisher;
        publisher.setOptions(fast());
        const PublishPlan plan = planFor(sample());
        QCOMPARE(run(publisher, server, plan).status, PublishOutcome::Status::Posted);
        server.addOthersComments(30, 0, 20000);
        const PublishOutcome again = run(publisher, server, plan);
        QVERIFY2(again.status == PublishOutcome::Status::Found, qPrintable(again.message));
        QCOMPARE(server.requestCount("POST"), 1);
    }

    void updateReplacesTheRecordedComment_data() { soak_data(); }
    void updateReplacesTheRecordedComment()
    {
        QFETCH(Mode, mode);
        FakeJiraServer server;
        QVERIFY(server.start());
        configure(server, mode);
        Publisher publisher;
        publisher.setOptions(fast());
        PostMortem pm = sample();
        const PublishOutcome first = run(publisher, server, planFor(pm, JiraCommentLimit, mode));
        QCOMPARE(first.status, PublishOutcome::Status::Posted);
        pm.meta.revision = 2;
        pm.setSectionText(QStringLiteral("summary"), pm.sectionText(QStringLiteral("summary")) + QStringLiteral("\nThe probe now runs hourly."));
        const PublishPlan second = planFor(pm, JiraCommentLimit, mode);
        server.pushFault(Fault::DropBeforeStore, "PUT"); // PUT is idempotent: simply sent again
        const PublishOutcome updated = run(publisher, server, second, first.commentIds);
        QVERIFY2(updated.status == PublishOutcome::Status::Posted, qPrintable(updated.message));
        QCOMPARE(server.comments().size(), 1);
        QCOMPARE(server.comments().first().body, second.comments.first().body);
        QCOMPARE(server.countMarked(commentMarker(second, second.comments.first())), 1);
        QCOMPARE(server.requestCount("POST"), 1);
    }

    void cancelThenLooks()
    {
        FakeJiraServer server;
        QVERIFY(server.start());
        server.pushFault(Fault::SilenceAfterStore, "POST");
        PublisherOptions options = fast();
        options.timeouts.answerMs = 20000;
        Publisher publisher;
        publisher.setOptions(options);
        QSignalSpy done(&publisher, &Publisher::finished);
        publisher.publish(account(server), QStringLiteral("CDN-4821"), planFor(sample()));
        QTRY_COMPARE_WITH_TIMEOUT(int(server.comments().size()), 1, 5000);
        publisher.cancel();
        QVERIFY(done.wait(5000));
        const PublishOutcome o = done.first().first().value<PublishOutcome>();
        QCOMPARE(o.status, PublishOutcome::Status::Found);
        QCOMPARE(server.requestCount("POST"), 1);
    }

    void soak_data()
    {
        QTest::addColumn<Mode>("mode");
        for (Mode m : {Mode::Cloud, Mode::DataCenter, Mode::DataCenterUnkept})
            QTest::newRow(modeName(m)) << m;
    }

    // >= 200 publishes, each against a random sequence of faults; every one must end
    // with each part on the ticket exactly once and say so.
    void soak()
    {
        QFETCH(Mode, mode);
        FakeJiraServer server;
        QVERIFY(server.start());
        configure(server, mode);
        server.setTrickleMs(30);
        server.setRetryAfterSeconds(1);
        const QList<Fault> menu{Fault::None, Fault::DropBeforeStore, Fault::DropAfterStore, Fault::SilenceBeforeStore,
                                Fault::SilenceAfterStore, Fault::Trickle, Fault::RateLimitSeconds, Fault::RateLimitDate,
                                Fault::Unavailable, Fault::ServerErrorAfterStore, Fault::Unreadable201, Fault::HugeBody};
        const QList<Fault> lookupMenu{Fault::None, Fault::DropBeforeStore, Fault::SilenceBeforeStore, Fault::Trickle,
                                      Fault::RateLimitSeconds, Fault::Unavailable};
        QRandomGenerator random(20261201);
        const PostMortem base = longSample();
        PublisherOptions options = fast(7);
        options.timeouts.answerMs = 150;
        options.maxAttempts = 8;
        server.setRetryAfterSeconds(0);
        Publisher publisher;
        publisher.setOptions(options);
        int duplicates = 0;
        int losses = 0;
        int falseMessages = 0;
        int parts = 0;
        int expandIgnored = 0;
        QElapsedTimer clock;
        clock.start();
        const int runs = pmtest::soakRuns();
        for (int i = 0; i < runs; ++i) {
            PostMortem pm = base;
            pm.draftId = QUuid::fromRfc4122(QByteArray::number(random.generate64()).leftJustified(16, '0', true)).toString(QUuid::WithoutBraces);
            const int limit = random.bounded(3) == 0 ? 6000 : JiraCommentLimit;
            const PublishPlan plan = planFor(pm, limit, mode);
            parts += plan.comments.size();
            server.clearFaults();
            // Each run on a ticket of its own that already holds up to 60 comments from
            // yesterday (so looks read several pages), a quarter of them with a listing
            // that leaves the properties out.
            server.clearComments();
            server.addOthersComments(int(random.bounded(61)), 24 * 3600);
            const bool ignoresExpand = random.bounded(4) == 0;
            server.setIgnoresExpand(ignoresExpand);
            expandIgnored += ignoresExpand ? 1 : 0;
            // At most three faults per request kind: fewer than the attempts allowed.
            const int n = int(random.bounded(4));
            for (int k = 0; k < n; ++k)
                server.pushFault(menu.at(int(random.bounded(quint32(menu.size())))), "POST");
            const int g = int(random.bounded(3));
            for (int k = 0; k < g; ++k)
                server.pushFault(lookupMenu.at(int(random.bounded(quint32(lookupMenu.size())))), "GET");
            // The marker PUT after a comment (Data Center that does not keep it) meets
            // the same faults as a look-up.
            const int u = mode == Mode::DataCenterUnkept ? int(random.bounded(3)) : 0;
            for (int k = 0; k < u; ++k)
                server.pushFault(lookupMenu.at(int(random.bounded(quint32(lookupMenu.size())))), "PUT");
            const PublishOutcome o = run(publisher, server, plan);
            for (const PlannedComment &c : plan.comments) {
                const int count = timesOnTicket(server, plan, c);
                duplicates += qMax(0, count - 1);
                losses += count == 0 ? 1 : 0;
            }
            if (!o.isOnTicket() || o.commentIds.size() != plan.comments.size())
                ++falseMessages;
            if (!o.isOnTicket())
                qWarning("run %d: %s", i, qPrintable(o.message));
        }
        qInfo("soak (%s): %d publishes (%d with properties left out of the listing), %d parts, %d duplicates, %d losses, "
              "%d runs not ending posted, %lld ms",
              modeName(mode), runs, expandIgnored, parts, duplicates, losses, falseMessages, clock.elapsed());
        QCOMPARE(duplicates, 0);
        QCOMPARE(losses, 0);
        QCOMPARE(falseMessages, 0);
    }
};

QTEST_GUILESS_MAIN(TestPublisher)
#include "tst_publisher.moc"
