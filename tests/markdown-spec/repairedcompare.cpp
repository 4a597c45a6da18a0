// The project's repaired md4c reading (models/markdown's scanMarkdown) against
// commonmark.js, in parsercompare's terms (parsercompare.js): built by parsercompare.sh
// with g++ from models/markdown's sources and Qt Core, not by CMake. Lists are "list"
// on both sides (the scan keeps no bullet/ordered), and a GFM table counts as the
// paragraph CommonMark reads (the scan always reads tables).
//   repairedcompare REFS    REFS: lines "<file>\t<top level>\t<every depth>"

#include "markdownscan.h"

#include <QFile>
#include <QString>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <regex>
#include <string>
#include <vector>

using pm::markdown::MarkdownScan;
using pm::markdown::ScanBlock;

namespace {

// The 1-based line of the first non-blank character of the block's text, or "-".
std::string firstTextLine(const MarkdownScan &scan, const QString &text, const ScanBlock &b)
{
    if (b.contentStart < 0)
        return "-";
    for (int i = b.contentStart; i < b.contentEnd && i < text.size(); ++i) {
        const QChar c = text[i];
        if (c != u' ' && c != u'\t' && c != u'\n' && c != u'\r') {
            const auto it = std::upper_bound(scan.lineStarts.begin(), scan.lineStarts.end(), i);
            return std::to_string(int(it - scan.lineStarts.begin()));
        }
    }
    return "-";
}

std::string leafToken(const MarkdownScan &scan, const QString &text, const ScanBlock &b)
{
    switch (b.type) {
    case ScanBlock::Heading: return "h" + std::to_string(b.level) + "@" + firstTextLine(scan, text, b);
    case ScanBlock::FencedCode: return "fcode@" + firstTextLine(scan, text, b);
    case ScanBlock::IndentedCode: return "icode@" + firstTextLine(scan, text, b);
    case ScanBlock::Html: return "html@" + firstTextLine(scan, text, b);
    case ScanBlock::Rule: return "hr";
    default: return ""; // paragraphs, tables
    }
}

bool isContainer(const ScanBlock &b)
{
    return b.type == ScanBlock::Quote || b.type == ScanBlock::List || b.type == ScanBlock::Item;
}

void readings(const QString &text, std::string &top, std::string &deep)
{
    const MarkdownScan scan = pm::markdown::scanMarkdown(text);
    std::vector<int> open; // depths of the open containers
    auto add = [](std::string &s, const std::string &t) { s += (s.empty() ? "" : " ") + t; };
    for (const ScanBlock &b : scan.blocks) {
        while (!open.empty() && open.back() >= b.depth) {
            open.pop_back();
            add(deep, "]");
        }
        if (isContainer(b)) {
            const char *kind = b.type == ScanBlock::Quote ? "quote" : b.type == ScanBlock::List ? "list"
                                                                                                : "li";
            add(deep, std::string(kind) + "[");
            open.push_back(b.depth);
            if (b.depth == 0)
                add(top, kind);
            continue;
        }
        const std::string leaf = leafToken(scan, text, b);
        if (!leaf.empty())
            add(deep, leaf);
        if (b.depth == 0)
            add(top, leaf.empty() ? "p" : leaf.compare(0, 5, "html@") == 0 ? std::string("html")
                                                                           : leaf);
    }
    for (std::size_t k = 0; k < open.size(); ++k)
        add(deep, "]");
}

} // namespace

int main(int argc, char **argv)
{
    if (argc != 2) {
        std::fprintf(stderr, "usage: repairedcompare REFS\n");
        return 2;
    }
    std::ifstream refs(argv[1]);
    std::string line;
    int total = 0, topSame = 0, deepSame = 0;
    const std::regex lists("\\b[uo]l\\b");
    while (std::getline(refs, line)) {
        const std::size_t tab = line.find('\t'), tab2 = line.find('\t', tab + 1);
        if (tab == std::string::npos || tab2 == std::string::npos)
            continue;
        const std::string file = line.substr(0, tab);
        const std::string refTop = std::regex_replace(line.substr(tab + 1, tab2 - tab - 1), lists, "list");
        const std::string refDeep = std::regex_replace(line.substr(tab2 + 1), lists, "list");
        QFile f(QString::fromStdString(file));
        if (!f.open(QIODevice::ReadOnly))
            continue;
        std::string top, deep;
        readings(QString::fromUtf8(f.readAll()), top, deep);
        ++total;
        topSame += top == refTop;
        deepSame += deep == refDeep;
        if (top != refTop || deep != refDeep)
            std::printf("DIFF %s\n  top   commonmark.js: %s\n        repaired:      %s\n  deep  commonmark.js: %s\n"
                        "        repaired:      %s\n",
                        file.c_str(), refTop.c_str(), top.c_str(), refDeep.c_str(), deep.c_str());
    }
    std::printf("SUMMARY %s: %d texts; the repaired md4c reading agrees with commonmark.js: top level %d, every "
                "depth %d\n",
                argv[1], total, topSame, deepSame);
    return 0;
}
