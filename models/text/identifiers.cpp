#include "identifiers.h"

#include "charscan.h"

#include "prefilter.h"
#include "references.h"

#include <QRegularExpression>

#include <vector>

namespace pm::text {
namespace {

// A character of an identifier (ASCII letters, digits, '_').
bool isIdentifierChar(char16_t c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9')
           || c == u'_';
}

bool isLetter(char16_t c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z');
}

bool isHex(char16_t c)
{
    return (c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f') || (c >= u'A' && c <= u'F');
}

// Words compared case-insensitively with tokens, thousands of times per lint: the
// lengths are known up front and compared first (a different length never compares equal).
std::vector<QLatin1String> latin1(std::initializer_list<const char *> words)
{
    std::vector<QLatin1String> out;
    out.reserve(words.size());
    for (const char *w : words)
        out.emplace_back(w);
    return out;
}

bool equalsOneOf(QStringView token, const std::vector<QLatin1String> &words)
{
    for (const QLatin1String &w : words) {
        if (w.size() == token.size() && token.compare(w, Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

bool isSha(QStringView t)
{
    if (t.size() < 7 || t.size() > 40)
        return false;
    bool digit = false;
    bool letter = false;
    for (QChar ch : t) {
        const char16_t c = ch.unicode();
        if (!isHex(c))
            return false;
        digit = digit || (c >= u'0' && c <= u'9');
        letter = letter || isLetter(c);
    }
    return digit && letter;
}

bool isSourceExtension(QStringView ext)
{
    // clang-format off
    static const std::vector<QLatin1String> exts = latin1({
        "c", "cc", "cpp", "cxx", "h", "hh", "hpp", "hxx", "inl", "cu", "cuh", "py", "rs", "go",
        "java", "kt", "js", "mjs", "ts", "tsx", "jsx", "rb", "cs", "swift", "m", "mm", "sh",
        "bash", "yaml", "yml", "json", "toml", "md", "txt", "cmake", "proto", "sql", "lua", "php",
        "scala", "ini", "cfg", "conf", "xml", "html", "css", "qml", "ui", "pro", "mk", "gradle",
        "log", "patch", "diff", "so", "dll", "o", "a", "lock", "env", "tf", "ll", "s", "asm",
    });
    // clang-format on
    return equalsOneOf(ext, exts);
}

// Product and company names written in camel case, and domains and media files written
// like file.ext: prose, not code ("GitHub", "docs.rs", "image.png").
bool isProseName(QStringView tok)
{
    // clang-format off
    static const std::vector<QLatin1String> names = latin1({
        "github", "gitlab", "bitbucket", "youtube", "linkedin", "javascript", "typescript",
        "powershell", "postgresql", "mysql", "mariadb", "mongodb", "devops", "openai", "iphone",
        "ipad", "macos", "ios", "webassembly", "websocket", "websockets", "graphql", "openssl",
        "boringssl", "nodejs", "dynamodb", "cockroachdb", "clickhouse", "elasticsearch",
        "rabbitmq", "pagerduty", "grafana", "openshift", "cloudflare", "fastly", "datadog",
        "skywalking", "rocketmq", "openjdk", "vmware", "virtualbox", "wechat", "dingtalk",
        "docs.rs", "crates.io", "lib.rs", "pkg.go.dev", "npmjs.com", "pypi.org", "github.io",
    });
    // clang-format on
    return equalsOneOf(tok, names);
}

bool isMediaOrDomain(QStringView ext)
{
    // clang-format off
    static const std::vector<QLatin1String> exts = latin1({
        "png", "jpg", "jpeg", "gif", "svg", "webp", "bmp", "ico", "pdf", "mp4", "mov", "webm",
        "mp3", "wav", "com", "org", "net", "io", "dev", "cn", "co", "uk", "de", "jp", "app",
        "ai", "edu", "gov", "info", "me", "tv",
    });
    // clang-format on
    return equalsOneOf(ext, exts);
}

// The characters trimmed off a token's ends before it is judged: ([{"'*_~<“‘ in front,
// )]}"'*_~,.;:!?>”’ behind.
bool isEdgeOpen(char16_t c)
{
    switch (c) {
    case u'(':
    case u'[':
    case u'{':
    case u'"':
    case u'\'':
    case u'*':
    case u'_':
    case u'~':
    case u'<':
    case 0x201C:
    case 0x2018:
        return true;
    default:
        return false;
    }
}

bool isEdgeClose(char16_t c)
{
    switch (c) {
    case u')':
    case u']':
    case u'}':
    case u'"':
    case u'\'':
    case u'*':
    case u'_':
    case u'~':
    case u',':
    case u'.':
    case u';':
    case u':':
    case u'!':
    case u'?':
    case u'>':
    case 0x201D:
    case 0x2019:
        return true;
    default:
        return false;
    }
}

// Whether the trimmed token (at least two characters) is shaped like code; a product
// name so shaped ("GitHub", "docs.rs") is still prose, which looksLikeIdentifier asks
// only then, as most words are no identifier at all.
bool hasIdentifierShape(QStringView tok)
{
    const int n = int(tok.size());
    if (isSha(tok))
        return true;
    if (n > 2 && tok[0] == u'0' && (tok[1] == u'x' || tok[1] == u'X') && isHex(tok[2].unicode()))
        return true;
    // A release: "1.270.1", "v2.3.0" (three numbers, two dots) names the artifact.
    {
        int i = (tok[0] == u'v' || tok[0] == u'V') ? 1 : 0;
        int numbers = 0;
        bool ok = i < n;
        while (ok && i < n) {
            const int from = i;
            while (i < n && tok[i] >= u'0' && tok[i] <= u'9')
                ++i;
            ok = i > from;
            ++numbers;
            if (i < n)
                ok = ok && tok[i++] == u'.' && i < n;
        }
        if (ok && numbers >= 3)
            return true;
    }
    int slashes = 0;
    for (int i = 0; i < n; ++i) {
        const char16_t c = tok[i].unicode();
        const char16_t prev = i > 0 ? tok[i - 1].unicode() : 0;
        const char16_t next = i + 1 < n ? tok[i + 1].unicode() : 0;
        if (c == u'_' && isIdentifierChar(prev) && prev != u'_' && isIdentifierChar(next) && next != u'_')
            return true; // snake_case
        if (c >= u'A' && c <= u'Z' && prev >= u'a' && prev <= u'z')
            return true; // camelCase
        if (c == u'(' && isIdentifierChar(prev))
            return true; // call(args)
        if (c == u'=' && isIdentifierChar(prev))
            return true; // name=value
        if (c == u'/')
            ++slashes;
    }
    if (slashes > 0) {
        if (tok.startsWith(u"./") || tok.startsWith(u"../") || tok.startsWith(u"~/")
            || (tok[0] == u'/' && n > 1 && isLetter(tok[1].unicode())) || slashes >= 2)
            return true;
    }
    // file.ext (also the last segment of a path) and member.access
    const int dot = int(tok.lastIndexOf(u'.'));
    if (dot > 0 && dot + 1 < n) {
        const QStringView ext = tok.mid(dot + 1);
        int left = dot;
        while (left > 0 && (isIdentifierChar(tok[left - 1].unicode()) || tok[left - 1] == u'-'))
            --left;
        const QStringView stem = tok.mid(left, dot - left);
        if (isMediaOrDomain(ext) && slashes == 0)
            return false;
        if (!stem.isEmpty() && isSourceExtension(ext))
            return true;
        if (stem.size() >= 2 && ext.size() >= 2 && isLetter(stem[0].unicode())
            && isLetter(ext[0].unicode()) && (left == 0 || tok[left - 1] != u'.'))
            return true;
    }
    return false;
}

// Most tokens are plain words ("the", "Uploads", "retried,"): ASCII letters with no capital
// after a small letter, and at most one of [,.;:!?] at the end, which is trimmed. None of
// the shapes below fits one: each needs a digit, '_', a bracket, '=', '/', a dot
// between letters, an operator or camelCase.
bool isPlainWord(QStringView tok)
{
    qsizetype n = tok.size();
    if (n > 0) {
        switch (tok[n - 1].unicode()) {
        case u',':
        case u'.':
        case u';':
        case u':':
        case u'!':
        case u'?':
            --n;
            break;
        default:
            break;
        }
    }
    bool small = false;
    for (qsizetype i = 0; i < n; ++i) {
        const char16_t c = tok[i].unicode();
        if (c >= u'a' && c <= u'z')
            small = true;
        else if (!(c >= u'A' && c <= u'Z') || small)
            return false;
    }
    return n > 0;
}

} // namespace

bool looksLikeIdentifier(QStringView tok)
{
    if (isPlainWord(tok))
        return false;
    // "::", "->", "()", "==", "!=", "&&" or "||" anywhere, in one pass.
    for (qsizetype i = 0; i + 1 < tok.size(); ++i) {
        const char16_t a = tok[i].unicode();
        const char16_t b = tok[i + 1].unicode();
        if ((a == u':' && b == u':') || (a == u'-' && b == u'>') || (a == u'(' && b == u')')
            || (b == u'=' && (a == u'=' || a == u'!')) || (a == u'&' && b == u'&')
            || (a == u'|' && b == u'|'))
            return true;
    }
    while (!tok.isEmpty() && isEdgeOpen(tok.front().unicode()))
        tok = tok.mid(1);
    while (!tok.isEmpty() && isEdgeClose(tok.back().unicode()))
        tok.chop(1);
    return tok.size() >= 2 && hasIdentifierShape(tok) && !isProseName(tok);
}

namespace {

// Whether an inline code span names code: not a plain word or two of prose in backticks
// (`bug`, `heap dump`), nor an image or a domain (`image.png`, `docs.rs`).
bool codeSpanNamesCode(QStringView span)
{
    span = span.trimmed();
    if (span.isEmpty())
        return false;
    bool plain = true;
    for (const QChar ch : span) {
        const char16_t c = ch.unicode();
        plain = plain && ((c >= u'a' && c <= u'z') || c == u' ');
    }
    if (plain)
        return false;
    const int dot = int(span.lastIndexOf(u'.'));
    if (dot > 0 && !span.contains(u'/') && !span.contains(u' ') && !span.contains(u'(')
        && isMediaOrDomain(span.mid(dot + 1)))
        return false;
    return !isProseName(span);
}

// Whether [start, end) holds code that names something: a code block, or an inline span
// that codeSpanNamesCode() accepts.
bool namesCodeIn(const MarkdownMask &mask, int start, int end)
{
    const QStringView text = mask.text();
    for (int i = start; i < end;) {
        if (mask.kind(i) != Code) {
            ++i;
            continue;
        }
        int j = i;
        while (j < end && mask.kind(j) == Code)
            ++j;
        // An inline span's range holds its backticks; a code block's lines do not.
        QStringView run = text.mid(i, j - i);
        const bool inlineSpan = run.size() >= 2 && run.front() == u'`' && run.back() == u'`' && !run.contains(u'\n');
        if (!inlineSpan)
            return true;
        while (!run.isEmpty() && run.front() == u'`')
            run = run.mid(1);
        while (!run.isEmpty() && run.back() == u'`')
            run.chop(1);
        if (codeSpanNamesCode(run))
            return true;
        i = j;
    }
    return false;
}

bool scanIdentifiers(const MarkdownMask &mask, int start, int end, bool quotes)
{
    if (mask.containsKind(start, end, Code) && namesCodeIn(mask, start, end))
        return true;
    const QStringView text = mask.text();
    int i = start;
    while (i < end) {
        const char16_t c = text[i].unicode();
        // Quoted text in typographic or CJK quotes: “…” or 「…」.
        if (quotes && (c == 0x201C || c == 0x300C) && mask.kind(i) != Comment) {
            const char16_t close = c == 0x201C ? 0x201D : 0x300D;
            const int j = int(text.mid(i + 1, end - i - 1).indexOf(QChar(close)));
            if (j >= 3)
                return true;
        }
        if (mask.kind(i) == Comment || isBlank(c) || c >= 0x2E80 || c == 0x201C || c == 0x300C) {
            ++i;
            continue;
        }
        if (quotes && c == u'"') {
            const int j = int(text.mid(i + 1, end - i - 1).indexOf(u'"'));
            if (j >= 3 && !text.mid(i + 1, j).contains(u'\n'))
                return true;
        }
        int j = i;
        while (j < end && mask.kind(j) != Comment && !isBlank(text[j].unicode())
               && text[j].unicode() < 0x2E80)
            ++j;
        if (looksLikeIdentifier(text.mid(i, j - i)))
            return true;
        i = j;
    }
    return false;
}

} // namespace

bool hasIdentifier(const MarkdownMask &mask, int start, int end)
{
    return scanIdentifiers(mask, start, end, true);
}

bool hasCodeIdentifier(const MarkdownMask &mask, int start, int end)
{
    return scanIdentifiers(mask, start, end, false);
}

QString withoutComments(const MarkdownMask &mask, int start, int end)
{
    QString out = mask.text().mid(start, end - start).toString();
    for (int i = start; i < end; ++i) {
        if (mask.kind(i) == Comment)
            out[i - start] = QLatin1Char(' ');
    }
    return out;
}

namespace {

const QStringList &notHanNames()
{
    static const QStringList names{QStringLiteral("已合并"), QStringLiteral("已登记"), QStringLiteral("进行中"),
                                   QStringLiteral("已完成"), QStringLiteral("待定"), QStringLiteral("无"),
                                   QStringLiteral("可选"), QStringLiteral("完成"), QStringLiteral("待补充"),
                                   QStringLiteral("待填写"), QStringLiteral("未定"), QStringLiteral("未知")};
    return names;
}

// A Chinese name starts with a surname ("问题（偶尔出现）" names nobody); common surnames
// cover most names, and an unknown one errs towards "no owner".
const QString &surnames()
{
    static const QString names = QStringLiteral(
        "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程"
        "苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝"
        "龚邵万钱严覃武戴莫孔向汤常温康施文牛樊葛邢安齐易乔伍庞颜倪庄聂章鲁岳翟殷詹申欧耿关兰焦俞"
        "左柳甘祝包宁尚符舒阮柯纪梅童凌毕单季裴霍涂成苗谷盛曲翁冉骆蓝路游辛靳管柴蒙鲍华喻祁蒲房滕"
        "屈饶解牟艾尤阳时穆农司卓古吉缪简车项连芦麦褚娄窦戚岑景党宫费卜冷晏席卫米柏宗瞿桂全佟应臧"
        "闵苟邬边卞姬师和仇栾隋商刁沙荣巫寇桑郎甄丛仲虞敖巩明佘池查麻苑迟邝小老阿");
    return names;
}

const QStringList &notEnglishNames()
{
    static const QStringList words{
        QStringLiteral("PR"), QStringLiteral("MR"), QStringLiteral("None"), QStringLiteral("TBD"),
        QStringLiteral("TODO"), QStringLiteral("Done"), QStringLiteral("Merged"),
        QStringLiteral("Tracked"), QStringLiteral("See"), QStringLiteral("Filed"),
        QStringLiteral("Fixed"), QStringLiteral("Added"), QStringLiteral("Landed"),
        QStringLiteral("Optional"), QStringLiteral("Ticket"), QStringLiteral("Link"),
        QStringLiteral("In"), QStringLiteral("Open"), QStringLiteral("Closed"),
        QStringLiteral("Owner"), QStringLiteral("Unassigned"), QStringLiteral("Nobody")};
    return words;
}

// "Alex", "Priya Raman", "edge-cache team", "张伟", "Tada 团队". The reference form: tests
// compare nameLike() below with it (prefilter::setEnabled(false) asks this one).
bool isNameLike(QString s)
{
    s = s.trimmed();
    while (!s.isEmpty() && (s.endsWith(QLatin1Char('.')) || s.endsWith(QChar(0x3002))))
        s.chop(1);
    s = s.trimmed();
    if (s.isEmpty() || s.size() > 40)
        return false;
    if (s.endsWith(QLatin1String("team"), Qt::CaseInsensitive) || s.endsWith(QStringLiteral("团队"))
        || s.endsWith(QStringLiteral("小组")))
        return true;
    bool allHan = true;
    for (QChar ch : s)
        allHan = allHan && isHan(ch.unicode());
    if (allHan)
        return s.size() >= 2 && s.size() <= 4 && !notHanNames().contains(s) && surnames().contains(s.front());
    const QStringList words = s.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (words.size() > 4 || notEnglishNames().contains(words.first()))
        return false;
    // An acronym ("RBAC", "CI", "P0") is no person.
    if (words.size() == 1 && words.first() == words.first().toUpper())
        return false;
    for (const QString &w : words) {
        for (QChar ch : w) {
            const char16_t c = ch.unicode();
            if (!(isLetter(c) || c == u'-' || c == u'\'' || c == u'.' || c > 0x7F))
                return false;
        }
    }
    const char16_t initial = words.first().at(0).unicode();
    return initial >= u'A' && initial <= u'Z';
}

// Whether a word equals its upper case, as QString::toUpper() sees it.
bool isUpperCase(QStringView w)
{
    for (const QChar ch : w) {
        const char16_t c = ch.unicode();
        if (c >= 0x80) // full case mapping (ß -> SS, surrogates): Qt's own answer
            return w.toString() == w.toString().toUpper();
        if (c >= u'a' && c <= u'z')
            return false;
    }
    return true;
}

// isNameLike() on a view, without a string, a list or a case-mapped copy: every
// parenthetical of every action item is asked, and most are no name ("UPL-78", "<owner>").
bool nameLike(QStringView s)
{
    s = s.trimmed();
    while (!s.isEmpty() && (s.back() == u'.' || s.back() == QChar(0x3002)))
        s.chop(1);
    s = s.trimmed();
    if (s.isEmpty() || s.size() > 40)
        return false;
    if (s.endsWith(QLatin1String("team"), Qt::CaseInsensitive) || s.endsWith(u"团队") || s.endsWith(u"小组"))
        return true;
    bool allHan = true;
    for (QChar ch : s)
        allHan = allHan && isHan(ch.unicode());
    if (allHan)
        return s.size() >= 2 && s.size() <= 4 && !notHanNames().contains(s) && surnames().contains(s.front());
    // The words between spaces, as split(' ', Qt::SkipEmptyParts) gives them; a fifth is
    // one too many.
    QStringView words[5];
    int count = 0;
    for (qsizetype i = 0, n = s.size(); i < n && count < 5;) {
        if (s[i] == u' ') {
            ++i;
            continue;
        }
        qsizetype j = i;
        while (j < n && s[j] != u' ')
            ++j;
        words[count++] = s.mid(i, j - i);
        i = j;
    }
    if (count > 4 || notEnglishNames().contains(words[0]))
        return false;
    // An acronym ("RBAC", "CI", "P0") is no person.
    if (count == 1 && isUpperCase(words[0]))
        return false;
    for (int k = 0; k < count; ++k) {
        for (QChar ch : words[k]) {
            const char16_t c = ch.unicode();
            if (!(isLetter(c) || c == u'-' || c == u'\'' || c == u'.' || c > 0x7F))
                return false;
        }
    }
    const char16_t initial = words[0].front().unicode();
    return initial >= u'A' && initial <= u'Z';
}

bool isListSeparator(char16_t c)
{
    return c == u',' || c == u'，' || c == u';' || c == u'；' || c == u'、';
}

QString firstElement(const QString &group)
{
    qsizetype cut = 0;
    while (cut < group.size() && !isListSeparator(group.at(cut).unicode()))
        ++cut;
    return cut == group.size() ? group : group.left(cut);
}

// The groups of "\(([^()]*)\)|（([^（）]*)）", found as globalMatch finds them, and whether
// an element of one (split at [,，;；、]) is name-like. No group opens before `from`.
bool anyGroupNamesSomeone(QStringView text, qsizetype from)
{
    const char16_t *const t = text.utf16();
    const qsizetype n = text.size();
    qsizetype i = from;
    while (i < n) {
        const char16_t open = t[i];
        if (open != u'(' && open != u'（') {
            ++i;
            continue;
        }
        const char16_t close = open == u'(' ? u')' : u'）';
        qsizetype j = i + 1;
        while (j < n && t[j] != open && t[j] != close)
            ++j;
        if (j == n || t[j] != close) {
            ++i; // no group opens here; the scan goes on after the bracket
            continue;
        }
        qsizetype start = i + 1;
        for (qsizetype k = i + 1; k <= j; ++k) {
            if (k == j || isListSeparator(t[k])) {
                if (nameLike(text.mid(start, k - start)))
                    return true;
                start = k + 1;
            }
        }
        i = j + 1;
    }
    return false;
}

// What namesOwner's patterns need, found in one pass over the text (every action item is
// asked; most name nobody).
struct OwnerHints
{
    // The keyword pattern may match: an '@', 负责人 or 责任人, or "owne", "assign" or "dri"
    // at a word start (as prefilter::containsWordCaseless sees one) that does not follow a
    // '<': the pattern's (?<!<) rules out the seed's "<owner>".
    bool keyword = false;
    // Where the first bracket of a group stands, or -1.
    qsizetype bracket = -1;
    // The dash pattern may match: "——", or one of [—–-] between two characters that may
    // be \s (ASCII white space; the pattern is not Unicode-aware, and anything outside
    // ASCII counts, to be safe).
    bool dash = false;
};

OwnerHints ownerHints(QStringView text)
{
    using prefilter::startsWithCaseless;
    OwnerHints h;
    const char16_t *const t = text.utf16();
    const qsizetype n = text.size();
    const auto spaceAt = [t, n](qsizetype i) { return i >= 0 && i < n && (t[i] <= 0x20 || t[i] >= 0x80); };
    for (qsizetype i = 0; i < n; ++i) {
        const char16_t c = t[i];
        if (isIdentifierChar(c)) {
            if (i > 0 && (isIdentifierChar(t[i - 1]) || t[i - 1] == u'<'))
                continue;
            switch (c | 0x20) {
            case u'o':
                h.keyword = h.keyword || startsWithCaseless(text, i, "owne");
                break;
            case u'a':
                h.keyword = h.keyword || startsWithCaseless(text, i, "assign");
                break;
            case u'd':
                h.keyword = h.keyword || startsWithCaseless(text, i, "dri");
                break;
            default:
                break;
            }
            continue;
        }
        switch (c) {
        case u'@':
            h.keyword = true;
            break;
        case u'负': // 负责人
        case u'责': // 责任人
            h.keyword = h.keyword || (i + 2 < n && t[i + 1] == (c == u'负' ? u'责' : u'任') && t[i + 2] == u'人');
            break;
        case u'(':
        case u'（':
            if (h.bracket < 0)
                h.bracket = i;
            break;
        case u'-':
        case u'–':
            h.dash = h.dash || (spaceAt(i - 1) && spaceAt(i + 1));
            break;
        case u'—':
            h.dash = h.dash || (i + 1 < n && t[i + 1] == u'—') || (spaceAt(i - 1) && spaceAt(i + 1));
            break;
        default:
            break;
        }
    }
    return h;
}

} // namespace

bool namesOwner(const QString &text, const QString &metaOwner)
{
    static const QRegularExpression keyword(
        QStringLiteral(R"((?<!<)\b(?:owners?|owned\s+by|assignee|assigned\s+to|DRI)\b(?!>)|负责人|责任人|(?<![\w.])@[A-Za-z][\w.-]*)"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    const bool filter = prefilter::enabled();
    // Each pattern is asked only when the text holds what it needs (prefilter.h).
    const OwnerHints hints = filter ? ownerHints(text) : OwnerHints{true, 0, true};
    if (hints.keyword && keyword.match(text).hasMatch())
        return true;
    if (!metaOwner.isEmpty()) {
        static const QRegularExpression split(QStringLiteral("[\\s(（,，]+"));
        // The front matter's owner is the same for every item of a lint.
        thread_local QString lastOwner;
        thread_local QString lastFirst;
        if (!filter || lastOwner.isNull() || lastOwner != metaOwner) {
            lastFirst = metaOwner.split(split, Qt::SkipEmptyParts).value(0);
            lastOwner = metaOwner;
        }
        const QString &first = lastFirst;
        if (first.size() >= 2 && text.contains(first))
            return true;
    }
    // "(Alex, JIRA-12346)" and "(OBS-79, Marco Bianchi)" both name the owner.
    if (filter) {
        if (hints.bracket >= 0 && anyGroupNamesSomeone(text, hints.bracket))
            return true;
    } else {
        static const QRegularExpression groups(QStringLiteral(R"(\(([^()]*)\)|（([^（）]*)）)"));
        for (auto it = groups.globalMatch(text); it.hasNext();) {
            const auto m = it.next();
            const QString inner = m.captured(1).isNull() ? m.captured(2) : m.captured(1);
            static const QRegularExpression sep(QStringLiteral("[,，;；、]"));
            for (const QString &element : inner.split(sep)) {
                if (isNameLike(element))
                    return true;
            }
        }
    }
    if (!hints.dash)
        return false;
    static const QRegularExpression dash(QStringLiteral(R"((?:\s[—–-]\s|——)([^—–]*)$)"));
    const auto d = dash.match(text.trimmed());
    if (!d.hasMatch())
        return false;
    const QString element = firstElement(d.captured(1));
    return filter ? nameLike(element) : isNameLike(element);
}

namespace {

const QRegularExpression &nonePattern()
{
    static const QRegularExpression none(
        QStringLiteral(R"(^\s*(?:none\b(?!\s+of\b)|no\s+follow-?ups?\b|no\s+action\s+items?\b|无\s*(?:[—–\-－:：。，,]|$)|无需后续))"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    return none;
}

// Whether the none pattern could match: after the leading \s*, only 'n', 'N' or '无' can
// start a match. ASCII \s is these six; a character outside ASCII up to U+3000 may be a
// Unicode space (U+3000 is the last one), one above it is none (Chinese text).
bool mayBeNone(QStringView text)
{
    const qsizetype i = prefilter::asciiSpaceEnd(text);
    if (i == text.size())
        return false;
    const char16_t c = text[i].unicode();
    if (c < 0x80)
        return c == u'n' || c == u'N';
    return c <= 0x3000 || c == u'无';
}

} // namespace

bool isNoneStatement(const QString &text)
{
    return (!prefilter::enabled() || mayBeNone(text)) && nonePattern().match(text).hasMatch();
}

bool isNoneStatement(QStringView text)
{
    // The string is made only for the pattern.
    return (!prefilter::enabled() || mayBeNone(text)) && nonePattern().match(text.toString()).hasMatch();
}

} // namespace pm::text
