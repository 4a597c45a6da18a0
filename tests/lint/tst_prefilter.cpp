// The prefilters in front of the rules' patterns (models/lint/prefilter.h) answer "no"
// only where the pattern cannot match: with and without them every recogniser gives the
// same answer and `lint --format json` writes the same bytes.
#include "bufferio.h"
#include "cli.h"
#include "draftformat.h"
#include "identifiers.h"
#include "linter.h"
#include "prefilter.h"
#include "references.h"
#include "sectioncontents.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace pm;

namespace {

// Texts at the edges of the prefilters: Unicode spaces and digits after "PR", the
// characters PCRE2 folds onto ASCII letters, brackets that do not close, dashes.
const char *const edgeCases[] = {
    "PR 5751",
    "pr\u00a05751",
    "MR !12",
    "CL\t1234",
    "Cl\u30005",
    "problem 5",
    "PR-12",
    "pr#",
    "see #12 and issue #13",
    "org/repo!7",
    "branch fix-x",
    "Branch `main`",
    "分支 hotfix-1",
    "fix/scratch-buf",
    "9f3c2e1",
    "abcdef",
    "deadbeef0",
    "JIRA-12345",
    "AB-1",
    "A-1",
    "aAB-1",
    "-AB-1",
    "AB-1x",
    "AB-1_",
    "AB-12.",
    "UTF-8 KEY-9",
    "XUTF-8",
    "LPDDR-5",
    "MDX-1",
    "AB_-1",
    "Ab-1",
    "\u00c4B-1",
    "\u00e9AB-1",
    "AB-\u0661",
    "AB-1\u00e9",
    "AB-1\u212a",
    "AB",
    "UTF-8",
    "x-1",
    "-1",
    "A_-2",
    "aſſigned to Alex",
    "owner: Mo",
    "DRİ Sam",
    "DRı Sam",
    "Ownership",
    "<owner>",
    "(<owner>)",
    "x<owner",
    "<Assignee: Sam>",
    "<dri>",
    "Owner <Alex>",
    "负责",
    "(ÅSA)",
    "(Åsa Berg)",
    "(Straße)",
    "(ǅ)",
    "( Sam Lee . )",
    "(Sam  Lee	Ortiz)",
    "(a b c d e)",
    "@alex-k",
    "mail a@b.c",
    "负责人：张三",
    "责任人 李四",
    "(Alex, JIRA-12346)",
    "(OBS-79, Marco Bianchi)",
    "(unclosed Alex",
    "((Alex))",
    "((Maria Lopez))",
    "(see (Maria Lopez)",
    "（见（王芳）",
    "（张伟，工单）",
    "（未闭合",
    "( )",
    "()",
    "Fix it — Alex",
    "Fix it – Sam Lee",
    "Fix it - Ana",
    "Fix it-Ana",
    "Fix it -Ana",
    "Fix it - Ana",
    "Fix it　—　王五",
    "Fix it —Ana",
    "改——王五",
    "none",
    "  None of them",
    "\u00a0none",
    "No follow-ups.",
    "\x1cnone",
    "\u2028none",
    "\u0085None",
    "\u3000none",
    "\u3000无",
    "\u3001none",
    "\u202fnone",
    "no action item",
    "无",
    "无。",
    "无需后续",
    "Nothing",
    " n",
    "\tNo",
    "[1]: https://example.com",
    "[^n]: note",
    "[ ] task",
    "[^]: x",
    "[]: x",
    " [a]: b",
    "[a] : b",
    "\u00a0[1]: x",
    "**Prevent** \u2013 x",
    "_P1_ - x",
    "*Prevent \u2013 x",
    "\u212aey:",
    "\u00a0Legend:",
    "  item types",
    "\u8bf4\u660e\uff1ax",
    "branch",
    "xbranch fix-1",
    "_branch fix-1",
    "PR\u00a0!5",
    "see pr 12",
    "cl\t\t!9",
    "deadbee",
    "dead-beef123",
    "`alex/fix-null`",
    " alex/fix-null ",
    "JIRA-1/x",
    "Prevent – add a check",
    "P0 - urgent",
    "Legend:",
    "Key",
    "item types",
    "图例：",
    "ſtop-gap",
    "Kelvin \u212a",
    "tst_cache.cpp",
    "CacheTest",
    "test_evict",
    "a.cpp",
    "notes.txt",
    "foo.h",
    "e.g. this",
    "x/y",
    "rollSpec",
    "load_spec",
    "",
    " ",
    "\n",
};

QStringList fixtureFiles()
{
    QStringList out;
    const QString root = QStringLiteral(PM_FIXTURES_DIR);
    for (const char *dir : {"clean", "flawed", "corpus"}) {
        const QDir d(root + QLatin1Char('/') + QLatin1String(dir));
        for (const QString &name : d.entryList({QStringLiteral("*.md")}, QDir::Files, QDir::Name))
            out << d.filePath(name);
    }
    return out;
}

// Every line and every paragraph of a file, and each line cut in two at every tenth
// character (a recogniser also meets parts of lines: table cells, list items).
QStringList piecesOf(const QString &text)
{
    QStringList out;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        out << line;
        for (int cut = 10; cut < line.size(); cut += 10)
            out << line.left(cut) << line.mid(cut);
    }
    out += text.split(QStringLiteral("\n\n"));
    return out;
}

