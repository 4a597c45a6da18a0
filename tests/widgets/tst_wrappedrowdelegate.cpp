#include "wrappedrowdelegate.h"

#include <QApplication>
#include <QListView>
#include <QStandardItemModel>
#include <QTest>

using namespace pm;

namespace {

const QString Long = QStringLiteral("Root cause, line 12\nThe sentence says what the fix did not check, and it "
                                    "goes on long enough to wrap in a narrow panel.");
const QString Longer = Long + QStringLiteral(" Then it says the same again in more words, and wraps more.");

// What a list with word wrap passes its delegate: the view's font and features, the
// width of the row.
QStyleOptionViewItem viewOption(const QListView &view, int width, const QFont &font)
{
    QStyleOptionViewItem option;
    option.initFrom(&view);
    option.widget = &view;
    option.font = font;
    option.rect = QRect(0, 0, width, 600); // as a view's bounds: wrapping needs a valid one
    option.features = QStyleOptionViewItem::WrapText;
    option.decorationSize = QSize(16, 16);
    return option;
}

} // namespace

class TestWrappedRowDelegate : public QObject
{
    Q_OBJECT

private slots:
    // Whatever the cache holds, each answer is the one QStyledItemDelegate measures for
    // that text, width and font: a change of any of them measures again; asking again
    // in the same context measures nothing.
    void sizeFollowsTextWidthAndFont_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("pointSize");
        QTest::addColumn<bool>("measures");
        // Each row runs after the ones above it, on the same delegate.
        // clang-format off
        QTest::newRow("first")            << Long   << 400 << 10 << true;
        QTest::newRow("again")            << Long   << 400 << 10 << false;
        QTest::newRow("the text changed") << Longer << 400 << 10 << true;
        QTest::newRow("narrower")         << Longer << 150 << 10 << true;
        QTest::newRow("a bigger font")    << Longer << 150 << 16 << true;
        QTest::newRow("all back")         << Long   << 400 << 10 << false;
        // clang-format on
    }
    void sizeFollowsTextWidthAndFont()
    {
        QFETCH(QString, text);
        QFETCH(int, width);
        QFETCH(int, pointSize);
        QFETCH(bool, measures);
        QFont font = m_view->font();
        font.setPointSize(pointSize);
        m_item->setText(text);
        const QModelIndex index = m_model->index(0, 0);
        const QStyleOptionViewItem option = viewOption(*m_view, width, font);
        const int before = m_delegate->measuredCount();
        const QSize size = m_delegate->sizeHint(option, index);
        QCOMPARE(size, QStyledItemDelegate().sizeHint(option, index));
        QCOMPARE(m_delegate->measuredCount() - before, measures ? 1 : 0);
    }

    // The widths, fonts and texts seen above gave different sizes, so a cache keyed by
    // the text alone, or by the context alone, would have answered some of them wrong
    // (the test above would fail). Font metrics differ between Qt 5 and 6, so only the
    // directions are asserted.
    void contextsDiffer()
    {
        const QModelIndex index = m_model->index(0, 0);
        m_item->setText(Longer);
        QStyledItemDelegate plain;
        QFont big = m_view->font();
        big.setPointSize(16);
        const QSize wide = plain.sizeHint(viewOption(*m_view, 400, m_view->font()), index);
        QVERIFY(plain.sizeHint(viewOption(*m_view, 150, m_view->font()), index).height() > wide.height());
        QVERIFY(plain.sizeHint(viewOption(*m_view, 400, big), index).height() > wide.height());
        m_item->setText(Long);
        QVERIFY(plain.sizeHint(viewOption(*m_view, 400, m_view->font()), index).height() < wide.height());
    }

    // In the list: inserting a row lays out every row again, yet only the new one is
    // measured; a narrower list measures every row again, and its rows grow.
    void listMeasuresOnlyWhatIsNew()
    {
        QStandardItemModel model;
        for (int i = 0; i < 50; ++i)
            model.appendRow(new QStandardItem(QStringLiteral("Finding %1\n").arg(i) + Long));
        QListView view;
        view.setWordWrap(true);
        view.setResizeMode(QListView::Adjust);
        auto *delegate = new WrappedRowDelegate(&view);
        view.setItemDelegate(delegate);
        view.setModel(&model);
        view.resize(420, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        // Shown, the list is laid out again as its scroll bar comes: wait until it settles.
        for (int seen = -1; seen != delegate->measuredCount();) {
            seen = delegate->measuredCount();
            QTest::qWait(50);
        }
        QVERIFY(delegate->cachedCount() >= model.rowCount());
        const int measured = delegate->measuredCount();
        const int wideHeight = view.visualRect(model.index(10, 0)).height();

        // Not the first row: the view also asks about that one with an empty rectangle.
        model.insertRow(5, new QStandardItem(QStringLiteral("A new finding\n") + Longer));
        view.doItemsLayout();
        // The new row, and at most one more that the view asks about in passing (in a
        // width it tries while its scroll bar settles); uncached, all 51 rows.
        QVERIFY2(delegate->measuredCount() - measured <= 2, qPrintable(QString::number(delegate->measuredCount() - measured)));
        QCOMPARE(view.visualRect(model.index(11, 0)).height(), wideHeight);

        view.resize(160, 300);
        QTRY_VERIFY(view.visualRect(model.index(11, 0)).height() > wideHeight);
        view.doItemsLayout();
        QVERIFY(delegate->measuredCount() >= measured + 1 + model.rowCount());
        QStyleOptionViewItem option = viewOption(view, view.visualRect(model.index(11, 0)).width(), view.font());
        QCOMPARE(view.visualRect(model.index(11, 0)).height(),
                 QStyledItemDelegate().sizeHint(option, model.index(11, 0)).height());
    }

    void initTestCase()
    {
        m_model = new QStandardItemModel(this);
        m_item = new QStandardItem;
        m_model->appendRow(m_item);
        m_view = new QListView;
        m_view->setWordWrap(true);
        m_view->setModel(m_model);
        m_delegate = new WrappedRowDelegate(m_view);
    }
    void cleanupTestCase() { delete m_view; }

private:
    QStandardItemModel *m_model = nullptr;
    QStandardItem *m_item = nullptr;
    QListView *m_view = nullptr;
    WrappedRowDelegate *m_delegate = nullptr;
};

QTEST_MAIN(TestWrappedRowDelegate)
#include "tst_wrappedrowdelegate.moc"
