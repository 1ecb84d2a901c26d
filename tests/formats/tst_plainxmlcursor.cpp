// The plain mjlog XML scan (tenhouxmlscan.h): PlainXmlCursor's pieces and scanPlainXml, which
// must accept only its plain subset and leave everything else to QXmlStreamReader.

#include "formats/tenhouxmlscan.h"

#include "testmain.h"

#include <QObject>
#include <QTest>

using namespace haifu::formats::tenhouxml;
using namespace Qt::StringLiterals;

namespace {

// The start tags scanPlainXml reports, as "NAME a=1 b=2"; empty when it refuses the document.
QStringList scan(const QByteArray &xml, bool *accepted = nullptr)
{
    QStringList out;
    const bool ok = scanPlainXml(xml, [&](QByteArrayView element, const auto &attributes) {
        QString line = QString::fromLatin1(element);
        for (const PlainAttribute &a : attributes)
            line += u' ' + QString::fromLatin1(a.name) + u'=' + QString::fromLatin1(a.value);
        out << line;
        return true;
    });
    if (accepted)
        *accepted = ok;
    return ok ? out : QStringList();
}

bool accepts(const QByteArray &xml)
{
    bool ok = false;
    scan(xml, &ok);
    return ok;
}

} // namespace

class TestPlainXmlCursor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cursorPieces();
    void elementsInDocumentOrder();
    void declarations();
    void refusesWhatLeavesTheSubset_data();
    void refusesWhatLeavesTheSubset();
    void attributeLimit();
    void callbackStopsTheScan();
};

void TestPlainXmlCursor::cursorPieces()
{
    const QByteArray data = "ab-1.c <!-- x --></ab-1.c>";
    PlainXmlCursor in(data);
    QVERIFY(in.skipDeclaration()); // none there
    QCOMPARE(in.name(), QByteArrayView("ab-1.c"));
    QVERIFY(!in.take('<'));
    QVERIFY(in.takeSpace());
    QVERIFY(in.atComment());
    QVERIFY(in.skipComment());
    QVERIFY(in.take('<'));
    QVERIFY(in.take('/'));
    std::vector<QByteArrayView> open{ "other" };
    QVERIFY(!in.endTag(open)); // closes the wrong element
    QCOMPARE(open.size(), std::size_t(1));

    const QByteArray end = "x >";
    PlainXmlCursor closing(end);
    std::vector<QByteArrayView> openX{ "x" };
    QVERIFY(closing.endTag(openX));
    QVERIFY(openX.empty());
    QVERIFY(closing.atEnd());

    const QByteArray attrs = " a=\"1\" b='two' />";
    PlainXmlCursor tag(attrs);
    std::vector<PlainAttribute> out;
    bool empty = false;
    QVERIFY(tag.attributes(out, empty));
    QVERIFY(empty);
    QCOMPARE(out.size(), std::size_t(2));
    QCOMPARE(out[1].name, QByteArrayView("b"));
    QCOMPARE(out[1].value, QByteArrayView("two"));

    const QByteArray badComment = "<!-- a -- b -->";
    PlainXmlCursor comment(badComment);
    QVERIFY(comment.atComment());
    QVERIFY(!comment.skipComment());
}

void TestPlainXmlCursor::elementsInDocumentOrder()
{
    const QByteArray xml = "<mjloggm ver=\"2.3\">\n<SHUFFLE seed=\"x\" ref=\"\"/>\n<!-- note -->\n"
                           "<GO type=\"169\" lobby=\"0\"/><T12/></mjloggm>\n";
    QCOMPARE(scan(xml),
            QStringList({ u"mjloggm ver=2.3"_s, u"SHUFFLE seed=x ref="_s, u"GO type=169 lobby=0"_s,
                    u"T12"_s }));
}

void TestPlainXmlCursor::declarations()
{
    QVERIFY(accepts("<?xml version=\"1.0\" encoding=\"UTF-8\"?><a/>"));
    QVERIFY(accepts("<?xml version=\"1.0\" encoding=\"utf-8\"?><a/>"));
    QVERIFY(accepts("<?xml version=\"1.0\"?><a/>"));
    QVERIFY(!accepts("<?xml version='1.0'?><a/>"));
    QVERIFY(!accepts("<?xml version=\"1.1\"?><a/>"));
}

void TestPlainXmlCursor::refusesWhatLeavesTheSubset_data()
{
    QTest::addColumn<QByteArray>("xml");
    QTest::newRow("text") << QByteArray("<a>text</a>");
    QTest::newRow("entity") << QByteArray("<a b=\"&amp;\"/>");
    QTest::newRow("tab in value") << QByteArray("<a b=\"\t\"/>");
    QTest::newRow("duplicate attribute") << QByteArray("<a b=\"1\" b=\"2\"/>");
    QTest::newRow("no space between") << QByteArray("<a b=\"1\"c=\"2\"/>");
    QTest::newRow("namespace") << QByteArray("<a xmlns=\"u\"/>");
    QTest::newRow("unquoted") << QByteArray("<a b=1/>");
    QTest::newRow("unclosed") << QByteArray("<a><b/>");
    QTest::newRow("mismatched") << QByteArray("<a></b>");
    QTest::newRow("two roots") << QByteArray("<a/><b/>");
    QTest::newRow("CDATA") << QByteArray("<a><![CDATA[x]]></a>");
    QTest::newRow("processing instruction") << QByteArray("<a><?pi x?></a>");
    QTest::newRow("comment ending in dash") << QByteArray("<a><!-- x---></a>");
    QTest::newRow("non-ASCII in comment") << QByteArray("<a><!-- \xc3\xa9 --></a>");
    QTest::newRow("empty") << QByteArray();
}

void TestPlainXmlCursor::refusesWhatLeavesTheSubset()
{
    QFETCH(QByteArray, xml);
    QVERIFY(!accepts(xml));
}

void TestPlainXmlCursor::attributeLimit()
{
    QByteArray xml = "<a";
    for (int i = 0; i < kMaxAttributes; ++i)
        xml += " a" + QByteArray::number(i) + "=\"1\"";
    QVERIFY(accepts(xml + "/>"));
    QVERIFY(!accepts(xml + " z=\"1\"/>"));
}

void TestPlainXmlCursor::callbackStopsTheScan()
{
    int seen = 0;
    const bool ok = scanPlainXml(QByteArray("<a><b/><c/></a>"),
            [&](QByteArrayView, const auto &) { return ++seen < 2; });
    QVERIFY(!ok);
    QCOMPARE(seen, 2);
}

HAIFU_TEST_GUILESS_MAIN(TestPlainXmlCursor)
#include "tst_plainxmlcursor.moc"
