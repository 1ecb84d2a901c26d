#pragma once

#include <QAbstractListModel>
#include <QList>
#include <QString>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace haifu::app {

// The handbook shipped with the app: the chapters of resources/handbook/<language>/ (Markdown,
// in the order of their file names), one of them open, and a search over their paragraphs. A
// chapter missing in the interface language is shown in English. Chapter text is ours and shown
// as Markdown; the search query is the user's and only ever compared, never shown as markup.
class Handbook : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    //! "en" or "ja"; the app binds it to the interface language.
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
    Q_PROPERTY(int count READ rowCount NOTIFY languageChanged)
    //! The chapter shown: its key (the file name without order number and ".md").
    Q_PROPERTY(QString currentKey READ currentKey WRITE setCurrentKey NOTIFY currentChanged)
    Q_PROPERTY(QString currentTitle READ currentTitle NOTIFY currentChanged)
    //! The chapter's Markdown.
    Q_PROPERTY(QString currentText READ currentText NOTIFY currentChanged)
    //! The chapter as rich text with room between paragraphs, headings and table cells, which
    //! Qt's own Markdown view leaves out.
    Q_PROPERTY(QString currentHtml READ currentHtml NOTIFY currentChanged)
    //! True when the chapter is not written in the language asked for and shows in English.
    Q_PROPERTY(bool currentIsFallback READ currentIsFallback NOTIFY currentChanged)
    Q_PROPERTY(QString query READ query WRITE setQuery NOTIFY resultsChanged)
    //! Paragraphs holding every word of the query: {key, title, snippet} with a plain-text
    //! snippet, at most kMaxResults of them, in chapter order.
    Q_PROPERTY(QVariantList results READ results NOTIFY resultsChanged)

public:
    enum Role {
        KeyRole = Qt::UserRole + 1,
        TitleRole,
        FallbackRole,
    };
    Q_ENUM(Role)

    static constexpr int kMaxResults = 60;

    // `root` holds one folder per language; the app's is the resource folder ":/handbook".
    explicit Handbook(QObject *parent = nullptr);
    Handbook(const QString &root, QObject *parent);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

    [[nodiscard]] QString language() const { return m_language; }
    void setLanguage(const QString &language);
    [[nodiscard]] QString currentKey() const;
    void setCurrentKey(const QString &key);
    [[nodiscard]] QString currentTitle() const;
    [[nodiscard]] QString currentText() const;
    [[nodiscard]] QString currentHtml() const;
    [[nodiscard]] bool currentIsFallback() const;
    [[nodiscard]] QString query() const { return m_query; }
    void setQuery(const QString &query);
    [[nodiscard]] QVariantList results() const { return m_results; }

    // Row of the chapter with this key, or -1.
    Q_INVOKABLE int indexOf(const QString &key) const;
    // Follows a link of a chapter ("library.md", "03-library.md#notes"): true when it names a
    // chapter, which is then shown; other links are not ours to follow.
    Q_INVOKABLE bool openLink(const QString &link);

    // Markdown of a paragraph as plain text for a result line: no heading or list marks, no
    // emphasis, links as their text, white space folded.
    [[nodiscard]] static QString plainText(const QString &markdown);
    // Markdown as rich text for the handbook's view.
    [[nodiscard]] static QString toHtml(const QString &markdown);

Q_SIGNALS:
    void languageChanged();
    void currentChanged();
    void resultsChanged();

private:
    struct Chapter
    {
        QString key;
        QString fileName;
        QString title;
        QString text;
        bool fallback = false;
    };

    void load();
    void search();

    QString m_root;
    QString m_language = QStringLiteral("en");
    QList<Chapter> m_chapters;
    int m_current = 0;
    QString m_query;
    QVariantList m_results;
};

} // namespace haifu::app
