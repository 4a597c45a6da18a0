#include "fullfilesystem.h"
#include "safewrite.h"
#include "testfiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace pm;
using pmtest::nativeEntries;
using pmtest::readFile;
using pmtest::readNativeFile;
using pmtest::writeFile;
using pmtest::writeNativeFile;

namespace {

struct stat statOf(const QString &path)
{
    struct stat st = {};
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        qFatal("cannot stat %s", qPrintable(path));
    return st;
}

int modeOf(const QString &path)
{
    return int(statOf(path).st_mode & 07777);
}

// Everything in the folder, hidden files too: a temporary left behind shows up here.
QStringList entries(const QString &dir)
{
    return QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
}

// writeFileAtomically as an ordinary user: run here when this test is not root, else
// in a child process that becomes "nobody" (65534) first, since root may write
// anywhere. The result comes back through a pipe; "" for success.
QString writeAsAnOrdinaryUser(const QString &path, const QByteArray &bytes)
{
    if (::geteuid() != 0)
        return writeFileAtomically(path, bytes).value_or(QString());
    int fds[2];
    if (::pipe(fds) != 0)
        qFatal("pipe failed");
    const pid_t child = ::fork();
    if (child == 0) {
        ::close(fds[0]);
        const QByteArray result = (::setgid(65534) == 0 && ::setuid(65534) == 0)
                                      ? writeFileAtomically(path, bytes).value_or(QString()).toUtf8()
                                      : QByteArrayLiteral("could not become nobody");
        const ssize_t written = ::write(fds[1], result.constData(), std::size_t(result.size()));
        ::_exit(written == result.size() ? 0 : 1);
    }
    ::close(fds[1]);
    QByteArray result;
    char buffer[512];
    for (ssize_t n; (n = ::read(fds[0], buffer, sizeof buffer)) > 0;)
        result.append(buffer, int(n));
    ::close(fds[0]);
    int status = 0;
    ::waitpid(child, &status, 0);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
        return QStringLiteral("the child failed");
    return QString::fromUtf8(result);
}

// A folder "nobody" can enter: QTemporaryDir makes its folder 0700.
void openToEveryone(const QTemporaryDir &dir)
{
    if (::chmod(QFile::encodeName(dir.path()).constData(), 0755) != 0)
        qFatal("chmod failed");
}

} // namespace

