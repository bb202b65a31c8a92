// One handler per method (a Vercel-style API function): each branch checks its own input before
// the query, then the value checked is the one the branch's query reads.
const Setting = require('../models/setting');
const { requireKey } = require('../lib/input');

async function settingsHandler(req, res) {
  if (req.method === 'GET') {
    let { key } = req.query;
    if (!key) return res.status(400).json({ message: 'Key required' });
    key = requireKey(key);
    // ok: node.nosql.request-value-as-filter-field
    const setting = await Setting.findOne({ key });
    return res.json({ key, value: setting ? setting.value : null });
  }
  if (req.method === 'DELETE') {
    let { key } = req.body;
    if (key.length > 64) {
      key = requireKey(key);
    }
    // the check ran on one path only: an object key still reaches the filter
    // ruleid: node.nosql.request-value-as-filter-field
    await Setting.deleteOne({ key });
    return res.status(204).end();
  }
  if (req.method === 'POST') {
    let { key, value } = req.body;
    key = requireKey(key);
    key = req.body.alias || key;
    // assigned again from the request after the check
    // ruleid: node.nosql.request-value-as-filter-field
    await Setting.findOneAndUpdate({ key }, { value: String(value) }, { upsert: true });
    return res.json({ message: 'Setting updated' });
  }
  return res.status(405).end();
}

module.exports = settingsHandler;
