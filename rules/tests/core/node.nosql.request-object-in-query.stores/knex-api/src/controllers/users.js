// Objection and knex on PostgreSQL: an object in a filter is a bound value, never an operator.
import User from '../models/user.js';
import db from '../db.js';

export async function acceptInvitation(request, response) {
  const { token, password } = request.body;
  // ok: node.nosql.request-object-in-query
  const user = await User.query().findOne({ invitation_token: token }).throwIfNotFound();
  await user.acceptInvitation(password);
  response.status(204).end();
}

export async function showFlow(request, response) {
  // ok: node.nosql.request-object-in-query
  const user = await User.query().findById(request.body.userId).throwIfNotFound();
  response.json(await user.$relatedQuery('flows'));
}

// the app's own data layer over knex: no MongoDB client anywhere in the package
export async function lookup(request, response) {
  // ok: node.nosql.request-object-in-query
  const link = await db.links.findOne({ address: request.query.address });
  response.json(link);
}
