#pragma once

#include <QFont>
#include <QHash>
#include <QList>
#include <QSize>
#include <QStyledItemDelegate>

class QStyle;

namespace pm {

// A list's delegate for rows of wrapped text that differ only in their text: each
// row's size is measured once and remembered by its text. A QListView measures every
// row again whenever rows are inserted or removed, and measuring a wrapped row lays out
// its text (~30 µs); the lint list of a big draft has thousands of rows and is replaced
// after every pause in typing, while few of its texts change. What else decides the
// size (the view's width, its font, the icon size, the style) is the context the sizes
// hold for: any change to it measures again. A few contexts are kept at once (the view
// also asks with an empty rectangle, between the rows of a layout).
class WrappedRowDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    // The sizes remembered now, in all contexts.
    int cachedCount() const;
    // Measured, not remembered, since the start (a test sees a hit as no measuring).
    int measuredCount() const { return m_measured; }
    // Stale texts (findings fixed since) are let go at this many, all at once.
    static constexpr int Capacity = 50000;
    static constexpr int Contexts = 4; // the least recently used goes

private:
    struct Context
    {
        int width = -1;
        QFont font;
        QSize decoration;
        int features = 0;
        const QStyle *style = nullptr;
        bool operator==(const Context &o) const
        {
            return width == o.width && decoration == o.decoration && features == o.features && style == o.style
                   && font == o.font;
        }
    };

    struct Sizes
    {
        Context context;
        QHash<QString, QSize> byText;
    };
    mutable QList<Sizes> m_sizes; // the most recently used first
    mutable int m_measured = 0;
};

} // namespace pm
