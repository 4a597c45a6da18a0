// The Markdown scanner alone: one scan of ~1 MiB of draft text (the lint fixtures
// repeated), and of one 10 KB piece, as the lint mask runs it per section; and 1 MiB
// of the shapes md4c misreads after a fence left open in a list item (each line once
// took a search to the end of the text: 100 KB took 3 to 5 s).

#include "markdownscan.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace pm::markdown;

namespace {

QString corpus(qsizetype bytes)
{
    QString all;
    const QDir dir(QStringLiteral(PM_LINT_FIXTURES_DIR "/clean"));
    for (const QString &name : dir.entryList({QStringLiteral("*.md")}, QDir::Files, QDir::Name)) {
        QFile f(dir.filePath(name));
        if (!f.open(QIODevice::ReadOnly))
            qFatal("cannot read %s", qPrintable(name));
        all += QString::fromUtf8(f.readAll()) + QLatin1Char('\n');
    }
    QString out;
    while (out.toUtf8().size() < bytes)
        out += all;
    return out;
}

} // namespace

class bench_MarkdownScan : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void scan_data();
    void scan();
    void fenceMisreadings_data();
    void fenceMisreadings();
};

void bench_MarkdownScan::scan_data()
{
    QTest::addColumn<qsizetype>("bytes");
    QTest::newRow("1 MiB") << qsizetype(1024 * 1024);
    QTest::newRow("10 KB") << qsizetype(10 * 1024);
}

void bench_MarkdownScan::scan()
{
    QFETCH(qsizetype, bytes);
    const QString text = corpus(bytes);
    std::size_t blocks = 0;
    QBENCHMARK
    {
        blocks = scanMarkdown(text).blocks.size();
    }
    QVERIFY(blocks > 0);
}

void bench_MarkdownScan::fenceMisreadings_data()
{
    QTest::addColumn<QByteArray>("shape");
    QTest::newRow("~# after each item's fence") << QByteArray("* ~~~\n~#\n");
    QTest::newRow("~~~ # after each item's fence") << QByteArray("* ~~~\n~~~ #\n");
    QTest::newRow("~*** after each quote's fence") << QByteArray("> ~~~\n~***\n");
}

void bench_MarkdownScan::fenceMisreadings()
{
    QFETCH(QByteArray, shape);
    QByteArray text;
    while (text.size() < 1024 * 1024)
        text += shape;
    std::size_t blocks = 0;
    QBENCHMARK
    {
        blocks = scanMarkdownUtf8(text).blocks.size();
    }
    QVERIFY(blocks > 0);
}

QTEST_GUILESS_MAIN(bench_MarkdownScan)
#include "bench_markdownscan.moc"
