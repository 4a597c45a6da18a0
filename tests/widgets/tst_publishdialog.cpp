#include "adfpreview.h"
#include "credentialstore.h"
#include "destinations.h"
#include "draftformat.h"
#include "fakejiraserver.h"
#include "handoff.h"
#include "jiraaccountform.h"
#include "fullfilesystem.h"
#include "jirasettingspage.h"
#include "publishdialog.h"
#include "publisher.h"
#include "settings.h"
#include "settingsdialog.h"

#include <QApplication>
#include <QAbstractButton>
#include <QTabWidget>
#include <QCheckBox>
#include <QComboBox>
#include <QClipboard>
#include <QMimeData>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScopeGuard>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextTable>
#include <QSignalSpy>
#include <QSplitter>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace pm;

namespace {

PostMortem sample()
{
    QFile f(QStringLiteral(PM_SAMPLE));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("sample missing");
    return DraftFormat::parse(f.readAll()).value();
}

// The text of every ADF text node in document order, read by this test's own walk over
// the JSON (not by the code the dialog uses to render or build it).
void collectText(const QJsonValue &node, QStringList *out)
{
    const QJsonObject o = node.toObject();
    if (o.value(QStringLiteral("type")).toString() == QLatin1String("text"))
        out->append(o.value(QStringLiteral("text")).toString());
    for (const QJsonValue &child : o.value(QStringLiteral("content")).toArray())
        collectText(child, out);
}

// Every text node of the posted bytes shows in the preview, in order.
bool previewShows(const QString &preview, const QByteArray &requestLine, QString *missing)
{
    QJsonParseError error;
    const QJsonDocument request = QJsonDocument::fromJson(requestLine, &error);
    if (error.error != QJsonParseError::NoError) {
        *missing = error.errorString();
        return false;
    }
    QStringList texts;
    collectText(request.object().value(QStringLiteral("body")), &texts);
    const QString flat = preview.simplified();
    int from = 0;
    for (const QString &t : texts) {
        const QString needle = t.simplified();
        if (needle.isEmpty())
            continue;
        const int at = flat.indexOf(needle, from);
        if (at < 0) {
            *missing = needle;
            return false;
        }
        from = at + needle.size();
    }
    return !texts.isEmpty();
}

QByteArray lastPost(const FakeJiraServer &server)
{
    QByteArray out;
    for (const FakeJiraServer::Request &r : server.requests()) {
        if (r.method == "POST")
            out = r.body;
    }
    return out;
}

void fillAccount(PublishDialog &dialog, const FakeJiraServer &server)
{
    dialog.siteEdit()->setText(server.url().toString());
    dialog.emailEdit()->setText(QStringLiteral("priya@example.com"));
    dialog.tokenEdit()->setText(QStringLiteral("tok3n"));
}

// The dialog's keychain probe has answered: a probe still running when its dialog goes
// answers into a job QtKeychain's libsecret backend has already deleted.
bool keychainProbed(const PublishDialog &dialog)
{
    for (const QLabel *label : dialog.findChildren<QLabel *>()) {
        if (label->text().contains(QStringLiteral("Checking the system keychain")))
            return false;
    }
    return true;
}

} // namespace

class TestPublishDialog : public QObject
{
    Q_OBJECT

private slots:
    void blockedGateShowsNoPayload()
    {
        PostMortem pm = sample();
        pm.gate.rootCause = RootCauseState::Hypothesis;
        PublishDialog dialog(pm, QString());
        QVERIFY(dialog.isBlocked());
        QVERIFY(dialog.payload().isEmpty());
        QVERIFY(!dialog.saveButton()->isEnabled());
        QVERIFY(!dialog.copyButton()->isEnabled());
        QVERIFY(!dialog.postButton()->isVisibleTo(&dialog));
    }

    void jiraPreviewIsThePayload()
    {
        const PostMortem pm = sample();
        PublishDialog dialog(pm, QString());
        dialog.setDestination(Destination::Jira);
        QVERIFY(!dialog.isBlocked());
        // One compact request per line; the preview shows what an independent decode
        // of those bytes finds.
        const QByteArray payload = dialog.payload();
        QVERIFY(payload.endsWith('\n'));
        QCOMPARE(payload.count('\n'), 1);
        QString missing;
        QVERIFY2(previewShows(dialog.preview()->toPlainText(), payload.trimmed(), &missing), qPrintable(missing));
        const QString shown = dialog.preview()->toPlainText();
        QVERIFY(shown.contains(QStringLiteral("Post-mortem: Stale ETag served after segment compaction")));
        QVERIFY(shown.contains(QStringLiteral("SegmentIndex::compact()")));
        QCOMPARE(dialog.preview()->refusedResources(), 0);
    }

