#include "markdownmask.h"

#include "charscan.h"
#include "draftformat.h"
#include "markdownscan.h"

#include <QDirIterator>
#include <QFile>
#include <QTest>

using namespace pm::text;

namespace {

// The mask as a string: '.' prose, 'c' code, 'u' URL, '#' comment ('\n' kept as is).
QString render(const QString &text)
{
    MarkdownMask mask;
    mask.build(text);
    QString out;
    for (int i = 0; i < text.size(); ++i) {
        if (text.at(i) == QLatin1Char('\n')) {
            out += QLatin1Char('\n');
            continue;
        }
        static const char symbols[] = ".cu#";
        out += QLatin1Char(symbols[mask.kind(i)]);
    }
    return out;
}

QString renderBlocks(const MarkdownMask &mask)
{
    QStringList got;
    for (const Block &b : mask.blocks()) {
        got << QStringLiteral("%1-%2:%3%4%5")
                   .arg(b.start)
                   .arg(b.end)
                   .arg(b.contentStart)
                   .arg(b.listItem ? QStringLiteral("L") : QString())
                   .arg(b.heading ? QStringLiteral("H") : QString());
    }
    return got.join(QLatin1Char(' '));
}

QString renderKinds(const MarkdownMask &mask)
{
    QString out(mask.text().size(), QLatin1Char('.'));
    for (int i = 0; i < out.size(); ++i)
        out[i] = QLatin1Char(".cu#"[mask.kind(i)]);
    return out;
}

} // namespace

class tst_MarkdownMask : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void kinds_data();
    void kinds();
    void blocks_data();
    void blocks();
    void reuseAcrossBuilds();
    // The line roles DraftFormat::parse keeps from its scan of the body give every
    // section of every test draft the mask a scan of the section alone gives.
    void draftScanSameAsOwnScan_data();
    void draftScanSameAsOwnScan();
    // Once the text is edited the kept roles no longer apply: the mask scans again.
    void editedTextScansAgain();
    // The scans that pass eight characters at a time (charscan.h, the inline scan) find
    // what they look for at every position within and across a block of eight.
    void lineBreakAtEveryOffset();
    void inlineMarkAtEveryOffset_data();
    void inlineMarkAtEveryOffset();
};

void tst_MarkdownMask::kinds_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("mask");

    // clang-format off
    QTest::newRow("prose") << "a b" << "...";
    QTest::newRow("inline code") << "a `x` b" << "..ccc..";
    QTest::newRow("double backticks") << "``a`b`` c" << "ccccccc..";
    QTest::newRow("unmatched backtick") << "a ` b" << ".....";
    QTest::newRow("code span over a line break") << "`a\nb` c" << "cc\ncc..";
    QTest::newRow("code span stops at blank line") << "`a\n\nb`" << "..\n\n..";
    QTest::newRow("fenced") << "a\n```\nx y\n```\nb" << ".\nccc\nccc\nccc\n.";
    QTest::newRow("tilde fence") << "~~~\nx\n~~~" << "ccc\nc\nccc";
    QTest::newRow("unclosed fence runs to the end") << "```\nx\ny" << "ccc\nc\nc";
    QTest::newRow("indented code") << "a\n\n    x y\nb" << ".\n\nccccccc\n.";
    QTest::newRow("indented continuation is not code") << "a\n    b" << ".\n.....";
    QTest::newRow("list continuation is not code") << "- a\n\n    b" << "...\n\n.....";
    QTest::newRow("link url") << "[t](http://x/y) z" << "...uuuuuuuuuuuu..";
    QTest::newRow("autolink") << "<https://a.b> c" << "uuuuuuuuuuuuu..";
    QTest::newRow("bare url") << "see https://a.b/c. ok" << "....uuuuuuuuuuuuu....";
    QTest::newRow("www url") << "www.a.com x" << "uuuuuuuuu..";
    QTest::newRow("url stops at CJK") << "见https://a.b。" << ".uuuuuuuuuuu.";
    QTest::newRow("comment") << "a <!-- b --> c" << "..##########..";
    QTest::newRow("multi-line comment") << "a <!-- b\nc --> d" << "..######\n#####..";
    QTest::newRow("unclosed comment") << "a <!-- b" << "..######";
    QTest::newRow("reference definition") << "[id]: http://x.y \"T\"" << "......uuuuuuuuuu....";
    QTest::newRow("code in comment stays comment") << "<!-- `x` -->" << "############";
    // clang-format on
    // Where the blocks are comes from the Markdown scanner (md4c).
    // clang-format off
    QTest::newRow("HTML block") << "<div>\nx y\n</div>\n\nz" << "ccccc\nccc\ncccccc\n\n.";
    QTest::newRow("multi-line HTML comment block") << "<!--\nx\n-->" << "####\n#\n###";
    QTest::newRow("fence inside a block quote") << "> ```\n> x\n> ```\nb" << "ccccc\nccc\nccccc\n.";
    QTest::newRow("fence inside a list item") << "- a\n\n  ```\n  x\n  ```" << "...\n\nccccc\nccc\nccccc";
    QTest::newRow("setext underline is markup") << "a\n===" << ".\nccc";
    // clang-format on
}

