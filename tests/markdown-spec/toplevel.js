// The top-level headings commonmark.js finds (level, 1-based first and last line, from
// its source positions), for tst_draftscanner. With the argument "spec": every CommonMark
// spec example with its headings. Without: the headings of each Markdown text in the
// JSON array read from standard input, in order.
'use strict';
const commonmark = require('commonmark');

const parser = new commonmark.Parser();
function headings(markdown) {
  const out = [];
  for (let node = parser.parse(markdown).firstChild; node; node = node.next) {
    if (node.type === 'heading')
      out.push({ level: node.level, first: node.sourcepos[0][0], last: node.sourcepos[1][0] });
  }
  return out;
}

if (process.argv[2] === 'spec') {
  const spec = require('commonmark-spec');
  const out = spec.tests.map((example) => {
    const markdown = example.markdown.replace(/→/g, '\t');
    return { number: example.number, markdown, headings: headings(markdown) };
  });
  process.stdout.write(JSON.stringify(out));
} else {
  const chunks = [];
  process.stdin.on('data', (c) => chunks.push(c));
  process.stdin.on('end', () => {
    const texts = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    process.stdout.write(JSON.stringify(texts.map(headings)));
  });
}
