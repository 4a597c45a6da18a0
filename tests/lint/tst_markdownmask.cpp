#include "markdownmask.h"
#include <QTest>
class tst_MarkdownMask : public QObject { Q_OBJECT private Q_SLOTS: void placeholder() {} };
QTEST_GUILESS_MAIN(tst_MarkdownMask)
#include "tst_markdownmask.moc"
