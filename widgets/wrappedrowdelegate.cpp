#include "wrappedrowdelegate.h"

#include <QApplication>
#include <QStyle>
#include <QWidget>

namespace pm {

QSize WrappedRowDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    // The option is the view's, not yet filled from the index: cheap to read, and what
    // the view passes is the same for every row of one layout.
    Context context{option.rect.width(), option.font, option.decorationSize, int(option.features),
                    option.widget ? option.widget->style() : QApplication::style()};
    int at = 0;
    while (at < m_sizes.size() && !(m_sizes.at(at).context == context))
        ++at;
    if (at == m_sizes.size()) {
        if (m_sizes.size() == Contexts)
            m_sizes.removeLast();
        m_sizes.prepend({std::move(context), {}});
    } else if (at > 0) {
        m_sizes.move(at, 0);
    }
    QHash<QString, QSize> &sizes = m_sizes.first().byText;
    const QString text = index.data(Qt::DisplayRole).toString();
    const auto known = sizes.constFind(text);
    if (known != sizes.cend())
        return *known;
    const QSize size = QStyledItemDelegate::sizeHint(option, index);
    ++m_measured;
    if (sizes.size() >= Capacity)
        sizes.clear();
    sizes.insert(text, size);
    return size;
}

int WrappedRowDelegate::cachedCount() const
{
    int n = 0;
    for (const Sizes &s : m_sizes)
        n += int(s.byText.size());
    return n;
}

} // namespace pm
