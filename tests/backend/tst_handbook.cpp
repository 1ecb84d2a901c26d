#include "shell/handbook.h"

#include "testmain.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

class TestHandbook : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void chaptersInOrder();
    void languageWithFallback();
    void searchFindsParagraphs();
    void searchIsPlainText();
    void links();
    void richText();
    void shippedHandbook();

private:
    void write(const QString &path, const QString &text);

    QTemporaryDir m_dir;
};

void TestHandbook::write(const QString &path, const QString &text)
{
    const QString full = m_dir.filePath(path);
    QVERIFY(QDir().mkpath(QFileInfo(full).path()));
    QFile file(full);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text.toUtf8());
}

void TestHandbook::initTestCase()
{
    QVERIFY(m_dir.isValid());
    write(u"en/01-start.md"_s,
            u"# Getting started\n\nHaifu opens **records** of riichi games.\n\n"
            "See [the club](02-club.md#entry).\n"_s);
    write(u"en/02-club.md"_s,
            u"# Club scoring\n\n## Entry\n\nPress `R` for a ron and Enter to save the hand.\n\n"
            "A riichi costs 1000 points.\n"_s);
    write(u"en/03-reference.md"_s,
            u"# Reference\n\n```\nriichi <b>code</b>\n\nstill code\n```\n"_s);
    write(u"ja/01-start.md"_s, u"# はじめに\n\n牌譜を開きます。立直の記録。\n"_s);
    write(u"ja/02-club.md"_s,
            u"# 大会と成績\n\n和了の入力は R キー。\n\n放銃した人は向\n聴数を数え\n  直す。\n- 一つ目\n- 二つ目\n"_s);
}

