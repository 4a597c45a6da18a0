// SpellChecker with the real Sonnet and a real dictionary (hunspell-en-us, which
// scripts/deps.sh installs): a misspelt word of the prose is marked, code and
// identifiers beside it are not, a suggestion from the context menu replaces the word
// as one undo step, and Add to Dictionary / Ignore / the View toggle clear the marks.
// Built only with Sonnet; tst_spellranges covers which words are handed out without it.
#include "contrast.h"
#include "documentchecker.h"
#include "mainwindow.h"
#include "sectioneditor.h"
#include "sectiontabs.h"
#include "settings.h"
#include "spellchecker.h"
#include "statuscolors.h"
#include "testfiles.h"

#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextDocument>
#include <QTest>

#include <memory>

using namespace pm;
using pm::test::contrast;

namespace {

const QString Text = QStringLiteral(
    "The cache recieved a stale entry from `recieveAll()` while teh_buffer and numStreems were full.\n\n"
    "```\nrecieve teh\n```\n\n缓存 CDN-4821 failed. See https://exmaple.com/teh.");

QStringList marked(const SectionEditor &editor)
{
    QStringList out;
    for (const QTextEdit::ExtraSelection &sel : editor.layer(SectionEditor::Layer::Spelling))
        out << sel.cursor.selectedText();
    return out;
}

QAction *actionNamed(QMenu *menu, const QString &text)
{
    for (QAction *a : menu->actions()) {
        if (QString(a->text()).remove(QLatin1Char('&')) == text)
            return a;
    }
    return nullptr;
}

} // namespace

