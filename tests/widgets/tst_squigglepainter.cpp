#include "contrast.h"
#include "documentchecker.h"
#include "documentmodel.h"
#include "draftformat.h"
#include "lintmodel.h"
#include "sectioneditor.h"
#include "squigglepainter.h"
#include "statuscolors.h"

#include <QApplication>
#include <QContextMenuEvent>
#include <QLabel>
#include <QMenu>
#include <QWidgetAction>
#include <QTest>

using namespace pm;
using pm::test::contrast;

namespace {

const QByteArray Draft =
    "---\ntitle: T\nticket: CDN-1\nowner: Ana\n---\n\n# T\n\n## Summary\n\nCDN-1, owner Ana.\n\n"
    "## Root cause\n\n\n`compact()` probably moved the entry. Bob was careless with `get()`.\n";

QStringList texts(const QMenu *menu)
{
    QStringList out;
    for (QAction *a : menu->actions()) {
        if (auto *w = qobject_cast<QWidgetAction *>(a)) {
            if (auto *label = qobject_cast<QLabel *>(w->defaultWidget()))
                out << QStringLiteral("label:") + label->text();
        } else if (!a->isSeparator() || !a->text().isEmpty()) {
            out << (a->isEnabled() ? QString() : QStringLiteral("disabled:")) + a->text();
        }
    }
    return out;
}

} // namespace