struct Answers
{
    bool fixRef, ticket, owner, none, notItem;
    bool operator==(const Answers &o) const
    {
        return fixRef == o.fixRef && ticket == o.ticket && owner == o.owner && none == o.none
               && notItem == o.notItem;
    }
};

Answers answers(const QString &s, bool filtered)
{
    text::prefilter::setEnabled(filtered);
    const Answers a{refs::containsFixReference(s), refs::containsTicketKey(s),
                    text::namesOwner(s, QStringLiteral("Alex Kim (Tada team)")),
                    text::isNoneStatement(s), lint::isNotAnItem(s, false)};
    text::prefilter::setEnabled(true);
    return a;
}

// A draft whose sections are made of the edge cases: action items, the Fix section's
// earlier attempts and a summary, so that every prefilter meets them through the rules.
QByteArray edgeDraft()
{
    QByteArray out = "---\ntitle: Edge cases\nticket: EDGE-1\nowner: Alex Kim\n---\n\n# Edge cases\n\n"
                     "## Summary\n\n";
    for (const char *e : edgeCases)
        out += QByteArray(e) + ' ';
    out += "\n\n## Fix\n\n";
    for (const char *e : {"An earlier attempt masked it.", "The first fix was wrong.", "A ſtop-gap.",
                          "The initial patch", "此前的修复", "临时方案", "规避方案", "A band-aid only.",
                          "Temporary fix", "Our workaround.", "fixed it", "PRIOR CHANGE"})
        out += QByteArray(e) + "\n\n";
    out += "## Action items\n\n";
    for (const char *e : edgeCases)
        out += "- " + QByteArray(e) + "\n";
    out += "\n| Item | Notes |\n|---|---|\n";
    for (const char *e : edgeCases)
        out += "| " + QByteArray(e).replace('|', '/') + " | x |\n";
    return out;
}

QByteArray lintJson(const QStringList &files, bool filtered)
{
    text::prefilter::setEnabled(filtered);
    BufferIo io;
    cli::cmdLint(QStringList(files) << QStringLiteral("--format") << QStringLiteral("json"), io);
    text::prefilter::setEnabled(true);
    return io.stdoutBytes;
}

} // namespace

