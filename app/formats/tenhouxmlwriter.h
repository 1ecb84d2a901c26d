#pragma once

#include "formats/formatscommon.h"

#include <QByteArray>

#include <array>
#include <bitset>
#include <map>
#include <vector>

// The Tenhou mjlog XML writer (recordio.h writeTenhouXml): the header, the deal, the moves and
// the calls in tenhouxmlwriter.cpp, the ends of hands (AGARI, RYUUKYOKU) in
// tenhouxmlwriteresult.cpp. Not part of the formats API.
namespace haifu::formats::tenhouxml {

// The 136 tile ids of one hand (FORMATS.md §1.3): every physical tile gets its own id once, red
// fives copy 0 when red fives are played, and the writer follows which ids each seat holds.
class TileIds
{
public:
    explicit TileIds(bool red) : m_red(red) { }

    void reset();
    // Whether `id` is that tile (kind and colour).
    [[nodiscard]] bool fits(int id, Tile tile) const;
    // The lowest id of the tile not used in this hand yet, now used; -1 when every copy is.
    int fresh(Tile tile);
    // An id of the tile for something that need not be a new tile (a shown indicator): a fresh
    // one, or when none is left the lowest id of its kind and colour.
    int anyId(Tile tile);
    // Takes the tile from the seat's hand: `prefer` when it is there and fits, else the lowest
    // fitting id but `avoid` (which is taken only when no other fits). A tile the hand does not
    // hold (a record read leniently) gets anyId.
    int take(int seat, Tile tile, int prefer = -1, int avoid = -1);
    void give(int seat, int id) { m_hands[seat].push_back(id); }
    [[nodiscard]] const std::vector<int> &hand(int seat) const { return m_hands[seat]; }
    // Picks a fitting id out of `pool` (the lowest; removed from it), or anyId.
    int pick(std::vector<int> &pool, Tile tile);

private:
    bool m_red;
    std::bitset<136> m_used;
    std::array<std::vector<int>, 4> m_hands;
};

// A pon as written, to write a later added kan of it.
struct PonBits
{
    int rel = 0;
    int called = 0; // index of the called copy among the three
    std::size_t code = 0; // index into the seat's meld codes
};

// "1,2,3".
[[nodiscard]] QByteArray intList(const std::vector<int> &values);
// A decimal the reader reads back as the same double: with Tenhou's `decimals` (two in rates,
// one in final points) when they are exact, else in the shortest form.
[[nodiscard]] QByteArray decimal(double value, int decimals);

class XmlWriter
{
public:
    explicit XmlWriter(const game::Record &record);

    Result<QByteArray> write();

private:
    using Attrs = std::vector<std::pair<const char *, QByteArray>>;

    void element(const char *name, const Attrs &attrs, bool spaced = false);
    void header();
    std::optional<Error> hand(std::size_t ki);
    std::optional<Error> init(const game::Kyoku &k);
    std::optional<Error> event(const Event &e);
    std::optional<Error> drawOrDiscard(const Event &e);
    std::optional<Error> call(const Event &e);
    std::optional<Error> kan(const Event &e);
    std::optional<Error> agari(const Event &e);
    std::optional<Error> ryuukyoku();
    std::optional<Error> yaku(const game::WinResult &w, Attrs &attrs);
    std::optional<Error> scores(const std::array<int, 4> &deltas, bool has, Attrs &attrs);
    std::optional<Error> hundreds(int points, const QString &what, int &out) const;
    // A tile new in this hand (dealt, drawn, revealed): its id, or the error naming `what`.
    std::optional<Error> newTile(Tile tile, const QString &what, int &id);
    QByteArray owari();
    QByteArray idList(std::vector<int> ids) const;
    Error fail(const QString &message) const { return m_ctx.error(message); }

    const game::Record &m_record;
    ErrorContext m_ctx;
    QByteArray m_out;
    bool m_red = true;
    TileIds m_ids;
    // The hand being written.
    const game::Kyoku *m_kyoku = nullptr;
    bool m_lastKyoku = false;
    std::size_t m_lastResult = 0; // index of the hand's last win or draw event
    std::size_t m_eventIndex = 0;
    std::array<int, 4> m_scores{};
    int m_sticks = 0;
    bool m_firstWin = true;
    std::array<int, 4> m_lastDraw{};
    int m_lastDiscard = -1; // id of the last discard, until a draw or call
    int m_lastTile = -1; // id of the last tile drawn, discarded, added to a kan or set aside
    std::vector<int> m_doraIds;
    std::vector<int> m_uraIds;
    std::array<std::vector<int>, 4> m_meldCodes;
    std::array<std::map<int, PonBits>, 4> m_pons; // by tile kind
};

} // namespace haifu::formats::tenhouxml
