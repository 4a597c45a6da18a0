#include "adfdump.h"
#include "adfhtml.h"
#include "draftformat.h"
#include "markdowntoadf.h"
#include "publishplan.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace pm;

namespace {

PostMortem sample()
{
    QFile f(QStringLiteral(PM_SAMPLES_DIR "/sample-postmortem.md"));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing sample");
    Expected<PostMortem> pm = DraftFormat::parse(f.readAll(), QStringLiteral("sample-postmortem.md"));
    if (!pm)
        qFatal("%s", qPrintable(pm.error().toString()));
    PostMortem out = pm.value();
    out.draftId = QStringLiteral("7d3f8a2e-0c4b-4e59-9a61-2f1d5b7c9e30");
    return out;
}

// A paragraph of about n characters of plain prose, in sentences the linter accepts.
QString prose(int n)
{
    QString out;
    int i = 0;
    while (out.size() < n)
        out += QStringLiteral("Probe %1 compared the stored tag with the body hash on edge-fra-04. ").arg(++i);
    return out;
}

QStringList blockerIds(const PublishPlan &plan)
{
    QStringList out;
    for (const Blocker &b : plan.blockers)
        out.append(blockerKindId(b.kind) + QLatin1Char(':') + b.id);
    return out;
}

} // namespace

class TestPublishPlan : public QObject
{
    Q_OBJECT

private slots:
    void blockers_data()
    {
        QTest::addColumn<QString>("edit");
        QTest::addColumn<int>("destination");
        QTest::addColumn<QStringList>("expected");
        const int jira = int(Destination::Jira);
        const int md = int(Destination::Markdown);
        QTest::newRow("clean") << "" << jira << QStringList();
        QTest::newRow("hypothesis") << "hypothesis" << jira << QStringList{QStringLiteral("gate:root-cause")};
        QTest::newRow("placeholder") << "tbd" << jira << QStringList{QStringLiteral("lint:placeholder")};
        QTest::newRow("placeholder off in Preferences") << "tbd+prefs" << jira << QStringList();
        QTest::newRow("placeholder off in front matter") << "tbd+frontmatter" << jira << QStringList();
        QTest::newRow("placeholder off inline") << "tbd+inline" << jira << QStringList();
        QTest::newRow("template title") << "title" << jira << QStringList{QStringLiteral("metadata:title")};
        QTest::newRow("template title zh") << "title-zh" << md << QStringList{QStringLiteral("metadata:title")};
        QTest::newRow("no ticket") << "no-ticket" << jira << QStringList{QStringLiteral("metadata:ticket")};
        QTest::newRow("no ticket, markdown") << "no-ticket" << md << QStringList();
        QTest::newRow("bad ticket") << "bad-ticket" << jira << QStringList{QStringLiteral("metadata:ticket")};
        QTest::newRow("bad visibility") << "bad-visibility" << jira << QStringList{QStringLiteral("metadata:visibility")};
        QTest::newRow("gate and lint together") << "hypothesis+tbd" << jira
                                                << QStringList{QStringLiteral("gate:root-cause"), QStringLiteral("lint:placeholder")};
    }
    void blockers()
    {
        QFETCH(QString, edit);
        QFETCH(int, destination);
        QFETCH(QStringList, expected);
        PostMortem pm = sample();
        PublishOptions options;
        options.destinationSet = true;
        options.destination = Destination(destination);
        const QStringList edits = edit.split(QLatin1Char('+'), Qt::SkipEmptyParts);
        for (const QString &e : edits) {
            if (e == QLatin1String("hypothesis"))
                pm.gate.rootCause = RootCauseState::Hypothesis;
            else if (e == QLatin1String("tbd"))
                pm.setSectionText(QStringLiteral("fix"), pm.sectionText(QStringLiteral("fix")) + QStringLiteral("\n\nRollout: TBD.\n"));
            else if (e == QLatin1String("prefs"))
                options.disabledRules.insert(QStringLiteral("placeholder"));
            else if (e == QLatin1String("frontmatter"))
                pm.lintDisabled.append(QStringLiteral("placeholder"));
            else if (e == QLatin1String("inline"))
                pm.setSectionText(QStringLiteral("fix"), pm.sectionText(QStringLiteral("fix")) + QStringLiteral("\n<!-- pm-lint: disable=placeholder -->\n"));
            else if (e == QLatin1String("title"))
                pm.meta.title = QStringLiteral("(title)");
            else if (e == QLatin1String("title-zh"))
                pm.meta.title = QString::fromUtf8("（标题）");
            else if (e == QLatin1String("no-ticket"))
                pm.meta.ticket.clear();
            else if (e == QLatin1String("bad-ticket"))
                pm.meta.ticket = QStringLiteral("cdn 4821");
            else if (e == QLatin1String("bad-visibility"))
                pm.visibility = Visibility{QStringLiteral("team"), QStringLiteral("Edge")};
        }
        const PublishPlan plan = preparePublish(pm, options);
        QStringList ids = blockerIds(plan);
        ids.removeDuplicates();
        QCOMPARE(ids, expected);
        QCOMPARE(plan.isBlocked(), !expected.isEmpty());
        // Blocked: nothing to copy, save or post. Clear: bytes there.
        QCOMPARE(plan.bytes.isEmpty(), plan.isBlocked());
        for (const Blocker &b : plan.blockers) {
            QVERIFY(!b.message.isEmpty());
            if (b.kind == Blocker::Kind::Lint) {
                // Where to jump: the section and the line in the file.
                QCOMPARE(b.sectionId, QStringLiteral("fix"));
                QVERIFY(b.length > 0);
            }
        }
    }

