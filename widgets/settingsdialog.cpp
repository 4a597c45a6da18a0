#include "settingsdialog.h"

#include "jirasettingspage.h"

#include "lintrules.h"
#include "settings.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace pm {

SettingsDialog::SettingsDialog(QWidget *parent)
    : QDialog(parent)
    , m_rules(new QListWidget(this))
    , m_language(new QComboBox(this))
    , m_proseFont(new QComboBox(this))
    , m_autosave(new QSpinBox(this))
    , m_jira(new JiraSettingsPage(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Preferences"));
    const Settings &settings = Settings::instance();
    const QSet<QString> disabled = settings.disabledRules();
    for (int i = 0; i < RuleCount; ++i) {
        const Rule rule = Rule(i);
        auto *item = new QListWidgetItem(QStringLiteral("%1  [%2]").arg(LintRules::title(rule), LintRules::id(rule)), m_rules);
        item->setData(Qt::UserRole, LintRules::id(rule));
        item->setToolTip(LintRules::description(rule));
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(disabled.contains(LintRules::id(rule)) ? Qt::Unchecked : Qt::Checked);
    }
    m_rules->setAccessibleName(tr("Lint rules"));
    m_language->addItem(tr("Same as the interface"), QString());
    m_language->addItem(tr("English"), QStringLiteral("en"));
    m_language->addItem(tr("Chinese"), QStringLiteral("zh"));
    m_language->setCurrentIndex(qMax(0, m_language->findData(settings.newDraftLanguage())));
    m_proseFont->addItem(tr("Proportional, code in monospace"), QStringLiteral("proportional"));
    m_proseFont->addItem(tr("Monospace"), QStringLiteral("monospace"));
    m_proseFont->setCurrentIndex(qMax(0, m_proseFont->findData(settings.proseFont())));
    m_autosave->setRange(1, 600);
    m_autosave->setSuffix(tr(" s"));
    m_autosave->setValue(settings.autosaveSeconds());

    auto *rulesBox = new QGroupBox(tr("Lint rules"), this);
    auto *rulesLayout = new QVBoxLayout(rulesBox);
    auto *hint = new QLabel(tr("A rule that is off here is off for every draft. A single draft can switch a "
                               "rule off with <code>&lt;!-- pm-lint: disable=RULE --&gt;</code>."),
                            rulesBox);
    hint->setWordWrap(true);
    rulesLayout->addWidget(hint);
    rulesLayout->addWidget(m_rules);
    auto *all = new QPushButton(tr("Enable A&ll"), rulesBox);
    rulesLayout->addWidget(all, 0, Qt::AlignLeft);
    connect(all, &QPushButton::clicked, this, [this] {
        for (int i = 0; i < m_rules->count(); ++i)
            m_rules->item(i)->setCheckState(Qt::Checked);
    });

    auto *form = new QFormLayout;
    form->addRow(tr("&New drafts in:"), m_language);
    form->addRow(tr("&Font of the text:"), m_proseFont);
    form->addRow(tr("&Autosave and re-check after:"), m_autosave);

    auto *buttons = m_buttons;
    connect(m_jira, &JiraSettingsPage::tokenStored, this, [this](const QString &error) {
        if (!m_waitingForKeychain)
            return;
        m_waitingForKeychain = false;
        m_buttons->setEnabled(true);
        if (error.isEmpty())
            QDialog::accept();
    });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(rulesBox, 1);
    layout->addLayout(form);
    layout->addWidget(m_jira);
    layout->addWidget(buttons);
    resize(560, 760);
}

void SettingsDialog::accept()
{
    QSet<QString> disabled;
    for (int i = 0; i < m_rules->count(); ++i) {
        if (m_rules->item(i)->checkState() != Qt::Checked)
            disabled.insert(m_rules->item(i)->data(Qt::UserRole).toString());
    }
    Settings &settings = Settings::instance();
    settings.setDisabledRules(disabled);
    settings.setNewDraftLanguage(m_language->currentData().toString());
    settings.setProseFont(m_proseFont->currentData().toString());
    settings.setAutosaveSeconds(m_autosave->value());
    if (!m_jira->apply()) {
        QDialog::accept();
        return;
    }
    // The keychain answers asynchronously and its job is the page's: close only when it
    // has, and stay open to show a failure (the token is kept for the session either way).
    m_waitingForKeychain = true;
    m_buttons->setEnabled(false);
}

} // namespace pm
