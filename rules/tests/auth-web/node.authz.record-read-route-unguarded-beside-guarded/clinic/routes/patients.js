const express = require('express');
const Patient = require('../models/patient');
const { requireClinicianRole } = require('../middleware/auth');

const router = express.Router();

router.get('/:id', requireClinicianRole, async (req, res) => {
  const patient = await Patient.findById(req.params.id).populate('appointments');
  if (!patient) return res.sendStatus(404);
  res.json(patient);
});

// added for the printable summary page, without the clinician guard
// ruleid: node.authz.record-read-route-unguarded-beside-guarded
router.get('/:id/summary', async (req, res) => {
  const patient = await Patient.findById(req.params.id).select('name dateOfBirth diagnoses medications');
  res.render('patient-summary', { patient });
});

router.put('/:id', requireClinicianRole, async (req, res) => {
  await Patient.findByIdAndUpdate(req.params.id, { notes: req.body.notes });
  res.sendStatus(204);
});

module.exports = router;
