// The front matter's key table: values that YAML treats specially survive fmt and an
// in-place edit, list entries stay whole, and the canonical order holds.
#include "draftformat.h"
#include "frontmatter.h"

#include <QTest>

using namespace pm;

class TestFrontMatter : public QObject
{
    Q_OBJECT

private slots:
    // Review finding: fmt --write turned `disable: x]` into the unreadable
    // `disable: [x]]`, and split an entry "a,b" in two.
    void listEntriesSurviveFmt_data()
    {
        QTest::addColumn<QByteArray>("draft");
        QTest::addColumn<QStringList>("disabled");
        QTest::addColumn<QStringList>("refs");
        QTest::newRow("bracket") << QByteArray("---\nlint:\n  disable: x]\n---\n") << QStringList{QStringLiteral("x]")} << QStringList();
        QTest::newRow("comma") << QByteArray("---\nlint:\n  disable: [\"a,b\", c]\nrefs: [\"a,b\"]\n---\n")
                               << QStringList{QStringLiteral("a,b"), QStringLiteral("c")} << QStringList{QStringLiteral("a,b")};
        QTest::newRow("braces and hash") << QByteArray("---\nlint:\n  disable: [\"{x}\", \"a #b\", \"#c\"]\n---\n")
                                         << QStringList{QStringLiteral("{x}"), QStringLiteral("a #b"), QStringLiteral("#c")} << QStringList();
        QTest::newRow("typed words") << QByteArray("---\nlint:\n  disable: [\"yes\", \"null\", \"12\"]\nrefs: [\"0x1f\", \"~\"]\n---\n")
                                     << QStringList{QStringLiteral("yes"), QStringLiteral("null"), QStringLiteral("12")}
                                     << QStringList{QStringLiteral("0x1f"), QStringLiteral("~")};
        QTest::newRow("quotes") << QByteArray("---\nrefs: [\"say \\\"hi\\\"\", 'it''s']\n---\n") << QStringList()
                                << QStringList{QStringLiteral("say \"hi\""), QStringLiteral("it's")};
    }
    void listEntriesSurviveFmt()
    {
        QFETCH(QByteArray, draft);
        QFETCH(QStringList, disabled);
        QFETCH(QStringList, refs);
        const Expected<PostMortem> pm = DraftFormat::parse(draft);
        QVERIFY2(pm.ok(), qPrintable(pm.error().toString()));
        QCOMPARE(pm->lintDisabled, disabled);
        QCOMPARE(pm->meta.refs, refs);
        const QByteArray fmt = DraftFormat::canonical(pm.value());
        const Expected<PostMortem> again = DraftFormat::parse(fmt);
        QVERIFY2(again.ok(), qPrintable(again.error().toString() + QLatin1Char('\n') + QString::fromUtf8(fmt)));
        QCOMPARE(again->lintDisabled, disabled);
        QCOMPARE(again->meta.refs, refs);

        // An in-place edit of the same lists reads back too.
        PostMortem edited = pm.value();
        edited.lintDisabled = disabled + QStringList{QStringLiteral("x],y")};
        edited.meta.refs = refs + QStringList{QStringLiteral("[z")};
        const Expected<PostMortem> back = DraftFormat::parse(DraftFormat::write(edited));
        QVERIFY2(back.ok(), qPrintable(back.error().toString()));
        QCOMPARE(back->lintDisabled, edited.lintDisabled);
        QCOMPARE(back->meta.refs, edited.meta.refs);
    }

