#pragma once

#include <QString>

namespace pm {

// View ▸ Theme: "system" (the platform's style and palette), "light" or "dark" (Fusion
// with a fixed palette). Widgets that draw status colours derive them from the palette,
// so switching needs nothing else.
namespace Theme {

void apply(const QString &name);

} // namespace Theme
} // namespace pm
