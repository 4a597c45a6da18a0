#pragma once

#include <QString>

class QWidget;

namespace pm {

// Asks where to save an export of the draft at draftPath (empty: a draft not saved yet),
// starting at suggested. A choice that is the draft itself, by any name or link, is refused
// with a message saying so and the question is asked again: an export never replaces the
// draft it comes from. The folder of the suggestion is made for the question when it is
// missing (docs/postmortems in a fresh repository) and removed again unless the export
// goes there. Returns the chosen path, or an empty string when the person cancelled.
QString chooseExportFile(QWidget *parent, const QString &title, const QString &suggested, const QString &draftPath);

// The message that refuses path, the draft itself, as an export's target.
QString exportOverDraftMessage(const QString &path);

} // namespace pm
