#include "bufferio.h"
#include "cli.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace pm;

namespace {

QString fixture(const char *name)
{
    return QStringLiteral(PM_FIXTURES_DIR "/") + QLatin1String(name);
}

} // namespace

class tst_CmdLint : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // lint reads the Preferences' disabled rules: never the developer's own settings.
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("postmortem-editor-test-cmdlint"));
    }
    void exitCodes_data();
    void exitCodes();
    void textFormat();
    void jsonShape();
    void multipleFiles();
    void jsonUnchanged();
    void inputErrors_data();
    void inputErrors();
};

void tst_CmdLint::exitCodes_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("strict");
    QTest::addColumn<int>("code");
    QTest::newRow("clean") << fixture("clean/en-tada-hang.md") << false << 0;
    QTest::newRow("clean strict") << fixture("clean/zh-tada-hang.md") << true << 0;
    QTest::newRow("errors") << fixture("flawed/en-flaws.md") << false << 1;
    // Warnings and infos only: passes, unless --strict.
    QTest::newRow("warnings only") << fixture("flawed/zh-seed-example.md") << false << 0;
    QTest::newRow("warnings only strict") << fixture("flawed/zh-seed-example.md") << true << 1;
}

void tst_CmdLint::exitCodes()
{
    QFETCH(QString, file);
    QFETCH(bool, strict);
    QFETCH(int, code);
    BufferIo io;
    QStringList args{file};
    if (strict)
        args << QStringLiteral("--strict");
    QCOMPARE(cli::cmdLint(args, io), code);
    QVERIFY(io.stderrBytes.isEmpty());
    QCOMPARE(io.stdoutBytes.isEmpty(), file.contains(QLatin1String("/clean/")));
}

void tst_CmdLint::textFormat()
{
    BufferIo io;
    const QString file = fixture("flawed/zh-flaws.md");
    QCOMPARE(cli::cmdLint({file}, io), 1);
    const QStringList lines = QString::fromUtf8(io.stdoutBytes).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QVERIFY(lines.size() > 10);
    // FILE:LINE:COLUMN: SEVERITY: MESSAGE [RULE], columns in characters.
    QVERIFY2(lines.contains(file + QStringLiteral(":16:16: warning: Hedge: “我们认为”. [hedging]")),
             qPrintable(lines.join(QLatin1Char('\n'))));
    QVERIFY(lines.contains(file + QStringLiteral(":41:17: error: Placeholder “待定” must be filled in before publishing. [placeholder]")));
}