    void requestIsCompactAndCarriesTheMarker()
    {
        const PublishPlan plan = preparePublish(sample());
        QVERIFY(!plan.isBlocked());
        QCOMPARE(plan.comments.size(), 1);
        const PlannedComment &c = plan.comments.first();
        // Compact: decoding and writing compactly again gives the same bytes.
        const QJsonObject request = QJsonDocument::fromJson(c.request()).object();
        QCOMPARE(QJsonDocument(request).toJson(QJsonDocument::Compact), c.request());
        QCOMPARE(plan.bytes, c.request() + '\n');
        // The body inside the request is the one measured and hashed.
        const QByteArray body = QJsonDocument(request.value(QStringLiteral("body")).toObject()).toJson(QJsonDocument::Compact);
        QCOMPARE(body, c.body);
        QCOMPARE(c.bodyLength, QString::fromUtf8(body).size());
        // Counted in UTF-16 units without decoding: a character beyond the BMP is two.
        PostMortem wide = sample();
        wide.setSectionText(QStringLiteral("summary"), wide.sectionText(QStringLiteral("summary"))
                                                           + QString::fromUtf8(" \xF0\x9F\x98\x80 \xE7\x8E\x8B\xE6\x95\x8F"));
        const PublishPlan widePlan = preparePublish(wide);
        QVERIFY(!widePlan.isBlocked());
        QCOMPARE(widePlan.comments.first().bodyLength, QString::fromUtf8(widePlan.comments.first().body).size());
        QCOMPARE(widePlan.comments.first().bodyLength, c.bodyLength + 6);
        QCOMPARE(c.bodyHash, QString::fromLatin1(QCryptographicHash::hash(body, QCryptographicHash::Sha256).toHex()));
        const QJsonArray properties = request.value(QStringLiteral("properties")).toArray();
        QCOMPARE(properties.size(), 1);
        QCOMPARE(properties.first().toObject().value(QStringLiteral("key")).toString(), QStringLiteral("postmortem-editor"));
        const QJsonObject marker = properties.first().toObject().value(QStringLiteral("value")).toObject();
        QCOMPARE(marker.value(QStringLiteral("draft")).toString(), QStringLiteral("7d3f8a2e-0c4b-4e59-9a61-2f1d5b7c9e30"));
        QCOMPARE(marker.value(QStringLiteral("revision")).toInt(), 1);
        QCOMPARE(marker.value(QStringLiteral("hash")).toString(), QStringLiteral("sha256:") + c.bodyHash);
        QCOMPARE(marker.value(QStringLiteral("part")).toString(), QStringLiteral("1/1"));
        QVERIFY(!request.contains(QStringLiteral("visibility")));
        const QJsonObject doc = QJsonDocument::fromJson(c.body).object();
        QVERIFY(adfProblems(doc).isEmpty());
        QVERIFY(adfToHtml(doc).contains(QStringLiteral("SegmentIndex::compact()")));
        dumpAdfBody(QStringLiteral("plan-sample"), c.body);
        // Built once: the same draft gives the same bytes.
        QCOMPARE(preparePublish(sample()).bytes, plan.bytes);
    }

