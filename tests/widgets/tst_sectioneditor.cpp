#include "sectioneditor.h"

#include <QTextDocument>
#include <QtTest>

using namespace pm;

class TestSectionEditor : public QObject
{
    Q_OBJECT

private slots:
    void layersMergeInsteadOfReplacing()
    {
        QTextDocument doc;
        doc.setPlainText(QStringLiteral("We think the cache was probably stale."));
        SectionEditor editor;
        editor.setSection(&doc, QStringLiteral("root-cause"), QStringLiteral("guidance"));
        // The current-line layer is always there.
        QCOMPARE(editor.extraSelections().size(), 1);

        QTextEdit::ExtraSelection lint;
        lint.cursor = QTextCursor(&doc);
        lint.cursor.setPosition(0);
        lint.cursor.setPosition(8, QTextCursor::KeepAnchor);
        lint.format.setUnderlineStyle(QTextCharFormat::WaveUnderline);
        lint.format.setToolTip(QStringLiteral("hedging"));
        editor.setLayer(SectionEditor::Layer::Lint, {lint});
        QTextEdit::ExtraSelection search = lint;
        search.format = QTextCharFormat();
        search.format.setBackground(Qt::yellow);
        editor.setLayer(SectionEditor::Layer::Search, {search, search});
        QCOMPARE(editor.extraSelections().size(), 4);

        // Moving the cursor refreshes the current line without wiping the others.
        QTextCursor c = editor.textCursor();
        c.movePosition(QTextCursor::End);
        editor.setTextCursor(c);
        QCOMPARE(editor.extraSelections().size(), 4);
        QCOMPARE(editor.layer(SectionEditor::Layer::Lint).size(), 1);

        editor.setLayer(SectionEditor::Layer::Search, {});
        QCOMPARE(editor.extraSelections().size(), 2);
        QCOMPARE(editor.extraSelections().last().format.toolTip(), QStringLiteral("hedging"));
    }

    void placeholderAndSelectRange()
    {
        QTextDocument doc;
        SectionEditor editor;
        editor.setSection(&doc, QStringLiteral("fix"), QStringLiteral("What changed and why"));
        QCOMPARE(editor.placeholderText(), QStringLiteral("What changed and why"));
        doc.setPlainText(QStringLiteral("line one\nline two"));
        editor.selectRange(9, 4);
        QCOMPARE(editor.textCursor().selectedText(), QStringLiteral("line"));
        editor.selectRange(1000, 5); // clamped, no crash
        QCOMPARE(editor.textCursor().position(), doc.characterCount() - 1);
    }
};

QTEST_MAIN(TestSectionEditor)
#include "tst_sectioneditor.moc"
