#include "identifiers.h"

#include <QTest>

using namespace pm::text;

class tst_Identifiers : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void token_data();
    void token();
    void inText_data();
    void inText();
    void owner_data();
    void owner();
    void none_data();
    void none();
};

void tst_Identifiers::token_data()
{
    QTest::addColumn<QString>("token");
    QTest::addColumn<bool>("identifier");
    QTest::newRow("camelCase") << "scratchBuf" << true;
    QTest::newRow("snake_case") << "all_reduce_perf" << true;
    QTest::newRow("scope") << "prim.h::syncWaitPeer" << true;
    QTest::newRow("arrow") << "handle->shared" << true;
    QTest::newRow("call") << "evict()" << true;
    QTest::newRow("call with args") << "reindex(segmentId)," << true;
    QTest::newRow("path") << "tests/single_stream_test.cpp" << true;
    QTest::newRow("relative path") << "./tools/repro.sh" << true;
    QTest::newRow("file name") << "replay.cc" << true;
    QTest::newRow("member") << "plan.persistent" << true;
    QTest::newRow("sha") << "9f3c2e1" << true;
    QTest::newRow("hex literal") << "0xdeadbeef" << true;
    QTest::newRow("assignment") << "numStreams=2" << true;
    QTest::newRow("comparison") << "a==b" << true;
    QTest::newRow("plain word") << "hang" << false;
    QTest::newRow("capitalised") << "Tada" << false;
    QTest::newRow("acronym") << "GPU" << false;
    QTest::newRow("e.g.") << "e.g." << false;
    QTest::newRow("and/or") << "and/or" << false;
    QTest::newRow("number") << "2024" << false;
    QTest::newRow("end of sentence") << "done." << false;
    QTest::newRow("bold") << "**important**" << false;
    QTest::newRow("markdown emphasis underscores") << "_word_" << false;
    // The plain-word shortcut's edges: camelCase after a capital, an operator at the end.
    QTest::newRow("camelCase capitalised") << "GitLabRunner" << true;
    QTest::newRow("camelCase short") << "aB" << true;
    QTest::newRow("word then comma") << "retried," << false;
    QTest::newRow("word then scope") << "Foo::" << true;
    QTest::newRow("word then two stops") << "end.." << false;
    QTest::newRow("product name") << "GitHub" << false;
}

void tst_Identifiers::token()
{
    QFETCH(QString, token);
    QFETCH(bool, identifier);
    QCOMPARE(looksLikeIdentifier(token), identifier);
}

void tst_Identifiers::inText_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("identifier");
    QTest::newRow("prose") << "The cache returned old data." << false;
    QTest::newRow("code span") << "The `cacheGet` returned old data." << true;
    // A plain word in backticks is prose set in code font, not the code's index.
    QTest::newRow("code span: a plain word") << "The `cache` returned old data." << false;
    QTest::newRow("code span: a release") << "Released in 1.270.1 to everyone." << true;
    QTest::newRow("fenced") << "Log:\n\n```\nboom\n```" << true;
    QTest::newRow("quoted error") << "It printed \"connection reset by peer\"." << true;
    QTest::newRow("cjk quotes") << "日志显示“连接被重置”。" << true;
    QTest::newRow("short quote") << "a \"x\" b" << false;
    QTest::newRow("identifier among CJK") << "在tadaLaunchPrepare中" << true;
    QTest::newRow("identifier in a comment only") << "Prose <!-- scratchBuf --> only." << false;
}

void tst_Identifiers::inText()
{
    QFETCH(QString, text);
    QFETCH(bool, identifier);
    MarkdownMask mask;
    mask.build(text);
    QCOMPARE(hasIdentifier(mask, 0, int(text.size())), identifier);
}

void tst_Identifiers::owner_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("metaOwner");
    QTest::addColumn<bool>("owner");
    // clang-format off
    QTest::newRow("parenthetical name") << "Add a test. (Alex, JIRA-12346.)" << "" << true;
    QTest::newRow("two-word name") << "Add a test. (Priya Raman, CDN-4822)" << "" << true;
    QTest::newRow("team") << "Add a test. (edge-cache team)" << "" << true;
    QTest::newRow("zh name") << "补充用例。（张伟，JIRA-1。）" << "" << true;
    QTest::newRow("zh team") << "补充用例。（网关团队）" << "" << true;
    QTest::newRow("keyword") << "Owner: Sam. Add a test." << "" << true;
    QTest::newRow("zh keyword") << "负责人李娜" << "" << true;
    QTest::newRow("handle") << "Add a test @sam." << "" << true;
    QTest::newRow("meta owner") << "Sam adds a test." << "Sam Ortiz" << true;
    QTest::newRow("dash clause") << "Add a test — Alex, JIRA-1" << "" << true;
    QTest::newRow("tracking only") << "Add a test. (Tracked as JIRA-12347.)" << "" << false;
    QTest::newRow("zh tracking only") << "审查快速路径。（已登记为 JIRA-12347。）" << "" << false;
    QTest::newRow("placeholder") << "清理缓存。（待补充）" << "" << false;
    QTest::newRow("nothing") << "Add a per-object metric." << "" << false;
    QTest::newRow("email is not a handle") << "mail ops@example.com" << "" << false;
    // clang-format on
}

void tst_Identifiers::owner()
{
    QFETCH(QString, text);
    QFETCH(QString, metaOwner);
    QFETCH(bool, owner);
    QCOMPARE(namesOwner(text, metaOwner), owner);
}

void tst_Identifiers::none_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("none");
    QTest::newRow("seed en") << "None — this fix is sufficient; no follow-up is needed for this class of bug." << true;
    QTest::newRow("seed zh") << "无——此修复已足够，无需针对这类 Bug 进行后续跟进。" << true;
    QTest::newRow("short") << "None." << true;
    QTest::newRow("no follow-ups") << "No follow-ups." << true;
    QTest::newRow("noun starting with none") << "Nonetheless we add a test." << false;
    QTest::newRow("zh word starting with 无") << "无锁队列需要审查。" << false;
}

void tst_Identifiers::none()
{
    QFETCH(QString, text);
    QFETCH(bool, none);
    QCOMPARE(isNoneStatement(text), none);
}

QTEST_GUILESS_MAIN(tst_Identifiers)
#include "tst_identifiers.moc"
