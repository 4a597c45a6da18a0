#include "jirasettingspage.h"

#include "settings.h"

#include <QFormLayout>
#include <QLineEdit>
#include <QVBoxLayout>

namespace pm {

JiraSettingsPage::JiraSettingsPage(QWidget *parent)
    : QGroupBox(tr("JIRA"), parent)
    , m_account(new JiraAccountForm(JiraAccountForm::Use::Preferences, this))
    , m_handOff(new QLineEdit(this))
{
    m_handOff->setText(Settings::instance().handOffCommand());
    m_handOff->setPlaceholderText(tr("a command that reads the post-mortem as Markdown on stdin"));
    m_account->formLayout()->addRow(tr("&Hand-off command:"), m_handOff);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_account);
    connect(m_account, &JiraAccountForm::tokenSaved, this, &JiraSettingsPage::tokenStored);
}

bool JiraSettingsPage::apply()
{
    // The token first: a new account tells every open view, and they read its token.
    const bool saving = m_account->keepToken();
    m_account->rememberAccount();
    Settings::instance().setHandOffCommand(m_handOff->text().trimmed());
    return saving;
}

} // namespace pm