class TestSquigglePainter : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        m_model.reset(new DocumentModel);
        m_model->setDraft(DraftFormat::parse(Draft).value());
        m_checker.reset(new DocumentChecker(m_model.get()));
        m_editor.reset(new SectionEditor);
        m_editor->setSection(m_model->document(QStringLiteral("root-cause")), QStringLiteral("root-cause"), QString());
        m_painter = new SquigglePainter(m_editor.get(), m_checker.get());
        m_editor->resize(600, 300);
        m_editor->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_editor.get()));
    }

    void cleanup()
    {
        m_editor.reset();
        m_checker.reset();
        m_model.reset();
    }

    void squigglesCoverTheEditorsOwnText()
    {
        QStringList covered;
        for (const QTextEdit::ExtraSelection &sel : m_editor->layer(SectionEditor::Layer::Lint))
            covered << sel.cursor.selectedText();
        QVERIFY2(covered.contains(QStringLiteral("probably")), qPrintable(covered.join(QLatin1Char('|'))));
        QVERIFY(covered.contains(QStringLiteral("careless")));
    }

    // A refresh keeps the squiggles it has when the findings are the same ones (their
    // cursors moved with the edit), and redraws them when they are not: either way each
    // squiggle is on its finding's characters afterwards, and there is one per finding.
    void squigglesFollowEveryEdit_data()
    {
        QTest::addColumn<QString>("after"); // the edit goes after the first occurrence; empty: the start
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QStringList>("covered");
        const QStringList both{QStringLiteral("probably"), QStringLiteral("careless")};
        QTest::newRow("in front of both") << QString() << QStringLiteral("Yes. ") << both;
        QTest::newRow("between them") << QStringLiteral("entry.") << QStringLiteral(" Then.") << both;
        QTest::newRow("after both") << QStringLiteral("`get()`.") << QStringLiteral(" Done.") << both;
        QTest::newRow("typed inside a finding") << QStringLiteral("care") << QStringLiteral("ful, not care")
                                                << QStringList{QStringLiteral("probably"), QStringLiteral("careless")};
        QTest::newRow("a finding added") << QStringLiteral("entry.") << QStringLiteral(" It maybe did.")
                                         << QStringList{QStringLiteral("probably"), QStringLiteral("maybe"), QStringLiteral("careless")};
    }
    void squigglesFollowEveryEdit()
    {
        QFETCH(QString, after);
        QFETCH(QString, typed);
        QFETCH(QStringList, covered);
        QTextDocument *doc = m_editor->document();
        QTextCursor cursor(doc);
        if (!after.isEmpty())
            cursor.setPosition(doc->toPlainText().indexOf(after) + after.size());
        else
            cursor.setPosition(doc->toPlainText().indexOf(QLatin1Char('`'))); // past the blank line on top
        cursor.insertText(typed);
        m_checker->flush();
        m_painter->refresh();
        QStringList squiggled, found;
        for (const QTextEdit::ExtraSelection &sel : m_editor->layer(SectionEditor::Layer::Lint))
            squiggled << sel.cursor.selectedText();
        const QString text = doc->toPlainText();
        for (const Diagnostic &d : m_checker->sectionDiagnostics(QStringLiteral("root-cause")))
            found << text.mid(d.offset, d.length);
        QCOMPARE(squiggled, found);
        QCOMPARE(squiggled, covered);
    }

    // The wave is tiled from a cached one-period pixmap: it must reach the screen, in
    // the finding's colour, under the whole word and nowhere above the line's descent.
    void waveIsPaintedUnderTheWord()
    {
        QTextEdit::ExtraSelection probably;
        for (const QTextEdit::ExtraSelection &sel : m_editor->layer(SectionEditor::Layer::Lint)) {
            if (sel.cursor.selectedText() == QLatin1String("probably"))
                probably = sel;
        }
        QVERIFY(!probably.cursor.isNull());
        QCOMPARE(probably.format.property(SectionEditor::SquiggleProperty).toInt(), int(SectionEditor::Wave));
        const QColor ink = probably.format.underlineColor();
        QTextCursor from(m_editor->document()), to(m_editor->document());
        from.setPosition(probably.cursor.selectionStart());
        to.setPosition(probably.cursor.selectionEnd());
        const QRect start = m_editor->cursorRect(from), end = m_editor->cursorRect(to);
        const QImage shot = m_editor->viewport()->grab().toImage();
        const qreal ratio = shot.devicePixelRatio();
        // The finding's hue, saturated: the glyphs are grey, the paper nearly white or
        // the current line's pale tint; antialiased edges keep the hue.
        const auto near = [&ink](QColor c) {
            const int dh = qAbs(c.hsvHue() - ink.hsvHue());
            return c.hsvSaturation() > 60 && qMin(dh, 360 - dh) < 40;
        };
        // Columns under the word with ink in the lower half of the line (most of them:
        // where the wave crosses its middle the ink is thinnest).
        int inked = 0;
        const int columns = end.left() - start.left();
        for (int x = start.left(); x < end.left(); ++x) {
            bool hit = false;
            for (int y = start.top() + start.height() / 2; y <= start.bottom() + 1 && !hit; ++y)
                hit = near(shot.pixelColor(int(x * ratio), int(y * ratio)));
            inked += hit ? 1 : 0;
        }
        QVERIFY2(inked > columns * 2 / 3, qPrintable(QStringLiteral("%1 of %2 columns").arg(inked).arg(columns)));
        // And none of it a column past the word's end plus a period of the wave.
        int beyond = 0;
        for (int x = end.left() + 12; x < end.left() + 40; ++x) {
            for (int y = start.top() + start.height() / 2; y <= start.bottom() + 1; ++y)
                beyond += near(shot.pixelColor(int(x * ratio), int(y * ratio))) ? 1 : 0;
        }
        QCOMPARE(beyond, 0);
    }

    void contextMenuOffersTheFix()
    {
        const int at = m_editor->toPlainText().indexOf(QStringLiteral("probably")) + 3;
        QPointer<QMenu> menu;
        connect(m_editor.get(), &SectionEditor::contextMenuAboutToShow, this,
                [&menu](QMenu *m, int) { menu = m; });
        QTextCursor c(m_editor->document());
        c.setPosition(at);
        const QPoint pos = m_editor->cursorRect(c).center();
        QContextMenuEvent event(QContextMenuEvent::Mouse, pos, m_editor->viewport()->mapToGlobal(pos));
        QApplication::sendEvent(m_editor->viewport(), &event);
        QVERIFY(menu);
        const QStringList entries = texts(menu);
        QVERIFY2(entries.contains(QStringLiteral("Hedging")), qPrintable(entries.join(QLatin1Char('|'))));
        QAction *fix = nullptr;
        for (QAction *a : menu->actions()) {
            if (a->text().startsWith(QStringLiteral("Fix: delete")))
                fix = a;
        }
        QVERIFY2(fix, qPrintable(entries.join(QLatin1Char('|'))));
        QVERIFY(fix->text().contains(QStringLiteral("probably")));
        // The editor's own commands are still there, below.
        QVERIFY(entries.last().contains(QStringLiteral("Select All")) || entries.join(QString()).contains(QStringLiteral("Copy")));
        fix->trigger();
        menu->close();
        QVERIFY(!m_editor->toPlainText().contains(QStringLiteral("probably")));
        m_editor->undo();
        QVERIFY(m_editor->toPlainText().contains(QStringLiteral("probably moved")));
    }

    // The fix names the whole words it changes, and the next one.
    void fixLabelShowsTheWholePhrase()
    {
        QTextCursor c(m_editor->document());
        c.movePosition(QTextCursor::End);
        c.insertText(QStringLiteral("\n\nWe think the handler drops the entry.\n"));
        m_checker->flush();
        m_painter->refresh();
        c.setPosition(m_editor->toPlainText().indexOf(QStringLiteral("We think")) + 1);
        m_editor->setTextCursor(c);
        QPointer<QMenu> menu;
        connect(m_editor.get(), &SectionEditor::contextMenuAboutToShow, this,
                [&menu](QMenu *m, int) { menu = m; });
        QVERIFY(m_painter->showProblemMenu());
        QVERIFY(menu);
        QStringList fixes = texts(menu).filter(QStringLiteral("Fix:"));
        QVERIFY2(fixes.contains(QStringLiteral("Fix: replace “We think the handler” with “The handler”")),
                 qPrintable(texts(menu).join(QLatin1Char('|'))));
        menu->close();
    }

    // A finding about the whole section is a bar in the margin beside its line, not a
    // wave under each of its words.
    void wholeSectionFindingIsAMarginMark()
    {
        QByteArray draft = Draft;
        draft.append("\n## Fix\n\nThe handler now copies the entry.\n");
        m_model->setDraft(DraftFormat::parse(draft).value());
        m_checker->flush();
        m_editor->setSection(m_model->document(QStringLiteral("fix")), QStringLiteral("fix"), QString());
        m_painter->refresh();
        QTextEdit::ExtraSelection whole;
        for (const QTextEdit::ExtraSelection &sel : m_editor->layer(SectionEditor::Layer::Lint)) {
            if (sel.format.toolTip().contains(QStringLiteral("fix-reference")))
                whole = sel;
        }
        QVERIFY2(!whole.cursor.isNull(), "the Fix section links no PR");
        QCOMPARE(whole.format.property(SectionEditor::SquiggleProperty).toInt(), int(SectionEditor::Margin));
        const QColor ink = whole.format.underlineColor();
        QTextCursor from(m_editor->document());
        from.setPosition(whole.cursor.selectionStart());
        const QRect line = m_editor->cursorRect(from);
        const QImage shot = m_editor->viewport()->grab().toImage();
        const qreal ratio = shot.devicePixelRatio();
        const auto near = [&ink](QColor c) {
            const int dh = qAbs(c.hsvHue() - ink.hsvHue());
            return c.hsvSaturation() > 60 && qMin(dh, 360 - dh) < 40;
        };
        int margin = 0, under = 0;
        for (int y = line.top(); y <= line.bottom(); ++y) {
            for (int x = 0; x < 4; ++x)
                margin += near(shot.pixelColor(int(x * ratio), int(y * ratio))) ? 1 : 0;
        }
        for (int x = line.left() + 4; x < line.left() + 200; ++x) {
            for (int y = line.top() + line.height() / 2; y <= line.bottom() + 1; ++y)
                under += near(shot.pixelColor(int(x * ratio), int(y * ratio))) ? 1 : 0;
        }
        QVERIFY2(margin > 0, "no bar in the margin");
        QCOMPARE(under, 0);
    }

    void noFixSaysWhyInsteadOfAGreyedItem()
    {
        QTextCursor c(m_editor->document());
        c.setPosition(m_editor->toPlainText().indexOf(QStringLiteral("careless")) + 2);
        m_editor->setTextCursor(c);
        QPointer<QMenu> menu;
        connect(m_editor.get(), &SectionEditor::contextMenuAboutToShow, this,
                [&menu](QMenu *m, int) { menu = m; });
        QVERIFY(m_painter->showProblemMenu());
        QVERIFY(menu);
        const QStringList entries = texts(menu);
        QCOMPARE(entries.first(), QStringLiteral("Blame"));
        QVERIFY2(entries.filter(QStringLiteral("No automatic fix")).size() == 1, qPrintable(entries.join(QLatin1Char('|'))));
        QVERIFY(entries.filter(QStringLiteral("disabled:")).isEmpty());
        menu->close();
    }

    void problemMenuMovesToTheNextProblem()
    {
        QTextCursor c(m_editor->document());
        c.setPosition(0);
        m_editor->setTextCursor(c);
        QPointer<QMenu> menu;
        connect(m_editor.get(), &SectionEditor::contextMenuAboutToShow, this,
                [&menu](QMenu *m, int) { menu = m; });
        QVERIFY(m_painter->showProblemMenu());
        QCOMPARE(m_editor->textCursor().position(), m_editor->toPlainText().indexOf(QStringLiteral("probably")));
        QVERIFY(menu);
        QVERIFY(menu->activeAction() && menu->activeAction()->text().startsWith(QStringLiteral("Fix:")));
        menu->close();
    }

    void coloursFollowThePalette_data()
    {
        QTest::addColumn<QColor>("base");
        QTest::newRow("light") << QColor(Qt::white);
        QTest::newRow("dark") << QColor(0x1e, 0x1f, 0x22);
    }
    void coloursFollowThePalette()
    {
        QFETCH(QColor, base);
        QPalette palette = m_editor->palette();
        palette.setColor(QPalette::Base, base);
        m_editor->setPalette(palette);
        const QList<QTextEdit::ExtraSelection> lint = m_editor->layer(SectionEditor::Layer::Lint);
        QVERIFY(!lint.isEmpty());
        for (const QTextEdit::ExtraSelection &sel : lint) {
            // Legible on the base it is drawn on (3:1, WCAG's figure for graphics).
            QVERIFY2(contrast(sel.format.underlineColor(), base) >= 3.0,
                     qPrintable(sel.format.underlineColor().name()));
        }
        QCOMPARE(lint.first().format.underlineColor(), StatusColors::severity(Severity::Warning, palette));
    }

    // Notes' dots and spelling's dashes are tiles too (a dashed pen stroked every dot as
    // a path): the ink is under the text, broken into marks, and stops where it ends.
    void dotsAndDashesArePaintedUnderTheirText_data()
    {
        QTest::addColumn<int>("style");
        QTest::newRow("dots") << int(SectionEditor::Dots);
        QTest::newRow("dashes") << int(SectionEditor::Dashes);
    }
    void dotsAndDashesArePaintedUnderTheirText()
    {
        QFETCH(int, style);
        const QColor ink(Qt::magenta); // no severity's hue
        QTextDocument *doc = m_editor->document();
        const QString words = QStringLiteral("moved the entry");
        const int at = doc->toPlainText().indexOf(words);
        QTextEdit::ExtraSelection mark;
        mark.cursor = QTextCursor(doc);
        mark.cursor.setPosition(at);
        mark.cursor.setPosition(at + int(words.size()), QTextCursor::KeepAnchor);
        mark.format.setProperty(SectionEditor::SquiggleProperty, style);
        mark.format.setUnderlineColor(ink);
        m_editor->setLayer(SectionEditor::Layer::Spelling, {mark});
        QTextCursor from(doc), to(doc);
        from.setPosition(at);
        to.setPosition(at + int(words.size()));
        const QRect start = m_editor->cursorRect(from), end = m_editor->cursorRect(to);
        const QImage shot = m_editor->viewport()->grab().toImage();
        const qreal ratio = shot.devicePixelRatio();
        const auto near = [&ink](QColor c) {
            const int dh = qAbs(c.hsvHue() - ink.hsvHue());
            return c.hsvSaturation() > 60 && qMin(dh, 360 - dh) < 30;
        };
        const auto inkedColumn = [&](int x) {
            for (int y = start.top() + start.height() / 2; y <= start.bottom() + 1; ++y) {
                if (near(shot.pixelColor(int(x * ratio), int(y * ratio))))
                    return true;
            }
            return false;
        };
        int inked = 0, runs = 0;
        bool previous = false;
        for (int x = start.left(); x < end.left(); ++x) {
            const bool hit = inkedColumn(x);
            inked += hit ? 1 : 0;
            runs += hit && !previous ? 1 : 0;
            previous = hit;
        }
        const int columns = end.left() - start.left();
        QVERIFY2(inked > columns / 4, qPrintable(QStringLiteral("%1 of %2 columns").arg(inked).arg(columns)));
        QVERIFY2(inked < columns, "a solid line, not marks");
        QVERIFY2(runs > columns / 8, qPrintable(QStringLiteral("%1 marks under %2 columns").arg(runs).arg(columns)));
        int beyond = 0;
        for (int x = end.left() + 6; x < end.left() + 40; ++x)
            beyond += inkedColumn(x) ? 1 : 0;
        QCOMPARE(beyond, 0);
    }

    void dotsAreSharpAtEveryScale()
    {
        // Drawn for 2x, not a 14 px pixmap scaled up.
        const QIcon icon = StatusColors::dot(Qt::red);
        QVERIFY(icon.availableSizes().contains(QSize(28, 28)));
        QVERIFY(icon.availableSizes().contains(QSize(42, 42)));
    }

private:
    std::unique_ptr<DocumentModel> m_model;
    std::unique_ptr<DocumentChecker> m_checker;
    std::unique_ptr<SectionEditor> m_editor;
    SquigglePainter *m_painter = nullptr;
};

QTEST_MAIN(TestSquigglePainter)
#include "tst_squigglepainter.moc"
