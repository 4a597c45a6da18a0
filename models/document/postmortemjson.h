#pragma once

#include "postmortem.h"

#include <QJsonObject>

namespace pm {

// The `show --json` shape of design/cli.md: meta, gate, scope, the nine sections in
// the seed's order (absent ones with empty text) and the extra sections.
QJsonObject toJson(const PostMortem &pm);

} // namespace pm