class tst_Prefilter : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // no developer's Preferences
        QCoreApplication::setOrganizationName(QStringLiteral("postmortem-editor-test-prefilter"));
    }
    void caselessCoversPcre2();
    void recognisersAgree_data();
    void recognisersAgree();
    void lintJsonAgrees();
    void howFoundPromptsAgree_data();
    void howFoundPromptsAgree();
    void wholeSectionPatternsAgree_data();
    void wholeSectionPatternsAgree();
    void narrativeAgrees_data();
    void narrativeAgrees();
};

// containsCaseless must see every character PCRE2's caseless Unicode matching takes for
// an ASCII letter, or a prefilter would skip a text its pattern matches.
void tst_Prefilter::caselessCoversPcre2()
{
    QString all;
    for (char32_t c = 0x80; c < 0x10000; ++c) {
        if (!QChar::isSurrogate(c))
            all += QChar(char16_t(c));
    }
    for (char letter = 'a'; letter <= 'z'; ++letter) {
        const QRegularExpression re(QString(QLatin1Char(letter)), QRegularExpression::CaseInsensitiveOption
                                                                      | QRegularExpression::UseUnicodePropertiesOption);
        for (auto it = re.globalMatch(all); it.hasNext();) {
            const QString c = it.next().captured(0);
            const char word[2] = {letter, 0};
            QVERIFY2(text::prefilter::containsCaseless(c, QLatin1String(word)),
                     qPrintable(QStringLiteral("U+%1 matches '%2' caselessly")
                                    .arg(c.at(0).unicode(), 4, 16, QLatin1Char('0'))
                                    .arg(QLatin1Char(letter))));
        }
    }
    QVERIFY(text::prefilter::containsCaseless(u"AſſIGNED", QLatin1String("assign")));
    QVERIFY(!text::prefilter::containsCaseless(u"asign", QLatin1String("assign")));
    // containsWordCaseless rules word starts out by their first two letters: a second
    // letter outside ASCII, and a word whose second character is no letter.
    using text::prefilter::containsWordCaseless;
    QVERIFY(containsWordCaseless(u"x AſſIGNED", {"assign"}));
    QVERIFY(containsWordCaseless(u"s\u212Aip it", {"skip", "stop"}));
    QVERIFY(containsWordCaseless(u"x n't", {"no", "n't"}));
    QVERIFY(!containsWordCaseless(u"xn't", {"no", "n't"}));
    QVERIFY(!containsWordCaseless(u"x nt", {"no", "n't"}));
    // containsAny skips ASCII four characters at a time: a string at every offset.
    using text::prefilter::containsAny;
    for (int at = 0; at < 9; ++at) {
        const QString text = QString(at, QLatin1Char('a')) + QStringLiteral("未在") + QString(at % 5, QLatin1Char('b'));
        QVERIFY(containsAny(text, {u"仅在", u"未在"}));
        QVERIFY(!containsAny(QString(text).replace(QStringLiteral("在"), QStringLiteral("z")), {u"仅在", u"未在"}));
    }
}

void tst_Prefilter::recognisersAgree_data()
{
    QTest::addColumn<QStringList>("texts");
    QStringList edges;
    for (const char *e : edgeCases)
        edges << QString::fromUtf8(e);
    QTest::newRow("edge cases") << edges;
    for (const QString &path : fixtureFiles()) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QTest::newRow(qPrintable(QFileInfo(path).fileName())) << piecesOf(QString::fromUtf8(f.readAll()));
    }
}

void tst_Prefilter::recognisersAgree()
{
    QFETCH(QStringList, texts);
    QVERIFY(!texts.isEmpty());
    for (const QString &s : texts)
        QVERIFY2(answers(s, true) == answers(s, false), qPrintable(QStringLiteral("differs on: ") + s));
}