void tst_MarkdownMask::kinds()
{
    QFETCH(QString, text);
    QFETCH(QString, mask);
    QCOMPARE(render(text), mask);
}

void tst_MarkdownMask::blocks_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected"); // "start-end[L|H]" per block, content start after ':'

    // clang-format off
    QTest::newRow("two paragraphs") << "ab\ncd\n\nef" << "0-5:0 7-9:7";
    QTest::newRow("list items") << "- a\n- b\n  c" << "0-3:2L 4-11:6L";
    QTest::newRow("numbered and task items") << "1. a\n2) [x] b" << "0-4:3L 5-13:12L";
    QTest::newRow("heading line") << "### h\ntext" << "0-5:4H 6-10:6";
    QTest::newRow("fence splits blocks") << "a\n```\nx\n```\nb" << "0-1:0 12-13:12";
    QTest::newRow("thematic break is not a list") << "---\na" << "0-5:0";
    QTest::newRow("bullet glyph") << "• a" << "0-3:2L";
    QTest::newRow("setext heading over two lines") << "ab\ncd\n==\nef" << "0-5:0H 9-11:9";
    QTest::newRow("HTML block holds no heading") << "<div>\n# x\n</div>\n\n# y" << "18-21:20H";
    QTest::newRow("heading in a block quote") << "> ## h\ntext" << "0-6:5H 7-11:7";
    QTest::newRow("#tag is not a heading") << "#tag x" << "0-6:0";
    // clang-format on
}

void tst_MarkdownMask::blocks()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    MarkdownMask mask;
    mask.build(text);
    QCOMPARE(renderBlocks(mask), expected);
}

void tst_MarkdownMask::reuseAcrossBuilds()
{
    MarkdownMask mask;
    const QString a = QStringLiteral("`code` and more text\n\nsecond");
    const QString b = QStringLiteral("plain");
    mask.build(a);
    QCOMPARE(int(mask.blocks().size()), 2);
    mask.build(b);
    QCOMPARE(int(mask.blocks().size()), 1);
    QVERIFY(!mask.containsKind(0, int(b.size()), Code));
    QVERIFY(mask.hasProse(0, int(b.size())));
}

void tst_MarkdownMask::draftScanSameAsOwnScan_data()
{
    QTest::addColumn<QString>("path");
    // Every Markdown file of the tests: the lint and document fixtures (CRLF, lone '\r',
    // BOM, fences left open, HTML blocks), the fuzz corpora, the conformance cases.
    QDirIterator it(QStringLiteral(PM_TESTS_SOURCE_DIR), {QStringLiteral("*.md")}, QDir::Files,
                    QDirIterator::Subdirectories);
    QStringList paths;
    while (it.hasNext()) {
        const QString path = it.next();
        if (!path.contains(QLatin1String("/node_modules/")))
            paths << path;
    }
    paths.sort();
    QVERIFY(paths.size() > 100);
    for (const QString &path : std::as_const(paths))
        QTest::newRow(qPrintable(path.mid(int(qstrlen(PM_TESTS_SOURCE_DIR)) + 1))) << path;
}

