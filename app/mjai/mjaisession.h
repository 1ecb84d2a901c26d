#pragma once

#include "mjai/enginetypes.h"
#include "mjai/mjaifeed.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <optional>

// The MJAI conversation with one bot, without the process: the next line to send, the bot's
// answer to it checked and kept where the seat decides. MjaiBot drives it over a QProcess.
namespace haifu::engine {

class MjaiSession
{
public:
    explicit MjaiSession(Feed feed);

    [[nodiscard]] bool finished() const { return m_next >= m_feed.lines.size(); }
    [[nodiscard]] int done() const { return static_cast<int>(m_next); }
    [[nodiscard]] int total() const { return static_cast<int>(m_feed.lines.size()); }
    // The line to send next, with its newline.
    [[nodiscard]] QByteArray nextLine() const;
    // The bot's answer to the line sent (without its newline): an error (translated, naming
    // the kyoku, step and event, quoting the line) when it is not a JSON object or an action
    // the seat cannot take; otherwise the conversation moves on. Where the seat decides, the
    // engine's figures in the answer's "meta" (Mortal's q_values and mask_bits) become the
    // decision's options; figures that do not fit are left out, never refused.
    [[nodiscard]] std::optional<QString> answer(QByteArrayView line);
    // "kyoku E1-0 (1), step 12, event "tsumo"": where the line to send next belongs.
    [[nodiscard]] QString where() const;
    [[nodiscard]] const ReviewResult &result() const { return m_result; }
    [[nodiscard]] const Feed &feed() const { return m_feed; }

private:
    std::optional<QString> decide(const FeedLine &line, const QJsonObject &o, Action &out) const;
    // The bot's declaration discard after the seat's own riichi (its answer to "reach").
    void riichiDiscard(const FeedLine &line, const QJsonObject &o, Action a);

    Feed m_feed;
    std::size_t m_next = 0;
    ReviewResult m_result;
};

// The line cut to kMaxQuotedLine characters for a message ("…" when cut).
[[nodiscard]] QString quotedLine(QByteArrayView line);

} // namespace haifu::engine
