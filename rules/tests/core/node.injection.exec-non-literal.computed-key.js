const childProcess = require('child_process');
const express = require('express');

const router = express.Router();
const RUN = 'exec';

function runGit(command) {
  return new Promise((resolve, reject) => {
    // ruleid: node.injection.exec-non-literal
    childProcess[RUN](command, (error, stdout) => (error ? reject(error) : resolve(stdout)));
  });
}

router.post('/repos/clone', async (req, res) => {
  const url = req.body.repoUrl.replace(/[<>]/g, '');
  res.json({ output: await runGit(url) });
});

router.post('/jobs/run', (req, res) => {
  // ruleid: node.injection.exec-non-literal
  childProcess['execSync'](req.body.job);
  res.sendStatus(202);
});

router.post('/jobs/inline', (req, res) => {
  // ruleid: node.injection.exec-non-literal
  require('child_process').exec(req.body.job, () => res.sendStatus(202));
});

const LAUNCH = 'execFile';

router.post('/tools/run', (req, res) => {
  // ok: node.injection.exec-non-literal
  childProcess[LAUNCH](req.body.tool, ['--version'], (error, stdout) => res.send(stdout));
});

const handlers = { exec: (job) => job.trim() };

router.post('/handlers/run', (req, res) => {
  // ok: node.injection.exec-non-literal
  res.send(handlers[RUN](req.body.job));
});

module.exports = router;
