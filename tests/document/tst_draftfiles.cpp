// The draft file's bytes: files that cannot be read (bad front matter, wide encodings,
// unreadable, huge, symlink loops, names not in UTF-8), line endings, the UTF-8
// validator and decoder, and a large draft. tst_draftformat reads and writes the format.
#include "draftformat.h"
#include "testfiles.h"
#include "utf8text.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#if QT_VERSION < QT_VERSION_CHECK(6, 3, 0)
#include <QTextCodec>
#endif
#include <QTest>

#include <cstdio>

using namespace pm;

namespace {

using pmtest::readFixture;

} // namespace

class TestDraftFiles : public QObject
{
    Q_OBJECT

private slots:
    void badInput_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("needle");
        QTest::newRow("unclosed") << "unclosed-front-matter.md" << 1 << "never closed";
        QTest::newRow("invalid yaml") << "invalid-yaml.md" << 3 << "a list opened with '[' is never closed with ']' (YAML: end of sequence flow not found)";
        QTest::newRow("revision abc") << "revision-abc.md" << 3 << "'revision' must be a whole number";
        QTest::newRow("root cause") << "root-cause-wrong.md" << 3 << "confirmed, hypothesis or unknown";
        QTest::newRow("scope bool") << "scope-not-bool.md" << 3 << "true or false";
        QTest::newRow("language") << "language-fr.md" << 2 << "must be one of en, zh";
        QTest::newRow("refs map") << "refs-map.md" << 3 << "must be a list";
        QTest::newRow("fm list") << "front-matter-list.md" << 2 << "mapping";
        QTest::newRow("invalid utf8") << "invalid-utf8.md" << 5 << "invalid UTF-8";
        QTest::newRow("overlong utf8") << "overlong-utf8.md" << 2 << "invalid UTF-8";
        QTest::newRow("binary") << "binary.md" << 3 << "binary file";
        QTest::newRow("title map") << "title-map.md" << 3 << "must be text";
        QTest::newRow("duplicate key") << "duplicate-key.md" << 4 << "the key 'title' appears twice, on lines 2 and 4";
        QTest::newRow("duplicate nested key") << "duplicate-nested-key.md" << 5 << "the key 'repro' appears twice, on lines 3 and 5";
        QTest::newRow("unterminated quote") << "unterminated-quote.md" << 3 << "a quoted value is never closed";
        QTest::newRow("unterminated single quote") << "unterminated-single-quote.md" << 2 << "a quoted value is never closed";
        QTest::newRow("alias bomb") << "alias-bomb.md" << 2 << "more than 100000 values";
        QTest::newRow("utf-16 bom") << "utf16-bom.md" << 1 << "UTF-16; drafts must be UTF-8: convert it with e.g. `iconv -f UTF-16 -t UTF-8`";
        QTest::newRow("utf-16be no bom") << "utf16-be-nobom.md" << 1 << "this file is UTF-16BE; drafts must be UTF-8: convert it with e.g. `iconv -f UTF-16BE -t UTF-8`";
        QTest::newRow("utf-16le no bom") << "utf16-le-nobom.md" << 1 << "`iconv -f UTF-16LE -t UTF-8`";
        QTest::newRow("utf-32 bom") << "utf32-le-bom.md" << 1 << "this file is UTF-32; drafts must be UTF-8: convert it with e.g. `iconv -f UTF-32 -t UTF-8`";
        QTest::newRow("utf-32be no bom") << "utf32-be-nobom.md" << 1 << "`iconv -f UTF-32BE -t UTF-8`";
        QTest::newRow("visibility type") << "visibility-type.md" << 4 << "visibility must be a role or a group (role:NAME, group:NAME), not 'user'";
    }
    void badInput()
    {
        QFETCH(QString, name);
        QFETCH(int, line);
        QFETCH(QString, needle);
        const QString path = QStringLiteral(PM_FIXTURES_DIR "/bad/") + name;
        const Expected<PostMortem> pm = DraftFormat::load(path);
        QVERIFY(!pm.ok());
        QCOMPARE(pm.error().file, path);
        QCOMPARE(pm.error().line, line);
        QVERIFY2(pm.error().message.contains(needle), qPrintable(pm.error().message));
        QVERIFY(pm.error().toString().startsWith(path + QLatin1Char(':') + QString::number(line) + QStringLiteral(": ")));
    }

    // The advice in the message is a command that works: iconv, run as the message
    // says, gives a draft that reads. (BOM-less big-endian files name their byte order;
    // glibc's iconv would take them for little-endian.)
    void wideEncodingAdviceConverts_data()
    {
        QTest::addColumn<QString>("name");
        for (const char *name : {"utf16-bom.md", "utf16-be-nobom.md", "utf16-le-nobom.md", "utf32-le-bom.md", "utf32-be-nobom.md"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }
    void wideEncodingAdviceConverts()
    {
        QFETCH(QString, name);
        const QString iconv = QStandardPaths::findExecutable(QStringLiteral("iconv"));
        if (iconv.isEmpty())
            QSKIP("iconv is not installed, so the advised command cannot be run");
        const QString path = QStringLiteral(PM_FIXTURES_DIR "/bad/") + name;
        const Expected<PostMortem> wide = DraftFormat::load(path);
        QVERIFY(!wide.ok());
        const QRegularExpressionMatch advice = QRegularExpression(QStringLiteral("`iconv -f (\\S+) -t UTF-8`")).match(wide.error().message);
        QVERIFY2(advice.hasMatch(), qPrintable(wide.error().message));
        QProcess run;
        run.start(iconv, {QStringLiteral("-f"), advice.captured(1), QStringLiteral("-t"), QStringLiteral("UTF-8"), path});
        QVERIFY(run.waitForFinished(10000));
        QCOMPARE(run.exitCode(), 0);
        const Expected<PostMortem> converted = DraftFormat::parse(run.readAllStandardOutput(), path);
        QVERIFY2(converted.ok(), qPrintable(converted.ok() ? QString() : converted.error().toString()));
        QCOMPARE(converted.value().meta.title, QStringLiteral("Wide"));
    }

    void unreadableAndHugeFiles()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const Expected<PostMortem> missing = DraftFormat::load(dir.filePath(QStringLiteral("nope.md")));
        QVERIFY(!missing.ok());
        QVERIFY(missing.error().message.contains(QStringLiteral("no such file")));

        const Expected<PostMortem> folder = DraftFormat::load(dir.path());
        QVERIFY(!folder.ok());
        QVERIFY(folder.error().message.contains(QStringLiteral("folder")));

        const QString big = dir.filePath(QStringLiteral("big.md"));
        {
            QFile f(big);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QVERIFY(f.resize(DraftFormat::MaxFileSize + 1));
        }
        const Expected<PostMortem> huge = DraftFormat::load(big);
        QVERIFY(!huge.ok());
        QVERIFY2(huge.error().message.contains(QStringLiteral("16 MiB")), qPrintable(huge.error().message));

        const QString locked = dir.filePath(QStringLiteral("locked.md"));
        {
            QFile f(locked);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("# x\n");
        }
        QFile::setPermissions(locked, QFileDevice::Permissions());
        QFile probe(locked);
        if (!probe.open(QIODevice::ReadOnly)) { // root can read anything; then only the message path differs
            const Expected<PostMortem> denied = DraftFormat::load(locked);
            QVERIFY(!denied.ok());
            QVERIFY(denied.error().message.contains(QStringLiteral("cannot be read")));
        }
    }

    void symlinkLoopAndForeignNames()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString a = dir.filePath(QStringLiteral("a.md"));
        const QString b = dir.filePath(QStringLiteral("b.md"));
        QVERIFY(QFile::link(b, a));
        QVERIFY(QFile::link(a, b));
        const Expected<PostMortem> loop = DraftFormat::load(a);
        QVERIFY(!loop.ok());
        QVERIFY2(loop.error().message.contains(QStringLiteral("symbolic links")), qPrintable(loop.error().message));

        QVERIFY(QFile::link(dir.filePath(QStringLiteral("gone.md")), dir.filePath(QStringLiteral("dangling.md"))));
        const Expected<PostMortem> dangling = DraftFormat::load(dir.filePath(QStringLiteral("dangling.md")));
        QVERIFY(!dangling.ok());
        QVERIFY2(dangling.error().message.contains(QStringLiteral("symbolic link to a file that does not exist")),
                 qPrintable(dangling.error().message));

#ifdef Q_OS_UNIX
        // A Latin-1 name reaches the program as U+FFFD (Qt decodes names as UTF-8); the
        // file is still the one opened, and two look-alikes are named byte for byte.
        const QByteArray latin1 = QFile::encodeName(dir.path()) + "/caf\xe9.md";
        {
            FILE *f = std::fopen(latin1.constData(), "wb");
            QVERIFY(f);
            std::fputs("# Caf\xc3\xa9 outage\n\n## Summary\n\nS.\n", f);
            std::fclose(f);
        }
        const QString given = dir.path() + QStringLiteral("/caf") + QChar(0xFFFD) + QStringLiteral(".md");
        const Expected<PostMortem> foreign = DraftFormat::load(given);
        QVERIFY2(foreign.ok(), qPrintable(foreign.error().toString()));
        QCOMPARE(foreign->sectionText(QStringLiteral("summary")), QStringLiteral("S."));
        const QByteArray twin = QFile::encodeName(dir.path()) + "/caf\xea.md";
        FILE *f = std::fopen(twin.constData(), "wb");
        QVERIFY(f);
        std::fclose(f);
        const Expected<PostMortem> ambiguous = DraftFormat::load(given);
        QVERIFY(!ambiguous.ok());
        QVERIFY2(ambiguous.error().message.contains(QStringLiteral("caf\\xe9.md")), qPrintable(ambiguous.error().message));
#endif
    }

    void loneCarriageReturnsEndLines()
    {
        const QByteArray bytes = "---\rtitle: Old Mac endings\rticket: MAC-1\r---\r\r# Old Mac endings\r\r## Summary\r\rCR only.\r\r## Fix\r\rF.\r";
        Expected<PostMortem> pm = DraftFormat::parse(bytes);
        QVERIFY2(pm.ok(), qPrintable(pm.error().toString()));
        QVERIFY(pm->source.cr);
        QVERIFY(pm->source.hasFrontMatter);
        QCOMPARE(pm->meta.ticket, QStringLiteral("MAC-1"));
        QCOMPARE(pm->sectionText(QStringLiteral("summary")), QStringLiteral("CR only."));
        QCOMPARE(pm->section(QStringLiteral("fix")).headingLine, 12);
        QCOMPARE(DraftFormat::write(pm.value()), bytes);
        // Edits keep the file's line ending, and no second front matter appears.
        pm.value().meta.ticket = QStringLiteral("MAC-2");
        pm.value().setSectionText(QStringLiteral("verification"), QStringLiteral("Ran it.\nTwice."));
        const QByteArray out = DraftFormat::write(pm.value());
        QVERIFY2(!out.contains('\n'), out.constData());
        QCOMPARE(out.count("---"), 2);
        QVERIFY(out.contains("ticket: MAC-2\r"));
        QVERIFY(out.contains("Ran it.\rTwice.\r"));
        const Expected<PostMortem> again = DraftFormat::parse(out);
        QVERIFY(again.ok());
        QCOMPARE(again->meta.ticket, QStringLiteral("MAC-2"));
        QCOMPARE(again->sectionText(QStringLiteral("verification")), QStringLiteral("Ran it.\nTwice."));
        QCOMPARE(DraftFormat::canonical(again.value()), DraftFormat::canonical(DraftFormat::parse(DraftFormat::canonical(again.value())).value()));
    }

    void mixedLineEndsStillSeparateANewSection()
    {
        // The file's line ending is "\n" (its first), the section before ends in a lone
        // "\r" inside an HTML block that only a blank line ends (found by fuzz_draftparser).
        Expected<PostMortem> pm = DraftFormat::parse("# T\n\n## Summary\n\nS.\n\n<div>\r x\r");
        QVERIFY2(pm.ok(), qPrintable(pm.error().toString()));
        pm.value().setSectionText(QStringLiteral("fix"), QStringLiteral("F."));
        const QByteArray out = DraftFormat::write(pm.value());
        QVERIFY2(out.startsWith("# T\n\n## Summary\n\nS.\n\n<div>\r x\r"), out.constData());
        const Expected<PostMortem> again = DraftFormat::parse(out);
        QVERIFY(again.ok());
        QCOMPARE(again->sectionText(QStringLiteral("summary")), QStringLiteral("S.\n\n<div>\n x"));
        QCOMPARE(again->sectionText(QStringLiteral("fix")), QStringLiteral("F."));
    }

    void utf8Validator_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<bool>("valid");
        QTest::newRow("ascii") << QByteArray("abc\n") << true;
        QTest::newRow("cjk") << QString::fromUtf8("根因\n").toUtf8() << true;
        QTest::newRow("emoji") << QByteArray("\xF0\x9F\x98\x80") << true;
        QTest::newRow("truncated") << QByteArray("\xE6\xA0") << false;
        QTest::newRow("lone continuation") << QByteArray("\x80") << false;
        QTest::newRow("surrogate") << QByteArray("\xED\xA0\x80") << false;
        QTest::newRow("too large") << QByteArray("\xF4\x90\x80\x80") << false;
        QTest::newRow("overlong") << QByteArray("\xE0\x80\xAF") << false;
    }
    void utf8Validator()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(bool, valid);
        QCOMPARE(DraftFormat::isValidUtf8(bytes), valid);
    }

    // The draft's own validator says what Qt's says (as the validator did before it was
    // written for speed), for every lead byte with every second byte and the edge values
    // of the bytes after it, whole and cut short, alone and after eight or sixteen ASCII
    // bytes (the validator passes ASCII sixteen bytes at a time, eight without SSE2).
    void utf8ValidatorAgreesWithQt()
    {
        const auto qtSays = [](const QByteArray &bytes) {
#if QT_VERSION >= QT_VERSION_CHECK(6, 3, 0)
            return QByteArrayView(bytes).isValidUtf8();
#else
            QTextCodec::ConverterState state(QTextCodec::IgnoreHeader);
            QTextCodec::codecForMib(106)->toUnicode(bytes.constData(), int(bytes.size()), &state);
            return state.invalidChars == 0 && state.remainingChars == 0;
#endif
        };
        int checked = 0;
        const auto check = [&](const QByteArray &bytes) {
            for (const QByteArray &input : {bytes, QByteArray(QByteArray("12345678") + bytes),
                                            QByteArray(QByteArray("0123456789abcdef") + bytes)}) {
                const bool qt = qtSays(input);
                if (DraftFormat::isValidUtf8(input) != qt) {
                    qWarning("%s: Qt says %s", input.toHex(' ').constData(), qt ? "valid" : "invalid");
                    return false;
                }
                ++checked;
            }
            return true;
        };
        const char edges[] = {'\x00', '\x41', '\x7F', '\x80', '\x8F', '\x90', '\x9F', '\xA0', '\xBF', '\xC0', '\xFF'};
        for (int lead = 0; lead < 256; ++lead) {
            for (int second = 0; second < 256; ++second) {
                const QByteArray two = QByteArray(QByteArray(1, char(lead)) + char(second));
                QVERIFY(check(two.left(1)) && check(two));
                if (lead < 0xE0)
                    continue; // the bytes after the second byte do not matter
                for (const char third : edges) {
                    QVERIFY(check(two + third));
                    if (lead < 0xF0)
                        continue;
                    for (const char fourth : edges)
                        QVERIFY(check(two + third + fourth));
                }
            }
        }
        QVERIFY(checked > 1000000);
    }

    // The draft decoder gives what QString::fromUtf8 gives, but for the byte order marks
    // it keeps at the start: every code point, after ASCII runs of every length around
    // the sixteen bytes it widens at a time, and bytes that are not UTF-8 at all.
    void utf8DecoderAgreesWithQt()
    {
        const auto reference = [](const QByteArray &bytes) -> QString {
            int boms = 0;
            while (bytes.mid(3 * boms, 3) == "\xEF\xBB\xBF")
                ++boms;
            return QString(boms, QChar(0xFEFF)) + QString::fromUtf8(bytes.constData() + 3 * boms, int(bytes.size()) - 3 * boms);
        };
        QList<QByteArray> inputs;
        for (char32_t first = 0; first <= 0x10FFFF; first += 997) {
            QString text;
            for (char32_t c = first; c < first + 997 && c <= 0x10FFFF; ++c) {
                if (c < 0xD800 || c > 0xDFFF)
                    text += QString::fromUcs4(&c, 1);
            }
            inputs << text.toUtf8();
        }
        const QByteArray chinese = QStringLiteral("根因：锁的顺序").toUtf8();
        for (int ascii = 0; ascii <= 40; ++ascii) {
            inputs << QByteArray(ascii, 'a') + chinese + QByteArray(ascii, 'b');
            inputs << QByteArray(ascii, 'a') + "\xFF" + QByteArray(ascii, 'b');
        }
        inputs << QByteArray("\xEF\xBB\xBF---") << QByteArray("\xEF\xBB\xBF\xEF\xBB\xBFx\xEF\xBB\xBF")
               << QByteArray("\xEF\xBB\xBF\xFFx") << QByteArray("\xED\xA0\x80") << QByteArray("\xC0\xAF")
               << QByteArray("\xF4\x90\x80\x80") << QByteArray("\xE6\xA0") << QByteArray("a\x80"
                                                                                         "b")
               << QByteArray();
        for (const QByteArray &bytes : std::as_const(inputs)) {
            const QString decoded = pm::detail::decodeUtf8(bytes.constData(), int(bytes.size()));
            if (decoded != reference(bytes))
                QFAIL(bytes.left(60).toHex(' ').constData());
        }
    }

    void oneMebibyteDraftOpens()
    {
        // A large draft parses and round-trips; speed is measured in the benchmark.
        QByteArray big = readFixture(QStringLiteral("roundtrip/full-en.md"));
        const QByteArray para = "The handler `Foo::bar()` in `src/foo.cc` returned early when `n == 0`.\n\n";
        while (big.size() < 1024 * 1024)
            big += para;
        const Expected<PostMortem> pm = DraftFormat::parse(big);
        QVERIFY(pm.ok());
        QCOMPARE(DraftFormat::write(pm.value()), big);
    }
};

QTEST_GUILESS_MAIN(TestDraftFiles)
#include "tst_draftfiles.moc"
