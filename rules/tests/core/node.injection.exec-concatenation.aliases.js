// The shell runs what child_process.exec is given whatever the module or the function is called in
// this file: a module bound to `process` (shadowing the global), exec imported under another name.
const process = require('child_process');
const { exec: sh, execFile } = require('child_process');
const express = require('express');

const router = express.Router();

router.get('/files/:user', (req, res) => {
  const user = req.params.user;
  // ruleid: node.injection.exec-concatenation
  process.exec('ls target/user_files/' + user + '/', (error, stdout) => res.json(stdout.split('\n')));
});

router.get('/archive/:name', (req, res) => {
  // ruleid: node.injection.exec-concatenation
  sh('tar -czf /tmp/out.tgz ' + req.params.name, () => res.sendStatus(204));
});

router.get('/disk', (req, res) => {
  const VOLUME = '/var/data';
  // ok: node.injection.exec-concatenation
  sh('du -sh ' + VOLUME, (error, stdout) => res.send(stdout));
});

router.get('/files-safe/:user', (req, res) => {
  // ok: node.injection.exec-concatenation
  execFile('ls', ['target/user_files/' + req.params.user + '/'], (error, stdout) => res.send(stdout));
});

module.exports = router;
