#pragma once
// What the MainWindow tests share: the bundled sample draft, an answer to the next
// message box, the per-test fixture, and a main() that keeps the test's settings and autosaves in a folder
// of their own.
#include "bundledsample.h"

#include <QApplication>
#include <QFile>
#include <QMessageBox>
#include <QPushButton>
#include <QScopedPointer>
#include <QSettings>
#include <QTemporaryDir>
#include <QTimer>
#include <QTest>

namespace pmtest {

// Answers the next modal message box by clicking the given standard button.
inline void answerNextMessageBox(QMessageBox::StandardButton button, bool *seen)
{
    QTimer::singleShot(0, qApp, [button, seen] {
        QTRY_VERIFY(QApplication::activeModalWidget());
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        QVERIFY(box);
        *seen = true;
        box->button(button)->click();
    });
}

// The fixture of every MainWindow test: settings cleared and a temporary folder of its
// own (m_dir) for each test function.
class MainWindowTest : public QObject
{
    Q_OBJECT

protected:
    QScopedPointer<QTemporaryDir> m_dir;

private slots:
    void init()
    {
        QSettings().clear();
        m_dir.reset(new QTemporaryDir);
        QVERIFY(m_dir->isValid());
    }
};

} // namespace pmtest

// Settings and autosaves of the test stay in a temporary folder, named after the test.
#define PM_MAINWINDOW_TEST_MAIN(TestClass, name)                                          \
    int main(int argc, char *argv[])                                                      \
    {                                                                                     \
        QTemporaryDir home;                                                               \
        qputenv("XDG_CONFIG_HOME", home.filePath(QStringLiteral("config")).toUtf8());     \
        qputenv("XDG_DATA_HOME", home.filePath(QStringLiteral("data")).toUtf8());         \
        QApplication app(argc, argv);                                                     \
        QCoreApplication::setOrganizationName(QStringLiteral("postmortem-editor-tests")); \
        QCoreApplication::setApplicationName(QStringLiteral(name));                       \
        TestClass test;                                                                   \
        return QTest::qExec(&test, argc, argv);                                           \
    }
