#include "bundledsample.h"
#include "documentchecker.h"
#include "documentmodel.h"
#include "draftformat.h"
#include "highlighting.h"
#include "sectioneditor.h"

#include <QApplication>
#include <QFontInfo>
#include <QPalette>
#include <QSignalSpy>
#include <QSyntaxHighlighter>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>
#include <QTest>

#include <memory>
#include <vector>

using namespace pm;

namespace {

// The formats the highlighter put on a block, as (start, length, foreground) triples.
auto formatsOf(const QTextBlock &block) -> decltype(block.layout()->formats())
{
    if (!block.layout())
        return {};
    return block.layout()->formats();
}

QTextBlock blockContaining(QTextDocument *doc, const QString &text)
{
    for (QTextBlock b = doc->begin(); b.isValid(); b = b.next()) {
        if (b.text().contains(text))
            return b;
    }
    return {};
}

} // namespace

class TestHighlighting : public QObject
{
    Q_OBJECT

private slots:
    void fencedCodeIsHighlightedInItsLanguage()
    {
        if (!Highlighting::isAvailable()) {
            // The build without KSyntaxHighlighting: nothing colours; code gets its font only.
            QTextDocument doc;
            doc.setPlainText(QStringLiteral("```cpp\nint x = 0;\n```"));
            SectionEditor editor;
            editor.setSection(&doc, QStringLiteral("fix"), QString());
            QVERIFY(!Highlighting::instance()->isReady());
            QTRY_VERIFY(!formatsOf(blockContaining(&doc, QStringLiteral("int x"))).isEmpty());
            for (const QTextLayout::FormatRange &r : formatsOf(blockContaining(&doc, QStringLiteral("int x")))) {
                QVERIFY(!r.format.hasProperty(QTextFormat::ForegroundBrush));
                QVERIFY(r.format.fontFixedPitch());
            }
            return;
        }
        QTextDocument doc;
        doc.setPlainText(QStringLiteral("Plain words.\n\n```cpp\nint scratchBuf = 0; // comment\n```\n"));
        SectionEditor editor;
        editor.setSection(&doc, QStringLiteral("root-cause"), QString());
        editor.show();
        // The repository loads off the GUI thread; the document is attached before it is ready.
        QSignalSpy ready(Highlighting::instance(), &Highlighting::ready);
        Highlighting::instance()->preload();
        if (!Highlighting::instance()->isReady())
            QVERIFY(ready.wait(20000));
        QTRY_VERIFY(!formatsOf(blockContaining(&doc, QStringLiteral("int scratchBuf"))).isEmpty());
        // KSyntaxHighlighting took over from the code font's own highlighter: one writes the formats.
        QCOMPARE(doc.findChildren<QSyntaxHighlighter *>().size(), 1);
        const auto code = formatsOf(blockContaining(&doc, QStringLiteral("int scratchBuf")));
        // "int" (a C++ type) and the comment get different formats: C++ rules ran inside Markdown.
        QTextCharFormat intFormat, commentFormat;
        for (const QTextLayout::FormatRange &r : code) {
            if (r.start == 0)
                intFormat = r.format;
            if (r.start <= 20 && r.start + r.length > 20)
                commentFormat = r.format;
        }
        QVERIFY(intFormat.foreground() != commentFormat.foreground() || intFormat.fontItalic() != commentFormat.fontItalic());
        // In the code font, over its colours, the whole line; the prose above has none.
        int covered = 0;
        for (const QTextLayout::FormatRange &r : code) {
            QVERIFY(QFontInfo(r.format.font()).fixedPitch());
            covered += r.length;
        }
        QCOMPARE(covered, blockContaining(&doc, QStringLiteral("int scratchBuf")).length() - 1);
        for (const QTextLayout::FormatRange &r : formatsOf(doc.firstBlock()))
            QVERIFY(!r.format.hasProperty(QTextFormat::FontFamily) && !r.format.hasProperty(QTextFormat::FontFamilies));
    }