    // Data Center: the preview renders the wiki markup that is sent, the Payload tab
    // shows it raw, and what the writer escaped reads as the characters typed.
    void dataCenterPreviewRendersTheWikiMarkup()
    {
        PostMortem pm = sample();
        const QString symptoms = QStringLiteral("symptoms");
        pm.setSectionText(symptoms, pm.sectionText(symptoms)
                                        + QStringLiteral("\n\n| Probe | Mismatches |\n|---|---|\n| `edge-fra-04` | [run 12](https://ci.example/run/12) |\n\n"
                                                         "```python\nprint(etag)\n```\n\n"
                                                         "Read as typed: [x] {y} a|b \\*not strong\\* -- h1. C:\\\\cache\n"));
        Settings::instance().setJiraDeployment(QStringLiteral("datacenter"));
        const auto cloudAgain = qScopeGuard([] { Settings::instance().setJiraDeployment(QString()); });
        PublishDialog dialog(pm, QString());
        dialog.setDestination(Destination::Jira);
        QVERIFY(!dialog.isBlocked());
        QCOMPARE(dialog.plan().deployment, JiraDeployment::DataCenter);
        QCOMPARE(dialog.plan().comments.size(), 1);
        const QString wiki = QString::fromUtf8(dialog.plan().comments.first().body);
        for (const char *form : {"h3. Symptoms", "||Probe||Mismatches||", "{code:python}", "[run 12|https://ci.example/run/12]", "\\[x\\]"})
            QVERIFY2(wiki.contains(QLatin1String(form)), form);
        QPlainTextEdit *raw = nullptr;
        for (QPlainTextEdit *edit : dialog.findChildren<QPlainTextEdit *>())
            raw = edit->accessibleName() == QStringLiteral("Payload") ? edit : raw;
        QVERIFY(raw);
        QCOMPARE(raw->toPlainText().trimmed(), wiki.trimmed());

        const QTextDocument *doc = dialog.preview()->document();
        bool title = false, heading = false, code = false, link = false;
        const QTextTable *table = nullptr;
        for (QTextBlock b = doc->begin(); b.isValid(); b = b.next()) {
            title = title || (b.blockFormat().headingLevel() == 2 && b.text().endsWith(QStringLiteral("Stale ETag served after segment compaction")));
            heading = heading || (b.blockFormat().headingLevel() == 3 && b.text() == QStringLiteral("Symptoms"));
            code = code || (b.text() == QStringLiteral("print(etag)") && b.blockFormat().nonBreakableLines());
            for (auto it = b.begin(); !it.atEnd(); ++it) {
                link = link || (it.fragment().charFormat().anchorHref() == QStringLiteral("https://ci.example/run/12") && it.fragment().text() == QStringLiteral("run 12"));
            }
            if (!table)
                table = QTextCursor(b).currentTable();
        }
        QVERIFY(title);
        QVERIFY(heading);
        QVERIFY(code);
        QVERIFY(link);
        QVERIFY(table);
        QCOMPARE(table->rows(), 2);
        QCOMPARE(table->cellAt(0, 0).firstCursorPosition().block().text(), QStringLiteral("Probe"));
        QCOMPARE(table->cellAt(1, 0).firstCursorPosition().block().text(), QStringLiteral("edge-fra-04"));
        const QString shown = doc->toPlainText();
        QVERIFY2(shown.contains(QStringLiteral("Read as typed: [x] {y} a|b *not strong* -- h1. C:\\cache")), qPrintable(shown));
        for (const char *markup : {"h2.", "h3.", "{code", "||", "\\[", "&#92;"})
            QVERIFY2(!shown.contains(QLatin1String(markup)), markup);
        // Copy gives the rendered comment too, not a decode of wiki text as ADF.
        std::unique_ptr<QMimeData> mime(dialog.clipboardContent());
        QVERIFY(mime->html().contains(QStringLiteral("<a href=\"https://ci.example/run/12\">run 12</a>")));
    }

