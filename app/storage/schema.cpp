#include "storage/schema.h"
#include "common/qtstrings.h"
#include "storage/serverroles.h"

#include "storage/database.h"
#include "storage/dialect.h"
#include "storage/playcolumns.h"
#include "storage/serverlibrary.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QSqlQuery>
#include <QStringList>

#include <array>

using namespace Qt::StringLiterals;

namespace haifu::storage {

namespace {

// A migration statement, portable unless it says which backend alone runs it (dialect.h turns the
// type names for PostgreSQL).
enum class Only { Both, SQLite, PostgreSQL };

struct Statement
{
    constexpr Statement(const char *text) : sql(text) { } // NOLINT: portable, implicitly
    constexpr Statement(Only backend, const char *text) : only(backend), sql(text) { }
    Only only = Only::Both;
    const char *sql;
};

// The triggers on the annotations: the full-text index (version 1) and the games' note counts
// (version 5); version 8 makes them again on the rebuilt table.
constexpr const char kAnnotationsAi[] =
        R"(CREATE TRIGGER annotations_ai AFTER INSERT ON annotations BEGIN
        INSERT INTO annotations_fts (rowid, body) VALUES (new.id, new.body);
    END)";
constexpr const char kAnnotationsAd[] =
        R"(CREATE TRIGGER annotations_ad AFTER DELETE ON annotations BEGIN
        INSERT INTO annotations_fts (annotations_fts, rowid, body)
            VALUES ('delete', old.id, old.body);
    END)";
constexpr const char kAnnotationsAu[] =
        R"(CREATE TRIGGER annotations_au AFTER UPDATE OF body ON annotations BEGIN
        INSERT INTO annotations_fts (annotations_fts, rowid, body)
            VALUES ('delete', old.id, old.body);
        INSERT INTO annotations_fts (rowid, body) VALUES (new.id, new.body);
    END)";
constexpr const char kAnnotationsCountAi[] =
        R"(CREATE TRIGGER annotations_count_ai AFTER INSERT ON annotations BEGIN
        UPDATE games SET note_count = note_count + 1 WHERE id = new.game_id;
    END)";
constexpr const char kAnnotationsCountAd[] =
        R"(CREATE TRIGGER annotations_count_ad AFTER DELETE ON annotations BEGIN
        UPDATE games SET note_count = note_count - 1 WHERE id = old.game_id;
    END)";
constexpr const char kAnnotationsCountAu[] =
        R"(CREATE TRIGGER annotations_count_au AFTER UPDATE OF game_id ON annotations
        WHEN new.game_id IS NOT old.game_id BEGIN
        UPDATE games SET note_count = note_count - 1 WHERE id = old.game_id;
        UPDATE games SET note_count = note_count + 1 WHERE id = new.game_id;
    END)";

// The games' note counts on PostgreSQL: one trigger function for the three events (a trigger
// there runs a function; its body is the three SQLite triggers above).
constexpr const char kAnnotationsCountFunction[] =
        R"(CREATE FUNCTION haifu_annotations_count() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        IF TG_OP = 'UPDATE' AND NEW.game_id IS NOT DISTINCT FROM OLD.game_id THEN
            RETURN NULL;
        END IF;
        IF TG_OP IN ('DELETE', 'UPDATE') THEN
            UPDATE games SET note_count = note_count - 1 WHERE id = OLD.game_id;
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
            UPDATE games SET note_count = note_count + 1 WHERE id = NEW.game_id;
        END IF;
        RETURN NULL;
    END $$)";
constexpr const char kAnnotationsCountTrigger[] =
        R"(CREATE TRIGGER annotations_count AFTER INSERT OR DELETE OR UPDATE OF game_id
        ON annotations FOR EACH ROW EXECUTE FUNCTION haifu_annotations_count())";

