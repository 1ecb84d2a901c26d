// Hostile files: numbers that overflow an int, a DTD, files past the size limit, a
// gzip bomb, long runs of unknown elements and connection entries. Every reader refuses what is
// out of its limits with an error naming the file, the hand and the field, and reads the rest.
// Inputs are generated (hostile.h); sizes stay moderate: timings are for bench_formats.
#include "formats/clubledger.h"
#include "formats/formatscommon.h"
#include "formats/notesfileformat.h"
#include "formats/recordio.h"
#include "hostile.h"

#include "testmain.h"

#include <QBuffer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <zlib.h>

using namespace Qt::StringLiterals;
using namespace haifu;
namespace hostile = haifu::formats::hostile;

namespace {

const QString kName = u"hostile.file"_s;

QString message(const Result<game::Record> &r)
{
    return r.ok() ? QString() : QString::fromStdString(r.error().message);
}

bool hasWarning(const game::Record &r, const QString &text)
{
    return std::any_of(r.warnings.begin(), r.warnings.end(),
            [&](const std::string &w) { return QString::fromStdString(w).contains(text); });
}

// `count` gzip members of `memberSize` zero bytes each, concatenated (a valid gzip stream).
QByteArray gzipZeros(qsizetype memberSize, int count)
{
    const QByteArray zeros(memberSize, '\0');
    z_stream zs{};
    deflateInit2(&zs, 9, Z_DEFLATED, 16 + MAX_WBITS, 9, Z_DEFAULT_STRATEGY);
    QByteArray member(static_cast<qsizetype>(deflateBound(&zs, uLong(memberSize))), '\0');
    zs.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(zeros.constData()));
    zs.avail_in = uInt(zeros.size());
    zs.next_out = reinterpret_cast<Bytef *>(member.data());
    zs.avail_out = uInt(member.size());
    deflate(&zs, Z_FINISH);
    member.resize(static_cast<qsizetype>(zs.total_out));
    deflateEnd(&zs);
    QByteArray out;
    for (int i = 0; i < count; ++i)
        out += member;
    return out;
}

// A club ledger with `extra` fields added at the top.
QByteArray ledger(const QByteArray &extra)
{
    return "{\"format\":\"haifu-club-ledger\",\"version\":1,\"rules\":\"ema\","
           "\"players\":[\"A\",\"B\",\"C\",\"D\"]"
            + (extra.isEmpty() ? QByteArray() : "," + extra) + "}";
}

Result<formats::Ledger> readLedger(const QByteArray &json)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"game.json"_s);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return Error{ "cannot write the ledger" };
    f.write(json);
    f.close();
    return formats::readLedgerFile(path);
}

QByteArray repeat(const QByteArray &item, int count, char separator = ',')
{
    QByteArray out;
    for (int i = 0; i < count; ++i) {
        if (i > 0 && separator)
            out += separator;
        out += item;
    }
    return out;
}

} // namespace

class TestHostile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void baseline();
    void numbers_data();
    void numbers();
    void dtd();
    void xmlAttributes();
    void plainFileTooLarge();
    void gzipBomb();
    void unknownXmlElements();
    void unknownMjaiEvents();
    void connectionEntries();
    void connectionOrder();
    void warningsCapped();
    void clubLedger_data();
    void clubLedger();
    void clubLedgerFileTooLarge();
    void notesFile_data();
    void notesFile();
};

void TestHostile::baseline()
{
    // The generated games read: every refusal below comes from what was added to them.
    for (const QByteArray &data :
            { hostile::mjlog(), hostile::mjlogWin(), hostile::tenhouJson(), hostile::mjai() }) {
        const Result<game::Record> r = formats::readRecord(data, kName);
        QVERIFY2(r.ok(), qPrintable(message(r)));
        QCOMPARE(r->kyoku.size(), std::size_t(1));
    }
    QVERIFY(readLedger(ledger({})).ok());
}