    // A section's first paragraph "CI gap: …" is prose: the Markdown definition took it
    // for MultiMarkdown metadata at the start of a file and drew it grey.
    void labelledFirstParagraphIsProse()
    {
        if (!Highlighting::isAvailable())
            QSKIP("built without KSyntaxHighlighting");
        QTextDocument doc;
        doc.setPlainText(QStringLiteral("CI gap: the nightly job never ran on ARM.\n\nLatent code: `drain()` kept the old value.\n"));
        SectionEditor editor;
        editor.setSection(&doc, QStringLiteral("why-slipped"), QString());
        editor.show();
        QSignalSpy ready(Highlighting::instance(), &Highlighting::ready);
        Highlighting::instance()->preload();
        if (!Highlighting::instance()->isReady())
            QVERIFY(ready.wait(20000));
        // The inline code of the second paragraph is highlighted: the highlighter ran.
        QTRY_VERIFY(!formatsOf(blockContaining(&doc, QStringLiteral("Latent code"))).isEmpty());
        // "CI gap" is drawn as "Latent code" is, the start of a paragraph inside the section.
        const auto foregroundAt0 = [](const QTextBlock &block) {
            for (const QTextLayout::FormatRange &r : formatsOf(block)) {
                if (r.start == 0)
                    return r.format.foreground().color();
            }
            return QColor();
        };
        QCOMPARE(foregroundAt0(doc.firstBlock()), foregroundAt0(blockContaining(&doc, QStringLiteral("Latent code"))));
    }

    // KF6's Repository is a QObject created on the loading thread, which ends right
    // after; unless it is handed to the GUI thread it would belong to a dead thread
    // (its signals and timers would never run). KF5's Repository is no QObject.
    void repositoryIsHandedToTheGuiThread()
    {
        Highlighting::instance()->preload();
        if (!Highlighting::isAvailable()) {
            QVERIFY(!Highlighting::instance()->isReady());
            QCOMPARE(Highlighting::instance()->repositoryThread(), nullptr);
            return;
        }
        QTRY_VERIFY_WITH_TIMEOUT(Highlighting::instance()->isReady(), 20000);
#if PM_QT_MAJOR >= 6
        QCOMPARE(Highlighting::instance()->repositoryThread(), qApp->thread());
        // And it works there: a document attached now is highlighted at once.
        QTextDocument doc;
        doc.setPlainText(QStringLiteral("# Title\n\n```cpp\nint handOver = 1;\n```\n"));
        Highlighting::instance()->attach(&doc);
        QTRY_VERIFY(!formatsOf(blockContaining(&doc, QStringLiteral("int handOver"))).isEmpty());
#else
        QCOMPARE(Highlighting::instance()->repositoryThread(), nullptr);
#endif
    }

    void themeFollowsThePalette()
    {
        if (!Highlighting::isAvailable()) {
            // Without KSyntaxHighlighting there is no theme; the editor still works.
            Highlighting::instance()->preload();
            QVERIFY(Highlighting::instance()->themeName().isEmpty());
            return;
        }
        Highlighting::instance()->preload();
        QTRY_VERIFY_WITH_TIMEOUT(Highlighting::instance()->isReady(), 20000);
        const QPalette original = qApp->palette();
        QPalette light;
        light.setColor(QPalette::Base, Qt::white);
        light.setColor(QPalette::Text, Qt::black);
        light.setColor(QPalette::Window, QColor(0xef, 0xef, 0xef));
        qApp->setPalette(light);
        const QString lightTheme = Highlighting::instance()->themeName();
        QPalette dark;
        dark.setColor(QPalette::Base, QColor(0x1e, 0x1f, 0x22));
        dark.setColor(QPalette::Text, QColor(0xdf, 0xe1, 0xe5));
        dark.setColor(QPalette::Window, QColor(0x2b, 0x2d, 0x30));
        qApp->setPalette(dark);
        const QString darkTheme = Highlighting::instance()->themeName();
        qApp->setPalette(original);
        QVERIFY(!lightTheme.isEmpty());
        QVERIFY2(lightTheme != darkTheme, qPrintable(lightTheme + QStringLiteral(" / ") + darkTheme));
    }