// Version 1: the first library schema. Plain SQL that PostgreSQL also takes, except the FTS5
// table and its triggers (SQLite only: on PostgreSQL the notes are searched with ILIKE, games.cpp).
constexpr Statement kSchemaV1[] = {
    R"(CREATE TABLE settings (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL))",
    // The rulesets games were played under: every option as JSON, stored once per distinct set.
    R"(CREATE TABLE rulesets (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        options TEXT NOT NULL UNIQUE))",
    R"(CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        fingerprint TEXT NOT NULL UNIQUE,
        source_id TEXT NOT NULL DEFAULT '',
        format TEXT NOT NULL,
        source TEXT NOT NULL DEFAULT '',
        lobby TEXT NOT NULL DEFAULT '',
        title TEXT NOT NULL DEFAULT '',
        played_at TEXT NOT NULL DEFAULT '',
        imported_at TEXT NOT NULL,
        player_count INTEGER NOT NULL,
        ruleset TEXT NOT NULL,
        ruleset_id INTEGER REFERENCES rulesets (id),
        kyoku_count INTEGER NOT NULL,
        has_final INTEGER NOT NULL DEFAULT 0,
        replay_ok INTEGER NOT NULL DEFAULT 1,
        replay_error TEXT NOT NULL DEFAULT ''))",
    "CREATE INDEX games_played_at ON games (played_at, id)",
    "CREATE INDEX games_source ON games (source, played_at)",
    "CREATE INDEX games_ruleset ON games (ruleset)",
    R"(CREATE TABLE originals (
        id INTEGER PRIMARY KEY,
        game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        file_name TEXT NOT NULL,
        format TEXT NOT NULL,
        sha256 TEXT NOT NULL UNIQUE,
        size INTEGER NOT NULL,
        data BLOB NOT NULL,
        imported_at TEXT NOT NULL))",
    "CREATE INDEX originals_game ON originals (game_id)",
    R"(CREATE TABLE players (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE))",
    R"(CREATE TABLE game_players (
        game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        player_id INTEGER NOT NULL REFERENCES players (id),
        player_rank TEXT NOT NULL DEFAULT '',
        rating REAL NOT NULL DEFAULT 0,
        final_score INTEGER,
        final_points REAL,
        placement INTEGER,
        kyoku_played INTEGER NOT NULL DEFAULT 0,
        wins INTEGER NOT NULL DEFAULT 0,
        tsumo_wins INTEGER NOT NULL DEFAULT 0,
        win_points INTEGER NOT NULL DEFAULT 0,
        deal_ins INTEGER NOT NULL DEFAULT 0,
        deal_in_points INTEGER NOT NULL DEFAULT 0,
        riichi INTEGER NOT NULL DEFAULT 0,
        called_hands INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (game_id, seat)))",
    "CREATE INDEX game_players_player ON game_players (player_id, game_id)",
    R"(CREATE TABLE wins (
        id INTEGER PRIMARY KEY,
        game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        kyoku INTEGER NOT NULL,
        win_index INTEGER NOT NULL,
        winner INTEGER NOT NULL,
        from_seat INTEGER NOT NULL,
        han INTEGER NOT NULL,
        fu INTEGER NOT NULL,
        yakuman INTEGER NOT NULL,
        points INTEGER NOT NULL,
        UNIQUE (game_id, kyoku, win_index)))",
    "CREATE INDEX wins_han ON wins (han, game_id)",
    "CREATE INDEX wins_yakuman ON wins (yakuman, game_id)",
    R"(CREATE TABLE win_yaku (
        win_id INTEGER NOT NULL REFERENCES wins (id) ON DELETE CASCADE,
        yaku TEXT NOT NULL,
        han INTEGER NOT NULL))",
    "CREATE INDEX win_yaku_win ON win_yaku (win_id)",
    "CREATE INDEX win_yaku_yaku ON win_yaku (yaku, win_id)",
    R"(CREATE TABLE tags (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE))",
    R"(CREATE TABLE game_tags (
        game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        tag_id INTEGER NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
        PRIMARY KEY (game_id, tag_id)))",
    "CREATE INDEX game_tags_tag ON game_tags (tag_id, game_id)",
    R"(CREATE TABLE collections (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE,
        description TEXT NOT NULL DEFAULT '',
        created_at TEXT NOT NULL))",
    R"(CREATE TABLE collection_games (
        collection_id INTEGER NOT NULL REFERENCES collections (id) ON DELETE CASCADE,
        game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        position INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (collection_id, game_id)))",
    "CREATE INDEX collection_games_game ON collection_games (game_id)",
    R"(CREATE TABLE annotations (
        id INTEGER PRIMARY KEY,
        game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        kyoku INTEGER NOT NULL,
        step INTEGER NOT NULL,
        seat INTEGER NOT NULL DEFAULT -1,
        body TEXT NOT NULL DEFAULT '',
        mark TEXT NOT NULL DEFAULT '',
        alternative TEXT NOT NULL DEFAULT '',
        bookmark INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        UNIQUE (game_id, kyoku, step, seat)))",
    "CREATE INDEX annotations_bookmark ON annotations (bookmark, game_id)",
    // Full-text search over annotation text (SQLite FTS5, external content). The trigram
    // tokenizer finds any part of a word of three or more characters, so Japanese notes, which
    // have no spaces between words, are searchable too.
    { Only::SQLite,
            "CREATE VIRTUAL TABLE annotations_fts USING fts5 (body, content='annotations', "
            "content_rowid='id', tokenize='trigram')" },
    { Only::SQLite, kAnnotationsAi },
    { Only::SQLite, kAnnotationsAd },
    { Only::SQLite, kAnnotationsAu },
};

