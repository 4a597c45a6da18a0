#include "bufferio.h"
#include "cli.h"
#include "draftformat.h"
#include "fakejiraserver.h"
#include "handoff.h"
#include "fullfilesystem.h"
#include "testfiles.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

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
        qputenv("PM_JIRA_DEPLOYMENT", "cloud");
    }

private slots:
    void version()
    {
        BufferIo io;
        QCOMPARE(cli::run({QStringLiteral("--version")}, io), 0);
        QVERIFY(io.stdoutBytes.startsWith("postmortem-editor "));
        QVERIFY(io.stdoutBytes.contains("Qt " QT_VERSION_STR));
        QVERIFY(io.stdoutBytes.contains("KSyntaxHighlighting: "));
#ifdef PM_HAVE_SONNET
        QVERIFY(io.stdoutBytes.contains("Sonnet: built in"));
#else
        QVERIFY(io.stdoutBytes.contains("Sonnet: not built in"));
#endif
    }

    // --help comes from QCommandLineParser plus the command table: every command is
    // listed with its arguments, and each has its own help.
    void help_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QStringList>("needles");
        const QStringList commands{QStringLiteral("new"), QStringLiteral("show"), QStringLiteral("fmt"),
                                   QStringLiteral("gate"), QStringLiteral("lint"), QStringLiteral("export"),
                                   QStringLiteral("md2adf"), QStringLiteral("import"), QStringLiteral("publish"),
                                   QStringLiteral("lsp")};
        QStringList all{QStringLiteral("--help"), QStringLiteral("--version"), QStringLiteral("Commands:")};
        for (const QString &c : commands)
            all << QStringLiteral("  %1 ").arg(c);
        QTest::newRow("--help") << QStringList{QStringLiteral("--help")} << all;
        QTest::newRow("-h") << QStringList{QStringLiteral("-h")} << all;
        QTest::newRow("help") << QStringList{QStringLiteral("help")} << all;
        QTest::newRow("help gate") << QStringList{QStringLiteral("help"), QStringLiteral("gate")}
                                   << QStringList{QStringLiteral("Usage: postmortem-editor gate FILE [--format text|json]")};
        QTest::newRow("lsp --help") << QStringList{QStringLiteral("lsp"), QStringLiteral("--help")}
                                    << QStringList{QStringLiteral("Usage: postmortem-editor lsp [--stdio]")};
        QTest::newRow("lint --help") << QStringList{QStringLiteral("lint"), QStringLiteral("--help")}
                                     << QStringList{QStringLiteral("Usage: postmortem-editor lint FILE... [--format text|json] [--strict]")};
    }
    void help()
    {
        QFETCH(QStringList, args);
        QFETCH(QStringList, needles);
        BufferIo io;
        QCOMPARE(cli::run(args, io), 0);
        for (const QString &n : needles)
            QVERIFY2(io.stdoutBytes.contains(n.toUtf8()), qPrintable(n + QStringLiteral(" in:\n") + QString::fromUtf8(io.stdoutBytes)));
        QVERIFY(io.stderrBytes.isEmpty());
    }

    void noArgumentsAndUnknownOptions()
    {
        BufferIo none;
        QCOMPARE(cli::run({}, none), 2);
        QVERIFY(none.stderrBytes.contains("Commands:"));
        BufferIo bad;
        QCOMPARE(cli::run({QStringLiteral("--frobnicate")}, bad), 2);
        QVERIFY2(bad.stderrBytes.startsWith("postmortem-editor: "), bad.stderrBytes.constData());
        QVERIFY(bad.stderrBytes.contains("frobnicate"));
        QVERIFY(bad.stderrBytes.contains("--help"));
        QVERIFY(bad.stdoutBytes.isEmpty());
    }

    // Under a Chinese locale the whole help is Chinese: our strings from the catalogue,
    // Qt's headings ("Options:") from Qt's own.
    void helpInChinese()
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("LC_ALL"));
        env.remove(QStringLiteral("LC_MESSAGES"));
        env.insert(QStringLiteral("LANG"), QStringLiteral("zh_CN.UTF-8"));
        env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("zh_CN"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(PM_EDITOR_BINARY), {QStringLiteral("--help")});
        QVERIFY(p.waitForFinished(20000));
        QCOMPARE(p.exitCode(), 0);
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        QVERIFY2(out.contains(QString::fromUtf8("命令：")), qPrintable(out));
        QVERIFY2(out.contains(QString::fromUtf8("按模板新建草稿")), qPrintable(out));
        QVERIFY(!out.contains(QStringLiteral("Commands:")));
        // A usage error (an unknown option; an unknown word would be a file for the GUI).
        p.start(QStringLiteral(PM_EDITOR_BINARY), {QStringLiteral("--version"), QStringLiteral("--frobnicate")});
        QVERIFY(p.waitForFinished(20000));
        QCOMPARE(p.exitCode(), 2);
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QVERIFY2(err.contains(QString::fromUtf8("postmortem-editor --help")) && !err.contains(QStringLiteral("Try ")), qPrintable(err));
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
        QCOMPARE(readFile(path), readFile(fixture(QStringLiteral("roundtrip/odd-spacing.md")))); // stdout only

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
        const QByteArray old = readFile(fixture(QStringLiteral("roundtrip/odd-spacing.md"))); // not canonical
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
        QCOMPARE(QDir(fs.path()).entryList(QDir::Files | QDir::Hidden).size(), exists ? 2 : 1); // no temporary left
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
    // Started with stdout closed (">&-"): the first descriptor the program or Qt opens
    // would take its number, and the output went into it (Qt's event descriptor said
    // "Invalid argument"). The output is reported as gone; a written file is intact.
    void closedStdoutIsReported()
    {
        QProcess p;
        p.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), QStringLiteral("exec \"$0\" \"$@\" >&-"),
                                            QStringLiteral(PM_EDITOR_BINARY), QStringLiteral("fmt"), QStringLiteral(PM_SAMPLE)});
        QVERIFY(p.waitForFinished(20000));
        const QByteArray err = p.readAllStandardError();
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QVERIFY2(p.exitCode() == 2, err.constData());
        QVERIFY2(err.endsWith("postmortem-editor: stdout: closed, so the output went nowhere (Bad file descriptor)\n"), err.constData());
        // A command with nothing to say loses nothing: fmt --check of a canonical draft.
        QProcess quiet;
        quiet.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), QStringLiteral("exec \"$0\" \"$@\" >&-"), QStringLiteral(PM_EDITOR_BINARY),
                                                QStringLiteral("fmt"), QStringLiteral("--check"), QStringLiteral(PM_SAMPLE)});
        QVERIFY(quiet.waitForFinished(20000));
        QVERIFY2(quiet.exitCode() == 0, quiet.readAllStandardError().constData());

        QTemporaryDir dir;
        const QString path = writeFile(dir.filePath(QStringLiteral("d.md")), readFile(fixture(QStringLiteral("roundtrip/odd-spacing.md"))));
        BufferIo expected;
        QCOMPARE(cli::run({QStringLiteral("fmt"), path}, expected), 0);
        QProcess w;
        w.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), QStringLiteral("exec \"$0\" \"$@\" <&- >&- 2>&-"),
                                            QStringLiteral(PM_EDITOR_BINARY), QStringLiteral("fmt"), QStringLiteral("--write"), path});
        QVERIFY(w.waitForFinished(20000));
        QCOMPARE(w.exitCode(), 0);
        QCOMPARE(readFile(path), expected.stdoutBytes);
    }

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

    // The real executable, given a Latin-1 name by the shell: fmt --write rewrites that
    // file. It read the right file but wrote a new "caf\xef\xbf\xbd.md" beside it and
    // said nothing, and fmt --check then read the new one. Look-alikes are refused.
    void fmtWriteOnANameThatIsNotUtf8()
    {
        QTemporaryDir dir;
        const QByteArray old = readFile(fixture(QStringLiteral("roundtrip/odd-spacing.md"))); // not canonical
        BufferIo canonical;
        QCOMPARE(cli::run({QStringLiteral("fmt"), fixture(QStringLiteral("roundtrip/odd-spacing.md"))}, canonical), 0);
        QVERIFY(canonical.stdoutBytes != old);
        const QByteArray folder = QFile::encodeName(dir.path());
        pmtest::writeNativeFile(folder + "/caf\xe9.md", old);
        auto run = [&dir](const char *command) {
            QProcess p;
            p.setWorkingDirectory(dir.path());
            p.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), QString::fromLatin1(command), QStringLiteral(PM_EDITOR_BINARY)});
            if (!p.waitForFinished(20000) || p.exitStatus() != QProcess::NormalExit)
                return std::make_pair(-1, QByteArray("did not finish"));
            return std::make_pair(p.exitCode(), p.readAllStandardError());
        };
        const auto written = run(R"sh(exec "$0" fmt --write "$(printf 'caf\351.md')")sh");
        QVERIFY2(written.first == 0, written.second.constData());
        QCOMPARE(pmtest::readNativeFile(folder + "/caf\xe9.md"), canonical.stdoutBytes);
        QCOMPARE(pmtest::nativeEntries(folder), QByteArrayList{"caf\xe9.md"});
        const auto checked = run(R"sh(exec "$0" fmt --check "$(printf 'caf\351.md')")sh");
        QVERIFY2(checked.first == 0, checked.second.constData());

        pmtest::writeNativeFile(folder + "/caf\xea.md", old);
        const auto ambiguous = run(R"sh(exec "$0" fmt --write "$(printf 'caf\351.md')")sh");
        QCOMPARE(ambiguous.first, 2);
        QVERIFY2(ambiguous.second.contains("matches several files: caf\\xe9.md, caf\\xea.md"), ambiguous.second.constData());
        QCOMPARE(pmtest::readNativeFile(folder + "/caf\xe9.md"), canonical.stdoutBytes);
        QCOMPARE(pmtest::readNativeFile(folder + "/caf\xea.md"), old);
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
                           QStringLiteral("-o"), out},
                          io),
                 0);
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
                           QStringLiteral("-o"), out},
                          io),
                 1);
        QVERIFY2(io.stderrBytes.contains("not ready to export"), io.stderrBytes.constData());
        QVERIFY(!QFile::exists(out));
        BufferIo bad;
        QCOMPARE(cli::run({QStringLiteral("export"), draft, QStringLiteral("--to"), QStringLiteral("email")}, bad), 2);
    }

    // -o naming the draft itself, by its name or through a link, is refused before
    // anything is read or written: exit 2, one line, the draft unchanged.
    void exportNeverWritesOverTheDraft()
    {
        QTemporaryDir dir;
        const QString draft = writeFile(dir.filePath(QStringLiteral("BILL-2291.md")), readFile(QStringLiteral(PM_SAMPLE)));
        QStringList outs{draft, dir.filePath(QStringLiteral("./BILL-2291.md"))};
#ifdef Q_OS_UNIX
        QVERIFY(QFile::link(draft, dir.filePath(QStringLiteral("link.md"))));
        outs << dir.filePath(QStringLiteral("link.md"));
#endif
        for (const QString &out : outs) {
            BufferIo io;
            QCOMPARE(cli::run({QStringLiteral("export"), draft, QStringLiteral("--to"), QStringLiteral("markdown"),
                               QStringLiteral("-o"), out},
                              io),
                     2);
            QCOMPARE(io.stderrBytes.count('\n'), 1);
            QVERIFY2(io.stderrBytes.startsWith(QByteArray("postmortem-editor: " + out.toUtf8() + ": ")), io.stderrBytes.constData());
            QVERIFY2(io.stderrBytes.contains("the draft being exported"), io.stderrBytes.constData());
            QCOMPARE(readFile(draft), readFile(QStringLiteral(PM_SAMPLE)));
        }
    }

    // publish writes the draft (its id, then what it published): always on a copy.
    static QString sampleCopy(const QTemporaryDir &dir, const QByteArray &from = QByteArray(), const QByteArray &to = QByteArray())
    {
        const QString draft = dir.filePath(QStringLiteral("draft.md"));
        QByteArray bytes = readFile(QStringLiteral(PM_SAMPLE));
        if (!from.isEmpty())
            bytes.replace(from, to);
        QFile f(draft);
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
            qFatal("cannot write the copy");
        return draft;
    }

    void publishPostsTheExportedBody()
    {
        FakeJiraServer server;
        QVERIFY(server.start());
        setJiraEnvironment(server.url().toString());
        QTemporaryDir dir;
        const QString draft = sampleCopy(dir);
        BufferIo io;
        QCOMPARE(cli::run({QStringLiteral("publish"), draft, QStringLiteral("--yes"), QStringLiteral("--visibility"), QStringLiteral("role:Developers")}, io), 0);
        QCOMPARE(server.requestCount("POST"), 1);
        const FakeJiraServer::Request post = server.requests().at(server.requests().size() - 1);
        QCOMPARE(post.path, QByteArray("/rest/api/3/issue/CDN-4821/comment"));
        QCOMPARE(server.comments().first().visibility.value(QStringLiteral("value")).toString(), QStringLiteral("Developers"));
        QVERIFY(io.stdoutBytes.contains("/browse/CDN-4821?focusedCommentId=10042"));
        // The dialog's hand-off offer, as commands: copy, save a file, run the command.
        QVERIFY(io.stderrBytes.contains("Hand off to management-talk (never done automatically)"));
        QVERIFY2(io.stderrBytes.contains(QByteArray("export " + draft.toUtf8() + " --to pr\n")), io.stderrBytes.constData());
        const QString handOffFile = dir.filePath(QStringLiteral("CDN-4821-handoff.md"));
        QVERIFY(io.stderrBytes.contains(QByteArray(" --to pr -o " + handOffFile.toUtf8() + '\n')));
        QVERIFY(io.stderrBytes.contains("Hand-off command")); // none set: where to set one
        // The draft now has its id and records the post.
        const QByteArray written = readFile(draft);
        QVERIFY2(written.contains("published:") && written.contains("10042"), written.constData());
        Expected<PostMortem> reread = DraftFormat::parse(written);
        QVERIFY(reread.ok());
        QVERIFY(!reread->draftId.isEmpty());
        QCOMPARE(reread->published.commentIds, QStringList{QStringLiteral("10042")});
        // The offered file is the dialog's (handoff.h): its name, and once the offered
        // command ran, its bytes.
        QCOMPARE(handOffPath(*reread, draft, QString()), handOffFile);
        BufferIo saved;
        QCOMPARE(cli::run({QStringLiteral("export"), draft, QStringLiteral("--to"), QStringLiteral("pr"), QStringLiteral("-o"), handOffFile}, saved), 0);
        QCOMPARE(readFile(handOffFile), handOffContent(*reread));
        // What was posted is exactly what `export --to jira` of that draft gives.
        BufferIo exported;
        QCOMPARE(cli::run({QStringLiteral("export"), draft, QStringLiteral("--to"), QStringLiteral("jira")}, exported), 0);
        QByteArray withoutVisibility = post.body;
        withoutVisibility.replace(",\"visibility\":{\"type\":\"role\",\"value\":\"Developers\"}", "");
        QCOMPARE(withoutVisibility + '\n', exported.stdoutBytes);

        // Published: without a terminal the second publish refuses to guess.
        BufferIo again;
        QCOMPARE(cli::run({QStringLiteral("publish"), draft, QStringLiteral("--yes")}, again), 2);
        QVERIFY2(again.stderrBytes.contains("--update or --new"), again.stderrBytes.constData());
        // --new of the same revision finds it on the ticket: nothing posted twice.
        BufferIo fresh;
        QCOMPARE(cli::run({QStringLiteral("publish"), draft, QStringLiteral("--yes"), QStringLiteral("--new")}, fresh), 0);
        QCOMPARE(server.requestCount("POST"), 1);
        QVERIFY2(fresh.stderrBytes.contains("found on the ticket"), fresh.stderrBytes.constData());
        // --update PUTs the recorded comment.
        BufferIo updated;
        QCOMPARE(cli::run({QStringLiteral("publish"), draft, QStringLiteral("--yes"), QStringLiteral("--update")}, updated), 0);
        QCOMPARE(server.requestCount("PUT"), 2); // the body, then the marker
        QCOMPARE(server.comments().size(), 1);
        QCOMPARE(server.comments().first().updates, 1);
    }

    void publishAsksFirst()
    {
        FakeJiraServer server;
        QVERIFY(server.start());
        setJiraEnvironment(server.url().toString());
        QTemporaryDir dir;
        const QString draft = sampleCopy(dir);
        BufferIo noTerminal;
        QCOMPARE(cli::run({QStringLiteral("publish"), draft}, noTerminal), 2);
        QVERIFY(noTerminal.stderrBytes.contains("refusing to post without confirmation"));
        BufferIo declined;
        declined.terminal = true;
        declined.stdinBytes = "no\n";
        QCOMPARE(cli::run({QStringLiteral("publish"), draft}, declined), 1);
        QVERIFY(declined.stderrBytes.contains("Post it?"));
        QCOMPARE(server.requests().size(), 0);
        BufferIo accepted;
        accepted.terminal = true;
        accepted.stdinBytes = "yes\n";
        QCOMPARE(cli::run({QStringLiteral("publish"), draft}, accepted), 0);
        QCOMPARE(server.requestCount("POST"), 1);
    }

    void publishRefusals()
    {
        FakeJiraServer server;
        QVERIFY(server.start());
        server.respondWith(403, R"({"errorMessages":["You do not have permission to comment."]})");
        setJiraEnvironment(server.url().toString());
        QTemporaryDir dir;
        const QString draft = sampleCopy(dir);
        BufferIo refused;
        QCOMPARE(cli::run({QStringLiteral("publish"), draft, QStringLiteral("--yes")}, refused), 1);
        QVERIFY2(refused.stderrBytes.contains("You do not have permission to comment."), refused.stderrBytes.constData());
        QCOMPARE(server.requestCount("POST"), 1); // a 4xx is never retried

        // The gate stops it before any request.
        QTemporaryDir other;
        const QString gatedDraft = sampleCopy(other, "root_cause: confirmed", "root_cause: hypothesis");
        const int before = int(server.requests().size());
        BufferIo gated;
        QCOMPARE(cli::run({QStringLiteral("publish"), gatedDraft, QStringLiteral("--yes")}, gated), 1);
        QCOMPARE(int(server.requests().size()), before);

        // Tokens never travel in clear text to a remote host, nor in the URL.
        BufferIo insecure;
        QCOMPARE(cli::run({QStringLiteral("publish"), draft, QStringLiteral("--yes"),
                           QStringLiteral("--site"), QStringLiteral("http://jira.example.com")},
                          insecure),
                 2);
        QVERIFY(insecure.stderrBytes.contains("https://"));
        BufferIo inUrl;
        QCOMPARE(cli::run({QStringLiteral("publish"), draft, QStringLiteral("--yes"),
                           QStringLiteral("--site"), QStringLiteral("https://priya:tok3n@example.atlassian.net")},
                          inUrl),
                 2);
        QVERIFY(inUrl.stderrBytes.contains("user name or password"));
        BufferIo badVisibility;
        QCOMPARE(cli::run({QStringLiteral("publish"), draft, QStringLiteral("--yes"), QStringLiteral("--visibility"), QStringLiteral("team:x")}, badVisibility), 2);
        // Refused in the words of the one check (the dialog says the same beside Post).
        const QByteArray refusal = "publish: " + Visibility{QStringLiteral("team"), QStringLiteral("x")}.problem().toUtf8() + '\n';
        QVERIFY2(badVisibility.stderrBytes.endsWith(refusal), badVisibility.stderrBytes.constData());
    }

    void publishExitCodesForTheNetwork()
    {
        // Nothing listens: not posted because of the network, exit 3.
        quint16 port = 0;
        {
            FakeJiraServer gone;
            QVERIFY(gone.start());
            port = gone.serverPort();
        }
        setJiraEnvironment(QStringLiteral("http://127.0.0.1:%1").arg(port));
        qputenv("PM_JIRA_TIMEOUT", "4");
        QTemporaryDir dir;
        const QString draft = sampleCopy(dir);
        BufferIo unreachable;
        QCOMPARE(cli::run({QStringLiteral("publish"), draft, QStringLiteral("--yes")}, unreachable), 3);
        QVERIFY2(unreachable.stderrBytes.contains("JIRA could not be reached (") && unreachable.stderrBytes.contains("nothing was posted to CDN-4821"),
                 unreachable.stderrBytes.constData());

        // Stored, then silence everywhere: nobody can tell, exit 4 with the ticket to check.
        FakeJiraServer server;
        QVERIFY(server.start());
        server.pushFault(FakeJiraServer::Fault::None, "GET");
        server.pushFault(FakeJiraServer::Fault::SilenceAfterStore, "POST");
        for (int i = 0; i < 10; ++i)
            server.pushFault(FakeJiraServer::Fault::SilenceBeforeStore, "GET");
        setJiraEnvironment(server.url().toString());
        qputenv("PM_JIRA_TIMEOUT", "2");
        BufferIo unknown;
        QCOMPARE(cli::run({QStringLiteral("publish"), draft, QStringLiteral("--yes")}, unknown), 4);
        QVERIFY2(unknown.stderrBytes.contains("unknown: check CDN-4821"), unknown.stderrBytes.constData());
        qunsetenv("PM_JIRA_TIMEOUT");
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
        QCOMPARE(err.count('\n'), 1); // one line
        QVERIFY(err.contains("revision-abc.md:3:"));

        p.start(QStringLiteral(PM_EDITOR_BINARY), {QStringLiteral("--version")});
        QVERIFY(p.waitForFinished(20000));
        QCOMPARE(p.exitCode(), 0);
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
