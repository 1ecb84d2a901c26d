#pragma once

#include "game/recordedit.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <array>

namespace haifu::storage {
class Database;
}

namespace haifu::app {

// The record editor (EditorPage): a record of the library or one written from nothing, as a
// draft (game/recordedit.h) whose fields QML edits. Every field keeps the text as typed: text
// that does not parse stays with the error shown, the rest of the draft keeps its last good
// value. After every change the whole draft is played again by the rules engine: `error` names
// the first illegal action (kyoku, move, why) or impossible deal, `actions` are the legal
// actions at the end of the current kyoku's moves, and the start scores of later kyoku follow
// the end scores before them (`notice` says so). "Save as new game" stores the built record as a
// new library game; the game it came from is not touched.
class RecordEditor : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool loaded READ loaded NOTIFY changed)
    Q_PROPERTY(int sourceGame READ sourceGame NOTIFY changed)
    Q_PROPERTY(int playerCount READ playerCount WRITE setPlayerCount NOTIFY changed)
    Q_PROPERTY(QStringList players READ players NOTIFY changed)
    Q_PROPERTY(QString rules READ rules WRITE setRules NOTIFY changed)
    Q_PROPERTY(QStringList presets READ presets CONSTANT)
    //! The index of `rules` among `presets`, -1 when the record's rules are no preset.
    Q_PROPERTY(int rulesIndex READ rulesIndex NOTIFY changed)
    //! "E1-0" … per kyoku, with a mark on the kyoku the error is in.
    Q_PROPERTY(QStringList kyokuLabels READ kyokuLabels NOTIFY changed)
    Q_PROPERTY(int currentKyoku READ currentKyoku WRITE setCurrentKyoku NOTIFY changed)
    Q_PROPERTY(int round READ round NOTIFY changed)
    Q_PROPERTY(int honba READ honba NOTIFY changed)
    Q_PROPERTY(int deposits READ deposits NOTIFY changed)
    Q_PROPERTY(int dealer READ dealer NOTIFY changed)
    Q_PROPERTY(QVariantList scores READ scores NOTIFY changed)
    //! The texts as typed: the seats' hands, the indicators, the moves (one per token).
    Q_PROPERTY(QStringList hands READ hands NOTIFY changed)
    Q_PROPERTY(QString dora READ dora NOTIFY changed)
    Q_PROPERTY(QString ura READ ura NOTIFY changed)
    Q_PROPERTY(QString moves READ moves NOTIFY changed)
    //! The first problem of the draft (plain text), "" when every kyoku plays.
    Q_PROPERTY(QString error READ error NOTIFY changed)
    //! What the engine made of it: the current kyoku's end, start scores that now follow.
    Q_PROPERTY(QString notice READ notice NOTIFY changed)
    //! The legal actions at the end of the current kyoku's moves (when they play): {code, seat}.
    Q_PROPERTY(QVariantList actions READ actions NOTIFY changed)
    Q_PROPERTY(bool canSave READ canSave NOTIFY changed)

public:
    explicit RecordEditor(QObject *parent = nullptr);

    void setDatabase(const haifu::storage::Database *db) { m_db = db; }

    [[nodiscard]] bool loaded() const { return !m_draft.kyoku.empty(); }
    [[nodiscard]] int sourceGame() const { return static_cast<int>(m_sourceGame); }
    [[nodiscard]] int playerCount() const { return m_draft.game.playerCount; }
    void setPlayerCount(int count);
    [[nodiscard]] QStringList players() const;
    [[nodiscard]] QString rules() const;
    void setRules(const QString &preset);
    [[nodiscard]] static QStringList presets();
    [[nodiscard]] int rulesIndex() const { return static_cast<int>(presets().indexOf(rules())); }
    [[nodiscard]] QStringList kyokuLabels() const;
    [[nodiscard]] int currentKyoku() const { return m_current; }
    void setCurrentKyoku(int kyoku);
    [[nodiscard]] int round() const { return kyoku().round; }
    [[nodiscard]] int honba() const { return kyoku().honba; }
    [[nodiscard]] int deposits() const { return kyoku().riichiSticks; }
    [[nodiscard]] int dealer() const { return kyoku().dealer; }
    [[nodiscard]] QVariantList scores() const;
    [[nodiscard]] QStringList hands() const;
    [[nodiscard]] QString dora() const { return texts().dora; }
    [[nodiscard]] QString ura() const { return texts().ura; }
    [[nodiscard]] QString moves() const { return texts().moves; }
    [[nodiscard]] QString error() const { return m_error; }
    [[nodiscard]] QString notice() const { return m_notice; }
    [[nodiscard]] QVariantList actions() const { return m_actions; }
    [[nodiscard]] bool canSave() const { return loaded() && m_error.isEmpty() && m_complete; }

    // A game of the library (the Library's database unless setDatabase() gave one).
    Q_INVOKABLE bool openGame(qint64 gameId);
    // A record from nothing: one kyoku, East 1, 25000 each, empty hands.
    Q_INVOKABLE void newRecord();
    Q_INVOKABLE void addKyoku();
    Q_INVOKABLE void removeKyoku();
    Q_INVOKABLE void setPlayer(int seat, const QString &name);
    //! "round", "honba", "deposits" or "dealer".
    Q_INVOKABLE void setField(const QString &field, int value);
    Q_INVOKABLE void setScore(int seat, int score);
    Q_INVOKABLE void setHand(int seat, const QString &text);
    Q_INVOKABLE void setDora(const QString &text);
    Q_INVOKABLE void setUra(const QString &text);
    Q_INVOKABLE void setMoves(const QString &text);
    // Appends a move (a legal action's code) to the current kyoku.
    Q_INVOKABLE void play(const QString &code);
    // Removes the last move of the current kyoku.
    Q_INVOKABLE void undoMove();
    // Stores the record as a new game of the library: its id, or 0 (error says why).
    Q_INVOKABLE qint64 saveAsNew();

Q_SIGNALS:
    void changed();
    void saved(qint64 gameId);

private:
    struct Texts
    {
        std::array<QString, 4> hands;
        QString dora;
        QString ura;
        QString moves;
    };

    [[nodiscard]] const haifu::game::KyokuDraft &kyoku() const;
    [[nodiscard]] haifu::game::KyokuDraft &kyoku();
    [[nodiscard]] const Texts &texts() const;
    [[nodiscard]] const haifu::storage::Database *database() const;
    void loadDraft(haifu::game::RecordDraft draft, qint64 sourceGame);
    void textsFromDraft(int kyoku);
    // Parses the texts of every kyoku into the draft; the first text that does not parse.
    [[nodiscard]] QString parseTexts();
    void revalidate();
    void updateActions();

    const haifu::storage::Database *m_db = nullptr;
    haifu::game::RecordDraft m_draft;
    std::vector<haifu::game::KyokuDraft> m_original; // the opened game's kyoku, to see a change
    std::array<std::string, 4> m_originalNames;
    std::vector<Texts> m_texts;
    qint64 m_sourceGame = 0;
    int m_current = 0;
    int m_errorKyoku = -1;
    bool m_complete = false; // every kyoku ends
    bool m_parseError = false; // a text does not parse (the draft holds its last good value)
    QString m_error;
    QString m_notice;
    QVariantList m_actions;
};

} // namespace haifu::app
