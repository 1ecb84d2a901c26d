#include "shell/handbook.h"
#include "common/rowindex.h"

#include "shared/listroles.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextTable>

using namespace Qt::StringLiterals;

namespace haifu::app {

namespace {

// The length of a result's snippet, in characters, around the first word found.
constexpr qsizetype kSnippetLength = 180;

QString readText(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

// "03-library.md" → "library": the number only orders the chapters.
QString keyOf(const QString &fileName)
{
    static const QRegularExpression order(u"^\\d+-"_s);
    QString key = fileName;
    key.chop(3);
    return key.remove(order);
}

bool isWide(QChar c)
{
    return c.unicode() >= 0x2E80; // CJK, kana, full-width forms
}

// A line break inside a paragraph reads as a space, which Japanese text does not have between
// words: lines of wide characters are joined without one. Lists, tables, headings and code stay.
QString joinWideLines(const QString &markdown)
{
    static const QRegularExpression blockStart(u"^\\s*([-*+|#>]|\\d+\\.|```)"_s);
    QStringList lines = markdown.split(u'\n');
    bool fenced = false;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (lines.at(i).startsWith(u"```"))
            fenced = !fenced;
        while (!fenced && i + 1 < lines.size() && !lines.at(i).isEmpty()
                && isWide(lines.at(i).back()) && !lines.at(i + 1).trimmed().isEmpty()
                && !blockStart.match(lines.at(i + 1)).hasMatch()
                && isWide(lines.at(i + 1).trimmed().front())) {
            lines[i] += lines.at(i + 1).trimmed();
            lines.removeAt(i + 1);
        }
    }
    return lines.join(u'\n');
}

QString titleOf(const QString &markdown, const QString &fallback)
{
    for (const QStringView line : QStringView(markdown).split(u'\n')) {
        if (line.startsWith(u"# "))
            return line.sliced(2).trimmed().toString();
    }
    return fallback;
}

// The paragraphs of a chapter: blocks between empty lines, a fenced code block kept whole.
QStringList paragraphsOf(const QString &markdown)
{
    QStringList paragraphs;
    QString block;
    bool fenced = false;
    for (const QString &line : markdown.split(u'\n')) {
        if (line.startsWith(u"```"))
            fenced = !fenced;
        if (!fenced && line.trimmed().isEmpty()) {
            if (!block.trimmed().isEmpty())
                paragraphs.append(block);
            block.clear();
            continue;
        }
        block += line + u'\n';
    }
    if (!block.trimmed().isEmpty())
        paragraphs.append(block);
    return paragraphs;
}

QString snippetOf(const QString &plain, qsizetype at)
{
    if (plain.size() <= kSnippetLength)
        return plain;
    qsizetype start = qMax<qsizetype>(0, at - kSnippetLength / 3);
    start = qMin(start, plain.size() - kSnippetLength);
    // Start at a word rather than in one (text without spaces, as Japanese, starts anywhere).
    const qsizetype space = plain.indexOf(u' ', start);
    if (start > 0 && space >= 0 && space < qMin(at, start + 20))
        start = space + 1;
    QString snippet = plain.mid(start, kSnippetLength);
    if (start > 0)
        snippet.prepend(u'…');
    if (start + kSnippetLength < plain.size())
        snippet.append(u'…');
    return snippet;
}

} // namespace

Handbook::Handbook(QObject *parent) : Handbook(u":/handbook"_s, parent) { }

Handbook::Handbook(const QString &root, QObject *parent) : QAbstractListModel(parent), m_root(root)
{
    load();
}

int Handbook::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_chapters.size());
}

QVariant Handbook::data(const QModelIndex &index, int role) const
{
    if (!haifu::isRowOf(*this, index))
        return {};
    const Chapter &chapter = m_chapters.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case TitleRole: return chapter.title;
    case KeyRole: return chapter.key;
    case FallbackRole: return chapter.fallback;
    default: return {};
    }
}

QHash<int, QByteArray> Handbook::roleNames() const
{
    return enumRoleNames(staticMetaObject);
}

void Handbook::setLanguage(const QString &language)
{
    if (language == m_language)
        return;
    const QString key = currentKey();
    m_language = language;
    beginResetModel();
    load();
    endResetModel();
    m_current = qMax(0, indexOf(key));
    Q_EMIT languageChanged();
    Q_EMIT currentChanged();
    search();
}

QString Handbook::currentKey() const
{
    return m_chapters.isEmpty() ? QString() : m_chapters.at(m_current).key;
}

void Handbook::setCurrentKey(const QString &key)
{
    const int row = indexOf(key);
    if (row < 0 || row == m_current)
        return;
    m_current = row;
    Q_EMIT currentChanged();
}

QString Handbook::currentTitle() const
{
    return m_chapters.isEmpty() ? QString() : m_chapters.at(m_current).title;
}

