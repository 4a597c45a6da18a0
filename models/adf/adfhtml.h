#pragma once

#include <QJsonObject>
#include <QString>

namespace pm {

// Renders an ADF document as HTML for a QTextBrowser preview, so that what is
// previewed is exactly the payload. Every string is escaped; nothing refers to a
// remote resource (no <img>, no stylesheet); a link is an <a href> only when its
// target passes isAllowedAdfHref(). Unknown nodes show their type in brackets,
// never silently disappear.
QString adfToHtml(const QJsonObject &doc);

} // namespace pm
