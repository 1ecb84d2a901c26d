#include "formats/notesfileformat.h"
#include "common/qtstrings.h"

#include "formats/formatscommon.h"
#include "formats/recordio.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <tuple>

namespace haifu::formats {

namespace {

// The messages are reports::readNotesFile's, in its translation context.
Error fail(const QString &message)
{
    return Error{ message.toStdString() };
}

// A whole number within [min, max], or nullopt (missing, text, fraction, out of range).
std::optional<int> wholeNumber(const QJsonValue &v, int min, int max)
{
    if (!v.isDouble())
        return std::nullopt;
    const double d = v.toDouble();
    if (d != std::floor(d))
        return std::nullopt;
    return detail::boundedInt(d, min, max);
}

// The same limits as the library's (storage/variations.h).
constexpr int kMaxVariations = 10'000;
constexpr int kMaxMovesPerVariation = 2'000;

// "variations" of a version 2 file.
Result<std::vector<game::Variation>> parseVariations(const QJsonArray &array, const QString &name)
{
    if (array.size() > kMaxVariations)
        //: %1 file, %2 how many variations it has, %3 the limit
        return fail(Tr::tr("%1 holds %2 variations; at most %3 are read")
                            .arg(name)
                            .arg(array.size())
                            .arg(kMaxVariations));
    std::vector<game::Variation> out;
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QJsonObject o = array.at(i).toObject();
        const auto id = wholeNumber(o.value(u"id"_s), 1, kMaxVariations * 100);
        const auto kyoku = wholeNumber(o.value(u"kyoku"_s), 0, detail::kMaxKyoku - 1);
        const auto parent = wholeNumber(o.value(u"parent"_s), 0, kMaxVariations * 100);
        const auto branch = wholeNumber(o.value(u"branch"_s), 0, detail::kMaxEventsPerKyoku);
        const auto rank = wholeNumber(o.value(u"rank"_s), -kMaxVariations, kMaxVariations);
        auto moves = game::parseActions(o.value(u"moves"_s).toString().toStdString());
        const bool known = std::any_of(out.begin(), out.end(),
                [&](const game::Variation &v) { return id && v.id == *id; });
        if (!id || !kyoku || !parent || !branch || !rank || known || !moves
                || static_cast<int>(moves->size()) > kMaxMovesPerVariation)
            //: %1 file, %2 the variation's number in the file
            return fail(Tr::tr("%1, variation %2: not a variation (id, kyoku, parent, branch, "
                               "rank, moves)")
                                .arg(name)
                                .arg(i + 1));
        game::Variation v;
        v.id = *id;
        v.kyoku = *kyoku;
        v.parent = *parent;
        v.branch = *branch;
        v.rank = *rank;
        v.name = o.value(u"name"_s).toString().left(200).toStdString();
        v.moves = std::move(*moves);
        out.push_back(std::move(v));
    }
    return out;
}

} // namespace

Result<NotesFile> parseNotesFile(const QByteArray &data, const QString &name)
{
    if (data.size() > kMaxRecordBytes)
        //: %1 file, %2 the size limit in MiB
        return fail(Tr::tr("%1: larger than %2 MiB").arg(name).arg(kMaxRecordMiB));
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &parseError);
    if (!doc.isObject())
        return fail(Tr::tr("%1 is not a Haifu game file: %2").arg(name, parseError.errorString()));
    const QJsonObject root = doc.object();
    if (root.value(u"format"_s).toString() != u"haifu-notes"_s)
        return fail(
                Tr::tr("%1 is not a Haifu game file (no \"format\": \"haifu-notes\")").arg(name));
    const double version = root.value(u"version"_s).toDouble();
    if (version > kNotesFileVersion)
        return fail(
                Tr::tr("%1 was written by a newer Haifu (file version %2); update Haifu to read it")
                        .arg(name, QString::number(version, 'g', 12)));
    if (!root.value(u"record"_s).isObject())
        return fail(Tr::tr("%1 holds no game record").arg(name));

    NotesFile file;
    file.recordJson =
            QJsonDocument(root.value(u"record"_s).toObject()).toJson(QJsonDocument::Compact);
    const QJsonArray notes = root.value(u"annotations"_s).toArray();
    if (notes.size() > kMaxNotesPerFile)
        //: %1 file, %2 how many notes it has, %3 the limit
        return fail(Tr::tr("%1 holds %2 notes; at most %3 are read")
                            .arg(name)
                            .arg(notes.size())
                            .arg(kMaxNotesPerFile));
    auto variations = parseVariations(root.value(u"variations"_s).toArray(), name);
    if (!variations)
        return variations.error();
    file.variations = std::move(*variations);
    file.notes.reserve(static_cast<std::size_t>(notes.size()));
    for (qsizetype i = 0; i < notes.size(); ++i) {
        const QJsonObject o = notes.at(i).toObject();
        const std::optional<int> kyoku = wholeNumber(o.value(u"kyoku"_s), 0, detail::kMaxKyoku - 1);
        const std::optional<int> step =
                wholeNumber(o.value(u"step"_s), 0, detail::kMaxEventsPerKyoku);
        const std::optional<int> seat = wholeNumber(o.value(u"seat"_s), -1, 3);
        const int variation = o.value(u"variation"_s).toInt();
        if (variation != 0
                && std::none_of(file.variations.begin(), file.variations.end(),
                        [variation](const game::Variation &v) { return v.id == variation; }))
            //: %1 file, %2 the note's number in the file, %3 a variation id
            return fail(Tr::tr("%1, note %2: no variation %3 in the file")
                                .arg(name)
                                .arg(i + 1)
                                .arg(variation));
        if (!kyoku || !step || !seat) {
            const auto [field, min, max] = !kyoku ? std::tuple(u"kyoku"_s, 0, detail::kMaxKyoku - 1)
                    : !step ? std::tuple(u"step"_s, 0, detail::kMaxEventsPerKyoku)
                            : std::tuple(u"seat"_s, -1, 3);
            //: %1 field name, %2 its smallest and %3 its largest value
            const QString what = Tr::tr("\"%1\" must be a whole number from %2 to %3")
                                         .arg(field)
                                         .arg(min)
                                         .arg(max);
            //: %1 file, %2 the note's number in the file, %3 what is wrong
            return fail(Tr::tr("%1, note %2: %3").arg(name).arg(i + 1).arg(what));
        }
        NotesFileNote note;
        note.kyoku = *kyoku;
        note.step = *step;
        note.seat = *seat;
        note.variation = variation;
        note.text = o.value(u"text"_s).toString();
        note.mark = o.value(u"mark"_s).toString();
        note.alternative = o.value(u"alternative"_s).toString();
        note.bookmark = o.value(u"bookmark"_s).toBool();
        file.notes.push_back(std::move(note));
    }
    return file;
}

} // namespace haifu::formats