    // A highlighter attaching to a section (the code font at once, KSyntaxHighlighting's
    // colours once loaded) changes formats, not text: no section is edited or checked
    // again for it. The one check that follows is the one a real edit asks for.
    void attachingAHighlighterChecksNothing()
    {
        DocumentModel model;
        model.setDraft(DraftFormat::parse(pmtest::sample()).value());
        DocumentChecker checker(&model);
        checker.setDebounce(0);
        const int lintsBefore = checker.evaluations().sectionLints;
        QSignalSpy edited(&model, &DocumentModel::sectionEdited);
        QSignalSpy checked(&checker, &DocumentChecker::diagnosticsChanged);
        std::vector<std::unique_ptr<SectionEditor>> editors;
        for (const DocumentModel::Entry &e : model.entries()) {
            editors.push_back(std::make_unique<SectionEditor>());
            editors.back()->setSection(model.document(e.key), e.key, QString());
            editors.back()->show();
        }
        QTextDocument *summary = model.document(QStringLiteral("summary"));
        const auto codeSet = [summary] {
            for (const QTextLayout::FormatRange &r : formatsOf(blockContaining(summary, QStringLiteral("SegmentIndex")))) {
                if (r.format.fontFixedPitch()
                    && (!Highlighting::isAvailable() || r.format.hasProperty(QTextFormat::ForegroundBrush)))
                    return true;
            }
            return false;
        };
        Highlighting::instance()->preload();
        QTRY_VERIFY_WITH_TIMEOUT(!Highlighting::isAvailable() || Highlighting::instance()->isReady(), 20000);
        QTRY_VERIFY(codeSet());
        // Each pass has run (and would have said "edited" in the same call).
        QCOMPARE(edited.count(), 0);

        QTextCursor cursor(model.document(QStringLiteral("fix")));
        cursor.movePosition(QTextCursor::End);
        cursor.insertText(QStringLiteral(" It probably broke."));
        QCOMPARE(edited.count(), 1);
        QTRY_COMPARE(checked.count(), 1);
        QCOMPARE(checked.first().first().value<QSet<QString>>(), QSet<QString>{QStringLiteral("fix")});
        QCOMPARE(checker.evaluations().sectionLints, lintsBefore + 1);
    }

    // A highlighter's pass while a check runs on the worker (as for a big draft) keeps
    // that check's findings: no text moved, so none is dropped or checked again.
    void aPassDuringABackgroundCheckKeepsItsFindings()
    {
        DocumentModel model;
        model.setDraft(DraftFormat::parse(pmtest::sample()).value());
        DocumentChecker checker(&model);
        checker.setDebounce(0);
        checker.setBackgroundChecksFrom(1);
        QTextDocument *fix = model.document(QStringLiteral("fix"));
        SectionEditor editor;
        editor.setSection(fix, QStringLiteral("fix"), QString());
        editor.show();
        auto *highlighter = fix->findChild<QSyntaxHighlighter *>();
        QVERIFY(highlighter);
        const int lintsBefore = checker.evaluations().sectionLints;
        QTextCursor cursor(fix);
        cursor.movePosition(QTextCursor::End);
        cursor.insertText(QStringLiteral(" It probably broke."));
        checker.checkEdited();
        QVERIFY(checker.isCheckPending());
        highlighter->rehighlight(); // before the worker's result can land
        QTRY_VERIFY_WITH_TIMEOUT(!checker.isCheckPending() && !checker.isVerdictPending(), 20000);
        bool hedge = false;
        for (const Diagnostic &d : checker.sectionDiagnostics(QStringLiteral("fix")))
            hedge |= d.rule == QLatin1String("hedging");
        QVERIFY(hedge);
        QCOMPARE(checker.evaluations().sectionLints, lintsBefore + 1);
    }
};

QTEST_MAIN(TestHighlighting)
#include "tst_highlighting.moc"
