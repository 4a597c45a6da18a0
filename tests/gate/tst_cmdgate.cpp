#include "bufferio.h"
#include "cli.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace pm;

namespace {

QByteArray draft(const QByteArray &gate, const QByteArray &scope)
{
    // The gate reads evidence in the sections too: a named mechanism in Root cause, the
    // fix reference in Fix.
    return "---\ntitle: T\ngate:\n" + gate + "scope:\n" + scope
           + "---\n\n# T\n\n## Summary\n\nText.\n\n## Root cause\n\n`flush()` runs before "
             "`commit()`.\n\n## Fix\n\norg/repo#12 (and #4, commit 9f3c2e1) orders them.\n";
}

const QByteArray fullGate = "  repro: \"./repro.sh fails on 50/50 runs\"\n  root_cause: confirmed\n"
                            "  fix: \"org/repo#12\"\n  verified: \"200/200 runs pass\"\n";
const QByteArray noScope = "  customer_visible: false\n  trivial: false\n  override: false\n";

} // namespace

class tst_CmdGate : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void json_data();
    void json();
    void text();
    void usageErrors_data();
    void usageErrors();
};

void tst_CmdGate::json_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("code");
    QTest::addColumn<QStringList>("missing");
    QTest::addColumn<QStringList>("scope");

    // clang-format off
    QTest::newRow("passes") << draft(fullGate, noScope) << 0 << QStringList() << QStringList();
    QTest::newRow("no front matter") << QByteArray("# T\n\n## Summary\n\nText.\n") << 1
                                     << QStringList{"repro", "root-cause", "fix", "verified"}
                                     << QStringList();
    QTest::newRow("sometimes, hypothesis")
        << draft("  repro: \"it sometimes hangs\"\n  root_cause: hypothesis\n  fix: \"#4\"\n"
                 "  verified: \"10/10 runs pass\"\n", noScope)
        << 1 << QStringList{"repro", "root-cause"} << QStringList();
    QTest::newRow("customer visible")
        << draft(fullGate, "  customer_visible: true\n  trivial: false\n  override: false\n") << 1
        << QStringList() << QStringList{"customer-visible"};
    QTest::newRow("trivial overridden")
        << draft(fullGate, "  customer_visible: false\n  trivial: true\n  override: true\n") << 0
        << QStringList() << QStringList();
    // clang-format on
}

void tst_CmdGate::json()
{
    QFETCH(QByteArray, bytes);
    QFETCH(int, code);
    QFETCH(QStringList, missing);
    QFETCH(QStringList, scope);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("d.md"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
    f.close();

    BufferIo io;
    QCOMPARE(cli::cmdGate({path, QStringLiteral("--format"), QStringLiteral("json")}, io), code);
    QVERIFY2(io.stderrBytes.isEmpty(), io.stderrBytes.constData());
    QJsonParseError error;
    const QJsonObject o = QJsonDocument::fromJson(io.stdoutBytes, &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(o.keys(), (QStringList{"messages", "missing", "passed", "scope"}));
    QCOMPARE(o.value(QStringLiteral("passed")).toBool(), code == 0);
    QStringList gotMissing;
    for (const QJsonValue &v : o.value(QStringLiteral("missing")).toArray())
        gotMissing << v.toString();
    QStringList gotScope;
    for (const QJsonValue &v : o.value(QStringLiteral("scope")).toArray())
        gotScope << v.toString();
    QCOMPARE(gotMissing, missing);
    QCOMPARE(gotScope, scope);
    // Every missing input and every blocking scope check gets its reason.
    QCOMPARE(o.value(QStringLiteral("messages")).toArray().size(), missing.size() + scope.size());
    // cli.md's key order, for people reading the output.
    QVERIFY(io.stdoutBytes.startsWith("{\"passed\": "));
}

void tst_CmdGate::text()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("d.md"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(draft("  repro: \"\"\n  root_cause: confirmed\n  fix: \"9f3c2e1\"\n  verified: \"3/3 runs pass\"\n",
                  "  customer_visible: true\n  trivial: false\n  override: false\n"));
    f.close();
    BufferIo io;
    QCOMPARE(cli::cmdGate({path}, io), 1);
    const QString out = QString::fromUtf8(io.stdoutBytes);
    QVERIFY2(out.contains(QLatin1String("repro: missing: ")), qPrintable(out));
    QVERIFY(out.contains(QLatin1String("root-cause: ok")));
    QVERIFY(out.contains(QLatin1String("fix: ok")));
    QVERIFY(out.contains(QLatin1String("customer-visible: blocks: ")));
    QVERIFY(out.contains(QLatin1String("gate failed")));
    QVERIFY(out.contains(QLatin1String("incident report")));
}

void tst_CmdGate::usageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("part");
    QTest::newRow("no file") << QStringList() << "expected one FILE";
    QTest::newRow("two files") << QStringList{"a.md", "b.md"} << "expected one FILE";
    QTest::newRow("bad format") << QStringList{"a.md", "--format", "yaml"} << "text or json";
    QTest::newRow("missing file") << QStringList{"/nonexistent/a.md"} << "/nonexistent/a.md";
}

void tst_CmdGate::usageErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, part);
    BufferIo io;
    QCOMPARE(cli::cmdGate(args, io), 2);
    const QString err = QString::fromUtf8(io.stderrBytes);
    QVERIFY2(err.startsWith(QLatin1String("postmortem-editor: ")) && err.contains(part), qPrintable(err));
    QCOMPARE(err.count(QLatin1Char('\n')), 1);
    QVERIFY(io.stdoutBytes.isEmpty());
}

QTEST_GUILESS_MAIN(tst_CmdGate)
#include "tst_cmdgate.moc"