// Version 2: quiz progress (quizprogress.h). quiz_items holds one row per question with its
// Leitner box and when it is due; quiz_attempts every answer given, for statistics.
constexpr Statement kSchemaV2[] = {
    R"(CREATE TABLE quiz_items (
        question_id TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        difficulty INTEGER NOT NULL,
        preset TEXT NOT NULL,
        source TEXT NOT NULL,
        seed TEXT NOT NULL DEFAULT '',
        game_id INTEGER REFERENCES games (id) ON DELETE CASCADE,
        kyoku INTEGER NOT NULL DEFAULT -1,
        step INTEGER NOT NULL DEFAULT -1,
        seat INTEGER NOT NULL DEFAULT -1,
        win INTEGER NOT NULL DEFAULT -1,
        box INTEGER NOT NULL DEFAULT 1,
        streak INTEGER NOT NULL DEFAULT 0,
        attempts INTEGER NOT NULL DEFAULT 0,
        misses INTEGER NOT NULL DEFAULT 0,
        due_at TEXT NOT NULL,
        last_answered_at TEXT NOT NULL))",
    "CREATE INDEX quiz_items_due ON quiz_items (due_at, kind)",
    "CREATE INDEX quiz_items_game ON quiz_items (game_id)",
    R"(CREATE TABLE quiz_attempts (
        id INTEGER PRIMARY KEY,
        session_id TEXT NOT NULL,
        question_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        difficulty INTEGER NOT NULL,
        preset TEXT NOT NULL,
        source TEXT NOT NULL,
        answered_at TEXT NOT NULL,
        correct INTEGER NOT NULL,
        seconds REAL NOT NULL,
        mistakes TEXT NOT NULL DEFAULT ''))",
    "CREATE INDEX quiz_attempts_kind ON quiz_attempts (kind, answered_at)",
    "CREATE INDEX quiz_attempts_time ON quiz_attempts (answered_at)",
};

