// import FILE [-o OUT]: a foreign post-mortem becomes a draft with the authors' text
// verbatim; only headings map, and the report says what mapped and what stayed extra.
#include "bufferio.h"
#include "chinesemessages.h"
#include "cli.h"
#include "draftformat.h"
#include "importer.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace pm;

class tst_CmdImport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void headingsMap_data();
    void headingsMap();
    void textIsVerbatim();
    void crlfKept();
    void writesOutAndRefusesToOverwrite();
    void refusesADraft();
    void authorChangesTheMapping();
    void impactWithoutUsersStaysExtra();
    void reportNamesTheFactsNotTheirKeys_data();
    void reportNamesTheFactsNotTheirKeys();
};

void tst_CmdImport::headingsMap_data()
{
    QTest::addColumn<QString>("markdown");
    QTest::addColumn<QString>("language");
    QTest::addColumn<QStringList>("ids");      // section ids in file order ("" = extra)
    QTest::addColumn<QStringList>("headings"); // headings in the draft
    QTest::addColumn<int>("mapped");
    QTest::addColumn<int>("extra");

    QTest::newRow("en") << QStringLiteral("# Stale watch\n\n## Impact\n\nClients saw old data.\n\n## What went wrong\n\n`Replace()` resets `rv`.\n\n## Resolution\n\nPR #118 keeps it.\n\n## Detection\n\nAn alert on `watch_lag`.\n\n## Lessons learned\n\nMore alerts.\n")
                        << "en"
                        << QStringList{"symptoms", "root-cause", "fix", "how-found", ""}
                        << QStringList{"Symptoms", "Root cause", "Fix", "How it was found", "Lessons learned"}
                        << 4 << 1;
    // Headings read by their words and their text, at any level: a summary by another
    // name, causes, a nested "why it was not caught", details of the fix.
    QTest::newRow("en by meaning") << QStringLiteral("# Lease loss\n\n## Incident Overview\n\nLeases expired early.\n\n## Timeline\n\n- 10:00 alert\n\n## Causes\n\n`renew()` skips the jitter because `lease.ttl` is read twice.\n\n### Why This Escaped Testing\n\nNo test covers `renew()` under clock skew.\n\n## Details of the fix\n\nPR #41 changed `renew()` to read the TTL once.\n\n## Lessons learned\n\nFewer clocks.\n")
                                   << "en"
                                   << QStringList{"summary", "", "root-cause", "why-slipped", "fix", ""}
                                   << QStringList{"Summary", "Timeline", "Root cause", "Why it slipped through", "Fix", "Lessons learned"}
                                   << 4 << 2;
    QTest::newRow("zh by meaning") << QStringLiteral("# 租约提前过期\n\n## 表面现象\n\n租约提前失效。\n\n## 问题定位\n\n`renew()` 因为两次读取 `lease.ttl` 导致抖动被跳过。\n\n## 解决办法\n\nPR #41 改为只读取一次。\n\n## 参考链接\n\n- 无\n")
                                   << "zh"
                                   << QStringList{"symptoms", "root-cause", "fix", ""}
                                   << QStringList{"症状", "根因", "修复", "参考链接"}
                                   << 3 << 1;
    QTest::newRow("zh") << QStringLiteral("# 注册中心推送丢失\n\n## 问题描述\n\n消费者收不到 `providers` 变更。\n\n## 问题排查\n\n抓包发现 `notify()` 未调用。\n\n## 原因分析\n\n`RegistryDirectory` 缓存了旧的 URL。\n\n## 如何修复\n\nPR #2031 清空缓存。\n\n## 后续改进\n\n- 增加测试。（张伟，DUBBO-1）\n\n## 时间线\n\n- 10:00 告警\n")
                        << "zh"
                        << QStringList{"symptoms", "how-found", "root-cause", "fix", "action-items", ""}
                        << QStringList{"症状", "如何发现问题", "根因", "修复", "行动项 / 后续跟进", "时间线"}
                        << 5 << 1;
}

