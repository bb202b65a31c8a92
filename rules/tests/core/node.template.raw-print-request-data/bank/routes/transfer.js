const express = require('express');

const router = express.Router();

// the form's fields, read once for the check page and the confirmation
const bindTransfer = (req) => {
  return {
    toAccount: req.body.toAccount,
    description: req.body.description,
    amount: Number(req.body.amount),
  };
};

function transferKind(req) {
  return req.body.kind === 'instant' ? 'Instant transfer' : 'Standard transfer';
}

const showCheck = (res, transfer, kind) => {
  res.render('transferCheck', { transfer, kind });
};

router.post('/', (req, res) => {
  const transfer = bindTransfer(req);
  showCheck(res, transfer, transferKind(req));
});

module.exports = router;
