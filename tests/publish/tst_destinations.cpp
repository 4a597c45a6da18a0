#include "adfhtml.h"
#include "destinations.h"
#include "draftformat.h"
#include "markdowntoadf.h"
#include "publishplan.h"
#include "sectioncatalogue.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace pm;

namespace {

PostMortem sample(const char *name)
{
    QFile f(QStringLiteral(PM_SAMPLES_DIR "/") + QLatin1String(name));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing sample %s", name);
    Expected<PostMortem> pm = DraftFormat::parse(f.readAll(), QLatin1String(name));
    if (!pm)
        qFatal("%s", qPrintable(pm.error().toString()));
    return pm.value();
}

QStringList headings(const QJsonObject &doc)
{
    QStringList out;
    for (const QJsonValue &v : doc.value(QStringLiteral("content")).toArray()) {
        const QJsonObject node = v.toObject();
        if (node.value(QStringLiteral("type")).toString() == QLatin1String("heading"))
            out.append(node.value(QStringLiteral("content")).toArray().first().toObject().value(QStringLiteral("text")).toString());
    }
    return out;
}

QJsonObject headingNode(int level, const QString &text)
{
    return QJsonObject{{QStringLiteral("type"), QStringLiteral("heading")},
                       {QStringLiteral("attrs"), QJsonObject{{QStringLiteral("level"), level}}},
                       {QStringLiteral("content"), QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("text")},
                                                                          {QStringLiteral("text"), text}}}}};
}

// The units' blocks as the export built them before it wrote JSON itself: a QJsonArray
// per unit (the introduction, then each non-empty section under its heading).
QList<QJsonArray> treeUnits(const PostMortem &pm)
{
    QList<QJsonArray> out;
    const QString intro = DraftFormat::preambleWithoutTitle(pm);
    if (!intro.isEmpty()) {
        AdfOptions options;
        options.localIdPrefix = QStringLiteral("intro-");
        out.append(markdownToAdfContent(intro, options));
    }
    int n = 0;
    for (const Section &s : pm.sectionsInSeedOrder()) {
        ++n;
        if (s.text.trimmed().isEmpty())
            continue;
        QJsonArray unit;
        const SectionInfo *info = SectionCatalogue::find(s.id);
        const QString heading = (info ? info->heading(pm.meta.language) : s.heading).trimmed();
        if (!heading.isEmpty())
            unit.append(headingNode(3, heading));
        AdfOptions options;
        options.localIdPrefix = QStringLiteral("s%1-").arg(n);
        for (const QJsonValue &block : markdownToAdfContent(s.text, options))
            unit.append(block);
        out.append(unit);
    }
    return out;
}

// Qt's bytes for a document of those units under a title.
QByteArray treeDocument(const QString &title, const QList<QJsonArray> &units)
{
    QJsonArray content{headingNode(2, title)};
    for (const QJsonArray &unit : units) {
        for (const QJsonValue &block : unit)
            content.append(block);
    }
    const QJsonObject doc{{QStringLiteral("type"), QStringLiteral("doc")},
                          {QStringLiteral("version"), 1},
                          {QStringLiteral("content"), content}};
    return QJsonDocument(doc).toJson(QJsonDocument::Compact);
}

} // namespace

class TestDestinations : public QObject
{
    Q_OBJECT

private slots:
    void adfHasTitleAndSectionsInSeedOrder()
    {
        const QJsonObject doc = toAdf(sample("sample-postmortem.md"));
        QCOMPARE(doc.value(QStringLiteral("version")).toInt(), 1);
        QVERIFY(adfProblems(doc).isEmpty());
        const QStringList h = headings(doc);
        QCOMPARE(h.first(), QStringLiteral("Post-mortem: Stale ETag served after segment compaction"));
        QCOMPARE(h.mid(1), (QStringList{QStringLiteral("Summary"), QStringLiteral("Symptoms"),
                                        QStringLiteral("Root cause"), QStringLiteral("Why the symptom"),
                                        QStringLiteral("Fix"), QStringLiteral("How it was found"),
                                        QStringLiteral("Why it slipped through"), QStringLiteral("Verification"),
                                        QStringLiteral("Action items / follow-ups")}));
        // Code identifiers stay code-marked.
        const QByteArray json = QJsonDocument(doc).toJson(QJsonDocument::Compact);
        QVERIFY(json.contains("{\"marks\":[{\"type\":\"code\"}],\"text\":\"SegmentIndex::compact()\",\"type\":\"text\"}"));
    }

