#include "tst_lspserver.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

namespace {

// lint --format json's 1-based line and column (code points) as an LSP position in text.
QPair<int, int> lspPosition(const QString &text, int line, int column, int *offset)
{
    int at = 0;
    for (int i = 1; i < line; ++i)
        at = int(text.indexOf(QLatin1Char('\n'), at)) + 1;
    const int lineStart = at;
    for (int cp = 1; cp < column; ++cp)
        at += text.at(at).isHighSurrogate() ? 2 : 1;
    *offset = at;
    return {line - 1, at - lineStart};
}

// length code points on from offset, a "\r\n" counting as the one '\n' lint saw.
QPair<int, int> endPosition(const QString &text, int offset, int length)
{
    int at = offset;
    for (int n = 0; n < length; ++n) {
        if (text.at(at) == QLatin1Char('\r') && at + 1 < text.size() && text.at(at + 1) == QLatin1Char('\n'))
            ++at;
        at += text.at(at).isHighSurrogate() ? 2 : 1;
    }
    const int line = int(text.left(at).count(QLatin1Char('\n')));
    const int lineStart = int(text.lastIndexOf(QLatin1Char('\n'), at - 1)) + 1;
    return {line, at - lineStart};
}

QString fileText(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

} // namespace

void TestLspServer::sameFindingsAsLint_data()
{
    QTest::addColumn<QString>("path");
    const QString lsp = QStringLiteral(PM_FIXTURES_DIR "/");
    const QString lint = QStringLiteral(PM_TESTS_SOURCE_DIR "/lint/fixtures/");
    QTest::newRow("chinese, emoji") << lsp + QStringLiteral("mixed.md");
    QTest::newRow("the same with CRLF") << lsp + QStringLiteral("mixed-crlf.md");
    QTest::newRow("flawed CRLF structure") << lint + QStringLiteral("flawed/en-crlf-structure.md");
    QTest::newRow("Chinese draft") << lint + QStringLiteral("flawed/zh-flaws.md");
}

// The diagnostics of a draft are `lint --format json`'s findings at the same places.
void TestLspServer::sameFindingsAsLint()
{
    QFETCH(QString, path);
    const QString text = fileText(path);
    QVERIFY(!text.isEmpty());
    QProcess lint;
    lint.start(QStringLiteral(PM_EDITOR_BINARY), {QStringLiteral("lint"), QStringLiteral("--format"), QStringLiteral("json"), path});
    QVERIFY(lint.waitForFinished(60000));
    const QJsonArray expected = QJsonDocument::fromJson(lint.readAllStandardOutput()).array();
    QVERIFY(!expected.isEmpty());

    LspClient c;
    QVERIFY(c.started());
    c.initialize();
    const QString uri = uriOf(path);
    c.open(uri, text, 3);
    const QJsonObject published = c.waitForDiagnostics(uri);
    QCOMPARE(published.value(QLatin1String("version")).toInt(), 3);
    QList<QJsonObject> got;
    for (const QJsonValue &v : published.value(QLatin1String("diagnostics")).toArray()) {
        if (!v.toObject().value(QLatin1String("code")).toString().startsWith(QLatin1String("gate-")))
            got.append(v.toObject());
    }
    QCOMPARE(got.size(), expected.size());
    for (int i = 0; i < expected.size(); ++i) {
        const QJsonObject e = expected.at(i).toObject();
        const QJsonObject d = got.at(i);
        int offset = 0;
        const QPair<int, int> start = lspPosition(text, e.value(QLatin1String("line")).toInt(), e.value(QLatin1String("column")).toInt(), &offset);
        const QString what = e.value(QLatin1String("rule")).toString() + QLatin1Char(' ') + QString::number(e.value(QLatin1String("line")).toInt());
        QVERIFY2(d.value(QLatin1String("code")).toString() == e.value(QLatin1String("rule")).toString(), qPrintable(what));
        QVERIFY2(startLine(d) == start.first && startChar(d) == start.second, qPrintable(what));
        QCOMPARE(d.value(QLatin1String("source")).toString(), QStringLiteral("postmortem-editor"));
        QVERIFY(d.value(QLatin1String("codeDescription")).toObject().value(QLatin1String("href")).toString().startsWith(QLatin1String("https://")));
        const int severity = d.value(QLatin1String("severity")).toInt();
        const QString name = e.value(QLatin1String("severity")).toString();
        QCOMPARE(severity, name == QLatin1String("error") ? 1 : name == QLatin1String("warning") ? 2
                                                                                                 : 3);
        const int length = e.value(QLatin1String("length")).toInt();
        if (length > 0) {
            const QPair<int, int> end = endPosition(text, offset, length);
            const QJsonObject to = d.value(QLatin1String("range")).toObject().value(QLatin1String("end")).toObject();
            QVERIFY2(to.value(QLatin1String("line")).toInt() == end.first && to.value(QLatin1String("character")).toInt() == end.second, qPrintable(what));
        }
    }
    QCOMPARE(c.shutdownAndExit(), 0);
}

// Positions are UTF-16 code units: after an emoji (two units) and Chinese (one each).
void TestLspServer::incrementalChineseAndEmoji()
{
    LspClient c;
    QVERIFY(c.started());
    c.initialize();
    const QString uri = QStringLiteral("file:///tmp/mixed-incremental.md");
    const QString text = fixture(QStringLiteral("mixed.md"));
    QJsonArray first = c.openAndWait(uri, text);
    // "😀 中文 We think `Uploader::begin()` probably ..." is line 27 (0-based): "We"
    // starts at 2 + 1 + 2 + 1 = 6 UTF-16 units.
    const int line = int(text.left(text.indexOf(QStringLiteral("😀 中文 We think"))).count(QLatin1Char('\n')));
    QList<QJsonObject> hedges = withCode(first, QStringLiteral("hedging"));
    QVERIFY(!hedges.isEmpty());
    QCOMPARE(startLine(hedges.first()), line);
    QCOMPARE(startChar(hedges.first()), 6);
    // Typing "大概 " at the start of that line (after nothing) moves every finding on it
    // by three units, and adds a Chinese hedge at 0.
    c.change(uri, 2, line, 0, line, 0, QStringLiteral("大概 "));
    const QJsonObject after = c.waitForDiagnostics(uri);
    QCOMPARE(after.value(QLatin1String("version")).toInt(), 2);
    hedges = withCode(after.value(QLatin1String("diagnostics")).toArray(), QStringLiteral("hedging"));
    QList<int> starts;
    for (const QJsonObject &h : hedges) {
        if (startLine(h) == line)
            starts.append(startChar(h));
    }
    QVERIFY2(starts.contains(0) && starts.contains(9), qPrintable(QString::number(starts.size())));
    // Deleting across the emoji (a surrogate pair) and Chinese: "😀 中文 " is 6 units.
    c.change(uri, 3, line, 3, line, 9, QString());
    const QJsonObject third = c.waitForDiagnostics(uri);
    QCOMPARE(third.value(QLatin1String("version")).toInt(), 3);
    hedges = withCode(third.value(QLatin1String("diagnostics")).toArray(), QStringLiteral("hedging"));
    starts.clear();
    for (const QJsonObject &h : hedges) {
        if (startLine(h) == line)
            starts.append(startChar(h));
    }
    QVERIFY(starts.contains(0) && starts.contains(3));
    QCOMPARE(c.shutdownAndExit(), 0);
}

// Changes sent together are checked once, for the last version; a set of diagnostics
// that did not change is not sent again.
void TestLspServer::supersededAndIdenticalSets()
{
    LspClient c;
    QVERIFY(c.started());
    c.initialize();
    const QString uri = QStringLiteral("file:///tmp/superseded.md");
    const QString text = fixture(QStringLiteral("mixed.md"));
    c.open(uri, text);
    const int hedgesBefore = int(withCode(c.waitForDiagnostics(uri).value(QLatin1String("diagnostics")).toArray(), QStringLiteral("hedging")).size());
    const int last = text.count(QLatin1Char('\n')); // the empty line after "TBD"
    QByteArray burst;
    for (int v = 2; v <= 6; ++v) {
        burst += LspClient::framed(
            {{QStringLiteral("method"), QStringLiteral("textDocument/didChange")},
             {QStringLiteral("params"), QJsonObject{{QStringLiteral("textDocument"), QJsonObject{{QStringLiteral("uri"), uri}, {QStringLiteral("version"), v}}},
                                                    {QStringLiteral("contentChanges"), QJsonArray{QJsonObject{{QStringLiteral("range"), range(last, 0, last, 0)},
                                                                                                              {QStringLiteral("text"), QStringLiteral("We probably fixed it. ")}}}}}}});
    }
    c.sendRaw(burst);
    const QJsonObject published = c.waitForDiagnostics(uri);
    QCOMPARE(published.value(QLatin1String("version")).toInt(), 6);
    QCOMPARE(withCode(published.value(QLatin1String("diagnostics")).toArray(), QStringLiteral("hedging")).size(), hedgesBefore + 5);
    // A change that leaves every finding where it was (a word at the end of the Fix
    // paragraph), checked at once by a code lens request: nothing is sent for it.
    const int fixLine = int(text.left(text.indexOf(QStringLiteral("PR org/cdn#912 changes"))).count(QLatin1Char('\n')));
    const int fixEnd = int(text.section(QLatin1Char('\n'), fixLine, fixLine).size());
    c.change(uri, 7, fixLine, fixEnd, fixLine, fixEnd, QStringLiteral(" Also"));
    QVERIFY(c.request(QStringLiteral("textDocument/codeLens"), {{QStringLiteral("textDocument"), textDoc(uri)}}).contains(QLatin1String("result")));
    // Then one that adds a hedge: the next diagnostics are that version's.
    c.change(uri, 8, last, 0, last, 0, QStringLiteral("Maybe. "));
    const QJsonObject next = c.waitForDiagnostics(uri);
    QCOMPARE(next.value(QLatin1String("version")).toInt(), 8);
    QCOMPARE(c.shutdownAndExit(), 0);
}

void TestLspServer::closeClearsDiagnostics()
{
    LspClient c;
    QVERIFY(c.started());
    c.initialize();
    const QString uri = QStringLiteral("file:///tmp/close.md");
    c.open(uri, fixture(QStringLiteral("mixed.md")));
    QVERIFY(!c.waitForDiagnostics(uri).value(QLatin1String("diagnostics")).toArray().isEmpty());
    c.notify(QStringLiteral("textDocument/didClose"), {{QStringLiteral("textDocument"), textDoc(uri)}});
    const QJsonObject cleared = c.waitForDiagnostics(uri);
    QVERIFY(cleared.contains(QLatin1String("diagnostics")));
    QVERIFY(cleared.value(QLatin1String("diagnostics")).toArray().isEmpty());
    // Closed means closed: a request on it is an error.
    const QJsonObject r = c.request(QStringLiteral("textDocument/hover"), {{QStringLiteral("textDocument"), textDoc(uri)}, {QStringLiteral("position"), position(0, 0)}});
    QCOMPARE(r.value(QLatin1String("error")).toObject().value(QLatin1String("code")).toInt(), -32602);
    QCOMPARE(c.shutdownAndExit(), 0);
}

// The quick fix the editor offers, and the disable comments, applied as the client
// would: the finding goes.
void TestLspServer::quickFixAndDisableComments()
{
    LspClient c;
    QVERIFY(c.started());
    c.initialize();
    const QString uri = QStringLiteral("file:///tmp/fixes.md");
    QString text = fixture(QStringLiteral("mixed.md"));
    QJsonArray diagnostics = c.openAndWait(uri, text);
    const int line = int(text.left(text.indexOf(QStringLiteral("probably stores"))).count(QLatin1Char('\n')));
    const int column = int(text.section(QLatin1Char('\n'), line, line).indexOf(QStringLiteral("probably")));
    const auto actionsAt = [&] {
        return c.request(QStringLiteral("textDocument/codeAction"),
                         {{QStringLiteral("textDocument"), textDoc(uri)},
                          {QStringLiteral("range"), range(line, column, line, column)},
                          {QStringLiteral("context"), QJsonObject{{QStringLiteral("diagnostics"), QJsonArray()}}}})
            .value(QLatin1String("result"))
            .toArray();
    };
    QJsonArray actions = actionsAt();
    const QJsonObject fix = actionTitled(actions, QStringLiteral("Fix: delete “probably”"));
    QVERIFY2(!fix.isEmpty(), QJsonDocument(actions).toJson().constData());
    QCOMPARE(fix.value(QLatin1String("kind")).toString(), QStringLiteral("quickfix"));
    QJsonArray edits = editsFor(fix, uri);
    const QString fixed = applyEdits(text, edits);
    QVERIFY(fixed.contains(QStringLiteral("`Uploader::begin()` stores the length")));
    // The client applies it and tells the server (a full-text change this time).
    c.replaceAll(uri, 2, fixed);
    diagnostics = c.waitForDiagnostics(uri).value(QLatin1String("diagnostics")).toArray();
    for (const QJsonObject &d : withCode(diagnostics, QStringLiteral("hedging")))
        QVERIFY(!(startLine(d) == line && startChar(d) == column));
    text = fixed;

    // "We think" stays: disable hedging for this line, with a comment at its end.
    const int think = int(text.section(QLatin1Char('\n'), line, line).indexOf(QStringLiteral("We think")));
    actions = c.request(QStringLiteral("textDocument/codeAction"),
                        {{QStringLiteral("textDocument"), textDoc(uri)},
                         {QStringLiteral("range"), range(line, think + 1, line, think + 1)},
                         {QStringLiteral("context"), QJsonObject{{QStringLiteral("diagnostics"), QJsonArray()}}}})
                  .value(QLatin1String("result"))
                  .toArray();
    const QJsonObject lineAction = actionTitled(actions, QStringLiteral("Disable hedging for this line"));
    QVERIFY(!lineAction.isEmpty());
    text = applyEdits(text, editsFor(lineAction, uri));
    QVERIFY(text.section(QLatin1Char('\n'), line, line).endsWith(QStringLiteral(" <!-- pm-lint: disable-line=hedging -->")));
    c.replaceAll(uri, 3, text);
    diagnostics = c.waitForDiagnostics(uri).value(QLatin1String("diagnostics")).toArray();
    for (const QJsonObject &d : withCode(diagnostics, QStringLiteral("hedging")))
        QVERIFY(startLine(d) != line);

    // The placeholder in Verification: disable placeholder for the whole file, as a
    // comment after the front matter.
    const int tbd = int(text.left(text.indexOf(QStringLiteral("\nTBD")) + 1).count(QLatin1Char('\n')));
    QVERIFY(!withCode(diagnostics, QStringLiteral("placeholder")).isEmpty());
    const QJsonArray fileActions = c.request(QStringLiteral("textDocument/codeAction"),
                                             {{QStringLiteral("textDocument"), textDoc(uri)},
                                              {QStringLiteral("range"), range(tbd, 1, tbd, 1)},
                                              {QStringLiteral("context"), QJsonObject{{QStringLiteral("diagnostics"), QJsonArray()}}}})
                                       .value(QLatin1String("result"))
                                       .toArray();
    const QJsonObject fileAction = actionTitled(fileActions, QStringLiteral("Disable placeholder for this file"));
    QVERIFY(!fileAction.isEmpty());
    text = applyEdits(text, editsFor(fileAction, uri));
    QVERIFY(text.contains(QStringLiteral("---\n<!-- pm-lint: disable=placeholder -->\n\n# Upload")));
    c.replaceAll(uri, 4, text);
    diagnostics = c.waitForDiagnostics(uri).value(QLatin1String("diagnostics")).toArray();
    QVERIFY(withCode(diagnostics, QStringLiteral("placeholder")).isEmpty());
    QCOMPARE(c.shutdownAndExit(), 0);
}

// A client that sends each diagnostic's data back and one that strips it get the same
// actions for the diagnostic they name.
void TestLspServer::dataRoundTripOrNot()
{
    LspClient c;
    QVERIFY(c.started());
    c.initialize();
    const QString uri = QStringLiteral("file:///tmp/data.md");
    const QString text = fixture(QStringLiteral("mixed.md"));
    const QJsonArray diagnostics = c.openAndWait(uri, text);
    QList<QJsonObject> hedges = withCode(diagnostics, QStringLiteral("hedging"));
    QVERIFY(hedges.size() >= 2);
    const QJsonObject named = hedges.at(1); // "probably", on the same line as "We think"
    QVERIFY(named.contains(QLatin1String("data")));
    QJsonObject stripped = named;
    stripped.remove(QStringLiteral("data"));
    QStringList titles[2];
    for (int i = 0; i < 2; ++i) {
        const QJsonArray actions =
            c.request(QStringLiteral("textDocument/codeAction"),
                      {{QStringLiteral("textDocument"), textDoc(uri)},
                       {QStringLiteral("range"), named.value(QLatin1String("range"))},
                       {QStringLiteral("context"), QJsonObject{{QStringLiteral("diagnostics"), QJsonArray{i == 0 ? named : stripped}},
                                                               {QStringLiteral("only"), QJsonArray{QStringLiteral("quickfix")}}}}})
                .value(QLatin1String("result"))
                .toArray();
        for (const QJsonValue &a : actions)
            titles[i].append(a.toObject().value(QLatin1String("title")).toString());
    }
    QCOMPARE(titles[0], titles[1]);
    QVERIFY(titles[0].contains(QStringLiteral("Fix: delete “probably”")));
    QVERIFY(!titles[0].join(QLatin1Char('|')).contains(QLatin1String("We think"))); // only the named one
    QCOMPARE(c.shutdownAndExit(), 0);
}

// "Add to the project dictionary": a CreateFile and an edit when the list is new and the
// client can create files; an edit at the end of an existing list; nothing else.
void TestLspServer::projectDictionary()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral(".git"))); // the work tree's root
    const QString path = dir.filePath(QStringLiteral("draft.md"));
    const QString text = fixture(QStringLiteral("mixed.md"));
    const QString uri = uriOf(path);
    const QString listUri = uriOf(dir.filePath(QStringLiteral(".postmortem-words")));
    const int line = int(text.left(text.indexOf(QStringLiteral("`upload-svc`"))).count(QLatin1Char('\n')));
    const int column = int(text.section(QLatin1Char('\n'), line, line).indexOf(QStringLiteral("upload-svc"))) + 3;
    const QJsonObject canCreate{{QStringLiteral("workspace"),
                                 QJsonObject{{QStringLiteral("workspaceEdit"),
                                              QJsonObject{{QStringLiteral("documentChanges"), true},
                                                          {QStringLiteral("resourceOperations"), QJsonArray{QStringLiteral("create")}}}}}}};
    for (int round = 0; round < 3; ++round) {
        LspClient c;
        QVERIFY(c.started());
        c.initialize(round == 1 ? QJsonObject() : canCreate);
        c.open(uri, text);
        const QJsonArray actions = c.request(QStringLiteral("textDocument/codeAction"),
                                             {{QStringLiteral("textDocument"), textDoc(uri)},
                                              {QStringLiteral("range"), range(line, column, line, column)},
                                              {QStringLiteral("context"), QJsonObject{{QStringLiteral("diagnostics"), QJsonArray()}}}})
                                       .value(QLatin1String("result"))
                                       .toArray();
        const QJsonObject add = actionTitled(actions, QStringLiteral("Add “upload-svc” to the project dictionary"));
        if (round == 0) {
            const QJsonArray changes = add.value(QLatin1String("edit")).toObject().value(QLatin1String("documentChanges")).toArray();
            QCOMPARE(changes.size(), 2);
            QCOMPARE(changes.at(0).toObject().value(QLatin1String("kind")).toString(), QStringLiteral("create"));
            QCOMPARE(changes.at(0).toObject().value(QLatin1String("uri")).toString(), listUri);
            QCOMPARE(changes.at(1).toObject().value(QLatin1String("edits")).toArray().at(0).toObject().value(QLatin1String("newText")).toString(),
                     QStringLiteral("upload-svc\n"));
            // The client made the file; a list without a final newline stands for one
            // written by hand.
            QFile list(dir.filePath(QStringLiteral(".postmortem-words")));
            QVERIFY(list.open(QIODevice::WriteOnly));
            list.write("# project words\nCDN");
        } else if (round == 1) {
            const QJsonArray edits = editsFor(add, listUri);
            QCOMPARE(edits.size(), 1);
            QCOMPARE(applyEdits(QStringLiteral("# project words\nCDN"), edits), QStringLiteral("# project words\nCDN\nupload-svc\n"));
            QFile list(dir.filePath(QStringLiteral(".postmortem-words")));
            QVERIFY(list.open(QIODevice::Append));
            list.write("\nupload-svc\n");
        } else {
            QVERIFY(add.isEmpty()); // in the list already
        }
        QCOMPARE(c.shutdownAndExit(), 0);
    }
    // Without a list and without CreateFile: no action that the client could not apply.
    QVERIFY(QFile::remove(dir.filePath(QStringLiteral(".postmortem-words"))));
    LspClient c;
    QVERIFY(c.started());
    c.initialize();
    c.open(uri, text);
    const QJsonArray actions = c.request(QStringLiteral("textDocument/codeAction"),
                                         {{QStringLiteral("textDocument"), textDoc(uri)},
                                          {QStringLiteral("range"), range(line, column, line, column)},
                                          {QStringLiteral("context"), QJsonObject{{QStringLiteral("diagnostics"), QJsonArray()}}}})
                                   .value(QLatin1String("result"))
                                   .toArray();
    QVERIFY(actionTitled(actions, QStringLiteral("Add “")).isEmpty());
    QCOMPARE(c.shutdownAndExit(), 0);
}

