import express from 'express';
import * as _ from 'lodash-es';
import mergeWith from 'lodash-es/mergeWith.js';

const app = express();
app.use(express.json());
const notes = new Map();

// no lock file: the package.json range allows nothing below 4.17.21
app.patch('/notes/:id', (req, res) => {
  const note = notes.get(req.params.id) ?? {};
  // ok: node.prototype.merge-request-data
  _.merge(note, req.body);
  // ok: node.prototype.merge-request-data
  mergeWith(note, req.body.meta, (a, b) => b);
  notes.set(req.params.id, note);
  res.json(note);
});

// no import in this file: `merge` is the app's own helper
function merge(target, source) {
  for (const key of Object.keys(source)) target[key] = source[key];
  return target;
}

app.put('/notes/:id/meta', (req, res) => {
  // ruleid: node.prototype.merge-request-data
  res.json(merge(notes.get(req.params.id) ?? {}, req.body));
});
