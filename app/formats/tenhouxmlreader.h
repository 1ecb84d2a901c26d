#pragma once

#include "formats/formatscommon.h"
#include "formats/tenhouxmlscan.h"

#include <QXmlStreamReader>

#include <array>
#include <bitset>
#include <vector>

// The Tenhou mjlog XML reader (recordio.h readTenhouXml): the elements of the header and the
// hands in tenhouxmlreader.cpp, the ends of hands (AGARI, RYUUKYOKU) and their scores in
// tenhouxmlresult.cpp. Not part of the formats API.
namespace haifu::formats::tenhouxml {

class XmlReader
{
public:
    XmlReader(const QByteArray &data, const QString &source)
        : m_data(data), m_xml(data), m_ctx(source)
    { }

    Result<game::Record> read();

private:
    std::optional<Error> element(QStringView name, const QXmlStreamAttributes &attrs);
    std::optional<Error> header(QStringView name, const QXmlStreamAttributes &attrs);
    std::optional<Error> init(const QXmlStreamAttributes &attrs);
    std::optional<Error> drawOrDiscard(QChar letter, int id);
    std::optional<Error> call(const QXmlStreamAttributes &attrs);
    std::optional<Error> agari(const QXmlStreamAttributes &attrs);
    std::optional<Error> ryuukyoku(const QXmlStreamAttributes &attrs);
    std::optional<Error> scores(
            const QXmlStreamAttributes &attrs, std::array<int, 4> &deltas, bool &hasDeltas);
    std::optional<Error> seatAttr(
            const QXmlStreamAttributes &attrs, QLatin1String name, int &seat, bool required = true);
    std::optional<Error> tileList(QStringView text, const char16_t *what, std::vector<Tile> &out,
            std::vector<int> *ids = nullptr);
    std::optional<Error> checkNew(int id);
    std::optional<Error> checkScores(const char16_t *what, int scale, int count);
    std::optional<Error> ignore(QStringView name);
    void applyWalls(); // rebuilds the walls from the seed and checks them (tenhouwall.h)
    Error fail(const QString &message) const { return m_ctx.error(message); }
    void warn(const QString &message) { m_ctx.warn(m_record, message); }
    game::Kyoku *kyoku() { return m_record.kyoku.empty() ? nullptr : &m_record.kyoku.back(); }
    void push(Event e) { m_record.kyoku.back().events.push_back(std::move(e)); }

    const QByteArray &m_data;
    QXmlStreamReader m_xml;
    ErrorContext m_ctx;
    game::Record m_record;
    bool m_red = true;
    bool m_sawRoot = false;
    bool m_sawGo = false;
    bool m_started = false; // TAIKYOKU or INIT seen: a UN is a reconnect from now on
    bool m_kyokuOpen = false; // an INIT whose hand has not ended yet
    bool m_kyokuEnded = false;
    std::array<int, 4> m_lastDraw{ -1, -1, -1, -1 };
    std::array<bool, 4> m_replacement{};
    std::array<bool, 4> m_riichiPending{};
    std::array<bool, 4> m_riichiAccepted{}; // REACH step="2" seen this hand
    int m_lastDiscardSeat = -1;
    int m_lastDiscardId = -1;
    std::bitset<136> m_seen;
    // Unknown elements: the first kinds by name, the others only counted (a file can hold any
    // number of made-up names; remembering them all would cost memory and time for nothing).
    static constexpr std::size_t kListedUnknown = 20;
    std::vector<QString> m_ignored;
    qsizetype m_ignoredOthers = 0;
    std::vector<Event> m_early; // disconnections before the first INIT
    std::array<char16_t, 24> m_tag{}; // the current element's name
    std::vector<int> m_ints;
};

} // namespace haifu::formats::tenhouxml
