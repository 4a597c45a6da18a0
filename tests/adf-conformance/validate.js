#!/usr/bin/env node
// Validates ADF documents with Atlassian's validator AND the ADF JSON schema.
//
//   node validate.js [--expect N] PATH...   each PATH a .json file or a folder of them;
//                                           --expect: fail unless exactly N documents
//
// Exit 0 when every document passes both; 1 when any fails (each failure printed);
// 2 on usage errors or when there is nothing to validate.
'use strict';

const fs = require('fs');
const path = require('path');
const { makeAdfValidator } = require('./adfvalidators');

let args = process.argv.slice(2);
let expected = -1;
if (args[0] === '--expect') {
  expected = Number(args[1]);
  args = args.slice(2);
}
if (args.length === 0) {
  console.error('usage: node validate.js [--expect N] FILE.json|DIR...');
  process.exit(2);
}

const files = [];
for (const arg of args) {
  const stat = fs.statSync(arg);
  if (stat.isDirectory()) {
    for (const name of fs.readdirSync(arg).sort()) {
      if (name.endsWith('.json')) files.push(path.join(arg, name));
    }
  } else {
    files.push(arg);
  }
}
if (files.length === 0 || (expected >= 0 && files.length !== expected)) {
  console.error(`validate.js: ${files.length} .json files to validate, expected ${expected < 0 ? 'some' : expected}`);
  process.exit(2);
}

const problemsOf = makeAdfValidator();

let failures = 0;
for (const file of files) {
  let doc;
  try {
    doc = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (e) {
    console.error(`${file}: not JSON: ${e.message}`);
    failures++;
    continue;
  }
  for (const problem of problemsOf(doc)) {
    console.error(`${file}: ${problem}`);
    failures++;
  }
}
console.log(`validate.js: ${files.length} documents, ${failures} failures`);
process.exit(failures === 0 ? 0 : 1);
