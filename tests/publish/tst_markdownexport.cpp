#include "destinations.h"
#include "draftformat.h"

#include <QTest>

using namespace pm;

// The docs/postmortems file: the same draft format, but saying where it lives and
// without bare headings for sections nobody wrote.
class TestMarkdownExport : public QObject
{
    Q_OBJECT

private slots:
    void namesItsDestinationAndDropsEmptySections()
    {
        const QByteArray draft =
            "---\ntitle: T\nticket: CDN-1\ndestination: jira\n---\n\n# T\n\n## Summary\n\nCDN-1 broke.\n\n"
            "## Symptoms\n\n## Root cause\n\n`f()` skipped the lock.\n\n## How it was found\n\n   \n";
        const Expected<PostMortem> pm = DraftFormat::parse(draft);
        QVERIFY(pm.ok());
        const QString out = toMarkdown(pm.value(), Destination::Markdown);
        QVERIFY2(!out.contains(QStringLiteral("destination: jira")), qPrintable(out));
        QVERIFY(out.contains(QStringLiteral("destination: docs")));
        QVERIFY(out.contains(QStringLiteral("## Summary\n\nCDN-1 broke.")));
        QVERIFY(out.contains(QStringLiteral("## Root cause")));
        QVERIFY(!out.contains(QStringLiteral("## Symptoms")));
        QVERIFY(!out.contains(QStringLiteral("## How it was found")));
        // Still a draft the editor reads back.
        const Expected<PostMortem> back = DraftFormat::parse(out.toUtf8());
        QVERIFY(back.ok());
        QCOMPARE(back.value().meta.ticket, QStringLiteral("CDN-1"));
    }
};

QTEST_GUILESS_MAIN(TestMarkdownExport)
#include "tst_markdownexport.moc"
