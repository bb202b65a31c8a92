import { Chat } from '../../../lib/models';

// Next.js parses the query (a dynamic segment included) into strings and arrays of them
export default async function handler(req, res) {
  const { id } = req.query;
  if (req.method === 'GET') {
    // ok: node.nosql.request-object-in-query
    const chat = await Chat.findOne({ _id: id });
    return res.status(200).json(chat);
  }
  if (req.method === 'PUT') {
    // the JSON body still holds objects: {"member": {"$ne": null}}
    // ruleid: node.nosql.request-object-in-query
    const chat = await Chat.findOneAndUpdate({ members: req.body.member }, { updatedAt: new Date() });
    return res.status(200).json(chat);
  }
  return res.status(405).end();
}