    void visibility_data()
    {
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("value");
        // clang-format off
        QTest::newRow("role") << "role" << "Developers";
        QTest::newRow("group") << "group" << "jira-edge-cache";
        // clang-format on
    }
    void visibility()
    {
        QFETCH(QString, type);
        QFETCH(QString, value);
        PublishOptions options;
        options.visibilitySet = true;
        options.visibility = Visibility{type, value};
        const PublishPlan plan = preparePublish(sample(), options);
        QVERIFY(!plan.isBlocked());
        const QJsonObject request = QJsonDocument::fromJson(plan.comments.first().request()).object();
        QCOMPARE(request.value(QStringLiteral("visibility")).toObject(),
                 (QJsonObject{{QStringLiteral("type"), type}, {QStringLiteral("value"), value}}));
        // An update sends the same body and visibility, and no properties.
        const QJsonObject update = QJsonDocument::fromJson(plan.comments.first().request(RequestPurpose::Update)).object();
        QCOMPARE(update.keys(), (QStringList{QStringLiteral("body"), QStringLiteral("visibility")}));
        QCOMPARE(QJsonDocument(update.value(QStringLiteral("body")).toObject()).toJson(QJsonDocument::Compact),
                 plan.comments.first().body);
    }

    void longPostMortemSplitsAtSections_data()
    {
        QTest::addColumn<int>("limit");
        QTest::addColumn<int>("extra");
        QTest::newRow("45,000 characters, JIRA's limit") << JiraCommentLimit << 45000;
        QTest::newRow("small limit, many parts") << 5000 << 12000;
    }
    void longPostMortemSplitsAtSections()
    {
        QFETCH(int, limit);
        QFETCH(int, extra);
        PostMortem pm = sample();
        // Spread the extra text over six sections so no single one is too long.
        for (const char *id : {"symptoms", "why-symptom", "how-found", "why-slipped", "verification", "action-items"})
            pm.setSectionText(QLatin1String(id), pm.sectionText(QLatin1String(id)) + QStringLiteral("\n\n") + prose(extra / 6));
        PublishOptions options;
        options.commentLimit = limit;
        const PublishPlan plan = preparePublish(pm, options);
        QVERIFY2(!plan.isBlocked(), qPrintable(plan.blockerMessages().join(QLatin1Char('\n'))));
        QVERIFY(plan.comments.size() >= 2);
        QStringList carried;
        QSet<QString> hashes;
        for (const PlannedComment &c : plan.comments) {
            QVERIFY2(c.bodyLength <= limit, qPrintable(QString::number(c.bodyLength)));
            QCOMPARE(c.parts, int(plan.comments.size()));
            const QJsonObject doc = QJsonDocument::fromJson(c.body).object();
            QVERIFY(adfProblems(doc).isEmpty());
            const QString title = doc.value(QStringLiteral("content")).toArray().first().toObject().value(QStringLiteral("content")).toArray().first().toObject().value(QStringLiteral("text")).toString();
            QVERIFY2(title.endsWith(QStringLiteral("(%1)").arg(c.partLabel())), qPrintable(title));
            const QJsonObject marker = QJsonDocument::fromJson(c.request()).object().value(QStringLiteral("properties")).toArray().first().toObject().value(QStringLiteral("value")).toObject();
            QCOMPARE(marker.value(QStringLiteral("part")).toString(), c.partLabel());
            carried += c.sectionIds;
            hashes.insert(c.bodyHash);
            dumpAdfBody(QStringLiteral("plan-split-%1-%2").arg(limit).arg(c.part), c.body);
        }
        QCOMPARE(hashes.size(), int(plan.comments.size()));
        // Every non-empty section exactly once, in the seed's order.
        QStringList expected;
        for (const Section &s : pm.sectionsInSeedOrder()) {
            if (!s.text.trimmed().isEmpty())
                expected.append(s.id);
        }
        QCOMPARE(carried, expected);
    }

