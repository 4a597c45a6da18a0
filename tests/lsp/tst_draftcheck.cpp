#include "draftcheck.h"
#include "jsontext.h"
#include "lspdocument.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTest>

using namespace pm;
using namespace pm::lsp;

// The server's incremental paths against doing it all again: the buffer's line index
// after each edit against a buffer made from the text, the findings after a spliced
// section against a whole parse and lint of the same text.
class TestDraftCheck : public QObject
{
    Q_OBJECT

    static QString fixture(const QString &path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
    }
    static QStringList lines(const TextBuffer &b)
    {
        QStringList out;
        for (int i = 0; i < b.lineCount(); ++i)
            out.append(b.line(i).toString());
        return out;
    }
    static QString describe(const Diagnostic &d)
    {
        return QStringLiteral("%1 %2:%3 @%4+%5 %6").arg(d.rule).arg(d.line).arg(d.column).arg(d.offset).arg(d.length).arg(d.message);
    }
    static QStringList described(const QList<Diagnostic> &list)
    {
        QStringList out;
        for (const Diagnostic &d : list)
            out.append(describe(d));
        return out;
    }

private Q_SLOTS:
    void lineIndex_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("LF") << QStringLiteral("a\nbb\n\nccc\n");
        QTest::newRow("CRLF") << QStringLiteral("a\r\nbb\r\n\r\nccc\r\n");
        QTest::newRow("CR") << QStringLiteral("a\rbb\r\rccc");
        QTest::newRow("mixed, emoji") << QStringLiteral("😀a\r\n中文\rb\n\r\n");
    }
    void lineIndex()
    {
        QFETCH(QString, text);
        TextBuffer buffer(text);
        QRandomGenerator random(7);
        const QStringList pieces{QStringLiteral("x"), QStringLiteral("\n"), QStringLiteral("\r"), QStringLiteral("\r\n"),
                                 QStringLiteral("😀"), QString(), QStringLiteral("a\nb\r\nc")};
        for (int round = 0; round < 400; ++round) {
            const int a = int(random.bounded(int(buffer.text().size()) + 1));
            const int b = a + int(random.bounded(qMin(4, int(buffer.text().size()) - a) + 1));
            const Position from = buffer.positionOf(a);
            const Position to = buffer.positionOf(b);
            QVERIFY(buffer.replace(from, to, pieces.at(int(random.bounded(int(pieces.size()))))));
            const TextBuffer fresh(buffer.text());
            QCOMPARE(buffer.lineCount(), fresh.lineCount());
            QCOMPARE(lines(buffer), lines(fresh));
        }
        // Outside the text: refused, nothing changed.
        const QString before = buffer.text();
        QVERIFY(!buffer.replace({buffer.lineCount() + 1, 0}, {buffer.lineCount() + 1, 0}, QStringLiteral("x")));
        QCOMPARE(buffer.text(), before);
        buffer = TextBuffer(QStringLiteral("abc\n"));
        QVERIFY(!buffer.replace({0, 2}, {0, 1}, QStringLiteral("x"))); // end before start
        QVERIFY(!buffer.replace({0, -1}, {0, 1}, QStringLiteral("x")));
        QCOMPARE(buffer.text(), QStringLiteral("abc\n"));
    }

    // The diagnostics' JSON is written by hand: what QJsonDocument reads back is the text.
    void jsonText()
    {
        const QString tricky = QStringLiteral("a \"quoted\" \\ back\nline\ttab\r\u0001\u001f 中文 😀 é");
        JsonText out;
        out.raw("[").string(tricky).raw(",").string(QStringLiteral("one"), QStringLiteral("two")).raw(",").number(-42).raw(",");
        const QString unpaired = QString(QChar(0xD800)) + QStringLiteral("x");
        out.string(unpaired).raw("]");
        QJsonParseError error;
        const QJsonArray read = QJsonDocument::fromJson(out.bytes, &error).array();
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(read.at(0).toString(), tricky);
        QCOMPARE(read.at(1).toString(), QStringLiteral("one\ntwo"));
        QCOMPARE(read.at(2).toInt(), -42);
        QCOMPARE(read.at(3).toString(), QStringLiteral("\uFFFDx"));
    }

    // A keystroke in a paragraph re-lints its section only; one in Summary parses the
    // whole draft again.
    void paragraphEditIsSpliced()
    {
        TextBuffer buffer(fixture(QStringLiteral(PM_TESTS_SOURCE_DIR "/lint/fixtures/clean/en-tada-hang.md")));
        DraftCheck live;
        live.reset();
        live.run(buffer.text());
        QCOMPARE(live.fullRuns(), 1);
        const auto typeAt = [&](const QString &heading) {
            int line = 0;
            while (line < buffer.lineCount() && buffer.line(line) != heading)
                ++line;
            LineEdit edit;
            QVERIFY(buffer.replace({line + 2, 3}, {line + 2, 3}, QStringLiteral("x"), &edit));
            live.edited(edit);
            live.run(buffer.text());
        };
        typeAt(QStringLiteral("## Root cause"));
        typeAt(QStringLiteral("## Fix"));
        QCOMPARE(live.fullRuns(), 1);
        QCOMPARE(live.sectionRuns(), 2);
        DraftCheck whole;
        whole.reset();
        whole.run(buffer.text());
        QCOMPARE(described(live.findings()), described(whole.findings()));
        typeAt(QStringLiteral("## Summary"));
        QCOMPARE(live.fullRuns(), 2);
    }

    void splicedEqualsWhole_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("mixed") << QStringLiteral(PM_FIXTURES_DIR "/mixed.md");
        QTest::newRow("mixed CRLF") << QStringLiteral(PM_FIXTURES_DIR "/mixed-crlf.md");
        QTest::newRow("flawed") << QStringLiteral(PM_TESTS_SOURCE_DIR "/lint/fixtures/flawed/en-flaws.md");
        QTest::newRow("flawed zh") << QStringLiteral(PM_TESTS_SOURCE_DIR "/lint/fixtures/flawed/zh-flaws.md");
    }
    void splicedEqualsWhole()
    {
        QFETCH(QString, path);
        TextBuffer buffer(fixture(path));
        QVERIFY(buffer.lineCount() > 10);
        DraftCheck live;
        live.reset();
        live.run(buffer.text());
        QRandomGenerator random(11);
        // Typing, Enter, deleting lines, and the characters that move headings (none
        // that would turn the rest of the draft into one code block for good).
        const QStringList pieces{QStringLiteral("x"), QStringLiteral("y "), QStringLiteral("z"), QString(), QStringLiteral(" probably "), QStringLiteral("\n"), QStringLiteral("\n\n"),
                                 QStringLiteral("TODO "), QStringLiteral("## Fix\n"), QStringLiteral("---"), QStringLiteral("``` x ```"),
                                 QStringLiteral("中文😀"), QStringLiteral("<!-- pm-lint: disable-line=hedging -->"), QString()};
        // The body only: the front matter's YAML, broken once, would stay broken.
        int body = 0;
        while (!buffer.line(body).startsWith(QLatin1String("## ")))
            ++body;
        for (int round = 0; round < 300; ++round) {
            const int line = body + int(random.bounded(buffer.lineCount() - body));
            const int length = int(buffer.line(line).size());
            const int from = int(random.bounded(length + 1));
            const int endLine = qMin(buffer.lineCount() - 1, line + int(random.bounded(3)) - 1 < line ? line : line + int(random.bounded(2)));
            const int to = endLine == line ? from + int(random.bounded(length - from + 1)) : int(random.bounded(int(buffer.line(endLine).size()) + 1));
            LineEdit edit;
            QVERIFY(buffer.replace({line, from}, {endLine, to}, pieces.at(int(random.bounded(int(pieces.size())))), &edit));
            live.edited(edit);
            live.run(buffer.text());
            DraftCheck whole;
            whole.reset();
            whole.run(buffer.text());
            QCOMPARE(live.isDraft(), whole.isDraft());
            QCOMPARE(described(live.findings()), described(whole.findings()));
            QCOMPARE(live.gate().missing(), whole.gate().missing());
        }
        QVERIFY2(live.sectionRuns() >= 2, qPrintable(QString::number(live.sectionRuns()))); // some edits were spliced
        QVERIFY(live.fullRuns() > 1);                                                       // and some were not
    }

    // Long sections are linted in pieces: after each random edit the findings, their
    // positions and the gate are those of a whole parse and lint of the same text. Pieces
    // are made small here, so that these drafts hold many.
    void piecesEqualWhole_data()
    {
        QTest::addColumn<QString>("draft");
        const auto grown = [](const QString &path) {
            QString text = fixture(path);
            text.remove(QRegularExpression(QStringLiteral(" ?<!-- expect:[^>]*-->")));
            for (const QString &heading : {QStringLiteral("## Symptoms"), QStringLiteral("## Root cause"), QStringLiteral("## Why the symptom"),
                                           QStringLiteral("## 症状"), QStringLiteral("## 根因")}) {
                const qsizetype from = text.indexOf(heading + QLatin1Char('\n'));
                if (from < 0)
                    continue;
                const qsizetype bodyFrom = from + heading.size() + 1;
                const qsizetype to = text.indexOf(QStringLiteral("\n## "), bodyFrom);
                const QString body = text.mid(bodyFrom, to - bodyFrom).trimmed() + QStringLiteral("\n\n");
                text.insert(to + 1, body.repeated(12));
            }
            return text;
        };
        QTest::newRow("en") << grown(QStringLiteral(PM_TESTS_SOURCE_DIR "/lint/fixtures/flawed/en-flaws.md"));
        QTest::newRow("zh") << grown(QStringLiteral(PM_TESTS_SOURCE_DIR "/lint/fixtures/flawed/zh-flaws.md"));
        // Symptoms that name code only by a quotation running over a paragraph break (read
        // from the whole text), and narrative split by one.
        QString plain = QStringLiteral("---\ntitle: Lost uploads\nlanguage: en\n---\n\n# Lost uploads\n\n## Summary\n\nUploads were lost.\n\n## Symptoms\n\n");
        for (int i = 0; i < 30; ++i)
            plain += QStringLiteral("Users saw uploads vanish in the evening, maybe on slow links.\nThe dashboard stayed green.\n\n");
        plain += QStringLiteral("The log said “upload\n\nfailed” once.\n\n## Root cause\n\n");
        for (int i = 0; i < 30; ++i)
            plain += QStringLiteral("The worker returns early when `status == 503`, and we\n\nwent home after lunch.\n\n");
        plain += QStringLiteral("## Fix\n\nPR #4 retries.\n");
        QTest::newRow("quotes and breaks") << plain;
    }
    void piecesEqualWhole()
    {
        QFETCH(QString, draft);
        struct Size
        {
            Size() { SectionPieces::setPieceSize(160); }
            ~Size() { SectionPieces::setPieceSize(8 * 1024); }
        } size;
        TextBuffer buffer(draft);
        DraftCheck live;
        live.reset();
        live.run(buffer.text());
        QVERIFY2(live.pieceCount() > 6, qPrintable(QString::number(live.pieceCount())));
        int body = 0;
        while (!buffer.line(body).startsWith(QLatin1String("## ")))
            ++body;
        QRandomGenerator random(23);
        const QStringList pieces{QStringLiteral("x"), QStringLiteral(" "), QStringLiteral("\n"), QStringLiteral("\n\n"), QString(), QString(),
                                 QStringLiteral(" probably "), QStringLiteral("we went home "), QStringLiteral("“"), QStringLiteral("”"),
                                 QStringLiteral("Maybe "), QStringLiteral("    "), QStringLiteral("- "), QStringLiteral("a race condition "),
                                 QStringLiteral("中文"), QStringLiteral("`x`"), QStringLiteral("Then\n\nthe"), QStringLiteral("    code\n")};
        for (int round = 0; round < 250; ++round) {
            // Headings kept (other tests move them): the long sections stay what they are.
            int line = body + int(random.bounded(buffer.lineCount() - body));
            while (buffer.line(line).startsWith(u'#') || (line + 1 < buffer.lineCount() && buffer.line(line + 1).startsWith(u'#')))
                line = body + int(random.bounded(buffer.lineCount() - body));
            const int length = int(buffer.line(line).size());
            // At a line's start often: that is where pieces are cut.
            const int from = random.bounded(3) == 0 ? 0 : int(random.bounded(length + 1));
            const int endLine = qMin(buffer.lineCount() - 1, line + int(random.bounded(4)) / 3 * int(random.bounded(3)));
            const int to = endLine == line ? from + int(random.bounded(qMin(6, length - from) + 1)) : int(random.bounded(int(buffer.line(endLine).size()) + 1));
            LineEdit edit;
            QVERIFY(buffer.replace({line, from}, {endLine, to}, pieces.at(int(random.bounded(int(pieces.size())))), &edit));
            live.edited(edit);
            live.run(buffer.text());
            DraftCheck whole;
            whole.reset();
            whole.run(buffer.text());
            QCOMPARE(described(live.findings()), described(whole.findings()));
            QCOMPARE(live.gate().messages(), whole.gate().messages());
        }
        QVERIFY2(live.piecesLinted() >= 100, qPrintable(QString::number(live.piecesLinted())));
    }
};

QTEST_GUILESS_MAIN(TestDraftCheck)
#include "tst_draftcheck.moc"
