#include "projectwords.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace pm;

class tst_ProjectWords : public QObject
{
    Q_OBJECT

private:
    static void writeFile(const QString &path, const QByteArray &bytes)
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
    }
    static QByteArray contents(const QString &path)
    {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<missing>");
    }

private slots:
    void locateFindsTheNearestListUpToTheWorkTreeRoot()
    {
        QTemporaryDir dir;
        const QString root = dir.path() + QStringLiteral("/repo");
        QVERIFY(QDir().mkpath(root + QStringLiteral("/.git")));
        QVERIFY(QDir().mkpath(root + QStringLiteral("/docs/postmortems")));
        const QString draft = root + QStringLiteral("/docs/postmortems/OPS-7.md");
        // Nothing yet: a new list goes beside the draft.
        QCOMPARE(ProjectWords::locate(draft), root + QStringLiteral("/docs/postmortems/.postmortem-words"));
        // A list above the work tree is another project's and is not used.
        writeFile(dir.path() + QStringLiteral("/.postmortem-words"), "outside\n");
        QCOMPARE(ProjectWords::locate(draft), root + QStringLiteral("/docs/postmortems/.postmortem-words"));
        writeFile(root + QStringLiteral("/.postmortem-words"), "kubelet\n");
        QCOMPARE(ProjectWords::locate(draft), root + QStringLiteral("/.postmortem-words"));
        QVERIFY(ProjectWords::locate(QString()).isEmpty());
    }

    void readSkipsCommentsAndBlankLines()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral(".postmortem-words"));
        writeFile(path, "# our words\nwebhook\n\n  idempotency \r\n重试\n");
        QCOMPARE(ProjectWords::read(path),
                 (QStringList{QStringLiteral("webhook"), QStringLiteral("idempotency"), QStringLiteral("重试")}));
        QVERIFY(ProjectWords::read(dir.filePath(QStringLiteral("missing"))).isEmpty());
    }

    void addAppendsOnceAndKeepsTheFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral(".postmortem-words"));
        QCOMPARE(ProjectWords::add(path, QStringLiteral("backoff")), std::nullopt);
        QCOMPARE(contents(path), QByteArray("backoff\n"));
        writeFile(path, "# kept\nbackoff"); // no final line end
        QCOMPARE(ProjectWords::add(path, QStringLiteral("runbook")), std::nullopt);
        QCOMPARE(ProjectWords::add(path, QStringLiteral("backoff")), std::nullopt);
        QCOMPARE(contents(path), QByteArray("# kept\nbackoff\nrunbook\n"));
        QVERIFY(ProjectWords::add(path, QStringLiteral("two\nlines")).has_value());
        QCOMPARE(contents(path), QByteArray("# kept\nbackoff\nrunbook\n"));
    }

    void addNamesTheReasonWhenTheFolderIsMissing()
    {
        QTemporaryDir dir;
        const auto error = ProjectWords::add(dir.filePath(QStringLiteral("gone/.postmortem-words")), QStringLiteral("x"));
        QVERIFY(error.has_value());
        QVERIFY2(!error->isEmpty(), "a reason is given");
    }
};

QTEST_GUILESS_MAIN(tst_ProjectWords)
#include "tst_projectwords.moc"