// Version 3: club games (club.h). A club has players (name unique per club), seasons and events;
// a club game keeps its header, the ruleset snapshot as JSON (formats/clubledger.h) and its
// seats, and its ledger as one row per hand entry (JSON) plus the referee's penalties. The audit
// trail records every change; club_results caches the final score and the hand statistics per
// seat, rewritten in the same transaction as every ledger write (standings and player pages).
// Column names avoid SQL keywords (table, session, date, at, before, after) for PostgreSQL.
constexpr Statement kSchemaV3[] = {
    R"(CREATE TABLE clubs (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE,
        notes TEXT NOT NULL DEFAULT '',
        created_at TEXT NOT NULL))",
    R"(CREATE TABLE club_players (
        id INTEGER PRIMARY KEY,
        club_id INTEGER NOT NULL REFERENCES clubs (id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        ema_number TEXT NOT NULL DEFAULT '',
        notes TEXT NOT NULL DEFAULT '',
        UNIQUE (club_id, name)))",
    R"(CREATE TABLE seasons (
        id INTEGER PRIMARY KEY,
        club_id INTEGER NOT NULL REFERENCES clubs (id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        start_date TEXT NOT NULL DEFAULT '',
        end_date TEXT NOT NULL DEFAULT '',
        rules_preset TEXT NOT NULL DEFAULT '',
        UNIQUE (club_id, name)))",
    R"(CREATE TABLE club_events (
        id INTEGER PRIMARY KEY,
        club_id INTEGER NOT NULL REFERENCES clubs (id) ON DELETE CASCADE,
        season_id INTEGER REFERENCES seasons (id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        event_date TEXT NOT NULL DEFAULT '',
        venue TEXT NOT NULL DEFAULT ''))",
    "CREATE INDEX club_events_season ON club_events (season_id, event_date)",
    "CREATE INDEX club_events_club ON club_events (club_id, event_date)",
    R"(CREATE TABLE club_games (
        id INTEGER PRIMARY KEY,
        club_id INTEGER NOT NULL REFERENCES clubs (id) ON DELETE CASCADE,
        season_id INTEGER REFERENCES seasons (id) ON DELETE SET NULL,
        event_id INTEGER REFERENCES club_events (id) ON DELETE SET NULL,
        title TEXT NOT NULL DEFAULT '',
        table_label TEXT NOT NULL DEFAULT '',
        session_label TEXT NOT NULL DEFAULT '',
        played_at TEXT NOT NULL DEFAULT '',
        referee TEXT NOT NULL DEFAULT '',
        rules_name TEXT NOT NULL,
        rules TEXT NOT NULL,
        player_count INTEGER NOT NULL,
        seat0_player INTEGER NOT NULL REFERENCES club_players (id),
        seat1_player INTEGER NOT NULL REFERENCES club_players (id),
        seat2_player INTEGER NOT NULL REFERENCES club_players (id),
        seat3_player INTEGER REFERENCES club_players (id),
        start_scores TEXT NOT NULL DEFAULT '',
        finished INTEGER NOT NULL DEFAULT 0,
        end_reason TEXT NOT NULL DEFAULT '',
        hand_count INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL))",
    "CREATE INDEX club_games_club ON club_games (club_id, played_at, id)",
    "CREATE INDEX club_games_season ON club_games (season_id, played_at, id)",
    "CREATE INDEX club_games_event ON club_games (event_id, played_at, id)",
    R"(CREATE TABLE club_hands (
        game_id INTEGER NOT NULL REFERENCES club_games (id) ON DELETE CASCADE,
        idx INTEGER NOT NULL,
        entry TEXT NOT NULL,
        PRIMARY KEY (game_id, idx)))",
    R"(CREATE TABLE club_penalties (
        game_id INTEGER NOT NULL REFERENCES club_games (id) ON DELETE CASCADE,
        idx INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        points INTEGER NOT NULL,
        after_hand INTEGER NOT NULL,
        reason TEXT NOT NULL DEFAULT '',
        created_at TEXT NOT NULL,
        PRIMARY KEY (game_id, idx)))",
    R"(CREATE TABLE club_results (
        game_id INTEGER NOT NULL REFERENCES club_games (id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        player_id INTEGER NOT NULL REFERENCES club_players (id),
        raw INTEGER NOT NULL,
        place INTEGER NOT NULL,
        shared INTEGER NOT NULL DEFAULT 0,
        score REAL NOT NULL,
        penalty REAL NOT NULL DEFAULT 0,
        hands INTEGER NOT NULL DEFAULT 0,
        wins INTEGER NOT NULL DEFAULT 0,
        tsumo_wins INTEGER NOT NULL DEFAULT 0,
        deal_ins INTEGER NOT NULL DEFAULT 0,
        riichi INTEGER NOT NULL DEFAULT 0,
        chombos INTEGER NOT NULL DEFAULT 0,
        biggest_win INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (game_id, seat)))",
    "CREATE INDEX club_results_player ON club_results (player_id, game_id)",
    R"(CREATE TABLE club_audit (
        id INTEGER PRIMARY KEY,
        game_id INTEGER NOT NULL REFERENCES club_games (id) ON DELETE CASCADE,
        changed_at TEXT NOT NULL,
        action TEXT NOT NULL,
        hand INTEGER NOT NULL DEFAULT -1,
        before_json TEXT NOT NULL DEFAULT '',
        after_json TEXT NOT NULL DEFAULT '',
        reason TEXT NOT NULL DEFAULT ''))",
    "CREATE INDEX club_audit_game ON club_audit (game_id, id)",
};

// Version 4: indexes for a large library (a million games). Every sort order of the library
// search can walk an index instead of sorting every game: by source, lobby or ruleset (then the
// newest first) in both directions (an index per direction, because the date runs newest first
// under either), and by the number of hands. The ruleset index gains the date, so a ruleset
// filter walks the games by date too. The index of the players' seats covers the per-game
// figures, so that one player's statistics and the filters on a player's placement, deal-ins and
// wins read the player's part of the index and not a row per game.
constexpr Statement kSchemaV4[] = {
    "CREATE INDEX games_source_asc ON games (source, played_at DESC)",
    "CREATE INDEX games_lobby ON games (lobby, played_at)",
    "CREATE INDEX games_lobby_asc ON games (lobby, played_at DESC)",
    "DROP INDEX games_ruleset",
    "CREATE INDEX games_ruleset ON games (ruleset, played_at)",
    "CREATE INDEX games_ruleset_asc ON games (ruleset, played_at DESC)",
    "CREATE INDEX games_kyoku_count ON games (kyoku_count)",
    "DROP INDEX game_players_player",
    "CREATE INDEX game_players_player ON game_players (player_id, game_id, seat, placement, "
    "deal_ins, kyoku_played, wins, tsumo_wins, win_points, deal_in_points, riichi, "
    "called_hands)",
};

