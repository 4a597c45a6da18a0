// The language server's keystroke-to-diagnostics path without the debounce: one
// character typed into a section of a 60 KB and a 4 MiB draft, then the check
// (target: <= 1 ms at 60 KB, <= 16 ms at 4 MiB, as the editor), and the same through
// the whole server (the didChange message read, the check, the diagnostics as JSON).
#include "draftcheck.h"
#include "lspdocument.h"
#include "lspframing.h"
#include "lspserver.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTest>

#include <algorithm>
#include <ctime>

using namespace pm;
using namespace pm::lsp;

namespace {

qint64 threadCpuNs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return qint64(ts.tv_sec) * 1000000000 + ts.tv_nsec;
}

// A corpus draft whose Root cause holds its own paragraphs again and again until the
// file has about `bytes`.
QString grownDraft(const QString &fixture, qint64 bytes)
{
    QFile f(QStringLiteral(PM_LINT_FIXTURES_DIR "/") + fixture);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read the corpus draft");
    // Without the corpus's expectations (HTML comments, which an edit beside them would
    // send to a whole parse).
    const QString text = QString::fromUtf8(f.readAll()).remove(QRegularExpression(QStringLiteral(" ?<!-- expect:[^>]*-->")));
    const qsizetype from = text.indexOf(QStringLiteral("## Root cause"));
    const qsizetype to = text.indexOf(QStringLiteral("\n## "), from + 1);
    const QString body = text.mid(from, to - from).section(QLatin1Char('\n'), 1).trimmed() + QStringLiteral("\n\n");
    QString grown = text.left(to + 1);
    const qsizetype bodyBytes = body.toUtf8().size();
    qsizetype size = grown.toUtf8().size() + text.mid(to + 1).toUtf8().size();
    while (size < bytes) {
        grown += body;
        size += bodyBytes;
    }
    return grown + text.mid(to + 1);
}

// The first line of a section's first paragraph.
int firstLineOf(const QString &text, const QString &heading)
{
    return int(text.left(text.indexOf(heading)).count(QLatin1Char('\n'))) + 2;
}

QByteArray changeMessage(int version, int line, int character, const QString &text)
{
    const QJsonObject at{{QStringLiteral("line"), line}, {QStringLiteral("character"), character}};
    return frame({{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                  {QStringLiteral("method"), QStringLiteral("textDocument/didChange")},
                  {QStringLiteral("params"),
                   QJsonObject{{QStringLiteral("textDocument"), QJsonObject{{QStringLiteral("uri"), QStringLiteral("file:///bench.md")}, {QStringLiteral("version"), version}}},
                               {QStringLiteral("contentChanges"),
                                QJsonArray{QJsonObject{{QStringLiteral("range"), QJsonObject{{QStringLiteral("start"), at}, {QStringLiteral("end"), at}}},
                                                       {QStringLiteral("text"), text}}}}}}});
}

// The first keystroke after opening apart: it copies the edited section's text once (the
// lint's caches still share it).
void report(const QByteArray &what, QList<qint64> ns)
{
    const qint64 first = ns.takeFirst();
    std::sort(ns.begin(), ns.end());
    qInfo("%s: first %.3f ms, then median %.3f ms, worst %.3f ms over %d keystrokes", what.constData(), double(first) / 1e6,
          double(ns.at(ns.size() / 2)) / 1e6, double(ns.constLast()) / 1e6, int(ns.size()));
}

} // namespace

class bench_Lsp : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void keystroke_data();
    void keystroke();
};

void bench_Lsp::keystroke_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<qint64>("bytes");
    QTest::addColumn<QString>("heading");
    const QString clean = QStringLiteral("clean/en-tada-hang.md");
    QTest::newRow("60 KB, in Symptoms") << clean << qint64(60 * 1024) << QStringLiteral("## Symptoms");
    QTest::newRow("4 MiB, in Symptoms") << clean << qint64(4 * 1024 * 1024) << QStringLiteral("## Symptoms");
    QTest::newRow("60 KB, in the large Root cause") << clean << qint64(60 * 1024) << QStringLiteral("## Root cause");
    QTest::newRow("4 MiB, in the large Root cause") << clean << qint64(4 * 1024 * 1024) << QStringLiteral("## Root cause");
    // A Root cause with findings in every paragraph (hedges, vague mechanisms, blame).
    const QString flawed = QStringLiteral("flawed/en-flaws.md");
    QTest::newRow("4 MiB flawed, in the large Root cause") << flawed << qint64(4 * 1024 * 1024) << QStringLiteral("## Root cause");
}

void bench_Lsp::keystroke()
{
    QFETCH(QString, fixture);
    QFETCH(qint64, bytes);
    QFETCH(QString, heading);
    const QString draft = grownDraft(fixture, bytes);
    const int line = firstLineOf(draft, heading);
    // PM_BENCH_KEYS sets how many (more for a profiler).
    const int keys = qEnvironmentVariableIsSet("PM_BENCH_KEYS") ? qEnvironmentVariableIntValue("PM_BENCH_KEYS") : 40;
    const QByteArray label = QTest::currentDataTag();

    // The check alone: the buffer edited, the section spliced and linted, the gate.
    // A buffer of its own, as the server's (read from the client's message): one sharing
    // `draft` would copy itself at the first keystroke.
    TextBuffer buffer(QString(draft.constData(), draft.size()));
    DraftCheck check;
    check.reset();
    check.run(buffer.text());
    QList<qint64> checking;
    for (int k = 0; k < keys; ++k) {
        const qint64 start = threadCpuNs();
        LineEdit edit;
        buffer.replace({line, 10 + k}, {line, 10 + k}, QStringLiteral("x"), &edit);
        check.edited(edit);
        check.run(buffer.text());
        checking.append(threadCpuNs() - start);
    }
    report(label + ": check (" + QByteArray::number(check.findings().size()) + " findings)", checking);
    QCOMPARE(check.fullRuns(), 1); // every keystroke re-linted its section only
    QCOMPARE(check.sectionRuns(), keys);

    // The whole server: message in, check, diagnostics out.
    qint64 sent = 0;
    LspServer server([&sent](const QByteArray &b) { sent += b.size(); }, {});
    server.receive(frame({{QStringLiteral("jsonrpc"), QStringLiteral("2.0")}, {QStringLiteral("id"), 1}, {QStringLiteral("method"), QStringLiteral("initialize")}, {QStringLiteral("params"), QJsonObject()}}));
    server.receive(frame({{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                          {QStringLiteral("method"), QStringLiteral("textDocument/didOpen")},
                          {QStringLiteral("params"), QJsonObject{{QStringLiteral("textDocument"),
                                                                  QJsonObject{{QStringLiteral("uri"), QStringLiteral("file:///bench.md")},
                                                                              {QStringLiteral("version"), 1},
                                                                              {QStringLiteral("text"), draft}}}}}}));
    server.flushChecks();
    QList<qint64> whole;
    for (int k = 0; k < keys; ++k) {
        const QByteArray message = changeMessage(2 + k, line, 10 + k, QStringLiteral("y"));
        const qint64 start = threadCpuNs();
        server.receive(message);
        server.flushChecks();
        whole.append(threadCpuNs() - start);
    }
    QVERIFY(sent > 0);
    report(label + ": server", whole);
}

QTEST_GUILESS_MAIN(bench_Lsp)
#include "bench_lsp.moc"