// Hover explains the rule with an example, in the client's language.
void TestLspServer::hoverInClientLocale()
{
    const QString text = fixture(QStringLiteral("mixed.md"));
    const int line = int(text.left(text.indexOf(QStringLiteral("probably stores"))).count(QLatin1Char('\n')));
    const int column = int(text.section(QLatin1Char('\n'), line, line).indexOf(QStringLiteral("probably"))) + 2;
    QString values[2];
    for (int i = 0; i < 2; ++i) {
        LspClient c;
        QVERIFY(c.started());
        c.initialize({}, {}, i == 0 ? QStringLiteral("en-US") : QStringLiteral("zh-CN"));
        const QString uri = QStringLiteral("file:///tmp/hover.md");
        c.open(uri, text);
        const QJsonObject r = c.request(QStringLiteral("textDocument/hover"),
                                        {{QStringLiteral("textDocument"), textDoc(uri)}, {QStringLiteral("position"), position(line, column)}});
        const QJsonObject contents = r.value(QLatin1String("result")).toObject().value(QLatin1String("contents")).toObject();
        QCOMPARE(contents.value(QLatin1String("kind")).toString(), QStringLiteral("markdown"));
        values[i] = contents.value(QLatin1String("value")).toString();
        QVERIFY(values[i].contains(QLatin1String("`hedging`")));
        // Nothing to explain on the title line.
        const QJsonObject none = c.request(QStringLiteral("textDocument/hover"),
                                           {{QStringLiteral("textDocument"), textDoc(uri)}, {QStringLiteral("position"), position(1, 3)}});
        QVERIFY(none.value(QLatin1String("result")).isNull());
        QCOMPARE(c.shutdownAndExit(), 0);
    }
    QVERIFY2(values[0].contains(QLatin1String("We think the cache was probably stale.")), qPrintable(values[0]));
    QVERIFY2(values[1].contains(QStringLiteral("我们认为可能是缓存过期了。")), qPrintable(values[1]));
    // The finding's own message is translated too (the linter's Chinese).
    QVERIFY2(values[1].contains(QStringLiteral("规则")), qPrintable(values[1]));
}