// Version 5: every game's number of notes (games.note_count), kept exact by triggers on the
// annotations (an insert, a delete, a note moved to another game), with an index per direction
// of the notes sort (the number of notes, then the newest first), so that its first page is an
// index walk and not a count of every annotated game's notes. The upgrade counts them once.
constexpr Statement kSchemaV5[] = {
    "ALTER TABLE games ADD COLUMN note_count INTEGER NOT NULL DEFAULT 0",
    "UPDATE games SET note_count = (SELECT count(*) FROM annotations a WHERE a.game_id = "
    "games.id) WHERE id IN (SELECT game_id FROM annotations)",
    "CREATE INDEX games_note_count ON games (note_count, played_at)",
    "CREATE INDEX games_note_count_asc ON games (note_count, played_at DESC)",
    { Only::SQLite, kAnnotationsCountAi },
    { Only::SQLite, kAnnotationsCountAd },
    { Only::SQLite, kAnnotationsCountAu },
    { Only::PostgreSQL, kAnnotationsCountFunction },
    { Only::PostgreSQL, kAnnotationsCountTrigger },
};

// Version 6: the study tree. A game's variations (game::Variation): its number in the game,
// the kyoku, the line it leaves (0 = the recorded line, else another variation's number), where
// it leaves it, its rank among the lines leaving that node, its name and its moves in the move
// notation (README "Variations").
constexpr Statement kSchemaV6[] = {
    R"(CREATE TABLE variations (
        id INTEGER PRIMARY KEY,
        game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        number INTEGER NOT NULL,
        kyoku INTEGER NOT NULL,
        parent INTEGER NOT NULL DEFAULT 0,
        branch INTEGER NOT NULL,
        rank INTEGER NOT NULL DEFAULT 1,
        name TEXT NOT NULL DEFAULT '',
        moves TEXT NOT NULL DEFAULT '',
        UNIQUE (game_id, number)))",
};

// Version 7: the seat a game is shown from (games.viewpoint, -1 when none was given).
constexpr Statement kSchemaV7[] = {
    "ALTER TABLE games ADD COLUMN viewpoint INTEGER NOT NULL DEFAULT -1",
};

// Version 8: notes on the nodes of the study tree. annotations.variation is the variation the
// note is on (0: the recorded line), its step the step within that variation's line of play; the
// unique key takes it in. SQLite cannot change a table's UNIQUE constraint, so the table is
// rebuilt (rows and ids kept, so the full-text index stays in step) and its index and triggers
// are made again.
constexpr Statement kSchemaV8[] = {
    R"(CREATE TABLE annotations_v8 (
        id INTEGER PRIMARY KEY,
        game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        kyoku INTEGER NOT NULL, variation INTEGER NOT NULL DEFAULT 0, step INTEGER NOT NULL,
        seat INTEGER NOT NULL DEFAULT -1, body TEXT NOT NULL DEFAULT '',
        mark TEXT NOT NULL DEFAULT '', alternative TEXT NOT NULL DEFAULT '',
        bookmark INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL, updated_at TEXT NOT NULL,
        UNIQUE (game_id, kyoku, variation, step, seat)))",
    "INSERT INTO annotations_v8 (id, game_id, kyoku, variation, step, seat, body, mark, "
    "alternative, bookmark, created_at, updated_at) SELECT id, game_id, kyoku, 0, step, seat, "
    "body, mark, alternative, bookmark, created_at, updated_at FROM annotations",
    "DROP TABLE annotations",
    "ALTER TABLE annotations_v8 RENAME TO annotations",
    "CREATE INDEX annotations_bookmark ON annotations (bookmark, game_id)",
    { Only::SQLite, kAnnotationsAi },
    { Only::SQLite, kAnnotationsAd },
    { Only::SQLite, kAnnotationsAu },
    { Only::SQLite, kAnnotationsCountAi },
    { Only::SQLite, kAnnotationsCountAd },
    { Only::SQLite, kAnnotationsCountAu },
    // The rows were copied with their ids: the identity column's next id follows them.
    { Only::PostgreSQL,
            "SELECT setval(pg_get_serial_sequence('annotations', 'id'), coalesce(max(id), 0) + 1, "
            "false) FROM annotations" },
    { Only::PostgreSQL, kAnnotationsCountTrigger },
};