class TestSpellChecker : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // Sonnet's personal word list and settings go to a scratch home, not the user's.
        QVERIFY(m_home.isValid());
        qputenv("HOME", m_home.path().toUtf8());
        qputenv("XDG_CONFIG_HOME", (m_home.path() + QStringLiteral("/config")).toUtf8());
        qputenv("XDG_DATA_HOME", (m_home.path() + QStringLiteral("/data")).toUtf8());
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("postmortem-editor-test"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_spellchecker"));
        QSettings().clear();
        QVERIFY(SpellChecker::isBuiltIn());
    }

    void init()
    {
        m_checker = std::make_unique<SpellChecker>();
        QVERIFY2(m_checker->isUsable(),
                 "Sonnet found no English dictionary: install hunspell-en-us (scripts/deps.sh does)");
        m_document = std::make_unique<QTextDocument>();
        m_document->setPlainText(Text);
        m_editor = std::make_unique<SectionEditor>();
        m_editor->setSection(m_document.get(), QStringLiteral("root-cause"), QString());
        m_checker->attachEditor(m_editor.get());
    }

    void cleanup()
    {
        m_editor.reset();
        m_document.reset();
        m_checker.reset();
    }

    void onlyTheProseIsMarked()
    {
        QVERIFY(m_checker->language().startsWith(QLatin1String("en")));
        // Not the code span, the identifiers, the fence, the ticket, the URL, the Chinese.
        QCOMPARE(marked(*m_editor), QStringList{QStringLiteral("recieved")});
        const QTextEdit::ExtraSelection mark = m_editor->layer(SectionEditor::Layer::Spelling).constFirst();
        QCOMPARE(mark.format.property(SectionEditor::SquiggleProperty).toInt(), int(SectionEditor::Dashes));
        QCOMPARE(mark.format.underlineColor(), StatusColors::spelling(m_editor->palette()));
        QVERIFY(m_editor->layer(SectionEditor::Layer::Lint).isEmpty());
    }

    void suggestionReplacesTheWordAsOneUndoStep()
    {
        const int at = Text.indexOf(QStringLiteral("recieved")) + 2;
        QMenu menu;
        menu.addAction(QStringLiteral("Copy")); // the editor's own entries come after ours
        emit m_editor->contextMenuAboutToShow(&menu, at);
        QAction *received = actionNamed(&menu, QStringLiteral("received"));
        QVERIFY2(received, qPrintable(m_checker->suggestions(QStringLiteral("recieved")).join(u',')));
        QCOMPARE(menu.actions().constFirst()->text(), QStringLiteral("Spelling: “recieved”"));
        QVERIFY(actionNamed(&menu, QStringLiteral("Add to Dictionary")));
        QVERIFY(actionNamed(&menu, QStringLiteral("Ignore")));
        QCOMPARE(menu.actions().constLast()->text(), QStringLiteral("Copy"));
        received->trigger();
        QVERIFY(m_document->toPlainText().startsWith(QStringLiteral("The cache received a stale entry")));
        QVERIFY(marked(*m_editor).isEmpty());
        m_document->undo();
        QCOMPARE(m_document->toPlainText(), Text); // one Ctrl+Z, all of it
        m_document->redo();
        QVERIFY(m_document->toPlainText().startsWith(QStringLiteral("The cache received a stale entry")));
    }

    void noEntriesAwayFromAMisspelling()
    {
        QMenu menu;
        emit m_editor->contextMenuAboutToShow(&menu, Text.indexOf(QStringLiteral("teh_buffer")));
        QVERIFY(menu.isEmpty());
    }

    void addToDictionaryAndIgnoreClearTheMark_data()
    {
        QTest::addColumn<QString>("entry");
        QTest::newRow("add") << QStringLiteral("Add to Dictionary");
        QTest::newRow("ignore") << QStringLiteral("Ignore");
    }

    void addToDictionaryAndIgnoreClearTheMark()
    {
        QFETCH(QString, entry);
        const QString word = entry.startsWith(u'A') ? QStringLiteral("Frobnixal") : QStringLiteral("Quuxiness");
        m_document->setPlainText(QStringLiteral("The %1 layer dropped it.").arg(word));
        m_checker->refresh(m_editor.get());
        QCOMPARE(marked(*m_editor), QStringList{word});
        QMenu menu;
        emit m_editor->contextMenuAboutToShow(&menu, 5);
        QAction *action = actionNamed(&menu, entry);
        QVERIFY(action);
        action->trigger();
        QVERIFY(marked(*m_editor).isEmpty());
        QVERIFY(!m_checker->isMisspelled(word));
        // Another checker (another window) knows a word added to the dictionary.
        if (entry.startsWith(u'A')) {
            SpellChecker next;
            QVERIFY(!next.isMisspelled(word));
        }
    }

    void knownWordsAreNotMarked()
    {
        // The window hands in the owner's name from the metadata.
        m_document->setPlainText(QStringLiteral("Owner Priyanka Raghunathan fixed it."));
        m_checker->refresh(m_editor.get());
        QCOMPARE(marked(*m_editor), (QStringList{QStringLiteral("Priyanka"), QStringLiteral("Raghunathan")}));
        m_checker->setKnownWords({QStringLiteral("Priyanka"), QStringLiteral("Raghunathan")});
        QVERIFY(marked(*m_editor).isEmpty());
    }

    void theToggleIsRemembered()
    {
        QVERIFY(m_checker->toggleAction()->isEnabled());
        QVERIFY(m_checker->toggleAction()->isChecked());
        m_checker->toggleAction()->trigger();
        QVERIFY(!m_checker->isEnabled());
        QVERIFY(marked(*m_editor).isEmpty());
        QVERIFY(!Settings::instance().checkSpelling());
        SpellChecker next;
        QVERIFY(!next.isEnabled());
        m_checker->toggleAction()->trigger();
        QCOMPARE(marked(*m_editor), QStringList{QStringLiteral("recieved")});
        QVERIFY(Settings::instance().checkSpelling());
    }

    void theWindowMarksItsSections()
    {
        // Wired as the user meets it: a draft opened in the window, its owner's name known.
        const QString path = pmtest::writeFile(m_home.filePath(QStringLiteral("w.md")),
                                               "---\ntitle: T\nticket: CDN-1\nowner: Priyanka Raghunathan\n---\n\n# T\n\n"
                                               "## Summary\n\nThe cache recieved stale entries; Priyanka Raghunathan fixed "
                                               "`SegmentIndex::compact()`.\n");
        MainWindow w;
        QVERIFY(w.openFile(path));
        w.checks()->flush();
        w.tabs()->showKey(QStringLiteral("summary"));
        SectionEditor *editor = w.tabs()->currentEditor();
        QVERIFY(editor);
        QTRY_COMPARE(marked(*editor), QStringList{QStringLiteral("recieved")});
    }

    void legibleInBothThemes_data()
    {
        QTest::addColumn<QColor>("base");
        QTest::newRow("light") << QColor(Qt::white);
        QTest::newRow("dark") << QColor(0x1e, 0x1f, 0x22);
    }

    void legibleInBothThemes()
    {
        QFETCH(QColor, base);
        QPalette palette = m_editor->palette();
        palette.setColor(QPalette::Base, base);
        m_editor->setPalette(palette);
        m_checker->refresh(m_editor.get());
        const QColor line = m_editor->layer(SectionEditor::Layer::Spelling).constFirst().format.underlineColor();
        QVERIFY2(contrast(line, base) >= 3.0, qPrintable(line.name()));
        for (Severity s : {Severity::Error, Severity::Warning, Severity::Info})
            QVERIFY(line != StatusColors::severity(s, palette));
    }

private:
    QTemporaryDir m_home;
    std::unique_ptr<SpellChecker> m_checker;
    std::unique_ptr<QTextDocument> m_document;
    std::unique_ptr<SectionEditor> m_editor;
};

QTEST_MAIN(TestSpellChecker)
#include "tst_spellchecker.moc"
