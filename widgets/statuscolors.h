#pragma once

#include "diagnostic.h"

#include <QColor>
#include <QIcon>

class QPalette;

namespace pm {

// The colours of findings and gate rows, derived from the palette they are drawn on: on
// a dark base the same hues are lighter, so a squiggle or a dot stays legible in both
// themes. One place, instead of hex codes in every widget.
namespace StatusColors {

QColor severity(Severity severity, const QPalette &palette);
QColor passed(const QPalette &palette);
QColor failed(const QPalette &palette);
// Misspelt words: a hue of their own (purple), apart from the severities.
QColor spelling(const QPalette &palette);

// A round marker for lists and tabs, drawn for every device-pixel ratio up to 3, so it
// is sharp at 2x scale (QT_SCALE_FACTOR=2) instead of an upscaled 1x pixmap.
QIcon dot(const QColor &color, bool hollow = false, int size = 14);

} // namespace StatusColors
} // namespace pm