class TestSafeWrite : public QObject
{
    Q_OBJECT

private slots:
    void newFileGetsTheUsualMode()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("new.md"));
        QCOMPARE(writeFileAtomically(path, "fresh\n"), std::nullopt);
        QCOMPARE(readFile(path), QByteArray("fresh\n"));
        const mode_t mask = ::umask(0);
        ::umask(mask);
        QCOMPARE(modeOf(path), int(0666 & ~mask));
        QCOMPARE(entries(dir.path()), QStringList{QStringLiteral("new.md")});
    }

    void replacingKeepsTheMode_data()
    {
        QTest::addColumn<int>("mode");
        QTest::addColumn<bool>("needsRoot");
        QTest::newRow("0600") << 0600 << false;
        QTest::newRow("0640") << 0640 << false;
        QTest::newRow("0755") << 0755 << false;
        QTest::newRow("0444 (root only)") << 0444 << true;
    }
    void replacingKeepsTheMode()
    {
        QFETCH(int, mode);
        QFETCH(bool, needsRoot);
        if (needsRoot && ::geteuid() != 0)
            QSKIP("needs root: only root may replace a read-only file");
        QTemporaryDir dir;
        const QString path = writeFile(dir.filePath(QStringLiteral("a.md")), "old\n");
        QVERIFY(::chmod(QFile::encodeName(path).constData(), mode_t(mode)) == 0);
        QCOMPARE(writeFileAtomically(path, "new\n"), std::nullopt);
        QCOMPARE(readFile(path), QByteArray("new\n"));
        QCOMPARE(modeOf(path), mode);
        QCOMPARE(entries(dir.path()), QStringList{QStringLiteral("a.md")});
    }

    void rootKeepsAnotherUsersOwnership()
    {
        if (::geteuid() != 0)
            QSKIP("needs root: only root may give a file to another user");
        QTemporaryDir dir;
        const QString path = writeFile(dir.filePath(QStringLiteral("theirs.md")), "old\n");
        QVERIFY(::chown(QFile::encodeName(path).constData(), 65534, 65534) == 0);
        QVERIFY(::chmod(QFile::encodeName(path).constData(), 0640) == 0);
        QCOMPARE(writeFileAtomically(path, "new\n"), std::nullopt);
        const struct stat st = statOf(path);
        QCOMPARE(int(st.st_uid), 65534);
        QCOMPARE(int(st.st_gid), 65534);
        QCOMPARE(int(st.st_mode & 07777), 0640);
        QCOMPARE(readFile(path), QByteArray("new\n"));
    }

    void readOnlyFileIsRefusedToItsOwner()
    {
        QTemporaryDir dir;
        openToEveryone(dir);
        const QString path = writeFile(dir.filePath(QStringLiteral("a.md")), "old\n");
        QVERIFY(::chmod(QFile::encodeName(path).constData(), 0444) == 0);
        if (::geteuid() == 0) // the owner is the user who writes
            QVERIFY(::chown(QFile::encodeName(path).constData(), 65534, 65534) == 0);
        QCOMPARE(writeAsAnOrdinaryUser(path, "new\n"), QStringLiteral("Permission denied"));
        QCOMPARE(readFile(path), QByteArray("old\n"));
    }

    // A file anyone may write, in a folder nobody may add to: the save's new copy cannot
    // be made, and the message says it is the folder (the file itself looks writable).
    void unwritableFolderIsNamed()
    {
        QTemporaryDir dir;
        openToEveryone(dir);
        const QString folder = dir.filePath(QStringLiteral("shut"));
        QVERIFY(QDir().mkdir(folder));
        const QString path = writeFile(folder + QStringLiteral("/a.md"), "old\n");
        QVERIFY(::chmod(QFile::encodeName(path).constData(), 0666) == 0);
        QVERIFY(::chmod(QFile::encodeName(folder).constData(), 0555) == 0);
        const QString message = writeAsAnOrdinaryUser(path, "new\n");
        QVERIFY(::chmod(QFile::encodeName(folder).constData(), 0755) == 0); // for the clean-up
        QVERIFY2(message.contains(QStringLiteral("the folder %1 does not allow new files (Permission denied)").arg(folder)),
                 qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("nothing was written")), qPrintable(message));
        QCOMPARE(readFile(path), QByteArray("old\n"));
        QCOMPARE(entries(folder), QStringList{QStringLiteral("a.md")});
        // A new file there gets the same words.
        QVERIFY(::chmod(QFile::encodeName(folder).constData(), 0555) == 0);
        const QString fresh = writeAsAnOrdinaryUser(folder + QStringLiteral("/b.md"), "new\n");
        QVERIFY(::chmod(QFile::encodeName(folder).constData(), 0755) == 0);
        QVERIFY2(fresh.contains(QStringLiteral("does not allow new files")), qPrintable(fresh));
        QCOMPARE(entries(folder), QStringList{QStringLiteral("a.md")});
    }

    // The link stays a link; the file it points to gets the bytes.
    void writesThroughSymbolicLinks_data()
    {
        QTest::addColumn<QString>("linkTarget"); // what link.md points to, relative to the folder
        QTest::addColumn<QString>("written");    // the file that ends up with the bytes
        QTest::addColumn<bool>("absolute");
        QTest::newRow("relative") << QStringLiteral("real.md") << QStringLiteral("real.md") << false;
        QTest::newRow("absolute") << QStringLiteral("real.md") << QStringLiteral("real.md") << true;
        QTest::newRow("into a folder") << QStringLiteral("sub/real.md") << QStringLiteral("sub/real.md") << false;
        QTest::newRow("chain") << QStringLiteral("hop.md") << QStringLiteral("real.md") << false;
        QTest::newRow("dangling") << QStringLiteral("sub/later.md") << QStringLiteral("sub/later.md") << false;
    }
    void writesThroughSymbolicLinks()
    {
        QFETCH(QString, linkTarget);
        QFETCH(QString, written);
        QFETCH(bool, absolute);
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("sub")));
        writeFile(dir.filePath(QStringLiteral("real.md")), "old\n");
        writeFile(dir.filePath(QStringLiteral("sub/real.md")), "old\n");
        QVERIFY(QFile::link(QStringLiteral("real.md"), dir.filePath(QStringLiteral("hop.md"))));
        const QString link = dir.filePath(QStringLiteral("link.md"));
        QVERIFY(QFile::link(absolute ? dir.filePath(linkTarget) : linkTarget, link));
        const QStringList before = entries(dir.path());
        QCOMPARE(writeFileAtomically(link, "new\n"), std::nullopt);
        QCOMPARE(readFile(dir.filePath(written)), QByteArray("new\n"));
        QVERIFY(QFileInfo(link).isSymLink());
        QVERIFY(QFileInfo(dir.filePath(QStringLiteral("hop.md"))).isSymLink());
        QCOMPARE(entries(dir.path()), before);
    }

    void refusals_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("reason");
        QTest::newRow("symbolic link loop") << QStringLiteral("loop") << QStringLiteral("Too many levels of symbolic links");
        QTest::newRow("folder") << QStringLiteral("folder") << QStringLiteral("Is a directory");
        QTest::newRow("missing folder") << QStringLiteral("missing") << QStringLiteral("No such file or directory");
        QTest::newRow("fifo") << QStringLiteral("fifo") << QStringLiteral("not a regular file");
        QTest::newRow("hard link") << QStringLiteral("hardlink") << QStringLiteral("the file has 2 hard links");
    }
    void refusals()
    {
        QFETCH(QString, kind);
        QFETCH(QString, reason);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("target"));
        const QByteArray native = QFile::encodeName(path);
        if (kind == QLatin1String("loop")) {
            QVERIFY(QFile::link(QStringLiteral("other"), path));
            QVERIFY(QFile::link(QStringLiteral("target"), dir.filePath(QStringLiteral("other"))));
        } else if (kind == QLatin1String("folder")) {
            QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("target")));
        } else if (kind == QLatin1String("fifo")) {
            QVERIFY(::mkfifo(native.constData(), 0600) == 0);
        } else if (kind == QLatin1String("hardlink")) {
            writeFile(path, "old\n");
            QVERIFY(::link(native.constData(), QFile::encodeName(dir.filePath(QStringLiteral("alias"))).constData()) == 0);
        }
        const QString target = kind == QLatin1String("missing") ? dir.filePath(QStringLiteral("no/such/target")) : path;
        const QStringList before = entries(dir.path());
        const std::optional<QString> failure = writeFileAtomically(target, "new\n");
        QVERIFY(failure);
        QVERIFY2(failure->startsWith(reason), qPrintable(*failure));
        QCOMPARE(entries(dir.path()), before);
        if (kind == QLatin1String("hardlink")) {
            QCOMPARE(readFile(path), QByteArray("old\n"));
            QCOMPARE(int(statOf(path).st_nlink), 2);
        }
    }

    // A Latin-1 name reaches the program with U+FFFD for its byte: the write replaces
    // the file of that name, not a new file "caf\xef\xbf\xbd.md" beside it (which the
    // editor's Save and fmt --write did, reporting success). Look-alikes are refused.
    void nameThatIsNotUtf8()
    {
        QTemporaryDir dir;
        const QByteArray folder = QFile::encodeName(dir.path());
        writeNativeFile(folder + "/caf\xe9.md", "old\n");
        const QString given = dir.path() + QStringLiteral("/caf") + QChar(0xFFFD) + QStringLiteral(".md");
        QCOMPARE(writeFileAtomically(given, "new\n"), std::nullopt);
        QCOMPARE(readNativeFile(folder + "/caf\xe9.md"), QByteArray("new\n"));
        QCOMPARE(nativeEntries(folder), QByteArrayList{"caf\xe9.md"});

        writeNativeFile(folder + "/caf\xea.md", "twin\n");
        const std::optional<QString> failure = writeFileAtomically(given, "newer\n");
        QVERIFY(failure);
        QVERIFY2(failure->contains(QStringLiteral("matches several files (caf\\xe9.md, caf\\xea.md)")), qPrintable(*failure));
        QCOMPARE(readNativeFile(folder + "/caf\xe9.md"), QByteArray("new\n"));
        QCOMPARE(readNativeFile(folder + "/caf\xea.md"), QByteArray("twin\n"));
        QCOMPARE(nativeEntries(folder), (QByteArrayList{"caf\xe9.md", "caf\xea.md"}));
    }

    // One file however it is named: another spelling of the path, a symbolic link, a hard
    // link, a name that is not UTF-8; never a missing file or a different one.
    void sameFile()
    {
        QTemporaryDir dir;
        const QString draft = writeFile(dir.filePath(QStringLiteral("draft.md")), "text\n");
        const QString other = writeFile(dir.filePath(QStringLiteral("other.md")), "text\n");
        QVERIFY(QFile::link(draft, dir.filePath(QStringLiteral("link.md"))));
        QVERIFY(::link(QFile::encodeName(draft).constData(), QFile::encodeName(dir.filePath(QStringLiteral("hard.md"))).constData()) == 0);
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("sub")));
        QVERIFY(isSameFile(draft, draft));
        QVERIFY(isSameFile(draft, dir.path() + QStringLiteral("/sub/../draft.md")));
        QVERIFY(isSameFile(dir.filePath(QStringLiteral("link.md")), draft));
        QVERIFY(isSameFile(draft, dir.filePath(QStringLiteral("hard.md"))));
        QVERIFY(!isSameFile(draft, other));
        QVERIFY(!isSameFile(draft, dir.filePath(QStringLiteral("missing.md"))));
        QVERIFY(!isSameFile(dir.filePath(QStringLiteral("missing.md")), dir.filePath(QStringLiteral("missing.md"))));
        QVERIFY(!isSameFile(draft, QString()));

        const QByteArray folder = QFile::encodeName(dir.path());
        writeNativeFile(folder + "/caf\xe9.md", "latin-1\n");
        const QString given = dir.path() + QStringLiteral("/caf") + QChar(0xFFFD) + QStringLiteral(".md");
        QVERIFY(isSameFile(given, given));
        QVERIFY(!isSameFile(given, draft));
    }

    // A real full filesystem: the write fails with the kernel's words, the old file keeps
    // every byte, a new file is not created, and no temporary is left.
    void fullDisk_data()
    {
        QTest::addColumn<bool>("exists");
        QTest::addColumn<int>("size");
        QTest::newRow("replacing, small") << true << 300;
        QTest::newRow("replacing, larger than the disk") << true << 200000;
        QTest::newRow("new file") << false << 4352;
    }
    void fullDisk()
    {
        QFETCH(bool, exists);
        QFETCH(int, size);
        PM_FULL_FILESYSTEM(fs);
        const QString path = fs.filePath(QStringLiteral("draft.md"));
        const QByteArray old("old bytes that must survive\n");
        if (exists)
            writeFile(path, old);
        QVERIFY(fs.fill());
        const QStringList before = entries(fs.path());
        QCOMPARE(writeFileAtomically(path, QByteArray(size, 'x')),
                 std::optional<QString>(QStringLiteral("No space left on device")));
        QCOMPARE(QFile::exists(path), exists);
        if (exists)
            QCOMPARE(readFile(path), old);
        QCOMPARE(entries(fs.path()), before);
    }
};

QTEST_GUILESS_MAIN(TestSafeWrite)
#include "tst_safewrite.moc"
