const Joi = require('joi');
const User = require('../models/user');
const Note = require('../models/note');

module.exports = {
  register: async (req, res) => {
    // ruleid: node.api.body-to-privileged-model
    const user = new User(req.body);
    await user.save();
    res.status(201).json({ id: user._id });
  },

  updateProfile: async (req, res) => {
    const user = await User.findById(req.user.id);
    // ruleid: node.api.body-to-privileged-model
    Object.assign(user, req.body);
    await user.save();
    res.json(user);
  },

  updateNote: async (req, res) => {
    // ok: node.api.body-to-privileged-model
    const note = await Note.findOneAndUpdate({ name: req.params.noteId }, req.body, { new: true });
    res.json(note);
  },

  rename: async (req, res) => {
    const { username } = req.body;
    // ok: node.api.body-to-privileged-model
    const user = await User.findByIdAndUpdate(req.user.id, { username }, { new: true });
    res.json(user);
  },

  changePassword: async (req, res) => {
    const schema = Joi.object({ password: Joi.string().min(12).required() });
    const { error } = schema.validate(req.body);
    if (error) return res.status(400).json({ error: error.message });
    // ok: node.api.body-to-privileged-model
    await User.updateOne({ _id: req.user.id }, req.body);
    res.sendStatus(204);
  },
};
