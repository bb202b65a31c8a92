import { Volunteer } from '../../lib/models';

export default async function handler(req, res) {
  // ok: node.nosql.request-object-in-query
  const volunteer = await Volunteer.findOne({ email: req.query.email });
  res.status(200).json({ name: volunteer?.name });
}
