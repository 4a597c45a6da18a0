// The corpora: clean post-mortems produce no diagnostics at all; flawed ones produce
// exactly the labelled findings (fixtures/flawed/README.md).
#include "draftformat.h"
#include "gatestatus.h"
#include "linter.h"
#include "lintrules.h"

#include <QMap>

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

using namespace pm;

namespace {

struct Expectation
{
    QString rule;
    QString section;
    int line = 0;
    int column = 0; // 0: not asserted
    bool matched = false;
};

QString describe(const Diagnostic &d)
{
    return QStringLiteral("%1:%2 [%3] (%4) %5")
        .arg(d.line)
        .arg(d.column)
        .arg(d.rule, d.sectionId, d.message);
}

// The section whose lines contain `line` (file order; extra sections count too).
QString sectionAt(const PostMortem &pm, int line)
{
    QString id;
    for (const Section &s : pm.sections) {
        if (s.headingLine > 0 && s.headingLine <= line)
            id = s.isExtra() ? QStringLiteral("<extra>") : s.id;
    }
    return id;
}

QList<Expectation> expectations(const QByteArray &bytes, const PostMortem &pm)
{
    static const QRegularExpression label(QStringLiteral(R"(<!--\s*expect:\s*(.*?)\s*-->)"));
    QList<Expectation> out;
    const QList<QByteArray> lines = bytes.split('\n');
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = QString::fromUtf8(lines.at(i));
        for (auto it = label.globalMatch(line); it.hasNext();) {
            const auto m = it.next();
            for (const QString &entry : m.captured(1).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
                const QStringList parts = entry.simplified().split(QLatin1Char(' '));
                Expectation e;
                e.rule = parts.value(0);
                e.line = i + 1;
                for (const QString &kv : parts.mid(1)) {
                    const QString key = kv.section(QLatin1Char('='), 0, 0);
                    const QString value = kv.section(QLatin1Char('='), 1);
                    if (key == QLatin1String("col"))
                        e.column = value.toInt();
                    else if (key == QLatin1String("line"))
                        e.line = value.toInt();
                    else if (key == QLatin1String("section"))
                        e.section = value;
                }
                if (e.section.isEmpty())
                    e.section = sectionAt(pm, e.line);
                out << e;
            }
        }
    }
    return out;
}

QStringList fixtures(const char *dir)
{
    return QDir(QString(QStringLiteral(PM_FIXTURES_DIR "/") + QLatin1String(dir)))
        .entryList({QStringLiteral("*.md")}, QDir::Files, QDir::Name);
}

PostMortem load(const QString &path, QByteArray *bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(path));
    *bytes = f.readAll();
    const auto parsed = DraftFormat::parse(*bytes, path);
    if (!parsed)
        qFatal("cannot parse %s: %s", qPrintable(path), qPrintable(parsed.error().toString()));
    return parsed.value();
}

} // namespace

class tst_Corpus : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void corpusIsLargeEnough();
    void clean_data();
    void clean();
    void flawed_data();
    void flawed();
    void labelled();
};

void tst_Corpus::corpusIsLargeEnough()
{
    const QStringList clean = fixtures("clean");
    QVERIFY2(clean.size() >= 5, "at least five clean post-mortems");
    int zh = 0;
    for (const QString &f : clean)
        zh += f.startsWith(QLatin1String("zh-")) ? 1 : 0;
    QVERIFY2(zh >= 2, "Chinese clean post-mortems");
    QVERIFY(clean.size() - zh >= 2);
    QVERIFY(fixtures("flawed").size() >= 5);
}

void tst_Corpus::clean_data()
{
    QTest::addColumn<QString>("path");
    for (const QString &f : fixtures("clean"))
        QTest::newRow(qPrintable(f)) << QString(QStringLiteral(PM_FIXTURES_DIR "/clean/") + f);
}