    void postNeedsReviewThenPosts()
    {
        FakeJiraServer server;
        QVERIFY(server.start());
        PublishDialog dialog(sample(), QString());
        dialog.setDestination(Destination::Jira);
        dialog.show();
        dialog.siteEdit()->setText(server.url().toString());
        dialog.emailEdit()->setText(QStringLiteral("priya@example.com"));
        dialog.tokenEdit()->setText(QStringLiteral("tok3n"));
        const auto remember = dialog.findChildren<QCheckBox *>();
        for (QCheckBox *box : remember) {
            if (box != dialog.reviewedBox())
                box->setChecked(false); // no keychain on the test machine
        }
        QVERIFY(!dialog.postButton()->isEnabled()); // not reviewed yet
        dialog.reviewedBox()->setChecked(true);
        QVERIFY(dialog.postButton()->isEnabled());
        QVERIFY(dialog.postButton()->text().contains(QStringLiteral("CDN-4821")));
        QTest::mouseClick(dialog.postButton(), Qt::LeftButton);
        QTRY_VERIFY(dialog.resultLabel()->text().contains(QStringLiteral("focusedCommentId=10042")));
        QCOMPARE(server.requestCount("POST"), 1);
        // The bytes on the wire are the reviewed bytes, and they decode to what the
        // preview showed.
        const QByteArray posted = server.comments().isEmpty() ? QByteArray() : lastPost(server);
        QCOMPARE(posted + '\n', dialog.payload());
        QString missing;
        QVERIFY2(previewShows(dialog.preview()->toPlainText(), posted, &missing), qPrintable(missing));
        QVERIFY(dialog.resultLabel()->text().contains(QStringLiteral("published revision 1")));
        QVERIFY(dialog.handOffButton()->isVisible());
        // One post per review.
        QVERIFY(!dialog.postButton()->isEnabled());
        // The hand-off file is the one `publish` offers: the same name, the same bytes.
        QCOMPARE(QFileInfo(dialog.suggestedHandOffPath()).fileName(), QStringLiteral("CDN-4821-handoff.md"));
        QTemporaryDir dir;
        const QString path = dir.filePath(handOffFileName(sample()));
        QVERIFY(dialog.writeHandOff(path));
        QFile written(path);
        QVERIFY(written.open(QIODevice::ReadOnly));
        QCOMPARE(written.readAll(), handOffContent(sample()));
        QVERIFY(dialog.statusLabel()->text().contains(QStringLiteral("for management-talk")));
        QVERIFY(!dialog.writeHandOff(dir.filePath(QStringLiteral("no/such/folder/x.md"))));
        QVERIFY2(dialog.statusLabel()->text().startsWith(QStringLiteral("Cannot save")), qPrintable(dialog.statusLabel()->text()));
    }

    void refusedPostSaysWhy()
    {
        FakeJiraServer server;
        QVERIFY(server.start());
        server.respondWith(404, R"({"errorMessages":["Issue does not exist or you do not have permission to see it."]})");
        PublishDialog dialog(sample(), QString());
        dialog.setDestination(Destination::Jira);
        dialog.siteEdit()->setText(server.url().toString());
        dialog.emailEdit()->setText(QStringLiteral("priya@example.com"));
        dialog.tokenEdit()->setText(QStringLiteral("tok3n"));
        for (QCheckBox *box : dialog.findChildren<QCheckBox *>()) {
            if (box != dialog.reviewedBox())
                box->setChecked(false);
        }
        dialog.reviewedBox()->setChecked(true);
        dialog.postButton()->click();
        QTRY_VERIFY(dialog.resultLabel()->text().contains(QStringLiteral("Issue does not exist")));
        QVERIFY(dialog.resultLabel()->text().contains(QStringLiteral("not posted")));
        // A failed post clears the tick: the next post needs a fresh look.
        QVERIFY(!dialog.reviewedBox()->isChecked());
        QVERIFY(!dialog.postButton()->isEnabled());
        dialog.reviewedBox()->setChecked(true);
        QVERIFY(dialog.postButton()->isEnabled()); // may try again
    }

    void cancelLooksOnTheTicket()
    {
        FakeJiraServer server;
        QVERIFY(server.start());
        server.pushFault(FakeJiraServer::Fault::SilenceAfterStore, "POST");
        PublishDialog dialog(sample(), QString());
        dialog.setDestination(Destination::Jira);
        dialog.show();
        fillAccount(dialog, server);
        dialog.reviewedBox()->setChecked(true);
        dialog.postButton()->click();
        QTRY_COMPARE(int(server.comments().size()), 1);
        QVERIFY(dialog.cancelButton()->isVisible());
        dialog.cancelButton()->click();
        // Cancelled after JIRA stored it: the look-up finds it and says so.
        QTRY_VERIFY_WITH_TIMEOUT(dialog.resultLabel()->text().contains(QStringLiteral("found on the ticket")), 15000);
        QVERIFY(!dialog.cancelButton()->isVisible());
        QCOMPARE(server.requestCount("POST"), 1);
    }

