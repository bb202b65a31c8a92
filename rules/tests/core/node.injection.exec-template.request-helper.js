const childProcess = require('child_process');
const express = require('express');

const router = express.Router();

// the form's fields, read by a helper of the file: what it returns is request data
const bindTransfer = (req) => {
  return {
    fromAccount: req.body.fromAccount,
    toAccount: req.body.toAccount,
    amount: req.body.amount,
  };
};

// a helper that reads the request but returns only what the server chose
function traceLevel(req) {
  return req.query.verbose === '1' ? 'debug' : 'info';
}

function pageNumber(req) {
  return Number.parseInt(req.query.page, 10) || 1;
}

router.post('/transfer', (req, res) => {
  const transfer = bindTransfer(req);
  // ruleid: node.injection.exec-template
  childProcess.execSync(`echo ${transfer.fromAccount} to ${transfer.toAccount} >> traces.txt`);
  res.sendStatus(202);
});

router.get('/traces', (req, res) => {
  const level = traceLevel(req);
  const page = pageNumber(req);
  // ok: node.injection.exec-template
  childProcess.execSync(`tail -n ${page * 50} traces-${level}.txt`);
  res.sendStatus(200);
});

module.exports = router;
