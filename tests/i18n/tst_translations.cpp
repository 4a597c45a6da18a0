#include "initresources.h"

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

#include <algorithm>

// Keeps translations/postmortem-editor_zh_CN.ts complete (run scripts/update-translations.sh,
// then translate what it adds) and checks that the catalogue embedded under :/i18n is the
// one the application loads.

namespace {

struct Entry
{
    QString context;
    QString source;
    QString comment; // lupdate disambiguation, usually empty
    QString type;    // translation type: "", "unfinished", "obsolete", "vanished"
    bool numerus = false;
    QStringList translations; // one per numerus form, or the single translation
};

QList<Entry> readTs(const QString &path, QString *error)
{
    QList<Entry> entries;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot open %1: %2").arg(path, file.errorString());
        return {};
    }
    QXmlStreamReader xml(&file);
    QString context;
    Entry entry;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("context")) {
            context.clear();
        } else if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            entry = Entry();
            entry.context = context;
            entry.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        } else if (name == QLatin1String("source")) {
            entry.source = xml.readElementText();
        } else if (name == QLatin1String("comment")) {
            entry.comment = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            entry.type = xml.attributes().value(QLatin1String("type")).toString();
            if (entry.numerus) {
                // <translation><numerusform>…</numerusform>…</translation>
                while (xml.readNextStartElement()) {
                    if (xml.name() == QLatin1String("numerusform"))
                        entry.translations << xml.readElementText();
                    else
                        xml.skipCurrentElement();
                }
            } else {
                entry.translations << xml.readElementText();
            }
            entries << entry;
        }
    }
    if (xml.hasError())
        *error = QStringLiteral("%1:%2: %3").arg(path).arg(xml.lineNumber()).arg(xml.errorString());
    return entries;
}

// %1…%99, %L1 and %n, sorted: a translation may reorder them, never drop or add one.
QStringList placeholders(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("%L?(?:\\d{1,2}|n)"));
    QStringList found;
    for (auto it = re.globalMatch(text); it.hasNext();)
        found << it.next().captured(0).remove(QLatin1Char('L'));
    std::sort(found.begin(), found.end());
    return found;
}

// The mnemonic letter of "&File" or "文件(&F)", lower-cased; empty without one ("&&" is a
// literal &, and "&lt;" in rich text is an entity).
QString mnemonic(const QString &text)
{
    static const QRegularExpression entity(QStringLiteral("^&(?:[a-zA-Z]+|#[0-9]+);"));
    for (int i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i) != QLatin1Char('&'))
            continue;
        if (text.at(i + 1) == QLatin1Char('&')) {
            ++i;
            continue;
        }
        const QRegularExpressionMatch m = entity.match(text.mid(i));
        if (m.hasMatch()) {
            i += int(m.capturedLength()) - 1;
            continue;
        }
        if (!text.at(i + 1).isSpace())
            return text.at(i + 1).toLower();
    }
    return {};
}

QStringList htmlTags(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("</?[a-zA-Z][a-zA-Z0-9]*\\b[^<>]*>"));
    QStringList found;
    for (auto it = re.globalMatch(text); it.hasNext();)
        found << it.next().captured(0);
    return found;
}

QString rowName(const Entry &e)
{
    QString source = e.source;
    source.replace(QLatin1Char('\n'), QLatin1String("\\n"));
    if (source.size() > 70)
        source = source.left(67) + QLatin1String("...");
    return e.context + QLatin1String(" | ") + source;
}

} // namespace

class tst_Translations : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void entryIsTranslated_data();
    void entryIsTranslated();
    void embeddedCatalogue_data();
    void embeddedCatalogue();
    void englishPlurals_data();
    void englishPlurals();
    void englishCatalogueIsComplete();
    void cleanupTestCase();

private:
    QList<Entry> m_entries;
    QTranslator m_translator;
};

