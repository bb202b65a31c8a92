const childProcess = require('child_process');
const { execSync } = require('child_process');
const express = require('express');

const app = express();
const CHROMIUM = '/usr/bin/chromium';

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

// the archive name comes from the upload route below: a flow through a same-file function
function extract(archive, target, cb) {
  // ruleid: node.injection.exec-concatenation
  childProcess.exec('tar -xzf ' + archive + ' -C ' + target, cb);
}

app.post('/imports', (req, res) => {
  extract(req.body.archive, '/srv/imports', (err) => res.sendStatus(err ? 500 : 201));
});

function extractSafe(archive, target, cb) {
  // ok: node.injection.exec-concatenation
  childProcess.execFile('tar', ['-xzf', archive, '-C', target], cb);
}

// the browser binary is the code's own constant: nothing from outside reaches the shell
function browserVersion() {
  // ok: node.injection.exec-concatenation
  return execSync(CHROMIUM + ' --version').toString().trim();
}

app.get('/thumb/:width', (req, res) => {
  const width = parseInt(req.params.width, 10) || 200;
  // ok: node.injection.exec-concatenation
  execSync('convert /srv/in.png -resize ' + width + ' /srv/out.png');
  res.sendFile('/srv/out.png');
});

// the host goes through an options object the handler fills in
app.get('/trace', (req, res) => {
  const opts = { count: 3, host: 'localhost' };
  opts.host = req.query.host;
  // ruleid: node.injection.exec-concatenation
  res.type('text').send(execSync('traceroute -q ' + opts.count + ' ' + opts.host).toString());
});

app.get('/trace-safe', (req, res) => {
  const opts = { count: 3, host: 'localhost' };
  opts.count = Number(req.query.count) || 3;
  // ok: node.injection.exec-concatenation
  res.type('text').send(execSync('traceroute -q ' + opts.count + ' ' + opts.host).toString());
});

function tokens(line) {
  const re = /(\w+)=(\w+)/g;
  const found = [];
  let m;
  // ok: node.injection.exec-concatenation
  while ((m = re.exec(line + ' ')) !== null) found.push(m[1]);
  return found;
}

module.exports = { app, extractSafe, tokens, browserVersion };

const PRINT = 'exec';

app.post('/print', (req, res) => {
  // ruleid: node.injection.exec-concatenation
  childProcess[PRINT]('lp -d ' + req.body.printer + ' report.pdf', () => res.sendStatus(202));
});

app.post('/print/default', (req, res) => {
  // ok: node.injection.exec-concatenation
  childProcess[PRINT]('lp -d office ' + Number(req.body.copies), () => res.sendStatus(202));
});

const shell = require('child_process').exec;

app.get('/files/:user', (req, res) => {
  // ruleid: node.injection.exec-concatenation
  shell('ls uploads/' + req.params.user + '/', (error, stdout) => res.json(stdout.split('\n')));
});

const listing = require('child_process').execFile;

app.get('/files/:user/raw', (req, res) => {
  // ok: node.injection.exec-concatenation
  listing('ls', ['uploads/' + req.params.user], (error, stdout) => res.send(stdout));
});
