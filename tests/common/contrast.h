#pragma once

#include <QColor>

#include <algorithm>
#include <cmath>

namespace pm::test {

// WCAG contrast ratio of two colours (3:1 is WCAG's figure for graphics).
inline double contrast(const QColor &a, const QColor &b)
{
    const auto lum = [](const QColor &c) {
        const auto ch = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
        return 0.2126 * ch(c.redF()) + 0.7152 * ch(c.greenF()) + 0.0722 * ch(c.blueF());
    };
    const double l1 = lum(a), l2 = lum(b);
    return (std::max(l1, l2) + 0.05) / (std::min(l1, l2) + 0.05);
}

} // namespace pm::test
