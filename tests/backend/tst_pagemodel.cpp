#include "shell/pagemodel.h"

#include "testmain.h"

#include <QAbstractItemModelTester>
#include <QCoreApplication>
#include <QSignalSpy>
#include <QTest>
#include <QTranslator>

using namespace Qt::StringLiterals;

class TestPageModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void structure();
    void lookups();
    void availability();
    void retranslates();
};

void TestPageModel::structure()
{
    PageModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 9);
    const QStringList expected{ u"library"_s, u"viewer"_s, u"quiz"_s, u"lessons"_s, u"review"_s,
        u"stats"_s, u"club"_s, u"settings"_s, u"editor"_s };
    for (int row = 0; row < model.rowCount(); ++row) {
        const QModelIndex index = model.index(row);
        QCOMPARE(index.data(PageModel::KeyRole).toString(), expected[row]);
        QVERIFY(!index.data(PageModel::TitleRole).toString().isEmpty());
        QVERIFY(index.data(PageModel::IconRole).toString().endsWith(expected[row] + u".svg"_s));
        QCOMPARE(index.data(PageModel::ShortcutRole).toString(),
                u"Ctrl+"_s + QString::number(row + 1));
    }
    QCOMPARE(model.index(0).data(PageModel::TitleRole).toString(), u"Library"_s);
    QVERIFY(model.roleNames().values().contains("title"));
    QVERIFY(!model.data(model.index(9), PageModel::KeyRole).isValid());
    // The record editor has a place only while a record is open in it.
    QVERIFY(model.index(0).data(PageModel::AvailableRole).toBool());
    QVERIFY(!model.index(8).data(PageModel::AvailableRole).toBool());
}

void TestPageModel::lookups()
{
    PageModel model;
    QCOMPARE(model.indexOf(u"quiz"_s), 2);
    QCOMPARE(model.indexOf(u"nowhere"_s), -1);
    QCOMPARE(model.keyAt(7), u"settings"_s);
    QCOMPARE(model.keyAt(4), u"review"_s);
    QCOMPARE(model.keyAt(5), u"stats"_s);
    QCOMPARE(model.keyAt(9), QString());
}

void TestPageModel::availability()
{
    PageModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy spy(&model, &QAbstractItemModel::dataChanged);
    QVERIFY(!model.isAvailable(u"editor"_s));
    QVERIFY(model.isAvailable(u"viewer"_s));
    QVERIFY(!model.isAvailable(u"nowhere"_s));
    model.setAvailable(u"editor"_s, true);
    QVERIFY(model.isAvailable(u"editor"_s));
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.first().at(0).value<QModelIndex>().row(), 8);
    model.setAvailable(u"editor"_s, true);
    model.setAvailable(u"nowhere"_s, true);
    QCOMPARE(spy.count(), 1);
    QVERIFY(model.index(8).data(PageModel::AvailableRole).toBool());
    model.setAvailable(u"editor"_s, false);
    QVERIFY(!model.isAvailable(u"editor"_s));
    QCOMPARE(spy.count(), 2);
}

void TestPageModel::retranslates()
{
    PageModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy spy(&model, &QAbstractItemModel::dataChanged);
    QTranslator translator;
    QVERIFY(translator.load(u":/i18n/haifu_ja.qm"_s));
    QCoreApplication::installTranslator(&translator);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.first().at(0).value<QModelIndex>().row(), 0);
    QCOMPARE(spy.first().at(1).value<QModelIndex>().row(), 8);
    QCOMPARE(model.index(0).data(PageModel::TitleRole).toString(), u"ライブラリ"_s);
    QCoreApplication::removeTranslator(&translator);
    QCOMPARE(model.index(0).data(PageModel::TitleRole).toString(), u"Library"_s);
}

HAIFU_TEST_GUILESS_MAIN(TestPageModel)
#include "tst_pagemodel.moc"
