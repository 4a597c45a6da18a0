#include "bufferio.h"
#include "cli.h"
#include "draftformat.h"
#include "fakejiraserver.h"
#include "fullfilesystem.h"
#include "testfiles.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#include <unistd.h>
#endif

using namespace pm;

namespace {

QString fixture(const QString &relative)
{
    return QStringLiteral(PM_TESTS_SOURCE_DIR "/document/fixtures/") + relative;
}

using pmtest::readFile;
using pmtest::writeFile;

// The sample passes the gate, so every destination exports it.
QStringList exportArgs(const QString &out)
{
    return {QStringLiteral("export"), QStringLiteral(PM_SAMPLE), QStringLiteral("--to"), QStringLiteral("markdown"),
            QStringLiteral("-o"), out};
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

    static void setJiraEnvironment(const QString &site)
    {
        qputenv("PM_JIRA_SITE", site.toUtf8());
        qputenv("PM_JIRA_EMAIL", "priya@example.com");
        qputenv("PM_JIRA_TOKEN", "tok3n");
    }

private slots:
    void version()
    {
        BufferIo io;
        QCOMPARE(cli::run({QStringLiteral("--version")}, io), 0);
        QVERIFY(io.stdoutBytes.startsWith("postmortem-editor "));
        QVERIFY(io.stdoutBytes.contains("Qt " QT_VERSION_STR));
        QVERIFY(io.stdoutBytes.contains("KSyntaxHighlighting: "));
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("needle");
        QTest::newRow("unknown command") << QStringList{QStringLiteral("frobnicate")} << "unknown command";
        QTest::newRow("show no file") << QStringList{QStringLiteral("show"), QStringLiteral("--json")} << "expected one FILE";
        QTest::newRow("show no json") << QStringList{QStringLiteral("show"), fixture(QStringLiteral("roundtrip/full-en.md"))} << "--json";
        QTest::newRow("show bad option") << QStringList{QStringLiteral("show"), QStringLiteral("--jsn")} << "jsn";
        QTest::newRow("fmt no file") << QStringList{QStringLiteral("fmt")} << "at least one FILE";
        QTest::newRow("fmt both") << QStringList{QStringLiteral("fmt"), QStringLiteral("--check"), QStringLiteral("--write"), QStringLiteral("x.md")} << "exclude";
        QTest::newRow("new bad lang") << QStringList{QStringLiteral("new"), QStringLiteral("--lang"), QStringLiteral("fr")} << "en or zh";
        QTest::newRow("show missing") << QStringList{QStringLiteral("show"), QStringLiteral("/nonexistent/x.md"), QStringLiteral("--json")} << "/nonexistent/x.md: no such file";
        QTest::newRow("show revision abc") << QStringList{QStringLiteral("show"), fixture(QStringLiteral("bad/revision-abc.md")), QStringLiteral("--json")} << "revision-abc.md:3: 'revision'";
        QTest::newRow("fmt binary") << QStringList{QStringLiteral("fmt"), fixture(QStringLiteral("bad/binary.md"))} << "binary file";
    }
    void usageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, needle);
        BufferIo io;
        QCOMPARE(cli::run(args, io), 2);
        QVERIFY2(io.stderrBytes.contains(needle.toUtf8()), io.stderrBytes.constData());
        QVERIFY(io.stderrBytes.startsWith("postmortem-editor: "));
        QVERIFY(io.stdoutBytes.isEmpty());
    }

    void showJson()
    {
        BufferIo io;
        QCOMPARE(cli::run({QStringLiteral("show"), fixture(QStringLiteral("roundtrip/chinese.md")), QStringLiteral("--json")}, io), 0);
        QJsonParseError error;
        const QJsonObject json = QJsonDocument::fromJson(io.stdoutBytes, &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(json.value(QStringLiteral("meta")).toObject().value(QStringLiteral("language")).toString(), QStringLiteral("zh"));
        const QJsonArray sections = json.value(QStringLiteral("sections")).toArray();
        QCOMPARE(sections.size(), 9);
        QCOMPARE(sections.at(0).toObject().value(QStringLiteral("heading")).toString(), QString::fromUtf8("1. 摘要（必填）"));
    }

    void newWritesTemplateAndRefusesOverwrite()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("pm.md"));
        BufferIo io;
        QCOMPARE(cli::run({QStringLiteral("new"), QStringLiteral("--lang"), QStringLiteral("zh"), QStringLiteral("-o"), out}, io), 0);
        const Expected<PostMortem> pm = DraftFormat::load(out);
        QVERIFY(pm.ok());
        QCOMPARE(pm->meta.language, QStringLiteral("zh"));
        const QByteArray before = readFile(out);
        BufferIo again;
        QCOMPARE(cli::run({QStringLiteral("new"), QStringLiteral("-o"), out}, again), 2);
        QVERIFY(again.stderrBytes.contains("already exists"));
        QCOMPARE(readFile(out), before);
    }

    void fmtCheckWriteAndIdempotence()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("messy.md"));
        QVERIFY(QFile::copy(fixture(QStringLiteral("roundtrip/odd-spacing.md")), path));
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        BufferIo check;
        QCOMPARE(cli::run({QStringLiteral("fmt"), QStringLiteral("--check"), path}, check), 1);
        QVERIFY(check.stdoutBytes.contains("not in canonical form"));

        BufferIo print;
        QCOMPARE(cli::run({QStringLiteral("fmt"), path}, print), 0);
        const QByteArray canonical = print.stdoutBytes;
        QCOMPARE(readFile(path), readFile(fixture(QStringLiteral("roundtrip/odd-spacing.md"))));   // stdout only

        BufferIo write;
        QCOMPARE(cli::run({QStringLiteral("fmt"), QStringLiteral("--write"), path}, write), 0);
        QCOMPARE(readFile(path), canonical);
        BufferIo recheck;
        QCOMPARE(cli::run({QStringLiteral("fmt"), QStringLiteral("--check"), path}, recheck), 0);
    }

    void fmtWriteIsAllOrNothing()
    {
        QTemporaryDir dir;
        const QString good = dir.filePath(QStringLiteral("good.md"));
        QVERIFY(QFile::copy(fixture(QStringLiteral("roundtrip/odd-spacing.md")), good));
        QFile::setPermissions(good, QFile::ReadOwner | QFile::WriteOwner);
        const QByteArray before = readFile(good);
        BufferIo io;
        QCOMPARE(cli::run({QStringLiteral("fmt"), QStringLiteral("--write"), good, fixture(QStringLiteral("bad/invalid-yaml.md"))}, io), 2);
        QCOMPARE(readFile(good), before);
    }

    // On a real full filesystem every file a command writes fails with the OS's words,
    // exit 2, and the file keeps its old bytes (or is not created).
    void fullDiskFailsAndKeepsTheOldFile_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<bool>("exists");
        QTest::newRow("fmt --write") << QStringLiteral("fmt") << true;
        QTest::newRow("new -o") << QStringLiteral("new") << false;
        QTest::newRow("export -o, new file") << QStringLiteral("export") << false;
        QTest::newRow("export -o, replacing") << QStringLiteral("export") << true;
    }
    void fullDiskFailsAndKeepsTheOldFile()
    {
        QFETCH(QString, command);
        QFETCH(bool, exists);
        PM_FULL_FILESYSTEM(fs);
        const QString target = fs.filePath(QStringLiteral("target.md"));
        const QByteArray old = readFile(fixture(QStringLiteral("roundtrip/odd-spacing.md")));   // not canonical
        if (exists)
            writeFile(target, old);
        QVERIFY(fs.fill());
        QStringList args;
        if (command == QLatin1String("fmt"))
            args = QStringList{QStringLiteral("fmt"), QStringLiteral("--write"), target};
        else if (command == QLatin1String("new"))
            args = QStringList{QStringLiteral("new"), QStringLiteral("-o"), target};
        else
            args = exportArgs(target);
        BufferIo io;
        QCOMPARE(cli::run(args, io), 2);
        const QByteArray expected = target.toUtf8() + ": cannot write: No space left on device";
        QVERIFY2(io.stderrBytes.contains(expected), io.stderrBytes.constData());
        QCOMPARE(QFile::exists(target), exists);
        if (exists)
            QCOMPARE(readFile(target), old);
        QCOMPARE(QDir(fs.path()).entryList(QDir::Files | QDir::Hidden).size(), exists ? 2 : 1);   // no temporary left
    }

    // What the real executable does when its standard output cannot take the bytes.
    void stdoutWriteErrorIsExit2_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("export --to jira") << QStringList{QStringLiteral("export"), QStringLiteral(PM_SAMPLE), QStringLiteral("--to"), QStringLiteral("jira")};
        QTest::newRow("md2adf") << QStringList{QStringLiteral("md2adf"), QStringLiteral(PM_SAMPLE)};
        QTest::newRow("show --json") << QStringList{QStringLiteral("show"), QStringLiteral(PM_SAMPLE), QStringLiteral("--json")};
        QTest::newRow("fmt") << QStringList{QStringLiteral("fmt"), QStringLiteral(PM_SAMPLE)};
        QTest::newRow("lint") << QStringList{QStringLiteral("lint"), QStringLiteral(PM_SAMPLE), QStringLiteral("--format"), QStringLiteral("json")};
        QTest::newRow("gate") << QStringList{QStringLiteral("gate"), QStringLiteral(PM_SAMPLE)};
        QTest::newRow("new") << QStringList{QStringLiteral("new")};
        QTest::newRow("--version") << QStringList{QStringLiteral("--version")};
    }
    void stdoutWriteErrorIsExit2()
    {
        QFETCH(QStringList, args);
        if (!QFile::exists(QStringLiteral("/dev/full")))
            QSKIP("needs /dev/full, the device on which every write fails with ENOSPC");
        QProcess p;
        p.setStandardOutputFile(QStringLiteral("/dev/full"));
        p.start(QStringLiteral(PM_EDITOR_BINARY), args);
        QVERIFY(p.waitForFinished(20000));
        const QByteArray err = p.readAllStandardError();
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QVERIFY2(p.exitCode() == 2, err.constData());
        QVERIFY2(err.endsWith("postmortem-editor: stdout: No space left on device\n"), err.constData());
    }

