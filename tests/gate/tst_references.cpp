#include "references.h"

#include <QTest>

#include <algorithm>

using namespace pm;

class tst_References : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void fixReference_data();
    void fixReference();
    void fixReferenceMention_data();
    void fixReferenceMention();
    void commitSha_data();
    void commitSha();
    void ticketKey_data();
    void ticketKey();
    void frequency_data();
    void frequency();
};

void tst_References::fixReference_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("expected");

    QTest::newRow("github pr url") << "https://github.com/org/platform/pull/5751" << true;
    QTest::newRow("gitlab mr url") << "https://gitlab.com/g/p/-/merge_requests/12" << true;
    QTest::newRow("commit url") << "https://github.com/org/p/commit/9f3c2e1ab" << true;
    QTest::newRow("org/repo#N") << "org/platform#5751" << true;
    QTest::newRow("#N") << "#5751" << true;
    QTest::newRow("PR #N in prose") << "merged as PR #5751" << true;
    QTest::newRow("PR N") << "PR 5751" << true;
    QTest::newRow("gitlab org/repo!N") << "edge/cache!88" << true;
    QTest::newRow("sha 7") << "9f3c2e1" << true;
    QTest::newRow("sha 40") << "9f3c2e1a9f3c2e1a9f3c2e1a9f3c2e1a9f3c2e1a" << true;
    QTest::newRow("branch keyword") << "branch fix-scratchbuf" << true;
    QTest::newRow("branch zh") << "分支 fix-scratchbuf" << true;
    QTest::newRow("lone branch token") << "alex/fix-null-scratch" << true;
    QTest::newRow("fix/ prefix in prose") << "pushed to fix/scratch-null today" << true;
    QTest::newRow("backticked branch") << "`bugfix_scratch`" << true;
    QTest::newRow("empty") << "" << false;
    QTest::newRow("tbd") << "TBD" << false;
    QTest::newRow("n/a") << "n/a" << false;
    QTest::newRow("prose only") << "fixed in the usual way" << false;
    QTest::newRow("sha too short") << "9f3c2e" << false;
    QTest::newRow("sha too long") << "9f3c2e1a9f3c2e1a9f3c2e1a9f3c2e1a9f3c2e1a0" << false;
    QTest::newRow("all-letter hex word") << "defaced" << false;
    QTest::newRow("html entity") << "&#1234;" << false;
    QTest::newRow("ticket is not a fix") << "JIRA-12345" << false;
}

void tst_References::fixReference()
{
    QFETCH(QString, text);
    QFETCH(bool, expected);
    QCOMPARE(refs::containsFixReference(text), expected);
}

void tst_References::fixReferenceMention_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("wanted");
    QTest::addColumn<int>("expected"); // refs::FixReferenceMention
    const int none = int(refs::FixReferenceMention::None);
    const int other = int(refs::FixReferenceMention::Other);
    const int wanted = int(refs::FixReferenceMention::Wanted);
    const QStringList pr = {QStringLiteral("pr:5751")};
    // clang-format off
    QTest::newRow("no ref at all") << "Fixed by removing the fast path." << pr << none;
    QTest::newRow("the wanted PR") << "Fixed in PR #5751." << pr << wanted;
    QTest::newRow("the wanted PR as a URL") << "See https://github.com/org/p/pull/5751 for it." << pr << wanted;
    QTest::newRow("another PR") << "Fixed in PR #99." << pr << other;
    QTest::newRow("another, then the wanted") << "Not #99 but org/p#5751." << pr << wanted;
    QTest::newRow("sha by its short form") << "Commit 9F3C2E1AB4 reverts it." << QStringList{QStringLiteral("sha:9f3c2e1")} << wanted;
    QTest::newRow("another sha") << "Commit 1a2b3c4d." << QStringList{QStringLiteral("sha:9f3c2e1")} << other;
    QTest::newRow("lone branch token") << "alex/fix-null" << QStringList{QStringLiteral("branch:alex/fix-null")} << wanted;
    QTest::newRow("lone branch, another wanted") << "alex/fix-null" << pr << other;
    QTest::newRow("a ticket is no ref") << "JIRA-12345" << pr << none;
    // clang-format on
}