    // Every comment body is the bytes Qt's serialiser gave when the document was a
    // QJsonObject tree, so a comment posted before keeps its hash. Titles, headings and
    // sections carry the characters Qt escapes its own way.
    void bodiesAreQtsBytes_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("extra");
        QTest::addColumn<int>("limit");
        const QString odd = QString::fromUtf8("q\"b\\s\b f\f n\x01 \x1f\x7f \xef\xbb\xbfz \xe2\x80\xa8 \xf0\x9f\x98\x80");
        QTest::newRow("sample") << QStringLiteral("sample-postmortem.md") << QString() << QString() << JiraCommentLimit;
        QTest::newRow("zh") << QStringLiteral("sample-postmortem.zh.md") << QString() << QString() << JiraCommentLimit;
        QTest::newRow("escapes everywhere") << QStringLiteral("sample-postmortem.md") << odd << odd << JiraCommentLimit;
        QTest::newRow("split in parts") << QStringLiteral("sample-postmortem.md") << odd << odd << 3000;
    }
    void bodiesAreQtsBytes()
    {
        QFETCH(QString, file);
        QFETCH(QString, title);
        QFETCH(QString, extra);
        QFETCH(int, limit);
        PostMortem pm = sample(file.toUtf8().constData());
        if (!title.isEmpty())
            pm.meta.title = title;
        if (!extra.isEmpty()) {
            pm.preamble = QStringLiteral("# ") + pm.meta.title + QStringLiteral("\n\nIntro ") + extra + QStringLiteral("\n");
            pm.setSectionText(QStringLiteral("fix"), pm.sectionText(QStringLiteral("fix")) + QStringLiteral("\n\n`") + extra
                                                         + QStringLiteral("` ") + extra + QStringLiteral("\n\n```") + extra
                                                         + QStringLiteral("\n") + extra + QStringLiteral("\n```\n"));
        }
        const QList<QJsonArray> units = treeUnits(pm);
        QCOMPARE(adfDocument(adfTitle(pm), adfUnits(pm)), treeDocument(adfTitle(pm), units));
        QCOMPARE(toAdf(pm), QJsonDocument::fromJson(treeDocument(adfTitle(pm), units)).object());

        PublishOptions options;
        options.commentLimit = limit;
        const PublishPlan plan = preparePublish(pm, options);
        QVERIFY2(!plan.isBlocked(), qPrintable(plan.blockerMessages().join(QLatin1Char('\n'))));
        QCOMPARE(plan.comments.size() > 1, limit < JiraCommentLimit);
        qsizetype next = 0;
        for (const PlannedComment &c : plan.comments) {
            const QString partTitle = c.parts == 1 ? adfTitle(pm) : adfTitle(pm) + QStringLiteral(" (%1)").arg(c.partLabel());
            const QByteArray expected = treeDocument(partTitle, units.mid(next, c.sectionIds.size()));
            next += c.sectionIds.size();
            QCOMPARE(c.body, expected);
            QCOMPARE(c.bodyLength, int(QString::fromUtf8(expected).size()));
            QVERIFY(c.bodyLength <= limit);
            QVERIFY(c.request().startsWith(QByteArray("{\"body\":" + expected + ',')));
        }
        QCOMPARE(next, units.size());
    }

    void chineseHeadings()
    {
        const QStringList h = headings(toAdf(sample("sample-postmortem.zh.md")));
        QCOMPARE(h.first(), QString::fromUtf8("事后复盘：段压缩后返回过期 ETag"));
        QCOMPARE(h.at(1), QString::fromUtf8("摘要"));
        QCOMPARE(h.last(), QString::fromUtf8("行动项 / 后续跟进"));
    }

    void emptySectionsAreLeftOutAndFencesDoNotBleed()
    {
        PostMortem pm = sample("sample-postmortem.md");
        pm.setSectionText(QStringLiteral("how-found"), QString());
        pm.setSectionText(QStringLiteral("why-symptom"), QStringLiteral("```\nunclosed fence"));
        const QJsonObject doc = toAdf(pm);
        const QStringList h = headings(doc);
        QVERIFY(!h.contains(QStringLiteral("How it was found")));
        // The unclosed fence stays inside its own section; Fix is still a heading.
        QVERIFY(h.contains(QStringLiteral("Fix")));
        QVERIFY(adfProblems(doc).isEmpty());
        // In the Markdown destinations the fence is closed before the next heading.
        const QString pr = toMarkdown(pm, Destination::PullRequest);
        QVERIFY2(pr.contains(QStringLiteral("```\nunclosed fence\n```\n\n### Fix")), qPrintable(pr));
        const Expected<PostMortem> reread = DraftFormat::parse(toMarkdown(pm, Destination::Markdown).toUtf8());
        QVERIFY(reread.ok());
        QVERIFY(reread->hasSection(QStringLiteral("fix")));
    }

    void jiraBody()
    {
        const QJsonObject body = QJsonDocument::fromJson(preparePublish(sample("sample-postmortem.md")).comments.first().request()).object();
        QCOMPARE(body.keys(), (QStringList{QStringLiteral("body"), QStringLiteral("properties")}));
        QCOMPARE(body.value(QStringLiteral("body")).toObject().value(QStringLiteral("type")).toString(), QStringLiteral("doc"));
    }

    void markdownDestinations_data()
    {
        QTest::addColumn<int>("destination");
        QTest::addColumn<QString>("mustStart");
        QTest::addColumn<bool>("frontMatter");
        QTest::newRow("markdown") << int(Destination::Markdown) << QStringLiteral("---\n") << true;
        QTest::newRow("pr") << int(Destination::PullRequest) << QStringLiteral("## Post-mortem: ") << false;
        QTest::newRow("wiki") << int(Destination::Wiki) << QStringLiteral("# Post-mortem: ") << false;
    }
    void markdownDestinations()
    {
        QFETCH(int, destination);
        QFETCH(QString, mustStart);
        QFETCH(bool, frontMatter);
        const PostMortem pm = sample("sample-postmortem.md");
        const Expected<QByteArray> out = exportDraft(pm, Destination(destination));
        QVERIFY2(out.ok(), qPrintable(out.error().toString()));
        const QString text = QString::fromUtf8(out.value());
        QVERIFY2(text.startsWith(mustStart), qPrintable(text.left(80)));
        QCOMPARE(text.contains(QStringLiteral("root_cause: confirmed")), frontMatter);
        // Every section's text is there.
        for (const Section &s : pm.sections)
            QVERIFY2(text.contains(s.text.trimmed().left(60)), qPrintable(s.id));
    }

    void markdownExportReopensAsTheSameDraft()
    {
        const PostMortem pm = sample("sample-postmortem.md");
        const Expected<PostMortem> again = DraftFormat::parse(toMarkdown(pm, Destination::Markdown).toUtf8());
        QVERIFY(again.ok());
        // The same draft, except that the file says where it now lives.
        Meta expected = pm.meta;
        expected.destination = QStringLiteral("docs");
        QCOMPARE(again->meta, expected);
        QCOMPARE(again->gate, pm.gate);
        QCOMPARE(suggestedFileName(pm, Destination::Markdown), QStringLiteral("docs/postmortems/CDN-4821.md"));
    }

    void gateBlocksEveryDestination_data()
    {
        QTest::addColumn<int>("destination");
        QTest::newRow("jira") << int(Destination::Jira);
        QTest::newRow("markdown") << int(Destination::Markdown);
        QTest::newRow("pr") << int(Destination::PullRequest);
        QTest::newRow("wiki") << int(Destination::Wiki);
    }
    void gateBlocksEveryDestination()
    {
        QFETCH(int, destination);
        PostMortem hypothesis = sample("sample-postmortem.md");
        hypothesis.gate.rootCause = RootCauseState::Hypothesis;
        const Expected<QByteArray> out = exportDraft(hypothesis, Destination(destination), QStringLiteral("x.md"));
        QVERIFY(!out.ok());
        QVERIFY2(out.error().message.contains(QStringLiteral("not ready to export")), qPrintable(out.error().message));

        PostMortem placeholder = sample("sample-postmortem.md");
        placeholder.setSectionText(QStringLiteral("fix"), QStringLiteral("TBD"));
        const Expected<QByteArray> blocked = exportDraft(placeholder, Destination(destination));
        QVERIFY(!blocked.ok());
        QVERIFY2(blocked.error().message.contains(QStringLiteral("TBD")), qPrintable(blocked.error().message));
    }

    void introductionGoesAlong()
    {
        PostMortem pm = sample("sample-postmortem.md");
        pm.preamble = QStringLiteral("# Stale ETag served after segment compaction\n\nWritten for the edge-cache on-call rotation.");
        QVERIFY(QString::fromUtf8(QJsonDocument(toAdf(pm)).toJson()).contains(QStringLiteral("Written for the edge-cache on-call rotation.")));
        QVERIFY(toMarkdown(pm, Destination::PullRequest).contains(QStringLiteral("Written for the edge-cache on-call rotation.")));
        QVERIFY(toMarkdown(pm, Destination::Wiki).contains(QStringLiteral("Written for the edge-cache on-call rotation.")));
        QVERIFY(toMarkdown(pm, Destination::Markdown).contains(QStringLiteral("Written for the edge-cache on-call rotation.")));
        QVERIFY(adfProblems(toAdf(pm)).isEmpty());
    }

    void destinationIds()
    {
        Destination d;
        QVERIFY(parseDestination(QStringLiteral("docs"), &d));
        QCOMPARE(d, Destination::Markdown);
        QVERIFY(!parseDestination(QStringLiteral("email"), &d));
        for (Destination x : {Destination::Jira, Destination::Markdown, Destination::PullRequest, Destination::Wiki}) {
            QVERIFY(parseDestination(destinationId(x), &d));
            QCOMPARE(d, x);
        }
    }

    void previewShowsThePayload()
    {
        const QJsonObject doc = toAdf(sample("sample-postmortem.md"));
        const QString html = adfToHtml(doc);
        QVERIFY(html.contains(QStringLiteral("Post-mortem: Stale ETag")));
        QVERIFY(html.contains(QStringLiteral("<code>SegmentIndex::compact()</code>")));
        QVERIFY(!html.contains(QStringLiteral("<img")));
    }
};

QTEST_GUILESS_MAIN(TestDestinations)
#include "tst_destinations.moc"