void TestLspServer::symbolsLensAndFormatting()
{
    LspClient c;
    QVERIFY(c.started());
    c.initialize();
    const QString path = QStringLiteral(PM_FIXTURES_DIR "/mixed-crlf.md");
    const QString uri = uriOf(path);
    const QString text = fileText(path);
    c.open(uri, text);
    const QJsonArray symbols = c.request(QStringLiteral("textDocument/documentSymbol"), {{QStringLiteral("textDocument"), textDoc(uri)}})
                                   .value(QLatin1String("result"))
                                   .toArray();
    QStringList names;
    for (const QJsonValue &s : symbols)
        names.append(s.toObject().value(QLatin1String("name")).toString());
    QCOMPARE(names, (QStringList{QStringLiteral("Summary"), QStringLiteral("Symptoms"), QStringLiteral("Root cause"),
                                 QStringLiteral("Fix"), QStringLiteral("Verification")}));
    QCOMPARE(startLine(symbols.at(0).toObject()), 16);

    const QJsonArray lenses = c.request(QStringLiteral("textDocument/codeLens"), {{QStringLiteral("textDocument"), textDoc(uri)}})
                                  .value(QLatin1String("result"))
                                  .toArray();
    QCOMPARE(lenses.size(), 1);
    const QString title = lenses.at(0).toObject().value(QLatin1String("command")).toObject().value(QLatin1String("title")).toString();
    // Verification is empty and Root cause hedges: two of four.
    QVERIFY2(title.startsWith(QLatin1String("Gate 2/4: Known root cause")), qPrintable(title));

    QProcess fmt;
    fmt.start(QStringLiteral(PM_EDITOR_BINARY), {QStringLiteral("fmt"), path});
    QVERIFY(fmt.waitForFinished(60000));
    const QString canonical = QString::fromUtf8(fmt.readAllStandardOutput());
    const QJsonArray edits = c.request(QStringLiteral("textDocument/formatting"),
                                       {{QStringLiteral("textDocument"), textDoc(uri)},
                                        {QStringLiteral("options"), QJsonObject{{QStringLiteral("tabSize"), 2}, {QStringLiteral("insertSpaces"), true}}}})
                                 .value(QLatin1String("result"))
                                 .toArray();
    QCOMPARE(edits.size(), 1);
    QCOMPARE(edits.at(0).toObject().value(QLatin1String("newText")).toString(), canonical);
    QCOMPARE(c.shutdownAndExit(), 0);
}

