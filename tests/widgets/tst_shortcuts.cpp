// Shortcuts as a user at an X11 desktop presses them: real key events through the X
// server (xdotool, XTEST) to the window the window manager focused, on the xcb platform,
// where Qt's X11 key scheme applies (Ctrl+E is also "end of line" there). Run by
// xcb-session.sh under Xvfb and openbox; on any other platform it skips.
#include "documentchecker.h"
#include "documentmodel.h"
#include "findbar.h"
#include "bundledsample.h"
#include "mainwindow.h"
#include "publishdialog.h"
#include "sectioneditor.h"
#include "sectiontabs.h"
#include "testfiles.h"

#include <QAbstractButton>
#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPointer>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QWindow>
#include <QTest>

#include <functional>

using namespace pm;

namespace {

using pmtest::sample;

// Presses keys through the X server, as a keyboard would.
bool press(const QString &keys)
{
    return QProcess::execute(QStringLiteral("xdotool"), {QStringLiteral("key"), QStringLiteral("--clearmodifiers"), keys}) == 0;
}

// Counts a window's deactivations. On a busy machine the window manager can still be
// handing the focus back after the previous test's dialog closed: the main window is
// deactivated for a moment (a FocusOut from openbox) while it already looked active,
// and a key that arrives then reaches the window but no shortcut, as Qt matches window
// shortcuts only in the active window (seen in CI: Ctrl+J fell through to the editor).
struct Deactivations : QObject
{
    int count = 0;
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::WindowDeactivate)
            ++count;
        return false;
    }
};

// Presses `keys` until `done()` holds within `timeoutMs`. Pressed again (three tries
// in all) only when `window` was deactivated while the key was on its way, once it is
// active again; a key the active window received without effect fails at once.
bool pressUntil(QWidget *window, Deactivations *deactivations, const QString &keys,
                const std::function<void()> &prepare, const std::function<bool()> &done, int timeoutMs = 5000)
{
    for (int attempt = 0; attempt < 3; ++attempt) {
        if (attempt > 0) {
            window->raise();
            window->activateWindow();
        }
        if (!QTest::qWaitForWindowActive(window, 10000)) {
            qWarning("%s: the window did not become active in 10 s", qPrintable(keys));
            return false;
        }
        prepare();
        const int before = deactivations->count;
        if (!press(keys))
            return false;
        QElapsedTimer waited;
        waited.start();
        while (!done() && deactivations->count == before && waited.elapsed() < timeoutMs)
            QTest::qWait(20);
        if (done())
            return true;
        if (deactivations->count == before)
            return false; // the window stayed active: the key itself did nothing
        // Deactivated, and the window manager does not always give the focus back (seen
        // under load): asked for again above. Let it settle; the key may still have
        // done its work.
        QTest::qWait(300);
        if (done())
            return true;
        qWarning("the window was deactivated while %s was on its way; pressing it again", qPrintable(keys));
    }
    return false;
}

// "Ctrl+Shift+G" -> "ctrl+shift+g", "F3" stays "F3" (X keysyms are case-sensitive).
QString xdotoolKeys(const QString &portable)
{
    QStringList parts = portable.split(QLatin1Char('+'));
    for (QString &p : parts) {
        if (p == QLatin1String("Ctrl") || p == QLatin1String("Shift") || p == QLatin1String("Alt") || p.size() == 1)
            p = p.toLower();
    }
    return parts.join(QLatin1Char('+'));
}

// Calls back with the first modal window of type T that opens, then closes it.
template<typename T>
struct ModalWatch
{
    QTimer timer;
    QString seen;
    explicit ModalWatch(const std::function<QString(T *)> &look)
    {
        timer.setInterval(20);
        QObject::connect(&timer, &QTimer::timeout, &timer, [this, look] {
            if (auto *w = qobject_cast<T *>(QApplication::activeModalWidget())) {
                timer.stop();
                seen = look(w);
                w->close();
            }
        });
        timer.start();
    }
};

QChar mnemonic(const QString &text)
{
    const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("&([^&])")).match(text);
    return m.hasMatch() ? m.captured(1).at(0).toLower() : QChar();
}

} // namespace

