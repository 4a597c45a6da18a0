// The word counter of the status bar: scripts by QChar::script() over code points.
#include "wordcount.h"

#include <QTest>

class tst_WordCount : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void counts_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("words");
        QTest::newRow("empty") << QString() << 0;
        QTest::newRow("english") << QStringLiteral("The fix removes the fast path.") << 6;
        QTest::newRow("identifiers") << QStringLiteral("`scratchBuf == NULL` in tada_launch()") << 4;
        QTest::newRow("contraction") << QStringLiteral("didn't re-run") << 2;
        QTest::newRow("chinese") << QString::fromUtf8("修复已验证") << 5;
        QTest::newRow("mixed") << QString::fromUtf8("PR 5751 修复") << 4;
        // Outside the BMP: 𠮷 (U+20BB7) is one Han character, not zero.
        QTest::newRow("surrogate pair han") << QString::fromUtf8("𠮷野家") << 3;
        // Hangul is written with spaces between words, like English.
        QTest::newRow("korean") << QString::fromUtf8("한국어 문장") << 2;
        QTest::newRow("japanese kana") << QString::fromUtf8("テストです") << 5;
        QTest::newRow("cyrillic") << QString::fromUtf8("исправление готово") << 2;
        QTest::newRow("combining mark") << QString::fromUtf8("cafe\u0301 ok") << 2;
        QTest::newRow("accents") << QStringLiteral("re\u0301sume\u0301 cafe\u0301") << 2;
        QTest::newRow("katakana") << QString::fromUtf8("キャッシュ") << 5;
    }
    void counts()
    {
        QFETCH(QString, text);
        QFETCH(int, words);
        QCOMPARE(pm::lint::countWords(text), words);
    }
};

QTEST_GUILESS_MAIN(tst_WordCount)
#include "tst_wordcount.moc"
