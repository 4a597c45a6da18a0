// File ▸ New from Ticket…: a new, unsaved draft with the title, ticket, owner and refs
// the JIRA issue holds, read with the account Preferences ▸ JIRA keeps.
#include "mainwindow.h"

#include "credentialstore.h"
#include "jiraaccountform.h"
#include "documentmodel.h"
#include "documentservice.h"
#include "draftformat.h"
#include "publishplan.h"
#include "ticketreader.h"

#include <QApplication>
#include <QInputDialog>
#include <QStatusBar>

namespace pm {

void MainWindow::newFromTicket(const QString &language)
{
    if (!maybeSave())
        return;
    bool ok = false;
    const QString key = QInputDialog::getText(this, tr("New from Ticket"), tr("JIRA issue key (e.g. CDN-4821):"),
                                              QLineEdit::Normal, QString(), &ok)
                            .trimmed()
                            .toUpper();
    if (!ok || key.isEmpty())
        return;
    if (!isJiraIssueKey(key)) {
        showError(tr("Cannot Start from a Ticket"), tr("'%1' is not a JIRA issue key (PROJECT-123)").arg(key));
        return;
    }
    JiraCredentials account = JiraAccountForm::remembered();
    if (account.site.host().isEmpty()) {
        showError(tr("Cannot Start from a Ticket"), tr("Set up the JIRA account once in Preferences ▸ JIRA first."));
        return;
    }
    account.token = CredentialStore::sessionToken(account);
    if (!account.token.isEmpty()) {
        readTicket(account, key, language);
        return;
    }
    // The keychain answers asynchronously.
    auto *store = new CredentialStore(this);
    connect(store, &CredentialStore::tokenRead, this, [this, store, account, key, language](const QString &token, const QString &) mutable {
        store->deleteLater();
        account.token = token;
        if (token.isEmpty()) {
            showError(tr("Cannot Start from a Ticket"), tr("No token for %1: enter it in Preferences ▸ JIRA.").arg(account.site.host()));
            return;
        }
        readTicket(account, key, language);
    });
    store->readToken(account);
}

void MainWindow::readTicket(const JiraCredentials &account, const QString &key, const QString &language)
{
    auto *reader = new TicketReader(this);
    statusBar()->showMessage(tr("Reading %1 from %2…").arg(key, account.site.host()));
    QApplication::setOverrideCursor(Qt::BusyCursor);
    connect(reader, &TicketReader::finished, this, [this, reader, key, language](const TicketFacts &facts, TicketReader::Problem problem, const QString &message) {
        reader->deleteLater();
        QApplication::restoreOverrideCursor();
        statusBar()->clearMessage();
        if (problem != TicketReader::Problem::None) {
            showError(tr("Cannot Start from %1").arg(key), message);
            return;
        }
        PostMortem pm = DraftFormat::newDraft(language);
        applyTicket(&pm, facts);
        m_service->loadValue(pm, QString(), true);
        statusBar()->showMessage(tr("New draft from %1: %2").arg(key, facts.summary), 5000);
    });
    reader->read(account, key);
}

} // namespace pm
