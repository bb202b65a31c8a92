const _ = require('lodash');
const { Router } = require('express');
const { getSettings } = require('../../settings');
const notificationRoutes = require('./notifications');

const settingsRoutes = Router();

settingsRoutes.post('/main', async (req, res) => {
  const settings = getSettings();
  // the admin's settings form sets every field it sends
  // ok: node.api.request-body-mass-assignment
  settings.main = Object.assign(settings.main, req.body);
  await settings.save();
  res.status(200).json(settings.main);
});

settingsRoutes.post('/plex', async (req, res) => {
  const settings = getSettings();
  // ok: node.prototype.merge-request-data
  _.merge(settings.plex, req.body);
  await settings.save();
  res.status(200).json(settings.plex);
});

settingsRoutes.use('/notifications', notificationRoutes);

module.exports = settingsRoutes;