void TestHostile::numbers_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("expected"); // part of the error message

    // mjlog XML
    QTest::newRow("mjlog INIT ten") << hostile::mjlog({}, {}, "21474837,250,250,250")
                                    << u"hostile.file: event 3 (<INIT>): INIT ten[0]: "
                                       "2147483700 is out of range (-10000000 to 10000000)"_s;
    QTest::newRow("mjlog riichi accepted twice")
            << hostile::mjlog("<REACH who=\"2\" step=\"2\"/><REACH who=\"2\" step=\"2\"/>")
            << u"(<REACH>): seat 2's riichi is accepted twice in one hand"_s;
    QTest::newRow("mjlog RYUUKYOKU sc delta")
            << hostile::mjlog({}, {}, "250,250,250,250", "250,21474837,250,0,250,0,250,0")
            << u"(<RYUUKYOKU>): sc[1]: 2147483700 is out of range"_s;
    QTest::newRow("mjlog RYUUKYOKU sc score")
            << hostile::mjlog({}, {}, "250,250,250,250", "99999,99999,250,0,250,0,250,0")
            << u"sc: seat 0's score after the hand: 19999800 is out of range"_s;
    QTest::newRow("mjlog owari score") << hostile::mjlog(
            {}, {}, "250,250,250,250", "250,0,250,0,250,0,250,0", "1e300,0,250,0,250,0,250,0")
                                       << u"owari: seat 0's score: 1e+302 is out of range"_s;
    QTest::newRow("mjlog owari points")
            << hostile::mjlog({}, {}, "250,250,250,250", "250,0,250,0,250,0,250,0",
                       "250,1e300,250,0,250,0,250,0")
            << u"owari: seat 0's points: 1e+300 is out of range (-10000 to 10000)"_s;
    QTest::newRow("mjlog AGARI points") << hostile::mjlogWin("30,2147483647,0")
                                        << u"(<AGARI>): points: 2147483647 is out of range"_s;
    QTest::newRow("mjlog AGARI fu")
            << hostile::mjlogWin("2147483647,1000,0") << u"fu: 2147483647 is out of range"_s;
    QTest::newRow("mjlog AGARI yaku han") << hostile::mjlogWin("30,1000,0",
            "8,2147483647") << u"han of yaku tanyao: 2147483647 is out of range (0 to 200)"_s;
    QTest::newRow("mjlog AGARI han sum") << hostile::mjlogWin("30,1000,0", "8,200,7,200")
                                         << u"han: 400 is out of range (0 to 200)"_s;
    QTest::newRow("mjlog AGARI yaku list")
            << hostile::mjlogWin("30,1000,0", repeat("52,1", 100)) << u"100 yaku entries"_s;
    QTest::newRow("mjlog AGARI yakuman list")
            << hostile::mjlogWin("30,1000,0", {}, "250,10,250,-10,250,0,250,0",
                       " yakuman=\"" + repeat("39", 60) + "\"")
            << u"yakuman multiple: 60 is out of range (0 to 13)"_s;
    QTest::newRow("mjlog AGARI sc")
            << hostile::mjlogWin("30,1000,0", "8,1", "250,-21474837,250,0,250,0,250,0")
            << u"sc[1]: -2147483700 is out of range"_s;
    const QByteArray agari = hostile::mjlogWin().mid(hostile::mjlogWin().indexOf("<AGARI"));
    const QByteArray oneAgari = agari.left(agari.indexOf("/>") + 2);
    QTest::newRow("mjlog four wins in a hand") << hostile::mjlogWin(
            "30,1000,0", "8,1", "250,10,250,-10,250,0,250,0", {}, repeat(oneAgari, 3, 0))
                                               << u"more than 3 wins in one hand"_s;
    QTest::newRow("mjlog csrule uma")
            << hostile::mjlog({}, {}, "250,250,250,250", "250,0,250,0,250,0,250,0",
                       "250,-5.0,250,5.0,250,15.0,250,-15.0",
                       "type=\"169\" lobby=\"0\" csrule=\"0,0,,,30000,30000,30000,,,,,,,,,,,,,,,"
                       "3000000,-5,-15\"")
            << u"(<GO>): csrule uma of place 2: 3000000 is out of range (-1000 to 1000)"_s;
    QTest::newRow("mjlog csrule start") << hostile::mjlog({}, {}, "250,250,250,250",
            "250,0,250,0,250,0,250,0", "250,-5.0,250,5.0,250,15.0,250,-15.0",
            "type=\"169\" lobby=\"0\" csrule=\"0,0,,,2147483647,30000,30000,,,,,,,,,,,"
            ",,,,5,-5,-15\"") << u"csrule start points: 2147483647 is out of range"_s;
    QByteArray rated = hostile::mjlog();
    rated.replace("rate=\"1500,1500,1500,1500\"", "rate=\"1e300,1500,1500,1500\"");
    QTest::newRow("mjlog UN rate") << rated << u"UN rate[0]: 1e+300 is out of range"_s;
    QByteArray hands;
    const QByteArray initToEnd = [] {
        const QByteArray xml = hostile::mjlog();
        const qsizetype from = xml.indexOf("<INIT");
        const qsizetype to = xml.indexOf("<RYUUKYOKU");
        return xml.mid(from, to - from) + "<RYUUKYOKU ba=\"0,0\" sc=\"250,0,250,0,250,0,250,0\"/>";
    }();
    QTest::newRow("mjlog 501 hands")
            << hostile::mjlog({}, repeat(initToEnd, 500, 0)) << u"more than 500 hands"_s;
    QTest::newRow("mjlog events in a hand") << hostile::mjlog(repeat("<BYE who=\"1\"/>", 10'001, 0))
                                            << u"more than 10000 events in one hand"_s;
    QTest::newRow("mjlog events before the first hand") << hostile::mjlog(
            {}, repeat("<BYE who=\"1\"/>", 10'001, 0)) << u"more than 10000 events in one hand"_s;

    // tenhou.net/6 JSON
    QTest::newRow("json point string")
            << hostile::tenhouJson({}, "25000,25000,25000,25000",
                       "\"和了\",[0,0,8000,-8000],[2,2,2,\"役満999999999点∀\",\"国士無双(役満)\"]")
            << u"kyoku 1 (E1-0): event 90 (result \"和了\"): score text \"役満999999999点∀\": "
               "points: 999999999 is out of range (0 to 1000000)"_s;
    QTest::newRow("json point string, more digits than an int") << hostile::tenhouJson({},
            "25000,25000,25000,25000",
            "\"和了\",[0,0,8000,-8000],[2,3,2,\"30符1飜99999999999999点\",\"立直(1飜)"
            "\"]") << u"points: 1e+12 is out of range"_s;
    QTest::newRow("json fu string") << hostile::tenhouJson({}, "25000,25000,25000,25000",
            "\"和了\",[0,0,8000,-8000],[2,3,2,\"4294967296符1飜1000点\",\"立直(1飜)\"]")
                                    << u"fu: 4294967296 is out of range (0 to 200)"_s;
    QTest::newRow("json yaku han") << hostile::tenhouJson({}, "25000,25000,25000,25000",
            "\"和了\",[0,0,8000,-8000],[2,3,2,\"満貫8000点\",\"立直(99999999999飜)\"]")
                                   << u"han of \"立直(99999999999飜)\""_s;
    QTest::newRow("json han sum") << hostile::tenhouJson({}, "25000,25000,25000,25000",
            "\"和了\",[0,0,8000,-8000],[2,3,2,\"満貫8000点\",\"立直(150飜)\","
            "\"ドラ(150飜)\"]") << u"han: 300 is out of range (0 to 200)"_s;
    QTest::newRow("json start score") << hostile::tenhouJson({}, "1e12,25000,25000,25000")
                                      << u"kyoku 1 (E1-0): start score 0: 1e+12 is out of range"_s;
    QTest::newRow("json score change") << hostile::tenhouJson({}, "25000,25000,25000,25000",
            "\"和了\",[0,0,2147483648,-8000],[2,3,2,\"満貫8000点\",\"立直(1飜)\"]")
                                       << u"score change 2: 2147483648 is out of range"_s;
    QTest::newRow("json score changes past the seats")
            << hostile::tenhouJson({}, "25000,25000,25000,25000",
                       "\"和了\",[0,0,8000,-8000,-8000],[2,3,2,\"満貫8000点\",\"立直(1飜)\"]")
            << u"(result \"和了\"): the score changes are not a list of 4 numbers"_s;
    QTest::newRow("json score after the hand")
            << hostile::tenhouJson({}, "25000,25000,25000,25000", "\"流局\",[9999999,0,0,0]")
            << u"seat 0's score after the hand: 10024999 is out of range (-10000000 to 10000000)"_s;
    QTest::newRow("json draw score change") << hostile::tenhouJson({}, "25000,25000,25000,25000",
            "\"流局\",[1e300,0,0,0]") << u"score change 0: 1e+300 is out of range"_s;
    QTest::newRow("json final scores") << hostile::tenhouJson({}, "25000,25000,25000,25000",
            "\"和了\",[0,0,8000,-8000],[2,3,2,\"満貫8000点\",\"立直(1飜)\"]",
            "\"sc\":[1e12,0,25000,0,25000,0,25000,0],")
                                       << u"sc[0]: 1e+12 is out of range"_s;
    QTest::newRow("json final points") << hostile::tenhouJson({}, "25000,25000,25000,25000",
            "\"和了\",[0,0,8000,-8000],[2,3,2,\"満貫8000点\",\"立直(1飜)\"]",
            "\"sc\":[25000,1e300,25000,0,25000,0,25000,0],")
                                       << u"sc[1]: 1e+300 is out of range (-10000 to 10000)"_s;
    QTest::newRow("json title time") << hostile::tenhouJson({}, "25000,25000,25000,25000",
            "\"和了\",[0,0,8000,-8000],[2,3,2,\"満貫8000点\",\"立直(1飜)\"]", "\"title\":[1e300],")
                                                .replace("\"title\":[\"\",\"\"],", "")
                                     << u"title[0]: 1e+300 is not a time"_s;
    QTest::newRow("json rate") << hostile::tenhouJson({}, "25000,25000,25000,25000",
            "\"和了\",[0,0,8000,-8000],[2,3,2,\"満貫8000点\",\"立直(1飜)\"]",
            "\"rate\":[1e300,0,0,0],")
                               << u"rate[0]: 1e+300 is out of range"_s;
    const QByteArray win = ",[0,0,8000,-8000],[2,3,2,\"満貫8000点\",\"立直(1飜)\"]";
    QTest::newRow("json four wins in a hand") << hostile::tenhouJson({}, "25000,25000,25000,25000",
            "\"和了\"" + repeat(win, 4, 0)) << u"more than 3 wins in one hand"_s;
    QTest::newRow("json 501 hands") << [] {
        QByteArray json = hostile::tenhouJson();
        const qsizetype from = json.indexOf("[[0,0,0]");
        const QByteArray hand = json.mid(from, json.size() - 2 - from);
        json.replace(from, hand.size(), repeat(hand, 501));
        return json;
    }() << u"more than 500 hands"_s;

    // MJAI
    QTest::newRow("mjai start scores")
            << hostile::mjai({}, "1e12,25000,25000,25000") << u"scores[0]: 1e+12 is out of range"_s;
    QTest::newRow("mjai draw deltas")
            << hostile::mjai({}, "25000,25000,25000,25000", "2147483648,0,0,0")
            << u"kyoku 1 (E1-0): event 3 (line 3, \"ryukyoku\"): deltas[0]: 2147483648 is out "
               "of range"_s;
    const QByteArray hora = "{\"type\":\"tsumo\",\"actor\":0,\"pai\":\"5p\"}\n"
                            "{\"type\":\"hora\",\"actor\":0,\"target\":0,\"pai\":\"5p\",";
    const QByteArray fine = "\"deltas\":[3000,-1000,-1000,-1000],\"yakus\":[[\"tsumo\",1]],"
                            "\"fu\":30,\"fan\":1,\"hora_points\":1000}\n";
    QTest::newRow("mjai hora deltas") << hostile::mjai(
            hora + "\"deltas\":[1e300,-1000,-1000,-1000],\"yakus\":[[\"tsumo\",1]]}\n")
                                      << u"deltas[0]: 1e+300 is out of range"_s;
    QTest::newRow("mjai hora scores")
            << hostile::mjai(hora + "\"scores\":[-1e12,0,0,0]," + fine.mid(0))
            << u"scores[0]: -1e+12 is out of range"_s;
    QTest::newRow("mjai hora points")
            << hostile::mjai(hora + QByteArray(fine).replace("1000}", "2147483647}"))
            << u"\"hora_points\": 2147483647 is out of range (0 to 1000000)"_s;
    QTest::newRow("mjai hora fu") << hostile::mjai(
            hora + QByteArray(fine).replace("\"fu\":30", "\"fu\":1e10"))
                                  << u"\"fu\": 10000000000 is out of range (0 to 200)"_s;
    QTest::newRow("mjai hora fan")
            << hostile::mjai(hora + QByteArray(fine).replace("\"fan\":1", "\"fan\":-5"))
            << u"\"fan\": -5 is out of range (0 to 200)"_s;
    QTest::newRow("mjai yaku han")
            << hostile::mjai(hora + QByteArray(fine).replace("[\"tsumo\",1]", "[\"tsumo\",3e9]"))
            << u"han of yaku \"tsumo\": 3000000000 is out of range"_s;
    QTest::newRow("mjai yaku list") << hostile::mjai(hora
            + QByteArray(fine).replace("[[\"tsumo\",1]]", "[" + repeat("[\"dora\",1]", 65) + "]"))
                                    << u"65 yaku entries"_s;
    QTest::newRow("mjai four horas") << hostile::mjai(
            hora + fine + repeat(hora.mid(hora.indexOf("{\"type\":\"hora\"")) + fine, 3, 0))
                                     << u"more than 3 wins in one hand"_s;
    QTest::newRow("mjai riichi accepted twice")
            << hostile::mjai(repeat("{\"type\":\"reach_accepted\",\"actor\":1}\n", 2, 0))
            << u"seat 1's riichi is accepted twice in one hand"_s;
    QTest::newRow("mjai events in a hand")
            << hostile::mjai(repeat("{\"type\":\"dora\",\"dora_marker\":\"1m\"}\n", 10'001, 0))
            << u"more than 10000 events in one hand"_s;
}

void TestHostile::numbers()
{
    QFETCH(QByteArray, data);
    QFETCH(QString, expected);
    const Result<game::Record> r = formats::readRecord(data, kName);
    QVERIFY2(!r.ok(), "read, expected a refusal");
    const QString m = message(r);
    QVERIFY2(m.startsWith(kName + u": "_s), qPrintable(m));
    QVERIFY2(m.contains(expected), qPrintable(m));
}

void TestHostile::dtd()
{
    // Any DTD, entities or not: refused before anything it declares is used.
    const QByteArray entities = "<!DOCTYPE mjloggm [<!ENTITY a \"aaaaaaaaaa\">"
                                "<!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\">"
                                "<!ENTITY c \"&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;\">]>";
    for (const QByteArray &doctype : { QByteArray("<!DOCTYPE mjloggm>"), entities,
                 QByteArray("<!DOCTYPE mjloggm SYSTEM \"http://127.0.0.1:8765/x.dtd\">") }) {
        QByteArray xml = hostile::mjlog();
        xml.replace("<UN n0=\"a\"", "<UN n0=\"&c;\"");
        const Result<game::Record> r =
                formats::readRecord("<?xml version=\"1.0\"?>" + doctype + xml, kName);
        QVERIFY(!r.ok());
        QVERIFY2(message(r).startsWith(kName + u": a DTD"_s), qPrintable(message(r)));
    }
}

void TestHostile::xmlAttributes()
{
    // 10,000 attributes on one element (Qt's XML reader is quadratic in them): refused first.
    QByteArray attributes;
    for (int i = 0; i < 10'000; ++i)
        attributes += " a" + QByteArray::number(i) + "=\"1\"";
    QByteArray xml = hostile::mjlog();
    xml.replace("<TAIKYOKU oya=\"0\"", "<TAIKYOKU oya=\"0\"" + attributes);
    Result<game::Record> r = formats::readRecord(xml, kName);
    QCOMPARE(message(r), kName + u": the element at line 1 has more than 64 attributes"_s);
    // '=' in values, comments, CDATA and processing instructions counts for nothing.
    const QByteArray equals(1'000, '=');
    xml = hostile::mjlog("<!--" + equals + "--><![CDATA[" + equals + "]]><?pi " + equals + "?>");
    xml.replace("<UN n0=\"a\"", "<UN n0=\"" + equals + "\" n9='" + equals + "'");
    r = formats::readRecord(xml, kName);
    QVERIFY2(r.ok(), qPrintable(message(r)));
}

void TestHostile::plainFileTooLarge()
{
    // In memory: refused before any reader looks at it.
    QByteArray big(formats::kMaxRecordBytes + 1, ' ');
    big[0] = '<';
    Result<game::Record> r = formats::readRecord(big, kName);
    QCOMPARE(message(r), kName + u": larger than 64 MiB"_s);
    big.clear();
    // On disk: refused from its size, without reading it (a sparse file).
    QTemporaryDir dir;
    const QString path = dir.filePath(u"big.mjlog"_s);
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.resize(qint64(formats::kMaxRecordBytes) * 4));
    }
    r = formats::readRecordFile(path);
    QCOMPARE(message(r), path + u": larger than 64 MiB"_s);
    // A device whose size is not known (a pipe) is read up to the limit and no further.
    QByteArray justOver(formats::kMaxRecordBytes + 1, ' ');
    QBuffer buffer(&justOver);
    QVERIFY(buffer.open(QIODevice::ReadOnly));
    const Result<QByteArray> capped = formats::readAllCapped(buffer);
    QVERIFY(!capped.ok());
    QCOMPARE(QString::fromStdString(capped.error().message), u"larger than 64 MiB"_s);
    QVERIFY(buffer.pos() <= formats::kMaxRecordBytes + 1);
}

void TestHostile::gzipBomb()
{
    // 2 GiB of zeros in 2 MB of gzip (128 members of 16 MiB): inflation stops at the limit.
    const QByteArray bomb = gzipZeros(16 * 1024 * 1024, 128);
    QVERIFY(bomb.size() < 4 * 1024 * 1024);
    const Result<game::Record> r = formats::readRecord(bomb, kName);
    QCOMPARE(message(r), kName + u": larger than 64 MiB when inflated (gzip)"_s);
    const Result<QByteArray> inflated = formats::gunzip(bomb);
    QVERIFY(!inflated.ok());
    // Just under the limit inflates (and is then no record).
    const QByteArray under = gzipZeros(16 * 1024 * 1024, 4);
    QVERIFY(formats::gunzip(under).ok());
    QCOMPARE(formats::gunzip(under)->size(), formats::kMaxRecordBytes);
}

void TestHostile::unknownXmlElements()
{
    // 20,000 made-up element names inside a hand and 20,000 of one name between the header and
    // the hand: read, the first names listed, the rest counted.
    const QByteArray xml =
            hostile::mjlog(hostile::unknownXmlTags(20'000), hostile::unknownXmlTags(20'000, false));
    const Result<game::Record> r = formats::readRecord(xml, kName);
    QVERIFY2(r.ok(), qPrintable(message(r)));
    QVERIFY(hasWarning(*r, u"ignored unknown element <x>"_s));
    QVERIFY(hasWarning(*r, u"ignored unknown element <x0>"_s));
    QVERIFY(hasWarning(*r, u"ignored unknown element <x18>"_s));
    QVERIFY(!hasWarning(*r, u"ignored unknown element <x19>"_s));
    QVERIFY(hasWarning(*r, u"ignored 19981 more unknown elements of other names"_s));
    QVERIFY(r->warnings.size() < 30);
}

void TestHostile::unknownMjaiEvents()
{
    const QByteArray mjai = hostile::mjai(
            hostile::unknownMjaiEvents(20'000) + hostile::unknownMjaiEvents(20'000, false));
    const Result<game::Record> r = formats::readRecord(mjai, kName);
    QVERIFY2(r.ok(), qPrintable(message(r)));
    QVERIFY(hasWarning(*r, u"ignored events of unknown type \"x0\""_s));
    QVERIFY(hasWarning(*r, u"ignored events of unknown type \"x19\""_s));
    // The repeated type came after the list was full: counted with the others.
    QVERIFY(hasWarning(*r, u"ignored 39980 more events of other unknown types"_s));
    QVERIFY(r->warnings.size() < 30);
}

void TestHostile::connectionEntries()
{
    const std::size_t moves =
            formats::readRecord(hostile::tenhouJson(), kName)->kyoku[0].events.size();
    QCOMPARE(moves, std::size_t(91));
    // 5,000 entries of one hand: read, all placed before the hand's fourth move.
    Result<game::Record> r =
            formats::readRecord(hostile::tenhouJson(hostile::connectionEntries(5'000)), kName);
    QVERIFY2(r.ok(), qPrintable(message(r)));
    const std::vector<game::Event> &events = r->kyoku[0].events;
    QCOMPARE(events.size(), 5'000 + moves);
    for (std::size_t i = 0; i < events.size(); ++i) {
        const bool connection = i >= 3 && i < 3 + 5'000;
        QCOMPARE(events[i].type == game::EventType::Disconnect, connection);
    }
    // 5,000 that name no hand: read, one warning for them all.
    r = formats::readRecord(hostile::tenhouJson(hostile::connectionEntries(5'000, false)), kName);
    QVERIFY2(r.ok(), qPrintable(message(r)));
    QVERIFY(hasWarning(*r, u"ignored 5000 connection entries that name no hand, seat or step"_s));
    QCOMPARE(r->kyoku[0].events.size(), moves);
    // Past the limits: refused.
    r = formats::readRecord(hostile::tenhouJson(hostile::connectionEntries(9'990)), kName);
    QVERIFY2(message(r).endsWith(
                     u"connection[9909]: more than 10000 events in one hand: kyoku 1 (E1-0)"_s),
            qPrintable(message(r)));
    r = formats::readRecord(hostile::tenhouJson(hostile::connectionEntries(10'001, false)), kName);
    QVERIFY2(message(r).endsWith(u"connection: 10001 entries (at most 10000)"_s),
            qPrintable(message(r)));
}

void TestHostile::connectionOrder()
{
    // Entries go right before the move after `step` moves, in the order listed for one step;
    // past the last move, at the end in the order listed.
    const QByteArray list = "{\"what\":0,\"log\":0,\"who\":1,\"step\":5},"
                            "{\"what\":1,\"log\":0,\"who\":1,\"step\":0},"
                            "{\"what\":0,\"log\":0,\"who\":2,\"step\":5},"
                            "{\"what\":1,\"log\":0,\"who\":3,\"step\":999},"
                            "{\"what\":0,\"log\":0,\"who\":0,\"step\":2},"
                            "{\"what\":1,\"log\":0,\"who\":2,\"step\":500}";
    const Result<game::Record> r = formats::readRecord(hostile::tenhouJson(list), kName);
    QVERIFY2(r.ok(), qPrintable(message(r)));
    QString order;
    for (const game::Event &e : r->kyoku[0].events) {
        if (e.type == game::EventType::Disconnect || e.type == game::EventType::Reconnect)
            order += QString(e.type == game::EventType::Disconnect ? u'-' : u'+')
                    + QString::number(e.seat) + u' ';
        else
            order += u". "_s;
    }
    QVERIFY2(order.startsWith(u"+1 . . -0 . . . -1 -2 . "_s), qPrintable(order));
    QVERIFY2(order.endsWith(u". +3 +2 "_s), qPrintable(order));
}

void TestHostile::warningsCapped()
{
    // A warning per event (a tsumogiri flag on a tile not just drawn), 1,000 times: the first
    // 200 kept, the rest counted.
    const QByteArray line = "{\"type\":\"dahai\",\"actor\":0,\"pai\":\"2m\",\"tsumogiri\":true}\n"
                            "{\"type\":\"tsumo\",\"actor\":0,\"pai\":\"2m\"}\n"
                            "{\"type\":\"dahai\",\"actor\":1,\"pai\":\"2m\",\"tsumogiri\":true}\n";
    const Result<game::Record> r = formats::readRecord(hostile::mjai(repeat(line, 500, 0)), kName);
    QVERIFY2(r.ok(), qPrintable(message(r)));
    QCOMPARE(r->warnings.size(), std::size_t(formats::detail::kMaxWarnings + 1));
    QVERIFY2(QString::fromStdString(r->warnings.back()).endsWith(u"more warnings not listed"_s),
            r->warnings.back().c_str());
}

void TestHostile::clubLedger_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected");
    QTest::newRow("start score past an int")
            << ledger("\"start_scores\":[1e12,25000,25000,25000]")
            << u"start_scores[0]: 1e+12 is out of range (-10000000 to 10000000)"_s;
    QTest::newRow("start score just past the limit")
            << ledger("\"start_scores\":[25000,25000,25000,10000001]")
            << u"start_scores[3]: 10000001 is out of range"_s;
    QTest::newRow("penalty points") << ledger("\"penalties\":[{\"seat\":1,\"points\":2147483648}]")
                                    << u"penalties[0].points: 2.14748e+09 is out of range"_s;
    QTest::newRow("too many penalties")
            << ledger("\"penalties\":[" + repeat("{\"seat\":1,\"points\":1000000}", 1'001) + "]")
            << u"penalties: 1001 penalties (at most 1000)"_s;
    QTest::newRow("too many hands")
            << ledger("\"hands\":[" + repeat("{\"result\":\"abortive\"}", 501) + "]")
            << u"hands: 501 hands (at most 500)"_s;
    QTest::newRow("four winners") << ledger(
            "\"hands\":[{\"result\":\"ron\",\"discarder\":0,\"winners\":["
            + repeat("{\"seat\":1,\"han\":1,\"fu\":30}", 4) + "]}]")
                                  << u"hands[0].winners: 4 winners in a 4-player game"_s;
    QTest::newRow("rules list item past an int")
            << ledger("\"rules\":{\"preset\":\"ema\",\"uma\":[1e12,10000,-10000,-20000]}")
                       .replace("\"rules\":\"ema\",", "")
            << u"rules.uma: expected a list of integers"_s;
    QTest::newRow("rules list item a fraction")
            << ledger("\"rules\":{\"preset\":\"ema\",\"uma\":[15000.5,5000,-5000,-15000]}")
                       .replace("\"rules\":\"ema\",", "")
            << u"rules.uma: expected a list of integers"_s;
}

void TestHostile::clubLedger()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    const Result<formats::Ledger> r = readLedger(json);
    QVERIFY2(!r.ok(), "read, expected a refusal");
    const QString m = QString::fromStdString(r.error().message);
    QVERIFY2(m.startsWith(u"game.json: "_s), qPrintable(m));
    QVERIFY2(m.contains(expected), qPrintable(m));
}

void TestHostile::clubLedgerFileTooLarge()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"huge.json"_s);
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.resize(qint64(formats::kMaxRecordBytes) + 1));
    }
    const Result<formats::Ledger> r = formats::readLedgerFile(path);
    QVERIFY(!r.ok());
    QCOMPARE(QString::fromStdString(r.error().message), u"huge.json: larger than 64 MiB"_s);
}

void TestHostile::notesFile_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected");
    const QByteArray head = "{\"format\":\"haifu-notes\",\"version\":1,\"record\":{\"log\":[]},"
                            "\"annotations\":[";
    QTest::newRow("kyoku past an int")
            << head + "{\"kyoku\":1e12,\"step\":0,\"seat\":0,\"text\":\"x\"}]}"
            << u"notes.haifu, note 1: \"kyoku\" must be a whole number from 0 to 499"_s;
    QTest::newRow("step negative")
            << head + "{\"kyoku\":0,\"step\":0,\"seat\":-1},{\"kyoku\":0,\"step\":-1,\"seat\":0}]}"
            << u"notes.haifu, note 2: \"step\" must be a whole number from 0 to 10000"_s;
    QTest::newRow("seat out of range") << head + "{\"kyoku\":0,\"step\":0,\"seat\":4}]}"
                                       << u"note 1: \"seat\" must be a whole number from -1 to 3"_s;
    QTest::newRow("kyoku a fraction") << head + "{\"kyoku\":0.5,\"step\":0,\"seat\":0}]}"
                                      << u"note 1: \"kyoku\" must be a whole number"_s;
    QTest::newRow("too many notes") << head + repeat("{\"kyoku\":0,\"step\":0,\"seat\":0}", 100'001)
                    + "]}" << u"notes.haifu holds 100001 notes; at most 100000 are read"_s;
    QTest::newRow("version past an int")
            << QByteArray("{\"format\":\"haifu-notes\",\"version\":1e12,\"record\":{}}")
            << u"notes.haifu was written by a newer Haifu (file version 1e+12)"_s;
    QByteArray big(formats::kMaxRecordBytes + 1, ' ');
    big[0] = '{';
    QTest::newRow("larger than the limit") << big << u"notes.haifu: larger than 64 MiB"_s;
}

void TestHostile::notesFile()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    const Result<formats::NotesFile> r = formats::parseNotesFile(json, u"notes.haifu"_s);
    QVERIFY2(!r.ok(), "read, expected a refusal");
    const QString m = QString::fromStdString(r.error().message);
    QVERIFY2(m.contains(expected), qPrintable(m));
}

HAIFU_TEST_GUILESS_MAIN(TestHostile)
#include "tst_hostile.moc"