    // Set up once in Preferences ▸ JIRA, opened from the dialog, tested against the fake
    // JIRA; the dialog shows the new account at once and posts with it.
    void accountFromPreferences()
    {
        FakeJiraServer server;
        QVERIFY(server.start());
        Settings::instance().setJiraAccount(QString(), QString());
        PublishDialog dialog(sample(), QString());
        dialog.setDestination(Destination::Jira);
        dialog.show();
        QVERIFY2(dialog.accountLabel()->text().contains(QStringLiteral("No JIRA account")), qPrintable(dialog.accountLabel()->text()));
        QVERIFY(dialog.preferencesButton()->isVisible());
        bool tested = false;
        QTimer::singleShot(0, this, [&] {
            auto *preferences = qobject_cast<SettingsDialog *>(QApplication::activeModalWidget());
            if (!preferences)
                return;
            JiraSettingsPage *page = preferences->jiraPage();
            page->siteEdit()->setText(server.url().toString());
            page->emailEdit()->setText(QStringLiteral("priya@example.com"));
            page->tokenEdit()->setText(QStringLiteral("tok3n"));
            page->testButton()->click();
            tested = QTest::qWaitFor([&] { return page->testResult()->text().contains(QStringLiteral("Connected as Priya Raman")); }, 10000);
            preferences->accept();
        });
        dialog.preferencesButton()->click();
        QVERIFY2(tested, "Test Connection did not show the account's name");
        QCOMPARE(dialog.siteEdit()->text(), server.url().toString());
        QCOMPARE(dialog.tokenEdit()->text(), QStringLiteral("tok3n"));
        QVERIFY2(dialog.accountLabel()->text().contains(QStringLiteral("priya@example.com")), qPrintable(dialog.accountLabel()->text()));
        QVERIFY(dialog.accountLabel()->text().contains(QStringLiteral("127.0.0.1")));
        dialog.reviewedBox()->setChecked(true);
        QVERIFY(dialog.postButton()->isEnabled());
        dialog.postButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(dialog.resultLabel()->text().contains(QStringLiteral("focusedCommentId=")), 15000);
        QCOMPARE(server.comments().size(), 1);
        QCOMPARE(server.requests().last().headers.value("authorization"), "Basic " + QByteArray("priya@example.com:tok3n").toBase64());
        // Changed elsewhere while the dialog is open: it follows.
        Settings::instance().setJiraAccount(QStringLiteral("https://cdn.atlassian.net"), QStringLiteral("sam@example.com"));
        QCOMPARE(dialog.siteEdit()->text(), QStringLiteral("https://cdn.atlassian.net"));
        QVERIFY2(dialog.accountLabel()->text().contains(QStringLiteral("sam@example.com to cdn.atlassian.net")), qPrintable(dialog.accountLabel()->text()));
    }

    void changedPayloadClearsTheTick()
    {
        PublishDialog dialog(sample(), QString());
        dialog.setDestination(Destination::Jira);
        dialog.reviewedBox()->setChecked(true);
        const QByteArray before = dialog.payload();
        dialog.visibilityEdit()->setText(QStringLiteral("role:Developers"));
        QVERIFY(dialog.payload() != before);
        QVERIFY(dialog.payload().contains("\"visibility\":{\"type\":\"role\",\"value\":\"Developers\"}"));
        QVERIFY(!dialog.reviewedBox()->isChecked());
        dialog.visibilityEdit()->setText(QStringLiteral("team:x"));
        dialog.reviewedBox()->setChecked(true);
        QVERIFY(!dialog.postButton()->isEnabled());
        QVERIFY(dialog.postButton()->toolTip().contains(QStringLiteral("role:NAME")));
        // The words of the one check, as `publish --visibility team:x` says them.
        QString why;
        Visibility unused;
        QVERIFY(!parseVisibility(QStringLiteral("team:x"), &unused, &why));
        QCOMPARE(dialog.postButton()->toolTip().toLower(), why.toLower());
        QCOMPARE(why, (Visibility{QStringLiteral("team"), QStringLiteral("x")}.problem()));
    }

