#include "statuscolors.h"

#include <QCoreApplication>
#include <QHash>
#include <QPainter>
#include <QPalette>
#include <QPixmap>

namespace pm::StatusColors {

namespace {

bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Base).lightness() < 128;
}

// Hue and saturation fixed per meaning; lightness chosen against the base colour so
// the contrast is similar on white and on near-black.
QColor tone(int hue, int saturation, const QPalette &palette, int lightOnLight, int lightOnDark)
{
    return QColor::fromHsl(hue, saturation, isDark(palette) ? lightOnDark : lightOnLight);
}

} // namespace

QColor severity(Severity s, const QPalette &palette)
{
    switch (s) {
    case Severity::Error:
        return tone(4, 200, palette, 105, 160);
    case Severity::Warning:
        return tone(36, 230, palette, 100, 150);
    case Severity::Info:
        break;
    }
    return tone(212, 180, palette, 110, 170);
}

QColor passed(const QPalette &palette)
{
    return tone(145, 150, palette, 80, 140);
}

QColor failed(const QPalette &palette)
{
    return severity(Severity::Error, palette);
}

QColor spelling(const QPalette &palette)
{
    return tone(285, 160, palette, 110, 175);
}

QIcon dot(const QColor &color, bool hollow, int size)
{
    // Drawn once per colour: the lint list asks for a row's icon on every layout and
    // paint, and a 4 MiB draft has thousands of rows (painting four pixmaps each was a
    // fifth of opening it).
    // The pixmaps go with the application, not after it (static destructors run later).
    static QHash<QString, QIcon> *cache = nullptr;
    if (!cache) {
        cache = new QHash<QString, QIcon>;
        QObject::connect(qApp, &QObject::destroyed, qApp, [] {
            delete cache;
            cache = nullptr;
        });
    }
    const QString key = QStringLiteral("%1 %2 %3").arg(color.name(QColor::HexArgb)).arg(hollow).arg(size);
    if (const auto hit = cache->constFind(key); hit != cache->cend())
        return *hit;
    QIcon icon;
    for (const qreal ratio : {1.0, 1.5, 2.0, 3.0}) {
        QPixmap pm(int(size * ratio), int(size * ratio));
        pm.setDevicePixelRatio(ratio);
        pm.fill(Qt::transparent);
        QPainter p(&pm);
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(hollow ? QPen(color, 2) : QPen(Qt::NoPen));
        p.setBrush(hollow ? QBrush(Qt::transparent) : QBrush(color));
        const qreal inset = size * 0.18;
        p.drawEllipse(QRectF(inset, inset, size - 2 * inset, size - 2 * inset));
        p.end();
        icon.addPixmap(pm);
    }
    cache->insert(key, icon);
    return icon;
}

} // namespace pm::StatusColors