void tst_MarkdownMask::draftScanSameAsOwnScan()
{
    QFETCH(QString, path);
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const auto pm = pm::DraftFormat::parse(f.readAll(), path);
    if (!pm)
        QSKIP("not a draft the parser accepts (a bad-input fixture)");
    int kept = 0;
    for (const pm::Section &s : pm.value().sections) {
        if (!s.scannedLines)
            continue;
        ++kept;
        QVERIFY(MarkdownMask::usable(s.scannedLines.get(), s.text));
        MarkdownMask own;
        own.build(s.text);
        MarkdownMask fromDraft;
        fromDraft.build(s.text, s.scannedLines.get());
        QCOMPARE(renderKinds(fromDraft), renderKinds(own));
        QCOMPARE(renderBlocks(fromDraft), renderBlocks(own));
    }
    // The lint fixtures are drafts with sections of text: the roles are kept for them.
    if (path.contains(QLatin1String("/lint/fixtures/")))
        QVERIFY(kept > 0);
}

void tst_MarkdownMask::editedTextScansAgain()
{
    const QByteArray draft = "---\ntitle: t\n---\n\n## Root cause\n\nplain words here\n\n"
                             "## Fix\n\nother words\n";
    auto parsed = pm::DraftFormat::parse(draft, QStringLiteral("x.md"));
    QVERIFY(parsed);
    pm::PostMortem pm = parsed.value();
    const pm::Section before = pm.section(QStringLiteral("root-cause"));
    QVERIFY(before.scannedLines);
    QVERIFY(MarkdownMask::usable(before.scannedLines.get(), before.text));
    // Other lines: a fence now opens on the first line.
    const QString edited = QStringLiteral("```\nplain words here");
    pm.setSectionText(QStringLiteral("root-cause"), edited);
    const pm::Section after = pm.section(QStringLiteral("root-cause"));
    QVERIFY(!MarkdownMask::usable(after.scannedLines.get(), after.text));
    const MarkdownMask &mask = MarkdownMask::of(after.text, after.scannedLines.get());
    QCOMPARE(renderKinds(mask), QStringLiteral("cccccccccccccccccccc"));
}

void tst_MarkdownMask::lineBreakAtEveryOffset()
{
    for (int size = 0; size <= 20; ++size) {
        for (int at = 0; at <= size; ++at) { // at == size: no line break
            QString text(size, QLatin1Char('a'));
            if (at < size)
                text[at] = QLatin1Char('\n');
            const char16_t *const units = reinterpret_cast<const char16_t *>(text.utf16());
            for (int from = 0; from <= size; ++from) {
                const int expected = from <= at ? at : size;
                QCOMPARE(nextLineBreak(units, from, size), expected);
            }
        }
    }
}

void tst_MarkdownMask::inlineMarkAtEveryOffset_data()
{
    QTest::addColumn<QString>("mark");
    QTest::addColumn<QString>("kinds");
    QTest::newRow("bare URL") << QStringLiteral("http://a.io") << QStringLiteral("uuuuuuuuuuu");
    QTest::newRow("upper-case https") << QStringLiteral("HTTPS://a.io") << QStringLiteral("uuuuuuuuuuuu");
    QTest::newRow("upper-case www") << QStringLiteral("WWW.a.io") << QStringLiteral("uuuuuuuu");
    QTest::newRow("code span") << QStringLiteral("`x`") << QStringLiteral("ccc");
    QTest::newRow("comment") << QStringLiteral("<!-- n -->") << QStringLiteral("##########");
    QTest::newRow("link") << QStringLiteral("[t](u)") << QStringLiteral("...uuu");
    QTest::newRow("autolink") << QStringLiteral("<https://b.io>") << QStringLiteral("uuuuuuuuuuuuuu");
}

void tst_MarkdownMask::inlineMarkAtEveryOffset()
{
    QFETCH(QString, mark);
    QFETCH(QString, kinds);
    // Prose with none of the characters the inline scan stops at, then the mark (inside
    // the line: a comment opening a line is an HTML block).
    for (int before = 1; before <= 19; ++before) {
        const QString prose = QString(before, QLatin1Char('z')) + QStringLiteral(" ");
        const QString text = prose + mark + QStringLiteral(" zz");
        const QString expected = QString(prose.size(), QLatin1Char('.')) + kinds + QStringLiteral("...");
        QCOMPARE(render(text), expected);
    }
}

QTEST_GUILESS_MAIN(tst_MarkdownMask)
#include "tst_markdownmask.moc"
