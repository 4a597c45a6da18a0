// Parse and write of a 1 MiB draft. Run: bench_draftformat -iterations 20
#include "draftformat.h"

#include <QTest>

using namespace pm;

class BenchDraftFormat : public QObject
{
    Q_OBJECT

private:
    QByteArray m_draft;

private slots:
    void initTestCase()
    {
        m_draft = "---\ntitle: Big\nticket: ABC-1\nowner: A\nrefs: [org/r#1]\nlanguage: en\n"
                  "gate:\n  repro: every run\n  root_cause: confirmed\n  fix: org/r#1\n  verified: yes\n---\n\n# Big\n\n";
        const char *ids[] = {"Summary", "Symptoms", "Root cause", "Why the symptom", "Fix",
                             "How it was found", "Why it slipped through", "Verification", "Action items"};
        const QByteArray para = "The fast path in `tadaLaunchPrepare()` (guarded by `scheduler->numStreams == 1`) "
                                "skipped the event sync between `launchStream` and `deviceStream`; 根因在 `scratchBuf`.\n\n";
        const int perSection = (1024 * 1024) / 9 / para.size() + 1;
        for (const char *id : ids) {
            m_draft += "## " + QByteArray(id) + "\n\n";
            for (int i = 0; i < perSection; ++i)
                m_draft += para;
        }
        qInfo("draft size: %lld bytes", qint64(m_draft.size()));
    }

    void parse()
    {
        QBENCHMARK
        {
            const Expected<PostMortem> pm = DraftFormat::parse(m_draft);
            QVERIFY(pm.ok());
        }
    }

    void write()
    {
        Expected<PostMortem> pm = DraftFormat::parse(m_draft);
        QVERIFY(pm.ok());
        pm.value().setSectionText(QStringLiteral("fix"), QStringLiteral("edited"));
        QByteArray out;
        QBENCHMARK
        {
            out = DraftFormat::write(pm.value());
        }
        QVERIFY(out.size() > 0);
    }

    void canonical()
    {
        const Expected<PostMortem> pm = DraftFormat::parse(m_draft);
        QVERIFY(pm.ok());
        QByteArray out;
        QBENCHMARK
        {
            out = DraftFormat::canonical(pm.value());
        }
        QVERIFY(out.size() > 0);
    }
};

QTEST_GUILESS_MAIN(BenchDraftFormat)
#include "bench_draftformat.moc"