// Version 9: lessons (lessons.h). A lesson is stored whole, as its lesson file text (body), with
// its fingerprint (formats::lessonFingerprint), unique so an import is never kept twice; the
// students' results a teacher imported, one row per student and problem. Quiz progress names a
// lesson's problem (source "lesson": the lesson's fingerprint and the problem's index).
constexpr Statement kSchemaV9[] = {
    R"(CREATE TABLE lessons (
        id INTEGER PRIMARY KEY,
        fingerprint TEXT NOT NULL UNIQUE,
        title TEXT NOT NULL,
        author TEXT NOT NULL DEFAULT '',
        body TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL))",
    "CREATE INDEX lessons_updated ON lessons (updated_at, id)",
    R"(CREATE TABLE lesson_results (
        lesson_id INTEGER NOT NULL REFERENCES lessons (id) ON DELETE CASCADE,
        student TEXT NOT NULL,
        problem INTEGER NOT NULL,
        answer TEXT NOT NULL DEFAULT '',
        correct INTEGER NOT NULL,
        attempts INTEGER NOT NULL,
        imported_at TEXT NOT NULL,
        PRIMARY KEY (lesson_id, student, problem)))",
    "ALTER TABLE quiz_items ADD COLUMN lesson TEXT NOT NULL DEFAULT ''",
    "ALTER TABLE quiz_items ADD COLUMN problem INTEGER NOT NULL DEFAULT -1",
};

// Version 10: row versions for several scorers on one library (a shared server): every change
// to a club game counts up its row_version, every correction of a hand the hand's, so that a
// change made on what another scorer has changed since is refused instead of overwriting it
// (clubstore.h, ClubExpectation).
// The scorers of a game: club_players.login links a club player to the login they use on a
// server, and club_game_scorers names further logins that score a game (a table's scorer who is
// not playing); on a server the row-level security of serverroles.cpp lets a scorer change only
// those games.
constexpr Statement kSchemaV10[] = {
    "ALTER TABLE club_games ADD COLUMN row_version INTEGER NOT NULL DEFAULT 1",
    "ALTER TABLE club_hands ADD COLUMN row_version INTEGER NOT NULL DEFAULT 1",
    "ALTER TABLE club_players ADD COLUMN login TEXT NOT NULL DEFAULT ''",
    R"(CREATE TABLE club_game_scorers (
        game_id INTEGER NOT NULL REFERENCES club_games (id) ON DELETE CASCADE,
        login TEXT NOT NULL,
        PRIMARY KEY (game_id, login)))",
};

// Version 11: tournaments (tournament.h). An event's registered players in the order the seating
// numbers them; its rounds (how each was seated, the seed, the rules of its games); the tables of
// each round, with the registered players by seat (East first) and the club game played there;
// and the substitutes who sat in a registered player's place in a round.
constexpr Statement kSchemaV11[] = {
    R"(CREATE TABLE tournament_entries (
        event_id INTEGER NOT NULL REFERENCES club_events (id) ON DELETE CASCADE,
        number INTEGER NOT NULL,
        player_id INTEGER NOT NULL REFERENCES club_players (id),
        PRIMARY KEY (event_id, number),
        UNIQUE (event_id, player_id)))",
    R"(CREATE TABLE tournament_rounds (
        event_id INTEGER NOT NULL REFERENCES club_events (id) ON DELETE CASCADE,
        round_no INTEGER NOT NULL,
        method TEXT NOT NULL,
        seed TEXT NOT NULL DEFAULT '',
        rules_name TEXT NOT NULL DEFAULT '',
        created_at TEXT NOT NULL,
        PRIMARY KEY (event_id, round_no)))",
    R"(CREATE TABLE tournament_tables (
        event_id INTEGER NOT NULL REFERENCES club_events (id) ON DELETE CASCADE,
        round_no INTEGER NOT NULL,
        table_no INTEGER NOT NULL,
        game_id INTEGER REFERENCES club_games (id) ON DELETE SET NULL,
        seat0 INTEGER NOT NULL,
        seat1 INTEGER NOT NULL,
        seat2 INTEGER NOT NULL,
        seat3 INTEGER NOT NULL,
        PRIMARY KEY (event_id, round_no, table_no)))",
    R"(CREATE TABLE tournament_substitutes (
        event_id INTEGER NOT NULL REFERENCES club_events (id) ON DELETE CASCADE,
        round_no INTEGER NOT NULL,
        number INTEGER NOT NULL,
        player_id INTEGER NOT NULL REFERENCES club_players (id),
        PRIMARY KEY (event_id, round_no, number)))",
};