void tst_Prefilter::lintJsonAgrees()
{
    QTemporaryDir dir;
    const QString edge = dir.filePath(QStringLiteral("edge.md"));
    {
        QFile f(edge);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(edgeDraft());
    }
    const QStringList files = fixtureFiles() << edge;
    QVERIFY(files.size() >= 41);
    const QByteArray fast = lintJson(files, true);
    QVERIFY(fast.count("\"rule\": \"action-item-") > 100); // the edge cases reach the item rules
    const QByteArray reference = lintJson(files, false);
    if (fast != reference) {
        const QList<QByteArray> got = fast.split('\n');
        const QList<QByteArray> want = reference.split('\n');
        for (int i = 0; i < qMin(got.size(), want.size()); ++i)
            QVERIFY2(got.at(i) == want.at(i), qPrintable(QStringLiteral("item %1:\n with    %2\n without %3")
                                                             .arg(i)
                                                             .arg(QString::fromUtf8(got.at(i)),
                                                                  QString::fromUtf8(want.at(i)))));
        QCOMPARE(got.size(), want.size());
    }
}

void tst_Prefilter::howFoundPromptsAgree_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("repro");      // how-found-repro reported
    QTest::addColumn<bool>("experiment"); // how-found-experiment reported
    // clang-format off
    QTest::newRow("neither") << "We read the logs." << true << true;
    QTest::newRow("stable, long s") << "The \u017Ftable repro was found." << false << true;
    QTest::newRow("upper case") << "REPRODUCED on the second box." << false << true;
    QTest::newRow("narrowing") << "Narrowing the input helped." << false << true;
    QTest::newRow("minimised") << "A minimised case." << false << true;
    QTest::newRow("every run") << "It failed every\u00a0run." << false << true;
    QTest::newRow("deterministically") << "Deterministically." << false << true;
    QTest::newRow("mid-word") << "An unstable xrepro, reconfirmed." << true << true;
    QTest::newRow("zh repro") << "最小化之后必现。" << false << true;
    QTest::newRow("confirmed") << "We confirmed it." << true << false;
    QTest::newRow("checked by") << "Checked by a second run." << true << false;
    QTest::newRow("proven") << "Proven with a counter." << true << false;
    QTest::newRow("forcing") << "Forcing numStreams to 2." << true << false;
    QTest::newRow("went away") << "The hang went away." << true << false;
    QTest::newRow("stopped hanging") << "It stopped hanging." << true << false;
    QTest::newRow("pinned it") << "That pinned it down." << true << false;
    QTest::newRow("stopped, long s") << "It \u017Ftopped hanging." << true << false;
    QTest::newRow("zh experiment") << "改为 2 后不再复现。" << false << false;
    QTest::newRow("zh locked") << "锁定了原因。" << true << false;
    // clang-format on
}

// The repro and experiment prompts skip their pattern in a section without their words.
void tst_Prefilter::howFoundPromptsAgree()
{
    QFETCH(QString, text);
    QFETCH(bool, repro);
    QFETCH(bool, experiment);
    const QByteArray draft = "---\ntitle: Prompts\n---\n\n# Prompts\n\n## How it was found\n\n" + text.toUtf8() + "\n";
    const auto pm = DraftFormat::parse(draft, QStringLiteral("prompts.md"));
    QVERIFY(pm);
    const auto prompts = [&pm](bool filtered) {
        text::prefilter::setEnabled(filtered);
        QStringList rules;
        for (const Diagnostic &d : Linter().lint(pm.value())) {
            if (d.rule == QLatin1String("how-found-repro") || d.rule == QLatin1String("how-found-experiment"))
                rules << d.rule;
        }
        text::prefilter::setEnabled(true);
        return rules;
    };
    const QStringList fast = prompts(true);
    QCOMPARE(fast, prompts(false));
    QCOMPARE(fast.contains(QStringLiteral("how-found-repro")), repro);
    QCOMPARE(fast.contains(QStringLiteral("how-found-experiment")), experiment);
}