// mentionOfFixReference stops at the first wanted key; its answer must be what the keys
// say: none, one of the wanted, or only others.
void tst_References::fixReferenceMention()
{
    QFETCH(QString, text);
    QFETCH(QStringList, wanted);
    QFETCH(int, expected);
    QCOMPARE(int(refs::mentionOfFixReference(text, wanted)), expected);
    const QStringList named = refs::fixReferenceKeys(text);
    const bool any = std::any_of(wanted.cbegin(), wanted.cend(), [&named](const QString &k) { return named.contains(k); });
    const auto fromKeys = named.isEmpty() ? refs::FixReferenceMention::None
                          : any           ? refs::FixReferenceMention::Wanted
                                          : refs::FixReferenceMention::Other;
    QCOMPARE(int(fromKeys), expected);
}

void tst_References::commitSha_data()
{
    QTest::addColumn<QString>("token");
    QTest::addColumn<bool>("expected");
    QTest::newRow("short") << "9f3c2e1" << true;
    QTest::newRow("upper") << "9F3C2E1" << true;
    QTest::newRow("digits only") << "1234567" << false;
    QTest::newRow("letters only") << "deadbeef" << false;
    QTest::newRow("non-hex") << "9f3c2g1" << false;
    QTest::newRow("embedded") << "x9f3c2e1" << false;
}

void tst_References::commitSha()
{
    QFETCH(QString, token);
    QFETCH(bool, expected);
    QCOMPARE(refs::isCommitSha(token), expected);
}

void tst_References::ticketKey_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("expected");
    QTest::newRow("jira") << "JIRA-12345" << true;
    QTest::newRow("in prose") << "tracked in CDN-4821." << true;
    QTest::newRow("zh prose") << "已登记为 JIRA-12347。" << true;
    QTest::newRow("lower") << "jira-12345" << false;
    QTest::newRow("utf-8") << "UTF-8 input" << false;
    QTest::newRow("model name") << "LLM-7B" << false;
    QTest::newRow("none") << "no key here" << false;
}

void tst_References::ticketKey()
{
    QFETCH(QString, text);
    QFETCH(bool, expected);
    QCOMPARE(refs::containsTicketKey(text), expected);
}

void tst_References::frequency_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("intermittent");
    QTest::addColumn<bool>("frequency");
    QTest::newRow("sometimes") << "it sometimes hangs" << true << false;
    QTest::newRow("intermittent") << "Intermittent hang in eval" << true << false;
    QTest::newRow("zh 偶尔") << "偶尔会卡住" << true << false;
    QTest::newRow("zh 有时") << "有时失败" << true << false;
    QTest::newRow("50/50") << "sometimes: fails on 50/50 runs" << true << true;
    QTest::newRow("3 of 10") << "intermittent, 3 of 10 runs" << true << true;
    QTest::newRow("percent") << "sometimes (30%)" << true << true;
    QTest::newRow("every run") << "hangs on every run" << false << true;
    QTest::newRow("zh 每次") << "每次运行都能复现" << false << true;
    QTest::newRow("zh 10次中3次") << "偶尔失败，10 次中有 3 次" << true << true;
    QTest::newRow("plain command") << "./repro.sh --steps 1" << false << false;
    QTest::newRow("word boundary") << "sometimesx" << false << false;
}

void tst_References::frequency()
{
    QFETCH(QString, text);
    QFETCH(bool, intermittent);
    QFETCH(bool, frequency);
    QCOMPARE(refs::soundsIntermittent(text), intermittent);
    QCOMPARE(refs::statesFrequency(text), frequency);
}

QTEST_GUILESS_MAIN(tst_References)
#include "tst_references.moc"
