#include "cli/commandline.h"

#include "cli/cli.h"
#include "common/qtstrings.h"
#include "storage/database.h"

#include <QProcessEnvironment>

#include <map>

using namespace Qt::StringLiterals;

namespace haifu::cli {

QTextStream &out()
{
    static QTextStream stream(stdout);
    return stream;
}

QTextStream &err()
{
    static QTextStream stream(stderr);
    return stream;
}

int Usage::report(const QString &message) const
{
    if (error)
        return error(message);
    err() << "haifu-cli " << command << ": " << message << "\n\n";
    help(err());
    return 2;
}

QString helpHead(const QStringList &usage, const QStringList &paragraphs)
{
    QString text = usage.join(u'\n') + u"\n\n"_s;
    for (const QString &paragraph : paragraphs)
        text += paragraph + u"\n\n"_s;
    return text + Tr::tr("Options:") + u'\n';
}

QString optionLines(int width, std::initializer_list<HelpLine> lines)
{
    QString text;
    for (const HelpLine &line : lines) {
        const QString option = QString::fromUtf8(line.option);
        text += u"  "_s
                + (option.size() + 2 <= width ? option.leftJustified(width) : option + u"  "_s)
                + line.text + u'\n';
    }
    return text;
}

int Usage::fail(const std::string &message) const
{
    err() << "haifu-cli " << command << ": " << QString::fromStdString(message) << '\n';
    return 1;
}

CommandLine::CommandLine(std::initializer_list<Option> options)
{
    addOptions({ Option{ { u"h"_s, u"help"_s } } });
    addOptions(QList<Option>(options));
}

void CommandLine::addOptions(const QList<Option> &options)
{
    for (const Option &o : options) {
        m_options.append(o);
        m_parser.addOption(o.takesValue ? QCommandLineOption(o.names, QString(), u"value"_s)
                                        : QCommandLineOption(o.names));
    }
}

bool CommandLine::takesValue(const QString &argument) const
{
    for (const Option &o : m_options) {
        if (!o.takesValue)
            continue;
        for (const QString &name : o.names) {
            if (argument == (name.size() == 1 ? u"-"_s : u"--"_s) + name)
                return true;
        }
    }
    return false;
}

std::optional<int> CommandLine::parse(const QStringList &args, const Usage &usage)
{
    // QCommandLineParser reads the program name first. Negative numbers are hidden behind a
    // token that is no option, and put back among the positional arguments afterwards.
    QStringList escaped{ u"haifu-cli"_s };
    std::map<QString, QString> numbers;
    bool valueNext = false;
    for (const QString &a : args) {
        const bool number =
                !valueNext && m_negativeNumbers && a.size() > 1 && a[0] == u'-' && a[1].isDigit();
        if (number) {
            const QString token = QChar(1) + QString::number(numbers.size());
            numbers[token] = a;
            escaped << token;
            continue;
        }
        valueNext = !valueNext && takesValue(a);
        escaped << a;
    }
    const bool parsed = m_parser.parse(escaped);
    if (m_parser.isSet(u"help"_s)) {
        usage.help(out());
        return 0;
    }
    if (!parsed) {
        const QStringList unknown = m_parser.unknownOptionNames();
        if (!unknown.isEmpty()) {
            const QString &name = unknown.front();
            return usage.report(Tr::tr("unknown option '%1'")
                                        .arg((name.size() == 1 ? u"-"_s : u"--"_s) + name));
        }
        if (valueNext)
            return usage.report(Tr::tr("%1 needs a value").arg(args.last()));
        return usage.report(m_parser.errorText());
    }
    m_positional.clear();
    for (const QString &a : m_parser.positionalArguments()) {
        const auto number = numbers.find(a);
        m_positional << (number == numbers.end() ? a : number->second);
    }
    return std::nullopt;
}

QStringList CommandLine::givenOptions() const
{
    QStringList given;
    for (const QString &name : m_parser.optionNames())
        given << (name.size() == 1 ? u"-"_s : u"--"_s) + name;
    return given;
}

QString CommandLine::dbPath() const
{
    if (m_parser.isSet(u"db"_s))
        return m_parser.value(u"db"_s);
    return QProcessEnvironment::systemEnvironment().value(u"HAIFU_LIBRARY"_s);
}

std::optional<int> openLibrary(const CommandLine &cl, storage::Database &db, const Usage &usage)
{
    const QString path = cl.dbPath();
    if (path.isEmpty())
        return usage.report(Tr::tr("give the library with --db PATH"));
    if (auto error = db.open(path))
        return usage.fail(error->message);
    return std::nullopt;
}

} // namespace haifu::cli
