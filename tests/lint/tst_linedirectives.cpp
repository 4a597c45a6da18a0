#include "linter.h"

#include "draftformat.h"

#include <QTest>

using namespace pm;

// The per-line switches: "<!-- pm-lint: disable-next-line=RULE -->" on its own line and
// "<!-- pm-lint: disable-line=RULE -->" at the end of a line, read from the draft as
// `lint` reads it.
class TestLineDirectives : public QObject
{
    Q_OBJECT

    static QList<QPair<QString, int>> findings(const QString &rootCause)
    {
        const QString draft = QStringLiteral("---\ntitle: Upload crash\nticket: CDN-1\n---\n\n# Upload crash\n\n"
                                             "## Root cause\n\n")
                              + rootCause + QStringLiteral("\n");
        const Expected<PostMortem> pm = DraftFormat::parse(draft.toUtf8(), QStringLiteral("x.md"));
        if (!pm)
            qFatal("%s", qPrintable(pm.error().toString()));
        QList<QPair<QString, int>> out;
        for (const Diagnostic &d : Linter().lint(pm.value())) {
            if (d.sectionId == QLatin1String("root-cause") && !d.documentLevel)
                out.append({d.rule, d.line});
        }
        return out;
    }

private Q_SLOTS:
    void nextLine()
    {
        // Line 10 is the first body line.
        const QString text = QStringLiteral("`Pool::release()` probably frees it twice.\n"
                                            "<!-- pm-lint: disable-next-line=hedging -->\n"
                                            "`Pool::free()` probably frees it again.\n"
                                            "`Pool::drop()` probably frees it a third time.");
        const auto got = findings(text);
        QVERIFY(got.contains({QStringLiteral("hedging"), 10}));
        QVERIFY(!got.contains({QStringLiteral("hedging"), 12})); // the line after the directive
        QVERIFY(got.contains({QStringLiteral("hedging"), 13}));
    }
    void sameLine()
    {
        const QString text = QStringLiteral("`Pool::release()` probably frees it. <!-- pm-lint: disable-line=hedging -->\n"
                                            "`Pool::free()` probably frees it again.");
        const auto got = findings(text);
        QVERIFY(!got.contains({QStringLiteral("hedging"), 10}));
        QVERIFY(got.contains({QStringLiteral("hedging"), 11}));
    }
    void otherRulesAndLists()
    {
        // Only the rules named; several with commas; an unknown rule id changes nothing.
        const QString text = QStringLiteral("`Pool::release()` probably frees it; TODO. <!-- pm-lint: disable-line=nothing,hedging -->\n"
                                            "`Pool::free()` probably frees it; TODO. <!-- pm-lint: disable-line=placeholder, hedging -->");
        const auto got = findings(text);
        QVERIFY(!got.contains({QStringLiteral("hedging"), 10}));
        QVERIFY(got.contains({QStringLiteral("placeholder"), 10}));
        QVERIFY(!got.contains({QStringLiteral("hedging"), 11}));
        QVERIFY(!got.contains({QStringLiteral("placeholder"), 11}));
    }
    void notAWholeFileSwitch()
    {
        // "disable-line" is not "disable": the rest of the draft is still checked, and a
        // directive broken over two lines does nothing.
        const QString text = QStringLiteral("<!-- pm-lint: disable-next-line=hedging\n-->\n"
                                            "`Pool::free()` probably frees it again.");
        QVERIFY(findings(text).contains({QStringLiteral("hedging"), 12}));
    }
};

QTEST_GUILESS_MAIN(TestLineDirectives)
#include "tst_linedirectives.moc"
