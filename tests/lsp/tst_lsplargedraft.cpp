#include "lspclient.h"

#include <QJsonArray>
#include <QObject>
#include <QTest>

// The server on a draft of 4 MiB, apart from the other sessions, so that ctest runs the
// two side by side.
class TestLspLargeDraft : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void largeDraft();
};

// A 4 MiB draft: opened, checked, edited, checked again, through the same pipe.
void TestLspLargeDraft::largeDraft()
{
    const QString base = fixture(QStringLiteral("mixed.md"));
    // About 700 bytes a paragraph, one hedge in each.
    QString paragraph = QStringLiteral("`Uploader::begin()` reads `m_size` and it probably wraps; 中文 😀 line.");
    for (int i = 0; i < 8; ++i)
        paragraph += QStringLiteral(" `Chunk::write()` copies `m_block` into the `ring_buffer` slot %1.").arg(i);
    paragraph += QStringLiteral("\n\n");
    QString text = base.left(base.indexOf(QStringLiteral("## Fix")));
    const int rootLine = int(text.count(QLatin1Char('\n')));
    const qsizetype paragraphBytes = paragraph.toUtf8().size();
    for (qsizetype bytes = text.toUtf8().size(); bytes < 4 * 1024 * 1024; bytes += paragraphBytes)
        text += paragraph;
    text += base.mid(base.indexOf(QStringLiteral("## Fix")));
    LspClient c;
    QVERIFY(c.started());
    c.initialize();
    const QString uri = QStringLiteral("file:///tmp/large.md");
    c.open(uri, text);
    const QJsonObject first = c.waitForDiagnostics(uri);
    const int before = int(withCode(first.value(QLatin1String("diagnostics")).toArray(), QStringLiteral("hedging")).size());
    QVERIFY(before > 5000);
    c.change(uri, 2, rootLine, 0, rootLine, 0, QStringLiteral("Maybe "));
    const QJsonObject second = c.waitForDiagnostics(uri);
    QCOMPARE(second.value(QLatin1String("version")).toInt(), 2);
    QCOMPARE(int(withCode(second.value(QLatin1String("diagnostics")).toArray(), QStringLiteral("hedging")).size()), before + 1);
    QCOMPARE(c.shutdownAndExit(), 0);
}

QTEST_GUILESS_MAIN(TestLspLargeDraft)
#include "tst_lsplargedraft.moc"