class TestShortcuts : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (QGuiApplication::platformName() != QLatin1String("xcb"))
            QSKIP("needs the xcb platform and an X server: run through xcb-session.sh");
        if (QStandardPaths::findExecutable(QStringLiteral("xdotool")).isEmpty())
            QSKIP("xdotool is not installed (apt-get install -y xdotool)");
        QSettings().clear();
        QVERIFY(m_dir.isValid());
        m_window.installEventFilter(&m_deactivations);
        // The gate fails: the export action used to be disabled then, and Ctrl+E fell
        // through to the editor as "end of line".
        QByteArray bytes = sample();
        bytes.replace("root_cause: confirmed", "root_cause: hypothesis");
        QVERIFY(m_window.openFile(pmtest::writeFile(m_dir.filePath(QStringLiteral("a.md")), bytes)));
        m_window.show();
        m_window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&m_window));
        m_window.tabs()->showKey(QStringLiteral("fix"));
        m_window.tabs()->currentEditor()->setFocus();
        QTRY_VERIFY(m_window.tabs()->currentEditor()->hasFocus());
    }

    // Each key goes to the window the window manager focused: after a dialog or a menu
    // of the previous test closed, wait until the main window is active again (a busy
    // machine takes a while), or the key reaches no window.
    void init()
    {
        QTRY_VERIFY_WITH_TIMEOUT(!QApplication::activeModalWidget() && !QApplication::activePopupWidget(), 10000);
        m_window.raise();
        m_window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&m_window, 10000));
    }

    void ctrlEOpensTheExportDialogFromTheText()
    {
        SectionEditor *ed = m_window.tabs()->currentEditor();
        ModalWatch<PublishDialog> watch([](PublishDialog *d) { return d->windowTitle(); });
        auto caretAtStart = [ed] {
            QTextCursor c = ed->textCursor();
            c.setPosition(0);
            ed->setTextCursor(c);
        };
        QVERIFY(pressUntil(&m_window, &m_deactivations, QStringLiteral("ctrl+e"), caretAtStart,
                           [&watch] { return !watch.seen.isEmpty(); }));
        QCOMPARE(ed->textCursor().position(), 0); // the caret did not go to the line's end
    }

    void goToSectionIsNotFindNext()
    {
        // Ctrl+G is Find Next in several key schemes; Go to Section has a key of its own.
        for (const QKeySequence &k : QKeySequence::keyBindings(QKeySequence::FindNext))
            QVERIFY(k != QKeySequence(Qt::CTRL | Qt::Key_J));
        ModalWatch<QInputDialog> watch([](QInputDialog *d) { return d->labelText(); });
        QVERIFY(pressUntil(
            &m_window, &m_deactivations, QStringLiteral("ctrl+j"), [] {},
            [&watch] { return !watch.seen.isEmpty(); }));
    }

    void findNextKeyFindsTheNextMatch()
    {
        m_window.findBar()->findEdit()->setText(QStringLiteral("compaction"));
        m_window.tabs()->showKey(QStringLiteral("summary"));
        SectionEditor *ed = m_window.tabs()->currentEditor();
        ed->setFocus();
        QTRY_VERIFY(ed->hasFocus());
        const QString key = QKeySequence(QKeySequence::FindNext).toString(QKeySequence::PortableText);
        QVERIFY(!key.isEmpty());
        auto caretAtStart = [ed] {
            QTextCursor c = ed->textCursor();
            c.setPosition(0);
            ed->setTextCursor(c);
        };
        QVERIFY(pressUntil(&m_window, &m_deactivations, xdotoolKeys(key), caretAtStart, [this] {
            return m_window.tabs()->currentEditor()->textCursor().selectedText() == QLatin1String("compaction");
        }));
    }

    void ctrlPeriodOpensTheProblemMenu()
    {
        m_window.tabs()->showKey(QStringLiteral("fix"));
        SectionEditor *ed = m_window.tabs()->currentEditor();
        QTextCursor c = ed->textCursor();
        c.movePosition(QTextCursor::End);
        c.insertText(QStringLiteral(" We think so."));
        m_window.checks()->flush();
        const int end = c.position();
        auto caretAtEnd = [ed, end] {
            QTextCursor at = ed->textCursor();
            at.setPosition(end);
            ed->setTextCursor(at);
            ed->setFocus();
        };
        // The menu, shown on the screen. A deactivation closes a popup, and Qt deletes
        // this one when it closes: held by a QPointer, not a raw pointer.
        QPointer<QMenu> menu;
        QVERIFY(pressUntil(&m_window, &m_deactivations, QStringLiteral("ctrl+period"), caretAtEnd, [&menu] {
            menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
            return menu && menu->isVisible() && menu->windowHandle() && menu->windowHandle()->isExposed();
        }));
        QVERIFY(menu->activeAction() && menu->activeAction()->text().startsWith(QStringLiteral("Fix:")));
        // Return applies the fix. Given to the menu itself: an X key sent before the popup
        // has grabbed the keyboard (it shows first, grabs a moment later on a busy machine)
        // would reach the editor instead. Ctrl+. above is what has to come through X.
        QTest::keyClick(menu.data(), Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(!ed->toPlainText().contains(QStringLiteral("We think")), 5000);
    }

    void exportDialogMnemonicsAreUnique()
    {
        QStringList clashes;
        ModalWatch<PublishDialog> watch([&clashes](PublishDialog *d) {
            QHash<QChar, QString> taken;
            auto take = [&](const QString &text) {
                const QChar m = mnemonic(text);
                if (m.isNull())
                    return;
                if (taken.contains(m))
                    clashes << QStringLiteral("%1: %2 / %3").arg(m).arg(taken.value(m), text);
                taken.insert(m, text);
            };
            for (QAbstractButton *b : d->findChildren<QAbstractButton *>())
                take(b->text());
            for (QLabel *l : d->findChildren<QLabel *>())
                if (l->buddy())
                    take(l->text());
            for (QTabWidget *t : d->findChildren<QTabWidget *>())
                for (int i = 0; i < t->count(); ++i)
                    take(t->tabText(i));
            return QStringLiteral("looked");
        });
        // A draft that passes shows the whole dialog (payload tabs, JIRA form).
        GateInputs gate = m_window.document()->gateInputs();
        gate.rootCause = RootCauseState::Confirmed;
        m_window.document()->setGateInputs(gate);
        m_window.showExport();
        QCOMPARE(watch.seen, QStringLiteral("looked"));
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QStringLiteral("; "))));
    }

private:
    QTemporaryDir m_dir;
    Deactivations m_deactivations; // outlives the window it watches
    MainWindow m_window;
};

int main(int argc, char *argv[])
{
    QTemporaryDir home;
    qputenv("XDG_CONFIG_HOME", home.filePath(QStringLiteral("config")).toUtf8());
    qputenv("XDG_DATA_HOME", home.filePath(QStringLiteral("data")).toUtf8());
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("postmortem-editor-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_shortcuts"));
    TestShortcuts test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_shortcuts.moc"