// The gate's missing facts are errors on the heading of the section they concern.
void TestLspServer::gateOnHeadings()
{
    LspClient c;
    QVERIFY(c.started());
    c.initialize();
    const QString uri = QStringLiteral("file:///tmp/gate.md");
    const QString text = fixture(QStringLiteral("mixed.md"));
    const QJsonArray diagnostics = c.openAndWait(uri, text);
    const QList<QJsonObject> verified = withCode(diagnostics, QStringLiteral("gate-verified"));
    QCOMPARE(verified.size(), 1);
    QCOMPARE(verified.first().value(QLatin1String("severity")).toInt(), 1);
    const int heading = int(text.left(text.indexOf(QStringLiteral("## Verification"))).count(QLatin1Char('\n')));
    QCOMPARE(startLine(verified.first()), heading);
    QVERIFY(withCode(diagnostics, QStringLiteral("gate-repro")).isEmpty());
    // The input's name once, where the reason starts with it too.
    const QList<QJsonObject> rootCause = withCode(diagnostics, QStringLiteral("gate-root-cause"));
    QCOMPARE(rootCause.size(), 1);
    const QString message = rootCause.first().value(QLatin1String("message")).toString();
    QVERIFY2(message.startsWith(QLatin1String("Gate: Known root cause: the Root cause section hedges")), qPrintable(message));
    QCOMPARE(c.shutdownAndExit(), 0);
}

