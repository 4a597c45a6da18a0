#pragma once

#include "importer.h"

#include <QDialog>
#include <QHash>
#include <QList>

class QComboBox;
class QGridLayout;
class QLabel;
class QPushButton;

namespace pm {

// File ▸ Import: every heading of the foreign document with the section it goes to and
// why, before the draft opens. Changing one heading's section plans the rest again (a
// section goes to one heading), so the reasons shown are always the importer's own.
class ImportMappingDialog : public QDialog
{
    Q_OBJECT

public:
    // first: importForeign(bytes, fileName) without choices, which succeeded.
    ImportMappingDialog(const QByteArray &bytes, const QString &fileName, const ImportResult &first,
                        QWidget *parent = nullptr);

    // The draft as planned with the author's choices (the one OK opens).
    const ImportResult &result() const { return m_result; }
    // The author's choices: a heading's line -> a section id, "extra" or "inside".
    const QHash<int, QString> &choices() const { return m_choices; }

    // The combo box choosing the section of the heading on line (for tests).
    QComboBox *sectionBox(int line) const;

    void done(int result) override;

private:
    void choose(int row, const QString &choice);
    void replan();
    void showPlan();
    void fillChoices(int row);

    struct Row
    {
        QComboBox *section = nullptr;
        QLabel *reason = nullptr;
    };

    QByteArray m_bytes;
    QString m_fileName;
    QHash<int, QString> m_choices;
    ImportResult m_result;
    QList<Row> m_rows; // one per heading of m_result.plan, in document order
    QLabel *m_status = nullptr;
    QPushButton *m_ok = nullptr;
};

} // namespace pm