    void noKeychainSaysSoAndNeverPreTicks()
    {
        // The test machine has no Secret Service: the probe fails, and the dialog says
        // so instead of failing silently.
        PublishDialog dialog(sample(), QString());
        dialog.setDestination(Destination::Jira);
        dialog.show();
        QVERIFY(!dialog.rememberBox()->isChecked());
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.keychainNote()->text().contains(QStringLiteral("Checking")), 10000);
        if (dialog.rememberBox()->isEnabled()) {
            // A working keychain: offered, still not pre-ticked, no warning.
            QVERIFY(!dialog.keychainNote()->isVisible());
            QVERIFY(!dialog.rememberBox()->isChecked());
            return;
        }
        QVERIFY(dialog.keychainNote()->isVisible());
        QVERIFY2(dialog.keychainNote()->text().contains(QStringLiteral("session only")), qPrintable(dialog.keychainNote()->text()));
        QVERIFY(!dialog.rememberBox()->isChecked());
    }

    // A keychain that answers but refuses to store (QtKeychain reports that as success on
    // KWallet): the author is told, and the token is not lost - it stays for the session.
    void failedKeychainSaveSaysSoAndKeepsTheToken()
    {
#ifndef PM_FAKE_KWALLETD
        QSKIP("built without QtKeychain, QtDBus or dbus-run-session");
#else
        if (qEnvironmentVariableIsEmpty("PM_KEYCHAIN_TEST") || qEnvironmentVariableIsEmpty("DBUS_SESSION_BUS_ADDRESS"))
            QSKIP("runs as tst_publishdialog_keychain, on a private session bus of its own (dbus-run-session)");
        QProcess wallet;
        wallet.start(QStringLiteral(PM_FAKE_KWALLETD), {QStringLiteral("refuse-writes")});
        QVERIFY2(wallet.waitForReadyRead(10000), qPrintable(QString::fromLocal8Bit(wallet.readAllStandardError())));
        QCOMPARE(wallet.readLine().trimmed(), QByteArray("ready"));
        FakeJiraServer server;
        QVERIFY(server.start());
        Settings::instance().setJiraAccount(QString(), QString());
        PublishDialog dialog(sample(), QString());
        dialog.setDestination(Destination::Jira);
        dialog.show();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.keychainNote()->text().contains(QStringLiteral("Checking")), 10000);
        if (!dialog.rememberBox()->isEnabled())
            QSKIP(qPrintable(QStringLiteral("QtKeychain does not use the KWallet interface here (libsecret installed?): ")
                             + dialog.keychainNote()->text() + QLatin1Char(' ') + dialog.keychainNote()->toolTip()));
        QVERIFY(!dialog.rememberBox()->isChecked()); // offered, never pre-ticked
        fillAccount(dialog, server);
        dialog.rememberBox()->setChecked(true);
        dialog.rememberAccountBox()->setChecked(true); // the next dialog opens on this account
        dialog.reviewedBox()->setChecked(true);
        dialog.postButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(dialog.statusLabel()->text().contains(QStringLiteral("could not be saved in the keychain")), 10000);
        QVERIFY2(dialog.statusLabel()->text().contains(QStringLiteral("kept for this session only")), qPrintable(dialog.statusLabel()->text()));
        QTRY_VERIFY_WITH_TIMEOUT(dialog.resultLabel()->text().contains(QStringLiteral("posted to CDN-4821")), 15000);
        // Nothing lost: the next export in this session has the token.
        PublishDialog again(sample(), QString());
        QCOMPARE(again.tokenEdit()->text(), QStringLiteral("tok3n"));
        wallet.kill();
        wallet.waitForFinished(5000);