void tst_CmdLint::jsonShape()
{
    BufferIo io;
    const QString file = fixture("flawed/zh-flaws.md");
    QCOMPARE(cli::cmdLint({file, QStringLiteral("--format"), QStringLiteral("json")}, io), 1);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(io.stdoutBytes, &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    QVERIFY(doc.isArray());
    const QJsonArray items = doc.array();
    QVERIFY(items.size() > 10);
    const QStringList keys{"column", "file", "length", "line", "message", "rule", "section",
                           "severity", "suggestion"};
    bool sawHedge = false;
    for (const QJsonValue &v : items) {
        const QJsonObject o = v.toObject();
        QCOMPARE(o.keys(), keys);
        QVERIFY(o.value(QStringLiteral("line")).isDouble());
        QVERIFY(QStringList({"error", "warning", "info"}).contains(o.value(QStringLiteral("severity")).toString()));
        if (o.value(QStringLiteral("rule")).toString() == QLatin1String("hedging")
            && o.value(QStringLiteral("line")).toInt() == 16) {
            sawHedge = true;
            QCOMPARE(o.value(QStringLiteral("file")).toString(), file);
            QCOMPARE(o.value(QStringLiteral("column")).toInt(), 16);
            QCOMPARE(o.value(QStringLiteral("length")).toInt(), 4); // 我们认为: four characters
            QCOMPARE(o.value(QStringLiteral("section")).toString(), QStringLiteral("summary"));
            QVERIFY(!o.value(QStringLiteral("suggestion")).toString().isEmpty());
        }
    }
    QVERIFY(sawHedge);

    BufferIo clean;
    QCOMPARE(cli::cmdLint({fixture("clean/en-stale-etag.md"), QStringLiteral("--format=json")}, clean), 0);
    QCOMPARE(QJsonDocument::fromJson(clean.stdoutBytes).array().size(), 0);
}

void tst_CmdLint::multipleFiles()
{
    BufferIo io;
    QCOMPARE(cli::cmdLint({fixture("clean/en-tada-hang.md"), fixture("flawed/en-crlf-structure.md"),
                           QStringLiteral("--format"), QStringLiteral("json")},
                          io),
             1);
    const QJsonArray items = QJsonDocument::fromJson(io.stdoutBytes).array();
    QCOMPARE(items.size(), 5); // its five labelled findings (fixtures/flawed)
    for (const QJsonValue &v : items)
        QVERIFY(v.toObject().value(QStringLiteral("file")).toString().endsWith(QLatin1String("en-crlf-structure.md")));
}

// The JSON of every fixture draft, byte for byte, as the linter wrote it before the speed
// work of issue 9 (fixtures/golden/lint-fixtures.json): the faster matching, the cached
// messages and the in-place writer change no byte. A rule change that moves findings
// regenerates it, from tests/lint/fixtures:
//   postmortem-editor lint --format json clean/*.md flawed/*.md corpus/*.md > golden/lint-fixtures.json
void tst_CmdLint::jsonUnchanged()
{
    const QString root = QStringLiteral(PM_FIXTURES_DIR);
    QStringList args;
    for (const char *dir : {"clean", "flawed", "corpus"}) {
        const QStringList names = QDir(root + QLatin1Char('/') + QLatin1String(dir))
                                      .entryList({QStringLiteral("*.md")}, QDir::Files, QDir::Name);
        for (const QString &name : names)
            args << QLatin1String(dir) + QLatin1Char('/') + name;
    }
    QVERIFY(args.size() >= 40);
    QFile golden(root + QStringLiteral("/golden/lint-fixtures.json"));
    QVERIFY(golden.open(QIODevice::ReadOnly));
    const QByteArray expected = golden.readAll();
    const QString before = QDir::currentPath();
    QVERIFY(QDir::setCurrent(root)); // the file names in the JSON are the arguments
    BufferIo io;
    const int code = cli::cmdLint(args << QStringLiteral("--format") << QStringLiteral("json"), io);
    QDir::setCurrent(before);
    QCOMPARE(code, 1);
    if (io.stdoutBytes != expected) {
        // Name the first finding that differs rather than dumping 60 KB.
        const QList<QByteArray> got = io.stdoutBytes.split('\n');
        const QList<QByteArray> want = expected.split('\n');
        for (int i = 0; i < qMin(got.size(), want.size()); ++i)
            QVERIFY2(got.at(i) == want.at(i), qPrintable(QStringLiteral("item %1:\n got  %2\n want %3")
                                                             .arg(i)
                                                             .arg(QString::fromUtf8(got.at(i)),
                                                                  QString::fromUtf8(want.at(i)))));
        QCOMPARE(got.size(), want.size());
    }
}

void tst_CmdLint::inputErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("file"); // written to a temp file when not empty
    QTest::addColumn<QString>("stderrPart");
    QTest::newRow("no file") << QStringList() << QByteArray() << "lint: expected FILE";
    QTest::newRow("bad format") << QStringList{"--format", "xml", "x.md"} << QByteArray() << "text or json";
    QTest::newRow("missing file") << QStringList{"/nonexistent/x.md"} << QByteArray() << "/nonexistent/x.md";
    QTest::newRow("bad front matter") << QStringList() << QByteArray("---\nrevision: abc\n---\n# T\n") << ":2:";
    QTest::newRow("invalid utf-8") << QStringList() << QByteArray("# T\n\n## Fix\n\xff\xfe\n") << ":4:";
}

void tst_CmdLint::inputErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, file);
    QFETCH(QString, stderrPart);
    QTemporaryDir dir;
    if (!file.isEmpty()) {
        const QString path = dir.filePath(QStringLiteral("draft.md"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(file);
        f.close();
        args << path;
    }
    BufferIo io;
    QCOMPARE(cli::cmdLint(args, io), 2);
    const QString err = QString::fromUtf8(io.stderrBytes);
    QVERIFY2(err.startsWith(QLatin1String("postmortem-editor: ")), qPrintable(err));
    QVERIFY2(err.contains(stderrPart), qPrintable(err));
    QCOMPARE(err.count(QLatin1Char('\n')), 1); // one line
}

QTEST_GUILESS_MAIN(tst_CmdLint)
#include "tst_cmdlint.moc"