    void scalarsArePlainWhenSafe_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addColumn<QByteArray>("line");
        QTest::newRow("plain") << QStringLiteral("Priya Raman") << QByteArray("owner: Priya Raman\n");
        QTest::newRow("hash without space") << QStringLiteral("org/r#1") << QByteArray("owner: org/r#1\n");
        QTest::newRow("colon space") << QStringLiteral("a: b") << QByteArray("owner: \"a: b\"\n");
        QTest::newRow("bool-like") << QStringLiteral("yes") << QByteArray("owner: \"yes\"\n");
        QTest::newRow("number-like") << QStringLiteral("12345") << QByteArray("owner: \"12345\"\n");
        QTest::newRow("empty") << QString() << QByteArray("owner: \"\"\n");
        QTest::newRow("leading dash") << QStringLiteral("- x") << QByteArray("owner: \"- x\"\n");
    }
    void scalarsArePlainWhenSafe()
    {
        QFETCH(QString, value);
        QFETCH(QByteArray, line);
        PostMortem pm;
        pm.meta.owner = value;
        QCOMPARE(FrontMatter::emitKey(pm, QStringLiteral("owner")), line);
    }

    void keyTableOrder()
    {
        QCOMPARE(FrontMatter::knownKeys(),
                 (QStringList{QStringLiteral("title"), QStringLiteral("ticket"), QStringLiteral("owner"),
                              QStringLiteral("refs"), QStringLiteral("language"), QStringLiteral("destination"),
                              QStringLiteral("gate"), QStringLiteral("scope"), QStringLiteral("revision"),
                              QStringLiteral("lint"), QStringLiteral("id"), QStringLiteral("visibility"),
                              QStringLiteral("published")}));
        // Optional keys at their default are left out of the canonical form.
        const QByteArray canon = FrontMatter::canonical(PostMortem());
        for (const char *key : {"lint:", "id:", "visibility:", "published:"})
            QVERIFY2(!canon.contains(key), key);
        for (const char *key : {"title:", "gate:", "scope:", "revision: 1"})
            QVERIFY2(canon.contains(key), key);
    }

    void chineseDraftWithoutLanguageKeyIsEditedInPlace()
    {
        // The language comes from the headings, not the block: still an in-place edit.
        const QByteArray draft = QString::fromUtf8("---\nticket: ABC-1   # source\n---\n\n## 摘要\n\n摘要。\n").toUtf8();
        Expected<PostMortem> pm = DraftFormat::parse(draft);
        QVERIFY(pm.ok());
        QCOMPARE(pm->meta.language, QStringLiteral("zh"));
        pm.value().meta.ticket = QStringLiteral("ABC-2");
        const QByteArray out = DraftFormat::write(pm.value());
        QVERIFY2(out.startsWith("---\nticket: ABC-2   # source\n---\n"), out.constData());
    }

    // Fuzzer finding: a quoted value running over lines that look like keys; editing
    // one of those "keys" in place corrupted the quoted value.
    void quotedValueOverKeyLikeLines()
    {
        const QByteArray draft = "---\npublished:\n  comment_ids: [\"1\nvisibility:\n  type: role\n2\"]\n---\n";
        Expected<PostMortem> pm = DraftFormat::parse(draft);
        QVERIFY2(pm.ok(), qPrintable(pm.error().toString()));
        QCOMPARE(pm->published.commentIds, QStringList{QStringLiteral("1 visibility: type: role 2")});
        pm.value().visibility = Visibility{QStringLiteral("group"), QStringLiteral("ops")};
        const Expected<PostMortem> back = DraftFormat::parse(DraftFormat::write(pm.value()));
        QVERIFY(back.ok());
        QCOMPARE(back->published, pm->published);
        QCOMPARE(back->visibility, pm->visibility);
    }

    void commentsAndUnknownKeysStayOnEdit()
    {
        const QByteArray draft = "---\ntitle: T   # the title\nreviewers: [lee]  # unknown\nlint:\n  disable: [a]\n---\n";
        Expected<PostMortem> pm = DraftFormat::parse(draft);
        QVERIFY(pm.ok());
        pm.value().lintDisabled = QStringList{QStringLiteral("a"), QStringLiteral("b,c")};
        const QByteArray out = DraftFormat::write(pm.value());
        QVERIFY2(out.startsWith("---\ntitle: T   # the title\nreviewers: [lee]  # unknown\nlint:\n  disable: [a, \"b,c\"]\n---\n"),
                 out.constData());
    }

    // A YAML mistake is told as what to change, on its line; the parser's own words
    // ("end of map not found") only follow.
    void yamlMistakesAreExplained_data()
    {
        QTest::addColumn<QByteArray>("frontMatter");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("advice");
        QTest::newRow("text after the quote") << QByteArray("title: \"abc\" trailing\n") << 2
                                              << QStringLiteral("there is text after the closing quote: put the whole value inside the quotes (YAML: end of map not found)");
        QTest::newRow("after a single quote") << QByteArray("title: 'it''s' more\n") << 2 << QStringLiteral("there is text after the closing quote");
        QTest::newRow("a comment after the quote is fine, a stray line is not")
            << QByteArray("title: \"x\" # fine\n- a\n") << 3 << QStringLiteral("this line does not read as \"key: value\" under the keys above it");
        QTest::newRow("colon in a value") << QByteArray("title: a: b\n") << 2 << QStringLiteral("a value holds \": \"");
        QTest::newRow("deeper line") << QByteArray("title: x\n  ticket: y\n") << 3 << QStringLiteral("indent the line like the keys above");
        QTest::newRow("open list") << QByteArray("refs: [a, b\n") << 2 << QStringLiteral("a list opened with '[' is never closed with ']'");
        QTest::newRow("open brace") << QByteArray("title: {a\n") << 2 << QStringLiteral("a value opened with '{' is never closed with '}'");
        QTest::newRow("tab") << QByteArray("title: x\n\tticket: y\n") << 3 << QStringLiteral("a tab indents this line");
        QTest::newRow("escape") << QByteArray("title: \"a\\q\"\n") << 2 << QStringLiteral("write \\\\ for a backslash");
        QTest::newRow("star") << QByteArray("title: *nope\n") << 2 << QStringLiteral("a value that starts with '*' is a YAML reference");
    }
    void yamlMistakesAreExplained()
    {
        QFETCH(QByteArray, frontMatter);
        QFETCH(int, line);
        QFETCH(QString, advice);
        const Expected<PostMortem> pm = DraftFormat::parse("---\n" + frontMatter + "---\n\n## Summary\n\nS.\n");
        QVERIFY(!pm.ok());
        QCOMPARE(pm.error().line, line);
        QVERIFY2(pm.error().message.contains(advice), qPrintable(pm.error().message));
        QVERIFY2(!pm.error().message.startsWith(QStringLiteral("invalid YAML")), qPrintable(pm.error().message));
    }
};

QTEST_GUILESS_MAIN(TestFrontMatter)
#include "tst_frontmatter.moc"
