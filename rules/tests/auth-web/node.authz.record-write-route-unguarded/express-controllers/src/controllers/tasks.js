const Task = require('../models/task');

async function list(req, res) {
  res.json(await Task.find({ public: true }));
}

async function remove(req, res) {
  await Task.findByIdAndDelete(req.params.id);
  res.sendStatus(204);
}

async function update(req, res) {
  const task = await Task.findById(req.params.id);
  if (String(task.owner) !== String(req.user && req.user.id)) return res.sendStatus(403);
  task.set(req.body);
  await task.save();
  res.json(task);
}

module.exports = { list, remove, update };
