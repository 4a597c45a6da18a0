#include "documentchecker.h"
#include "documentmodel.h"
#include "draftformat.h"
#include "gatemodel.h"
#include "lintmodel.h"
#include "publishplan.h"

#include <QGuiApplication>
#include <QSignalSpy>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QtTest>

using namespace pm;

namespace {

QByteArray draft(const QByteArray &rootCause)
{
    return "---\ntitle: Stale segments\nticket: CDN-1\nowner: Ana\nrefs:\n  - org/r#1\ngate:\n"
           "  repro: \"`./soak.sh --region edge-1` fails deterministically, 20/20 runs\"\n  root_cause: confirmed\n  fix: org/r#1\n"
           "  verified: \"./soak.sh passes 20/20 runs on edge-1\"\n---\n\n# Stale segments\n\n"
           "## Summary\n\nCDN-1: `SegmentIndex::compact()` dropped entries; Ana fixed it in org/r#1.\n\n"
           "## Root cause\n\n"
           + rootCause + "\n\n"
                         "## Fix\n\n`compact()` keeps the entry under the lock (org/r#1).\n\n"
                         "## Verification\n\nThe soak on `edge-1` ran 6 h without a mismatch; other regions were not retested.\n";
}

Diagnostic hedge(const DocumentChecker &checker)
{
    for (const Diagnostic &d : checker.lintModel()->diagnostics()) {
        if (d.rule == QLatin1String("hedging"))
            return d;
    }
    return {};
}

} // namespace

class tst_DocumentChecker : public QObject
{
    Q_OBJECT

private slots:
    void positionsAreTheEditors_data()
    {
        QTest::addColumn<QString>("editorText");
        QTest::addColumn<int>("line");
        QTest::newRow("no blank lines") << QStringLiteral("`compact()` probably moved the entry.") << 1;
        QTest::newRow("two blank lines on top") << QStringLiteral("\n\n`compact()` probably moved the entry.") << 3;
        QTest::newRow("second paragraph") << QStringLiteral("`compact()` moves the entry.\n\nIt probably broke `get()`.") << 3;
    }
    void positionsAreTheEditors()
    {
        // The linter reads the normalised text (no leading blank lines); what the
        // checker publishes must point at the same characters in the editor's document.
        QFETCH(QString, editorText);
        QFETCH(int, line);
        DocumentModel model;
        model.loadValue(DraftFormat::parse(draft("`compact()` moves the entry.")).value(), QString(), false);
        DocumentChecker checker(&model);
        QTextDocument *doc = model.document(QStringLiteral("root-cause"));
        QTextCursor all(doc);
        all.select(QTextCursor::Document);
        all.insertText(editorText);
        checker.flush();
        const Diagnostic d = hedge(checker);
        QCOMPARE(d.sectionId, QStringLiteral("root-cause"));
        QCOMPARE(doc->toPlainText().mid(d.offset, d.length), QStringLiteral("probably"));
        QCOMPARE(d.line, line);
        QCOMPARE(d.line, doc->findBlock(d.offset).blockNumber() + 1); // what the status bar shows
        QCOMPARE(d.column, d.offset - doc->findBlock(d.offset).position() + 1);
        QVERIFY(d.fix);
        QVERIFY(doc->toPlainText().mid(d.fix->offset, d.fix->length).contains(QStringLiteral("probably")));
        QCOMPARE(checker.diagnosticsAt(QStringLiteral("root-cause"), d.offset + 2).size(), 1);
        QVERIFY(checker.diagnosticsAt(QStringLiteral("root-cause"), d.offset + d.length + 1).isEmpty());
    }

    void quickFixIsOneUndoStepAndRefusesStaleFindings()
    {
        DocumentModel model;
        model.loadValue(DraftFormat::parse(draft("\n`compact()` probably moved the entry.")).value(), QString(), false);
        DocumentChecker checker(&model);
        QTextDocument *doc = model.document(QStringLiteral("root-cause"));
        const Diagnostic d = hedge(checker);
        QVERIFY(d.fix);
        const QString before = doc->toPlainText();

        // Text typed in front of the finding moves it: the old finding is refused.
        QTextCursor(doc).insertText(QStringLiteral("Yes. "));
        QVERIFY(checker.applyQuickFix(d).isNull());
        QVERIFY(doc->toPlainText().contains(QStringLiteral("probably")));
        doc->undo();
        QCOMPARE(doc->toPlainText(), before);

        checker.flush();
        const Diagnostic fresh = hedge(checker);
        const QTextCursor done = checker.applyQuickFix(fresh);
        QVERIFY(!done.isNull());
        QVERIFY(!doc->toPlainText().contains(QStringLiteral("probably")));
        QVERIFY(hedge(checker).rule.isEmpty()); // re-checked at once
        doc->undo();
        QCOMPARE(doc->toPlainText(), before);
    }

