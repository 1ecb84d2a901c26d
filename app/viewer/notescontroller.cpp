#include "viewer/notescontroller.h"
#include "common/errortext.h"
#include "common/qtstrings.h"
#include "viewer/gamesession.h"

#include "storage/database.h"
#include "storage/savefile.h"
#include "viewer/gametext.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

using haifu::toQString;

using namespace Qt::StringLiterals;
using namespace haifu;

namespace haifu::app {

namespace {

bool samePlace(const storage::AnnotationKey &a, const storage::AnnotationKey &b)
{
    return a.kyoku == b.kyoku && a.step == b.step && a.variation == b.variation;
}

bool sameNotePlace(const storage::AnnotationKey &a, const storage::AnnotationKey &b)
{
    return a.gameId == b.gameId && a.kyoku == b.kyoku && a.step == b.step && a.seat == b.seat
            && a.variation == b.variation;
}

} // namespace

NotesController::NotesController(GameSession &session)
    : QObject(&session), m_session(session), m_annotations(this)
{
    m_key.kyoku = -1;
    m_saveTimer.setSingleShot(true);
    connect(&m_saveTimer, &QTimer::timeout, this, [this] { (void)save(); });
}

bool NotesController::canAnnotate() const
{
    return m_session.canAnnotate();
}

QString NotesController::seatName() const
{
    return m_session.playerName(m_key.seat);
}

void NotesController::setDatabase(const storage::Database *db)
{
    parkUnsaved();
    writeRecovery();
    m_unsaved.clear();
    m_db = db;
    readRecovery();
}

void NotesController::leaveGame()
{
    parkUnsaved();
    m_undo.clear();
    m_typing = false;
}

void NotesController::finish()
{
    parkUnsaved();
    writeRecovery();
}

void NotesController::loadGame()
{
    m_key = {};
    m_key.kyoku = -1;
    QList<AnnotationRow> rows;
    if (m_session.gameId() > 0 && m_db && m_db->isOpen()) {
        auto notes = storage::gameAnnotations(*m_db, m_session.gameId());
        if (!notes) {
            m_session.setError(tr("Cannot read the notes of this game: %1")
                                       .arg(haifu::errorText(notes.error())));
        } else {
            for (const storage::Annotation &a : *notes)
                rows.append(row(a));
        }
    }
    m_annotations.setRows(rows);
}

void NotesController::follow()
{
    parkUnsaved();
    storage::AnnotationKey key;
    key.gameId = m_session.gameId();
    key.kyoku = m_session.loaded() ? m_session.position()->kyoku() : -1;
    key.step = m_session.loaded() ? m_session.position()->step() : 0;
    key.seat = m_session.actorSeat();
    if (const VariationTree *tree = m_session.variations(); m_session.loaded() && tree->active()) {
        // A node of the variation tree: the step counts within the variation's line.
        key.kyoku = tree->kyoku();
        key.variation = tree->variation();
        key.step = tree->lineView().currentStep();
    }
    const AnnotationRow *row = m_annotations.find(key.kyoku, key.step, key.seat, key.variation);
    if (!row && key.seat >= 0) {
        // A note on the whole table at this step (haifu-cli library annotate without --seat)
        // is shown and edited in place of an empty one for the acting player.
        if (const AnnotationRow *tableNote =
                        m_annotations.find(key.kyoku, key.step, -1, key.variation)) {
            row = tableNote;
            key.seat = -1;
        }
    }
    if (!sameNotePlace(key, m_key))
        m_typing = false;
    m_key = key;
    m_note = row ? row->annotation : storage::Annotation{};
    m_note.key = key;
    // Back at a step whose text is still waiting: it is edited on from there.
    const auto waiting = std::find_if(m_unsaved.begin(), m_unsaved.end(),
            [&key](const auto &entry) { return sameNotePlace(entry.first, key); });
    if (waiting != m_unsaved.end()) {
        m_pendingText = waiting->second;
        m_unsaved.erase(waiting);
    }
    m_annotations.setCurrent(key.kyoku, key.step, key.variation);
    Q_EMIT changed();
}

QStringList NotesController::marks() const
{
    return storage::annotationMarks();
}

AnnotationRow NotesController::row(const storage::Annotation &a) const
{
    AnnotationRow row;
    row.annotation = a;
    if (m_session.record() && a.key.kyoku >= 0
            && a.key.kyoku < static_cast<int>(m_session.record()->kyoku.size()))
        row.kyokuLabel = GameText::kyokuLabel(
                m_session.record()->kyoku[static_cast<std::size_t>(a.key.kyoku)]);
    row.seatName = m_session.playerName(a.key.seat);
    row.variationLabel = m_session.variations()->label(a.key.variation);
    return row;
}

void NotesController::setText(const QString &typed)
{
    if (!canAnnotate() || typed == text())
        return;
    m_pendingText = typed;
    if (m_saveProblem.isEmpty())
        m_saveTimer.start(m_saveDelayMs);
}

bool NotesController::save()
{
    m_saveTimer.stop();
    bool saved = retryUnsaved();
    if (m_pendingText) {
        storage::AnnotationEdit edit;
        edit.text = *m_pendingText;
        if (edit.text == m_note.text) {
            m_pendingText.reset();
        } else if (applyEdit(edit, true)) {
            m_pendingText.reset();
        } else {
            // Kept as typed: the editor goes on showing it, and it is tried again.
            saved = false;
        }
    }
    setSaveProblem(saved ? QString() : m_lastSaveError);
    if (!saved)
        m_saveTimer.start(m_retryDelayMs);
    else if (m_recoveryRead && m_unsaved.empty())
        m_recoveryRead = !QFile::remove(recoveryPath()); // everything it held is in now
    return saved;
}

bool NotesController::retryUnsaved()
{
    // Texts left at other steps (or games) while the library refused them: only the text is
    // written, whatever else the note holds stays as stored.
    while (!m_unsaved.empty() && m_db) {
        const auto &[key, text] = m_unsaved.front();
        storage::AnnotationEdit edit;
        edit.text = text;
        auto saved = storage::editAnnotation(*m_db, key, edit);
        if (!saved) {
            m_lastSaveError = haifu::errorText(saved.error());
            return false;
        }
        if (key.gameId == m_session.gameId()) {
            m_annotations.put(row(*saved));
            updateKyoku(key.kyoku);
        }
        m_unsaved.erase(m_unsaved.begin());
    }
    return true;
}

void NotesController::parkUnsaved()
{
    if (!save() && m_pendingText) {
        // Leaving a step whose text the library refused: it waits with the others.
        m_unsaved.emplace_back(m_key, *m_pendingText);
        m_pendingText.reset();
    }
}

QString NotesController::recoveryPath() const
{
    return m_db ? m_db->sidePath(u".unsaved-notes.json"_s) : QString();
}

void NotesController::writeRecovery()
{
    const QString path = recoveryPath();
    if (path.isEmpty())
        return;
    if (m_unsaved.empty()) {
        QFile::remove(path);
        return;
    }
    QJsonArray notes;
    for (const auto &[key, text] : m_unsaved)
        notes.append(QJsonObject{ { u"game"_s, key.gameId }, { u"kyoku"_s, key.kyoku },
                { u"step"_s, key.step }, { u"seat"_s, key.seat }, { u"variation"_s, key.variation },
                { u"text"_s, text } });
    if (const auto error = storage::saveFile(path, QJsonDocument(notes).toJson()))
        qWarning("haifu: notes that could not be saved are lost: %s", error->message.c_str());
}

void NotesController::readRecovery()
{
    const QString path = recoveryPath();
    QFile file(path);
    if (path.isEmpty() || !file.open(QIODevice::ReadOnly))
        return;
    const QJsonArray notes = QJsonDocument::fromJson(file.read(8 << 20)).array();
    for (const QJsonValue &value : notes) {
        const QJsonObject note = value.toObject();
        storage::AnnotationKey key;
        key.gameId = note.value(u"game"_s).toInteger();
        key.kyoku = note.value(u"kyoku"_s).toInt();
        key.step = note.value(u"step"_s).toInt();
        key.seat = note.value(u"seat"_s).toInt();
        key.variation = note.value(u"variation"_s).toInt();
        if (key.gameId > 0 && note.value(u"text"_s).isString())
            m_unsaved.emplace_back(key, note.value(u"text"_s).toString());
    }
    m_recoveryRead = true;
    if (!m_unsaved.empty())
        m_saveTimer.start(0);
}

void NotesController::setSaveProblem(const QString &problem)
{
    if (problem == m_saveProblem)
        return;
    m_saveProblem = problem;
    Q_EMIT saveProblemChanged();
}

bool NotesController::storeNote(
        const storage::AnnotationKey &key, const std::optional<storage::Annotation> &note)
{
    if (!note || AnnotationModel::isEmpty(*note)) {
        if (const auto error = storage::removeAnnotation(*m_db, key)) {
            m_lastSaveError = haifu::errorText(*error);
            return false;
        }
        m_annotations.remove(key.kyoku, key.step, key.seat, key.variation);
        return true;
    }
    storage::AnnotationEdit edit;
    edit.text = note->text;
    edit.mark = note->mark;
    edit.alternative = note->alternative;
    edit.bookmark = note->bookmark;
    auto saved = storage::editAnnotation(*m_db, key, edit);
    if (!saved) {
        m_lastSaveError = haifu::errorText(saved.error());
        return false;
    }
    m_annotations.put(row(*saved));
    return true;
}

bool NotesController::applyEdit(const storage::AnnotationEdit &edit, bool typing)
{
    if (!canAnnotate()) {
        m_session.setError(m_session.loaded()
                        ? tr("This game is not in the library, so it cannot take notes.")
                        : tr("Open a game to take notes."));
        return false;
    }
    if (!typing) {
        // A mark or bookmark while a text is pending: the text goes first, as its own edit.
        if (m_pendingText && !save())
            return false;
    }
    const storage::AnnotationKey key = m_key;
    const AnnotationRow *row = m_annotations.find(key.kyoku, key.step, key.seat, key.variation);
    const std::optional<storage::Annotation> before =
            row ? std::optional<storage::Annotation>(row->annotation) : std::nullopt;
    storage::Annotation after = before.value_or(storage::Annotation{});
    after.key = key;
    if (edit.text)
        after.text = *edit.text;
    if (edit.mark)
        after.mark = *edit.mark;
    if (edit.alternative)
        after.alternative = *edit.alternative;
    if (edit.bookmark)
        after.bookmark = *edit.bookmark;
    if (!storeNote(key, after)) {
        // A typed text stays in the editor (saveNote keeps it and tries again); a mark or a
        // bookmark that did not reach the library is shown as it is stored.
        if (!typing) {
            m_session.setError(tr("Cannot save the note: %1").arg(m_lastSaveError));
            follow();
        }
        return false;
    }
    // Typing at one step is one undo entry however often it is saved.
    if (!(typing && m_typing && !m_undo.empty()))
        m_undo.push_back({ key, before });
    m_typing = typing;
    stored(key, edit.mark.has_value() || !before || AnnotationModel::isEmpty(after));
    return true;
}

void NotesController::stored(const storage::AnnotationKey &key, bool marksChange)
{
    updateKyoku(key.kyoku);
    if (marksChange)
        Q_EMIT marksChanged(); // the badges on the river tiles
    const AnnotationRow *row =
            m_annotations.find(m_key.kyoku, m_key.step, m_key.seat, m_key.variation);
    m_note = row ? row->annotation : storage::Annotation{};
    m_note.key = m_key;
    Q_EMIT changed();
}

void NotesController::updateKyoku(int kyoku)
{
    int notes = 0;
    QStringList marks;
    for (const AnnotationRow &row : m_annotations.rows()) {
        if (row.annotation.key.kyoku != kyoku)
            continue;
        ++notes;
        if (!row.annotation.mark.isEmpty())
            marks << row.annotation.mark;
    }
    m_session.kyokuList()->setNotes(kyoku, notes, marks);
}

bool NotesController::toggleMark(const QString &mark)
{
    storage::AnnotationEdit edit;
    edit.mark = mark == m_note.mark ? QString() : mark;
    if (edit.mark == m_note.mark)
        return true;
    return applyEdit(edit, false);
}

bool NotesController::toggleMarkNumber(int number)
{
    const QStringList &all = storage::annotationMarks();
    if (number == 0)
        return toggleMark({});
    if (number < 1 || number > all.size())
        return false;
    return toggleMark(all.at(number - 1));
}

bool NotesController::toggleBookmark()
{
    storage::AnnotationEdit edit;
    edit.bookmark = !m_note.bookmark;
    return applyEdit(edit, false);
}

bool NotesController::setAlternative(const QString &code)
{
    storage::AnnotationEdit edit;
    edit.alternative = code == m_note.alternative ? QString() : code;
    return applyEdit(edit, false);
}

bool NotesController::undo()
{
    if (!save() || m_undo.empty() || !canAnnotate())
        return false;
    const UndoEntry entry = m_undo.back();
    m_undo.pop_back();
    m_typing = false;
    if (!samePlace(entry.key, m_key))
        (void)goToNote(entry.key);
    if (!storeNote(entry.key, entry.before)) {
        m_session.setError(tr("Cannot save the note: %1").arg(m_lastSaveError));
        follow();
        return false;
    }
    stored(entry.key, true);
    return true;
}

bool NotesController::next()
{
    const int row = m_annotations.rowAfter(m_key.kyoku, m_key.step, m_key.variation);
    return row >= 0 && jumpTo(row);
}

bool NotesController::previous()
{
    const int row = m_annotations.rowBefore(m_key.kyoku, m_key.step, m_key.variation);
    return row >= 0 && jumpTo(row);
}

bool NotesController::jumpTo(int row)
{
    if (row < 0 || row >= m_annotations.rowCount())
        return false;
    return goToNote(m_annotations.rows().at(row).annotation.key);
}

bool NotesController::goToNote(const storage::AnnotationKey &key)
{
    if (key.variation != 0) {
        // The recorded line goes to the variation's hand first (the list of hands follows).
        if (key.kyoku != m_session.position()->kyoku())
            (void)m_session.jumpTo(key.kyoku, 0);
        return m_session.variations()->goTo(key.variation, key.step);
    }
    if (m_session.variations()->active())
        m_session.variations()->leave();
    return m_session.jumpTo(key.kyoku, key.step);
}

void NotesController::treeChanged()
{
    // Notes went with a removed variation, came back with an undo, or a name changed. A text
    // typed on a removed variation went with it.
    const auto gone = [this](const storage::AnnotationKey &key) {
        return key.variation != 0 && !m_session.variations()->tree().find(key.variation);
    };
    if (m_pendingText && gone(m_key))
        m_pendingText.reset();
    std::erase_if(m_unsaved, [&gone](const auto &entry) { return gone(entry.first); });
    std::erase_if(m_undo, [&gone](const UndoEntry &entry) { return gone(entry.key); });
    parkUnsaved();
    loadGame();
    if (m_session.record()) {
        for (int kyoku = 0; kyoku < static_cast<int>(m_session.record()->kyoku.size()); ++kyoku)
            updateKyoku(kyoku);
    }
    follow();
    Q_EMIT marksChanged();
}

} // namespace haifu::app
