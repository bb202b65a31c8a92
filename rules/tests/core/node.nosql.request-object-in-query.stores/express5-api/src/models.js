import mongoose from 'mongoose';

export const Appointment = mongoose.model(
  'Appointment',
  new mongoose.Schema({ patientId: String, clinicId: String, reference: String, status: String }),
);
