#pragma once

#include <QDialog>
#include <QSet>

class QComboBox;
class QDialogButtonBox;
class QListWidget;
class QSpinBox;

namespace pm {

class JiraSettingsPage;

// Preferences: which lint rules run, the language of new drafts, the font of the prose,
// and how long the editor waits after typing before it re-checks and autosaves. Read from and written
// to the typed Settings object.
class SettingsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit SettingsDialog(QWidget *parent = nullptr);

    QListWidget *rulesList() const { return m_rules; }
    QComboBox *proseFontBox() const { return m_proseFont; }
    JiraSettingsPage *jiraPage() const { return m_jira; }
    void accept() override;

private:
    QListWidget *m_rules;
    QComboBox *m_language;
    QComboBox *m_proseFont;
    QSpinBox *m_autosave;
    JiraSettingsPage *m_jira;
    QDialogButtonBox *m_buttons;
    bool m_waitingForKeychain = false;
};

} // namespace pm
