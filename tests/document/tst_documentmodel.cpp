#include "documentmodel.h"
#include "draftformat.h"
#include "roundtripfixtures.h"

#include <QSignalSpy>
#include <QTextDocument>
#include <QTest>

using namespace pm;

namespace {

using pmtest::fixture;
using pmtest::type;

PostMortem draft(const char *name)
{
    return DraftFormat::parse(fixture(name), QString::fromLatin1(name)).value();
}

} // namespace

// The draft being edited: its sections, metadata, modified state and revision rounds.
class TestDocumentModel : public QObject
{
    Q_OBJECT

private slots:
    // The nine in the seed's order, an extra section after the one it follows in the
    // file, and a section the draft lacks where filling it in writes it.
    void entriesInTheDraftsOrder()
    {
        DocumentModel model;
        model.setDraft(draft("full-en.md"));
        QStringList keys;
        for (const DocumentModel::Entry &e : model.entries())
            keys << e.key;
        QCOMPARE(keys, (QStringList{"summary", "symptoms", "root-cause", "extra-0", "why-symptom", "fix", "how-found",
                                    "why-slipped", "verification", "action-items"}));
        QCOMPARE(model.entries().at(3).heading, QStringLiteral("Timeline"));
        QVERIFY(!model.isModified());
        QCOMPARE(model.serialized(), fixture("full-en.md"));
    }

    // Steps: d delivers (prepare, then note), v only prepares (the dialog's preview), e
    // edits the Fix section, p records a publish (id and comment), o opens another draft.
    // revisions: the revision each d or v carries.
    void revisionRoundsCountChangedDeliveries_data()
    {
        QTest::addColumn<QString>("steps");
        QTest::addColumn<QList<int>>("revisions");
        QTest::newRow("same content twice: one round") << QStringLiteral("dd") << QList<int>{1, 1};
        QTest::newRow("each changed delivery: the next round") << QStringLiteral("dedeed") << QList<int>{1, 2, 3};
        QTest::newRow("edits before the first delivery: still round one") << QStringLiteral("eed") << QList<int>{1};
        QTest::newRow("a preview shows the next round, records none") << QStringLiteral("devvd") << QList<int>{1, 2, 2, 2};
        QTest::newRow("publishing's own record is no change") << QStringLiteral("dpdpd") << QList<int>{1, 1, 1};
        QTest::newRow("another draft counts afresh") << QStringLiteral("dedod") << QList<int>{1, 2, 1};
    }
    void revisionRoundsCountChangedDeliveries()
    {
        QFETCH(QString, steps);
        QFETCH(QList<int>, revisions);
        DocumentModel model;
        model.setDraft(draft("full-en.md"));
        QList<int> carried;
        int published = 0;
        for (const QChar step : steps) {
            const int before = model.meta().revision;
            switch (step.unicode()) {
            case 'd':
            case 'v': {
                const Delivery delivery = model.prepareDelivery(model.snapshot());
                carried.append(delivery.revision);
                QCOMPARE(model.meta().revision, before); // preparing changes nothing
                if (step == QLatin1Char('d')) {
                    QCOMPARE(model.noteDelivered(delivery), delivery.revision != before);
                    QCOMPARE(model.meta().revision, delivery.revision);
                }
                break;
            }
            case 'e':
                type(model.document(QStringLiteral("fix")), QStringLiteral(" Edited."));
                break;
            case 'p': {
                Published record;
                record.commentIds = QStringList{QString::number(10000 + ++published)};
                record.revision = before;
                model.setPublishRecord(QStringLiteral("draft-%1").arg(published), record);
                break;
            }
            case 'o':
                model.setDraft(draft("chinese.md"));
                break;
            }
        }
        QCOMPARE(carried, revisions);
        if (revisions.last() > 1) // a new round is written to the draft
            QVERIFY(model.serialized().contains(QByteArray("revision: " + QByteArray::number(revisions.last()))));
    }

