// The draft format's title finder (DraftLines::titleLine) and its block closing
// (DraftFormat::closeOpenBlocks) against the reference parser, commonmark.js, on the
// CommonMark spec examples (tests/markdown-spec/toplevel.js): the title is the first
// top-level level-1 heading commonmark.js finds, and a section text closed that way never
// runs on into the section after it.
#include "draftformat.h"
#include "draftlines.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

using namespace pm;

namespace {

// toplevel.js with args, fed input; its JSON answer, or an empty array and a message.
QJsonArray reference(const QStringList &args, const QByteArray &input, QString *error)
{
    QProcess node;
    node.setWorkingDirectory(QStringLiteral(PM_MARKDOWN_SPEC_DIR));
    node.start(QStringLiteral(PM_NODE), QStringList{QStringLiteral("toplevel.js")} + args);
    node.write(input);
    node.closeWriteChannel();
    if (!node.waitForFinished(60000) || node.exitStatus() != QProcess::NormalExit || node.exitCode() != 0) {
        *error = QStringLiteral("toplevel.js failed (run `npm ci` in tests/markdown-spec): ")
                 + node.errorString() + QString::fromUtf8(node.readAllStandardError());
        return {};
    }
    return QJsonDocument::fromJson(node.readAllStandardOutput()).array();
}

// The last line (1-based) of the first level-1 heading in commonmark.js's list, 0 when
// there is none. The last line, because commonmark.js starts a heading at a link
// reference definition it took out of the heading's paragraph (spec example 215).
int firstLevelOne(const QJsonArray &headings)
{
    for (const QJsonValue &h : headings) {
        if (h.toObject().value(QLatin1String("level")).toInt() == 1)
            return h.toObject().value(QLatin1String("last")).toInt();
    }
    return 0;
}

// What a writer puts down for an edited section followed by the next one.
QString sectionThenNext(const QString &text)
{
    const QString closed = DraftFormat::normalizeSectionText(
        DraftFormat::closeOpenBlocks(DraftFormat::normalizeSectionText(text)));
    return closed + QStringLiteral("\n\n## Next section\n");
}

int lastLineOfTitle(const QString &markdown)
{
    const DraftLines::TextLines lines(markdown);
    int span = 1;
    const int at = DraftLines::titleLine(lines, nullptr, &span);
    return at < 0 ? 0 : at + span;
}

// Spec examples whose text runs on into the next section whatever closeOpenBlocks
// appends: checked exactly, so that a change shows here. (Example 173, a <style> block
// that ends only at its end tag, was one until HTML blocks were closed too.)
const QHash<int, const char *> &runsOn()
{
    static const QHash<int, const char *> known;
    return known;
}

} // namespace

class tst_DraftLines : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void specExamples_data();
    void specExamples();
    void cases_data();
    void cases();
};

void tst_DraftLines::specExamples_data()
{
    QTest::addColumn<QString>("markdown");
    QTest::addColumn<int>("titleLast");           // commonmark.js: last line of the title, 0 = none
    QTest::addColumn<QJsonArray>("nextHeadings"); // commonmark.js on sectionThenNext(markdown)
    QTest::addColumn<int>("number");

    QString error;
    const QJsonArray examples = reference({QStringLiteral("spec")}, {}, &error);
    QVERIFY2(examples.size() >= 600, qPrintable(error));
    QJsonArray texts;
    for (const QJsonValue &v : examples)
        texts.append(sectionThenNext(v.toObject().value(QLatin1String("markdown")).toString()));
    const QJsonArray closed = reference({}, QJsonDocument(texts).toJson(QJsonDocument::Compact), &error);
    QVERIFY2(closed.size() == examples.size(), qPrintable(error));
    for (int i = 0; i < examples.size(); ++i) {
        const QJsonObject e = examples.at(i).toObject();
        QTest::addRow("example %d", e.value(QLatin1String("number")).toInt())
            << e.value(QLatin1String("markdown")).toString()
            << firstLevelOne(e.value(QLatin1String("headings")).toArray()) << closed.at(i).toArray()
            << e.value(QLatin1String("number")).toInt();
    }
}

void tst_DraftLines::specExamples()
{
    QFETCH(QString, markdown);
    QFETCH(int, titleLast);
    QFETCH(QJsonArray, nextHeadings);
    QCOMPARE(lastLineOfTitle(markdown), titleLast);
    // The next section's heading is a top-level heading on its own line, where it was
    // written: nothing of the text before runs on into it.
    const QString written = sectionThenNext(markdown);
    const int nextLine = int(written.count(QLatin1Char('\n')));
    const QJsonObject last = nextHeadings.isEmpty() ? QJsonObject() : nextHeadings.last().toObject();
    const bool separate = last.value(QLatin1String("level")).toInt() == 2
                          && last.value(QLatin1String("first")).toInt() == nextLine;
    QFETCH(int, number);
    if (const char *why = runsOn().value(number)) {
        QVERIFY2(!separate, "the next section is separate now: drop the example from runsOn()");
        qDebug("known: %s", why);
        return;
    }
    QVERIFY2(separate, qPrintable(written));
}

