// The real executable's first argument, as a person types it: a command word runs
// headless, an existing file opens the window, a mistyped command is named as one with
// the command it resembles, and a window without a display says so in one line. Every
// case runs the binary as a process, because a wrong choice there aborts it.

#include "testfiles.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run
{
    int exitCode = -1;
    QProcess::ExitStatus status = QProcess::CrashExit;
    QByteArray out, err;
};

// The editor started in dir with args; `env` is applied on top of the test's own
// environment, an empty value removing the variable. Settings go to the folder too.
Run runEditor(const QString &dir, const QStringList &args, const QList<QPair<QString, QString>> &env)
{
    QProcess p;
    QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
    e.insert(QStringLiteral("XDG_CONFIG_HOME"), dir + QStringLiteral("/.config"));
    e.insert(QStringLiteral("XDG_DATA_HOME"), dir + QStringLiteral("/.data"));
    for (const QPair<QString, QString> &variable : env) {
        if (variable.second.isEmpty())
            e.remove(variable.first);
        else
            e.insert(variable.first, variable.second);
    }
    p.setProcessEnvironment(e);
    p.setWorkingDirectory(dir);
    p.start(QStringLiteral(PM_EDITOR_BINARY), args);
    Run run;
    if (!p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished();
        return run;
    }
    run.exitCode = p.exitCode();
    run.status = p.exitStatus();
    run.out = p.readAllStandardOutput();
    run.err = p.readAllStandardError();
    return run;
}

// No display of any kind, and no platform chosen: what a shell over ssh or a CI job has.
const QList<QPair<QString, QString>> noDisplay{{QStringLiteral("DISPLAY"), QString()},
                                               {QStringLiteral("WAYLAND_DISPLAY"), QString()},
                                               {QStringLiteral("QT_QPA_PLATFORM"), QString()},
                                               {QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8")},
                                               {QStringLiteral("LANGUAGE"), QString()}};

QList<QPair<QString, QString>> chinese(QList<QPair<QString, QString>> env)
{
    // Later entries win. The messages' language comes from LANGUAGE; the C library's
    // locale stays C.UTF-8, which every machine has: Qt 6.8 warns on stderr when LANG
    // names a locale that is not generated (zh_CN.UTF-8 is not on a minimal Debian).
    env.append({QStringLiteral("LC_ALL"), QString()});
    env.append({QStringLiteral("LC_MESSAGES"), QString()});
    env.append({QStringLiteral("LANG"), QStringLiteral("C.UTF-8")});
    env.append({QStringLiteral("LANGUAGE"), QStringLiteral("zh_CN")});
    return env;
}

} // namespace

