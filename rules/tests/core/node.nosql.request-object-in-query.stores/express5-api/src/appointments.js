// Express 5 parses the query with its `simple` parser: `?patient[$ne]=x` gives the key
// `patient[$ne]`, so a query value is a string or an array of strings. The JSON body still
// holds objects.
import express from 'express';
import { Appointment } from './models.js';

export const appointments = express.Router();

appointments.get('/', async (req, res) => {
  // ok: node.nosql.request-object-in-query
  const list = await Appointment.find({ patientId: req.query.patient, clinicId: req.user.clinicId });
  res.json(list);
});

appointments.post('/cancel', async (req, res) => {
  // ruleid: node.nosql.request-object-in-query
  const appointment = await Appointment.findOneAndUpdate({ reference: req.body.reference }, { status: 'cancelled' });
  res.json({ cancelled: Boolean(appointment) });
});
