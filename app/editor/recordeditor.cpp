#include "editor/recordeditor.h"
#include "rules/byseat.h"

#include "library/librarycontroller.h"

#include "common/errortext.h"
#include "common/qtstrings.h"
#include "storage/database.h"
#include "storage/editedgame.h"
#include "storage/games.h"
#include "viewer/gametext.h"

#include <algorithm>

using namespace Qt::StringLiterals;
using haifu::toQString;

namespace haifu::app {

namespace game = haifu::game;

namespace {

QString tilesText(const std::vector<haifu::rules::Tile> &tiles, bool sorted)
{
    return toQString(sorted ? haifu::rules::formatSorted(tiles) : haifu::rules::formatTiles(tiles));
}

std::string labelOf(const game::KyokuDraft &d)
{
    game::Kyoku k;
    k.round = d.round;
    k.honba = d.honba;
    return game::kyokuLabel(k);
}

// The kyoku (0-based) an error of buildRecord is in, -1 when none is named.
int kyokuOf(const haifu::Error &error)
{
    for (const haifu::ErrorFrame &f : error.context) {
        if (f.code == haifu::ErrorCode::AtRecordHand && !f.args.empty())
            return std::atoi(f.args.front().c_str()) - 1;
    }
    return -1;
}

} // namespace

RecordEditor::RecordEditor(QObject *parent) : QObject(parent) { }

const game::KyokuDraft &RecordEditor::kyoku() const
{
    static const game::KyokuDraft empty;
    return m_draft.kyoku.empty() ? empty : m_draft.kyoku[static_cast<std::size_t>(m_current)];
}

game::KyokuDraft &RecordEditor::kyoku()
{
    return m_draft.kyoku[static_cast<std::size_t>(m_current)];
}

const RecordEditor::Texts &RecordEditor::texts() const
{
    static const Texts empty;
    return m_texts.empty() ? empty : m_texts[static_cast<std::size_t>(m_current)];
}

const haifu::storage::Database *RecordEditor::database() const
{
    return m_db ? m_db : LibraryController::databaseOf(this);
}

void RecordEditor::setPlayerCount(int count)
{
    if ((count != 3 && count != 4) || count == m_draft.game.playerCount)
        return;
    m_draft.game.playerCount = count;
    m_draft.game.ruleset.players = count;
    revalidate();
}

QStringList RecordEditor::players() const
{
    QStringList out;
    for (int s = 0; s < m_draft.game.playerCount; ++s)
        out << toQString(haifu::bySeat(m_draft.game.players, s).name);
    return out;
}

QString RecordEditor::rules() const
{
    return toQString(m_draft.game.ruleset.name);
}

void RecordEditor::setRules(const QString &preset)
{
    auto rules = haifu::rules::presetRuleset(preset.toStdString());
    if (!rules || preset == this->rules())
        return;
    m_draft.game.ruleset = *rules;
    m_draft.game.ruleset.players = m_draft.game.playerCount;
    revalidate();
}

QStringList RecordEditor::presets()
{
    QStringList out;
    for (const std::string_view name : haifu::rules::presetNames())
        out << toQString(name);
    return out;
}

QStringList RecordEditor::kyokuLabels() const
{
    QStringList out;
    for (int i = 0; i < static_cast<int>(m_draft.kyoku.size()); ++i) {
        const QString label = toQString(labelOf(m_draft.kyoku[static_cast<std::size_t>(i)]));
        //: a kyoku of the record editor's list: its number and label (E1-0)
        out << (i == m_errorKyoku ? tr("%1. %2 (error)") : tr("%1. %2")).arg(i + 1).arg(label);
    }
    return out;
}

void RecordEditor::setCurrentKyoku(int kyoku)
{
    if (kyoku < 0 || kyoku >= static_cast<int>(m_draft.kyoku.size()) || kyoku == m_current)
        return;
    m_current = kyoku;
    updateActions();
    Q_EMIT changed();
}

QVariantList RecordEditor::scores() const
{
    QVariantList out;
    for (int s = 0; s < m_draft.game.playerCount; ++s)
        out << haifu::bySeat(kyoku().startScores, s);
    return out;
}

QStringList RecordEditor::hands() const
{
    QStringList out;
    for (int s = 0; s < m_draft.game.playerCount; ++s)
        out << haifu::bySeat(texts().hands, s);
    return out;
}

bool RecordEditor::openGame(qint64 gameId)
{
    const haifu::storage::Database *db = database();
    if (!db) {
        m_error = tr("The library is not open.");
        Q_EMIT changed();
        return false;
    }
    auto record = haifu::storage::loadRecord(*db, gameId);
    if (!record) {
        m_error = haifu::errorText(record.error());
        Q_EMIT changed();
        return false;
    }
    auto draft = game::draftFromRecord(*record);
    if (!draft) {
        m_error = tr("This record cannot be edited: %1").arg(haifu::errorText(draft.error()));
        Q_EMIT changed();
        return false;
    }
    loadDraft(std::move(*draft), gameId);
    return true;
}

void RecordEditor::newRecord()
{
    game::RecordDraft draft;
    draft.game.ruleset.players = 4;
    for (int s = 0; s < 4; ++s)
        haifu::bySeat(draft.game.players, s).name = tr("Player %1").arg(s + 1).toStdString();
    game::KyokuDraft k;
    k.startScores = { 25000, 25000, 25000, 25000 };
    draft.kyoku.push_back(k);
    loadDraft(std::move(draft), 0);
}

void RecordEditor::loadDraft(game::RecordDraft draft, qint64 sourceGame)
{
    m_draft = std::move(draft);
    m_sourceGame = sourceGame;
    for (std::size_t s = 0; s < 4; ++s)
        m_originalNames[s] = m_draft.game.players[s].name;
    m_current = 0;
    m_texts.assign(m_draft.kyoku.size(), Texts{});
    for (int i = 0; i < static_cast<int>(m_draft.kyoku.size()); ++i)
        textsFromDraft(i);
    revalidate();
    m_original = m_draft.kyoku; // as its texts read
}

void RecordEditor::textsFromDraft(int index)
{
    const game::KyokuDraft &k = m_draft.kyoku[static_cast<std::size_t>(index)];
    Texts &t = m_texts[static_cast<std::size_t>(index)];
    for (std::size_t s = 0; s < 4; ++s)
        t.hands[s] = tilesText(k.hands[s], true);
    t.dora = tilesText(k.dora, false);
    t.ura = tilesText(k.ura, false);
    t.moves = toQString(game::actionsText(k.moves));
}

void RecordEditor::addKyoku()
{
    if (!loaded() || m_draft.kyoku.size() >= game::kMaxDraftKyoku)
        return;
    const game::KyokuDraft &last = m_draft.kyoku.back();
    game::KyokuDraft k;
    k.round = std::min(last.round + 1, 15);
    k.dealer = k.round % m_draft.game.playerCount;
    k.startScores = last.startScores; // followed from its end once it plays
    m_draft.kyoku.push_back(k);
    m_texts.emplace_back();
    textsFromDraft(static_cast<int>(m_draft.kyoku.size()) - 1);
    m_current = static_cast<int>(m_draft.kyoku.size()) - 1;
    revalidate();
}

void RecordEditor::removeKyoku()
{
    if (m_draft.kyoku.size() <= 1)
        return;
    m_draft.kyoku.erase(m_draft.kyoku.begin() + m_current);
    m_texts.erase(m_texts.begin() + m_current);
    m_current = std::min(m_current, static_cast<int>(m_draft.kyoku.size()) - 1);
    revalidate();
}

void RecordEditor::setPlayer(int seat, const QString &name)
{
    if (seat < 0 || seat >= 4)
        return;
    haifu::bySeat(m_draft.game.players, seat).name = name.left(64).toStdString();
    Q_EMIT changed();
}

void RecordEditor::setField(const QString &field, int value)
{
    if (!loaded())
        return;
    game::KyokuDraft &k = kyoku();
    int *target = field == u"round"_s ? &k.round
            : field == u"honba"_s     ? &k.honba
            : field == u"deposits"_s  ? &k.riichiSticks
            : field == u"dealer"_s    ? &k.dealer
                                      : nullptr;
    if (!target)
        return;
    *target = value;
    revalidate();
}

void RecordEditor::setScore(int seat, int score)
{
    if (!loaded() || seat < 0 || seat >= 4)
        return;
    haifu::bySeat(kyoku().startScores, seat) = score;
    revalidate();
}

void RecordEditor::setHand(int seat, const QString &text)
{
    if (!loaded() || seat < 0 || seat >= 4)
        return;
    haifu::bySeat(m_texts[static_cast<std::size_t>(m_current)].hands, seat) = text.left(200);
    revalidate();
}

void RecordEditor::setDora(const QString &text)
{
    if (!loaded())
        return;
    m_texts[static_cast<std::size_t>(m_current)].dora = text.left(100);
    revalidate();
}

void RecordEditor::setUra(const QString &text)
{
    if (!loaded())
        return;
    m_texts[static_cast<std::size_t>(m_current)].ura = text.left(100);
    revalidate();
}

void RecordEditor::setMoves(const QString &text)
{
    if (!loaded())
        return;
    m_texts[static_cast<std::size_t>(m_current)].moves = text.left(game::kMaxDraftMoves * 12);
    revalidate();
}

void RecordEditor::play(const QString &code)
{
    if (!loaded())
        return;
    QString &moves = m_texts[static_cast<std::size_t>(m_current)].moves;
    moves = moves.trimmed().isEmpty() ? code : moves.trimmed() + u' ' + code;
    revalidate();
}

void RecordEditor::undoMove()
{
    if (!loaded())
        return;
    QString &moves = m_texts[static_cast<std::size_t>(m_current)].moves;
    moves = moves.trimmed();
    const qsizetype space = moves.lastIndexOf(u' ');
    moves = space < 0 ? QString() : moves.left(space);
    revalidate();
}

QString RecordEditor::parseTexts()
{
    for (int i = 0; i < static_cast<int>(m_draft.kyoku.size()); ++i) {
        game::KyokuDraft &k = m_draft.kyoku[static_cast<std::size_t>(i)];
        const Texts &t = m_texts[static_cast<std::size_t>(i)];
        const auto fail = [&](const QString &field, const haifu::Error &e) {
            m_errorKyoku = i;
            //: the record editor's error: %1 kyoku number, %2 its label, %3 the field, %4 why
            return tr("Kyoku %1 (%2), %3: %4")
                    .arg(i + 1)
                    .arg(toQString(labelOf(k)), field, haifu::errorText(e));
        };
        for (int s = 0; s < 4; ++s) {
            const QString text =
                    s < m_draft.game.playerCount ? haifu::bySeat(t.hands, s) : QString();
            auto tiles = haifu::rules::parseTiles(text.trimmed().toStdString());
            if (!tiles && !text.trimmed().isEmpty())
                return fail(tr("hand of seat %1").arg(s), tiles.error());
            haifu::bySeat(k.hands, s) =
                    tiles ? std::move(*tiles) : std::vector<haifu::rules::Tile>{};
        }
        for (const auto &[text, target, name] :
                { std::tuple{ &t.dora, &k.dora, tr("dora indicators") },
                        std::tuple{ &t.ura, &k.ura, tr("ura indicators") } }) {
            auto tiles = haifu::rules::parseTiles(text->trimmed().toStdString());
            if (!tiles && !text->trimmed().isEmpty())
                return fail(name, tiles.error());
            *target = tiles ? std::move(*tiles) : std::vector<haifu::rules::Tile>{};
        }
        auto moves = game::parseActions(t.moves.toStdString());
        if (!moves)
            return fail(tr("moves"), moves.error());
        k.moves = std::move(*moves);
    }
    return {};
}

void RecordEditor::revalidate()
{
    m_errorKyoku = -1;
    m_notice.clear();
    m_complete = false;
    m_error = parseTexts();
    m_parseError = !m_error.isEmpty();
    if (!m_parseError) {
        game::RecordDraft copy = m_draft;
        auto built = game::buildRecord(copy, true, true);
        if (!built) {
            m_error = haifu::errorText(built.error());
            m_errorKyoku = kyokuOf(built.error());
        } else {
            QStringList followed;
            for (const int k : built->followedScores) {
                m_draft.kyoku[static_cast<std::size_t>(k)].startScores =
                        copy.kyoku[static_cast<std::size_t>(k)].startScores;
                followed << QString::number(k + 1);
            }
            m_complete = built->record.kyoku.size() == m_draft.kyoku.size();
            if (!followed.isEmpty())
                //: %1 kyoku numbers ("2, 3")
                m_notice = tr(
                        "The start scores, honba and deposits of kyoku %1 now follow from the end "
                        "of the kyoku before.")
                                   .arg(followed.join(u", "_s));
            if (!m_complete)
                m_notice = (m_notice + u' '
                        + tr("Kyoku %1 has not ended yet: play on to a win or a draw.")
                                  .arg(m_draft.kyoku.size()))
                                   .trimmed();
        }
    }
    updateActions();
    Q_EMIT changed();
}

void RecordEditor::updateActions()
{
    m_actions.clear();
    if (!loaded() || m_parseError)
        return;
    const haifu::game::Record holder = game::draftKyokuRecord(m_draft.game, kyoku());
    auto line = game::playDraftKyoku(holder, kyoku(), m_current + 1);
    if (!line || line->ended())
        return;
    for (const game::Action &a : line->legalActions()) {
        const QString code = toQString(game::actionText(a));
        m_actions.append(QVariantMap{ { u"code"_s, code }, { u"seat"_s, a.seat },
                { u"label"_s, GameText::actionLabel(a, &m_draft.game.players) } });
    }
}

qint64 RecordEditor::saveAsNew()
{
    const haifu::storage::Database *db = database();
    if (!db || !canSave()) {
        if (!db)
            m_error = tr("The library is not open.");
        Q_EMIT changed();
        return 0;
    }
    bool namesKept = true;
    for (std::size_t s = 0; s < 4; ++s)
        namesKept = namesKept && m_originalNames[s] == m_draft.game.players[s].name;
    if (m_sourceGame > 0 && namesKept && m_draft.kyoku == m_original) {
        m_error = tr("Nothing was changed: this game is in the library already.");
        Q_EMIT changed();
        return 0;
    }
    game::RecordDraft copy = m_draft;
    auto built = game::buildRecord(copy);
    if (!built) {
        m_error = haifu::errorText(built.error());
        Q_EMIT changed();
        return 0;
    }
    built->record.format = game::RecordFormat::TenhouXml;
    built->record.id.clear(); // no longer the source's log
    const QString name =
            m_sourceGame > 0 ? tr("edited game %1").arg(m_sourceGame) : tr("new record");
    auto id = haifu::storage::saveAsNewGame(*db, built->record, name);
    if (!id) {
        m_error = tr("The game could not be saved: %1").arg(haifu::errorText(id.error()));
        Q_EMIT changed();
        return 0;
    }
    m_notice = tr("Saved as game %1.").arg(*id);
    Q_EMIT changed();
    Q_EMIT saved(*id);
    return *id;
}

} // namespace haifu::app
