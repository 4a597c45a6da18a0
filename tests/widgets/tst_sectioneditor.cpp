#include "sectioneditor.h"

#include "jirasettingspage.h"
#include "settings.h"
#include "settingsdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFontInfo>
#include <QLabel>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>
#include <QTest>

using namespace pm;

namespace {

// A squiggle of the editor's own (the SquigglePainter's and the spell checker's kind).
QTextEdit::ExtraSelection squiggle(QTextDocument *doc, int from, int to, const QColor &ink)
{
    QTextEdit::ExtraSelection sel;
    sel.cursor = QTextCursor(doc);
    sel.cursor.setPosition(from);
    sel.cursor.setPosition(to, QTextCursor::KeepAnchor);
    sel.format.setProperty(SectionEditor::SquiggleProperty, SectionEditor::Wave);
    sel.format.setUnderlineColor(ink);
    sel.format.setToolTip(QStringLiteral("a finding"));
    return sel;
}

// Counts the paint events a widget gets.
class PaintCounter : public QObject
{
public:
    int count = 0;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint)
            ++count;
        return QObject::eventFilter(watched, event);
    }
};

} // namespace

class TestSectionEditor : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // no developer's Preferences
        QCoreApplication::setOrganizationName(QStringLiteral("postmortem-editor-test-sectioneditor"));
        QSettings().clear();
    }

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

    // Preferences ▸ Font of the text reaches every open editor; code spans and fenced
    // code stay monospace under proportional prose. Measured on the laid-out text: in a
    // monospace run "iiii" is as wide as "mmmm", in proportional prose it is not.
    void proseFontFollowsTheSettingAndCodeStaysMonospace()
    {
        Settings &settings = Settings::instance();
        settings.setProseFont(QStringLiteral("proportional"));
        QTextDocument doc;
        doc.setPlainText(QStringLiteral("Set `iiii` and `mmmm` as iiii and mmmm.\n```\niiii\nmmmm\n```\niiii\nmmmm"));
        SectionEditor editor;
        editor.setSection(&doc, QStringLiteral("fix"), QString());
        editor.resize(600, 300);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        const auto width = [&doc](int block, int from, int length) {
            const QTextBlock b = doc.findBlockByNumber(block);
            const QTextLine line = b.layout() ? b.layout()->lineForTextPosition(from) : QTextLine();
            // Not laid out (yet): no width, and every comparison fails.
            return line.isValid() ? line.cursorToX(from + length) - line.cursorToX(from) : qQNaN();
        };
        const QString first = doc.firstBlock().text();
        const auto at = [&first](const char *word, int from = 0) { return int(first.indexOf(QLatin1String(word), from)); };
        const auto codeIsMonospace = [&] {
            return qFuzzyCompare(width(0, at("`iiii`") + 1, 4), width(0, at("`mmmm`") + 1, 4))
                   && qFuzzyCompare(width(2, 0, 4), width(3, 0, 4));
        };
        QVERIFY(!QFontInfo(editor.font()).fixedPitch());
        QTRY_VERIFY_WITH_TIMEOUT(codeIsMonospace(), 5000);
        // The prose around it, and after the fence closes, is not.
        QVERIFY(width(0, at("iiii and"), 4) < width(0, at("mmmm."), 4));
        QVERIFY(width(5, 0, 4) < width(6, 0, 4));

        QSignalSpy changed(&settings, &Settings::proseFontChanged);
        settings.setProseFont(QStringLiteral("monospace"));
        QCOMPARE(changed.count(), 1);
        QVERIFY(QFontInfo(editor.font()).fixedPitch());
        QVERIFY(QFontInfo(doc.defaultFont()).fixedPitch());
        QTRY_VERIFY_WITH_TIMEOUT(qFuzzyCompare(width(5, 0, 4), width(6, 0, 4)), 5000);
        QVERIFY(codeIsMonospace());
        // An editor made later starts with the setting; back to proportional, live.
        SectionEditor later;
        QVERIFY(QFontInfo(later.font()).fixedPitch());
        settings.setProseFont(QStringLiteral("proportional"));
        QVERIFY(!QFontInfo(later.font()).fixedPitch());
        QTRY_VERIFY_WITH_TIMEOUT(width(5, 0, 4) < width(6, 0, 4), 5000);
        QVERIFY(codeIsMonospace());
    }

    // Preferences ▸ Font of the text: OK applies it to the editors already open.
    void preferencesSwitchOpenEditors()
    {
        Settings::instance().setProseFont(QStringLiteral("proportional"));
        QTextDocument doc;
        doc.setPlainText(QStringLiteral("Prose."));
        SectionEditor editor;
        editor.setSection(&doc, QStringLiteral("fix"), QString());
        QVERIFY(!QFontInfo(editor.font()).fixedPitch());
        SettingsDialog dialog;
        QComboBox *box = dialog.proseFontBox();
        QCOMPARE(box->currentData().toString(), QStringLiteral("proportional"));
        box->setCurrentIndex(box->findData(QStringLiteral("monospace")));
        QVERIFY(!QFontInfo(editor.font()).fixedPitch()); // not before OK
        // The keychain probe answers first: a job still running when its dialog goes
        // answers into a deleted object.
        JiraSettingsPage *page = dialog.jiraPage();
        QTRY_VERIFY_WITH_TIMEOUT(page->rememberBox()->isEnabled() || !page->keychainNote()->text().isEmpty(), 10000);
        dialog.accept();
        QCOMPARE(Settings::instance().proseFont(), QStringLiteral("monospace"));
        QVERIFY(QFontInfo(editor.font()).fixedPitch());
        Settings::instance().setProseFont(QStringLiteral("proportional"));
    }

    // The cursor's paragraph keeps its shaping (QTextLayout's cache) so that the
    // keystrokes in it do not itemize and shape it again for every cursor position
    // asked; every other paragraph is left to Qt's default, which frees it.
    void onlyTheCursorsBlockKeepsItsShaping()
    {
        QTextDocument doc;
        doc.setPlainText(QStringLiteral("first paragraph\nsecond paragraph\nthird paragraph"));
        SectionEditor editor;
        editor.setSection(&doc, QStringLiteral("fix"), QString());
        const auto cached = [&doc] {
            QList<int> blocks;
            for (QTextBlock b = doc.begin(); b.isValid(); b = b.next()) {
                if (b.layout() && b.layout()->cacheEnabled())
                    blocks << b.blockNumber();
            }
            return blocks;
        };
        QCOMPARE(cached(), QList<int>{0});
        QTextCursor c = editor.textCursor();
        c.movePosition(QTextCursor::End);
        editor.setTextCursor(c);
        QCOMPARE(cached(), QList<int>{2});
        // A new paragraph typed at the end: the cursor is in it, and only there.
        QTest::keyClick(&editor, Qt::Key_Return);
        QTest::keyClicks(&editor, QStringLiteral("fourth"));
        QCOMPARE(doc.blockCount(), 4);
        QCOMPARE(cached(), QList<int>{3});
        // Joined back to the one before: the surviving paragraph has it.
        for (int i = 0; i < 7; ++i)
            QTest::keyClick(&editor, Qt::Key_Backspace);
        QCOMPARE(doc.blockCount(), 3);
        QCOMPARE(cached(), QList<int>{2});
        // Another section shown, or none: this document's paragraphs let go.
        QTextDocument other;
        other.setPlainText(QStringLiteral("another section"));
        editor.setSection(&other, QStringLiteral("summary"), QString());
        QCOMPARE(cached(), QList<int>{});
        QVERIFY(other.begin().layout()->cacheEnabled());
        editor.detach();
        QVERIFY(!other.begin().layout()->cacheEnabled());
    }

    // Squiggles the editor underlines itself go to Qt only when their format has
    // something for Qt to draw; the layer keeps them all, and a change of them still
    // repaints.
    void squigglesAreDrawnByTheEditorAlone()
    {
        QTextDocument doc;
        doc.setPlainText(QStringLiteral("We think the cache was probably stale."));
        SectionEditor editor;
        editor.setSection(&doc, QStringLiteral("root-cause"), QString());
        editor.resize(400, 200);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        PaintCounter paints;
        editor.viewport()->installEventFilter(&paints);

        const QTextEdit::ExtraSelection own = squiggle(&doc, 0, 8, Qt::red);
        QTextEdit::ExtraSelection shaded = squiggle(&doc, 9, 14, Qt::red);
        shaded.format.setBackground(Qt::yellow);
        editor.setLayer(SectionEditor::Layer::Lint, {own, shaded});
        QCOMPARE(editor.layer(SectionEditor::Layer::Lint).size(), 2);
        QCOMPARE(editor.mergedSelections().size(), 3); // with the current line
        const QList<QTextEdit::ExtraSelection> forQt = editor.extraSelections();
        QCOMPARE(forQt.size(), 2);
        QCOMPARE(forQt.last().format.background(), QBrush(Qt::yellow));
        QTRY_VERIFY(paints.count > 0);

        // Only the editor's own squiggle changes (nothing of Qt's does): still repainted,
        // on the next turn of the event loop (no caret blink waited for).
        editor.clearFocus();
        QCoreApplication::processEvents();
        paints.count = 0;
        editor.setLayer(SectionEditor::Layer::Lint, {shaded});
        QCoreApplication::processEvents();
        QVERIFY(paints.count > 0);
        paints.count = 0;
        editor.setLayer(SectionEditor::Layer::Lint, {own, shaded});
        QCoreApplication::processEvents();
        QVERIFY(paints.count > 0);
        QCOMPARE(editor.extraSelections().size(), 2);
        // And setting what is there already repaints nothing.
        paints.count = 0;
        editor.setLayer(SectionEditor::Layer::Lint, {own, shaded});
        editor.setLayer(SectionEditor::Layer::Search, {});
        QCoreApplication::processEvents();
        QCOMPARE(paints.count, 0);
    }

    // A finding over a paragraph that wraps onto many lines, scrolled to: ink under
    // each of its lines on screen, from its first character to its last, and none
    // before or after it.
    void squiggleUnderAWrappedParagraph_data()
    {
        QTest::addColumn<int>("scrollIntoIt"); // lines below the finding's first line
        QTest::newRow("starts on screen") << -2;
        QTest::newRow("starts above the screen") << 2;
    }
    void squiggleUnderAWrappedParagraph()
    {
        QFETCH(int, scrollIntoIt);
        QString text;
        while (text.size() < 6000)
            text += QStringLiteral("The cache went stale after the compaction moved the entry. ");
        QTextDocument doc;
        doc.setPlainText(text);
        SectionEditor editor;
        editor.setSection(&doc, QStringLiteral("root-cause"), QString());
        editor.resize(420, 240);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        // Both ends inside a word, where no line can start.
        const int from = int(text.indexOf(QStringLiteral("compaction"), 3000)) + 3;
        int to = from + 300;
        while (text.at(to) == QLatin1Char(' ') || text.at(to - 1) == QLatin1Char(' '))
            ++to;
        const QColor ink(Qt::magenta);
        editor.setLayer(SectionEditor::Layer::Lint, {squiggle(&doc, from, to, ink)});
        const QTextLayout *layout = doc.begin().layout();
        const int firstLine = layout->lineForTextPosition(from).lineNumber();
        const int lastLine = layout->lineForTextPosition(to).lineNumber();
        QVERIFY(lastLine - firstLine >= 4);
        editor.verticalScrollBar()->setValue(firstLine + scrollIntoIt);
        QCoreApplication::processEvents();

        const QImage shot = editor.viewport()->grab().toImage();
        const qreal ratio = shot.devicePixelRatio();
        const auto near = [&ink](QColor c) {
            const int dh = qAbs(c.hsvHue() - ink.hsvHue());
            return c.hsvSaturation() > 60 && qMin(dh, 360 - dh) < 30;
        };
        const auto rectAt = [&editor, &doc](int position) {
            QTextCursor c(&doc);
            c.setPosition(position);
            return editor.cursorRect(c);
        };
        const auto inked = [&](int x, const QRect &line) {
            for (int y = line.top() + line.height() / 2; y <= line.bottom() + 1; ++y) {
                if (x >= 0 && x < editor.viewport()->width() && near(shot.pixelColor(int(x * ratio), int(y * ratio))))
                    return true;
            }
            return false;
        };
        const int charWidth = qMax(4, rectAt(from + 1).left() - rectAt(from).left());
        int linesSeen = 0;
        for (int i = firstLine; i <= lastLine; ++i) {
            const QTextLine line = layout->lineAt(i);
            const int a = qMax(from, line.textStart());
            const int last = qMin(to, line.textStart() + line.textLength()) - 1; // the last character under it
            const QRect first = rectAt(a), end = rectAt(last);
            if (first.top() < 0 || first.bottom() >= editor.viewport()->height())
                continue; // off screen
            ++linesSeen;
            const QString where = QStringLiteral("line %1").arg(i);
            QVERIFY2(inked(first.left() + 2, first), qPrintable(where + QStringLiteral(": no ink at its start")));
            QVERIFY2(inked(end.left() + 2, end), qPrintable(where + QStringLiteral(": no ink at its end")));
            if (a == from)
                QVERIFY2(!inked(first.left() - charWidth, first), qPrintable(where + QStringLiteral(": ink before")));
            if (last == to - 1)
                QVERIFY2(!inked(end.left() + 2 * charWidth, end), qPrintable(where + QStringLiteral(": ink after")));
        }
        QVERIFY2(linesSeen >= 4, qPrintable(QString::number(linesSeen)));
    }
};

QTEST_MAIN(TestSectionEditor)
#include "tst_sectioneditor.moc"