#endif
    }

    void mnemonicsAreUnique()
    {
        PostMortem pm = sample();
        pm.meta.revision = 3; // the round box too
        pm.published.commentIds = QStringList{QStringLiteral("10042")};
        pm.published.revision = 2;
        PublishDialog dialog(pm, QString());
        dialog.setDestination(Destination::Jira);
        dialog.show();
        QStringList texts;
        for (QAbstractButton *b : dialog.findChildren<QAbstractButton *>())
            texts << b->text();
        for (QLabel *l : dialog.findChildren<QLabel *>()) {
            if (l->buddy())
                texts << l->text();
        }
        for (QTabWidget *t : dialog.findChildren<QTabWidget *>()) {
            for (int i = 0; i < t->count(); ++i)
                texts << t->tabText(i);
        }
        QHash<QChar, QString> seen;
        for (const QString &text : texts) {
            const int amp = text.indexOf(QLatin1Char('&'));
            if (amp < 0 || amp + 1 >= text.size())
                continue;
            const QChar key = text.at(amp + 1).toLower();
            QVERIFY2(!seen.contains(key), qPrintable(QStringLiteral("'%1' and '%2' share Alt+%3").arg(seen.value(key), text, key)));
            seen.insert(key, text);
        }
        QVERIFY(seen.size() >= 12);
    }

    void insecureSiteCannotPost()
    {
        PublishDialog dialog(sample(), QString());
        dialog.setDestination(Destination::Jira);
        dialog.siteEdit()->setText(QStringLiteral("http://jira.example.com"));
        dialog.emailEdit()->setText(QStringLiteral("a@b.c"));
        dialog.tokenEdit()->setText(QStringLiteral("t"));
        dialog.reviewedBox()->setChecked(true);
        QVERIFY(!dialog.postButton()->isEnabled());
        QVERIFY(dialog.postButton()->toolTip().contains(QStringLiteral("https://")));
        // Said beside the button too, where the author looks.
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(dialog.postReason()->isVisible());
        QVERIFY2(dialog.postReason()->text().contains(QStringLiteral("https://")), qPrintable(dialog.postReason()->text()));
        dialog.siteEdit()->setText(QStringLiteral("https://jira.example.com"));
        QVERIFY(dialog.postButton()->isEnabled());
        QVERIFY(dialog.postReason()->text().isEmpty());
        QTRY_VERIFY(keychainProbed(dialog));
    }

    // Copy on a JIRA comment: the rendered comment as HTML (JIRA's editor keeps its
    // formatting when pasted) and the Markdown as plain text, never the request JSON;
    // the JSON has its own button on the Payload tab.
    void copyPutsTheRenderedCommentOnTheClipboard()
    {
        PublishDialog dialog(sample(), QString());
        dialog.setDestination(Destination::Jira);
        std::unique_ptr<QMimeData> mime(dialog.clipboardContent());
        QVERIFY(mime->hasHtml());
        QVERIFY(mime->hasText());
        QVERIFY(mime->formats().contains(QStringLiteral("text/html")));
        QVERIFY(mime->formats().contains(QStringLiteral("text/plain")));
        QVERIFY(!mime->text().trimmed().startsWith(QLatin1Char('{')));
        QVERIFY(mime->text().contains(QStringLiteral("SegmentIndex::compact()")));
        QVERIFY(mime->html().contains(QStringLiteral("<code>SegmentIndex::compact()</code>")) || mime->html().contains(QStringLiteral("SegmentIndex::compact()")));
        QVERIFY(!mime->html().contains(QStringLiteral("\"type\"")));
        dialog.copyButton()->click();
        const QMimeData *clip = QApplication::clipboard()->mimeData();
        QVERIFY(clip && clip->hasHtml());
        QCOMPARE(clip->text(), mime->text());
        dialog.copyJsonButton()->click();
        QCOMPARE(QApplication::clipboard()->text().toUtf8(), dialog.payload());
        QTRY_VERIFY(keychainProbed(dialog));
    }

    // A failed post leaves the dialog as it was: the site and e-mail stay in their fields.
    void failedPostKeepsTheAccountFields()
    {
        Settings::instance().setJiraAccount(QString(), QString());
        FakeJiraServer server;
        QVERIFY(server.start());
        server.respondWith(404, R"({"errorMessages":["Issue does not exist or you do not have permission to see it."]})");
        PublishDialog dialog(sample(), QString());
        dialog.setDestination(Destination::Jira);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        fillAccount(dialog, server);
        QVERIFY(dialog.siteEdit()->isVisible());
        for (QCheckBox *box : dialog.findChildren<QCheckBox *>()) {
            if (box != dialog.reviewedBox())
                box->setChecked(false);
        }
        QVERIFY(dialog.rememberAccountBox()->isVisible());
        QVERIFY(!dialog.rememberAccountBox()->isChecked()); // never ticked for the author
        dialog.reviewedBox()->setChecked(true);
        dialog.postButton()->click();
        QTRY_VERIFY(dialog.resultLabel()->text().contains(QStringLiteral("not posted")));
        QVERIFY(dialog.siteEdit()->isVisible());
        QVERIFY(dialog.emailEdit()->isVisible());
        QCOMPARE(dialog.siteEdit()->text(), server.url().toString());
        QCOMPARE(dialog.emailEdit()->text(), QStringLiteral("priya@example.com"));
        // Not asked to remember it: Preferences still have no account.
        QVERIFY2(Settings::instance().jiraSite().isEmpty(), qPrintable(Settings::instance().jiraSite()));
        QVERIFY(Settings::instance().jiraEmail().isEmpty());

        // Asked: the next post saves it, failed or not, and the rows stay as typed.
        dialog.rememberAccountBox()->setChecked(true);
        dialog.reviewedBox()->setChecked(true);
        dialog.postButton()->click();
        QTRY_VERIFY(!dialog.publisher()->isBusy());
        QCOMPARE(Settings::instance().jiraSite(), server.url().toString());
        QCOMPARE(Settings::instance().jiraEmail(), QStringLiteral("priya@example.com"));
        QVERIFY(dialog.siteEdit()->isVisible());
        QCOMPARE(dialog.siteEdit()->text(), server.url().toString());
        // A dialog opened now has the account from Preferences, its rows folded away.
        PublishDialog next(sample(), QString());
        next.setDestination(Destination::Jira);
        QVERIFY(next.siteEdit()->isHidden());
        QVERIFY(next.rememberAccountBox()->isHidden());
        QCOMPARE(next.siteEdit()->text(), server.url().toString());
        Settings::instance().setJiraAccount(QString(), QString());
        QTRY_VERIFY(keychainProbed(dialog));
        QTRY_VERIFY(keychainProbed(next));
    }

    void otherDestinationsAreFilesOnly_data()
    {
        QTest::addColumn<int>("destination");
        QTest::newRow("markdown") << int(Destination::Markdown);
        QTest::newRow("pr") << int(Destination::PullRequest);
        QTest::newRow("wiki") << int(Destination::Wiki);
    }
    void otherDestinationsAreFilesOnly()
    {
        QFETCH(int, destination);
        const PostMortem pm = sample();
        PublishDialog dialog(pm, QString());
        dialog.show();
        dialog.setDestination(Destination(destination));
        QVERIFY(!dialog.postButton()->isVisible());
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("out.md"));
        QString error;
        QVERIFY(dialog.saveTo(path, &error));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        PostMortem withId = pm;
        withId.draftId = dialog.draftId(); // the dialog gave the draft its id
        QCOMPARE(f.readAll(), exportDraft(withId, Destination(destination)).value());
    }

    // Save As of the export on a full disk fails with the OS error and keeps the old file
    // (a Markdown export of the sample is under the 16 KiB that a buffered write hid).
    void saveToAFullDiskFails()
    {
        PM_FULL_FILESYSTEM(fs);
        const QString path = fs.filePath(QStringLiteral("out.md"));
        {
            QFile old(path);
            QVERIFY(old.open(QIODevice::WriteOnly));
            old.write("{\"old\": true}\n");
        }
        QVERIFY(fs.fill());
        PublishDialog dialog(sample(), QString());
        dialog.setDestination(Destination::Markdown);
        QVERIFY(dialog.payload().size() < 16384);
        QString error;
        QVERIFY(!dialog.saveTo(path, &error));
        QCOMPARE(error, QStringLiteral("No space left on device"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("{\"old\": true}\n"));
    }

    void thirdRoundAsksWhichSection()
    {
        PostMortem pm = sample();
        {
            PublishDialog first(pm, QString());
            first.show();
            QVERIFY(!first.roundNotice()->isVisible());
        }
        pm.meta.revision = 3;
        PublishDialog third(pm, QString());
        third.show();
        QVERIFY(third.roundNotice()->isVisible());
        QVERIFY(third.roundNotice()->text().contains(QStringLiteral("3")));
        QSignalSpy requested(&third, &PublishDialog::sectionRequested);
        QPushButton *go = nullptr;
        for (QPushButton *b : third.findChildren<QPushButton *>()) {
            if (b->text().contains(QStringLiteral("Work on It")))
                go = b;
        }
        QVERIFY(go);
        go->click();
        QCOMPARE(requested.count(), 1);
        QCOMPARE(requested.first().first().toString(), QStringLiteral("summary"));
    }

    void copyCountsAsDelivery()
    {
        PublishDialog dialog(sample(), QString());
        QSignalSpy delivered(&dialog, &PublishDialog::delivered);
        dialog.copyButton()->click();
        QCOMPARE(delivered.count(), 1);
        QCOMPARE(delivered.first().first().toByteArray(), dialog.payload());
    }

    // At 820x640 with the account set up in Preferences, the preview gets most of the
    // dialog: the form no longer repeats the site and e-mail the account line names
    // (the preview was 130 px of 640 before).
    void previewTakesTheRoom()
    {
        Settings::instance().setJiraAccount(QStringLiteral("https://acme.atlassian.net"), QStringLiteral("priya@acme.example"));
        Settings::instance().setExportDialogGeometry(QByteArray());
        Settings::instance().setExportDialogSplit(QByteArray());
        PublishDialog dialog(sample(), QString());
        dialog.setDestination(Destination::Jira);
        dialog.resize(820, 640);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(dialog.siteEdit()->isHidden());
        QVERIFY(dialog.emailEdit()->isHidden());
        QVERIFY(!dialog.tokenEdit()->isHidden());
        QVERIFY(dialog.accountLabel()->text().contains(QStringLiteral("priya@acme.example to acme.atlassian.net")));
        // The form takes only the height it needs; the preview has the rest, and no
        // empty status or result line holds room.
        QWidget *form = dialog.splitter()->widget(1);
        QVERIFY2(form->height() <= form->sizeHint().height() + 4,
                 qPrintable(QStringLiteral("form %1 px, needs %2").arg(form->height()).arg(form->sizeHint().height())));
        QVERIFY(dialog.statusLabel()->isHidden());
        QVERIFY(dialog.resultLabel()->isHidden());
        QVERIFY2(dialog.preview()->height() >= dialog.height() / 4,
                 qPrintable(QStringLiteral("preview %1 px of %2").arg(dialog.preview()->height()).arg(dialog.height())));
        // Without an account the rows are there to fill in.
        Settings::instance().setJiraAccount(QString(), QString());
        PublishDialog first(sample(), QString());
        QVERIFY(!first.siteEdit()->isHidden());
        QVERIFY(!first.emailEdit()->isHidden());
    }

    // The form Preferences and the export dialog share: the same account lacks the same
    // thing in both, in the same words, and Test says it without asking the server.
    void whatIsMissingIsSaidOnce_data()
    {
        QTest::addColumn<QString>("deployment");
        QTest::addColumn<QString>("email");
        QTest::addColumn<QString>("needle");
        // clang-format off
        QTest::newRow("cloud, no token") << "cloud" << "priya@example.com" << "Enter the API token";
        QTest::newRow("cloud, nothing") << "cloud" << "" << "Enter the e-mail and the API token";
        QTest::newRow("data center") << "datacenter" << "" << "Enter the personal access token";
        // clang-format on
    }
    void whatIsMissingIsSaidOnce()
    {
        QFETCH(QString, deployment);
        QFETCH(QString, email);
        QFETCH(QString, needle);
        FakeJiraServer server;
        QVERIFY(server.start());
        JiraSettingsPage page;
        page.siteEdit()->setText(server.url().toString());
        page.deploymentBox()->setCurrentIndex(page.deploymentBox()->findData(deployment));
        page.emailEdit()->setText(email);
        page.tokenEdit()->clear();
        QCOMPARE(page.accountForm()->missing(), needle);
        QCOMPARE(page.emailEdit()->isEnabled(), deployment == QLatin1String("cloud"));
        page.testButton()->click();
        QCOMPARE(page.testResult()->text(), needle);
        QVERIFY(page.testResult()->isVisibleTo(&page));
        QVERIFY(server.requests().isEmpty());

        // The export dialog, on the same account from Preferences, says it beside Post.
        Settings::instance().setJiraDeployment(deployment);
        Settings::instance().setJiraAccount(server.url().toString(), email);
        const auto forget = qScopeGuard([] {
            Settings::instance().setJiraAccount(QString(), QString());
            Settings::instance().setJiraDeployment(QString());
        });
        PublishDialog dialog(sample(), QString());
        dialog.setDestination(Destination::Jira);
        dialog.tokenEdit()->clear();
        dialog.reviewedBox()->setChecked(true);
        QCOMPARE(dialog.postReason()->text(), needle);
        // The dialog's form has no deployment row and no test (Post is the test there).
        QVERIFY(dialog.accountForm()->deploymentBox()->isHidden());
        QVERIFY(!dialog.accountForm()->testButton());
        QTRY_VERIFY(keychainProbed(dialog));
        QTRY_VERIFY(!page.keychainNote()->text().contains(QStringLiteral("Checking")));
    }

    // With the account in Preferences only the token is missing, and Post says just that.
    void postAsksOnlyForWhatIsMissing()
    {
        Settings::instance().setJiraAccount(QStringLiteral("https://acme.atlassian.net"), QStringLiteral("priya@acme.example"));
        PublishDialog dialog(sample(), QString());
        dialog.setDestination(Destination::Jira);
        dialog.tokenEdit()->clear();
        dialog.reviewedBox()->setChecked(true);
        QVERIFY(!dialog.postButton()->isEnabled());
        QCOMPARE(dialog.postReason()->text(), QStringLiteral("Enter the API token"));
        Settings::instance().setJiraAccount(QString(), QString());
        QVERIFY2(dialog.postReason()->text().contains(QStringLiteral("the site")), qPrintable(dialog.postReason()->text()));
        QTRY_VERIFY(keychainProbed(dialog));
    }

    // The size and the split the user chose come back at the next export.
    void sizeAndSplitAreRemembered()
    {
        Settings::instance().setExportDialogGeometry(QByteArray());
        Settings::instance().setExportDialogSplit(QByteArray());
        QList<int> chosen;
        QSize shown;
        {
            PublishDialog dialog(sample(), QString());
            dialog.setDestination(Destination::Jira);
            const QSize fresh = dialog.sizeHint();
            // The dialog's minimum can be a few pixels more than asked (fonts differ).
            dialog.resize(700, 600);
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            shown = dialog.size();
            QCOMPARE(shown.width(), 700);
            QVERIFY(shown != fresh);
            const QList<int> sizes = dialog.splitter()->sizes();
            QCOMPARE(sizes.size(), 2);
            dialog.splitter()->setSizes({sizes.at(0) - 60, sizes.at(1) + 60});
            chosen = dialog.splitter()->sizes();
            dialog.reject();
        }
        PublishDialog again(sample(), QString());
        again.setDestination(Destination::Jira);
        again.show();
        QVERIFY(QTest::qWaitForWindowExposed(&again));
        QCOMPARE(again.size(), shown);
        QCOMPARE(again.splitter()->sizes(), chosen);
    }

    void previewLoadsNothingRemote()
    {
        AdfPreview preview;
        preview.setMarkdown(QStringLiteral("![tracker](https://example.com/pixel.png)\n\n![local](/etc/passwd)"));
        preview.document()->adjustSize();
        QVERIFY(preview.refusedResources() >= 1);
        QCOMPARE(preview.loadResource(QTextDocument::ImageResource, QUrl(QStringLiteral("https://example.com/x.png"))), QVariant());
    }
};

int main(int argc, char *argv[])
{
    QTemporaryDir home;
    qputenv("XDG_CONFIG_HOME", home.filePath(QStringLiteral("config")).toUtf8());
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("postmortem-editor-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_publishdialog"));
    TestPublishDialog test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_publishdialog.moc"