// Severity per rule: initializationOptions, then didChangeConfiguration, and a project
// file beside the draft over both; workspace/configuration asked only of a client
// that declares it.
void TestLspServer::configuration()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral(".git")));
    const QString path = dir.filePath(QStringLiteral("draft.md"));
    const QString uri = uriOf(path);
    const QString text = fixture(QStringLiteral("mixed.md"));
    const auto severities = [](const QJsonArray &diagnostics, const QString &code) {
        QSet<int> out;
        for (const QJsonObject &d : withCode(diagnostics, code))
            out.insert(d.value(QLatin1String("severity")).toInt());
        return out;
    };
    {
        LspClient c;
        QVERIFY(c.started());
        c.initialize({}, {{QStringLiteral("severity"), QJsonObject{{QStringLiteral("hedging"), QStringLiteral("hint")},
                                                                   {QStringLiteral("placeholder"), QStringLiteral("off")}}}});
        QJsonArray d = c.openAndWait(uri, text);
        QCOMPARE(severities(d, QStringLiteral("hedging")), QSet<int>{4});
        QVERIFY(withCode(d, QStringLiteral("placeholder")).isEmpty());
        c.notify(QStringLiteral("workspace/didChangeConfiguration"),
                 {{QStringLiteral("settings"), QJsonObject{{QStringLiteral("postmortem"), QJsonObject{{QStringLiteral("severity"), QJsonObject{{QStringLiteral("hedging"), QStringLiteral("error")}}}}}}}});
        d = c.waitForDiagnostics(uri).value(QLatin1String("diagnostics")).toArray();
        QCOMPARE(severities(d, QStringLiteral("hedging")), QSet<int>{1});
        QVERIFY(!withCode(d, QStringLiteral("placeholder")).isEmpty()); // replaced, not merged
        QCOMPARE(c.shutdownAndExit(), 0);
    }
    {
        QFile project(dir.filePath(QStringLiteral(".postmortem-lsp.json")));
        QVERIFY(project.open(QIODevice::WriteOnly));
        project.write(R"({"severity": {"hedging": "information"}})");
        project.close();
        LspClient c;
        QVERIFY(c.started());
        const QJsonObject caps{{QStringLiteral("workspace"), QJsonObject{{QStringLiteral("configuration"), true}}}};
        c.initialize(caps, {{QStringLiteral("severity"), QJsonObject{{QStringLiteral("hedging"), QStringLiteral("hint")}}}});
        const QJsonObject ask = c.waitFor([](const QJsonObject &m) {
            return m.value(QLatin1String("method")).toString() == QLatin1String("workspace/configuration");
        });
        QCOMPARE(ask.value(QLatin1String("params")).toObject().value(QLatin1String("items")).toArray().at(0).toObject().value(QLatin1String("section")).toString(),
                 QStringLiteral("postmortem"));
        c.send({{QStringLiteral("id"), ask.value(QLatin1String("id"))},
                {QStringLiteral("result"), QJsonArray{QJsonObject{{QStringLiteral("severity"), QJsonObject{{QStringLiteral("hedging"), QStringLiteral("error")}}}}}}});
        const QJsonArray d = c.openAndWait(uri, text);
        QCOMPARE(severities(d, QStringLiteral("hedging")), QSet<int>{3}); // the project file wins
        QCOMPARE(c.shutdownAndExit(), 0);
    }
}