// Version 12: engine reviews (reviews.h). A review is attached to a game and a seat (and the
// seat's player, for a player's history), keeps the report it came from and its decisions (data:
// mjai/reportreview.h storedReview) and the figures the summary sums; each deviation is a row of
// review_deviations, found by player and date or by the q-value it lost.
constexpr Statement kSchemaV12[] = {
    R"(CREATE TABLE reviews (
        id INTEGER PRIMARY KEY,
        game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        player_id INTEGER REFERENCES players (id),
        engine TEXT NOT NULL,
        model_tag TEXT NOT NULL DEFAULT '',
        engine_version TEXT NOT NULL DEFAULT '',
        report_sha TEXT NOT NULL,
        file_name TEXT NOT NULL DEFAULT '',
        dated_at TEXT NOT NULL,
        imported_at TEXT NOT NULL,
        rating REAL,
        decisions INTEGER NOT NULL,
        agreed INTEGER NOT NULL,
        deviations INTEGER NOT NULL,
        serious INTEGER NOT NULL,
        q_loss REAL NOT NULL,
        cat_efficiency INTEGER NOT NULL,
        cat_push_fold INTEGER NOT NULL,
        cat_riichi INTEGER NOT NULL,
        cat_calls INTEGER NOT NULL,
        cat_placement INTEGER NOT NULL,
        data TEXT NOT NULL,
        report BLOB,
        UNIQUE (game_id, report_sha)))",
    "CREATE INDEX reviews_player ON reviews (player_id, dated_at)",
    "CREATE INDEX reviews_dated ON reviews (dated_at)",
    R"(CREATE TABLE review_deviations (
        review_id INTEGER NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
        idx INTEGER NOT NULL,
        kyoku INTEGER NOT NULL,
        step INTEGER NOT NULL,
        global_step INTEGER NOT NULL,
        label TEXT NOT NULL DEFAULT '',
        category TEXT NOT NULL,
        severity INTEGER NOT NULL,
        q_loss REAL NOT NULL,
        played_prob REAL NOT NULL,
        bot TEXT NOT NULL,
        played TEXT NOT NULL,
        PRIMARY KEY (review_id, idx)))",
    // bot and played: the actions as MJAI objects (compact JSON).
    "CREATE INDEX review_deviations_loss ON review_deviations (q_loss)",
};

// Version 13: a player's play in numbers (playerstats.h). game_players gains every play count of
// game/playstats.h (storage/playcolumns.cpp lists them), counted on the replayed record
// (play_counted: the record replayed, so the counts are complete) and the game's player count;
// games its length (1 east-only, 2 east-south, 0 unknown); rare_events the yakuman, nagashi and
// double riichi of each seat; persons merge several players (accounts) into one, one of them
// possibly "me". player_totals, every player's games summed per player count and kept exact by
// triggers on game_players, is made by the step's code (fillPlayCounts) with the counts of the
// games already in the library.
constexpr Statement kSchemaV13[] = {
    "ALTER TABLE games ADD COLUMN game_length INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE game_players ADD COLUMN player_count INTEGER NOT NULL DEFAULT 4",
    "ALTER TABLE game_players ADD COLUMN play_counted INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE game_players ADD COLUMN dealer_hands INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE game_players ADD COLUMN dealer_kept INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE game_players ADD COLUMN dama_wins INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE game_players ADD COLUMN win_turns INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE game_players ADD COLUMN deal_in_riichi INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE game_players ADD COLUMN deal_in_tenpai INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE game_players ADD COLUMN deal_in_not_tenpai INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE game_players ADD COLUMN deal_in_to_riichi INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE game_players ADD COLUMN deal_in_to_open INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE game_players ADD COLUMN deal_in_to_dama INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE game_players ADD COLUMN first_riichi INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE game_players ADD COLUMN chase_riichi INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE game_players ADD COLUMN riichi_wins INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE game_players ADD COLUMN riichi_deal_ins INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE game_players ADD COLUMN riichi_turns INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE game_players ADD COLUMN riichi_multi_wait INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE game_players ADD COLUMN ippatsu_wins INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE game_players ADD COLUMN ura_wins INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE game_players ADD COLUMN call_wins INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE game_players ADD COLUMN call_deal_ins INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE game_players ADD COLUMN exhaustive_draws INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE game_players ADD COLUMN draw_tenpai INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE game_players ADD COLUMN net_points INTEGER NOT NULL DEFAULT 0",
    "UPDATE game_players SET player_count = (SELECT g.player_count FROM games g WHERE g.id = "
    "game_players.game_id)",
    R"(CREATE TABLE rare_events (
        game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        kyoku INTEGER NOT NULL,
        what TEXT NOT NULL,
        dealt_in INTEGER NOT NULL DEFAULT 0))",
    "CREATE INDEX rare_events_game ON rare_events (game_id, seat)",
    R"(CREATE TABLE persons (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE,
        me INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL))",
    R"(CREATE TABLE person_accounts (
        person_id INTEGER NOT NULL REFERENCES persons (id) ON DELETE CASCADE,
        player_id INTEGER NOT NULL REFERENCES players (id),
        PRIMARY KEY (person_id, player_id),
        UNIQUE (player_id)))",
};