void tst_Corpus::clean()
{
    QFETCH(QString, path);
    QByteArray bytes;
    const PostMortem pm = load(path, &bytes);
    QCOMPARE(pm.sections.size() >= 7, true);
    const QList<Diagnostic> found = Linter().lint(pm);
    QStringList unexpected;
    for (const Diagnostic &d : found)
        unexpected << describe(d);
    QVERIFY2(found.isEmpty(), qPrintable(unexpected.join(QLatin1Char('\n'))));
    // A clean post-mortem also has its four inputs (the seed: no draft without them).
    QVERIFY2(evaluateGate(pm).passed, qPrintable(evaluateGate(pm).messages().join(QLatin1Char('\n'))));
}

void tst_Corpus::flawed_data()
{
    QTest::addColumn<QString>("path");
    for (const QString &f : fixtures("flawed"))
        QTest::newRow(qPrintable(f)) << QString(QStringLiteral(PM_FIXTURES_DIR "/flawed/") + f);
}

void tst_Corpus::flawed()
{
    QFETCH(QString, path);
    QByteArray bytes;
    const PostMortem pm = load(path, &bytes);
    QList<Expectation> expected = expectations(bytes, pm);
    QVERIFY2(!expected.isEmpty(), "a flawed fixture plants flaws");

    const QList<Diagnostic> found = Linter().lint(pm);
    QStringList problems;
    for (const Diagnostic &d : found) {
        bool ok = false;
        for (Expectation &e : expected) {
            if (!e.matched && e.rule == d.rule && e.line == d.line && e.section == d.sectionId
                && (e.column == 0 || e.column == d.column)) {
                e.matched = ok = true;
                break;
            }
        }
        if (!ok)
            problems << QStringLiteral("unplanted: ") + describe(d);
    }
    for (const Expectation &e : std::as_const(expected)) {
        if (!e.matched)
            problems << QStringLiteral("missed: %1:%2 [%3] (%4)")
                            .arg(e.line)
                            .arg(e.column)
                            .arg(e.rule, e.section);
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

namespace {

struct Tally
{
    int tp = 0;
    int fp = 0;
    int fn = 0;
    double precision() const { return tp + fp == 0 ? 1.0 : double(tp) / (tp + fp); }
    double recall() const { return tp + fn == 0 ? 1.0 : double(tp) / (tp + fn); }
};

// Words as the linter counts them: Latin-script words, and two ideographs as one.
double wordsOf(const QString &text)
{
    int latin = 0;
    int han = 0;
    bool inWord = false;
    for (const QChar c : text) {
        const bool ideograph = c.script() == QChar::Script_Han;
        han += ideograph ? 1 : 0;
        const bool letter = !ideograph && c.isLetterOrNumber();
        latin += letter && !inWord ? 1 : 0;
        inWord = letter;
    }
    return latin + han / 2.0;
}

} // namespace

// The labelled corpus (fixtures/corpus): precision and recall per rule and per language,
// false positives per 1,000 words, against issue 9's targets.
void tst_Corpus::labelled()
{
    const QStringList files = fixtures("corpus");
    const QStringList original = LintRules::ids().mid(0, 17); // the rules before issue 9
    QMap<QString, QMap<QString, Tally>> byLang;               // language -> rule -> tally
    QMap<QString, double> words;
    QStringList mismatches;
    for (const QString &f : files) {
        const QString lang = f.left(2);
        QByteArray bytes;
        const PostMortem pm = load(QStringLiteral(PM_FIXTURES_DIR "/corpus/") + f, &bytes);
        QList<Expectation> expected = expectations(bytes, pm);
        words[lang] += wordsOf(pm.preamble);
        for (const Section &s : pm.sections)
            words[lang] += wordsOf(s.text) + wordsOf(s.heading);
        for (const Diagnostic &d : Linter().lint(pm)) {
            bool ok = false;
            for (Expectation &e : expected) {
                if (!e.matched && e.rule == d.rule && e.line == d.line && e.section == d.sectionId
                    && (e.column == 0 || e.column == d.column)) {
                    e.matched = ok = true;
                    break;
                }
            }
            if (ok) {
                ++byLang[lang][d.rule].tp;
            } else {
                ++byLang[lang][d.rule].fp;
                mismatches << QStringLiteral("%1: unplanted %2").arg(f, describe(d));
            }
        }
        for (const Expectation &e : std::as_const(expected)) {
            if (!e.matched) {
                ++byLang[lang][e.rule].fn;
                mismatches << QStringLiteral("%1: missed %2:%3 [%4] (%5)").arg(f).arg(e.line).arg(e.column).arg(e.rule, e.section);
            }
        }
    }
    for (const QString &m : std::as_const(mismatches))
        qInfo().noquote() << m;

    QStringList failures;
    Tally allTotal;
    Tally allOriginal;
    double allWords = 0;
    for (auto lang = byLang.cbegin(); lang != byLang.cend(); ++lang) {
        Tally total;
        Tally originalTotal;
        qInfo().noquote() << QStringLiteral("%1: rule                     tp  fp  fn  precision recall").arg(lang.key());
        for (auto r = lang->cbegin(); r != lang->cend(); ++r) {
            qInfo().noquote() << QStringLiteral("    %1 %2 %3 %4  %5     %6")
                                     .arg(r.key(), -24)
                                     .arg(r->tp, 3)
                                     .arg(r->fp, 3)
                                     .arg(r->fn, 3)
                                     .arg(r->precision(), 0, 'f', 3)
                                     .arg(r->recall(), 0, 'f', 3);
            total.tp += r->tp;
            total.fp += r->fp;
            total.fn += r->fn;
            if (original.contains(r.key())) {
                originalTotal.tp += r->tp;
                originalTotal.fp += r->fp;
                originalTotal.fn += r->fn;
            }
        }
        const double fpPerK = 1000.0 * total.fp / words.value(lang.key());
        qInfo().noquote() << QStringLiteral("%1: precision %2, recall %3 (original rules %4), %5 FP per 1,000 words (%6 words)")
                                 .arg(lang.key())
                                 .arg(total.precision(), 0, 'f', 3)
                                 .arg(total.recall(), 0, 'f', 3)
                                 .arg(originalTotal.recall(), 0, 'f', 3)
                                 .arg(fpPerK, 0, 'f', 2)
                                 .arg(words.value(lang.key()), 0, 'f', 0);
        if (total.precision() < 0.97)
            failures << lang.key() + QStringLiteral(": precision below 0.97");
        if (originalTotal.recall() < 0.97)
            failures << lang.key() + QStringLiteral(": recall of the original rules below 0.97");
        if (total.recall() < 0.95)
            failures << lang.key() + QStringLiteral(": recall of all seed rules below 0.95");
        if (fpPerK > 0.5)
            failures << lang.key() + QStringLiteral(": more than 0.5 false positives per 1,000 words");
        allTotal.tp += total.tp;
        allTotal.fp += total.fp;
        allTotal.fn += total.fn;
        allOriginal.tp += originalTotal.tp;
        allOriginal.fp += originalTotal.fp;
        allOriginal.fn += originalTotal.fn;
        allWords += words.value(lang.key());
    }
    qInfo().noquote() << QStringLiteral("all: %1 drafts, precision %2, recall %3 (original rules %4), %5 FP per 1,000 words")
                             .arg(files.size())
                             .arg(allTotal.precision(), 0, 'f', 3)
                             .arg(allTotal.recall(), 0, 'f', 3)
                             .arg(allOriginal.recall(), 0, 'f', 3)
                             .arg(1000.0 * allTotal.fp / allWords, 0, 'f', 2);
    QVERIFY2(files.size() >= 30, "at least 30 labelled drafts");
    QVERIFY2(byLang.contains(QStringLiteral("en")) && byLang.contains(QStringLiteral("zh")), "both languages");
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(tst_Corpus)
#include "tst_corpus.moc"