void tst_Translations::initTestCase()
{
    QString error;
    m_entries = readTs(QStringLiteral(PM_TS_FILE), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY2(!m_entries.isEmpty(), "the .ts file has no messages");

    pmInitResources();
    QVERIFY2(QFile::exists(QStringLiteral(":/i18n/postmortem-editor_zh_CN.qm")),
             "the zh_CN catalogue is not embedded under :/i18n");
    // The same lookup the application makes at start-up (MainWindow::runGui).
    QVERIFY(m_translator.load(QLocale(QLocale::Chinese, QLocale::China), QStringLiteral("postmortem-editor"),
                              QStringLiteral("_"), QStringLiteral(":/i18n")));
    QVERIFY(QCoreApplication::installTranslator(&m_translator));
}

void tst_Translations::cleanupTestCase()
{
    QCoreApplication::removeTranslator(&m_translator);
}

void tst_Translations::entryIsTranslated_data()
{
    QTest::addColumn<int>("index");
    for (int i = 0; i < m_entries.size(); ++i)
        QTest::newRow(qPrintable(rowName(m_entries.at(i)))) << i;
}

// One row per message, so a failing run lists every entry that needs work.
void tst_Translations::entryIsTranslated()
{
    QFETCH(int, index);
    const Entry &e = m_entries.at(index);

    QVERIFY2(e.type != QLatin1String("obsolete") && e.type != QLatin1String("vanished"),
             "obsolete entry: run scripts/update-translations.sh (it drops them)");
    QVERIFY2(e.type.isEmpty(), qPrintable(QStringLiteral("translation is marked %1").arg(e.type)));
    if (e.numerus)
        QVERIFY2(e.translations.size() == 1,
                 qPrintable(QStringLiteral("zh_CN has one plural form, found %1 <numerusform>")
                                .arg(e.translations.size())));
    QCOMPARE(e.translations.size(), 1);
    const QString zh = e.translations.first();
    QVERIFY2(!zh.trimmed().isEmpty(), "empty translation");

    QCOMPARE(placeholders(zh), placeholders(e.source));
    QCOMPARE(htmlTags(zh), htmlTags(e.source));
    // Same access key, Chinese style: "&File" -> "文件(&F)".
    QCOMPARE(mnemonic(zh), mnemonic(e.source));
    if (!mnemonic(e.source).isEmpty())
        QVERIFY2(zh.contains(QLatin1String("(&")), qPrintable(zh));
    if (e.source.endsWith(QChar(0x2026)))
        QVERIFY2(zh.endsWith(QChar(0x2026)), "the source ends with “…”, the translation does not");
    QCOMPARE(e.source.count(QLatin1Char('\n')), zh.count(QLatin1Char('\n')));

    // The embedded .qm is built from this file: it must give back the same text.
    const QByteArray context = e.context.toUtf8();
    const QByteArray source = e.source.toUtf8();
    const QByteArray comment = e.comment.toUtf8();
    QCOMPARE(m_translator.translate(context.constData(), source.constData(),
                                    comment.isEmpty() ? nullptr : comment.constData(), e.numerus ? 1 : -1),
             zh);
}

void tst_Translations::embeddedCatalogue_data()
{
    QTest::addColumn<QByteArray>("context");
    QTest::addColumn<QByteArray>("source");
    QTest::addColumn<int>("n");
    QTest::addColumn<QString>("expected");

    QTest::newRow("File menu") << QByteArray("pm::MainWindow") << QByteArray("&File") << -1
                               << QString::fromUtf8("文件(&F)");
    QTest::newRow("Open… keeps the ellipsis") << QByteArray("pm::MainWindow") << QByteArray("&Open…") << -1
                                              << QString::fromUtf8("打开(&O)…");
    QTest::newRow("application name") << QByteArray("QObject") << QByteArray("Post-mortem Editor") << -1
                                      << QString::fromUtf8("事后复盘编辑器");
    QTest::newRow("two-line question") << QByteArray("pm::MainWindow")
                                       << QByteArray("“%1” has unsaved changes.\nDo you want to save them?") << -1
                                       << QString::fromUtf8("“%1”有未保存的更改。\n要保存吗？");
    QTest::newRow("facts heading") << QByteArray("pm::ChecksPanel") << QByteArray("The four facts") << -1
                                   << QString::fromUtf8("四项事实");
    QTest::newRow("gate input") << QByteArray("pm::Gate") << QByteArray("Known root cause") << -1
                                << QString::fromUtf8("已知根因");
    QTest::newRow("form label") << QByteArray("pm::GateInputsEditor") << QByteArray("Re&liable repro:") << -1
                                << QString::fromUtf8("可靠复现(&L)：");
    QTest::newRow("lint rule hedging") << QByteArray("pm::Lint") << QByteArray("Hedging") << -1
                                       << QString::fromUtf8("含糊其辞");
    QTest::newRow("lint rule blame") << QByteArray("pm::Lint") << QByteArray("Blame") << -1
                                     << QString::fromUtf8("归咎于个人");
    QTest::newRow("lint message") << QByteArray("pm::Lint") << QByteArray("Required section “%1” is empty.") << -1
                                  << QString::fromUtf8("必填部分“%1”为空。");
    QTest::newRow("plural, n expanded") << QByteArray("pm::SectionListModel") << QByteArray("%n problem(s)") << 3
                                        << QString::fromUtf8("3 个问题");
    QTest::newRow("plural with %1") << QByteArray("pm::PublishDialog")
                                    << QByteArray("%1. Trying again in %n s…") << 3
                                    << QString::fromUtf8("%1。3 秒后重试…");
    QTest::newRow("file format error") << QByteArray("pm::DraftFormat") << QByteArray("no such file") << -1
                                       << QString::fromUtf8("文件不存在");
    QTest::newRow("command line") << QByteArray("pm::cli") << QByteArray("unknown command '%1'") << -1
                                  << QString::fromUtf8("未知命令 '%1'");
}

// Through QCoreApplication::translate, as the application asks (it expands %n).
void tst_Translations::embeddedCatalogue()
{
    QFETCH(QByteArray, context);
    QFETCH(QByteArray, source);
    QFETCH(int, n);
    QFETCH(QString, expected);

    QCOMPARE(QCoreApplication::translate(context.constData(), source.constData(), nullptr, n), expected);
}

// The English catalogue holds only the plural forms ("1 problem blocks", not "1
// problem(s) block"); it is what an English or any other non-Chinese locale loads.
void tst_Translations::englishPlurals_data()
{
    QTest::addColumn<QByteArray>("context");
    QTest::addColumn<QByteArray>("source");
    QTest::addColumn<int>("n");
    QTest::addColumn<QString>("expected");
    QTest::newRow("one blocker") << QByteArray("pm::ChecksPanel") << QByteArray("%n problem(s) block publishing.") << 1
                                 << QStringLiteral("1 problem blocks publishing.");
    QTest::newRow("ten blockers") << QByteArray("pm::ChecksPanel") << QByteArray("%n problem(s) block publishing.")
                                  << 10 << QStringLiteral("10 problems block publishing.");
    QTest::newRow("tab count") << QByteArray("pm::SectionListModel") << QByteArray("%n problem(s)") << 1
                               << QStringLiteral("1 problem");
    QTest::newRow("replacements") << QByteArray("pm::FindBar") << QByteArray("%n replacement(s)") << 2
                                  << QStringLiteral("2 replacements");
}

void tst_Translations::englishPlurals()
{
    QFETCH(QByteArray, context);
    QFETCH(QByteArray, source);
    QFETCH(int, n);
    QFETCH(QString, expected);
    QTranslator english;
    QVERIFY(english.load(QLocale(QLocale::English, QLocale::UnitedStates), QStringLiteral("postmortem-editor"),
                         QStringLiteral("_"), QStringLiteral(":/i18n")));
    // QCoreApplication::translate() expands %n; the catalogue holds it as written.
    const auto expand = [n](QString text) { return text.replace(QStringLiteral("%n"), QString::number(n)); };
    QCOMPARE(expand(english.translate(context.constData(), source.constData(), nullptr, n)), expected);
    // A locale without a catalogue of its own (German) gets the English forms too.
    QTranslator fallback;
    QVERIFY(pmLoadAppTranslations(fallback, QLocale(QLocale::German, QLocale::Germany)));
    QCOMPARE(expand(fallback.translate(context.constData(), source.constData(), nullptr, n)), expected);
}

// A plural string added to the sources needs its two English forms (run
// scripts/update-translations.sh, then fill them in translations/postmortem-editor_en.ts).
void tst_Translations::englishCatalogueIsComplete()
{
    QFile file(QStringLiteral(PM_TS_EN_FILE));
    QVERIFY2(file.open(QIODevice::ReadOnly), PM_TS_EN_FILE);
    const QString ts = QString::fromUtf8(file.readAll());
    QVERIFY(ts.contains(QStringLiteral("<numerusform>")));
    QVERIFY2(!ts.contains(QStringLiteral("type=\"unfinished\"")), "an English plural has no forms yet");
}

QTEST_GUILESS_MAIN(tst_Translations)
#include "tst_translations.moc"
