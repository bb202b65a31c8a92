const childProcess = require('child_process');
const { execSync } = require('child_process');
const express = require('express');

const app = express();

app.get('/ping', (req, res) => {
  // ruleid: node.injection.exec-concatenation
  const output = execSync('ping -c 1 ' + req.query.host).toString();
  res.type('text').send(output);
});

app.get('/ping-safe', (req, res) => {
  // ok: node.injection.exec-concatenation
  const output = childProcess.execFileSync('ping', ['-c', '1', String(req.query.host)]).toString();
  res.type('text').send(output);
});

function extract(archive, target, cb) {
  // ruleid: node.injection.exec-concatenation
  childProcess.exec('tar -xzf ' + archive + ' -C ' + target, cb);
}

function extractSafe(archive, target, cb) {
  // ok: node.injection.exec-concatenation
  childProcess.execFile('tar', ['-xzf', archive, '-C', target], cb);
}

function tokens(line) {
  const re = /(\w+)=(\w+)/g;
  const found = [];
  let m;
  // ok: node.injection.exec-concatenation
  while ((m = re.exec(line + ' ')) !== null) found.push(m[1]);
  return found;
}

module.exports = { app, extract, extractSafe, tokens };