// A client that declares pull diagnostics pulls them; nothing is pushed.
void TestLspServer::pullDiagnostics()
{
    LspClient c;
    QVERIFY(c.started());
    const QJsonObject caps{{QStringLiteral("textDocument"), QJsonObject{{QStringLiteral("diagnostic"), QJsonObject{{QStringLiteral("dynamicRegistration"), false}}}}}};
    const QJsonObject r = c.initialize(caps);
    QVERIFY(r.value(QLatin1String("result")).toObject().value(QLatin1String("capabilities")).toObject().contains(QLatin1String("diagnosticProvider")));
    const QString uri = QStringLiteral("file:///tmp/pull.md");
    c.open(uri, fixture(QStringLiteral("mixed.md")));
    const QJsonObject report = c.request(QStringLiteral("textDocument/diagnostic"), {{QStringLiteral("textDocument"), textDoc(uri)}})
                                   .value(QLatin1String("result"))
                                   .toObject();
    QCOMPARE(report.value(QLatin1String("kind")).toString(), QStringLiteral("full"));
    QVERIFY(!withCode(report.value(QLatin1String("items")).toArray(), QStringLiteral("hedging")).isEmpty());
    const QJsonObject again = c.request(QStringLiteral("textDocument/diagnostic"),
                                        {{QStringLiteral("textDocument"), textDoc(uri)}, {QStringLiteral("previousResultId"), report.value(QLatin1String("resultId"))}})
                                  .value(QLatin1String("result"))
                                  .toObject();
    QCOMPARE(again.value(QLatin1String("kind")).toString(), QStringLiteral("unchanged"));
    QCOMPARE(c.shutdownAndExit(), 0);
    for (const QJsonObject &m : std::as_const(c.inbox()))
        QVERIFY(m.value(QLatin1String("method")).toString() != QLatin1String("textDocument/publishDiagnostics"));
}

// Markdown that is no draft gets an empty set, no symbols and no lens.
void TestLspServer::otherMarkdownIsSilent()
{
    LspClient c;
    QVERIFY(c.started());
    c.initialize();
    const QString uri = QStringLiteral("file:///tmp/README.md");
    c.open(uri, QStringLiteral("# A library\n\nWe think it probably works. TODO: docs.\n\n## Install\n\nmake\n"));
    QVERIFY(c.waitForDiagnostics(uri).value(QLatin1String("diagnostics")).toArray().isEmpty());
    QVERIFY(c.request(QStringLiteral("textDocument/codeLens"), {{QStringLiteral("textDocument"), textDoc(uri)}})
                .value(QLatin1String("result"))
                .toArray()
                .isEmpty());
    QVERIFY(c.request(QStringLiteral("textDocument/formatting"), {{QStringLiteral("textDocument"), textDoc(uri)}})
                .value(QLatin1String("result"))
                .toArray()
                .isEmpty());
    QCOMPARE(c.shutdownAndExit(), 0);
}

QTEST_GUILESS_MAIN(TestLspServer)
