import { Interaction } from '../models/interaction.js';

// the same wipe, exported as it is: nothing checks who calls
export default async function resetInteractionsHandler(req, res) {
  const result = await Interaction.deleteMany({});
  return res.status(200).json({ deleted: result.deletedCount });
}
