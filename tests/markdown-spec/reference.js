// Prints, for every CommonMark spec example, the headings, code blocks and HTML blocks
// the reference parser (commonmark.js) finds, with their 1-based line ranges from its
// source positions. tst_markdownscan compares the scanner with this, example by example.
'use strict';
const spec = require('commonmark-spec');
const commonmark = require('commonmark');
// commonmark.js keeps no public accessor for this one; its Node has _isFenced.

const parser = new commonmark.Parser();
const out = spec.tests.map((example) => {
  const markdown = example.markdown.replace(/→/g, '\t');
  const walker = parser.parse(markdown).walker();
  const blocks = [];
  let event;
  while ((event = walker.next())) {
    const node = event.node;
    if (!event.entering || !node.sourcepos)
      continue;
    const [[first], [last]] = node.sourcepos;
    if (node.type === 'heading')
      blocks.push({ type: 'heading', level: node.level, first, last });
    else if (node.type === 'code_block')
      blocks.push({ type: node._isFenced ? 'fenced' : 'indented', first, last });
    else if (node.type === 'html_block')
      blocks.push({ type: 'html', first, last });
  }
  return { number: example.number, section: example.section, markdown, blocks };
});
process.stdout.write(JSON.stringify(out));