// Version 14: scoring from the players' phones (tablelinks.h). A table's link is a random token,
// kept only as its SHA-256 (token_hash), for one club game, to score it or to watch it, until it
// is revoked; a hand sent from a link carries a key, and the key is kept with the hand it stored
// so that the same request sent again stores nothing twice. The audit trail says who changed a
// game (club_audit.changed_by: the table's link, or '' for the desktop).
constexpr Statement kSchemaV14[] = {
    "ALTER TABLE club_audit ADD COLUMN changed_by TEXT NOT NULL DEFAULT ''",
    R"(CREATE TABLE table_links (
        token_hash TEXT PRIMARY KEY,
        game_id INTEGER NOT NULL REFERENCES club_games (id) ON DELETE CASCADE,
        role TEXT NOT NULL,
        label TEXT NOT NULL DEFAULT '',
        created_at TEXT NOT NULL,
        revoked INTEGER NOT NULL DEFAULT 0))",
    "CREATE INDEX table_links_game ON table_links (game_id, role)",
    R"(CREATE TABLE table_requests (
        token_hash TEXT NOT NULL REFERENCES table_links (token_hash) ON DELETE CASCADE,
        request_key TEXT NOT NULL,
        game_id INTEGER NOT NULL REFERENCES club_games (id) ON DELETE CASCADE,
        hand INTEGER NOT NULL,
        created_at TEXT NOT NULL,
        PRIMARY KEY (token_hash, request_key)))",
};

struct Migration
{
    int version;
    const Statement *statements;
    std::size_t count;
    // Work the statements cannot do (code run after them, in the same transaction).
    std::optional<Error> (*after)(const Database &db) = nullptr;
};

bool runsOn(Only only, Backend backend)
{
    return only == Only::Both || (only == Only::SQLite) == (backend == Backend::SQLite);
}

constexpr std::array kMigrations{
    Migration{ 1, kSchemaV1, std::size(kSchemaV1) },
    Migration{ 2, kSchemaV2, std::size(kSchemaV2) },
    Migration{ 3, kSchemaV3, std::size(kSchemaV3) },
    Migration{ 4, kSchemaV4, std::size(kSchemaV4) },
    Migration{ 5, kSchemaV5, std::size(kSchemaV5) },
    Migration{ 6, kSchemaV6, std::size(kSchemaV6) },
    Migration{ 7, kSchemaV7, std::size(kSchemaV7) },
    Migration{ 8, kSchemaV8, std::size(kSchemaV8) },
    Migration{ 9, kSchemaV9, std::size(kSchemaV9) },
    Migration{ 10, kSchemaV10, std::size(kSchemaV10) },
    Migration{ 11, kSchemaV11, std::size(kSchemaV11) },
    Migration{ 12, kSchemaV12, std::size(kSchemaV12) },
    Migration{ 13, kSchemaV13, std::size(kSchemaV13), detail::fillPlayCounts },
    Migration{ 14, kSchemaV14, std::size(kSchemaV14) },
};

static_assert(kMigrations.back().version == kSchemaVersion);

} // namespace

std::optional<Error> migrate(const Database &db, int target)
{
    if (db.schemaVersion() >= target)
        return std::nullopt;
    Transaction transaction(db);
    if (transaction.beginError())
        return transaction.beginError();
    if (auto error = lockForMigration(db))
        return error;
    // Another process may have migrated the library while we waited for the write lock.
    const int from = db.schemaVersion();
    if (from >= target)
        return std::nullopt;
    QSqlQuery q = db.query();
    for (const Migration &migration : kMigrations) {
        if (migration.version <= from || migration.version > target)
            continue;
        for (std::size_t i = 0; i < migration.count; ++i) {
            const Statement &statement = migration.statements[i];
            if (!runsOn(statement.only, db.backend()))
                continue;
            if (!q.exec(dialect::schemaSql(statement.sql, db.backend()))) {
                return sqlError(Tr::tr("Cannot upgrade the library to schema version %1")
                                        .arg(migration.version),
                        q);
            }
        }
        if (migration.after) {
            if (auto error = migration.after(db))
                return error;
        }
        if (auto error = recordSchemaVersion(db, migration.version))
            return error;
    }
    // A server library's roles read the tables this upgrade added too.
    if (from > 0) {
        if (auto error = renewLibraryGrants(db))
            return error;
    }
    if (from == 0) {
        q.prepare(u"INSERT INTO settings (key, value) VALUES ('created_at', ?)"_s);
        q.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
        if (!q.exec())
            return sqlError(Tr::tr("Cannot initialise the library settings"), q);
    }
    return transaction.commit();
}

} // namespace haifu::storage
