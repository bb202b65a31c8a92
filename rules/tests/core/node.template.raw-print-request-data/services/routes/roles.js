const express = require('express');
const sanitizeHtml = require('sanitize-html');
const policyEngine = require('../policy-engine');

const router = express.Router();

const viewModel = (req) => ({
  csrfToken: req.csrfToken(),
  service: { id: req.params.sid, roles: [] },
  selected: req.body.role,
  validationMessages: {},
});

router.post('/services/:sid/roles', async (req, res) => {
  const model = viewModel(req);
  const problems = await policyEngine.validate(req.params.sid, req.body.role);
  if (problems.length > 0) {
    // the policy engine's messages hold markup (links to the service's guidance): sanitized before the view
    model.validationMessages.roles = problems.map((x) => sanitizeHtml(x.message));
    const footer = req.body.footer;
    model.sanitizedFooter = footer ? sanitizeHtml(footer) : undefined;
    model.heading = `Roles for ${req.body.serviceName}`;
    return res.render('roles', { ...model });
  }
  res.redirect(`/services/${req.params.sid}`);
});

module.exports = router;
