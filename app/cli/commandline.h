#pragma once

#include <QCommandLineParser>
#include <QStringList>
#include <QTextStream>

#include <initializer_list>
#include <optional>

// The arguments of one haifu-cli command, read with QCommandLineParser. What every command has
// in common lives here once: -h/--help, --json, --db (or $HAIFU_LIBRARY), the positional
// arguments, and the usage errors for an unknown option or an option without its value.
namespace haifu::storage {
class Database;
}

namespace haifu::cli {

// One option: its names without dashes ({"o", "output"}), and whether it takes a value.
struct Option
{
    QStringList names;
    bool takesValue = false;
};

inline const Option kJsonOption{ { QStringLiteral("json") } };
inline const Option kDbOption{ { QStringLiteral("db") }, true };

// How a command reports a usage error: its name (for "haifu-cli NAME: …"), its help text, and
// optionally its own report (the message to standard error; returns the exit status).
struct Usage
{
    QString command;
    void (*help)(QTextStream &) = nullptr;
    int (*error)(const QString &message) = nullptr;

    // "haifu-cli COMMAND: MESSAGE", a blank line and the help on standard error; status 2.
    int report(const QString &message) const;
    // "haifu-cli COMMAND: MESSAGE" on standard error; status 1 (input that is refused).
    int fail(const std::string &message) const;
};

// One line of a command's help: the option as typed ("--win TILE") and what it does.
struct HelpLine
{
    const char *option;
    QString text;
};

// The head of a command's help: its usage lines, each paragraph after a blank line, then
// "Options:".
QString helpHead(const QStringList &usage, const QStringList &paragraphs);

// The option lines of a help text: "  OPTION  TEXT" with the texts in one column, `width`
// characters after the indent (an option too long for it is followed by two spaces).
QString optionLines(int width, std::initializer_list<HelpLine> lines);

class CommandLine
{
public:
    CommandLine(std::initializer_list<Option> options);
    void addOptions(const QList<Option> &options);
    // Numbers such as -2000 are positional arguments rather than options.
    void setNegativeNumbersPositional(bool on) { m_negativeNumbers = on; }

    // Parses `args` (the arguments after the command's name). Returns the exit status when the
    // command is done: 0 after printing the help for -h/--help, the usage error's status when
    // an option is unknown or lacks its value. std::nullopt: go on.
    std::optional<int> parse(const QStringList &args, const Usage &usage);

    bool isSet(const QString &name) const { return m_parser.isSet(name); }
    QString value(const QString &name) const { return m_parser.value(name); }
    QStringList values(const QString &name) const { return m_parser.values(name); }
    QStringList positional() const { return m_positional; }
    // The options given, as written ("--to", "-o"), in the order given.
    QStringList givenOptions() const;
    // The library file: --db, or $HAIFU_LIBRARY.
    QString dbPath() const;

private:
    bool takesValue(const QString &argument) const;

    QCommandLineParser m_parser;
    QList<Option> m_options;
    bool m_negativeNumbers = false;
    QStringList m_positional;
};

// Opens the library of --db (or $HAIFU_LIBRARY) into `db`; nullopt when it is open, else the
// exit status after the error is reported through `usage`.
std::optional<int> openLibrary(const CommandLine &cl, storage::Database &db, const Usage &usage);

} // namespace haifu::cli