QString Handbook::currentText() const
{
    return m_chapters.isEmpty() ? QString() : m_chapters.at(m_current).text;
}

QString Handbook::currentHtml() const
{
    return toHtml(currentText());
}

bool Handbook::currentIsFallback() const
{
    return !m_chapters.isEmpty() && m_chapters.at(m_current).fallback;
}

void Handbook::setQuery(const QString &query)
{
    if (query == m_query)
        return;
    m_query = query;
    search();
}

int Handbook::indexOf(const QString &key) const
{
    for (int row = 0; row < m_chapters.size(); ++row) {
        if (m_chapters.at(row).key == key)
            return row;
    }
    return -1;
}

bool Handbook::openLink(const QString &link)
{
    if (link.contains(u':'))
        return false; // a scheme: not a chapter
    const QString path = link.section(u'#', 0, 0);
    const QString fileName = path.section(u'/', -1);
    for (int row = 0; row < m_chapters.size(); ++row) {
        const Chapter &chapter = m_chapters.at(row);
        if (!fileName.isEmpty() && (fileName == chapter.fileName || fileName == chapter.key)) {
            setCurrentKey(chapter.key);
            return true;
        }
    }
    return false;
}

QString Handbook::plainText(const QString &markdown)
{
    static const QRegularExpression link(u"!?\\[([^\\]]*)\\]\\([^)]*\\)"_s);
    static const QRegularExpression lineMarks(
            u"^\\s*(#+|[-*+]|\\d+\\.|>|\\|)\\s+"_s, QRegularExpression::MultilineOption);
    static const QRegularExpression emphasis(u"(\\*\\*|__|\\*|`|```)"_s);
    static const QRegularExpression tableRule(u"\\|?\\s*:?-{3,}:?\\s*"_s);
    QString text = markdown;
    text.replace(link, u"\\1"_s);
    text.remove(lineMarks);
    text.remove(tableRule);
    text.remove(emphasis);
    text.replace(u'|', u' ');
    return text.simplified();
}

QString Handbook::toHtml(const QString &markdown)
{
    QTextDocument document;
    document.setMarkdown(markdown);
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        QTextBlockFormat format = block.blockFormat();
        if (format.headingLevel() > 0) {
            format.setTopMargin(format.headingLevel() == 1 ? 0 : 18);
            format.setBottomMargin(6);
        } else if (!block.textList() && !QTextCursor(block).currentTable()) {
            format.setBottomMargin(10);
        }
        QTextCursor(block).setBlockFormat(format);
    }
    for (QTextFrame *frame : document.rootFrame()->childFrames()) {
        if (auto *table = qobject_cast<QTextTable *>(frame)) {
            QTextTableFormat format = table->format();
            format.setCellPadding(4);
            format.setCellSpacing(0);
            format.setBottomMargin(10);
            table->setFormat(format);
        }
    }
    return document.toHtml();
}

// The English folder names the chapters and their order; another language replaces those it has.
void Handbook::load()
{
    m_chapters.clear();
    const QDir english(m_root + u"/en"_s);
    const QDir translated(m_root + u'/' + m_language);
    const QStringList files = english.entryList({ u"*.md"_s }, QDir::Files, QDir::Name);
    for (const QString &fileName : files) {
        Chapter chapter;
        chapter.key = keyOf(fileName);
        chapter.fileName = fileName;
        if (m_language != u"en"_s && translated.exists(fileName))
            chapter.text = readText(translated.filePath(fileName));
        if (chapter.text.isEmpty()) {
            chapter.text = readText(english.filePath(fileName));
            chapter.fallback = m_language != u"en"_s;
        }
        chapter.text = joinWideLines(chapter.text);
        chapter.title = titleOf(chapter.text, chapter.key);
        m_chapters.append(chapter);
    }
}

void Handbook::search()
{
    m_results.clear();
    // Words are split at any white space, the ideographic space of Japanese input too.
    const QStringList words = m_query.simplified().toCaseFolded().split(u' ', Qt::SkipEmptyParts);
    for (const Chapter &chapter : std::as_const(m_chapters)) {
        if (words.isEmpty() || m_results.size() >= kMaxResults)
            break;
        for (const QString &paragraph : paragraphsOf(chapter.text)) {
            const QString plain = plainText(paragraph);
            const QString folded = plain.toCaseFolded();
            const bool all = std::all_of(words.cbegin(), words.cend(),
                    [&folded](const QString &word) { return folded.contains(word); });
            if (!all)
                continue;
            m_results.append(QVariantMap{ { u"key"_s, chapter.key }, { u"title"_s, chapter.title },
                    { u"snippet"_s, snippetOf(plain, folded.indexOf(words.first())) } });
            if (m_results.size() >= kMaxResults)
                break;
        }
    }
    Q_EMIT resultsChanged();
}

} // namespace haifu::app