#ifdef Q_OS_UNIX
    // fmt --write as root: a read-only file stays read-only, another user's file stays
    // theirs, and the write goes through a symbolic link to its target.
    void fmtWriteAsRootKeepsModeOwnerAndLinks()
    {
        if (::geteuid() != 0)
            QSKIP("needs root: only root can write a 0444 file and give it to another user");
        QTemporaryDir dir;
        const QString path = writeFile(dir.filePath(QStringLiteral("theirs.md")), readFile(fixture(QStringLiteral("roundtrip/odd-spacing.md"))));
        QVERIFY(::chmod(QFile::encodeName(path).constData(), 0444) == 0);
        QVERIFY(::chown(QFile::encodeName(path).constData(), 65534, 65534) == 0);
        const QString link = dir.filePath(QStringLiteral("link.md"));
        QVERIFY(QFile::link(QStringLiteral("theirs.md"), link));
        BufferIo io;
        QVERIFY2(cli::run({QStringLiteral("fmt"), QStringLiteral("--write"), link}, io) == 0, io.stderrBytes.constData());
        BufferIo check;
        QCOMPARE(cli::run({QStringLiteral("fmt"), QStringLiteral("--check"), path}, check), 0);
        struct stat st;
        QVERIFY(::stat(QFile::encodeName(path).constData(), &st) == 0);
        QCOMPARE(int(st.st_mode & 07777), 0444);
        QCOMPARE(int(st.st_uid), 65534);
        QCOMPARE(int(st.st_gid), 65534);
        QVERIFY(QFileInfo(link).isSymLink());
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::System).size(), 2);
    }

    // A hard-linked file is refused: replacing it would split the links, and writing it
    // in place could leave it half-written.
    void fmtWriteRefusesAHardLinkedFile()
    {
        QTemporaryDir dir;
        const QByteArray old = readFile(fixture(QStringLiteral("roundtrip/odd-spacing.md")));
        const QString path = writeFile(dir.filePath(QStringLiteral("a.md")), old);
        const QString other = dir.filePath(QStringLiteral("b.md"));
        QVERIFY(::link(QFile::encodeName(path).constData(), QFile::encodeName(other).constData()) == 0);
        BufferIo io;
        QCOMPARE(cli::run({QStringLiteral("fmt"), QStringLiteral("--write"), path}, io), 2);
        QVERIFY2(io.stderrBytes.contains("2 hard links"), io.stderrBytes.constData());
        QCOMPARE(readFile(path), old);
        struct stat st;
        QVERIFY(::stat(QFile::encodeName(other).constData(), &st) == 0);
        QCOMPARE(int(st.st_nlink), 2);
    }