void tst_Prefilter::wholeSectionPatternsAgree_data()
{
    QTest::addColumn<QString>("section");
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("reported"); // verification-scope or slip-category reported
    const QString verification = QStringLiteral("Verification");
    const QString slip = QStringLiteral("Why it slipped through");
    // clang-format off
    QTest::newRow("verification, none") << verification << "The soak test passes on staging." << true;
    QTest::newRow("not retested") << verification << "The other setups were not retested." << false;
    QTest::newRow("never ran") << verification << "We never ran it on ARM." << false;
    QTest::newRow("only, upper case") << verification << "ONLY the 7B model was validated." << false;
    QTest::newRow("ran only") << verification << "It ran on one box only." << false;
    QTest::newRow("sentence only") << verification << "Done; only one run." << false;
    QTest::newRow("untested") << verification << "ARM is untested." << false;
    QTest::newRow("no other") << verification << "No\u00a0other workloads ran." << false;
    QTest::newRow("also") << verification << "It also passed on x86." << false;
    QTest::newRow("other configurations") << verification << "Other configurations: all passed." << false;
    QTest::newRow("both") << verification << "Both boxes." << false;
    QTest::newRow("across") << verification << "Across the fleet." << false;
    QTest::newRow("matrix") << verification << "The CI matrix is green." << false;
    QTest::newRow("each of") << verification << "Each of the three models." << false;
    QTest::newRow("mid-word only") << verification << "A commonly tested box." << true;
    QTest::newRow("zh limits") << verification << "仅在 8 卡上验证。" << false;
    QTest::newRow("zh not tested") << verification << "没有在其他机器上测试。" << false;
    QTest::newRow("zh several") << verification << "两种配置均通过。" << false;
    QTest::newRow("zh none") << verification << "修复已在测试环境验证。" << true;
    QTest::newRow("slip, none") << slip << "The change was large." << true;
    QTest::newRow("CI gap") << slip << "CI had a gap here." << false;
    QTest::newRow("no tests cover") << slip << "No tests ever ran this path." << false;
    QTest::newRow("not covered by") << slip << "Not covered by any job." << false;
    QTest::newRow("coverage gap") << slip << "A test coverage gap." << false;
    QTest::newRow("latent") << slip << "Latent since 2019." << false;
    QTest::newRow("workload coverage") << slip << "Thin workload coverage." << false;
    QTest::newRow("incomplete fix") << slip << "An incomplete earlier fix." << false;
    QTest::newRow("earlier fix masked") << slip << "The earlier fix was masked." << false;
    QTest::newRow("review miss") << slip << "A review miss." << false;
    QTest::newRow("missed in review") << slip << "It was missed in code review." << false;
    QTest::newRow("caught in review") << slip << "It should have been caught in review." << false;
    QTest::newRow("reviewers approved") << slip << "Reviewers approved it." << false;
    QTest::newRow("slipped past review") << slip << "It slipped past review." << false;
    QTest::newRow("tests did not cover") << slip << "The tests didn't cover it." << false;
    QTest::newRow("suite never ran") << slip << "Tests never run on ARM." << false;
    QTest::newRow("untested path") << slip << "An untested branch." << false;
    QTest::newRow("not tested in CI") << slip << "It was not exercised in CI." << false;
    QTest::newRow("correct when written") << slip << "It WAS correct when it was written." << false;
    QTest::newRow("later change") << slip << "A later change to the pool broke it." << false;
    QTest::newRow("first workload") << slip << "The first real workload to hit it." << false;
    QTest::newRow("no good reason") << slip << "No good reason." << false;
    QTest::newRow("long s") << slip << "The tests doe\u017Fn't cover it." << false;
    QTest::newRow("zh CI") << slip << "CI 没有覆盖这个分支。" << false;
    QTest::newRow("zh code review") << slip << "code review时没有发现。" << false;
    QTest::newRow("zh latent") << slip << "这个问题潜伏了两年。" << false;
    QTest::newRow("zh review") << slip << "评审时未注意到。" << false;
    QTest::newRow("zh earlier fix") << slip << "之前的修复不完整。" << false;
    QTest::newRow("zh until") << slip << "直到上线业务流量才暴露。" << false;
    QTest::newRow("zh none") << slip << "评审的人比较粗心。" << true;
    // clang-format on
}