    void debounceLintsOnlyTheEditedSectionAndEmitsCounts()
    {
        DocumentModel model;
        model.loadValue(DraftFormat::parse(draft("`compact()` moves the entry.")).value(), QString(), false);
        DocumentChecker checker(&model);
        checker.setDebounce(20);
        QSignalSpy changed(&checker, &DocumentChecker::diagnosticsChanged);
        QSignalSpy counts(&checker, &DocumentChecker::problemCountsChanged);
        QCOMPARE(checker.problemCounts().value(QStringLiteral("root-cause")), 0);
        QTextCursor cursor(model.document(QStringLiteral("root-cause")));
        cursor.movePosition(QTextCursor::End);
        cursor.insertText(QStringLiteral(" We think so."));
        QVERIFY(changed.wait(2000));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.first().first().value<QSet<QString>>(), QSet<QString>{QStringLiteral("root-cause")});
        QCOMPARE(counts.count(), 1);
        QCOMPARE(checker.problemCounts().value(QStringLiteral("root-cause")), 1);
    }

    void overrideGoesThroughTheDocument()
    {
        QByteArray bytes = draft("`compact()` moves the entry.");
        bytes.replace("gate:\n", "scope:\n  customer_visible: true\ngate:\n");
        DocumentModel model;
        model.loadValue(DraftFormat::parse(bytes).value(), QString(), false);
        DocumentChecker checker(&model);
        checker.setDebounce(0);
        QVERIFY(!checker.gateModel()->passed());
        checker.gateModel()->requestOverride(true);
        QVERIFY(model.scope().override);
        checker.flush();
        QTRY_VERIFY(checker.gateModel()->passed());
    }

    // A big draft's verdict comes from the worker thread: the call returns at once,
    // verdictChanged brings the plan, and it is the plan of the text as it is then,
    // also when the text changed while the worker ran.
    void bigDraftVerdictComesFromTheWorker()
    {
        DocumentModel model;
        model.loadValue(DraftFormat::parse(draft("`compact()` moves the entry.")).value(), QString(), false);
        DocumentChecker checker(&model);
        QVERIFY(!checker.isVerdictStale()); // small: in the same turn
        QVERIFY(!checker.isVerdictPending());
        checker.setBackgroundVerdictFrom(0); // every draft counts as big now
        checker.setDebounce(0);
        QSignalSpy changed(&checker, &DocumentChecker::verdictChanged);
        checker.relintAll();
        QVERIFY(checker.isVerdictPending());
        QVERIFY(checker.isVerdictStale());
        // Typed while the worker runs: "probably" makes a hedging error in Root cause.
        QTextCursor end(model.document(QStringLiteral("root-cause")));
        end.movePosition(QTextCursor::End);
        end.insertText(QStringLiteral(" It probably broke."));
        checker.flush();
        QTRY_VERIFY_WITH_TIMEOUT(!checker.isVerdictPending() && !checker.isVerdictStale(), 20000);
        QVERIFY(changed.count() >= 2); // "checking", then the plan
        PublishOptions options;
        options.disabledRules = checker.disabledRules();
        const PublishPlan expected = preparePublish(model.snapshot(), options);
        QCOMPARE(checker.lastVerdict().blockerMessages(), expected.blockerMessages());
        QVERIFY(checker.lastVerdict().blockerMessages().join(QLatin1Char('\n')).contains(QStringLiteral("probably")));
        QCOMPARE(checker.lastVerdict().bytes, expected.bytes);
    }

    // Asked for while the worker runs (the export dialog), the verdict is computed on
    // the spot, and the worker's late result does not replace it; a checker deleted
    // while its worker runs waits for it.
    void verdictWhileTheWorkerRunsIsCurrent()
    {
        DocumentModel model;
        model.loadValue(DraftFormat::parse(draft("`compact()` moves the entry.")).value(), QString(), false);
        auto *checker = new DocumentChecker(&model);
        checker->setBackgroundVerdictFrom(0);
        checker->relintAll();
        QVERIFY(checker->isVerdictPending());
        QTextCursor end(model.document(QStringLiteral("root-cause")));
        end.movePosition(QTextCursor::End);
        end.insertText(QStringLiteral(" It probably broke."));
        const QStringList now = checker->verdict().blockerMessages();
        QVERIFY(now.join(QLatin1Char('\n')).contains(QStringLiteral("probably")));
        QTRY_VERIFY_WITH_TIMEOUT(!checker->isVerdictPending(), 20000);
        QCOMPARE(checker->lastVerdict().blockerMessages(), now);
        checker->relintAll();
        QVERIFY(checker->isVerdictPending());
        delete checker; // must not crash or leave the worker writing into freed memory
    }
};

int main(int argc, char *argv[])
{
    QGuiApplication app(argc, argv);
    tst_DocumentChecker test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_documentchecker.moc"
