#include "jsonlines.h"

#include "cli.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <cstdio>
#include <iostream>
#include <string>

using namespace Qt::StringLiterals;

namespace haifu::cli {

QJsonObject invalidInput(const std::string &what)
{
    return QJsonObject{ { u"error"_s, QString::fromStdString("invalid_input: " + what) } };
}

int runJsonLines(const std::function<QJsonObject(const QJsonObject &)> &handle)
{
    std::string line;
    long lineNumber = 0;
    while (std::getline(std::cin, line)) {
        ++lineNumber;
        if (line.find_first_not_of(" \t\r") == std::string::npos)
            continue;
        QJsonParseError parseError;
        const QJsonDocument doc =
                QJsonDocument::fromJson(QByteArray::fromStdString(line), &parseError);
        QJsonObject result;
        if (parseError.error != QJsonParseError::NoError) {
            result = invalidInput("line " + std::to_string(lineNumber) + " is not valid JSON ("
                    + parseError.errorString().toStdString() + " at offset "
                    + std::to_string(parseError.offset) + ")");
        } else if (!doc.isObject()) {
            result = invalidInput("line " + std::to_string(lineNumber) + " is not a JSON object");
        } else {
            const QJsonObject input = doc.object();
            result = handle(input);
            if (input.contains("id"_L1))
                result.insert(u"id"_s, input.value("id"_L1));
        }
        const QByteArray bytes = QJsonDocument(result).toJson(QJsonDocument::Compact);
        std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), stdout);
        std::fputc('\n', stdout);
    }
    std::fflush(stdout);
    return std::cin.bad() ? 1 : 0;
}

std::optional<QJsonObject> handArguments(const QString &command, const QStringList &args,
        const QString &tilesOption, const QString &jsonField, void (*printHelp)(QTextStream &))
{
    QJsonArray melds;
    QString extra;
    QString closed;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args.at(i);
        const bool takesValue = a == "--melds"_L1 || a == "--meld"_L1 || a == tilesOption;
        if (takesValue && i + 1 >= args.size()) {
            err() << QCoreApplication::translate("haifu::cli", "haifu-cli %1: %2 needs a value")
                             .arg(command, a)
                  << '\n';
            return std::nullopt;
        }
        if (a == "--melds"_L1 || a == "--meld"_L1) {
            for (const QString &m : args.at(++i).split(u',', Qt::SkipEmptyParts))
                melds.append(m.trimmed());
        } else if (a == tilesOption) {
            extra += args.at(++i);
        } else if (a.startsWith(u"--"_s)) {
            err() << QCoreApplication::translate("haifu::cli", "haifu-cli %1: unknown option %2")
                             .arg(command, a)
                  << "\n\n";
            printHelp(err());
            return std::nullopt;
        } else {
            closed += a;
        }
    }
    if (closed.isEmpty()) {
        printHelp(err());
        return std::nullopt;
    }
    QJsonObject input{ { u"closed"_s, closed }, { u"melds"_s, melds } };
    if (!extra.isEmpty())
        input.insert(jsonField, extra);
    return input;
}

Result<rules::Hand> handFromJson(const QJsonObject &object)
{
    rules::Hand hand;
    const QJsonValue closed = object.value("closed"_L1);
    if (!closed.isString())
        return Error{ "closed: required, a string of tiles such as \"123m456p\"" };
    auto tiles = rules::parseTiles(closed.toString().toStdString());
    if (!tiles)
        return Error{ "closed: " + tiles.error().message };
    hand.closed = std::move(*tiles);

    const QJsonValue melds = object.value("melds"_L1);
    if (!melds.isUndefined() && !melds.isNull() && !melds.isArray())
        return Error{ "melds: must be an array" };
    const QJsonArray array = melds.toArray();
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QJsonValue m = array.at(i);
        const std::string where = "melds[" + std::to_string(i) + "]: ";
        Result<rules::Meld> meld = Error{};
        if (m.isString()) {
            meld = rules::parseMeld(m.toString().toStdString());
        } else if (m.isObject()) {
            const QJsonObject o = m.toObject();
            auto kind = rules::parseMeldKind(o.value("type"_L1).toString().toStdString());
            if (!kind)
                return Error{ where + kind.error().message };
            auto meldTiles = rules::parseTiles(o.value("tiles"_L1).toString().toStdString());
            if (!meldTiles)
                return Error{ where + meldTiles.error().message };
            meld = rules::makeMeld(*kind, std::move(*meldTiles));
        } else {
            return Error{ where + "must be \"KIND:tiles\" or {\"type\":KIND,\"tiles\":\"…\"}" };
        }
        if (!meld)
            return Error{ where + meld.error().message };
        hand.melds.push_back(std::move(*meld));
    }
    return hand;
}

} // namespace haifu::cli
