#pragma once

#include "publishplan.h"

#include <QList>
#include <QString>

namespace pm {

// The blockers of a publish plan as rich text, the same in the checks panel and the
// export dialog: every blocker in the plan's order, each a link ("blocker:N") to its
// place, and a next step that names only the kinds of blocker present.
namespace BlockerList {

QString html(const QList<Blocker> &blockers);
// The index a link of html() points at; -1 for any other link.
int indexOf(const QString &link);
// Where a blocker is, for people: the section's name, "Gate", "Title", "Ticket".
QString place(const Blocker &blocker);

} // namespace BlockerList
} // namespace pm