void tst_DraftLines::cases_data()
{
    QTest::addColumn<QString>("markdown");
    QTest::addColumn<int>("titleLine"); // 0-based, -1 none
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("closer"); // what closeOpenBlocks appends

    // Found by fuzz_draftparser: a line of only a vertical tab is paragraph text to md4c,
    // and made the title " Stale tag", which fmt wrote as "# Stale tag" (one space less).
    QTest::newRow("setext title over a vertical-tab line") << "\v\nStale tag\n===\n"
                                                           << 0 << "Stale tag"
                                                           << "";
    QTest::newRow("setext title, vertical tab between") << "Stale\n\v\ntag\n===\n"
                                                        << 0 << "Stale tag"
                                                        << "";
    // Found by fuzz_draftparser: md4c 0.4.8 opens a fence indented five spaces under a
    // paragraph line; the closer was made of the indentation's spaces (a blank line).
    // md4c 0.5 reads the line as the paragraph's, as CommonMark does: nothing to close.
    const bool opens = !DraftFormat::parse("(\n     ~~~ A\n\n## Fix\n\nF.\n")->hasSection(QStringLiteral("fix"));
    QTest::newRow("deeply indented fence after a paragraph") << "(\n     ~~~ A"
                                                             << -1 << ""
                                                             << (opens ? "\n~~~" : "");
    // Found by fuzz_draftparser: md4c 0.4.8 opens an HTML comment indented by a tab
    // under a paragraph line; the closer was looked for behind three spaces only, and
    // the comment swallowed a section added after it. (md4c 0.5: the paragraph's line.)
    const bool comment = !DraftFormat::parse(")\n\t<!--\n\n## Fix\n\nF.\n")->hasSection(QStringLiteral("fix"));
    QTest::newRow("tab-indented comment after a paragraph") << ")\n\t<!--\n\n)"
                                                            << -1 << ""
                                                            << (comment ? "\n-->" : "");
    QTest::newRow("ATX title") << "intro\n\n# The title #\n"
                               << 2 << "The title"
                               << "";
    QTest::newRow("a comment in a shell fence is no title")
        << "```sh\n# install\n```\n# Title\n"
        << 3 << "Title"
        << "";
    QTest::newRow("nor one in an HTML comment")
        << "<!--\n# draft notes\n-->\n\n# Title\n"
        << 4 << "Title"
        << "";
    QTest::newRow("nor one in a block quote") << "> # quoted\n\n# Title\n"
                                              << 2 << "Title"
                                              << "";
    QTest::newRow("a setext title over two lines")
        << "Cache purge\nleaves stale objects\n===\n"
        << 0 << "Cache purge leaves stale objects"
        << "";
    QTest::newRow("level two is no title") << "## Summary\n"
                                           << -1 << ""
                                           << "";
    QTest::newRow("an open backtick fence") << "text\n\n```cpp\nint x;\n"
                                            << -1 << ""
                                            << "\n```";
    QTest::newRow("an open tilde fence of four") << "~~~~\n~~~\n"
                                                 << -1 << ""
                                                 << "\n~~~~";
    QTest::newRow("an open fence, indented by two") << "  ````\ncode\n"
                                                    << -1 << ""
                                                    << "\n````";
    QTest::newRow("a closed fence") << "```\n# x\n```\n"
                                    << -1 << ""
                                    << "";
    QTest::newRow("a closing fence longer than the opening") << "```\nx\n`````\n"
                                                             << -1 << ""
                                                             << "";
    QTest::newRow("an open fence in a quote ends with the quote") << "> ```\n> x\n"
                                                                  << -1 << ""
                                                                  << "";
    QTest::newRow("an open fence in a list item ends with the item") << "- ```\n  x\n"
                                                                     << -1 << ""
                                                                     << "";
    QTest::newRow("an open HTML comment") << "text\n\n<!-- later\n"
                                          << -1 << ""
                                          << "\n-->";
    QTest::newRow("an open <style> block") << "<style>\np { }\n\n"
                                           << -1 << ""
                                           << "\n</style>";
}

void tst_DraftLines::cases()
{
    QFETCH(QString, markdown);
    QFETCH(int, titleLine);
    QFETCH(QString, title);
    QFETCH(QString, closer);
    QString found;
    QCOMPARE(DraftLines::titleLine(DraftLines::TextLines(markdown), &found), titleLine);
    QCOMPARE(found, title);
    QCOMPARE(DraftFormat::closeOpenBlocks(markdown), markdown + closer);
}

QTEST_GUILESS_MAIN(tst_DraftLines)
#include "tst_draftlines.moc"