class TestFrontDoor : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        m_dir.reset(new QTemporaryDir);
        QVERIFY(m_dir->isValid());
    }

    // A word that is no file and is one slip from a command is that command mistyped: one
    // line naming both, exit 2, and no window is tried (there is no display here either).
    void mistypedCommandSuggestsTheCommand_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("meant");
        QTest::newRow("swapped letters") << QStringLiteral("lnit") << QStringLiteral("lint");
        QTest::newRow("missing letter") << QStringLiteral("expor") << QStringLiteral("export");
        QTest::newRow("wrong letter") << QStringLiteral("gste") << QStringLiteral("gate");
        QTest::newRow("extra letter") << QStringLiteral("publissh") << QStringLiteral("publish");
        QTest::newRow("capitals") << QStringLiteral("Lint") << QStringLiteral("lint");
    }
    void mistypedCommandSuggestsTheCommand()
    {
        QFETCH(QString, typed);
        QFETCH(QString, meant);
        const Run run = runEditor(m_dir->path(), {typed, QStringLiteral("x.md")}, noDisplay);
        QCOMPARE(run.status, QProcess::NormalExit);
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(QString::fromUtf8(run.err),
                 QStringLiteral("postmortem-editor: unknown command '%1' (did you mean '%2'?)\n").arg(typed, meant));
        QVERIFY(run.out.isEmpty());
    }

    // A command-like word that resembles no command: the message and the list of commands.
    void unknownWordListsTheCommands()
    {
        const Run run = runEditor(m_dir->path(), {QStringLiteral("frobnicate")}, noDisplay);
        QCOMPARE(run.status, QProcess::NormalExit);
        QCOMPARE(run.exitCode, 2);
        const QString err = QString::fromUtf8(run.err);
        QVERIFY2(err.startsWith(QStringLiteral("postmortem-editor: unknown command 'frobnicate'\n")), qPrintable(err));
        QVERIFY2(!err.contains(QStringLiteral("did you mean")), qPrintable(err));
        for (const char *command : {"new", "show", "fmt", "gate", "lint", "export", "md2adf", "import", "publish"})
            QVERIFY2(err.contains(QStringLiteral("\n  %1 ").arg(QLatin1String(command))), qPrintable(err));
    }

    void mistypedCommandInChinese()
    {
        const Run run = runEditor(m_dir->path(), {QStringLiteral("lnit"), QStringLiteral("x.md")}, chinese(noDisplay));
        QCOMPARE(run.exitCode, 2);
        const QString err = QString::fromUtf8(run.err);
        QVERIFY2(err.startsWith(QStringLiteral("postmortem-editor: ")) && err.contains(QStringLiteral("'lnit'"))
                     && err.contains(QStringLiteral("'lint'")) && !err.contains(QStringLiteral("unknown command")),
                 qPrintable(err));
        QCOMPARE(err.count(QLatin1Char('\n')), 1);
    }

    // An existing file opens in the window whatever its name, a command-like one too.
    void existingFileWithACommandLikeNameOpens()
    {
        pmtest::writeFile(m_dir->filePath(QStringLiteral("lnit")), pmtest::readFile(QStringLiteral(PM_SAMPLE)));
        const Run run = runEditor(m_dir->path(), {QStringLiteral("lnit")},
                                  {{QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen")},
                                   {QStringLiteral("PM_STARTUP_PROBE"), QStringLiteral("1")}});
        QCOMPARE(run.status, QProcess::NormalExit);
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains("first-paint-epoch-ms "), run.out.constData());
        QVERIFY2(!run.err.contains("unknown command"), run.err.constData());
    }

    // The window without any display: one line that says so and how to run it, exit 2,
    // never Qt's abort.
    void windowWithoutADisplaySaysSo_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("a draft") << QStringList{QStringLiteral("x.md")};
        QTest::newRow("no argument") << QStringList();
    }
    void windowWithoutADisplaySaysSo()
    {
        QFETCH(QStringList, args);
        pmtest::writeFile(m_dir->filePath(QStringLiteral("x.md")), pmtest::readFile(QStringLiteral(PM_SAMPLE)));
        const Run run = runEditor(m_dir->path(), args, noDisplay);
        QCOMPARE(run.status, QProcess::NormalExit);
        QCOMPARE(run.exitCode, 2);
        const QString err = QString::fromUtf8(run.err);
        QCOMPARE(err.count(QLatin1Char('\n')), 1);
        QVERIFY2(err.startsWith(QStringLiteral("postmortem-editor: no display")), qPrintable(err));
        QVERIFY2(err.contains(QStringLiteral("xvfb-run")), qPrintable(err));
        QVERIFY(run.out.isEmpty());

        const Run zh = runEditor(m_dir->path(), args, chinese(noDisplay));
        QCOMPARE(zh.exitCode, 2);
        const QString zhErr = QString::fromUtf8(zh.err);
        QCOMPARE(zhErr.count(QLatin1Char('\n')), 1);
        QVERIFY2(zhErr.contains(QStringLiteral("xvfb-run")) && !zhErr.contains(QStringLiteral("no display")),
                 qPrintable(zhErr));
    }

#ifdef Q_OS_LINUX
    // A display that is named but does not answer (an ssh session whose X forwarding is
    // gone): Qt cannot start its platform; the same one line and exit 2.
    void unreachableDisplaySaysSo()
    {
        int number = 917;
        while (QFile::exists(QStringLiteral("/tmp/.X11-unix/X%1").arg(number)))
            ++number;
        QList<QPair<QString, QString>> env = noDisplay;
        env.append({QStringLiteral("DISPLAY"), QStringLiteral(":%1").arg(number)});
        const Run run = runEditor(m_dir->path(), {}, env);
        QCOMPARE(run.status, QProcess::NormalExit);
        QCOMPARE(run.exitCode, 2);
        const QString err = QString::fromUtf8(run.err);
        QCOMPARE(err.count(QLatin1Char('\n')), 1);
        QVERIFY2(err.startsWith(QStringLiteral("postmortem-editor: ")) && err.contains(QStringLiteral("xvfb-run")),
                 qPrintable(err));
        QVERIFY2(!err.contains(QStringLiteral("Reinstalling")), qPrintable(err));
    }
#endif

private:
    QScopedPointer<QTemporaryDir> m_dir;
};

QTEST_GUILESS_MAIN(TestFrontDoor)
#include "tst_frontdoor.moc"
