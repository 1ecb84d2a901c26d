#pragma once

#include "rules/result.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <vector>

// Engine review reports: the JSON the mjai-reviewer tool writes with --json and the public review
// service hands out (Mortal; FORMATS.md "Review reports"). Such a report holds the game itself as
// MJAI events ("mjai_log") and, for every decision of the reviewed player ("player_id"), the
// engine's choice, the player's, and the engine's q-value and probability of every legal action.
// This reads it as it is, bounded like every reader: placing the entries on the game's steps is
// engine::reviewFromReport (app/mjai/reportreview.h).
namespace haifu::formats {

// Bounds past which a report is refused (a real hanchan has ~150 entries of up to ~40 actions).
inline constexpr int kMaxReportEntries = 5'000;
inline constexpr int kMaxReportActions = 64; // legal actions of one entry
inline constexpr int kMaxReportLogEvents = 20'000; // mjai_log events
inline constexpr double kMaxReportQ = 1e6; // |q-value|

struct ReportOption
{
    QJsonObject action; // the MJAI action object
    double q = 0;
    double prob = 0;
};

struct ReportEntry
{
    int junme = 0;
    int tilesLeft = 0;
    int lastActor = -1;
    QString tile; // MJAI name of the tile the decision is about (drawn, discarded, called)
    QStringList tehai; // the reviewed player's concealed tiles (MJAI names)
    bool atSelfChiPon = false; // the discard after the player's own chi or pon
    bool atSelfRiichi = false; // the discard after the player's own riichi declaration
    bool atOpponentKakan = false; // another player's added kan (a chankan chance)
    QJsonObject expected; // the engine's choice
    QJsonObject actual; // the player's
    bool isEqual = false;
    std::vector<ReportOption> details; // every legal action, as the engine ranked them
    int actualIndex = -1; // into details
};

struct ReportKyoku
{
    int kyoku = 0; // the round as MJAI counts it: 0 = East 1 … 4 = South 1
    int honba = 0;
    std::vector<ReportEntry> entries;
};

struct ReviewReport
{
    QString engine; // "Mortal"
    QString version; // of the reviewer
    QString modelTag;
    int playerId = 0; // the reviewed seat
    double rating = -1; // as the report states it (0..1), -1 when absent
    int totalReviewed = -1;
    int totalMatches = -1;
    double temperature = 0;
    std::vector<ReportKyoku> kyokus;
    QByteArray mjaiLog; // the game as MJAI JSON lines
    int entryCount() const;
};

// Whether the data looks like a review report (a JSON object with "review" and "mjai_log"), judged
// cheaply from its start and keys; readReviewReport() says what is wrong with one that does.
[[nodiscard]] bool isReviewReport(const QByteArray &data);

// Reads a report; the error names the file and the field (e.g. "report.json: review.kyokus[2]
// .entries[5].details[3].q_value: not a number").
[[nodiscard]] Result<ReviewReport> readReviewReport(
        const QByteArray &data, const QString &sourceName);

} // namespace haifu::formats