void tst_CmdImport::headingsMap()
{
    QFETCH(QString, markdown);
    QFETCH(QString, language);
    QFETCH(QStringList, ids);
    QFETCH(QStringList, headings);
    QFETCH(int, mapped);
    QFETCH(int, extra);
    const Expected<ImportResult> r = importForeign(markdown.toUtf8(), QStringLiteral("x.md"));
    QVERIFY2(r, qPrintable(r ? QString() : r.error().toString()));
    QCOMPARE(r->language, language);
    QCOMPARE(int(r->mapped.size()), mapped);
    QCOMPARE(int(r->extra.size()), extra);
    const Expected<PostMortem> pm = DraftFormat::parse(r->draft, QStringLiteral("x.md"));
    QVERIFY(pm);
    QStringList gotIds;
    QStringList gotHeadings;
    for (const Section &s : pm->sections) {
        gotIds << s.id;
        gotHeadings << s.heading.trimmed();
    }
    QCOMPARE(gotIds, ids);
    QCOMPARE(gotHeadings, headings);
    // The front matter exists with empty gate inputs; the gate refuses all four.
    QVERIFY(pm->source.hasFrontMatter);
    QVERIFY(pm->gate.repro.isEmpty() && pm->gate.fix.isEmpty() && pm->gate.verified.isEmpty());
    QCOMPARE(pm->gate.rootCause, RootCauseState::Unknown);
    QCOMPARE(pm->meta.language, language);
    QVERIFY(!pm->meta.title.isEmpty());
    // The report names each mapped and each extra heading with its line.
    const QString report = r->report();
    for (const QString &m : r->mapped)
        QVERIFY(report.contains(m));
    QVERIFY(report.contains(QLatin1String("line ")));
}

void tst_CmdImport::textIsVerbatim()
{
    const QByteArray body = "# Title\n\nIntro with trailing spaces   \n\n## RCA\n\n`f()`  drops *it*.\n\n\n## Timeline\n\n09:00 x\n";
    const Expected<ImportResult> r = importForeign(body, QStringLiteral("x.md"));
    QVERIFY(r);
    // Everything after the front matter is the input with one heading line changed.
    const int start = int(r->draft.indexOf("# Title"));
    QVERIFY(start > 0);
    QByteArray expected = body;
    expected.replace("## RCA\n", "## Root cause\n");
    QCOMPARE(r->draft.mid(start), expected);
}

void tst_CmdImport::crlfKept()
{
    const QByteArray body = "# T\r\n\r\n## Resolution\r\n\r\nPR #1.\r\n";
    const Expected<ImportResult> r = importForeign(body, QStringLiteral("x.md"));
    QVERIFY(r);
    QVERIFY(r->draft.contains("## Fix\r\n\r\nPR #1.\r\n"));
    QVERIFY(r->draft.startsWith("---\r\n"));
}

void tst_CmdImport::writesOutAndRefusesToOverwrite()
{
    QTemporaryDir dir;
    const QString in = dir.filePath(QStringLiteral("in.md"));
    const QString out = dir.filePath(QStringLiteral("out.md"));
    {
        QFile f(in);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("# T\n\n## Resolution\n\nPR #1.\n");
    }
    BufferIo io;
    QCOMPARE(cli::run({QStringLiteral("import"), in, QStringLiteral("-o"), out}, io), 0);
    QVERIFY(io.stdoutBytes.isEmpty());
    QVERIFY2(io.stderrBytes.contains("\"Resolution\" (line 3) -> Fix"), io.stderrBytes.constData());
    QFile f(out);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray written = f.readAll();
    QVERIFY(written.contains("## Fix\n"));
    BufferIo again;
    QCOMPARE(cli::run({QStringLiteral("import"), in, QStringLiteral("-o"), out}, again), 2);
    QVERIFY(again.stderrBytes.contains("already exists"));
    QFile same(out);
    QVERIFY(same.open(QIODevice::ReadOnly));
    QCOMPARE(same.readAll(), written);
}

void tst_CmdImport::refusesADraft()
{
    BufferIo io;
    io.stdinBytes = "---\ntitle: x\n---\n\n## Fix\n\nPR #1.\n";
    QCOMPARE(cli::run({QStringLiteral("import"), QStringLiteral("-")}, io), 2);
    QVERIFY2(io.stderrBytes.contains("already a draft"), io.stderrBytes.constData());
    BufferIo usage;
    QCOMPARE(cli::run({QStringLiteral("import")}, usage), 2);
    QVERIFY(usage.stderrBytes.contains("expected one FILE"));
}

