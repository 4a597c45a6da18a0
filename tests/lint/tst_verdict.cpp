// One verdict: a rule switched off in Preferences, in the front matter or inline is off
// for `lint`, `export`, the export blockers (what the dialog and `publish` show) and the
// checks panel alike, because all of them ask effectiveFindings().
#include "bufferio.h"
#include "documentchecker.h"
#include "cli.h"
#include "destinations.h"
#include "documentmodel.h"
#include "documentservice.h"
#include "draftformat.h"
#include "lintmodel.h"
#include "publishplan.h"
#include "sectionlistmodel.h"
#include "sectiontabs.h"
#include "settings.h"
#include "verdict.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace pm;

namespace {

// A draft whose gate passes and whose only error is a placeholder; it also hedges (outside
// Root cause, where a hedge would fail the gate whatever lint says).
QByteArray draft(const QByteArray &frontMatterExtra, const QByteArray &inline_)
{
    return "---\ntitle: Stale ETag after compaction\nticket: CDN-1\nowner: Priya\n"
           "gate:\n  repro: \"./repro.sh fails on 50/50 runs\"\n  root_cause: confirmed\n"
           "  fix: edge/cache#1187\n  verified: \"repro passes 200/200 runs\"\n"
           + frontMatterExtra
           + "---\n\n# Stale ETag after compaction\n\n## Summary\n\nStale ETags were served; fixed by "
             "calling `reindex()`. CDN-1, edge/cache#1187, owner Priya.\n\n## Root cause\n\n"
             "`compact()` drops `EtagIndex` entries. TBD\n"
           + inline_
           + "\n## Why the symptom\n\nThe stale entry probably wins the lookup.\n"
             "\n## Fix\n\nedge/cache#1187 calls `reindex()` in `compact()`.\n\n## Verification\n\n"
             "`tst_etag` passes; not retested on ARM.\n";
}

QStringList rules(const QList<Diagnostic> &ds)
{
    QStringList out;
    for (const Diagnostic &d : ds)
        out << QStringLiteral("%1@%2:%3").arg(d.rule).arg(d.line).arg(d.column);
    return out;
}

} // namespace

class tst_Verdict : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void agree_data();
    void agree();
};

void tst_Verdict::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("postmortem-editor-test-verdict"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_verdict"));
}

void tst_Verdict::agree_data()
{
    QTest::addColumn<QStringList>("preferences");
    QTest::addColumn<QByteArray>("frontMatter");
    QTest::addColumn<QByteArray>("inlineDirective");
    QTest::addColumn<bool>("hedging");     // a hedging finding remains
    QTest::addColumn<bool>("placeholder"); // the placeholder error remains (blocks export)

    QTest::newRow("nothing off") << QStringList() << QByteArray() << QByteArray() << true << true;
    QTest::newRow("preferences") << QStringList{"placeholder"} << QByteArray() << QByteArray() << true << false;
    QTest::newRow("front matter") << QStringList() << QByteArray("lint:\n  disable: [placeholder, hedging]\n")
                                  << QByteArray() << false << false;
    QTest::newRow("inline") << QStringList() << QByteArray() << QByteArray("<!-- pm-lint: disable=placeholder -->\n")
                            << true << false;
    QTest::newRow("all three") << QStringList{"hedging"} << QByteArray("lint:\n  disable: [passive-voice]\n")
                               << QByteArray("<!-- pm-lint: disable=placeholder -->\n") << false << false;
}

void tst_Verdict::agree()
{
    QFETCH(QStringList, preferences);
    QFETCH(QByteArray, frontMatter);
    QFETCH(QByteArray, inlineDirective);
    QFETCH(bool, hedging);
    QFETCH(bool, placeholder);

    // Preferences are what the GUI writes: the same Settings the command line reads.
    Settings::instance().setDisabledRules(QSet<QString>(preferences.cbegin(), preferences.cend()));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("draft.md"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(draft(frontMatter, inlineDirective));
    }
    const Expected<PostMortem> pm = DraftFormat::load(path);
    QVERIFY2(pm, qPrintable(pm ? QString() : pm.error().toString()));

    // 1. The function itself.
    const QList<Diagnostic> verdict = effectiveFindings(pm.value(), Settings::instance().disabledRules());
    const QStringList expected = rules(verdict);
    QCOMPARE(expected.filter(QStringLiteral("hedging@")).isEmpty(), !hedging);
    QCOMPARE(expected.filter(QStringLiteral("placeholder@")).isEmpty(), !placeholder);

    // 2. `lint --format json`.
    BufferIo io;
    QCOMPARE(cli::run({QStringLiteral("lint"), path, QStringLiteral("--format"), QStringLiteral("json")}, io),
             placeholder ? 1 : 0);
    QStringList fromCli;
    for (const QJsonValue &v : QJsonDocument::fromJson(io.stdoutBytes).array()) {
        const QJsonObject o = v.toObject();
        fromCli << QStringLiteral("%1@%2:%3").arg(o.value(QLatin1String("rule")).toString()).arg(o.value(QLatin1String("line")).toInt()).arg(o.value(QLatin1String("column")).toInt());
    }
    QCOMPARE(fromCli, expected);

    // 3. `export` and the blockers the export dialog and `publish` show.
    PublishOptions options;
    options.disabledRules = Settings::instance().disabledRules();
    const PublishPlan plan = preparePublish(pm.value(), options);
    QStringList lintBlockers;
    for (const Blocker &b : plan.blockers) {
        if (b.kind == Blocker::Kind::Lint)
            lintBlockers << b.id;
    }
    QCOMPARE(lintBlockers.isEmpty(), !placeholder);
    BufferIo exported;
    QCOMPARE(cli::run({QStringLiteral("export"), path, QStringLiteral("--to"), QStringLiteral("jira"),
                       QStringLiteral("-o"), dir.filePath(QStringLiteral("out.json"))},
                      exported),
             placeholder ? 1 : 0);

    // 4. The checks panel.
    DocumentService files;
    InputError error;
    QVERIFY(files.load(path, &error));
    DocumentModel &document = *files.document();
    DocumentChecker checks(&document);
    checks.setDisabledRules(Settings::instance().disabledRules());
    checks.flush();
    // The panel shows editor positions (lines within a section); the rules must agree.
    QStringList panelRules, expectedRules;
    for (const Diagnostic &d : checks.lintModel()->diagnostics())
        panelRules << d.rule;
    for (const Diagnostic &d : verdict)
        expectedRules << d.rule;
    QCOMPARE(panelRules, expectedRules);
}

QTEST_MAIN(tst_Verdict)
#include "tst_verdict.moc"
