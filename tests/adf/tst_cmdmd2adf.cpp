#include "bufferio.h"
#include "cli.h"
#include "markdowntoadf.h"

#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace pm;

namespace {

} // namespace

// The md2adf command (design/cli.md): exit codes, messages, stdin and files.
class TestCmdMd2Adf : public QObject
{
    Q_OBJECT

private slots:
    void stdinToStdout_data();
    void stdinToStdout();
    void file();
    void leadingBoms_data();
    void leadingBoms();
    void badInput_data();
    void badInput();
};

void TestCmdMd2Adf::stdinToStdout_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("no argument") << QStringList();
    QTest::newRow("dash") << QStringList{QStringLiteral("-")};
    QTest::newRow("dash after --") << QStringList{QStringLiteral("--"), QStringLiteral("-")};
}

void TestCmdMd2Adf::stdinToStdout()
{
    QFETCH(QStringList, args);
    BufferIo io;
    io.stdinBytes = "# T\n\n- [x] done `x`\n";
    QCOMPARE(cli::cmdMd2Adf(args, io), int(cli::Ok));
    QVERIFY(io.stderrBytes.isEmpty());
    QVERIFY(io.stdoutBytes.endsWith("}\n"));
    QCOMPARE(io.stdoutBytes.count('\n'), 1); // compact: one line
    const QJsonObject doc = QJsonDocument::fromJson(io.stdoutBytes).object();
    QCOMPARE(doc, markdownToAdf(QString::fromUtf8(io.stdinBytes)));
    QVERIFY(adfProblems(doc).isEmpty());
}

void TestCmdMd2Adf::file()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("in.md"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("\xEF\xBB\xBF\xE6\xA0\xB9\xE5\x9B\xA0\n");
    f.close();
    BufferIo io;
    QCOMPARE(cli::cmdMd2Adf({path}, io), int(cli::Ok));
    QCOMPARE(io.stdoutBytes,
             QByteArray(R"({"type":"doc","version":1,"content":[{"type":"paragraph","content":[{"type":"text","text":")"
                        "\xE6\xA0\xB9\xE5\x9B\xA0"
                        R"("}]}]})"
                        "\n"));
}

// A file saved twice with a BOM (or a BOM that survived a decoding pass) starts
// with U+FEFF twice. The command line and the QString entry point must agree on it,
// however the caller decoded the bytes.
void TestCmdMd2Adf::leadingBoms_data()
{
    QTest::addColumn<int>("boms");
    QTest::newRow("one") << 1;
    QTest::newRow("two") << 2;
    QTest::newRow("three") << 3;
}

void TestCmdMd2Adf::leadingBoms()
{
    QFETCH(int, boms);
    const QByteArray text("# Title\n\nbody \xEF\xBB\xBF kept\n");
    const QByteArray bytes = QByteArray("\xEF\xBB\xBF").repeated(boms) + text;
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("in.md"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QCOMPARE(f.write(bytes), bytes.size());
    f.close();
    BufferIo io;
    QCOMPARE(cli::cmdMd2Adf({path}, io), int(cli::Ok));
    const QByteArray expected = markdownToAdfJson(QString::fromUtf8(text)) + '\n';
    QCOMPARE(io.stdoutBytes, expected);
    QCOMPARE(markdownToAdfJson(QString::fromUtf8(bytes)) + '\n', expected);
    QCOMPARE(markdownToAdfJson(QString(boms, QChar(0xFEFF)) + QString::fromUtf8(text)) + '\n', expected);
    QCOMPARE(markdownUtf8ToAdfJson(bytes) + '\n', expected);
    // Only the leading ones are byte-order marks; one inside the text is text.
    QVERIFY(expected.contains("body \\ufeff kept"));
}

void TestCmdMd2Adf::badInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("stdinBytes");
    QTest::addColumn<QString>("message");
    QTest::newRow("invalid UTF-8") << QStringList() << QByteArray("ok\n\xC3\x28\n") << "postmortem-editor: <stdin>:2: invalid UTF-8";
    QTest::newRow("binary") << QStringList{QStringLiteral("-")} << QByteArray("a\nb\0c", 5) << "postmortem-editor: <stdin>:2: this is a binary file";
    QTest::newRow("missing file") << QStringList{QStringLiteral("/nonexistent/x.md")} << QByteArray() << "postmortem-editor: /nonexistent/x.md: ";
    QTest::newRow("two inputs") << QStringList{QStringLiteral("a"), QStringLiteral("b")} << QByteArray() << "postmortem-editor: md2adf: one input at most";
    QTest::newRow("unknown option") << QStringList{QStringLiteral("--json")} << QByteArray() << "postmortem-editor: md2adf: unknown option --json";
}

void TestCmdMd2Adf::badInput()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, stdinBytes);
    QFETCH(QString, message);
    BufferIo io;
    io.stdinBytes = stdinBytes;
    QCOMPARE(cli::cmdMd2Adf(args, io), int(cli::UsageError));
    QVERIFY(io.stdoutBytes.isEmpty());
    const QString err = QString::fromUtf8(io.stderrBytes);
    QVERIFY2(err.startsWith(message), qPrintable(err));
    QCOMPARE(err.count(QLatin1Char('\n')), 1); // one line
}

QTEST_GUILESS_MAIN(TestCmdMd2Adf)
#include "tst_cmdmd2adf.moc"