void TestHandbook::chaptersInOrder()
{
    Handbook handbook(m_dir.path(), nullptr);
    QAbstractItemModelTester tester(
            &handbook, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(handbook.rowCount(), 3);
    QCOMPARE(handbook.index(0).data(Handbook::KeyRole).toString(), u"start"_s);
    QCOMPARE(handbook.index(1).data(Handbook::TitleRole).toString(), u"Club scoring"_s);
    QCOMPARE(handbook.index(2).data(Handbook::KeyRole).toString(), u"reference"_s);
    QVERIFY(!handbook.index(0).data(Handbook::FallbackRole).toBool());
    QVERIFY(handbook.roleNames().values().contains("title"));
    QCOMPARE(handbook.currentKey(), u"start"_s);
    QVERIFY(handbook.currentText().contains(u"**records**"_s));

    QSignalSpy changed(&handbook, &Handbook::currentChanged);
    handbook.setCurrentKey(u"club"_s);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(handbook.currentTitle(), u"Club scoring"_s);
    handbook.setCurrentKey(u"nowhere"_s);
    QCOMPARE(handbook.currentKey(), u"club"_s);
    QCOMPARE(handbook.indexOf(u"reference"_s), 2);
    QCOMPARE(handbook.indexOf(u"nowhere"_s), -1);
}

void TestHandbook::languageWithFallback()
{
    Handbook handbook(m_dir.path(), nullptr);
    QAbstractItemModelTester tester(
            &handbook, QAbstractItemModelTester::FailureReportingMode::QtTest);
    handbook.setCurrentKey(u"club"_s);
    handbook.setLanguage(u"ja"_s);
    // The chapter shown stays the same chapter, now in Japanese.
    QCOMPARE(handbook.currentKey(), u"club"_s);
    QCOMPARE(handbook.currentTitle(), u"大会と成績"_s);
    QVERIFY(!handbook.currentIsFallback());
    QCOMPARE(handbook.index(0).data(Handbook::TitleRole).toString(), u"はじめに"_s);
    // Not translated: English, and said so.
    QCOMPARE(handbook.index(2).data(Handbook::TitleRole).toString(), u"Reference"_s);
    QVERIFY(handbook.index(2).data(Handbook::FallbackRole).toBool());
    handbook.setCurrentKey(u"reference"_s);
    QVERIFY(handbook.currentIsFallback());
    // A language with no folder at all reads English.
    handbook.setLanguage(u"de"_s);
    QCOMPARE(handbook.index(0).data(Handbook::TitleRole).toString(), u"Getting started"_s);
}

void TestHandbook::searchFindsParagraphs()
{
    Handbook handbook(m_dir.path(), nullptr);
    QSignalSpy changed(&handbook, &Handbook::resultsChanged);
    handbook.setQuery(u"RIICHI"_s);
    QCOMPARE(changed.count(), 1);
    const QVariantList results = handbook.results();
    // A paragraph of each chapter, the code block as one paragraph.
    QCOMPARE(results.size(), 3);
    QCOMPARE(results.at(0).toMap().value(u"key"_s).toString(), u"start"_s);
    QCOMPARE(results.at(0).toMap().value(u"snippet"_s).toString(),
            u"Haifu opens records of riichi games."_s);
    QCOMPARE(results.at(1).toMap().value(u"title"_s).toString(), u"Club scoring"_s);
    QCOMPARE(results.at(2).toMap().value(u"key"_s).toString(), u"reference"_s);

    // Every word must be in the paragraph, in any order.
    handbook.setQuery(u"  save   ron "_s);
    QCOMPARE(handbook.results().size(), 1);
    QCOMPARE(handbook.results().at(0).toMap().value(u"snippet"_s).toString(),
            u"Press R for a ron and Enter to save the hand."_s);
    handbook.setQuery(u"ron mahjong"_s);
    QVERIFY(handbook.results().isEmpty());
    handbook.setQuery(QString());
    QVERIFY(handbook.results().isEmpty());

    // Japanese has no spaces between words; the ideographic space separates words typed.
    handbook.setLanguage(u"ja"_s);
    handbook.setQuery(u"立直"_s);
    QCOMPARE(handbook.results().size(), 1);
    // A chapter shown in English is searched in English.
    handbook.setQuery(u"still code"_s);
    QCOMPARE(handbook.results().size(), 1);
    handbook.setQuery(u"和了\u3000キー"_s);
    QCOMPARE(handbook.results().size(), 1);
    QCOMPARE(handbook.results().at(0).toMap().value(u"key"_s).toString(), u"club"_s);
    // Lines of Japanese are one line of text: no space where the source breaks them.
    handbook.setQuery(u"向聴数を数え直す"_s);
    QCOMPARE(handbook.results().size(), 1);
    handbook.setCurrentKey(u"club"_s);
    QVERIFY(handbook.currentText().contains(u"\n- 一つ目\n- 二つ目"_s));
}

void TestHandbook::searchIsPlainText()
{
    Handbook handbook(m_dir.path(), nullptr);
    // The query is only compared: markup in it finds nothing and changes nothing.
    handbook.setQuery(u"<b>code</b>"_s);
    QCOMPARE(handbook.results().size(), 1);
    QVERIFY(handbook.results().at(0).toMap().value(u"snippet"_s).toString().contains(u"<b>"_s));
    handbook.setQuery(u"<img src=x onerror=alert(1)>"_s);
    QVERIFY(handbook.results().isEmpty());
    QCOMPARE(Handbook::plainText(u"## A **bold** [link](x.md) and `code`\n- item"_s),
            u"A bold link and code item"_s);

    // A long paragraph gives a snippet around the word.
    write(u"long/en/01-long.md"_s,
            u"# Long\n\n"_s + QString(u"filler "_s).repeated(100) + u"needle "_s
                    + QString(u"filler "_s).repeated(100));
    Handbook longBook(m_dir.filePath(u"long"_s), nullptr);
    longBook.setQuery(u"needle"_s);
    const QString snippet = longBook.results().at(0).toMap().value(u"snippet"_s).toString();
    QVERIFY(snippet.contains(u"needle"_s));
    QVERIFY(snippet.startsWith(u'…') && snippet.endsWith(u'…'));
    QVERIFY(snippet.size() < 200);
}

void TestHandbook::links()
{
    Handbook handbook(m_dir.path(), nullptr);
    QVERIFY(handbook.openLink(u"02-club.md#entry"_s));
    QCOMPARE(handbook.currentKey(), u"club"_s);
    QVERIFY(handbook.openLink(u"start"_s));
    QCOMPARE(handbook.currentKey(), u"start"_s);
    QVERIFY(!handbook.openLink(u"https://example.org/02-club.md"_s));
    QVERIFY(!handbook.openLink(u"file:///etc/passwd"_s));
    QVERIFY(!handbook.openLink(u"99-missing.md"_s));
    QCOMPARE(handbook.currentKey(), u"start"_s);
}

void TestHandbook::richText()
{
    const QString html = Handbook::toHtml(
            u"# Title\n\nA paragraph with **bold**.\n\n## Part\n\n| a | b |\n| --- | --- |\n| 1 | 2 |\n"_s);
    QVERIFY(html.contains(u"Title"_s));
    QVERIFY(html.contains(u"font-weight"_s));
    QVERIFY(html.contains(u"margin-bottom:10px"_s));
    QVERIFY(html.contains(u"margin-top:18px"_s));
    QVERIFY(html.contains(u"<table"_s));
}

// The handbook built into the app: every chapter in English has a title, the user's chapters
// are written in Japanese too, and only the references fall back to English.
void TestHandbook::shippedHandbook()
{
    Handbook handbook;
    QVERIFY(handbook.rowCount() >= 10);
    QCOMPARE(handbook.currentKey(), u"start"_s);
    for (int row = 0; row < handbook.rowCount(); ++row)
        QVERIFY(!handbook.index(row).data(Handbook::TitleRole).toString().isEmpty());
    handbook.setLanguage(u"ja"_s);
    for (int row = 0; row < handbook.rowCount(); ++row) {
        const QString key = handbook.index(row).data(Handbook::KeyRole).toString();
        QCOMPARE(handbook.index(row).data(Handbook::FallbackRole).toBool(),
                key.startsWith(u"reference-"_s));
    }
    handbook.setQuery(u"向聴"_s);
    QVERIFY(!handbook.results().isEmpty());
}

HAIFU_TEST_MAIN(TestHandbook)
#include "tst_handbook.moc"