// --map LINE=SECTION overrides a choice; the report gives the reason for each heading.
void tst_CmdImport::authorChangesTheMapping()
{
    const QByteArray body = "# T\n\n## Background\n\nA load test showed it.\n\n## Causes\n\n`f()` returns early because `n == 0`.\n";
    const Expected<ImportResult> plain = importForeign(body, QStringLiteral("x.md"));
    QVERIFY(plain);
    QVERIFY2(plain->report().contains(QLatin1String("why: ")), qPrintable(plain->report()));
    QVERIFY(plain->report().contains(QLatin1String("\"Background\" (line 3): not one of the nine")));
    BufferIo io;
    io.stdinBytes = body;
    QCOMPARE(cli::run({QStringLiteral("import"), QStringLiteral("-"), QStringLiteral("--map"), QStringLiteral("3=how-found")}, io), 0);
    QVERIFY2(io.stderrBytes.contains("\"Background\" (line 3) -> How it was found"), io.stderrBytes.constData());
    QVERIFY(io.stderrBytes.contains("your choice"));
    QVERIFY(io.stdoutBytes.contains("## How it was found\n"));
    BufferIo bad;
    bad.stdinBytes = body;
    QCOMPARE(cli::run({QStringLiteral("import"), QStringLiteral("-"), QStringLiteral("--map"), QStringLiteral("4=fix")}, bad), 2);
    QVERIFY2(bad.stderrBytes.contains("holds no heading"), bad.stderrBytes.constData());
    BufferIo unknown;
    unknown.stdinBytes = body;
    QCOMPARE(cli::run({QStringLiteral("import"), QStringLiteral("-"), QStringLiteral("--map"), QStringLiteral("3=banana")}, unknown), 2);
}

// An impact section that says nobody was affected is incident material, not a symptom.
void tst_CmdImport::impactWithoutUsersStaysExtra()
{
    const QByteArray body = "# T\n\n## Impact\n\nNo users were affected; the bug was never exploited.\n\n## Root cause\n\n`f()` skips `g()`.\n";
    const Expected<ImportResult> r = importForeign(body, QStringLiteral("x.md"));
    QVERIFY(r);
    QCOMPARE(int(r->mapped.size()), 1);
    QVERIFY(r->draft.contains("## Impact\n"));
}

void tst_CmdImport::reportNamesTheFactsNotTheirKeys_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("forWindow");
    QTest::addColumn<QStringList>("needles");
    const QStringList en{QStringLiteral("Reliable reproduction"), QStringLiteral("Known root cause"),
                         QStringLiteral("Fix identified"), QStringLiteral("Fix verified")};
    const QStringList zh{QStringLiteral("可靠复现"), QStringLiteral("已知根因"), QStringLiteral("已确定修复方案"),
                         QStringLiteral("已验证修复")};
    QTest::newRow("command line") << QStringLiteral("en") << false << (en + QStringList{QStringLiteral("--map")});
    QTest::newRow("window") << QStringLiteral("en") << true << (en + QStringList{QStringLiteral("Problems panel")});
    QTest::newRow("command line, zh") << QStringLiteral("zh") << false << zh;
    QTest::newRow("window, zh") << QStringLiteral("zh") << true << (zh + QStringList{QStringLiteral("四项事实")});
}

// The report speaks of the four facts by the names the editor shows, in either language,
// never by their front-matter keys; the window's report has no command-line option.
void tst_CmdImport::reportNamesTheFactsNotTheirKeys()
{
    QFETCH(QString, language);
    QFETCH(bool, forWindow);
    QFETCH(QStringList, needles);
    const pmtest::MessagesIn messages(language);
    QVERIFY(messages.ok());
    const QByteArray body = "# T\n\n## Root cause\n\n`f()` skips `g()`.\n";
    const Expected<ImportResult> r = importForeign(body, QStringLiteral("x.md"));
    QVERIFY(r);
    const QString report = r->report(forWindow);
    for (const QString &needle : needles)
        QVERIFY2(report.contains(needle), qPrintable(report));
    for (const char *key : {"root_cause", "repro,", "gate input"})
        QVERIFY2(!report.contains(QLatin1String(key)), qPrintable(report));
    if (forWindow)
        QVERIFY2(!report.contains(QLatin1String("--map")), qPrintable(report));
}

QTEST_GUILESS_MAIN(tst_CmdImport)
#include "tst_cmdimport.moc"