// verification() and slipCategory() ask each part of their patterns only in a section
// with the words it needs: the rule reports the same with and without that.
void tst_Prefilter::wholeSectionPatternsAgree()
{
    QFETCH(QString, section);
    QFETCH(QString, text);
    QFETCH(bool, reported);
    const QByteArray draft = "---\ntitle: Scope\n---\n\n# Scope\n\n## " + section.toUtf8() + "\n\n" + text.toUtf8() + "\n";
    const auto pm = DraftFormat::parse(draft, QStringLiteral("scope.md"));
    QVERIFY(pm);
    const auto rules = [&pm](bool filtered) {
        text::prefilter::setEnabled(filtered);
        QStringList out;
        for (const Diagnostic &d : Linter().lint(pm.value())) {
            if (d.rule == QLatin1String("verification-scope") || d.rule == QLatin1String("slip-category"))
                out << d.rule;
        }
        text::prefilter::setEnabled(true);
        return out;
    };
    const QStringList fast = rules(true);
    QCOMPARE(fast, rules(false));
    QCOMPARE(!fast.isEmpty(), reported);
}

void tst_Prefilter::narrativeAgrees_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("findings"); // narrative findings
    // clang-format off
    QTest::newRow("none") << "`flush()` returns before `sync()` after the first attempt." << 0;
    QTest::newRow("went home") << "We went home." << 1;
    QTest::newRow("mid-word went") << "Awe went for coffee." << 0; // matched, then dropped
    QTest::newRow("after lunch") << "After lunch it hung." << 1;
    QTest::newRow("over the weekend") << "It ran over the weekend." << 1;
    QTest::newRow("the next morning") << "The next morning it failed." << 1;
    QTest::newRow("late that night") << "Late that night the queue filled." << 1;
    QTest::newRow("at 9:30") << "It failed at 9:30 again." << 1;
    QTest::newRow("fullwidth time") << "It failed at \uFF19:\uFF13\uFF10 again." << 1;
    QTest::newRow("on friday") << "On FRIDAY the job stalled." << 1;
    QTest::newRow("we spent") << "We spent hours on it." << 1;
    QTest::newRow("we got paged") << "We got paged twice." << 1;
    QTest::newRow("called it a day") << "We called it a day." << 1;
    QTest::newRow("after days of") << "After days of digging." << 1;
    QTest::newRow("finally after _") << "Then_finally, we saw it." << 1;
    QTest::newRow("long s") << "We \u017Fpent an hour." << 1;
    QTest::newRow("zh") << "第二天我们决定回滚。" << 2;
    QTest::newRow("zh none") << "`flush()` 在 `sync()` 之前返回。" << 0;
    // clang-format on
}

// narrative() asks its pattern only of a Root cause with the words it needs.
void tst_Prefilter::narrativeAgrees()
{
    QFETCH(QString, text);
    QFETCH(int, findings);
    const QByteArray draft = "---\ntitle: Story\n---\n\n# Story\n\n## Root cause\n\n" + text.toUtf8() + "\n";
    const auto pm = DraftFormat::parse(draft, QStringLiteral("story.md"));
    QVERIFY(pm);
    const auto narratives = [&pm](bool filtered) {
        text::prefilter::setEnabled(filtered);
        QStringList out;
        for (const Diagnostic &d : Linter().lint(pm.value())) {
            if (d.rule == QLatin1String("narrative"))
                out << d.message;
        }
        text::prefilter::setEnabled(true);
        return out;
    };
    const QStringList fast = narratives(true);
    QCOMPARE(fast, narratives(false));
    QCOMPARE(int(fast.size()), findings);
}

QTEST_GUILESS_MAIN(tst_Prefilter)
#include "tst_prefilter.moc"
