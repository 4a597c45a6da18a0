// Where Save As proposes to put an export: the discipline's docs/postmortems in the
// draft's work tree, else a name of the export's own beside the draft, and never the
// draft itself.

#include "exportpath.h"
#include "testfiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace pm;

namespace {

PostMortem withTicket(const QString &ticket)
{
    PostMortem pm;
    pm.meta.ticket = ticket;
    return pm;
}

} // namespace

class TestExportPath : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        m_dir.reset(new QTemporaryDir);
        QVERIFY(m_dir->isValid());
        m_root = QFileInfo(m_dir->path()).canonicalFilePath();
    }

    // The temporary folder itself is in no work tree (else the cases without one cannot run).
    void besideTheDraftOutsideAWorkTree_data()
    {
        QTest::addColumn<int>("destination");
        QTest::addColumn<QString>("ticket");
        QTest::addColumn<QString>("expected");
        QTest::newRow("markdown") << int(Destination::Markdown) << "BILL-2291"
                                  << "BILL-2291-postmortem.md";
        QTest::newRow("jira") << int(Destination::Jira) << "BILL-2291"
                              << "BILL-2291-comment.json";
        QTest::newRow("pr") << int(Destination::PullRequest) << "BILL-2291"
                            << "BILL-2291-pr.md";
        QTest::newRow("wiki") << int(Destination::Wiki) << "BILL-2291"
                              << "BILL-2291-wiki.md";
        QTest::newRow("no ticket: the draft's name") << int(Destination::Markdown) << ""
                                                     << "BILL-2291-postmortem.md";
        QTest::newRow("a ticket that is a path") << int(Destination::Markdown) << "../../etc/x"
                                                 << "etc-x-postmortem.md";
    }
    void besideTheDraftOutsideAWorkTree()
    {
        QFETCH(int, destination);
        QFETCH(QString, ticket);
        QFETCH(QString, expected);
        if (!gitWorkTreeRoot(m_root).isEmpty())
            QSKIP("the temporary folder is inside a git work tree");
        const QString draft = pmtest::writeFile(m_root + QStringLiteral("/BILL-2291.md"), "draft\n");
        const QString path = suggestedExportPath(withTicket(ticket), Destination(destination), draft, QStringLiteral("/nowhere"));
        QCOMPARE(path, m_root + QLatin1Char('/') + expected);
    }

    // In a work tree (a folder holding .git, or a linked worktree's .git file) the
    // Markdown export goes to docs/postmortems at its root, whatever folder the draft is in;
    // the other destinations stay beside the draft.
    void markdownGoesToTheWorkTreesDocs_data()
    {
        QTest::addColumn<bool>("gitIsAFile");
        QTest::newRow(".git folder") << false;
        QTest::newRow(".git file") << true;
    }
    void markdownGoesToTheWorkTreesDocs()
    {
        QFETCH(bool, gitIsAFile);
        QDir root(m_root);
        if (gitIsAFile)
            pmtest::writeFile(root.filePath(QStringLiteral(".git")), "gitdir: /elsewhere/.git/worktrees/x\n");
        else
            QVERIFY(root.mkdir(QStringLiteral(".git")));
        QVERIFY(root.mkpath(QStringLiteral("notes/2026")));
        const QString draft = pmtest::writeFile(root.filePath(QStringLiteral("notes/2026/draft.md")), "draft\n");
        QCOMPARE(gitWorkTreeRoot(draft), m_root);
        QCOMPARE(suggestedExportPath(withTicket(QStringLiteral("BILL-2291")), Destination::Markdown, draft, QString()),
                 root.filePath(QStringLiteral("docs/postmortems/BILL-2291.md")));
        QCOMPARE(suggestedExportPath(withTicket(QString()), Destination::Markdown, draft, QString()),
                 root.filePath(QStringLiteral("docs/postmortems/draft.md")));
        QCOMPARE(suggestedExportPath(withTicket(QStringLiteral("BILL-2291")), Destination::Jira, draft, QString()),
                 root.filePath(QStringLiteral("notes/2026/BILL-2291-comment.json")));
    }

    // A draft kept where its export would go: the export gets a name of its own, and
    // never a link to the draft either.
    void neverTheDraftItself()
    {
        QDir root(m_root);
        QVERIFY(root.mkdir(QStringLiteral(".git")));
        QVERIFY(root.mkpath(QStringLiteral("docs/postmortems")));
        const QString draft = pmtest::writeFile(root.filePath(QStringLiteral("docs/postmortems/BILL-2291.md")), "draft\n");
        const PostMortem pm = withTicket(QStringLiteral("BILL-2291"));
        QCOMPARE(suggestedExportPath(pm, Destination::Markdown, draft, QString()),
                 root.filePath(QStringLiteral("docs/postmortems/BILL-2291-export.md")));
        // Reached through a link, the draft is still the draft.
        const QString real = pmtest::writeFile(root.filePath(QStringLiteral("real.md")), "draft\n");
        QVERIFY(QFile::remove(draft));
        QVERIFY(QFile::link(real, draft));
        QCOMPARE(suggestedExportPath(pm, Destination::Markdown, real, QString()),
                 root.filePath(QStringLiteral("docs/postmortems/BILL-2291-export.md")));
        // Beside the draft, a draft named like its export.
        const QString named = pmtest::writeFile(root.filePath(QStringLiteral("docs/BILL-2291-pr.md")), "draft\n");
        QCOMPARE(suggestedExportPath(pm, Destination::PullRequest, named, QString()),
                 root.filePath(QStringLiteral("docs/BILL-2291-pr-export.md")));
    }

    // A draft not saved yet: in the folder given, named after the ticket or "postmortem".
    void unsavedDraft()
    {
        QCOMPARE(suggestedExportPath(withTicket(QStringLiteral("BILL-2291")), Destination::Markdown, QString(), m_root),
                 m_root + QStringLiteral("/BILL-2291-postmortem.md"));
        QCOMPARE(suggestedExportPath(withTicket(QString()), Destination::Markdown, QString(), m_root),
                 m_root + QStringLiteral("/postmortem.md"));
        QCOMPARE(suggestedExportPath(withTicket(QString()), Destination::Wiki, QString(), m_root),
                 m_root + QStringLiteral("/postmortem-wiki.md"));
    }

private:
    QScopedPointer<QTemporaryDir> m_dir;
    QString m_root;
};

QTEST_GUILESS_MAIN(TestExportPath)
#include "tst_exportpath.moc"