    void oneSectionTooLongIsRefusedByName()
    {
        PostMortem pm = sample();
        pm.setSectionText(QStringLiteral("root-cause"), pm.sectionText(QStringLiteral("root-cause")) + QStringLiteral("\n\n") + prose(40000));
        const PublishPlan plan = preparePublish(pm);
        QCOMPARE(blockerIds(plan), QStringList{QStringLiteral("too-long:root-cause")});
        QCOMPARE(plan.blockers.first().sectionId, QStringLiteral("root-cause"));
        QVERIFY2(plan.blockers.first().message.contains(QStringLiteral("Root cause")), qPrintable(plan.blockers.first().message));
        QVERIFY(plan.blockers.first().message.contains(QStringLiteral("32767")));
        // The figure is the section's exact share of a comment's JSON (the plan adds up
        // per-block lengths instead of serialising each candidate part).
        const QList<AdfUnit> units = adfUnits(pm); // no limit: every unit's JSON kept
        const auto rootCause = std::find_if(units.cbegin(), units.cend(),
                                            [](const AdfUnit &u) { return u.sectionId == QLatin1String("root-cause"); });
        QVERIFY(rootCause != units.cend());
        const auto length = [](const QByteArray &doc) { return QString::fromUtf8(doc).size(); };
        const QString title = adfTitle(pm) + QStringLiteral(" (%1/%1)").arg(units.size());
        const qsizetype share = length(adfDocument(title, {*rootCause})) - length(adfDocument(title, {}));
        QVERIFY2(plan.blockers.first().message.contains(QStringLiteral("alone is %1 characters").arg(share)),
                 qPrintable(plan.blockers.first().message));
        QVERIFY(plan.comments.isEmpty());
        QVERIFY(plan.bytes.isEmpty());
        QVERIFY(plan.blockers.first().message.contains(QStringLiteral("characters of ADF")));
    }

    // Data Center measures the wiki text, and the message says so.
    void tooLongOnDataCenterSpeaksOfWikiMarkup()
    {
        PostMortem pm = sample();
        pm.setSectionText(QStringLiteral("root-cause"), pm.sectionText(QStringLiteral("root-cause")) + QStringLiteral("\n\n") + prose(40000));
        PublishOptions options;
        options.deployment = JiraDeployment::DataCenter;
        const PublishPlan plan = preparePublish(pm, options);
        QCOMPARE(blockerIds(plan), QStringList{QStringLiteral("too-long:root-cause")});
        const QString message = plan.blockers.first().message;
        QVERIFY2(message.contains(QStringLiteral("characters of wiki markup; a JIRA comment holds at most 32767")), qPrintable(message));
        QVERIFY(!message.contains(QStringLiteral("ADF")));
    }

    void otherDestinationsAreFiles()
    {
        PublishOptions options;
        options.destinationSet = true;
        options.destination = Destination::PullRequest;
        const PublishPlan plan = preparePublish(sample(), options);
        QVERIFY(plan.comments.isEmpty());
        QCOMPARE(plan.bytes, toMarkdown(sample(), Destination::PullRequest).toUtf8());
    }
};

QTEST_GUILESS_MAIN(TestPublishPlan)
#include "tst_publishplan.moc"
