#pragma once

#include <QByteArray>

// Hostile records, generated: valid small games of each format with something anyone can write
// added (long runs of unknown elements, many connection entries, numbers that overflow). Shared
// by tests/formats/tst_hostile.cpp and tests/bench/bench_formats.cpp.
namespace haifu::formats::hostile {

// mjlog XML: header, one hand that ends in an exhaustive draw with the final result (owari).
// `inside` goes into the hand (after the deal), `header` after <TAIKYOKU>. `ten` is the INIT
// start scores (in hundreds), `sc` the draw's score pairs, `owari` the final scores and points.
inline QByteArray mjlog(const QByteArray &inside = {}, const QByteArray &header = {},
        const QByteArray &ten = "250,250,250,250", const QByteArray &sc = "250,0,250,0,250,0,250,0",
        const QByteArray &owari = "250,-5.0,250,5.0,250,15.0,250,-15.0",
        const QByteArray &go = "type=\"169\" lobby=\"0\"")
{
    return "<mjloggm ver=\"2.3\"><GO " + go
            + "/><UN n0=\"a\" n1=\"b\" n2=\"c\" n3=\"d\" dan=\"1,1,1,1\" "
              "rate=\"1500,1500,1500,1500\" sx=\"M,M,M,M\"/><TAIKYOKU oya=\"0\"/>"
            + header + "<INIT seed=\"0,0,0,1,2,3\" ten=\"" + ten
            + "\" oya=\"0\" "
              "hai0=\"4,8,12,20,24,28,36,40,44,48,56,60,64\" "
              "hai1=\"5,9,13,21,25,29,37,41,45,49,57,61,65\" "
              "hai2=\"6,10,14,22,26,30,38,42,46,50,58,62,66\" "
              "hai3=\"7,11,15,23,27,31,39,43,47,51,59,63,67\"/>"
            + inside + "<RYUUKYOKU ba=\"0,0\" sc=\"" + sc + "\" owari=\"" + owari
            + "\"/></mjloggm>";
}

// mjlog XML with one hand won by seat 0 on seat 1's discard: `ten` "fu,points,limit" and `yaku`
// "id,han,…" of the AGARI, its `sc`; `extra` more attributes of the AGARI, `after` what follows
// it (more AGARI elements for a multiple ron).
inline QByteArray mjlogWin(const QByteArray &ten = "30,1000,0", const QByteArray &yaku = "8,1",
        const QByteArray &sc = "250,10,250,-10,250,0,250,0", const QByteArray &extra = {},
        const QByteArray &after = {})
{
    QByteArray xml = mjlog("<T68/><D68/><U72/><E72/>");
    const QByteArray agari = "<AGARI ba=\"0,0\" hai=\"4,8,12,20,24,28,36,40,44,48,56,60,64,72\" "
                             "machi=\"72\" ten=\""
            + ten + "\" yaku=\"" + yaku + "\" doraHai=\"3\" who=\"0\" fromWho=\"1\" sc=\"" + sc
            + "\"" + extra + "/>" + after;
    const qsizetype draw = xml.indexOf("<RYUUKYOKU");
    xml.replace(draw, xml.indexOf("/>", draw) + 2 - draw, agari);
    return xml;
}

// `count` unknown elements: all different names (`distinct`) or one name repeated.
inline QByteArray unknownXmlTags(int count, bool distinct = true)
{
    QByteArray tags;
    tags.reserve(qsizetype(count) * 12);
    for (int i = 0; i < count; ++i) {
        tags += "<x";
        if (distinct)
            tags += QByteArray::number(i);
        tags += "/>";
    }
    return tags;
}

// tenhou.net/6 JSON: one hand won by chankan (tests/data/records/reviewer__chankan.json, the
// public reviewer example). `connection` is spliced in as the record's "connection" list
// (without brackets), `scores` the start scores, `result` the hand's result entry.
inline QByteArray tenhouJson(const QByteArray &connection = {},
        const QByteArray &scores = "25000,25000,25000,25000",
        const QByteArray &result = "\"和了\",[0,0,8000,-8000],[2,3,2,\"満貫8000点\",\"槍槓(1飜)\","
                                   "\"場風 東(1飜)\",\"ドラ(1飜)\",\"赤ドラ(2飜)\"]",
        const QByteArray &extraTop = {})
{
    QByteArray out = "{\"title\":[\"\",\"\"],\"name\":[\"A\",\"B\",\"C\",\"D\"],"
                     "\"rule\":{\"disp\":\"上東喰赤速\",\"aka\":1},";
    out += extraTop;
    if (!connection.isNull())
        out += "\"connection\":[" + connection + "],";
    out += "\"log\":[[[0,0,0],[" + scores
            + "],[33],[],"
              "[13,13,17,21,24,25,31,32,33,33,36,42,44],"
              "[42,11,47,17,47,16,31,52,23,14,44,23],"
              "[44,21,60,42,42,47,11,31,33,36,60,13],"
              "[12,19,19,21,25,26,28,41,42,43,43,46,47],"
              "[12,19,38,22,11,22,12,17,43,31],"
              "[28,21,60,60,42,60,47,26,25,60],"
              "[13,15,51,17,26,32,35,53,38,41,41,43,45],"
              "[26,16,13,34,22,15,35,41,47,29,\"13p1313\"],"
              "[38,32,43,45,60,35,60,26,60,60,26],"
              "[12,16,21,23,23,24,27,27,34,36,36,37,45],"
              "[11,18,45,46,32,16,15,28,44,\"3636p36\",18,36],"
              "[45,11,60,60,60,37,21,60,60,24,12,\"3636k3636\"],["
            + result + "]]]}";
    return out;
}

// `count` connection entries: seat 1 dropping and coming back at step `step` of the hand, or
// (`valid` false) entries that name a hand the record does not have.
inline QByteArray connectionEntries(int count, bool valid = true, int step = 3)
{
    QByteArray list;
    const QByteArray one = valid
            ? "{\"what\":0,\"log\":0,\"who\":1,\"step\":" + QByteArray::number(step) + "}"
            : QByteArray("{\"what\":0,\"log\":7,\"who\":1,\"step\":3}");
    list.reserve(qsizetype(count) * (one.size() + 1));
    for (int i = 0; i < count; ++i) {
        if (i > 0)
            list += ',';
        list += one;
    }
    return list;
}

// MJAI: one four-player hand that ends in an exhaustive draw, with `inside` lines after the
// deal; `scores` the start scores, `deltas` the draw's score changes.
inline QByteArray mjai(const QByteArray &inside = {},
        const QByteArray &scores = "25000,25000,25000,25000", const QByteArray &deltas = "0,0,0,0",
        const QByteArray &beforeEnd = {})
{
    return "{\"type\":\"start_game\",\"names\":[\"a\",\"b\",\"c\",\"d\"]}\n"
           "{\"type\":\"start_kyoku\",\"bakaze\":\"E\",\"kyoku\":1,\"honba\":0,\"kyotaku\":0,"
           "\"oya\":0,\"dora_marker\":\"1m\",\"scores\":["
            + scores
            + "],\"tehais\":["
              "[\"2m\",\"3m\",\"4m\",\"6m\",\"7m\",\"8m\",\"1p\",\"2p\",\"3p\",\"4p\",\"6p\","
              "\"7p\",\"8p\"],"
              "[\"2m\",\"3m\",\"4m\",\"6m\",\"7m\",\"8m\",\"1p\",\"2p\",\"3p\",\"4p\",\"6p\","
              "\"7p\",\"8p\"],"
              "[\"2m\",\"3m\",\"4m\",\"6m\",\"7m\",\"8m\",\"1p\",\"2p\",\"3p\",\"4p\",\"6p\","
              "\"7p\",\"8p\"],"
              "[\"2m\",\"3m\",\"4m\",\"6m\",\"7m\",\"8m\",\"1s\",\"2s\",\"3s\",\"4s\",\"6s\","
              "\"7s\",\"8s\"]]}\n"
            + inside + beforeEnd + "{\"type\":\"ryukyoku\",\"reason\":\"fanpai\",\"deltas\":["
            + deltas
            + "]}\n"
              "{\"type\":\"end_kyoku\"}\n"
              "{\"type\":\"end_game\"}\n";
}

// `count` MJAI events of types nobody knows (all different, or one type repeated).
inline QByteArray unknownMjaiEvents(int count, bool distinct = true)
{
    QByteArray lines;
    lines.reserve(qsizetype(count) * 24);
    for (int i = 0; i < count; ++i) {
        lines += "{\"type\":\"x";
        if (distinct)
            lines += QByteArray::number(i);
        lines += "\"}\n";
    }
    return lines;
}

} // namespace haifu::formats::hostile
