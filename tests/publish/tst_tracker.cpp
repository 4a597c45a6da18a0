#include "publishtesting.h"
#include "soakruns.h"
#include "tracker.h"

#include <QJsonArray>
#include <QRandomGenerator>
#include <QUuid>
#include <QSignalSpy>
#include <QTest>

using namespace pm;
using namespace publishtesting;
using Fault = FakeJiraServer::Fault;

Q_DECLARE_METATYPE(publishtesting::Mode)

namespace {

PostMortem withItems()
{
    PostMortem pm = sample();
    pm.setSectionText(QStringLiteral("action-items"),
                      QStringLiteral("- Add a conditional-request check after compaction to the nightly probe (owner: Priya Raman).\n"
                                     "- Alert on the rate of stale validators at the edge (owner: Luis Ortega).\n"
                                     "- Review the compaction design with someone.\n"
                                     "- Document the ownership rules (owner: Priya Raman, CDN-4832).\n"));
    return pm;
}

TrackOptions optionsFor(const PostMortem &pm)
{
    TrackOptions o;
    o.project = QStringLiteral("CDN");
    o.ticket = pm.meta.ticket;
    o.draftId = pm.draftId;
    o.retryUnitMs = 5;
    o.maxAttempts = 8;
    o.timeouts.connectMs = 1000;
    o.timeouts.answerMs = 150;
    o.timeouts.totalMs = 8000;
    return o;
}

struct Result
{
    IssueTracker::Status status = IssueTracker::Status::Unknown;
    QStringList keys;
    int found = 0;
    QString message;
};

Result track(const FakeJiraServer &server, Mode mode, const QList<TrackItem> &items, const TrackOptions &options)
{
    IssueTracker tracker;
    QSignalSpy done(&tracker, &IssueTracker::finished);
    tracker.run(account(server, deploymentOf(mode)), items, options);
    if (!done.wait(60000))
        qFatal("IssueTracker never finished");
    Result r;
    r.status = done.first().at(0).value<IssueTracker::Status>();
    r.keys = done.first().at(1).toStringList();
    r.found = done.first().at(2).toInt();
    r.message = done.first().at(3).toString();
    return r;
}

void ticketOn(FakeJiraServer &server)
{
    server.setIssue(QStringLiteral("CDN-4821"), QJsonObject{{QStringLiteral("summary"), QStringLiteral("Stale assets")}});
}

} // namespace