    void editUndoModified()
    {
        DocumentModel model;
        model.setDraft(draft("full-en.md"));
        QSignalSpy modified(&model, &DocumentModel::modifiedChanged);
        QSignalSpy edited(&model, &DocumentModel::sectionEdited);
        QTextDocument *fix = model.document(QStringLiteral("fix"));
        QTextDocument *summary = model.document(QStringLiteral("summary"));
        type(fix, QStringLiteral(" Also `etag_of()`."));
        QVERIFY(model.isModified());
        QCOMPARE(modified.count(), 1);
        QCOMPARE(edited.last().first().toString(), QStringLiteral("fix"));
        // Undo is per section: the summary has nothing to undo.
        QVERIFY(!summary->isUndoAvailable());
        QVERIFY(fix->isUndoAvailable());
        fix->undo();
        QVERIFY(!model.isModified());
        QCOMPARE(modified.count(), 2);
        QCOMPARE(model.serialized(), fixture("full-en.md"));
    }

    // What the file service hears: an edit of text or metadata is one, a publish record
    // another, and a new draft neither.
    void editsAndRecordsAreSignalledApart()
    {
        DocumentModel model;
        model.setDraft(draft("full-en.md"));
        QSignalSpy edited(&model, &DocumentModel::edited);
        QSignalSpy recorded(&model, &DocumentModel::recordChanged);
        QSignalSpy sections(&model, &DocumentModel::sectionEdited);
        connect(&model, &DocumentModel::edited, this, [&sections] { QCOMPARE(sections.count(), 1); });
        type(model.document(QStringLiteral("fix")), QStringLiteral(" Typed."));
        QCOMPARE(edited.count(), 1);
        disconnect(&model, &DocumentModel::edited, this, nullptr);
        Meta meta = model.meta();
        meta.owner = QStringLiteral("Alex");
        model.setMeta(meta);
        GateInputs gate = model.gateInputs();
        gate.repro = QStringLiteral("ctest");
        model.setGateInputs(gate);
        QCOMPARE(edited.count(), 3);
        QCOMPARE(recorded.count(), 0);
        Published record;
        record.commentIds = QStringList{QStringLiteral("10001")};
        model.setPublishRecord(QStringLiteral("draft-1"), record);
        QCOMPARE(recorded.count(), 1);
        QCOMPARE(edited.count(), 3);
        model.setDraft(draft("chinese.md"));
        QCOMPARE(edited.count(), 3);
        QVERIFY(!model.isModified());
    }

    // After a save the documents stay (the undo history too); a heading typed into a
    // section makes the tabs follow the file instead.
    void savedKeepsTheDocumentsUnlessTheSectionsSplitAnew()
    {
        DocumentModel model;
        model.setDraft(draft("no-front-matter.md"), QStringLiteral("/drafts/a.md"));
        QSignalSpy reset(&model, &DocumentModel::documentReset);
        QSignalSpy renamed(&model, &DocumentModel::pathChanged);
        QTextDocument *fix = model.document(QStringLiteral("fix"));
        type(fix, QStringLiteral(" Saved."));
        PostMortem saved = DraftFormat::parse(model.serialized(), QStringLiteral("b.md")).value();
        QVERIFY(!model.markSaved(QStringLiteral("/drafts/b.md"), &saved));
        QVERIFY(!model.isModified());
        QCOMPARE(model.document(QStringLiteral("fix")), fix);
        QVERIFY(fix->isUndoAvailable());
        QCOMPARE(reset.count(), 0);
        QCOMPARE(renamed.count(), 1);
        QCOMPARE(model.path(), QStringLiteral("/drafts/b.md"));

        type(model.document(QStringLiteral("summary")), QStringLiteral("\n\n## Timeline\n\n10:00 paged"));
        saved = DraftFormat::parse(model.serialized(), QStringLiteral("b.md")).value();
        QVERIFY(model.markSaved(QStringLiteral("/drafts/b.md"), &saved));
        QCOMPARE(reset.count(), 1);
        QVERIFY(!model.isModified());
        QCOMPARE(model.entries().at(model.indexOfKey(QStringLiteral("extra-0"))).heading, QStringLiteral("Timeline"));
    }
};

QTEST_MAIN(TestDocumentModel)
#include "tst_documentmodel.moc"