#endif

    void exportDestinations_data()
    {
        QTest::addColumn<QString>("to");
        QTest::addColumn<QByteArray>("start");
        QTest::newRow("jira") << QStringLiteral("jira") << QByteArray("{");
        QTest::newRow("markdown") << QStringLiteral("markdown") << QByteArray("---\n");
        QTest::newRow("pr") << QStringLiteral("pr") << QByteArray("## Post-mortem: ");
        QTest::newRow("wiki") << QStringLiteral("wiki") << QByteArray("# Post-mortem: ");
    }
    void exportDestinations()
    {
        QFETCH(QString, to);
        QFETCH(QByteArray, start);
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("out"));
        BufferIo io;
        QCOMPARE(cli::run({QStringLiteral("export"), QStringLiteral(PM_SAMPLE), QStringLiteral("--to"), to,
                           QStringLiteral("-o"), out}, io), 0);
        QVERIFY(readFile(out).startsWith(start));
        if (to == QLatin1String("jira")) {
            const QJsonObject body = QJsonDocument::fromJson(readFile(out)).object();
            QCOMPARE(body.value(QStringLiteral("body")).toObject().value(QStringLiteral("version")).toInt(), 1);
        }
    }

    void exportRefusedByGate()
    {
        QTemporaryDir dir;
        const QString draft = dir.filePath(QStringLiteral("hypothesis.md"));
        QByteArray bytes = readFile(QStringLiteral(PM_SAMPLE));
        bytes.replace("root_cause: confirmed", "root_cause: hypothesis");
        {
            QFile f(draft);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(bytes);
        }
        const QString out = dir.filePath(QStringLiteral("out.json"));
        BufferIo io;
        QCOMPARE(cli::run({QStringLiteral("export"), draft, QStringLiteral("--to"), QStringLiteral("jira"),
                           QStringLiteral("-o"), out}, io), 1);
        QVERIFY2(io.stderrBytes.contains("not ready to export"), io.stderrBytes.constData());
        QVERIFY(!QFile::exists(out));
        BufferIo bad;
        QCOMPARE(cli::run({QStringLiteral("export"), draft, QStringLiteral("--to"), QStringLiteral("email")}, bad), 2);
    }

    void publishPostsTheExportedBody()
    {
        FakeJiraServer server;
        QVERIFY(server.start());
        setJiraEnvironment(server.url().toString());
        BufferIo io;
        QCOMPARE(cli::run({QStringLiteral("publish"), QStringLiteral(PM_SAMPLE), QStringLiteral("--yes")}, io), 0);
        QCOMPARE(server.requests().size(), 1);
        QCOMPARE(server.requests().first().path, QByteArray("/rest/api/3/issue/CDN-4821/comment"));
        // What is posted is exactly what `export --to jira` shows.
        BufferIo exported;
        QCOMPARE(cli::run({QStringLiteral("export"), QStringLiteral(PM_SAMPLE), QStringLiteral("--to"), QStringLiteral("jira")}, exported), 0);
        QCOMPARE(server.requests().first().body + '\n', exported.stdoutBytes);
        QVERIFY(io.stdoutBytes.contains("/browse/CDN-4821?focusedCommentId=10042"));
        QVERIFY(io.stderrBytes.contains("management-talk"));
    }

    void publishAsksFirst()
    {
        FakeJiraServer server;
        QVERIFY(server.start());
        setJiraEnvironment(server.url().toString());
        BufferIo noTerminal;
        QCOMPARE(cli::run({QStringLiteral("publish"), QStringLiteral(PM_SAMPLE)}, noTerminal), 2);
        QVERIFY(noTerminal.stderrBytes.contains("refusing to post without confirmation"));
        BufferIo declined;
        declined.terminal = true;
        declined.stdinBytes = "no\n";
        QCOMPARE(cli::run({QStringLiteral("publish"), QStringLiteral(PM_SAMPLE)}, declined), 1);
        QVERIFY(declined.stderrBytes.contains("Post it?"));
        QCOMPARE(server.requests().size(), 0);
        BufferIo accepted;
        accepted.terminal = true;
        accepted.stdinBytes = "yes\n";
        QCOMPARE(cli::run({QStringLiteral("publish"), QStringLiteral(PM_SAMPLE)}, accepted), 0);
        QCOMPARE(server.requests().size(), 1);
    }

    void publishRefusals()
    {
        FakeJiraServer server;
        QVERIFY(server.start());
        server.respondWith(403, R"({"errorMessages":["You do not have permission to comment."]})");
        setJiraEnvironment(server.url().toString());
        BufferIo refused;
        QCOMPARE(cli::run({QStringLiteral("publish"), QStringLiteral(PM_SAMPLE), QStringLiteral("--yes")}, refused), 1);
        QVERIFY2(refused.stderrBytes.contains("You do not have permission to comment."), refused.stderrBytes.constData());
        QVERIFY(refused.stderrBytes.contains("the draft is unchanged"));

        // The gate stops it before any request.
        QTemporaryDir dir;
        const QString draft = dir.filePath(QStringLiteral("h.md"));
        QByteArray bytes = readFile(QStringLiteral(PM_SAMPLE));
        bytes.replace("root_cause: confirmed", "root_cause: hypothesis");
        {
            QFile f(draft);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(bytes);
        }
        const int before = int(server.requests().size());
        BufferIo gated;
        QCOMPARE(cli::run({QStringLiteral("publish"), draft, QStringLiteral("--yes")}, gated), 1);
        QCOMPARE(int(server.requests().size()), before);

        // Tokens never travel in clear text to a remote host.
        BufferIo insecure;
        QCOMPARE(cli::run({QStringLiteral("publish"), QStringLiteral(PM_SAMPLE), QStringLiteral("--yes"),
                           QStringLiteral("--site"), QStringLiteral("http://jira.example.com")}, insecure), 2);
        QVERIFY(insecure.stderrBytes.contains("https://"));
    }

    void lintOfStdinNamesItAndCountsFromOne()
    {
        BufferIo io;
        io.stdinBytes = "---\ntitle: only front matter\n---\n";
        QCOMPARE(cli::run({QStringLiteral("lint"), QStringLiteral("-")}, io), 1);
        QVERIFY2(io.stdoutBytes.startsWith("<stdin>:1:1: error: "), io.stdoutBytes.constData());
        QVERIFY(!io.stdoutBytes.contains(":0:"));
    }

    void headlessMessagesFollowTheLocale()
    {
        QTemporaryDir dir;
        const QString draft = dir.filePath(QStringLiteral("d.md"));
        {
            QFile f(draft);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("## Summary\n\nWe think the cache broke.\n");
        }
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("LC_ALL"));
        env.remove(QStringLiteral("LC_MESSAGES"));
        env.insert(QStringLiteral("LANG"), QStringLiteral("zh_CN.UTF-8"));
        env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("zh_CN"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(PM_EDITOR_BINARY), {QStringLiteral("lint"), draft});
        QVERIFY(p.waitForFinished(20000));
        QCOMPARE(p.exitCode(), 1);
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        // The message is Chinese; the severity word and the rule id stay as tools expect.
        QVERIFY2(out.contains(QString::fromUtf8("含糊其辞")), qPrintable(out));
        QVERIFY(out.contains(QStringLiteral(": warning: ")));
        QVERIFY(out.contains(QStringLiteral("[hedging]")));
    }

    void headlessBinaryNeedsNoDisplay()
    {
        // The real executable, with no display and no platform plugin forced.
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(PM_EDITOR_BINARY), {QStringLiteral("show"), fixture(QStringLiteral("bad/revision-abc.md")), QStringLiteral("--json")});
        QVERIFY(p.waitForFinished(20000));
        QCOMPARE(p.exitCode(), 2);
        const QByteArray err = p.readAllStandardError();
        QCOMPARE(err.count('\n'), 1);   // one line
        QVERIFY(err.contains("revision-abc.md:3:"));

        p.start(QStringLiteral(PM_EDITOR_BINARY), {QStringLiteral("--version")});
        QVERIFY(p.waitForFinished(20000));
        QCOMPARE(p.exitCode(), 0);
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