class TestTracker : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { qRegisterMetaType<IssueTracker::Status>("pm::IssueTracker::Status"); }

    void itemsWithAnOwnerAndNoTracker()
    {
        const PostMortem pm = withItems();
        const QList<TrackItem> items = untrackedItems(pm);
        QCOMPARE(items.size(), 2);
        QCOMPARE(items.at(0).summary, QStringLiteral("Add a conditional-request check after compaction to the nightly probe (owner: Priya Raman)."));
        QVERIFY(items.at(0).identity != items.at(1).identity);
        // The identity is the draft's and the item's: another draft's same item differs.
        PostMortem other = pm;
        other.draftId = QStringLiteral("0e5d4e1c-0000-4000-8000-000000000001");
        QVERIFY(untrackedItems(other).at(0).identity != items.at(0).identity);
    }

    void keysAreWrittenBackAndTrackTheItems()
    {
        PostMortem pm = withItems();
        const QList<TrackItem> items = untrackedItems(pm);
        writeBackKeys(&pm, items, {QStringLiteral("CDN-4900"), QStringLiteral("CDN-4901")});
        const QString text = pm.sectionText(QStringLiteral("action-items"));
        QVERIFY2(text.contains(QStringLiteral("(owner: Priya Raman). (CDN-4900)\n")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("(owner: Luis Ortega). (CDN-4901)\n")));
        QVERIFY(untrackedItems(pm).isEmpty());
    }

    void createsLinkedIssuesOnce_data()
    {
        QTest::addColumn<Mode>("mode");
        for (Mode m : {Mode::Cloud, Mode::DataCenter, Mode::DataCenterUnkept})
            QTest::newRow(modeName(m)) << m;
    }
    void createsLinkedIssuesOnce()
    {
        QFETCH(Mode, mode);
        FakeJiraServer server;
        QVERIFY(server.start());
        configure(server, mode);
        ticketOn(server);
        const PostMortem pm = withItems();
        const QList<TrackItem> items = untrackedItems(pm);
        const Result first = track(server, mode, items, optionsFor(pm));
        QVERIFY2(first.status == IssueTracker::Status::Done, qPrintable(first.message));
        QCOMPARE(first.keys.size(), 2);
        QCOMPARE(server.requestCount("POST"), 2);
        const QString api = mode == Mode::Cloud ? QStringLiteral("/rest/api/3/issue") : QStringLiteral("/rest/api/2/issue");
        QCOMPARE(QString::fromLatin1(server.requests().last().path), api);
        for (int i = 0; i < 2; ++i) {
            const QJsonObject fields = server.issueFields(first.keys.at(i));
            QCOMPARE(fields.value(QStringLiteral("summary")).toString(), items.at(i).summary);
            QCOMPARE(fields.value(QStringLiteral("issuetype")).toObject().value(QStringLiteral("name")).toString(), QStringLiteral("Task"));
            // Linked to the draft's ticket by the request that made it.
            QCOMPARE(fields.value(QStringLiteral("issuelinks")).toArray().first().toObject().value(QStringLiteral("outwardIssue")).toObject().value(QStringLiteral("key")).toString(),
                     QStringLiteral("CDN-4821"));
        }
        // A second run over the same items (the keys never reached the draft): found, none made.
        const Result again = track(server, mode, items, optionsFor(pm));
        QCOMPARE(again.status, IssueTracker::Status::Done);
        QCOMPARE(again.keys, first.keys);
        QCOMPARE(again.found, 2);
        QCOMPARE(server.requestCount("POST"), 2);
    }

    void refusalsAreNotRetried()
    {
        FakeJiraServer server;
        QVERIFY(server.start());
        ticketOn(server);
        const PostMortem pm = withItems();
        TrackOptions options = optionsFor(pm);
        options.project = QString();
        const Result noProject = track(server, Mode::Cloud, untrackedItems(pm), options);
        QCOMPARE(noProject.status, IssueTracker::Status::Refused);
        QCOMPARE(server.requestCount("POST"), 0);
        options = optionsFor(pm);
        options.ticket = QStringLiteral("CDN-9999"); // no such ticket: the look is refused
        const Result missing = track(server, Mode::Cloud, untrackedItems(pm), options);
        QCOMPARE(missing.status, IssueTracker::Status::Refused);
        QVERIFY2(missing.message.contains(QStringLiteral("JIRA has no issue CDN-9999, or this account cannot see it (404 Not Found)")),
                 qPrintable(missing.message));
        QCOMPARE(IssueTracker::exitCode(missing.status), 1);
        // A create refused for want of permission is named as such, and tried once.
        server.respondWith(403, R"({"errorMessages":["Creating issues in this project is not allowed for you."]})");
        const Result forbidden = track(server, Mode::Cloud, untrackedItems(pm), optionsFor(pm));
        QCOMPARE(forbidden.status, IssueTracker::Status::Refused);
        QVERIFY2(forbidden.message.startsWith(QStringLiteral("this account may not create issues in project CDN (403 Forbidden): Creating issues")),
                 qPrintable(forbidden.message));
        QCOMPARE(forbidden.keys, QStringList({QString(), QString()}));
        QCOMPARE(server.requestCount("POST"), 1);
    }

    // 200 runs per mode, each with a random sequence of faults on the creates and the
    // looks, as the publish soak: every item ends with exactly one issue.
    void soak_data() { createsLinkedIssuesOnce_data(); }
    void soak()
    {
        QFETCH(Mode, mode);
        FakeJiraServer server;
        QVERIFY(server.start());
        configure(server, mode);
        server.setTrickleMs(30);
        server.setRetryAfterSeconds(0);
        const QList<Fault> menu{Fault::None, Fault::DropBeforeStore, Fault::DropAfterStore, Fault::SilenceBeforeStore,
                                Fault::SilenceAfterStore, Fault::Trickle, Fault::RateLimitSeconds, Fault::RateLimitDate,
                                Fault::Unavailable, Fault::ServerErrorAfterStore, Fault::Unreadable201, Fault::HugeBody};
        const QList<Fault> lookupMenu{Fault::None, Fault::DropBeforeStore, Fault::SilenceBeforeStore, Fault::Trickle,
                                      Fault::RateLimitSeconds, Fault::Unavailable};
        QRandomGenerator random(20261201);
        int duplicates = 0;
        int losses = 0;
        int notDone = 0;
        int items = 0;
        const int runs = pmtest::soakRuns();
        for (int i = 0; i < runs; ++i) {
            PostMortem pm = withItems();
            pm.draftId = QUuid::fromRfc4122(QByteArray::number(random.generate64()).leftJustified(16, '0', true)).toString(QUuid::WithoutBraces);
            const QList<TrackItem> list = untrackedItems(pm);
            items += list.size();
            server.clearFaults();
            ticketOn(server);
            const int n = int(random.bounded(4));
            for (int k = 0; k < n; ++k)
                server.pushFault(menu.at(int(random.bounded(quint32(menu.size())))), "POST");
            const int g = int(random.bounded(3));
            for (int k = 0; k < g; ++k)
                server.pushFault(lookupMenu.at(int(random.bounded(quint32(lookupMenu.size())))), "GET");
            const Result r = track(server, mode, list, optionsFor(pm));
            for (const TrackItem &item : list) {
                const int count = server.countIssuesLabelled(QStringLiteral("pm-") + item.identity);
                duplicates += qMax(0, count - 1);
                losses += count == 0 ? 1 : 0;
            }
            if (r.status != IssueTracker::Status::Done || r.keys.contains(QString())) {
                ++notDone;
                qWarning("run %d: %s", i, qPrintable(r.message));
            }
        }
        qInfo("track soak (%s): %d runs, %d items, %d duplicates, %d losses, %d runs not done", modeName(mode), runs, items,
              duplicates, losses, notDone);
        QCOMPARE(duplicates, 0);
        QCOMPARE(losses, 0);
        QCOMPARE(notDone, 0);
    }
};

QTEST_GUILESS_MAIN(TestTracker)
#include "tst_tracker.moc"
